"""Random playouts over every player count and both board sides.

Every decision is answered uniformly at random among its legal options. After
every action: the engine's invariants hold (card conservation, Will and
counters in range), and no view or log line shows a seat another seat's
secrets. Over all games every card is exercised at least once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from notalone_tui.engine import (
    BASE,
    Action,
    Game,
    GameConfig,
    IllegalAction,
    Option,
    Verb,
)
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import copy_state

from .secrecy import all_leaks

HUNT_CARDS, PLACES, SURVIVAL_CARDS = BASE.hunt_cards, BASE.places, BASE.survival_cards

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES_PER_COUNT = 50  # x 6 player counts = 300 games
MAX_ACTIONS = 5000


@dataclass
class Results:
    games: int = 0
    actions: int = 0
    finished: int = 0
    problems: list[str] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    illegal_checked: int = 0
    sides: set[int] = field(default_factory=set)
    counts: set[int] = field(default_factory=set)
    winners: set[str] = field(default_factory=set)


def _illegal_probe(game: Game, rng: random.Random) -> Action:
    """An action that is certainly not legal now."""
    decision = rng.choice(game.pending)
    choice = rng.randrange(3)
    if choice == 0:
        others = [s for s in range(game.state.config.players)
                  if game.decision_for(s) is None]
        if others:
            return Action(rng.choice(others), decision.options[0])
    if choice == 1:
        return Action(decision.seat, Option(Verb.PLAY, card="hunt-no-such-card"))
    return Action(decision.seat, Option(Verb.TOKEN, card="creature", places=(1, 10)))


def play(players: int, seed: int, results: Results) -> None:
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                        board_side=1 + (seed // players) % 2)
    results.sides.add(config.board_side)
    results.counts.add(players)
    game = Game.new(config, seed=seed)
    rng = random.Random(seed * 7919 + players)
    problems = results.problems
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        if n % 37 == 5:
            before = copy_state(game.state, keep_log=True)
            with pytest.raises(IllegalAction):
                game.apply(_illegal_probe(game, rng))
            if game.state != before:
                problems.append(f"{players}p seed {seed}: an illegal action changed the state")
            results.illegal_checked += 1
        decision = rng.choice(game.pending)
        mark = len(game.state.log)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        results.actions += 1
        for p in check_invariants(game.state):
            problems.append(f"{players}p seed {seed} action {n}: {p}")
        for p in all_leaks(game, mark):
            problems.append(f"{players}p seed {seed} action {n}: {p}")
        if len(problems) > 20:
            break
    results.games += 1
    if game.is_over:
        results.finished += 1
        results.winners.add(game.state.winner or "")
    else:
        problems.append(f"{players}p seed {seed}: not over after {MAX_ACTIONS} actions")
    results.used |= set(game.state.stats)


@pytest.fixture(scope="module")
def playouts() -> Results:
    results = Results()
    for players in range(2, 8):
        for seed in range(GAMES_PER_COUNT):
            play(players, seed, results)
            if len(results.problems) > 20:
                return results
    return results


def test_at_least_300_games_over_every_count_and_side(playouts: Results) -> None:
    assert playouts.games >= 300
    assert playouts.counts == {2, 3, 4, 5, 6, 7}
    assert playouts.sides == {1, 2}


def test_every_game_ends_with_a_winner(playouts: Results) -> None:
    assert playouts.finished == playouts.games
    assert playouts.winners == {"creature", "hunted"}


def test_invariants_and_secrecy_hold_after_every_action(playouts: Results) -> None:
    assert playouts.problems == []
    assert playouts.actions > 20_000


def test_illegal_actions_leave_the_state_unchanged(playouts: Results) -> None:
    assert playouts.illegal_checked > 300


def test_every_card_was_exercised(playouts: Results) -> None:
    every = set(HUNT_CARDS) | set(SURVIVAL_CARDS) | {p.id for p in PLACES.values()}
    assert len(every) == 45
    assert every - playouts.used == set()
