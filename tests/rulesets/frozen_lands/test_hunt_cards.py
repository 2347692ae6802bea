"""The 10 Frozen Lands Hunt cards (cards-designed.md 2.4) and their edge cases.

Creature at seat 0, Hunted 1..3 (4 players). Places on the 2x5 grid: 1-5 on
top, 6-10 below, so 1 touches 2 and 6. The Creature token goes where nobody
stands unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from notalone_tui.engine import Decision, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.base.flow import NO_RESIST
from notalone_tui.engine.rulesets.frozen_lands import contamination, hunt_cards, places
from notalone_tui.engine.rulesets.frozen_lands.hunt_cards import (
    AVALANCHE,
    AVALANCHE_DISCARD,
    AVALANCHE_PLACES,
    CONTAGION,
    CONTAGION_TARGET,
    FROSTBITE,
    FROZEN_TRAIL_CARD,
    GLACIAL_PACE,
    HYPOTHERMIA,
    HYPOTHERMIA_CHOICE,
    ISOLATION_CARD,
    QUARANTINE,
    RELAPSE,
    SPORES,
    TAKE_TOKEN,
    TRAIL_LAY,
    isolated,
)
from tests.engine.scenario import Table
from tests.engine.words import log_lines, say

from .helpers import BLANK, INFECTED, give_tokens, pool, resolving, table

P = Verb.POWER


def held(t: Table, seat: int) -> int:
    return contamination.held_count(t.state, seat)


def holding(*cards: str, survival: bool = False) -> Table:
    """A table whose Creature holds exactly ``cards``; without ``survival`` the
    Hunted hold no Survival card, so no Hunted window gets in the way."""
    t = table()
    t.rig_creature_hand(*cards)
    if not survival:
        for seat in (1, 2, 3):
            t.rig_survival(seat)
    return t


def play_in_hunt(t: Table, card: str) -> None:
    t.advance(kind=Kind.HUNT)
    t.do(0, Verb.PLAY, card=card)


def creature_plays_in_window(t: Table, phase: int, card: str) -> None:
    """Claim the Creature's public window of ``phase`` and play ``card`` there."""
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 0 and t.turn.phase == phase)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card=card)


def window_cards(t: Table, phase: int) -> set[str]:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 0 and t.turn.phase == phase)
    t.do(0, Verb.OPEN_HAND)
    return {o.card for o in t.options(0, Verb.PLAY)}


def lay_frozen_trail(t: Table, pair: tuple[int, int]) -> None:
    t.do(0, Verb.PLAY, card=FROZEN_TRAIL_CARD)
    d = t.decision(0)
    assert d.kind == TRAIL_LAY
    assert {o.places for o in d.options} == set(t.game.rules.adjacent_pairs)
    t.do(0, Verb.TOKEN, card="target", places=pair)


# ------------------------------------------------------------ Frozen Trail
def test_frozen_trail_lays_the_target_in_phase_1_and_the_places_stay_playable() -> None:
    t = holding(FROZEN_TRAIL_CARD)
    lay_frozen_trail(t, (1, 2))
    assert t.turn.tokens["target"] == (1, 2)
    assert t.state.turn.extra[hunt_cards.FROZEN_TRAIL] == (1, 2)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    laid = {o.places for o in d.options if o.verb is Verb.EXPLORE}
    assert (1,) in laid and (2,) in laid  # unlike Force Field
    hunt = t.advance(kind=Kind.HUNT)
    assert not [o for o in hunt.options if o.verb is Verb.TOKEN and o.card == "target"]


