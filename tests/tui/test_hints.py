"""Hints in the app: ``h`` on a private screen (only in a game set up with hints)
shows the standard player's choice and why, highlights it, and is counted in
the save; it never shows on another screen, nor reveals another seat's cards."""

from __future__ import annotations

import random

from textual.pilot import Pilot
from textual.widgets import Select

from notalone_tui.bots.hints import hint
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.paths import autosave_path
from notalone_tui.records import GameRecord, read_record
from notalone_tui.saves import find_autosave, save_game
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hint_words import hints_note
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import HintLine, PrivateScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from notalone_tui.tui.widgets.decision_options import DecisionOptions
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

from .driver import Report, check_screen, open_setup, screen_text, session_of, until_settled

NAMES = ("Ada", "Ben", "Cleo")


def new_game(seed: int = 4) -> Game:
    return Game.new(GameConfig(names=NAMES, creature_seat=0), seed)


async def _to_private(pilot: Pilot[None], app: NotAloneApp) -> PrivateScreen:
    """Past the handoff, onto the first private screen, drawn."""
    await until_settled(pilot, lambda: isinstance(app.screen, HandoffScreen | PrivateScreen))
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("enter")
    await until_settled(pilot, lambda: isinstance(app.screen, PrivateScreen)
                        and app.screen.rendered == app.screen.version)
    screen = app.screen
    assert isinstance(screen, PrivateScreen)
    return screen


def _shown_hint(screen: PrivateScreen) -> str:
    line = screen.query_one(HintLine)
    return str(line.content) if line.display else ""


async def test_h_shows_the_hint_highlights_it_and_counts_it() -> None:
    app = NotAloneApp(new_game(), hints={})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_private(pilot, app)
        seat = screen.seat
        expected = hint(app.game.view(seat))
        before = len(app.game.actions)
        assert _shown_hint(screen) == ""
        assert "h Hint" in screen_text(app)  # the footer offers it
        await pilot.press("h")
        await pilot.pause()
        shown = _shown_hint(screen)
        assert shown.startswith("Hint: ")
        assert app.controller is not None
        assert app.controller.words(expected.reason) in shown
        panel = screen.query_one(DecisionPanel)
        assert panel.query_one(DecisionOptions).highlighted == panel.options.index(
            expected.option)
        assert app.controller.hints == {seat: 1}
        record = read_record(autosave_path())
        assert record.hints and record.hints_used == {seat: 1}
        await pilot.press("h")
        await pilot.pause()
        assert read_record(autosave_path()).hints_used == {seat: 2}
        assert len(app.game.actions) == before  # asking chose nothing


async def test_the_hint_goes_with_the_choice_and_never_reaches_the_next_screen() -> None:
    app = NotAloneApp(new_game(), hints={})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_private(pilot, app)
        first = screen.seat
        expected = hint(app.game.view(first))
        await pilot.press("h")
        await pilot.pause()
        assert _shown_hint(screen)
        await pilot.press("enter")  # the highlighted option: the hint's
        await until_settled(pilot, lambda: not isinstance(app.screen, PrivateScreen)
                            or app.screen.seat != first)
        assert "Hint:" not in screen_text(app)
        assert app.game.actions[-1] == Action(first, expected.option)
        nxt = await _to_private(pilot, app)
        assert nxt.seat != first
        assert _shown_hint(nxt) == ""
        assert "Hint:" not in screen_text(app)


async def test_h_does_nothing_in_a_game_without_hints() -> None:
    app = NotAloneApp(new_game())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_private(pilot, app)
        assert "Hint" not in screen_text(app)
        highlighted = screen.query_one(DecisionOptions).highlighted
        before = len(app.game.actions)
        await pilot.press("h")
        await pilot.pause()
        assert _shown_hint(screen) == ""
        assert app.controller is not None and app.controller.hints is None
        assert screen.query_one(DecisionOptions).highlighted == highlighted
        assert len(app.game.actions) == before  # "h" picks no option either
        record = read_record(autosave_path())
        assert not record.hints and not record.hints_used
        assert '"hints' not in record.to_json()


