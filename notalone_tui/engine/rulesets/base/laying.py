"""How many Place cards a Hunted lays this turn, and which they may lay.

Phase 1 exploration and Sacrifice (which must leave enough cards to lay) both
ask these questions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...game import Game


def explore_count(game: Game, seat: int) -> int:
    """2 after the River or the Artefact, else 1."""
    return 2 if game.state.hunted[seat].needs else 1


def explorable(game: Game, seat: int) -> list[int]:
    """Cards in hand that may be laid (Force Field forbids two places)."""
    blocked = game.state.turn.force_field
    return [c for c in game.state.hunted[seat].hand if c not in blocked]
