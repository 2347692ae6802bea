"""The standard bot's choices about the Remastered character sheets.

The sheets' rules live in :mod:`notalone_tui.engine.rulesets.sheets.abilities`;
this module reads the facts it needs from there (decision kinds, characters,
who may take what) and only adds judgement: when an optional ability is worth
using, and which teammate or card to pick. Every choice is made from the
seat's own view, like the rest of the standard bot.

Each answer returns ``None`` when it has no opinion, and the standard bot then
decides as it would without the sheets.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judge, Judgement
from notalone_tui.bots.knowledge import own
from notalone_tui.engine import CREATURE, GameView, HuntedView, Kind, Option, Verb
from notalone_tui.engine.messages import SEATS, Msg, card_ref, msg, place_ref
from notalone_tui.engine.rulesets.sheets import abilities

from ..hint_reasons import Reason, best_card_back, best_card_gained, cheapest_cards, seat_ranked
from .base import survival_value

#: Dara saves a teammate only when the Creature's track is at most this many
#: steps from Victory (see :func:`dara_save`).
NEAR_VICTORY = 2

#: With this few Place cards in hand or fewer, losing one costs a Resist soon:
#: it weighs this much more.
THIN_HAND = 3
THIN_HAND_PREMIUM = 0.6

#: Place cards a Resist with 1 Will takes back (the base rules), and the one more
#: Oleg's ability adds (one ``sheets_take_back`` step).
RESIST_CARDS = 2
OLEG_CARDS = 1


def creature_track_left(view: GameView) -> int:
    """Steps the Creature's counter still has to go (the track the Creature wins by)."""
    return min((t.left for t in view.tracks if t.winner == CREATURE), default=99)


