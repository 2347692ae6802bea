"""Behaviour tests for the 20 Hunt cards: effects, phases, limits and symbols.

Rules: Remastered rulebook (Hunt cards, Phase 2 tokens), rulings R2, R5, R9,
R13, R14, R15, R19, R20, and the Hunt card table of ``cards-base.md``.
The Creature is seat 0; the Hunted are seats 1..3 (4 players: Rescue needs 15
spaces, Assimilation 9).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

import pytest

from notalone_tui.engine import BASE, Decision, IllegalAction, Kind, Option, Verb

from .scenario import Table
from .words import log_lines, public, say, text_for

HUNTED = (1, 2, 3)


# ------------------------------------------------------------------ helpers
def new_table(*hunt_cards: str, side: int = 1, players: int = 4) -> Table:
    """A table whose Creature holds exactly ``hunt_cards`` and whose Hunted hold
    no Survival card (so no Survival window gets in the way). The Creature token
    goes on the Artefact by default, where nobody stands."""
    t = Table(players=players, side=side)
    t.rig_creature_hand(*hunt_cards)
    for seat in range(1, players):
        t.rig_survival(seat)
    t.plan.creature = 10
    return t


def played_cards(t: Table, seat: int = 0) -> set[str]:
    """The cards offered as PLAY options in the seat's pending decision."""
    return {o.card for o in t.options(seat, Verb.PLAY)}


def token_places(t: Table, token: str) -> set[tuple[int, ...]]:
    return {o.places for o in t.options(0, Verb.TOKEN) if o.card == token}


def to_hunt(t: Table) -> Decision:
    return t.advance(kind=Kind.HUNT)


def play_in_hunt(t: Table, card: str) -> None:
    to_hunt(t)
    t.do(0, Verb.PLAY, card=card)


def creature_pick(t: Table, phase: int) -> set[str]:
    """Open the Creature's public window of ``phase``; return the cards it may play."""
    t.advance(kind=Kind.CARD_WINDOW, seat=0)
    while t.turn.phase < phase:  # pass the Creature's earlier windows
        t.do(0, Verb.PASS)
        t.advance(kind=Kind.CARD_WINDOW, seat=0)
    assert t.turn.phase == phase
    t.do(0, Verb.OPEN_HAND)
    assert t.decision(0).kind is Kind.CARD_PICK
    return played_cards(t)


def run_until(t: Table, stop: Callable[[Decision], bool]) -> list[Decision]:
    """Answer with the default policy until ``stop`` matches; return every decision seen."""
    seen: list[Decision] = []

    def match(d: Decision) -> bool:
        seen.append(d)
        return stop(d)

    t.advance(match)
    return seen


def run_out(t: Table, turn: int = 1) -> list[Decision]:
    """Answer with default choices until ``turn`` reaches Phase 4 with a decision
    pending, or has ended. Decisions with a single option are answered by the engine
    itself and a turn without any decision left runs straight to the next one, so a
    test must assert on hands, Will and counters (not discard piles) afterwards."""
    return run_until(
        t, lambda d: t.turn.number > turn or (t.turn.number == turn and t.turn.phase == 4)
    )


def finish(t: Table, turn: int = 1) -> None:
    """Answer with default choices until ``turn`` has ended (no-op if it has)."""
    t.advance(lambda d: t.turn.number > turn and d.kind is Kind.CREATURE_WINDOW)


def resolves(seen: list[Decision], seat: int) -> list[Decision]:
    return [d for d in seen if d.kind is Kind.RESOLVE and d.seat == seat]


def place_rescue_moves(t: Table) -> list[str]:
    """Rescue moves logged for another reason than the end of the turn."""
    texts = [public(t.game, e) for e in t.state.log if e.kind == "rescue"]
    return [text for text in texts if "end of turn" not in text]


def log_text(t: Table, seat: int | None = None) -> str:
    return "\n".join(log_lines(t.game, seat))


# ------------------------------------------------------------ phases (R9)
def test_phase1_window_offers_only_phase1_cards() -> None:
    t = new_table("hunt-despair", "hunt-force-field", "hunt-scream")
    d = t.decision(0)
    assert d.kind is Kind.CREATURE_WINDOW
    assert played_cards(t) == {"hunt-despair", "hunt-force-field"}
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-scream")


def test_phase2_hunt_offers_only_phase2_cards() -> None:
    t = new_table("hunt-despair", "hunt-force-field", "hunt-scream")
    to_hunt(t)
    assert played_cards(t) == {"hunt-scream"}
    t.rig_creature_hand("hunt-cataclysm", "hunt-stasis", "hunt-fierceness")
    assert played_cards(t) == {"hunt-fierceness"}
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-despair")


def test_phase3_window_offers_only_phase3_cards() -> None:
    t = new_table("hunt-scream", "hunt-cataclysm", "hunt-stasis")
    to_hunt(t)
    assert played_cards(t) == {"hunt-scream"}
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    assert creature_pick(t, 3) == {"hunt-cataclysm"}
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-stasis")


def test_phase3_window_lists_detour_and_cataclysm_not_others() -> None:
    t = new_table("hunt-detour", "hunt-cataclysm", "hunt-tracking")
    assert played_cards(t) == set()
    to_hunt(t)
    assert played_cards(t) == set()
    assert creature_pick(t, 3) == {"hunt-detour", "hunt-cataclysm"}


def test_phase4_window_offers_only_phase4_cards() -> None:
    t = new_table("hunt-stasis", "hunt-tracking", "hunt-cataclysm")
    to_hunt(t)
    assert played_cards(t) == set()
    assert creature_pick(t, 3) == {"hunt-cataclysm"}
    t.do(0, Verb.CANCEL)
    assert creature_pick(t, 4) == {"hunt-stasis", "hunt-tracking"}


