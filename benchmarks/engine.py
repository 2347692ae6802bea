"""Engine speed: complete random legal games per second, per player count.

Plays games where every decision is answered uniformly at random among its
legal options (the same policy as the playout tests) on one core, and prints
games per second, actions per second and the cards exercised. Run:

    python benchmarks/engine.py [--seconds 3] [--players 2 3 4 5 6 7]
"""

from __future__ import annotations

import argparse
import random
import time

from notalone_tui.engine import HUNT_CARDS, PLACES, SURVIVAL_CARDS, Action, Game, GameConfig

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")


def play_random_game(players: int, seed: int) -> tuple[Game, int]:
    config = GameConfig(
        names=NAMES[:players], creature_seat=seed % players, board_side=1 + seed % 2
    )
    game = Game.new(config, seed=seed)
    rng = random.Random(seed)
    actions = 0
    state = game.state
    while state.winner is None:
        pending = state.pending
        decision = pending[0] if len(pending) == 1 else rng.choice(pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        actions += 1
    return game, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5, 6, 7])
    args = parser.parse_args()
    every_card = {c for c in HUNT_CARDS} | {c for c in SURVIVAL_CARDS}
    every_card |= {p.id for p in PLACES.values()}
    print(f"{'players':>7} {'games/s':>9} {'actions/s':>10} {'turns/game':>10} "
          f"{'cards used':>10}")
    for players in args.players:
        seen: set[str] = set()
        games = actions = turns = 0
        start = time.perf_counter()
        seed = 0
        while time.perf_counter() - start < args.seconds:
            game, n = play_random_game(players, seed)
            seed += 1
            games += 1
            actions += n
            turns += game.state.turn.number
            seen |= set(game.state.stats) & every_card
        elapsed = time.perf_counter() - start
        print(
            f"{players:>7} {games / elapsed:>9.1f} {actions / elapsed:>10.0f} "
            f"{turns / games:>10.1f} {len(seen):>7}/{len(every_card)}"
        )


if __name__ == "__main__":
    main()
