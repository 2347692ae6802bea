"""Behaviour tests for the Sanctuary cards about rescuing and fortifying
(designs 3.6-3.8): Scent of the Herd, Keen Nose's cost, Sanctuary Walls,
Rescue Line, Search Party, Evacuation and Bulwark, each card's effect, the
edge cases of its design row the engine decides, and illegal answers.

The Creature sits at seat 0, the Hunted at seats 1-3; unless told, the
Sanctuary token is on the River (3) and the Creature token on the Monolith
(10), where nobody goes."""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import rescue
from notalone_tui.engine.rulesets.sanctuary import rescue_cards as rc
from notalone_tui.engine.rulesets.sanctuary.rescue import LOCKDOWN
from notalone_tui.engine.rulesets.sanctuary.state import turn as sa_turn
from notalone_tui.tui.labels import option_label
from tests.engine.secrecy import all_leaks

from .helpers import (
    DEFENSE,
    OTHER,
    OTHER2,
    SURVIVAL,
    TAKE_BACK_2,
    TERRITORIAL,
    WILL,
    P,
    SanctuaryTable,
    table,
    verbs,
)

RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY
PLAY = Verb.PLAY
KEEN_NOSE = rescue.KEEN_NOSE
#: A Creature hand with nothing that acts on its own in Phase 1 or 3.
QUIET = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")


def make(survival: dict[int, tuple[str, ...]] | None = None, sanctuary: int = 3,
         hunt: tuple[str, ...] = QUIET) -> SanctuaryTable:
    """A 4-player table at its first Creature window: the named Hunted hold these
    Survival cards (the others none), the Creature these Hunt cards."""
    t = table()
    t.advance(kind=Kind.CREATURE_WINDOW)
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    for seat, cards in (survival or {}).items():
        t.rig_survival(seat, *cards)
    t.rig_creature_hand(*hunt)
    t.sanctuary_on(sanctuary)
    return t


def plan(t: SanctuaryTable, explore: dict[int, tuple[int, ...]], creature: int = 10,
         **tokens: tuple[int, ...]) -> None:
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,), **explore}
    t.plan.creature = creature
    if "artemia" in tokens:
        t.turn.artemia_granted = True
        t.plan.artemia = tokens["artemia"]
    if "target" in tokens:
        t.plan.target = tokens["target"]


def play(t: SanctuaryTable, seat: int, card: str) -> None:
    """``seat`` plays ``card`` in the Phase 3 window (it must be offered)."""
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == 3)
    t.do(seat, Verb.OPEN_HAND)
    assert Option(PLAY, card=card) in t.decision(seat).options
    t.do(seat, PLAY, card=card)


def offered(t: SanctuaryTable, seat: int, card: str) -> bool:
    """Whether ``card`` is offered to ``seat`` in the Phase 3 window (then backs out)."""
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == 3)
    t.do(seat, Verb.OPEN_HAND)
    found = Option(PLAY, card=card) in t.decision(seat).options
    t.do(seat, Verb.CANCEL)
    return found


def refused(t: SanctuaryTable, seat: int, option: Option, rule: str) -> None:
    """``option`` is refused for ``seat``, the refusal naming ``rule``, nothing changed."""
    before = len(t.game.actions)
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(seat, option))
    assert err.value.rule.id == rule, err.value.rule
    assert t.say(err.value.rule)
    assert len(t.game.actions) == before


def used(t: SanctuaryTable, card: str) -> int:
    return t.state.stats.get(card, 0)


def test_the_cards_join_the_decks() -> None:
    rules = table().game.rules
    for card in (rc.WALLS, rc.RESCUE_LINE, rc.SEARCH_PARTY, rc.EVACUATION, rc.BULWARK):
        assert rules.survival_cards[card].effect is not None
    assert rules.hunt_cards[rc.SCENT].effect is not None
    assert rules.hunt_cards[rc.SCENT].symbol == "artemia"


