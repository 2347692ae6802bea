"""Monkey test: thousands of seeded random events against the real app.

Every run drives a real :class:`NotAloneApp` (autosave on) with random key
presses (every key bound anywhere in the app plus letters, digits and the
usual editing and navigation keys), mouse presses, releases, clicks and wheel
turns at random places, and terminal resizes between 40×12 and 200×60, some
of them below 80×24 and back (after which the decision on show must have its
list focused). Runs start on the title screen, or on a game of 2, 4 or 7
players (new, half played or a few actions from its end), all human or with
computer seats. The events are biased towards the keys that move the screen
on (Enter on a handoff, arrows and Enter in a decision list, Ctrl+S on the
setup screen...) so that games are played to their end, but anything may be
pressed anywhere: help, the command palette, undo and quitting included. When
the app exits, the run goes on with a fresh app.

After every event: no exception escaped the app, the screen stack holds no
screen twice and never ends on Textual's blank default screen, and the
engine's invariants hold for the game in the app. Whenever a game is left
(the app quit, a new game replaced it, the run ended) the actions the UI sent
must replay in the engine to the very same state, and the game must still
play on to its end: with random legal actions in the engine, and through the
UI too when it is close to its end.

Events are posted the way ``driver.press`` does, waiting only until the screen
has handled each one, so keys come faster than anyone types. The bugs the
monkey found are fixed and pinned by the tests at the end of this file.

A failure names the run, its seed and the last events, so it can be replayed.
Run with ``-s`` for per-run statistics.
"""

from __future__ import annotations

import asyncio
import random
import string
import time
import unicodedata
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any

import pytest
from textual import events
from textual.app import App
from textual.command import CommandPalette
from textual.containers import VerticalScroll
from textual.keys import REPLACED_KEYS, _get_unicode_name_from_key
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import (
    Button,
    Input,
    OptionList,
    RichLog,
    Select,
    TabbedContent,
    Tabs,
)

from notalone_tui import bots as bots_module
from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.hotseat import HotSeat, Step
from notalone_tui.tui.screens.base import MIN_HEIGHT, MIN_WIDTH
from notalone_tui.tui.screens.confirm import ConfirmScreen
from notalone_tui.tui.screens.export import ExportScreen
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.artemia_grid import ArtemiaGrid
from notalone_tui.tui.widgets.compact_grid import CompactGrid

from .driver import play_game, session_of, until

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus")
MIN_SIZE, MAX_SIZE = (40, 12), (200, 60)
#: Let the app go idle (timers, workers, repaints) after this many events.
SETTLE_EVERY = 150
#: The most screens the stack may hold: default, title, a game screen, help or a
#: replay, the command palette, an export dialog.
MAX_STACK = 6
#: Finish a left game through the UI as well when it is this close to its end.
UI_FINISH_WITHIN = 40

# Shares of the events (cumulative): resizes, resizes across 80×24 and back,
# mouse events, keys that move the current screen on; the rest are keys drawn
# from the whole pool.
RESIZE, ACROSS, MOUSE, PROGRESSING = 0.005, 0.012, 0.045, 0.34
#: Below 80×24 the screens ask for a larger terminal and hide the game: resize sooner.
RESIZE_WHEN_TOO_SMALL = 0.04


# ---------------------------------------------------------------- the keys
def _bound_keys() -> set[str]:
    """Every key bound by the app, its screens and widgets, and the Textual widgets
    they are built from (option lists, selects, inputs, tabs, scrolling logs...)."""
    classes: list[type[object]] = [
        NotAloneApp, TitleScreen, SetupScreen, TableScreen, HandoffScreen, PrivateScreen,
        CreatureScreen, GameOverScreen, HelpScreen, ExportScreen, ReplayScreen, ConfirmScreen,
        ArtemiaGrid, App, Screen, Widget, OptionList, Select, Input, Button, TabbedContent,
        Tabs, VerticalScroll, RichLog, CommandPalette,
    ]
    keys: set[str] = set()
    for cls in classes:
        for klass in cls.__mro__:
            for binding in vars(klass).get("BINDINGS", []):
                key = binding.key if hasattr(binding, "key") else binding[0]
                keys.update(k.strip() for k in key.split(","))
    return keys


