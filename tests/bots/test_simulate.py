"""The headless simulator and its command line."""

from __future__ import annotations

import json

import pytest

from notalone_tui.bots.simulate import SimConfig, run, summarise, wilson, win_condition
from notalone_tui.cli import main


def test_runs_are_repeatable_and_split_over_processes_identically() -> None:
    config = SimConfig(players=3, games=6, creature="standard", hunted="random", seed=5)
    one = run(config)
    two = run(SimConfig(**{**config.__dict__, "jobs": 2}))
    assert one == two
    summary = summarise(config, one)
    assert summary.games == 6
    assert summary.creature_wins + summary.hunted_wins == 6
    assert sum(summary.conditions.values()) == 6
    assert {r.side for r in one} == {1, 2}


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.404, abs=0.002) and high == pytest.approx(0.596, abs=0.002)
    assert wilson(0, 0) == (0.0, 0.0)


def test_win_conditions_are_named() -> None:
    assert win_condition("The Rescue counter reached the Victory space (end of turn).") == (
        "rescue: end of turn"
    )
    assert win_condition(
        "The Assimilation counter reached the Victory space (Ben gave up)."
    ) == "assimilation: a Hunted gave up"


def test_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "4", "--side", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4 and data["side"] == 2
    assert 0.0 <= data["creature_win_rate"] <= 1.0
    assert data["creature_win_rate"] + data["hunted_win_rate"] == pytest.approx(1.0)
    assert len(data["creature_win_ci95"]) == 2
    assert set(data["turns"]) == {"mean", "sd", "min", "max"}


def test_cli_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--creature", "random"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "How games ended" in out and "Cards played" in out


@pytest.mark.parametrize(
    "args",
    [["--players", "8"], ["--games", "0"], ["--creature", "genius"], ["--side", "3"],
     ["--jobs", "-1"], ["--games", "many"]],
)
def test_cli_refuses_bad_arguments(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", *args])
    assert exc.value.code != 0
    assert "error" in capsys.readouterr().err
