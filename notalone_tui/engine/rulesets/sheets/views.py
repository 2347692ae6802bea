"""What the character sheets fill in a seat's view (:attr:`RuleSet.view_parts`):
each Hunted's character and whether its ability was used this turn, and the
Creature sheet's abilities in play (all public)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...views import ViewField
from .abilities import CHARACTERS_KEY, CREATURE_KEY, USED

if TYPE_CHECKING:
    from ...state import GameState


#: The fields the sheets add to the views (:attr:`RuleSet.view_fields`).
FIELDS = (
    #: A Hunted's character (public).
    ViewField("hunted", "character", ""),
    #: Whether that character's ability was used this turn.
    ViewField("hunted", "ability_used", False),
    #: The Creature sheet's abilities in play (public).
    ViewField("creature", "abilities", ()),
)


def part(state: GameState, seat: int | None, view: Any) -> None:
    characters = state.extra.get(CHARACTERS_KEY, {})
    used = state.turn.extra.get(USED, ())
    for hv in view.hunted:
        hv.character = characters.get(hv.seat, "")
        hv.ability_used = hv.seat in used
    view.creature.abilities = tuple(state.extra.get(CREATURE_KEY, ()))
