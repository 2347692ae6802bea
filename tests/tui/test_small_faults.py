"""Small faults of issue 12 on the screens: the setup's random Creature and the
seed, the stray block in the log, the dialogs' footers, the replay's "End End",
and the places' short phrases on the grid."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from textual.scrollbar import ScrollBarRender
from textual.widgets import Input, Select

from notalone_tui.engine import GameConfig
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens import (
    setup,
)
from notalone_tui.tui.screens.setup import SetupScreen

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
