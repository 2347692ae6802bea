"""Undo and Sanctuary's face-down piles: a card drawn from the Evolution or the
Survivor pile shows its drawer the top of the pile, so the draw is final (the
app asks to confirm it, as any draw); a choice that draws nothing may still be
taken back."""

from __future__ import annotations

import random

from notalone_tui.engine import Action, Game, GameConfig, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5, setup

from .setups import answer, evolving, new, play_until


def test_an_evolution_card_drawn_at_setup_cannot_be_taken_back() -> None:
    game = new(4, "full", seed=11)
    assert game.pending[0].kind == setup.SETUP_DRAW
    answer(game, setup.SETUP_DRAW, Option(Verb.DRAW, n=1))
    assert not game.can_undo(0)


def test_an_evolution_card_drawn_in_phase_5_cannot_be_taken_back() -> None:
    game = evolving()
    decision = game.pending[0]
    draws = [o for o in decision.options if o.verb is Verb.DRAW]
    assert decision.kind == phase5.EVOLVE_LOOP and draws
    game.apply(Action(decision.seat, draws[0]))
    assert not game.can_undo(decision.seat)


def test_developing_a_card_draws_nothing_and_may_be_taken_back() -> None:
    def can_develop(g: Game) -> bool:
        return any(d.kind == phase5.EVOLVE_LOOP and any(o.verb is Verb.DEVELOP for o in d.options)
                   for d in g.pending)

    for seed in range(20):
        game = new(4, "full", seed=seed)
        if play_until(game, can_develop, seed=seed):
            break
    else:
        raise AssertionError("no evolving Creature could develop a card")
    decision = game.pending[0]
    develop = [o for o in decision.options if o.verb is Verb.DEVELOP]
    game.apply(Action(decision.seat, develop[0]))
    assert game.pending[0].seat == decision.seat  # still evolving
    assert game.can_undo(decision.seat)


def test_field_notes_cannot_be_taken_back_once_the_hand_was_seen() -> None:
    """Playing Field Notes shows its player the Creature's Evolution hand at once:
    taking the card back would let them choose again knowing it."""
    notes = "sanctuary-survival-field-notes"
    for seed in range(200):
        game = Game.new(GameConfig(names=("A", "B", "C", "D"), sanctuary="full"), seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = rng.choice(game.pending)
            play = next((o for o in d.options if o.verb is Verb.PLAY and o.card == notes), None)
            game.apply(Action(d.seat, play or rng.choice(d.options)))
            if play is not None:
                assert game.pending[0].kind == "sa_field_notes"
                assert not game.can_undo(d.seat)
                assert not game.can_undo(d.seat, unseen=True)
                return
    raise AssertionError("no game played Field Notes")
