"""Behaviour of the ``notalone`` command line."""

from __future__ import annotations

import pytest

from notalone_tui import __version__
from notalone_tui.cli import NOT_BUILT_NOTE, main


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


def test_no_arguments_prints_help_and_the_not_built_note(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "usage: notalone" in out
    assert "rules" in out and "version" in out
    assert NOT_BUILT_NOTE in out


def test_unknown_subcommand_exits_non_zero(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as excinfo:
        main(["no-such-command"])
    assert excinfo.value.code != 0
    assert "invalid choice" in capsys.readouterr().err
