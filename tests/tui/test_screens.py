"""Behaviour of individual screens: setup validation, the size notice, help
everywhere, token placement by keys and mouse, confirmations."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static

import scripts.screen_recipes as recipes
from notalone_tui.engine import Game, GameConfig, Kind, Verb
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.hotseat import FlowStep, Step
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.compact_grid import CompactGrid

from .driver import press, screenshot_text, session_of
from .driver import until_settled as until


def new_game(players: int = 3, seed: int = 2) -> Game:
    names = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus")[:players]
    return Game.new(GameConfig(names=names, creature_seat=0), seed=seed)




async def test_setup_rejects_empty_and_duplicate_names() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#name-1", Input).value = "ada"
        await pilot.pause()
        errors = str(screen.query_one("#setup-errors", Static).content)
        assert "different" in errors
        assert screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)  # refused
        screen.query_one("#name-1", Input).value = ""
        await pilot.pause()
        assert "Seat 2 needs a name" in str(screen.query_one("#setup-errors", Static).content)
        screen.query_one("#name-1", Input).value = "Bea"
        screen.query_one("#seed", Input).value = "12"
        await pilot.pause()
        assert str(screen.query_one("#setup-errors", Static).content) == ""
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        assert app.game.state.config.names[:2] == ("Ada", "Bea")
        assert app.game.state.seed == 12


async def test_a_terminal_below_80x24_shows_a_notice_instead_of_the_layout() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert "Please enlarge the terminal" in screenshot_text(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        text = screenshot_text(app)
        assert "Please enlarge" not in text and "New game" in text


@pytest.mark.parametrize("where", ["title", "handoff", "private", "table"])
async def test_help_opens_from_every_screen(where: str) -> None:
    app = NotAloneApp(None if where == "title" else new_game())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if where == "title":
            assert isinstance(app.screen, TitleScreen)
        else:
            # The first handoff also asks whether the Creature plays a card first.
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
            if where == "private":
                await press(pilot, "c")  # it does: the Creature's handoff, then its window
                await until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                            and app.screen.player == session_of(app).name(0))
                await press(pilot, "enter")
                await until(pilot, lambda: isinstance(app.screen, CreatureScreen))
            if where == "table":
                await press(pilot, "enter")  # nobody plays first: Ben explores
                await until(pilot, lambda: isinstance(app.screen, HuntedScreen))
                await press(pilot, "enter")  # Ben explores; Cyd's handoff follows
                await until(pilot, lambda: app.game.state.hunted[1].played != [])
                app.start(_game_at_public_window())
                await until(pilot, lambda: isinstance(app.screen, TableScreen))
        before = type(app.screen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen) is before


def _game_at_public_window() -> Game:
    """A game whose next decision is a public card window."""
    from notalone_tui.engine import Action, Option

    game = new_game()
    for _ in range(200):
        d = game.pending[0]
        if not d.private:
            return game
        if d.kind is Kind.HUNT:
            opt = (Option(Verb.DONE) if Option(Verb.DONE) in d.options
                   else next(o for o in d.options if o.verb is Verb.TOKEN))
        elif Option(Verb.PASS) in d.options:
            opt = Option(Verb.PASS)
        else:
            opt = next(o for o in d.options if o.verb is Verb.EXPLORE)
        game.apply(Action(d.seat, opt))
    raise AssertionError("no public decision came")


async def _to_hunt(pilot: Pilot[None], app: NotAloneApp) -> CreatureScreen:
    """Play Phase 1 with keys (pass, explore the first card) up to the Creature's hunt."""
    for _ in range(50):
        step = session_of(app).current()
        # (Named functions below, not lambdas: mypy infers no lambda with a default.)
        if step.step is Step.PRIVATE and step.decision is not None \
                and step.decision.kind is Kind.HUNT:
            def hunting(s: FlowStep = step) -> bool:
                return isinstance(app.screen, CreatureScreen) and app.screen.serial == s.serial
            await until(pilot, hunting)
            screen = app.screen
            assert isinstance(screen, CreatureScreen)
            return screen
        if step.step is Step.HANDOFF:
            assert step.seat is not None  # a handoff is to a seat
            name = session_of(app).name(step.seat)

            def handed(n: str = name) -> bool:
                return isinstance(app.screen, HandoffScreen) and app.screen.player == n
            await until(pilot, handed)
            await press(pilot, "enter")
        else:
            # First option: nobody plays a card / explore the first card (the
            # handoff that follows confirms it, no "Confirm?" of its own).
            def shown(s: FlowStep = step) -> bool:
                return getattr(app.screen, "serial", None) == s.serial

            def moved_on(s: FlowStep = step) -> bool:
                return session_of(app).current().serial != s.serial
            await until(pilot, shown)
            await press(pilot, "enter")
            await until(pilot, moved_on)
    raise AssertionError("never reached the hunt")