EXTRA_KEYS = {
    "enter", "escape", "tab", "shift+tab", "up", "down", "left", "right", "space",
    "backspace", "delete", "pageup", "pagedown", "home", "end", "ctrl+p", "question_mark",
    "f1", "ctrl+z", "ctrl+u", "ctrl+s", "q", "slash", "minus", "full_stop",
}
KEY_POOL = sorted(
    _bound_keys() | EXTRA_KEYS | set(string.ascii_lowercase) | set(string.digits)
    | {c.upper() for c in "nqrctg"}
)
#: Rarer than the rest of the noise: keys that end the app, and keys that open
#: the help (about a second of CPU each time: the rules and 60 cards) or the palette.
RARE_KEYS = {"ctrl+q": 0.1, "ctrl+c": 0.3, "q": 0.5, "question_mark": 0.08, "f1": 0.08,
             "ctrl+p": 0.3}
KEY_WEIGHTS = [RARE_KEYS.get(k, 1.0) for k in KEY_POOL]
#: Keys that open a screen on top of the current one, or quit.

#: Per screen, the keys that tend to move it on (key, weight).
DIGITS = [(str(d), 0.6) for d in range(10)]
PROGRESS: dict[type[Screen[Any]] | None, list[tuple[str, float]]] = {
    TitleScreen: [("n", 12), ("c", 4), ("enter", 4), ("r", 0.3), ("tab", 1)],
    SetupScreen: [("ctrl+s", 10), ("tab", 4), ("shift+tab", 1), ("enter", 4), ("down", 3),
                  ("up", 1), ("space", 1), ("escape", 0.7), *DIGITS, ("a", 1), ("x", 1)],
    HandoffScreen: [("enter", 1)],
    TableScreen: [("enter", 14), ("down", 5), ("up", 1.5), ("tab", 1), ("space", 0.5),
                  ("ctrl+z", 0.3)],
    PrivateScreen: [("enter", 14), ("down", 5), ("up", 1.5), ("tab", 1), ("t", 0.5),
                    ("g", 0.5), ("ctrl+z", 0.3), *DIGITS],
    GameOverScreen: [("n", 10), ("enter", 4), ("tab", 1), ("e", 1), ("r", 1), ("q", 0.5)],
    ReplayScreen: [("right", 4), ("space", 2), ("left", 2), ("pagedown", 1), ("pageup", 1),
                   ("home", 1), ("end", 1), ("s", 1), ("escape", 2), ("q", 1)],
    ExportScreen: [("escape", 4), ("enter", 2), ("tab", 1), ("backspace", 1)],
    ConfirmScreen: [("tab", 3), ("enter", 4), ("escape", 1), ("left", 1), ("right", 1)],
    HelpScreen: [("escape", 6), ("q", 2), ("r", 1), ("c", 1), ("slash", 1), ("down", 1),
                 ("pagedown", 1), ("tab", 1)],
    None: [("escape", 8), ("enter", 1), ("down", 1), ("a", 0.5)],  # the palette, the rest
}
GAME_FLOW = (HandoffScreen, PrivateScreen, TableScreen)


