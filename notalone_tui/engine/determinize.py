"""Sampling the hidden part of a game as one seat would imagine it.

A search bot may not look at other seats' secrets, but it may imagine them.
It is handed the game as its seat may know it (:func:`.knowledge.redact`,
``Game.view(seat, knowledge=True).knowledge``), where every secret is a
placeholder; :func:`determinize` fills the placeholders with a random sample
that agrees with everything the seat knows: the unknown cards are the rule
set's cards less those the seat can see, dealt out to the piles and hands of
the sizes the seat sees, Place cards are split between hand, face-down cards
and (under Smokescreen) discard pile as the public facts allow, and the future
random stream is a new seed; state a rule set redacts itself
(:attr:`.RuleSet.private_extra`, Frozen Lands' token faces) is filled by the
rule set's own ``imagine``, and other seats' pending private decisions are
rebuilt from the imagined game (the rule set's
:attr:`.RuleSet.rebuild`, often made by :func:`reask`). A searching seat may
pass ``odds``, its model of where each other Hunted went: the face-down Place
cards are then dealt in those proportions instead of evenly (still only among
the cards that can be there). Pools are sorted before they are shuffled, so the
result depends only on what the seat may know and on ``rng``, never on the
hidden truth (a test proves it).

Handed the real state instead, :func:`determinize` redacts it first, so it
never reads a secret either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from random import Random
from typing import Any

from . import registry
from .knowledge import HIDDEN, UNKNOWN_PLACE, copy_state, hide
from .options import Decision
from .state import GameState, HuntedState


class CannotDeterminize(ValueError):
    """The state holds hidden facts this sampler does not model (another seat's
    pending private choice it cannot rebuild, rule-set-owned state the rule set
    does not declare public, or cards the rule set's lists do not account for)."""


#: Rebuilds another seat's pending private decision (its options and ``ctx``)
#: from the imagined state.
Rebuild = Callable[[GameState, Decision], Decision]

def reask(args: Callable[[GameState, Decision], tuple[Any, ...]] | None = None,
          step: str = "") -> Rebuild:
    """A rebuild for a decision that its step asks again from the imagined state:
    the step (``step``, by default the one named like the decision's kind) runs,
    with ``args(state, decision)`` (none by default), on a copy of the state
    with nothing pending; the options and ``ctx`` it asks with replace the
    hidden ones (the prompt stays the public one). The step must ask that seat
    that kind of decision and do nothing else that matters (a step that merely
    asks, as most do)."""

    def rebuild(state: GameState, decision: Decision) -> Decision:
        from .game import Game  # the engine's game runs the step; loaded late

        scratch = copy_state(state)
        scratch.pending = []
        scratch.agenda = []
        game = Game(scratch)
        name = step or decision.kind
        game.rules.steps[name](game, *(args(state, decision) if args else ()))
        for asked in scratch.pending:
            if asked.seat == decision.seat and asked.kind == decision.kind:
                return decision._replace(options=asked.options, ctx=asked.ctx)
        raise CannotDeterminize(f"step {name} did not ask seat {decision.seat} "
                                f"its {decision.kind} choice again")

    return rebuild


def rebuilds(state: GameState) -> Mapping[str, Rebuild]:
    """Every rebuild the state's rule set allows (:attr:`.RuleSet.rebuild`)."""
    return registry.get(state.config.rules_id).rebuild


def can_determinize(known: GameState, seat: int) -> bool:
    """Whether :func:`determinize` can imagine this state for ``seat`` (the seat's
    redacted state, or the real one)."""
    try:
        _pools(known, seat)
    except CannotDeterminize:
        return False
    return True


def _others(state: GameState, seat: int) -> Iterable[HuntedState]:
    return (h for s, h in state.hunted.items() if s != seat)


def _pools(state: GameState, seat: int) -> tuple[list[str], list[str]]:
    """The Hunt and Survival cards whose whereabouts ``seat`` does not know, sorted;
    raises :class:`CannotDeterminize` when the state is beyond this sampler."""
    rules = registry.get(state.config.rules_id)
    rebuild = rebuilds(state)
    for d in state.pending:
        if d.seat != seat and d.private and d.kind not in rebuild:
            raise CannotDeterminize(f"seat {d.seat}'s pending {d.kind} choice is hidden")
    for extra in (state.extra, state.turn.extra):
        for key, value in extra.items():
            if key in rules.public_extra:
                continue
            private = rules.private_extra.get(key)
            if private is None or value is HIDDEN:
                raise CannotDeterminize("state owned by another rule set may hide secrets")
            try:  # the same check imagining makes: do the known parts add up?
                private.imagine(private.redact(value, seat), seat, Random(0), state)
            except ValueError as exc:
                raise CannotDeterminize(f"{key}: {exc}") from exc
    is_creature = seat == state.config.creature_seat
    hunt = Counter(tuple(rules.hunt_cards))  # a Mapping would be read as counts
    hunt.subtract(state.hunt_discard)
    hunt.subtract(state.creature.in_play)
    hunt_slots = len(state.hunt_deck)
    if is_creature:
        hunt.subtract(state.creature.hand)
    else:
        hunt_slots += len(state.creature.hand)
    survival = Counter(tuple(rules.survival_cards))
    survival.subtract(state.survival_discard)
    survival_slots = len(state.survival_deck)
    for s, h in state.hunted.items():
        if s == seat:
            survival.subtract(h.survival)
        else:
            survival_slots += len(h.survival)
    for d in state.pending:
        if d.seat == seat and d.kind in rules.drawn_in_ctx:
            survival.subtract(d.ctx)  # the cards drawn, waiting for the choice
    for name, pool, slots in (("Hunt", hunt, hunt_slots), ("Survival", survival, survival_slots)):
        if min(pool.values(), default=0) < 0 or pool.total() != slots:
            raise CannotDeterminize(f"the {name} cards do not add up")
    return sorted(hunt.elements()), sorted(survival.elements())


#: A searching seat's belief about the face-down Place cards: for a Hunted's
#: seat, a weight per place (places left out weigh nothing unless nothing else can be there).
PlaceOdds = Mapping[int, Mapping[int, float]]


def determinize(
    known: GameState, seat: int, rng: Random, odds: PlaceOdds | None = None
) -> GameState:
    """A copy of ``known`` with everything hidden from ``seat`` imagined at random.

    ``known`` is the seat's redacted state (or the real one, redacted here
    first). Raises :class:`CannotDeterminize` when :func:`can_determinize` is false.
    """
    out = copy_state(known)
    hide(out, seat)
    hunt, survival = _pools(out, seat)
    creature = out.creature
    # Hunt cards: the deck order is unknown to all; its content too, to the Hunted.
    rng.shuffle(hunt)
    if seat != creature.seat:
        count = len(creature.hand)
        creature.hand = hunt[:count]
        del hunt[:count]
    out.hunt_deck = hunt
    # Survival cards: other Hunted's hands and the deck form one unknown pool.
    rng.shuffle(survival)
    for h in _others(out, seat):
        count = len(h.survival)
        h.survival = sorted(survival[:count])
        del survival[:count]
    out.survival_deck = survival
    # Place cards: the cards listed in a hand stand for those whose place is
    # unknown; deal them out to the face-down and discarded placeholders.
    rules = registry.get(out.config.rules_id)
    limits = rules.place_limits
    for h in out.hunted.values():
        weights = odds.get(h.seat) if odds else None
        shown, blocked = limits(out, h.seat)
        _place_cards(h, shown, blocked, rng, weights)
    if rules.imagine_turn is not None:
        rules.imagine_turn(out, rng)
    _imagine_extra(out, seat, rng)
    # Rebuilt last: a rule set's decision may read its imagined state.
    rebuild = rebuilds(out)
    out.pending = [
        rebuild[d.kind](out, d) if d.seat != seat and d.private else d for d in out.pending
    ]
    out.seed = rng.getrandbits(48)
    out.rng_draws = 0
    return out


def _imagine_extra(state: GameState, seat: int, rng: Random) -> None:
    """Fill the placeholders of the rule set's self-redacted keys (sorted by key,
    so the draws from ``rng`` do not depend on the dictionaries' order)."""
    private = registry.get(state.config.rules_id).private_extra
    for extra in (state.extra, state.turn.extra):
        for key in sorted(k for k in extra if k in private):
            try:
                extra[key] = private[key].imagine(extra[key], seat, rng, state)
            except ValueError as exc:
                raise CannotDeterminize(f"{key}: {exc}") from exc


def _weighted_sample(
    pool: list[int], count: int, weights: Mapping[int, float] | None, rng: Random
) -> list[int]:
    """``count`` distinct cards of ``pool``, drawn in proportion to ``weights``
    (evenly without them, or when the weights leave too few cards possible)."""
    if weights is None:
        return rng.sample(pool, count)
    left = list(pool)
    out: list[int] = []
    for _ in range(count):
        w = [max(0.0, weights.get(c, 0.0)) for c in left]
        i = rng.choices(range(len(left)), w)[0] if sum(w) > 0 else rng.randrange(len(left))
        out.append(left.pop(i))
    return out


def _place_cards(
    h: HuntedState, shown: Iterable[int], blocked: Iterable[int], rng: Random,
    weights: Mapping[int, float] | None = None,
) -> None:
    face_down = h.played.count(UNKNOWN_PLACE)
    discarded = h.discard.count(UNKNOWN_PLACE)
    if not face_down and not discarded:
        return
    cards = sorted(h.hand)
    if face_down:
        # Cards Phobia showed were in hand, never face down; Force Field's places
        # may not be laid (nor swapped in by Vortex).
        free = [c for c in cards if c not in set(shown)]
        choosable = [c for c in free if c not in set(blocked)]
        pool = choosable if len(choosable) >= face_down else free
        if len(pool) < face_down:
            pool = cards
        laid = iter(_weighted_sample(pool, face_down, weights, rng))
        h.played = [next(laid) if c == UNKNOWN_PLACE else c for c in h.played]
        cards = [c for c in cards if c not in h.played]
    if discarded:
        gone = iter(rng.sample(cards, discarded))
        h.discard = [next(gone) if c == UNKNOWN_PLACE else c for c in h.discard]
        cards = [c for c in cards if c not in h.discard]
    h.hand = cards
