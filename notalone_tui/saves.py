"""Saved games on disk: the autosave, the last finished game and exported records.

Every write is atomic: the text goes to a temporary file in the same folder,
which is flushed and fsynced and then renamed over the old file (and the
folder is fsynced so the rename itself survives a power cut). A crash at any
instant therefore leaves either the previous save or the new one, never a
mixture. A writer killed between creating its temporary file and renaming it
leaves that file behind; the temporary's name carries the writer's process id
so that the next start can tell such leftovers from a live writer's file and
sweep them up (:func:`sweep_leftovers`). The files are plain game records
(:mod:`notalone_tui.records`), so they hold every hidden card: reading one is
like peeking into the box.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .engine import Action, Game
from .i18n.current import _
from .paths import autosave_path, data_dir, last_game_path
from .records import (
    FORMAT_VERSION,
    ActionModel,
    ConfigModel,
    GameRecord,
    OptionModel,
    RecordError,
    load_game,
)


def write_atomic(path: Path, text: str) -> int:
    """Replace ``path`` with ``text`` atomically; return the number of bytes written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMPORARY_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)
    return len(data)


TEMPORARY_SUFFIX = ".tmp"
#: Where process ids cannot be probed safely (Windows), a temporary file this
#: many seconds old is taken to be a leftover: a live write lasts milliseconds.
STALE_AFTER = 60.0


def sweep_leftovers(folder: Path | None = None) -> list[Path]:
    """Remove the temporary files that killed writers left in ``folder`` (the
    data folder unless given); return what was removed.

    Called as the program starts, before it writes anything itself, so a
    temporary file carrying this process's own id (a reused id) is a leftover
    too. A file whose writer still runs (another copy of the program) is kept.
    """
    folder = folder if folder is not None else data_dir()
    if not folder.is_dir():
        return []
    removed = []
    for tmp in folder.glob(f".*{TEMPORARY_SUFFIX}"):
        if _writer_may_be_writing(tmp):
            continue
        try:
            tmp.unlink()
        except OSError:
            continue  # gone already, or not ours to remove
        removed.append(tmp)
    return removed


def _writer_may_be_writing(tmp: Path) -> bool:
    parts = tmp.name[1:-len(TEMPORARY_SUFFIX)].split(".")
    pid = int(parts[-2]) if len(parts) >= 3 and parts[-2].isdigit() else None
    if pid is None or pid == os.getpid():
        return False
    if os.name != "posix":  # os.kill(pid, 0) would terminate the process on Windows
        try:
            return time.time() - tmp.stat().st_mtime < STALE_AFTER
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, owned by someone else
    except OSError:
        return False
    return True


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every platform; the file itself is safe
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_game(game: Game, bots: dict[int, str] | None = None, path: Path | None = None) -> int:
    """Write ``game`` as a record (to the autosave unless ``path`` is given)."""
    return Autosaver(path).save(game, bots)


class Autosaver:
    """Writes the autosave after every action without re-serialising the game.

    A long game holds hundreds of actions; building a pydantic model for each of
    them on every key press cost a millisecond and, worse, enough garbage to set
    off full collections mid-game. This writer keeps each action's JSON from the
    save that first wrote it and joins the pieces, so a save serialises one new
    action. The text is byte for byte what :meth:`GameRecord.to_json` writes.
    Undo and a new game are noticed by comparing the game's actions (and its
    configuration, seed and bots) with those already written.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._key: tuple[object, ...] | None = None
        self._head = ""
        self._config: ConfigModel | None = None
        self._actions: list[Action] = []
        self._pieces: list[str] = []

    def text(self, game: Game, bots: dict[int, str] | None = None,
             saved_at: datetime | None = None) -> str:
        """The record of ``game`` as JSON, reusing what earlier calls serialised."""
        bots = dict(bots or {})
        state = game.state
        key = (state.config, state.seed, tuple(sorted(bots.items())))
        if key != self._key:
            self._start(game, key)
        self._catch_up(game.actions)
        assert self._config is not None
        tail = GameRecord(
            format_version=FORMAT_VERSION, config=self._config, seed=state.seed,
            bots=bots,  # type: ignore[arg-type]
            saved_at=saved_at,
        ).model_dump_json(exclude_defaults=True, include={"bots", "saved_at"})
        actions = f',"actions":[{",".join(self._pieces)}]' if self._pieces else ""
        rest = "," + tail[1:] if len(tail) > 2 else "}"
        return self._head + actions + rest

    def save(self, game: Game, bots: dict[int, str] | None = None) -> int:
        """Write ``game`` atomically; return the number of bytes written."""
        text = self.text(game, bots, saved_at=datetime.now(UTC))
        return write_atomic(self.path or autosave_path(), text)

    def _start(self, game: Game, key: tuple[object, ...]) -> None:
        record = GameRecord.of(Game(game.state, []))
        self._config = record.config
        self._head = record.model_dump_json(exclude_defaults=True)[:-1]
        self._key = key
        self._actions.clear()
        self._pieces.clear()

    def _catch_up(self, actions: list[Action]) -> None:
        mine = self._actions
        same = 0
        for a, b in zip(mine, actions, strict=False):
            if a is not b and a != b:
                break
            same += 1
        del mine[same:], self._pieces[same:]
        for action in actions[same:]:
            model = ActionModel(seat=action.seat, option=OptionModel.of(action.option))
            self._pieces.append(model.model_dump_json(exclude_defaults=True))
            mine.append(action)


def retire_autosave() -> None:
    """A finished game is no longer offered to Continue: keep it as the last game."""
    src = autosave_path()
    if src.exists():
        os.replace(src, last_game_path())
        _fsync_dir(src.parent)


@dataclass(frozen=True)
class SavedGame:
    """A resumable game and what the title screen says about it."""

    record: GameRecord
    game: Game
    path: Path

    @property
    def bots(self) -> dict[int, str]:
        return dict(self.record.bots)

    def describe(self) -> str:
        names = self.record.names
        creature = names[self.record.config.creature_seat]
        hunted = ", ".join(n for i, n in enumerate(names) if i != self.record.config.creature_seat)
        turn = self.game.state.turn.number
        if self.record.saved_at is not None:
            return _("{creature} (Creature) vs {hunted} · turn {turn} · saved {when}").format(
                creature=creature, hunted=hunted, turn=turn,
                when=self.record.saved_at.astimezone().strftime("%Y-%m-%d %H:%M"))
        return _("{creature} (Creature) vs {hunted} · turn {turn}").format(
            creature=creature, hunted=hunted, turn=turn)


def find_autosave() -> tuple[SavedGame | None, str | None]:
    """The game to continue, if any, and the reason a save exists but cannot be
    used (the file is then left as it is, for the player to inspect)."""
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        record, game = load_game(path)
    except RecordError as exc:
        return None, str(exc)
    if game.is_over:
        return None, None
    return SavedGame(record, game, path), None
