"""Facts of the Sanctuary expansion that hold between any two actions of any legal
game: DNA, Survivor, Evolution and Avatar conservation, the Defense counter on
its track and the Sanctuary token on an accessible place. The rule set adds them
to the base game's (:func:`wrap`).

A Monolith removed from the game (its power) is neither in the reserve nor owned;
should :class:`.state.Board` record such cards in a ``removed`` list of place
numbers, the base game's reserve check counts them as owned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from ...ruleset import RuleSet
from ...state import GameState
from . import defense, sanctuary_token
from .cards import (
    AVATARS,
    DNA_TOTAL,
    EVOLUTIONS,
    SURVIVORS,
    VARIANT_EVOLUTIONS,
    variant_tier,
)
from .evolutions import MAX_DEVELOPED
from .rescue import RESCUING
from .setup import AVATARS_DEALT
from .state import BOARD, CARDS, Board, Cards
from .survivors import ROW_SIZE

Invariants = Callable[[Any, RuleSet], list[str]]


def wrap(inner: Invariants) -> Invariants:
    """``inner``'s checks (the reserve's counting removed cards as owned) and the
    expansion's."""

    def invariants(state: Any, outer: RuleSet) -> list[str]:
        return inner(_with_removed_owned(state), outer) + check(state)

    return invariants


def _with_removed_owned(state: GameState) -> GameState:
    """``state``, or a shallow copy whose reserve counts the removed Place cards
    (``Board.removed``, if the board records any) as still there."""
    b = state.extra.get(BOARD)
    removed = [n for n in getattr(b, "removed", ()) if isinstance(n, int)]
    if not removed:
        return state
    reserve = dict(state.reserve)
    for number, copies in Counter(removed).items():
        reserve[number] = reserve.get(number, 0) + copies
    return replace(state, reserve=reserve)


def check(state: GameState) -> list[str]:
    b = state.extra.get(BOARD)
    c = state.extra.get(CARDS)
    if not isinstance(b, Board) or not isinstance(c, Cards):
        return ["the Sanctuary board or cards are missing"]
    problems = _avatars(state, b, c)
    if not b.full:
        return problems + _light(state, b, c)
    return (problems + _dna(b) + _survivors(state, b, c) + _evolutions(b, c)
            + _defense(state) + _token(state, b))


def _dna(b: Board) -> list[str]:
    if not 0 <= b.dna <= DNA_TOTAL:
        return [f"the Creature holds {b.dna} DNA, the supply {b.supply} (of {DNA_TOTAL})"]
    return []


def _survivors(state: GameState, b: Board, c: Cards) -> list[str]:
    problems = []
    if set(c.held) != set(state.config.hunted_seats):
        problems.append(f"Survivor cards held by seats {sorted(c.held)}, not the Hunted")
    if len(b.row) > ROW_SIZE:
        problems.append(f"{len(b.row)} Survivor cards face up")
    every = [*c.survivor_pile, *b.row, *b.survivor_discard, *(s for h in c.held.values() for s in h)]
    rescuing = state.turn.extra.get(RESCUING)
    if rescuing:  # between the row and the rescuer's cards while its ability applies
        every.extend(rescuing[1:])
    if sorted(every) != sorted(SURVIVORS):
        problems.append(_not_conserved("Survivor", every, SURVIVORS))
    return problems


def _not_conserved(what: str, found: list[str], box: Iterable[str]) -> str:
    have, want = Counter(found), Counter(tuple(box))  # a Mapping would be read as counts
    return f"{what} cards not conserved: {have - want} extra, {want - have} missing"


def _evolutions(b: Board, c: Cards) -> list[str]:
    problems = []
    developed = b.developed_ids()
    if len(developed) > MAX_DEVELOPED:
        problems.append(f"{len(developed)} Evolution cards developed")
    for level, pile in c.piles.items():
        wrong = [e for e in pile if EVOLUTIONS[e].level != level]
        if wrong:
            problems.append(f"level {level} Evolution pile holds {wrong}")
    every = [*(e for pile in c.piles.values() for e in pile), *c.hand, *developed,
             *b.evolution_discard]
    if sorted(every) != sorted(EVOLUTIONS):
        problems.append(_not_conserved("Evolution", every, EVOLUTIONS))
    return problems


def _avatars(state: GameState, b: Board, c: Cards) -> list[str]:
    """Each Hunted plays one Avatar face up, or (at setup) has two dealt to keep
    one of; in the full game each kept one returned another to the box."""
    problems = []
    for seat in state.config.hunted_seats:
        face_up = seat in b.avatars
        dealt = len(c.dealt.get(seat, ()))
        if face_up == bool(dealt) or (dealt and dealt != AVATARS_DEALT):
            problems.append(f"seat {seat}: {int(face_up)} Avatar face up, {dealt} dealt")
        if b.full and face_up != (seat in c.boxed):
            problems.append(f"seat {seat}: an Avatar face up but none in the box, or the reverse")
    if set(b.avatars) - set(state.config.hunted_seats):
        problems.append(f"Avatars played by seats {sorted(b.avatars)}, not the Hunted")
    every = [*b.avatars.values(), *c.boxed.values(), *(a for d in c.dealt.values() for a in d)]
    if len(every) != len(set(every)) or not set(every) <= set(AVATARS):
        problems.append(f"Avatars repeated or unknown: {sorted(every)}")
    return problems


def _light(state: GameState, b: Board, c: Cards) -> list[str]:
    problems = []
    if c != Cards():
        problems.append("the light variant holds secret Sanctuary cards")
    offered = set(VARIANT_EVOLUTIONS[variant_tier(len(state.config.hunted_seats))])
    developed = b.developed_ids()
    if len(developed) > 1 or not set(developed) <= offered:
        problems.append(f"the light variant developed {developed}")
    if any(not AVATARS[a].not_alone for a in b.avatars.values() if a in AVATARS):
        problems.append(f"the light variant dealt Avatars without the Not Alone icon: {b.avatars}")
    return problems


def _defense(state: GameState) -> list[str]:
    track = defense.track_for(state)
    start, space = defense.start(state), defense.space(state)
    if not start <= space <= track.victory:
        return [f"the Defense counter on space {space}, outside {start}-{track.victory}"]
    return []


def _token(state: GameState, b: Board) -> list[str]:
    if b.sanctuary not in sanctuary_token.accessible(state):
        return [f"the Sanctuary token on place {b.sanctuary}, not accessible"]
    return []


__all__ = ["check", "wrap"]
