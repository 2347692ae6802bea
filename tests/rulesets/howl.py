"""One extra Hunt card, defined whole in this one module: the point of
``docs/rulesets.md`` "Adding a card" (a card is one record: printed facts,
behaviour and what the bots need of it).

**Howl** (Phase 2): the Hunted with the most Will (the first of them in seat
order) loses 1 Will. The standard bot always plays it (``bot_priority`` 5.0).
``test-howl`` is the base game with Howl added to the Hunt deck; its bots' pack
is read from the card itself by the base pack's :func:`hunt_judgement`.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pytest

from notalone_tui.bots.judgement import Judgement
from notalone_tui.bots.packs.base import hunt_judgement
from notalone_tui.engine import BASE, Card, RuleSet
from notalone_tui.engine.messages import CardRef
from tests.rulesets.registering import register_rule_set

if TYPE_CHECKING:
    from notalone_tui.engine import Game

RULESET_ID = "test-howl"
CARD_ID = "hunt-test-howl"


def howl_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    """Only while some Hunted has Will to lose."""
    return any(h.will > 0 for h in game.state.hunted.values())


def howl_effect(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    hunted = game.state.hunted
    loudest = max(game.hunted_order, key=lambda s: hunted[s].will)
    game.lose_will(loudest, 1, CardRef(CARD_ID))


HOWL = Card(
    CARD_ID,
    "hunt",
    "Howl",
    2,
    "The Hunted with the most Will loses 1 Will.",
    playable=howl_playable,
    effect=howl_effect,
    bot_priority=5.0,
)


def build() -> RuleSet:
    """The base game with Howl in the Hunt deck."""
    return dataclasses.replace(
        BASE,
        id=RULESET_ID,
        name="Not Alone with Howl (test)",
        hunt_cards={**BASE.hunt_cards, CARD_ID: HOWL},
        packs=(*BASE.packs, RULESET_ID),
    )


#: The rule set's bots' pack, read from its one card.
BOT_PACK = Judgement(**hunt_judgement([HOWL]), known_cards=frozenset({CARD_ID}))


def register(mp: pytest.MonkeyPatch) -> str:
    """Make ``test-howl`` selectable, with its bots' pack, until ``mp`` is undone."""
    return register_rule_set(mp, RULESET_ID, build, BOT_PACK)
