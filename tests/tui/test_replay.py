"""The replay viewer: stepping and jumping match the record replayed by the
engine, the screen is the same after a step back and forth, an unfinished
record keeps every secret, a finished one may show every hidden card, and
closing quits or returns depending on how the viewer was opened."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Static

from notalone_tui.engine import BASE
from notalone_tui.records import GameRecord
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.replay import NOT_FINISHED, ReplayLog, ReplayScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.naming import short_name
from notalone_tui.tui.widgets.track_panel import TrackPanel
from tests.engine.words import log_lines

from ..engine.secrecy import secret_card_ids
from ..engine.test_records import random_game
from .driver import press, screenshot_text, until

SIZE = (100, 32)


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    record = GameRecord.of(random_game(4, seed=21))
    assert record.replay().is_over
    return record


@pytest.fixture(scope="module")
def unfinished() -> GameRecord:
    """An autosave of a 5-player game in progress: its players may still resume it."""
    record = GameRecord.of(random_game(5, seed=8, stop_after=150))
    assert not record.replay().is_over
    return record




async def opened(pilot: Pilot[None]) -> ReplayScreen:
    """The replay screen once its first step is drawn."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, ReplayScreen)
                and status(app.screen).startswith("Replay"))
    await pilot.pause()
    assert isinstance(app.screen, ReplayScreen)
    return app.screen


def status(screen: ReplayScreen) -> str:
    found = screen.query("#status")
    return str(found.first(Static).content) if found else ""


def text_of(screen: ReplayScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).content)


def assert_shows_step(screen: ReplayScreen, record: GameRecord, k: int) -> None:
    """The screen shows the table after ``k`` actions, as the engine rebuilds it."""
    expected = record.replay(upto=k)
    view = expected.view(None)
    assert screen.k == k
    assert (f"Replay · action {k} of {len(record.actions)} · turn {view.turn}, "
            f"phase {view.phase}") in status(screen)
    assert screen.game.view(None) == view
    tracks = str(screen.query_one(TrackPanel).content)
    assert f"{view.track('rescue').moved}/{view.track('rescue').goal}" in tracks
    assert f"{view.track('assimilation').moved}/{view.track('assimilation').goal}" in tracks
    log = log_lines(expected)
    assert screen.query_one(ReplayLog).written == len(log)
    # The last step is told by the public text of the events it caused.
    before = len(record.replay(upto=k - 1).log_for(None)) if k else 0
    step = text_of(screen, "#step")
    for line in log[before:] if k else log:
        assert line in step


async def test_stepping_and_jumps_match_the_record(finished: GameRecord) -> None:
    total = len(finished.actions)
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        assert_shows_step(screen, finished, 0)
        await pilot.press("right", "right", "space", "l", "right")
        assert_shows_step(screen, finished, 5)
        await pilot.press("left", "h")
        assert_shows_step(screen, finished, 3)
        await pilot.press("end")
        assert_shows_step(screen, finished, total)
        assert "win" in status(screen)
        await pilot.press("right")  # nothing after the end
        assert screen.k == total
        await pilot.press("left")
        assert_shows_step(screen, finished, total - 1)
        await pilot.press("home")
        assert_shows_step(screen, finished, 0)
        await pilot.press("left")  # nothing before the start
        assert screen.k == 0


async def test_turn_jumps_land_on_turn_starts(finished: GameRecord) -> None:
    total = len(finished.actions)
    turns = [finished.replay(upto=k).state.turn.number for k in range(total + 1)]
    starts = [0] + [k for k in range(1, total + 1) if turns[k] != turns[k - 1]]
    assert len(starts) > 3
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        landed = [0]
        while screen.k < total:
            await pilot.press("pagedown" if len(landed) % 2 else "right_square_bracket")
            landed.append(screen.k)
        assert landed == starts + ([total] if starts[-1] != total else [])
        # Back from the middle of a turn: first to its start, then to the turn before.
        await pilot.press("home")
        await press(pilot, *["right"] * (starts[2] + 3))
        await pilot.press("pageup")
        assert_shows_step(screen, finished, starts[2])
        await pilot.press("left_square_bracket")
        assert_shows_step(screen, finished, starts[1])
        await pilot.press("pageup", "pageup")
        assert screen.k == 0


#: Scrollbar thumbs: a step back redraws only the recent log entries and a step
#: forward appends, so the scrollback (and the thumb's size) may differ while
#: every visible line is the same.
SCROLLBAR = str.maketrans("", "", "▁▂▃▄▅▆▇█▔▕▏")


def without_scrollbars(text: str) -> str:
    return text.translate(SCROLLBAR)


