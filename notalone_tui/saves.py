"""Saved games on disk: the autosave, the last finished game and exported records.

Every write is atomic (:mod:`notalone_tui.atomic`): a crash at any instant
leaves either the previous save or the new one, never a mixture, and the next
start sweeps up what a killed writer left. The files are plain game records
(:mod:`notalone_tui.records`), so they hold every hidden card: reading one is
like peeking into the box.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .atomic import move_atomic, write_atomic
from .engine import Action, Game
from .i18n.current import _
from .paths import autosave_path, last_game_path
from .records import (
    FORMAT_VERSION,
    ActionModel,
    ConfigModel,
    GameRecord,
    HintCounts,
    OptionModel,
    RecordError,
    load_game,
)


def save_game(game: Game, bots: dict[int, str] | None = None, path: Path | None = None,
              hints: HintCounts = None) -> int:
    """Write ``game`` as a record (to the autosave unless ``path`` is given)."""
    return Autosaver(path).save(game, bots, hints)


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
             saved_at: datetime | None = None, hints: HintCounts = None) -> str:
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
            hints=hints is not None,
            hints_used={seat: n for seat, n in (hints or {}).items() if n},
        ).model_dump_json(exclude_defaults=True,
                          include={"bots", "saved_at", "hints", "hints_used"})
        actions = f',"actions":[{",".join(self._pieces)}]' if self._pieces else ""
        rest = "," + tail[1:] if len(tail) > 2 else "}"
        return self._head + actions + rest

    def save(self, game: Game, bots: dict[int, str] | None = None,
             hints: HintCounts = None) -> int:
        """Write ``game`` atomically; return the number of bytes written."""
        text = self.text(game, bots, saved_at=datetime.now(UTC), hints=hints)
        return write_atomic(self.path or autosave_path(), text)

    def save_behind(self, game: Game, bots: dict[int, str] | None = None,
                    hints: HintCounts = None, then: Callable[[], None] | None = None) -> None:
        """Hand ``game``'s record to the disk without waiting (see
        :class:`WriteBehind`); ``then`` runs once it is there. The record is
        made now: the game may change before it is written."""
        text = self.text(game, bots, saved_at=datetime.now(UTC), hints=hints)
        BEHIND.write(self.path or autosave_path(), text, then)

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


class WriteBehind:
    """Atomic writes on a thread of their own, one after another, so that a key
    press does not wait for the disk.

    A save is whole only once it has been flushed to the disk (two fsyncs:
    about a millisecond on an idle SSD, tens on a busy or spinning disk), and
    the autosave follows every move. The app hands the text over and goes on
    drawing the move's result meanwhile; before the next frame is painted it
    waits for the write (:meth:`settle`), so the screen never shows a move the
    disk does not hold, as when the write was done in place. The thread is
    Python's own worker, which finishes what it was handed before the
    interpreter exits (after an error that ends the app too); only a kill in
    the millisecond of the write loses the move being written, a move nobody
    was shown yet, as a kill a moment earlier would.
    """

    #: How often, in seconds, the app's thread lets the writer in while a write
    #: is under way (Python's default, 5 ms, is for threads that compute).
    SWITCH_INTERVAL = 0.0001

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._last: Future[None] | None = None
        #: Python's switch interval to go back to once the writes are done.
        self._switch: float | None = None

    def write(self, path: Path, text: str, then: Callable[[], None] | None = None) -> None:
        """Write ``text`` to ``path`` atomically, soon; then call ``then``."""

        def job() -> None:
            write_atomic(path, text)
            if then is not None:
                then()

        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        if self._switch is None:
            # The writer needs the interpreter's lock after each step of the
            # write (each system call); while the app's thread draws the move
            # it would wait up to 5 ms for it at each of them, and the write
            # would end long after the drawing.
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch, self.SWITCH_INTERVAL))
        self._last = self._pool.submit(job)

    @property
    def pending(self) -> bool:
        """Whether writes were handed over since the last :meth:`settle`."""
        return self._last is not None

    def settle(self) -> OSError | None:
        """Wait until everything handed over is written; the newest write's
        failure, if it failed (an older one's is stale: the newest holds all)."""
        last, self._last = self._last, None
        if last is None:
            return None
        try:
            last.result()
        except OSError as exc:
            return exc
        finally:
            if self._switch is not None:
                sys.setswitchinterval(self._switch)
                self._switch = None
        return None


#: The program's writes behind (the autosave's).
BEHIND = WriteBehind()


def retire_autosave() -> None:
    """A finished game is no longer offered to Continue: keep it as the last game."""
    BEHIND.settle()
    src = autosave_path()
    if src.exists():
        move_atomic(src, last_game_path())


@dataclass(frozen=True)
class SavedGame:
    """A resumable game and what the title screen says about it."""

    record: GameRecord
    game: Game
    path: Path

    @property
    def bots(self) -> dict[int, str]:
        return dict(self.record.bots)

    @property
    def hints(self) -> HintCounts:
        return self.record.hint_counts

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
    BEHIND.settle()  # a write still under way finishes first
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
