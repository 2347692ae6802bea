"""Rescuing a survivor and fortifying Sanctuary, the Phase-3 alternatives
(``sanctuary-rule-rescue-and-fortify``, ``sanctuary-rule-survivors``), with
the rulebook's two worked examples and the refusals."""

from __future__ import annotations

import pytest

from notalone_tui.engine import IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import rescue
from notalone_tui.engine.rulesets.sanctuary.rescue import LOCKDOWN, RESCUING

from .helpers import (
    OTHER,
    OTHER2,
    SCREAMER,
    SIEGE,
    SLUGGER,
    SURVIVAL,
    TERRITORIAL,
    WILL,
    P,
    powers,
    resolving,
    table,
    verbs,
)

RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY


def test_sharon_rescues_from_the_jungle_next_to_the_river() -> None:
    """Rulebook: Sharon played the Jungle, next to the River holding the token;
    instead of the Jungle's power she rescues a survivor who draws a Survival
    card, then puts the card face down in front of her."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(SURVIVAL, OTHER)
    t.rig_survival(1)
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert set(verbs(d, RESCUE)) == {Option(RESCUE, card=SURVIVAL), Option(RESCUE, card=OTHER)}
    events = t.do(1, RESCUE, card=SURVIVAL)
    assert len(t.hunted(1).survival) == 1
    assert t.held(1) == [SURVIVAL]
    assert t.board.row == [OTHER]
    assert RESCUING not in t.state.turn.extra
    assert "rescues Noor Petrossian" in t.texts(events)
    # Not replaced before Phase 5; the Jungle card was not returned.
    assert 1 not in t.state.turn.returning
    t.ok()


def test_rescue_needs_a_place_next_to_the_sanctuary_token() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    d = resolving(t, {1: (5,), 2: (3,), 3: (1,)}, creature=10, seat=1)
    assert verbs(d, RESCUE) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL)
    assert err.value.rule.id == "sa.explain.rescue.adjacent"
    assert "next to the Sanctuary token" in t.say(err.value.rule)
    # On the token's own place: fortify, not rescue.
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == []
    assert verbs(d, FORTIFY) == [Option(FORTIFY)]


def test_rescue_adjacency_is_the_grid_even_before_the_unlock() -> None:
    """From the Ruins (6) under place 1: adjacent on the grid, although the token
    cannot go to 6 yet."""
    t = table()
    t.sanctuary_on(1)
    t.rig_row(WILL, OTHER)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 6])
    d = resolving(t, {1: (6,), 2: (3,), 3: (4,)}, creature=10, seat=1)
    assert Option(RESCUE, card=WILL) in d.options


def test_no_rescue_or_fortify_under_a_target_token() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_creature_hand("hunt-scream")
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.explore = {1: (2,), 2: (3,), 3: (3,)}
    t.plan.creature = 10
    t.plan.target = (3,)
    d = t.until_resolve(2)
    assert d.kind is Kind.RESOLVE
    # The River holds the Target token: its power works after the card, but no fortifying.
    assert verbs(d, FORTIFY) == []
    assert verbs(d, P)
    with pytest.raises(IllegalAction) as err:
        t.do(2, FORTIFY)
    assert err.value.rule.id == "sa.explain.token"


def test_no_rescue_from_a_target_place_next_to_the_sanctuary() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_creature_hand("hunt-scream")
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.plan.target = (2,)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []


def test_no_survivor_face_up_no_rescue() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row()
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert verbs(d, RESCUE) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL)
    assert err.value.rule.id == "sa.explain.rescue.none"


def test_a_card_not_face_up_cannot_be_rescued() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    before = (list(t.board.row), list(t.held(1)), len(t.game.actions))
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=OTHER)
    assert err.value.rule.id == "sa.explain.rescue.card"
    assert (list(t.board.row), list(t.held(1)), len(t.game.actions)) == before


def test_face_up_survivors_stay_rescuable_when_the_pile_is_empty() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.empty_pile()
    t.rig_will(1, 2)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=WILL)
    assert t.hunted(1).will == 3
    t.ok()


def test_willie_fortifies_and_shelters_then_emma_uses_the_river() -> None:
    """Rulebook: Willie and Emma both played the River, holding the token. Willie
    fortifies and shelters his two survivors, reaching the evolution bonus; Emma
    can no longer fortify and uses the River's power."""
    t = table()
    t.sanctuary_on(3)
    t.rig_held(1, OTHER, OTHER2)
    t.rig_held(2, WILL)
    t.rig_developed(SLUGGER, SCREAMER)
    t.defense_on(8)
    d = resolving(t, {1: (3,), 2: (3,), 3: (5,)}, creature=10, seat=1)
    assert {Option(FORTIFY), Option(FORTIFY, n=1)} <= set(d.options)
    t.do(1, FORTIFY, n=1)
    assert t.held(1) == []
    # Space 9's bonus: Willie discards one developed evolution, then space 10.
    assert t.space() == 9
    d = t.decision(1)
    assert set(d.options) == {Option(Verb.DISCARD, card=SLUGGER),
                              Option(Verb.DISCARD, card=SCREAMER)}
    t.do(1, Verb.DISCARD, card=SLUGGER)
    assert t.board.developed_ids() == [SCREAMER]
    assert t.space() == 10
    d = t.until_resolve(2)
    assert verbs(d, FORTIFY) == []
    with pytest.raises(IllegalAction) as err:
        t.do(2, FORTIFY)
    assert err.value.rule.id == "sa.explain.fortify.once"
    assert "once per turn" in t.say(err.value.rule)
    t.do(2, P, place=3)
    assert t.hunted(2).next_needs == "river"
    assert t.state.turn.extra  # the turn's facts are kept
    t.ok()


