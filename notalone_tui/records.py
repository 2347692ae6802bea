"""Game records: the action log as a file format (pydantic models at the engine's edge).

A record is ``(format version, config, seed, actions)`` plus the player names
(already in the config). Replaying it through the engine rebuilds the exact
game, so the same record serves as save file, replay and shareable log.

Format 2 adds the rule set choice to the config (``ruleset``, ``sanctuary``,
``sheets``, ``characters``, ``remove_marker_cards``); like every field, they are left out at their defaults, so a base
game's record differs from format 1 only in its version. Format 1 records,
written before rule sets existed, are all base games and still load.
"""

from __future__ import annotations

import json
import pickle
import reprlib
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    NonNegativeInt,
    StrictInt,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from .engine import Action, Game, GameConfig, Option, Verb
from .engine.config import BASE as BASE_RULESET
from .engine.errors import ConfigError, EngineError, IllegalAction
from .i18n.current import _, render
from .reading import NotRegularFile, NumberTooLong, TooLarge, kind_name, load_json, read_bounded

#: The version this program writes, and every version it reads.
FORMAT_VERSION: Literal[2] = 2
READABLE_VERSIONS = (1, 2)
_READABLE = " and ".join(map(str, READABLE_VERSIONS))
#: The config fields format 2 added (a format 1 record must not have them).
RULESET_FIELDS = ("ruleset", "sanctuary", "sheets", "characters", "remove_marker_cards")


class RecordError(ValueError):
    """A record that cannot be loaded: bad JSON, bad fields, or an illegal action."""


#: The most characters of a record's own text (a key, a value, a name) a refusal
#: quotes, and the longest reason it gives: a file may put megabytes there.
MAX_QUOTE = 24
MAX_REASON = 300
#: Quotes a value of the file (its format version) in about :data:`MAX_QUOTE`
#: characters, however long or deeply nested the value.
_QUOTE = reprlib.Repr()
_QUOTE.maxlevel = 2
_QUOTE.maxstring = _QUOTE.maxother = _QUOTE.maxlong = MAX_QUOTE


class _Quoted:
    """A file's value, shown by ``{value!r}`` in a message as :data:`_QUOTE` words it
    (the messages' ``!r`` stays, and with it their translations)."""

    def __init__(self, value: object) -> None:
        self.text = _QUOTE.repr(value)

    def __repr__(self) -> str:
        return self.text


def _one_line(text: str, limit: int = MAX_REASON) -> str:
    """``text`` with line breaks and other unprintable characters escaped (``\\n``),
    cut to ``limit`` characters (an ellipsis marks the cut).

    Refusals quote the file's own text (player names in the engine's reason, JSON
    keys in a field's location), and a record may put anything there; the message
    must stay one short line for ``notalone: ...`` and must not smuggle terminal
    escape sequences onto the player's screen.
    """
    cut = len(text) > limit
    text = text[:limit]  # escaping only what is kept keeps the work bounded too
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    if cut or len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def _json_problem(exc: json.JSONDecodeError) -> str:
    """The decoder's reason and where, as one phrase for a player.

    Some of the decoder's reasons end in "at" because it appends a character
    offset to them ("Unterminated string starting at: 12"); put the line and
    column there instead of a second "at"."""
    reason = exc.msg.removesuffix(" at")
    reason = reason[:1].lower() + reason[1:]
    return _("{reason} at line {line}, column {column}").format(
        reason=reason, line=exc.lineno, column=exc.colno)


class OptionModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    verb: Verb
    card: str = ""
    place: int = Field(default=0, ge=0, le=10)
    places: tuple[int, ...] = ()
    seat: int = Field(default=-1, ge=-1, le=6)
    n: int = Field(default=0, ge=0)

    def to_option(self) -> Option:
        return Option(self.verb, self.card, self.place, self.places, self.seat, self.n)

    @classmethod
    def of(cls, option: Option) -> OptionModel:
        return cls(**option._asdict())


class ActionModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=0, le=6)
    option: OptionModel

    def to_action(self) -> Action:
        return Action(self.seat, self.option.to_option())


class ConfigModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    names: tuple[str, ...] = Field(min_length=2, max_length=7)
    creature_seat: int = Field(default=0, ge=0, le=6)
    board_side: Literal[1, 2] = 1
    expert_variant: bool = False
    ruleset: str = Field(default=BASE_RULESET, min_length=1, max_length=60)
    sanctuary: Literal["", "full", "light"] = ""
    sheets: bool = False
    #: With the sheets: each Hunted's character, in play order (empty: dealt from the seed).
    characters: tuple[str, ...] = Field(default=(), max_length=6)
    #: Frozen Lands: the two Marker cards taken out of the Survival deck.
    remove_marker_cards: bool = False

    def to_config(self) -> GameConfig:
        """The engine's configuration; an unknown rule set or a combination the
        rules forbid is a :class:`RecordError` quoting the engine's reason."""
        try:
            return GameConfig(
                names=self.names,
                creature_seat=self.creature_seat,
                board_side=self.board_side,
                expert_variant=self.expert_variant,
                ruleset=self.ruleset,
                sanctuary=self.sanctuary,
                sheets=self.sheets,
                characters=self.characters,
                remove_marker_cards=self.remove_marker_cards,
            )
        except ConfigError as exc:
            problem = render(exc.reason) if exc.reason is not None else str(exc)
            raise RecordError(_one_line(_("bad game configuration: {problem}").format(
                problem=problem))) from exc


#: Bot levels a record may name for the seats the computer plays.
BotLevel = Literal["random", "standard", "expert"]


#: Seat -> how many hints that seat was shown; ``None``: a game set up without hints.
HintCounts = dict[int, int] | None