# ============================================================== Keen Nose
def test_keen_nose_makes_a_rescue_next_to_the_creature_cost_a_place_card() -> None:
    t = make()
    t.rig_row(WILL, OTHER)
    t.rig_developed(KEEN_NOSE)
    t.rig_will(1, 2)
    plan(t, {1: (2,)}, creature=1)  # the Lair (1), next to the Jungle (2)
    d = t.until_resolve(1)
    assert set(verbs(d, RESCUE)) == {Option(RESCUE, card=WILL, n=1),
                                     Option(RESCUE, card=OTHER, n=1)}
    assert "discarding 1 Place card" in t.say(option_label(Option(RESCUE, card=WILL, n=1),
                                                           d.kind, t.game.view(1)))
    hand = list(t.hunted(1).hand)
    t.do(1, RESCUE, card=WILL, n=1)
    d = t.decision(1)
    assert d.kind == rescue.PAY and d.private
    assert set(d.options) == {Option(Verb.DISCARD, places=(c,)) for c in hand}
    t.do(1, Verb.DISCARD, places=(5,))
    assert 5 in t.hunted(1).discard and 5 not in t.hunted(1).hand
    assert t.held(1) == [WILL] and t.hunted(1).will == 3
    t.ok()


def test_keen_nose_costs_nothing_away_from_the_creature_token() -> None:
    t = make()
    t.rig_row(WILL)
    t.rig_developed(KEEN_NOSE)
    plan(t, {1: (2,)}, creature=5)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    t.do(1, RESCUE, card=WILL)
    assert t.held(1) == [WILL]


def test_keen_nose_looks_at_the_creature_token_not_at_a_clone() -> None:
    """Like Territorial and Siege (assets/rules.md), Keen Nose's "the place with
    the Creature token" is the Creature token itself: the Target token acting as
    one under Clone, next to the rescue, adds no card."""
    t = make(hunt=("hunt-clone", "hunt-stasis", "hunt-tracking"))
    t.rig_row(WILL)
    t.rig_developed(KEEN_NOSE)
    t.plan.hunt_cards = ["hunt-clone"]
    plan(t, {1: (2,)}, creature=5, target=(1,))  # the Clone on the Lair, next to the Jungle
    d = t.until_resolve(1)
    assert t.turn.tokens["target"] == (1,)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    t.do(1, RESCUE, card=WILL)
    assert t.held(1) == [WILL]


def test_keen_nose_with_no_place_card_in_hand_forbids_the_rescue() -> None:
    t = make()
    t.rig_row(WILL)
    t.rig_developed(KEEN_NOSE)
    t.rig_places(1, hand=[2], discard=[1, 3, 4, 5])
    plan(t, {1: (2,)}, creature=1)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL, n=1), "sa.explain.rescue.cost")


def test_keen_nose_works_from_the_turn_after_it_is_developed() -> None:
    t = make()
    t.rig_row(WILL)
    t.rig_developed(KEEN_NOSE)
    t.board.developed = [(KEEN_NOSE, 1)]
    plan(t, {1: (2,)}, creature=1)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]


def test_a_rescue_answered_with_the_wrong_price_is_refused() -> None:
    t = make()
    t.rig_row(WILL)
    t.rig_developed(KEEN_NOSE)
    plan(t, {1: (2,)}, creature=1)
    t.until_resolve(1)
    refused(t, 1, Option(RESCUE, card=WILL), "sa.explain.rescue.cost")
    t.do(1, RESCUE, card=WILL, n=1)
    # Paying with a card not in hand (the one played).
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, places=(2,))


