"""Behaviour tests for the character sheets, by scenario: each ability's trigger,
effect and limit, and each edge case of its entry in ``cards-designed.md``
section 1 that the base game can produce. The Creature sits at seat 0; the
Hunted at seats 1.. play the characters given, in that order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from notalone_tui.engine import (
    Action,
    Decision,
    Game,
    GameConfig,
    Kind,
    Option,
    Verb,
    Visibility,
)
from notalone_tui.engine.rulesets.sheets import abilities as sheets
from notalone_tui.engine.rulesets.sheets.abilities import (
    DARA,
    KENJI,
    LURKING,
    MIRA,
    OLEG,
    PACK,
    TOMAS,
    VERA,
)
from tests.engine.scenario import NAMES, Table

CREATURE_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")
FILLER = (OLEG, MIRA, VERA, TOMAS, KENJI, DARA)


def make(
    *characters: str,
    players: int = 3,
    creature: int = 10,
    explore: dict[int, tuple[int, ...]] | None = None,
    artemia: tuple[int, ...] | None = None,
    target: tuple[int, ...] | None = None,
    hunt: tuple[str, ...] = (),
    hand: tuple[str, ...] = CREATURE_HAND,
    seed: int = 1,
) -> Table:
    """A table with the sheets on. Characters not given are filled in; Hunted hold
    no Survival card; everybody explores the Beach (4) unless told; the Creature
    token goes on ``creature``."""
    chosen = list(characters)
    for c in FILLER:
        if len(chosen) == players - 1:
            break
        if c not in chosen:
            chosen.append(c)
    t = Table(players=players, seed=seed)
    t.game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0, sheets=True,
                                 characters=tuple(chosen)), seed=seed)
    for s in range(1, players):
        t.rig_survival(s)
    t.rig_creature_hand(*hand)
    t.plan.explore = {s: (4,) for s in range(1, players)}
    t.plan.explore.update(explore or {})
    t.plan.creature = creature
    if artemia is not None:
        t.turn.artemia_granted = True
        t.plan.artemia = artemia
    t.plan.target = target
    t.plan.hunt_cards = list(hunt)
    return t


def used(t: Table, ability: str) -> int:
    return int(t.state.stats.get(ability, 0))


def kind_is(kind: str, seat: int | None = None) -> Callable[[Decision], bool]:
    return lambda d: d.kind == kind and (seat is None or d.seat == seat)


def resolve(t: Table, seat: int) -> list[Option]:
    d = t.advance(lambda d: d.kind is Kind.RESOLVE and d.seat == seat)
    return list(d.options)


# ===================================================================== Oleg
def resist(t: Table, seat: int, will: int) -> None:
    t.advance(kind=Kind.EXPLORE, seat=seat)
    t.do(seat, Verb.RESIST, n=will)


def test_oleg_resisting_1_will_takes_back_3_cards() -> None:
    t = make(OLEG)
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    resist(t, 1, 1)
    for card in (2, 3):
        t.do(1, Verb.TAKE_BACK, place=card)
    d = t.decision(1)
    assert d.kind == sheets.TAKE_BACK_ONE
    assert {o.place for o in d.options} == {4, 5}
    t.do(1, Verb.TAKE_BACK, place=5)
    assert t.hunted(1).hand == [1, 2, 3, 5] and t.hunted(1).discard == [4]
    assert used(t, OLEG) == 1
    assert "takes back one more Place card (Oleg Varga, Mechanic)" in t.log()


def test_oleg_resisting_2_will_takes_back_5_cards() -> None:
    t = make(OLEG)
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5, 6))
    resist(t, 1, 2)
    for card in (2, 3, 4, 5):
        t.do(1, Verb.TAKE_BACK, place=card)
    # The last card is the only one left: taken at once.
    assert t.hunted(1).hand == [1, 2, 3, 4, 5, 6] and t.hunted(1).discard == []
    assert t.hunted(1).will == 1
    assert used(t, OLEG) == 1


def test_oleg_with_fewer_cards_takes_them_all_and_the_extra_is_silent() -> None:
    t = make(OLEG)
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    resist(t, 1, 1)
    t.do(1, Verb.TAKE_BACK, place=4)
    assert t.hunted(1).discard == []
    assert t.decision().kind is Kind.EXPLORE
    assert used(t, OLEG) == 0
    assert "one more" not in t.log()


def test_oleg_giving_up_does_not_trigger() -> None:
    t = make(OLEG)
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    t.rig_will(1, 1)
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.RESIST, n=1) not in t.options(1)  # never resist away the last Will
    t.do(1, Verb.GIVE_UP)
    assert used(t, OLEG) == 0


def test_another_character_resisting_gets_no_extra_card() -> None:
    t = make(MIRA, OLEG)
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    resist(t, 1, 1)
    t.do(1, Verb.TAKE_BACK, place=2)
    t.do(1, Verb.TAKE_BACK, place=3)
    assert t.decision().kind is Kind.EXPLORE and t.hunted(1).discard == [4, 5]


def test_oleg_under_persecution_still_takes_the_extra_card() -> None:
    """Persecution limits place powers, not the sheet (it is played in Phase 2
    anyway, after the Resist; this checks a Persecution turn's Resist of the next turn)."""
    t = make(OLEG, hunt=("hunt-persecution",), hand=("hunt-persecution", "hunt-stasis",
                                                      "hunt-tracking"))
    t.finish_turn()
    t.turn.hunt_effects.append("hunt-persecution")
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    resist(t, 1, 1)
    t.do(1, Verb.TAKE_BACK, place=2)
    t.do(1, Verb.TAKE_BACK, place=3)
    assert t.decision(1).kind == sheets.TAKE_BACK_ONE


# ===================================================================== Mira
def test_mira_next_to_the_creature_takes_back_a_card_after_resolving() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8)
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5, 6))
    options = resolve(t, 1)
    assert Option(Verb.TAKE_BACK, place=5) in options  # the place's own take-back
    t.do(1, Verb.PASS)
    d = t.decision(1)
    assert d.kind == sheets.TAKE_BACK_ONE
    t.do(1, Verb.TAKE_BACK, place=6)
    assert 6 in t.hunted(1).hand and t.hunted(1).discard == [5]
    assert used(t, MIRA) == 1