def key_event(key: str) -> events.Key:
    """The key event Textual's own ``Pilot.press`` would send for ``key``."""
    try:
        char: str | None = unicodedata.lookup(
            _get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


# ---------------------------------------------------------------- the runs
@dataclass(frozen=True)
class Run:
    name: str
    seed: int
    events: int
    players: int = 0  # 0: start on the title screen
    bots: dict[int, str] = field(default_factory=dict)
    #: Where the game starts: "new", "mid" (half played) or "end" (a few actions left).
    start: str = "new"
    #: Keys the run starts with (they count as its events): screens that random
    #: events reach only rarely (the help is opened rarely, it takes a second).
    opening: tuple[str, ...] = ()


RUNS = [
    Run("title-a", 101, 650, opening=("question_mark", "c", "slash", "w", "escape")),
    Run("title-b", 202, 550, opening=("ctrl+p",)),
    Run("2p-hunted-vs-bot-end", 303, 650, 2, {0: "random"}, "end"),
    Run("2p-creature-vs-bot-mid", 404, 500, 2, {1: "random"}, "mid"),
    Run("2p-hotseat-end", 505, 500, 2, {}, "end"),
    Run("4p-two-bots-new", 606, 550, 4, {1: "random", 3: "random"}, "new"),
    Run("4p-hotseat-mid", 707, 500, 4, {}, "mid"),
    Run("7p-hotseat-new", 808, 600, 7, {}, "new"),
    Run("7p-five-bots-end", 909, 550, 7, {s: "random" for s in (0, 1, 3, 5, 6)}, "end"),
]
assert sum(r.events for r in RUNS) >= 5000

#: Events sent by the runs of this module so far, and each finished run's figures.
EVENT_TOTAL = 0
RESULTS: dict[str, dict[str, object]] = {}


@dataclass
class Monkey:
    run: Run
    rng: random.Random
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=40))
    events: int = 0
    apps: int = 0
    screens: Counter[str] = field(default_factory=Counter)
    games: int = 0
    games_over: int = 0
    actions: int = 0
    finished_in_ui: int = 0
    finished_in_engine: int = 0

    def where(self) -> str:
        return (f"run {self.run.name!r}, seed {self.run.seed}, app #{self.apps}, "
                f"event {self.events}; last events:\n  " + "\n  ".join(self.recent))

    def summary(self, seconds: float) -> dict[str, object]:
        return {
            "events": self.events, "apps": self.apps, "seconds": round(seconds, 1),
            "games": self.games, "games over": self.games_over, "UI actions": self.actions,
            "finished in UI": self.finished_in_ui, "finished in engine": self.finished_in_engine,
            "screens": dict(self.screens),
        }


def _weighted(rng: random.Random, choices: list[tuple[str, float]]) -> str:
    keys, weights = zip(*choices, strict=True)
    key: str = rng.choices(keys, weights)[0]
    return key


#: On a decision whose list has lost the focus (a click elsewhere), Tab brings it back.
REFOCUS = [("tab", 8), ("shift+tab", 2)]


def _progress_keys(app: App[None]) -> list[tuple[str, float]]:
    screen = app.screen
    for cls, keys in PROGRESS.items():
        if cls is not None and isinstance(screen, cls):
            if isinstance(screen, (PrivateScreen, TableScreen)) and not isinstance(
                    app.focused, (OptionList, ArtemiaGrid)):
                return keys + REFOCUS
            return keys
    return PROGRESS[None]


# ---------------------------------------------------------------- the events
def alive(app: App[None]) -> bool:
    """Running, and not emptying its screen stack on the way out."""
    return app.is_running and bool(app.screen_stack)


async def processed(pilot: Pilot[None]) -> None:
    """Wait until the screen has handled what was posted (``pause(0)`` without its
    forced repaint: the app paints on its own timer), as fast as the app can
    take events and no faster."""
    await pilot._wait_for_screen()


async def random_event(pilot: Pilot[None], monkey: Monkey) -> None:
    app = pilot.app
    rng = monkey.rng
    screen = type(app.screen).__name__
    roll = rng.random()
    opening = monkey.events < len(monkey.run.opening)
    if opening:
        roll = 1.0
    too_small = app.size.width < MIN_WIDTH or app.size.height < MIN_HEIGHT
    if roll < RESIZE or (too_small and not opening and roll > 1 - RESIZE_WHEN_TOO_SMALL):
        width = rng.randint(MIN_SIZE[0], MAX_SIZE[0])
        height = rng.randint(MIN_SIZE[1], MAX_SIZE[1])
        monkey.recent.append(f"resize {width}x{height} @{screen}")
        await pilot.resize_terminal(width, height)
        return
    if roll < ACROSS:
        await resize_across(pilot, monkey)
        return
    if roll < MOUSE:
        width, height = app.size
        x, y = rng.randrange(max(width, 1)), rng.randrange(max(height, 1))
        kind = rng.choices(["click", "down", "up", "scroll"], [6, 1.5, 1.5, 1])[0]
        monkey.recent.append(f"mouse {kind} ({x},{y}) @{screen}")
        args = (None, x, y, 0, 0, 1, False, False, False)
        if kind in ("click", "down"):
            app.post_message(events.MouseDown(*args, screen_x=x, screen_y=y))
        if kind in ("click", "up"):
            app.post_message(events.MouseUp(*args, screen_x=x, screen_y=y))
        if kind == "scroll":
            wheel = rng.choice([events.MouseScrollDown, events.MouseScrollUp])
            app.post_message(wheel(*args, screen_x=x, screen_y=y))
    else:
        if opening:
            key = monkey.run.opening[monkey.events]
        elif roll < PROGRESSING:
            key = _weighted(rng, _progress_keys(app))
        else:
            key = rng.choices(KEY_POOL, KEY_WEIGHTS)[0]
        monkey.recent.append(f"key {key} @{screen}")
        app.post_message(key_event(key))
    await processed(pilot)


