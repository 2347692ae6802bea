"""The Sanctuary token: where it may go and how it moves
(``sanctuary-rule-sanctuary-token``).

Places 1-5 are accessible until the Defense counter reaches the 1-10 bonus,
then 1-10 for good. In Phase 5 the token steps along 1, 2, ... and back to 1
from the last accessible place; effects that move it "to an adjacent accessible
place" choose among its orthogonal neighbours on the grid that are accessible.
The token is not a place: nothing copies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import Arg, PlaceRef, msg
from .state import board

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

#: The places the token visits before and after the 1-10 unlock.
FIRST_ROW = (1, 2, 3, 4, 5)
ALL_PLACES = tuple(range(1, 11))


def position(state: GameState) -> int:
    return board(state).sanctuary


def accessible(state: GameState) -> tuple[int, ...]:
    return ALL_PLACES if board(state).unlocked else FIRST_ROW


def next_place(state: GameState, place: int, steps: int = 1) -> int:
    """Where ``steps`` moves along the movement order take the token from ``place``."""
    order = accessible(state)
    for _ in range(steps):
        place = place + 1 if place + 1 in order else order[0]
    return place


def adjacent_accessible(game: Game, place: int | None = None) -> tuple[int, ...]:
    """The accessible places orthogonally adjacent to ``place`` (the token's, by default)."""
    state = game.state
    where = position(state) if place is None else place
    open_ = accessible(state)
    return tuple(p for p in game.rules.adjacent[where] if p in open_)


def move(game: Game, to: int, why: Arg) -> None:
    """Put the token on ``to`` (logged even when it stays, so the table sees why)."""
    b = board(game.state)
    before = b.sanctuary
    b.sanctuary = to
    if to == before:
        game.log("sanctuary", msg("sa.token.stays", place=PlaceRef(to), why=why))
    else:
        game.log("sanctuary", msg("sa.token.moves", place=PlaceRef(to), before=PlaceRef(before),
                                  why=why))
