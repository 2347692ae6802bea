"""Small faults of issue 12 on the screens: the setup's random Creature and the
seed, the stray block in the log, the dialogs' footers, the replay's "End End",
and the places' short phrases on the grid."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.scrollbar import ScrollBarRender
from textual.widgets import Input, Select
from textual.widgets._footer import FooterKey

import scripts.screen_recipes as recipes
from notalone_tui.engine import BASE, Game, GameConfig, Kind
from notalone_tui.engine.messages import msg
from notalone_tui.i18n import Renderer, english
from notalone_tui.records import GameRecord
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help import screen as help_screen
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens import (
    confirm,
    export,
    game_over,
    handoff,
    private,
    replay,
    setup,
    table,
    title,
)
from notalone_tui.tui.screens.confirm import ConfirmScreen
from notalone_tui.tui.screens.export import ExportScreen
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.private import CreatureScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.game_log import GameLog
from notalone_tui.tui.widgets.place_cell import PlaceCell

from .driver import press, screenshot_text

#: A horizontal scrollbar's thumb ends in one of these (a vertical one never does).
SIDEWAYS_BARS = set(ScrollBarRender.HORIZONTAL_BARS) - {" "}


# ---------------------------------------------------------------- setup
async def test_a_random_creature_is_drawn_from_the_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same seed sets up the same table, Creature included; other seeds
    give other Creatures."""
    app = NotAloneApp()
    started: list[tuple[GameConfig, int]] = []
    monkeypatch.setattr(app, "start_game", lambda config, seed, bots, hints=False: started.append(
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
    return (SIDEWAYS_BARS - {"▏"}) & set(screenshot_text(app))


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
        lines = [f"Line {i}: " + "Cleopatra takes back the Swamp, " * 3 for i in range(5)]
        log.show_lines(lines)
        await pilot.pause()
        assert log.virtual_size.width > 78  # wrapped for the wide terminal
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert_fits(log)
        assert not stray_blocks(app)
        assert log_rows(log)[-1].startswith("Cleopatra takes back the Swamp")
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
        wide = log.scrollable_content_region.width  # lines wrapped at this width
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert log.scrollable_content_region.width < wide
        assert_fits(log)
        assert not stray_blocks(app)


# ---------------------------------------------------------------- footers
def footer_keys(app: App[None]) -> list[str]:
    return [f"{key.key_display} {key.description}" for key in app.screen.query(FooterKey)]


async def test_the_export_dialog_shows_its_own_keys(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    monkeypatch.setattr(export, "default_export_path", lambda game: tmp_path / "game.json")
    app = NotAloneApp(recipes.finished_game())
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.wait_for_screen(pilot, GameOverScreen)
        await pilot.pause()
        assert "New game" in screenshot_text(app).splitlines()[-1]
        await press(pilot, "e")
        await recipes.wait_for_screen(pilot, ExportScreen)
        await pilot.pause()
        await pilot.pause()
        bottom = screenshot_text(app).splitlines()[-1]
        assert "Cancel" in bottom
        assert "New game" not in bottom and "Quit" not in bottom and "Replay" not in bottom
        await press(pilot, "escape")
        await recipes.wait_for_screen(pilot, GameOverScreen)
        await pilot.pause()
        await pilot.pause()
        assert "New game" in screenshot_text(app).splitlines()[-1]


async def test_a_question_shows_its_own_keys_not_the_title_screens() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.wait_for_screen(pilot, TitleScreen)
        await pilot.pause()
        app.push_screen(ConfirmScreen("Start a new game?"))
        await recipes.wait_for_screen(pilot, ConfirmScreen)
        await pilot.pause()
        await pilot.pause()
        bottom = screenshot_text(app).splitlines()[-1]
        assert "Back" in bottom
        assert "New game" not in bottom and "Quit" not in bottom


async def test_the_replay_footer_names_each_key_once() -> None:
    app = NotAloneApp(replay=GameRecord.of(recipes.finished_game()))
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.wait_for_screen(pilot, ReplayScreen)
        await pilot.pause()
        await pilot.pause()
        shown = footer_keys(app)
        assert "End Last" in shown and "Home Start" in shown
        for key in app.screen.query(FooterKey):
            assert key.key_display.casefold() != key.description.casefold(), shown


SCREEN_MODULES = (confirm, export, game_over, handoff, private, replay, setup, table, title,
                  help_screen)


def shown_bindings() -> list[tuple[str, Binding]]:
    found = []
    for module in SCREEN_MODULES:
        for name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__:
                continue
            for binding in getattr(cls, "BINDINGS", []):
                if isinstance(binding, Binding) and binding.show:
                    found.append((name, binding))
    return found


def test_no_footer_entry_repeats_its_key() -> None:
    bindings = shown_bindings()
    assert any(name == "ReplayScreen" for name, _ in bindings)
    for name, binding in bindings:
        key = binding.key_display or binding.key.split(",")[0]
        assert key.casefold() != binding.description.casefold(), (name, binding)


# ---------------------------------------------------------------- the grid
# The private screens' compact grid (beside the hand) shows names and figures only;
# their hand panel gives each Place card's phrase.
@pytest.mark.parametrize("screen", ["table", "replay"])
async def test_every_place_phrase_shows_whole_on_the_80x24_grid(screen: str) -> None:
    recipe = recipes.RECIPES[screen]
    app = recipe.make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await recipe.prepare(pilot)
        cells = list(app.screen.query(PlaceCell))
        assert len(cells) == len(BASE.places)
        say = Renderer(english())
        for cell in cells:
            short = say(msg(BASE.places[cell.number].short))
            # One line under the place's name, not wrapped onto the marks' line.
            assert cell.render_line(1).text.strip() == short, cell.number
