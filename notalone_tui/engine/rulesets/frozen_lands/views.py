"""What Frozen Lands fills in a seat's view (:attr:`RuleSet.view_parts`): the
Contamination tokens each Hunted holds (counts for all, the faces a Hunted
looked at for that Hunted only, every face once the end turned them up) and
the tokens left in the reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...views import ViewField
from .contamination import KEY

if TYPE_CHECKING:
    from ...state import GameState


#: The fields Frozen Lands adds to the views (:attr:`RuleSet.view_fields`).
FIELDS = (
    #: How many Contamination tokens a Hunted holds (public; faces never).
    ViewField("hunted", "contamination", 0),
    #: A Hunted's own view only: the faces of the tokens they looked at
    #: (Diagnostic Kit), in no particular order; ``None`` for the others.
    ViewField("hunted", "known_contamination", None),
    #: Once the end of the game turned the tokens up: their faces (for all).
    ViewField("hunted", "revealed_contamination", ()),
    #: Contamination tokens left in the reserve (public).
    ViewField("game", "contamination_reserve", 0),
)


def part(state: GameState, seat: int | None, view: Any) -> None:
    tokens = state.extra.get(KEY)
    if tokens is None:
        return
    turned_up = bool(tokens.get("revealed"))
    held = tokens["held"]
    for hv in view.hunted:
        s = hv.seat
        hv.contamination = len(held.get(s, ()))
        hv.known_contamination = _known(tokens, s) if s == seat and held else None
        hv.revealed_contamination = tuple(held.get(s, ())) if turned_up else ()
    view.contamination_reserve = len(tokens["reserve"])


def _known(tokens: dict[str, Any], seat: int) -> tuple[str, ...]:
    """The faces ``seat`` has looked at among the tokens it holds (most often
    none, told without pairing them up: a Hunted's every view asks)."""
    known = tokens["known"].get(seat, ())
    if not any(known):
        return ()
    held = tokens["held"].get(seat, ())
    return tuple([face for face, seen in zip(held, known, strict=False) if seen])
