"""The grid lays its cells out from the rule set's place positions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

import scripts.screen_recipes as recipes
from notalone_tui.engine import BASE, GameConfig, registry
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.artemia_grid import ArtemiaGrid
from notalone_tui.tui.widgets.compact_grid import fair_widths
from notalone_tui.tui.widgets.place_cell import PlaceCell

from .driver import session_of

SWAPPED = "test-swapped-grid"


@pytest.fixture
def swapped() -> Iterator[str]:
    """The base game with the Lair and the Swamp trading places on the grid."""
    lair, swamp = BASE.places[1], BASE.places[6]
    places = {**BASE.places, 1: dataclasses.replace(lair, position=swamp.position),
              6: dataclasses.replace(swamp, position=lair.position)}
    registry.register(SWAPPED, lambda: dataclasses.replace(BASE, id=SWAPPED, places=places,
                                                            adjacent={}, adjacent_pairs=()))
    yield SWAPPED
    registry.unregister(SWAPPED)


def test_adjacency_follows_the_positions(swapped: str) -> None:
    rules = registry.get(swapped)
    assert set(rules.adjacent[6]) == {1, 2}
    assert set(rules.adjacent[1]) == {6, 7}


async def test_the_cells_follow_the_rule_sets_positions(swapped: str) -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=recipes.LARGE) as pilot:
        await recipes.wait_for_screen(pilot, TitleScreen)
        app.start_game(GameConfig(names=recipes.NAMES, ruleset=swapped), 3, {})
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PUBLIC)
        await pilot.pause()
        grid = app.screen.query_one(ArtemiaGrid)
        order = [cell.number for cell in grid.query(PlaceCell)]
        assert order[:6] == [6, 2, 3, 4, 5, 1], order
        grid.set_cursor(6)
        grid.action_move(1, 0)
        assert grid.cursor == 1, "down from the top-left cell is the Lair now"
        grid.action_move(0, 1)
        assert grid.cursor == 7


def test_the_card_reference_lists_the_games_own_cards() -> None:
    """During a game the help lists its rule set's cards, not the base game's."""
    from notalone_tui.tui.help.screen import HelpScreen

    renamed = dataclasses.replace(BASE.places[9], name="The Test Spring")
    rules = dataclasses.replace(BASE, id="test-renamed", places={**BASE.places, 9: renamed})
    names = [card.name for card in HelpScreen("cards", rules).cards]
    assert "The Test Spring" in names and "The Source" not in names
    assert "The Source" in [card.name for card in HelpScreen("cards").cards]


async def test_the_players_panel_words_a_hunteds_extra_card_from_the_rule_set() -> None:
    """A Hunted who played the River lays two cards next turn: the panel says so
    in the rule set's words, not with the engine's raw mark ("river")."""
    from notalone_tui.tui.widgets.players_panel import PlayersPanel

    app = NotAloneApp(autosave=False)
    async with app.run_test(size=recipes.LARGE) as pilot:
        await recipes.wait_for_screen(pilot, TitleScreen)
        app.start_game(GameConfig(names=recipes.NAMES), 3, {})
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PUBLIC)
        game = session_of(app).game
        seat = game.state.config.hunted_seats[0]
        game.state.hunted[seat].needs = "river"
        panel = app.screen.query_one(PlayersPanel)
        panel.show(game.view(None), session_of(app).words)
        text = str(panel.content)
        assert "(River: 2 cards)" in text and "(river)" not in text


def test_the_compact_grids_columns_share_their_room_fairly() -> None:
    """Equal columns while every place fits (the leftmost a character more);
    a column that needs more (Romanian "10 Artefactul ×2") takes it from those
    that need less; where the room cannot hold every need, only the widest
    are cut, to a common width."""
    assert fair_widths([14, 15, 11, 12, 14], 74) == [15, 15, 15, 15, 14]
    assert fair_widths([14, 15, 11, 12, 17], 75) == [15, 15, 14, 14, 17]
    assert fair_widths([20, 30, 5], 40) == [18, 17, 5]
