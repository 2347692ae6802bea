"""Laying out a base game: shuffled decks, the Creature's 3 Hunt cards, one
Survival card per Hunted, then the first turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .flow import HAND_SIZE

if TYPE_CHECKING:
    from ...game import Game


def setup(game: Game) -> None:
    state = game.state
    game.shuffle(state.hunt_deck)
    game.shuffle(state.survival_deck)
    game.log("setup", setup_text(game))
    game.draw_hunt(HAND_SIZE)
    for seat in game.hunted_order:
        game.draw_survival(seat, 1)
    state.agenda.append(("turn_start",))


def setup_text(game: Game) -> str:
    state = game.state
    cfg = state.config
    hunted = ", ".join(game.name(s) for s in cfg.hunted_seats)
    first, *others = game.rules.tracks
    goals = ", ".join(
        [f"{first.name} needs {state.goals[first.id]} spaces"]
        + [f"{t.name} {state.goals[t.id]}" for t in others]
    )
    text = (
        f"{game.name(cfg.creature_seat)} plays the Creature against {hunted}. "
        f"Board side {cfg.board_side}; {goals}."
    )
    if cfg.expert_variant:
        text += " Expert variant: a Hunted who loses their last Will recovers only 2."
    return text
