"""Determinism and game records: (config, seed, actions) always rebuild the same game."""

from __future__ import annotations

import dataclasses
import json
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, get_args

import pytest

from notalone_tui.engine import BASE, Action, Game, GameConfig, registry
from notalone_tui.engine.rulesets.sanctuary import parameters as engine_config
from notalone_tui.records import (
    FORMAT_VERSION,
    ConfigModel,
    GameRecord,
    RecordError,
    load_game,
)

DATA = Path(__file__).resolve().parent.parent / "data"

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def random_game(players: int, seed: int, stop_after: int | None = None) -> Game:
    game = Game.new(
        GameConfig(names=NAMES[:players], creature_seat=seed % players, board_side=1 + seed % 2),
        seed=seed,
    )
    rng = random.Random(seed)
    while not game.is_over and (stop_after is None or len(game.actions) < stop_after):
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    return game


@pytest.mark.parametrize("players", range(2, 8))
def test_replay_rebuilds_an_identical_state(players: int) -> None:
    game = random_game(players, seed=100 + players)
    again = Game.replay(game.state.config, game.state.seed, game.actions)
    assert again.state == game.state
    assert again.state.log == game.state.log


def test_same_seed_same_setup_and_different_seed_differs() -> None:
    config = GameConfig(names=NAMES[:4])
    a, b, c = Game.new(config, 5), Game.new(config, 5), Game.new(config, 6)
    assert a.state == b.state
    assert (a.state.hunt_deck, a.state.survival_deck) != (c.state.hunt_deck, c.state.survival_deck)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_record_round_trips_through_json(players: int) -> None:
    game = random_game(players, seed=players * 11)
    text = GameRecord.of(game).to_json()
    record = GameRecord.from_json(text)
    assert record.format_version == FORMAT_VERSION == 2
    assert record.replay().state == game.state


def test_record_of_an_unfinished_game_resumes_where_it_stopped() -> None:
    game = random_game(5, seed=3, stop_after=60)
    restored = GameRecord.from_json(GameRecord.of(game).to_json()).replay()
    assert restored.state == game.state
    assert restored.pending == game.pending


def test_bad_records_are_refused_with_a_clear_message() -> None:
    with pytest.raises(RecordError, match="format version 9 is not supported"):
        GameRecord.from_json('{"format_version": 9, "config": {"names": ["A", "B"]}, "seed": 1}')
    with pytest.raises(RecordError):
        GameRecord.from_json("not json")
    with pytest.raises(RecordError, match="names"):
        GameRecord.from_json('{"format_version": 1, "config": {"names": ["A"]}, "seed": 1}')
    game = random_game(3, seed=1, stop_after=5)
    data = GameRecord.of(game).model_dump(mode="json")
    data["actions"].append({"seat": 2, "option": {"verb": "give_up"}})
    data["actions"].insert(0, {"seat": 1, "option": {"verb": "done"}})
    with pytest.raises(RecordError, match="action 1 of 7 is illegal"):
        GameRecord.model_validate(data).replay()


# ------------------------------------------------------------------ format 1

#: Records written by the release before rule sets (format 1, commit b78bfc3),
#: with what their games came to: winner, last turn, log length, actions, and
#: the Rescue and Assimilation counters.
FORMAT_1_RECORDS = {
    "format1-4p-hunted-win.json": ("hunted", 14, 401, 266, 15, 8),
    "format1-2p-creature-win.json": ("creature", 9, 181, 104, 8, 7),
}


@pytest.mark.parametrize("name", sorted(FORMAT_1_RECORDS))
def test_a_format_1_record_loads_as_a_base_game_and_replays_to_its_end(name: str) -> None:
    path = DATA / name
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["format_version"] == 1  # the file is as that release wrote it
    assert set(raw["config"]) <= {"names", "creature_seat", "board_side", "expert_variant"}
    record, game = load_game(path)
    assert record.format_version == 1
    config = game.state.config
    assert (config.ruleset, config.sanctuary, config.sheets) == ("base", "", False)
    assert game.rules.id == "base"
    s = game.state
    facts = (s.winner, s.turn.number, len(s.log), len(game.actions), s.rescue, s.assimilation)
    assert facts == FORMAT_1_RECORDS[name]
    assert game.is_over and s.log[-1].kind == "game_over"


def test_a_format_1_record_keeps_its_options_and_saved_fields() -> None:
    record, game = load_game(DATA / "format1-4p-hunted-win.json")
    config = game.state.config
    assert config.names == ("Ada", "Ben", "Cyd", "Dee")
    assert (config.creature_seat, config.board_side, config.expert_variant) == (2, 2, True)
    assert record.bots == {1: "standard", 3: "expert"}
    assert record.saved_at == datetime(2024, 5, 1, 12, 30, tzinfo=UTC)


@pytest.mark.parametrize("name", sorted(FORMAT_1_RECORDS))
def test_saving_a_format_1_game_again_changes_only_the_version(name: str) -> None:
    """A base game's format 2 record leaves the rule set fields out (defaults):
    the file stays as small as before and diffs against the old one in one place."""
    text = (DATA / name).read_text(encoding="utf-8")
    record, game = load_game(DATA / name)
    again = GameRecord.of(game, record.bots, record.saved_at).to_json()
    assert again == text.replace('"format_version":1,', '"format_version":2,', 1)
    assert again != text


