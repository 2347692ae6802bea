"""Precise exceptions raised by the rules core.

Every refusal names the rule it enforces so that a UI, a bot author or a test
can tell *why* an action was refused, not just that it was.
"""

from __future__ import annotations

from .messages import Msg


class EngineError(Exception):
    """Base class of every error the rules core raises on purpose."""


class ConfigError(EngineError, ValueError):
    """A game configuration that cannot be set up (wrong player count, ...)."""


class IllegalAction(EngineError, ValueError):
    """An action that is not among the legal options of a pending decision.

    ``rule`` is the message that states the rule refusing it (a catalogue words
    it; ``str()`` of the error shows the message id and its arguments). The game
    state is left exactly as it was before the call.
    """

    def __init__(self, rule: Msg, detail: Msg | None = None) -> None:
        self.rule = rule
        self.detail = detail
        super().__init__(f"{rule}{': ' + str(detail) if detail else ''}")


class GameOver(IllegalAction):
    """An action sent after the game has ended."""
