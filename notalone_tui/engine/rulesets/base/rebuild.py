"""What the base game's turn hides from a seat, and how a search imagines it.

Redaction (:func:`.knowledge.hide`) hides the Place cards other Hunted chose
for Forbidden Zone and what Phobia showed the Creature (:func:`hide_turn`); a
searching seat's sample (:func:`.determinize.determinize`) deals the Place
cards around what Phobia showed and Force Field blocks (:func:`place_limits`),
imagines the Forbidden Zone choices made (:func:`imagine_turn`) and must
rebuild another Hunted's pending Forbidden Zone choice from the hand it
imagined for them (:attr:`.RuleSet.rebuild`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from random import Random

from ...knowledge import UNKNOWN_PLACE
from ...options import Decision, Option, Verb
from ...state import GameState
from .kinds import Kind


def hide_turn(state: GameState, seat: int | None) -> None:
    """Hide the Place cards other Hunted chose for Forbidden Zone, and what
    Phobia showed the Creature from all but the Creature and the Hunted who showed."""
    turn = state.turn
    is_creature = seat == state.config.creature_seat
    turn.forbidden_zone = {
        s: card if s == seat else UNKNOWN_PLACE for s, card in turn.forbidden_zone.items()
    }
    turn.phobia_seen = {
        s: cards for s, cards in turn.phobia_seen.items() if is_creature or s == seat
    }


def place_limits(state: GameState, seat: int) -> tuple[Iterable[int], Iterable[int]]:
    """The cards Phobia showed of ``seat``'s hand (never face down), and Force
    Field's places (never laid, nor swapped in by Vortex)."""
    turn = state.turn
    return turn.phobia_seen.get(seat, ()), turn.force_field


def imagine_turn(state: GameState, rng: Random) -> None:
    """Imagine each hidden Forbidden Zone choice among the chooser's hand."""
    chosen = state.turn.forbidden_zone
    for s, card in chosen.items():
        if card == UNKNOWN_PLACE:
            chosen[s] = rng.choice(state.hunted[s].hand)


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
