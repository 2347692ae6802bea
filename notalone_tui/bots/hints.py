"""Hints: the standard bot's choice for one seat, and why, in one line.

A hint is computed from the seat's own view and nothing else (the same
:class:`GameView` the standard bot reads when it plays that seat), so it can
tell a player only what their own screen already shows; a test checks that
views differing only in other seats' secrets give the same hint.

The bot is a fresh :class:`StandardBot` seeded from the seat and the turn: the
game's state and random stream, and the computer players' own streams, are
never touched, and asking twice gives the same hint. The reason is built from
what the bot weighed for that decision (the Creature's guess of where the
Hunted go, the cards in hand, the values of the places) and names only facts
that hold in the position. The reasons for the decisions a rule set adds are
that rule set's knowledge: its judgement packs hand them over by decision kind
(:func:`.packs.reasons_for`, :mod:`.hint_reasons`), and this module knows no
mode by name. Where the bot's noise picked an option nearly as good as the
best, the hint says so (``hint.close``); where nothing true is found, it says
plainly that this is the standard player's choice (``hint.generic``).
"""

from __future__ import annotations

from dataclasses import dataclass

from notalone_tui.engine import GameView, Kind, Option, Verb, get_ruleset
from notalone_tui.engine.messages import SEATS, Msg, card_ref, cards, msg, place_ref, places

from .hint_reasons import CLOSE, best_card_back, cheapest_cards
from .knowledge import candidates, own
from .packs import reasons_for
from .standard import StandardBot


@dataclass(frozen=True)
class Hint:
    """The option the standard bot picks, and its reason (a message, worded at the edge)."""

    option: Option
    reason: Msg


def hint_seed(view: GameView) -> int:
    """The hinting bot's seed: from the seat and the turn alone, so a hint is the
    same each time it is asked in a position, and depends on nothing secret."""
    seat = view.viewer if view.viewer is not None else 7
    return 7919 * view.turn + 31 * seat + 1


def hint_bot(view: GameView) -> StandardBot:
    """The bot a hint asks: a fresh standard bot with :func:`hint_seed`."""
    return StandardBot(hint_seed(view))


def hint(view: GameView) -> Hint:
    """The standard bot's choice for the viewer's pending decision, with its reason.

    Raises :class:`~notalone_tui.bots.base.BotError` when the viewer has nothing
    to decide."""
    bot = hint_bot(view)
    decision = bot.decision(view)
    option = bot.choose(view)
    options = decision.options or ()
    return Hint(option, _reason(bot, view, decision.kind, option, options))


GENERIC = "hint.generic"
#: The decision kinds every rule set shares, worded here first: a pack's
#: reason for one of them words only the options its rule set adds there.
SHARED_KINDS = frozenset({Kind.EXPLORE, Kind.HUNT, Kind.CREATURE_WINDOW, Kind.CARD_WINDOW,
                          Kind.CARD_PICK, Kind.RESOLVE})
#: The noise the standard bot adds to the values of a token's placements.
TOKEN_NOISE = 0.3
#: The noise the standard bot adds to the values of a place's resolution.
RESOLVE_NOISE = 0.15


