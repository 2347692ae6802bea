"""Refusing hostile record files: time and peak memory of ``load_game`` (``notalone replay``).

Each case runs in a fresh Python process, which prints the seconds the
refusal took and its peak resident memory (``ru_maxrss``) above the memory
after the imports. The cases: a 19.5 MB record (a real record's actions
repeated), a record just under the cap (the largest file that is parsed), a
record holding a 200,000-digit number, ``/dev/zero`` and a named pipe with no
writer. Targets: each refused in well under a second, within a few MB of the
cap (the cap is :data:`notalone_tui.records.MAX_BYTES`). Run:

    python benchmarks/hostile_files.py
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import resource, sys, time
from pathlib import Path
from notalone_tui.records import RecordError, load_game
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
try:
    load_game(Path(sys.argv[1]))
    outcome = "loaded"
except RecordError as exc:
    outcome = str(exc)
took = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"{took:.3f}\t{(peak - base) / 1024:.1f}\t{len(outcome)}\t{outcome[:90]}")
"""


def record_text() -> str:
    """A real 7-player game, played out at random, as a record (seed 3)."""
    from notalone_tui.engine import Action, Game, GameConfig
    from notalone_tui.records import GameRecord

    game = Game.new(GameConfig(names=("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")), seed=3)
    rng = random.Random(3)
    while not game.is_over:
        decision = rng.choice(game.pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    return GameRecord.of(game).to_json()


def padded(text: str, size: int) -> str:
    """``text`` with its actions repeated until the JSON is just under ``size`` bytes."""
    data = json.loads(text)
    actions = data["actions"]
    each = len(json.dumps(actions, separators=(",", ":"))) / len(actions)
    data["actions"] = actions * (int(size / each) // len(actions) + 1)
    body = json.dumps(data, separators=(",", ":"))
    while len(body) > size:
        data["actions"] = data["actions"][: int(len(data["actions"]) * size / len(body)) - 1]
        body = json.dumps(data, separators=(",", ":"))
    return body


def main() -> None:
    from notalone_tui.records import MAX_BYTES

    text = record_text()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        cases = {
            "19.5 MB record": padded(text, 19_500_000),
            f"record just under the cap ({MAX_BYTES:,} bytes)": padded(text, MAX_BYTES - 50_000),
            "200,000-digit number": text.replace('"seed":3', '"seed":' + "9" * 200_000),
        }
        paths: dict[str, str] = {}
        for label, body in cases.items():
            path = folder / f"{len(paths)}.json"
            path.write_text(body, encoding="utf-8")
            paths[f"{label}: {path.stat().st_size:,} bytes"] = str(path)
        paths["/dev/zero"] = "/dev/zero"
        fifo = folder / "pipe.json"
        os.mkfifo(fifo)
        paths["named pipe, no writer"] = str(fifo)
        print("seconds\tpeak MB above imports\tmessage length\tmessage")
        for label, path in paths.items():
            out = subprocess.run([sys.executable, "-c", CHILD, path], capture_output=True,
                                 text=True, timeout=120, check=True).stdout.strip()
            print(f"{label}\n  {out}")


if __name__ == "__main__":
    main()