class GameRecord(BaseModel):
    """A whole game as data. ``bots`` (seat -> level) and ``saved_at`` let a
    saved game resume with the same computer players; replays ignore them.
    ``hints`` says the game was set up with hints (a resumed game keeps them)
    and ``hints_used`` how many each seat was shown: a game played with help
    says so in its record, its replay and its end."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[1, 2]
    config: ConfigModel
    seed: StrictInt
    actions: tuple[ActionModel, ...] = ()
    bots: dict[int, BotLevel] = Field(default_factory=dict)
    saved_at: datetime | None = None
    hints: bool = False
    hints_used: dict[int, NonNegativeInt] = Field(default_factory=dict)

    @field_validator("seed")
    @classmethod
    def _seed_range(cls, value: int) -> int:
        if not 0 <= value < 2**63:
            raise ValueError("seed must be between 0 and 2**63 - 1")
        return value

    @field_validator("bots", "hints_used")
    @classmethod
    def _seats(cls, value: dict[int, Any], info: ValidationInfo) -> dict[int, Any]:
        """Per-seat maps name seats of a game of at most 7 players."""
        if any(not 0 <= seat <= 6 for seat in value):
            what = "bot" if info.field_name == "bots" else "hint"
            raise ValueError(f"{what} seats must be between 0 and 6")
        return value

    @property
    def hint_counts(self) -> HintCounts:
        """The hints as the app keeps them: ``None`` without, else seat -> count."""
        return dict(self.hints_used) if self.hints or self.hints_used else None

    @property
    def names(self) -> tuple[str, ...]:
        return self.config.names

    @classmethod
    def of(cls, game: Game, bots: Mapping[int, str] | None = None,
           saved_at: datetime | None = None, hints: HintCounts = None) -> GameRecord:
        cfg = game.state.config
        return cls(
            format_version=FORMAT_VERSION,
            config=ConfigModel(
                names=cfg.names,
                creature_seat=cfg.creature_seat,
                board_side=cfg.board_side,  # type: ignore[arg-type]
                expert_variant=cfg.expert_variant,
                ruleset=cfg.ruleset,
                sanctuary=cfg.sanctuary,  # type: ignore[arg-type]
                sheets=cfg.sheets,
                characters=cfg.characters,
                remove_marker_cards=cfg.remove_marker_cards,
            ),
            seed=game.state.seed,
            actions=tuple(
                ActionModel(seat=a.seat, option=OptionModel.of(a.option)) for a in game.actions
            ),
            bots=dict(bots or {}),  # type: ignore[arg-type]
            saved_at=saved_at,
            hints=hints is not None,
            hints_used={seat: n for seat, n in (hints or {}).items() if n},
        )

    def to_json(self) -> str:
        """Compact JSON: option fields at their defaults are left out, which keeps
        a long 7-player game's file small (the version is always written)."""
        return self.model_dump_json(exclude_defaults=True)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse and validate; raises :class:`RecordError` with a one-line reason."""
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8-sig")  # Notepad writes a byte-order mark
            except UnicodeDecodeError:
                raise RecordError(_("not a text file (it is not UTF-8)")) from None
        if not text.strip():
            raise RecordError(_("the file is empty"))
        try:
            data = load_json(text)
        except NumberTooLong as exc:
            raise RecordError(_("not valid JSON for a game record (a number longer than "
                                "{limit} characters)").format(limit=exc.limit)) from None
        except json.JSONDecodeError as exc:
            raise RecordError(_("not valid JSON, truncated or damaged ({problem})").format(
                problem=_json_problem(exc))) from None
        except (RecursionError, ValueError) as exc:
            raise RecordError(_("not valid JSON ({problem})").format(
                problem=type(exc).__name__)) from None
        if not isinstance(data, dict):
            raise RecordError(_("not a notalone game record (expected a JSON object)"))
        if "format_version" not in data:
            raise RecordError(_("not a notalone game record (no format_version)"))
        version = data["format_version"]
        if version not in READABLE_VERSIONS or isinstance(version, bool):
            raise RecordError(_("format version {version!r} is not supported (this program "
                                "reads versions {readable})").format(
                version=_Quoted(version), readable=_READABLE))
        config = data.get("config")
        if version == 1 and isinstance(config, dict):
            for key in RULESET_FIELDS:
                if key in config:
                    raise RecordError(_("config.{key}: not part of format version 1 (rule "
                                        "sets came with version 2)").format(key=key))
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(_one_line(str(p), MAX_QUOTE) for p in first.get("loc", ()))
            msg = str(first.get("msg", "invalid"))[:MAX_REASON].splitlines()[0]
            raise RecordError(_one_line(f"{where or 'record'}: {msg}")) from None
        except RecursionError:
            raise RecordError(_("record: nested too deeply")) from None

    def replay(self, upto: int | None = None) -> Game:
        """Rebuild the game (its first ``upto`` actions); raises :class:`RecordError`
        naming the first bad action."""
        config = self.config.to_config()
        if any(seat >= config.players for seat in self.bots):
            raise RecordError(_("bots: there is no seat {seat} at this table").format(
                seat=max(self.bots)))
        if any(seat >= config.players for seat in self.hints_used):
            raise RecordError(_("hints: there is no seat {seat} at this table").format(
                seat=max(self.hints_used)))
        game = Game.new(config, seed=self.seed)
        actions = self.actions if upto is None else self.actions[:upto]
        for index, action in enumerate(actions):
            try:
                game.apply(action.to_action())
            except IllegalAction as exc:
                words = _refusal_words(exc, config)
                raise RecordError(_one_line(
                    _("action {n} of {total} is illegal in this game: {why}").format(
                        n=index + 1, total=len(self.actions), why=words))) from None
        return game


#: Actions between two stored copies of a record's game (see :class:`RecordSteps`):
#: going back replays at most this many actions onto a copy, whatever the game's length.
CHECKPOINT_EVERY = 100


class RecordSteps:
    """A record's game after any number of its actions, found fast.

    The record is replayed once: that tells whether it ends the game, where its
    turns begin and how long the log is after each action, and keeps a copy of
    the game every :data:`CHECKPOINT_EVERY` actions. Copies are pickled without
    the log and the action list, which only ever grow: the game after ``k``
    actions has the first ``k`` actions and the first entries of the whole
    game's log (events are immutable, so they are shared). A restored game is
    then a few hundred small objects, not tens of thousands, which keeps a step
    back to a few milliseconds and spares the garbage collector. An action the
    engine refuses ends the steps there (:attr:`problem` says why)."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.actions: list[Action] = [a.to_action() for a in record.actions]
        #: Why the steps stop early: an action the engine refused, or "".
        self.problem = ""
        config = record.config.to_config()
        game = Game.new(config, seed=record.seed)
        self.checkpoints: dict[int, bytes] = {0: self._pack(game)}
        state = game.state
        turns = [state.turn.number]
        #: The length of the log after each number of actions.
        self.log_sizes = [len(state.log)]
        for index, action in enumerate(self.actions):
            try:
                game.apply(action)
            except EngineError as exc:
                self.problem = _("action {n} is illegal ({why}); the replay stops before "
                                 "it").format(n=index + 1, why=_refusal_words(exc, config))
                del self.actions[index:]
                break
            state = game.state
            turns.append(state.turn.number)
            self.log_sizes.append(len(state.log))
            if (index + 1) % CHECKPOINT_EVERY == 0:
                self.checkpoints[index + 1] = self._pack(game)
        self.total = len(self.actions)
        #: The whole game's log: the log after ``k`` actions is its first ``log_sizes[k]``.
        self.events = state.log
        self.finished = game.is_over
        #: Action counts at which a new turn has begun (0: the first turn's start).
        self.turn_starts = [0] + [k for k in range(1, self.total + 1)
                                  if turns[k] != turns[k - 1]]

    @staticmethod
    def _pack(game: Game) -> bytes:
        state = game.state
        log, actions = state.log, game.actions
        state.log, game.actions = [], []
        try:
            return pickle.dumps(game, pickle.HIGHEST_PROTOCOL)
        finally:
            state.log, game.actions = log, actions

    def _unpack(self, k: int) -> Game:
        """The checkpoint after ``k`` actions, as a new game (our own bytes, never a file's)."""
        game: Game = pickle.loads(self.checkpoints[k])
        game.state.log = self.events[: self.log_sizes[k]]
        game.actions = self.actions[:k]
        return game

    def game_at(self, k: int, near: tuple[int, Game] | None = None) -> Game:
        """The game after ``k`` actions (0 to :attr:`total`). ``near``: a game after
        some earlier number of actions that may be carried forward (and changed)
        when it is on the way; otherwise the nearest checkpoint is restored."""
        k = max(0, min(self.total, k))
        if near is not None and near[0] <= k and k - near[0] <= CHECKPOINT_EVERY:
            start, game = near
        else:
            start = k - k % CHECKPOINT_EVERY
            game = self._unpack(start)
        for action in self.actions[start:k]:
            game.apply(action)
        return game


