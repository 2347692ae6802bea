"""How a search imagines the base game's private decisions of other seats.

A searching seat's sample (:func:`.determinize.determinize`) must rebuild
another Hunted's pending Forbidden Zone choice from the hand it imagined for
them; the rule set hands this through :attr:`.RuleSet.rebuild`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...options import Decision, Option, Verb
from ...state import GameState
from .kinds import Kind


def forbidden_zone(state: GameState, decision: Decision) -> Decision:
    """Another Hunted's pending Forbidden Zone choice, rebuilt from their imagined hand."""
    hand = state.hunted[decision.seat].hand
    waiting = tuple(
        s for s in state.config.hunted_seats
        if s in state.turn.forbidden_zone
        or any(d.seat == s and d.kind == Kind.FORBIDDEN_ZONE for d in state.pending)
    )
    options = tuple(sorted(Option(Verb.DISCARD, place=c) for c in hand))
    return decision._replace(options=options, ctx=waiting)


#: The base game's private decisions a search can rebuild, by kind.
REBUILD: Mapping[str, Callable[[GameState, Decision], Decision]] = {
    Kind.FORBIDDEN_ZONE: forbidden_zone,
}

#: Kinds whose ``ctx`` holds the Survival cards their seat drew and has yet to keep.
DRAWN_IN_CTX: frozenset[str] = frozenset({Kind.SHELTER_KEEP})