async def test_creature_places_tokens_with_number_keys_and_finishes_the_hunt() -> None:
    app = NotAloneApp(new_game(seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_hunt(pilot, app)
        await press(pilot, "7")
        await until(pilot, lambda: app.game.state.turn.tokens.get("creature") == (7,))
        step = session_of(app).current()
        decision = step.decision
        assert decision is not None and decision.kind is Kind.HUNT
        await until(pilot, lambda: getattr(app.screen, "serial", None) == step.serial)
        await pilot.pause()
        done = list(decision.options).index(next(o for o in decision.options
                                                 if o.verb is Verb.DONE))
        await press(pilot, *["down"] * done, "enter")
        # No "Confirm?": the table's card window that follows can still take it back.
        await until(pilot, lambda: app.game.state.turn.phase == 2
                    and session_of(app).current().step is not Step.PRIVATE)


async def test_clicking_a_place_places_the_creature_token() -> None:
    app = NotAloneApp(new_game(seed=5))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _to_hunt(pilot, app)
        grid = screen.query_one(CompactGrid)
        await pilot.click(CompactGrid, offset=grid.place_offset(9))
        await until(pilot, lambda: app.game.state.turn.tokens.get("creature") == (9,))


async def test_explore_is_confirmed_by_the_handoff_and_esc_there_returns_to_the_choice() -> None:
    app = NotAloneApp(new_game(seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await press(pilot, "enter")  # Ben takes it (the Creature plays no card first)
        await until(pilot, lambda: isinstance(app.screen, HuntedScreen))
        await press(pilot, "enter")  # "Explore the Lair": no "Confirm?", the handoff follows
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        assert app.game.state.hunted[1].played == [1]
        text = screenshot_text(app)
        assert f"Pass the keyboard to {session_of(app).name(2)}" in text
        assert f"Esc: {session_of(app).name(1)} takes that choice back" in text
        assert "Undo" not in text, "one key takes back here: Esc"
        await press(pilot, "escape")
        await until(pilot, lambda: app.game.state.hunted[1].played == [])
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                    and app.screen.player == session_of(app).name(1))
        await press(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, HuntedScreen))
        await press(pilot, "enter")  # choose again
        await until(pilot, lambda: app.game.state.hunted[1].played == [1])


async def test_a_double_enter_on_the_handoff_does_not_pick_an_option() -> None:
    app = NotAloneApp(new_game(seed=8), input_guard=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await press(pilot, "c")  # the Creature plays a card first
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                    and app.screen.player == session_of(app).name(0))
        await pilot.press("enter", "enter")  # the second Enter lands on the private screen
        await until(pilot, lambda: isinstance(app.screen, CreatureScreen))
        await pilot.pause()
        assert app.game.actions == []  # the Creature's window is still open
        await pilot.pause(0.6)
        await pilot.press("enter")
        await until(pilot, lambda: len(app.game.actions) == 1)


async def test_the_last_tokens_confirmation_names_the_finish_it_brings() -> None:
    from tests.engine.test_survival_cards import make

    t = make({}, creature=("hunt-cataclysm", "hunt-stasis"))
    t.advance(kind=Kind.HUNT)
    app = NotAloneApp(t.game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await press(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, CreatureScreen))
        await press(pilot, "7")
        await pilot.pause()
        assert "then Finish the hunt?" in screenshot_text(app)
        await press(pilot, "enter")
        await until(pilot, lambda: app.game.state.turn.phase >= 2
                    and session_of(app).current().step is not Step.PRIVATE)
        assert [a.option.verb for a in app.game.actions[-2:]] == [Verb.TOKEN, Verb.DONE]


async def test_a_screen_shown_again_after_a_theme_change_takes_the_new_theme() -> None:
    """Screens skip Textual's restyle on a switch while the CSS they were styled
    with still holds; a theme changed meanwhile (which reaches only the screen
    on show) makes them restyle."""
    app = NotAloneApp(new_game())
    async with app.run_test(size=(100, 32)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE)
        await recipes.wait_for_screen(pilot, PrivateScreen)
        await pilot.pause()
        private = app.screen
        assert isinstance(private, HuntedScreen | CreatureScreen)
        status = private.query_one("#status", Static)
        before = status.styles.background
        app.switch_screen(app.handoff)  # as the flow does: the private screen hides
        await until(pilot, lambda: app.screen is app.handoff)
        app.theme = "nord" if app.theme != "nord" else "gruvbox"
        await pilot.pause()
        app.switch_screen(private)
        await until(pilot, lambda: app.screen is private)
        after = status.styles.background
        assert after != before
        # The same as styling it afresh.
        app.stylesheet.apply(status)
        assert status.styles.background == after


async def test_a_screen_being_removed_does_not_draw() -> None:
    """Found by the monkey under load: content handed to the table while Textual
    was removing it (the app quitting as a computer's answer came in) was drawn
    into widgets already gone. Textual marks such a node ``_pruning``."""
    from notalone_tui.tui.screens.table import TableScreen

    app = NotAloneApp(recipes.new_game(), autosave=False)
    app.input_guard = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await recipes.RECIPES["table"].prepare(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.payload is not None
        view, log, decision, _ = screen.payload
        await screen.remove_children()
        screen._pruning = True
        screen.present(view, log, decision, screen.serial or 0)  # no NoMatches
        assert screen.rendered != screen.version
        screen._pruning = False


async def test_the_private_screen_passed_to_the_next_seat_keeps_no_line_of_the_last() -> None:
    """One private screen serves every Hunted: the log it shows is the seat's
    own, never the lines only the previous seat could read."""
    from notalone_tui.tui.widgets.game_log import GameLog

    app = NotAloneApp(recipes.new_game(), autosave=False)
    app.input_guard = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                                  and step.decision is not None
                                  and step.decision.kind is Kind.EXPLORE
                                  and s.game.state.hunted[step.seat or 0].played == []
                                  and any(h.played for h in s.game.state.hunted.values()))
        await pilot.pause()
        session = app.session
        assert session is not None
        seat = session.current().seat
        screen = app.screen
        assert isinstance(screen, HuntedScreen) and screen.seat == seat
        mine = set(session.log_lines(seat))
        others = {line for s in app.game.state.config.hunted_seats if s != seat
                  for line in session.log_lines(s)} - mine
        assert others  # the Hunted who explored reads a line this one may not
        shown = "\n".join(strip.text for strip in screen.query_one(GameLog).lines)
        assert not any(line in shown for line in others), shown
        assert app.private[seat] is screen