def _refusal_words(exc: EngineError, config: GameConfig) -> str:
    if isinstance(exc, IllegalAction):
        words = render(exc.rule, config.names, config.ruleset)
        if exc.detail is not None:
            words += ": " + render(exc.detail, config.names, config.ruleset)
        return words
    return str(exc)


#: Larger than any real game's record by far (a 7-player game played out at
#: random writes about 30 kB); refusing bigger files keeps a mistaken path (a
#: video, a disk image) from being read into memory, and keeps refusing a
#: hostile file to a fraction of a second.
MAX_BYTES = 2_000_000
#: The most characters of a file's name a refusal shows (the name is the player's own).
MAX_NAME = 200


def read_record(path: Path) -> GameRecord:
    """Load a record file; every failure is a :class:`RecordError` whose one-line
    message names the file. The file is only read, never changed. Only a regular
    file is read (see :func:`notalone_tui.reading.read_bounded`): a folder, named
    pipe, device or socket is refused before it is read, and reading stops as soon
    as the file turns out larger than :data:`MAX_BYTES`."""
    try:
        data = read_bounded(path, MAX_BYTES)
    except FileNotFoundError:
        raise _refuse(path, _("no such file")) from None
    except IsADirectoryError:
        raise _refuse(path, _("is a folder, not a game record")) from None
    except NotRegularFile as exc:
        raise _refuse(path, _("is {kind}, not a game record").format(
            kind=kind_name(exc.kind))) from None
    except TooLarge as exc:
        raise _refuse(path, _("too large for a game record (more than {limit} bytes)").format(
            limit=f"{exc.limit:,}")) from None
    except PermissionError:
        raise _refuse(path, _("permission denied")) from None
    except OSError as exc:
        raise _refuse(path, _("cannot be read ({problem})").format(
            problem=exc.strerror or exc)) from None
    except ValueError:  # the OS refuses the name itself, e.g. an embedded NUL byte
        raise _refuse(path, _("not a usable file name")) from None
    try:
        return GameRecord.from_json(data)
    except RecordError as exc:
        raise _refuse(path, str(exc)) from None


def _refuse(path: Path, reason: str) -> RecordError:
    """The error for ``path``: its name, then why (each escaped and cut short,
    see :func:`_one_line`)."""
    return RecordError(f"{_one_line(str(path), MAX_NAME)}: {_one_line(reason)}")


def load_game(path: Path) -> tuple[GameRecord, Game]:
    """Read a record file and rebuild its game (see :func:`read_record`)."""
    record = read_record(path)
    try:
        return record, record.replay()
    except RecordError as exc:
        raise _refuse(path, str(exc)) from None
