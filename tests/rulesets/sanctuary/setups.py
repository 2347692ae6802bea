"""Sanctuary games for the knowledge, view and invariant tests: new games, random
play up to a moment, and one scene with a secret of every kind."""

from __future__ import annotations

import random
from collections.abc import Callable

from notalone_tui.engine import Action, Game, GameConfig, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5, setup, survivors
from notalone_tui.engine.rulesets.sanctuary.state import Board, Cards, board, cards

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
WHY = "test"


def new(players: int = 4, mode: str = "full", seed: int = 1, creature: int = 0) -> Game:
    return Game.new(GameConfig(names=NAMES[:players], creature_seat=creature, sanctuary=mode),
                    seed)


def answer(game: Game, kind: str, option: Option) -> None:
    """Answer the pending decision of ``kind`` with ``option``."""
    decision = next(d for d in game.pending if d.kind == kind)
    game.apply(Action(decision.seat, option))


def play_until(game: Game, done: Callable[[Game], bool], seed: int = 0,
               limit: int = 3000) -> bool:
    """Answer at random until ``done(game)`` (true) or the game ends (false)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(game):
            return True
        if game.is_over:
            return False
        d = rng.choice(game.pending)
        game.apply(Action(d.seat, rng.choice(d.options)))
    return False


def pending_kind(kind: str) -> Callable[[Game], bool]:
    return lambda game: any(d.kind == kind for d in game.pending)


def the_board(game: Game) -> Board:
    return board(game.state)


def the_cards(game: Game) -> Cards:
    return cards(game.state)


def scene() -> Game:
    """Four players, the Creature on seat 0. It drew three Evolution cards (levels
    1, 2, 1); Ben (1) kept his first Avatar, boxing the other; Cyd (2) is choosing
    hers, Dee (3) will next. Ben drew two Survivor cards face down, Dee one."""
    game = new(4, "full", seed=11)
    for level in (1, 2, 1):
        answer(game, setup.SETUP_DRAW, Option(Verb.DRAW, n=level))
    first = cards(game.state).dealt[1][0]
    answer(game, setup.AVATAR_KEEP, Option(Verb.KEEP, card=first))
    for seat in (1, 1, 3):
        survivors.draw(game, seat, WHY)
    return game


def evolving(seed: int = 3, players: int = 4) -> Game:
    """A full game where the Creature is evolving in Phase 5 with cards in hand."""
    game = new(players, "full", seed=seed)
    for n in range(40):
        if play_until(game, lambda g: pending_kind(phase5.EVOLVE_LOOP)(g)
                      and bool(cards(g.state).hand), seed=n):
            return game
    raise AssertionError("the Creature never evolved with cards in hand")


__all__ = ["NAMES", "WHY", "answer", "evolving", "new", "pending_kind", "play_until", "scene",
           "the_board", "the_cards"]