# ====================================================== Scent of the Herd
def scent(t: SanctuaryTable) -> None:
    t.rig_creature_hand(rc.SCENT, "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = [rc.SCENT]
    t.plan.artemia = (9,)


def test_scent_of_the_herd_makes_every_rescue_cost_a_place_card() -> None:
    t = make()
    t.rig_row(WILL, OTHER2)
    scent(t)
    plan(t, {1: (2,), 2: (4,)}, creature=10)
    d = t.until_resolve(1)
    assert t.turn.extra[rescue.COST] == 1
    assert "Place card from hand" in t.texts(t.game.state.log)
    assert set(verbs(d, RESCUE)) == {Option(RESCUE, card=OTHER2, n=1),
                                     Option(RESCUE, card=WILL, n=1)}
    t.do(1, RESCUE, card=OTHER2, n=1)
    t.do(1, Verb.DISCARD, places=(1,))
    assert t.held(1) == [OTHER2] and 1 in t.hunted(1).discard
    # Every rescue: seat 2 pays too.
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL, n=1)]
    t.ok()


def test_scent_of_the_herd_with_no_place_card_in_hand_forbids_rescuing() -> None:
    t = make()
    t.rig_row(WILL)
    scent(t)
    t.rig_places(1, hand=[2], discard=[1, 3, 4, 5])
    plan(t, {1: (2,)})
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL, n=1), "sa.explain.rescue.cost")


def test_scent_of_the_herd_stacks_with_keen_nose() -> None:
    t = make()
    t.rig_row(WILL)
    scent(t)
    t.rig_developed(KEEN_NOSE)
    plan(t, {1: (2,)}, creature=1)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL, n=2)]
    t.do(1, RESCUE, card=WILL, n=2)
    d = t.decision(1)
    assert all(len(o.places) == 2 for o in d.options)
    t.do(1, Verb.DISCARD, places=(3, 5))
    assert {3, 5} <= set(t.hunted(1).discard)
    assert t.held(1) == [WILL]


def test_scent_and_keen_nose_with_one_place_card_forbid_rescuing() -> None:
    t = make()
    t.rig_row(WILL)
    scent(t)
    t.rig_developed(KEEN_NOSE)
    t.rig_places(1, hand=[2, 5], discard=[1, 3, 4])
    plan(t, {1: (2,)}, creature=1)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL, n=2), "sa.explain.rescue.cost")
    assert "you hold 1" in t.say(rescue.explain(t.game, d, Option(RESCUE, card=WILL, n=2)))


# ========================================================= Sanctuary Walls
def walls(explore: dict[int, tuple[int, ...]] | None = None, **tokens: tuple[int, ...]
          ) -> SanctuaryTable:
    """Seat 1 (holding Sanctuary Walls) on the River with the Sanctuary and the
    Creature tokens; seat 2 there too unless told."""
    t = make({1: (rc.WALLS,)})
    t.rig_held(1, OTHER)
    plan(t, {1: (3,), 2: (3,), **(explore or {})}, creature=3, **tokens)
    return t


def test_walls_ignores_the_creature_token_and_fortifies_after_its_step() -> None:
    t = walls()
    play(t, 1, rc.WALLS)
    assert "ignores the Creature token" in t.texts(t.state.log)
    assert 1 in t.turn.extra[rescue.IGNORE_CREATURE]
    before = t.space()
    assimilation = t.state.tracks["assimilation"]
    d = t.until_resolve(1)
    # The Creature token has acted: seat 2 there was caught, seat 1 not.
    assert t.hunted(2).will == 2 and t.hunted(1).will == 3
    assert t.turn.caught == [2]
    assert t.state.tracks["assimilation"] == assimilation + 1
    assert {Option(FORTIFY), Option(FORTIFY, n=1), Option(P, place=3)} <= set(d.options)
    t.do(1, FORTIFY, n=1)
    assert t.space() == before + 2 and t.held(1) == []
    assert sa_turn(t.state).fortified == 1
    t.ok()


