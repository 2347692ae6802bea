"""What the options the Avatars' abilities add do, in words for the player
choosing them; ``None`` for any other option (the rule set's own words)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import CardRef, Msg, PlaceRef, msg
from ...options import Option, Verb
from ..base.kinds import Kind
from . import avatar_abilities as av
from .cards import SURVIVORS

if TYPE_CHECKING:
    from ...views import GameView

#: The DISCARD option's words, by decision kind (a Survival or a Survivor card).
_DISCARD: dict[str, str] = {
    av.REN_IGNORE: "sa.avatars.option.ren",
    av.TEODOR_MOVE: "sa.avatars.option.teodor",
    av.CASPIAN_CANCEL: "sa.avatars.option.caspian",
}


def describe(option: Option, kind: str, view: GameView | None = None) -> Msg | None:
    verb = option.verb
    if kind == Kind.EXPLORE:
        if verb is Verb.DISCARD and option.card:
            if option.card in SURVIVORS:
                return msg("sa.avatars.option.zainab", avatar=CardRef(av.ZAINAB),
                           card=CardRef(option.card))
            return msg("sa.avatars.option.ysolde", avatar=CardRef(av.YSOLDE),
                       card=CardRef(option.card))
        return None
    avatar = av.KINDS.get(kind)
    if avatar is None:
        return None
    if verb is Verb.PASS:
        return msg("sa.avatars.option.pass", avatar=CardRef(avatar))
    if verb is Verb.DISCARD and kind in _DISCARD:
        return msg(_DISCARD[kind], card=CardRef(option.card))
    if kind == av.BASTIEN_MOVE and verb is Verb.MOVE:
        return msg("sa.avatars.option.bastien", place=PlaceRef(option.place))
    if kind == av.KOFI_EXCHANGE and verb is Verb.TAKE_BACK:
        return msg("sa.avatars.option.kofi", place=PlaceRef(option.place))
    return None