def test_mira_takes_back_after_using_the_power_too() -> None:
    t = make(MIRA, explore={1: (2,)}, creature=7)
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5, 6))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=2, places=(5,))  # the Jungle: 5 back now, itself later
    assert t.hunted(1).discard == [] and {5, 6} <= set(t.hunted(1).hand)
    assert used(t, MIRA) == 1


def test_mira_far_from_the_creature_gets_nothing() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=10)
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    resolve(t, 1)
    t.do(1, Verb.PASS)
    assert t.hunted(1).discard == [5]
    assert used(t, MIRA) == 0


def test_mira_with_an_empty_discard_pile_gets_nothing_silently() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8)
    resolve(t, 1)
    before = len(t.state.log)
    t.do(1, Verb.PASS)
    assert used(t, MIRA) == 0
    assert all("one more" not in line for line in t.log().splitlines()[before:])


def test_mira_on_a_place_with_a_hunt_token_does_not_trigger() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8, artemia=(3,))
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    t.finish_turn()
    assert used(t, MIRA) == 0


def test_mira_triggers_once_with_two_artefact_places() -> None:
    t = make(MIRA, explore={1: (3, 9)}, creature=8)
    t.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5, 6))
    t.hunted(1).needs = "artefact"
    t.finish_turn()
    assert used(t, MIRA) == 1
    assert len(t.hunted(1).discard) == 3  # one of 5, 6 back, then 3 and 9 discarded


def test_mira_under_persecution_still_takes_back() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8, hunt=("hunt-persecution",),
             hand=("hunt-persecution", "hunt-stasis", "hunt-tracking"))
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    resolve(t, 1)
    assert "hunt-persecution" in t.turn.hunt_effects
    t.do(1, Verb.PASS)
    assert used(t, MIRA) == 1 and t.hunted(1).discard == []


def test_mira_next_to_the_target_acting_as_a_creature_token_with_clone() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=10, target=(8,), hunt=("hunt-clone",),
             hand=("hunt-clone", "hunt-stasis", "hunt-tracking"))
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    resolve(t, 1)
    assert "hunt-clone" in t.turn.hunt_effects
    t.do(1, Verb.PASS)
    assert used(t, MIRA) == 1


def test_mira_uses_her_ability_once_per_turn_and_again_next_turn() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8)
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    t.finish_turn()
    assert used(t, MIRA) == 1
    t.plan.explore = {1: (2,), 2: (5,)}
    t.plan.creature = 7
    t.finish_turn()
    assert used(t, MIRA) == 2


