"""The eight Defense-track bonuses (cards-designed.md 3.3), each reached by a
fortification of seat 1 (the Sanctuary token on the River, place 3)."""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import bonuses, dna, sanctuary_token

from .helpers import SCREAMER, SLUGGER, P, SanctuaryTable, table

FORTIFY = Verb.FORTIFY


def fortifying(bonus: str, explore: dict[int, tuple[int, ...]] | None = None,
               before: Callable[[SanctuaryTable], object] | None = None) -> SanctuaryTable:
    """Seat 1 on the River holding the Sanctuary token, the Defense counter one
    space short of ``bonus``: stop at seat 1's resolution."""
    t = table()
    t.sanctuary_on(3)
    t.one_short_of(bonus)
    t.plan.explore = explore or {1: (3,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    if before is not None:
        t.advance(kind=Kind.HUNT)
        before(t)
    t.until_resolve(1)
    return t


def test_take_back_each_hunted_chooses_their_own_card_in_seat_order() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(2, hand=[1, 3, 4, 5], discard=[2])
    t.sanctuary_on(3)
    space = t.one_short_of(bonuses.TAKE_BACK)
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.until_resolve(1)
    events = t.do(1, FORTIFY)
    assert t.board.bonuses[-1] == space
    d = t.decision(1)
    assert d.kind == bonuses.TAKE_BACK_ONE
    assert set(d.options) == {Option(Verb.TAKE_BACK, place=4), Option(Verb.TAKE_BACK, place=5)}
    events = t.do(1, Verb.TAKE_BACK, place=5)
    # Seat 2's only card is taken at once; seat 3's discard pile is empty: lost.
    assert 2 in t.hunted(2).hand
    assert 5 in t.hunted(1).hand and 4 in t.hunted(1).discard
    assert "Luca does not get" in t.texts(events)


def test_dna_bonus_discards_one() -> None:
    t = fortifying(bonuses.DNA, before=lambda t: t.rig_dna(2))
    t.do(1, FORTIFY)
    assert dna.held(t.state) == 1


def test_dna_bonus_lost_at_zero_or_under_hardened_shell() -> None:
    t = fortifying(bonuses.DNA, before=lambda t: t.rig_dna(0))
    events = t.do(1, FORTIFY)
    assert "is lost" in t.texts(events)

    def shell(t: SanctuaryTable) -> None:
        t.rig_dna(2)
        t.state.turn.extra[dna.SHELL] = True

    t = fortifying(bonuses.DNA, before=shell)
    events = t.do(1, FORTIFY)
    assert dna.held(t.state) == 2
    assert "Hardened Shell" in t.texts(events)


def test_reserve_bonus_for_those_without_a_place_six_to_ten() -> None:
    t = table()
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 9])
    t.sanctuary_on(3)
    t.one_short_of(bonuses.RESERVE)
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.until_resolve(1)
    t.do(1, FORTIFY)
    d = t.decision(1)
    assert d.kind == bonuses.RESERVE_ONE
    assert Option(Verb.PASS) in d.options
    assert {o.place for o in d.options if o.verb is Verb.CHOOSE} == {6, 7, 8, 9, 10}
    t.do(1, Verb.CHOOSE, place=10)
    # Seat 2 owns the Grove: not asked. Seat 3 may pass.
    d = t.decision(3)
    t.do(3, Verb.PASS)
    assert 10 in t.hunted(1).hand
    assert not any(t.hunted(3).owns(n) for n in range(6, 11))
    t.ok()


def test_reserve_bonus_after_a_monolith_left_the_game() -> None:
    t = table()
    t.rig_developed(SLUGGER)
    t.rig_places(1, hand=[1, 2, 3, 5, 10], discard=[4])
    t.sanctuary_on(5)
    t.one_short_of(bonuses.RESERVE)
    t.plan.explore = {1: (10,), 2: (5,), 3: (2,)}
    t.plan.creature = 9
    t.until_resolve(1)
    t.do(1, P, place=10, card=SLUGGER)
    assert not t.hunted(1).owns(10)
    t.until_resolve(2)
    t.do(2, FORTIFY)
    d = t.decision(1)
    assert Option(Verb.CHOOSE, place=10) in d.options


