"""Two edges of the screens (issue 33): a terminal too small to show the game
takes no answer, and autosaves that fail stay marked on every screen until one
succeeds again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widget import Widget

import scripts.screen_recipes as recipes
from notalone_tui.engine import Kind
from notalone_tui.paths import DATA_ENV
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, Step
from notalone_tui.tui.screens.base import BaseScreen, SaveTrouble
from notalone_tui.tui.screens.confirm import ConfirmScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import HuntedScreen
from notalone_tui.tui.screens.table import TableScreen

from .driver import press, screen_text, session_of

#: Every key that answers something somewhere in the game: the option lists'
#: numbers and letters, Enter, Space, the arrows, Esc, Ctrl+Z and the handoff's c.
ANSWER_KEYS = (*"0123456789", *"abcdefghijklmnopqrstuvwxyz", "enter", "space", "up", "down",
               "left", "right", "tab", "escape", "ctrl+z", "ctrl+s")
SMALL = (60, 18)


async def _shrunk(pilot: Pilot[None], size: tuple[int, int]) -> None:
    await pilot.resize_terminal(*SMALL)
    await pilot.pause()
    assert pilot.app.screen.has_class("-too-small") or pilot.app.screen.is_modal


async def _every_key_then_enlarge(pilot: Pilot[None], size: tuple[int, int]) -> None:
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    await _shrunk(pilot, size)
    actions = len(app.game.actions)
    step = session_of(app).current()
    for key in ANSWER_KEYS:
        await press(pilot, key)
    await pilot.pause()
    assert len(app.game.actions) == actions, "a key answered while the game was hidden"
    assert session_of(app).current() == step
    await pilot.resize_terminal(*size)
    await pilot.pause()
    await pilot.pause()
    assert not app.screen.has_class("-too-small")
    assert session_of(app).current() == step, "the question is still open"


@pytest.mark.parametrize("where", ["table", "handoff", "private"])
async def test_the_too_small_screen_answers_nothing(where: str) -> None:
    """Shrink at a question, press every answer key, enlarge: still open."""
    app = NotAloneApp(recipes.new_game(), autosave=False)
    wanted = {
        "table": lambda s, step: step.step in (Step.PUBLIC, Step.REVIEW),
        "handoff": lambda s, step: step.step is Step.HANDOFF,
        "private": lambda s, step: step.step is Step.PRIVATE and step.decision is not None
        and step.decision.kind is Kind.EXPLORE,
    }[where]
    shown = {"table": TableScreen, "handoff": HandoffScreen, "private": HuntedScreen}[where]
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.drive_until(pilot, wanted)
        await pilot.pause()
        assert isinstance(app.screen, shown)
        await _every_key_then_enlarge(pilot, (100, 30))
        # And the game answers keys again once the notice is gone.
        step = session_of(app).current()
        await press(pilot, "enter")
        await recipes.wait_for(pilot, lambda: session_of(app).current() != step, "an answer")


async def test_a_dialog_over_the_too_small_screen_takes_no_answer() -> None:
    """A confirmation drawn over the notice: neither Enter nor a click confirms."""
    app = NotAloneApp(recipes.new_game(), autosave=False)
    answered: list[bool | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.HANDOFF)
        app.push_screen(ConfirmScreen("Really?"), answered.append)
        await pilot.pause()
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        box = app.screen.query_one("#confirm-box")
        assert not box.display, "the dialog hides: the notice below shows alone"
        assert "Please enlarge the terminal" in screen_text(app)
        await press(pilot, "tab", "enter", "space")
        await _click_as_a_terminal_does(pilot, app.screen.query_one("#confirm-yes"))
        assert answered == [] and isinstance(app.screen, ConfirmScreen)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert box.display
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        await press(pilot, "escape")  # closing a dialog answers nothing: allowed
        await pilot.pause()
        assert answered == [False]


async def _click_as_a_terminal_does(pilot: Pilot[None], widget: Widget) -> None:
    """A press and release on ``widget`` posted to the app, as the terminal's
    driver posts them (``Pilot.click`` hands them to the screen directly)."""
    x, y = widget.region.center
    for kind in (events.MouseDown, events.MouseUp):
        pilot.app.post_message(kind(widget=None, x=x, y=y, delta_x=0, delta_y=0, button=1,
                                    shift=False, meta=False, ctrl=False, screen_x=x,
                                    screen_y=y))
        await pilot.pause()


def _marks(app: NotAloneApp) -> list[tuple[str, bool]]:
    """Each game screen's autosave mark: (screen, shown)."""
    found = []
    for screen in app._screens_to_reword():
        if isinstance(screen, BaseScreen) and screen.is_mounted:
            for mark in screen.query(SaveTrouble):
                found.append((type(screen).__name__, mark.display))
    return found


async def test_failing_autosaves_stay_marked_on_every_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv(DATA_ENV, str(blocker / "data"))
    app = NotAloneApp(recipes.new_game(), autosave=True)
    seen: set[str] = set()
    async with app.run_test(size=(100, 30)) as pilot:
        # Play on through handoffs, private screens and the table: the mark is
        # on every screen shown, long after the one notification has faded.
        for _ in range(12):
            session = session_of(app)
            step = session.current()

            def shown(step: FlowStep = step) -> bool:  # (mypy infers no lambda with a default)
                return recipes.shows(app, step)
            await recipes.wait_for(pilot, shown, "a screen")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, BaseScreen)
            assert screen.save_trouble is not None
            mark = screen.query_one(SaveTrouble)
            assert mark.display, f"no mark on the {type(screen).__name__}"
            assert "Autosave failed" in screen_text(app)
            seen.add(type(screen).__name__)
            await recipes.answer(pilot, step, recipes.random.Random(1))
        assert {"HandoffScreen", "HuntedScreen"} <= seen
        # The disk is fine again: the next save clears the mark everywhere.
        blocker.unlink()
        step = session_of(app).current()
        await recipes.wait_for(pilot, lambda: recipes.shows(app, step), "a screen")
        await recipes.answer(pilot, step, recipes.random.Random(1))
        await recipes.wait_for(pilot, lambda: app.save_trouble is None, "a save")
        await pilot.pause()
        assert _marks(app) and not any(shown for _, shown in _marks(app))
        assert "Autosave failed" not in screen_text(app)
        assert (blocker / "data").is_dir()
    shutil.rmtree(blocker, ignore_errors=True)
