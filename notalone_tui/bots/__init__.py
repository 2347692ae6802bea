"""Computer players for any seat: ``random``, ``standard`` and ``expert``.

Every bot decides from its own seat's view and its own random stream: the
plain ``Game.view(seat)``, or with the seat's knowledge of the game for a bot
that asks for it (``wants_knowledge``; :func:`decide` hands each bot the view
it wants). ``make_bot`` builds one by level name.
"""

from __future__ import annotations

from .base import Bot, BotError, RandomBot, decide
from .expert import ExpertBot
from .standard import StandardBot

LEVELS: tuple[str, ...] = ("random", "standard", "expert")


def make_bot(level: str, seed: int = 0, seconds: float = 1.0,
             playouts: int | None = None) -> Bot:
    """A bot by level; ``seconds`` / ``playouts`` bound the expert's search."""
    if level == "random":
        return RandomBot(seed)
    if level == "standard":
        return StandardBot(seed)
    if level == "expert":
        return ExpertBot(seed, seconds=seconds, playouts=playouts)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "BotError", "ExpertBot", "RandomBot", "StandardBot", "decide", "make_bot"]
