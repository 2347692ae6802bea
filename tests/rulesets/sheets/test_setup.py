"""Setting up a game with the character sheets: the configuration, the deal of
characters, the views and the records."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from notalone_tui.engine import Action, ConfigError, Game, GameConfig, get_ruleset
from notalone_tui.engine.config import BASE as BASE_MODE
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.sheets import CHARACTERS, complete, sheets_by_default
from notalone_tui.engine.rulesets.sheets.abilities import (
    DARA,
    KENJI,
    LURKING,
    MIRA,
    OLEG,
    PACK,
    TOMAS,
    VERA,
    characters_of,
)
from notalone_tui.i18n import render_plain
from notalone_tui.records import GameRecord, RecordError

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def config(players: int = 4, **fields: Any) -> GameConfig:  # GameConfig's own fields
    return GameConfig(names=NAMES[:players], sheets=True, **fields)


def played(cfg: GameConfig, seed: int, actions: int = 300) -> Game:
    game = Game.new(cfg, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < actions:
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    return game


# ------------------------------------------------------------------ config
def test_the_sheets_are_off_by_default_and_play_when_chosen() -> None:
    assert GameConfig(names=NAMES[:3]).sheets is False
    game = Game.new(config(3), seed=1)
    assert game.rules.id == "base+sheets"
    assert get_ruleset("base+sheets") is game.rules
    assert Game.new(GameConfig(names=NAMES[:3]), seed=1).rules.id == "base"


@pytest.mark.parametrize("players", range(2, 8))
def test_each_hunted_gets_a_distinct_character_from_the_seed(players: int) -> None:
    cfg = config(players, creature_seat=players - 1)
    for seed in range(5):
        dealt = characters_of(Game.new(cfg, seed=seed).state)
        assert sorted(dealt) == sorted(cfg.hunted_seats)
        assert len(set(dealt.values())) == players - 1 and set(dealt.values()) <= set(CHARACTERS)
        assert characters_of(Game.new(cfg, seed=seed).state) == dealt


def test_the_deal_varies_with_the_seed_and_leaves_the_decks_alone() -> None:
    deals = {tuple(characters_of(Game.new(config(7), seed=s).state).values()) for s in range(10)}
    assert len(deals) > 1
    with_sheets = Game.new(config(4), seed=3).state
    without = Game.new(GameConfig(names=NAMES[:4]), seed=3).state
    assert with_sheets.hunt_deck == without.hunt_deck
    assert with_sheets.survival_deck == without.survival_deck
    assert with_sheets.creature.hand == without.creature.hand


def test_characters_may_be_chosen_per_hunted_in_play_order() -> None:
    cfg = config(4, creature_seat=2, characters=(KENJI, DARA, VERA))
    assert cfg.hunted_seats == (3, 0, 1)
    assert characters_of(Game.new(cfg, seed=1).state) == {3: KENJI, 0: DARA, 1: VERA}


@pytest.mark.parametrize(("fields", "reason"), [
    ({"characters": (DARA, DARA, VERA)}, "two Hunted may not play the same character"),
    ({"characters": (DARA, "nobody", VERA)}, "there is no character 'nobody'"),
    ({"characters": (DARA, VERA)}, "3 Hunted need 3 characters, not 2"),
    ({"characters": (DARA, VERA, OLEG, MIRA)}, "3 Hunted need 3 characters, not 4"),
    ({"characters": (DARA, VERA, OLEG), "sheets": False},
     "characters are chosen only with the character sheets"),
])
def test_a_bad_choice_of_characters_is_refused(fields: dict[str, Any], reason: str) -> None:
    fields = {"sheets": True, **fields}
    with pytest.raises(ConfigError) as excinfo:
        GameConfig(names=NAMES[:4], **fields)
    refused = excinfo.value
    words = render_plain(refused.reason) if refused.reason is not None else str(refused)
    assert words.startswith(reason)


def test_the_config_json_carries_the_characters_only_when_chosen() -> None:
    plain = config(3)
    assert "characters" not in plain.to_json()
    chosen = config(3, characters=(TOMAS, MIRA))
    assert chosen.to_json()["characters"] == [TOMAS, MIRA]
    assert GameConfig.from_json(chosen.to_json()) == chosen
    assert GameConfig.from_json(plain.to_json()) == plain


# ------------------------------------------------------------------- views
def test_characters_are_public_in_every_view() -> None:
    game = Game.new(config(5, characters=(OLEG, MIRA, VERA, KENJI)), seed=2)
    for seat in (None, *range(5)):
        view = game.view(seat)
        assert [h.character for h in view.hunted] == [OLEG, MIRA, VERA, KENJI]
        assert view.creature.abilities == (LURKING, PACK)
        assert view.ruleset == "base+sheets"
    # Without the sheets a view carries no sheets field at all (RuleSet.view_fields).
    assert not any(hasattr(h, "character") for h in Game.new(GameConfig(names=NAMES[:3]), 1).view(None).hunted)


def test_the_deal_is_logged_for_everybody() -> None:
    game = Game.new(config(3, characters=(DARA, TOMAS)), seed=1)
    kinds = [e.kind for e in game.state.log]
    assert kinds.count("character") == 2


# ----------------------------------------------------------------- records
@pytest.mark.parametrize("chosen", [(), (VERA, KENJI, OLEG)])
def test_a_record_round_trips_with_the_characters(chosen: tuple[str, ...]) -> None:
    game = played(config(4, characters=chosen), seed=9)
    text = GameRecord.of(game).to_json()
    data = json.loads(text)["config"]
    assert data["sheets"] is True
    assert ("characters" in data) == bool(chosen)
    again = GameRecord.from_json(text).replay()
    assert again.state == game.state


def test_a_record_without_characters_still_loads() -> None:
    text = json.dumps({"format_version": 2, "seed": 4,
                       "config": {"names": list(NAMES[:3]), "sheets": True}})
    game = GameRecord.from_json(text).replay()
    assert sorted(characters_of(game.state)) == [1, 2]


def test_a_record_with_a_bad_character_is_refused_in_one_line() -> None:
    text = json.dumps({"format_version": 2, "seed": 4, "config": {
        "names": list(NAMES[:3]), "sheets": True, "characters": [DARA, DARA]}})
    with pytest.raises(RecordError, match="^bad game configuration: two Hunted may not play"):
        GameRecord.from_json(text).replay()


def test_a_format_1_record_may_not_name_characters() -> None:
    text = json.dumps({"format_version": 1, "seed": 4,
                       "config": {"names": list(NAMES[:3]), "characters": [DARA, VERA]}})
    with pytest.raises(RecordError, match="^config.characters: not part of format version 1"):
        GameRecord.from_json(text)


def test_undo_replays_with_the_sheets() -> None:
    game = played(config(5), seed=12, actions=80)
    again = Game.replay(game.state.config, game.state.seed, game.actions[:-1])
    again.apply(game.actions[-1])
    assert again.state == game.state


# ------------------------------------------------ chosen and dealt together
def test_complete_deals_only_the_characters_left_to_chance() -> None:
    for seed in range(20):
        picked = complete(("", DARA, "", KENJI), seed)
        assert picked[1] == DARA and picked[3] == KENJI
        assert len(set(picked)) == 4 and set(picked) <= set(CHARACTERS)
        assert complete(("", DARA, "", KENJI), seed) == picked  # from the seed alone
    assert {complete(("", DARA, "", ""), s)[0] for s in range(30)} == set(CHARACTERS) - {DARA}


def test_complete_with_nothing_chosen_is_the_games_own_deal() -> None:
    for players in (2, 4, 7):
        for seed in range(5):
            cfg = config(players)
            dealt = characters_of(Game.new(cfg, seed=seed).state)
            blank = ("",) * (players - 1)
            assert complete(blank, seed) == tuple(dealt[s] for s in cfg.hunted_seats)


def test_complete_leaves_a_character_chosen_twice_for_the_config_to_refuse() -> None:
    twice = complete((DARA, "", DARA), 3)
    assert twice.count(DARA) == 2 and twice[1] not in (DARA, "")
    with pytest.raises(ConfigError) as refused:
        config(4, characters=twice)
    assert refused.value.reason is not None
    assert render_plain(refused.value.reason) == "two Hunted may not play the same character"


def test_the_sheets_default_comes_from_the_mode_r41() -> None:
    assert sheets_by_default(BASE_MODE) is False
    assert sheets_by_default(FROZEN_LANDS) is True
