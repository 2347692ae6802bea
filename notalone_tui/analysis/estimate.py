"""The Creature's chance to win from one position, as one seat could judge it.

An estimate is the expert bot's own measure of a position
(:mod:`notalone_tui.bots.expert`): imagine the hidden cards the way that seat
would (:func:`~notalone_tui.engine.determinize.determinize` of the seat's
knowledge, the public view plus that seat's own secrets), play the imagined
game out with standard bots (:func:`~notalone_tui.bots.expert.playout`), and
count the Creature's wins. Only the seat's knowledge is sampled from, so the
estimate is what that seat could have known at the table, not a verdict read
off the revealed cards. A rule set whose state the sampler cannot imagine
(:func:`~notalone_tui.engine.determinize.can_determinize` false) is judged from
the revealed game instead (everything is public once the game is over), and
the estimate says so (:attr:`Estimate.basis`).

Playout ``i`` of every position draws from the same random streams
(:func:`streams`): two positions' estimates then differ through the positions
more than through luck (common random numbers), which keeps the swings between
consecutive positions from being mostly noise at small budgets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from random import Random

from notalone_tui.bots.expert import playout
from notalone_tui.bots.standard import StandardBot
from notalone_tui.engine import CREATURE, Game, GameState
from notalone_tui.engine.determinize import PlaceOdds, can_determinize, determinize
from notalone_tui.engine.knowledge import copy_state, redact

#: Rollout bots per playout (as many as the expert's, one per seat at most).
ROLLOUT_BOTS = 8
#: How an estimate was made: from the seat's knowledge (the usual way), from
#: the revealed game (the sampler could not imagine the seat's), or read off
#: the finished game (exact).
SEAT, REVEALED, FINAL = "seat", "revealed", "final"
#: z for a 95% Wilson interval.
Z95 = 1.959964


@dataclass(frozen=True)
class Estimate:
    """The Creature's chance to win, measured over ``playouts`` imagined games.

    ``error`` is the binomial standard error of ``chance``; ``low``/``high`` the
    95% Wilson interval (sound at 0 and 1, where the standard error is 0)."""

    chance: float
    error: float
    low: float
    high: float
    playouts: int
    #: The seat whose knowledge was imagined from (None for :data:`FINAL`).
    seat: int | None
    basis: str

    @classmethod
    def of(cls, wins: float, tries: int, seat: int | None, basis: str) -> Estimate:
        if tries == 0:
            return cls(0.5, 0.5, 0.0, 1.0, 0, seat, basis)
        p = wins / tries
        error = math.sqrt(p * (1 - p) / tries)
        low, high = wilson(wins, tries)
        return cls(p, error, low, high, tries, seat, basis)

    @classmethod
    def final(cls, winner: str | None) -> Estimate:
        p = 1.0 if winner == CREATURE else 0.0
        return cls(p, 0.0, p, p, 0, None, FINAL)


def wilson(wins: float, tries: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion."""
    p = wins / tries
    z2 = z * z
    centre = (p + z2 / (2 * tries)) / (1 + z2 / tries)
    half = z * math.sqrt(p * (1 - p) / tries + z2 / (4 * tries * tries)) / (1 + z2 / tries)
    return max(0.0, centre - half), min(1.0, centre + half)


def streams(seed: int, index: int) -> Random:
    """The random stream of playout ``index`` under ``seed``: the same for every
    position (see the module's note on common random numbers)."""
    return Random(f"notalone-analysis:{seed}:{index}")


def estimate(game: Game, seat: int, playouts: int, seed: int) -> Estimate:
    """The Creature's chance to win from ``game``'s position as ``seat`` could
    judge it (its knowledge imagined ``playouts`` times). ``game`` is left as it is."""
    state = game.state
    if state.winner is not None:
        return Estimate.final(state.winner)
    known = redact(state, seat)
    basis = SEAT
    odds: PlaceOdds | None = None
    if not can_determinize(known, seat):
        known, basis = state, REVEALED
    elif seat == state.config.creature_seat:
        # The Creature imagines the Hunted's places as the expert does
        # (the standard policy's guess from the tokens it has seen).
        odds = StandardBot(seed).place_odds(game.view(seat))
    wins = 0.0
    tries = 0
    for i in range(playouts):
        rng = streams(seed, i)
        imagined = _imagine(known, seat, rng, odds, basis)
        base = rng.getrandbits(32)
        bots = [StandardBot(base + j) for j in range(ROLLOUT_BOTS)]
        winner = playout(Game(imagined), bots)
        if winner is None:
            continue  # not ended in 5000 decisions: counts for neither side
        wins += winner == CREATURE
        tries += 1
    return Estimate.of(wins, tries, seat, basis)


def _imagine(known: GameState, seat: int, rng: Random, odds: PlaceOdds | None,
             basis: str) -> GameState:
    if basis == SEAT:
        return determinize(known, seat, rng, odds)
    # The revealed game: only the future draws are new.
    imagined = copy_state(known)
    imagined.seed = rng.getrandbits(48)
    imagined.rng_draws = 0
    return imagined