def test_frozen_trail_gives_each_hunted_on_either_place_a_token_then_they_resolve() -> None:
    t = holding(FROZEN_TRAIL_CARD)
    lay_frozen_trail(t, (1, 2))
    # Hunted by Hunted at the Target step: the token first, then the place as usual.
    d = resolving(t, {1: (1,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    assert held(t, 1) == 1 and held(t, 3) == 0
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert held(t, 1) == 1 and held(t, 2) == 1 and held(t, 3) == 0
    assert [o for o in d.options if o.verb is P]
    text = "\n".join(log_lines(t.game))
    assert "Frozen Trail" in text
    assert INFECTED not in text and BLANK not in text


def test_frozen_trail_is_not_playable_once_the_target_token_lies() -> None:
    t = holding(FROZEN_TRAIL_CARD, "hunt-force-field")
    t.turn.hunt_limit = 2  # as after Tracking
    t.do(0, Verb.PLAY, card="hunt-force-field")
    t.do(0, Verb.TOKEN, card="target", places=(3, 4))
    assert Option(Verb.PLAY, card=FROZEN_TRAIL_CARD) not in t.decision(0).options
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card=FROZEN_TRAIL_CARD)


def test_frozen_trail_spares_thermal_blanket_and_snowdrift() -> None:
    t = holding(FROZEN_TRAIL_CARD)
    lay_frozen_trail(t, (1, 2))
    t.turn.extra[contamination.BLANKET] = (1,)
    t.turn.extra["fl_snowdrift"] = (2,)
    resolving(t, {1: (1,), 2: (2,), 3: (5,)}, creature=9, seat=2)
    assert held(t, 1) == 0 and held(t, 2) == 0


def test_frozen_trail_with_a_second_target_card_applies_both_on_both_places() -> None:
    t = holding(FROZEN_TRAIL_CARD, FROSTBITE)
    t.turn.hunt_limit = 2
    lay_frozen_trail(t, (1, 2))
    t.plan.hunt_cards = [FROSTBITE]
    resolving(t, {1: (1,), 2: (2,), 3: (5,)}, creature=9, seat=2)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (2, 2, 0)


# ------------------------------------------------------------ Glacial Pace
def test_glacial_pace_forbids_resisting_but_not_giving_up() -> None:
    t = holding(GLACIAL_PACE)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.do(0, Verb.PLAY, card=GLACIAL_PACE)
    assert t.turn.extra[NO_RESIST] is True
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert not [o for o in d.options if o.verb is Verb.RESIST]
    assert Option(Verb.GIVE_UP) in d.options
    with pytest.raises(IllegalAction) as refused:
        t.do(1, Verb.RESIST, n=1)
    assert "forbids Resisting" in say(t.game, refused.value.rule)


def test_without_glacial_pace_resisting_is_offered() -> None:
    t = holding(GLACIAL_PACE)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.RESIST, n=1) in d.options


def test_glacial_pace_with_an_empty_hand_leaves_only_giving_up() -> None:
    t = holding(GLACIAL_PACE)
    t.rig_places(1, hand=[], discard=[1, 2, 3, 4, 5])
    t.do(0, Verb.PLAY, card=GLACIAL_PACE)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert d.options == (Option(Verb.GIVE_UP),)
    before = t.state.assimilation
    t.do(1, Verb.GIVE_UP)
    assert t.state.assimilation == before + 1 and held(t, 1) == 1


def test_glacial_pace_makes_the_artemia_token_available() -> None:
    t = holding(GLACIAL_PACE)
    assert t.state.left("rescue") > 6  # far from the board's Artemia spaces
    t.do(0, Verb.PLAY, card=GLACIAL_PACE)
    d = t.advance(kind=Kind.HUNT)
    assert [o for o in d.options if o.verb is Verb.TOKEN and o.card == "artemia"]


# --------------------------------------------------------------- Frostbite
def test_frostbite_gives_each_hunted_on_the_target_a_token() -> None:
    t = holding(FROSTBITE)
    t.plan.hunt_cards = [FROSTBITE]
    t.plan.target = (2,)
    d = resolving(t, {1: (2,), 2: (2,), 3: (5,)}, creature=9, seat=2)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)
    assert [o for o in d.options if o.verb is P]  # the place then works as usual


def test_frostbite_with_an_empty_reserve_gives_nothing() -> None:
    t = holding(FROSTBITE)
    give_tokens(t, 3, *pool(t)["reserve"])
    t.plan.hunt_cards = [FROSTBITE]
    t.plan.target = (2,)
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert held(t, 1) == 0
    assert "reserve is empty" in "\n".join(log_lines(t.game))


def test_frostbite_with_clone_is_only_a_second_creature_token() -> None:
    t = holding(FROSTBITE, "hunt-clone")
    t.turn.hunt_limit = 2
    t.plan.hunt_cards = [FROSTBITE, "hunt-clone"]
    t.plan.target = (2,)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.finish_turn()
    assert t.hunted(1).will == 2  # caught by the clone
    assert held(t, 1) == 0


