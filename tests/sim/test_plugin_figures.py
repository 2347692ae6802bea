"""A rule set's sim pack brings its own mode and figures to ``simulate``.

The test rule set ``test-beacon`` (``tests/rulesets/beacon.py``), which nothing
in ``notalone_tui/`` knows, registers a sim pack: the mode ``test-beacon`` and
its Beacon figures (signals lit, flares, Beam spaces). The command line offers
the mode, its games count the figures, and the JSON and text reports, and the
results store, carry them, with no change to the simulator.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from notalone_tui.cli import main
from notalone_tui.sim.games import SimConfig
from notalone_tui.sim.modes import MODES
from notalone_tui.sim.runner import run
from notalone_tui.sim.store import ResultStore
from notalone_tui.sim.summary import summarise
from tests.rulesets import beacon

ARGS = ["simulate", "--mode", beacon.RULESET_ID, "--players", "3", "--games", "3",
        "--seed", "4", "--lang", "en"]


@pytest.fixture
def beacon_mode() -> Iterator[str]:
    """``test-beacon`` and its sim pack, while the test runs."""
    with pytest.MonkeyPatch.context() as mp:
        beacon.register(mp)
        beacon.register_sim(mp)
        yield beacon.RULESET_ID


def test_the_mode_is_offered_only_while_its_pack_is_registered(
        beacon_mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert beacon_mode in MODES
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert f"sanctuary-variant,{beacon_mode}}}" in capsys.readouterr().out


def test_the_mode_is_gone_with_its_pack() -> None:
    assert beacon.RULESET_ID not in MODES
    assert list(MODES) == ["base", "frozen-lands", "sanctuary", "sanctuary-variant"]


def test_each_game_counts_the_packs_figures(beacon_mode: str) -> None:
    config = SimConfig(players=3, games=3, seed=4, ruleset=beacon_mode)
    results = run(config)
    for result in results:
        assert set(result.beacon) == set(beacon.BEACON_FIGURES)
        assert result.beacon["beam_moved"] >= result.beacon["signals"]
        assert result.sanctuary == {} and result.abilities == {}  # other packs' groups
    assert sum(r.beacon["signals"] for r in results) > 0
    summary = summarise(config, results)
    assert summary.beacon["signals"] == sum(r.beacon["signals"] for r in results)


def test_the_json_report_carries_the_figures(beacon_mode: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == beacon_mode
    figures = data["beacon"]
    assert set(figures) == {*beacon.BEACON_FIGURES, "per_game"}
    assert figures["per_game"]["signals"] == pytest.approx(figures["signals"] / 3)
    assert "sanctuary" not in data and "contamination" not in data


def test_the_text_report_prints_the_figures(beacon_mode: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ARGS) == 0
    out = capsys.readouterr().out
    assert "3 players, the Beacon" in out
    assert "Beacon (standard Creature vs standard Hunted)" in out
    assert all(label in out for label in beacon.BEACON_LABELS.values())
    assert main([*ARGS, "--matrix", "random,standard"]) == 0
    assert capsys.readouterr().out.count("flares that gave Will back") == 4


def test_the_store_keeps_the_figures(beacon_mode: str, tmp_path: Path) -> None:
    config = SimConfig(players=3, games=2, seed=4, ruleset=beacon_mode)
    played = run(config, store=ResultStore(tmp_path, config))
    stored = ResultStore(tmp_path, config)
    line = json.loads(stored.path(0).read_text(encoding="utf-8"))["games"][0]
    assert list(line)[-4:] == ["abilities", "contamination", "sanctuary", "beacon"]
    assert stored.load() == dict(enumerate(played))
