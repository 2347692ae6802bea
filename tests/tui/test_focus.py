"""Focus that never gets lost: after a resize across 80×24, a screen switch, an
undo or a dialog the current decision's list has the focus; Esc backs out of an
inline confirmation and out of the grid; the footer names the list's keys; the
number keys pick places on every private screen."""

from __future__ import annotations

from textual.pilot import Pilot

import scripts.screen_recipes as recipes
from notalone_tui.engine import DecisionView, Kind, Option, Verb
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.widgets.artemia_grid import ArtemiaGrid
from notalone_tui.tui.widgets.compact_grid import CompactGrid
from notalone_tui.tui.widgets.decision_options import DecisionOptions
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

from .driver import screenshot_text, session_of


def _app() -> NotAloneApp:
    return NotAloneApp(recipes.new_game(), autosave=False)


def _app_with_a_computer() -> NotAloneApp:
    """The last Hunted is a computer: it answers the card window right after
    the hunt, so finishing the hunt cannot be taken back and asks first."""
    game = recipes.new_game()
    return NotAloneApp(game, bots={game.hunted_order[-1]: "standard"}, bot_delay=0,
                       autosave=False)


async def _to_explore(pilot: Pilot[None], app: NotAloneApp) -> HuntedScreen:
    """The first Hunted's private screen: choosing the Place card to explore."""
    await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                              and step.decision is not None
                              and step.decision.kind is Kind.EXPLORE)
    await pilot.pause()
    assert isinstance(app.screen, HuntedScreen)
    return app.screen


async def _to_hunt(pilot: Pilot[None], app: NotAloneApp) -> CreatureScreen:
    await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                              and step.decision is not None
                              and step.decision.kind is Kind.HUNT)
    await pilot.pause()
    assert isinstance(app.screen, CreatureScreen)
    return app.screen


async def _to_finish(pilot: Pilot[None], app: NotAloneApp) -> CreatureScreen:
    """The Creature's screen asking to confirm "Finish the hunt" (a computer
    answers right after it, see :func:`_app_with_a_computer`), its token laid
    on place 7 first."""
    screen = await _to_hunt(pilot, app)
    await pilot.press("7")
    await recipes.wait_for(pilot, lambda: app.game.state.turn.tokens.get("creature") == (7,),
                           "the token")
    step = session_of(app).current()
    await recipes.wait_for(pilot, lambda: screen.serial == step.serial
                           and screen.rendered == screen.version, "the next hunt decision")
    await pilot.pause()
    options = screen.query_one(DecisionPanel).options
    done = options.index(next(o for o in options if o.verb is Verb.DONE))
    await pilot.press(*["down"] * done, "enter")
    await pilot.pause()
    assert screen.query_one(DecisionPanel).confirming is not None
    return screen


async def _across_the_minimum(pilot: Pilot[None], size: tuple[int, int]) -> None:
    """Shrink the terminal below 80×24 (the layout hides), then enlarge it again."""
    await pilot.resize_terminal(60, 20)
    await pilot.pause()
    await pilot.resize_terminal(*size)
    await pilot.pause()
    await pilot.pause()


# ------------------------------------------------------------ resizes
async def test_enter_answers_the_private_screen_after_a_resize_across_80x24() -> None:
    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _to_explore(pilot, app)
        await _across_the_minimum(pilot, (100, 30))
        assert isinstance(app.focused, DecisionOptions)
        await pilot.press("enter")  # explores the first card (the handoff confirms it)
        await recipes.wait_for(pilot, lambda: app.game.state.hunted[screen.seat].played != [],
                               "the Place card laid")


async def test_enter_continues_at_the_table_after_a_resize_across_80x24() -> None:
    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.REVIEW)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await _across_the_minimum(pilot, (100, 30))
        assert isinstance(app.focused, DecisionOptions)
        step = session_of(app).current()
        await pilot.press("enter")
        await pilot.pause()
        assert session_of(app).current() != step