def test_shelter_needs_a_survivor_card() -> None:
    t = table()
    t.sanctuary_on(3)
    d = resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert verbs(d, FORTIFY) == [Option(FORTIFY)]
    with pytest.raises(IllegalAction) as err:
        t.do(1, FORTIFY, n=1)
    assert err.value.rule.id == "sa.explain.shelter.none"
    before = t.space()
    t.do(1, FORTIFY)
    assert t.space() == before + 1
    assert rescue.turn(t.state).fortified == 1


def test_fortify_only_on_the_sanctuary_place() -> None:
    t = table()
    t.sanctuary_on(3)
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert verbs(d, FORTIFY) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, FORTIFY)
    assert err.value.rule.id == "sa.explain.fortify.place"


def test_lockdown_forbids_rescue_and_fortify() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 10
    t.advance(kind=Kind.HUNT)
    t.state.turn.extra[LOCKDOWN] = True
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL)
    assert err.value.rule.id == "sa.explain.lockdown"
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert verbs(d, FORTIFY) == []


def test_alternatives_offered_whether_or_not_the_power_could_be_used() -> None:
    """R34, the Sanctuary rulebook: "the Hunted have 2 new options if they're on a
    place without a Hunt token". The Rover with nothing left to take has no power
    and so no take-back, yet rescuing is offered next to the Sanctuary token."""
    t = table()
    t.sanctuary_on(4)
    t.rig_row(WILL)
    t.rig_places(1, hand=range(1, 11))
    d = resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == [] and verbs(d, Verb.TAKE_BACK) == []
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    t.do(1, RESCUE, card=WILL)
    assert t.held(1) == [WILL]
    t.ok()


def test_rescue_from_the_lair_with_nothing_to_take_nor_copy() -> None:
    """The issue's table: on the Lair with an empty discard pile, the Creature
    token on the Monolith (never copied), the Sanctuary token next door."""
    t = table()
    t.sanctuary_on(2)
    t.rig_row(WILL, OTHER)
    t.rig_places(1, hand=[1, 2, 3, 4, 5], discard=[])
    d = resolving(t, {1: (1,), 2: (3,), 3: (4,)}, creature=10, seat=1)
    assert powers(d) == []
    assert set(verbs(d, RESCUE)) == {Option(RESCUE, card=WILL), Option(RESCUE, card=OTHER)}


