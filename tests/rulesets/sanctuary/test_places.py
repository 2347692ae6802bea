"""One behaviour per Sanctuary place 6-10, and their edge cases
(cards-designed.md 3.2): Persecution, Despair, Interference, Lockdown, the
max-1x limit, the Grove's DNA once per turn, the Monolith leaving the game."""

from __future__ import annotations

import pytest

from notalone_tui.engine import IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import dna, places
from notalone_tui.engine.rulesets.sanctuary.rescue import LOCKDOWN

from .helpers import OTHER, OTHER2, SCREAMER, SLUGGER, P, powers, resolving, table

TAKE_BACK = Verb.TAKE_BACK


# ------------------------------------------------------------------ 6 Ruins
def test_ruins_returns_itself_and_a_discarded_card() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 6], discard=[4, 5])
    d = resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert set(powers(d)) == {
        Option(P, place=6, places=(4,)), Option(P, place=6, places=(5,)), Option(P, place=6, n=1),
    }
    t.do(1, P, place=6, places=(4,))
    assert 4 in t.hunted(1).hand
    t.finish_turn()
    assert 6 in t.hunted(1).hand and 6 not in t.hunted(1).discard
    t.ok()


def test_ruins_draws_a_survivor_face_down_without_its_ability() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 6], discard=[4, 5])
    resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    top = t.cards.survivor_pile[-1]
    will = t.hunted(1).will
    t.do(1, P, place=6, n=1)
    assert t.held(1) == [top]
    assert t.hunted(1).will == will
    assert t.state.turn.returning[1] == [6]
    t.ok()


def test_ruins_with_an_empty_pile_offers_only_the_take_back() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 5, 6], discard=[4])
    t.empty_pile()
    d = resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == [Option(P, place=6, places=(4,))]


def test_ruins_with_an_empty_discard_offers_only_the_survivor() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 6])
    d = resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == [Option(P, place=6, n=1)]


def test_ruins_with_nothing_else_still_returns_itself() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 6])
    t.empty_pile()
    d = resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == [Option(P, place=6)]


def test_ruins_under_persecution_returns_one_place_card_in_all() -> None:
    t = table()
    t.rig_creature_hand("hunt-persecution")
    t.plan.hunt_cards = ["hunt-persecution"]
    t.rig_places(1, hand=[1, 2, 3, 5, 6], discard=[4])
    d = resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    # This card with the Survivor draw, or only the discarded card.
    assert set(powers(d)) == {Option(P, place=6, n=1), Option(P, place=6, places=(4,), n=2)}
    t.do(1, P, place=6, places=(4,), n=2)
    assert 4 in t.hunted(1).hand
    t.finish_turn()
    assert 6 in t.hunted(1).discard


def test_ruins_copied_by_the_lair_returns_the_lair_card() -> None:
    t = table()
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 6])
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    d = resolving(t, {1: (1,), 2: (6,), 3: (3,)}, creature=6, seat=1)
    assert Option(P, place=6, places=(4,)) in d.options
    t.do(1, P, place=6, places=(4,))
    assert t.state.turn.returning[1] == [1]


# ---------------------------------------------------------------- 7 Caravan
def test_caravan_far_from_the_sanctuary_keeps_one_card() -> None:
    t = table()
    t.sanctuary_on(4)
    t.rig_survival(1)
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=7)
    d = t.decision(1)
    assert d.kind == places.CARAVAN_DISCARD
    gone = d.options[0].card
    t.do(1, Verb.DISCARD, card=gone)
    assert len(t.hunted(1).survival) == 1 and gone in t.state.survival_discard
    t.ok()


@pytest.mark.parametrize("where", [2, 7])
def test_caravan_near_the_sanctuary_keeps_both(where: int) -> None:
    t = table()
    t.sanctuary_on(where)
    t.board.unlocked = True
    t.rig_survival(1)
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=7)
    assert len(t.hunted(1).survival) == 2


def test_caravan_under_despair_leaves_the_alternatives() -> None:
    t = table()
    t.rig_creature_hand("hunt-despair")
    t.plan.phase1_cards = ["hunt-despair"]
    t.sanctuary_on(2)
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    d = resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == []
    assert Option(TAKE_BACK, place=4) in d.options
    assert any(o.verb is Verb.RESCUE for o in d.options)


# -------------------------------------------------------------------- 8 Ark
def test_ark_advances_the_defense_counter() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == [Option(P, place=8)]  # nothing to shelter
    before = t.space()
    t.do(1, P, place=8)
    assert t.space() == before + 1
    assert t.board.bonuses == []  # space 2 of the 2-4 side: no bonus


def test_ark_shelters_for_a_second_space() -> None:
    t = table()
    t.rig_held(1, OTHER, OTHER2)
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    before = t.space()
    t.do(1, P, place=8, n=1)
    assert t.space() == before + 2
    assert t.held(1) == [] and {OTHER, OTHER2} <= set(t.board.survivor_discard)
    t.ok()