# ===================================================================== Vera
def test_vera_on_the_rover_lets_another_hunted_take_a_reserve_card() -> None:
    t = make(VERA, players=4, explore={1: (5,)})
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    d = t.decision(1)
    assert d.kind == sheets.VERA_CHOOSE and d.visibility is Visibility.PUBLIC
    assert {o.seat for o in d.options} == {2, 3}
    t.do(1, Verb.CHOOSE, seat=3)
    d = t.decision(3)
    assert d.kind == sheets.VERA_TAKE and Option(Verb.PASS) in d.options
    reserve = t.state.reserve[8]
    t.do(3, Verb.CHOOSE, place=8)
    assert 8 in t.hunted(3).hand and t.state.reserve[8] == reserve - 1
    assert 6 in t.hunted(1).hand
    assert used(t, VERA) == 1


def test_veras_teammate_may_take_nothing() -> None:
    t = make(VERA, players=3, explore={1: (5,)})
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    d = t.decision(2)  # the only other Hunted: chosen at once
    assert d.kind == sheets.VERA_TAKE
    reserve = dict(t.state.reserve)
    t.do(2, Verb.PASS)
    assert t.state.reserve == reserve and used(t, VERA) == 1
    assert "takes nothing from the reserve" in t.log()


def test_vera_only_offers_hunted_who_can_take_something() -> None:
    t = make(VERA, players=4, explore={1: (5,)})
    t.rig_places(3, hand=tuple(range(1, 11)))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    assert t.decision(2).kind == sheets.VERA_TAKE  # seat 3 owns every place


def test_vera_with_no_other_hunted_does_nothing() -> None:
    t = make(VERA, players=2, explore={1: (5,)})
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    assert used(t, VERA) == 0
    assert all(d.kind != sheets.VERA_CHOOSE for d in t.game.pending)


def test_vera_copying_the_rover_through_the_lair_triggers() -> None:
    t = make(VERA, players=3, explore={1: (1,)}, creature=5)
    t.rig_places(1, hand=(1, 2, 3, 4, 5))
    options = resolve(t, 1)
    assert Option(Verb.POWER, place=5, n=6) in options
    t.do(1, Verb.POWER, place=5, n=6)
    assert t.decision(2).kind == sheets.VERA_TAKE


def test_vera_on_a_rover_the_creature_holds_gets_nothing() -> None:
    t = make(VERA, players=3, explore={1: (5,)}, creature=5)
    t.finish_turn()
    assert used(t, VERA) == 0


def test_vera_using_another_place_does_not_trigger() -> None:
    t = make(VERA, players=3, explore={1: (3,)})
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=3)
    assert used(t, VERA) == 0


# ==================================================================== Tomas
def test_tomas_drawing_at_the_source_gives_another_hunted_a_card() -> None:
    t = make(TOMAS, players=4, explore={1: (9,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5,))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=9, n=1)
    d = t.decision(1)
    assert d.kind == sheets.TOMAS_CHOOSE and {o.seat for o in d.options} == {2, 3}
    t.do(1, Verb.CHOOSE, seat=3)
    assert len(t.hunted(1).survival) == 1 and len(t.hunted(3).survival) == 1
    assert used(t, TOMAS) == 1


def test_tomas_keeping_a_card_at_the_shelter_triggers() -> None:
    t = make(TOMAS, players=3, explore={1: (7,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 7), discard=(5,))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=7)
    keep = t.decision(1)
    assert keep.kind is Kind.SHELTER_KEEP
    t.do(1, Verb.KEEP, card=keep.options[0].card)
    assert len(t.hunted(2).survival) == 1  # the only other Hunted: chosen at once
    assert used(t, TOMAS) == 1


def test_tomas_giving_will_at_the_source_does_not_trigger() -> None:
    t = make(TOMAS, players=3, explore={1: (9,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5,))
    t.rig_will(2, 2)
    resolve(t, 1)
    t.do(1, Verb.POWER, place=9, seat=2)
    assert used(t, TOMAS) == 0 and t.hunted(2).survival == []


def test_tomas_under_despair_cannot_draw_so_nothing_triggers() -> None:
    t = make(TOMAS, players=3, explore={1: (9,)},
             hand=("hunt-despair", "hunt-stasis", "hunt-tracking"))
    t.plan.phase1_cards = ["hunt-despair"]
    t.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5,))
    t.rig_will(2, 2)
    options = resolve(t, 1)
    assert t.turn.despair
    assert Option(Verb.POWER, place=9, n=1) not in options
    t.do(1, Verb.POWER, place=9, seat=2)
    assert used(t, TOMAS) == 0


