"""Saved games on disk: the autosave, the last finished game and exported records.

Every write is atomic: the text goes to a temporary file in the same folder,
which is flushed and fsynced and then renamed over the old file (and the
folder is fsynced so the rename itself survives a power cut). A crash at any
instant therefore leaves either the previous save or the new one, never a
mixture. The files are plain game records (:mod:`notalone_tui.records`), so
they hold every hidden card: reading one is like peeking into the box.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .engine import Game
from .records import GameRecord, RecordError, load_game

#: Overrides the data folder (tests, portable installs).
DATA_ENV = "NOTALONE_DATA_DIR"
AUTOSAVE = "autosave.json"
LAST_GAME = "last-game.json"


def data_dir() -> Path:
    """Where notalone keeps its saves: ``$NOTALONE_DATA_DIR`` or the platform's
    user data folder (``~/.local/share/notalone`` on Linux)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path("notalone", appauthor=False)


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def last_game_path() -> Path:
    return data_dir() / LAST_GAME


def write_atomic(path: Path, text: str) -> int:
    """Replace ``path`` with ``text`` atomically; return the number of bytes written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
    record = GameRecord.of(game, bots, saved_at=datetime.now(UTC))
    return write_atomic(path or autosave_path(), record.to_json())


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
        when = ""
        if self.record.saved_at is not None:
            when = " · saved " + self.record.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        return f"{creature} (Creature) vs {hunted} · turn {turn}{when}"


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
