"""What the base game fills in a seat's view (:attr:`RuleSet.view_parts`): the
marker on the Beach, Smokescreen, Force Field and the Place cards Phobia showed the Creature."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...views import ViewField

if TYPE_CHECKING:
    from ...state import GameState


#: The fields the base game adds to the views (:attr:`RuleSet.view_fields`).
#: Each follows the core field it followed when the core declared it (the
#: views' repr stays as it was).
FIELDS = (
    #: Whether the marker stands on the Beach.
    ViewField("game", "marker_on_beach", False, after="tracks"),
    #: Whether Smokescreen was played this turn (the discard piles are then
    #: hidden from the Creature and the table).
    ViewField("game", "smokescreen", False, after="effects"),
    #: The places Force Field blocks this turn.
    ViewField("game", "force_field", (), after="creature_places"),
    #: Place cards Phobia showed the Creature this turn, ``(seat, cards)``
    #: pairs (the Creature's view only).
    ViewField("creature", "phobia_seen", (), after="hand_status"),
)


def part(state: GameState, seat: int | None, view: Any) -> None:
    turn = state.turn
    view.marker_on_beach = state.marker_on_beach
    view.smokescreen = turn.smokescreen
    view.force_field = turn.force_field
    if seat == state.config.creature_seat and turn.phobia_seen:
        view.creature.phobia_seen = tuple(sorted(turn.phobia_seen.items()))
