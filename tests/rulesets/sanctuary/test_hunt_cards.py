"""The Sanctuary Hunt cards (cards-designed.md 3.7, conventions C1, C12, C13):
a behaviour test per card, the edge cases of its design row the engine decides,
and the refusals (a card is offered only when it may be played).

Creature at seat 0, Hunted 1..3 (4 players) unless a test says otherwise; the
grid has places 1-5 on top and 6-10 below (1 touches 2 and 6). The Creature
token goes on the Monolith (10), where nobody stands, unless a test says so.
"""

from __future__ import annotations

import pytest

from notalone_tui.engine import Decision, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.base import hunt
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import dna, phase5
from notalone_tui.engine.rulesets.sanctuary import hunt_cards as hc
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.rescue import LOCKDOWN
from notalone_tui.engine.rulesets.sanctuary.state import turn as sa_turn
from tests.engine.secrecy import all_leaks

from .cards_table import PASS, QUIET_HAND, CardTable, card_table
from .helpers import DNA, OTHER, OTHER2, WILL, P, verbs

RESCUE, FORTIFY, PLAY = Verb.RESCUE, Verb.FORTIFY, Verb.PLAY
CARDS = hc.CARDS


def holding(*cards: str, players: int = 4) -> CardTable:
    """A table whose Creature holds these cards and, to fill its hand, quiet ones."""
    return card_table(players=players, creature=(*cards, *QUIET_HAND)[:3])


def plays(d: Decision) -> set[str]:
    return {o.card for o in d.options if o.verb is PLAY}


def level_one(t: CardTable, cost: int) -> str:
    """A level I Evolution card of this cost still in its pile."""
    return next(c for c in t.cards.piles[1] if EVOLUTIONS[c].cost == cost)


def to_hand(t: CardTable, *evolutions_: str) -> None:
    for card in evolutions_:
        t.cards.piles[EVOLUTIONS[card].level].remove(card)
        t.cards.hand.append(card)


def test_the_deck_holds_the_20_base_and_15_sanctuary_hunt_cards() -> None:
    t = card_table()
    rules = t.game.rules
    assert set(CARDS) == set(hc.HUNT_CARDS) - {hc.SCENT_OF_THE_HERD}
    assert set(CARDS) <= set(rules.hunt_cards)
    # 20 base + these 14 + Scent of the Herd (with the rescue cards): 35 (the seed's setup).
    assert len(rules.hunt_cards) == 35 and set(hc.HUNT_CARDS) <= set(rules.hunt_cards)
    # The Target and Artemia cards act through their token's step, the others when played.
    at_token = {hc.AMBUSH, hc.SABOTAGE, hc.GENETIC_SAMPLE}
    assert {c for c in CARDS if rules.hunt_cards[c].effect is None} == at_token
    assert all(hc.card_step(hc.TARGET_EFFECT, c) in rules.steps for c in
               (hc.AMBUSH, hc.GENETIC_SAMPLE, hc.BARRICADE))
    assert hc.card_step(hc.ARTEMIA_EFFECT, hc.SABOTAGE) in rules.steps
    t.ok()


# =============================================================== Siren Call
def test_siren_call_moves_the_sanctuary_token_to_an_adjacent_accessible_place() -> None:
    t = holding(hc.SIREN_CALL)
    t.sanctuary_on(3)
    d = t.advance(kind=Kind.CREATURE_WINDOW)
    assert Option(PLAY, card=hc.SIREN_CALL) in d.options
    t.do(0, PLAY, card=hc.SIREN_CALL)
    d = t.decision(0)
    assert d.kind == hc.SIREN_MOVE and not d.private
    assert {o.place for o in d.options} == {2, 4}  # 8 is not accessible yet
    for wrong in (8, 5):
        with pytest.raises(IllegalAction):
            t.do(0, Verb.MOVE, place=wrong)
    events = t.do(0, Verb.MOVE, place=4)
    assert t.board.sanctuary == 4
    assert "Sanctuary token moves from the River to the Beach (Siren Call)" in t.texts(events)
    # Before any Hunted acted: the Creature's window again, then the first Hunted.
    assert t.decision().kind is Kind.CREATURE_WINDOW
    t.do(0, Verb.PASS)
    assert t.decision().kind is Kind.EXPLORE and t.decision().seat == 1
    t.ok()


