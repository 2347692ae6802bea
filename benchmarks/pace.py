"""Solo turn time: one person and three computers, played through the Pilot.

Run::

    python benchmarks/pace.py [--level expert] [--turns 2] [--seed 3]

The person (the Creature, seat 0) answers every question with its first option
at once; the three Hunted are computers. Reported per setting: seconds per game
turn, computer stretches per turn (computer decisions in a row), and the seconds the table spent waiting on
computers. "before" is the old fixed pace (0.6 s, and never less than an
expert's search time, for every decision); the others are the pace settings of
:mod:`notalone_tui.tui.pace`.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from notalone_tui.engine import Game, GameConfig
from notalone_tui.tui import app as app_module
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.controller import GameController
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.pace import Pace

NAMES = ("Ana", "Ben", "Cleo", "Dov")


async def solo(level: str, turns: int, seed: int, pace: Pace | float) -> tuple[float, int, float]:
    """(seconds per turn, computer stretches per turn, seconds waited on computers per turn)."""
    app_module.INPUT_GUARD = 0.0
    game = Game.new(GameConfig(names=NAMES, creature_seat=0), seed)
    fixed = pace if isinstance(pace, float) else None
    app = NotAloneApp(game, bots={s: level for s in (1, 2, 3)}, bot_delay=fixed, autosave=False)
    if isinstance(pace, Pace):
        app.pace = pace
    decisions = 0
    waited = 0.0
    started_turn = game.state.turn.number
    began = time.perf_counter()
    async with app.run_test(size=(120, 40)) as pilot:
        while not app.game.is_over and app.game.state.turn.number < started_turn + turns:
            await pilot.pause()
            controller: GameController | None = app.controller
            assert controller is not None
            if controller.session.current().step is Step.BOT:
                decisions += 1
                t0 = time.perf_counter()
                while controller.session.current().step is Step.BOT:
                    await pilot.pause(0.01)
                waited += time.perf_counter() - t0
            else:
                await pilot.press("enter")
    total = time.perf_counter() - began
    return total / turns, decisions // turns, waited / turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--turns", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for label, pace in (("before (fixed 0.6 s)", 0.6), ("fast", Pace.FAST),
                        ("normal", Pace.NORMAL), ("slow", Pace.SLOW)):
        per_turn, decisions, waited = asyncio.run(solo(args.level, args.turns, args.seed, pace))
        print(f"{label:22} {per_turn:6.1f} s/turn  {decisions:3} computer stretches/turn  "
              f"{waited:6.1f} s waited/turn")


if __name__ == "__main__":
    main()
