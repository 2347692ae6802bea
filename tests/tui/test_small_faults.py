"""Small faults of issue 12 on the screens: the setup's random Creature and the
seed, the stray block in the log, the dialogs' footers, the replay's "End End",
and the places' short phrases on the grid."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.scrollbar import ScrollBarRender
from textual.widgets import Input, Select

from notalone_tui.engine import Game, GameConfig, Kind
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens import (
    setup,
)
from notalone_tui.tui.screens.private import CreatureScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.widgets import GameLog

from .driver import screenshot_text

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))
recipes = importlib.import_module("screen_recipes")

#: A horizontal scrollbar's thumb ends in one of these (a vertical one never does).
SIDEWAYS_BARS = set(ScrollBarRender.HORIZONTAL_BARS) - {" "}


# ---------------------------------------------------------------- setup
async def test_a_random_creature_is_drawn_from_the_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same seed sets up the same table, Creature included; other seeds
    give other Creatures."""
    app = NotAloneApp()
    started: list[tuple[GameConfig, int]] = []
    monkeypatch.setattr(app, "start_game", lambda config, seed, bots: started.append(
        (config, seed)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#players", Select).value = 7
        await pilot.pause()
        assert screen.query_one("#creature", Select).value == setup.RANDOM
        seeds = [11, 12, 13, 14, 15, 16, 17, 18]
        for seed in seeds + seeds:
            screen.query_one("#seed", Input).value = str(seed)
            await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()
    assert [seed for _, seed in started] == seeds + seeds
    creatures = [config.creature_seat for config, _ in started]
    assert creatures[:len(seeds)] == creatures[len(seeds):]
    assert len(set(creatures)) > 1


# ---------------------------------------------------------------- the log
class LogApp(App[None]):
    CSS = "GameLog { height: 3; border-top: solid $accent; }"

    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def assert_fits(log: GameLog) -> None:
    assert not log.show_horizontal_scrollbar
    assert log.virtual_size.width <= log.scrollable_content_region.width
    assert log.wrapped_at == log.scrollable_content_region.width


def log_rows(log: GameLog) -> list[str]:
    """The log's rows as drawn (its scrollbars are widgets of their own)."""
    return [log.render_line(y).text for y in range(log.scrollable_content_region.height)]


def stray_blocks(app: App[None]) -> set[str]:
    """Scrollbar thumb ends anywhere on the screen ("▏" also separates the
    footer's command palette key, so it is left out)."""
    return (SIDEWAYS_BARS - {"▏"}) & set(screenshot_text(app))  # type: ignore[arg-type]


async def test_the_log_wraps_again_when_the_terminal_narrows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Lines written at 120 columns are wrapped again at 80: no sideways
    scrolling, so no scrollbar thumb ("▉", "▋"...) under the last line."""
    monkeypatch.setenv("COLUMNS", "120")  # the console measures lines this wide
    app = LogApp()
    async with app.run_test(size=(120, 40)) as pilot:
        log = app.query_one(GameLog)
        await pilot.pause()
        lines = [f"Line {i}: " + "Cleopatra takes back The Swamp, " * 3 for i in range(5)]
        log.show_lines(lines)
        await pilot.pause()
        assert log.virtual_size.width > 78  # wrapped for the wide terminal
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert_fits(log)
        assert not stray_blocks(app)
        assert log_rows(log)[-1].startswith("Cleopatra takes back The Swamp")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause()
        assert_fits(log)
        assert log.virtual_size.width > 78  # and wide again


LONG_NAMES = ("Bartholomew-Kent", "Cleopatra-Jones", "Desmond-Fairfax", "Evangeline-Moss")


async def test_the_creature_screens_log_shows_no_stray_block(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Creature's screen drawn at 120×40, then the terminal shrunk to 80×24."""
    monkeypatch.setenv("COLUMNS", "120")
    game = Game.new(GameConfig(names=LONG_NAMES, creature_seat=0), seed=recipes.SEED)
    app = NotAloneApp(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                                  and step.decision is not None
                                  and step.decision.kind is Kind.HUNT
                                  and isinstance(app.screen, CreatureScreen))
        await pilot.pause()
        log = app.screen.query_one(GameLog)
        assert log.virtual_size.width > 78  # the set-up line, at full width
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert_fits(log)
        assert not stray_blocks(app)
