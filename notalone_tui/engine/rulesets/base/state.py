"""The base game's state of a turn and of a Hunted: the fields its cards,
places and tokens keep, added to the engine's :class:`~notalone_tui.engine.state.TurnState`
and :class:`~notalone_tui.engine.state.HuntedState` in subclasses that the
base rule set hands the engine (:attr:`RuleSet.turn_state`,
:attr:`RuleSet.hunted_state`). Every rule set built on the base game keeps them."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...state import GameState, HuntedState, TurnState


@dataclass(slots=True)
class BaseHunted(HuntedState):
    #: What this turn's exploration asks for: "", "river" or "artefact".
    needs: str = ""
    #: What the River or the Artefact asks of the next turn.
    next_needs: str = ""


@dataclass(slots=True)
class BaseTurn(TurnState):
    hunt_played: int = 0
    hunt_limit: int = 1
    #: Effects of the Hunt cards played this turn (Flashback as the card it copies).
    hunt_effects: list[str] = field(default_factory=list)
    hunt_blocked: bool = False
    despair: bool = False
    smokescreen: bool = False
    artemia_granted: bool = False
    target_cards: list[str] = field(default_factory=list)
    #: Token name -> the places it covers (1 place, or 2 for Virus, Mirage, Force Field).
    tokens: dict[str, tuple[int, ...]] = field(default_factory=dict)
    force_field: tuple[int, ...] = ()
    cataclysm: int = 0
    anticipation: int = -1
    survival_played: list[int] = field(default_factory=list)
    dodge: list[int] = field(default_factory=list)
    detector: list[int] = field(default_factory=list)
    prepared: list[int] = field(default_factory=list)
    beach_used: bool = False
    wreck_used: bool = False
    revealed: bool = False
    #: Hunted seat -> the places their figure(s) stand on after the reveal.
    positions: dict[int, list[int]] = field(default_factory=dict)
    #: Hunted seat -> played Place cards that go back to hand in Phase 4.
    returning: dict[int, list[int]] = field(default_factory=dict)
    caught: list[int] = field(default_factory=list)
    last_will: list[int] = field(default_factory=list)
    recovering: list[int] = field(default_factory=list)
    forbidden_zone: dict[int, int] = field(default_factory=dict)
    #: Place cards Phobia showed the Creature: Hunted seat -> cards.
    phobia_seen: dict[int, tuple[int, ...]] = field(default_factory=dict)
    stasis: bool = False
    tracking: bool = False


@dataclass(slots=True)
class BaseGame(GameState):
    #: Whether the marker stands on the Beach (its power then moves the Rescue counter).
    marker_on_beach: bool = False
    #: How many Hunt cards the Creature may play next turn (Tracking raises it).
    next_hunt_limit: int = 1
