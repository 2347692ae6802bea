"""Random playouts beyond the test suite's seeds, for as long as you let them run.

The suite plays a few hundred random games per mode with fixed seeds. This
plays more, with other seeds, across every mode (the base game, Frozen Lands,
Sanctuary and its light variant, with and without the sheets) and player
count: every decision answered at random, the invariants checked after every
action, the leak check (``tests/engine/secrecy.py``) after every action of one
game in four, and one game in ten replayed from its actions. It prints each
game that goes wrong with its mode, players and seed, so that it can be played
again under a debugger. Run from the repository's root:

    python scripts/playouts.py --seconds 600 --first-seed 100000

A rare path the suite's seeds miss shows up here first: a secret worded on
another seat's screen (Sanctuary's make-room prompt) or a leak check that does
not know what a seat legitimately saw (Hoarder, Reclaim, Evacuation).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from notalone_tui.engine import Action, Game, GameConfig  # noqa: E402
from notalone_tui.engine.invariants import check_invariants  # noqa: E402
from tests.engine.secrecy import all_leaks  # noqa: E402

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
#: (rule set, fewest players, sheets, Sanctuary form), taken in turn by seed.
MODES = [("base", 2, False, ""), ("base", 2, True, ""), ("frozen-lands", 4, False, ""),
         ("frozen-lands", 4, True, ""), ("base", 2, False, "full"), ("base", 2, True, "full"),
         ("base", 2, False, "light"), ("base", 2, True, "light")]
MAX_ACTIONS = 6000


def config_for(seed: int) -> GameConfig:
    ruleset, fewest, sheets, sanctuary = MODES[seed % len(MODES)]
    players = fewest + (seed // len(MODES)) % (8 - fewest)
    return GameConfig(names=NAMES[:players], creature_seat=seed % players,
                      board_side=1 + (seed // 3) % 2, ruleset=ruleset, sheets=sheets,
                      sanctuary=sanctuary,
                      remove_marker_cards=ruleset == "frozen-lands" and seed % 5 == 1)


def play(seed: int) -> list[str]:
    """The problems of one random game (none when all is well)."""
    config = config_for(seed)
    game = Game.new(config, seed=seed)
    rng = random.Random(seed * 104729)
    problems: list[str] = []
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        decision = rng.choice(game.pending)
        since = len(game.state.log)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        problems += check_invariants(game.state)
        if seed % 4 == 0:
            problems += all_leaks(game, since)
        if problems:
            return problems
    if not game.is_over:
        return [f"not over after {MAX_ACTIONS} actions"]
    if seed % 10 == 0 and Game.replay(config, seed, game.actions).state != game.state:
        return ["the replay differs"]
    return []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=300, help="how long to play")
    parser.add_argument("--first-seed", type=int, default=100_000,
                        help="the first seed (the suite's playouts use small ones)")
    args = parser.parse_args()
    start = time.monotonic()
    seed, bad = args.first_seed, 0
    while time.monotonic() - start < args.seconds:
        problems = play(seed)
        if problems:
            bad += 1
            c = config_for(seed)
            print(f"{c.ruleset} sanctuary={c.sanctuary or '-'} sheets={c.sheets} "
                  f"{c.players}p seed {seed}: {problems[:3]}", flush=True)
        seed += 1
    print(f"{seed - args.first_seed} games (seeds {args.first_seed}-{seed - 1}), "
          f"{bad} with problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