async def resize_across(pilot: Pilot[None], monkey: Monkey) -> None:
    """Shrink the terminal below 80×24 (the layout hides, and the focused widget
    with it), then enlarge it again: the decision on show must have its list
    focused, so that Enter answers it without a Tab first."""
    app = pilot.app
    rng = monkey.rng
    screen = type(app.screen).__name__
    if rng.random() < 0.5:
        small = (rng.randint(MIN_SIZE[0], MIN_WIDTH - 1), rng.randint(MIN_SIZE[1], MAX_SIZE[1]))
    else:
        small = (rng.randint(MIN_SIZE[0], MAX_SIZE[0]), rng.randint(MIN_SIZE[1], MIN_HEIGHT - 1))
    large = (rng.randint(MIN_WIDTH, MAX_SIZE[0]), rng.randint(MIN_HEIGHT, MAX_SIZE[1]))
    monkey.recent.append(f"resize {small[0]}x{small[1]} then {large[0]}x{large[1]} @{screen}")
    await pilot.resize_terminal(*small)
    await processed(pilot)
    await pilot.resize_terminal(*large)
    # A computer seat may move meanwhile and the game switch screens: focus
    # moves asynchronously, so give the screen a few frames to settle.
    for _ in range(5):
        await pilot.pause()
        if not alive(app) or not isinstance(app.screen, PrivateScreen | TableScreen):
            return
        lists = app.screen.query(OptionList)
        if not (lists and lists.first().option_count):
            return
        if isinstance(app.focused, OptionList | ArtemiaGrid):
            return
    raise AssertionError(
        f"after a resize across 80×24 the focus is on {app.focused!r}; {monkey.where()}")


def check_app(app: NotAloneApp, monkey: Monkey) -> None:
    """What must hold after any event."""
    if app._exception is not None:  # the app crashed (run_test re-raises it later)
        import traceback
        trace = "".join(traceback.format_exception(app._exception))
        raise AssertionError(f"the app raised {app._exception!r}; {monkey.where()}\n{trace}")
    if not alive(app):
        return
    stack = app.screen_stack
    assert type(stack[-1]) is not Screen, (
        f"dead end: only Textual's blank default screen is left; {monkey.where()}")
    assert len({id(s) for s in stack}) == len(stack) <= MAX_STACK, (
        f"screen stack {stack}; {monkey.where()}")
    if app.session is not None:
        problems = check_invariants(session_of(app).game.state)
        assert not problems, f"invariants broken: {problems}; {monkey.where()}"


# ---------------------------------------------------------------- games
def random_playout(game: Game, rng: random.Random, monkey: Monkey | None = None) -> list[Action]:
    """Random legal actions until the game ends (checking the invariants)."""
    played: list[Action] = []
    while not game.is_over:
        assert len(played) < 5000, "the game never ended"
        decision = rng.choice(game.pending)
        action = Action(decision.seat, rng.choice(decision.options))
        game.apply(action)
        played.append(action)
        problems = check_invariants(game.state)
        assert not problems, f"invariants broken finishing the game: {problems}; " + (
            monkey.where() if monkey else "")
    return played


def start_game(run: Run, rng: random.Random) -> Game:
    config = GameConfig(names=NAMES[:run.players], creature_seat=rng.randrange(run.players))
    seed = rng.randrange(2**31)
    if run.start == "new":
        return Game.new(config, seed)
    actions = random_playout(Game.new(config, seed), rng)
    keep = len(actions) // 2 if run.start == "mid" else max(0, len(actions) - rng.randint(6, 20))
    return Game.replay(config, seed, actions[:keep])


