"""RecordSteps: a record's game after any number of actions (the replay viewer's stepping)."""

from __future__ import annotations

import random

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.records import CHECKPOINT_EVERY, GameRecord, RecordSteps

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")


def finished_record(seed: int = 3) -> GameRecord:
    game = Game.new(GameConfig(names=NAMES, creature_seat=1), seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        d = game.pending[0]
        game.apply(Action(d.seat, rng.choice(d.options)))
    return GameRecord.of(game)


def test_every_step_equals_a_replay_from_the_start() -> None:
    record = finished_record()
    steps = RecordSteps(record)
    assert steps.finished and not steps.problem
    assert steps.total == len(record.actions) > CHECKPOINT_EVERY
    config = record.config.to_config()
    near = (0, steps.game_at(0))
    for k in sorted({0, 1, 57, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 3, steps.total - 1,
                     steps.total}):
        expected = Game.replay(config, record.seed, [a.to_action() for a in record.actions[:k]])
        fresh = steps.game_at(k)
        assert repr(fresh.state) == repr(expected.state), k
        assert fresh.actions == expected.actions
        carried = steps.game_at(k, near) if near[0] <= k else steps.game_at(k)
        assert repr(carried.state) == repr(expected.state), k
        near = (k, carried)
    assert steps.turn_starts[0] == 0
    assert all(a < b for a, b in zip(steps.turn_starts, steps.turn_starts[1:], strict=False))


def test_a_refused_action_ends_the_steps_with_a_readable_reason() -> None:
    record = finished_record()
    data = record.model_dump()
    actions = list(data["actions"])
    data["actions"] = actions[:5] + [actions[0]] + actions[5:]
    broken = GameRecord.model_validate(data)
    steps = RecordSteps(broken)
    assert steps.total == 5 and not steps.finished
    assert steps.problem.startswith("action 6 is illegal (")
    assert "Msg(" not in steps.problem