@pytest.mark.parametrize(("start", "to"), [(1, 2), (5, 4)])
def test_siren_call_before_the_unlock_has_one_choice_at_either_end(start: int, to: int) -> None:
    t = holding(hc.SIREN_CALL)
    t.sanctuary_on(start)
    t.creature_plays(1, hc.SIREN_CALL)
    assert t.board.sanctuary == to  # one choice: made at once


def test_siren_call_after_the_unlock_may_go_down_a_row() -> None:
    t = holding(hc.SIREN_CALL)
    t.board.unlocked = True
    t.sanctuary_on(3)
    t.creature_plays(1, hc.SIREN_CALL)
    assert {o.place for o in t.decision(0).options} == {2, 4, 8}


# ================================================================ Barricade
def barricade(survivors1: tuple[str, ...] = (OTHER, OTHER2)) -> CardTable:
    t = holding(hc.BARRICADE)
    t.sanctuary_on(3)
    t.rig_held(1, *survivors1)
    t.plan.explore = {1: (3,), 2: (3,), 3: (5,)}
    t.plan.creature = 10
    t.plan.phase1_cards = [hc.BARRICADE]
    return t


def test_barricade_lays_the_target_token_on_the_sanctuary_place_in_phase_1() -> None:
    t = barricade()
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.turn.tokens["target"] == (3,)
    assert hc.BARRICADE in t.turn.target_cards
    assert d.seat == 1
    t.ok()


def test_barricade_costs_each_hunted_there_a_survivor_card_then_no_fortifying() -> None:
    t = barricade()
    d = t.advance(kind=hc.SURVIVOR_LOSS, seat=1)
    assert d.private and {o.card for o in d.options} == {OTHER, OTHER2}
    assert "discards a Survivor card (Barricade)" in t.say(d.public_prompt)
    t.do(1, Verb.DISCARD, card=OTHER2)
    assert t.held(1) == [OTHER] and OTHER2 in t.board.survivor_discard
    d = t.until_resolve(1)
    # A Hunt token lies there: no fortifying, no rescuing; the power or a card back.
    assert verbs(d, FORTIFY) == [] and verbs(d, RESCUE) == []
    assert verbs(d, P)
    # Seat 2 holds no Survivor card: loses nothing.
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert "holds no Survivor card and loses nothing (Barricade)" in t.log()
    t.ok()


def test_ren_castellanos_ignores_barricades_discard() -> None:
    t = barricade()
    t.set_avatar(1, av.REN)
    t.rig_survival(1, "survival-adrenaline")
    t.advance(lambda d: d.kind == av.REN_IGNORE and d.seat == 1)
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    d = t.advance(lambda d: d.seat == 1 and d.kind in (hc.SURVIVOR_LOSS, Kind.RESOLVE))
    assert d.kind is Kind.RESOLVE
    assert sorted(t.held(1)) == sorted((OTHER, OTHER2))
    t.ok()


def test_barricade_is_not_playable_once_the_target_token_is_laid() -> None:
    t = holding(hc.BARRICADE, "hunt-force-field")
    t.turn.hunt_limit = 2
    t.advance(kind=Kind.CREATURE_WINDOW)
    t.do(0, PLAY, card="hunt-force-field")
    t.do(0, Verb.TOKEN, card="target", places=(1, 2))
    d = t.decision(0)
    assert d.kind is Kind.CREATURE_WINDOW
    assert Option(PLAY, card=hc.BARRICADE) not in d.options
    with pytest.raises(IllegalAction):
        t.do(0, PLAY, card=hc.BARRICADE)


def test_the_target_token_stays_when_tremor_moves_the_sanctuary_token() -> None:
    t = holding(hc.BARRICADE, hc.TREMOR)
    t.turn.hunt_limit = 2
    t.sanctuary_on(3)
    t.plan.explore = {1: (4,), 2: (2,), 3: (5,)}
    t.plan.creature = 10
    t.plan.phase1_cards = [hc.BARRICADE]
    t.creature_plays(3, hc.TREMOR)
    t.do(0, Verb.MOVE, place=4)
    assert t.board.sanctuary == 4 and t.turn.tokens["target"] == (3,)


