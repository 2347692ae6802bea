"""What the Frozen Lands decisions' options do, in words; anything else is the
base game's wording (:func:`..base.describe.describe_option`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import Option, Verb
from ..base.describe import describe_option as base_describe
from . import contamination, endgame, hunt_cards, places
from . import survival_cards as fl_survival

if TYPE_CHECKING:
    from ...ruleset import RuleSet
    from ...views import GameView


def describe_option(rules: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
    card_words = hunt_cards.describe_option(option, kind, view)
    if card_words is None:
        card_words = fl_survival.describe(option, kind, view)
    if card_words is not None:
        return card_words
    if option == contamination.DISCARD_TOKEN:
        return msg("fl.option.discard_token")
    if option.verb is Verb.GIVE_UP:
        return msg("fl.option.give_up")
    if kind == endgame.TEAM_CHOICE:
        if option == endgame.ADVANCE:
            return msg("fl.option.advance")
        if option.seat < 0:
            return msg("fl.option.hold.quarantine")
        return msg("fl.option.hold", seat=SEATS[option.seat])
    if kind == places.CAPSULE_DISCARD and option.verb is Verb.PASS:
        return msg("fl.option.keep_tokens")
    if kind == places.SNOWCAT_PICK:
        return msg("fl.option.snowcat", place=PlaceRef(option.place))
    if kind == places.BASE_CAMP_GIVE:
        return msg("fl.option.give", card=CardRef(option.card))
    return base_describe(rules, option, kind, view)
