"""TUI speed: start-up to the first painted title screen, and key-to-screen latency.

Run::

    python benchmarks/tui.py [--runs 7] [--games 1] [--seed 5] [--players 7]
                             [--size 120x40] [--terminal] [--forced]
                             [--breakdown [N]] [--profile [N]] [--langs en fr pt ro]

(a) Start-up
    Each run spawns a fresh ``python -c`` child (same interpreter and
    environment) for ``notalone`` and for a minimal Textual app (one Static
    "hello"), alternating, after one untimed warm-up run of each (bytecode and
    disk caches). ``notalone`` starts through its real entry point,
    ``notalone_tui.cli.main([])``. In the child ``App.run`` is patched to run
    headless at 120x40; with ``--terminal`` the child runs unpatched on a
    120x40 pseudo-terminal, Textual's real Linux driver writing to it.

    The parent reads ``time.time()`` just before spawning; the child reports
    ``time.time()`` once the app's modules are imported and at the first paint,
    then exits at once. The first paint is found by wrapping ``App._display``,
    the one method through which Textual hands every compositor update to the
    terminal driver: the first call that really reaches the terminal (not
    swallowed by a batch update, renderable not ``None``) while the app's own
    screen (``TitleScreen``; the hello app's default screen) is current.
    Headless, Textual skips turning the update into escape sequences, so the
    wrapper does that (``render_segments``) before reading the clock, as a
    terminal run would. "Full frame" is the first update that rewrites every
    cell (a ``LayoutUpdate``).

    Not used: ``App.Ready``/``on_ready``. Textual posts it after the first
    layout of whichever screen comes first -- for notalone the blank default
    screen under the title screen, which is pushed from ``on_mount`` -- and it
    is handled before anything has reached the terminal. And notalone's title
    screen is laid out and rendered in full inside the batch update Textual
    wraps around start-up, so that render is thrown away: the first frame that
    reaches the terminal is a partial update, the full frame follows one tick
    of the screen update timer later.

(b) Key-to-screen latency
    ``NotAloneApp(Game.new(GameConfig(names=<7 names>, creature_seat=0), seed))``
    under ``run_test(size=(120, 40))``, played to the game-over screen with a
    seeded random policy and key presses only, as ``tests/tui/driver.py`` does
    (handoff: Enter; Reckoning review: Enter; decision: Down x index, Enter, and
    Enter again when the screen asks for confirmation). For each key press
    the clock starts just before ``app.post_message(events.Key(...))`` and stops
    when the screen is fully updated, i.e. when, checked again after every step
    until nothing is left to do:

    * the app and every node of the current screen have processed everything
      queued on them (each is handed a ``call_later`` callback that counts
      down, as ``Pilot`` does before it pauses), including what the key sets
      off: OptionSelected -> Chosen -> engine ``apply`` -> ``advance`` ->
      ``present`` -> widget updates -> screen switch; no queue of the app or
      of a node of the current screen holds a message (``message_queue_size``),
      and the current screen is the one it was before that wait;
    * the screen has no pending layout / scroll / repaint / recompose / dirty
      widget / after-refresh callback. If it has, ``screen._on_timer_update()``
      runs: the method Textual's 60 fps screen update timer calls (and
      ``Pilot.pause`` calls), which reflows if needed, renders the changed
      regions (``Compositor.render_update``) and hands them to
      ``App._display``; ``_display`` is wrapped to turn each update into
      terminal escape sequences (``render_segments``), the part headless mode
      skips.

    By default the harness only polls (``asyncio.sleep(0.5 ms)``) and leaves
    Textual's 60 fps update timer to fire by itself, as it does for a player:
    the figure includes each frame's wait for the timer's next tick (17 to
    33 ms after the previous frame), which is what a player sees, and this is
    the mode the README reports. ``--forced`` runs ``_on_timer_update()`` as
    soon as the messages are processed instead: the work a key costs, without
    the idle waits (the mode this benchmark used before). Also reported per key:
    the process's CPU time (``time.process_time``: on a machine shared with
    other work the wall-clock figures grow with the load, the CPU time much
    less), the time to the last painted frame (what follows it, such as the
    garbage collection a handoff runs once it is painted, shows nothing new),
    the time
    to the first painted frame, the number of frames, the time spent in the
    garbage collector (gc callbacks) and whether a full (generation 2)
    collection ran. "+ full repaint of the frame": after settling,
    ``screen._compositor.render_update(full=True)`` and its escape sequences,
    i.e. every cell of the 120x40 frame painted again (an upper bound: Textual
    only repaints what changed). "Harness overhead": the same settling with no
    key posted, on the game-over screen.

    ``--breakdown`` plays one more game with every method of
    ``notalone_tui.tui``, ``Game.apply/view/log_for`` and Textual's CSS
    (``Stylesheet.update_nodes/apply``), layout (``Compositor.reflow``), paint
    (``Compositor.render_update``) and escape-sequence steps wrapped, and
    splits each key's time into their exclusive times plus the garbage
    collector's; the rest is Textual's message handling, mounting, focus and
    screen switching. ``--profile`` runs one more game under cProfile.

Textual's private hooks used, for want of a public API that serves (Textual 8):

* ``App._display`` (wrapped): the one call through which every compositor
  update reaches the driver; the public ``post_display_hook`` runs after it
  but is not handed the update, which the harness needs to count frames and
  to turn into escape sequences (headless Textual skips that step).
* ``App._batch_count``: whether an update is swallowed by a batch update; no
  public query (``batch_update`` is only a context manager).
* ``textual._compositor.LayoutUpdate`` (start-up child): tells a full frame
  from a partial one; the update classes have no public home.
* ``Screen._layout_required``, ``_scroll_required``, ``_repaint_required``,
  ``_recompose_required``, ``_dirty_widgets`` and ``_callbacks``: whether a
  screen still has a frame or an after-refresh callback to come; no public
  query, and settling without it would add an idle round to every key.
* ``Screen._on_timer_update()``: paints the pending frame now, as the update
  timer would; the public ``Pilot.pause`` does too, but only after waiting
  for the process to go idle (at least 20 ms), which would swamp the figures.
* ``Screen._compositor.render_update(full=True)`` ("+ full repaint"): the
  only way to render every cell of a frame; ``export_screenshot`` does it
  too but adds an SVG export.
* ``--breakdown`` wraps ``Stylesheet.update_nodes/apply``, ``Compositor.reflow``
  and ``render_update``, and the updates' ``render_segments``: Textual's
  internal steps are what is being timed, so they have no public equivalent.

Replaced by public calls: ``Pilot._wait_for_screen`` (``call_later`` on each
node, see above), the message queues' ``qsize`` (``message_queue_size``) and
``App._background_screens`` (from ``screen_stack`` and each screen's
background).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import functools
import gc
import inspect
import json
import math
import os
import pstats
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus")
SIZE = (120, 40)
console = Console(width=None if sys.stdout.isatty() else 110)

# ---------------------------------------------------------------- (a) start-up

#: Child process: report wall-clock times through the file descriptor in
#: $BENCH_FD, as JSON, then leave at once (shutdown is not measured).
CHILD = r"""
import json, os, sys, time
_fd = int(os.environ["BENCH_FD"])
_terminal = os.environ.get("BENCH_TERMINAL") == "1"
_marks = {}