def test_with_clone_the_target_token_only_hunts() -> None:
    t = barricade()
    t.turn.hunt_limit = 2
    t.rig_creature_hand(hc.BARRICADE, "hunt-clone", "hunt-stasis")
    t.plan.hunt_cards = ["hunt-clone"]
    d = t.advance(lambda d: d.seat == 1 and d.kind in (hc.SURVIVOR_LOSS, Kind.RESOLVE)
                  or t.turn.phase == 4)
    assert d.kind != hc.SURVIVOR_LOSS
    assert len(t.held(1)) == 2 and t.hunted(1).will == 2  # caught, not Barricaded


# ================================================================= Lockdown
def test_lockdown_forbids_rescue_fortify_and_the_ark_but_not_taking_back() -> None:
    t = holding(hc.LOCKDOWN_CARD)
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_places(2, hand=[1, 3, 4, 5], discard=[2])
    t.rig_places(3, hand=[1, 2, 3, 5, 8], discard=[4])
    t.rig_held(3, OTHER2)
    t.plan.hunt_cards = [hc.LOCKDOWN_CARD]
    t.plan.explore = {1: (3,), 2: (4,), 3: (8,)}
    t.plan.creature = 10
    d = t.until_resolve(1)
    assert t.turn.extra[LOCKDOWN] is True
    assert verbs(d, FORTIFY) == [] and verbs(d, RESCUE) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, FORTIFY)
    assert err.value.rule.id == "sa.explain.lockdown"
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == []
    t.do(2, Verb.PASS)
    d = t.until_resolve(3)
    # The Ark does nothing; its max-1x exception still lets a card come back.
    assert verbs(d, P) == []
    assert verbs(d, Verb.TAKE_BACK) == [Option(Verb.TAKE_BACK, place=4)]
    t.ok()


# =================================================================== Ambush
def test_ambush_takes_a_survivor_else_a_survival_card_else_nothing() -> None:
    t = holding(hc.AMBUSH)
    t.rig_held(1, OTHER, OTHER2)
    t.rig_held(2)
    t.rig_survival(2, "survival-adrenaline", "survival-sixth-sense")
    t.plan.hunt_cards = [hc.AMBUSH]
    t.plan.target = (4,)
    t.plan.explore = {1: (4,), 2: (4,), 3: (4,)}
    t.plan.creature = 10
    d = t.advance(kind=hc.SURVIVOR_LOSS, seat=1)
    t.do(1, Verb.DISCARD, card=OTHER)
    assert t.held(1) == [OTHER2]
    d = t.until_resolve(1)
    assert verbs(d, P)  # then resolves as usual
    t.do(1, Verb.PASS)
    d = t.advance(kind=hc.AMBUSH_SURVIVAL, seat=2)
    assert d.private and {o.card for o in d.options} == {"survival-adrenaline",
                                                        "survival-sixth-sense"}
    t.do(2, Verb.DISCARD, card="survival-sixth-sense")
    assert t.hunted(2).survival == ["survival-adrenaline"]
    assert "survival-sixth-sense" in t.state.survival_discard
    t.until_resolve(2)
    t.do(2, Verb.PASS)
    t.until_resolve(3)
    assert "holds neither a Survivor nor a Survival card (Ambush)" in t.log()
    t.ok()


# ================================================================= Sabotage
def sabotage(space_above_start: int) -> CardTable:
    t = holding(hc.SABOTAGE)
    from notalone_tui.engine.rulesets.sanctuary import defense

    t.defense_on(defense.start(t.state) + space_above_start)
    t.plan.hunt_cards = [hc.SABOTAGE]
    t.plan.artemia = (4,)
    t.plan.explore = {1: (4,), 2: (4,), 3: (2,)}
    t.plan.creature = 10
    return t


