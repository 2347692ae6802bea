"""Saved games on disk: atomic writes, the autosave round trip and its refusals."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from notalone_tui import atomic, paths
from notalone_tui.atomic import sweep_leftovers, write_atomic
from notalone_tui.engine import Action, Game
from notalone_tui.paths import DATA_ENV, autosave_path, data_dir, last_game_path
from notalone_tui.records import GameRecord
from notalone_tui.saves import (
    Autosaver,
    find_autosave,
    retire_autosave,
    save_game,
)
from tests.engine.test_records import random_game


def leftovers(folder: Path) -> list[str]:
    """Temporary files ``write_atomic`` may have left in ``folder``."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# ------------------------------------------------------------------ write_atomic


def test_write_atomic_creates_then_replaces_and_counts_bytes(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "folder" / "save.json"
    assert write_atomic(path, "first") == 5
    assert path.read_text(encoding="utf-8") == "first"
    text = "second, with ünïcode ★"
    assert write_atomic(path, text) == len(text.encode("utf-8"))
    assert path.read_text(encoding="utf-8") == text
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_keeps_the_previous_file_and_no_temporary_file(
    failing: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "save.json"
    write_atomic(path, "the previous save")
    before = path.stat().st_mtime_ns

    def broken(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError, match="No space left"):
        patch.setattr(atomic.os, failing, broken)
        write_atomic(path, "a new save that never arrives " * 100)
    assert path.read_text(encoding="utf-8") == "the previous save"
    assert path.stat().st_mtime_ns == before
    assert leftovers(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_a_failed_first_write_leaves_nothing(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object) -> None:
        raise OSError("disk gone")

    with monkeypatch.context() as patch, pytest.raises(OSError, match="disk gone"):
        patch.setattr(atomic.os, "replace", broken)
        write_atomic(tmp_path / "save.json", "text")
    assert list(tmp_path.iterdir()) == []


def test_a_temporary_file_names_its_writer(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = atomic.os.replace

    def spy(src: str, dst: str) -> None:
        seen.append(Path(src).name)
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", spy)
    write_atomic(tmp_path / "save.json", "text")
    assert len(seen) == 1 and seen[0].startswith(f".save.json.{os.getpid()}.")
    assert seen[0].endswith(".tmp")


def dead_pid() -> int:
    """The id of a process that has exited (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@pytest.mark.skipif(os.name != "posix", reason="process ids are probed on POSIX only")
def test_sweep_removes_what_killed_writers_left_and_keeps_live_writers_files(
        tmp_path: Path) -> None:
    dead = dead_pid()
    killed = tmp_path / f".autosave.json.{dead}.k3x_9q.tmp"
    old_style = tmp_path / ".autosave.json.ab12cd.tmp"  # no writer id: a leftover
    mine = tmp_path / f".autosave.json.{os.getpid()}.zz.tmp"  # nothing is writing yet
    live = tmp_path / f".autosave.json.{os.getppid()}.x1.tmp"  # another copy, mid-save
    keep = [tmp_path / "autosave.json", tmp_path / "last-game.json", tmp_path / "notes.tmp"]
    for path in (killed, old_style, mine, live, *keep):
        path.write_text("x")
    assert sorted(sweep_leftovers(tmp_path)) == sorted([killed, old_style, mine])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.name for p in (live, *keep))


def test_sweep_without_a_data_folder_does_nothing(tmp_path: Path) -> None:
    assert sweep_leftovers(tmp_path / "missing") == []
    assert not (tmp_path / "missing").exists()


def test_playing_sweeps_the_data_folder_first(monkeypatch: pytest.MonkeyPatch) -> None:
    from notalone_tui import cli

    leftover = data_dir() / ".autosave.json.ab12cd.tmp"
    leftover.parent.mkdir(parents=True, exist_ok=True)
    leftover.write_text("half a save")
    from notalone_tui.settings import settings_path

    in_config = settings_path().parent / f".settings.json.{dead_pid()}.q7.tmp"
    in_config.parent.mkdir(parents=True, exist_ok=True)
    in_config.write_text("half the settings")
    assert cli.main(["play", "--resume"]) == 2  # no game to resume: nothing starts
    assert not leftover.exists() and not in_config.exists()


def test_the_language_setting_is_written_atomically(monkeypatch: pytest.MonkeyPatch) -> None:
    from notalone_tui.settings import save_language, saved_language, settings_path

    save_language("fr")
    folder = settings_path().parent

    def broken(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", broken)
        save_language("ro")  # best effort: no error reaches the player
    assert saved_language() == "fr"
    assert leftovers(folder) == []
    save_language("pt")
    assert saved_language() == "pt" and leftovers(folder) == []


# ------------------------------------------------------------------ the data folder


def test_data_dir_honours_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "elsewhere"
    monkeypatch.setenv(DATA_ENV, str(folder))
    assert data_dir() == folder
    assert autosave_path() == folder / paths.AUTOSAVE
    assert last_game_path() == folder / paths.LAST_GAME


def test_data_dir_without_the_override_is_a_notalone_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(DATA_ENV)
    assert data_dir().name == "notalone"


# ------------------------------------------------------------------ the autosave


def test_save_and_find_autosave_round_trip() -> None:
    game = random_game(4, seed=9, stop_after=45)
    assert not game.is_over
    bots = {1: "standard", 3: "expert"}
    written = save_game(game, bots)
    assert written == autosave_path().stat().st_size
    assert leftovers(autosave_path().parent) == []

    saved, problem = find_autosave()
    assert problem is None and saved is not None
    assert saved.path == autosave_path()
    assert saved.game.state == game.state
    assert saved.game.pending == game.pending
    assert saved.bots == bots
    assert saved.record.saved_at is not None
    assert abs(saved.record.saved_at - datetime.now(UTC)) < timedelta(minutes=5)
    text = saved.describe()
    names = game.state.config.names
    creature = names[game.state.config.creature_seat]
    assert f"{creature} (Creature)" in text
    assert all(name in text for name in names)
    assert f"turn {game.state.turn.number}" in text
    assert "saved " in text


def test_save_game_to_a_chosen_path(tmp_path: Path) -> None:
    game = random_game(3, seed=4, stop_after=20)
    path = tmp_path / "exported.json"
    assert save_game(game, path=path) == path.stat().st_size
    assert not autosave_path().exists()
    assert GameRecord.from_json(path.read_bytes()).replay().state == game.state


def test_no_autosave_means_nothing_to_continue() -> None:
    assert find_autosave() == (None, None)


def test_a_finished_game_is_not_offered_to_continue() -> None:
    game = random_game(2, seed=2)
    assert game.is_over
    save_game(game)
    assert find_autosave() == (None, None)
    assert autosave_path().exists()


@pytest.mark.parametrize("data", [b"", b"{", b"\xff\xfe", b"[]", b'{"format_version": 7}'])
def test_a_broken_autosave_is_reported_and_left_alone(data: bytes) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    saved, problem = find_autosave()
    assert saved is None
    assert problem is not None and problem.startswith(f"{path}: ")
    assert "\n" not in problem
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == 1_000_000_000
    assert sorted(path.parent.iterdir()) == [path]


def test_an_autosave_with_an_illegal_action_is_reported() -> None:
    game = random_game(3, seed=5, stop_after=12)
    data = GameRecord.of(game).model_dump(mode="json")
    data["actions"].insert(0, {"seat": 2, "option": {"verb": "give_up"}})
    text = GameRecord.model_validate(data).to_json()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text, encoding="utf-8")
    saved, problem = find_autosave()
    assert saved is None
    assert problem is not None and "action 1 of 13 is illegal" in problem
    assert autosave_path().read_text(encoding="utf-8") == text


def test_retire_autosave_keeps_it_as_the_last_game() -> None:
    game = random_game(3, seed=6)
    save_game(game)
    text = autosave_path().read_text(encoding="utf-8")
    retire_autosave()
    assert not autosave_path().exists()
    assert last_game_path().read_text(encoding="utf-8") == text
    assert find_autosave() == (None, None)
    retire_autosave()  # nothing to retire: no error, the last game stays
    assert last_game_path().read_text(encoding="utf-8") == text


def test_retire_autosave_replaces_an_older_last_game() -> None:
    save_game(random_game(2, seed=7))
    retire_autosave()
    save_game(random_game(2, seed=8))
    newer = autosave_path().read_text(encoding="utf-8")
    retire_autosave()
    assert last_game_path().read_text(encoding="utf-8") == newer


# ------------------------------------------------------------------ records with extras


@pytest.mark.parametrize("saved_at", [
    datetime(2024, 5, 17, 20, 30, 5, tzinfo=UTC),
    datetime(2024, 12, 1, 8, 0, tzinfo=timezone(timedelta(hours=-5))),
    None,
])
def test_a_record_with_bots_and_saved_at_round_trips(saved_at: datetime | None) -> None:
    game = random_game(5, seed=12, stop_after=70)
    record = GameRecord.of(game, {0: "random", 2: "standard", 4: "expert"}, saved_at=saved_at)
    again = GameRecord.from_json(record.to_json())
    assert again == record
    assert again.bots == {0: "random", 2: "standard", 4: "expert"}
    assert again.saved_at == saved_at
    assert again.replay().state == game.state


# ---------------------------------------------------------------------- Autosaver


def test_the_autosaver_writes_exactly_what_a_full_record_would() -> None:
    """Saved after every action, through undo, a bot change and a new game, the
    incremental text always equals the record built from scratch."""
    writer = Autosaver()
    when = datetime(2026, 11, 29, 16, 30, 5, 123456, tzinfo=UTC)
    checks = 0
    for players, seed in ((2, 1), (4, 7), (7, 3)):
        game = random_game(players, seed)
        bots = {1: "expert"} if players > 2 else {}
        partial = Game.new(game.state.config, game.state.seed)
        for index, action in enumerate(game.actions):
            partial.apply(action)
            saved_at = None if index % 3 else when
            got = writer.text(partial, bots, saved_at)
            assert got == GameRecord.of(partial, bots, saved_at).to_json()
            checks += 1
            if partial.can_undo(action.seat) and index % 5 == 0:
                partial = partial.undo()
                assert writer.text(partial, bots) == GameRecord.of(partial, bots).to_json()
                partial.apply(action)
        assert writer.text(partial, {}) == GameRecord.of(partial, {}).to_json()
    assert checks > 300


def test_the_autosaver_notices_a_different_action_at_the_same_place() -> None:
    """After an undo the next choice may differ: the old action's text must go."""
    game = random_game(4, seed=11, stop_after=40)
    writer = Autosaver()
    writer.text(game)
    for _ in range(40):
        if game.can_undo(game.actions[-1].seat):
            break
        game = random_game(4, seed=11, stop_after=len(game.actions) + 1)
        writer.text(game)
    else:
        pytest.skip("no undoable action in this game")
    last = game.actions[-1]
    undone = game.undo()
    others = [o for o in undone.pending[0].options if o != last.option]
    if not others:
        pytest.skip("the undone decision had a single option")
    undone.apply(Action(last.seat, others[0]))
    assert writer.text(undone) == GameRecord.of(undone).to_json()


def test_the_autosaver_saves_to_disk_and_loads_back(tmp_path: Path) -> None:
    game = random_game(5, seed=2, stop_after=120)
    path = tmp_path / "auto.json"
    written = Autosaver(path).save(game, {2: "standard"})
    assert written == path.stat().st_size
    record = GameRecord.from_json(path.read_bytes())
    assert record.replay().state == game.state
    assert record.bots == {2: "standard"} and record.saved_at is not None


def test_a_frozen_lands_save_holds_the_token_faces_and_the_options(tmp_path: Path) -> None:
    """A saved Frozen Lands game comes back with every token where it was and the
    faces it had (the record is the seed and the actions: the faces follow), and
    with its mode's options."""
    import random

    from notalone_tui.engine import GameConfig
    from notalone_tui.engine.rulesets.frozen_lands import contamination

    config = GameConfig(names=("Ada", "Ben", "Cyd", "Dee", "Eve"), ruleset="frozen-lands",
                        sheets=True, remove_marker_cards=True)
    game = Game.new(config, seed=21)
    rng = random.Random(21)
    while not game.is_over and contamination.held_total(game.state) < 2:
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    assert not game.is_over
    path = tmp_path / "frozen.json"
    save_game(game, path=path)
    again = GameRecord.from_json(path.read_bytes()).replay()
    assert again.state.config == config
    assert again.state.extra[contamination.KEY] == game.state.extra[contamination.KEY]
    assert again.state == game.state
