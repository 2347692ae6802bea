"""Memory over a long session: many games in one app, the process's RSS after each.

Run::

    python benchmarks/memory.py [--games 10] [--players 7] [--seed 5] [--policy random]

One ``NotAloneApp`` under ``App.run_test`` (headless, 120x40) plays ``--games``
games one after the other, as a table would in one sitting: from the title
screen (first game) or the game-over screen (later ones) ``n`` opens the set-up
screen, which is handed the game's settings (``StartGameRequested``, what its
Start key posts: ``--players`` people, Creature in seat 0, seeds from
``--seed``); then every seat is played by key presses, handoffs, private
screens, the table and Reckoning reviews included, with the driver of
``benchmarks/tui.py`` (``play_through``: seeded random choices, or the standard
bot's with ``--policy standard``). Nobody is a computer player: every handoff
happens, and the app tidies its memory at each of them as in real play.

After each game-over screen has settled this prints the resident set size
(``/proc/self/statm``), the objects the collector tracks (``gc.get_objects()``)
and those frozen out of its sight (``gc.get_freeze_count()``), and the game's
key presses: their count, p95 key-to-screen time (key posted until every
message is processed and the frame is painted, as ``benchmarks/tui.py``
measures it, without the forced full repaint) and the time spent in the
collector. At the end: the growth from game 2 to the last game (game 1 also
loads the game modules and warms Textual's caches), target < 5 MiB.

A benchmark, not a test: RSS depends on the allocator and the platform (Linux
reads ``/proc``; elsewhere the peak RSS from ``resource`` is shown instead).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "benchmarks"):  # run from a source checkout without installing
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from tui import (  # noqa: E402
    NAMES,
    SIZE,
    Probe,
    Run,
    _pct,
    _settle,
    chooser,
    paint_like_a_terminal,
    play_through,
)

TARGET_MIB = 5.0


def rss_mib() -> float:
    """The process's resident set size now (Linux), else its peak so far."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1024 / (1024 if sys.platform == "darwin" else 1)
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


async def session(games: int, players: int, seed: int, policy: str) -> list[float]:
    """Play ``games`` games in one app; print a line per game; RSS after each."""
    from textual import events

    from notalone_tui.engine import GameConfig
    from notalone_tui.tui.app import NotAloneApp
    from notalone_tui.tui.requests import StartGameRequested
    from notalone_tui.tui.screens.setup import SetupScreen

    app = NotAloneApp()
    app.input_guard = 0.0  # a harness types faster than people (see benchmarks/tui.py)
    probe = Probe()
    key_ms: list[float] = []
    gc_ms: list[float] = []
    rss: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        paint_like_a_terminal(app, probe)

        async def press(*keys: str) -> None:
            for key in keys:
                probe.reset()
                start = time.perf_counter()
                app.post_message(events.Key(key, key if len(key) == 1 else None))
                await _settle(pilot, natural=False)
                key_ms.append((time.perf_counter() - start) * 1000)
                gc_ms.append(probe.gc_ms)

        gc.callbacks.append(probe.gc_callback)
        try:
            await pilot.pause()
            await _settle(pilot, natural=False)
            print(f"start (title screen): RSS {rss_mib():6.1f} MiB, "
                  f"{len(gc.get_objects()):>9,} tracked, {gc.get_freeze_count():>9,} frozen")
            for number in range(1, games + 1):
                await press("n")  # title or game-over screen: a new game
                if not isinstance(app.screen, SetupScreen):
                    raise RuntimeError(f"n opened {app.screen}, not the set-up screen")
                config = GameConfig(names=NAMES[:players], creature_seat=0)
                app.post_message(StartGameRequested(config, seed + number - 1, {}))
                await _settle(pilot, natural=False)
                key_ms.clear()
                gc_ms.clear()
                run = Run()
                await play_through(pilot, press, chooser(policy, seed + number - 1, players),
                                   run)
                await _settle(pilot, natural=False)
                rss.append(rss_mib())
                print(f"game {number:2}: RSS {rss[-1]:6.1f} MiB, "
                      f"{len(gc.get_objects()):>9,} tracked, "
                      f"{gc.get_freeze_count():>9,} frozen; {run.turns:2} turns, "
                      f"{len(key_ms):4} keys, p95 {_pct(key_ms, 95):5.1f} ms "
                      f"(median {statistics.median(key_ms):4.1f}), "
                      f"in gc {sum(gc_ms) / sum(key_ms):4.0%}", flush=True)
        finally:
            gc.callbacks.remove(probe.gc_callback)
    return rss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=7, choices=range(2, 8))
    parser.add_argument("--seed", type=int, default=5, help="first game's seed")
    parser.add_argument("--policy", choices=("random", "standard"), default="random",
                        help="seeded random options, or the standard bot's choices")
    args = parser.parse_args()
    # Games autosave like real ones, into a scratch folder, not the player's saves.
    os.environ.setdefault("NOTALONE_DATA_DIR", tempfile.mkdtemp(prefix="notalone-"))
    print(f"python {sys.version.split()[0]}, {args.games} games of {args.players} players "
          f"in one app, all seats played by keys ({args.policy} policy), seeds from "
          f"{args.seed}")
    wall = time.perf_counter()
    rss = asyncio.run(session(args.games, args.players, args.seed, args.policy))
    wall = time.perf_counter() - wall
    if len(rss) >= 2:
        growth = rss[-1] - rss[1 if len(rss) > 2 else 0]
        first = 2 if len(rss) > 2 else 1
        verdict = "within target" if growth < TARGET_MIB else "ABOVE TARGET"
        print(f"RSS growth from game {first} to game {len(rss)}: {growth:+.1f} MiB "
              f"(target < {TARGET_MIB:.0f} MiB: {verdict}); peak "
              f"{max(rss):.1f} MiB; {wall:.0f} s wall")


if __name__ == "__main__":
    main()
