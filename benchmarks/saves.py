"""Autosave cost: size and write time of a 7-player game's save at turn 15.

Plays 7-player games with standard bots until one reaches turn 15, then
measures the record's size, the time to serialise it (whole, as an export
does, and incrementally, as the app's autosave does after each action), the
time of a full atomic autosave as the app makes it (serialise one more action,
write, flush, fsync, rename, fsync of the folder) and the time to load it back
(parse, validate, replay). Run:

    python benchmarks/saves.py [--writes 50] [--turn 15]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from notalone_tui.bots import make_bot
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.records import GameRecord, load_game
from notalone_tui.saves import Autosaver

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")


def game_at_turn(turn: int, players: int = 7) -> Game:
    for seed in range(1000):
        game = Game.new(GameConfig(names=NAMES[:players]), seed=seed)
        bots = {s: make_bot("standard", seed * 10 + s) for s in range(players)}
        while not game.is_over and game.state.turn.number < turn:
            d = game.pending[0]
            game.apply(Action(d.seat, bots[d.seat].choose(game.view(d.seat))))
        if not game.is_over:
            return game
    raise SystemExit(f"no game reached turn {turn}")


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
    return f"median {statistics.median(values) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=50)
    parser.add_argument("--turn", type=int, default=15)
    args = parser.parse_args()
    game = game_at_turn(args.turn)
    print(f"7 players, turn {game.state.turn.number}, {len(game.actions)} actions")
    serialise = []
    for _ in range(args.writes):
        t = time.perf_counter()
        text = GameRecord.of(game, {}).to_json()
        serialise.append(time.perf_counter() - t)
    print(f"record size: {len(text.encode()):,} bytes")
    print(f"serialise:   {ms(serialise)} (whole record)")
    # The app's autosaver has written every earlier action; each save adds one.
    before = Game.replay(game.state.config, game.state.seed, game.actions[:-1])
    step = []
    for _ in range(args.writes):
        writer = Autosaver()
        writer.text(before)
        t = time.perf_counter()
        incremental = writer.text(game)
        step.append(time.perf_counter() - t)
    assert incremental == text
    print(f"             {ms(step)} (incremental: one new action)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        writer = Autosaver(path)
        writer.text(before)
        writes = []
        for _ in range(args.writes):
            t = time.perf_counter()
            writer.save(game, {})
            writes.append(time.perf_counter() - t)
        print(f"autosave:    {ms(writes)} (incremental serialise + write + fsync + rename + "
              f"fsync dir)")
        loads = []
        for _ in range(max(5, args.writes // 5)):
            t = time.perf_counter()
            _record, again = load_game(path)
            loads.append(time.perf_counter() - t)
        assert again.state == game.state
        print(f"load:        {ms(loads)} (read + validate + replay)")


if __name__ == "__main__":
    main()