# ------------------------------------------------------------------ Spores
def test_spores_costs_a_hit_hunted_a_card_and_a_token() -> None:
    t = holding(SPORES)
    t.plan.hunt_cards = [SPORES]
    t.plan.artemia = (3,)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    d = t.advance(kind=Kind.ARTEMIA_DISCARD, seat=1)
    t.do(1, Verb.DISCARD, place=d.options[0].place)
    assert held(t, 1) == 1 and held(t, 2) == 0


def test_spores_is_ignored_with_detector() -> None:
    t = holding(SPORES)
    t.plan.hunt_cards = [SPORES]
    t.plan.artemia = (3,)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=2)  # a free place, before the Artemia step
    t.turn.detector.append(1)  # as Detector does
    t.finish_turn()
    assert held(t, 1) == 0


def test_spores_with_virus_acts_on_both_places() -> None:
    t = holding(SPORES, "hunt-virus")
    t.turn.hunt_limit = 2
    t.plan.hunt_cards = [SPORES, "hunt-virus"]
    t.plan.artemia = (2, 3)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    t.finish_turn()
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)


# -------------------------------------------------------------- Quarantine
def test_quarantine_removes_the_token_discard_alternative() -> None:
    t = holding(QUARANTINE)
    give_tokens(t, 1, BLANK)
    t.plan.hunt_cards = [QUARANTINE]
    d = resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert not contamination.can_discard(t.state)
    assert contamination.DISCARD_TOKEN not in d.options
    assert [o for o in d.options if o.verb is Verb.TAKE_BACK or o.verb is P]


def test_quarantine_leaves_the_capsule_only_its_move() -> None:
    t = holding(QUARANTINE)
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    t.plan.hunt_cards = [QUARANTINE]
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert {o for o in d.options if o.verb is P} == {Option(P, place=8, n=0),
                                                     Option(P, place=8, n=1)}


# --------------------------------------------------------------- Isolation
def isolated_at(place: int, *, others: tuple[int, int] = (2, 3), creature: int = 10,
                seat_hand: tuple[int, ...] = (1, 2, 3)) -> tuple[Table, list[Option]]:
    """Hunted 1 stands on ``place`` under Isolation; the power options offered there."""
    t = holding(ISOLATION_CARD, survival=True)
    hand = sorted({*seat_hand, place})
    t.rig_places(1, hand=hand, discard=[c for c in range(1, 6) if c not in hand])
    for seat in (2, 3):
        t.rig_places(seat, hand=[1, 2, 3, 4], discard=[5])
        t.rig_will(seat, 2)
    t.rig_will(1, 2)
    t.plan.hunt_cards = [ISOLATION_CARD]
    d = resolving(t, {1: (place,), 2: (others[0],), 3: (others[1],)}, creature=creature, seat=1)
    assert isolated(t.state)
    return t, [o for o in d.options if o.verb is P]


def test_without_isolation_the_helper_says_no() -> None:
    assert not isolated(table().state)


def test_isolation_ice_cave_taiga_glacier_snowcat_choose_only_yourself() -> None:
    assert isolated_at(1)[1] == [Option(P, place=1, seat=1)]
    assert isolated_at(2, others=(3, 4))[1] == [Option(P, place=2)]
    assert isolated_at(3, others=(2, 4))[1] == [Option(P, place=3, seat=1)]
    assert {o.seat for o in isolated_at(5, others=(2, 3))[1]} == {1}


def test_isolation_hummocks_still_counts_partners_but_skips_the_other_part() -> None:
    _, with_partner = isolated_at(4, others=(4, 2))
    assert with_partner == [Option(P, place=4, n=1)]
    t, alone = isolated_at(4, others=(2, 3))
    assert alone == []
    # A max-1x place: the take-back alternative stays.
    assert [o for o in t.decision(1).options if o.verb is Verb.TAKE_BACK]


def test_isolation_crevasse_skips_the_other_hunted() -> None:
    _, options = isolated_at(6)
    assert options and all(o.seat == -1 for o in options)


