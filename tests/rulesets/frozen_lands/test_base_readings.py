"""How the base cards read in Frozen Lands (``fl-rule-base-card-readings``):
Interference on the places numbered 4 and 8, the Drone on the Snowcat, no copy
of the Aurora, Persecution's one card, Despair's draws, and the option that
takes the two Marker cards out of the Survival deck."""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, ConfigError, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.rulesets.frozen_lands import MARKER_CARDS
from tests.engine.scenario import Table

from .helpers import give_tokens, table

P = Verb.POWER
NAMES = ("Ana", "Ben", "Cy", "Di")


def with_creature_card(card: str, phase1: bool = False) -> Table:
    t = table()
    t.rig_creature_hand(card)
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    t.plan.creature = 10
    if phase1:
        t.plan.phase1_cards = [card]
    else:
        t.plan.hunt_cards = [card]
    return t


@pytest.mark.parametrize("place", [4, 8])
def test_interference_silences_the_hummocks_and_the_capsule(place: int) -> None:
    t = with_creature_card("hunt-interference")
    give_tokens(t, 2, "fl-contamination-token-blank")
    t.rig_places(1, hand=[1, 2, 3, 4, 8], discard=[5])
    t.plan.explore = {1: (place,), 2: (4,), 3: (1,)}
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert "hunt-interference" in t.turn.hunt_effects
    assert t.options(1, P) == []
    # Both are max-1x places: taking back a card stays open.
    assert t.options(1, Verb.TAKE_BACK)


def test_the_drone_uses_the_snowcats_power() -> None:
    t = table()
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    t.rig_survival(1, "survival-drone")
    t.plan.explore = {1: (3,), 2: (1,), 3: (2,)}
    t.plan.creature = 10
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-drone")
    d = t.decision(1)
    assert d.kind is Kind.RESOLVE
    assert {o.place for o in d.options if o.verb is P} == {5}


def test_the_aurora_is_never_copied() -> None:
    t = table()
    rules = t.game.rules
    assert rules.places[10].copyable is False
    # The Ice Cave's copy half never offers it, even with the Creature token there.
    t.rig_places(1, hand=[1, 2, 3, 4, 5])
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 10])
    t.plan.explore = {1: (1,), 2: (10,), 3: (2,)}
    t.plan.creature = 10
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert not any(o.place == 10 for o in d.options if o.verb is P)


def test_persecution_lets_the_ice_cave_take_back_one_card_only() -> None:
    t = with_creature_card("hunt-persecution")
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert "hunt-persecution" in t.turn.hunt_effects
    t.do(1, P, place=1, seat=1)
    t.do(1, Verb.TAKE_BACK, place=3)
    # The pick is over after one card: the other two stay discarded.
    assert t.hunted(1).discard == [4, 5]
    assert sorted(t.hunted(1).hand) == [2, 3]


@pytest.mark.parametrize("place", [2, 6])
def test_persecution_returns_one_card_in_total_from_taiga_or_crevasse(place: int) -> None:
    t = with_creature_card("hunt-persecution")
    t.rig_places(1, hand=[1, 2, 3, 6], discard=[4, 5])
    t.plan.explore = {1: (place,), 2: (1,), 3: (3,)}
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    powers = [o for o in d.options if o.verb is P]
    assert powers
    # Whatever the choice, at most one card comes back to Hunted 1 in total.
    assert all(len(o.places) <= 1 for o in powers)


def test_despair_forbids_the_base_camp_and_the_hot_springs_draws() -> None:
    t = with_creature_card("hunt-despair", phase1=True)
    t.rig_places(1, hand=[1, 2, 3, 4, 7], discard=[5])
    t.rig_places(2, hand=[1, 2, 3, 4, 9], discard=[5])
    t.rig_will(3, 2)
    t.plan.explore = {1: (7,), 2: (9,), 3: (1,)}
    camp = t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.turn.despair
    # The Base Camp has no draw to make, and its design keeps the alternatives open
    # then ("choose the alternative instead"): a take-back, never the power.
    assert not [o for o in camp.options if o.verb is P]
    take_back = [o for o in camp.options if o.verb is Verb.TAKE_BACK]
    assert take_back
    t.game.apply(Action(1, take_back[0]))
    assert t.hunted(1).survival == [] and 5 in t.hunted(1).hand
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    powers = [o for o in d.options if o.verb is P]
    assert powers and all(o.n == 0 for o in powers)  # Will only, never the draws


def test_the_marker_cards_can_be_taken_out_of_the_deck() -> None:
    config = GameConfig(names=NAMES, ruleset="frozen-lands", remove_marker_cards=True)
    game = Game.new(config, 3)
    assert game.rules.id == "frozen-lands+no-markers"
    assert not set(MARKER_CARDS) & set(game.rules.survival_cards)
    with_them = Game.new(GameConfig(names=NAMES, ruleset="frozen-lands"), 3)
    assert len(with_them.rules.survival_cards) - len(game.rules.survival_cards) == 2
    assert GameConfig.from_json(config.to_json()) == config
    sheets = GameConfig(names=NAMES, ruleset="frozen-lands", remove_marker_cards=True,
                        sheets=True)
    assert Game.new(sheets, 3).rules.id == "frozen-lands+no-markers+sheets"


def test_the_marker_cards_option_is_refused_outside_frozen_lands() -> None:
    with pytest.raises(ConfigError, match="only in Frozen Lands"):
        GameConfig(names=NAMES, remove_marker_cards=True)


def test_an_unused_option_leaves_old_records_readable() -> None:
    config = GameConfig(names=NAMES, ruleset="frozen-lands")
    assert "remove_marker_cards" not in config.to_json()
    assert Option(Verb.PASS) == Option.from_json({"verb": "pass"})
