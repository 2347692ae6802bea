"""What a seat may know of the Contamination tokens (redaction) and how a search
bot imagines the rest (determinization): the pool keeps its shape, a seat's own
known faces survive, nothing else about the faces gets through, and imagined
games are legal Frozen Lands games that keep what the seat knows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from notalone_tui.engine import GameState, Kind
from notalone_tui.engine.determinize import can_determinize, determinize
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import HIDDEN, copy_state, redact
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.frozen_lands.knowledge import (
    UNKNOWN_FACE,
    clean_chance,
    imagine,
    team_chance,
)
from tests.engine.scenario import Table

from .helpers import BLANK, INFECTED, give_tokens, pool, table

KEY = contamination.KEY


def holding() -> Table:
    """Seat 1 holds an icon and a blank, seat 2 a blank; seat 1 looked at its first."""
    t = table()
    give_tokens(t, 1, INFECTED, BLANK)
    give_tokens(t, 2, BLANK)
    pool(t)["known"][1][0] = True
    return t


def swapped(state: GameState) -> GameState:
    """A copy whose hidden faces differ: seat 2's blank becomes an icon and a
    reserve icon a blank (conservation kept; seat 1's known face untouched)."""
    other = copy_state(state)
    tokens = other.extra[KEY]
    tokens["held"][2] = [INFECTED]
    i = tokens["reserve"].index(INFECTED)
    tokens["reserve"][i] = BLANK
    return other


def test_the_pool_keeps_its_shape_and_the_seats_own_known_faces() -> None:
    t = holding()
    known = redact(t.state, 1).extra[KEY]
    assert known is not HIDDEN
    assert known["held"] == {1: [INFECTED, UNKNOWN_FACE], 2: [UNKNOWN_FACE], 3: []}
    assert known["known"] == {1: [True, False], 2: [False], 3: []}
    assert known["reserve"] == [UNKNOWN_FACE] * 11
    # Another seat, the Creature and the table see counts only.
    for seat in (0, 2, None):
        other = redact(t.state, seat).extra[KEY]
        assert other["held"] == {1: [UNKNOWN_FACE] * 2, 2: [UNKNOWN_FACE], 3: []}
        assert set(other["reserve"]) == {UNKNOWN_FACE}
    # The state itself is untouched.
    assert pool(t)["held"][1] == [INFECTED, BLANK]


@pytest.mark.parametrize("seat", [0, 1, 2, 3, None])
def test_games_differing_only_in_hidden_faces_redact_equal(seat: int | None) -> None:
    t = holding()
    other = swapped(t.state)
    assert other.extra[KEY] != t.state.extra[KEY]
    assert redact(other, seat) == redact(t.state, seat)


def test_a_face_the_seat_knows_tells_the_two_games_apart() -> None:
    t = holding()
    other = copy_state(t.state)
    tokens = other.extra[KEY]
    tokens["held"][1] = [BLANK, INFECTED]  # the face seat 1 looked at is now blank
    assert redact(other, 1) != redact(t.state, 1)
    assert redact(other, 2) == redact(t.state, 2)


def test_the_view_from_the_knowledge_shows_the_known_faces_to_their_owner_only() -> None:
    t = holding()
    view = t.game.view(1, knowledge=True)
    assert view.knowledge is not None
    me = next(hv for hv in view.hunted if hv.seat == 1)
    assert me.known_contamination == (INFECTED,)
    assert [hv.contamination for hv in view.hunted] == [2, 1, 0]


def imagined_pools(state: GameState, seat: int, n: int) -> list[GameState]:
    known = redact(state, seat)
    rng = random.Random(seat)
    return [determinize(known, seat, rng) for _ in range(n)]


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_imagined_games_are_legal_and_keep_the_known_faces(seat: int) -> None:
    t = holding()
    # Stop where the seat decides, so that no other seat's private choice is pending.
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    kind = Kind.HUNT if seat == 0 else Kind.RESOLVE
    t.advance(kind=kind, seat=seat)
    assert can_determinize(redact(t.state, seat), seat)
    states = imagined_pools(t.state, seat, 60)
    faces_of_seat_2: Counter[str] = Counter()
    for state in states:
        assert check_invariants(state) == []
        tokens = state.extra[KEY]
        assert UNKNOWN_FACE not in tokens["reserve"]
        assert [len(v) for v in tokens["held"].values()] == [2, 1, 0]
        assert Counter(tokens["reserve"] + [f for v in tokens["held"].values() for f in v]) \
            == Counter({INFECTED: 5, BLANK: 9})
        if seat == 1:
            assert tokens["held"][1][0] == INFECTED  # what it looked at stays
        faces_of_seat_2.update(tokens["held"][2])
    # A face nobody at the seat knows is imagined both ways, in about the box's odds.
    assert faces_of_seat_2[INFECTED] and faces_of_seat_2[BLANK]


def test_imagining_depends_only_on_what_the_seat_knows() -> None:
    t = holding()
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=2)
    one = determinize(redact(t.state, 2), 2, random.Random(7))
    two = determinize(redact(swapped(t.state), 2), 2, random.Random(7))
    assert one.extra[KEY] == two.extra[KEY]


def test_faces_that_do_not_fit_the_box_cannot_be_imagined() -> None:
    t = holding()
    known = redact(t.state, 1).extra[KEY]
    broken = {**known, "held": {**known["held"], 3: [INFECTED] * 6}}
    with pytest.raises(ValueError, match="unknown token faces"):
        imagine(broken, 1, random.Random(0))


def test_the_odds_follow_the_designs_table() -> None:
    """cards-designed.md 2.3: 64%, 40%, 23%, 13% for 1-4 random tokens of 5/9."""
    assert [round(clean_chance(k, 5, 9), 2) for k in range(1, 5)] == [0.64, 0.4, 0.23, 0.13]
    # Holding is worth most when the Creature is far from Victory.
    assert team_chance(0, 3, 5, 9, 6) > team_chance(0, 3, 5, 9, 2) > clean_chance(3, 5, 9)
    # One step from Victory a single unknown token is best revealed (64% > 50%).
    assert team_chance(0, 1, 5, 9, 1) == pytest.approx(clean_chance(1, 5, 9))