def test_tomas_with_both_survival_piles_empty_gives_nothing() -> None:
    t = make(TOMAS, players=3, explore={1: (7,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 7), discard=(5,))
    st = t.state
    keep = st.survival_deck[:2]
    st.hunted[2].survival.extend(st.survival_deck[2:] + st.survival_discard)
    st.survival_deck[:] = keep
    st.survival_discard.clear()
    resolve(t, 1)
    t.do(1, Verb.POWER, place=7)
    t.do(1, Verb.KEEP, card=t.decision(1).options[0].card)
    # The card the Shelter did not keep went to the discard pile: Tomas draws it.
    assert used(t, TOMAS) == 1
    t2 = make(TOMAS, players=3, explore={1: (9,)})
    t2.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5,))
    st = t2.state
    st.hunted[2].survival.extend(st.survival_deck[1:] + st.survival_discard)
    del st.survival_deck[1:]
    st.survival_discard.clear()
    resolve(t2, 1)
    t2.do(1, Verb.POWER, place=9, n=1)
    assert st.survival_deck == [] and used(t2, TOMAS) == 0


def test_tomas_copying_the_source_through_the_lair_triggers() -> None:
    t = make(TOMAS, players=3, explore={1: (1,)}, creature=9)
    t.rig_places(1, hand=(1, 2, 3, 4, 5))
    resolve(t, 1)
    t.do(1, Verb.POWER, place=9, n=1)
    assert used(t, TOMAS) == 1 and len(t.hunted(2).survival) == 1


# ==================================================================== Kenji
def test_kenji_discards_a_survival_card_instead_of_a_place_card() -> None:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,))
    t.rig_survival(1, "survival-adrenaline")
    d = t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    assert d.visibility is Visibility.PRIVATE
    assert Option(Verb.DISCARD, card="survival-adrenaline") in d.options
    hand = list(t.hunted(1).hand)
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    assert t.hunted(1).hand == hand and t.hunted(1).survival == []
    assert "survival-adrenaline" in t.state.survival_discard
    assert used(t, KENJI) == 1


def test_kenji_may_still_discard_a_place_card() -> None:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,))
    t.rig_survival(1, "survival-adrenaline")
    t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    t.do(1, Verb.DISCARD, place=1)
    assert 1 in t.hunted(1).discard and used(t, KENJI) == 0


def test_kenji_without_survival_cards_discards_a_place_card() -> None:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,))
    d = t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    assert all(o.place for o in d.options)


def test_another_character_under_the_artemia_token_gets_no_choice() -> None:
    t = make(MIRA, KENJI, explore={1: (4,)}, artemia=(4,))
    t.rig_survival(1, "survival-adrenaline")
    d = t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    assert all(o.place for o in d.options)


def test_kenji_under_mutation_still_loses_will() -> None:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,), hunt=("hunt-mutation",),
             hand=("hunt-mutation", "hunt-stasis", "hunt-tracking"))
    t.rig_survival(1, "survival-adrenaline")
    t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    assert t.hunted(1).will == 2
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    assert used(t, KENJI) == 1


def test_kenji_replaces_only_one_of_two_virus_discards() -> None:
    t = make(KENJI, explore={1: (3, 4)}, artemia=(3, 4), hunt=("hunt-virus",),
             hand=("hunt-virus", "hunt-stasis", "hunt-tracking"))
    t.rig_survival(1, "survival-adrenaline", "survival-dodge")
    t.hunted(1).needs = "artefact"
    t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    d = t.decision(1)
    assert d.kind is Kind.ARTEMIA_DISCARD
    assert all(o.place for o in d.options)  # the second discard is a Place card
    assert used(t, KENJI) == 1


def test_kenji_with_no_place_card_in_hand_has_nothing_to_replace() -> None:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,))
    t.rig_places(1, hand=(4,), discard=(1, 2, 3, 5))
    t.rig_survival(1, "survival-adrenaline")
    t.finish_turn()
    assert used(t, KENJI) == 0 and t.hunted(1).survival == ["survival-adrenaline"]


# ===================================================================== Dara
def dara_table(**kwargs: Any) -> Table:
    """Hunted 2 (will 1) is caught on the Shelter and reaches 0 Will."""
    t = make(DARA, players=4, explore={2: (7,)}, creature=7, **kwargs)
    t.rig_places(2, hand=(1, 2, 3, 4, 5, 7))
    t.rig_will(2, 1)
    return t