# ---------------------------------------------------- one card per turn (R9)
def test_only_one_hunt_card_per_turn() -> None:
    t = new_table("hunt-despair", "hunt-scream", "hunt-cataclysm")
    t.do(0, Verb.PLAY, card="hunt-despair")
    # the Phase 1 window comes back, but only to pass
    assert t.decision(0).kind is Kind.CREATURE_WINDOW
    assert t.options(0) == [Option(Verb.PASS)]
    to_hunt(t)
    assert played_cards(t) == set()
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-scream")
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    seen = run_out(t)
    # no Phase 3 / Phase 4 window for the Creature at all once the limit is reached
    assert not [d for d in seen if d.seat == 0 and d.kind is Kind.CARD_WINDOW]


def test_tracking_raises_limit_to_two_next_turn_only() -> None:
    t = new_table("hunt-tracking")
    t.rig_survival(3, "survival-double-back")  # keeps a Phase 4 window open after the card
    to_hunt(t)
    assert creature_pick(t, 4) == {"hunt-tracking"}
    t.do(0, Verb.PLAY, card="hunt-tracking")
    assert t.turn.number == 1 and t.turn.phase == 4
    assert t.turn.hunt_limit == 1  # not this turn
    assert "Tracking" in log_text(t)
    finish(t, 1)

    # turn 2: two cards
    assert t.turn.number == 2 and t.turn.hunt_limit == 2
    t.rig_creature_hand("hunt-despair", "hunt-scream", "hunt-mutation")
    t.do(0, Verb.PLAY, card="hunt-despair")
    assert played_cards(t) == set()  # no second Phase 1 card in hand
    to_hunt(t)
    assert played_cards(t) == {"hunt-scream", "hunt-mutation"}
    t.do(0, Verb.PLAY, card="hunt-scream")
    assert played_cards(t) == set()  # the second card was the last one
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-mutation")
    t.plan.creature = 10
    finish(t, 2)

    # turn 3: back to one
    assert t.turn.number == 3 and t.turn.hunt_limit == 1
    t.rig_creature_hand("hunt-despair", "hunt-scream", "hunt-mutation")
    t.do(0, Verb.PLAY, card="hunt-despair")
    to_hunt(t)
    assert played_cards(t) == set()


# ----------------------------------------------------- Sacrifice (R9)
def test_sacrifice_blocks_every_hunt_card_for_the_turn() -> None:
    t = new_table("hunt-scream", "hunt-cataclysm", "hunt-stasis")
    t.rig_survival(1, "survival-sacrifice")
    t.do(0, Verb.PASS)
    assert Option(Verb.PLAY, card="survival-sacrifice") in t.options(1)
    t.do(1, Verb.PLAY, card="survival-sacrifice")
    t.do(1, Verb.DISCARD, place=5)
    assert t.turn.hunt_blocked
    to_hunt(t)
    assert played_cards(t) == set()
    with pytest.raises(IllegalAction):
        t.do(0, Verb.PLAY, card="hunt-scream")
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    seen = run_out(t)
    assert not [d for d in seen if d.seat == 0 and d.kind is Kind.CARD_WINDOW]


def test_sacrifice_not_offered_once_a_hunt_card_was_played() -> None:
    t = new_table("hunt-force-field")
    t.rig_survival(1, "survival-sacrifice")
    t.do(0, Verb.PLAY, card="hunt-force-field")
    t.do(0, Verb.TOKEN, card="target", places=(9, 10))
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card="survival-sacrifice") not in t.options(1)


# ------------------------------------------------- token availability (R2)
def test_target_token_not_offered_without_a_target_card() -> None:
    t = new_table("hunt-fierceness")
    to_hunt(t)
    assert token_places(t, "target") == set()
    t.do(0, Verb.PLAY, card="hunt-fierceness")
    assert token_places(t, "target") == set()
    with pytest.raises(IllegalAction):
        t.do(0, Verb.TOKEN, card="target", places=(3,))


@pytest.mark.parametrize(
    ("side", "left", "offered"),
    [
        (1, 15, False),  # start of the game
        (1, 7, False),
        (1, 6, True),
        (1, 1, True),
        (2, 11, True),
        (2, 10, False),
        (2, 7, True),
        (2, 6, False),
        (2, 1, True),
    ],
)
def test_artemia_token_follows_the_rescue_space_symbol(side: int, left: int, offered: bool) -> None:
    t = new_table("hunt-fierceness", side=side)
    t.state.rescue = t.state.rescue_goal - left
    to_hunt(t)
    singles = {(p,) for p in range(1, 11)}
    assert token_places(t, "artemia") == (singles if offered else set())


@pytest.mark.parametrize(
    ("card", "phase"),
    [
        ("hunt-despair", 1),
        ("hunt-mutation", 2),
        ("hunt-phobia", 2),
        ("hunt-virus", 2),
    ],
)
def test_artemia_symbol_cards_grant_the_artemia_token(card: str, phase: int) -> None:
    t = new_table(card, side=2)  # 15 to go: no symbol on side 2 either
    if phase == 1:
        t.do(0, Verb.PLAY, card=card)
        to_hunt(t)
    else:
        to_hunt(t)
        assert token_places(t, "artemia") == set()
        t.do(0, Verb.PLAY, card=card)
        if card == "hunt-phobia":
            t.do(0, Verb.TARGET, seat=1)
            t.advance(kind=Kind.HUNT)
    assert token_places(t, "artemia")
    assert token_places(t, "target") == set()


@pytest.mark.parametrize("card", ["hunt-clone", "hunt-mirage", "hunt-scream", "hunt-toxin"])
def test_target_symbol_cards_grant_the_target_token(card: str) -> None:
    t = new_table(card)
    to_hunt(t)
    t.do(0, Verb.PLAY, card=card)
    assert token_places(t, "target")
    assert token_places(t, "artemia") == set()  # no Artemia symbol, none on the track