def test_sabotage_moves_the_defense_counter_back_once_at_the_artemia_step() -> None:
    t = sabotage(2)
    before = t.space()
    t.advance(lambda d: t.turn.phase == 4)
    assert t.space() == before - 1  # two Hunted hit, one space back
    assert "The Defense counter moves back" in t.log()


def test_a_bonus_space_sabotage_leaves_stays_used() -> None:
    t = holding(hc.SABOTAGE)
    space = t.one_short_of("sanctuary-bonus-take-back") + 1
    t.defense_on(space)
    t.plan.hunt_cards = [hc.SABOTAGE]
    t.plan.artemia = (4,)
    t.plan.explore = {1: (4,), 2: (3,), 3: (2,)}
    t.advance(lambda d: t.turn.phase == 4)
    assert t.space() == space - 1 and space in t.board.bonuses  # it will not trigger again


def test_sabotage_never_moves_defense_below_its_start() -> None:
    t = sabotage(0)
    before = t.space()
    t.advance(lambda d: t.turn.phase == 4)
    assert t.space() == before
    assert "on its starting space and stays there (Sabotage)" in t.log()


def test_sabotage_does_nothing_when_detector_spares_everyone() -> None:
    t = sabotage(2)
    t.plan.explore = {1: (4,), 2: (3,), 3: (2,)}
    t.rig_survival(1, "survival-detector")
    before = t.space()
    t.hunted_plays(1, 3, "survival-detector")
    t.advance(lambda d: t.turn.phase == 4)
    assert t.space() == before


# =========================================================== Genetic Sample
def genetic(explore: dict[int, tuple[int, ...]], held: int = 0) -> CardTable:
    t = holding(hc.GENETIC_SAMPLE)
    t.rig_dna(held)
    t.plan.hunt_cards = [hc.GENETIC_SAMPLE]
    t.plan.target = (4,)
    t.plan.explore = explore
    t.plan.creature = 10
    return t


def test_genetic_sample_takes_one_dna_per_hunted_there_two_at_most() -> None:
    t = genetic({1: (4,), 2: (4,), 3: (4,)}, held=1)
    t.advance(lambda d: t.turn.phase == 4)
    assert t.board.dna == 3
    t2 = genetic({1: (4,), 2: (2,), 3: (3,)}, held=1)
    t2.advance(lambda d: t2.turn.phase == 4)
    assert t2.board.dna == 2


def test_genetic_sample_with_an_empty_supply_takes_what_remains() -> None:
    t = genetic({1: (4,), 2: (4,), 3: (4,)}, held=9)
    t.advance(lambda d: t.turn.phase == 4)
    assert t.board.dna == 10


def test_genetic_sample_does_not_count_ren_castellanos_ignoring_it() -> None:
    t = genetic({1: (4,), 2: (4,), 3: (2,)}, held=0)
    t.set_avatar(1, av.REN)
    t.rig_survival(1, "survival-adrenaline")
    t.advance(lambda d: d.kind == av.REN_IGNORE)
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    t.advance(lambda d: t.turn.phase == 4)
    assert t.board.dna == 1


# =========================================================== Hardened Shell
def shelled() -> CardTable:
    t = holding(hc.HARDENED_SHELL)
    t.plan.hunt_cards = [hc.HARDENED_SHELL]
    t.plan.creature = 10
    t.rig_dna(4)
    return t


def test_hardened_shell_stops_gene_disruptor_and_acid_flask() -> None:
    t = shelled()
    card = level_one(t, 1)
    t.rig_developed(card)
    t.rig_survival(1, "sanctuary-survival-acid-flask")
    t.rig_survival(2, "sanctuary-survival-gene-disruptor")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    assert t.claim(1, 3) == set()  # Acid Flask: the Shell prevents it
    t.do(1, Verb.CANCEL)
    assert t.claim(2, 4) == set()  # Gene Disruptor: not under the Shell
    assert dna.protected(t.state)
    assert t.board.dna == 4 and t.board.developed_ids() == [card]


