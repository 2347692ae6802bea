"""A whole game played by standard bots, for the tests that count what they did."""

from __future__ import annotations

from notalone_tui.bots import StandardBot, decide, make_bot
from notalone_tui.engine import Action, Game, GameConfig


def play_standard(config: GameConfig, seed: int) -> tuple[Game, list[StandardBot]]:
    """``config`` played to the end by one standard bot per seat (seeded from
    ``seed``); the game and the bots, whose ``fallbacks`` the tests read."""
    game = Game.new(config, seed)
    bots = {s: make_bot("standard", seed * 10 + s) for s in range(config.players)}
    for _ in range(20_000):
        if game.is_over:
            break
        d = game.pending[0]
        game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))
    assert game.is_over
    return game, [b for b in bots.values() if isinstance(b, StandardBot)]