# ------------------------------------------------------------------ Despair
def test_despair_blocks_survival_cards_for_the_whole_turn() -> None:
    t = new_table("hunt-despair")
    t.rig_survival(1, "survival-adrenaline", "survival-dodge", "survival-amplifier")
    t.rig_will(1, 2)
    t.do(0, Verb.PLAY, card="hunt-despair")
    assert t.turn.despair
    t.do(0, Verb.PASS)
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.options(1, Verb.PLAY) == []
    t.plan.creature = 1  # on Zoe's place, so Dodge would be playable without Despair
    t.plan.explore = {1: (1,)}
    seen = run_out(t)
    assert not [d for d in seen if d.seat == 1 and d.kind in (Kind.CARD_WINDOW, Kind.CARD_PICK)]
    assert "Despair" in log_text(t)


@pytest.mark.parametrize("despair", [True, False])
def test_despair_blocks_survival_draws_at_shelter_and_source(despair: bool) -> None:
    t = new_table("hunt-despair")
    t.rig_places(1, hand=[1, 2, 3, 4, 7], discard=[5])
    t.rig_places(2, hand=[1, 2, 3, 4, 9], discard=[5])
    t.rig_will(2, 2)
    if despair:
        t.do(0, Verb.PLAY, card="hunt-despair")
    t.plan.explore = {1: (7,), 2: (9,)}
    seen = run_until(t, lambda d: d.kind is Kind.RESOLVE and d.seat == 2)
    shelter = resolves(seen, 1)
    if despair:
        # no power to use, so no take-back either: nothing to decide at all
        assert shelter == []
        assert "Zoe does not use the Shelter" in log_text(t)
        assert t.hunted(1).survival == []
    else:
        assert Option(Verb.POWER, place=7) in shelter[0].options
    powers = t.options(2, Verb.POWER)
    assert Option(Verb.POWER, place=9, seat=2) in powers  # regaining Will is still fine
    assert (Option(Verb.POWER, place=9, n=1) in powers) is not despair


# -------------------------------------------------------------- Force Field
def test_force_field_lays_target_across_two_adjacent_places_neither_explorable() -> None:
    t = new_table("hunt-force-field")
    t.do(0, Verb.PLAY, card="hunt-force-field")
    d = t.decision(0)
    assert d.kind is Kind.FORCE_FIELD
    assert {o.places for o in d.options} == set(BASE.adjacent_pairs)
    with pytest.raises(IllegalAction):
        t.do(0, Verb.TOKEN, card="target", places=(2, 4))  # not adjacent
    t.do(0, Verb.TOKEN, card="target", places=(2, 3))
    assert t.turn.tokens["target"] == (2, 3)
    assert "Force Field" in log_text(t)
    for seat in HUNTED:
        t.advance(kind=Kind.EXPLORE, seat=seat)
        explorable = {o.places for o in t.options(seat, Verb.EXPLORE)}
        assert explorable == {(1,), (4,), (5,)}
        with pytest.raises(IllegalAction) as err:
            t.do(seat, Verb.EXPLORE, places=(2,))
        assert "Force Field" in say(t.game, err.value.rule)
        t.do(seat, Verb.EXPLORE, places=(4,))
    to_hunt(t)
    # the Target token is already down; it is not offered a second time
    assert token_places(t, "target") == set()


def test_force_field_hand_of_only_blocked_places_forces_resist_or_give_up() -> None:
    t = new_table("hunt-force-field")
    t.rig_places(1, hand=[2, 3], discard=[1, 4, 5])
    t.do(0, Verb.PLAY, card="hunt-force-field")
    t.do(0, Verb.TOKEN, card="target", places=(2, 3))
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.options(1, Verb.EXPLORE) == []
    assert t.options(1, Verb.RESIST) and t.options(1, Verb.GIVE_UP)


def test_force_field_not_offered_in_phase_2() -> None:
    t = new_table("hunt-force-field", "hunt-scream")
    to_hunt(t)
    assert played_cards(t) == {"hunt-scream"}


# ------------------------------------------------------------ Anticipation
def _anticipation_table(named: int, creature_on: int) -> Table:
    t = new_table("hunt-anticipation")
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    play_in_hunt(t, "hunt-anticipation")
    d = t.decision(0)
    assert d.kind is Kind.ANTICIPATION
    assert {o.seat for o in d.options} == set(HUNTED)
    t.do(0, Verb.TARGET, seat=named)
    t.plan.creature = creature_on
    return t


def test_anticipation_named_hunted_caught_moves_assimilation_one_more() -> None:
    t = _anticipation_table(named=2, creature_on=2)
    run_out(t)
    assert t.state.assimilation == 2
    assert t.hunted(2).will == 2
    assert "Anticipation" in log_text(t)


@pytest.mark.parametrize(("creature_on", "moved"), [(3, 1), (10, 0)])
def test_anticipation_no_bonus_when_named_hunted_not_caught(creature_on: int, moved: int) -> None:
    t = _anticipation_table(named=2, creature_on=creature_on)
    run_out(t)
    assert t.state.assimilation == moved
    assert t.hunted(2).will == 3


def test_anticipation_named_hunted_who_dodges_is_not_caught() -> None:
    t = new_table("hunt-anticipation")
    t.rig_survival(2, "survival-dodge")
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    play_in_hunt(t, "hunt-anticipation")
    t.do(0, Verb.TARGET, seat=2)
    t.plan.creature = 2
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 2 and t.turn.phase == 3)
    t.do(2, Verb.OPEN_HAND)
    t.do(2, Verb.PLAY, card="survival-dodge")
    run_out(t)
    assert t.hunted(2).will == 3
    assert t.state.assimilation == 0


