"""One behaviour per Frozen Lands place (cards-designed.md 2.2)."""

from __future__ import annotations

from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.engine.rulesets.frozen_lands import contamination, places

from .helpers import BLANK, give_tokens, pool, resolving, table

P = Verb.POWER


def test_ice_cave_a_lets_a_chosen_hunted_take_back_up_to_three() -> None:
    t = table()
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])
    d = resolving(t, {1: (1,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    assert Option(P, place=1, seat=2) in d.options
    t.do(1, P, place=1, seat=2)
    t.do(2, Verb.TAKE_BACK, place=4)
    # The last card is the only choice left: taken at once.
    assert t.hunted(2).discard == []


def test_ice_cave_caught_costs_no_extra_will_but_a_token() -> None:
    t = table()
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 1
    t.finish_turn()
    assert t.hunted(1).will == 2
    assert contamination.held_count(t.state, 1) == 1


def test_ice_cave_b_copies_the_creature_tokens_place() -> None:
    t = table()
    d = resolving(t, {1: (1,), 2: (5,), 3: (2,)}, creature=5, seat=1)
    assert any(o.place == 5 for o in d.options if o.verb is P)


def test_taiga_returns_itself_and_another_hunted_takes_one_back() -> None:
    t = table()
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    resolving(t, {1: (2,), 2: (3,), 3: (4,)}, creature=9, seat=1)
    t.do(1, P, place=2, seat=2)
    assert t.hunted(2).hand.count(5) == 1
    t.finish_turn()
    assert 2 in t.hunted(1).hand


def test_glacier_gives_the_chosen_hunted_two_cards_next_turn() -> None:
    t = table()
    resolving(t, {1: (3,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=3, seat=3)
    assert t.hunted(3).next_needs == "river"


def test_hummocks_moves_rescue_with_a_partner_there() -> None:
    t = table()
    d = resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=9, seat=1)
    assert Option(P, place=4, n=1) in d.options
    before = t.state.rescue
    t.do(1, P, place=4, n=1)
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert t.state.rescue == before + 1
    assert not [o for o in d.options if o.verb is P]


def test_hummocks_alone_lets_another_hunted_take_a_card_back() -> None:
    t = table()
    t.rig_places(3, hand=[1, 2, 3, 4], discard=[5])
    d = resolving(t, {1: (4,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert [o for o in d.options if o.verb is P] == [Option(P, place=4, seat=3)]


def test_hummocks_onto_victory_with_a_contaminated_token_loses() -> None:
    t = table()
    give_tokens(t, 3, "fl-contamination-token-infected")
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=4, n=1)
    assert t.state.winner == "creature"


def test_snowcat_lets_the_chosen_hunted_pick_a_reserve_card() -> None:
    t = table()
    resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=5, seat=2)
    assert t.decision().seat == 2 and t.decision().kind == places.SNOWCAT_PICK
    t.do(2, Verb.CHOOSE, place=8)
    assert 8 in t.hunted(2).hand


def test_crevasse_returns_itself_and_two_cards() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 6], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    resolving(t, {1: (6,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=6, places=(4,), seat=2)
    assert 4 in t.hunted(1).hand and 5 in t.hunted(2).hand
    t.finish_turn()
    assert 6 in t.hunted(1).hand


def test_base_camp_draws_two_and_gives_one() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    before = len(t.hunted(2).survival)
    resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=7, seat=2)
    d = t.decision(1)
    assert d.kind == places.BASE_CAMP_GIVE and d.private
    t.do(1, Verb.CHOOSE, card=d.options[0].card)
    assert len(t.hunted(2).survival) == before + 1


def test_capsule_offers_a_token_discard_then_an_optional_move() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    before = t.state.rescue
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=8, seat=2, n=1)
    assert t.decision().seat == 2
    t.do(2, Verb.DISCARD, card=contamination.TOKEN)
    assert contamination.held_count(t.state, 2) == 0 and len(pool(t)["reserve"]) == 14
    assert t.state.rescue == before + 1


def test_capsule_onto_victory_loses_whatever_the_tokens_r32() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=8, n=1)
    assert t.state.winner == "creature"


def test_hot_spring_heals_two_hunted() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    t.rig_will(2, 1)
    t.rig_will(3, 2)
    resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=8, seat=1)
    t.do(1, P, place=9, places=(2, 3))
    assert (t.hunted(2).will, t.hunted(3).will) == (2, 3)


def test_aurora_repeats_an_earlier_power_never_a_max_once_one() -> None:
    t = table()
    t.rig_places(3, hand=[1, 2, 3, 10], discard=[4, 5])
    resolving(t, {1: (4,), 2: (5,), 3: (10,)}, creature=9, seat=2)
    t.do(2, P, place=5, seat=2)
    t.do(2, Verb.CHOOSE, place=6)
    d = t.advance(kind=Kind.RESOLVE, seat=3)
    assert [o for o in d.options if o.verb is P] == [Option(P, place=10, seat=2)]
    t.do(3, P, place=10, seat=2)
    assert t.decision().kind == places.AURORA_AGAIN and t.decision().seat == 2
    t.do(2, P, place=5, seat=2)
    t.do(2, Verb.CHOOSE, place=7)
    assert {6, 7} <= set(t.hunted(2).hand)


def test_the_capsule_option_onto_victory_says_the_hunted_lose() -> None:
    from tests.engine.words import say

    t = table()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    view = t.game.view(1)
    words = say(t.game, t.game.rules.describe(t.game.rules, Option(P, place=8, n=1),
                                              d.kind, view))
    assert "LOSE" in words


def test_the_glacier_names_itself_in_the_two_card_prompts() -> None:
    """The two-card prompts name the place that gave them (place 3: here the
    Glacier, not the base game's River)."""
    from notalone_tui.i18n import Renderer, english

    t = table()
    resolving(t, {1: (3,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=3, seat=3)
    t.finish_turn()
    d = t.advance(kind=Kind.EXPLORE, seat=3)
    cfg = t.state.config
    say = Renderer.for_game(english(), cfg.names, cfg.rules_id)
    assert say(d.prompt).startswith("The Glacier: lay 2 cards face down"), say(d.prompt)


def test_a_power_borrowed_with_the_drone_is_not_one_the_aurora_repeats() -> None:
    t = table()
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    t.rig_survival(1, "survival-drone")
    t.rig_places(3, hand=[1, 2, 3, 10], discard=[4, 5])
    resolving(t, {1: (3,), 2: (1,), 3: (10,)}, creature=9, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-drone")
    t.do(1, P, place=5, seat=1)
    t.do(1, Verb.CHOOSE, place=6)
    assert 6 in t.hunted(1).hand
    d = t.advance(kind=Kind.RESOLVE, seat=3)
    # Hunted 1 used the Snowcat's power, not the Glacier's: nobody to repeat.
    assert [o for o in d.options if o.verb is P and o.place == 10] == []
    # With nobody to repeat, the Aurora still lets its Hunted take a card back.
    assert {o.place for o in d.options if o.verb is Verb.TAKE_BACK} == {4, 5}