def test_dara_saves_a_hunted_at_0_will() -> None:
    t = dara_table()
    start = t.state.assimilation
    d = t.advance(kind_is(sheets.DARA_SAVE, 1))
    assert d.visibility is Visibility.PUBLIC
    assert set(d.options) == {Option(Verb.CHOOSE, seat=2), Option(Verb.PASS)}
    hand = list(t.hunted(2).hand)
    t.do(1, Verb.CHOOSE, seat=2)
    assert t.hunted(1).will == 2 and t.hunted(2).will == 1
    assert t.state.assimilation == start + 1  # the catch only: no last-Will step
    t.finish_turn()
    assert t.hunted(2).will == 1
    assert 2 not in t.turn.recovering or t.turn.number > 1
    assert set(hand) <= set(t.hunted(2).hand) | set(t.hunted(2).discard)
    assert used(t, DARA) == 1


def test_the_hunted_dara_saves_keeps_no_refill() -> None:
    t = dara_table()
    t.rig_places(2, hand=(1, 2, 7), discard=(3, 4, 5))
    t.advance(kind_is(sheets.DARA_SAVE, 1))
    t.do(1, Verb.CHOOSE, seat=2)
    assert t.hunted(2).discard == [3, 4, 5]  # no take-back of every card


def test_dara_may_decline() -> None:
    t = dara_table()
    start = t.state.assimilation
    t.advance(kind_is(sheets.DARA_SAVE, 1))
    t.do(1, Verb.PASS)
    assert t.hunted(2).will == 3 and t.hunted(1).will == 3
    assert t.state.assimilation == start + 2
    assert used(t, DARA) == 0


def test_dara_needs_2_will() -> None:
    t = dara_table()
    t.rig_will(1, 1)
    t.finish_turn()
    assert used(t, DARA) == 0 and t.hunted(2).will == 3


def test_dara_cannot_save_herself() -> None:
    t = make(DARA, players=3, explore={1: (7,)}, creature=7)
    t.rig_places(1, hand=(1, 2, 3, 4, 5, 7))
    t.rig_will(1, 1)
    t.finish_turn()
    assert used(t, DARA) == 0 and t.hunted(1).will == 3


def test_a_second_hunted_at_0_still_moves_assimilation() -> None:
    t = make(DARA, players=4, explore={2: (7,), 3: (7,)}, creature=7)
    for s in (2, 3):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
        t.rig_will(s, 1)
    start = t.state.assimilation
    d = t.advance(kind_is(sheets.DARA_SAVE, 1))
    assert {o.seat for o in d.options if o.verb is Verb.CHOOSE} == {2, 3}
    t.do(1, Verb.CHOOSE, seat=3)
    assert t.hunted(3).will == 1 and t.hunted(2).will == 3
    assert t.state.assimilation == start + 2


def test_no_save_when_the_creature_token_already_won() -> None:
    t = dara_table()
    t.state.assimilation = t.state.assimilation_goal - 1
    for _ in range(200):
        if t.game.is_over:
            break
        d = t.game.pending[0]
        assert d.kind != sheets.DARA_SAVE
        t.game.apply(Action(d.seat, t.default(d)))
    assert t.state.winner == "creature" and used(t, DARA) == 0


# =========================================================== Lurking Hunter
def test_lurking_hunter_draws_up_to_4_after_a_miss() -> None:
    t = make(OLEG, creature=10)
    t.finish_turn()
    assert len(t.creature.hand) == 4
    assert used(t, LURKING) == 1
    assert "draws up to 4 Hunt cards (Lurking Hunter)" in t.log()


def test_lurking_hunter_does_not_act_after_a_catch() -> None:
    t = make(OLEG, creature=4)
    t.finish_turn()
    assert len(t.creature.hand) == 3 and used(t, LURKING) == 0


def test_a_hunted_who_dodges_is_not_caught_for_lurking_hunter() -> None:
    t = make(OLEG, creature=4)
    t.advance_to_phase(3)
    t.turn.dodge.append(1)
    t.turn.dodge.append(2)
    t.finish_turn()
    assert len(t.creature.hand) == 4