# -------------------------------------------------------------- Ascendancy
def test_ascendancy_targets_only_hunted_over_two_cards_who_keep_two() -> None:
    t = new_table("hunt-ascendancy")
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])  # 2 left after exploring
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,)}
    play_in_hunt(t, "hunt-ascendancy")
    d = t.decision(0)
    assert d.kind is Kind.ASCENDANCY_TARGET
    assert [o.seat for o in d.options] == [1, 3]
    with pytest.raises(IllegalAction):
        t.do(0, Verb.TARGET, seat=2)
    t.do(0, Verb.TARGET, seat=1)
    d = t.decision(1)
    assert d.kind is Kind.ASCENDANCY_DISCARD and d.private
    assert {o.places for o in d.options} == set(combinations([2, 3, 4, 5], 2))
    t.do(1, Verb.KEEP, places=(3, 5))
    assert t.hunted(1).hand == [3, 5]
    assert sorted(t.hunted(1).discard) == [2, 4]
    assert t.hunted(2).hand == [2, 3] and t.hunted(3).hand == [2, 3, 4, 5]
    assert "Ascendancy" in log_text(t)


def test_ascendancy_not_playable_when_nobody_holds_more_than_two() -> None:
    t = new_table("hunt-ascendancy", "hunt-scream")
    for seat in HUNTED:
        t.rig_places(seat, hand=[1, 2, 3], discard=[4, 5])
    to_hunt(t)
    assert played_cards(t) == {"hunt-scream"}


# -------------------------------------------------------------- Fierceness
def test_fierceness_each_caught_hunted_loses_one_more_will() -> None:
    t = new_table("hunt-fierceness")
    t.plan.explore = {1: (2,), 2: (2,), 3: (3,)}
    t.plan.creature = 2
    play_in_hunt(t, "hunt-fierceness")
    run_out(t)
    assert t.hunted(1).will == 1
    assert t.hunted(2).will == 1
    assert t.hunted(3).will == 3
    assert t.state.assimilation == 1  # once per turn (R5)


def test_fierceness_on_the_lair_costs_three_will() -> None:
    t = new_table("hunt-fierceness")
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 1
    play_in_hunt(t, "hunt-fierceness")
    run_out(t)
    assert t.hunted(1).will == 3  # lost all 3, then recovered (last Will)
    assert t.state.assimilation == 2  # caught + last Will
    assert "loses 3 Will" in log_text(t)


# ---------------------------------------------------------- Forbidden Zone
def test_forbidden_zone_everyone_chooses_at_once_and_discards_together() -> None:
    t = new_table("hunt-forbidden-zone")
    t.rig_places(3, hand=[1, 2], discard=[3, 4, 5])  # one card left after exploring
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,)}
    play_in_hunt(t, "hunt-forbidden-zone")
    pending = t.game.pending
    assert sorted(d.seat for d in pending) == [1, 2]
    assert all(d.kind is Kind.FORBIDDEN_ZONE and d.private for d in pending)
    # each choice is secret from the other Hunted and the Creature until all have chosen
    for viewer in (0, 2):
        other = next(d for d in t.game.view(viewer).pending if d.seat == 1)
        assert other.options is None
    hands = {s: list(t.hunted(s).hand) for s in HUNTED}
    # Seat 2 may answer before seat 1: nobody waits for anybody.
    events = t.do(2, Verb.DISCARD, place=4)
    assert t.hunted(2).hand == hands[2]  # not discarded yet
    assert t.hunted(3).hand == hands[3]  # nor the single-card hand
    assert "Wreck" not in t.texts(events) and "Beach" not in t.texts(events)
    assert [d.seat for d in t.game.pending] == [1]
    t.do(1, Verb.DISCARD, place=5)
    assert t.hunted(1).hand == [2, 3, 4]
    assert t.hunted(2).hand == [2, 3, 5]
    assert t.hunted(3).hand == []  # its single card went without a choice
    assert t.hunted(1).discard[-1] == 5 and t.hunted(2).discard[-1] == 4
    assert t.hunted(3).discard[-1] == 2
    assert "Forbidden Zone" in log_text(t)
    assert t.decision(0).kind is Kind.HUNT


def test_forbidden_zone_single_card_hands_need_no_choice() -> None:
    t = new_table("hunt-forbidden-zone")
    for seat in HUNTED:
        t.rig_places(seat, hand=[1, 2], discard=[3, 4, 5])
    t.plan.explore = {s: (1,) for s in HUNTED}
    play_in_hunt(t, "hunt-forbidden-zone")
    assert t.decision(0).kind is Kind.HUNT  # no Hunted was asked anything
    for seat in HUNTED:
        assert t.hunted(seat).hand == []
        assert t.hunted(seat).discard[-1] == 2


# ------------------------------------------------------------ Interference
@pytest.mark.parametrize("place", [4, 8])
def test_interference_beach_and_wreck_do_nothing(place: int) -> None:
    t = new_table("hunt-interference")
    t.rig_places(1, hand=[1, 2, 3, 4, 8], discard=[5])
    t.state.marker_on_beach = True  # the Beach would move the Rescue counter
    t.plan.explore = {1: (place,), 2: (1,), 3: (2,)}
    play_in_hunt(t, "hunt-interference")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.options(1, Verb.POWER) == []
    t.do(1, Verb.PASS)
    run_out(t)
    assert place_rescue_moves(t) == []
    assert t.state.marker_on_beach is True


@pytest.mark.parametrize("place", [4, 8])
def test_beach_and_wreck_work_without_interference(place: int) -> None:
    t = new_table("hunt-interference")
    t.rig_places(1, hand=[1, 2, 3, 4, 8], discard=[5])
    t.state.marker_on_beach = True
    t.plan.explore = {1: (place,), 2: (1,), 3: (2,)}
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.POWER, place=place)
    assert len(place_rescue_moves(t)) == 1