def test_hardened_shell_closes_the_groves_dna_and_fails_the_monolith() -> None:
    t = shelled()
    card = level_one(t, 1)
    t.rig_developed(card)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9], discard=[])
    t.rig_places(2, hand=[1, 2, 3, 5, 10], discard=[4])
    t.rig_will(1, 2)
    t.plan.explore = {1: (9,), 2: (10,), 3: (3,)}
    t.plan.creature = 7
    d = t.until_resolve(1)
    assert Option(P, place=9, n=1) not in d.options  # the Grove's DNA option
    assert Option(P, place=9, seat=1) in d.options
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    # The Monolith fails (nothing to discard): the alternatives stay open.
    assert verbs(d, P) == [] and Option(Verb.TAKE_BACK, place=4) in d.options
    t.ok()


def test_hardened_shell_makes_the_dna_bonus_and_survivor_ability_lost() -> None:
    t = shelled()
    t.sanctuary_on(3)
    t.rig_row(DNA, OTHER)
    t.plan.explore = {1: (4,), 2: (3,), 3: (5,)}
    t.one_short_of("sanctuary-bonus-dna")
    t.until_resolve(1)
    t.do(1, RESCUE, card=DNA)
    t.until_resolve(2)
    t.do(2, FORTIFY)
    assert t.board.dna == 4
    text = t.log()
    assert "Hardened Shell protects the Creature" in text
    assert t.advance(kind=phase5.CHOOSE) and dna.protected(t.state)  # through Phase 5


def test_under_hardened_shell_the_creature_still_spends_its_own_dna() -> None:
    t = shelled()
    card = level_one(t, 2)
    to_hand(t, card)
    t.to_phase5_choice()
    assert dna.protected(t.state)
    t.do(0, Verb.EVOLVE)
    t.do(0, Verb.DEVELOP, card=card)
    assert card in t.board.developed_ids() and t.board.dna == 5 - 2


# =================================================================== Tremor
def tremor() -> CardTable:
    t = holding(hc.TREMOR)
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.plan.explore = {1: (3,), 2: (4,), 3: (1,)}
    t.plan.creature = 10
    return t


def test_tremor_moves_the_token_before_places_resolve_and_the_checks_follow_it() -> None:
    t = tremor()
    t.creature_plays(3, hc.TREMOR)
    d = t.decision(0)
    assert d.kind == hc.TREMOR_MOVE and {o.place for o in d.options} == {2, 4}
    t.do(0, Verb.MOVE, place=4)
    d = t.until_resolve(1)
    # Seat 1 on the River (3): now next to the token, so rescue and no fortify.
    assert verbs(d, FORTIFY) == [] and Option(RESCUE, card=WILL) in d.options
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert Option(FORTIFY) in d.options and verbs(d, RESCUE) == []
    t.ok()


def test_tremor_is_not_playable_once_places_resolve() -> None:
    t = tremor()
    t.until_resolve(1)
    assert hc.TREMOR not in hunt.playable(t.game, 3)
    assert hunt.before_resolution(t.game) is False


def test_tremor_is_not_offered_before_the_reveal() -> None:
    t = tremor()
    t.advance(kind=Kind.HUNT)
    assert hc.TREMOR not in hunt.playable(t.game, 3)


# ================================================================== Harvest
def caught_by(t: CardTable, where: int, explore: dict[int, tuple[int, ...]]) -> None:
    t.plan.explore = explore
    t.plan.creature = where


def test_harvest_takes_one_dna_per_hunted_caught_after_the_last_will_step() -> None:
    t = holding(hc.HARVEST)
    t.rig_dna(0)
    caught_by(t, 4, {1: (4,), 2: (4,), 3: (2,)})
    assert hc.HARVEST not in t.claim(0, 3)  # before the places resolve: not yet
    t.do(0, Verb.CANCEL)
    d = t.advance(kind=hc.POST_WINDOW)
    assert d.private and set(d.options) == {PASS, Option(PLAY, card=hc.HARVEST)}
    assert t.turn.caught == [1, 2]
    t.do(0, PLAY, card=hc.HARVEST)
    assert t.board.dna == 2 and t.state.stats[hc.HARVEST] == 1
    t.ok()


