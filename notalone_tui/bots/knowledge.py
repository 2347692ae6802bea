"""What any seat can infer from public information: where each Hunted may be.

A Hunted's face-down card (and hand) can only be a place they own and have not
discarded, so the Creature (and a Hunted guessing what the Creature guesses)
spreads each Hunted's chance evenly over those places.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from notalone_tui.engine import GameView, HuntedView, get_ruleset


def candidates(hv: HuntedView) -> set[int]:
    """Places the Hunted's played card (or hand) may be, from public facts."""
    owned = set(hv.owned)
    if hv.discard is None:  # Smokescreen: only ownership is known
        return owned
    left = owned - set(hv.discard)
    return left or owned


#: :func:`sorted_candidates` already worked out, by ``(owned, discard)``.
_SORTED: dict[tuple[tuple[int, ...], tuple[int, ...] | None], tuple[int, ...]] = {}
#: Past this many entries the cache starts again (a long run meets many hands).
_SORTED_MAX = 4096


def sorted_candidates(hv: HuntedView) -> tuple[int, ...]:
    """:func:`candidates`, sorted: the places every guess of where ``hv`` went
    weighs, in the order it weighs them.

    Kept by ``(owned, discard)``, the only two fields :func:`candidates` reads,
    both immutable tuples: every view of every playout asks for each Hunted's
    (the guesses of where the Hunted go, twice per view), and the piles
    rarely change from one view to the next."""
    key = (hv.owned, hv.discard)
    found = _SORTED.get(key)
    if found is None:
        if len(_SORTED) >= _SORTED_MAX:
            _SORTED.clear()
        found = _SORTED[key] = tuple(sorted(candidates(hv)))
    return found


#: How a Hunted's expected figures spread over the places they may be:
#: (Hunted, sorted candidate places, figure count) -> amount added to each place.
Spread = Callable[[HuntedView, Sequence[int], int], list[float]]


def even_spread(hv: HuntedView, places: Sequence[int], count: int) -> list[float]:
    return [count / len(places)] * len(places)


def presence(view: GameView, spread: Spread = even_spread) -> dict[int, float]:
    """Expected number of Hunted figures on each place, as the public sees it
    (revealed figures count fully; hidden ones spread over their candidates).
    The even spread is added in place (the same amounts :func:`even_spread`
    gives, without its list): every view of a search asks for it."""
    weight = dict.fromkeys(get_ruleset(view.ruleset).place_numbers, 0.0)
    for hv in view.hunted:
        if hv.revealed:
            for p in hv.positions:
                weight[p] += 1.0
            continue
        places = sorted_candidates(hv)
        count = hv.played_count if hv.played_count > 1 else 1
        if spread is even_spread:
            amount = count / len(places)
            for p in places:
                weight[p] += amount
            continue
        for p, amount in zip(places, spread(hv, places, count), strict=True):
            weight[p] += amount
    return weight


def own(view: GameView) -> HuntedView:
    """The viewer's own Hunted (a plain loop: the heuristics ask at every view)."""
    viewer = view.viewer
    for hv in view.hunted:
        if hv.seat == viewer:
            return hv
    raise StopIteration(viewer)
