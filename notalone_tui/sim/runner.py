"""Playing a run's games: each to its end, its figures counted by the packs of
its rule set (:mod:`notalone_tui.sim.packs`), over worker processes if asked,
and kept in a results store as they finish if one is given."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed

from notalone_tui.bots import decide, make_bot
from notalone_tui.engine import Action, Game
from notalone_tui.engine.messages import CardRef, Msg, PlaceRef, TrackRef

from .games import GameResult, SimConfig
from .modes import NAMES, game_config
from .packs import compose, every_ending, group_names
from .store import CHUNK, ResultStore


def win_condition(reason: Msg,
                  endings: Sequence[Callable[[Msg], str | None]] | None = None) -> str:
    """How a game ended, named by keys (the same in every language): the track
    whose counter got there and why, without seat names, so that games count
    together ("assimilation: gave up", "rescue: survival-amplifier"). An end no
    track's counter reached is named by its rule set's packs (``endings``; by
    default every pack's), else "end"."""
    track = reason.args.get("track")
    why = reason.args.get("why", reason.args.get("place"))
    if isinstance(why, Msg):
        cause = why.id.rsplit(".", 1)[-1].replace("_", " ")
    elif isinstance(why, CardRef):
        cause = why.id
    elif isinstance(why, PlaceRef):
        cause = f"place {why.number}"
    else:
        cause = reason.id
    if isinstance(track, TrackRef):
        head = track.id
    else:
        named = (name(reason) for name in (every_ending() if endings is None else endings))
        head = next((found for found in named if found is not None), "end")
    return f"{head}: {cause}"


def play_one(config: SimConfig, index: int) -> GameResult:
    seed = config.seed + index
    side = config.side or 1 + index % 2
    names = NAMES[: config.players]
    creature_seat = index % config.players
    game = Game.new(game_config(config.ruleset, names, creature_seat, side, config.sheets), seed)
    bots = {
        s: make_bot(config.creature if s == creature_seat else config.hunted, seed * 101 + s,
                    seconds=config.expert_seconds, playouts=config.playouts(s == creature_seat))
        for s in range(config.players)
    }
    state = game.state
    while state.winner is None:
        decision = state.pending[0]
        option = decide(bots[decision.seat], game, decision.seat)
        game.apply(Action(decision.seat, option))
    rules = game.rules
    packs = compose(rules.packs)
    cards = {
        k: v for k, v in state.stats.items() if k in rules.hunt_cards or k in rules.survival_cards
    }
    counted = {group.name: group.count(game) for group in packs.figures}
    assert state.end_reason is not None
    return GameResult(seed, side, state.winner, state.turn.number,
                      win_condition(state.end_reason, packs.endings), cards,
                      {name: counted.get(name, {}) for name in group_names()})


def _play_chunk(args: tuple[SimConfig, list[int]]) -> tuple[list[GameResult], float]:
    """Games ``indexes`` of ``config``, and the CPU seconds they took."""
    config, indexes = args
    started = time.process_time()
    return [play_one(config, i) for i in indexes], time.process_time() - started


def run(config: SimConfig, progress: Callable[[int], None] | None = None,
        store: ResultStore | None = None) -> list[GameResult]:
    """Play every game; ``progress`` is called with the number of games just finished.

    With a ``store``, the games it holds are read instead of played, and the
    others are played a file's worth at a time and stored as each file's worth
    is done (see :mod:`notalone_tui.sim.store`)."""
    done: dict[int, GameResult] = {}
    if store is not None:
        done = {i: r for i, r in store.load().items() if i < config.games}
        if progress and done:
            progress(len(done))
    todo = [i for i in range(config.games) if i not in done]
    size = CHUNK if store is not None else 10
    chunks: list[list[int]] = []
    for i in todo:
        if chunks and i // size == chunks[-1][0] // size:
            chunks[-1].append(i)
        else:
            chunks.append([i])

    def finished(indexes: list[int], results: list[GameResult], cpu: float) -> None:
        done.update(zip(indexes, results, strict=True))
        if store is not None:
            store.save(zip(indexes, results, strict=True), cpu)

    if config.jobs <= 1:
        for chunk in chunks:
            started = time.process_time()
            results = []
            for i in chunk:
                results.append(play_one(config, i))
                if progress:
                    progress(1)
            finished(chunk, results, time.process_time() - started)
    else:
        with ProcessPoolExecutor(max_workers=config.jobs) as pool:
            futures = {pool.submit(_play_chunk, (config, c)): c for c in chunks}
            for future in as_completed(futures):
                results, cpu = future.result()
                finished(futures[future], results, cpu)
                if progress:
                    progress(len(results))
    return [done[i] for i in range(config.games)]