def test_harvest_counts_three_catches_at_most_and_what_the_supply_holds() -> None:
    t = holding(hc.HARVEST, players=6)
    t.rig_dna(0)
    caught_by(t, 4, {s: (4,) for s in (1, 2, 3, 4, 5)})
    t.advance(kind=hc.POST_WINDOW)
    t.do(0, PLAY, card=hc.HARVEST)
    assert t.board.dna == 3
    t2 = holding(hc.HARVEST)
    t2.rig_dna(9)
    caught_by(t2, 4, {1: (4,), 2: (4,), 3: (4,)})
    t2.advance(kind=hc.POST_WINDOW)
    t2.do(0, PLAY, card=hc.HARVEST)
    assert t2.board.dna == 10


def test_without_a_catch_harvest_is_never_offered() -> None:
    t = holding(hc.HARVEST)
    caught_by(t, 10, {1: (4,), 2: (2,), 3: (3,)})
    t.advance(lambda d: t.turn.phase == 4)
    assert not any(e.kind == "sa_hunt" for e in t.state.log)
    assert t.turn.extra[hc.STAGE] == hc.RESOLVED
    assert hc.HARVEST not in hunt.playable(t.game, 3)


def test_the_post_resolution_window_is_offered_whatever_the_creature_holds() -> None:
    """R23: someone was caught and the Creature may play a card: it is asked,
    even without Harvest, so the question tells nothing."""
    t = holding()
    caught_by(t, 4, {1: (4,), 2: (2,), 3: (3,)})
    d = t.advance(kind=hc.POST_WINDOW)
    assert d.options == (PASS,)
    t.do(0, Verb.PASS)


# ================================================================ Abduction
def test_abduction_discards_a_face_up_survivor_refilled_only_in_phase_5() -> None:
    t = holding(hc.ABDUCTION)
    t.rig_row(WILL, OTHER)
    t.plan.explore = {1: (4,), 2: (2,), 3: (3,)}
    t.plan.creature = 10
    t.creature_plays(3, hc.ABDUCTION)
    d = t.decision(0)
    assert d.kind == hc.ABDUCTION_PICK and not d.private
    t.do(0, Verb.DISCARD, card=WILL)
    assert t.board.row == [OTHER] and t.board.survivor_discard[-1] == WILL
    t.advance(kind=phase5.CHOOSE)
    assert len(t.board.row) == 2 and WILL not in t.board.row
    t.ok()


def test_abduction_needs_a_face_up_survivor() -> None:
    t = holding(hc.ABDUCTION)
    t.rig_row()
    t.plan.explore = {1: (4,), 2: (2,), 3: (3,)}
    t.plan.creature = 10
    assert hc.ABDUCTION not in t.claim(0, 3)
    with pytest.raises(IllegalAction):
        t.do(0, PLAY, card=hc.ABDUCTION)


# ==================================================================== Gorge
@pytest.mark.parametrize(("held", "after"), [(3, 5), (9, 10)])
def test_gorge_takes_two_dna_or_what_remains(held: int, after: int) -> None:
    t = holding(hc.GORGE)
    t.rig_dna(held)
    t.plan.creature = 10
    t.creature_plays(4, hc.GORGE)
    assert t.board.dna == after


def test_gorge_is_not_playable_with_an_empty_supply() -> None:
    t = holding(hc.GORGE)
    t.rig_dna(10)
    t.plan.creature = 10
    assert hc.GORGE not in t.claim(0, 4)


# ============================================================= Primal Surge
def surge(**kw: object) -> CardTable:
    t = holding(hc.PRIMAL_SURGE)
    t.plan.creature = 10
    t.creature_plays(4, hc.PRIMAL_SURGE)
    assert t.turn.extra[phase5.SURGE] is True
    return t


def test_primal_surge_evolves_then_nests() -> None:
    t = surge()
    t.rig_dna(2)
    d = t.to_phase5_choice()
    assert phase5.EVOLVE in d.options and phase5.NEST_OPTION not in d.options
    t.do(0, Verb.EVOLVE)
    assert t.board.dna == 3
    t.do(0, Verb.DRAW, n=1)
    assert t.board.dna == 2 and len(t.cards.hand) >= 1
    drawn = len(t.cards.hand)
    t.do(0, Verb.DONE)
    d = t.decision(0)
    assert d.kind == phase5.NEST and sa_turn(t.state).evolution == "nest"
    first = t.creature.hand[0]
    t.do(0, Verb.DISCARD, card=first)
    t.do(0, Verb.DONE)
    # The nest part does not undo the evolve part.
    assert len(t.creature.hand) == 4 and t.board.dna == 2 and len(t.cards.hand) == drawn
    assert "now nests (Primal Surge)" in t.log()
    t.ok()