def test_ark_once_per_turn_but_later_hunted_take_back() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    resolving(t, {1: (8,), 2: (8,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=8)
    d = t.until_resolve(2)
    assert powers(d) == []
    assert Option(TAKE_BACK, place=4) in d.options


def test_ark_copied_by_the_lair_shares_the_limit() -> None:
    t = table()
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    d = resolving(t, {1: (1,), 2: (8,), 3: (3,)}, creature=8, seat=1)
    assert Option(P, place=8) in d.options
    t.do(1, P, place=8)
    assert places.ark_used(t.game)
    # The Hunted on the Ark is caught; the power is used up anyway.
    assert not places._ark_options(t.game, 2, 8, False)


def test_ark_under_interference_does_nothing() -> None:
    t = table()
    t.rig_creature_hand("hunt-interference")
    t.plan.hunt_cards = ["hunt-interference"]
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == []
    assert Option(TAKE_BACK, place=4) in d.options


def test_ark_under_lockdown_does_nothing() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.plan.explore = {1: (8,), 2: (2,), 3: (3,)}
    t.plan.creature = 10
    t.advance(kind=Kind.HUNT)
    t.state.turn.extra[LOCKDOWN] = True
    d = t.until_resolve(1)
    assert powers(d) == []
    assert Option(TAKE_BACK, place=4) in d.options


def test_ark_after_a_fortification_and_fortifying_after_the_ark() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    resolving(t, {1: (3,), 2: (8,), 3: (3,)}, creature=10, seat=1)
    before = t.space()
    t.do(1, Verb.FORTIFY)
    t.until_resolve(2)
    t.do(2, P, place=8)
    assert t.space() == before + 2
    # The Ark is not a fortification: a second table where the Ark comes first.
    t = table()
    t.sanctuary_on(3)
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    resolving(t, {1: (8,), 2: (3,), 3: (2,)}, creature=10, seat=1)
    t.do(1, P, place=8)
    d = t.until_resolve(2)
    assert Option(Verb.FORTIFY) in d.options


# ------------------------------------------------------------------ 9 Grove
def test_grove_heals_a_hunted_of_your_choice() -> None:
    t = table()
    t.rig_will(3, 1)
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    d = resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert Option(P, place=9, seat=1) not in d.options  # 3 Will
    t.do(1, P, place=9, seat=3)
    assert t.hunted(3).will == 2


def test_grove_dna_only_once_per_turn_among_all_hunted() -> None:
    t = table()
    t.rig_dna(3)
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 9], discard=[4, 5])
    t.rig_will(2, 2)
    d = resolving(t, {1: (9,), 2: (9,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=9, n=1)
    assert dna.held(t.state) == 2
    assert t.board.supply == 8
    d = t.until_resolve(2)
    assert powers(d) == [Option(P, place=9, seat=2)]


def test_grove_dna_unavailable_at_zero_dna_or_under_hardened_shell() -> None:
    t = table()
    t.rig_dna(0)
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    t.rig_will(1, 2)
    d = resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert Option(P, place=9, n=1) not in d.options
    t = table()
    t.rig_dna(2)
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    t.plan.explore = {1: (9,), 2: (2,), 3: (3,)}
    t.plan.creature = 10
    t.advance(kind=Kind.HUNT)
    t.state.turn.extra[dna.SHELL] = True
    d = t.until_resolve(1)
    assert Option(P, place=9, n=1) not in d.options


# -------------------------------------------------------------- 10 Monolith
def test_monolith_discards_an_evolution_and_leaves_the_game() -> None:
    t = table()
    t.rig_developed(SLUGGER, SCREAMER)
    t.rig_places(1, hand=[1, 2, 3, 10], discard=[4, 5])
    d = resolving(t, {1: (10,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert set(powers(d)) == {Option(P, place=10, card=SLUGGER), Option(P, place=10, card=SCREAMER)}
    t.do(1, P, place=10, card=SCREAMER)
    assert t.board.developed_ids() == [SLUGGER]
    assert t.board.evolution_discard == [SCREAMER]
    assert t.board.removed == [10]
    assert t.hunted(1).played == []
    t.ok()
    t.finish_turn()
    h = t.hunted(1)
    assert 10 not in h.hand + h.discard
    t.ok()


def test_monolith_with_nothing_to_discard_fails_and_is_discarded() -> None:
    t = table()
    t.sanctuary_on(5)
    t.rig_places(1, hand=[1, 2, 3, 5, 10], discard=[4])
    d = resolving(t, {1: (10,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert powers(d) == []
    # The alternatives stay open (seed): take back, rescue (10 is next to 5), fortify elsewhere.
    assert Option(TAKE_BACK, place=4) in d.options
    assert any(o.verb is Verb.RESCUE for o in d.options)
    t.do(1, Verb.PASS)
    t.finish_turn()
    assert 10 in t.hunted(1).discard
    assert t.board.removed == []


def test_monolith_under_hardened_shell_fails() -> None:
    t = table()
    t.rig_developed(SLUGGER)
    t.rig_places(1, hand=[1, 2, 3, 5, 10], discard=[4])
    t.plan.explore = {1: (10,), 2: (2,), 3: (3,)}
    t.plan.creature = 9
    t.advance(kind=Kind.HUNT)
    t.state.turn.extra[dna.SHELL] = True
    d = t.until_resolve(1)
    assert powers(d) == []
    assert Option(TAKE_BACK, place=4) in d.options


def test_monolith_is_never_copied() -> None:
    t = table()
    t.rig_developed(SLUGGER)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 10])
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    d = resolving(t, {1: (1,), 2: (10,), 3: (3,)}, creature=10, seat=1)
    assert not [o for o in d.options if o.verb is P and o.place == 10]
    with pytest.raises(IllegalAction):
        t.do(1, P, place=10, card=SLUGGER)


def test_a_removed_monolith_lets_its_owner_take_another() -> None:
    t = table()
    t.rig_developed(SLUGGER)
    t.rig_places(1, hand=[1, 2, 3, 10], discard=[4, 5])
    resolving(t, {1: (10,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=10, card=SLUGGER)
    assert not t.hunted(1).owns(10)
    # 3 copies in all: 1 removed, 2 still in the reserve for the taking.
    assert t.state.reserve[10] == 2
    t.ok()
