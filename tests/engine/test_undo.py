"""Undo: a seat may take back its last choice while nothing new has been revealed."""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Kind, Verb, Visibility
from notalone_tui.engine.knowledge import copy_state

from .scenario import Table
from .words import refusal

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


@pytest.mark.parametrize("players", range(2, 8))
def test_undo_round_trip_restores_the_exact_state(players: int) -> None:
    """Over whole random games: whenever undo is offered, undoing gives back the
    state before the choice, and it is never offered after a draw, a reveal, the
    end of a turn or a handoff to another seat's private decision (unless the
    front end says that seat has not looked yet)."""
    undone = refused = unseen = 0
    for seed in range(3):
        game = Game.new(GameConfig(names=NAMES[:players], creature_seat=seed % players,
                                   board_side=1 + seed % 2), seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = rng.choice(game.pending)
            before = copy_state(game.state, keep_log=True)
            events = game.apply(Action(d.seat, rng.choice(d.options)))
            state = game.state
            changed = (
                state.rng_draws != before.rng_draws
                or len(state.survival_deck) != len(before.survival_deck)
                or len(state.hunt_deck) != len(before.hunt_deck)
                or state.turn.number != before.turn.number
                or state.turn.revealed != before.turn.revealed
                or any(e.kind in ("reveal", "game_over") for e in events)
            )
            handed_on = any(p.seat != d.seat and p.visibility is Visibility.PRIVATE
                            for p in state.pending)
            if game.can_undo(d.seat, unseen=True):
                assert not changed
                assert not any(s != d.seat for e in events for s, _ in e.private)
                unseen += handed_on
            if game.can_undo(d.seat):
                assert not handed_on
                assert not changed
                assert not any(s != d.seat for e in events for s, _ in e.private)
                assert game.undo().state == before
                undone += 1
            else:
                refused += 1
            others = [s for s in range(players) if s != d.seat]
            assert not any(game.can_undo(s) for s in others)
    assert undone > 50 and refused > 50 and unseen > 10


def test_a_placed_token_can_be_taken_back_before_the_hunt_ends() -> None:
    t = Table(players=3)
    hunt = t.advance(kind=Kind.HUNT)
    token = next(o for o in hunt.options if o.verb is Verb.TOKEN and o.card == "creature")
    t.do(0, Verb.TOKEN, card="creature", places=token.places)
    assert t.game.can_undo(0)
    assert not t.game.can_undo(1)
    back = t.game.undo()
    assert back.pending == (hunt,)
    assert not any(where for _, where in back.view(None).tokens)


def test_ending_the_hunt_reveals_the_places_and_cannot_be_undone() -> None:
    t = Table(players=3)
    t.plan.creature = 1
    t.advance(kind=Kind.HUNT)
    while Verb.DONE not in {o.verb for o in t.decision(0).options}:
        t.game.apply(Action(0, t.default(t.decision(0))))
    t.do(0, Verb.DONE)
    t.advance(lambda d: t.turn.revealed)
    assert not any(t.game.can_undo(s) for s in range(3))
    with pytest.raises(IllegalAction) as err:
        t.game.undo()
    assert "nothing can be undone" in refusal(t.game, err.value)


def test_exploring_hands_the_keyboard_on_so_it_cannot_be_undone() -> None:
    t = Table(players=4)
    d = t.advance(kind=Kind.EXPLORE)
    explore = next(o for o in d.options if o.verb is Verb.EXPLORE)
    t.game.apply(Action(d.seat, explore))
    nxt = t.game.pending[0]
    assert nxt.seat != d.seat and nxt.private
    assert not t.game.can_undo(d.seat)


def test_undo_twice_walks_back_a_seat_s_own_sequence() -> None:
    """Two choices in a row by one seat, neither revealing anything (say a Hunt card
    and then a token): two undos restore the state before the first."""
    for seed in range(40):
        game = Game.new(GameConfig(names=NAMES[:4]), seed=seed)
        rng = random.Random(seed)
        history: list[tuple[int, object]] = []
        while not game.is_over:
            d = game.pending[0]
            history.append((d.seat, copy_state(game.state, keep_log=True)))
            game.apply(Action(d.seat, rng.choice(d.options)))
            if len(history) >= 2 and history[-2][0] == d.seat and game.can_undo(d.seat):
                once = game.undo()
                if once.can_undo(d.seat):
                    assert once.state == history[-1][1]
                    assert once.undo().state == history[-2][1]
                    return
    raise AssertionError("no seat made two undoable choices in a row")


def test_a_draw_from_a_deck_cannot_be_taken_back() -> None:
    """The Source's draw shows its drawer the top Survival card without touching
    the random stream; taking it back would let them choose again knowing it."""
    from .test_survival_cards import make

    t = make({}, explore={1: (9,)}, creature_token=2)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore = {1: (9,), 2: (3,), 3: (5,)}
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    draw = next(o for o in d.options if o.verb is Verb.POWER and o.n == 1)
    rng_draws = t.state.rng_draws
    t.game.apply(Action(1, draw))
    assert t.state.rng_draws == rng_draws, "no shuffle: only the deck changed"
    assert not t.game.can_undo(1)