def finish_in_engine(game: Game, monkey: Monkey, first: int) -> int:
    """The UI's actions replay to the same state, and the game plays on to its end.
    Returns how many actions that took. ``first``: actions played before the app."""
    state = game.state
    monkey.actions += max(0, len(game.actions) - first)
    replayed = Game.replay(state.config, state.seed, game.actions)
    assert replayed.state == state, f"the UI's actions do not replay; {monkey.where()}"
    if replayed.is_over:
        return 0
    left = len(random_playout(replayed, random.Random(monkey.rng.random()), monkey))
    monkey.finished_in_engine += 1
    return left


async def finish_in_ui(pilot: Pilot[None], monkey: Monkey) -> bool:
    """Close whatever the monkey left open on top of the game (help, the palette,
    a replay) and play the game out with the driver's keys; False if the app is
    not on the game any more."""
    app = pilot.app
    for _ in range(10):
        await pilot.pause()
        if not alive(app) or isinstance(app.screen, (*GAME_FLOW, GameOverScreen)):
            break
        monkey.recent.append(f"finish: key escape @{type(app.screen).__name__}")
        app.post_message(key_event("escape"))
    screen = app.screen if alive(app) else None
    if not isinstance(screen, GAME_FLOW):
        return False
    screen.minimize()  # the palette's "Maximize" may have been used
    if isinstance(screen, (PrivateScreen, TableScreen)):
        # The driver expects a decision as first drawn: the first option
        # highlighted, no confirmation pending, the list focused.
        screen.render_payload()
    await play_game(pilot, random.Random(monkey.rng.random()), check_secrets=False)
    monkey.finished_in_ui += 1
    return True


# ---------------------------------------------------------------- one app
def new_app(monkey: Monkey) -> NotAloneApp:
    run = monkey.run
    if not run.players:
        return NotAloneApp(bot_delay=0)
    return NotAloneApp(start_game(run, monkey.rng), bots=dict(run.bots), bot_delay=0)


async def drive_one_app(monkey: Monkey) -> None:
    app = new_app(monkey)
    monkey.apps += 1
    monkey.recent.append(f"--- new app #{monkey.apps}")
    size = monkey.rng.choices([(80, 24), (100, 30), (120, 40), (60, 20)], [3, 3, 2, 1])[0]
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        session = app.session
        monkey.games += session is not None
        first = len(session.game.actions) if session is not None else 0
        while monkey.events < monkey.run.events and alive(app):
            await random_event(pilot, monkey)
            monkey.events += 1
            if monkey.events % SETTLE_EVERY == 0:
                await pilot.pause()
            check_app(app, monkey)
            if alive(app):
                monkey.screens[type(app.screen).__name__] += 1
            if app.session is not session:
                # A new game replaced the previous one: that one must still be sound.
                if session is not None:
                    monkey.games_over += session.game.is_over
                    finish_in_engine(session.game, monkey, first)
                session = app.session
                first = len(session.game.actions) if session is not None else 0
                monkey.games += 1
        check_app(app, monkey)
        if session is None:
            return
        game = session.game
        monkey.games_over += game.is_over
        left = finish_in_engine(game, monkey, first)
        monkey.recent.append(f"--- run over; the game ends {left} actions later in the engine")
        if 0 < left <= UI_FINISH_WITHIN and alive(app) and await finish_in_ui(pilot, monkey):
            monkey.recent.append("--- finished through the UI")
            check_app(app, monkey)
            await pilot.pause()
            assert session.game.is_over and isinstance(app.screen, GameOverScreen), (
                f"finished in the UI, yet on {app.screen}; {monkey.where()}")
            monkey.screens["GameOverScreen"] += 1


