"""What a bot is: a policy from one seat's view to one of its legal options.

A bot is handed :meth:`Game.view` for its seat, never the game itself, so it
cannot read another seat's secrets. Its randomness is its own stream, seeded
separately from the game, so the game's replay is never disturbed.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from notalone_tui.engine import DecisionView, Game, GameView, Option


class BotError(RuntimeError):
    """A bot was asked to decide while its seat has no pending decision."""


class Bot(ABC):
    level: str = ""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decision(self, view: GameView) -> DecisionView:
        for d in view.pending:
            if d.seat == view.viewer and d.options is not None:
                return d
        raise BotError(f"seat {view.viewer} has nothing to decide")

    @abstractmethod
    def choose(self, view: GameView, game: Game | None = None) -> Option:
        """One of the legal options of the seat's pending decision.

        ``game`` is offered only to search bots, which may use it solely through
        :func:`notalone_tui.engine.determinize.determinize` (secrets resampled);
        every other bot ignores it."""


class RandomBot(Bot):
    """Uniform over the legal options: the baseline."""

    level = "random"

    def choose(self, view: GameView, game: Game | None = None) -> Option:
        options = self.decision(view).options
        assert options
        return self.rng.choice(options)