def test_isolation_base_camp_discards_the_second_card() -> None:
    t, options = isolated_at(7)
    assert options == [Option(P, place=7)]
    mine = len(t.hunted(1).survival)
    theirs = [len(t.hunted(s).survival) for s in (2, 3)]
    discarded = len(t.state.survival_discard)
    t.do(1, P, place=7)
    d = t.decision(1)
    assert d.kind == places.BASE_CAMP_DISCARD and d.private
    t.do(1, Verb.DISCARD, card=d.options[0].card)
    assert len(t.hunted(1).survival) == mine + 1
    assert [len(t.hunted(s).survival) for s in (2, 3)] == theirs
    assert len(t.state.survival_discard) == discarded + 1
    assert "draw 2 Survival cards, keep 1, discard" in say(
        t.game, t.game.rules.places[7].label(Option(P, place=7), t.game.view(1)))


def test_isolation_capsule_skips_the_token_discard() -> None:
    t = holding(ISOLATION_CARD)
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    t.plan.hunt_cards = [ISOLATION_CARD]
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert {o for o in d.options if o.verb is P} == {Option(P, place=8, n=0),
                                                     Option(P, place=8, n=1)}


def test_isolation_hot_spring_heals_and_draws_only_yourself() -> None:
    t, options = isolated_at(9)
    assert set(options) == {Option(P, place=9, places=(1,)), Option(P, place=9, n=1)}
    theirs = [len(t.hunted(s).survival) for s in (2, 3)]
    mine = len(t.hunted(1).survival)
    t.do(1, P, place=9, n=1)
    assert len(t.hunted(1).survival) == mine + 1
    assert [len(t.hunted(s).survival) for s in (2, 3)] == theirs


def test_isolation_aurora_has_no_effect() -> None:
    # Seat 3 keeps a Survival card, so their turn at the Aurora is asked.
    t = holding(ISOLATION_CARD, survival=True)
    assert t.hunted(3).survival
    t.rig_places(3, hand=[1, 2, 3, 10], discard=[4, 5])
    t.plan.hunt_cards = [ISOLATION_CARD]
    resolving(t, {1: (4,), 2: (5,), 3: (10,)}, creature=9, seat=2)
    t.do(2, P, place=5, seat=2)
    t.do(2, Verb.CHOOSE, place=6)
    d = t.advance(kind=Kind.RESOLVE, seat=3)
    assert [o for o in d.options if o.verb is P] == []
    aurora = t.game.rules.places[10]
    assert aurora.options(t.game, 3, 10, False) == []
    t.turn.extra[hunt_cards.ISOLATION] = False  # the same moment without Isolation
    assert aurora.options(t.game, 3, 10, False) == [Option(P, place=10, seat=2)]


# ------------------------------------------------------------- Hypothermia
def hypothermia(t: Table, seat: int = 1) -> None:
    t.plan.hunt_cards = [HYPOTHERMIA]
    t.plan.target = (2,)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    d = t.advance(kind=HYPOTHERMIA_CHOICE, seat=seat)
    assert set(d.options) == {Option(Verb.LOSE_WILL), TAKE_TOKEN}


def test_hypothermia_token_or_will() -> None:
    t = holding(HYPOTHERMIA)
    hypothermia(t)
    t.do(1, TAKE_TOKEN.verb, card=TAKE_TOKEN.card)
    assert held(t, 1) == 1 and t.hunted(1).will == 3
    assert t.decision(1).kind is Kind.RESOLVE  # then the place as usual

    t = holding(HYPOTHERMIA)
    hypothermia(t)
    t.do(1, Verb.LOSE_WILL)
    assert held(t, 1) == 0 and t.hunted(1).will == 2


def test_hypothermia_at_one_will_loses_the_last_will_and_takes_a_token_at_step_5() -> None:
    t = holding(HYPOTHERMIA)
    t.rig_will(1, 1)
    hypothermia(t)
    t.do(1, Verb.LOSE_WILL)
    assert 1 in t.turn.last_will and held(t, 1) == 0
    t.finish_turn()
    assert t.hunted(1).will == 3 and held(t, 1) == 1


