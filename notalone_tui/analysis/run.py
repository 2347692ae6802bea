"""Analysing a finished game: an estimate after every action, and the swings.

:func:`analyse` replays a record and estimates the Creature's chance to win at
every position (:mod:`.estimate`): position ``k`` is the game after its first
``k`` actions, judged from the knowledge of the seat that acts next there (the
one who had to decide from it); the last position is the result itself.
Where that seat had a real choice (more than one option), the position after
its action is judged from its knowledge too, on the same random streams: the
difference is the *swing* of the action, how much it moved the Creature's
chance as the acting seat could judge it (two consecutive plotted estimates may
come from two seats' knowledge, and their difference mixes in what one knew
and the other did not). The biggest swings are then looked at again: what the
expert bot would have done there instead (its choice from that seat's view),
and the estimate after that.

The work is split into chunks of consecutive positions that run in worker
processes (``jobs``) or in this one (``jobs=1``); every estimate draws only from
streams named by the seed and the playout's index, so the result depends on
``(record, seed, playouts)`` alone, never on ``jobs`` or timing. The caller
follows and stops the run through two callbacks (``progress``, ``cancelled``):
this module does no I/O, so the command line and the app drive it alike.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import Any

from notalone_tui.bots.base import decide
from notalone_tui.bots.expert import ExpertBot
from notalone_tui.engine import Action, Game, Option
from notalone_tui.i18n.current import _
from notalone_tui.records import GameRecord, RecordError

from .estimate import Estimate, estimate

#: Playouts per position unless told otherwise: a 7-player game (about 330
#: actions) takes about 130 s of processor time, a bit over a minute on two
#: free cores (see the README's figures).
DEFAULT_PLAYOUTS = 24
#: How many of the biggest swings are looked at again.
SWINGS = 5


class Cancelled(Exception):
    """The caller stopped the analysis (``cancelled()`` said so)."""


class NotFinished(RecordError):
    """The record's game has not ended: there is nothing to analyse yet (and its
    hidden cards are still secret)."""


@dataclass(frozen=True)
class Position:
    """The game after ``index`` actions."""

    index: int
    turn: int
    estimate: Estimate
    #: How many options the next action's seat had here (0 at the end).
    options: int
    #: For a real choice (``options > 1``): the next position as the same seat
    #: could judge it, on the same random streams, so that ``after - estimate``
    #: is the move of the chance that seat's action made (the plotted estimates
    #: of two positions may come from two seats' knowledge).
    after: Estimate | None = None

    @property
    def swing(self) -> float:
        """How the acting seat's action moved the Creature's chance (0 for a forced one)."""
        return 0.0 if self.after is None else self.after.chance - self.estimate.chance


@dataclass(frozen=True)
class Swing:
    """One of the biggest moves of the estimate, and what the expert says of it."""

    #: The action's index in the record (0-based); it led from position
    #: ``index`` to ``index + 1``.
    index: int
    seat: int
    turn: int
    action: Option
    #: The acting seat's estimates: before it acted (the plotted one: position
    #: ``index`` is judged from its view), after what it did, and after the
    #: expert's choice. All three from the same seat's knowledge and on the same
    #: random streams, so they compare.
    before: Estimate
    after: Estimate
    expert: Option
    after_expert: Estimate
    #: The decision's kind (for the option's words).
    kind: str

    @property
    def change(self) -> float:
        """How the action moved the Creature's chance, as the seat could judge it."""
        return self.after.chance - self.before.chance

    @property
    def expert_agrees(self) -> bool:
        return self.expert == self.action


@dataclass(frozen=True)
class Analysis:
    record: GameRecord
    seed: int
    playouts: int
    positions: tuple[Position, ...]
    swings: tuple[Swing, ...]
    #: Wall-clock seconds the run took (a figure to show, not part of the result).
    seconds: float = field(default=0.0, compare=False)


Progress = Callable[[int, int], None]


def check_finished(record: GameRecord) -> Game:
    """The record's game, replayed; :class:`NotFinished` unless it has ended
    (an illegal action is the replay's :class:`RecordError`)."""
    game = record.replay()
    if not game.is_over:
        raise NotFinished(_("the game in this record has not ended: only a finished game "
                            "can be analysed"))
    return game


