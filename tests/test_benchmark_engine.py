"""``benchmarks/engine.py``: a comparison measures every mode asked (its child
plays the games of the mode it is given) and tabulates each mode with the time
per action, for one earlier revision or several."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "engine.py"


def _load() -> ModuleType:
    name = "engine_benchmark"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, BENCHMARK)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


bench = _load()


def test_the_child_plays_the_mode_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[tuple[int, int, str]] = []

    def fake(players: int, seed: int, mode: str = "base") -> tuple[Any, int]:
        played.append((players, seed, mode))
        return None, 10

    replayed: list[tuple[int, str]] = []

    def fake_replay(players: int, seconds: float, mode: str = "base") -> float:
        replayed.append((players, mode))
        return 1.0

    monkeypatch.setattr(bench, "play_random_game", fake)
    monkeypatch.setattr(bench, "replay_us_per_action", fake_replay)
    result = bench.games_per_second(7, 0.0, "sanctuary")
    assert played == [(7, 0, "sanctuary")] and replayed == [(7, "sanctuary")]
    assert result["games"] == 1 and result["us_per_action"] > 0
    assert result["replay_us_per_action"] == 1.0


def test_the_replay_rebuilds_the_games_played_from_their_records(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replay times the engine alone on the very games the random policy
    played: every action of the record is applied again, none chosen anew."""
    games: list[Any] = []
    real_play = bench.play_random_game

    def play(players: int, seed: int, mode: str = "base") -> tuple[Any, int]:
        game, actions = real_play(players, seed, mode)
        games.append(game)
        return game, actions

    rebuilt: list[Any] = []
    real_replay = bench.Game.replay

    def replay(config: Any, seed: int, actions: Any) -> Any:
        game = real_replay(config, seed, actions)
        rebuilt.append(game)
        return game

    monkeypatch.setattr(bench, "play_random_game", play)
    monkeypatch.setattr(bench.Game, "replay", staticmethod(replay))
    us = bench.replay_us_per_action(2, 0.0)
    assert len(games) == len(rebuilt) == 1 and us > 0
    assert list(rebuilt[0].actions) == list(games[0].actions)
    assert rebuilt[0].state.winner == games[0].state.winner


def test_frozen_lands_is_measured_at_its_player_counts() -> None:
    assert bench.player_counts("frozen-lands", [2, 4, 7]) == [4, 7]
    assert bench.player_counts("sanctuary", [2, 4, 7]) == [2, 4, 7]


def test_the_table_gives_every_revision_and_the_ratios(capsys: pytest.CaptureFixture[str]) -> None:
    results = {
        ("aaa1111", "base", 7): [{"rate": 100.0, "us_per_action": 10.0}] * 3,
        ("bbb2222", "base", 7): [{"rate": 80.0, "us_per_action": 12.5}] * 3,
        ("new", "base", 7): [{"rate": 160.0, "us_per_action": 6.25}] * 3,
    }
    bench.compare_table(results, ["aaa1111", "bbb2222", "new"], "base", [7], "games/s")
    head, row = capsys.readouterr().out.splitlines()
    assert "new/aaa1111" in head and "new/bbb2222" in head and "new us/act" in head
    assert row.split()[:4] == ["7", "100.0", "80.0", "160.0"]
    assert "1.60x" in row and "2.00x" in row and row.split()[-1] == "6.25"


def test_a_revision_that_cannot_play_a_mode_is_left_out(capsys: pytest.CaptureFixture[str]) -> None:
    results = {("new", "frozen-lands", 4): [{"rate": 50.0}]}
    bench.compare_table(results, ["aaa1111", "new"], "frozen-lands", [4], "playouts/s")
    head, row = capsys.readouterr().out.splitlines()
    assert "aaa1111" not in head and "us/act" not in head
    assert row.split() == ["4", "50.0"]
