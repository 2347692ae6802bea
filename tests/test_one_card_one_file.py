"""A new card is one record in one module (a Hunt card:
``tests/rulesets/howl.py``; a Survival card: ``tests/rulesets/mirror.py``): its
printed facts, its behaviour and its bot value. The engine deals and plays it,
and the standard bot plays it, reading its value from the card."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from notalone_tui.bots import make_bot
from notalone_tui.bots.packs.base import (
    CREATURE_WANTS,
    DENYING,
    HUNT_PRIORITY,
    KEEP_FIRST,
    PACK,
    SURVIVAL_VALUE,
    WINDOW_PLAYS,
    keep_first,
)
from notalone_tui.engine import BASE, Action, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from tests.rulesets import howl, mirror

NAMES = ("Ada", "Ben", "Cyd", "Dee")
MAX_ACTIONS = 5000
#: Standard-bot games of the Mirror Flash test (a Survival card is drawn less often
#: than a Hunt card: 3 of these play it).
STANDARD_GAMES = 20


@pytest.fixture(scope="module")
def ruleset_id() -> Iterator[str]:
    with pytest.MonkeyPatch.context() as mp:
        yield howl.register(mp)


@pytest.fixture(scope="module")
def mirror_id() -> Iterator[str]:
    with pytest.MonkeyPatch.context() as mp:
        yield mirror.register(mp)


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


def test_the_base_packs_survival_tables_come_from_the_cards() -> None:
    cards = BASE.survival_cards.values()
    assert all(c.bot_wants is not None for c in cards)
    kept = {c.id: c.bot_keep_value for c in cards if c.bot_keep_value is not None}
    assert kept == SURVIVAL_VALUE
    assert keep_first(cards) == KEEP_FIRST
    assert PACK.survival_by_phase is not None and not PACK.survival_wanted


def random_plays(ruleset: str, card: str, games: int) -> int:
    """How often ``card`` is played in ``games`` random games (invariants held)."""
    played = 0
    for index in range(games):
        game = Game.new(config_for(index, ruleset), seed=index)
        rng = random.Random(index)
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = rng.choice(game.pending)
            game.apply(Action(decision.seat, rng.choice(decision.options)))
            assert check_invariants(game.state) == []
        assert game.is_over
        played += game.state.stats.get(card, 0)
    return played


def standard_plays(ruleset: str, card: str, games: int, windows: list[Option] | None = None) -> int:
    """How often ``card`` is played in ``games`` games of standard bots; a Hunted's
    answers to Phase 4 card windows while holding it go in ``windows``."""
    played = 0
    for index in range(games):
        config = config_for(index, ruleset)
        game = Game.new(config, seed=100 + index)
        bots = {s: make_bot("standard", 1000 * index + s) for s in range(config.players)}
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = game.pending[0]
            chosen = bots[decision.seat].choose(game.view(decision.seat))
            hunted = game.state.hunted.get(decision.seat)
            if (windows is not None and hunted is not None and card in hunted.survival
                    and decision.kind == Kind.CARD_WINDOW and game.state.turn.phase == 4):
                windows.append(chosen)
            game.apply(Action(decision.seat, chosen))
        assert game.is_over
        played += game.state.stats.get(card, 0)
    return played


def test_random_games_deal_and_play_the_new_card(ruleset_id: str) -> None:
    assert random_plays(ruleset_id, howl.CARD_ID, 30) >= 1


def test_the_standard_bot_plays_the_new_card(ruleset_id: str) -> None:
    """Valued 5.0 by its own record, the Creature bot plays it whenever it can."""
    assert standard_plays(ruleset_id, howl.CARD_ID, 6) >= 3


def test_the_new_survival_cards_pack_comes_from_the_card() -> None:
    assert set(mirror.BOT_PACK.survival_wanted) == {mirror.CARD_ID}
    assert mirror.BOT_PACK.keep_first == (mirror.CARD_ID,)


def test_random_games_deal_and_play_the_new_survival_card(mirror_id: str) -> None:
    assert random_plays(mirror_id, mirror.CARD_ID, 30) >= 1


def test_the_standard_bot_plays_the_new_survival_card(mirror_id: str) -> None:
    """Wanted in Phase 4 by its own record, a Hunted bot holding it opens its
    hand in every Phase 4 card window, and plays it."""
    windows: list[Option] = []
    assert standard_plays(mirror_id, mirror.CARD_ID, STANDARD_GAMES, windows) >= 3
    assert windows and all(o.verb is Verb.OPEN_HAND for o in windows)
