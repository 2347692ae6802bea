"""GameConfig: who plays, which rule set, and the combinations the rules forbid.

Frozen Lands and the Sanctuary are never combined, nor Frozen Lands with the
Sanctuary's light variant (ruling R33); Frozen Lands needs at least 4 players
(R31). A forbidden combination is refused as such, before the program says a
rule set it has not implemented "cannot be played yet".
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from notalone_tui.engine import BASE, Action, ConfigError, Game, GameConfig, registry
from notalone_tui.i18n import render_plain

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def register_copy(mp: pytest.MonkeyPatch, ruleset_id: str = "test-copy") -> None:
    """Register a copy of the base game as ``ruleset_id`` until ``mp`` is undone.

    The registry has no way to unregister, so its two tables are swapped for
    copies that ``mp`` puts back afterwards."""
    mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
    mp.setattr(registry, "_BUILT", dict(registry._BUILT))
    copy = dataclasses.replace(BASE, id=ruleset_id)
    registry.register(ruleset_id, lambda: copy)


@pytest.fixture
def copy_registered() -> Iterator[str]:
    with pytest.MonkeyPatch.context() as mp:
        register_copy(mp)
        yield "test-copy"


def refusal(**fields: Any) -> str:
    fields.setdefault("names", NAMES[:4])
    with pytest.raises(ConfigError) as excinfo:
        GameConfig(**fields)
    refused = excinfo.value
    # A refusal a player can meet carries its message (worded by a catalogue).
    return render_plain(refused.reason) if refused.reason is not None else str(refused)


# ------------------------------------------------------------------ forbidden combinations


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_frozen_lands_and_sanctuary_are_never_combined_r33(players: int) -> None:
    reason = refusal(names=NAMES[:players], ruleset="frozen-lands", sanctuary="full")
    assert reason == "Frozen Lands and Sanctuary are never combined (R33)"


@pytest.mark.parametrize("players", [3, 4, 7])
def test_the_sanctuary_light_variant_goes_with_base_places_only_r33(players: int) -> None:
    reason = refusal(names=NAMES[:players], ruleset="frozen-lands", sanctuary="light")
    assert reason == "the Sanctuary light variant goes with the base game's places only (R33)"


@pytest.mark.parametrize("players", [2, 3])
def test_frozen_lands_needs_at_least_four_players_r31(players: int) -> None:
    reason = refusal(names=NAMES[:players], ruleset="frozen-lands")
    assert reason == f"Frozen Lands needs at least 4 players, not {players} (R31)"
    reason = refusal(names=NAMES[:players], ruleset="frozen-lands", sheets=True)
    assert reason.endswith("(R31)")


def test_a_forbidden_combination_is_reported_before_cannot_be_played_yet() -> None:
    """Every combination below is also unplayable; the ruling comes first."""
    for fields in (
        {"ruleset": "frozen-lands", "sanctuary": "full", "sheets": True},
        {"ruleset": "frozen-lands", "sanctuary": "light", "sheets": True},
        {"ruleset": "frozen-lands", "names": NAMES[:3], "sheets": True},
        {"ruleset": "frozen-lands", "names": NAMES[:2]},
    ):
        reason = refusal(**fields)
        assert "cannot be played yet" not in reason
        assert reason.endswith(("(R31)", "(R33)")), reason
    assert refusal(ruleset="frozen-lands", sanctuary="full", names=NAMES[:3]).endswith("(R33)")


@pytest.mark.parametrize(("fields", "rules_id"), [
    ({"sanctuary": "full"}, "sanctuary"),
    ({"sanctuary": "full", "names": NAMES[:2]}, "sanctuary"),
    ({"sanctuary": "light", "names": NAMES[:2]}, "base+sanctuary-light"),
    ({"sanctuary": "light", "sheets": True}, "base+sanctuary-light+sheets"),
])
def test_the_sanctuary_and_its_light_variant_are_played_2_to_7(
    fields: dict[str, Any], rules_id: str
) -> None:
    config = GameConfig(**{"names": NAMES[:4], **fields})
    assert config.rules_id == rules_id
    assert Game.new(config, seed=1).rules.id == rules_id


@pytest.mark.parametrize("players", [4, 5, 6, 7])
@pytest.mark.parametrize("sheets", [False, True])
def test_frozen_lands_is_played_by_four_to_seven_players(players: int, sheets: bool) -> None:
    config = GameConfig(names=NAMES[:players], ruleset="frozen-lands", sheets=sheets)
    assert config.rules_id == ("frozen-lands+sheets" if sheets else "frozen-lands")


def test_the_player_count_is_checked_before_the_rule_set() -> None:
    assert refusal(names=NAMES[:1], ruleset="frozen-lands", sanctuary="full").startswith(
        "Not Alone is played by 2 to 7 players")


# ------------------------------------------------------------------ names and values


@pytest.mark.parametrize("name", ["frozen_lands", "Base", "base ", "", "sheets"])
def test_an_unknown_rule_set_is_refused_naming_the_choices(name: str) -> None:
    reason = refusal(ruleset=name)
    assert reason == f"there is no rule set {name!r} (choose base, frozen-lands)"


def test_sanctuary_is_not_a_rule_set_name_but_a_field() -> None:
    assert refusal(ruleset="sanctuary").startswith("the Sanctuary expansion is chosen with "
                                                   "sanctuary='full'")


def test_the_rule_set_name_is_checked_before_the_sanctuary() -> None:
    assert refusal(ruleset="moon", sanctuary="full").startswith("there is no rule set 'moon'")


@pytest.mark.parametrize("sanctuary", ["none", "Full", "LIGHT", " ", "base", "true"])
def test_the_sanctuary_is_none_full_or_light(sanctuary: str) -> None:
    assert refusal(sanctuary=sanctuary) == "sanctuary must be '' (none), 'full' or 'light'"
    assert refusal(ruleset="frozen-lands", sanctuary=sanctuary).startswith("sanctuary must be")


def test_the_base_game_is_the_default_and_plays() -> None:
    config = GameConfig(names=NAMES[:3])
    assert (config.ruleset, config.sanctuary, config.sheets) == ("base", "", False)
    assert GameConfig(names=NAMES[:3], ruleset="base") == config
    assert Game.new(config, seed=1).rules.id == "base"


# ------------------------------------------------------------------ JSON


@pytest.mark.parametrize("config", [
    GameConfig(names=NAMES[:2]),
    GameConfig(names=NAMES[:5], creature_seat=4, board_side=2, expert_variant=True),
    GameConfig(names=NAMES, creature_seat=3, ruleset="base"),
])
def test_to_json_and_from_json_round_trip(config: GameConfig) -> None:
    data = config.to_json()
    assert set(data) == {"names", "creature_seat", "board_side", "expert_variant",
                         "ruleset", "sanctuary", "sheets"}
    assert GameConfig.from_json(data) == config


def test_every_rule_set_field_round_trips() -> None:
    """The rule set choice survives JSON as chosen."""
    choices: tuple[dict[str, Any], ...] = (  # fields of several types, as chosen
        {"ruleset": "frozen-lands", "sheets": True},
        {"sanctuary": "full", "sheets": True},
        {"sanctuary": "light", "expert_variant": True})
    for fields in choices:
        config = GameConfig(names=NAMES[:4], **fields)
        data = config.to_json()
        assert {k: data[k] for k in fields} == fields
        assert GameConfig.from_json(data) == config
    assert refusal(ruleset="frozen-lands", sanctuary="full") == (
        "Frozen Lands and Sanctuary are never combined (R33)")


def test_from_json_reads_a_configuration_without_rule_set_fields_as_the_base_game() -> None:
    old = {"names": ["Ada", "Ben", "Cyd"], "creature_seat": 1, "board_side": 2,
           "expert_variant": True}
    config = GameConfig.from_json(old)
    assert config == GameConfig(names=("Ada", "Ben", "Cyd"), creature_seat=1, board_side=2,
                                expert_variant=True, ruleset="base", sanctuary="", sheets=False)
    assert GameConfig.from_json({"names": ["Ada", "Ben"]}) == GameConfig(names=("Ada", "Ben"))


def test_from_json_refuses_a_forbidden_combination() -> None:
    data = GameConfig(names=NAMES[:4]).to_json() | {"ruleset": "frozen-lands",
                                                    "sanctuary": "light"}
    with pytest.raises(ConfigError, match=r"\(R33\)$"):
        GameConfig.from_json(data)


# ------------------------------------------------------------------ the registry


def test_a_rule_set_registered_at_runtime_is_accepted_and_plays(
    copy_registered: str,
) -> None:
    assert registry.known(copy_registered)
    assert copy_registered in registry.names()
    config = GameConfig(names=NAMES[:4], creature_seat=2, ruleset=copy_registered)
    assert GameConfig.from_json(config.to_json()) == config
    game = Game.new(config, seed=3)
    assert game.rules.id == "test-copy"
    assert registry.get("test-copy") is game.rules
    rng = random.Random(3)
    while not game.is_over and len(game.actions) < 80:
        decision = rng.choice(game.pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    assert len(game.actions) == 80 or game.is_over
    again = Game.replay(config, 3, game.actions)
    assert again.state == game.state and again.rules.id == "test-copy"
    base = Game.replay(GameConfig(names=NAMES[:4], creature_seat=2), 3, game.actions)
    assert base.rules.id == "base"
    assert base.state.log == game.state.log  # the copy plays exactly as the base game


def test_the_registered_names_are_offered_when_refusing(copy_registered: str) -> None:
    assert refusal(ruleset="moon") == (
        "there is no rule set 'moon' (choose base, frozen-lands, test-copy)")


def test_a_registration_for_a_test_is_undone_afterwards() -> None:
    before = registry.names()
    with pytest.MonkeyPatch.context() as mp:
        register_copy(mp, "test-undo")
        assert registry.known("test-undo")
        assert GameConfig(names=NAMES[:2], ruleset="test-undo").ruleset == "test-undo"
    assert not registry.known("test-undo")
    assert registry.names() == before
    assert refusal(ruleset="test-undo").startswith("there is no rule set 'test-undo'")


def test_a_rule_set_can_be_unregistered() -> None:
    from notalone_tui.engine import BASE, registry

    registry.register("test-gone", lambda: dataclasses.replace(BASE, id="test-gone"))
    assert GameConfig(names=("A", "B"), ruleset="test-gone").ruleset == "test-gone"
    registry.unregister("test-gone")
    assert not registry.known("test-gone")
    with pytest.raises(ConfigError):
        GameConfig(names=("A", "B"), ruleset="test-gone")
