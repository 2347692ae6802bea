"""What Sanctuary's options do, in words for the player choosing them; anything
else is the base game's wording. Each part of the rule set that adds decisions
may add a ``describe(option, kind, view) -> Msg | None`` to :data:`PARTS`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...messages import CardRef, Msg, msg
from ...options import Option, Verb
from ..base.describe import describe_option as base_describe
from . import hunt_cards, phase5, rescue, rescue_cards, setup, survival_cards
from .cards import EVOLUTIONS
from .views import SanctuaryView

if TYPE_CHECKING:
    from ...ruleset import RuleSet
    from ...views import GameView

Part = Callable[[Option, str, "GameView"], Msg | None]


def core(option: Option, kind: str, view: GameView) -> Msg | None:
    """The setup choices and Phase 5."""
    v = option.verb
    if v is Verb.EVOLVE:
        return msg("sa.option.evolve")
    if v is Verb.NEST:
        return msg("sa.option.nest", size=phase5.NEST_HAND)
    if v is Verb.DRAW and kind in (phase5.EVOLVE_LOOP, setup.SETUP_DRAW):
        key = "sa.option.draw" if kind == phase5.EVOLVE_LOOP else "sa.option.draw_free"
        return msg(key, level=option.n)
    if v is Verb.DEVELOP:
        card = EVOLUTIONS[option.card]
        if kind == setup.VARIANT_PICK:
            return msg("sa.option.variant", card=CardRef(option.card))
        return msg("sa.option.develop", card=CardRef(option.card),
                   cost=_cost_now(card.cost, view))
    if kind == phase5.MAKE_ROOM:
        return msg("sa.option.make_room", card=CardRef(option.card))
    if kind == phase5.NEST and v is Verb.DISCARD:
        return msg("sa.option.nest_discard", card=CardRef(option.card))
    if kind in (phase5.EVOLVE_LOOP, phase5.NEST) and v is Verb.DONE:
        return msg("sa.option.evolve_done" if kind == phase5.EVOLVE_LOOP else "sa.option.nest_done",
                   size=phase5.NEST_HAND)
    if kind == setup.AVATAR_KEEP:
        return msg("sa.option.avatar", card=CardRef(option.card))
    return None


def _cost_now(cost: int, view: GameView) -> int:
    """What a development costs now: Metamorphosis takes 2 DNA off the next one
    (never below 1), as the engine charges it (``phase5.development_cost``)."""
    sv = view.rules_view
    discount = sv.discount if isinstance(sv, SanctuaryView) else 0
    return max(1, cost - discount) if discount else cost


#: The parts asked in turn; the first that knows the option words it.
PARTS: list[Part] = [
    core, rescue.describe, rescue_cards.describe, hunt_cards.describe, survival_cards.describe,
]


def describe_option(rules: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
    for part in PARTS:
        words = part(option, kind, view)
        if words is not None:
            return words
    return base_describe(rules, option, kind, view)
