"""Sampling the hidden part of a game as one seat would imagine it.

A search bot may not look at other seats' secrets, but it may imagine them:
:func:`determinize` returns a copy of the state in which everything hidden
from ``seat`` (other hands, the face-down cards' split from the hand, deck
orders, the future random stream) is replaced by a random sample that agrees
with what ``seat`` knows. Pools are sorted before they are shuffled, so the
result depends only on what the seat may know and on ``rng``, never on the
hidden truth (a test proves it).
"""

from __future__ import annotations

import pickle
from random import Random

from .options import Kind
from .state import GameState


class CannotDeterminize(ValueError):
    """The state holds hidden facts this sampler does not model (another seat's
    pending secret choice, or discard piles hidden by Smokescreen)."""


def can_determinize(state: GameState, seat: int) -> bool:
    if any(d.seat != seat for d in state.pending):
        return False
    if state.turn.forbidden_zone:
        return False
    return not (state.turn.smokescreen and seat == state.config.creature_seat)


def _copy(state: GameState) -> GameState:
    """A deep copy. A pickle round trip makes the same copy as ``copy.deepcopy``
    about four times faster, and a search makes one per playout."""
    copied: GameState = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def determinize(state: GameState, seat: int, rng: Random) -> GameState:
    if not can_determinize(state, seat):
        raise CannotDeterminize("hidden choices of other seats are pending")
    out = _copy(state)
    creature = out.creature
    # Survival cards: other Hunted's hands and the deck form one unknown pool.
    pool = sorted(out.survival_deck)
    for s, h in out.hunted.items():
        if s != seat:
            pool += h.survival
    pool.sort()
    rng.shuffle(pool)
    for s in out.config.hunted_seats:
        h = out.hunted[s]
        if s != seat:
            count = len(h.survival)
            h.survival = sorted(pool[:count])
            del pool[:count]
    out.survival_deck = pool
    # Hunt cards: the deck order is unknown to all; its content too, to the Hunted.
    hunt_pool = sorted(out.hunt_deck)
    if seat != creature.seat:
        hunt_pool = sorted(hunt_pool + creature.hand)
    rng.shuffle(hunt_pool)
    if seat != creature.seat:
        count = len(creature.hand)
        creature.hand = hunt_pool[:count]
        del hunt_pool[:count]
    out.hunt_deck = hunt_pool
    # Place cards: a Hunted's hand and face-down cards are the places they own and
    # have not discarded; before the reveal, which of them lie face down is unknown.
    shown = out.turn.phobia_seen if seat == creature.seat else {}
    for s in out.config.hunted_seats:
        h = out.hunted[s]
        if s == seat or out.turn.revealed or not h.played:
            continue
        together = sorted(h.hand + h.played)
        must_stay = set(shown.get(s, ()))
        free = [c for c in together if c not in must_stay]
        blocked = set(out.turn.force_field)
        choosable = [c for c in free if c not in blocked]
        k = len(h.played)
        played = rng.sample(choosable, k) if len(choosable) >= k else rng.sample(free, k)
        h.played = played
        h.hand = sorted(c for c in together if c not in played)
    if seat != creature.seat:
        out.turn.phobia_seen = {}
    out.seed = rng.getrandbits(48)
    out.rng_draws = 0
    out.log = []
    out.pending = [d for d in out.pending if d.kind is not Kind.SHELTER_KEEP or d.seat == seat]
    return out
