"""What a bot is: a policy from one seat's view to one of its legal options.

A bot is handed :meth:`Game.view` for its seat, never the game itself, so it
cannot read another seat's secrets. A bot that searches declares
:attr:`Bot.wants_knowledge`, and its drivers then ask for the view that also
carries the game as the seat may know it (``game.view(seat, knowledge=True)``,
every secret a placeholder; see :mod:`notalone_tui.engine.knowledge`); the
others get the plain, cheaper view. Its randomness is its own stream, seeded
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
    #: Whether :meth:`choose` needs :attr:`GameView.knowledge` (a search bot does).
    wants_knowledge: bool = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decision(self, view: GameView) -> DecisionView:
        for d in view.pending:
            if d.seat == view.viewer and d.options is not None:
                return d
        raise BotError(f"seat {view.viewer} has nothing to decide")

    @abstractmethod
    def choose(self, view: GameView) -> Option:
        """One of the legal options of the seat's pending decision (``view`` is
        the seat's own, with its knowledge if :attr:`wants_knowledge`)."""


class RandomBot(Bot):
    """Uniform over the legal options: the baseline."""

    level = "random"

    def choose(self, view: GameView) -> Option:
        options = self.decision(view).options
        assert options
        return self.rng.choice(options)


def decide(bot: Bot, game: Game, seat: int) -> Option:
    """The driver's side: hand ``bot`` the view of ``seat`` it asks for, and return
    its choice. The bot never sees ``game``."""
    return bot.choose(game.view(seat, knowledge=bot.wants_knowledge))