def _reason(bot: StandardBot, view: GameView, kind: str, option: Option,
            options: tuple[Option, ...]) -> Msg:
    if len(options) == 1:
        return msg("hint.only")
    found: Msg | None = None
    # The decisions a rule set adds (and the ones its cards and places raise
    # in the shared kinds, after this module's own words): its packs' reasons.
    reason = reasons_for(bot.rules).get(kind)
    if reason is not None and kind not in SHARED_KINDS:
        found = reason(bot, view, option, options)
    elif kind == Kind.EXPLORE:
        found = _explore(bot, view, option, options)
    elif kind == Kind.HUNT:
        found = _hunt(bot, view, option, options)
    elif kind == Kind.CREATURE_WINDOW:
        found = _window(view, option)
    elif kind == Kind.CARD_WINDOW:
        found = _card_window(view, option)
    elif kind == Kind.CARD_PICK:
        found = _card_pick(option)
    elif kind == Kind.RESOLVE:
        found = _resolve(bot, view, option, options)
    elif kind in (Kind.RIVER, Kind.VORTEX):
        found = _safe_place(bot, view, option, options)
    elif option.verb is Verb.TAKE_BACK or kind in (Kind.RESIST_PICK, Kind.SIXTH_SENSE_PICK):
        found = _take_back(bot, view, option, options)
    elif option.verb is Verb.DISCARD or kind in (Kind.ARTEMIA_DISCARD, Kind.FORBIDDEN_ZONE,
                                                 Kind.SACRIFICE_DISCARD):
        found = _spare(bot, view, option, options)
    elif kind in (Kind.ASCENDANCY_TARGET, Kind.PHOBIA_TARGET, Kind.ANTICIPATION):
        found = _target(view, kind, option, options)
    if found is None and reason is not None and kind in SHARED_KINDS:
        found = reason(bot, view, option, options)
    return found or msg(GENERIC)


def _percent(value: float) -> int:
    return round(100 * value)


