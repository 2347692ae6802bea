"""Why an option is not legal: a rule statement for :class:`IllegalAction`.

The legal options are the authority; this module only picks the message that
states the refusal, so a player (or a bot author) learns which rule stopped
them. The words are in the catalogue (``base.explain.*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, TokenRef, msg
from ...options import Decision, Option, Verb
from .flow import NO_RESIST
from .kinds import Kind

if TYPE_CHECKING:
    from ...game import Game


#: Verbs that belong to a decision even when none of them is legal right now, so
#: the refusal can name the rule (e.g. Resist at 1 Will) instead of the verb.
SENSIBLE: dict[str, frozenset[Verb]] = {
    Kind.EXPLORE: frozenset({Verb.RESIST, Verb.GIVE_UP, Verb.PLAY, Verb.EXPLORE}),
    Kind.HUNT: frozenset({Verb.PLAY, Verb.TOKEN, Verb.DONE}),
    Kind.CREATURE_WINDOW: frozenset({Verb.PLAY}),
    Kind.CARD_PICK: frozenset({Verb.PLAY}),
    Kind.RESOLVE: frozenset({Verb.POWER, Verb.TAKE_BACK, Verb.OPEN_HAND}),
}


#: Option fields and their "not given" values.
FIELD_DEFAULTS = {"card": "", "place": 0, "places": (), "seat": -1, "n": 0}

#: Refusals that depend on nothing but the verb.
BY_VERB: dict[Verb, str] = {
    Verb.GIVE_UP: "base.explain.give_up",
    Verb.DONE: "base.explain.done",
    Verb.TAKE_BACK: "base.explain.unavailable_card",
    Verb.DISCARD: "base.explain.unavailable_card",
    Verb.KEEP: "base.explain.unavailable_card",
    Verb.HIDE: "base.explain.unavailable_card",
    Verb.POWER: "base.explain.power",
    Verb.MOVE: "base.explain.move",
    Verb.TARGET: "base.explain.target",
}


def _stray_field(decision: Decision, option: Option) -> Msg | None:
    """A field this verb never carries in this decision (say a card id on an
    Explore, or ``place=3`` where a token takes ``places=(3,)``): naming it is
    clearer than blaming whichever rule the junk value happens to break."""
    same = [o for o in decision.options if o.verb is option.verb]
    if not same:
        return None
    for name, default in FIELD_DEFAULTS.items():
        value = getattr(option, name)
        if value != default and all(getattr(o, name) == default for o in same):
            args = {
                "verb": option.verb.value,
                "field": name,
                "kind": str(decision.kind),
                "got": repr(value),  # the value as it was sent, quoted as Python would
            }
            if name == "place" and any(o.places for o in same):
                return msg("base.explain.stray.use_places", value=value, **args)
            if name == "places" and any(o.place for o in same) and len(value) == 1:
                return msg("base.explain.stray.use_place", value=value[0], **args)
            return msg("base.explain.stray", **args)
    return None


def _play(game: Game, seat: int, card: str) -> Msg:
    state = game.state
    if card in game.rules.hunt_cards:
        turn = state.turn
        if seat != state.creature.seat:
            return msg("base.explain.hunt.creature_only")
        if card not in state.creature.hand:
            return msg("base.explain.hunt.not_in_hand", card=CardRef(card))
        if turn.hunt_blocked:
            return msg("base.explain.hunt.sacrifice")
        if turn.hunt_played >= turn.hunt_limit:
            return msg("base.explain.hunt.limit", n=turn.hunt_limit)
        return msg("base.explain.hunt.phase")
    if card in game.rules.survival_cards:
        if seat == state.creature.seat:
            return msg("base.explain.survival.hunted_only")
        if card not in state.hunted[seat].survival:
            return msg("base.explain.survival.not_in_hand", card=CardRef(card), seat=SEATS[seat])
        if state.turn.despair:
            return msg("base.explain.survival.despair")
        if seat in state.turn.survival_played:
            return msg("base.explain.survival.limit")
        return msg("base.explain.survival.phase")
    return msg("base.explain.no_card", card=card)


def _token(game: Game, option: Option) -> Msg:
    rules = game.rules
    token = option.card
    if option.places and not set(option.places) <= set(rules.place_numbers):
        return msg("base.explain.token.off_board", n=len(rules.places))
    if len(option.places) == 2 and tuple(sorted(option.places)) not in rules.adjacent_pairs:
        return msg("base.explain.token.adjacent")
    if token not in {t.id for t in rules.tokens}:
        return msg("base.explain.token.unknown", token=token)
    if token in game.state.turn.tokens:
        return msg("base.explain.token.placed", token=TokenRef(token))
    if token == "artemia":
        return msg("base.explain.token.artemia")
    if token == "target":
        return msg("base.explain.token.target")
    return msg("base.explain.token.creature")


def explain_illegal(game: Game, decision: Decision, option: Option) -> Msg:
    state = game.state
    verb = option.verb
    kind = str(decision.kind)
    allowed = sorted({o.verb.value for o in decision.options})
    if verb.value not in allowed and verb not in SENSIBLE.get(decision.kind, ()):
        return msg(
            "base.explain.not_an_answer",
            seat=SEATS[decision.seat],
            kind=kind,
            verb=verb.value,
            allowed=tuple(allowed),
        )
    stray = _stray_field(decision, option)
    if stray is not None:
        return stray
    seat = decision.seat
    if verb is Verb.PLAY:
        return _play(game, seat, option.card)
    if verb is Verb.RESIST:
        h = state.hunted[seat]
        if option.n not in (1, 2):
            return msg("base.explain.resist.cost")
        if h.will <= option.n:
            return msg("base.explain.resist.last_will")
        if not h.discard:
            return msg("base.explain.resist.empty_discard")
        if state.turn.extra.get(NO_RESIST):
            return msg("base.explain.resist.forbidden")
        return msg("base.explain.resist.once")
    if verb is Verb.EXPLORE and decision.kind is Kind.EXPLORE:
        need = 2 if state.hunted[seat].needs else 1
        if len(option.places) != need:
            return msg("base.explain.explore.count", seat=SEATS[seat], n=need)
        if any(c in state.turn.force_field for c in option.places):
            return msg("base.explain.explore.force_field")
        return msg("base.explain.explore.own_hand")
    if verb is Verb.TOKEN:
        return _token(game, option)
    if verb in BY_VERB:
        return msg(BY_VERB[verb])
    return msg("base.explain.not_legal", kind=kind)
