"""What each option of a base-game decision does, as a message for the player
choosing it ("Resist: lose 1 Will, take back up to 2 Place cards")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, TokenRef, msg, places
from ...options import EVERY_SEAT, Option, Verb
from .kinds import Kind

if TYPE_CHECKING:
    from ...ruleset import RuleSet
    from ...views import GameView

#: Options whose meaning depends only on their verb.
PLAIN = {
    Verb.OPEN_HAND: "base.option.open_hand",
    Verb.CANCEL: "base.option.cancel",
    Verb.DONE: "base.option.done",
    Verb.GIVE_UP: "base.option.give_up",
    Verb.LOSE_WILL: "base.option.lose_will",
}
#: CHOOSE options by decision kind: the place chosen for what.
CHOOSE: dict[str, str] = {
    Kind.RIVER: "base.option.river",
    Kind.CATACLYSM: "base.option.cataclysm",
    Kind.ARTEFACT_ORDER: "base.option.artefact_order",
    Kind.DOUBLE_BACK: "base.option.double_back",
}


def describe_option(rules: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
    v = option.verb
    if v is Verb.POWER and option.seat == EVERY_SEAT:
        return msg("base.option.everyone_window" if kind == Kind.CARD_WINDOW
                   else "base.option.everyone_powers")
    if kind == Kind.CARD_WINDOW:
        # The table's one question: nobody, or a seat claiming the window.
        if v is Verb.OPEN_HAND and option.seat >= 0:
            return msg("base.option.claim", seat=SEATS[option.seat])
        if v is Verb.PASS:
            return msg("base.option.nobody")
    if kind == Kind.CONFLICT_ORDER:
        # R11: the Creature lets the claiming Hunted play first, or plays first.
        if v is Verb.PASS:
            return msg("base.option.order_them", seat=SEATS[option.seat])
        if v is Verb.OPEN_HAND:
            return msg("base.option.order_me")
    if v in PLAIN:
        return msg(PLAIN[v])
    if v is Verb.PASS:
        return msg("base.option.pass_here" if kind == Kind.RESOLVE else "base.option.pass")
    if v is Verb.RESIST:
        return msg("base.option.resist", n=option.n, cards=2 * option.n)
    if v is Verb.EXPLORE:
        return msg("base.option.explore", places=places(option.places))
    if v is Verb.PLAY:
        return msg("base.option.play", card=CardRef(option.card))
    if v is Verb.TAKE_BACK:
        key = "base.option.vortex" if kind == Kind.VORTEX else "base.option.take_back"
        return msg(key, place=PlaceRef(option.place))
    if v is Verb.DISCARD:
        if option.card:
            return msg("base.option.discard", what=(CardRef(option.card),))
        return msg("base.option.discard", what=places(option.places or (option.place,)))
    if v is Verb.KEEP:
        if option.card:
            return msg("base.option.keep_card", card=CardRef(option.card))
        return msg("base.option.keep_places", places=places(option.places))
    if v is Verb.HIDE:
        return msg("base.option.hide", places=places(option.places))
    if v is Verb.TOKEN:
        return msg("base.option.token", token=TokenRef(option.card), places=places(option.places))
    if v is Verb.TARGET:
        return msg("base.option.target", seat=SEATS[option.seat])
    if v is Verb.MOVE:
        if option.card:
            return msg("base.option.move_token", token=TokenRef(option.card),
                       place=PlaceRef(option.place))
        return msg("base.option.move_hunted", seat=SEATS[option.seat], place=PlaceRef(option.place))
    if v is Verb.CHOOSE:
        return msg(CHOOSE.get(kind, "base.option.place"), place=PlaceRef(option.place))
    if v is Verb.POWER:
        place = rules.places[option.place]
        return msg("base.option.power", place=PlaceRef(option.place),
                   what=place.label(option, view))
    return msg("base.option.other", verb=v.value)
