"""Sanctuary's printed facts (cards-designed.md section 3) as data: the counts,
the setup tables, the Defense track and the variant tiers, and, where the
designs file is at hand, every id, name, phase, level, cost, icon, limit,
ability and adjacency against ``cards-designed.json``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from notalone_tui.engine.ruleset import Card
from notalone_tui.engine.rulesets.base.board import grid_position
from notalone_tui.engine.rulesets.base.cards import ARTEMIA, TARGET
from notalone_tui.engine.rulesets.sanctuary import cards
from notalone_tui.engine.rulesets.sanctuary.cards import (
    ABILITIES,
    AVATARS,
    BONUSES,
    DEFENSE_TRACKS,
    DNA_AT_SETUP,
    DNA_TOTAL,
    EVOLUTIONS,
    EVOLUTIONS_AT_SETUP,
    HUNT_CARDS,
    PLACES,
    SURVIVAL_CARDS,
    SURVIVORS,
    VARIANT_EVOLUTIONS,
    defense_track,
    variant_tier,
)

DESIGNS = Path(__file__).resolve().parents[3] / ".." / "shared" / "reference" / "cards-designed.json"
needs_designs = pytest.mark.skipif(not DESIGNS.exists(), reason="the designs are outside the checkout")

LEVELS = {"I": 1, "II": 2}
LIMITS = {"permanent": "permanent", "once per turn": "once", "max 1x/turn": "max1"}


def designed(kind: str) -> list[dict[str, Any]]:
    data = json.loads(DESIGNS.read_text())
    return [o for o in data if o["expansion"] == "sanctuary" and o["kind"] == kind]


def all_texts() -> dict[str, str]:
    """Every text of the module, by the id it belongs to."""
    texts: dict[str, str] = {p.id: p.text for p in PLACES.values()}
    texts.update({f"ability:{a}": t for a, t in ABILITIES.items()})
    for table in (AVATARS, EVOLUTIONS, BONUSES, HUNT_CARDS, SURVIVAL_CARDS):
        texts.update({k: v.text for k, v in table.items()})
    return texts


# -- Without the designs -------------------------------------------------------------


def test_the_counts_of_every_kind() -> None:
    assert sorted(PLACES) == [6, 7, 8, 9, 10]
    assert len(SURVIVORS) == 18 and len(ABILITIES) == 9
    assert len(AVATARS) == 12 and sum(a.not_alone for a in AVATARS.values()) == 6
    assert len(EVOLUTIONS) == 30
    assert [e.level for e in EVOLUTIONS.values()].count(1) == 18
    assert [e.level for e in EVOLUTIONS.values()].count(2) == 12
    assert len(HUNT_CARDS) == 15 and len(SURVIVAL_CARDS) == 15
    assert len(BONUSES) == 8 and len(DEFENSE_TRACKS) == 2


def test_every_text_is_filled_in() -> None:
    for key, text in all_texts().items():
        assert text.strip(), key
    assert cards.DESIGNED == "Designed for this edition"


def test_ids_are_keys_and_names_are_unique() -> None:
    for table in (SURVIVORS, AVATARS, EVOLUTIONS, BONUSES, HUNT_CARDS, SURVIVAL_CARDS):
        assert all(k == v.id for k, v in table.items())
        assert len({v.name for v in table.values()}) == len(table)
    assert all(n == p.number for n, p in PLACES.items())


def test_survivors_pair_up_on_the_nine_abilities() -> None:
    counts: dict[str, int] = {}
    for survivor in SURVIVORS.values():
        counts[survivor.ability] = counts.get(survivor.ability, 0) + 1
    assert counts == dict.fromkeys(ABILITIES, 2)


def test_the_places_are_reserve_places_and_only_the_monolith_is_never_copied() -> None:
    assert not any(p.starting_hand for p in PLACES.values())
    assert [n for n, p in PLACES.items() if p.max_once_per_turn] == [8]
    assert [n for n, p in PLACES.items() if not p.copyable] == [10]
    assert "never be copied" in PLACES[10].text
    assert "Max 1x/turn" in PLACES[8].text
    assert "once per turn" in PLACES[9].text  # the Grove's DNA choice


def test_the_hunt_and_survival_cards_belong_to_their_decks() -> None:
    assert all(isinstance(c, Card) and c.deck == "hunt" for c in HUNT_CARDS.values())
    assert all(isinstance(c, Card) and c.deck == "survival" for c in SURVIVAL_CARDS.values())
    # No Sanctuary Survival card is played "when you resolve" (C1).
    assert not any(c.at_resolve for c in SURVIVAL_CARDS.values())
    # Phase spreads of the designs' balance notes: Hunt 2/6/3/2/2, Survival 4/2/6/2/1.
    assert [sum(c.phase == p for c in HUNT_CARDS.values()) for p in range(1, 6)] == [2, 6, 3, 2, 2]
    assert [sum(c.phase == p for c in SURVIVAL_CARDS.values()) for p in range(1, 6)] == [4, 2, 6, 2, 1]


def test_limits_are_said_in_the_text_and_costs_never() -> None:
    for avatar in AVATARS.values():
        assert ("Max 1x/turn" in avatar.text) == avatar.once_per_turn, avatar.id
    for evo in EVOLUTIONS.values():
        assert evo.limit in ("permanent", "once", "max1")
        assert ("Max 1x/turn" in evo.text) == (evo.limit == "max1"), evo.id
        assert ("Once per turn" in evo.text) == (evo.limit == "once"), evo.id
        assert 1 <= evo.cost <= 3 if evo.level == 1 else 4 <= evo.cost <= 6
    # Development costs are fields; only Metamorphosis speaks of one (it lowers it).
    for key, text in all_texts().items():
        says_cost = re.search(r"\bcosts? \d+ DNA|DNA cost|\d+ DNA\)", text)
        assert not says_cost or key == "sanctuary-hunt-metamorphosis", key


def test_setup_tables() -> None:
    assert DNA_TOTAL == 10
    assert DNA_AT_SETUP == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
    assert EVOLUTIONS_AT_SETUP == {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}
    assert cards.MONOLITHS_IN_RESERVE == 3
    assert cards.RESCUE_START == 2


def test_the_variant_offers_three_not_alone_evolutions_by_cost_tier() -> None:
    assert [variant_tier(h) for h in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    for bad in (0, 7):
        with pytest.raises(ValueError):
            variant_tier(bad)
    names = {t: tuple(EVOLUTIONS[i].name for i in ids) for t, ids in VARIANT_EVOLUTIONS.items()}
    assert names == {
        1: ("Optimizer", "Instinctive", "Clever"),
        2: ("Slugger", "Sharp", "Prescient"),
        3: ("Fast", "Screamer", "Primitive"),
    }
    for tier, ids in VARIANT_EVOLUTIONS.items():
        assert all(EVOLUTIONS[i].cost == tier and EVOLUTIONS[i].level == 1 for i in ids)
    offered = {i for ids in VARIANT_EVOLUTIONS.values() for i in ids}
    assert offered == {i for i, e in EVOLUTIONS.items() if e.not_alone}
    # Their texts use only base-game phases.
    assert all(EVOLUTIONS[i].phase <= 4 for i in offered)


@pytest.mark.parametrize(
    ("players", "start", "steps", "victory"),
    [(2, 3, 11, 14), (3, 2, 12, 14), (4, 1, 13, 14), (5, 3, 12, 15), (6, 2, 13, 15), (7, 1, 14, 15)],
)
def test_the_defense_track_side_by_player_count(
    players: int, start: int, steps: int, victory: int
) -> None:
    track = defense_track(players)
    assert players in track.players
    assert track.start[players] == start
    assert track.steps(players) == steps
    assert track.victory == victory


@pytest.mark.parametrize("players", [0, 1, 8])
def test_no_defense_track_outside_2_to_7_players(players: int) -> None:
    with pytest.raises(ValueError):
        defense_track(players)


def test_each_side_prints_every_bonus_once_above_every_start() -> None:
    for track in DEFENSE_TRACKS:
        assert sorted(track.bonuses.values()) == sorted(BONUSES)
        assert min(track.bonuses) > max(track.start.values())
        assert max(track.bonuses) < track.victory
        with pytest.raises(ValueError):
            track.steps(9)
    assert defense_track(2).steps(2) == 11 and defense_track(7).steps(7) == 14


# -- Against the designs ------------------------------------------------------------------


@needs_designs
def test_the_places_match_the_designs() -> None:
    places = designed("place")
    assert [p["number"] for p in places] == list(PLACES)
    for card in places:
        place = PLACES[card["number"]]
        assert (place.id, place.name) == (card["id"], card["name"])
        assert place.starting_hand == card["starting_hand"]
        assert place.max_once_per_turn == card["max_1x_per_turn"]
        assert place.copyable == card["can_be_copied"]
        row, col = grid_position(place.number)
        near = [
            n for n in range(1, 11)
            if abs(grid_position(n)[0] - row) + abs(grid_position(n)[1] - col) == 1
        ]
        assert card["adjacent"] == near, place.name


@needs_designs
def test_the_survivors_match_the_designs() -> None:
    survivors = designed("survivor")
    assert [(s["id"], s["name"], s["ability_id"]) for s in survivors] == [
        (s.id, s.name, s.ability) for s in SURVIVORS.values()
    ]
    assert list(ABILITIES) == list(dict.fromkeys(s["ability_id"] for s in survivors))
    assert all(s["ability_copies"] == 2 for s in survivors)


@needs_designs
def test_the_avatars_match_the_designs() -> None:
    avatars = designed("avatar")
    assert [a["id"] for a in avatars] == list(AVATARS)
    for card in avatars:
        avatar = AVATARS[card["id"]]
        assert avatar.name == card["name"] and avatar.phase == card["phase"]
        assert avatar.not_alone == card["not_alone_icon"]
        assert avatar.not_alone == ("not-alone" in card["symbols"])
        assert card["limit"] in ("max 1x/turn", "permanent")
        assert avatar.once_per_turn == (card["limit"] == "max 1x/turn")


@needs_designs
def test_the_evolutions_match_the_designs() -> None:
    evolutions = designed("evolution")
    assert [e["id"] for e in evolutions] == list(EVOLUTIONS)
    for card in evolutions:
        evo = EVOLUTIONS[card["id"]]
        assert evo.name == card["name"] and evo.phase == card["phase"]
        assert evo.level == LEVELS[card["level"]] and evo.cost == card["cost"]
        assert evo.not_alone == card["not_alone_icon"]
        assert evo.not_alone == ("not-alone" in card["symbols"])
        assert evo.limit == LIMITS[card["limit"]]


@needs_designs
def test_the_bonuses_and_tracks_match_the_designs() -> None:
    bonuses = designed("defense-bonus")
    assert [(b["id"], b["name"]) for b in bonuses] == [(b.id, b.name) for b in BONUSES.values()]
    tracks = designed("defense-track")
    assert [t["id"] for t in tracks] == [t.id for t in DEFENSE_TRACKS]
    for card, track in zip(tracks, DEFENSE_TRACKS, strict=True):
        assert card["name"] == track.name
        assert card["victory_space"] == track.victory
        starts = {s["start_for_players"]: s["space"] for s in card["spaces"] if "start_for_players" in s}
        assert starts == dict(track.start) and sorted(starts) == list(track.players)
        printed = {s["space"]: s["bonus"] for s in card["spaces"] if "bonus" in s}
        assert printed == dict(track.bonuses)
        assert [s["space"] for s in card["spaces"] if s.get("victory")] == [track.victory]
        assert {int(p): n for p, n in card["steps_to_victory"].items()} == {
            p: track.steps(p) for p in track.players
        }
        side = "-".join(str(p) for p in (min(track.players), max(track.players)))
        assert {b["position"][side]: b["id"] for b in bonuses} == dict(track.bonuses)


@needs_designs
def test_the_setup_tables_match_the_designs() -> None:
    (rule,) = [r for r in designed("rule") if r["id"] == "sanctuary-rule-setup-dna-and-evolutions"]

    def spread(by_bracket: dict[str, int]) -> dict[int, int]:
        out: dict[int, int] = {}
        for bracket, n in by_bracket.items():
            low, high = map(int, bracket.split("-"))
            out.update(dict.fromkeys(range(low, high + 1), n))
        return out

    assert spread(rule["dna_by_hunted"]) == DNA_AT_SETUP
    assert spread(rule["evolution_draw_by_hunted"]) == EVOLUTIONS_AT_SETUP


@needs_designs
@pytest.mark.parametrize(("kind", "table"), [("hunt", HUNT_CARDS), ("survival", SURVIVAL_CARDS)])
def test_the_hunt_and_survival_cards_match_the_designs(kind: str, table: dict[str, Card]) -> None:
    designs = designed(kind)
    assert [c["id"] for c in designs] == list(table)
    for card in designs:
        ours = table[card["id"]]
        assert (ours.name, ours.phase) == (card["name"], card["phase"])
        symbols = [s for s in card["symbols"] if s in (TARGET, ARTEMIA)]
        assert ours.symbol == (symbols[0] if symbols else "")


def _plain(text: str) -> str:
    """A text without its phase prefix, limit words and punctuation, for comparing."""
    text = re.sub(r"^phase \d[^:]*:\s*", "", text.lower())
    text = text.replace("max 1x/turn", "").replace("once per turn", "")
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


@needs_designs
def test_no_text_copies_the_designed_effect() -> None:
    data = json.loads(DESIGNS.read_text())
    effects = {o["id"]: o["effect"] for o in data if o["expansion"] == "sanctuary"}
    by_ability = {
        o["ability_id"]: o["effect"] for o in data
        if o["expansion"] == "sanctuary" and o["kind"] == "survivor"
    }
    for key, text in all_texts().items():
        effect = by_ability[key.removeprefix("ability:")] if key.startswith("ability:") else effects[key]
        assert text != effect, key
        assert _plain(text) != _plain(effect), key
