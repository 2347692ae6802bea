"""The undo mark :meth:`Game.apply` keeps, for a game that :attr:`~Game.keeps_undo`,
is :func:`undo_mark` of the state before the action: ``apply`` builds it inline,
spelt out in ``last_action[1:6]`` (it runs at every action of every game), so this
holds the two equal in every mode, piles kept in ``extra`` included; a game that
keeps no marks works the last one out from its record, with the same answers."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.undo import pile_sizes, undo_mark

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")

CONFIGS = {
    "base": GameConfig(names=NAMES),
    "sanctuary": GameConfig(names=NAMES, sanctuary="full"),
    "sanctuary-light": GameConfig(names=NAMES, sanctuary="light"),
    "frozen-lands": GameConfig(names=NAMES, ruleset="frozen-lands", sheets=True),
}


@pytest.mark.parametrize("mode", CONFIGS)
def test_apply_keeps_the_undo_mark_of_the_state_before(mode: str) -> None:
    game = Game.new(CONFIGS[mode], seed=3)
    game.keeps_undo = True
    rng = random.Random(3)
    piles = 0
    while not game.is_over:
        before = undo_mark(game.state)
        logged = len(game.state.log)
        piles += bool(before[-1])
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
        last = game.state.last_action
        assert last is not None
        assert last == game.last_action()
        assert last[0] == d.seat
        assert last[1:6] == before
        assert last[6] == logged
        assert last[7] == len(game.actions) - 1
    assert piles or mode not in ("sanctuary", "sanctuary-light")  # its piles were watched


@pytest.mark.parametrize("mode", CONFIGS)
def test_undo_answers_alike_whether_the_marks_were_kept_or_not(mode: str) -> None:
    """A game that does not keep its undo marks (bots, playouts, replays) works
    the last one out from its record when asked: the same mark, and the same
    answers to ``can_undo`` for every seat, seen or unseen, as a game that kept it."""
    kept = Game.new(CONFIGS[mode], seed=5)
    kept.keeps_undo = True
    bare = Game.new(CONFIGS[mode], seed=5)
    assert kept.last_action() is None and bare.last_action() is None
    assert not bare.can_undo(0)
    rng = random.Random(5)
    undoable = 0
    for _ in range(60):
        d = rng.choice(kept.pending)
        action = Action(d.seat, rng.choice(d.options))
        kept.apply(action)
        bare.apply(action)
        assert bare.state.last_action is None
        assert bare.last_action() == kept.last_action()
        for seat in range(len(NAMES)):
            for unseen in (False, True):
                answer = kept.can_undo(seat, unseen=unseen)
                assert bare.can_undo(seat, unseen=unseen) == answer
                undoable += answer
    assert undoable  # some choices could be taken back
    assert bare.undo().state.log == kept.undo().state.log
    assert kept.undo().keeps_undo and not bare.undo().keeps_undo


def test_a_replay_keeps_the_last_mark_when_asked() -> None:
    game = Game.new(CONFIGS["base"], seed=2)
    rng = random.Random(2)
    for _ in range(30):
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    config, seed = game.state.config, game.state.seed
    kept = Game.replay(config, seed, game.actions, keeps_undo=True)
    assert kept.keeps_undo and kept.state.last_action == game.last_action()
    assert Game.replay(config, seed, game.actions).state.last_action is None


@dataclass
class _Piles:
    sizes: tuple[int, ...]

    def pile_sizes(self) -> tuple[int, ...]:
        return self.sizes


def test_pile_sizes_reads_only_values_with_piles() -> None:
    extra = {"a": {"held": []}, "b": _Piles((3, 1)), "c": (1, 2), "d": _Piles((0,))}
    assert pile_sizes(extra) == (3, 1, 0)
    assert pile_sizes(extra) == (3, 1, 0)  # the types' answers are remembered
    assert pile_sizes({}) == ()