@pytest.fixture(autouse=True)
def _contained(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    # The palette's "Screenshot" and the record export write under the home folder.
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(str(tmp_path))
    # Seats set to "expert" on the setup screen would think for a second per choice.
    make_bot = bots_module.make_bot

    def quick_bot(level: str, seed: int = 0, seconds: float = 1.0,
                  playouts: int | None = None) -> bots_module.Bot:
        return make_bot(level, seed, seconds=min(seconds, 0.01), playouts=playouts or 4)

    monkeypatch.setattr(bots_module, "make_bot", quick_bot)


@pytest.mark.parametrize("run", RUNS, ids=[r.name for r in RUNS])
async def test_monkey(run: Run) -> None:
    global EVENT_TOTAL
    monkey = Monkey(run, random.Random(run.seed))
    started = time.perf_counter()
    while monkey.events < run.events:
        assert monkey.apps < 60, f"the app keeps exiting at once; {monkey.where()}"
        try:
            await drive_one_app(monkey)
        except AssertionError:
            raise
        except Exception as error:  # an app exception, re-raised by run_test
            raise AssertionError(f"{error!r}; {monkey.where()}") from error
    EVENT_TOTAL += monkey.events
    RESULTS[run.name] = monkey.summary(time.perf_counter() - started)
    print(f"\nmonkey {run.name}: {RESULTS[run.name]}")
    assert monkey.events >= run.events  # this run's share of the 5,000


def test_monkey_totals() -> None:
    """After the runs above: together they sent 5,000 events and saw every screen."""
    if len(RESULTS) < len(RUNS):
        pytest.skip("only meaningful after every monkey run of this module")
    assert EVENT_TOTAL >= 5000, EVENT_TOTAL
    seen: set[str] = set()
    for result in RESULTS.values():
        seen |= set(result["screens"])  # type: ignore[call-overload]  # a dict of names
    print(f"\nmonkey: {EVENT_TOTAL} events in {len(RUNS)} runs; screens: {sorted(seen)}")
    expected = {"TitleScreen", "SetupScreen", "HelpScreen", "HandoffScreen", "HuntedScreen",
                "CreatureScreen", "TableScreen", "GameOverScreen", "Palette"}
    assert expected <= seen, f"never reached: {expected - seen}"


# ---------------------------------------------------------------- known bugs
# Found by the monkey and fixed in the app, pinned below: help or the palette opened while a choice
# is in flight or a bot thinks (the game now waits until they are closed),
# quitting while a bot thinks, the title's save lookup answering after a game
# replaced the title, and the palette's stray second dismissal popping a game
# screen (the app refuses to pop its game screens), and Page Up/Down reaching
# an option list not laid out yet (Textual 8 crashes; the app drops the key),
# and a key still bubbling up from a widget while the app closes its screens.


def _three_players() -> NotAloneApp:
    return NotAloneApp(Game.new(GameConfig(names=NAMES[:3], creature_seat=0), 1), bot_delay=0)


async def test_help_opened_while_a_choice_is_in_flight() -> None:
    """The game waits behind the help and moves on once it is closed."""
    app = _three_players()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")  # on Ben's handoff: Ada, the Creature, plays a card first
        await pilot.pause()
        await pilot.press("enter")  # Ada takes the keyboard
        await pilot.pause()
        assert isinstance(app.screen, CreatureScreen)
        # Enter picks "pass" (then a handoff to Ben); "?" comes before it lands.
        app.post_message(key_event("enter"))
        app.post_message(key_event("question_mark"))
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert sum(isinstance(s, GAME_FLOW) for s in app.screen_stack) == 1
        await pilot.press("escape")
        for _ in range(3):
            await pilot.pause()
        assert [type(s) for s in app.screen_stack if isinstance(s, GAME_FLOW)] == [
            HandoffScreen]
        assert isinstance(app.screen, HandoffScreen)


async def until_a_bot_thinks(pilot: Pilot[None], app: NotAloneApp, *, enter: bool = False) -> None:
    """Let the game run (pressing Enter between pauses if ``enter``) until a bot
    seat is thinking, for at most 40 pauses."""
    for _ in range(40):
        await pilot.pause()
        if session_of(app).current().step is Step.BOT:
            return
        if enter:
            await pilot.press("enter")


async def test_help_opened_while_a_bot_thinks_stays_until_closed() -> None:
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={1: "random"}, bot_delay=0.6)
    async with app.run_test(size=(100, 30)) as pilot:
        await until_a_bot_thinks(pilot, app, enter=True)
        assert session_of(app).current().step is Step.BOT
        moves = len(app.game.actions)
        app.post_message(key_event("question_mark"))  # while the bot thinks
        await pilot.pause(1.0)  # the bot moves
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen), "the help closed by itself"
        assert sum(isinstance(s, GAME_FLOW) for s in app.screen_stack) == 1, app.screen_stack
        assert len(app.game.actions) == moves + 1
        await pilot.press("escape")
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, GAME_FLOW)
        assert sum(isinstance(s, GAME_FLOW) for s in app.screen_stack) == 1, app.screen_stack