def _done():
    os.write(_fd, json.dumps(_marks).encode())
    os._exit(0)

from textual.app import App
from textual._compositor import LayoutUpdate

_display = App._display
_run = App.run

def _patched_display(self, screen, renderable):
    _display(self, screen, renderable)
    if renderable is None or self._batch_count or screen is not self.screen:
        return
    if type(screen).__name__ not in TARGETS:
        return
    if not _terminal:
        renderable.render_segments(self.console)  # what the terminal driver would do
    now = time.time()
    _marks.setdefault("paint", now)
    if isinstance(renderable, LayoutUpdate):
        _marks["full"] = now
        _done()

def _patched_run(self, *args, **kwargs):
    if not _terminal:
        width, height = map(int, os.environ["BENCH_SIZE"].split("x"))
        kwargs.update(headless=True, size=(width, height))
    return _run(self, *args, **kwargs)

App._display = _patched_display
App.run = _patched_run
threading_guard = __import__("threading").Timer(20, _done)
threading_guard.daemon = True
threading_guard.start()

if sys.argv[1] == "notalone":
    TARGETS = {"TitleScreen"}
    from notalone_tui.cli import main
    import notalone_tui.tui.app
    _marks["imported"] = time.time()
    _lang = os.environ.get("BENCH_LANG")
    main(["--lang", _lang] if _lang else [])
else:
    TARGETS = {"Screen"}
    from textual.widgets import Static

    class Hello(App):
        def compose(self):
            yield Static("hello")

    _marks["imported"] = time.time()
    Hello().run()
