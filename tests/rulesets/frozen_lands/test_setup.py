"""Frozen Lands as a rule set: registered, at least 4 players (R31), its ten
places exactly as designed (cards-designed.md 2.2), the Marker left out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from notalone_tui.engine import ConfigError, Game, GameConfig, Kind, Verb, registry
from notalone_tui.engine.rulesets.frozen_lands import MARKER_CARDS, contamination
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands.cards import BLANK, INFECTED
from notalone_tui.engine.rulesets.sheets import sheets_by_default
from notalone_tui.i18n import english, render_plain

from .helpers import FL, pool, table

DESIGNS = Path(__file__).resolve().parents[3] / ".." / "shared" / "reference" / "cards-designed.json"
NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")


def designed_places() -> list[dict[str, Any]]:
    data = json.loads(DESIGNS.read_text())
    return [o for o in data if o["expansion"] == FL and o["kind"] == "place"]


def test_frozen_lands_is_a_registered_rule_set_with_sheets_on_by_default() -> None:
    assert FL == FROZEN_LANDS and registry.known(FL)
    assert sheets_by_default(FL) and not sheets_by_default("base")
    game = Game.new(GameConfig(names=NAMES[:4], ruleset=FL), seed=1)
    assert game.rules.id == FL


@pytest.mark.parametrize("players", [2, 3])
def test_fewer_than_four_players_are_refused_r31(players: int) -> None:
    with pytest.raises(ConfigError) as refused:
        GameConfig(names=NAMES[:players], ruleset=FL)
    reason = refused.value.reason
    assert reason is not None
    assert render_plain(reason) == f"Frozen Lands needs at least 4 players, not {players} (R31)"


@pytest.mark.skipif(not DESIGNS.exists(), reason="the designs are outside the checkout")
def test_the_ten_places_match_the_designs() -> None:
    rules = registry.get(FL)
    for card in designed_places():
        place = rules.places[card["number"]]
        assert place.id == card["id"] and place.name == card["name"]
        assert rules.adjacent[place.number] == tuple(card["adjacent"])
        assert place.starting_hand == card["starting_hand"]
        assert place.max_once_per_turn == card["max_1x_per_turn"]
        assert place.copyable == card["can_be_copied"]
        assert place.caught_extra_will == 0


def test_every_place_word_exists_in_english() -> None:
    rules = registry.get(FL)
    for place in rules.places.values():
        assert place.short in english().templates


def test_the_reserve_holds_14_shuffled_tokens_from_the_seed() -> None:
    a, b, c = table(seed=1), table(seed=1), table(seed=2)
    reserve = pool(a)["reserve"]
    assert sorted(reserve) == sorted([INFECTED] * 5 + [BLANK] * 9)
    assert reserve == pool(b)["reserve"]
    assert reserve != pool(c)["reserve"]
    assert all(contamination.held_count(a.state, s) == 0 for s in (1, 2, 3))


def test_the_marker_cards_stay_in_the_deck_but_are_never_playable() -> None:
    t = next(t for t in map(lambda s: table(seed=s), range(1, 50))
             if set(MARKER_CARDS) <= set(t.state.survival_deck))
    t.rig_survival(1, *MARKER_CARDS)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert not [o for o in d.options if o.verb is Verb.PLAY]
    assert "marker" not in {m.id for m in t.game.rules.markers}
    # Their text says so wherever it is shown (hand, card reference).
    for card in MARKER_CARDS:
        assert "never playable here" in t.game.rules.survival_cards[card].text
