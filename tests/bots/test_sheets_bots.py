"""The standard bot with the character sheets: every decision the sheets add has an
answer of its own (no random fallback), each optional ability is used when it
helps, and Dara's save is kept for a Creature near Victory. Positions come from
the sheets' scenario tables (``tests/rulesets/sheets/test_abilities.py``)."""

from __future__ import annotations

from notalone_tui.bots import StandardBot
from notalone_tui.bots.packs import sheets as bot_sheets
from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.engine.rulesets.sheets import abilities
from notalone_tui.engine.rulesets.sheets.abilities import DARA, KENJI, MIRA, OLEG, TOMAS, VERA
from tests.engine.scenario import Table
from tests.rulesets.sheets.test_abilities import dara_table, kind_is, make, resolve


def choose(t: Table, seat: int) -> Option:
    """The standard bot's answer for ``seat``, from its own view."""
    return StandardBot(7).choose(t.game.view(seat))


def test_every_decision_the_sheets_add_has_an_answer() -> None:
    assert set(bot_sheets.ANSWERS) == set(abilities.handlers.answers)


def test_every_sheets_answer_is_deliberate_not_random() -> None:
    """Whatever the bot's random stream, the same position gets the same answer."""
    t = make(VERA, players=4, explore={1: (5,)})
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    assert t.decision(1).kind == abilities.VERA_CHOOSE
    view = t.game.view(1)
    assert len({StandardBot(seed).choose(view) for seed in range(20)}) == 1


# ===================================================================== Dara
def dara_at(left: int, table: Table | None = None) -> Option:
    t = table or dara_table()
    t.advance(kind_is(abilities.DARA_SAVE, 1))
    t.state.assimilation = t.state.assimilation_goal - left
    return choose(t, 1)


def test_dara_saves_when_the_creature_is_one_or_two_steps_from_victory() -> None:
    assert dara_at(1) == Option(Verb.CHOOSE, seat=2)
    assert dara_at(bot_sheets.NEAR_VICTORY) == Option(Verb.CHOOSE, seat=2)


def test_dara_keeps_her_will_while_assimilation_is_far() -> None:
    assert dara_at(bot_sheets.NEAR_VICTORY + 1) == Option(Verb.PASS)
    assert dara_at(8) == Option(Verb.PASS)


def test_dara_does_not_save_when_another_hunted_still_moves_the_counter() -> None:
    t = make(DARA, players=4, explore={2: (7,), 3: (7,)}, creature=7)
    for s in (2, 3):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
        t.rig_will(s, 1)
    assert dara_at(1, t) == Option(Verb.PASS)


# ============================================================= Vera, Tomas
def test_vera_picks_the_teammate_who_gains_the_best_card() -> None:
    t = make(VERA, players=4, explore={1: (5,)})
    t.rig_places(2, hand=(1, 2, 3, 4, 5, 8))  # 8, the best reserve card, is 2's already
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    assert choose(t, 1) == Option(Verb.CHOOSE, seat=3)


def test_veras_teammate_takes_the_most_valuable_card_never_nothing() -> None:
    t = make(VERA, players=3, explore={1: (5,)})
    resolve(t, 1)
    t.do(1, Verb.POWER, place=5, n=6)
    d = t.decision(2)
    assert d.kind == abilities.VERA_TAKE and Option(Verb.PASS) in d.options
    assert choose(t, 2) == Option(Verb.CHOOSE, place=8)


def test_tomas_gives_the_card_to_the_teammate_with_fewest_survival_cards() -> None:
    t = make(TOMAS, players=4, explore={1: (9,)})
    t.rig_places(1, hand=(1, 2, 3, 4, 9), discard=(5,))
    t.rig_survival(2, "survival-adrenaline", "survival-vortex")
    resolve(t, 1)
    t.do(1, Verb.POWER, place=9, n=1)
    assert t.decision(1).kind == abilities.TOMAS_CHOOSE
    assert choose(t, 1) == Option(Verb.CHOOSE, seat=3)


# ============================================================== Oleg, Mira
def test_mira_takes_back_her_most_valuable_card() -> None:
    t = make(MIRA, explore={1: (3,)}, creature=8)
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5, 8))
    resolve(t, 1)
    t.do(1, Verb.PASS)
    d = t.decision(1)
    assert d.kind == abilities.TAKE_BACK_ONE
    assert choose(t, 1) == Option(Verb.TAKE_BACK, place=8)


def test_oleg_resists_with_1_will_when_a_second_would_bring_one_card_more() -> None:
    t = make(OLEG)
    t.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert choose(t, 1) == Option(Verb.RESIST, n=1)  # 3 cards of 4 for 1 Will
    other = make(MIRA)
    other.rig_places(1, hand=(1,), discard=(2, 3, 4, 5))
    other.advance(kind=Kind.EXPLORE, seat=1)
    assert choose(other, 1) == Option(Verb.RESIST, n=2)  # without the extra card


# ==================================================================== Kenji
def artemia_choice(hand: tuple[int, ...], *survival: str) -> Option:
    t = make(KENJI, explore={1: (4,)}, artemia=(4,))
    t.rig_places(1, hand=hand, discard=[p for p in range(1, 6) if p not in hand])
    t.rig_survival(1, *survival)
    t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    return choose(t, 1)


def test_kenji_gives_up_a_minor_survival_card_instead_of_a_place_card() -> None:
    assert artemia_choice((1, 2, 3, 4, 5), "survival-vortex") == Option(
        Verb.DISCARD, card="survival-vortex")


def test_kenji_keeps_a_useful_survival_card_while_his_hand_is_full() -> None:
    assert artemia_choice((1, 2, 3, 4, 5), "survival-adrenaline") == Option(
        Verb.DISCARD, place=3)
    assert artemia_choice((1, 2, 3, 4, 5), "survival-dodge") == Option(Verb.DISCARD, place=3)


def test_kenji_gives_up_a_useful_survival_card_when_his_hand_is_thin() -> None:
    thin = artemia_choice((1, 4, 8), "survival-adrenaline")  # (1, 8) left once 4 is laid
    assert thin == Option(Verb.DISCARD, card="survival-adrenaline")


# ============================================================ Pack Instinct
def test_pack_instinct_costs_the_least_valuable_card() -> None:
    t = make(players=5, explore={1: (7,), 2: (7,)}, creature=7)
    for s in (1, 2):
        t.rig_places(s, hand=(1, 2, 3, 4, 5, 7))
    d = t.advance(kind_is(abilities.PACK_DISCARD))
    assert choose(t, d.seat) == Option(Verb.DISCARD, place=3)
