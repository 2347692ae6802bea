"""The nine Survivor abilities, applied when the card is rescued
(cards-designed.md 3.4), and their edge cases."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from notalone_tui.engine import IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import dna, phase5, survivor_abilities
from notalone_tui.engine.rulesets.sanctuary.state import turn

from .helpers import (
    COPY,
    DEFENSE,
    DNA,
    NO_EVOLUTION,
    OTHER,
    PLAYED,
    RESERVE,
    SURVIVAL,
    TAKE_BACK_2,
    WILL,
    P,
    SanctuaryTable,
    table,
)

RESCUE = Verb.RESCUE


def rescuing(card: str, *, hand: list[int] | None = None, discard: list[int] | None = None,
             creature: int = 10, plays: int = 2, others: tuple[int, int] = (4, 5),
             before: Callable[[SanctuaryTable], object] | None = None) -> SanctuaryTable:
    """Seat 1 on ``plays`` next to the Sanctuary token (on 3), ``card`` face up,
    the Creature token on ``creature``: stop at seat 1's resolution. ``before``
    runs once the Hunt is over (to rig the turn's effects)."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(card, OTHER)
    if hand is not None:
        t.rig_places(1, hand=hand, discard=discard or [])
    t.plan.explore = {1: (plays,), 2: (others[0],), 3: (others[1],)}
    t.plan.creature = creature
    if before is not None:
        t.advance(kind=Kind.HUNT)
        before(t)
    d = t.until_resolve(1)
    assert Option(RESCUE, card=card) in d.options
    return t


# ---------------------------------------------------------------------- dna
def test_dna_discards_up_to_two() -> None:
    t = rescuing(DNA, before=lambda t: t.rig_dna(3))
    t.do(1, RESCUE, card=DNA)
    d = t.decision(1)
    assert d.kind == survivor_abilities.DNA_PICK
    assert {o.n for o in d.options} == {0, 1, 2}
    t.do(1, Verb.DISCARD, n=2)
    assert dna.held(t.state) == 1
    assert t.held(1) == [DNA]


def test_dna_up_to_allows_none() -> None:
    t = rescuing(DNA, before=lambda t: t.rig_dna(1))
    t.do(1, RESCUE, card=DNA)
    assert {o.n for o in t.decision(1).options} == {0, 1}
    t.do(1, Verb.DISCARD, n=0)
    assert dna.held(t.state) == 1


@pytest.mark.parametrize("shell", [False, True])
def test_dna_is_lost_at_zero_dna_or_under_hardened_shell(shell: bool) -> None:
    def rig(t: SanctuaryTable) -> None:
        t.rig_dna(2 if shell else 0)
        if shell:
            t.state.turn.extra[dna.SHELL] = True

    t = rescuing(DNA, before=rig)
    events = t.do(1, RESCUE, card=DNA)
    assert "cannot apply" in t.texts(events)
    assert dna.held(t.state) == (2 if shell else 0)
    assert t.held(1) == [DNA]


# --------------------------------------------------------------------- will
def test_will_regains_one() -> None:
    t = rescuing(WILL, before=lambda t: t.rig_will(1, 2))
    t.do(1, RESCUE, card=WILL)
    assert t.hunted(1).will == 3


def test_will_at_three_is_lost() -> None:
    t = rescuing(WILL)
    events = t.do(1, RESCUE, card=WILL)
    assert t.hunted(1).will == 3
    assert "already have 3 Will" in t.texts(events)
    assert t.held(1) == [WILL]


# -------------------------------------------------------------- played-card
def test_played_card_goes_back_to_hand_now_and_stays() -> None:
    t = rescuing(PLAYED, hand=[1, 2, 3, 4, 5, 8], plays=8)
    t.do(1, RESCUE, card=PLAYED)
    h = t.hunted(1)
    assert 8 in h.hand and h.played == []
    t.finish_turn()
    assert 8 in t.hunted(1).hand and 8 not in t.hunted(1).discard
    t.ok()


# -------------------------------------------------------------- take-back-2
def test_take_back_two_up_to_two_of_your_choice() -> None:
    t = rescuing(TAKE_BACK_2, hand=[1, 2, 3], discard=[4, 5])
    # Hand 1-3: seat 1 plays 2; the others as planned.
    t.do(1, RESCUE, card=TAKE_BACK_2)
    d = t.decision(1)
    assert d.kind == survivor_abilities.TAKE_BACK_PICK
    assert Option(Verb.TAKE_BACK) in d.options  # "up to": none is allowed
    t.do(1, Verb.TAKE_BACK, places=(4, 5))
    assert {4, 5} <= set(t.hunted(1).hand)


def test_take_back_two_is_not_limited_by_persecution() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.state.turn.hunt_effects.append("hunt-persecution")

    t = rescuing(TAKE_BACK_2, hand=[1, 2, 3], discard=[4, 5], before=rig)
    t.do(1, RESCUE, card=TAKE_BACK_2)
    t.do(1, Verb.TAKE_BACK, places=(4, 5))
    assert t.hunted(1).discard == []


def test_take_back_two_with_an_empty_discard_is_lost() -> None:
    t = rescuing(TAKE_BACK_2)
    events = t.do(1, RESCUE, card=TAKE_BACK_2)
    assert "discard pile is empty" in t.texts(events)
    assert t.held(1) == [TAKE_BACK_2]


# ----------------------------------------------------------------- survival
def test_survival_under_despair_is_lost() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.state.turn.despair = True

    t = rescuing(SURVIVAL, before=rig)
    t.rig_survival(1)
    events = t.do(1, RESCUE, card=SURVIVAL)
    assert t.hunted(1).survival == []
    assert "Despair" in t.texts(events)


def test_survival_drawn_opens_the_phase_three_window_after_the_rescue() -> None:
    t = rescuing(SURVIVAL)
    t.rig_survival(1)
    t.do(1, RESCUE, card=SURVIVAL)
    assert len(t.hunted(1).survival) == 1
    d = t.decision(1)
    assert d.kind is Kind.CARD_WINDOW
    assert t.held(1) == [SURVIVAL]  # already face down when the window opens


# ------------------------------------------------------------- no-evolution
def test_no_evolution_forbids_evolving_and_nesting() -> None:
    t = rescuing(NO_EVOLUTION)
    t.do(1, RESCUE, card=NO_EVOLUTION)
    assert turn(t.state).no_evolve
    d = t.advance(kind=phase5.CHOOSE)
    assert Option(Verb.EVOLVE) not in d.options and Option(Verb.NEST) not in d.options


# --------------------------------------------------------------------- copy
def test_copy_uses_the_creature_tokens_place_returning_the_card_played() -> None:
    t = rescuing(COPY, hand=[1, 2, 3], discard=[4, 5], creature=6)
    t.do(1, RESCUE, card=COPY)
    d = t.decision(1)
    assert d.kind == survivor_abilities.COPY_PICK
    assert all(o.verb is P and o.place == 6 for o in d.options)
    t.do(1, P, place=6, n=1)
    # "This card" is the card seat 1 played: the Jungle (2).
    assert t.state.turn.returning[1] == [2]
    assert len(t.held(1)) == 2  # the Ruins' Survivor, then the rescued card


def test_copy_of_the_monolith_is_lost() -> None:
    t = rescuing(COPY, creature=10)
    t.rig_developed("sanctuary-evolution-slugger")
    events = t.do(1, RESCUE, card=COPY)
    assert "no power they may use" in t.texts(events)
    assert t.board.developed_ids() == ["sanctuary-evolution-slugger"]


def test_copy_of_the_lair_only_takes_back() -> None:
    t = rescuing(COPY, hand=[1, 2, 3], discard=[4, 5], creature=1)
    assert survivor_abilities.copy_options(t.game, 1) == [Option(P, place=1)]
    t.do(1, RESCUE, card=COPY)  # the one way to apply it: at once
    assert t.hunted(1).discard == []
    assert {4, 5} <= set(t.hunted(1).hand)


def test_copy_of_a_used_max_once_power_is_lost() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.state.turn.beach_used = True

    t = rescuing(COPY, creature=4, others=(5, 1), before=rig)
    events = t.do(1, RESCUE, card=COPY)
    assert "no power they may use" in t.texts(events)


def test_copy_of_a_place_made_unusable_is_lost() -> None:
    def rig(t: SanctuaryTable) -> None:
        t.state.turn.cataclysm = 7

    t = rescuing(COPY, creature=7, others=(4, 5), before=rig)
    events = t.do(1, RESCUE, card=COPY)
    assert "no power they may use" in t.texts(events)


def test_copy_with_clone_chooses_either_token() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(COPY, OTHER)
    t.rig_creature_hand("hunt-clone")
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 7
    t.plan.target = (9,)
    t.rig_will(3, 2)
    d = t.until_resolve(1)
    t.do(1, RESCUE, card=COPY)
    d = t.decision(1)
    assert {o.place for o in d.options} == {7, 9}
    t.do(1, P, place=9, seat=3)
    assert t.hunted(3).will == 3


# ------------------------------------------------------------------ reserve
def test_reserve_takes_a_place_you_do_not_own() -> None:
    t = rescuing(RESERVE, hand=[1, 2, 3, 4, 5, 7])
    t.do(1, RESCUE, card=RESERVE)
    d = t.decision(1)
    assert {o.place for o in d.options} == {6, 8, 9, 10}  # not the Caravan they own
    t.do(1, Verb.CHOOSE, place=10)
    assert 10 in t.hunted(1).hand
    t.ok()


def test_reserve_with_nothing_to_take_is_lost() -> None:
    t = rescuing(RESERVE, hand=list(range(1, 11)))
    events = t.do(1, RESCUE, card=RESERVE)
    assert "reserve holds no card" in t.texts(events)


# ------------------------------------------------------------------ defense
def test_defense_advances_even_after_a_fortification() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(DEFENSE, OTHER)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 10
    t.until_resolve(1)
    before = t.space()
    t.do(1, Verb.FORTIFY)
    t.until_resolve(2)
    t.do(2, RESCUE, card=DEFENSE)
    assert t.space() == before + 2


def test_a_rescued_card_leaves_the_row_for_good() -> None:
    t = rescuing(WILL, before=lambda t: t.rig_will(1, 1))
    t.do(1, RESCUE, card=WILL)
    assert t.hunted(1).will == 2
    with pytest.raises(IllegalAction):
        t.do(1, RESCUE, card=WILL)
