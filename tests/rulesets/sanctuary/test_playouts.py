"""300 random Sanctuary playouts per mode (the full expansion and the light
variant), 50 for each count of 2-7 players, every seat a random bot deciding
from its own view. After every action the invariants hold (the engine's, the
base game's and Sanctuary's: DNA, Survivors, Evolutions, Avatars, Defense, the
token); in 18 games per mode, after every action, no view, ``rules_view`` or
log line shows another seat's secret (Sanctuary's secret cards included).
Every game ends, some replay exactly, and over each mode's games every
Sanctuary decision was met.

The random bots pick among all legal options, Sanctuary's cards, Survivors,
Avatars and Evolutions included, so their effects run here too; the coverage test
(``test_coverage.py``) checks that each of them was exercised."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from notalone_tui.bots import make_bot
from notalone_tui.bots.base import decide
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.sanctuary import phase5, setup
from notalone_tui.engine.rulesets.sanctuary.state import board
from tests.engine.secrecy import all_leaks

from .setups import NAMES

GAMES = 300  # per mode, 50 per player count
MAX_ACTIONS = 4000
MODES = ("full", "light")
#: The games whose every action is checked for leaks (every seat's view and the
#: new log lines as each reads them): seeds 0, 17 and 34 of each player count,
#: 18 games per mode. (Checking them all would take minutes.)
LEAK_EVERY = 17


@dataclass
class Results:
    games: int = 0
    finished: int = 0
    actions: int = 0
    leak_checked: int = 0
    problems: list[str] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    winners: Counter[str] = field(default_factory=Counter)
    counts: set[int] = field(default_factory=set)
    developed: Counter[str] = field(default_factory=Counter)


def play(mode: str, players: int, seed: int, results: Results) -> None:
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players, sanctuary=mode)
    game = Game.new(config, seed=seed)
    bots = {s: make_bot("random", seed * 10 + s) for s in range(players)}
    check_leaks = seed % LEAK_EVERY == 0
    problems: list[str] = check_invariants(game.state)
    for _ in range(MAX_ACTIONS):
        if game.is_over or problems:
            break
        seat = game.pending[0].seat
        results.kinds[game.pending[0].kind] += 1
        since = len(game.state.log)
        game.apply(Action(seat, decide(bots[seat], game, seat)))
        results.actions += 1
        problems += check_invariants(game.state)
        if check_leaks:
            problems += all_leaks(game, since)
            results.leak_checked += 1
    if not game.is_over and not problems:
        problems.append(f"not over after {MAX_ACTIONS} actions")
    results.games += 1
    results.finished += game.is_over
    results.counts.add(players)
    results.winners[str(game.state.winner)] += 1
    results.developed.update(board(game.state).developed_ids())
    results.problems += [f"{mode} {players}p seed {seed}: {p}" for p in problems]
    if seed % 25 == 0 and Game.replay(config, seed, game.actions).state != game.state:
        results.problems.append(f"{mode} {players}p seed {seed}: the replay differs")


@pytest.fixture(scope="module", params=MODES)
def playouts(request: pytest.FixtureRequest) -> tuple[str, Results]:
    mode: str = request.param
    results = Results()
    per_count = GAMES // 6
    for players in range(2, 8):
        for seed in range(per_count):
            play(mode, players, seed, results)
            if len(results.problems) > 20:
                return mode, results
    return mode, results


def test_invariants_and_secrecy_hold_after_every_action(playouts: tuple[str, Results]) -> None:
    mode, results = playouts
    assert results.problems == []
    assert results.actions > 20_000
    assert results.leak_checked > 2_500


def test_every_game_ends_with_both_sides_winning_some(playouts: tuple[str, Results]) -> None:
    mode, results = playouts
    assert results.games == results.finished == GAMES
    assert results.counts == set(range(2, 8))
    assert set(results.winners) == {"creature", "hunted"}


def test_every_sanctuary_decision_was_met(playouts: tuple[str, Results]) -> None:
    mode, results = playouts
    if mode == "full":
        kinds = {setup.SETUP_DRAW, setup.AVATAR_KEEP, phase5.CHOOSE, phase5.EVOLVE_LOOP,
                 phase5.NEST}
        assert [k for k in sorted(kinds) if not results.kinds[k]] == []
        assert len(results.developed) > 10  # Evolutions got developed, of many kinds
    else:
        assert results.kinds[setup.VARIANT_PICK] == GAMES
        assert sum(results.developed.values()) == GAMES
