"""What the Evolution abilities' options do, in words for the player choosing them
(:func:`describe`), and why an option of theirs is refused (:func:`explain`).
Both answer ``None`` for anything else, which the rule set words as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import Decision, Option, Verb
from ..base.cards import TARGET as TARGET_SYMBOL
from ..base.hunt import effect_of
from ..base.kinds import Kind
from ..base.tokens import SECOND_CREATURE
from . import evolution_cards as ec
from . import evolution_reckoning as er
from .evolutions import USED

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

#: Decisions whose PASS lets the ability go unused this time.
_DECLINE = {
    ec.DOMINANCE_KIND, ec.PHASE2_KIND, ec.OVERGROWTH_KIND, ec.OPTIMIZER_KIND,
    ec.BURROWER_KIND, ec.CARAPACE_KIND, er.FAST_KIND,
}


def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    v = option.verb
    if kind == Kind.RESOLVE and option == er.CLEVER_TAKE:
        return msg("sa.evo.option.clever_take")
    if v is Verb.PASS:
        if kind in _DECLINE:
            return msg("sa.evo.option.decline")
        if kind == er.CLEVER_KIND:
            return msg("sa.evo.option.clever_pass")
        return None
    if kind == ec.DOMINANCE_KIND:
        return msg("sa.evo.option.dominance", n=ec.DOMINANCE_COST)
    if kind == ec.PHASE2_KIND:
        if option.card == ec.TELEPATHY:
            return msg("sa.evo.option.telepathy", seat=SEATS[option.seat], n=ec.TELEPATHY_COST)
        key = "horde" if option.card == ec.HORDE else "primitive"
        return msg(f"sa.evo.option.{key}", place=PlaceRef(option.places[0]), n=ec.HORDE_COST)
    if kind == ec.OVERGROWTH_KIND:
        return msg("sa.evo.option.overgrowth", place=PlaceRef(option.place))
    if kind == ec.OPTIMIZER_KIND:
        return msg("sa.evo.option.optimizer", card=CardRef(option.card))
    if kind == ec.PRESCIENT_KIND:
        if v is Verb.DONE:
            return msg("sa.evo.option.prescient_rest")
        key = "prescient_top" if v is Verb.KEEP else "prescient_bottom"
        return msg(f"sa.evo.option.{key}", card=CardRef(option.card))
    if kind == ec.BURROWER_KIND:
        return msg("sa.evo.option.burrower")
    if kind == ec.HOARDER_KIND:
        return msg("sa.evo.option.hoarder", card=CardRef(option.card))
    if kind == ec.CARAPACE_KIND:
        return msg("sa.evo.option.carapace", card=CardRef(option.card), n=ec.CARAPACE_COST)
    if kind == er.FAST_KIND:
        return msg("sa.evo.option.fast", card=CardRef(option.card), place=PlaceRef(option.place))
    if kind == er.CLEVER_KIND:
        return msg("sa.evo.option.clever", place=PlaceRef(option.place))
    if kind == er.INSTINCTIVE_KIND:
        return msg("sa.evo.option.instinctive", seat=SEATS[option.seat])
    return None


def explain(game: Game, decision: Decision, option: Option) -> Msg | None:
    """Refusals an Evolution causes: Terror's Resist, a card picked under Clever,
    a Hunt card Horde or Dominance keeps back."""
    if ec.terror_forbids(game, decision, option):
        return msg("sa.evo.refuse.terror", card=CardRef(ec.TERROR))
    if (decision.kind == Kind.RESOLVE and option.verb is Verb.TAKE_BACK
            and er.CLEVER_TAKE in decision.options):
        return msg("sa.evo.refuse.clever", card=CardRef(er.CLEVER))
    if option.verb is Verb.PLAY and option.card in game.state.creature.hand:
        return _held_back(game, option.card)
    return None


def _held_back(game: Game, card: str) -> Msg | None:
    """Why a Hunt card in the Creature's hand is refused, if an Evolution is why."""
    turn = game.state.turn
    used = turn.extra.get(USED, ())
    if ec.PRIMITIVE in used and turn.hunt_blocked:
        return msg("sa.evo.refuse.primitive", card=CardRef(ec.PRIMITIVE))
    rules = game.rules
    effect = effect_of(game, card)
    info = rules.hunt_cards.get(effect) if effect else None
    if info is None or info.phase != turn.phase or turn.hunt_played >= turn.hunt_limit:
        return None
    if info.symbol == TARGET_SYMBOL and turn.extra.get(SECOND_CREATURE):
        return msg("sa.evo.refuse.horde", card=CardRef(ec.HORDE))
    if ec.DOMINANCE in used and info.phase in ec.phases_played(game):
        return msg("sa.evo.refuse.dominance", card=CardRef(ec.DOMINANCE))
    return None


__all__ = ["describe", "explain"]