def test_walls_resolves_after_the_creature_tokens_own_steps() -> None:
    """Right after the Creature-token step: a Hunted who Dodged there resolves
    at that step, before the Walls player."""
    t = walls()
    t.rig_survival(2, "survival-dodge")
    play(t, 1, rc.WALLS)
    play(t, 2, "survival-dodge")
    t.until_resolve(3)
    t.do(3, Verb.PASS)
    d = t.advance(kind=Kind.RESOLVE)
    assert d.seat == 2
    assert verbs(d, FORTIFY) == []  # Dodge lets the place be used, not fortified
    t.do(2, Verb.PASS)
    d = t.advance(kind=Kind.RESOLVE)
    assert d.seat == 1 and Option(FORTIFY) in d.options


def test_walls_alone_there_the_creature_catches_nobody() -> None:
    t = walls({2: (4,)})
    play(t, 1, rc.WALLS)
    assimilation = t.state.tracks["assimilation"]
    t.until_resolve(1)
    assert t.turn.caught == []
    assert t.state.tracks["assimilation"] == assimilation
    t.do(1, FORTIFY)


def test_walls_may_use_the_power_or_take_back_instead() -> None:
    t = walls()
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    play(t, 1, rc.WALLS)
    d = t.until_resolve(1)
    assert Option(Verb.TAKE_BACK, place=4) in d.options
    t.do(1, Verb.TAKE_BACK, place=4)
    assert 4 in t.hunted(1).hand
    assert sa_turn(t.state).fortified == -1


def test_walls_with_the_target_token_also_there_cannot_fortify() -> None:
    t = walls({2: (4,)}, target=(3,))
    t.rig_creature_hand("hunt-scream", "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = ["hunt-scream"]
    play(t, 1, rc.WALLS)
    # The Target token's card still acts on seat 1 (Scream: lose 1 Will or 2 cards).
    d = t.advance(kind=Kind.SCREAM)
    assert d.seat == 1
    t.do(1, Verb.LOSE_WILL)
    d = t.until_resolve(1)
    assert t.turn.caught == []
    assert verbs(d, FORTIFY) == [] and verbs(d, P)
    refused(t, 1, Option(FORTIFY), "sa.explain.token")


def test_walls_with_the_artemia_token_also_there_leaves_nothing_to_resolve() -> None:
    t = walls({2: (4,)}, artemia=(3,))
    play(t, 1, rc.WALLS)
    d = t.advance(kind=Kind.ARTEMIA_DISCARD)
    assert d.seat == 1
    t.do(1, Verb.DISCARD, place=d.options[0].place)
    t.advance(lambda d: t.turn.phase >= 4)
    assert "cannot use" in t.texts(t.state.log)
    assert t.turn.caught == [] and sa_turn(t.state).fortified == -1


def test_walls_still_obeys_the_one_fortification_limit() -> None:
    t = walls({2: (4,)})
    play(t, 1, rc.WALLS)
    t.advance(kind=Kind.RESOLVE)
    sa_turn(t.state).fortified = 3  # someone else fortified this turn
    d = t.until_resolve(1)
    assert verbs(d, FORTIFY) == []
    refused(t, 1, Option(FORTIFY), "sa.explain.fortify.once")


def test_walls_under_lockdown_uses_the_place_only() -> None:
    t = walls({2: (4,)})
    play(t, 1, rc.WALLS)
    t.turn.extra[LOCKDOWN] = True
    d = t.until_resolve(1)
    assert verbs(d, FORTIFY) == [] and verbs(d, P)


def test_walls_needs_the_sanctuary_and_the_creature_token_on_your_place() -> None:
    # The Creature token elsewhere.
    t = make({1: (rc.WALLS,)})
    plan(t, {1: (3,)}, creature=5)
    assert not offered(t, 1, rc.WALLS)
    # The Creature token there, the Sanctuary token elsewhere.
    t = make({1: (rc.WALLS,)}, sanctuary=2)
    plan(t, {1: (3,)}, creature=3)
    assert not offered(t, 1, rc.WALLS)
    # Both there.
    t = walls()
    assert offered(t, 1, rc.WALLS)


def test_walls_cannot_be_played_once_the_creature_token_has_acted() -> None:
    t = walls()
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    assert rc.walls_playable(t.game, 1)
    t.turn.extra[rc.CREATURE_DONE] = True
    assert not rc.walls_playable(t.game, 1)


def test_walls_player_whose_creature_token_moved_away_resolves_normally() -> None:
    """Wrong Track moves the Creature token off the River after Walls: the River
    then holds no Hunt token and seat 1 resolves it at the first step, once."""
    t = walls({2: (4,)})
    t.rig_survival(2, "survival-wrong-track")
    play(t, 1, rc.WALLS)
    play(t, 2, "survival-wrong-track")
    t.do(2, Verb.MOVE, card="creature", place=8)
    d = t.until_resolve(1)
    assert Option(FORTIFY) in d.options
    t.do(1, FORTIFY)
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.texts(t.state.log).count("resolves the River after the Creature token") == 0


# ============================================================= Rescue Line
def test_rescue_line_rescues_far_from_the_sanctuary_token() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    t.rig_will(1, 2)
    plan(t, {1: (5,)})
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    t.do(1, Verb.PASS)
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    t.rig_will(1, 2)
    plan(t, {1: (5,)})
    play(t, 1, rc.RESCUE_LINE)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    events = t.do(1, RESCUE, card=WILL)
    assert "away from the Sanctuary token" in t.texts(events)
    assert t.held(1) == [WILL] and t.hunted(1).will == 3


def test_rescue_line_on_the_sanctuary_place_rescues_or_fortifies() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    plan(t, {1: (3,)})
    play(t, 1, rc.RESCUE_LINE)
    d = t.until_resolve(1)
    assert Option(RESCUE, card=WILL) in d.options and Option(FORTIFY) in d.options


def test_rescue_line_still_needs_a_place_without_a_hunt_token() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    t.rig_creature_hand("hunt-scream", "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = ["hunt-scream"]
    plan(t, {1: (5,)}, target=(5,))
    play(t, 1, rc.RESCUE_LINE)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL), "sa.explain.token")


