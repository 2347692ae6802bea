"""Simulated games kept on disk, so that a long run can stop and go on.

An expert cell of the strength matrix takes hours of CPU (a Frozen Lands game
with an expert seat takes 20-40 s, a Sanctuary one over a minute): it is played
over several sittings, and whatever was played must survive an interruption.
``simulate --results-dir DIR`` keeps each setting's games in a folder of its own
(:func:`cell_name`), one file per :data:`CHUNK` games; a later run with the same
setting reads the games already there and plays only the missing ones. Games are
seeded by their index, so a stored game is exactly the game a fresh run would
play, and a summary over stored games equals one over a single long run.

The folders are plain JSON, so the games behind the README's figures can be
kept with the project and summed again (``simulate`` with the same options).
Each file also says which build played its games (:func:`build`): the usual
Python modules, or a copy of the same revision compiled with mypyc
(``scripts/compiled_copy.py``), which plays the same games faster; its CPU
seconds are then the compiled copy's.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from notalone_tui import __version__
from notalone_tui.atomic import TEMPORARY_SUFFIX, sweep_leftovers, write_atomic
from notalone_tui.i18n.current import _
from notalone_tui.reading import load_json, read_bounded, why

from .games import GameResult, SimConfig
from .modes import rules_id
from .packs import group_names, lookup

#: Games per stored file: small enough that an interrupted run loses little,
#: large enough that a 400-game cell is a handful of files.
CHUNK = 20

#: The settings that decide which games a cell plays, besides the experts'
#: budgets. ``games`` and ``jobs`` do not (game i is the same game in a run of
#: any length or spread).
_SETTING_FIELDS = ("players", "creature", "hunted", "seed", "side", "sheets", "ruleset")


#: Far more than a file of :data:`CHUNK` games (about 15 kB): a bigger file is not ours.
MAX_BYTES = 4_000_000
#: The most characters of a file's own text an error quotes.
_QUOTE = 100


class ResultsError(ValueError):
    """A results folder holds games of another setting, or a file it cannot read,
    or it is no folder it can write in (see :func:`check_folder`)."""


def check_folder(folder: Path) -> None:
    """Make sure games can be kept in ``folder`` (created if missing), before any
    is played: a run that could not store its games would play them for nothing
    and fail at the end. :class:`ResultsError` says why it cannot."""
    if folder.exists() and not folder.is_dir():
        raise ResultsError(_("{path} is not a folder").format(path=folder))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ResultsError(_("cannot create the folder {path} ({problem})").format(
            path=folder, problem=exc.strerror or type(exc).__name__)) from None
    try:  # try it: permission bits say nothing of a read-only disk, or to root
        fd, probe = tempfile.mkstemp(prefix=f".probe.{os.getpid()}.", suffix=TEMPORARY_SUFFIX,
                                     dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise ResultsError(_("cannot write in the folder {path} ({problem})").format(
            path=folder, problem=exc.strerror or type(exc).__name__)) from None


def cell_name(config: SimConfig) -> str:
    """The folder of ``config``'s games: mode, players, the packs' words (the
    sheets), the pairing, and what else changes the games (an expert's budget,
    a first seed or a fixed board side other than the defaults)."""
    from notalone_tui.engine import get_ruleset

    parts = [config.ruleset, f"{config.players}p"]
    packs = get_ruleset(rules_id(config.ruleset, config.sheets)).packs
    parts += [part for part in (lookup(name).folder_part for name in packs) if part]
    parts += [config.creature, "vs", config.hunted]
    for side in ("c", "h"):
        budget = _budget(config, side == "c")
        if budget is not None:
            parts.append(side + budget.replace(" playouts", "").replace(" ", ""))
    if config.seed:
        parts.append(f"seed{config.seed}")
    if config.side is not None:
        parts.append(f"side{config.side}")
    return "-".join(parts)


def build() -> str:
    """``"mypyc"`` when the engine running is a compiled copy, else ``"python"``."""
    from notalone_tui.engine import game

    return "mypyc" if Path(game.__file__ or "").suffix in (".so", ".pyd") else "python"


def chunk_of(index: int) -> int:
    """The first game index of the file that holds game ``index``."""
    return index - index % CHUNK


def _budget(config: SimConfig, creature: bool) -> str | None:
    """An expert side's search budget ("100 playouts" or "1 s"); ``None`` for a
    side that does not search, whose budget options change nothing."""
    if (config.creature if creature else config.hunted) != "expert":
        return None
    playouts = config.playouts(creature)
    return f"{playouts} playouts" if playouts is not None else f"{config.expert_seconds:g} s"


def _setting(config: SimConfig) -> dict[str, Any]:
    return {**{name: getattr(config, name) for name in _SETTING_FIELDS},
            "creature_budget": _budget(config, True), "hunted_budget": _budget(config, False)}


class ResultStore:
    """The stored games of one setting, under ``root``/:func:`cell_name`."""

    def __init__(self, root: Path, config: SimConfig) -> None:
        self.config = config
        self.folder = Path(root) / cell_name(config)

    def path(self, start: int) -> Path:
        return self.folder / f"games-{start:05d}-{start + CHUNK - 1:05d}.json"

    def check(self) -> None:
        """Refuse now, before any game is played, a folder that cannot keep this
        setting's games or holds files that cannot be read (:class:`ResultsError`)."""
        check_folder(self.folder)
        self.load()

    def _read(self, path: Path) -> dict[str, Any]:
        """A stored file, read as every file the player names is (a regular file,
        bounded, no endless numbers: :mod:`notalone_tui.reading`)."""
        try:
            data = load_json(read_bounded(path, MAX_BYTES).decode("utf-8"))
        except (OSError, ValueError, RecursionError) as exc:
            raise ResultsError(f"{path}: {why(exc)}") from None
        if not isinstance(data, dict) or not isinstance(data.get("games"), list):
            raise ResultsError(f"{path}: not a file of stored games")
        if data.get("setting") != _setting(self.config):
            setting = repr(data.get("setting"))  # escaped: one line whatever the file holds
            if len(setting) > _QUOTE:
                setting = setting[: _QUOTE - 1] + "…"
            raise ResultsError(f"{path} holds games of another setting: {setting}")
        return data

    def load(self) -> dict[int, GameResult]:
        """Every stored game of this setting, by game index."""
        found: dict[int, GameResult] = {}
        if not self.folder.is_dir():
            return found
        groups = group_names()
        for path in sorted(self.folder.glob("games-*.json")):
            for game in self._read(path)["games"]:
                try:
                    index = game.pop("index")
                    found[index] = GameResult.from_json(game, groups)
                except (AttributeError, KeyError, TypeError) as exc:
                    raise ResultsError(f"{path}: a game it holds is unreadable ({exc})") from exc
        return found

    def save(self, results: Iterable[tuple[int, GameResult]], cpu_seconds: float) -> None:
        """Add games (index, result) to their files, keeping those already there.
        Each file is written whole to a temporary name and renamed, so an
        interruption leaves the previous file, never half a file."""
        by_chunk: dict[int, list[tuple[int, GameResult]]] = {}
        for index, result in results:
            by_chunk.setdefault(chunk_of(index), []).append((index, result))
        self.folder.mkdir(parents=True, exist_ok=True)
        sweep_leftovers(self.folder)  # a run killed mid-write
        share = cpu_seconds / max(1, sum(len(v) for v in by_chunk.values()))
        for start, games in by_chunk.items():
            path = self.path(start)
            old: dict[str, Any] = (self._read(path) if path.exists()
                                   else {"games": [], "cpu_seconds": 0.0, "build": build()})
            merged = {g["index"]: g for g in old["games"]}
            merged.update({i: {"index": i, **r.to_json()} for i, r in games})
            head = {
                "version": __version__,
                "setting": _setting(self.config),
                "cpu_seconds": round(old["cpu_seconds"] + share * len(games), 1),
                # Files written before builds were told apart were all Python's.
                "build": build() if old.get("build", "python") == build() else "mixed",
            }
            # A game to a line: the files stay small and their diffs readable.
            lines = ",\n".join(json.dumps(merged[i], separators=(",", ":")) for i in sorted(merged))
            text = json.dumps(head, indent=1)[:-2] + ',\n "games": [\n' + lines + "\n]}\n"
            write_atomic(path, text)
