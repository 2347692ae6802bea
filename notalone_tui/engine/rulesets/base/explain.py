"""Why an option is not legal: a rule statement for :class:`IllegalAction`.

The legal options are the authority; this module only words the refusal so a
player (or a bot author) learns which rule stopped them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...options import Decision, Kind, Option, Verb

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


def _stray_field(decision: Decision, option: Option) -> str:
    """A field this verb never carries in this decision (say a card id on an
    Explore, or ``place=3`` where a token takes ``places=(3,)``): naming it is
    clearer than blaming whichever rule the junk value happens to break."""
    same = [o for o in decision.options if o.verb is option.verb]
    if not same:
        return ""
    for name, default in FIELD_DEFAULTS.items():
        value = getattr(option, name)
        if value != default and all(getattr(o, name) == default for o in same):
            hint = ""
            if name == "place" and any(o.places for o in same):
                hint = f"; did you mean places=({value},)?"
            elif name == "places" and any(o.place for o in same) and len(value) == 1:
                hint = f"; did you mean place={value[0]}?"
            return (f"'{option.verb.value}' takes no {name} in '{decision.kind}' "
                    f"(got {value!r}){hint}")
    return ""


def explain_illegal(game: Game, decision: Decision, option: Option) -> str:
    state = game.state
    rules = game.rules
    hunt_cards, survival_cards = rules.hunt_cards, rules.survival_cards
    verb = option.verb
    allowed = sorted({o.verb.value for o in decision.options})
    if verb.value not in allowed and verb not in SENSIBLE.get(decision.kind, ()):
        return (
            f"{game.name(decision.seat)} must answer '{decision.kind}' now; "
            f"'{verb.value}' is not an answer to it (allowed: {', '.join(allowed)})"
        )
    stray = _stray_field(decision, option)
    if stray:
        return stray
    seat = decision.seat
    if verb is Verb.PLAY:
        if option.card in hunt_cards:
            turn = state.turn
            if seat != state.creature.seat:
                return "only the Creature plays Hunt cards"
            if option.card not in state.creature.hand:
                return f"{hunt_cards[option.card].name} is not in the Creature's hand"
            if turn.hunt_blocked:
                return "Sacrifice: the Creature may play no Hunt card this turn"
            if turn.hunt_played >= turn.hunt_limit:
                return (
                    f"the Creature may play only {turn.hunt_limit} Hunt card"
                    f"{'s' if turn.hunt_limit > 1 else ''} this turn (R9)"
                )
            return (
                "a Hunt card may be played only in the phase printed on it, when its "
                "conditions hold"
            )
        if option.card in survival_cards:
            if seat == state.creature.seat:
                return "only the Hunted play Survival cards"
            h = state.hunted[seat]
            if option.card not in h.survival:
                return f"{survival_cards[option.card].name} is not in {game.name(seat)}'s hand"
            if state.turn.despair:
                return "Despair: no Survival card may be played this turn"
            if seat in state.turn.survival_played:
                return "each Hunted plays at most 1 Survival card per turn (R9)"
            return (
                "a Survival card may be played only in the phase printed on it, when its "
                "conditions hold"
            )
        return f"there is no card {option.card!r}"
    if verb is Verb.RESIST:
        h = state.hunted[seat]
        if option.n not in (1, 2):
            return "Resist costs 1 or 2 Will (R6)"
        if h.will <= option.n:
            return "a Hunted may never discard their last Will by resisting (R6)"
        if not h.discard:
            return "there is nothing in the discard pile to take back"
        return "Resist or Give Up only once, before laying a Place card"
    if verb is Verb.GIVE_UP:
        return "Give Up is refused when it would change nothing, and only once per turn (R4)"
    if verb is Verb.EXPLORE and decision.kind is Kind.EXPLORE:
        h = state.hunted[seat]
        need = 2 if h.needs else 1
        if len(option.places) != need:
            return f"this turn {game.name(seat)} must lay exactly {need} Place card(s)"
        if any(c in state.turn.force_field for c in option.places):
            return "Force Field: those places may not be played this turn"
        return "a Hunted lays Place cards from their own hand only"
    if verb is Verb.TOKEN:
        if option.places and not set(option.places) <= set(rules.place_numbers):
            return f"tokens go on the {len(rules.places)} places of Artemia"
        if len(option.places) == 2 and tuple(sorted(option.places)) not in rules.adjacent_pairs:
            return "a two-place token covers 2 orthogonally adjacent places"
        if option.card not in {t.id for t in rules.tokens}:
            return f"there is no {option.card!r} token"
        if option.card in state.turn.tokens:
            return f"the {option.card} token is already placed"
        if option.card == "artemia":
            return (
                "the Artemia token needs the Artemia symbol on the Rescue space or a Hunt "
                "card with it (and covers 2 places only with Virus)"
            )
        if option.card == "target":
            return (
                "the Target token needs a Hunt card with the Target symbol (and covers 2 "
                "places only with Mirage or Force Field)"
            )
        return "the Creature token covers exactly 1 place"
    if verb is Verb.DONE:
        return "the Creature token must be placed before the hunt ends"
    if verb in (Verb.TAKE_BACK, Verb.DISCARD, Verb.KEEP, Verb.HIDE):
        return "that card is not available for this choice"
    if verb is Verb.POWER:
        return (
            "that place power cannot be used here now (token, card effect, once-per-turn "
            "limit or nothing to gain)"
        )
    if verb is Verb.MOVE:
        return "a moved token or Hunted goes to an orthogonally adjacent place"
    if verb is Verb.TARGET:
        return "that Hunted cannot be chosen for this card"
    return f"that is not one of the legal options for '{decision.kind}'"