def test_unlock_opens_places_six_to_ten_for_good() -> None:
    t = fortifying(bonuses.UNLOCK)
    t.do(1, FORTIFY)
    assert t.board.unlocked
    assert sanctuary_token.next_place(t.state, 5) == 6
    assert sanctuary_token.next_place(t.state, 10) == 1
    assert t.board.sanctuary == 3  # the token does not move


def test_survival_bonus_for_those_without() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.rig_survival(1)
        t.rig_survival(3)

    t = fortifying(bonuses.SURVIVAL_EMPTY, before=rig)
    held2 = len(t.hunted(2).survival)
    t.do(1, FORTIFY)
    assert len(t.hunted(1).survival) == 1
    assert len(t.hunted(3).survival) == 1
    assert len(t.hunted(2).survival) == held2
    # The cards drawn in Phase 3 may still be played: a window for those who drew.
    assert {d.seat for d in t.game.pending} == {1, 3}


def test_survival_bonuses_are_lost_under_despair() -> None:
    for bonus in (bonuses.SURVIVAL_EMPTY, bonuses.SURVIVAL_ALL):
        def rig(t: SanctuaryTable) -> None:
            t.rig_survival(1)
            t.state.turn.despair = True

        t = fortifying(bonus, before=rig)
        events = t.do(1, FORTIFY)
        assert t.hunted(1).survival == []
        assert "Despair" in t.texts(events)


def test_survival_all_every_hunted_draws() -> None:
    t = fortifying(bonuses.SURVIVAL_ALL)
    counts = [len(t.hunted(s).survival) for s in (1, 2, 3)]
    t.do(1, FORTIFY)
    assert [len(t.hunted(s).survival) for s in (1, 2, 3)] == [c + 1 for c in counts]


def test_evolution_bonus_chosen_by_the_hunted_who_advanced() -> None:
    t = table()
    t.rig_developed(SLUGGER, SCREAMER)
    t.sanctuary_on(3)
    t.one_short_of(bonuses.EVOLUTION)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 10
    t.until_resolve(2)
    t.do(2, FORTIFY)
    d = t.decision(2)
    assert d.kind == bonuses.EVOLUTION_PICK
    t.do(2, Verb.DISCARD, card=SCREAMER)
    assert t.board.developed_ids() == [SLUGGER]
    assert t.board.evolution_discard == [SCREAMER]


def test_evolution_bonus_lost_without_developed_cards_or_under_hardened_shell() -> None:
    t = fortifying(bonuses.EVOLUTION)
    events = t.do(1, FORTIFY)
    assert "no developed Evolution card" in t.texts(events)

    def shell(t: SanctuaryTable) -> None:
        t.rig_developed(SLUGGER)
        t.state.turn.extra[dna.SHELL] = True

    t = fortifying(bonuses.EVOLUTION, before=shell)
    t.do(1, FORTIFY)
    assert t.board.developed_ids() == [SLUGGER]


def test_will_bonus_every_hunted_below_three() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.rig_will(1, 1)
        t.rig_will(2, 2)

    t = fortifying(bonuses.WILL, before=rig)
    events = t.do(1, FORTIFY)
    assert [t.hunted(s).will for s in (1, 2, 3)] == [2, 3, 3]
    assert "Luca does not get" in t.texts(events)


def test_will_bonus_does_not_cancel_a_lost_last_will() -> None:
    """C7: regaining Will after reaching 0 still counts at the last-Will step."""
    t = table()
    t.sanctuary_on(3)
    t.one_short_of(bonuses.WILL)
    t.rig_will(2, 1)
    t.plan.explore = {1: (2,), 2: (4,), 3: (3,)}
    t.plan.creature = 10
    t.until_resolve(3)
    # As if seat 2 had lost their last Will earlier in this phase.
    t.game.lose_will(2, 1, "test")
    assert t.state.turn.last_will == [2]
    before = t.state.assimilation
    events = t.do(3, FORTIFY)
    text = t.texts(events)
    assert "Simon regains 1 Will" in text
    # The last-Will step still counts seat 2: Assimilation +1, back to 3 Will.
    assert t.state.assimilation == before + 1
    assert t.hunted(2).will == 3