def test_hypothermia_with_an_empty_reserve_costs_will() -> None:
    t = holding(HYPOTHERMIA)
    give_tokens(t, 3, *pool(t)["reserve"])
    t.plan.hunt_cards = [HYPOTHERMIA]
    t.plan.target = (2,)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    seen: list[str] = []

    def watched(d: Decision) -> bool:
        seen.append(d.kind)
        return d.kind is Kind.RESOLVE and d.seat == 1

    t.advance(watched)
    # Losing Will is the only answer left: the engine gives it at once.
    assert HYPOTHERMIA_CHOICE not in seen
    assert t.hunted(1).will == 2 and held(t, 1) == 0


def test_hypothermia_under_thermal_blanket_may_choose_the_token_and_takes_none() -> None:
    t = holding(HYPOTHERMIA)
    t.turn.extra[contamination.BLANKET] = (1,)
    hypothermia(t)
    t.do(1, TAKE_TOKEN.verb, card=TAKE_TOKEN.card)
    assert held(t, 1) == 0 and t.hunted(1).will == 3


def test_hypothermia_option_words() -> None:
    t = holding(HYPOTHERMIA)
    hypothermia(t)
    view = t.game.view(1)
    words = say(t.game, t.game.rules.describe(t.game.rules, TAKE_TOKEN, HYPOTHERMIA_CHOICE, view))
    assert words == "Take a Contamination token"


# --------------------------------------------------------------- Avalanche
def test_avalanche_makes_each_hunted_on_the_two_places_discard_a_card() -> None:
    t = holding(AVALANCHE)
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    creature_plays_in_window(t, 3, AVALANCHE)
    d = t.decision(0)
    assert d.kind == AVALANCHE_PLACES
    assert {o.places for o in d.options} == set(t.game.rules.adjacent_pairs)
    assert "Avalanche on" in say(t.game, t.game.rules.describe(
        t.game.rules, d.options[0], d.kind, t.game.view(0)))
    hands = {s: len(t.hunted(s).hand) for s in (1, 2, 3)}
    t.do(0, Verb.CHOOSE, places=(1, 2))
    for seat in (1, 2):
        d = t.decision(seat)
        assert d.kind == AVALANCHE_DISCARD and d.private
        card = d.options[-1].place
        t.do(seat, Verb.DISCARD, place=card)
        assert card in t.hunted(seat).discard
    assert {s: len(t.hunted(s).hand) for s in (1, 2, 3)} == {
        1: hands[1] - 1, 2: hands[2] - 1, 3: hands[3]}
    assert "target" not in t.turn.tokens  # not a Hunt token


def test_avalanche_with_an_empty_hand_discards_nothing() -> None:
    t = holding(AVALANCHE)
    t.rig_places(1, hand=[1], discard=[2, 3, 4, 5])
    t.plan.explore = {1: (1,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    creature_plays_in_window(t, 3, AVALANCHE)
    t.do(0, Verb.CHOOSE, places=(1, 2))
    assert t.hunted(1).discard == [2, 3, 4, 5]
    assert "no Place card in hand" in "\n".join(log_lines(t.game))


# --------------------------------------------------------------- Contagion
def test_contagion_is_not_playable_when_nobody_holds_a_token() -> None:
    t = holding(CONTAGION, "hunt-detour")
    t.plan.explore = {1: (2,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    assert window_cards(t, 3) == {"hunt-detour"}
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card=CONTAGION)


def test_contagion_spreads_to_every_other_hunted_on_the_chosen_place() -> None:
    t = holding(CONTAGION)
    give_tokens(t, 1, BLANK)
    t.turn.extra[contamination.BLANKET] = (3,)
    t.plan.explore = {1: (2,), 2: (2,), 3: (2,)}
    t.plan.creature = 9
    # Seat 1 is the only Hunted holding a token: chosen at once.
    creature_plays_in_window(t, 3, CONTAGION)
    # The chosen Hunted takes none; Thermal Blanket protects seat 3.
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)


def test_contagion_leaves_hunted_elsewhere_alone() -> None:
    t = holding(CONTAGION)
    give_tokens(t, 1, BLANK)
    give_tokens(t, 3, BLANK)
    t.plan.explore = {1: (2,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    creature_plays_in_window(t, 3, CONTAGION)
    d = t.decision(0)
    assert d.kind == CONTAGION_TARGET
    assert set(d.options) == {Option(Verb.TARGET, seat=1), Option(Verb.TARGET, seat=3)}
    t.do(0, Verb.TARGET, seat=3)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 0, 1)


# ----------------------------------------------------------------- Relapse
def test_relapse_hits_only_those_who_discarded_a_token() -> None:
    t = holding(RELAPSE)
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, BLANK)
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 1) == 0
    creature_plays_in_window(t, 4, RELAPSE)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)