def dara_save(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Field Medic: save a teammate at 0 Will only when Assimilation is near victory.

    Saving costs Dara one Will and costs the saved Hunted their refill (3 Will and
    every Place card back), leaving them at 1 Will with a thin hand, easy prey
    next turn. What it buys is one step of the Creature's track (the last-Will
    step). That step decides the game only near its end, so Dara saves when the
    Creature's counter is at most :data:`NEAR_VICTORY` steps from Victory: one
    step away, not saving loses at once; two away, it leaves the Creature one
    catch from winning. Further away the refill is worth more than the step.

    She never saves when two or more teammates are at 0 Will: the others still
    move the counter (the step is once per turn), so the save would buy nothing.
    """
    saves = [o for o in options if o.verb is Verb.CHOOSE]
    if len(saves) == 1 and creature_track_left(view) <= NEAR_VICTORY:
        return saves[0]
    return Option(Verb.PASS)


def _lacking(view: GameView, hunted: HuntedView) -> list[int]:
    """Reserve places ``hunted`` does not own (what Vera's teammate may take)."""
    return [k for k, left in view.reserve if left > 0 and k not in hunted.owned]


def vera_choose(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Engineer: the teammate who gains the best reserve card; among equals, the one
    holding fewest Place cards."""
    by_seat = {hv.seat: hv for hv in view.hunted}

    def gain(o: Option) -> tuple[float, int]:
        hv = by_seat[o.seat]
        best = max((bot.card_value(k) for k in _lacking(view, hv)), default=0.0)
        return best, -hv.hand_size

    return max(options, key=gain)


def vera_take(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate takes the most valuable card offered: a card more in hand costs
    nothing, so taking nothing is never better."""
    takes = [o for o in options if o.verb is Verb.CHOOSE]
    if not takes:
        return options[0]
    return max(takes, key=lambda o: bot.card_value(o.place))


def tomas_choose(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Quartermaster: the teammate with the fewest Survival cards, then the one in
    most need (least Will)."""
    by_seat = {hv.seat: hv for hv in view.hunted}
    return min(options, key=lambda o: (by_seat[o.seat].survival_count, by_seat[o.seat].will))


def take_back(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Oleg's and Mira's extra card: the most valuable one in the discard pile."""
    return max(options, key=lambda o: bot.card_value(o.place))


def pack_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Pack Instinct's tax: the least valuable Place card in hand."""
    return min(options, key=lambda o: bot.card_value(o.place))


#: The standard bot's answer to each decision the sheets add, by kind.
ANSWERS: dict[str, Answer] = {
    abilities.DARA_SAVE: dara_save,
    abilities.VERA_CHOOSE: vera_choose,
    abilities.VERA_TAKE: vera_take,
    abilities.TOMAS_CHOOSE: tomas_choose,
    abilities.TAKE_BACK_ONE: take_back,
    abilities.PACK_DISCARD: pack_discard,
}


def kenji(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """Pathfinder, under the Artemia token: give up the least useful Survival card
    instead of a Place card when it is worth less than the cheapest Place card
    (which weighs more in a thin hand). ``None``: no Survival option offered."""
    swaps = [o for o in options if o.verb is Verb.DISCARD and o.card]
    places = [o for o in options if o.verb is Verb.DISCARD and o.place]
    if not swaps:
        return None
    swap = min(swaps, key=lambda o: survival_value(o.card))
    if not places:
        return swap
    cheapest = min(places, key=lambda o: bot.card_value(o.place))
    cost = bot.card_value(cheapest.place)
    if own(view).hand_size <= THIN_HAND:
        cost += THIN_HAND_PREMIUM
    return swap if survival_value(swap.card) < cost else cheapest


def oleg_resist(view: GameView, resist: dict[int, Option]) -> Option | None:
    """Mechanic: a Resist takes back one card more, so 1 Will brings back 3 cards
    and 2 Will bring back 5. Resist with 1 Will when the second would bring back
    at most one card more (4 cards or fewer in the discard pile), keeping Will
    that a plain Resist would spend; ``None`` when the ability does not apply
    (not Oleg, or used this turn): the bot then resists as usual."""
    me = own(view)
    if me.character != abilities.OLEG or me.ability_used or 1 not in resist:
        return None
    pile = len(me.discard or ())
    one = min(pile, RESIST_CARDS + OLEG_CARDS)
    two = min(pile, 2 * RESIST_CARDS + OLEG_CARDS)
    return resist[1] if two - one <= 1 else None


#: The sheets' judgement: their decisions, Kenji's discard, Oleg's Resist.
PACK = Judgement(answers=ANSWERS, artemia_discard=kenji, resist=oleg_resist)


# ------------------------------------------------------------------ hints
# Why the standard bot answers the sheets' decisions as it does, from the
# values its answers above weigh.


def _dara_reason(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    left = creature_track_left(view)
    if option.verb is Verb.CHOOSE and option.seat >= 0:
        return msg("hint.sheets.save", seat=SEATS[option.seat], n=left)
    saves = [o for o in options if o.verb is Verb.CHOOSE]
    if len(saves) > 1:
        return msg("hint.sheets.save.many", n=len(saves))
    return msg("hint.sheets.save.not", n=left)


def _vera_choose_reason(bot: Judge, view: GameView, option: Option,
                        options: tuple[Option, ...]) -> Msg | None:
    """The teammate who gains the best reserve card (fewest Place cards breaking ties)."""
    by_seat = {hv.seat: hv for hv in view.hunted}
    hv = by_seat.get(option.seat)
    if hv is None:
        return None
    lacking = _lacking(view, hv)
    if not lacking:
        # Nobody can gain a card (the chosen gains the most): the fewest cards decided.
        return seat_ranked(lambda h: h.hand_size, "hint.seat.fewest_cards",
                           least=True)(bot, view, option, options)
    best = max(lacking, key=bot.card_value)
    return msg("hint.sheets.vera", seat=SEATS[option.seat], place=place_ref(best))


def _tomas_reason(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...]) -> Msg | None:
    return seat_ranked(lambda hv: hv.survival_count, "hint.seat.fewest_survival",
                       least=True)(bot, view, option, options)


def _kenji_reason(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...]) -> Msg | None:
    """Under the Artemia token: a Survival card given up when worth less than the
    cheapest Place card (:func:`kenji`), else the cheapest Place card."""
    places = tuple(o for o in options if o.place)
    if option.card:
        if not places:  # nothing else to give up: the least useful Survival card
            return msg("hint.survival.spare", card=card_ref(option.card))
        return msg("hint.sheets.kenji", card=card_ref(option.card))
    return cheapest_cards(bot, view, option, places)


#: The hints' reasons for the sheets' decisions, by kind.
REASONS: dict[str, Reason] = {
    Kind.ARTEMIA_DISCARD: _kenji_reason,
    abilities.DARA_SAVE: _dara_reason,
    abilities.VERA_CHOOSE: _vera_choose_reason,
    abilities.VERA_TAKE: best_card_gained,
    abilities.TOMAS_CHOOSE: _tomas_reason,
    abilities.TAKE_BACK_ONE: best_card_back,
    abilities.PACK_DISCARD: cheapest_cards,
}
