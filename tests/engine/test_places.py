"""Behaviour tests for the ten Place cards and the general place rules (Phase 3).

Rules: Remastered rulebook ("Notes on the powers of places", "Phase 3: Reckoning"),
rulings R7, R12, R16-R18, and the place rows of cards-base.md.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from notalone_tui.engine import (
    BASE,
    Action,
    Decision,
    Game,
    GameConfig,
    IllegalAction,
    Kind,
    Option,
    Verb,
)
from notalone_tui.engine.rulesets.base.board import reserve_copies

from .scenario import NAMES, Table
from .words import public, text_for

P = Verb.POWER


# ----------------------------------------------------------------- helpers
def resolve(t: Table, seat: int) -> Decision:
    """Run default answers until ``seat`` resolves a place; return that decision."""
    return t.advance(kind=Kind.RESOLVE, seat=seat)


def powers(t: Table, seat: int) -> set[Option]:
    return set(t.options(seat, P))


def take_backs(t: Table, seat: int) -> set[int]:
    return {o.place for o in t.options(seat, Verb.TAKE_BACK)}


def run_reckoning(t: Table, answer: Callable[[Decision], Option | None] | None = None,
                  ) -> list[tuple[int, int]]:
    """Answer with defaults until Phase 4; return (seat, place) of every RESOLVE asked.

    ``answer(decision)`` may return an option to use instead of the default.
    """
    seen: list[tuple[int, int]] = []
    for _ in range(500):
        if t.turn.phase >= 4 or t.game.is_over:
            return seen
        d = t.game.pending[0]
        if d.kind is Kind.RESOLVE:
            seat, idx = d.ctx[1], d.ctx[2]
            seen.append((seat, t.turn.positions[seat][idx]))
        choice = answer(d) if answer else None
        t.game.apply(Action(d.seat, choice or t.default(d)))
    raise AssertionError("Phase 4 never came")


def to_phase4(t: Table) -> None:
    """Finish Phase 3 and the Phase 4 cleanup, stopping before the next turn starts."""
    number = t.turn.number
    for _ in range(500):
        if t.turn.number > number or t.game.is_over:
            return
        d = t.game.pending[0]
        t.game.apply(Action(d.seat, t.default(d)))
    raise AssertionError("turn never ended")


def play_phase3_hunt(t: Table, card: str) -> None:
    """The Creature plays a Phase 3 Hunt card in its Phase 3 window."""
    t.advance(lambda d: d.seat == 0 and d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card=card)


def table_with_creature_at(seat: int, players: int) -> Table:
    t = Table(players=players)
    t.game = Game.new(GameConfig(names=NAMES[:players], creature_seat=seat), seed=1)
    return t


# ===================================================================== Lair
def test_lair_takes_back_the_whole_discard_pile_but_not_itself() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert Option(P, place=1) in powers(t, 1)
    events = t.do(1, P, place=1)
    h = t.hunted(1)
    assert h.hand == [2, 3, 4, 5]
    assert h.discard == []
    assert h.played == [1]
    assert "power of the Lair" in t.texts(events)
    to_phase4(t)
    assert h.discard == [1], "the Lair itself is discarded in Phase 4"


def test_lair_take_all_not_offered_with_an_empty_discard_pile() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (1,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert Option(P, place=1) not in powers(t, 1)
    assert take_backs(t, 1) == set()


def test_lair_copies_the_wreck_under_the_creature_token_rulebook_example() -> None:
    """Luca reveals the Lair, copies the Wreck where the Creature token is: Rescue +1."""
    t = Table(players=4)
    t.rig_places(3, hand=[1, 2, 3, 4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (1,)}
    t.plan.creature = 8
    resolve(t, 3)
    assert Option(P, place=8) in powers(t, 3)
    before = t.state.rescue
    events = t.do(3, P, place=8)
    assert t.state.rescue == before + 1
    assert t.turn.wreck_used
    text = t.texts(events)
    assert "Luca" in text and "the Wreck" in text and "Rescue counter moves 1" in text


def test_lair_copies_only_the_creature_token_place() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5], discard=[])
    t.plan.explore = {1: (1,), 2: (4,)}
    t.plan.creature = 5
    resolve(t, 1)
    copied = {o.place for o in powers(t, 1)}
    assert copied == {5}, "only the Rover (Creature token) may be copied; no Beach, no Wreck"
    t.do(1, P, place=5, n=7)
    assert 7 in t.hunted(1).hand


def test_lair_never_copies_the_artefact() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert {o.place for o in powers(t, 1)} == {1}
    with pytest.raises(IllegalAction):
        t.do(1, P, place=10)
    assert t.hunted(1).next_needs == ""


def test_lair_with_clone_may_copy_the_target_place() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-clone")
    t.plan.explore = {1: (1,)}
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.creature = 4
    t.plan.target = (8,)
    resolve(t, 1)
    assert {o.place for o in powers(t, 1)} == {4, 8}
    before = t.state.rescue
    t.do(1, P, place=8)
    assert t.state.rescue == before + 1


def test_lair_copying_the_jungle_returns_the_lair_itself() -> None:
    """R18: the Lair is "this card" when it copies the Jungle."""
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.creature = 2
    resolve(t, 1)
    assert Option(P, place=2, places=(3,)) in powers(t, 1)
    t.do(1, P, place=2, places=(3,))
    h = t.hunted(1)
    assert 3 in h.hand and h.discard == [4]
    to_phase4(t)
    assert 1 in h.hand and 1 not in h.discard
    assert h.discard == [4]


def test_lair_cannot_copy_a_place_silenced_by_interference() -> None:
    """A power made unusable by an effect cannot be copied (rulebook)."""
    t = Table(players=4)
    t.rig_creature_hand("hunt-interference")
    t.plan.explore = {1: (1,)}
    t.plan.hunt_cards = ["hunt-interference"]
    t.plan.creature = 8
    resolve(t, 1)
    assert powers(t, 1) == set()


def test_lair_under_persecution_no_take_all_but_take_back_one() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-persecution")
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.hunt_cards = ["hunt-persecution"]
    t.plan.creature = 10
    resolve(t, 1)
    assert Option(P, place=1) not in powers(t, 1)
    assert take_backs(t, 1) == {2, 3, 4}
    t.do(1, Verb.TAKE_BACK, place=3)
    h = t.hunted(1)
    assert h.hand == [3, 5]
    assert sorted(h.discard) == [2, 4]


def test_lair_under_persecution_may_still_copy() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-persecution")
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.hunt_cards = ["hunt-persecution"]
    t.plan.creature = 8
    resolve(t, 1)
    assert {o.place for o in powers(t, 1)} == {8}


@pytest.mark.parametrize(("fierce", "loss"), [(False, 2), (True, 3)])
def test_caught_on_the_lair_loses_extra_will(fierce: bool, loss: int) -> None:
    """2 Will on the Lair, 3 with Fierceness (then her last: she recovers all)."""
    t = Table(players=4)
    if fierce:
        t.rig_creature_hand("hunt-fierceness")
        t.plan.hunt_cards = ["hunt-fierceness"]
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,), 2: (2,)}
    t.plan.creature = 1
    seen = run_reckoning(t)
    assert f"Zoe loses {loss} Will (caught on the Lair)" in t.log()
    assert 1 not in [s for s, _ in seen], "caught: no power, no take-back"
    h = t.hunted(1)
    if fierce:
        assert "Zoe has lost their last Will" in t.log()
        assert h.will == 3 and h.discard == []
    else:
        assert h.will == 1 and sorted(h.discard) == [2, 3, 4]


# =================================================================== Jungle
def test_jungle_returns_itself_and_one_discarded_card() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (2,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=2, places=(3,)), Option(P, place=2, places=(4,))}
    events = t.do(1, P, place=2, places=(4,))
    h = t.hunted(1)
    assert h.hand == [1, 4, 5] and h.discard == [3]
    assert "the Jungle" in t.texts(events)
    to_phase4(t)
    assert h.hand == [1, 2, 4, 5], "the Jungle comes back to hand in Phase 4"
    assert h.discard == [3]


def test_jungle_with_an_empty_discard_returns_just_itself() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (2,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=2)}
    t.do(1, P, place=2)
    to_phase4(t)
    assert t.hunted(1).hand == [1, 2, 3, 4, 5]
    assert t.hunted(1).discard == []


def test_jungle_under_persecution_itself_or_one_discard() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-persecution")
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    t.rig_places(2, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (2,), 2: (2,)}
    t.plan.hunt_cards = ["hunt-persecution"]
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=2)}, "only the Jungle itself, no extra card"
    t.do(1, P, place=2)
    resolve(t, 2)
    assert take_backs(t, 2) == {3, 4}
    t.do(2, Verb.TAKE_BACK, place=3)
    to_phase4(t)
    one, two = t.hunted(1), t.hunted(2)
    assert one.hand == [1, 2, 5] and sorted(one.discard) == [3, 4]
    assert two.hand == [1, 3, 5] and sorted(two.discard) == [2, 4]


# ==================================================================== River
def test_river_lays_two_cards_next_turn_and_keeps_one_secretly() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (3,)}
    t.plan.creature = 10
    resolve(t, 1)
    t.do(1, P, place=3)
    assert t.hunted(1).next_needs == "river"
    t.finish_turn()
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    laid = [o.places for o in d.options if o.verb is Verb.EXPLORE]
    assert laid and all(len(p) == 2 for p in laid)
    t.plan.explore = {1: (2, 4)}
    t.plan.creature = 4
    d = t.advance(kind=Kind.RIVER, seat=1)
    assert "creature" in t.turn.tokens, "the River choice comes after the tokens"
    assert d.private
    assert {o.place for o in d.options} == {2, 4}
    events = t.do(1, Verb.CHOOSE, place=2)
    h = t.hunted(1)
    assert h.played == [2] and 4 in h.hand
    (river,) = [e for e in events if e.kind == "river"]
    assert "Jungle" not in public(t.game, river) and "Beach" not in public(t.game, river), "a secret choice"
    assert "the Beach" in text_for(t.game, river, 1) and "the Jungle" in text_for(t.game, river, 1)
    assert "Beach" not in t.texts(events), "the card taken back is never revealed"
    run_reckoning(t)
    assert t.turn.positions[1] == [2]
    assert h.will == 3, "the Beach card went back to hand: not caught"


def test_river_and_artefact_can_never_both_be_pending() -> None:
    """R12: on an Artefact turn with the River and the Artefact, using one blocks the other."""
    for first, blocked in ((3, 10), (10, 3)):
        t = Table(players=4)
        t.rig_places(1, hand=[1, 2, 3, 4, 5, 10])
        t.hunted(1).needs = "artefact"
        t.plan.explore = {1: (3, 10)}
        t.plan.creature = 7
        t.advance(kind=Kind.ARTEFACT_ORDER, seat=1)
        t.do(1, Verb.CHOOSE, place=first, n=[3, 10].index(first))
        resolve(t, 1)
        t.do(1, P, place=first)
        d = resolve(t, 1)
        assert t.turn.positions[1][d.ctx[2]] == blocked
        assert powers(t, 1) == set()
        assert t.hunted(1).next_needs == ("river" if first == 3 else "artefact")


# ==================================================================== Beach
def test_beach_puts_the_marker_on_then_takes_it_off_for_rescue() -> None:
    t = Table(players=4)
    assert not t.state.marker_on_beach
    t.plan.explore = {1: (4,)}
    t.plan.creature = 10
    resolve(t, 1)
    before = t.state.rescue
    events = t.do(1, P, place=4)
    assert t.state.marker_on_beach and t.state.rescue == before
    assert "Marker counter is put on the Beach" in t.texts(events)
    t.finish_turn()
    t.rig_places(1, hand=[1, 2, 3, 4, 5])
    t.plan.explore = {1: (4,)}
    t.plan.creature = 10
    resolve(t, 1)
    before = t.state.rescue
    events = t.do(1, P, place=4)
    assert not t.state.marker_on_beach
    assert t.state.rescue == before + 1
    assert "(the Beach)" in t.texts(events)


def test_beach_once_per_turn_globally_later_hunted_may_take_back() -> None:
    t = Table(players=4)
    t.rig_places(2, hand=[1, 4, 5], discard=[2, 3])
    t.plan.explore = {1: (4,), 2: (4,)}
    t.plan.creature = 10
    resolve(t, 1)
    t.do(1, P, place=4)
    resolve(t, 2)
    assert powers(t, 2) == set()
    assert take_backs(t, 2) == {2, 3}
    t.do(2, Verb.TAKE_BACK, place=2)
    assert 2 in t.hunted(2).hand and t.state.marker_on_beach


def test_beach_under_interference_no_power_but_take_back() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-interference")
    t.rig_places(1, hand=[1, 4, 5], discard=[2, 3])
    t.plan.explore = {1: (4,)}
    t.plan.hunt_cards = ["hunt-interference"]
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == set()
    assert take_backs(t, 1) == {2, 3}


# ==================================================================== Rover
def test_rover_takes_a_reserve_card_not_already_owned() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4, 8])
    t.plan.explore = {1: (5,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert {o.n for o in powers(t, 1)} == {6, 7, 9, 10}
    before = t.state.reserve[9]
    events = t.do(1, P, place=5, n=9)
    assert 9 in t.hunted(1).hand
    assert t.state.reserve[9] == before - 1
    assert "the Source" in t.texts(events)


@pytest.mark.parametrize(("players", "copies"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 3)])
def test_reserve_copies_by_number_of_hunted(players: int, copies: int) -> None:
    assert reserve_copies(players - 1) == copies
    t = Table(players=players)
    assert t.state.reserve == {n: copies for n in range(6, 11)}


def test_rover_skips_places_whose_reserve_is_empty() -> None:
    t = Table(players=4)  # 2 copies of each reserve place
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 9])
    t.rig_places(3, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore = {1: (5,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert t.state.reserve[9] == 0
    assert {o.n for o in powers(t, 1)} == {6, 7, 8, 10}


def test_rover_not_offered_when_no_reserve_card_is_eligible() -> None:
    t = Table(players=3)  # 2 copies: seats 1 and 2 take both 9s and 10s
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 9, 10])
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9, 10], discard=[6, 7, 8])
    t.plan.explore = {1: (5,)}
    t.plan.creature = 1
    resolve(t, 1)
    assert powers(t, 1) == set()


# ==================================================================== Swamp
def test_swamp_returns_itself_and_up_to_two_discarded_cards() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 6], discard=[2, 3, 4, 5])
    t.plan.explore = {1: (6,)}
    t.plan.creature = 10
    resolve(t, 1)
    offered = {o.places for o in powers(t, 1)}
    assert (2, 3) in offered and (4, 5) in offered
    assert all(len(p) <= 2 for p in offered)
    events = t.do(1, P, place=6, places=(2, 5))
    h = t.hunted(1)
    assert h.hand == [1, 2, 5] and sorted(h.discard) == [3, 4]
    assert "the Swamp" in t.texts(events)
    to_phase4(t)
    assert h.hand == [1, 2, 5, 6] and sorted(h.discard) == [3, 4]


def test_swamp_may_take_fewer_than_two() -> None:
    """the Swamp returns "up to 2" cards: alone, or with a single one, are choices too."""
    t = Table(players=4)
    t.rig_places(1, hand=[1, 6], discard=[2, 3, 4, 5])
    t.plan.explore = {1: (6,)}
    t.plan.creature = 10
    resolve(t, 1)
    offered = {o.places for o in powers(t, 1)}
    assert (3,) in offered and () in offered
    t.do(1, P, place=6, places=(3,))
    to_phase4(t)
    assert t.hunted(1).hand == [1, 3, 6]


def test_swamp_with_an_empty_discard_returns_just_itself() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 6])
    t.plan.explore = {1: (6,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=6)}
    t.do(1, P, place=6)
    to_phase4(t)
    assert 6 in t.hunted(1).hand and t.hunted(1).discard == []


def test_swamp_under_persecution_itself_or_one_discard() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-persecution")
    t.rig_places(1, hand=[1, 6], discard=[2, 3, 4, 5])
    t.plan.explore = {1: (6,)}
    t.plan.hunt_cards = ["hunt-persecution"]
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=6)}
    assert take_backs(t, 1) == {2, 3, 4, 5}
    t.do(1, P, place=6)
    to_phase4(t)
    assert t.hunted(1).hand == [1, 6]
    assert sorted(t.hunted(1).discard) == [2, 3, 4, 5]


# ================================================================== Shelter
def test_shelter_draws_two_and_keeps_one_privately() -> None:
    t = Table(players=4)
    t.rig_survival(1)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    t.plan.explore = {1: (7,)}
    t.plan.creature = 10
    resolve(t, 1)
    deck_before = len(t.state.survival_deck)
    discard_before = len(t.state.survival_discard)
    events = t.do(1, P, place=7)
    d = t.decision(1)
    assert d.kind is Kind.SHELTER_KEEP and d.private
    drawn = [o.card for o in d.options]
    assert len(drawn) == 2 and len(t.state.survival_deck) == deck_before - 2
    assert not any(BASE.card_name(c) in t.texts(events) for c in drawn), "the draw is private"
    assert all(BASE.card_name(c) in text_for(t.game, events[0], 1) for c in drawn)
    keep, other = drawn
    events = t.do(1, Verb.KEEP, card=keep)
    assert t.hunted(1).survival == [keep]
    assert t.state.survival_discard[-1] == other
    assert len(t.state.survival_discard) == discard_before + 1
    (shelter,) = [e for e in events if e.kind == "shelter"]
    assert BASE.card_name(keep) not in public(t.game, shelter), "the kept card stays secret"
    assert BASE.card_name(other) in public(t.game, shelter)
    assert BASE.card_name(keep) in text_for(t.game, shelter, 1)


def test_shelter_blocked_by_despair() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-despair")
    t.plan.phase1_cards = ["hunt-despair"]
    t.rig_places(1, hand=[1, 3, 4, 5, 7], discard=[2])
    t.plan.explore = {1: (7,)}
    t.plan.creature = 10
    t.finish_turn()
    # No power to use, so no take-back instead either (rulebook: "cannot use the
    # power ... cannot take back"); the Hunted had nothing to decide.
    assert "Zoe does not use the Shelter." in t.log()
    assert 2 in t.hunted(1).discard


def test_no_take_back_when_the_power_cannot_be_used() -> None:
    """A Rover with no reserve card left to take gives no take-back either."""
    t = Table(players=2)
    t.state.reserve = {n: 0 for n in range(6, 11)}
    t.rig_places(1, hand=[1, 3, 4, 5], discard=[2])
    t.plan.explore = {1: (5,)}
    t.plan.creature = 10
    t.finish_turn()
    assert "Zoe does not use the Rover." in t.log()
    assert t.hunted(1).discard == [2, 5]


# ==================================================================== Wreck
def test_wreck_moves_the_rescue_counter() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.plan.explore = {1: (8,)}
    t.plan.creature = 10
    resolve(t, 1)
    before = t.state.rescue
    events = t.do(1, P, place=8)
    assert t.state.rescue == before + 1
    assert "(the Wreck)" in t.texts(events)


def test_wreck_once_per_turn_globally_later_hunted_may_take_back() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.rig_places(2, hand=[1, 4, 8], discard=[2, 3, 5])
    t.plan.explore = {1: (8,), 2: (8,)}
    t.plan.creature = 10
    resolve(t, 1)
    t.do(1, P, place=8)
    before = t.state.rescue
    resolve(t, 2)
    assert powers(t, 2) == set()
    assert take_backs(t, 2) == {2, 3, 5}
    t.do(2, Verb.TAKE_BACK, place=5)
    assert t.state.rescue == before
    assert 5 in t.hunted(2).hand


def test_wreck_under_interference_no_power_but_take_back() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-interference")
    t.rig_places(1, hand=[1, 4, 8], discard=[2, 3, 5])
    t.plan.explore = {1: (8,)}
    t.plan.hunt_cards = ["hunt-interference"]
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == set()
    assert take_backs(t, 1) == {2, 3, 5}


# =================================================================== Source
def test_source_regains_will_only_for_a_hunted_below_three() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.rig_will(3, 1)
    t.plan.explore = {1: (9,)}
    t.plan.creature = 10
    resolve(t, 1)
    targets = {o.seat for o in powers(t, 1) if o.seat >= 0}
    assert targets == {3}, "Zoe and Simon have 3 Will (R17)"
    events = t.game.apply(Action(1, Option(P, place=9, seat=3)))
    assert t.hunted(3).will == 2
    assert "Luca regains 1 Will" in t.texts(events)


def test_source_draws_one_survival_card() -> None:
    t = Table(players=4)
    t.rig_survival(1)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore = {1: (9,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=9, n=1)}
    t.do(1, P, place=9, n=1)
    assert len(t.hunted(1).survival) == 1


def test_source_draw_blocked_by_despair_but_will_still_allowed() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-despair")
    t.plan.phase1_cards = ["hunt-despair"]
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.rig_will(1, 2)
    t.plan.explore = {1: (9,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=9, seat=1)}


# ================================================================= Artefact
def test_artefact_next_turn_two_cards_both_revealed_and_resolved_in_chosen_order() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 10], discard=[])
    t.plan.explore = {1: (10,)}
    t.plan.creature = 1
    resolve(t, 1)
    t.do(1, P, place=10)
    assert t.hunted(1).next_needs == "artefact"
    t.finish_turn()
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert all(len(o.places) == 2 for o in d.options if o.verb is Verb.EXPLORE)
    t.plan.explore = {1: (2, 4)}
    t.plan.creature = 10
    d = t.advance(kind=Kind.ARTEFACT_ORDER, seat=1)
    assert t.turn.positions[1] == [2, 4], "both cards are revealed"
    assert {o.place for o in d.options} == {2, 4}
    t.do(1, Verb.CHOOSE, place=4, n=1)
    seen = run_reckoning(t)
    assert [p for s, p in seen if s == 1] == [4, 2]
    to_phase4(t)
    assert sorted(t.hunted(1).discard) == [2, 4, 10]


def test_artefact_with_one_place_under_a_token_resolves_only_the_other() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5])
    t.hunted(1).needs = "artefact"
    t.plan.explore = {1: (2, 4)}
    t.plan.creature = 4
    seen = run_reckoning(t)
    assert [p for s, p in seen if s == 1] == [2]
    assert t.hunted(1).will == 2
    assert not any(d.kind is Kind.ARTEFACT_ORDER for d in t.game.pending)


# ================================================================== General
def test_take_back_one_card_instead_of_the_power() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 5, 8], discard=[2, 3, 4])
    t.plan.explore = {1: (8,)}
    t.plan.creature = 10
    resolve(t, 1)
    before = t.state.rescue
    events = t.do(1, Verb.TAKE_BACK, place=3)
    h = t.hunted(1)
    assert h.hand == [1, 3, 5] and sorted(h.discard) == [2, 4]
    assert t.state.rescue == before and not t.turn.wreck_used
    assert "takes back the River" in t.texts(events)


def test_the_played_card_cannot_be_taken_back_during_phase_3() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (5,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert take_backs(t, 1) == {3, 4}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.TAKE_BACK, place=5)


def test_no_take_back_offered_with_an_empty_discard() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (3,)}
    t.plan.creature = 10
    resolve(t, 1)
    assert take_backs(t, 1) == set()


def test_creature_token_place_gives_neither_power_nor_take_back() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 4, 5], discard=[2, 3])
    t.plan.explore = {1: (4,), 2: (4,), 3: (2,)}
    t.plan.creature = 4
    seen = run_reckoning(t)
    assert {s for s, _ in seen} == {3}
    assert sorted(t.hunted(1).discard) == [2, 3]
    assert not t.state.marker_on_beach
    assert t.hunted(1).will == 2 and t.hunted(2).will == 2
    assert t.state.assimilation == 1, "Assimilation +1 once however many are caught"


def test_artemia_token_place_gives_neither_power_nor_take_back() -> None:
    t = Table(players=4)
    t.state.rescue = t.state.rescue_goal - 6  # on an Artemia symbol (side 1)
    t.rig_places(1, hand=[1, 4, 5], discard=[2, 3])
    t.plan.explore = {1: (4,)}
    t.plan.creature = 10
    t.plan.artemia = (4,)
    seen = run_reckoning(t)
    assert 1 not in {s for s, _ in seen}
    assert not t.state.marker_on_beach
    h = t.hunted(1)
    assert len(h.hand) == 1, "discarded 1 Place card for the Artemia token, took none back"
    assert sorted(h.hand + h.discard) == [1, 2, 3, 5]


def test_rulebook_example_mirage_artemia_creature() -> None:
    """The rulebook's Phase 2/3 examples at a 7-player table.

    Creature token on the Wreck, Artemia token on the Jungle, Mirage on the Rover
    and the Artefact. Zoe (Jungle) discards; Luca (Lair) copies the Wreck; Quentin
    (Rover) gets nothing, not even a take-back; Adrian and Valerie (Wreck) are
    caught and Valerie loses her last Will.
    """
    t = Table(players=7)
    st = t.state
    st.rescue = st.rescue_goal - 6
    t.rig_creature_hand("hunt-mirage")
    t.rig_places(4, hand=[1, 2, 3, 4, 5], discard=[])
    t.rig_places(4, hand=[1, 3, 5], discard=[2, 4])
    t.rig_places(5, hand=[1, 2, 3, 4, 5, 8])
    t.rig_places(6, hand=[1, 2, 3, 4, 5, 8])
    t.rig_will(6, 1)
    t.plan.explore = {1: (2,), 2: (3,), 3: (1,), 4: (5,), 5: (8,), 6: (8,)}
    t.plan.creature = 8
    t.plan.artemia = (2,)
    t.plan.hunt_cards = ["hunt-mirage"]
    t.plan.target = (5, 10)
    resolve(t, 3)
    assert Option(P, place=8) in powers(t, 3)
    rescue = st.rescue
    t.do(3, P, place=8)
    assert st.rescue == rescue + 1
    seen = run_reckoning(t)
    resolved = {s for s, _ in seen}
    assert 4 not in resolved and 1 not in resolved and 5 not in resolved
    assert sorted(t.hunted(4).discard) == [2, 4], "Quentin cannot take back a card"
    assert len(t.hunted(1).hand) == 3, "Zoe discarded 1 of her 4 remaining cards"
    assert t.hunted(5).will == 2
    assert t.hunted(6).will == 3, "Valerie lost her last Will and recovers"
    assert st.assimilation == 2
    assert "Valerie has lost their last Will" in t.log()


def test_cataclysm_makes_a_place_unusable() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-cataclysm")
    t.rig_places(1, hand=[1, 5, 8], discard=[2, 3, 4])
    t.plan.explore = {1: (8,)}
    t.plan.creature = 10
    play_phase3_hunt(t, "hunt-cataclysm")
    t.do(0, Verb.CHOOSE, place=8)
    before = t.state.rescue
    seen = run_reckoning(t)
    assert 1 not in {s for s, _ in seen}
    assert sorted(t.hunted(1).discard) == [2, 3, 4]
    assert t.state.rescue == before
    assert "Cataclysm: the Wreck has no effect this turn" in t.log()


def test_cataclysm_on_the_creature_place_stops_the_lair_copying_it() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-cataclysm")
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.plan.explore = {1: (1,)}
    t.plan.creature = 8
    play_phase3_hunt(t, "hunt-cataclysm")
    t.do(0, Verb.CHOOSE, place=8)
    resolve(t, 1)
    assert powers(t, 1) == {Option(P, place=1)}


def test_toxin_makes_the_target_place_unusable() -> None:
    t = Table(players=4)
    t.rig_creature_hand("hunt-toxin")
    t.rig_survival(1)
    t.rig_places(1, hand=[1, 5, 8], discard=[2, 3, 4])
    t.plan.explore = {1: (8,)}
    t.plan.hunt_cards = ["hunt-toxin"]
    t.plan.creature = 10
    t.plan.target = (8,)
    before = t.state.rescue
    seen = run_reckoning(t)
    assert 1 not in {s for s, _ in seen}
    assert sorted(t.hunted(1).discard) == [2, 3, 4]
    assert t.state.rescue == before


def test_scream_target_place_may_still_be_used_after_the_effect() -> None:
    """Contrast: a Target card that does not silence the place leaves it usable."""
    t = Table(players=4)
    t.rig_creature_hand("hunt-scream")
    t.rig_places(1, hand=[1, 2, 3, 5, 8], discard=[4])
    t.plan.explore = {1: (8,)}
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.creature = 10
    t.plan.target = (8,)
    d = t.advance(kind=Kind.SCREAM, seat=1)
    t.game.apply(Action(1, next(o for o in d.options if o.verb is Verb.LOSE_WILL)))
    resolve(t, 1)
    assert Option(P, place=8) in powers(t, 1)
    assert take_backs(t, 1) == {4}


def test_places_resolve_in_ascending_order_not_seat_order() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.plan.explore = {1: (8,), 2: (3,), 3: (1,)}
    t.plan.creature = 10
    seen = run_reckoning(t)
    assert seen == [(3, 1), (2, 3), (1, 8)]


def test_several_hunted_on_one_place_resolve_from_the_left_of_the_creature() -> None:
    t = table_with_creature_at(2, players=4)  # Hunted order: 3, 0, 1
    assert t.game.hunted_order == (3, 0, 1)
    t.plan.explore = {0: (4,), 1: (4,), 3: (4,)}
    t.plan.creature = 10
    seen = run_reckoning(t)
    assert seen == [(3, 4), (0, 4), (1, 4)]


def test_played_place_cards_go_to_the_discard_pile_in_phase_4() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (3,), 2: (5,), 3: (4,)}
    t.plan.creature = 10
    run_reckoning(t)
    assert t.hunted(1).played == [3] and t.hunted(1).discard == []
    to_phase4(t)
    for seat, card in ((1, 3), (2, 5), (3, 4)):
        h = t.hunted(seat)
        assert h.discard == [card] and h.played == [] and card not in h.hand
    assert "Played Place cards go to their discard piles" in t.log()