"""


def _spawn(which: str, terminal: bool, lang: str = "") -> dict[str, float]:
    """One child run; returns its marks in ms since just before it was spawned."""
    read_fd, write_fd = os.pipe()
    env = dict(os.environ, BENCH_FD=str(write_fd), BENCH_TERMINAL="1" if terminal else "0",
               BENCH_LANG=lang,
               BENCH_SIZE=f"{SIZE[0]}x{SIZE[1]}",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    master = slave = -1
    if terminal:
        import fcntl
        import pty
        import struct
        import termios

        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[1], SIZE[0], 0, 0))
        env["TERM"] = env.get("TERM") or "xterm-256color"
        if env["TERM"] == "dumb":
            env["TERM"] = "xterm-256color"
        io: dict[str, object] = {"stdin": slave, "stdout": slave, "stderr": slave,
                                 "start_new_session": True}
    else:
        io = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL,
              "stderr": subprocess.PIPE}
    start = time.time()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, which], pass_fds=(write_fd,),
                            env=env, **io)  # type: ignore[call-overload]
    os.close(write_fd)
    if terminal:
        os.close(slave)

        def drain() -> None:  # the terminal must keep reading or the app blocks
            while True:
                try:
                    if not os.read(master, 65536):
                        break
                except OSError:
                    break

        threading.Thread(target=drain, daemon=True).start()
    chunks = []
    while chunk := os.read(read_fd, 65536):
        chunks.append(chunk)
    os.close(read_fd)
    _, stderr = proc.communicate(timeout=30)
    if terminal:
        os.close(master)
    try:
        marks = json.loads(b"".join(chunks) or b"{}")
    except json.JSONDecodeError:
        marks = {}
    if "paint" not in marks:
        raise RuntimeError(f"{which}: no first paint reported\n{(stderr or b'').decode()}")
    return {k: (v - start) * 1000 for k, v in marks.items()}


def bench_startup(runs: int, terminal: bool, langs: list[str]) -> None:
    """The title's first paint in each language of ``langs`` (``notalone --lang``),
    against the minimal app; runs interleave so load drifts hit all alike."""
    names = {f"notalone {lang}" if lang else "notalone": lang for lang in langs}
    results: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    results["hello"] = []

    def spawn(which: str) -> dict[str, float]:
        if which == "hello":
            return _spawn("hello", terminal)
        return _spawn("notalone", terminal, names[which])

    for which in results:  # warm-up: bytecode caches, disk caches
        spawn(which)
    for _ in range(runs):
        for which in results:
            results[which].append(spawn(which))

    def med(which: str, key: str) -> float:
        return statistics.median(r.get(key, float("nan")) for r in results[which])

    mode = "pseudo-terminal, real driver" if terminal else "headless"
    table = Table(title=f"(a) start-up: process spawn to first painted screen, "
                        f"median of {runs} ({mode}, {SIZE[0]}x{SIZE[1]})")
    table.add_column("app")
    table.add_column("imports done", justify="right")
    table.add_column("first paint", justify="right")
    table.add_column("full frame", justify="right")
    table.add_column("first paint, all runs", justify="left")
    for which in results:
        runs_ms = " ".join(f"{r['paint']:.0f}" for r in results[which])
        table.add_row(which, f"{med(which, 'imported'):.0f} ms", f"{med(which, 'paint'):.0f} ms",
                      f"{med(which, 'full'):.0f} ms", runs_ms)
    console.print(table)
    for name in names:
        ratio = med(name, "paint") / med("hello", "paint")
        full_ratio = med(name, "full") / med("hello", "full")
        verdict = "[green]within target[/]" if ratio <= 1.5 else "[red]above target[/]"
        console.print(f"{name} / minimal app, first paint: [bold]{ratio:.2f}x[/] "
                      f"(full frame {full_ratio:.2f}x); target <= 1.5x: {verdict}")
        after_import = (med(name, "paint") - med(name, "imported"),
                        med("hello", "paint") - med("hello", "imported"))
        console.print(f"from imports done to first paint: {name} {after_import[0]:.0f} ms, "
                      f"minimal app {after_import[1]:.0f} ms")
    console.print()


# --------------------------------------------------------- (b) key latency


@dataclass
class KeyTiming:
    key: str
    before: str  # screen class when the key was posted
    after: str  # screen class once settled
    ms: float  # key posted -> every message processed and the last frame painted
    first_ms: float  # key posted -> first frame painted (nan: no frame)
    last_ms: float  # key posted -> last frame painted (nan: no frame)
    full_ms: float  # ms plus a forced full repaint of the frame
    frames: int  # compositor updates that reached the (virtual) terminal
    cpu_ms: float  # the process's CPU time meanwhile
    gc_ms: float  # time spent in the garbage collector meanwhile
    gen2: bool  # a full (generation 2) collection ran meanwhile

    @property
    def kind(self) -> str:
        if self.key in ("down", "up"):
            return "arrow"
        if self.key != "enter" and not self.key.isdigit():
            return "letter key"  # t: the Creature's next token
        what = "enter" if self.key == "enter" else "number key"
        return f"{what}, screen switch" if self.before != self.after else f"{what}, same screen"


@dataclass
class Run:
    timings: list[KeyTiming] = field(default_factory=list)
    overhead: list[float] = field(default_factory=list)  # settling with no key at all
    actions: int = 0
    games: int = 0
    turns: int = 0


class Probe:
    """Per-key counters, fed by the wrapped ``App._display`` and a gc callback."""

    def __init__(self) -> None:
        self.reset()
        self._gc_start = 0.0

    def reset(self) -> None:
        self.frames = 0
        self.first: float | None = None
        self.last: float | None = None
        self.gc_ms = 0.0
        self.gen2 = False

    def painted(self) -> None:
        self.frames += 1
        self.last = time.perf_counter()
        if self.first is None:
            self.first = self.last

    def gc_callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.gc_ms += (time.perf_counter() - self._gc_start) * 1000
            self.gen2 |= info["generation"] == 2


def _busy(app: Any) -> bool:
    """Messages still queued on the app or on any node of the current screen."""
    if app.message_queue_size:
        return True
    return any(node.message_queue_size for node in app.screen.walk_children(with_self=True))


async def _drain(app: Any, timeout: float = 30.0) -> None:
    """Until the app and every node of the current screen have processed what
    was queued on them before now: each is handed a callback (``call_later``)
    that counts down. What ``Pilot``'s private ``_wait_for_screen`` does, with
    public calls."""
    nodes = [app, *app.screen.walk_children(with_self=True)]
    left = 0
    drained = asyncio.Event()

    def one_done() -> None:
        nonlocal left
        left -= 1
        if left == 0:
            drained.set()

    for node in nodes:
        if node.call_later(one_done):
            left += 1
    if left:
        await asyncio.wait_for(drained.wait(), timeout)


def _dirty(screen: Any) -> bool:
    return bool(screen._layout_required or screen._scroll_required or screen._repaint_required
                or screen._recompose_required or screen._dirty_widgets)


def _behind(app: Any) -> list[Any]:
    """The screens that may show through the current one (Textual's private
    ``App._background_screens``, from public attributes): those below it, top
    first, down to the first opaque one; bottom first."""
    screens = []
    for screen in reversed(app.screen_stack[:-1]):
        screens.append(screen)
        if screen.styles.background.a == 1:
            break
    return screens[::-1]


async def _settle(pilot: Any, natural: bool) -> None:
    """Until every queued message is processed and the current frame is painted."""
    app = pilot.app
    for _ in range(100_000):
        screen = app.screen
        await _drain(app)
        if app.screen is not screen or _busy(app):
            continue
        if _dirty(screen) or screen._callbacks:
            if natural:
                await asyncio.sleep(0.0005)  # let the 60 fps update timer fire by itself
            else:
                screen._on_timer_update()  # what that timer would call
            continue
        return
    raise RuntimeError("the screen never settled")


Hook = Callable[[], None]


Chooser = Callable[[Any, Any, tuple[Any, ...]], Any]


def chooser(policy: str, seed: int, players: int) -> Chooser:
    """How the harness picks each option shown: at random (seeded), or as the
    standard bot of the deciding seat would. At the table's card windows the
    standard policy claims for the first person whose bot, once their hand is
    open, would play a card (people know their own hands: they do not claim a
    window only to back out), and otherwise answers "nobody"."""
    from notalone_tui.bots import make_bot
    from notalone_tui.engine import Verb
    from notalone_tui.engine.options import EVERYONE_POWERS

    rng = random.Random(seed)
    if policy == "random":
        return lambda session, step, shown: shown[rng.randrange(len(shown))]
    bots = {s: make_bot("standard", seed * 31 + s) for s in range(players)}

    def everyone(session: Any, step: Any) -> bool:
        """Whether each answer of the table's "everyone uses their place's power"
        is the one this policy gives there (nobody claims, each bot uses its power)."""
        trial = session._copy()
        for seat, option in session.everyone_plan():
            now = trial.current()
            if option.verb is Verb.PASS:
                if standard(trial, now, trial.shown(now).options[:-1]) != option:
                    return False
            elif bots[seat].choose(trial.game.view(seat)) != option:
                return False
            trial.answer(seat, option)
        return True

    def standard(session: Any, step: Any, shown: tuple[Any, ...]) -> Any:
        if shown[-1] == EVERYONE_POWERS:
            if everyone(session, step):
                return shown[-1]
            shown = shown[:-1]
        if step.table or step.first:
            for option in shown:
                if option.verb is Verb.OPEN_HAND:
                    trial = session._copy()
                    trial.answer(step.decision.seat, option)
                    if trial.game.decision_for(option.seat) is None:
                        continue
                    mine = bots[option.seat].choose(trial.game.view(option.seat))
                    if mine.verb is Verb.PLAY:
                        return option
            return shown[0]
        return bots[step.seat].choose(session.game.view(step.seat))

    return standard


def keys_for(screen: Any, option: Any, shown: tuple[Any, ...], index: int) -> list[str]:
    """The fewest keys a player who knows the screen presses for ``option``: its
    number on the table (1-9); on a private screen its place keys when they
    pick it (one place, two in a row, ``t`` first to take another Hunt token:
    ``PrivateScreen.place_keys``), its letter (``PrivateScreen.letters``), or a
    place key that moves the highlight
    closer; otherwise Down (or Up, round the end of the list) to it and Enter."""
    from notalone_tui.tui.screens.private import KEY_OF_PLACE, PrivateScreen
    from notalone_tui.tui.screens.table import TableScreen

    # Lists wrap around (Textual's OptionList): Up from the first option
    # reaches the last one.
    down, up = index, len(shown) - index
    arrows = (["down"] * down if down <= up else ["up"] * up) + ["enter"]
    if isinstance(screen, TableScreen):
        # The card window numbers each person once for the whole game
        # (``TableScreen.numbers``); other lists number their lines 1-9.
        if screen.numbers:
            if index < len(screen.numbers) and screen.numbers[index] in tuple("123456789"):
                return [screen.numbers[index]]
        elif index < 9:
            return [str(index + 1)]
    if isinstance(screen, PrivateScreen):
        keys = screen.place_keys(option)
        if keys is not None and len(keys) <= len(arrows):
            return keys
        letter = [k for k, o in screen.letters().items() if o == option]
        if letter and len(arrows) > 1:
            return letter
        places = option.places or ((option.place,) if option.place else ())
        if places:
            first = next((i for i, o in enumerate(shown)
                          if o.place == places[0] or places[0] in o.places), None)
            if first is not None and first <= index and index - first + 2 < len(arrows):
                return [KEY_OF_PLACE[places[0]], *["down"] * (index - first), "enter"]
    return arrows



def paint_like_a_terminal(app: Any, probe: Probe) -> None:
    """Turn each of ``app``'s screen updates into escape sequences, as the
    terminal driver does (headless mode skips that), and tell ``probe``."""
    display = app._display

    def painted(screen: Any, renderable: Any) -> None:
        display(screen, renderable)
        if renderable is not None and not app._batch_count:
            renderable.render_segments(app.console)  # what the terminal driver does
            probe.painted()

    app._display = painted

async def play(seed: int, players: int, run: Run, *, natural: bool = False,
               full_repaint: bool = True, before_key: Hook | None = None,
               after_key: Callable[[KeyTiming], None] | None = None,
               policy: str = "random") -> None:
    """One whole game through the app with key presses only (policy of tests/tui/driver.py,
    or the standard bot's choices with ``policy="standard"``)."""
    from textual import events

    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.tui.app import NotAloneApp

    game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0), seed=seed)
    app = NotAloneApp(game)
    # Enter typed within this many seconds of a decision appearing is ignored (a
    # guard against typing ahead, as in tests/tui/conftest.py): a harness types
    # faster than people, and the guard is not processing time.
    if hasattr(app, "input_guard"):
        app.input_guard = 0.0
    choose = chooser(policy, seed, players)
    probe = Probe()
    async with app.run_test(size=SIZE) as pilot:
        paint_like_a_terminal(app, probe)

        async def press(*keys: str) -> None:
            for key in keys:
                before = type(app.screen).__name__
                if before_key is not None:
                    before_key()
                probe.reset()
                cpu = time.process_time()
                start = time.perf_counter()
                app.post_message(events.Key(key, key if len(key) == 1 else None))
                await _settle(pilot, natural)
                settled = time.perf_counter()
                cpu = time.process_time() - cpu
                if full_repaint:
                    app.screen._compositor.render_update(
                        full=True, screen_stack=_behind(app)
                    ).render_segments(app.console)
                full = time.perf_counter()
                first = (probe.first - start) * 1000 if probe.first else float("nan")
                last = (probe.last - start) * 1000 if probe.last else float("nan")
                timing = KeyTiming(key, before, type(app.screen).__name__,
                                   (settled - start) * 1000, first, last,
                                   (full - start) * 1000,
                                   probe.frames, cpu * 1000, probe.gc_ms, probe.gen2)
                run.timings.append(timing)
                if after_key is not None:
                    after_key(timing)

        gc.callbacks.append(probe.gc_callback)
        try:
            await pilot.pause()
            await _settle(pilot, natural=False)
            await play_through(pilot, press, choose, run, natural)
            for _ in range(30):  # what settling costs when there is nothing to do
                start = time.perf_counter()
                await _settle(pilot, natural)
                run.overhead.append((time.perf_counter() - start) * 1000)
        finally:
            gc.callbacks.remove(probe.gc_callback)