def _explore(bot: StandardBot, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    me = own(view)
    hand = len(me.hand or ())
    if option.verb is Verb.RESIST:
        return msg("hint.resist", hand=hand, n=option.n)
    if option.verb is Verb.GIVE_UP:
        return msg("hint.give_up", hand=hand, will=me.will)
    if option.verb is Verb.PLAY and option.card:
        return msg("hint.play_now", card=card_ref(option.card))
    if option.verb is not Verb.EXPLORE or not option.places:
        return None
    danger = bot.hunt_danger(view)
    laid = {p for o in options if o.verb is Verb.EXPLORE for p in o.places}
    if len(laid) < 2:
        # The bot explores whenever it can: giving up only when no card may be laid.
        return msg("hint.explore.only", places=places(option.places))
    riskiest = max(sorted(laid), key=lambda p: danger.get(p, 0.0))
    chosen = max(option.places, key=lambda p: danger.get(p, 0.0))
    risk = _percent(danger.get(riskiest, 0.0))
    mine = _percent(danger.get(chosen, 0.0))
    if mine < risk:
        return msg("hint.explore.safer", risky=place_ref(riskiest), risk=risk,
                   places=places(option.places), chance=mine)
    worth = {p: bot.place_value(p) + bot.place_bonus(view, me, p) for p in laid}
    if all(worth[p] >= worth[q] for p in option.places for q in laid):
        return msg("hint.explore.worth", places=places(option.places), chance=mine)
    # Neither the safest nor the richest: the bot weighs one against the other.
    return msg("hint.explore.balance", places=places(option.places), chance=mine)


def _hunt(bot: StandardBot, view: GameView, option: Option,
          options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.PLAY and option.card:
        return msg("hint.hunt.card", card=card_ref(option.card))
    if option.verb is Verb.DONE:
        return msg("hint.hunt.done")
    if option.verb is not Verb.TOKEN or not option.places:
        return None
    # Who may be there, by the public facts (each Hunted's discard pile).
    hidden = [hv for hv in view.hunted if not hv.revealed]
    may = sum(1 for hv in hidden if candidates(hv) & set(option.places))
    if not may:
        # No Hunted expected there: what else the token is worth decided it.
        values = bot.token_values(view, options)
        if option not in values:
            return None
        best = max(values.values())
        if values[option] == best:
            return msg("hint.token.best", places=places(option.places))
        return msg(CLOSE) if best - values[option] <= TOKEN_NOISE else None
    weight = bot.expected_figures(view)
    top = max(weight.values(), default=0.0)
    likeliest = top > 0 and any(weight.get(p, 0.0) >= top for p in option.places)
    message = "hint.token.likeliest" if likeliest else "hint.token"
    return msg(message, places=places(option.places), n=may, total=len(hidden))


def _window(view: GameView, option: Option) -> Msg | None:
    if option.verb is Verb.PLAY and option.card:
        return msg("hint.window.play", card=card_ref(option.card))
    if option.verb is Verb.PASS:
        hand = view.creature.hand or ()
        return msg("hint.window.pass", cards=cards(hand)) if hand else None
    return None


def _card_window(view: GameView, option: Option) -> Msg | None:
    creature = view.viewer == view.creature_seat
    held = (view.creature.hand if creature else own(view).survival) or ()
    if option.verb is Verb.OPEN_HAND:
        card = _wanted_card(view, creature)
        return msg("hint.cards.open") if card is None else msg("hint.play_now", card=card_ref(card))
    if option.verb is Verb.PASS:
        return msg("hint.cards.pass", cards=cards(held)) if held else msg("hint.cards.none")
    return None


def _wanted_card(view: GameView, creature: bool) -> str | None:
    """The card that made the bot open its hand: the first it wants, asked in
    the order (and with the random stream) of its own look at the hand."""
    bot = hint_bot(view)
    bot.rules = get_ruleset(view.ruleset)
    if creature:
        return next((c for c in view.creature.hand or () if bot.creature_wants(view, c)), None)
    return next((c for c in own(view).survival or () if bot.hunted_wants(view, c)), None)


def _card_pick(option: Option) -> Msg | None:
    if option.verb is Verb.PLAY and option.card:
        return msg("hint.play_now", card=card_ref(option.card))
    if option.verb is Verb.CANCEL:
        return msg("hint.pick.cancel")
    return None


def _resolve(bot: StandardBot, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    score = bot.resolve_scores(view, options)
    best = max(score.values())
    if score[option] < best:
        # The pick's noise (0.15) chose one nearly as good.
        return msg(CLOSE if best - score[option] <= RESOLVE_NOISE else GENERIC)
    if option.verb is Verb.POWER and option.place:
        return msg("hint.resolve.power", place=place_ref(option.place))
    if option.verb is Verb.TAKE_BACK and option.place:
        return msg("hint.resolve.take_back", place=place_ref(option.place))
    if option.verb is Verb.PASS:
        if Option(Verb.OPEN_HAND) in options:
            return msg("hint.pick.cancel")  # no card in hand is worth playing instead
        return msg("hint.resolve.pass")
    return None


def _take_back(bot: StandardBot, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    if option.verb is not Verb.TAKE_BACK or not option.place:
        return None
    return best_card_back(bot, view, option, options)


def _spare(bot: StandardBot, view: GameView, option: Option,
           options: tuple[Option, ...]) -> Msg | None:
    """A discard of Place cards: the cards the bot values least, if they are."""
    return cheapest_cards(bot, view, option, options)


def _target(view: GameView, kind: str, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    """A Hunted the Creature names: the one holding most cards (Ascendancy,
    Phobia), or the one with the fewest places left to be on (Anticipation)."""
    by_seat = {hv.seat: hv for hv in view.hunted}
    named = [o.seat for o in options if o.seat in by_seat]
    if option.seat not in by_seat:
        return None
    if kind == Kind.ANTICIPATION:
        left = {s: len(candidates(by_seat[s])) for s in named}
        if left[option.seat] == min(left.values()):
            return msg("hint.fewest_places", seat=SEATS[option.seat], n=left[option.seat])
        return None
    held = {s: by_seat[s].hand_size for s in named}
    if held[option.seat] == max(held.values()):
        return msg("hint.most_cards", seat=SEATS[option.seat], n=held[option.seat])
    return None


def _safe_place(bot: StandardBot, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    """The River and the Vortex: a place clear of the tokens, the most valuable
    of them give or take the pick's noise; when none is clear, the most valuable."""
    if not option.place:
        return None
    harmed = bot.harmed(view)
    if option.place not in harmed:
        return msg("hint.clear", place=place_ref(option.place))
    if any(o.place and o.place not in harmed for o in options):
        return None
    values = [bot.place_value(o.place) for o in options if o.place]
    if bot.place_value(option.place) < max(values) - 0.3:
        return None
    return msg("hint.all_harmed", place=place_ref(option.place))


__all__ = ["Hint", "hint", "hint_bot", "hint_seed"]
