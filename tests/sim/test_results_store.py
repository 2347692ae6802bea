"""Simulated games kept on disk (``simulate --results-dir``)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from notalone_tui.cli import main
from notalone_tui.sim import runner as simulate
from notalone_tui.sim.games import SimConfig
from notalone_tui.sim.runner import run
from notalone_tui.sim.store import CHUNK, ResultsError, ResultStore, cell_name

CONFIG = SimConfig(players=3, games=CHUNK + 5, creature="standard", hunted="random", seed=3)


@pytest.fixture(scope="module")
def fresh() -> list[simulate.GameResult]:
    """The games of one uninterrupted run without a store."""
    return run(CONFIG)


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the index of every game actually played."""
    played: list[int] = []
    real = simulate.play_one

    def play_one(config: SimConfig, index: int) -> simulate.GameResult:
        played.append(index)
        return real(config, index)

    monkeypatch.setattr(simulate, "play_one", play_one)
    return played


def test_a_run_in_sittings_plays_each_game_once_and_equals_one_long_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        fresh: list[simulate.GameResult]) -> None:
    played = counting(monkeypatch)
    store = ResultStore(tmp_path, CONFIG)
    first = run(replace(CONFIG, games=CHUNK - 3), store=store)
    assert played == list(range(CHUNK - 3))
    assert [p.name for p in store.folder.iterdir()] == [f"games-00000-{CHUNK - 1:05d}.json"]
    played.clear()
    ticks: list[int] = []
    whole = run(CONFIG, progress=ticks.append, store=store)
    assert played == list(range(CHUNK - 3, CONFIG.games))  # only the missing games
    assert ticks[0] == CHUNK - 3 and sum(ticks) == CONFIG.games
    assert first == fresh[: CHUNK - 3]
    assert whole == fresh
    assert sorted(p.name for p in store.folder.iterdir()) == [
        f"games-00000-{CHUNK - 1:05d}.json", f"games-{CHUNK:05d}-{2 * CHUNK - 1:05d}.json"]
    data = json.loads(store.path(0).read_text(encoding="utf-8"))
    assert [g["index"] for g in data["games"]] == list(range(CHUNK))
    assert data["cpu_seconds"] > 0 and data["build"] == "python"
    played.clear()
    assert run(CONFIG, store=store) == fresh and played == []  # nothing left to play


def test_worker_processes_store_the_same_games(tmp_path: Path,
                                               fresh: list[simulate.GameResult]) -> None:
    store = ResultStore(tmp_path, CONFIG)
    assert run(replace(CONFIG, jobs=2), store=store) == fresh
    assert ResultStore(tmp_path, CONFIG).load() == dict(enumerate(fresh))


def test_each_file_says_which_build_played_its_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        fresh: list[simulate.GameResult]) -> None:
    """A compiled copy plays the same games faster: its files say so, and a
    file topped up by the other build says "mixed"."""
    from notalone_tui.sim import store as results

    store = ResultStore(tmp_path, CONFIG)
    store.save([(0, fresh[0])], 1.0)
    monkeypatch.setattr(results, "build", lambda: "mypyc")
    store.save([(CHUNK, fresh[CHUNK])], 1.0)
    store.save([(1, fresh[1])], 1.0)
    head = {start: json.loads(store.path(start).read_text(encoding="utf-8"))
            for start in (0, CHUNK)}
    assert head[CHUNK]["build"] == "mypyc" and head[0]["build"] == "mixed"
    assert head[0]["cpu_seconds"] == 2.0
    assert store.load() == {0: fresh[0], 1: fresh[1], CHUNK: fresh[CHUNK]}


def test_each_setting_has_its_own_folder() -> None:
    fl = SimConfig(players=4, creature="expert", hunted="standard", sheets=True,
                   ruleset="frozen-lands", creature_playouts=100, hunted_playouts=24)
    assert cell_name(fl) == "frozen-lands-4p-sheets-expert-vs-standard-c100"
    assert cell_name(replace(fl, creature="standard", hunted="expert")) == (
        "frozen-lands-4p-sheets-standard-vs-expert-h24")
    assert cell_name(SimConfig(creature="expert", hunted="expert", seed=7, side=2,
                               expert_seconds=0.5)) == (
        "base-4p-expert-vs-expert-c0.5s-h0.5s-seed7-side2")
    # The number of games and of worker processes change no game.
    assert cell_name(replace(CONFIG, games=9, jobs=2)) == cell_name(CONFIG)


def test_a_folder_of_another_setting_is_refused(tmp_path: Path) -> None:
    store = ResultStore(tmp_path, CONFIG)
    run(replace(CONFIG, games=2), store=store)
    # A budget for a side that does not search changes no game.
    assert ResultStore(tmp_path, replace(CONFIG, expert_seconds=2.0, creature_playouts=5)
                       ).load() == store.load()
    other = ResultStore(tmp_path, replace(CONFIG, ruleset="frozen-lands"))
    other.folder = store.folder  # (a folder renamed by hand)
    with pytest.raises(ResultsError, match="another setting"):
        other.load()
    store.path(0).write_text("{not json", encoding="utf-8")
    with pytest.raises(ResultsError):
        store.load()


