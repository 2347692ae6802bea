"""Facts that hold between any two actions of any legal game.

Used by the playout tests after every action and available to the app's
reliability tests. Returns the list of violations (empty when all is well)
instead of asserting, so a caller can report every broken fact at once.
"""

from __future__ import annotations

from collections import Counter

from .board import PLACE_NUMBERS, RESERVE_NUMBERS, STARTING_HAND, reserve_copies
from .cards import HUNT_CARDS, SURVIVAL_CARDS
from .options import Kind
from .state import GameState


def check_invariants(state: GameState) -> list[str]:
    problems: list[str] = []
    cfg = state.config
    copies = reserve_copies(len(cfg.hunted_seats))
    owned_reserve: Counter[int] = Counter()
    for seat, h in state.hunted.items():
        zones = h.hand + h.discard + h.played
        if len(zones) != len(set(zones)):
            problems.append(f"seat {seat} holds a Place card twice: {sorted(zones)}")
        if not set(STARTING_HAND) <= set(zones):
            problems.append(f"seat {seat} lost one of its Place cards 1-5: {sorted(zones)}")
        if not set(zones) <= set(PLACE_NUMBERS):
            problems.append(f"seat {seat} holds an unknown Place card: {sorted(zones)}")
        owned_reserve.update(c for c in zones if c in RESERVE_NUMBERS)
        if not 0 <= h.will <= 3:
            problems.append(f"seat {seat} has {h.will} Will")
        if len(h.played) > 2:
            problems.append(f"seat {seat} has {len(h.played)} cards in play")
    for number in RESERVE_NUMBERS:
        if state.reserve[number] < 0 or state.reserve[number] + owned_reserve[number] != copies:
            problems.append(
                f"place {number}: {state.reserve[number]} in reserve + "
                f"{owned_reserve[number]} owned != {copies} copies"
            )
    hunt = state.hunt_deck + state.hunt_discard + state.creature.hand + state.creature.in_play
    if sorted(hunt) != sorted(HUNT_CARDS):
        problems.append(f"Hunt cards not conserved: {Counter(hunt) - Counter(HUNT_CARDS)} extra, "
                        f"{Counter(HUNT_CARDS) - Counter(hunt)} missing")
    survival = state.survival_deck + state.survival_discard
    for h in state.hunted.values():
        survival += h.survival
    for d in state.pending:
        if d.kind is Kind.SHELTER_KEEP:
            survival += list(d.ctx)
    if sorted(survival) != sorted(SURVIVAL_CARDS):
        problems.append(
            f"Survival cards not conserved: {Counter(survival) - Counter(SURVIVAL_CARDS)} extra, "
            f"{Counter(SURVIVAL_CARDS) - Counter(survival)} missing"
        )
    if not 0 <= state.rescue <= state.rescue_goal:
        problems.append(f"Rescue counter off its track: {state.rescue}/{state.rescue_goal}")
    if not 0 <= state.assimilation <= state.assimilation_goal:
        problems.append(
            f"Assimilation counter off its track: {state.assimilation}/{state.assimilation_goal}"
        )
    if len(state.creature.hand) > 3:
        problems.append(f"the Creature holds {len(state.creature.hand)} Hunt cards")
    for token, places in state.turn.tokens.items():
        if not places or not set(places) <= set(PLACE_NUMBERS):
            problems.append(f"{token} token on {places}")
    if state.winner is None and not state.pending:
        problems.append("the game waits for nothing but is not over")
    if state.winner is not None and state.pending:
        problems.append("the game is over but decisions are pending")
    return problems