def test_territorial_still_forbids_rescuing_with_rescue_line() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    t.rig_developed(TERRITORIAL)
    plan(t, {1: (5,)}, creature=3)
    play(t, 1, rc.RESCUE_LINE)
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL), "sa.explain.rescue.territorial")


def test_lockdown_still_forbids_rescuing_with_rescue_line() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    plan(t, {1: (5,)})
    play(t, 1, rc.RESCUE_LINE)  # useless, but it may be played
    t.turn.extra[LOCKDOWN] = True
    d = t.until_resolve(1)
    assert verbs(d, RESCUE) == []
    refused(t, 1, Option(RESCUE, card=WILL), "sa.explain.lockdown")


def test_rescue_line_is_only_for_its_player() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row(WILL)
    plan(t, {1: (5,), 2: (5,)})
    play(t, 1, rc.RESCUE_LINE)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == []
    refused(t, 2, Option(RESCUE, card=WILL), "sa.explain.rescue.adjacent")


def test_rescue_line_needs_a_face_up_survivor() -> None:
    t = make({1: (rc.RESCUE_LINE,)})
    t.rig_row()
    plan(t, {1: (5,)})
    assert not offered(t, 1, rc.RESCUE_LINE)


# ============================================================ Search Party
def test_search_party_rescues_both_face_up_survivors_in_the_order_chosen() -> None:
    t = make({1: (rc.SEARCH_PARTY,)})
    t.rig_row(WILL, TAKE_BACK_2)
    t.rig_will(1, 2)
    t.rig_places(1, hand=[2, 3, 4], discard=[1, 5])
    plan(t, {1: (2,)})
    play(t, 1, rc.SEARCH_PARTY)
    t.until_resolve(1)
    t.do(1, RESCUE, card=WILL)
    d = t.decision(1)
    assert d.kind == rescue.ORDER
    assert set(d.options) == {Option(Verb.CHOOSE, card=WILL), Option(Verb.CHOOSE, card=TAKE_BACK_2)}
    assert t.board.row == []
    assert t.turn.extra[rescue.RESCUING] == (1, WILL, TAKE_BACK_2)
    t.ok()
    t.do(1, Verb.CHOOSE, card=TAKE_BACK_2)
    d = t.decision(1)
    assert d.kind == "sa_survivor_take_back"
    assert t.hunted(1).will == 2  # Will's ability comes second
    t.do(1, Verb.TAKE_BACK, places=(1, 5))
    assert t.hunted(1).will == 3
    assert sorted(t.held(1)) == sorted([WILL, TAKE_BACK_2])
    assert rescue.RESCUING not in t.turn.extra
    assert t.state.stats["sa_rescue"] == 1
    t.ok()