def test_interference_still_allows_taking_back_a_card_at_the_beach() -> None:
    t = new_table("hunt-interference")
    t.rig_places(1, hand=[1, 2, 4], discard=[3, 5])
    t.plan.explore = {1: (4,)}
    play_in_hunt(t, "hunt-interference")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.options(1, Verb.POWER) == []
    assert {o.place for o in t.options(1, Verb.TAKE_BACK)} == {3, 5}


def test_interference_lair_cannot_copy_the_wreck() -> None:
    t = new_table("hunt-interference")
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 8
    play_in_hunt(t, "hunt-interference")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=8) not in t.options(1)


def test_lair_copies_wreck_without_interference() -> None:
    t = new_table("hunt-fierceness")
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 8
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=8) in t.options(1)


# ------------------------------------------------------------- Persecution
def test_persecution_jungle_returns_itself_or_one_discard() -> None:
    t = new_table("hunt-persecution")
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (2,)}
    play_in_hunt(t, "hunt-persecution")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.options(1, Verb.POWER) == [Option(Verb.POWER, place=2)]
    assert {o.place for o in t.options(1, Verb.TAKE_BACK)} == {3, 4}
    t.do(1, Verb.POWER, place=2)
    finish(t, 1)
    assert t.hunted(1).hand == [1, 2, 5]  # the Jungle came back, nothing else
    assert sorted(t.hunted(1).discard) == [3, 4]


def test_persecution_swamp_returns_itself_or_one_discard() -> None:
    t = new_table("hunt-persecution")
    t.rig_places(1, hand=[1, 2, 6], discard=[3, 4, 5])
    t.plan.explore = {1: (6,)}
    play_in_hunt(t, "hunt-persecution")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.options(1, Verb.POWER) == [Option(Verb.POWER, place=6)]
    assert {o.place for o in t.options(1, Verb.TAKE_BACK)} == {3, 4, 5}


def test_persecution_lair_takes_back_only_one_card() -> None:
    t = new_table("hunt-persecution")
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    t.plan.explore = {1: (1,)}
    play_in_hunt(t, "hunt-persecution")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=1) not in t.options(1)  # no take-back-all
    assert {o.place for o in t.options(1, Verb.TAKE_BACK)} == {3, 4, 5}
    t.do(1, Verb.TAKE_BACK, place=4)
    assert t.hunted(1).hand == [2, 4]
    assert {3, 5} <= set(t.hunted(1).discard) and 4 not in t.hunted(1).discard


def test_without_persecution_jungle_and_lair_take_back_more() -> None:
    t = new_table("hunt-fierceness")
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    t.plan.explore = {1: (1,)}
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=1) in t.options(1)


# ---------------------------------------------------------------- Mutation
@pytest.mark.parametrize("mutation", [True, False])
def test_mutation_artemia_token_also_costs_one_will(mutation: bool) -> None:
    t = new_table("hunt-mutation")
    t.state.rescue = t.state.rescue_goal - 6  # symbol space: token available anyway
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.artemia = (2,)
    if mutation:
        t.plan.hunt_cards = ["hunt-mutation"]
    run_until(t, lambda d: d.kind is Kind.ARTEMIA_DISCARD)
    assert t.hunted(1).will == (2 if mutation else 3)
    hand = list(t.hunted(1).hand)
    t.do(1, Verb.DISCARD, place=hand[0])
    assert len(t.hunted(1).hand) == len(hand) - 1
    assert t.hunted(2).will == 3
    assert ("Mutation" in log_text(t)) is mutation


# ------------------------------------------------------------------ Phobia
def test_phobia_shows_the_creature_all_but_two_chosen_cards() -> None:
    t = new_table("hunt-phobia")
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])  # 2 left after exploring
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,)}
    play_in_hunt(t, "hunt-phobia")
    d = t.decision(0)
    assert d.kind is Kind.PHOBIA_TARGET
    assert sorted(o.seat for o in d.options) == [1, 3]
    t.do(0, Verb.TARGET, seat=1)
    d = t.decision(1)
    assert d.kind is Kind.PHOBIA_HIDE and d.private
    assert {o.places for o in d.options} == set(combinations([2, 3, 4, 5], 2))
    events = t.do(1, Verb.HIDE, places=(2, 5))
    assert t.hunted(1).hand == [2, 3, 4, 5]  # nothing is discarded
    shown = (3, 4)
    assert t.turn.phobia_seen == {1: shown}
    assert dict(t.game.view(0).creature.phobia_seen) == {1: shown}
    for seat in (None, 1, 2, 3):
        assert t.game.view(seat).creature.phobia_seen == ()
    # Names as a sentence writes them ("the Jungle"), whatever their article's case.
    names = [BASE.place_name(c).casefold() for c in shown]
    creature_text = "\n".join(text_for(t.game, e, 0) for e in events).casefold()
    assert all(n in creature_text for n in names)
    for seat in (None, 2, 3):
        text = "\n".join(text_for(t.game, e, seat) for e in events).casefold()
        assert "Phobia" in log_text(t, seat)
        assert not any(n in text for n in names)
        assert "2 Place cards" in text or "shows" in text


def test_phobia_not_playable_when_nobody_holds_more_than_two() -> None:
    t = new_table("hunt-phobia", "hunt-mutation")
    for seat in HUNTED:
        t.rig_places(seat, hand=[1, 2, 3], discard=[4, 5])
    to_hunt(t)
    assert played_cards(t) == {"hunt-mutation"}


