"""The standard bot's judgement of the base game's cards.

The base game's places, tokens and decisions are judged by the standard bot
itself, from what the rule set's places and tokens say of themselves (their
``bot_*`` fields) and its answers to the base game's decision kinds. Its cards
say what the bot needs of them too (``Card.bot_priority``, ``bot_window``,
``bot_wants``, ``bot_denies``, ``bot_keep_value``, held with each card in
``engine/rulesets/base/hunt.py`` and ``survival.py``): this pack turns them into
the :class:`Judgement`'s tables (:func:`hunt_judgement`, :func:`keep_first`, so
no table lists a card by id) and adds when a Hunted plays a base Survival card
(:func:`survival_by_phase`). :data:`SURVIVAL_VALUE` (:func:`survival_value`) is
read by the sheets' Kenji and the expansions too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from notalone_tui.engine import BASE, Card, GameView

from ..judgement import HuntWanted, Judge, Judgement
from ..knowledge import own


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

def survival_by_phase(bot: Judge, view: GameView, card: str) -> bool | None:
    """Whether a Hunted plays a base Survival card now (``None``: not a card
    of this phase the bot knows). Each phase's cards are weighed together, as
    one table of this moment's answers (its draws made whichever card is asked
    about, so that the bot's random stream runs the same whatever it holds)."""
    me = own(view)
    hunt = set(view.creature_places)
    artemia = bot.harmed(view) - hunt
    on = set(me.positions) or set(me.played or ())
    phase = view.phase
    if phase == 1:
        return {
            "survival-adrenaline": me.will < 3,
            "survival-sixth-sense": len(me.discard or ()) >= 2 and me.hand_size <= 3,
            "survival-strike-back": view.creature.hand_size >= 2,
            "survival-sacrifice": me.hand_size >= 4,
            "survival-ingenuity": not view.marker_on_beach and bot.rng.random() < 0.3,
            "survival-smokescreen": bot.rng.random() < 0.2,
        }.get(card)
    if phase == 2:
        return bool(on & (hunt | artemia)) if card == "survival-vortex" else None
    if phase == 3:
        return {
            "survival-dodge": bool(on & hunt),
            "survival-wrong-track": bool(on & hunt),
            "survival-detector": bool(on & artemia) and not on & hunt,
            "survival-hologram": bool(on & artemia) and not on & hunt,
            "survival-drone": True,
            "survival-gate": True,
        }.get(card)
    return {
        "survival-amplifier": view.marker_on_beach,
        "survival-double-back": True,
    }.get(card)


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


PACK = Judgement(
    hunt_priority=HUNT_PRIORITY,
    window_plays=WINDOW_PLAYS,
    creature_wants=CREATURE_WANTS,
    denying_cards=DENYING,
    survival_by_phase=survival_by_phase,
    keep_first=KEEP_FIRST,
    known_cards=frozenset(BASE.hunt_cards) | frozenset(BASE.survival_cards),
)

__all__ = ["CREATURE_WANTS", "DENYING", "HUNT_PRIORITY", "KEEP_FIRST", "PACK", "WINDOW_PLAYS", "SURVIVAL_DEFAULT", "SURVIVAL_VALUE", "survival_by_phase",
           "hunt_judgement", "keep_first", "survival_value"]