def analyse(record: GameRecord, *, seed: int = 0, playouts: int = DEFAULT_PLAYOUTS,
            jobs: int = 1, progress: Progress | None = None,
            cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Analyse a finished game (see the module's note). ``progress(done, total)``
    is called as work completes; raises :class:`Cancelled` as soon as
    ``cancelled()`` is true (checked between pieces of work) and
    :class:`NotFinished` / :class:`RecordError` for a record it cannot analyse."""
    started = time.perf_counter()
    check_finished(record)
    count = len(record.actions) + 1
    chunks = _chunks(count, jobs)
    total = count + SWINGS
    done = 0
    report = progress or (lambda done, total: None)
    stop = cancelled or (lambda: False)
    report(0, total)
    results: dict[int, Position] = {}
    with _Runner(jobs) as runner:
        for found in runner.run(_positions, [(record, lo, hi, seed, playouts)
                                             for lo, hi in chunks], stop):
            for position in found:
                results[position.index] = position
            done += len(found)
            report(done, total)
        positions = _linked(tuple(results[k] for k in range(count)), record)
        picked = biggest_swings(positions)
        swings: list[Swing] = []
        for swing in runner.run(_swing, [(record, positions[i], seed, playouts)
                                         for i in picked], stop):
            swings.append(swing)
            done += 1
            report(done, total)
    report(total, total)
    swings.sort(key=lambda s: (-abs(s.after.chance - s.before.chance), s.index))
    return Analysis(record, seed, playouts, positions, tuple(swings),
                    time.perf_counter() - started)


def _linked(positions: tuple[Position, ...], record: GameRecord) -> tuple[Position, ...]:
    """Fill in ``after`` where a chunk left it to the next position (same seat,
    or the end of the game)."""
    linked = []
    for k, position in enumerate(positions):
        if position.options > 1 and position.after is None and k + 1 < len(positions):
            position = replace(position, after=positions[k + 1].estimate)
        linked.append(position)
    return tuple(linked)


def biggest_swings(positions: tuple[Position, ...], count: int = SWINGS) -> list[int]:
    """The indices of the actions (real choices only) after which the acting
    seat's estimate moved most, biggest first (earlier first among equals)."""
    moves = [(abs(p.swing), p.index) for p in positions if p.swing]
    moves.sort(key=lambda m: (-m[0], m[1]))
    return [i for _move, i in moves[:count]]


def budget_for(record: GameRecord, seconds: float, jobs: int, seed: int = 0) -> int:
    """Playouts per position that fit ``seconds`` in all on ``jobs`` processes,
    from a quick timing of a few playouts on this machine (at least 1). The
    count, not the time, is what the result depends on: rerunning with
    ``playouts`` set to it repeats the analysis exactly."""
    check_finished(record)
    actions = [a.to_action() for a in record.actions]
    samples = (0, len(actions) // 3, 2 * len(actions) // 3)
    replay = Game.new(record.config.to_config(), seed=record.seed)
    tried = 0
    started = time.perf_counter()
    for k, action in enumerate(actions):
        if k in samples:
            estimate(replay, action.seat, 2, seed)
            tried += 2
        replay.apply(action)
    per_playout = (time.perf_counter() - started) / max(1, tried)
    # A choice followed by another seat's action is judged twice (see Position.after);
    # a swing costs about two positions (the expert's search, one estimate).
    work = len(actions) + 1 + 2 * SWINGS + sum(
        1 for a, b in zip(actions, actions[1:], strict=False) if a.seat != b.seat)
    return max(1, int(seconds * jobs * 0.8 / (work * per_playout)))


#: The most positions in one piece of work: between pieces the run reports
#: its progress and looks whether it was cancelled.
CHUNK = 8


def _chunks(count: int, jobs: int) -> list[tuple[int, int]]:
    """Ranges of positions, several per process so that the last ones to finish
    are short, and none longer than :data:`CHUNK` so that the progress bar moves
    and a cancel is heard soon (each piece replays the game up to its start,
    which costs little next to the playouts)."""
    pieces = max(jobs * 8, math.ceil(count / CHUNK))
    size = max(1, math.ceil(count / pieces))
    return [(lo, min(count, lo + size)) for lo in range(0, count, size)]


def _positions(record: GameRecord, lo: int, hi: int, seed: int,
               playouts: int) -> list[Position]:
    """Estimates at positions ``lo`` to ``hi - 1`` (one worker's chunk)."""
    actions = [a.to_action() for a in record.actions]
    game = record.replay(upto=lo)
    found = []
    for k in range(lo, hi):
        state = game.state
        turn = state.turn.number
        if k == len(actions):
            found.append(Position(k, turn, Estimate.final(state.winner), 0))
            break
        seat = actions[k].seat
        guess = estimate(game, seat, playouts, seed)
        options = _options(game, seat)
        game.apply(actions[k])
        after = None
        # The next position's own estimate serves when the same seat acts
        # there, or the game is over (filled in by _linked).
        if options > 1 and not game.is_over and actions[k + 1].seat != seat:
            after = estimate(game, seat, playouts, seed)
        found.append(Position(k, turn, guess, options, after))
    return found


def _options(game: Game, seat: int) -> int:
    for d in game.state.pending:
        if d.seat == seat:
            return len(d.options)
    return 0


def _kind(game: Game, seat: int) -> str:
    for d in game.state.pending:
        if d.seat == seat:
            return str(d.kind)
    return ""


def _swing(record: GameRecord, position: Position, seed: int, playouts: int) -> Swing:
    """What the expert would have done at a swing, and the estimate after it."""
    i = position.index
    action = record.actions[i].to_action()
    seat = action.seat
    assert position.after is not None
    game = record.replay(upto=i)
    kind = _kind(game, seat)
    expert = decide(ExpertBot(seed, playouts=playouts), game, seat)
    if expert == action.option:
        after_expert = position.after
    else:
        game.apply(Action(seat, expert))
        after_expert = estimate(game, seat, playouts, seed)
    return Swing(i, seat, position.turn, action.option, position.estimate, position.after,
                 expert, after_expert, kind)


def _quiet() -> None:
    """A worker leaves Ctrl+C to the parent, which stops the run cleanly (no
    traceback from each worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_jobs() -> int:
    """One process per core this program may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _start_tracker() -> None:
    """Start multiprocessing's resource tracker with a real error stream.

    The tracker is started with the first process and handed
    ``sys.stderr``'s file descriptor; inside the app, Textual has put its own
    stream there, which has none (-1), and starting a process then fails.
    The tracker gets the null device instead (it only ever warns there)."""
    from multiprocessing import resource_tracker

    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable:
        resource_tracker.ensure_running()
        return
    saved = sys.stderr
    with open(os.devnull, "w") as null:
        sys.stderr = null
        try:
            resource_tracker.ensure_running()
        finally:
            sys.stderr = saved


class _Runner:
    """Runs pieces of work here (one job) or in a pool of fresh processes.

    The pool starts its processes with ``spawn``: the app runs the analysis from
    a thread, and forking a process that has threads can hang the child. A
    cancelled run drops the pieces not started and does not wait for the
    running ones: their processes are ended."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> _Runner:
        if self.jobs > 1:
            _start_tracker()
            self.pool = ProcessPoolExecutor(
                max_workers=self.jobs, mp_context=multiprocessing.get_context("spawn"),
                initializer=_quiet)
        return self

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        if self.pool is None:
            return
        if exc is None:
            self.pool.shutdown()
            return
        # Cancelled (or failed): drop what has not started and end the running
        # pieces now rather than let a long chunk finish for nothing. The pool
        # has no public way to end its processes; its table of them is the
        # one handle there is.
        processes = list(getattr(self.pool, "_processes", {}).values())
        self.pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()

    def run(self, work: Callable[..., object], pieces: list[tuple[object, ...]],
            stop: Callable[[], bool]) -> Iterator[Any]:
        """The results of ``work(*piece)`` for every piece, in the order they
        finish; :class:`Cancelled` when ``stop()`` turns true."""
        if self.pool is None:
            for piece in pieces:
                if stop():
                    raise Cancelled
                yield work(*piece)
            if stop():
                raise Cancelled
            return
        waiting: set[Future[object]] = {self.pool.submit(work, *piece) for piece in pieces}
        while waiting:
            if stop():
                raise Cancelled
            finished, waiting = wait(waiting, timeout=0.1, return_when=FIRST_COMPLETED)
            for future in finished:
                yield future.result()
