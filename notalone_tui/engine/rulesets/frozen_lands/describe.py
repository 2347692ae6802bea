"""What the Frozen Lands decisions' options do, in words; anything else is the
base game's wording (:func:`..base.describe.describe_option`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import CardRef, Msg, PlaceRef, msg
from ...options import Option, Verb
from ..base.describe import describe_option as base_describe
from . import contamination, places
from . import survival_cards as fl_survival

if TYPE_CHECKING:
    from ...ruleset import RuleSet
    from ...views import GameView


def describe_option(rules: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
    own = fl_survival.describe(option, kind, view)
    if own is not None:
        return own
    if option == contamination.DISCARD_TOKEN:
        return msg("fl.option.discard_token")
    if kind == places.CAPSULE_DISCARD and option.verb is Verb.PASS:
        return msg("fl.option.keep_tokens")
    if kind == places.SNOWCAT_PICK:
        return msg("fl.option.snowcat", place=PlaceRef(option.place))
    if kind == places.BASE_CAMP_GIVE:
        return msg("fl.option.give", card=CardRef(option.card))
    return base_describe(rules, option, kind, view)
