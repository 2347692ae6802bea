"""Complete games played through the app with key presses only (seeded),
for 2, 4 and 7 players, from the title screen to the game-over screen."""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import CREATURE, Game
from notalone_tui.tui.app import NotAloneApp

from .driver import play_game, setup_game


@pytest.mark.parametrize(("players", "seed", "creature"), [(2, 11, 0), (4, 23, 2), (7, 5, 6)])
async def test_a_whole_game_through_the_ui(players: int, seed: int, creature: int) -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_game(pilot, players, seed, creature)
        config = app.game.state.config
        assert config.players == players
        assert config.creature_seat == creature
        assert app.game.state.seed == seed
        report = await play_game(pilot, random.Random(seed), check_secrets=True)
        # The engine, replaying what the UI sent, agrees with the screen.
        replayed = Game.replay(config, seed, app.game.actions)
        assert replayed.is_over
        expected = "The Creature wins" if replayed.state.winner == CREATURE else "The Hunted win"
        assert expected in report.winner_on_screen
        assert report.actions == len(app.game.actions) > 20
        assert report.handoffs > 0 and report.private_screens > 0 and report.reviews > 0
        assert report.leaks == []
