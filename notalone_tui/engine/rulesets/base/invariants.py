"""Facts of the base game that hold between any two actions of any legal game:
card conservation, hands, Will and tokens. The engine adds its own checks
(:mod:`notalone_tui.engine.invariants`)."""

from __future__ import annotations

from collections import Counter

from ...ruleset import RuleSet
from ...state import GameState
from .kinds import Kind


def check_cards(state: GameState, rules: RuleSet) -> list[str]:
    problems: list[str] = []
    cfg = state.config
    PLACE_NUMBERS = rules.place_numbers  # noqa: N806
    STARTING_HAND = rules.starting_hand  # noqa: N806
    HUNT_CARDS = rules.hunt_cards  # noqa: N806
    SURVIVAL_CARDS = rules.survival_cards  # noqa: N806
    reserve = rules.reserve(len(cfg.hunted_seats))
    RESERVE_NUMBERS = tuple(reserve)  # noqa: N806
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
        if len(h.played) > 2:
            problems.append(f"seat {seat} has {len(h.played)} cards in play")
    for number in RESERVE_NUMBERS:
        copies = reserve[number]
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
    if len(state.creature.hand) > rules.max_hunt_hand:
        problems.append(f"the Creature holds {len(state.creature.hand)} Hunt cards")
    for token, places in state.turn.tokens.items():
        if not places or not set(places) <= set(PLACE_NUMBERS):
            problems.append(f"{token} token on {places}")
    return problems
