"""Bot seats in the app: no handoffs for them, a thinking indicator, secrets kept,
and games with one human (either role) or none at all play to the end."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Select

from notalone_tui.engine import CREATURE, Game, GameConfig
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.handoff import HandoffScreen

from .driver import play_game, screenshot_text, session_of

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")


def game(players: int, seed: int) -> Game:
    return Game.new(GameConfig(names=NAMES[:players], creature_seat=0), seed)


@pytest.mark.parametrize(
    ("human", "players"), [(0, 4), (2, 4), (1, 3)], ids=["human-creature", "human-hunted", "3p"]
)
async def test_one_human_against_bots(human: int, players: int) -> None:
    bots = {s: "standard" for s in range(players) if s != human}
    app = NotAloneApp(game(players, 6), bots=bots, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        report = await play_game(pilot, random.Random(6))
        assert report.handoffs == 0  # nobody else at the table needs to look away
        assert report.private_screens > 0 and report.bot_waits > 0
        assert report.leaks == []
        assert app.game.is_over
        bot_actions = [a for a in app.game.actions if a.seat != human]
        assert bot_actions


async def test_an_all_bot_game_can_be_watched_to_the_end() -> None:
    app = NotAloneApp(game(4, 2), bots={s: "standard" for s in range(4)}, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        report = await play_game(pilot, random.Random(0))
        assert report.actions == 0 and report.private_screens == 0 and report.handoffs == 0
        # The table never leaves the screen, so the Reckoning needs no stop: its
        # log shows each step while the next computer thinks.
        assert report.reviews == 0
        assert "reveals" in "\n".join(session_of(app).log_lines(None))
        expected = "The Creature wins" if app.game.state.winner == CREATURE else "The Hunted win"
        assert expected in report.winner_on_screen


async def test_bot_turns_show_a_thinking_indicator_and_no_handoff() -> None:
    app = NotAloneApp(game(3, 1), bots={0: "standard", 1: "standard"}, bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            await pilot.pause()
            if session_of(app).current().step is Step.BOT:
                break
        assert session_of(app).current().step is Step.BOT
        text = screenshot_text(app)
        assert "(computer) is thinking" in text
        assert not isinstance(app.screen, HandoffScreen)


async def test_setup_screen_sets_seats_to_computer_players() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#who-1", Select).value = "standard"
        app.screen.query_one("#who-3", Select).value = "random"
        await pilot.pause()
        await pilot.press("ctrl+s")
        for _ in range(50):
            await pilot.pause()
            if app.session is not None:
                break
        assert app.session is not None
        assert {s: b.level for s, b in session_of(app).bots.items()} == {1: "standard", 3: "random"}