def test_fortify_on_a_place_whose_power_cannot_be_used() -> None:
    t = table()
    t.sanctuary_on(5)
    t.rig_places(1, hand=range(1, 11))
    d = resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    assert powers(d) == []
    assert verbs(d, FORTIFY) == [Option(FORTIFY)]
    before = t.space()
    t.do(1, FORTIFY)
    assert t.space() == before + 1


def test_a_place_silenced_by_cataclysm_still_offers_the_alternatives() -> None:
    """Cataclysm lays no Hunt token: the Hunted there may not use the power nor
    take a card back, but may rescue or fortify (R34)."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_places(1, hand=[1, 2, 3, 5, 6], discard=[4])
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 10
    t.rig_survival(1, "survival-gate")
    t.advance(kind=Kind.HUNT)
    t.state.turn.cataclysm = 2
    d = t.until_resolve(1)
    assert powers(d) == [] and verbs(d, Verb.TAKE_BACK) == []
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    # No power to replace: the Gate is not offered there.
    assert verbs(d, Verb.OPEN_HAND) == []


def test_a_silenced_place_with_nothing_to_offer_is_not_resolved() -> None:
    """Far from the Sanctuary token, a place silenced by Cataclysm offers nothing:
    its Hunted is not asked, as in the base game."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_places(1, hand=[1, 2, 3, 5, 6], discard=[4])
    t.plan.explore = {1: (5,), 2: (3,), 3: (2,)}
    t.plan.creature = 10
    t.advance(kind=Kind.HUNT)
    t.state.turn.cataclysm = 5
    t.until_resolve(2)
    assert not rescue.resolved(t.game, 1)


def test_territorial_forbids_rescue_with_the_creature_on_the_sanctuary() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_developed(TERRITORIAL)
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=3, seat=1)
    assert verbs(d, RESCUE) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL)
    assert err.value.rule.id == "sa.explain.rescue.territorial"


def test_siege_forbids_fortify_but_not_the_ark() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_developed(SIEGE)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    d = resolving(t, {1: (3,), 2: (8,), 3: (5,)}, creature=4, seat=1)
    assert verbs(d, FORTIFY) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, FORTIFY)
    assert err.value.rule.id == "sa.explain.fortify.siege"
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert Option(P, place=8) in d.options


def test_an_evolution_developed_this_turn_does_not_forbid_yet() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_developed(TERRITORIAL)
    t.board.developed = [(TERRITORIAL, 1)]  # developed in turn 1's Phase 5
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=3, seat=1)
    assert Option(RESCUE, card=WILL) in d.options


def test_fortifying_onto_victory_wins_at_once() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_held(1, OTHER)
    t.defense_on(13)
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY, n=1)
    assert t.state.winner == "hunted"
    assert "Defense" in t.say(t.state.end_reason)
    t.ok()


def test_copying_never_grants_rescue_or_fortify() -> None:
    """The Lair copying the place next to the token: only powers, never an
    alternative of the copied place."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_places(1, hand=[1, 2, 3, 4, 5], discard=[])
    d = resolving(t, {1: (1,), 2: (2,), 3: (5,)}, creature=2, seat=1)
    # The Lair (1) is not next to the River (3): no rescue, whatever it copies.
    assert verbs(d, RESCUE) == []
    assert verbs(d, FORTIFY) == []


def test_the_gate_borrowing_a_power_never_grants_rescue() -> None:
    """Copying never grants rescuing or fortifying: the Gate's borrowed power
    offers powers only, even next to the Sanctuary token."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL)
    t.rig_survival(1, "survival-gate")
    d = resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    assert Option(RESCUE, card=WILL) in d.options
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    d = t.decision(1)
    assert d.kind is Kind.RESOLVE and d.ctx[-1] == "gate"
    assert verbs(d, RESCUE) == [] and verbs(d, FORTIFY) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL)
    assert err.value.rule.id == "sa.explain.copy"
