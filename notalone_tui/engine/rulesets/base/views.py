"""What the base game fills in a seat's view (:attr:`RuleSet.view_parts`): the
Hunt tokens and where the figures stand, what the Hunt cards played this turn
did (Cataclysm, Despair, their effects, the Creature's limit), what the River
and the Artefact ask of each Hunted, the marker on the Beach, Smokescreen,
Force Field and the Place cards Phobia showed the Creature.

These are the base game's state (:mod:`.state`: ``BaseTurn``, ``BaseHunted``,
``BaseGame``), which the engine core does not know: the core's views carry
only what its own state holds (:mod:`notalone_tui.engine.views`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...views import ViewField

if TYPE_CHECKING:
    from ...state import GameState


#: The fields the base game adds to the views (:attr:`RuleSet.view_fields`).
#: Each follows the core field it followed when the core declared it (the
#: views' repr stays as it was); several after one core field keep the order
#: declared here. ``filled``: :func:`part` sets it in every view.
FIELDS = (
    #: Whether the marker stands on the Beach.
    ViewField("game", "marker_on_beach", False, after="tracks", filled=True),
    #: The Hunt tokens on the board: ``(token, places)``, by token name.
    ViewField("game", "tokens", (), after="reserve", filled=True),
    #: The places Force Field blocks this turn.
    ViewField("game", "force_field", (), after="creature_places", filled=True),
    #: The place Cataclysm made useless this turn (0: none).
    ViewField("game", "cataclysm", 0, after="creature_places", filled=True),
    #: The effects of the Hunt cards played this turn (Flashback as the card it copies).
    ViewField("game", "effects", (), after="markers", filled=True),
    #: Whether Smokescreen was played this turn (the discard piles are then
    #: hidden from the Creature and the table).
    ViewField("game", "smokescreen", False, after="markers", filled=True),
    #: Whether Despair was played this turn.
    ViewField("game", "despair", False, after="markers", filled=True),
    #: Where a Hunted's figure(s) stand after the reveal (after Detour).
    ViewField("hunted", "positions", (), after="revealed", filled=True),
    #: What this turn's exploration asks of a Hunted: "", "river" or "artefact".
    ViewField("hunted", "needs", "", after="revealed", filled=True),
    #: What the River or the Artefact asks of the next turn.
    ViewField("hunted", "next_needs", "", after="revealed", filled=True),
    #: How many Hunt cards the Creature may play this turn, and has played.
    ViewField("creature", "hunt_limit", 1, after="in_play", filled=True),
    ViewField("creature", "hunt_played", 0, after="in_play", filled=True),
    #: Place cards Phobia showed the Creature this turn, ``(seat, cards)``
    #: pairs (the Creature's view only).
    ViewField("creature", "phobia_seen", (), after="hand_status"),
)


def part(state: GameState, seat: int | None, view: Any) -> None:
    turn = state.turn
    view.marker_on_beach = state.marker_on_beach
    view.tokens = tuple(sorted(turn.tokens.items()))
    view.force_field = turn.force_field
    view.cataclysm = turn.cataclysm
    view.effects = tuple(turn.hunt_effects)
    view.smokescreen = turn.smokescreen
    view.despair = turn.despair
    hunted = state.hunted
    positions = turn.positions
    for hv in view.hunted:
        s = hv.seat
        h = hunted[s]
        hv.positions = tuple(positions.get(s, ()))
        hv.needs = h.needs
        hv.next_needs = h.next_needs
    creature = view.creature
    creature.hunt_limit = turn.hunt_limit
    creature.hunt_played = turn.hunt_played
    if seat == state.config.creature_seat and turn.phobia_seen:
        creature.phobia_seen = tuple(sorted(turn.phobia_seen.items()))