async def test_hints_never_show_another_seats_secrets() -> None:
    """Every private screen of a game, with its hint shown, checked for the names
    of cards its seat may not know (the secrecy helper's)."""
    app = NotAloneApp(new_game(7), hints={}, bot_delay=0)
    rng = random.Random(3)
    report = Report()
    async with app.run_test(size=(100, 32)) as pilot:
        session = session_of(app)
        for _ in range(300):
            if app.game.is_over or report.private_screens >= 25:
                break
            step = session.current()
            if step.step is Step.HANDOFF:
                app.handoff_confirmed()
            elif step.step is Step.REVIEW:
                app.acknowledge_review()
            elif step.step is Step.INFO:
                app.dismiss_info()
            elif step.step is Step.PRIVATE and step.seat is not None:
                serial = step.serial

                def drawn(serial: int = serial) -> bool:
                    shown = app.screen
                    return (isinstance(shown, PrivateScreen) and shown.serial == serial
                            and shown.rendered == shown.version)

                await until_settled(pilot, drawn)
                await pilot.press("h")
                screen = app.screen
                assert isinstance(screen, PrivateScreen)
                assert _shown_hint(screen)
                await check_screen(pilot, step.seat, report, f"hint of seat {step.seat}")
                report.private_screens += 1
                options = session.shown(step).options or ()
                app.choose(rng.choice(options), step.serial)
            elif step.decision is not None and step.step is not Step.BOT:
                app.choose(rng.choice(session.shown(step).options or ()), step.serial)
            await pilot.pause(0)
        assert report.private_screens >= 10
        assert not report.leaks, report.leaks
        assert app.controller is not None and app.controller.hints
        assert sum(app.controller.hints.values()) == report.private_screens


async def test_the_setup_screen_sets_a_game_up_with_hints() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(pilot)
        hints = setup.query_one("#hints", Select)
        assert hints.value is False  # off by default
        hints.value = True
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until_settled(pilot, lambda: app.controller is not None)
        assert app.controller is not None and app.controller.hints == {}
        screen = await _to_private(pilot, app)
        assert screen.hints_on


async def test_a_resumed_game_keeps_its_hints_and_their_count() -> None:
    game = new_game()
    save_game(game, hints={1: 3})
    saved, problem = find_autosave()
    assert problem is None and saved is not None and saved.hints == {1: 3}
    app = NotAloneApp(saved.game, bots=saved.bots, resumed=True, hints=saved.hints)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_private(pilot, app)
        await pilot.press("h")
        await pilot.pause()
        assert app.controller is not None
        assert app.controller.hints == {1: 3, screen.seat: 1 + (3 if screen.seat == 1 else 0)}


def test_the_record_marks_hints_used() -> None:
    game = new_game()
    plain = GameRecord.of(game)
    assert plain.hint_counts is None and "hints" not in plain.to_json()
    unused = GameRecord.of(game, hints={})
    assert unused.hints and unused.hint_counts == {}
    used = GameRecord.from_json(GameRecord.of(game, hints={2: 4, 1: 0}).to_json())
    assert used.hints and used.hints_used == {2: 4} and used.hint_counts == {2: 4}


def test_the_end_and_the_replay_say_hints_were_used() -> None:
    assert hints_note(NAMES, None) == ""
    assert hints_note(NAMES, {}) == "Hints were on; nobody used one."
    assert hints_note(NAMES, {2: 1, 1: 3}) == "Hints used: Ben ×3, Cleo ×1"
    replay = ReplayScreen(GameRecord.of(new_game(), hints={1: 3}))
    assert "Hints used: Ben ×3" in replay.step_text([]).plain
    assert "Hints" not in ReplayScreen(GameRecord.of(new_game())).step_text([]).plain


async def test_the_game_over_screen_says_hints_were_used() -> None:
    game = new_game(2)
    rng = random.Random(2)
    while not game.is_over:
        d = game.pending[0]
        game.apply(Action(d.seat, rng.choice(d.options)))
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(GameOverScreen(game, {1: 2}))
        await pilot.pause()
        assert "Hints used: Ben ×2" in screen_text(app)