async def test_quitting_while_a_bot_thinks_ends_cleanly() -> None:
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={0: "random"}, bot_delay=0.05)
    async with app.run_test(size=(100, 30)) as pilot:
        await until_a_bot_thinks(pilot, app)
        app.exit()
        await pilot.pause(0.2)
    assert app.return_code in (None, 0)


async def test_a_bot_answer_after_shutdown_is_ignored() -> None:
    """Found by the monkey on CI: a bot's answer can land while the app shuts
    down without ``exit()`` (here, ``run_test`` ending), when the table's
    widgets are already gone."""
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={0: "random"}, bot_delay=30)
    async with app.run_test(size=(100, 30)) as pilot:
        await until_a_bot_thinks(pilot, app)
        assert app.controller is not None and app.controller.bot is not None
        decision = app.controller.bot.decision
        option = session_of(app).bot_choice(decision.seat)
    actions = len(app.game.actions)
    app._paced(decision)
    app._thought(decision, option)  # raised NoMatches on the pruned table
    assert len(app.game.actions) == actions


async def test_a_click_as_a_palette_command_starts() -> None:
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={0: "random"}, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, PrivateScreen)
        await pilot.press("ctrl+p", "r", "e", "p")  # "Replay the game so far"
        await pilot.pause()
        app.post_message(key_event("enter"))
        await pilot._wait_for_screen()  # the palette closes; its command is to run next
        await pilot.pause(0)
        args = (None, 5, 28, 0, 0, 1, False, False, False)
        app.post_message(events.MouseDown(*args, screen_x=5, screen_y=28))
        app.post_message(events.MouseUp(*args, screen_x=5, screen_y=28))
        for _ in range(3):
            await pilot.pause()
        assert [type(s) for s in app.screen_stack[-2:]] == [HuntedScreen, ReplayScreen]


async def test_a_stray_pop_never_leaves_the_blank_default_screen() -> None:
    """The palette's stray second dismissal on the title screen (CI, run
    'title-b', seed 202: a click on the palette as its command started) popped
    the title itself and left Textual's blank default screen. Pops that would
    uncover it are refused, as for the game screens; others still pop."""
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert type(app.screen_stack[-2]) is Screen  # what a pop would uncover
        await app.pop_screen()
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await app.pop_screen()
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


async def test_page_down_as_the_command_palette_opens() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.post_message(key_event("ctrl+p"))
        app.post_message(key_event("pagedown"))
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, CommandPalette)


async def test_click_on_a_palette_result_already_gone() -> None:
    """The palette refills its results as the search runs; a click drawn for a
    result that is gone (CI, seed 808 of the 7-player run) indexed past the list."""
    from rich.style import Style
    from textual.command import CommandList

    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        for _ in range(3):
            await pilot.pause()
        results = app.screen.query_one(CommandList)
        stale = results.option_count + 5
        at = results.region
        results.post_message(events.Click(results, 2, 1, 0, 0, 1, False, False, False,
                                          screen_x=at.x + 2, screen_y=at.y + 1,
                                          style=Style(meta={"option": stale})))
        for _ in range(3):
            await pilot.pause()
        assert app._exception is None
        assert isinstance(app.screen, CommandPalette)