# ------------------------------------------------------------------- Virus
def test_virus_artemia_token_covers_two_adjacent_places_and_hits_both() -> None:
    t = new_table("hunt-virus")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    play_in_hunt(t, "hunt-virus")
    assert token_places(t, "artemia") == set(BASE.adjacent_pairs)
    with pytest.raises(IllegalAction):
        t.do(0, Verb.TOKEN, card="artemia", places=(2,))
    t.do(0, Verb.TOKEN, card="artemia", places=(2, 3))
    seen = run_out(t)
    hit = {d.seat for d in seen if d.kind is Kind.ARTEMIA_DISCARD}
    assert hit == {1, 2}
    assert len(t.hunted(1).hand) == 3 and len(t.hunted(2).hand) == 3
    assert len(t.hunted(3).hand) == 4
    assert not resolves(seen, 1) and not resolves(seen, 2)


@pytest.mark.parametrize("mutation", [False, True])
def test_virus_hunted_with_two_figures_on_both_places_suffers_twice(mutation: bool) -> None:
    t = new_table("hunt-virus", "hunt-mutation")
    t.hunted(1).needs = "artefact"
    t.plan.explore = {1: (2, 3), 2: (5,), 3: (5,)}
    to_hunt(t)
    if mutation:
        t.turn.hunt_limit = 2
        t.do(0, Verb.PLAY, card="hunt-mutation")
    t.do(0, Verb.PLAY, card="hunt-virus")
    t.do(0, Verb.TOKEN, card="artemia", places=(2, 3))
    seen = run_out(t)
    assert len([d for d in seen if d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1]) >= 2
    assert t.hunted(1).hand == [5]  # 1, 4, 5 minus two discards (lowest first)
    assert t.hunted(1).will == (1 if mutation else 3)


# ------------------------------------------------------------------- Clone
def test_clone_target_token_acts_as_a_second_creature_token() -> None:
    t = new_table("hunt-clone")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-clone")
    seen = run_out(t)
    assert t.hunted(1).will == 2  # caught by the Clone
    assert t.hunted(2).will == 2  # caught by the Creature token
    assert t.hunted(3).will == 3
    assert t.state.assimilation == 1  # once, for both tokens (R5, R19)
    assert not resolves(seen, 1) and not resolves(seen, 2)
    assert resolves(seen, 3)


def test_clone_both_tokens_one_place_counts_caught_once() -> None:
    t = new_table("hunt-clone")
    t.rig_will(1, 3)
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 2
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-clone")
    seen = run_out(t)
    assert t.hunted(1).will < 3
    assert 1 not in t.turn.last_will
    assert t.state.assimilation == 1  # R19: caught by both still moves it once
    assert not resolves(seen, 1)


def test_dodge_covers_the_clone_token() -> None:
    t = new_table("hunt-clone")
    t.rig_survival(1, "survival-dodge")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-clone")
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 1 and t.turn.phase == 3)
    t.do(1, Verb.OPEN_HAND)
    assert Option(Verb.PLAY, card="survival-dodge") in t.options(1)
    t.do(1, Verb.PLAY, card="survival-dodge")
    seen = run_out(t)
    assert t.hunted(1).will == 3
    assert t.state.assimilation == 0
    assert resolves(seen, 1)  # the place may be used normally


# ------------------------------------------------------------------ Mirage
def test_mirage_target_across_two_places_both_unusable() -> None:
    t = new_table("hunt-mirage")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(3, hand=[1, 2, 3], discard=[4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (1,)}
    play_in_hunt(t, "hunt-mirage")
    assert token_places(t, "target") == set(BASE.adjacent_pairs)
    with pytest.raises(IllegalAction):
        t.do(0, Verb.TOKEN, card="target", places=(2,))
    t.do(0, Verb.TOKEN, card="target", places=(2, 3))
    seen = run_out(t)
    # neither power nor the take-back alternative
    assert not resolves(seen, 1) and not resolves(seen, 2)
    assert resolves(seen, 3)
    assert t.hunted(1).hand == [1, 3] and t.hunted(2).hand == [1, 2]  # nothing taken back
    assert t.hunted(1).will == 3


def test_mirage_place_cannot_be_copied_by_the_lair() -> None:
    t = new_table("hunt-mirage")
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 8
    t.plan.target = (8, 9)
    play_in_hunt(t, "hunt-mirage")
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=8) not in t.options(1)
    assert Option(Verb.POWER, place=1) in t.options(1)  # its own power still works


# ------------------------------------------------------------------ Scream
def test_scream_discard_two_then_place_still_usable() -> None:
    t = new_table("hunt-scream")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-scream")
    run_until(t, lambda d: d.kind is Kind.SCREAM)
    d = t.decision(1)
    assert d.private
    assert Option(Verb.LOSE_WILL) in d.options
    assert {o.places for o in d.options if o.verb is Verb.DISCARD} == set(
        combinations([1, 3, 4, 5], 2)
    )
    t.do(1, Verb.DISCARD, places=(3, 5))
    assert t.hunted(1).hand == [1, 4]
    assert t.hunted(1).will == 3
    t.advance(kind=Kind.RESOLVE, seat=1)  # the Target place still works afterwards
    assert "Scream" in log_text(t)


def test_scream_lose_one_will_instead() -> None:
    t = new_table("hunt-scream")
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-scream")
    run_until(t, lambda d: d.kind is Kind.SCREAM)
    t.do(1, Verb.LOSE_WILL)
    assert t.hunted(1).will == 2
    assert t.hunted(1).hand == [1, 3, 4, 5]
    assert t.hunted(2).will == 3


def test_scream_only_hits_the_target_place() -> None:
    t = new_table("hunt-scream")
    t.plan.explore = {1: (2,), 2: (2,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-scream")
    seen = run_out(t)
    assert {d.seat for d in seen if d.kind is Kind.SCREAM} == {1, 2}


def test_scream_with_fewer_than_two_cards_costs_one_will() -> None:
    t = new_table("hunt-scream")
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])  # 1 card left after exploring
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-scream")
    seen = run_out(t)
    assert not [d for d in seen if d.kind is Kind.SCREAM]  # nothing to choose
    assert t.hunted(1).will == 2
    assert t.hunted(1).hand == [1]