def test_relapse_with_nobody_to_hit_says_so() -> None:
    t = holding(RELAPSE)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    creature_plays_in_window(t, 4, RELAPSE)
    assert contamination.held_total(t.state) == 0
    assert "nobody discarded" in "\n".join(log_lines(t.game))


# ------------------------------------------------------------------- cards
def test_the_ten_cards_are_in_the_hunt_deck_with_their_phases_and_symbols() -> None:
    rules = table().game.rules
    expected = {
        FROZEN_TRAIL_CARD: (1, "target"), GLACIAL_PACE: (1, "artemia"),
        FROSTBITE: (2, "target"), SPORES: (2, "artemia"), QUARANTINE: (2, ""),
        ISOLATION_CARD: (2, ""), HYPOTHERMIA: (2, "target"), AVALANCHE: (3, ""),
        CONTAGION: (3, ""), RELAPSE: (4, ""),
    }
    assert {c: (rules.hunt_cards[c].phase, rules.hunt_cards[c].symbol) for c in expected} == (
        expected)
    assert all(rules.hunt_cards[c].effect or rules.hunt_cards[c].symbol for c in expected)
    t = table()
    deck = t.state.hunt_deck + t.state.creature.hand
    assert all(deck.count(c) == 1 for c in expected)


# ------------------------------------------------- Isolation and the sheets
def sheets_table(characters: dict[int, str], *cards: str) -> Table:
    from notalone_tui.engine.rulesets.sheets import abilities

    t = Table(players=4, seed=1, ruleset="frozen-lands", sheets=True)
    t.state.extra[abilities.CHARACTERS_KEY] = characters
    t.rig_creature_hand(*cards)
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    return t


@pytest.mark.parametrize("isolation", [False, True])
def test_isolation_stops_vera(isolation: bool) -> None:
    from notalone_tui.engine.rulesets.sheets import abilities

    t = sheets_table({1: abilities.VERA, 2: abilities.OLEG, 3: abilities.MIRA}, ISOLATION_CARD)
    if isolation:
        t.plan.hunt_cards = [ISOLATION_CARD]
    resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=5, seat=1)
    t.do(1, Verb.CHOOSE, place=6)
    asked = [d.kind for d in t.game.pending]
    assert (abilities.VERA_CHOOSE in asked) is not isolation


@pytest.mark.parametrize("isolation", [False, True])
def test_isolation_stops_tomas(isolation: bool) -> None:
    from notalone_tui.engine.rulesets.sheets import abilities

    t = sheets_table({1: abilities.TOMAS, 2: abilities.OLEG, 3: abilities.MIRA}, ISOLATION_CARD)
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    if isolation:
        t.plan.hunt_cards = [ISOLATION_CARD]
    resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=10, seat=1)
    t.do(1, P, place=9, n=1, seat=-1 if isolation else 2)
    asked = [d.kind for d in t.game.pending]
    assert (abilities.TOMAS_CHOOSE in asked) is not isolation


@pytest.mark.parametrize("isolation", [False, True])
def test_isolation_stops_dara(isolation: bool) -> None:
    from notalone_tui.engine.rulesets.sheets import abilities

    t = sheets_table({1: abilities.DARA, 2: abilities.OLEG, 3: abilities.MIRA}, ISOLATION_CARD)
    t.rig_will(2, 1)
    if isolation:
        t.plan.hunt_cards = [ISOLATION_CARD]
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    seen: list[str] = []

    def watched(d: Decision) -> bool:
        seen.append(d.kind)
        return t.turn.number > 1

    t.advance(watched)
    assert (abilities.DARA_SAVE in seen) is not isolation


def test_the_sheets_read_isolation_under_its_own_key() -> None:
    from notalone_tui.engine.rulesets.sheets import abilities

    assert abilities.ISOLATED == hunt_cards.ISOLATION