Press = Callable[..., Awaitable[None]]


async def play_through(pilot: Any, press: Press, choose: Chooser, run: Run,
                       natural: bool = False) -> None:
    """Answer every screen of the app's game with ``press(*keys)`` until its
    game-over screen shows (also used by ``benchmarks/memory.py``, which plays
    several games in one app)."""
    from notalone_tui.engine import Option, Verb
    from notalone_tui.tui.hotseat import Step
    from notalone_tui.tui.screens.game_over import GameOverScreen
    from notalone_tui.tui.screens.handoff import HandoffScreen
    from notalone_tui.tui.screens.table import TableScreen
    from notalone_tui.tui.widgets.decision_panel import DecisionPanel

    app = pilot.app
    for _ in range(20_000):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            run.games += 1
            run.turns += app.game.state.turn.number
            return
        session = app.session
        assert session is not None
        step = session.current()
        if step.step is Step.OVER:
            await _settle(pilot, natural=False)
            continue
        if step.step is Step.HANDOFF:
            if (not isinstance(screen, HandoffScreen)
                    or screen.player != session.name(step.seat)):
                await _settle(pilot, natural=False)
                continue
            key = "enter"
            if step.first:  # the handoff also asks: does the Creature play first?
                seat = step.decision.seat
                claim = Option(Verb.OPEN_HAND, seat=seat)
                if choose(session, step, (Option(Verb.PASS), claim)) == claim:
                    key = "c"
            await press(key)
            continue
        if step.step is Step.REVIEW:
            if not isinstance(screen, TableScreen) or screen.review != step.info:
                await _settle(pilot, natural=False)
                continue
            await press("enter")
            continue
        if step.step is Step.INFO:
            await press("enter")
            continue
        if step.step not in (Step.PRIVATE, Step.PUBLIC):  # a computer player's turn
            await _settle(pilot, natural=True)
            continue
        decision = step.decision
        assert decision is not None
        shown = session.shown(step).options or ()
        panels = screen.query(DecisionPanel)
        if (not panels or panels.first().options != shown
                or getattr(panels.first(), "serial", step.serial) != step.serial):
            await _settle(pilot, natural=False)
            continue
        option = choose(session, step, shown)
        index = shown.index(option)
        before = len(app.game.actions)
        await press(*keys_for(screen, option, shown, index))
        if panels.first().confirming is not None:  # the controller asks first
            await press("enter")
        # (claiming the Creature's window at the table is no move of the
        # game: the flow moves on to its handoff)
        if len(app.game.actions) <= before and session.current().serial == step.serial:
            raise RuntimeError(f"the app did not take {option} after the keys")
        run.actions += len(app.game.actions) - before
    raise RuntimeError("the game did not end through the UI")


