"""The DNA counters (``sanctuary-rule-dna-supply``): ten in all, the Creature's
count public, the supply holding the rest.

The Creature takes from the supply (as many as remain), spends its own to draw
and develop Evolution cards, and Hunted effects make it discard. Hardened Shell
protects it from the Hunted's effects for the turn: :data:`SHELL` in
``turn.extra`` (set by that card) makes :func:`discard` take nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import Arg, msg
from .state import board

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

#: ``turn.extra`` key (public): Hardened Shell is in effect this turn.
SHELL = "sa_hardened_shell"


def held(state: GameState) -> int:
    return board(state).dna


def supply(state: GameState) -> int:
    return board(state).supply


def protected(state: GameState) -> bool:
    """Whether Hunted effects may not touch the Creature's DNA or developed cards."""
    return bool(state.turn.extra.get(SHELL))


def take(game: Game, count: int, why: Arg) -> int:
    """The Creature takes ``count`` counters from the supply, or as many as remain."""
    b = board(game.state)
    taken = max(0, min(count, b.supply))
    b.dna += taken
    if count > 0:
        game.log("dna", msg("sa.dna.take", n=taken, held=b.dna, why=why))
    return taken


def spend(game: Game, count: int, why: Arg) -> None:
    """The Creature pays ``count`` of its own counters (it must hold them)."""
    b = board(game.state)
    if count > b.dna:
        raise ValueError(f"the Creature holds {b.dna} DNA, cannot pay {count}")
    b.dna -= count
    game.log("dna", msg("sa.dna.spend", n=count, held=b.dna, why=why))


def can_discard(state: GameState) -> bool:
    """Whether a Hunted effect making the Creature discard DNA would do anything."""
    return held(state) > 0 and not protected(state)


def discard(game: Game, count: int, why: Arg) -> int:
    """A Hunted effect makes the Creature discard ``count`` counters (all it holds if
    fewer; none under Hardened Shell). Returns how many went back to the supply."""
    state = game.state
    b = board(state)
    if protected(state):
        game.log("dna", msg("sa.dna.shell", why=why))
        return 0
    gone = max(0, min(count, b.dna))
    b.dna -= gone
    if gone:
        game.log("dna", msg("sa.dna.discard", n=gone, held=b.dna, why=why))
    return gone
