"""Facts that hold between any two actions of any legal game.

Used by the playout tests after every action and available to the app's
reliability tests. Returns the list of violations (empty when all is well)
instead of asserting, so a caller can report every broken fact at once. The
engine checks what every rule set shares (tracks, Will, pending decisions);
the rule set adds its own (card conservation, say).
"""

from __future__ import annotations

from . import registry
from .state import GameState


def check_invariants(state: GameState) -> list[str]:
    rules = registry.get(state.config.rules_id)
    problems: list[str] = []
    for track in rules.tracks:
        moved, goal = state.tracks[track.id], state.goals[track.id]
        if not 0 <= moved <= goal:
            problems.append(f"{track.name} counter off its track: {moved}/{goal}")
    for seat, h in state.hunted.items():
        if not 0 <= h.will <= 3:
            problems.append(f"seat {seat} has {h.will} Will")
    if state.winner is None and not state.pending:
        problems.append("the game waits for nothing but is not over")
    if state.winner is not None and state.pending:
        problems.append("the game is over but decisions are pending")
    for d in state.pending:
        # Options are sorted (those built in order skip sorting: ``Game.ask(ordered=True)``).
        if list(d.options) != sorted(d.options):
            problems.append(f"seat {d.seat}'s {d.kind} options are not sorted")
    return problems + rules.invariants(state, rules)
