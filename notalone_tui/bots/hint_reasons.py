"""The pieces a rule set's hint reasons are built from (:mod:`.hints`).

A hint names the standard bot's choice and why. The *why* of a decision a rule
set adds is that rule set's knowledge, so each judgement pack may hand the
hints a table of :data:`Reason` functions by decision kind, next to its
answers (``REASONS`` in the pack's module, or :func:`.packs.register_reasons`):
the hints find them through the rule set's packs and know no mode by name.

A reason reads what the pack's answer weighed (the same values, from the same
view) and names the facts that decided it. Many answers pick by one value
(the most useful Place card back, the Survival card worth least, the teammate
with least Will), so :func:`ranked` words those: the superlative when the
choice is the best by that value, and :data:`CLOSE` when the answer's noise
picked one nearly as good (true, and said as such). A reason returns ``None``
when it has nothing true to say; the hint then says the plain ``hint.generic``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeAlias

from notalone_tui.engine import GameView, HuntedView, Option
from notalone_tui.engine.messages import SEATS, Msg, card_ref, msg, place_ref, places

from .judgement import Judge

#: Why the standard bot picks ``option`` of ``options`` in ``view``: ``(bot,
#: view, option, options) -> message``, or ``None`` with nothing true to say.
Reason: TypeAlias = Callable[[Judge, GameView, Option, tuple[Option, ...]], "Msg | None"]

#: The choice is not the best by the value the bot weighed, but close enough
#: that the bot's noise picked it: said plainly.
CLOSE = "hint.close"

#: A little more than the largest noise the answers that :func:`ranked` words
#: add to a value (0.2 on a card's value): a choice within it of the best is close.
NOISE = 0.21


def ranked(value: Callable[[Option], float], option: Option, options: Iterable[Option],
           best: Msg, *, least: bool = False, noise: float = NOISE) -> Msg | None:
    """``best`` when ``option`` is the best of ``options`` by ``value`` (the
    least, with ``least``); :data:`CLOSE` when it is within ``noise`` of it."""
    values = [value(o) for o in options]
    mine = value(option)
    top = min(values) if least else max(values)
    if mine == top:
        return best
    if abs(mine - top) <= noise:
        return msg(CLOSE)
    # Not what the bot weighed after all: say nothing rather than something false.
    return None


def by_seat(view: GameView) -> dict[int, HuntedView]:
    return {hv.seat: hv for hv in view.hunted}


def _best_card(message_id: str, bot: Judge, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    """The chosen Place card ranked by its value (``card_value``) among the
    options of the same verb."""
    if not option.place:
        return None
    same = [o for o in options if o.place and o.verb is option.verb]
    return ranked(lambda o: bot.card_value(o.place), option, same,
                  msg(message_id, place=place_ref(option.place)))


def best_card_back(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """A Place card back in hand, by its value."""
    return _best_card("hint.take_back", bot, option, options)


def best_card_gained(bot: Judge, view: GameView, option: Option,
                     options: tuple[Option, ...]) -> Msg | None:
    """A Place card to gain (from the reserve, or a played card), by its value."""
    return _best_card("hint.card.gain", bot, option, options)


def cards_of(option: Option) -> tuple[int, ...]:
    """The Place cards an option names (one or several)."""
    return option.places or ((option.place,) if option.place else ())


def cheapest_cards(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """Place cards to lose: the ones worth least in hand."""
    chosen = cards_of(option)
    if not chosen:
        return None
    pool = [o for o in options if cards_of(o)]
    return ranked(lambda o: sum(bot.card_value(c) for c in cards_of(o)), option, pool,
                  msg("hint.spare", places=places(chosen), n=len(chosen)), least=True)


def dearest_cards(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...], *, noise: float = NOISE) -> Msg | None:
    """Place cards kept (or hidden): the ones worth most in hand."""
    chosen = cards_of(option)
    if not chosen:
        return None
    pool = [o for o in options if cards_of(o)]
    return ranked(lambda o: sum(bot.card_value(c) for c in cards_of(o)), option, pool,
                  msg("hint.keep_cards", places=places(chosen)), noise=noise)


def survival_ranked(worth: Callable[[str], float], message: str, *,
                    least: bool) -> Reason:
    """A Survival card picked by its worth (``worth``): the one worth least to
    lose, or the one worth most to hand on."""
    def reason(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
        if not option.card:
            return None
        pool = [o for o in options if o.card and o.verb is option.verb]
        return ranked(lambda o: worth(o.card), option, pool,
                      msg(message, card=card_ref(option.card)), least=least)

    return reason


def seat_ranked(count: Callable[[HuntedView], int], message: str, *, least: bool) -> Reason:
    """A Hunted named by one public count (Will, cards in hand...): the message
    names them and the count."""
    def reason(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
        seats = by_seat(view)
        if option.seat not in seats:
            return None
        named = [seats[o.seat] for o in options if o.seat in seats]
        n = count(seats[option.seat])
        counts = [count(hv) for hv in named]
        if n != (min(counts) if least else max(counts)):
            return None
        return msg(message, seat=SEATS[option.seat], n=n)

    return reason


__all__ = ["CLOSE", "Reason", "best_card_back", "best_card_gained", "by_seat", "cards_of",
           "cheapest_cards", "dearest_cards", "ranked", "seat_ranked", "survival_ranked"]
