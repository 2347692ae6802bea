"""A new Hunt card is one record in one module (``tests/rulesets/howl.py``):
its printed facts, its behaviour and its bot value. The engine deals and plays
it, and the standard bot plays it, reading its value from the card."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from notalone_tui.bots import make_bot
from notalone_tui.bots.packs.base import CREATURE_WANTS, DENYING, HUNT_PRIORITY, WINDOW_PLAYS
from notalone_tui.engine import BASE, Action, Game, GameConfig
from notalone_tui.engine.invariants import check_invariants
from tests.rulesets import howl

NAMES = ("Ada", "Ben", "Cyd", "Dee")
MAX_ACTIONS = 5000


@pytest.fixture(scope="module")
def ruleset_id() -> Iterator[str]:
    with pytest.MonkeyPatch.context() as mp:
        yield howl.register(mp)


def config_for(index: int, ruleset: str) -> GameConfig:
    players = 2 + index % 3
    return GameConfig(names=NAMES[:players], creature_seat=index % players,
                      board_side=1 + index % 2, ruleset=ruleset)


def test_the_base_packs_tables_come_from_the_cards() -> None:
    cards = BASE.hunt_cards.values()
    assert {c.id: c.bot_priority for c in cards} == HUNT_PRIORITY
    assert set(WINDOW_PLAYS) == {c.id for c in cards if c.bot_window}
    assert set(CREATURE_WANTS) == {c.id for c in cards if c.bot_wants}
    assert {c.id for c in cards if c.bot_denies} == DENYING


def test_random_games_deal_and_play_the_new_card(ruleset_id: str) -> None:
    played = 0
    for index in range(30):
        game = Game.new(config_for(index, ruleset_id), seed=index)
        rng = random.Random(index)
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = rng.choice(game.pending)
            game.apply(Action(decision.seat, rng.choice(decision.options)))
            assert check_invariants(game.state) == []
        assert game.is_over
        played += game.state.stats.get(howl.CARD_ID, 0)
    assert played >= 1


def test_the_standard_bot_plays_the_new_card(ruleset_id: str) -> None:
    """Valued 5.0 by its own record, the Creature bot plays it whenever it can."""
    played = 0
    for index in range(6):
        config = config_for(index, ruleset_id)
        game = Game.new(config, seed=100 + index)
        bots = {s: make_bot("standard", 1000 * index + s) for s in range(config.players)}
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = game.pending[0]
            game.apply(Action(decision.seat, bots[decision.seat].choose(game.view(decision.seat))))
        assert game.is_over
        played += game.state.stats.get(howl.CARD_ID, 0)
    assert played >= 3