async def test_a_screen_resized_while_hidden_fits_when_shown_again() -> None:
    """Only the screen on show hears of a resize: the private screen shown after
    the handoff must fit the terminal as it is now, and have its list focused."""
    app = _app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _to_explore(pilot, app)
        assert screen.has_class("-large")
        await pilot.press("enter")  # explore: the next handoff
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.HANDOFF)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE)
        await pilot.pause()
        assert not app.screen.has_class("-large") and not app.screen.has_class("-too-small")
        assert isinstance(app.focused, DecisionOptions)


# ------------------------------------------------------------ dialogs and undo
async def test_the_list_has_the_focus_after_the_help_closes() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_explore(pilot, app)
        for lost in (False, True):
            if lost:  # a click on nothing focusable, say: no widget has the focus
                screen.set_focus(None)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("escape")
            await pilot.pause()
            # (mypy keeps the HelpScreen narrowing above across the awaits)
            assert app.screen is screen  # type: ignore[comparison-overlap]
            assert isinstance(app.focused, DecisionOptions), (lost, app.focused)


async def test_the_list_has_the_focus_after_an_undo() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_hunt(pilot, app)
        await pilot.press("g")
        assert isinstance(app.focused, ArtemiaGrid)
        await pilot.press("7")
        await recipes.wait_for(pilot, lambda: app.game.state.turn.tokens.get("creature") == (7,),
                               "the token")
        await pilot.pause()
        await pilot.press("ctrl+z")
        await recipes.wait_for(pilot, lambda: not app.game.state.turn.tokens, "the undo")
        await pilot.pause()
        assert app.screen is screen
        assert isinstance(app.focused, DecisionOptions)


# ------------------------------------------------------------ Esc
async def test_escape_backs_out_of_an_inline_confirmation() -> None:
    app = _app_with_a_computer()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_finish(pilot, app)
        panel = screen.query_one(DecisionPanel)
        highlighted = panel.query_one(DecisionOptions).highlighted
        assert "Confirm:" in screenshot_text(app)
        assert "Back (Esc)" in screenshot_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert panel.confirming is None
        assert panel.query_one(DecisionOptions).highlighted == highlighted
        assert "Confirm:" not in screenshot_text(app)
        assert app.game.state.turn.phase == 2 and not app.game.state.turn.revealed
        assert isinstance(app.focused, DecisionOptions)


async def test_escape_leaves_the_grid_for_the_list() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_hunt(pilot, app)
        await pilot.press("g")
        assert isinstance(app.focused, ArtemiaGrid)
        await pilot.press("escape")
        assert isinstance(app.focused, DecisionOptions)
        assert isinstance(app.screen, CreatureScreen)


# ------------------------------------------------------------ the footer
async def test_the_footer_shows_the_lists_keys() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_explore(pilot, app)
        await pilot.pause()
        footer = screenshot_text(app).splitlines()[-1]
        assert "↑↓ Enter Choose" in footer, footer


# ------------------------------------------------------------ number keys
async def test_number_keys_pick_places_on_the_hunteds_screen() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_explore(pilot, app)
        assert "[4] Beach" in screenshot_text(app)
        await pilot.press("4")  # explores the Beach: the handoff that follows confirms it
        await recipes.wait_for(pilot, lambda: app.game.state.hunted[screen.seat].played == [4],
                               "the Beach explored")


async def test_a_number_key_during_a_confirmation_picks_nothing() -> None:
    """A confirmation waits for Confirm or Back: a digit does not slip past it."""
    app = _app_with_a_computer()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_finish(pilot, app)
        panel = screen.query_one(DecisionPanel)
        asked = panel.confirming
        assert asked is not None and asked.verb is Verb.DONE
        await pilot.press("4")
        await pilot.pause()
        assert panel.confirming == asked
        assert app.game.state.turn.tokens.get("creature") == (7,)
        assert not app.game.state.turn.revealed


async def test_clicking_a_place_on_the_hunteds_grid_picks_it() -> None:
    app = _app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _to_explore(pilot, app)
        grid = screen.query_one(CompactGrid)
        await pilot.click(CompactGrid, offset=grid.place_offset(2))
        await recipes.wait_for(pilot, lambda: app.game.state.hunted[screen.seat].played == [2],
                               "the Jungle explored")


