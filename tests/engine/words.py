"""Engine messages in English, as the app shows them, for tests that read text."""

from __future__ import annotations

from functools import lru_cache

from notalone_tui.engine import Event, Game, IllegalAction
from notalone_tui.engine.messages import Msg
from notalone_tui.i18n import Renderer, english


@lru_cache(maxsize=32)
def _renderer(names: tuple[str, ...], rules_id: str) -> Renderer:
    return Renderer.for_game(english(), names, rules_id)


def say(game: Game, message: Msg | None) -> str:
    """One message in English, with this game's names."""
    if message is None:
        return ""
    cfg = game.state.config
    return _renderer(tuple(cfg.names), cfg.rules_id)(message)


def public(game: Game, event: Event) -> str:
    return say(game, event.public)


def text_for(game: Game, event: Event, seat: int | None) -> str:
    return say(game, event.message_for(seat))


def log_lines(game: Game, seat: int | None = None) -> list[str]:
    return [say(game, m) for m in game.log_for(seat)]


def refusal(game: Game, error: IllegalAction) -> str:
    """An illegal action's refusal as a player reads it: the rule, then any detail."""
    detail = say(game, error.detail)
    return say(game, error.rule) + (f": {detail}" if detail else "")