def test_search_party_with_one_face_up_card_rescues_only_that_one() -> None:
    t = make({1: (rc.SEARCH_PARTY,)})
    t.rig_row(OTHER2)
    plan(t, {1: (2,)})
    play(t, 1, rc.SEARCH_PARTY)
    t.until_resolve(1)
    events = t.do(1, RESCUE, card=OTHER2)
    assert "no second face-up survivor" in t.texts(events)
    assert t.held(1) == [OTHER2]
    assert 1 not in t.turn.extra.get(rescue.SECOND_CARD, ())


def test_search_party_with_two_of_the_same_ability_asks_no_order() -> None:
    t = make({1: (rc.SEARCH_PARTY,)})
    t.rig_row(OTHER2, WILL)  # both regain 1 Will
    t.rig_will(1, 1)
    plan(t, {1: (2,)})
    play(t, 1, rc.SEARCH_PARTY)
    t.until_resolve(1)
    t.do(1, RESCUE, card=WILL)
    assert t.hunted(1).will == 3
    assert sorted(t.held(1)) == sorted([WILL, OTHER2])


def test_search_party_then_another_hunted_rescued_the_second_card() -> None:
    """Seat 1 rescues first (seat order); seat 2's Search Party finds only one left."""
    t = make({2: (rc.SEARCH_PARTY,)})
    t.rig_row(WILL, OTHER2)
    plan(t, {1: (2,), 2: (4,)})
    play(t, 2, rc.SEARCH_PARTY)
    t.until_resolve(1)
    t.do(1, RESCUE, card=WILL)
    t.until_resolve(2)
    events = t.do(2, RESCUE, card=OTHER2)
    assert "no second" in t.texts(events)
    assert t.held(2) == [OTHER2]


def test_search_party_applies_a_draw_and_a_defense_step() -> None:
    t = make({1: (rc.SEARCH_PARTY,)})
    t.rig_row(SURVIVAL, DEFENSE)
    plan(t, {1: (2,)})
    play(t, 1, rc.SEARCH_PARTY)
    t.until_resolve(1)
    space = t.space()
    t.do(1, RESCUE, card=SURVIVAL)
    t.do(1, Verb.CHOOSE, card=DEFENSE)
    assert t.space() == space + 1
    assert len(t.hunted(1).survival) == 1
    assert sorted(t.held(1)) == sorted([SURVIVAL, DEFENSE])
    # Search Party was this turn's Survival card: no window for the card drawn.
    d = t.decision()
    assert not (d.kind is Kind.CARD_WINDOW and d.seat == 1)
    t.ok()


def test_search_party_is_not_offered_once_its_player_has_resolved() -> None:
    t = make({1: (rc.SEARCH_PARTY,)})
    t.rig_row(WILL, OTHER)
    t.advance(kind=Kind.HUNT)
    plan(t, {1: (2,)})
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    assert rc.CARDS[rc.SEARCH_PARTY].playable(t.game, 1, ())  # type: ignore[misc]  # set for it
    rescue.add_seat(t.game, rescue.RESOLVED, 1)
    assert not rc.CARDS[rc.SEARCH_PARTY].playable(t.game, 1, ())  # type: ignore[misc]  # set for it


