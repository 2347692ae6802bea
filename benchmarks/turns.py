"""Keys and handoffs per turn at the table: what a turn costs the people playing.

Plays whole games through the app at 120x40, every seat a person at the
keyboard (no computer player), with the standard bot's choices for each seat
(``benchmarks/tui.py --policy standard``: a table's typical game, card windows
claimed only by someone who will play), pressing the fewest keys a player who
knows the screen would (``benchmarks/tui.py``'s ``keys_for``). For each game it
prints the turns, the key presses per turn, and the handoffs per turn (an Enter
on the "pass the keyboard to <name>" screen), with the spread over turns::

    python benchmarks/turns.py [--players 6] [--seeds 1 2 3 4 5 6]

No timing is measured: this counts presses. Games autosave into a scratch
folder, not the player's saves.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "benchmarks"):  # run from a source checkout without installing
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402
from tui import KeyTiming, Run, play  # noqa: E402

HANDOFF = "HandoffScreen"


def per_turn(timings: list[KeyTiming], turn_of_key: list[int]) -> tuple[list[int], list[int]]:
    """Keys and handoffs in each turn, from each key's turn number."""
    turns = sorted(set(turn_of_key))
    keys = [sum(1 for t in turn_of_key if t == n) for n in turns]
    handoffs = [sum(1 for k, t in zip(timings, turn_of_key, strict=True)
                    if t == n and k.before == HANDOFF) for n in turns]
    return keys, handoffs


async def one_game(seed: int, players: int) -> tuple[list[int], list[int]]:
    """One game's keys and handoffs per turn (the turn a key was pressed in)."""
    run = Run()
    turn_of_key: list[int] = []
    app_turn = [1]

    def before_key() -> None:
        turn_of_key.append(app_turn[0])

    def after_key(_timing: KeyTiming) -> None:
        from textual._context import active_app

        game = getattr(active_app.get(), "game", None)
        if game is not None:
            app_turn[0] = game.state.turn.number

    await play(seed, players, run, natural=False, full_repaint=False,
               before_key=before_key, after_key=after_key, policy="standard")
    return per_turn(run.timings, turn_of_key)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seeds", type=int, nargs="*", default=[1, 2, 3, 4, 5, 6])
    args = parser.parse_args()
    os.environ.setdefault("NOTALONE_DATA_DIR", tempfile.mkdtemp(prefix="notalone-"))
    console = Console()
    table = Table(title=f"Keys and handoffs per turn, {args.players} players, every seat a "
                        "person, standard choices")
    for col in ("seed", "turns", "keys/turn", "keys min-max", "handoffs/turn",
                "handoffs min-max"):
        table.add_column(col, justify="right")
    all_keys: list[int] = []
    all_handoffs: list[int] = []
    for seed in args.seeds:
        keys, handoffs = asyncio.run(one_game(seed, args.players))
        all_keys += keys
        all_handoffs += handoffs
        table.add_row(str(seed), str(len(keys)), f"{statistics.mean(keys):.1f}",
                      f"{min(keys)}-{max(keys)}", f"{statistics.mean(handoffs):.1f}",
                      f"{min(handoffs)}-{max(handoffs)}")
    table.add_row("all", str(len(all_keys)), f"{statistics.mean(all_keys):.1f}",
                  f"{min(all_keys)}-{max(all_keys)}", f"{statistics.mean(all_handoffs):.1f}",
                  f"{min(all_handoffs)}-{max(all_handoffs)}", style="bold")
    console.print(table)


if __name__ == "__main__":
    main()
