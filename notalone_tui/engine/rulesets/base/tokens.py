"""The three Hunt tokens: what they are, where they act, and which places they
(or Hunt cards) make unusable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ruleset import Marker, Token

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

CREATURE = "creature"
ARTEMIA = "artemia"
TARGET = "target"

TOKENS: tuple[Token, ...] = (
    Token(CREATURE, "Creature token", "C", "bold red", bot_threat=2.0),
    Token(ARTEMIA, "Artemia token", "A", "bold magenta", bot_threat=1.0),
    Token(TARGET, "Target token", "T", "bold yellow"),
)

#: The place the Marker lies on while it is on the board (the Beach).
BEACH = 4


def _marker_places(state: GameState) -> tuple[int, ...]:
    return (BEACH,) if state.marker_on_beach else ()


def _force_field_places(state: GameState) -> tuple[int, ...]:
    force_field: tuple[int, ...] = state.turn.force_field
    return force_field


def _cataclysm_places(state: GameState) -> tuple[int, ...]:
    return (state.turn.cataclysm,) if state.turn.cataclysm else ()


MARKERS: tuple[Marker, ...] = (
    Marker("marker", "Marker", "◆M", "bold cyan", _marker_places),
    Marker("force-field", "Force Field", "⊘", "bold yellow", _force_field_places),
    Marker("cataclysm", "Cataclysm", "✖", "bold", _cataclysm_places),
)


#: ``turn.extra`` key a rule set may set: the Target token is a second Creature token
#: this turn, exactly as with Clone (Sanctuary's Horde).
SECOND_CREATURE = "second_creature"


def _cloned(state: GameState) -> bool:
    turn = state.turn
    return "hunt-clone" in turn.hunt_effects or bool(turn.extra.get(SECOND_CREATURE))


def clone_active(game: Game) -> bool:
    return _cloned(game.state)


def hunting_places(state: GameState) -> tuple[int, ...]:
    """Places where a Creature token acts: the token itself and, with Clone, the Target (R19)."""
    turn = state.turn
    tokens: dict[str, tuple[int, ...]] = turn.tokens
    out = tokens.get(CREATURE, ())
    # :func:`_cloned`, inline: asked for every figure at every Reckoning.
    if "hunt-clone" in turn.hunt_effects or turn.extra.get(SECOND_CREATURE):
        out = out + tokens.get(TARGET, ())
    return out


def creature_places(game: Game) -> tuple[int, ...]:
    return hunting_places(game.state)


def artemia_places(game: Game) -> tuple[int, ...]:
    places: tuple[int, ...] = game.state.turn.tokens.get(ARTEMIA, ())
    return places


def target_places(game: Game) -> tuple[int, ...]:
    places: tuple[int, ...] = game.state.turn.tokens.get(TARGET, ())
    return places


#: ``turn.extra`` key a rule set may set: Hunted who ignore the Target token's card
#: effects this turn, including a card's making their place unusable (Frozen
#: Lands' Snowdrift).
IGNORE_TARGET = "fl_snowdrift"


def unusable(game: Game, place: int, seat: int = -1) -> bool:
    """Made unusable by an effect: no power, no take-back, cannot be copied.
    ``seat``: the Hunted asking, who may ignore the Target token's cards."""
    turn = game.state.turn
    if place == turn.cataclysm:
        return True
    if place in turn.tokens.get(TARGET, ()) and seat not in turn.extra.get(IGNORE_TARGET, ()):
        effects = turn.hunt_effects
        return "hunt-mirage" in effects or "hunt-toxin" in effects
    return False


def interfered(game: Game, place: int) -> bool:
    """Interference silences the Beach and the Wreck; as max-1x places they still allow
    taking back a card."""
    return place in (4, 8) and "hunt-interference" in game.state.turn.hunt_effects