# ============================================================== Evacuation
def test_evacuation_before_the_receiver_shelters() -> None:
    t = make({1: (rc.EVACUATION,)})
    t.rig_held(1, OTHER, OTHER2)
    plan(t, {1: (2,), 2: (3,)})
    play(t, 1, rc.EVACUATION)
    d = t.decision(1)
    assert d.kind == rc.EVACUATE_TO and not d.private
    assert set(d.options) == {Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3)}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.TARGET, seat=1)
    t.do(1, Verb.TARGET, seat=2)
    d = t.decision(1)
    assert d.kind == rc.EVACUATE_GIVE and d.private
    assert rc.GIVE_DONE not in d.options
    since = len(t.state.log)
    t.do(1, Verb.CHOOSE, card=OTHER)
    d = t.decision(1)
    assert rc.GIVE_DONE in d.options
    events = t.do(1, Verb.CHOOSE, card=OTHER2)
    assert all_leaks(t.game, since) == []  # the giver and the receiver alone know the cards
    assert t.held(1) == [] and sorted(t.held(2)) == sorted([OTHER, OTHER2])
    assert "gave Simon 2 Survivor cards" in t.texts(events)
    # The receiver sees which cards; nobody else does.
    private = "\n".join(t.say(m) for m in t.game.log_for(2))
    assert "Rafael Quint" in private
    public = "\n".join(t.say(e.public) for e in t.state.log)
    assert "Rafael Quint" not in public
    # Now the receiver shelters both: their abilities are not applied again.
    will = t.hunted(2).will
    space = t.space()
    d = t.until_resolve(2)
    assert Option(FORTIFY, n=1) in d.options
    t.do(2, FORTIFY, n=1)
    assert t.space() == space + 2 and t.held(2) == []
    assert t.hunted(2).will == will
    t.ok()


def test_evacuation_may_give_only_some_cards() -> None:
    t = make({1: (rc.EVACUATION,)})
    t.rig_held(1, OTHER, OTHER2)
    t.rig_held(3, WILL)
    plan(t, {1: (2,)})
    play(t, 1, rc.EVACUATION)
    t.do(1, Verb.TARGET, seat=3)
    t.do(1, Verb.CHOOSE, card=OTHER2)
    t.do(1, Verb.DONE)
    assert t.held(1) == [OTHER] and sorted(t.held(3)) == sorted([WILL, OTHER2])
    with pytest.raises(IllegalAction):
        t.do(1, Verb.CHOOSE, card=OTHER)


def test_evacuation_needs_a_survivor_card() -> None:
    t = make({1: (rc.EVACUATION,)})
    plan(t, {1: (2,)})
    assert not offered(t, 1, rc.EVACUATION)


def test_evacuation_cannot_give_a_card_not_held() -> None:
    t = make({1: (rc.EVACUATION,)})
    t.rig_held(1, OTHER, OTHER2)
    plan(t, {1: (2,)})
    play(t, 1, rc.EVACUATION)
    t.do(1, Verb.TARGET, seat=2)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.CHOOSE, card=WILL)


# ================================================================= Bulwark
def test_bulwark_adds_a_space_to_the_fortification() -> None:
    t = make({1: (rc.BULWARK,)})
    plan(t, {1: (3,)})
    play(t, 1, rc.BULWARK)
    space = t.space()
    t.until_resolve(1)
    events = t.do(1, FORTIFY)
    assert t.space() == space + 2
    assert "1 more space" in t.texts(events)


