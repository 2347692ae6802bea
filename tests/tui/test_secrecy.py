"""The secrecy check of the UI games bites: a screen that renders a secret is caught.

The full-game tests check every handoff, private and table screen of three
games; these tests plant a leak on purpose and show the same check reports it.
"""

from __future__ import annotations

import random

import pytest
from textual.widgets import Static

from notalone_tui.engine import BASE
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens import handoff, private

from .driver import play_game, setup_game


async def _leaks(players: int = 3, steps: int = 25) -> list[str]:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_game(pilot, players, seed=4, creature=0)
        report = await play_game(pilot, random.Random(4), stop_after=steps)
        return report.leaks


async def test_an_honest_app_shows_no_secret() -> None:
    assert await _leaks() == []


async def test_a_handoff_screen_showing_the_creatures_hand_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def leaky_hint(self: handoff.HandoffScreen) -> str:
        hand = self.app.game.state.creature.hand  # type: ignore[attr-defined]  # a NotAloneApp
        return "Psst: " + ", ".join(BASE.card_name(c) for c in hand)

    monkeypatch.setattr(handoff.HandoffScreen, "_hint", leaky_hint)
    leaks = await _leaks()
    assert any(leak.startswith("handoff") for leak in leaks)


async def test_a_private_screen_showing_another_hand_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    honest = private.PrivateScreen.render_payload

    def leaky_render(self: private.PrivateScreen) -> None:
        honest(self)
        state = self.app.game.state  # type: ignore[attr-defined]  # a NotAloneApp
        others = [c for s, h in state.hunted.items() if s != self.seat for c in h.survival]
        self.query_one("#status", Static).update(", ".join(BASE.card_name(c) for c in others))

    monkeypatch.setattr(private.PrivateScreen, "render_payload", leaky_render)
    leaks = await _leaks()
    assert any(leak.startswith("private") for leak in leaks)
