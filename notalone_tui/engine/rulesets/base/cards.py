"""The base game's Place cards as data (numbers, names and rules text), the
symbols printed on Hunt cards, and the constructors of every rule set's cards.

The text is this project's own wording of the card facts in
``shared/reference/cards-base.md``; it is what the app shows in its card
reference. The Hunt and Survival cards are whole in ``hunt.py`` and
``survival.py`` (printed facts, behaviour and what the bots need of them, one
record a card); the places' powers are in ``places.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ruleset import Card

#: The symbols printed on Hunt cards (and on some Rescue spaces).
ARTEMIA = "artemia"
TARGET = "target"


@dataclass(frozen=True, slots=True)
class PlaceCard:
    """A place card's printed facts; :mod:`.places` adds its power."""

    number: int
    id: str
    name: str
    text: str
    starting_hand: bool
    max_once_per_turn: bool = False
    copyable: bool = True
    #: Whether a Hunted here may take back a card instead even when the power has
    #: nothing to do (the Frozen Lands Aurora with nobody to repeat).
    alternatives_always: bool = False


def HuntCard(  # noqa: N802
    card_id: str, name: str, phase: int, text: str, symbol: str = "", *,
    before_places: bool = False,
) -> Card:
    return Card(card_id, "hunt", name, phase, text, symbol, before_places=before_places)


def SurvivalCard(  # noqa: N802
    card_id: str, name: str, phase: int, text: str, *, before_places: bool = False,
    at_resolve: bool = False,
) -> Card:
    return Card(card_id, "survival", name, phase, text, at_resolve=at_resolve,
                before_places=before_places)


PLACES: dict[int, PlaceCard] = {
    p.number: p
    for p in (
        PlaceCard(
            1,
            "place-01-lair",
            "The Lair",
            "Either take every card of your discard pile back into your hand, or use the "
            "power of the place holding the Creature token (never the Artefact). Caught here "
            "by the Creature token, you lose 1 extra Will.",
            True,
        ),
        PlaceCard(
            2,
            "place-02-jungle",
            "The Jungle",
            "This card goes back to your hand instead of your discard pile, together with "
            "1 card of your choice from your discard pile.",
            True,
        ),
        PlaceCard(
            3,
            "place-03-river",
            "The River",
            "Next turn you lay 2 Place cards face down; once the tokens are placed you pick "
            "which one is revealed and the other goes back to your hand unseen.",
            True,
        ),
        PlaceCard(
            4,
            "place-04-beach",
            "The Beach",
            "Put the Marker counter on the Beach; if it is already there, take it off and "
            "move the Rescue counter 1 space. Once per turn for all Hunted.",
            True,
            max_once_per_turn=True,
        ),
        PlaceCard(
            5,
            "place-05-rover",
            "The Rover",
            "Take from the reserve a Place card (6 to 10) of a place you do not own yet.",
            True,
        ),
        PlaceCard(
            6,
            "place-06-swamp",
            "The Swamp",
            "This card goes back to your hand instead of your discard pile, together with "
            "up to 2 cards of your choice from your discard pile.",
            False,
        ),
        PlaceCard(
            7,
            "place-07-shelter",
            "The Shelter",
            "Draw 2 Survival cards: keep 1 and discard the other.",
            False,
        ),
        PlaceCard(
            8,
            "place-08-wreck",
            "The Wreck",
            "Move the Rescue counter 1 space. Once per turn for all Hunted.",
            False,
            max_once_per_turn=True,
        ),
        PlaceCard(
            9,
            "place-09-source",
            "The Source",
            "Either one Hunted of your choice with fewer than 3 Will regains 1 Will, or you "
            "draw 1 Survival card.",
            False,
        ),
        PlaceCard(
            10,
            "place-10-artefact",
            "The Artefact",
            "Next turn you lay 2 Place cards face down; both are revealed and both are "
            "resolved. Its power can never be copied.",
            False,
            copyable=False,
        ),
    )
}
