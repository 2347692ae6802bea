"""Options asked ``ordered`` skip sorting; the invariants check that they are sorted.

The busiest questions (exploring, hunting, opening a hand, the Creature's window)
build their options in sorted order and ask with ``ordered=True``, so that asking
does not sort them again. The random playouts check the order after every action
(:func:`check_invariants`); these tests show that asking then keeps the order it
is given, and that the invariants catch options out of order.
"""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import msg

NAMES = ("Ada", "Ben", "Cyd", "Dee")
PLAY_B, PLAY_A = Option(Verb.PLAY, card="b"), Option(Verb.PLAY, card="a")


def _asked(ordered: bool) -> tuple[Option, ...]:
    game = Game.new(GameConfig(names=NAMES), seed=1)
    game.state.pending.clear()
    prompt = msg("test.prompt")
    game.ask(1, "test", [PLAY_B, PLAY_A], private=False, prompt=prompt, auto=False,
             ordered=ordered)
    return game.state.pending[-1].options


def test_asking_sorts_options_unless_told_they_are_ordered() -> None:
    assert _asked(ordered=False) == (PLAY_A, PLAY_B)
    assert _asked(ordered=True) == (PLAY_B, PLAY_A)


def test_invariants_report_options_out_of_order() -> None:
    game = Game.new(GameConfig(names=NAMES), seed=2)
    rng = random.Random(2)
    while len(game.pending[0].options) < 2:
        d = game.pending[0]
        game.apply(Action(d.seat, rng.choice(d.options)))
    assert check_invariants(game.state) == []
    d = game.state.pending[0]
    game.state.pending[0] = d._replace(options=d.options[::-1])
    assert any("not sorted" in p for p in check_invariants(game.state))


def test_questions_built_in_order_are_sorted_in_every_mode() -> None:
    """Exploring, hunting, the Creature's window and an open hand, asked ordered,
    come out sorted in games of every rule set (with their hooks)."""
    configs = [
        GameConfig(names=NAMES, creature_seat=1),
        GameConfig(names=NAMES + ("Eve",), ruleset="frozen-lands", sheets=True),
        GameConfig(names=NAMES, sanctuary="full"),
        GameConfig(names=NAMES, sheets=True),
    ]
    seen: set[str] = set()
    for seed, config in enumerate(configs):
        game = Game.new(config, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            for d in game.pending:
                assert list(d.options) == sorted(d.options), d.kind
                seen.add(str(d.kind))
            d = rng.choice(game.pending)
            game.apply(Action(d.seat, rng.choice(d.options)))
    assert {"explore", "hunt", "creature_window", "card_pick"} <= seen


def test_a_private_question_asked_in_order_keeps_it_and_waits_even_with_one_option() -> None:
    """``ask_private``: options as given (no sorting), private with the words for
    the table, pending even with a single option; none at all is a bug."""
    game = Game.new(GameConfig(names=NAMES), seed=1)
    game.state.pending.clear()
    prompt, public = msg("test.prompt"), msg("test.public")
    game.ask_private(2, "test", [PLAY_B, PLAY_A], prompt, public, ("ctx",))
    game.ask_private(3, "test", [PLAY_A], prompt, public)
    first, second = game.state.pending
    assert first.options == (PLAY_B, PLAY_A) and first.ctx == ("ctx",)
    assert str(first.visibility) == "private" and first.public_prompt == public
    assert second.seat == 3 and second.options == (PLAY_A,)
    with pytest.raises(RuntimeError):
        game.ask_private(1, "test", [], prompt, public)
