"""How long ``notalone analyse`` takes for 2-, 4- and 7-player games.

Plays one standard-bot game per player count, analyses its record at the
default budget (or ``--playouts``) with ``--jobs`` worker processes, and prints
the wall time, the processor time of this process and its workers, and the
figure that processor time means on ``--jobs`` free cores. Target: a 7-player
game under 2 minutes on 2 cores at the default budget. With ``--seeds 2`` it
also prints whether the biggest swing is the same action under two analysis
seeds (how much of a swing is the game, and how much the dice of the playouts).

    python benchmarks/analysis.py [--players 2 4 7] [--jobs 2] [--playouts N] [--seeds 2]
"""

from __future__ import annotations

import argparse
import resource
import time

from notalone_tui.analysis import DEFAULT_PLAYOUTS, analyse
from notalone_tui.bots.base import decide
from notalone_tui.bots.standard import StandardBot
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.records import GameRecord

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fay", "Gus")


def standard_game(players: int, seed: int) -> GameRecord:
    game = Game.new(GameConfig(names=NAMES[:players]), seed=seed)
    bots = [StandardBot(seed * 10 + s) for s in range(players)]
    while not game.is_over:
        d = game.pending[0]
        game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))
    return GameRecord.of(game)


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 7])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--playouts", type=int, default=DEFAULT_PLAYOUTS)
    parser.add_argument("--seeds", type=int, default=1)
    args = parser.parse_args()
    print(f"{'players':>7} {'actions':>7} {'seed':>4} {'wall s':>7} {'cpu s':>7} "
          f"{'free cores s':>12}  biggest swing")
    for players in args.players:
        record = standard_game(players, seed=players)
        biggest = []
        for seed in range(args.seeds):
            cpu, wall = cpu_seconds(), time.perf_counter()
            result = analyse(record, seed=seed, playouts=args.playouts, jobs=args.jobs)
            wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
            first = result.swings[0].index if result.swings else None
            biggest.append(first)
            print(f"{players:>7} {len(record.actions):>7} {seed:>4} {wall:>7.1f} {cpu:>7.1f} "
                  f"{cpu / args.jobs:>12.1f}  action {first}")
        if args.seeds > 1:
            same = len(set(biggest)) == 1
            print(f"{'':>7} the biggest swing is {'the same' if same else 'not the same'} "
                  f"action under {args.seeds} seeds")


if __name__ == "__main__":
    main()