def _pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


KINDS = ("arrow", "letter key", "enter, same screen", "enter, screen switch",
         "number key, same screen", "number key, screen switch")


def bench_latency(games: int, seed: int, players: int, natural: bool,
                  policy: str = "random") -> Run:
    run = Run()
    wall = time.perf_counter()
    for g in range(games):
        asyncio.run(play(seed + g, players, run, natural=natural, policy=policy))
    wall = time.perf_counter() - wall
    t = run.timings
    mode = ("Textual's 60 fps update timer left to fire by itself" if natural
            else "screen update run as soon as the messages are processed")
    table = Table(title=f"(b) key-to-screen latency in ms, {SIZE[0]}x{SIZE[1]}, {players} players, "
                        f"{run.games} game(s) from seed {seed}\n({mode})")
    for col in ("key presses", "count", "median", "p95", "max", "first frame p95",
                "last frame p95", "frames", "CPU median", "in gc"):
        table.add_column(col, justify="left" if col == "key presses" else "right")

    def row(label: str, keys: list[KeyTiming], attr: str = "ms", style: str = "") -> None:
        if not keys:
            return
        values = [getattr(k, attr) for k in keys]
        firsts = [k.first_ms for k in keys if not math.isnan(k.first_ms)]
        lasts = [k.last_ms for k in keys if not math.isnan(k.last_ms)]
        table.add_row(label, str(len(values)), f"{statistics.median(values):.1f}",
                      f"{_pct(values, 95):.1f}", f"{max(values):.1f}",
                      f"{_pct(firsts, 95):.1f}" if firsts else "-",
                      f"{_pct(lasts, 95):.1f}" if lasts else "-",
                      f"{statistics.mean(k.frames for k in keys):.1f}",
                      f"{statistics.median(k.cpu_ms for k in keys):.1f}",
                      f"{sum(k.gc_ms for k in keys) / sum(values):.0%}", style=style)

    row("all", t, style="bold")
    row("all, + full repaint of the frame", t, "full_ms")
    row("all, keys without a full (gen 2) GC", [k for k in t if not k.gen2])
    row("keys with a full (gen 2) GC", [k for k in t if k.gen2])
    for kind in KINDS:
        row(kind, [k for k in t if k.kind == kind])
    switches: dict[str, list[KeyTiming]] = defaultdict(list)
    for k in t:
        if k.kind == "enter, screen switch":
            switches[f"  {k.before.removesuffix('Screen')} -> {k.after.removesuffix('Screen')}"
                     ].append(k)
    for label in sorted(switches, key=lambda s: -statistics.median(k.ms for k in switches[s])):
        row(label, switches[label])
    console.print(table)
    p95 = _pct([k.ms for k in t], 95)
    verdict = "[green]within target[/]" if p95 < 50 else "[red]above target[/]"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    gen2 = [k.gc_ms for k in t if k.gen2]
    console.print(
        f"p95 {p95:.1f} ms, target < 50 ms: {verdict} (to the last painted frame: p95 "
        f"{_pct([k.last_ms for k in t if not math.isnan(k.last_ms)] or [math.nan], 95):.1f} ms, "
        f"{statistics.mean(k.frames for k in t):.2f} frames a key). "
        f"{run.actions} actions, {len(t)} keys, "
        f"{wall:.1f} s wall, load average {load:.1f} on {os.cpu_count()} CPUs at the end. "
        f"Harness overhead (settling with nothing to do): median "
        f"{statistics.median(run.overhead):.2f} ms.")
    console.print(
        f"Keys ({policy} policy): {len(t) / max(run.games, 1):.0f} per game, "
        f"{len(t) / max(run.turns, 1):.1f} per turn ({run.turns} turns, "
        f"{run.actions} engine actions).")
    if gen2:
        console.print(f"Full (gen 2) garbage collections: during {len(gen2)} keys "
                      f"({len(gen2) / len(t):.1%}), {min(gen2):.0f} to {max(gen2):.0f} ms each, "
                      f"growing over the game (first {gen2[0]:.0f} ms, last {gen2[-1]:.0f} ms).")
    worst = sorted(t, key=lambda k: k.ms, reverse=True)[:5]
    console.print("Slowest keys: " + "; ".join(
        f"{k.key} {k.before}->{k.after} {k.ms:.0f} ms (gc {k.gc_ms:.0f})" for k in worst) + "\n")
    return run