def test_two_target_cards_both_act_on_the_one_target_place() -> None:
    t = new_table("hunt-scream", "hunt-toxin")
    t.turn.hunt_limit = 2  # as after Tracking
    t.rig_survival(1, "survival-adrenaline")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    t.plan.hunt_cards = ["hunt-scream", "hunt-toxin"]
    seen = run_until(t, lambda d: d.kind is Kind.SCREAM)
    t.do(1, Verb.LOSE_WILL)
    seen += run_out(t)
    assert t.hunted(1).will == 2  # Scream
    assert t.hunted(1).survival == []  # Toxin (its only card, no choice needed)
    assert not resolves(seen, 1)  # Toxin: the place is unusable


# ------------------------------------------------------------------- Toxin
def test_toxin_discard_one_survival_card_and_place_unusable() -> None:
    t = new_table("hunt-toxin")
    t.rig_survival(1, "survival-adrenaline", "survival-amplifier")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-toxin")
    seen = run_until(t, lambda d: d.kind is Kind.TOXIN)
    d = t.decision(1)
    assert {o.card for o in d.options} == {"survival-adrenaline", "survival-amplifier"}
    t.do(1, Verb.DISCARD, card="survival-amplifier")
    assert t.hunted(1).survival == ["survival-adrenaline"]
    assert t.state.survival_discard[-1] == "survival-amplifier"
    seen += run_out(t)
    assert not resolves(seen, 1)  # no power and no take-back
    assert t.hunted(1).hand == [1, 3]
    assert "Toxin" in log_text(t)


def test_toxin_without_survival_cards_still_blocks_the_place() -> None:
    t = new_table("hunt-toxin")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.target = (2,)
    play_in_hunt(t, "hunt-toxin")
    seen = run_out(t)
    assert not [d for d in seen if d.kind is Kind.TOXIN]
    assert not resolves(seen, 1)
    assert resolves(seen, 2)


# --------------------------------------------------------------- Cataclysm
def test_cataclysm_in_phase_3_makes_the_chosen_place_unusable() -> None:
    t = new_table("hunt-cataclysm")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    to_hunt(t)
    assert played_cards(t) == set()
    assert creature_pick(t, 3) == {"hunt-cataclysm"}
    t.do(0, Verb.PLAY, card="hunt-cataclysm")
    d = t.decision(0)
    assert d.kind is Kind.CATACLYSM
    assert {o.place for o in d.options} == set(range(1, 11))
    t.do(0, Verb.CHOOSE, place=2)
    assert "Cataclysm" in log_text(t)
    seen = run_out(t)
    assert not resolves(seen, 1)
    assert resolves(seen, 2) and resolves(seen, 3)
    assert t.hunted(1).hand == [1, 3]


def test_cataclysm_place_cannot_be_copied_by_the_lair() -> None:
    t = new_table("hunt-cataclysm")
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 8
    to_hunt(t)
    creature_pick(t, 3)
    t.do(0, Verb.PLAY, card="hunt-cataclysm")
    t.do(0, Verb.CHOOSE, place=8)
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=8) not in t.options(1)


# ------------------------------------------------------------------ Detour
def test_detour_after_reveal_moves_a_hunted_into_the_creature_token() -> None:
    t = new_table("hunt-detour")
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 3
    to_hunt(t)
    assert played_cards(t) == set()
    assert creature_pick(t, 3) == {"hunt-detour"}
    assert t.turn.revealed  # R13: after the reveal
    t.do(0, Verb.PLAY, card="hunt-detour")
    d = t.decision(0)
    assert d.kind is Kind.DETOUR
    moves = {(o.seat, o.place) for o in d.options}
    assert {(1, 1), (1, 3), (1, 7)} <= moves
    assert (1, 4) not in moves and (1, 2) not in moves
    t.do(0, Verb.MOVE, seat=1, n=0, place=3)
    assert t.turn.positions[1] == [3]
    assert "Detour" in log_text(t)
    seen = run_out(t)
    assert t.hunted(1).will == 2
    assert t.state.assimilation == 1
    assert not resolves(seen, 1)


def test_detour_moved_hunted_uses_the_new_place_power() -> None:
    t = new_table("hunt-detour")
    t.plan.explore = {1: (2,), 2: (4,), 3: (1,)}
    to_hunt(t)
    creature_pick(t, 3)
    t.do(0, Verb.PLAY, card="hunt-detour")
    t.do(0, Verb.MOVE, seat=2, n=0, place=5)  # Beach -> Rover
    t.advance(kind=Kind.RESOLVE, seat=2)
    powers = t.options(2, Verb.POWER)
    assert powers and {o.place for o in powers} == {5}
    t.do(2, Verb.POWER, place=5, n=6)
    assert 6 in t.hunted(2).hand
    assert t.state.marker_on_beach is False


def test_detour_moves_a_hunted_out_of_the_creature_token() -> None:
    t = new_table("hunt-detour")
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 2
    to_hunt(t)
    creature_pick(t, 3)
    t.do(0, Verb.PLAY, card="hunt-detour")
    t.do(0, Verb.MOVE, seat=1, n=0, place=7)
    run_out(t)
    assert t.hunted(1).will == 3
    assert t.state.assimilation == 0


# ------------------------------------------------------------------ Stasis
def test_stasis_stops_the_end_of_turn_rescue_move() -> None:
    t = new_table("hunt-stasis")
    to_hunt(t)
    assert creature_pick(t, 4) == {"hunt-stasis"}
    t.do(0, Verb.PLAY, card="hunt-stasis")
    finish(t, 1)
    assert t.state.rescue == 0
    assert "Stasis: the Rescue counter does not move" in log_text(t)
    # only this turn: the next one moves it again
    t.plan.creature = 10
    finish(t, 2)
    assert t.state.rescue == 1


