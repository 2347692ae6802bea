"""The Defense counter moved by Phase 3 (fortify, shelter, the Ark, the
Survivor ability): one space at a time, each bonus once, Victory at once."""

from __future__ import annotations

from notalone_tui.engine import Option, Verb
from notalone_tui.engine.rulesets.sanctuary import bonuses, defense, dna
from notalone_tui.engine.rulesets.sanctuary.cards import BONUSES, DEFENSE_TRACKS
from notalone_tui.engine.rulesets.sanctuary.state import turn

from .helpers import DEFENSE, OTHER, SLUGGER, P, resolving, table

FORTIFY = Verb.FORTIFY


def test_sheltering_at_the_ark_passes_two_bonuses_in_order() -> None:
    t = table()
    t.rig_dna(2)
    t.rig_held(1, OTHER)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    t.defense_on(3)
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=8, n=1)
    # Space 4: take back (seat 2 has one card: taken at once), then space 5: DNA.
    assert t.space() == 5
    assert t.board.bonuses == [4, 5]
    assert 5 in t.hunted(2).hand
    assert dna.held(t.state) == 1
    assert turn(t.state).advanced == 2


def test_a_bonus_triggers_only_the_first_time() -> None:
    t = table()
    t.rig_dna(3)
    t.sanctuary_on(3)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    t.one_short_of(bonuses.DNA)
    resolving(t, {1: (3,), 2: (8,), 3: (4,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    assert dna.held(t.state) == 2
    assert defense.back(t.game, "test")
    t.until_resolve(2)
    t.do(2, P, place=8)
    assert dna.held(t.state) == 2  # space 5 again: no second discard


def test_the_ark_user_chooses_the_evolution_bonus() -> None:
    t = table()
    t.rig_developed(SLUGGER, "sanctuary-evolution-screamer")
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    t.one_short_of(bonuses.EVOLUTION)
    resolving(t, {1: (2,), 2: (8,), 3: (4,)}, creature=10, seat=2)
    t.do(2, P, place=8)
    d = t.decision(2)
    assert d.kind == bonuses.EVOLUTION_PICK
    assert Option(Verb.DISCARD, card=SLUGGER) in d.options


def test_the_defense_survivor_triggers_the_bonus_it_reaches() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(DEFENSE)
    t.rig_developed(SLUGGER)
    t.one_short_of(bonuses.EVOLUTION)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, Verb.RESCUE, card=DEFENSE)
    # One developed card: the rescuer's choice is made at once.
    assert t.board.developed_ids() == []
    assert t.held(1) == [DEFENSE]


def test_the_ark_reaching_victory_wins_at_once() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.defense_on(13)
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=8)
    assert t.state.winner == "hunted"
    assert t.game.pending == ()


def test_every_bonus_on_both_sides_has_its_step() -> None:
    t = table()
    for track in DEFENSE_TRACKS:
        for bonus in track.bonuses.values():
            assert bonus in t.game.rules.steps
    assert set(bonuses.BONUS_STEPS) == set(BONUSES)