async def test_back_then_forward_shows_the_same_screen(finished: GameRecord) -> None:
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        for stop in ("pagedown", "pagedown", "end"):
            await pilot.press(stop, "left", "left")
            await pilot.pause()
            before = without_scrollbars(screenshot_text(app))
            k = screen.k
            await pilot.press("left")
            await pilot.pause()
            assert screen.k == k - 1
            await pilot.press("right")
            await pilot.pause()
            assert screen.k == k
            assert without_scrollbars(screenshot_text(app)) == before


async def test_an_unfinished_record_never_shows_a_secret(unfinished: GameRecord) -> None:
    total = len(unfinished.actions)
    app = NotAloneApp(replay=unfinished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("s")
        await pilot.pause()
        assert text_of(screen, "#secrets") == f"{NOT_FINISHED}."
        assert NOT_FINISHED in screenshot_text(app)
        assert "hidden cards shown" not in status(screen)
        checked = 0
        while True:
            game = unfinished.replay(upto=screen.k)
            names = {BASE.card_name(c) for c in secret_card_ids(game, None)}
            assert names
            await pilot.pause()
            text = screenshot_text(app)
            assert "Replay · action" in text
            leaks = sorted(name for name in names if name in text)
            assert not leaks, f"action {screen.k}: {leaks}"
            checked += 1
            if screen.k == total:
                break
            await press(pilot, *["right"] * 7, "s")
            assert text_of(screen, "#secrets") in ("", f"{NOT_FINISHED}.")
        assert checked > 15


async def test_a_finished_record_shows_every_hidden_card(finished: GameRecord) -> None:
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press(*["right"] * 12)
        assert text_of(screen, "#secrets") == ""
        await pilot.press("s")
        await pilot.pause()
        assert screen.revealing and "hidden cards shown" in status(screen)
        game = finished.replay(upto=12)
        secrets = text_of(screen, "#secrets")
        for seat, hunted in game.state.hunted.items():
            assert finished.names[seat] in secrets
            for card in hunted.survival:
                assert BASE.card_name(card) in secrets
            for place in hunted.hand:
                assert short_name(BASE, place) in secrets
        for card in game.state.creature.hand:
            assert BASE.card_name(card) in secrets
        assert "Hidden cards" in screenshot_text(app)
        # The panel follows the steps, and hides again on a second press.
        await pilot.press("end")
        final = finished.replay()
        for card in final.state.creature.hand:
            assert BASE.card_name(card) in text_of(screen, "#secrets")
        await pilot.press("s")
        await pilot.pause()
        assert not screen.revealing and text_of(screen, "#secrets") == ""
        assert "Hidden cards" not in screenshot_text(app)


async def test_buttons_step_with_the_mouse(finished: GameRecord) -> None:
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        assert screen.query_one("#btn-back", Button).disabled
        await pilot.click("#btn-forward")
        await pilot.click("#btn-forward")
        assert_shows_step(screen, finished, 2)
        await pilot.click("#btn-back")
        assert_shows_step(screen, finished, 1)
        await pilot.click("#btn-end")
        assert screen.k == len(finished.actions)
        assert screen.query_one("#btn-forward", Button).disabled
        await pilot.click("#btn-start")
        assert screen.k == 0


async def test_q_quits_a_standalone_replay(finished: GameRecord) -> None:
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot)
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0


async def test_escape_returns_from_a_replay_opened_in_the_app(finished: GameRecord) -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        app.push_screen(ReplayScreen(finished))
        await opened(pilot)
        await pilot.press("right", "escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert app.return_code is None


async def test_the_layout_fits_80x24_and_smaller_shows_the_notice(
        finished: GameRecord) -> None:
    app = NotAloneApp(replay=finished, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        text = screenshot_text(app)
        assert "Replay · action 0 of" in text and "Close" in text
        assert "Please enlarge" not in text
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        text = screenshot_text(app)
        assert "Please enlarge the terminal" in text and "Replay · action" not in text


async def test_a_record_with_an_illegal_action_replays_up_to_it(finished: GameRecord) -> None:
    """A damaged record shows what can be replayed, says where it breaks, and
    (its game never ending) keeps its hidden cards hidden."""
    bad = finished.actions[10].model_copy(update={"seat": 5})  # no seat 5 at 4 players
    record = finished.model_copy(update={"actions": (*finished.actions[:10], bad,
                                                      *finished.actions[11:])})
    app = NotAloneApp(replay=record, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("end")
        assert screen.k == 10 and "action 10 of 10" in status(screen)
        assert "action 11 is illegal" in text_of(screen, "#step")
        await pilot.press("s")
        assert text_of(screen, "#secrets") == f"{NOT_FINISHED}."
