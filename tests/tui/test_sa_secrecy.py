"""Sanctuary's secrets on screen, in the manner of ``test_secrecy.py``: a whole
Sanctuary game played with keys shows no secret on any handoff, table or
private screen (the Creature's Evolution hand, another Hunted's face-down
Survivors, the Avatars returned to the box, the piles), and the same check
catches each of those planted on a screen on purpose. Screens read views only:
the leaks below reach into ``game.state``, which no screen may do."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Static

from notalone_tui.engine import Game
from notalone_tui.engine.rulesets.sanctuary import survivors
from notalone_tui.engine.rulesets.sanctuary.state import cards
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens import handoff, private, table

from . import sa_recipes
from .driver import play_game


def held_game() -> Game:
    """Turn 1 of a four-player Sanctuary game, each Hunted's Avatar kept and the
    first Hunted holding a Survivor card drawn face down (as the Ruins draw it)."""
    game = sa_recipes.first_game(lambda g: g.state.turn.number >= 1, seed=4)
    survivors.draw(game, game.hunted_order[0], "test")
    return game


async def _leaks(game: Game, steps: int | None = 60) -> list[str]:
    app = NotAloneApp(game, autosave=False, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        report = await play_game(pilot, random.Random(4), stop_after=steps)
        assert report.private_screens and report.handoffs
        return report.leaks


async def test_a_whole_sanctuary_game_shows_no_secret() -> None:
    assert await _leaks(sa_recipes.sa_game(4), steps=None) == []


def names(game: Game, ids: list[str]) -> str:
    return ", ".join(game.rules.card_name(c) for c in ids)


async def test_the_creatures_evolution_hand_on_the_table_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    honest = table.TableScreen.render_payload

    def leaky_render(self: table.TableScreen) -> None:
        honest(self)
        game = self.app.game  # type: ignore[attr-defined]  # a NotAloneApp
        self.query_one("#status", Static).update(names(game, cards(game.state).hand))

    monkeypatch.setattr(table.TableScreen, "render_payload", leaky_render)
    leaks = await _leaks(held_game())
    assert any(leak.startswith("table") or leak.startswith("reckoning") for leak in leaks)


async def test_the_creatures_evolution_hand_on_a_hunteds_screen_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    honest = private.PrivateScreen.render_payload

    def leaky_render(self: private.PrivateScreen) -> None:
        honest(self)
        game = self.app.game  # type: ignore[attr-defined]  # a NotAloneApp
        if self.seat != game.state.config.creature_seat:
            self.query_one("#status", Static).update(names(game, cards(game.state).hand))

    monkeypatch.setattr(private.PrivateScreen, "render_payload", leaky_render)
    leaks = await _leaks(held_game())
    assert any(leak.startswith("private") for leak in leaks)


async def test_another_hunteds_face_down_survivors_on_a_private_screen_are_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    honest = private.PrivateScreen.render_payload

    def leaky_render(self: private.PrivateScreen) -> None:
        honest(self)
        game = self.app.game  # type: ignore[attr-defined]  # a NotAloneApp
        others = [c for seat, held in cards(game.state).held.items() if seat != self.seat
                  for c in held]
        self.query_one("#status", Static).update(names(game, others))

    monkeypatch.setattr(private.PrivateScreen, "render_payload", leaky_render)
    leaks = await _leaks(held_game())
    assert any(leak.startswith("private") for leak in leaks)


async def test_the_avatars_returned_to_the_box_on_the_handoff_are_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def leaky_hint(self: handoff.HandoffScreen) -> str:
        game = self.app.game  # type: ignore[attr-defined]  # a NotAloneApp
        return "Psst: " + names(game, list(cards(game.state).boxed.values()))

    monkeypatch.setattr(handoff.HandoffScreen, "_hint", leaky_hint)
    leaks = await _leaks(held_game())
    assert any(leak.startswith("handoff") for leak in leaks)