# ---------------------------------------------------------------- fixed bugs
# Found by the monkey and fixed in the screens and widgets; pinned down here.
def _two_public_decisions_in_a_row() -> Game:
    """A game whose table decision is followed by another table decision."""
    config = GameConfig(names=NAMES[:2], creature_seat=0)
    rng = random.Random(0)
    game = Game.new(config, 0)
    while not game.is_over:
        flow = HotSeat(Game.replay(config, 0, game.actions))
        step = flow.current()
        if step.step is Step.PUBLIC and step.decision is not None:
            option = (flow.shown(step).options or ())[0]
            if not flow.needs_confirmation(step, option):
                flow.answer(step.decision.seat, option)
                if flow.current().step is Step.PUBLIC:
                    return Game.replay(config, 0, game.actions)
        decision = rng.choice(game.pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    raise AssertionError("no two table decisions in a row")


async def test_a_double_enter_never_answers_the_next_decision_with_the_last_ones_option() -> None:
    app = NotAloneApp(_two_public_decisions_in_a_row(), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        before = len(app.game.actions)
        app.post_message(key_event("enter"))
        app.post_message(key_event("enter"))  # picked from the same list, before it changes
        for _ in range(3):
            await pilot.pause()
        assert len(app.game.actions) > before
        assert check_invariants(app.game.state) == []


async def test_back_from_setup_after_a_game_opened_without_the_title() -> None:
    config = GameConfig(names=NAMES[:2], creature_seat=0)
    game = Game.new(config, 7)
    random_playout(game, random.Random(7))
    app = NotAloneApp(game, bot_delay=0)  # as `notalone --resume` opens a game
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen), app.screen_stack


async def test_page_keys_while_the_terminal_is_too_small() -> None:
    """The Creature's screen opens on a terminal too small for it: its list is
    hidden and never laid out (below 80×24 the layout is hidden); the page keys
    come before, and right after, the terminal is enlarged."""
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={1: "random"}, bot_delay=0)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CreatureScreen)
        await pilot.press("pagedown", "pageup")
        await pilot.resize_terminal(100, 30)
        await pilot.press("pagedown", "pageup")
        assert isinstance(app.screen, CreatureScreen)


async def test_the_grid_while_the_creature_reads_a_private_message() -> None:
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={1: "random"}, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CreatureScreen)
        # What Phobia's reveal does: a message for the Creature's eyes, no decision.
        session_of(app).info_queue.append((0, "Phobia showed you Ben's: Beach, Rover"))
        app.advance()
        await pilot.pause()
        assert session_of(app).current().step is Step.INFO
        grid = app.screen.query_one(CompactGrid)  # a click on a place, then Enter on the grid
        await pilot.click(CompactGrid, offset=grid.place_offset(3))
        assert isinstance(app.focused, ArtemiaGrid)
        await pilot.press("enter")
        assert session_of(app).current().step is Step.INFO


async def test_a_key_arriving_after_the_screens_closed_is_dropped() -> None:
    """A key a widget passed up reaches the app after its shutdown emptied the
    screen stack (seen on a busy CI machine); Textual would raise ScreenStackError."""
    app = _three_players()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert not app.screen_stack
    await app.on_event(key_event("enter"))  # no ScreenStackError


async def test_page_down_as_a_setup_dropdown_opens() -> None:
    """The CI flake of run '2p-hunted-vs-bot-end' (``KeyError: 2`` in Textual's
    OptionList). Enter opens the players dropdown, whose list takes the focus a
    message later (Textual defers ``focus()``). A Page Down sent in between
    passes the app's check while the Select still has the focus, goes to the
    Select and comes back up to the app, where Textual runs the bindings of
    whatever has the focus by then: the dropdown's list, not laid out yet, which
    looked up the line of its highlighted option (2: four players) and crashed.
    The gap between the two keys varies from one machine load to the next; a
    few of them hit the window."""
    for gap in range(6):  # before the fix, gaps 1, 2 and 5 crashed
        await _page_down_as_the_players_open(gap)


async def _page_down_as_the_players_open(gap: int) -> None:
    """Enter on the players dropdown, ``gap`` loop turns, then Page Down."""
    app = NotAloneApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.focused, Select))  # "#players"
        app.post_message(key_event("enter"))
        for _ in range(gap):
            await asyncio.sleep(0)
        app.post_message(key_event("pagedown"))
        for _ in range(3):
            await pilot.pause()
        assert app._exception is None, f"gap {gap}: {app._exception!r}"
        dropdown = app.focused  # still open, on the players
        assert isinstance(dropdown, OptionList), (gap, dropdown)
        assert isinstance(dropdown.parent, Select), (gap, dropdown)
