"""The standard bot's judgement of the base game's cards.

The base game's places, tokens and decisions are judged by the standard bot
itself, from what the rule set's places and tokens say of themselves (their
``bot_*`` fields) and its answers to the base game's decision kinds. Its cards
say what the bot needs of them too (``Card.bot_priority``, ``bot_window``,
``bot_wants``, ``bot_denies``, ``bot_keep_value``, held with each card in
``engine/rulesets/base/hunt.py`` and ``survival.py``): this pack turns them into
the :class:`Judgement`'s tables and hooks (:func:`hunt_judgement`,
:func:`keep_first`, :func:`survival_timing`), so no table lists a card by id.
:data:`SURVIVAL_VALUE` (:func:`survival_value`) is read by the sheets' Kenji and
the expansions too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from notalone_tui.engine import BASE, Card, GameView, Kind, Option, Verb
from notalone_tui.engine.messages import SEATS, Msg, card_ref, msg, place_ref, places

from ..hint_reasons import (
    CLOSE,
    Reason,
    by_seat,
    cheapest_cards,
    dearest_cards,
    ranked,
)
from ..judgement import CardWanted, HuntWanted, Judge, Judgement, SurvivalWanted
from ..knowledge import candidates, own


def hunt_judgement(cards: Iterable[Card]) -> dict[str, Any]:
    """The Hunt tables of a :class:`Judgement` read from the cards' own ``bot_*``
    fields: a rule set's cards say what the bot needs of them, no table lists
    them by id (a test or plug-in rule set builds its pack with this too)."""
    cards = tuple(cards)
    return {
        "hunt_priority": {c.id: c.bot_priority for c in cards if c.bot_priority is not None},
        "window_plays": {c.id: c.bot_window for c in cards if c.bot_window is not None},
        "creature_wants": {c.id: c.bot_wants for c in cards if c.bot_wants is not None},
        "denying_cards": frozenset(c.id for c in cards if c.bot_denies),
    }


def keep_first(cards: Iterable[Card]) -> tuple[str, ...]:
    """The Survival cards with a ``bot_keep_value``, best first (a later phase's
    card first among equals)."""
    kept = [c for c in cards if c.bot_keep_value is not None]
    return tuple(c.id for c in sorted(kept, key=lambda c: (-(c.bot_keep_value or 0.0), -c.phase)))


_HUNT = hunt_judgement(BASE.hunt_cards.values())
#: How much the Creature wants to play each base Hunt card, whatever the moment.
HUNT_PRIORITY: dict[str, float] = _HUNT["hunt_priority"]
#: Hunt cards that make the places under the token of their symbol unusable, as far
#: as the bot's token placement cares.
DENYING: frozenset[str] = _HUNT["denying_cards"]
#: The Creature's card window: the cards it plays when the function says so.
WINDOW_PLAYS: dict[str, HuntWanted] = _HUNT["window_plays"]
#: The later card windows: the cards the Creature plays in their phase when
#: the function says so (``None`` outside it).
CREATURE_WANTS: dict[str, HuntWanted] = _HUNT["creature_wants"]


def survival_timing(cards: Iterable[Card]) -> CardWanted:
    """The :attr:`Judgement.survival_by_phase` hook read from the cards' own
    ``bot_wants``: whether a Hunted plays a card now (``None``: not a card of
    this moment's the bot knows).

    Each phase's cards are weighed together, in the rule set's order, whichever
    card is asked about, so that the draws some of them make from the bot's
    random stream run the same whatever the Hunted holds. A phase with no card
    of its own (Sanctuary's Phase 5) weighs the last phase's, as the base game's
    table always did."""
    by_phase: dict[int, list[tuple[str, SurvivalWanted]]] = {}
    for c in cards:
        if c.bot_wants is not None:
            by_phase.setdefault(c.phase, []).append((c.id, c.bot_wants))
    weighed = {phase: tuple(found) for phase, found in by_phase.items()}
    last = weighed[max(weighed)] if weighed else ()

    def wanted(bot: Judge, view: GameView, card: str) -> bool | None:
        answer = None
        for card_id, wants in weighed.get(view.phase, last):
            now = wants(bot, view)
            if card_id == card:
                answer = now
        return answer

    return wanted


def survival_judgement(cards: Iterable[Card]) -> dict[str, Any]:
    """The Survival tables of a :class:`Judgement` for a rule set that adds cards
    to the base game's (a test or plug-in: the base pack's hook already weighs
    the base cards): each card's ``bot_wants`` asked in its own phase, and
    the cards with a ``bot_keep_value`` kept first."""
    cards = tuple(cards)
    return {
        "survival_wanted": {c.id: _in_its_phase(c.phase, c.bot_wants)
                            for c in cards if c.bot_wants is not None},
        "keep_first": keep_first(cards),
    }


def _in_its_phase(phase: int, wants: SurvivalWanted) -> SurvivalWanted:
    def wanted(bot: Judge, view: GameView) -> bool | None:
        return wants(bot, view) if view.phase == phase else None

    return wanted


#: Whether a Hunted plays a base Survival card now (:func:`survival_timing`).
survival_by_phase = survival_timing(BASE.survival_cards.values())


#: What a Survival card in hand is worth to a Hunted (``Card.bot_keep_value``).
SURVIVAL_VALUE: dict[str, float] = {
    c.id: c.bot_keep_value for c in BASE.survival_cards.values() if c.bot_keep_value is not None
}
#: The Survival cards a Hunted keeps first (a shelter keeps one), best first.
KEEP_FIRST = keep_first(BASE.survival_cards.values())
#: Any other Survival card.
SURVIVAL_DEFAULT = 0.8


def survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (:data:`SURVIVAL_VALUE`)."""
    return SURVIVAL_VALUE.get(card, SURVIVAL_DEFAULT)


def conflict_order(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """The Creature's answer when a Hunted claims a window where cards may
    conflict (R11): it plays first when it holds a card it wants to play now in
    this window, else it lets the Hunted play first."""
    verb = Verb.OPEN_HAND if bot._creature_card_wanted(view) else Verb.PASS
    return next((o for o in options if o.verb is verb), None)


PACK = Judgement(
    answers={Kind.CONFLICT_ORDER: conflict_order},
    hunt_priority=HUNT_PRIORITY,
    window_plays=WINDOW_PLAYS,
    creature_wants=CREATURE_WANTS,
    denying_cards=DENYING,
    survival_by_phase=survival_by_phase,
    keep_first=KEEP_FIRST,
    known_cards=frozenset(BASE.hunt_cards) | frozenset(BASE.survival_cards),
)


# ------------------------------------------------------------------ hints
# Why the standard bot answers the base game's own decisions as it does (its
# answers are in :mod:`..standard`): each reason reads the values the answer
# weighed, from the same view.


def _conflict_reason(bot: Judge, view: GameView, option: Option,
                     options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.OPEN_HAND:
        return msg("hint.conflict.first")
    return msg("hint.conflict.let") if option.verb is Verb.PASS else None


def _cataclysm_reason(bot: Judge, view: GameView, option: Option,
                      options: tuple[Option, ...]) -> Msg | None:
    """The place whose power is lost to the Hunted standing on it: their number
    times what it is worth (a place under a token is lost anyway)."""
    tokened = {p for _, where in view.tokens for p in where}

    def here(p: int) -> int:
        return sum(1 for hv in view.hunted for q in hv.positions if q == p)

    def score(o: Option) -> float:
        return 0.0 if o.place in tokened else here(o.place) * bot.place_value(o.place)

    if score(option) <= 0:
        return msg(CLOSE) if max(score(o) for o in options) <= 0.15 else None
    return ranked(score, option, options,
                  msg("hint.cataclysm", place=place_ref(option.place), n=here(option.place)),
                  noise=0.15)


def _detour_reason(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """A Hunted moved where a token hurts more than where they stood, or off
    one of the strongest places."""
    hv = by_seat(view).get(option.seat)
    if hv is None or option.n >= len(hv.positions):
        return None
    src = hv.positions[option.n]
    seat = SEATS[option.seat]
    if bot.threat(view, option.place) > bot.threat(view, src):
        return msg("hint.detour.into", seat=seat, place=place_ref(option.place))
    if bot.strong(src):
        return msg("hint.detour.off", seat=seat, place=place_ref(src))
    return msg(CLOSE)


def _force_field_reason(bot: Judge, view: GameView, option: Option,
                        options: tuple[Option, ...]) -> Msg | None:
    """Force Field's two places, where the discard piles say most Hunted may be."""
    hidden = [hv for hv in view.hunted if not hv.revealed]
    may = sum(1 for hv in hidden if candidates(hv) & set(option.places))
    if not may:
        return None
    return msg("hint.token", places=places(option.places), n=may, total=len(hidden))


def _scream_reason(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    me = own(view)
    if option.verb is Verb.LOSE_WILL:
        return msg("hint.scream.will", will=me.will, hand=me.hand_size)
    return cheapest_cards(bot, view, option, tuple(o for o in options
                                                    if o.verb is Verb.DISCARD))


def _hide_reason(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    """Phobia: the cards hidden from the Creature are the dearest (noise 1.0)."""
    return dearest_cards(bot, view, option, options, noise=1.0)


def _keep_reason(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    """Ascendancy: the two Place cards kept are the dearest."""
    return dearest_cards(bot, view, option, options)


def _shelter_reason(bot: Judge, view: GameView, option: Option,
                    options: tuple[Option, ...]) -> Msg | None:
    if option.card in KEEP_FIRST:
        return msg("hint.shelter_keep", card=card_ref(option.card))
    return msg("hint.shelter_keep.any")


def _move_away_reason(bot: Judge, view: GameView, option: Option,
                      options: tuple[Option, ...]) -> Msg | None:
    """Wrong Track, Hologram: the token goes where fewest figures stand."""
    figures: dict[int, int] = {}
    for hv in view.hunted:
        for p in hv.positions:
            figures[p] = figures.get(p, 0) + 1
    n = figures.get(option.place, 0)
    return ranked(lambda o: figures.get(o.place, 0), option, options,
                  msg("hint.move.fewest", place=place_ref(option.place), n=n),
                  least=True, noise=0.1)


def _random_reason(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """Toxin: the bot weighs nothing and picks at random."""
    return msg("hint.random")


def _double_back_reason(bot: Judge, view: GameView, option: Option,
                        options: tuple[Option, ...]) -> Msg | None:
    return ranked(lambda o: bot.card_value(o.place), option, options,
                  msg("hint.take_back", place=place_ref(option.place))) if option.place else None


def _order_reason(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...]) -> Msg | None:
    """The Artefact's two places: the more valuable resolved first."""
    if not option.place:
        return None
    return ranked(lambda o: bot.place_value(o.place), option, options,
                  msg("hint.order.first", place=place_ref(option.place)), noise=0.0)


#: The hints' reasons for the base game's decisions (the kinds :mod:`..hints`
#: does not word itself), by kind.
REASONS: dict[str, Reason] = {
    Kind.CONFLICT_ORDER: _conflict_reason,
    Kind.CATACLYSM: _cataclysm_reason,
    Kind.DETOUR: _detour_reason,
    Kind.FORCE_FIELD: _force_field_reason,
    Kind.SCREAM: _scream_reason,
    Kind.PHOBIA_HIDE: _hide_reason,
    Kind.ASCENDANCY_DISCARD: _keep_reason,
    Kind.SHELTER_KEEP: _shelter_reason,
    Kind.WRONG_TRACK: _move_away_reason,
    Kind.HOLOGRAM: _move_away_reason,
    Kind.TOXIN: _random_reason,
    Kind.DOUBLE_BACK: _double_back_reason,
    Kind.ARTEFACT_ORDER: _order_reason,
}

__all__ = ["CREATURE_WANTS", "DENYING", "HUNT_PRIORITY", "KEEP_FIRST", "PACK", "REASONS",
           "SURVIVAL_DEFAULT",
           "SURVIVAL_VALUE", "WINDOW_PLAYS", "conflict_order", "hunt_judgement", "keep_first", "survival_by_phase",
           "survival_judgement", "survival_timing", "survival_value"]
