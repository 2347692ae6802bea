"""Where the Hunt tokens act, and which places they (or cards) make unusable."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def clone_active(game: Game) -> bool:
    return "hunt-clone" in game.state.turn.hunt_effects


def creature_places(game: Game) -> tuple[int, ...]:
    """Places where a Creature token acts: the token itself and, with Clone, the Target (R19)."""
    tokens = game.state.turn.tokens
    out = tokens.get("creature", ())
    if clone_active(game):
        out = out + tokens.get("target", ())
    return out


def artemia_places(game: Game) -> tuple[int, ...]:
    return game.state.turn.tokens.get("artemia", ())


def target_places(game: Game) -> tuple[int, ...]:
    return game.state.turn.tokens.get("target", ())


def unusable(game: Game, place: int) -> bool:
    """Made unusable by an effect: no power, no take-back, cannot be copied."""
    turn = game.state.turn
    if place == turn.cataclysm:
        return True
    if place in turn.tokens.get("target", ()):
        effects = turn.hunt_effects
        return "hunt-mirage" in effects or "hunt-toxin" in effects
    return False


def interfered(game: Game, place: int) -> bool:
    """Interference silences the Beach and the Wreck; as max-1x places they still allow
    taking back a card."""
    return place in (4, 8) and "hunt-interference" in game.state.turn.hunt_effects
