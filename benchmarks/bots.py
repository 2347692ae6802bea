"""Bot decision latency per level, in milliseconds.

Plays 4-player games where every seat is a bot of the measured level (for
``expert``: one expert seat, the others standard, and only the expert's
decisions are timed) and prints the median, 95th percentile and maximum time
of building the seat's view (with its knowledge, for the expert) and
``choose()``. Targets: standard p95 under 20 ms; expert within its budget
(default 1 s per decision).

    python benchmarks/bots.py [--games 20] [--expert-decisions 40] [--expert-seconds 1.0]
"""

from __future__ import annotations

import argparse
import statistics
import time

from notalone_tui.bots import make_bot
from notalone_tui.engine import Action, Game, GameConfig

NAMES = ("Ada", "Ben", "Cyd", "Dee")


def measure(level: str, games: int, limit: int, seconds: float) -> list[float]:
    times: list[float] = []
    for seed in range(games):
        game = Game.new(GameConfig(names=NAMES, creature_seat=seed % 4, board_side=1 + seed % 2),
                        seed)
        timed_seat = seed % 4 if level == "expert" else None
        bots = {
            s: make_bot(level if timed_seat in (None, s) else "standard", seed * 10 + s,
                        seconds=seconds)
            for s in range(4)
        }
        while not game.is_over and len(times) < limit:
            d = game.pending[0]
            start = time.perf_counter()
            bot = bots[d.seat]
            option = bot.choose(game.view(d.seat, knowledge=bot.wants_knowledge))
            elapsed = (time.perf_counter() - start) * 1000
            if timed_seat in (None, d.seat):
                times.append(elapsed)
            game.apply(Action(d.seat, option))
        if len(times) >= limit:
            break
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--expert-decisions", type=int, default=40)
    parser.add_argument("--expert-seconds", type=float, default=1.0)
    args = parser.parse_args()
    print(f"{'level':<9} {'decisions':>9} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for level in ("random", "standard", "expert"):
        limit = args.expert_decisions if level == "expert" else 10**9
        times = measure(level, args.games, limit, args.expert_seconds)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{level:<9} {len(times):>9} {statistics.median(times):>10.2f} {p95:>8.2f} "
              f"{times[-1]:>8.2f}")


if __name__ == "__main__":
    main()