# ------------------------------------------------------------ where the time goes


class Exclusive:
    """Exclusive (self) time of wrapped functions, a poor man's tracing profiler.

    Every wrapped call's time minus that of the wrapped calls (and garbage
    collections) inside it goes to its label; what no wrapper covers is Textual's
    message handling, mounting and screen switching."""

    def __init__(self) -> None:
        self.stack: list[float] = []
        self.acc: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._gc_start = 0.0

    def wrap(self, owner: type, name: str, label: str) -> None:
        original = owner.__dict__[name]
        stack, acc, calls = self.stack, self.acc, self.calls

        @functools.wraps(original)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            stack.append(0.0)
            try:
                return original(*args, **kwargs)
            finally:
                elapsed = time.perf_counter() - start
                acc[label] += elapsed - stack.pop()
                calls[label] += 1
                if stack:
                    stack[-1] += elapsed

        setattr(owner, name, wrapper)

    def gc_callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
            return
        elapsed = time.perf_counter() - self._gc_start
        self.acc["python: garbage collector"] += elapsed
        if self.stack:
            self.stack[-1] += elapsed


def _instrument(ex: Exclusive) -> None:
    import importlib
    import pkgutil

    from textual._compositor import ChopsUpdate, Compositor, InlineUpdate, LayoutUpdate
    from textual.css.stylesheet import Stylesheet

    import notalone_tui.tui
    from notalone_tui.engine.game import Game

    ex.wrap(Stylesheet, "update_nodes", "textual: CSS (Stylesheet.update_nodes/apply)")
    ex.wrap(Stylesheet, "apply", "textual: CSS (Stylesheet.update_nodes/apply)")
    ex.wrap(Compositor, "reflow", "textual: layout (Compositor.reflow)")
    ex.wrap(Compositor, "render_update", "textual: paint (Compositor.render_update)")
    for cls in (LayoutUpdate, ChopsUpdate, InlineUpdate):
        ex.wrap(cls, "render_segments", "textual: escape sequences (render_segments)")
    for name in ("apply", "view", "log_for"):
        ex.wrap(Game, name, f"engine: notalone_tui/engine/game.py:Game.{name}")
    names = [m.name for m in pkgutil.walk_packages(notalone_tui.tui.__path__,
                                                   "notalone_tui.tui.")]
    for module_name in names:
        module = importlib.import_module(module_name)
        path = Path(module.__file__ or "").relative_to(ROOT)
        for cls in vars(module).values():
            if not isinstance(cls, type) or cls.__module__ != module_name:
                continue
            for name, member in list(vars(cls).items()):
                if (not inspect.isfunction(member) or name.startswith("__")
                        or inspect.isgeneratorfunction(member)
                        or inspect.iscoroutinefunction(member)):
                    continue
                ex.wrap(cls, name, f"ours: {path}:{cls.__name__}.{name}")