async def test_a_number_key_before_the_decision_is_drawn_only_moves_the_cursor() -> None:
    """Found by the monkey: a digit reaching a Hunted's screen that holds a new
    decision not drawn yet (the screen switch still on its way) picked from the
    panel's empty state and crashed."""
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_explore(pilot, app)
        first = session_of(app).current().seat
        assert first is not None
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.HANDOFF
                                  and step.seat != first)
        step = session_of(app).current()
        screen = app.private[first]  # shown before, not on show now
        assert screen.is_mounted and not screen.is_current
        screen.present(_view_of(app, first), step.serial, (), app.game.view(first), [])
        screen.action_place(4)
        assert screen.query_one(DecisionPanel).confirming is None
        assert screen.cursor == 4


def _view_of(app: NotAloneApp, seat: int) -> DecisionView:
    """A Hunted's explore decision as its own view would show it (the screen is
    only handed views; which decision does not matter here)."""
    view = app.game.view(seat)
    options = tuple(Option(Verb.EXPLORE, places=(n,)) for n in range(1, 6))
    return DecisionView(seat, Kind.EXPLORE, view.pending[0].prompt, "private", options)


async def test_two_place_keys_in_a_row_lay_two_place_cards() -> None:
    """After the River, a Hunted lays two Place cards: the first key marks its
    place on the grid, the second picks the option naming both."""
    game = recipes.new_game()
    seat = game.hunted_order[0]
    game.state.hunted[seat].needs = "river"  # as if the River was used last turn
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_explore(pilot, app)
        assert screen.seat == seat
        options = screen.query_one(DecisionPanel).options
        assert Option(Verb.EXPLORE, places=(2, 4)) in options
        await pilot.press("4")
        await pilot.pause()
        assert screen.first_place == 4 and app.game.state.hunted[seat].played == []
        await pilot.press("2")
        await recipes.wait_for(pilot, lambda: sorted(app.game.state.hunted[seat].played) == [2, 4],
                               "both Place cards laid")


# ------------------------------------------------------------ letters
async def test_a_letter_picks_an_option_no_place_key_picks() -> None:
    """Every option one key picks shows that key: places their number, the
    others (cards to play, finishing the hunt) a letter."""
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_hunt(pilot, app)
        letters = screen.letters()
        cards = [o for o in screen.query_one(DecisionPanel).options if o.verb is Verb.PLAY]
        assert cards and list(letters.values())[:len(cards)] == cards
        assert "g" not in letters and "t" not in letters
        assert all(o.verb is not Verb.TOKEN for o in letters.values())
        assert "│a Play " in screenshot_text(app)  # the letter before the card's label
        others = [o for o in letters.values() if o.verb is not Verb.PLAY]
        assert list(letters.values()) == [*cards, *others]  # cards keep their letters
        await pilot.press("a")
        await recipes.wait_for(pilot, lambda: any(a.option == cards[0]
                                                  for a in app.game.actions),
                               "the card played")


async def test_a_letter_during_a_confirmation_picks_nothing() -> None:
    app = _app_with_a_computer()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_finish(pilot, app)
        panel = screen.query_one(DecisionPanel)
        asked = panel.confirming
        before = len(app.game.actions)
        await pilot.press("a", "b")
        await pilot.pause()
        assert panel.confirming == asked and len(app.game.actions) == before


async def test_a_click_on_an_option_drawn_before_the_list_changed_is_ignored() -> None:
    """Found by the monkey: a key chose, the list was refilled with fewer options,
    and a click on a line of the frame drawn before named an option gone
    (Textual's OptionList then indexed past its list). The list's own click
    handler stops such a click before OptionList's; a click on a real option
    goes on to it."""
    from rich.style import Style
    from textual import events

    def click(options: DecisionOptions, index: int) -> events.Click:
        return events.Click(options, 2, 1, 0, 0, 1, False, False, False,
                            style=Style(meta={"option": index}))

    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_explore(pilot, app)
        options = screen.query_one(DecisionOptions)
        await recipes.wait_for(pilot, lambda: options.option_count > 0, "the options")
        gone = click(options, 99)
        options.on_click(gone)
        assert gone._no_default_action  # OptionList's handler never sees it
        there = click(options, 0)
        options.on_click(there)
        assert not there._no_default_action
