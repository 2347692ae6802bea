"""The base game's cards as data: numbers, names, phases, symbols and rules text.

The text is this project's own wording of the card facts in
``shared/reference/cards-base.md``; it is what the app shows in its card
reference. The behaviour of each card lives in the effect modules, keyed by id;
the Hunt cards are whole in ``hunt.py`` (printed facts included), one record a card.
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
) -> Card:
    return Card(card_id, "survival", name, phase, text, at_resolve=card_id in AT_RESOLVE,
                before_places=before_places)


#: Survival cards played only while their owner resolves their place.
AT_RESOLVE = frozenset({"survival-drone", "survival-gate"})


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


SURVIVAL_CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        SurvivalCard("survival-adrenaline", "Adrenaline", 1, "Regain 1 Will (up to 3)."),
        SurvivalCard(
            "survival-ingenuity",
            "Ingenuity",
            1,
            "Put the Marker counter on the Beach.",
        ),
        SurvivalCard(
            "survival-sacrifice",
            "Sacrifice",
            1,
            "Discard 1 Place card from your hand: the Creature plays no Hunt card for the "
            "rest of the turn. Only while it has played none this turn.",
        ),
        SurvivalCard(
            "survival-sixth-sense",
            "Sixth Sense",
            1,
            "Take 2 cards of your choice from your discard pile back into your hand.",
        ),
        SurvivalCard(
            "survival-smokescreen",
            "Smokescreen",
            1,
            "Until the end of the turn the Creature cannot see any Hunted's discard pile.",
        ),
        SurvivalCard(
            "survival-strike-back",
            "Strike Back",
            1,
            "Take 2 Hunt cards at random from the Creature's hand and put them at the bottom "
            "of the Hunt deck.",
        ),
        SurvivalCard(
            "survival-vortex",
            "Vortex",
            2,
            "After the tokens are placed, swap your face-down Place card with a card from "
            "your discard pile.",
        ),
        SurvivalCard(
            "survival-detector",
            "Detector",
            3,
            "This turn the Artemia token has no effect on you.",
        ),
        SurvivalCard(
            "survival-dodge",
            "Dodge",
            3,
            "This turn the Creature token has no effect on you.",
        ),
        SurvivalCard(
            "survival-drone",
            "Drone",
            3,
            "When you resolve your place, use the Rover's power instead of its own.",
        ),
        SurvivalCard(
            "survival-gate",
            "Gate",
            3,
            "When you resolve your place, use the power of an adjacent place instead (never "
            "the Artefact).",
        ),
        SurvivalCard(
            "survival-hologram",
            "Hologram",
            3,
            "Move the Artemia token to an adjacent place.",
            before_places=True,
        ),
        SurvivalCard(
            "survival-wrong-track",
            "Wrong Track",
            3,
            "Move the Creature token to an adjacent place.",
            before_places=True,
        ),
        SurvivalCard(
            "survival-amplifier",
            "Amplifier",
            4,
            "If the Marker counter is on the Beach, take it off and move the Rescue counter "
            "1 space.",
        ),
        SurvivalCard(
            "survival-double-back",
            "Double Back",
            4,
            "Your played Place card goes back to your hand instead of your discard pile.",
        ),
    )
}