def breakdown(seed: int, players: int, top: int) -> None:
    """Mean exclusive ms per key, by kind of key, under the wrappers of :class:`Exclusive`."""
    ex = Exclusive()
    _instrument(ex)
    per_kind: dict[str, dict[str, float]] = {k: defaultdict(float) for k in KINDS}
    totals: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    run = Run()

    def before_key() -> None:
        ex.acc.clear()

    def after_key(k: KeyTiming) -> None:
        counts[k.kind] += 1
        per_kind[k.kind]["total"] += k.ms
        for label, seconds in ex.acc.items():
            per_kind[k.kind][label] += seconds * 1000
            totals[label] += seconds * 1000

    gc.callbacks.append(ex.gc_callback)
    try:
        asyncio.run(play(seed, players, run, full_repaint=False, before_key=before_key,
                         after_key=after_key))
    finally:
        gc.callbacks.remove(ex.gc_callback)

    def category(label: str) -> str:
        if label.startswith("ours:"):
            return "ours: notalone_tui/tui, all methods"
        if label.startswith("engine:"):
            return "engine: Game.apply/view/log_for"
        return label

    table = Table(title=f"where a key's time goes: mean exclusive ms per key, one game "
                        f"(seed {seed}), instrumented so a little slower")
    table.add_column("")
    for kind in KINDS:
        table.add_column(f"{kind} ({counts[kind]})", justify="right")
    labels = sorted({category(label) for kind in KINDS for label in per_kind[kind]} - {"total"})
    merged = {kind: defaultdict(float) for kind in KINDS}
    for kind in KINDS:
        for label, ms in per_kind[kind].items():
            merged[kind][category(label)] += ms
    for label in sorted(labels, key=lambda lab: -sum(merged[k][lab] for k in KINDS)):
        table.add_row(label, *(f"{merged[k][label] / max(counts[k], 1):.1f}" for k in KINDS))
    table.add_row("textual: the rest (messages, mounting, focus, screen switching)",
                  *(f"{(merged[k]['total'] - sum(v for lab, v in merged[k].items() if lab != 'total')) / max(counts[k], 1):.1f}"
                    for k in KINDS))
    table.add_row("total (key posted -> settled)", *(
        f"{merged[k]['total'] / max(counts[k], 1):.1f}" for k in KINDS), style="bold")
    console.print(table)
    ours = Table(title="our code, exclusive time over the whole game (children excluded)")
    ours.add_column("file:function")
    ours.add_column("calls", justify="right")
    ours.add_column("total ms", justify="right")
    ours.add_column("ms/call", justify="right")
    mine = [(lab, ms) for lab, ms in totals.items()
            if lab.startswith(("ours:", "engine:"))]
    for label, ms in sorted(mine, key=lambda x: -x[1])[:top]:
        n = ex.calls[label]
        ours.add_row(label.split(": ", 1)[1], str(n), f"{ms:.0f}", f"{ms / n:.2f}")
    console.print(ours)


