"""The board on every private screen, and an 80×24 terminal that fits: the seat
named first, option lists of at least five rows, long names told apart, rows
that never wrap, the title with a save; labels that say what is true now."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.pilot import Pilot

import scripts.screen_recipes as recipes
from notalone_tui.engine import Action, Game, Kind, Verb
from notalone_tui.engine.views import replace
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.table import TableScreen, status_line
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.artemia_grid import ArtemiaGrid
from notalone_tui.tui.widgets.compact_grid import CompactGrid
from notalone_tui.tui.widgets.decision_options import DecisionOptions
from notalone_tui.tui.widgets.hand_panel import HandPanel
from notalone_tui.tui.widgets.naming import grid_labels
from notalone_tui.tui.widgets.place_cell import PlaceCell
from notalone_tui.tui.widgets.players_panel import PlayersPanel
from notalone_tui.tui.widgets.track_panel import TrackPanel

from .driver import screenshot_text

SIZES = {"80x24": recipes.SMALL, "120x40": recipes.LARGE}
ROLES = {"hunted": HuntedScreen, "creature": CreatureScreen}


async def _open(pilot: Pilot[None], name: str) -> None:
    await recipes.RECIPES[name].prepare(pilot)
    await pilot.pause()


def screen_rows(app: App[None]) -> list[str]:
    """The screen as it is drawn, row by row, every character in its column."""
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip) for strip in strips]


def _lines_fit(widget: PlayersPanel | TrackPanel) -> list[str]:
    """The widget's lines longer than its width (cut off, or wrapped)."""
    content = widget.content
    assert isinstance(content, Text)
    width = widget.content_region.width
    return [line.plain for line in content.split("\n") if line.cell_len > width]


# ------------------------------------------------------------ the board everywhere
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("role", list(ROLES))
async def test_a_private_screen_shows_the_board_beside_the_hand(role: str, size: str) -> None:
    recipe = recipes.RECIPES[f"{role}-board"]
    app = recipe.make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await _open(pilot, recipe.name)
        screen = app.screen
        assert isinstance(screen, ROLES[role])
        view = screen.view
        assert view is not None
        text = screenshot_text(app)
        # The grid, with the tokens laid this turn.
        grid = screen.query_one(CompactGrid)
        assert grid.region.height >= 4 and screen.region.contains_region(grid.region)
        assert "1 Lair" in text and "10 Artefact" in text
        assert view.tokens and "[C]" in text
        # The tracks, side by side on one line.
        tracks = screen.query_one(TrackPanel)
        assert tracks.region.height == 1 and screen.region.contains_region(tracks.region)
        assert "Rescue" in text and "Assim." in text
        # Every Hunted's Will, hand size and discard pile; the Creature's cards.
        players = screen.query_one(PlayersPanel)
        assert screen.region.contains_region(players.region)
        assert _lines_fit(players) == []
        rows = screen_rows(app)
        for hv in view.hunted:
            row = next(line for line in rows if line.startswith(f" {hv.name} ")
                       and ("○" in line or "●" in line))
            assert f"{hv.will}" in row and f"{hv.hand_size}" in row
            pile = " ".join(str(c) for c in sorted(hv.discard or ())) or "—"
            assert pile in row, (row, pile)
        assert f"Creature: {view.creature.hand_size} cards" in text
        # ... beside the seat's own cards.
        hand = screen.query_one(HandPanel)
        assert hand.region.x != players.region.x or hand.region.y > players.region.y
        assert ("Your Place cards" if role == "hunted" else "Your Hunt cards") in text


async def test_a_large_terminal_leaves_no_run_of_empty_rows_on_a_private_screen() -> None:
    recipe = recipes.RECIPES["creature-board"]
    app = recipe.make_app()
    async with app.run_test(size=recipes.LARGE) as pilot:
        await _open(pilot, recipe.name)
        rows = screen_rows(app)
        blank = [i for i, row in enumerate(rows) if not row.strip()]
        assert not any(i + 1 in blank and i + 2 in blank for i in blank), blank
        assert app.screen.query_one("#log").region.height >= 8


# ------------------------------------------------------------ 80×24 that fits
@pytest.mark.parametrize("name", ["hunted", "creature", "hunted-board", "creature-board"])
async def test_the_header_names_the_seat_and_role_first(name: str) -> None:
    recipe = recipes.RECIPES[name]
    app = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await _open(pilot, name)
        screen = app.screen
        assert isinstance(screen, PrivateScreen) and screen.view is not None
        header = screen_rows(app)[0].strip()
        assert header.startswith(f"{screen.view.names[screen.seat]} ({screen.role}) · Turn")


def test_the_header_names_each_effect_once() -> None:
    game = recipes.new_game()
    view = replace(game.view(1), effects=("hunt-despair",), despair=True)
    line = status_line(view, "Ben (Hunted)")
    assert line.startswith("Ben (Hunted) · ")
    assert line.count("Despair") == 1, line


async def _to_seven_player_hunt(pilot: Pilot[None]) -> CreatureScreen:
    """The Creature's hunt in the second turn (the table has shown by then: its
    stylesheet once squeezed the private screen's list)."""
    await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                              and step.decision is not None and step.decision.kind is Kind.HUNT
                              and s.game.state.turn.number >= 2)
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CreatureScreen)
    return screen


