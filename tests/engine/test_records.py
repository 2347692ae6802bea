"""Determinism and game records: (config, seed, actions) always rebuild the same game."""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.records import GameRecord, RecordError

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
    assert record.format_version == 1
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
