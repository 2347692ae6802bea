"""The analysis itself: reproducible, its swings real actions of the record,
its estimates honest about what they are."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from notalone_tui.analysis import Analysis, Cancelled, NotFinished, analyse, estimate
from notalone_tui.analysis.estimate import FINAL, SEAT, Estimate, wilson
from notalone_tui.analysis.run import SWINGS, biggest_swings, budget_for
from notalone_tui.analysis.words import option_words, swing_words
from notalone_tui.engine import CREATURE
from notalone_tui.engine.knowledge import copy_state
from notalone_tui.i18n.current import use
from notalone_tui.records import GameRecord, RecordError

from .conftest import RECORD


def test_the_same_seed_and_budget_give_the_same_analysis(record: GameRecord,
                                                         analysed: Analysis) -> None:
    assert analyse(record, seed=5, playouts=2, jobs=1) == analysed


def test_another_seed_imagines_other_games(record: GameRecord) -> None:
    game = record.replay(upto=10)
    seat = record.actions[10].seat
    assert estimate(game, seat, 6, seed=1) == estimate(game, seat, 6, seed=1)
    guesses = {estimate(game, seat, 6, seed=s).chance for s in range(6)}
    assert len(guesses) > 1


#: Analyses the test record over two worker processes with ``sys.stderr`` a
#: stream whose file descriptor is -1, as inside the app (Textual's capture),
#: and prints what it found.
WORKERS = """
import io, json, sys
from notalone_tui.analysis import analyse
from notalone_tui.records import GameRecord
record = GameRecord.from_json(open(sys.argv[1], "rb").read())
class Captured(io.StringIO):
    def fileno(self):
        return -1
sys.stderr = Captured()
result = analyse(record, seed=5, playouts=2, jobs=2)
print(json.dumps({"chances": [p.estimate.chance for p in result.positions],
                  "after": [p.after and p.after.chance for p in result.positions],
                  "swings": [s.index for s in result.swings]}))
"""


def test_worker_processes_give_the_same_analysis_as_one(analysed: Analysis) -> None:
    # Short chunks over two spawned processes, finishing in any order; and the
    # processes start even where the error stream has no file (the app).
    done = subprocess.run([sys.executable, "-c", WORKERS, str(RECORD)], capture_output=True,
                          text=True, timeout=120, check=True)
    found = json.loads(done.stdout)
    assert found["chances"] == [p.estimate.chance for p in analysed.positions]
    assert found["after"] == [p.after and p.after.chance for p in analysed.positions]
    assert found["swings"] == [s.index for s in analysed.swings]


def test_there_is_an_estimate_at_every_position_and_the_last_is_the_result(
        record: GameRecord, analysed: Analysis) -> None:
    positions = analysed.positions
    assert [p.index for p in positions] == list(range(len(record.actions) + 1))
    final = positions[-1].estimate
    assert final.basis == FINAL
    assert final.chance == (1.0 if record.replay().state.winner == CREATURE else 0.0)
    for k, position in enumerate(positions[:-1]):
        # Judged from the knowledge of the seat that acts next.
        assert position.estimate.seat == record.actions[k].seat
        assert position.estimate.basis == SEAT
        assert position.estimate.playouts == 2
        assert position.estimate.low <= position.estimate.chance <= position.estimate.high
        # The acting seat's own estimate after a real choice, none after a forced one.
        assert (position.after is not None) == (position.options > 1)
        if position.after is not None and position.after.basis != FINAL:
            assert position.after.seat == record.actions[k].seat


def test_swings_name_real_actions_of_the_record(record: GameRecord,
                                                analysed: Analysis) -> None:
    use("en")
    assert 1 <= len(analysed.swings) <= SWINGS
    for swing in analysed.swings:
        recorded = record.actions[swing.index]
        assert swing.seat == recorded.seat
        assert swing.action == recorded.option.to_option()
        assert swing.turn == analysed.positions[swing.index].turn
        # The expert's alternative is one of the options that seat had there.
        game = record.replay(upto=swing.index)
        options = next(d.options for d in game.state.pending if d.seat == swing.seat)
        assert swing.expert in options and len(options) > 1
        # The words name the player and the record's action, as the game words it.
        words = swing_words(analysed, swing)
        assert record.names[swing.seat] in words.title
        assert option_words(record, swing.index, swing.seat, recorded.option.to_option()) \
            in words.title
        if swing.expert_agrees:
            assert swing.after_expert == swing.after


def test_the_swings_are_the_biggest_moves_of_the_acting_seats_chance(
        analysed: Analysis) -> None:
    swings = [abs(s.change) for s in analysed.swings]
    assert swings == sorted(swings, reverse=True)
    chosen = {s.index for s in analysed.swings}
    others = [abs(p.swing) for p in analysed.positions if p.index not in chosen]
    assert max(others, default=0.0) <= min(swings)
    assert biggest_swings(analysed.positions) == [s.index for s in analysed.swings]


def test_an_estimate_leaves_the_game_as_it_was(record: GameRecord) -> None:
    game = record.replay(upto=30)
    before = copy_state(game.state, keep_log=True)
    seat = record.actions[30].seat
    first = estimate(game, seat, 4, seed=1)
    assert copy_state(game.state, keep_log=True) == before
    assert estimate(game, seat, 4, seed=1) == first


def test_the_uncertainty_is_a_binomial_one() -> None:
    half = Estimate.of(5, 10, 0, SEAT)
    assert half.error == pytest.approx(0.158, abs=0.001)
    assert half.low < 0.5 < half.high
    low, high = wilson(0, 20)
    assert low == 0.0 and 0.1 < high < 0.2  # no false certainty at 0 wins


def test_cancelling_stops_the_analysis(record: GameRecord) -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(Cancelled):
        analyse(record, playouts=1, jobs=1, cancelled=cancelled)


def test_an_unfinished_game_is_not_analysed(record: GameRecord) -> None:
    unfinished = record.model_copy(update={"actions": record.actions[:40]})
    with pytest.raises(NotFinished):
        analyse(unfinished, playouts=1)
    with pytest.raises(NotFinished):
        budget_for(unfinished, 1.0, 1)


def test_an_illegal_action_is_a_record_error(record: GameRecord) -> None:
    actions = list(record.actions)
    actions[3], actions[4] = actions[4], actions[3]
    with pytest.raises(RecordError):
        analyse(record.model_copy(update={"actions": tuple(actions)}), playouts=1)


def test_a_time_budget_becomes_a_playout_count(record: GameRecord) -> None:
    small = budget_for(record, 0.05, 1)
    large = budget_for(record, 500.0, 1)
    assert 1 <= small < large
