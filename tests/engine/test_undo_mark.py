"""The undo mark :meth:`Game.apply` keeps is :func:`undo_mark` of the state before
the action: ``apply`` builds it inline, spelt out in ``last_action[1:6]`` (it runs
at every action of every game),
so this holds the two equal in every mode, piles kept in ``extra`` included."""

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
    rng = random.Random(3)
    piles = 0
    while not game.is_over:
        before = undo_mark(game.state)
        piles += bool(before[-1])
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
        last = game.state.last_action
        assert last is not None
        assert last[0] == d.seat
        assert last[1:6] == before
        assert last[6] <= len(game.state.log)
    assert piles or mode not in ("sanctuary", "sanctuary-light")  # its piles were watched


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
