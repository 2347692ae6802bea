"""What any seat can infer from public information: where each Hunted may be.

A Hunted's face-down card (and hand) can only be a place they own and have not
discarded, so the Creature (and a Hunted guessing what the Creature guesses)
spreads each Hunted's chance evenly over those places.
"""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import GameView, HuntedView, get_ruleset


def candidates(hv: HuntedView) -> set[int]:
    """Places the Hunted's played card (or hand) may be, from public facts."""
    owned = set(hv.owned)
    if hv.discard is None:  # Smokescreen: only ownership is known
        return owned
    left = owned - set(hv.discard)
    return left or owned


#: How a Hunted's expected figures spread over the places they may be:
#: (Hunted, sorted candidate places, figure count) -> amount added to each place.
Spread = Callable[[HuntedView, list[int], int], list[float]]


def even_spread(hv: HuntedView, places: list[int], count: int) -> list[float]:
    return [count / len(places)] * len(places)


def presence(view: GameView, spread: Spread = even_spread) -> dict[int, float]:
    """Expected number of Hunted figures on each place, as the public sees it
    (revealed figures count fully; hidden ones spread over their candidates)."""
    weight = dict.fromkeys(get_ruleset(view.ruleset).place_numbers, 0.0)
    for hv in view.hunted:
        if hv.revealed:
            for p in hv.positions:
                weight[p] += 1.0
            continue
        places = sorted(candidates(hv))
        for p, amount in zip(places, spread(hv, places, max(1, hv.played_count)), strict=True):
            weight[p] += amount
    return weight


def own(view: GameView) -> HuntedView:
    return next(hv for hv in view.hunted if hv.seat == view.viewer)