def profile(seed: int, players: int, top: int) -> None:
    """cProfile of one game (untimed), our functions first."""
    profiler = cProfile.Profile()
    run = Run()
    profiler.enable()
    asyncio.run(play(seed, players, run, full_repaint=False))
    profiler.disable()
    stats = pstats.Stats(profiler)
    rows = [(filename, name, ncalls, tottime, cumtime)
            for (filename, _line, name), (_cc, ncalls, tottime, cumtime, _callers)
            in stats.stats.items()]  # type: ignore[attr-defined]

    def where(filename: str, name: str) -> str:
        parts = Path(filename).parts
        if "notalone_tui" in parts:
            return "/".join(parts[parts.index("notalone_tui"):]) + f":{name}"
        if "site-packages" in parts:
            return "/".join(parts[parts.index("site-packages") + 1:]) + f":{name}"
        return f"{Path(filename).name}:{name}"

    ours = [r for r in rows if "notalone_tui" in Path(r[0]).parts]
    for title, selection, key in (("our code, by cumulative time", ours, 4),
                                  ("everything, by own time", rows, 3)):
        table = Table(title=f"cProfile, one game ({len(run.timings)} keys): {title}")
        for col in ("function", "calls", "own s", "cumulative s"):
            table.add_column(col, justify="left" if col == "function" else "right")
        for r in sorted(selection, key=lambda r: r[key], reverse=True)[:top]:
            table.add_row(where(r[0], r[1]), str(r[2]), f"{r[3]:.3f}", f"{r[4]:.3f}")
        console.print(table)


def main() -> None:
    global SIZE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-up runs per app")
    parser.add_argument("--games", type=int, default=1, help="games for the latency part")
    parser.add_argument("--seed", type=int, default=5, help="first game seed")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--terminal", action="store_true",
                        help="start-up on a pseudo-terminal with the real driver (not headless)")
    parser.add_argument("--forced", action="store_true",
                        help="latency without the waits for Textual's 60 fps update timer "
                             "(each frame painted as soon as the messages are processed)")
    parser.add_argument("--natural", action="store_true",
                        help="the default (kept for old command lines): latency including "
                             "the waits for Textual's 60 fps update timer")
    parser.add_argument("--size", default=f"{SIZE[0]}x{SIZE[1]}", metavar="WxH",
                        help="terminal size for the latency part (start-up stays 120x40)")
    parser.add_argument("--breakdown", type=int, nargs="?", const=15, default=0, metavar="N",
                        help="also split a key's time into ours / engine / CSS / layout / paint "
                             "/ gc over one more game, and list our top N functions")
    parser.add_argument("--profile", type=int, nargs="?", const=25, default=0, metavar="N",
                        help="also cProfile one more game and print the top N functions")
    parser.add_argument("--policy", choices=("random", "standard"), default="random",
                        help="how the harness chooses: seeded random options, or the "
                             "standard bot's choices for each seat (a table's typical game)")
    parser.add_argument("--langs", nargs="*", default=["en", "fr", "pt", "ro"], metavar="CODE",
                        help="start-up in each of these languages (notalone --lang CODE)")
    parser.add_argument("--skip-startup", action="store_true")
    parser.add_argument("--skip-latency", action="store_true")
    args = parser.parse_args()
    # Games here autosave like real ones, into a scratch folder, not the player's saves.
    os.environ.setdefault("NOTALONE_DATA_DIR", tempfile.mkdtemp(prefix="notalone-"))
    console.print(f"python {sys.version.split()[0]}, textual {_textual_version()}, "
                  f"{os.cpu_count()} CPUs, {_revision()}\n")
    if not args.skip_startup:
        bench_startup(args.runs, args.terminal, args.langs or [""])
    width, height = map(int, args.size.lower().split("x"))
    SIZE = (width, height)  # the latency part's terminal (start-up is measured at 120x40)
    if not args.skip_latency:
        bench_latency(args.games, args.seed, args.players, not args.forced, args.policy)
    if args.breakdown:
        breakdown(args.seed, args.players, args.breakdown)
    if args.profile:
        profile(args.seed, args.players, args.profile)


def _revision() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=ROOT, text=True, capture_output=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "not a git checkout"
    return f"commit {head}{' + uncommitted changes' if dirty else ''}"


def _textual_version() -> str:
    from importlib.metadata import version

    return version("textual")


if __name__ == "__main__":
    main()
