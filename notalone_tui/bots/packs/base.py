"""The standard bot's judgement of the base game's cards.

The base game's places, tokens and decisions are judged by the standard bot
itself, from what the rule set's places and tokens say of themselves (their
``bot_*`` fields) and its answers to the base game's decision kinds. This pack
adds what the cards do not say: how much the Creature wants to play each Hunt
card (:data:`HUNT_PRIORITY`, 2.5 or more: play it), how much a Hunted wants each
Survival card in hand (:data:`SURVIVAL_VALUE`, the sheets' Kenji and the
expansions read it too), and which cards the bot judges at all.
"""

from __future__ import annotations

from notalone_tui.engine import BASE

from ..judgement import Judgement

#: How much the Creature wants to play each base Hunt card, whatever the moment.
HUNT_PRIORITY: dict[str, float] = {
    "hunt-clone": 5.0, "hunt-fierceness": 4.0, "hunt-mutation": 3.5, "hunt-scream": 3.5,
    "hunt-virus": 3.5, "hunt-anticipation": 3.0, "hunt-forbidden-zone": 3.0,
    "hunt-ascendancy": 3.0, "hunt-toxin": 2.5, "hunt-mirage": 2.5, "hunt-phobia": 2.0,
    "hunt-persecution": 2.0, "hunt-interference": 2.0, "hunt-despair": 3.0,
    "hunt-force-field": 2.5, "hunt-detour": 3.0, "hunt-cataclysm": 2.0, "hunt-stasis": 2.5,
    "hunt-tracking": 1.5, "hunt-flashback": 2.5,
}

#: What a Survival card in hand is worth to a Hunted, against a Place card's
#: ``card_value`` (0.9-2.4). The cards that cancel a catch are kept; the rest
#: are worth less than the cheapest Place card, which gives a choice every turn
#: and comes back only by resisting or taking back.
SURVIVAL_VALUE: dict[str, float] = {
    "survival-dodge": 2.0,
    "survival-wrong-track": 1.8,
    "survival-adrenaline": 1.4,
    "survival-double-back": 1.3,
    "survival-sixth-sense": 1.3,
}
#: Any other Survival card.
SURVIVAL_DEFAULT = 0.8


def survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (:data:`SURVIVAL_VALUE`)."""
    return SURVIVAL_VALUE.get(card, SURVIVAL_DEFAULT)


PACK = Judgement(
    hunt_priority=HUNT_PRIORITY,
    known_cards=frozenset(BASE.hunt_cards) | frozenset(BASE.survival_cards),
)

__all__ = ["HUNT_PRIORITY", "PACK", "SURVIVAL_DEFAULT", "SURVIVAL_VALUE", "survival_value"]
