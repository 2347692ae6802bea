"""``notalone analyse``: its JSON, its printed chart and swings, and clear refusals."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notalone_tui import cli
from notalone_tui.analysis import DEFAULT_PLAYOUTS
from notalone_tui.records import GameRecord

from .conftest import RECORD


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(["analyse", *args, "--lang", "en"])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_holds_every_position_and_the_swings(capsys: pytest.CaptureFixture[str],
                                                  record: GameRecord) -> None:
    code, out, _err = run(capsys, str(RECORD), "--json", "--playouts", "2", "--jobs", "1",
                          "--seed", "4")
    assert code == 0
    data = json.loads(out)
    assert data["players"] == list(record.names)
    assert data["seed"] == 4 and data["playouts"] == 2
    assert data["winner"] == record.replay().state.winner
    positions = data["positions"]
    assert [p["index"] for p in positions] == list(range(len(record.actions) + 1))
    for p in positions:
        assert 0 <= p["low"] <= p["chance"] <= p["high"] <= 1 and p["error"] >= 0
    assert 1 <= len(data["swings"]) <= 5
    for swing in data["swings"]:
        recorded = record.actions[swing["index"]]
        assert swing["seat"] == recorded.seat
        assert swing["player"] == record.names[recorded.seat]
        assert swing["action"] == recorded.option.model_dump(mode="json", exclude_defaults=True)
        assert set(swing["words"]) == {"title", "change", "expert"}
        assert swing["change"] == pytest.approx(
            swing["after"]["chance"] - swing["before"]["chance"])


def test_the_text_output_is_a_chart_and_the_swings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(RECORD), "--playouts", "1", "--jobs", "1")
    assert code == 0
    assert "100% ┤" in out and "0% ┤" in out
    assert "The biggest swings" in out and "1. Turn " in out
    assert "1 imagined games a position" in err
    assert "Traceback" not in err


def test_a_seconds_budget_is_accepted_and_said(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, str(RECORD), "--json", "--seconds", "3", "--jobs", "1")
    assert code == 0
    assert json.loads(out)["playouts"] >= 1


def test_playouts_and_seconds_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        run(capsys, str(RECORD), "--playouts", "2", "--seconds", "3")
    assert exit_.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_help_describes_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["analyse", "--help", "--lang", "en"])
    out = capsys.readouterr().out
    for option in ("--json", "--seed", "--playouts", "--seconds", "--jobs"):
        assert option in out
    assert "expert" in out and "swings" in out


def test_the_parsers_default_budget_is_the_analysis_default() -> None:
    assert cli.DEFAULT_PLAYOUTS == DEFAULT_PLAYOUTS


def _unfinished(path: Path, record: GameRecord) -> Path:
    path.write_text(record.model_copy(update={"actions": record.actions[:30]}).to_json())
    return path


def _illegal(path: Path, record: GameRecord) -> Path:
    actions = list(record.actions)
    actions[3], actions[4] = actions[4], actions[3]
    path.write_text(record.model_copy(update={"actions": tuple(actions)}).to_json())
    return path


@pytest.mark.parametrize(("make", "phrase"), [
    (lambda p, r: p / "missing.json", "no such file"),
    (lambda p, r: (p / "a.json").write_text("{not json") and p / "a.json", "not valid JSON"),
    (lambda p, r: (p / "b.json").write_bytes(b"\xff\xfe\x00") and p / "b.json", "not UTF-8"),
    (lambda p, r: p, "folder"),
    (lambda p, r: _unfinished(p / "c.json", r), "has not ended"),
    (lambda p, r: _illegal(p / "d.json", r), "is illegal"),
])
def test_hostile_and_unfinished_records_are_refused_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, record: GameRecord,
        make: object, phrase: str) -> None:
    path = make(tmp_path, record)  # type: ignore[operator]
    code, out, err = run(capsys, str(path), "--playouts", "1", "--jobs", "1")
    assert code == 2 and out == ""
    assert err.startswith("notalone: ") and err.count("\n") == 1, err
    assert phrase.lower() in err.lower(), err
    assert "Traceback" not in err


def test_ctrl_c_stops_a_run_without_a_traceback() -> None:
    # The whole group gets the signal, as from a terminal: the workers must leave
    # it to the parent, which says so in one line and exits with 130.
    process = subprocess.Popen(
        [sys.executable, "-m", "notalone_tui", "analyse", str(RECORD), "--playouts", "500",
         "--jobs", "2", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(4)
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "Analysis cancelled." in err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