def test_a_survivor_forbidding_evolution_cancels_both_parts_of_primal_surge() -> None:
    t = surge()
    sa_turn(t.state).no_evolve = True
    before = t.board.dna
    d = t.to_phase5_choice()
    assert phase5.EVOLVE not in d.options and phase5.NEST_OPTION not in d.options
    t.do(0, Verb.PASS)
    # Neither part: no DNA, no nesting; the next turn begins.
    assert t.board.dna == before and t.decision(0).kind is Kind.CREATURE_WINDOW


def test_caspian_may_cancel_the_dna_of_the_evolve_part() -> None:
    t = surge()
    t.set_avatar(1, av.CASPIAN)
    t.rig_held(1, OTHER)
    t.rig_dna(2)
    t.to_phase5_choice()
    t.do(0, Verb.EVOLVE)
    t.advance(lambda d: d.kind == av.CASPIAN_CANCEL)
    t.do(1, Verb.DISCARD, card=OTHER)
    t.advance(kind=phase5.EVOLVE_LOOP)
    assert t.board.dna == 2
    t.do(0, Verb.DONE)
    assert t.decision(0).kind == phase5.NEST


# ============================================================ Metamorphosis
def evolving_with_metamorphosis(dna_held: int, *hand: str) -> CardTable:
    t = holding(hc.METAMORPHOSIS)
    t.rig_dna(dna_held)
    to_hand(t, *hand)
    t.plan.creature = 10
    t.to_phase5_choice()
    return t


def test_metamorphosis_makes_the_next_development_2_dna_cheaper() -> None:
    t = holding(hc.METAMORPHOSIS)
    card = level_one(t, 3)
    t.rig_dna(0)
    to_hand(t, card)
    d = t.to_phase5_choice()
    assert hc.METAMORPHOSIS not in plays(d)  # not before evolving
    t.do(0, Verb.EVOLVE)
    d = t.decision(0)
    assert d.kind == phase5.EVOLVE_LOOP and t.board.dna == 1
    assert Option(Verb.DEVELOP, card=card) not in d.options
    t.do(0, PLAY, card=hc.METAMORPHOSIS)
    assert sa_turn(t.state).discount == 2
    d = t.decision(0)
    assert Option(Verb.DEVELOP, card=card) in d.options  # 3 - 2 = 1 DNA
    t.do(0, Verb.DEVELOP, card=card)
    assert t.board.dna == 0 and card in t.board.developed_ids()
    assert sa_turn(t.state).discount == 0  # the next one only
    t.ok()


def test_metamorphosis_never_brings_a_cost_below_one() -> None:
    t = holding(hc.METAMORPHOSIS)
    card = level_one(t, 1)
    t.rig_dna(1)
    to_hand(t, card)
    t.to_phase5_choice()
    t.do(0, Verb.EVOLVE)
    t.do(0, PLAY, card=hc.METAMORPHOSIS)
    assert phase5.development_cost(t.game, card) == 1
    t.do(0, Verb.DEVELOP, card=card)
    assert t.board.dna == 1


def test_metamorphosis_is_not_playable_while_nesting_or_when_evolving_is_forbidden() -> None:
    t = holding(hc.METAMORPHOSIS)
    t.to_phase5_choice()
    t.do(0, Verb.NEST)
    d = t.decision(0)
    assert d.kind == phase5.NEST and hc.METAMORPHOSIS not in plays(d)
    with pytest.raises(IllegalAction):
        t.do(0, PLAY, card=hc.METAMORPHOSIS)
    t2 = holding(hc.METAMORPHOSIS)
    t2.plan.creature = 10
    t2.advance(lambda d: t2.turn.phase == 4)
    sa_turn(t2.state).no_evolve = True
    d = t2.to_phase5_choice()
    assert hc.METAMORPHOSIS not in plays(d)


