"""Saved games on disk: the autosave, the last finished game and exported records.

Every write is atomic (:mod:`notalone_tui.atomic`): a crash at any instant
leaves either the previous save or the new one, never a mixture, and the next
start sweeps up what a killed writer left. The files are plain game records
(:mod:`notalone_tui.records`), so they hold every hidden card: reading one is
like peeking into the box.
"""

from __future__ import annotations

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
