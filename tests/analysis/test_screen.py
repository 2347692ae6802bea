"""The Analyse screen: opened from the game's end and from a finished game's
replay, it runs off the UI thread, shows the chart and the swings, and closes
with Esc; an unfinished game is never analysed."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from notalone_tui.records import GameRecord
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.analysis import AnalysisScreen, WinChart
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from tests.tui.driver import until

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def tiny_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(AnalysisScreen, "playouts", 1)
    monkeypatch.setattr(AnalysisScreen, "jobs", 1)


async def test_analyse_from_the_game_over_screen(record: GameRecord) -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(GameOverScreen(record.replay()))
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, AnalysisScreen))
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await screen.workers.wait_for_complete()
        await until(pilot, lambda: screen.result is not None)
        await pilot.pause()
        assert screen.query_one(WinChart).display
        chart = str(screen.query_one(WinChart).content)
        assert "100%" in chart and "┤" in chart
        swings = screen.swings_text()
        assert "The biggest swings" in swings and "1. Turn " in swings
        assert screen.result is not None and screen.result.record.actions == record.actions
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def test_esc_while_it_runs_stops_it_and_goes_back(
        record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> None:
    app = NotAloneApp(autosave=False)
    monkeypatch.setattr(AnalysisScreen, "playouts", 20)  # still running when Esc comes
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = AnalysisScreen(record)
        app.push_screen(screen)
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is not screen)
        assert screen.stop.is_set()
        await screen.workers.wait_for_complete()
        assert screen.result is None


async def test_the_replay_offers_the_analysis_of_a_finished_game_only(
        record: GameRecord) -> None:
    unfinished = record.model_copy(update={"actions": record.actions[:40]})
    with pytest.raises(ValueError):
        AnalysisScreen(unfinished)  # never during a game
    for shown, offered in ((record, True), (unfinished, False)):
        app = NotAloneApp(replay=shown, autosave=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(pilot.app.screen, ReplayScreen))
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            await pilot.press("end")
            await pilot.pause()
            assert screen.check_action("analyse", ()) is offered
            # The key is not in the footer (no room at 80 columns): the end of a
            # finished record says it.
            step = str(screen.query_one("#step", Static).content)
            assert ("Press a to analyse" in step) is offered
            await pilot.press("a")
            await pilot.pause()
            assert isinstance(app.screen, AnalysisScreen) is offered
