"""The standard bot's judgement of Frozen Lands: the pack ``frozen-lands``.

:mod:`.board` judges the Contamination tokens, the end game's team choice and
the places' decisions; :mod:`.cards` the 25 Hunt and Survival cards, by card;
:mod:`.reasons` tells the hints why.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Judge, Judgement
from notalone_tui.engine import GameView, HuntedView, Option
from notalone_tui.engine.rulesets.frozen_lands import contamination

from . import board, cards
from .reasons import REASONS


def resolve_value(bot: Judge, view: GameView, option: Option) -> float | None:
    """Discarding one of one's tokens instead of a place's power."""
    return board.token_discard_value(view) if option == contamination.DISCARD_TOKEN else None


def hunted_fallback(bot: Judge, view: GameView,
                    options: tuple[Option, ...]) -> Option | None:
    """A new card's choice between a Will and a token, or a free discard offered."""
    choice = board.will_or_token(view, options)
    if choice is not None:
        return choice
    if contamination.DISCARD_TOKEN in options:
        return board.capsule_discard(bot, view, options)
    return None


def tokens_held(hunted: HuntedView) -> int:
    """The public count the Creature watches for discards (Relapse taxes them)."""
    return hunted.contamination


PACK = Judgement(
    answers={**board.ANSWERS, **cards.ANSWERS},
    hunt_values=cards.HUNT_VALUES,
    survival_wanted=cards.SURVIVAL_WANTED,
    known_cards=cards.FL_HUNT | cards.FL_SURVIVAL,
    catch_weight=board.catch_weight,
    resolve_hand=cards.resolve_hand_value,
    resolve_value=resolve_value,
    hunted_fallback=hunted_fallback,
    held_count=tokens_held,
)

__all__ = ["PACK", "REASONS"]