def test_stasis_does_not_stop_amplifier_in_the_same_phase() -> None:
    t = new_table("hunt-stasis")
    t.rig_survival(1, "survival-amplifier")
    t.state.marker_on_beach = True
    to_hunt(t)
    creature_pick(t, 4)
    t.do(0, Verb.PLAY, card="hunt-stasis")
    t.advance(kind=Kind.CARD_WINDOW, seat=1)
    assert t.turn.phase == 4
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-amplifier")
    assert t.state.rescue == 1
    finish(t, 1)
    assert t.state.rescue == 1  # Amplifier's step only (R15)
    assert t.state.marker_on_beach is False


def test_without_stasis_the_rescue_counter_moves() -> None:
    t = new_table("hunt-stasis")
    finish(t, 1)
    assert t.state.rescue == 1


# ------------------------------------------------------------- Flashback
def test_flashback_unplayable_with_an_empty_discard() -> None:
    t = new_table("hunt-flashback")
    assert t.state.hunt_discard == []
    assert played_cards(t) == set()
    to_hunt(t)
    assert played_cards(t) == set()
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    assert creature_pick(t, 3) == set()
    t.do(0, Verb.CANCEL)
    assert creature_pick(t, 4) == set()


def test_flashback_copies_a_phase1_card_with_its_symbol() -> None:
    t = new_table("hunt-flashback", "hunt-scream")
    t.rig_hunt_discard("hunt-force-field", "hunt-despair")  # Despair on top
    t.rig_survival(1, "survival-adrenaline")
    t.rig_will(1, 2)
    assert played_cards(t) == {"hunt-flashback"}
    t.do(0, Verb.PLAY, card="hunt-flashback")
    assert t.turn.hunt_effects == ["hunt-despair"]
    assert t.turn.despair and t.turn.artemia_granted
    assert t.creature.in_play == ["hunt-flashback"]
    assert "Flashback as a copy of Despair" in log_text(t)
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.options(1, Verb.PLAY) == []  # Despair's effect
    to_hunt(t)
    assert token_places(t, "artemia")  # Despair's symbol


def test_flashback_of_a_phase1_card_is_not_offered_in_phase_2() -> None:
    t = new_table("hunt-flashback")
    t.rig_hunt_discard("hunt-despair")
    to_hunt(t)
    assert played_cards(t) == set()


def test_flashback_copies_a_target_card_in_phase_2() -> None:
    t = new_table("hunt-flashback")
    t.rig_hunt_discard("hunt-despair", "hunt-scream")  # Scream on top
    assert played_cards(t) == set()  # not a Phase 1 card now
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    to_hunt(t)
    assert played_cards(t) == {"hunt-flashback"}
    assert token_places(t, "target") == set()
    t.do(0, Verb.PLAY, card="hunt-flashback")
    assert t.turn.target_cards == ["hunt-scream"]
    assert token_places(t, "target") == {(p,) for p in range(1, 11)}
    t.do(0, Verb.TOKEN, card="target", places=(2,))
    run_until(t, lambda d: d.kind is Kind.SCREAM)
    assert t.decision(1).kind is Kind.SCREAM


def test_flashback_copies_a_phase3_card_in_phase_3() -> None:
    t = new_table("hunt-flashback")
    t.rig_hunt_discard("hunt-cataclysm")
    assert played_cards(t) == set()
    to_hunt(t)
    assert played_cards(t) == set()
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    assert creature_pick(t, 3) == {"hunt-flashback"}
    t.do(0, Verb.PLAY, card="hunt-flashback")
    assert t.decision(0).kind is Kind.CATACLYSM


def test_flashback_ignores_cards_played_this_turn() -> None:
    t = new_table("hunt-flashback", "hunt-anticipation")
    t.turn.hunt_limit = 2
    to_hunt(t)
    t.do(0, Verb.PLAY, card="hunt-anticipation")
    t.do(0, Verb.TARGET, seat=1)
    # Anticipation is in play, not on the discard pile: nothing to copy (R14)
    assert t.state.hunt_discard == []
    assert played_cards(t) == set()


def test_flashback_copies_the_discard_top_not_this_turns_card() -> None:
    t = new_table("hunt-flashback", "hunt-anticipation")
    t.rig_hunt_discard("hunt-fierceness")
    t.turn.hunt_limit = 2
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    to_hunt(t)
    t.do(0, Verb.PLAY, card="hunt-anticipation")
    t.do(0, Verb.TARGET, seat=3)
    t.do(0, Verb.PLAY, card="hunt-flashback")
    assert t.turn.hunt_effects == ["hunt-anticipation", "hunt-fierceness"]
    t.plan.creature = 2
    run_out(t)
    assert t.hunted(1).will == 1  # Fierceness: 2 Will


# --------------------------------------------------- refill and decks (R20)
def test_creature_refills_to_three_in_phase_4() -> None:
    t = new_table("hunt-scream", "hunt-fierceness")
    play_in_hunt(t, "hunt-fierceness")
    assert len(t.creature.hand) == 1
    finish(t, 1)
    assert len(t.creature.hand) == 3
    assert "hunt-scream" in t.creature.hand
    assert t.state.hunt_discard == ["hunt-fierceness"]
    assert t.creature.in_play == []


def test_hunt_deck_reshuffles_its_discard_when_empty() -> None:
    t = new_table("hunt-fierceness")
    st = t.state
    st.hunt_discard = list(st.hunt_deck)
    st.hunt_deck = []
    play_in_hunt(t, "hunt-fierceness")
    finish(t, 1)
    assert len(t.creature.hand) == 3
    assert len(st.hunt_deck) + len(st.hunt_discard) == 20 - 3
    assert st.hunt_discard == []
    assert "shuffled into a new Hunt deck" in log_text(t)