def test_the_command_line_keeps_its_games(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["simulate", "--players", "3", "--games", "4", "--seed", "3", "--hunted", "random",
            "--json", "--lang", "en", "--results-dir", str(tmp_path)]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    played = counting(monkeypatch)
    assert main(args) == 0
    assert played == []
    assert json.loads(capsys.readouterr().out) == first
    assert (tmp_path / "base-3p-standard-vs-random-seed3").is_dir()
    next(tmp_path.glob("*/games-*.json")).write_text("[]", encoding="utf-8")
    assert main(args) == 2
    assert "--results-dir" in capsys.readouterr().err


def test_storing_is_atomic_and_sweeps_what_a_killed_run_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        fresh: list[simulate.GameResult]) -> None:
    from notalone_tui import atomic

    store = ResultStore(tmp_path, CONFIG)
    store.save([(0, fresh[0])], 1.0)
    before = store.path(0).read_text(encoding="utf-8")
    killed = store.folder / f".{store.path(0).name}.{2**22 + 7}.k3x.tmp"  # no such process
    killed.write_text("half a file")

    def broken(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken)
    with pytest.raises(OSError, match="No space left"):
        store.save([(1, fresh[1])], 1.0)
    assert store.path(0).read_text(encoding="utf-8") == before  # the previous file, whole
    assert [p.name for p in store.folder.iterdir()] == [store.path(0).name]  # swept, no temporary
    monkeypatch.undo()
    store.save([(1, fresh[1])], 1.0)
    assert ResultStore(tmp_path, CONFIG).load() == {0: fresh[0], 1: fresh[1]}


def never_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game played fails the test: the folder must be checked before the first."""

    def play_one(config: SimConfig, index: int) -> simulate.GameResult:
        raise AssertionError(f"game {index} was played")

    monkeypatch.setattr(simulate, "play_one", play_one)


def refusal(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["simulate", "--players", "3", "--games", "3", "--lang", "en", *args]) == 2
    out, err = capsys.readouterr()
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("notalone: simulate: --results-dir: ")
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("matrix", [[], ["--matrix", "random,standard", "--json"]],
                         ids=["one-pairing", "matrix"])
def test_a_results_dir_that_is_a_file_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, matrix: list[str]) -> None:
    never_play(monkeypatch)
    path = tmp_path / "results.txt"
    path.write_text("mine\n", encoding="utf-8")
    err = refusal(["--results-dir", str(path), *matrix], capsys)
    assert f"{path} is not a folder" in err
    assert path.read_text(encoding="utf-8") == "mine\n"


def test_a_results_dir_that_cannot_be_created_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    never_play(monkeypatch)
    (tmp_path / "file").write_text("", encoding="utf-8")
    err = refusal(["--results-dir", str(tmp_path / "file" / "results")], capsys)
    assert "cannot create the folder" in err


def test_a_results_dir_that_cannot_be_written_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only disk (permission bits would not stop root, so a write is tried)."""
    import tempfile

    from notalone_tui.sim import store as results

    never_play(monkeypatch)

    def read_only(*_args: object, **_kwargs: object) -> tuple[int, str]:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(results.tempfile, "mkstemp", read_only)
    err = refusal(["--results-dir", str(tmp_path)], capsys)
    assert "cannot write in the folder" in err and "Read-only file system" in err
    monkeypatch.setattr(results.tempfile, "mkstemp", tempfile.mkstemp)
    assert list(tmp_path.iterdir()) == []  # the probe left nothing behind


def test_a_setting_folder_in_the_way_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With --matrix, the second pairing's folder is checked before the first plays."""
    never_play(monkeypatch)
    config = SimConfig(players=3, games=3, creature="standard", hunted="standard")
    (tmp_path / cell_name(config)).write_text("", encoding="utf-8")
    err = refusal(["--matrix", "random,standard", "--results-dir", str(tmp_path)], capsys)
    assert "is not a folder" in err


def test_a_disk_that_fills_up_mid_run_is_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from notalone_tui.sim import store as results

    def full(*_args: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(results, "write_atomic", full)
    err = refusal(["--games", "1", "--hunted", "random", "--results-dir", str(tmp_path)], capsys)
    assert "No space left on device" in err


def test_a_stored_file_is_read_with_bounds(tmp_path: Path) -> None:
    """A stored file is read like a record: an endless number or a huge file is
    refused in one short line, and quotes from the file are cut short."""
    store = ResultStore(tmp_path, CONFIG)
    store.folder.mkdir(parents=True)
    path = store.path(0)
    path.write_text('{"games": [], "cpu_seconds": 1' + "0" * 200_000 + "}", encoding="utf-8")
    with pytest.raises(ResultsError, match="number longer than") as number:
        store.load()
    path.write_text(json.dumps({"games": [], "setting": "x\n" * 100_000}), encoding="utf-8")
    with pytest.raises(ResultsError, match="another setting") as setting:
        store.load()
    with path.open("wb") as out:
        out.truncate(50_000_000)
    with pytest.raises(ResultsError, match="larger than") as large:
        store.load()
    for excinfo in (number, setting, large):
        message = str(excinfo.value)
        assert "\n" not in message and len(message) < 300, message[:500]
