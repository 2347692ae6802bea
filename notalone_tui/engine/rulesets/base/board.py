"""The base game's board facts: the grid, the reserve and the two tracks (rulings R1, R2)."""

from __future__ import annotations

STARTING_HAND: tuple[int, ...] = (1, 2, 3, 4, 5)
RESERVE_NUMBERS: tuple[int, ...] = (6, 7, 8, 9, 10)

#: Distances from the Victory space of the Rescue spaces that carry the Artemia symbol.
ARTEMIA_DISTANCES: dict[int, frozenset[int]] = {
    1: frozenset({1, 2, 3, 4, 5, 6}),
    2: frozenset({1, 3, 5, 7, 9, 11}),
}


def grid_position(number: int) -> tuple[int, int]:
    """Places 1-5 on the top row, 6-10 below them."""
    return ((number - 1) // 5, (number - 1) % 5)


def rescue_steps(players: int) -> int:
    """Spaces the Rescue counter must travel to reach Victory (R1)."""
    return 11 + players


def assimilation_steps(players: int) -> int:
    """Spaces the Assimilation counter must travel to reach Victory (R1)."""
    return 5 + players


def reserve_copies(hunted: int) -> int:
    """Copies of each place 6-10 in the reserve, by number of Hunted."""
    return 1 if hunted == 1 else 2 if hunted <= 3 else 3


def reserve(hunted: int) -> dict[int, int]:
    return {n: reserve_copies(hunted) for n in RESERVE_NUMBERS}
