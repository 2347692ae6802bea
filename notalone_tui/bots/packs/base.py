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

from ..judgement import CardWanted, HuntWanted, Judge, Judgement, SurvivalWanted


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

__all__ = ["CREATURE_WANTS", "DENYING", "HUNT_PRIORITY", "KEEP_FIRST", "PACK", "SURVIVAL_DEFAULT",
           "SURVIVAL_VALUE", "WINDOW_PLAYS", "conflict_order", "hunt_judgement", "keep_first", "survival_by_phase",
           "survival_judgement", "survival_timing", "survival_value"]
