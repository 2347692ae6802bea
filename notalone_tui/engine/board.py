"""Artemia's geometry and the two win tracks (rulings R1, R2)."""

from __future__ import annotations

from itertools import combinations

PLACE_NUMBERS: tuple[int, ...] = tuple(range(1, 11))
RESERVE_NUMBERS: tuple[int, ...] = (6, 7, 8, 9, 10)
STARTING_HAND: tuple[int, ...] = (1, 2, 3, 4, 5)

ADJACENT: dict[int, tuple[int, ...]] = {
    p: tuple(
        sorted(
            q
            for q in PLACE_NUMBERS
            if (abs(p - q) == 1 and (p - 1) // 5 == (q - 1) // 5) or abs(p - q) == 5
        )
    )
    for p in PLACE_NUMBERS
}

#: Every pair of orthogonally adjacent places, lowest first (two-place tokens).
ADJACENT_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a, b in combinations(PLACE_NUMBERS, 2) if b in ADJACENT[a]
)

#: Distances from the Victory space of the Rescue spaces that carry the Artemia symbol.
ARTEMIA_DISTANCES: dict[int, frozenset[int]] = {
    1: frozenset({1, 2, 3, 4, 5, 6}),
    2: frozenset({1, 3, 5, 7, 9, 11}),
}


def rescue_steps(players: int) -> int:
    """Spaces the Rescue counter must travel to reach Victory (R1)."""
    return 11 + players


def assimilation_steps(players: int) -> int:
    """Spaces the Assimilation counter must travel to reach Victory (R1)."""
    return 5 + players


def reserve_copies(hunted: int) -> int:
    """Copies of each place 6-10 in the reserve, by number of Hunted."""
    return 1 if hunted == 1 else 2 if hunted <= 3 else 3


def adjacent_to_any(places: tuple[int, ...]) -> tuple[int, ...]:
    """Places adjacent to at least one of ``places`` and not among them."""
    out = {q for p in places for q in ADJACENT[p]} - set(places)
    return tuple(sorted(out))
