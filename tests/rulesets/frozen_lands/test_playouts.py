"""300 random Frozen Lands playouts: 4-7 players, both board sides, with and
without the sheets and the Marker cards. Every decision is answered uniformly
at random. After every action the invariants hold (14 tokens = reserve + held,
every card conserved) and, in half of the games, no view or log line shows
a secret or a token face;
illegal probes leave the state unchanged; every game ends and replays exactly;
over all games every Frozen Lands place, card and both team answers were used."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import copy_state
from notalone_tui.engine.registry import get
from notalone_tui.engine.rulesets.frozen_lands import hunt_cards, survival_cards
from tests.engine.secrecy import all_leaks

from .helpers import FL

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES_PER_COUNT = 75  # x 4 player counts = 300 games
MAX_ACTIONS = 5000


@dataclass
class Results:
    games: int = 0
    finished: int = 0
    actions: int = 0
    illegal_checked: int = 0
    problems: list[str] = field(default_factory=list)
    stats: Counter[str] = field(default_factory=Counter)
    sides: set[tuple[int, int]] = field(default_factory=set)
    winners: Counter[str] = field(default_factory=Counter)


def _illegal_probe(game: Game, rng: random.Random) -> Action:
    """An action that is certainly not legal now."""
    decision = rng.choice(game.pending)
    choice = rng.randrange(3)
    if choice == 0:
        others = [s for s in range(game.state.config.players) if game.decision_for(s) is None]
        if others:
            return Action(rng.choice(others), decision.options[0])
    if choice == 1:
        return Action(decision.seat, Option(Verb.DISCARD, card="no-such-token"))
    return Action(decision.seat, Option(Verb.CHOOSE, card="hold", seat=decision.seat + 99))


def play(players: int, seed: int, results: Results) -> None:
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                        board_side=1 + (seed // 4) % 2, ruleset=FL, sheets=seed % 3 == 0,
                        remove_marker_cards=seed % 5 == 1)
    results.sides.add((players, config.board_side))
    game = Game.new(config, seed=seed)
    rng = random.Random(seed * 7919 + players)
    problems: list[str] = []
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        if n % 41 == 7:
            before = copy_state(game.state, keep_log=True)
            with pytest.raises(IllegalAction):
                game.apply(_illegal_probe(game, rng))
            if game.state != before:
                problems.append("an illegal action changed the state")
            results.illegal_checked += 1
        decision = rng.choice(game.pending)
        since = len(game.state.log)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        results.actions += 1
        problems += check_invariants(game.state)
        if seed % 2 == 0:  # every seat's view and log, in half of the games
            problems += all_leaks(game, since)
        if problems:
            break
    results.games += 1
    if not game.is_over and not problems:
        problems.append(f"not over after {MAX_ACTIONS} actions")
    results.problems += [f"{players}p seed {seed}: {p}" for p in problems]
    results.finished += game.is_over
    results.winners[str(game.state.winner)] += 1
    results.stats.update(game.state.stats)
    results.stats["fl_advance"] += game.is_over and game.state.left("rescue") == 0 and any(
        e.kind == "fl_team" for e in game.state.log[-40:])
    if seed % 10 == 0 and Game.replay(config, seed, game.actions).state != game.state:
        results.problems.append(f"{players}p seed {seed}: the replay differs")


@pytest.fixture(scope="module")
def playouts() -> Results:
    results = Results()
    for players in range(4, 8):
        for seed in range(GAMES_PER_COUNT):
            play(players, seed, results)
            if len(results.problems) > 20:
                return results
    return results


def test_invariants_secrecy_and_replay_hold(playouts: Results) -> None:
    assert playouts.problems == []
    assert playouts.actions > 30_000


def test_300_games_end_over_every_count_and_side(playouts: Results) -> None:
    assert playouts.games == playouts.finished == 300
    assert playouts.sides == {(p, s) for p in range(4, 8) for s in (1, 2)}
    assert set(playouts.winners) == {"creature", "hunted"}


def test_illegal_actions_leave_the_state_unchanged(playouts: Results) -> None:
    assert playouts.illegal_checked > 300


def test_every_frozen_lands_place_card_and_token_move_was_exercised(playouts: Results) -> None:
    every = {place.id for place in get(FL).places.values()}
    every |= set(hunt_cards.CARDS) | set(survival_cards.CARDS)
    assert [c for c in sorted(every) if not playouts.stats[c]] == []
    assert playouts.stats["contamination_taken"] and playouts.stats["contamination_discarded"]


def test_both_team_answers_were_given(playouts: Results) -> None:
    assert playouts.stats["fl_hold"] and playouts.stats["fl_advance"]