def test_metamorphosis_is_not_offered_in_the_phase_5_window() -> None:
    t = holding(hc.METAMORPHOSIS)
    t.plan.creature = 10
    assert hc.METAMORPHOSIS not in t.claim(0, 5)


# ================================================================== Reclaim
def test_reclaim_takes_an_evolution_card_back_while_nesting() -> None:
    t = holding(hc.RECLAIM)
    gone, other = level_one(t, 2), level_one(t, 3)
    for card in (gone, other):
        t.cards.piles[1].remove(card)
        t.board.evolution_discard.append(card)
    t.to_phase5_choice()
    t.do(0, Verb.NEST)
    d = t.decision(0)
    assert Option(PLAY, card=hc.RECLAIM) in d.options
    t.do(0, PLAY, card=hc.RECLAIM)
    since = len(t.game.state.log)
    events = t.do(0, Verb.CHOOSE, card=gone)  # public pile: a public choice
    assert gone in t.cards.hand and t.board.evolution_discard == [other]
    assert EVOLUTIONS[gone].name in t.texts(events)
    assert all_leaks(t.game, since) == []  # the table saw the card leave the face-up pile
    assert t.decision(0).kind == phase5.NEST
    t.ok()


def test_reclaim_is_allowed_when_evolving_is_forbidden() -> None:
    t = holding(hc.RECLAIM)
    gone = level_one(t, 1)
    t.cards.piles[1].remove(gone)
    t.board.evolution_discard.append(gone)
    t.plan.creature = 10
    t.advance(lambda d: t.turn.phase == 4)
    sa_turn(t.state).no_evolve = True
    d = t.to_phase5_choice()
    assert set(d.options) == {PASS, Option(PLAY, card=hc.RECLAIM)}
    t.do(0, PLAY, card=hc.RECLAIM)
    assert gone in t.cards.hand


def test_reclaim_needs_a_card_in_the_evolution_discard_pile() -> None:
    t = holding(hc.RECLAIM)
    assert t.board.evolution_discard == []
    d = t.to_phase5_choice()
    assert hc.RECLAIM not in plays(d)
    with pytest.raises(IllegalAction):
        t.do(0, PLAY, card=hc.RECLAIM)


# ================================================== limits and the log's words
def test_a_hunt_card_played_in_phase_5_is_the_turns_card() -> None:
    """C12: the one-card limit counts Phase 5 (Metamorphosis 'counts as the
    turn's Hunt card')."""
    t = holding(hc.RECLAIM, hc.GORGE)
    gone = level_one(t, 1)
    t.cards.piles[1].remove(gone)
    t.board.evolution_discard.append(gone)
    t.rig_dna(0)
    t.plan.creature = 10
    t.creature_plays(4, hc.GORGE)
    d = t.to_phase5_choice()
    assert hc.RECLAIM not in plays(d)


def test_after_a_phase_5_card_the_creature_starts_the_next_turn_with_two() -> None:
    """Metamorphosis' row: a Phase-5 card is the turn's card, so the next turn
    begins with 2 Hunt cards until the Phase-4 refill."""
    t = holding(hc.RECLAIM)
    gone = level_one(t, 1)
    t.cards.piles[1].remove(gone)
    t.board.evolution_discard.append(gone)
    t.to_phase5_choice()
    t.do(0, PLAY, card=hc.RECLAIM)
    t.do(0, Verb.EVOLVE)
    t.do(0, Verb.DONE)
    t.advance(kind=Kind.CREATURE_WINDOW)
    assert len(t.creature.hand) == 2 and hc.RECLAIM in t.state.hunt_discard
    t.ok()


def test_every_hunt_card_message_has_english() -> None:
    import re
    from pathlib import Path

    from notalone_tui.i18n import english

    text = Path(hc.__file__).read_text()
    ids = set(re.findall(r'"(sa\.[a-z_.]+)"', text))
    assert len(ids) > 15
    assert sorted(i for i in ids if i not in english().templates) == []

