"""One extra Survival card, defined whole in this one module: the point of
``docs/rulesets.md`` "What each change touches" for a Survival card (a card is
one record: printed facts, behaviour and what the bots need of it).

**Mirror Flash** (Phase 4): the Rescue counter moves 1 space. The standard
bot plays it whenever it may (``bot_wants``) and keeps it first
(``bot_keep_value``). ``test-mirror`` is the base game with Mirror Flash added
to the Survival deck; its bots' pack is read from the card itself by the base
pack's :func:`survival_judgement`.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pytest

from notalone_tui.bots.judgement import Judgement
from notalone_tui.bots.packs.base import survival_judgement
from notalone_tui.engine import BASE, Card, RuleSet
from notalone_tui.engine.messages import CardRef
from tests.rulesets.registering import register_rule_set

if TYPE_CHECKING:
    from notalone_tui.engine import Game, GameView

RULESET_ID = "test-mirror"
CARD_ID = "survival-test-mirror"


def mirror_effect(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.move_track("rescue", 1, CardRef(CARD_ID))


def mirror_wanted(bot: object, view: GameView) -> bool:
    """Always, in its phase (its pack, built by :func:`survival_judgement`, asks it
    in Phase 4 only)."""
    return True


MIRROR = Card(
    CARD_ID,
    "survival",
    "Mirror Flash",
    4,
    "Move the Rescue counter 1 space.",
    effect=mirror_effect,
    bot_wants=mirror_wanted,
    bot_keep_value=2.2,
)


def build() -> RuleSet:
    """The base game with Mirror Flash in the Survival deck."""
    return dataclasses.replace(
        BASE,
        id=RULESET_ID,
        name="Not Alone with Mirror Flash (test)",
        survival_cards={**BASE.survival_cards, CARD_ID: MIRROR},
        packs=(*BASE.packs, RULESET_ID),
    )


#: The rule set's bots' pack, read from its one card.
BOT_PACK = Judgement(**survival_judgement([MIRROR]), known_cards=frozenset({CARD_ID}))


def register(mp: pytest.MonkeyPatch) -> str:
    """Make ``test-mirror`` selectable, with its bots' pack, until ``mp`` is undone."""
    return register_rule_set(mp, RULESET_ID, build, BOT_PACK)
