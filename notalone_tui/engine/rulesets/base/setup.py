"""Laying out a base game: shuffled decks, the Creature's 3 Hunt cards, one
Survival card per Hunted, then the first turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, Msg, TrackRef, msg, seats
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


def setup_text(game: Game) -> Msg:
    """Who plays whom, the board side and how far each track's Victory space is."""
    state = game.state
    cfg = state.config
    first, *others = game.rules.tracks
    goals = (
        msg("base.setup.goal.first", track=TrackRef(first.id), n=state.goals[first.id]),
        *(msg("base.setup.goal", track=TrackRef(t.id), n=state.goals[t.id]) for t in others),
    )
    text = msg(
        "base.setup",
        creature=SEATS[cfg.creature_seat],
        hunted=seats(cfg.hunted_seats),
        side=cfg.board_side,
        goals=goals,
    )
    if cfg.expert_variant:
        return msg("base.setup.expert", setup=text)
    return text
