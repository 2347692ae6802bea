"""Random playouts with the character sheets on: 2-7 players, both board sides,
random answers and the standard bot. After every action the invariants hold and
no view or log line leaks a secret; over the games every ability triggers."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest

from notalone_tui.bots import StandardBot, decide
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.sheets import CHARACTERS, CREATURE_ABILITIES
from tests.engine.secrecy import all_leaks

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
RANDOM_GAMES_PER_COUNT = 12
BOT_GAMES_PER_COUNT = 1
MAX_ACTIONS = 5000


@dataclass
class Results:
    games: int = 0
    finished: int = 0
    problems: list[str] = field(default_factory=list)
    triggered: Counter[str] = field(default_factory=Counter)
    sides: set[tuple[int, int]] = field(default_factory=set)


def play(players: int, seed: int, results: Results, bots: bool) -> None:
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                        board_side=1 + seed % 2, sheets=True)
    results.sides.add((players, config.board_side))
    game = Game.new(config, seed=seed)
    rng = random.Random(seed * 31 + players)
    seats = {s: StandardBot(seed * 10 + s) for s in range(players)} if bots else {}
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        decision = rng.choice(game.pending)
        if bots:
            option = decide(seats[decision.seat], game, decision.seat)
        else:
            option = rng.choice(decision.options)
        since = len(game.state.log)
        game.apply(Action(decision.seat, option))
        problems = check_invariants(game.state) + all_leaks(game, since)
        results.problems += [f"{players}p seed {seed}: {p}" for p in problems]
        if results.problems:
            return
    results.games += 1
    results.finished += game.is_over
    results.triggered.update({k: v for k, v in game.state.stats.items()
                              if k in CHARACTERS or k in CREATURE_ABILITIES})
    again = Game.replay(config, seed, game.actions)
    if again.state != game.state:
        results.problems.append(f"{players}p seed {seed}: the replay differs")


@pytest.fixture(scope="module")
def playouts() -> Results:
    results = Results()
    for players in range(2, 8):
        for seed in range(RANDOM_GAMES_PER_COUNT):
            play(players, seed, results, bots=False)
        for seed in range(BOT_GAMES_PER_COUNT):
            play(players, 100 + seed, results, bots=True)
    return results


def test_games_over_every_count_and_side_end_with_a_winner(playouts: Results) -> None:
    assert not playouts.problems
    assert playouts.sides == {(p, s) for p in range(2, 8) for s in (1, 2)}
    assert playouts.finished == playouts.games == 6 * (RANDOM_GAMES_PER_COUNT + BOT_GAMES_PER_COUNT)


def test_invariants_secrecy_and_replay_hold_after_every_action(playouts: Results) -> None:
    assert playouts.problems == []


def test_every_ability_triggered(playouts: Results) -> None:
    never = [a for a in (*CHARACTERS, *CREATURE_ABILITIES) if not playouts.triggered[a]]
    assert never == [], f"never triggered: {never} (counts {dict(playouts.triggered)})"
