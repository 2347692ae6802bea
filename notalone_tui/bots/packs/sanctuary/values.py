"""How much the Sanctuary bots want each card kept in hand.

Read both by the card judgement (:mod:`.cards`) and by Phase 5 and the
Avatars (:mod:`.board`): the Creature's Hunt cards kept for a later turn, the
Hunted's Survival cards in hand.
"""

from __future__ import annotations

from notalone_tui.bots.packs.base import survival_value as base_survival_value
from notalone_tui.engine.rulesets.sanctuary import hunt_cards, rescue_cards, survival_cards

#: How much the Creature wants to keep each Hunt card in hand for a later turn
#: (nesting, Optimizer and Prescient throw away the cards below ``NEST_KEEP``).
KEEP_VALUE: dict[str, float] = {
    hunt_cards.SIREN_CALL: 1.8, hunt_cards.BARRICADE: 2.0, hunt_cards.LOCKDOWN_CARD: 2.4,
    hunt_cards.AMBUSH: 1.8, hunt_cards.SABOTAGE: 2.4, hunt_cards.GENETIC_SAMPLE: 2.2,
    hunt_cards.HARDENED_SHELL: 1.5, rescue_cards.SCENT: 2.2, hunt_cards.TREMOR: 2.5,
    hunt_cards.HARVEST: 2.0, hunt_cards.ABDUCTION: 1.9, hunt_cards.GORGE: 2.4,
    hunt_cards.PRIMAL_SURGE: 2.0, hunt_cards.METAMORPHOSIS: 2.0, hunt_cards.RECLAIM: 1.6,
}
#: How much a Hunted wants each Sanctuary Survival card in hand.
SURVIVAL_VALUE: dict[str, float] = {
    survival_cards.MAP_OF_SANCTUARY: 0.8, survival_cards.RADIO_CONTACT: 1.0,
    survival_cards.FIELD_NOTES: 0.9, survival_cards.BARTER: 1.2,
    survival_cards.SUPPRESSANT: 1.1, survival_cards.DIVERSION: 0.9, rescue_cards.WALLS: 1.4,
    rescue_cards.RESCUE_LINE: 1.0, rescue_cards.SEARCH_PARTY: 1.0, rescue_cards.EVACUATION: 0.7,
    rescue_cards.BULWARK: 1.3, survival_cards.ACID_FLASK: 1.3,
    survival_cards.GENE_DISRUPTOR: 1.2, survival_cards.RALLY: 1.0,
    survival_cards.SAFE_PASSAGE: 1.0,
}


def keep_value(card: str) -> float | None:
    return KEEP_VALUE.get(card)


def survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (the Marker cards count
    in Sanctuary, which keeps the base game's Beach)."""
    found = SURVIVAL_VALUE.get(card)
    if found is not None:
        return found
    return base_survival_value(card)
