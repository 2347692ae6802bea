"""Random Frozen Lands playouts: 4-7 players, both board sides, with and without
the sheets. After every action the invariants hold (14 tokens = reserve + held)
and, in the first games, no view or log line shows a secret or a token face;
every game ends, every place's power is used, and each replays exactly."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.registry import get
from tests.engine.secrecy import all_leaks

from .helpers import FL

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES = 32
LEAK_GAMES = 6
MAX_ACTIONS = 5000


@dataclass
class Results:
    finished: int = 0
    problems: list[str] = field(default_factory=list)
    stats: Counter[str] = field(default_factory=Counter)
    sides: set[tuple[int, int]] = field(default_factory=set)
    winners: Counter[str] = field(default_factory=Counter)


def play(seed: int, results: Results) -> None:
    players = 4 + seed % 4
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                        board_side=1 + (seed // 4) % 2, ruleset=FL, sheets=seed % 3 == 0)
    results.sides.add((players, config.board_side))
    game = Game.new(config, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        decision = rng.choice(game.pending)
        since = len(game.state.log)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        problems = check_invariants(game.state)
        if seed < LEAK_GAMES:
            problems += all_leaks(game, since)
        if problems:
            results.problems += [f"{players}p seed {seed}: {p}" for p in problems]
            return
    results.finished += game.is_over
    results.winners[str(game.state.winner)] += 1
    results.stats.update(game.state.stats)
    if Game.replay(config, seed, game.actions).state != game.state:
        results.problems.append(f"seed {seed}: the replay differs")


@pytest.fixture(scope="module")
def playouts() -> Results:
    results = Results()
    for seed in range(GAMES):
        play(seed, results)
    return results


def test_invariants_secrecy_and_replay_hold(playouts: Results) -> None:
    assert playouts.problems == []


def test_every_game_ends_over_every_count_and_side(playouts: Results) -> None:
    assert playouts.finished == GAMES
    assert playouts.sides == {(p, s) for p in range(4, 8) for s in (1, 2)}


def test_every_place_power_and_token_move_happened(playouts: Results) -> None:
    used = {place.id for place in get(FL).places.values()}
    assert [p for p in sorted(used) if not playouts.stats[p]] == []
    assert playouts.stats["contamination_taken"] and playouts.stats["contamination_discarded"]
