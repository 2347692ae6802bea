"""Frozen Lands tables for the scenario tests: Creature at seat 0, Hunted 1..P-1."""

from __future__ import annotations

from typing import Any

from notalone_tui.engine import Decision, Kind, Verb
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.frozen_lands.cards import BLANK, INFECTED
from tests.engine.scenario import Table

FL = "frozen-lands"


def table(players: int = 4, seed: int = 1) -> Table:
    return Table(players=players, seed=seed, ruleset=FL)


def resolving(t: Table, explore: dict[int, tuple[int, ...]], creature: int, seat: int) -> Decision:
    """Lay the planned cards, put the Creature token on ``creature`` and stop when
    ``seat`` resolves its place."""
    t.plan.explore = explore
    t.plan.creature = creature
    return t.advance(kind=Kind.RESOLVE, seat=seat)


def pool(t: Table) -> dict[str, Any]:
    pool: dict[str, Any] = t.state.extra[contamination.KEY]
    return pool


def give_tokens(t: Table, seat: int, *faces: str) -> None:
    """Move tokens of these faces from the reserve to ``seat`` (conservation kept)."""
    p = pool(t)
    for face in faces:
        p["reserve"].remove(face)
        p["held"][seat].append(face)
        p["known"][seat].append(False)


__all__ = ["BLANK", "FL", "INFECTED", "give_tokens", "pool", "resolving", "table"]


def window(t: Table, seat: int, phase: int) -> None:
    """Play on until ``seat`` is asked in the public card window of ``phase``."""
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def play_card(t: Table, seat: int, phase: int, card: str) -> None:
    """Claim ``seat``'s public window of ``phase`` and play ``card`` there."""
    window(t, seat, phase)
    t.do(seat, Verb.OPEN_HAND)
    t.do(seat, Verb.PLAY, card=card)
