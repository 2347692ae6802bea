"""Precise exceptions raised by the rules core.

Every refusal names the rule it enforces so that a UI, a bot author or a test
can tell *why* an action was refused, not just that it was.
"""

from __future__ import annotations

from .messages import Msg


class EngineError(Exception):
    """Base class of every error the rules core raises on purpose."""


class ConfigError(EngineError, ValueError):
    """A game configuration that cannot be set up (wrong player count, ...).

    A refusal a player can meet on a setup screen carries ``reason``, the
    message that states it (a catalogue words it in the table's language; the
    error's ``str()`` then shows the message id and its arguments, as
    :class:`IllegalAction` does). The others are programming errors of the
    caller and say what is wrong in English."""

    def __init__(self, text: str = "", reason: Msg | None = None) -> None:
        self.reason = reason
        super().__init__(text or str(reason))


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
