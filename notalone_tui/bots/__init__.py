"""Computer players for any seat: ``random``, ``standard`` and ``expert``.

Every bot decides from its own seat's view (``Game.view(seat)``) and its own
random stream; ``make_bot`` builds one by level name.
"""

from __future__ import annotations

from .base import Bot, BotError, RandomBot
from .standard import StandardBot

LEVELS: tuple[str, ...] = ("random", "standard")


def make_bot(level: str, seed: int = 0) -> Bot:
    if level == "random":
        return RandomBot(seed)
    if level == "standard":
        return StandardBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "BotError", "RandomBot", "StandardBot", "make_bot"]