def test_lurking_hunter_with_4_cards_draws_none_and_never_forces_a_discard() -> None:
    t = make(OLEG, creature=10, hand=(*CREATURE_HAND, "hunt-despair"))
    assert len(t.creature.hand) == 4
    t.finish_turn()
    assert len(t.creature.hand) == 4 and used(t, LURKING) == 0
    t.plan.creature = 4
    t.finish_turn()
    assert len(t.creature.hand) == 4  # a catch: no Lurking Hunter, and no discard


def test_lurking_hunter_plays_with_2_players() -> None:
    t = make(OLEG, players=2, creature=10)
    t.finish_turn()
    assert len(t.creature.hand) == 4
    assert t.game.view(None).creature.abilities == (LURKING,)


# ============================================================ Pack Instinct
def test_pack_instinct_two_caught_each_discard_a_place_card() -> None:
    t = make(players=5, creature=7, explore={1: (7,), 2: (7,)})
    for s in (1, 2):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
    d = t.advance(kind_is(sheets.PACK_DISCARD))
    assert d.visibility is Visibility.PRIVATE
    seen = set()
    while t.game.pending and t.decision().kind == sheets.PACK_DISCARD:
        d = t.decision()
        seen.add(d.seat)
        t.do(d.seat, Verb.DISCARD, place=d.options[0].place)
    assert seen == {1, 2}
    for s in (1, 2):
        assert len(t.hunted(s).hand) == 4 and t.hunted(s).will == 2
    assert used(t, PACK) == 1
    assert t.game.view(None).creature.abilities == (LURKING, PACK)


def test_pack_instinct_needs_5_players() -> None:
    t = make(players=4, creature=7, explore={1: (7,), 2: (7,)})
    for s in (1, 2):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
    t.finish_turn()
    assert used(t, PACK) == 0
    assert t.game.view(None).creature.abilities == (LURKING,)


def test_pack_instinct_needs_2_caught() -> None:
    t = make(players=5, creature=7, explore={1: (7,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 5, 7))
    t.finish_turn()
    assert used(t, PACK) == 0


def test_a_hunted_who_dodges_is_not_counted_for_pack_instinct() -> None:
    t = make(players=5, creature=7, explore={1: (7,), 2: (7,)})
    for s in (1, 2):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
    t.advance_to_phase(3)
    t.turn.dodge.append(1)
    t.finish_turn()
    assert used(t, PACK) == 0


def test_pack_instinct_with_an_empty_hand_discards_nothing() -> None:
    t = make(players=5, creature=7, explore={1: (7,), 2: (7,)})
    t.rig_places(1, hand=(7,), discard=(1, 2, 3, 4, 5))
    t.rig_places(2, hand=(1, 2, 3, 4, 5, 7))
    start = t.state.assimilation
    d = t.advance(kind_is(sheets.PACK_DISCARD))
    assert d.seat == 2 and t.hunted(1).hand == []
    t.do(2, Verb.DISCARD, place=1)
    assert t.state.assimilation == start + 1  # Assimilation moves as without the sheets
    assert used(t, PACK) == 1


def test_pack_instinct_counts_catches_by_clone() -> None:
    t = make(players=5, creature=7, explore={1: (7,), 2: (9,)}, target=(9,),
             hunt=("hunt-clone",), hand=("hunt-clone", "hunt-stasis", "hunt-tracking"))
    t.rig_places(1, hand=(1, 2, 3, 4, 5, 7))
    t.rig_places(2, hand=(1, 2, 3, 4, 5, 9))
    t.advance(kind_is(sheets.PACK_DISCARD))
    assert used(t, PACK) == 1


# ============================================== base Survival cards with sheets
def test_vera_using_the_rover_through_the_drone_triggers() -> None:
    t = make(VERA, players=3, explore={1: (3,)})
    t.rig_survival(1, "survival-drone")
    resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-drone")
    t.do(1, Verb.POWER, place=5, n=7)
    assert t.decision(2).kind == sheets.VERA_TAKE
    assert used(t, VERA) == 1


def test_mira_adjacency_is_checked_after_wrong_track() -> None:
    t = make(MIRA, players=3, explore={1: (3,)}, creature=7)
    t.rig_survival(1, "survival-wrong-track")
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 1 and t.turn.phase == 3)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-wrong-track")
    t.do(1, Verb.MOVE, card="creature", place=8)  # now next to the Cave (3)
    resolve(t, 1)
    t.do(1, Verb.PASS)
    assert used(t, MIRA) == 1 and t.hunted(1).discard == []
