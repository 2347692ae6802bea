"""The hook points the Sanctuary adds to the engine's
(:data:`~notalone_tui.engine.ruleset.HOOK_POINTS`), with the context each passes:
its fifth phase, its token and the Evolutions."""

from __future__ import annotations

from collections.abc import Mapping

HOOK_POINTS: Mapping[str, str] = {
    "phase5_start": "Phase 5 begins, before the Sanctuary token moves ()",
    "sanctuary_moving": "the Sanctuary token is about to move in Phase 5 ()",
    "evolving": "the Creature chose to evolve, before it takes its DNA ()",
    "creature_moving_sanctuary": "the Sanctuary token is about to move in Phase 5, the "
                                 "Hunted's effects applied: the Creature's apply now ()",
    "evolution_threatened": "a Hunted effect is about to discard a developed Evolution "
                            "card (card, why)",
}