# ------------------------------------------------------------------ format 2


@pytest.fixture
def copy_ruleset(monkeypatch: pytest.MonkeyPatch) -> str:
    """A copy of the base game registered as ``test-copy`` for one test only."""
    monkeypatch.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
    monkeypatch.setattr(registry, "_BUILT", dict(registry._BUILT))
    copy = dataclasses.replace(BASE, id="test-copy")
    registry.register("test-copy", lambda: copy)
    return "test-copy"


def test_a_format_2_record_keeps_a_registered_rule_set(copy_ruleset: str) -> None:
    config = GameConfig(names=NAMES[:3], creature_seat=1, expert_variant=True, ruleset=copy_ruleset)
    game = Game.new(config, seed=9)
    rng = random.Random(9)
    while not game.is_over and len(game.actions) < 40:
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    text = GameRecord.of(game).to_json()
    assert json.loads(text)["config"]["ruleset"] == "test-copy"
    record = GameRecord.from_json(text)
    assert record.format_version == 2
    assert (record.config.ruleset, record.config.expert_variant) == ("test-copy", True)
    restored = record.replay()
    assert restored.rules.id == "test-copy"
    assert restored.state == game.state


def test_a_format_2_record_round_trips_every_rule_set_field() -> None:
    """Sanctuary and the sheets cannot be played yet, but their record fields
    already keep what was chosen."""
    record = GameRecord(
        format_version=FORMAT_VERSION, seed=5,
        config=ConfigModel(names=NAMES[:4], ruleset="frozen-lands", sanctuary="light",
                           sheets=True, expert_variant=True),
    )
    text = record.to_json()
    config = json.loads(text)["config"]
    assert {k: config[k] for k in ("ruleset", "sanctuary", "sheets", "expert_variant")} == {
        "ruleset": "frozen-lands", "sanctuary": "light", "sheets": True, "expert_variant": True}
    again = GameRecord.from_json(text)
    assert again == record
    for sanctuary in ("", "full"):
        other = record.model_copy(update={
            "config": ConfigModel(names=NAMES[:2], sanctuary=sanctuary, sheets=False)})
        assert GameRecord.from_json(other.to_json()).config == other.config


def test_the_record_knows_every_sanctuary_form_the_engine_does() -> None:
    annotation = ConfigModel.model_fields["sanctuary"].annotation
    assert get_args(annotation) == engine_config.SANCTUARY_FORMS


def test_a_rule_set_that_is_not_registered_is_refused_in_one_line() -> None:
    record = GameRecord(format_version=2, seed=1,
                        config=ConfigModel(names=NAMES[:2], ruleset="test-copy"))
    loaded = GameRecord.from_json(record.to_json())
    with pytest.raises(RecordError, match=r"^bad game configuration: there is no rule set "
                                          r"'test-copy' \(choose base, frozen-lands\)$"):
        loaded.replay()


@pytest.mark.parametrize(("config", "reason"), [
    ({"ruleset": "frozen-lands", "sanctuary": "full"},
     "Frozen Lands and Sanctuary are never combined (R33)"),
    ({"ruleset": "frozen-lands", "sanctuary": "light"},
     "the Sanctuary light variant goes with the base game's places only (R33)"),
    ({"ruleset": "frozen-lands", "names": NAMES[:3]},
     "Frozen Lands needs at least 4 players, not 3 (R31)"),
])
def test_a_forbidden_or_unplayable_choice_is_refused_in_one_line(
    config: dict[str, object], reason: str
) -> None:
    fields: dict[str, Any] = {"names": NAMES[:5], **config}  # checked by the model
    text = GameRecord(format_version=2, seed=1, config=ConfigModel(**fields)).to_json()
    record = GameRecord.from_json(text)
    with pytest.raises(RecordError) as excinfo:
        record.replay()
    assert str(excinfo.value) == f"bad game configuration: {reason}"


@pytest.mark.parametrize("version", [0, 3, 10, "2", 2.5, True, None])
def test_an_unknown_version_is_refused(version: object) -> None:
    text = json.dumps({"format_version": version, "config": {"names": ["A", "B"]}, "seed": 1})
    with pytest.raises(RecordError) as excinfo:
        GameRecord.from_json(text)
    assert str(excinfo.value) == (f"format version {version!r} is not supported "
                                  "(this program reads versions 1 and 2)")


@pytest.mark.parametrize("field", ["ruleset", "sanctuary", "sheets"])
def test_a_format_1_record_may_not_name_a_rule_set(field: str) -> None:
    value = {"ruleset": "base", "sanctuary": "", "sheets": False}[field]
    data = {"format_version": 1, "config": {"names": ["A", "B"], field: value}, "seed": 1}
    with pytest.raises(RecordError, match=f"^config.{field}: not part of format version 1"):
        GameRecord.from_json(json.dumps(data))
    data["format_version"] = 2
    assert GameRecord.from_json(json.dumps(data)).replay().rules.id == "base"