async def test_the_option_list_shows_five_rows_at_80x24() -> None:
    """The Creature's Phase 2 list once shrank to one row at 80×24."""
    app = NotAloneApp(recipes.new_game(names=recipes.LONG_NAMES), autosave=False)
    async with app.run_test(size=recipes.SMALL) as pilot:
        screen = await _to_seven_player_hunt(pilot)
        options = screen.query_one(DecisionOptions)
        assert options.region.height >= 5
        if options.option_count > options.region.height:
            assert options.show_vertical_scrollbar  # the rest is below: a scrollbar says so


async def test_the_table_of_seven_names_every_player_readably() -> None:
    recipe = recipes.RECIPES["table-7"]
    app = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await _open(pilot, recipe.name)
        assert isinstance(app.screen, TableScreen)
        text = screenshot_text(app)
        for name in recipes.LONG_NAMES:
            assert name[:10] in text, name
        players = app.screen.query_one(PlayersPanel)
        assert _lines_fit(players) == []
        # The grid tells Alexandra and Alexander apart.
        shorts = dict(zip(recipes.LONG_NAMES, grid_labels(recipes.LONG_NAMES), strict=True))
        assert shorts["Alexandra"] != shorts["Alexander"]
        view = app.game.view(None)
        grid = app.screen.query_one(ArtemiaGrid)
        for hv in view.hunted:
            for place in hv.positions:
                cell = grid.query_one(f"#place-{place}", PlaceCell)
                assert shorts[hv.name] in str(cell.content)


def test_short_names_on_the_grid_are_distinct() -> None:
    assert grid_labels(("Ada", "Ben", "Cleo", "Dev")) == ("Ada", "Ben", "Cleo", "Dev")
    assert grid_labels(("Alexandra", "Alexander")) == ("Alea", "Aler")
    assert grid_labels(("Cleo", "Clem", "Jo")) == ("Cleo", "Clem", "Jo")
    for names in (recipes.LONG_NAMES, ("Anna", "anna", "Annabel", "Annabelle"),
                  ("Jo", "Jon", "Jonas", "Jonathan", "Jonathon", "Joanna", "Joan")):
        shorts = grid_labels(names)
        assert len({s.casefold() for s in shorts}) == len(names), shorts
        assert all(len(s) <= 5 for s in shorts), shorts


async def test_the_creatures_row_never_wraps() -> None:
    """A sixteen-letter Creature on the table at 80×24: its row is one line."""
    recipe = recipes.RECIPES["table-7"]
    app = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await _open(pilot, recipe.name)
        row = next(r for r in screen_rows(app) if "Wilhelmina" in r and "Creature:" in r)
        assert "deck" in row


async def test_the_title_fits_at_80x24_with_a_save() -> None:
    recipe = recipes.RECIPES["title-saved"]
    app = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await _open(pilot, recipe.name)
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        body = screen.query_one("#title-body")
        assert body.max_scroll_y == 0 and screen.max_scroll_y == 0
        for widget_id in ("continue", "new-game", "rules", "quit", "saved-game", "banner"):
            widget = screen.query_one(f"#{widget_id}")
            region = widget.region
            assert region.height and region.y >= 0 and region.bottom <= 23, (widget_id, region)
        text = screenshot_text(app)
        assert "Saved game: Wilhelmina Grace (Creature)" in text and "turn 3" in text


# ------------------------------------------------------------ labels true now
class _HandApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HandPanel()


async def test_face_down_cards_are_called_revealed_after_the_reveal() -> None:
    game = recipes.new_game()
    seat = game.state.config.hunted_seats[0]
    while not game.state.hunted[seat].played:
        decision = game.pending[0]
        options = decision.options
        choice = next((o for o in options if o.verb is Verb.EXPLORE), None)
        game.apply(Action(decision.seat, choice or options[0]))
    app = _HandApp()
    async with app.run_test() as pilot:
        panel = app.query_one(HandPanel)
        panel.show(game.view(seat))
        await pilot.pause()
        before = str(panel.content)
        assert "face down: " in before
        revealed = _revealed(game)
        panel.show(revealed.view(seat))
        await pilot.pause()
        after = str(panel.content)
        assert "face down" not in after and "revealed: " in after


def _revealed(game: Game) -> Game:
    """The game played on (first options) to the reveal of the turn."""
    while not game.state.turn.revealed:
        decision = game.pending[0]
        game.apply(Action(decision.seat, decision.options[0]))
    return game


def test_a_discard_pile_too_long_for_its_column_goes_on_under_it() -> None:
    from notalone_tui.tui.widgets.players_panel import discard_lines

    assert discard_lines((5, 1, 2), 6) == ["1 2 5"]
    assert discard_lines((1, 2, 3, 4, 7), 6) == ["1-4 7"]  # runs as ranges first
    assert discard_lines((1, 2, 4, 5), 6) == ["1 2 4", "5"]
    assert discard_lines((1, 3, 5, 7, 9, 10), 6) == ["1 3 5", "7 9 10"]
    assert all(len(line) <= 6 for line in discard_lines(tuple(range(1, 11, 2)), 6))
