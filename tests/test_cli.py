"""Behaviour of the ``notalone`` command line."""

from __future__ import annotations

import pytest

from notalone_tui import __version__
from notalone_tui.cli import main


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["version"]) == 0
    assert capsys.readouterr().out.strip() == f"notalone {__version__}"


def test_rules_prints_the_summary_with_the_phases_and_rulings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "Reckoning" in out
    assert "Exploration" in out
    assert "R40" in out


def test_no_arguments_starts_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []

    from notalone_tui.tui import app as app_module

    monkeypatch.setattr(app_module.NotAloneApp, "run", lambda self: started.append("run"))
    assert main([]) == 0
    assert main(["play"]) == 0
    assert started == ["run", "run"]


def test_resume_opens_the_saved_game_behind_a_handoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--resume`` restores the game as Continue does: resumed, so its first
    private screen waits behind a handoff even with one human at the table."""
    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.saves import save_game
    from notalone_tui.tui import app as app_module

    save_game(Game.new(GameConfig(names=("Ada", "Ben")), seed=3), {0: "standard"})
    opened: list[app_module.NotAloneApp] = []
    monkeypatch.setattr(app_module.NotAloneApp, "run", lambda self: opened.append(self))
    assert main(["--resume"]) == 0
    assert [app.initial_resumed for app in opened] == [True]
    assert opened[0].initial_bots == {0: "standard"}


def test_unknown_subcommand_exits_non_zero(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as excinfo:
        main(["no-such-command"])
    assert excinfo.value.code != 0
    assert "invalid choice" in capsys.readouterr().err