def test_bulwark_with_a_shelter_makes_three_spaces_each_with_its_bonus() -> None:
    t = make({1: (rc.BULWARK,)})
    t.rig_held(1, OTHER)
    plan(t, {1: (3,)})
    play(t, 1, rc.BULWARK)
    space = t.space()
    t.until_resolve(1)
    t.do(1, FORTIFY, n=1)
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.space() == space + 3
    assert sa_turn(t.state).advanced >= 3
    t.ok()


def test_bulwark_does_not_add_to_the_ark() -> None:
    t = make({1: (rc.BULWARK,)}, sanctuary=8)
    t.board.unlocked = True
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    plan(t, {1: (8,)})
    play(t, 1, rc.BULWARK)
    space = t.space()
    d = t.until_resolve(1)
    assert Option(P, place=8) in d.options and Option(FORTIFY) in d.options
    t.do(1, P, place=8)
    assert t.space() == space + 1
    assert sa_turn(t.state).fortified == -1


def test_bulwark_is_for_the_sanctuary_place_before_anyone_fortified() -> None:
    t = make({1: (rc.BULWARK,)})
    plan(t, {1: (2,)})
    assert not offered(t, 1, rc.BULWARK)
    t = make({1: (rc.BULWARK,)})
    plan(t, {1: (3,)})
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    assert rc.CARDS[rc.BULWARK].playable(t.game, 1, ())  # type: ignore[misc]  # set for it
    sa_turn(t.state).fortified = 2
    assert not rc.CARDS[rc.BULWARK].playable(t.game, 1, ())  # type: ignore[misc]  # set for it


def test_bulwark_under_lockdown_is_useless() -> None:
    t = make({1: (rc.BULWARK,)})
    plan(t, {1: (3,)})
    play(t, 1, rc.BULWARK)
    t.turn.extra[LOCKDOWN] = True
    d = t.until_resolve(1)
    assert verbs(d, FORTIFY) == []


# =================================================================== words
def test_every_option_and_prompt_of_the_cards_has_words() -> None:
    t = make({1: (rc.SEARCH_PARTY,), 2: (rc.EVACUATION,)})
    t.rig_row(WILL, TAKE_BACK_2)
    t.rig_held(2, OTHER, OTHER2)
    t.rig_developed(KEEN_NOSE)
    t.rig_will(1, 2)
    plan(t, {1: (2,), 2: (3,)}, creature=1)
    play(t, 2, rc.EVACUATION)
    seen = set()
    for _ in range(60):
        d = t.game.pending[0]
        if t.turn.phase >= 4:
            break
        assert t.say(d.prompt) and t.say(d.public_prompt)
        view = t.game.view(d.seat)
        for o in d.options:
            label = t.say(option_label(o, d.kind, view))
            assert label and label != o.verb.value, (d.kind, o, label)
        seen.add(d.kind)
        if d.kind == Kind.CARD_WINDOW and d.seat == 1 and 1 not in t.turn.extra.get(
                rescue.SECOND_CARD, ()):
            t.do(1, Verb.OPEN_HAND)
            t.do(1, PLAY, card=rc.SEARCH_PARTY)
            continue
        if d.kind is Kind.RESOLVE and d.seat == 1:
            t.do(1, RESCUE, card=WILL, n=1)
            continue
        t.game.apply(Action(d.seat, t.default(d)))
    assert {rc.EVACUATE_TO, rc.EVACUATE_GIVE, rescue.PAY, rescue.ORDER} <= seen


def test_random_games_with_the_cards_hold_the_invariants() -> None:
    import random

    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.engine.invariants import check_invariants
    from tests.engine.scenario import NAMES

    for seed in range(3):
        game = Game.new(GameConfig(names=NAMES[:4 + seed % 2], sanctuary="full"), seed=seed)
        rng = random.Random(seed)
        for _ in range(800):
            if game.is_over:
                break
            d = rng.choice(game.pending)
            game.apply(Action(d.seat, rng.choice(d.options)))
            assert check_invariants(game.state) == []
