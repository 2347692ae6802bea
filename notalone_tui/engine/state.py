"""The game state: plain, mutable data and nothing else.

Everything the rules need to continue a game lives here, including the
seeded random stream's position, the agenda of steps still to run and the
pending decisions, so that a state can be copied, compared and replayed.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .events import Event
from .messages import Msg
from .options import Decision

if TYPE_CHECKING:
    from .config import GameConfig

#: A step of the agenda: a handler name followed by its arguments.
Step = tuple[Any, ...]


@dataclass(slots=True)
class HuntedState:
    """What any rule set keeps of a Hunted; a rule set adds its own fields in a
    subclass (the base game's :class:`~.rulesets.base.state.BaseHunted`) that it
    hands the engine as :attr:`.RuleSet.hunted_state`."""

    seat: int
    hand: list[int]
    discard: list[int] = field(default_factory=list)
    #: Place cards laid this turn (face down until the reveal), in the order laid.
    played: list[int] = field(default_factory=list)
    will: int = 3
    survival: list[str] = field(default_factory=list)

    if TYPE_CHECKING:
        # The rule set's own fields, read and written as attributes of its subclass.
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def owns(self, number: int) -> bool:
        return number in self.hand or number in self.discard or number in self.played


@dataclass(slots=True)
class CreatureState:
    seat: int
    hand: list[str] = field(default_factory=list)
    #: Hunt cards played this turn; they reach the discard pile in Phase 4 (R14).
    in_play: list[str] = field(default_factory=list)


@dataclass(slots=True)
class TurnState:
    """What lasts until the end of the current turn, as any rule set keeps it.

    A rule set adds its own fields in a subclass (the base game's
    :class:`~.rulesets.base.state.BaseTurn`: tokens, cards played, Will lost...)
    that it hands the engine as :attr:`.RuleSet.turn_state`; they are read and
    written as plain attributes (``state.turn.despair``), slots of that subclass."""

    number: int = 1
    phase: int = 1
    #: Turn-long state owned by rule sets other than the base game, by key.
    extra: dict[str, Any] = field(default_factory=dict)

    if TYPE_CHECKING:
        # The rule set's own fields, read and written as attributes of its subclass.
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...


@dataclass(slots=True)
class GameState:
    """A game's state, as any rule set keeps it; a rule set adds its own fields
    in a subclass (the base game's :class:`~.rulesets.base.state.BaseGame`) that
    it hands the engine as :attr:`.RuleSet.game_state`."""

    config: GameConfig
    seed: int
    rng_draws: int
    #: Track id -> how far its counter has moved from the start.
    tracks: dict[str, int]
    #: Track id -> the spaces its counter must travel to reach Victory.
    goals: dict[str, int]
    reserve: dict[int, int]
    hunt_deck: list[str]
    hunt_discard: list[str]
    survival_deck: list[str]
    survival_discard: list[str]
    creature: CreatureState
    hunted: dict[int, HuntedState]
    turn: TurnState
    agenda: list[Step] = field(default_factory=list)
    pending: list[Decision] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    winner: str | None = None
    #: Why the game ended (a message), once it has.
    end_reason: Msg | None = None
    #: How often each card was played or each place power used, for summaries and coverage.
    stats: dict[str, int] = field(default_factory=dict)
    #: The last action's seat, the undo mark before it (spelt out: ``[1:6]``),
    #: where its events start in the log and how many actions came before it:
    #: enough to tell later whether it may be taken back (:mod:`.undo`). Kept
    #: by :meth:`.game.Game.apply` only for a game that :attr:`~.game.Game.keeps_undo`;
    #: read through :meth:`.game.Game.last_action`. One flat tuple: made at every action.
    #: Not part of the game: states compare (and print) alike whether their games kept it or not.
    last_action: tuple[int, int, int, int, int, Hashable, int, int] | None = field(
        default=None, compare=False, repr=False)
    #: Game-long state owned by rule sets other than the base game, by key.
    extra: dict[str, Any] = field(default_factory=dict)

    if TYPE_CHECKING:
        # The rule set's own fields, read and written as attributes of its subclass.
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def left(self, track: str) -> int:
        """Spaces the track's counter still has to travel to reach Victory."""
        return self.goals[track] - self.tracks[track]

    # The base game's two tracks by name: rules tests and bots read them a lot.
    @property
    def rescue(self) -> int:
        return self.tracks["rescue"]

    @rescue.setter
    def rescue(self, value: int) -> None:
        self.tracks["rescue"] = value

    @property
    def rescue_goal(self) -> int:
        return self.goals["rescue"]

    @property
    def assimilation(self) -> int:
        return self.tracks["assimilation"]

    @assimilation.setter
    def assimilation(self, value: int) -> None:
        self.tracks["assimilation"] = value

    @property
    def assimilation_goal(self) -> int:
        return self.goals["assimilation"]

    @property
    def rescue_left(self) -> int:
        return self.left("rescue")

    @property
    def assimilation_left(self) -> int:
        return self.left("assimilation")
