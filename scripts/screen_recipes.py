"""Deterministic recipes for the app's main screens, shared by the snapshot tests
(``tests/tui/test_snapshots.py``) and ``scripts/screenshots.py``.

Every recipe builds a :class:`NotAloneApp` (from a seeded engine game where one
is needed) and an async ``prepare(pilot)`` that drives it with key presses, the
way players would, until the wanted screen is showing and settled. The engine is
deterministic and every choice is taken from a seeded ``random.Random``, so the
same recipe always ends on the same screen.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from textual import events
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList, TextArea

from notalone_tui.engine import Action, DecisionView, Game, GameConfig, Kind, Verb
from notalone_tui.records import GameRecord
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

THEME = "textual-dark"
SMALL = (80, 24)
LARGE = (120, 40)

NAMES = ("Ada", "Ben", "Cleo", "Dev")
#: Seven players with long names, two of them alike (the grid must tell them apart).
LONG_NAMES = ("Wilhelmina Grace", "Alexandra", "Alexander", "Bartholomew", "Christabel Moon",
              "Maximilian", "Jo")
SEED = 7
#: Seed of the engine playout shown on the game-over screen.
FINISHED_SEED = 3
#: Verbs the driver avoids while walking to a screen: they would start card
#: effects or end a Hunted's game and make the walk longer than it needs to be.
AVOID = frozenset({Verb.PLAY, Verb.GIVE_UP, Verb.OPEN_HAND})
MAX_ITERATIONS = 5000


def config(names: tuple[str, ...] = NAMES, sheets: bool = False) -> GameConfig:
    return GameConfig(names=names, creature_seat=0, board_side=1, sheets=sheets)


def new_game(seed: int = SEED, names: tuple[str, ...] = NAMES, sheets: bool = False) -> Game:
    return Game.new(config(names, sheets), seed=seed)


def finished_game(seed: int = FINISHED_SEED) -> Game:
    """A game played to its end by the engine alone, random legal options."""
    game = new_game(seed)
    rng = random.Random(seed)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    return game


# ------------------------------------------------------------------ driving
async def press(pilot: Pilot[None], *keys: str) -> None:
    """Post key events through the app's normal key handling, without Pilot's idling."""
    for key in keys:
        pilot.app.post_message(events.Key(key, key if len(key) == 1 else None))
        await pilot.pause(0)


async def wait_for(pilot: Pilot[None], condition: Callable[[], bool], what: str) -> None:
    for _ in range(MAX_ITERATIONS):
        if condition():
            return
        await pilot.pause(0)
    raise AssertionError(f"timed out waiting for {what}")


def _panel(screen: Screen[Any]) -> DecisionPanel | None:
    panels = screen.query(DecisionPanel)
    return panels.first() if panels else None


def shows(app: NotAloneApp, step: FlowStep) -> bool:
    """Whether the current screen has caught up with the controller's step
    (screen switches are asynchronous)."""
    screen = app.screen
    session = app.session
    assert session is not None
    if not screen.is_mounted:
        return False
    if step.step is Step.OVER:
        return isinstance(screen, GameOverScreen)
    if step.step is Step.HANDOFF:
        assert step.seat is not None
        return isinstance(screen, HandoffScreen) and screen.player == session.name(step.seat)
    panel = _panel(screen)
    if panel is None:
        return False
    if step.step is Step.REVIEW:
        return isinstance(screen, TableScreen) and screen.review == step.info and panel.acknowledging
    if step.step is Step.INFO:
        return (isinstance(screen, PrivateScreen) and screen.seat == step.seat
                and screen.decision is None and panel.options == ())
    assert step.decision is not None
    if step.step is Step.PRIVATE:
        right = isinstance(screen, PrivateScreen) and screen.seat == step.seat
    else:
        right = isinstance(screen, TableScreen)
    return (right and not panel.acknowledging and panel.serial == step.serial
            and panel.options == session.shown(step).options)


def pick(decision: DecisionView, rng: random.Random) -> int:
    """Index of the option to answer with: pass when allowed, else a seeded
    random option among the plain ones."""
    options = decision.options or ()
    for i, option in enumerate(options):
        if option.verb is Verb.PASS:
            return i
    plain = [i for i, o in enumerate(options) if o.verb not in AVOID]
    return rng.choice(plain) if plain else 0


async def answer(pilot: Pilot[None], step: FlowStep, rng: random.Random) -> None:
    app: NotAloneApp = pilot.app  # type: ignore[assignment]
    session = app.session
    assert session is not None
    if step.step is Step.HANDOFF:
        await press(pilot, "enter")
        await wait_for(pilot, lambda: session.owner == step.seat, "the handoff")
        return
    if step.step in (Step.REVIEW, Step.INFO):
        await press(pilot, "enter")
        await wait_for(pilot, lambda: session.current() != step, f"the {step.step} to close")
        return
    decision = session.shown(step)
    assert decision.options is not None
    index = pick(decision, rng)
    before = len(app.game.actions)
    panel = _panel(app.screen)
    assert panel is not None
    options = panel.query_one(OptionList)
    await press(pilot, *(["down"] * index))
    await wait_for(pilot, lambda: options.highlighted == index, "the option highlight")
    await press(pilot, "enter")
    option = decision.options[index]
    if session.needs_confirmation(step, option):
        await wait_for(pilot, lambda: panel.confirming is not None, "the confirmation")
        await press(pilot, "enter")
    await wait_for(pilot, lambda: len(app.game.actions) > before, "the answer")


async def drive_until(pilot: Pilot[None], wanted: Callable[[HotSeat, FlowStep], bool],
                      seed: int = SEED) -> None:
    """Answer every screen with keys until ``wanted`` holds for the step showing."""
    app: NotAloneApp = pilot.app  # type: ignore[assignment]
    rng = random.Random(seed)
    for _ in range(MAX_ITERATIONS):
        session = app.session
        if session is None:
            await pilot.pause(0)
            continue
        step = session.current()
        if not shows(app, step):
            await pilot.pause(0)
            continue
        if wanted(session, step):
            return
        if step.step is Step.OVER:
            break
        await answer(pilot, step, rng)
    raise AssertionError("the wanted screen never showed")


async def finish(pilot: Pilot[None]) -> None:
    """Pin what would otherwise differ between runs, and let the screen settle."""
    app = pilot.app
    app.theme = THEME
    for widget in app.screen.query(Widget):
        if isinstance(widget, Input | TextArea):
            widget.cursor_blink = False
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


async def wait_for_screen(pilot: Pilot[None], cls: type[Screen[Any]]) -> None:
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, cls) and app.screen.is_mounted,
                   cls.__name__)


# ------------------------------------------------------------------ the screens
async def prepare_title(pilot: Pilot[None]) -> None:
    pilot.app.theme = THEME
    await wait_for_screen(pilot, TitleScreen)
    await finish(pilot)


def saved_game_app() -> NotAloneApp:
    """The app on the title screen with an unfinished game saved (a few turns of
    the seven-player game, without the save time, which would change each run)."""
    from notalone_tui.atomic import write_atomic
    from notalone_tui.paths import autosave_path
    from notalone_tui.saves import Autosaver

    game = new_game(names=LONG_NAMES)
    rng = random.Random(SEED)
    while game.state.turn.number < 3:
        decision = game.pending[0]
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, Autosaver(path).text(game))
    return NotAloneApp()


async def prepare_title_saved(pilot: Pilot[None]) -> None:
    pilot.app.theme = THEME
    await wait_for_screen(pilot, TitleScreen)
    screen = pilot.app.screen
    assert isinstance(screen, TitleScreen)
    await wait_for(pilot, lambda: screen.saved is not None, "the saved game to be read")
    await finish(pilot)


async def prepare_setup(pilot: Pilot[None]) -> None:
    pilot.app.theme = THEME
    await wait_for_screen(pilot, TitleScreen)
    await press(pilot, "n")
    await wait_for_screen(pilot, SetupScreen)
    app = pilot.app
    await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "players",
                   "the players field to take focus")
    await finish(pilot)


async def prepare_table(pilot: Pilot[None]) -> None:
    """The first public decision: a card window at the end of Phase 2."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PUBLIC)
    await finish(pilot)


async def prepare_handoff(pilot: Pilot[None]) -> None:
    """The first handoff of a turn, to a Hunted (Ben): it also asks whether the
    Creature plays a Phase 1 card first (c)."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.HANDOFF
                      and s.role(step.seat or 0) == "Hunted")
    await finish(pilot)


async def prepare_hunted(pilot: Pilot[None]) -> None:
    """Ben's private screen: choosing the Place card to explore in Phase 1."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                      and isinstance(pilot.app.screen, HuntedScreen))
    await finish(pilot)


async def prepare_creature(pilot: Pilot[None]) -> None:
    """The Creature's Phase 2 hunt: Hunt cards and token placement on the grid."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                      and step.decision is not None and step.decision.kind is Kind.HUNT
                      and isinstance(pilot.app.screen, CreatureScreen))
    await finish(pilot)


#: Private decisions a Hunted takes after the reveal, in the Reckoning.
RECKONING_CHOICES = frozenset({Kind.RESOLVE, Kind.SHELTER_KEEP, Kind.ARTEMIA_DISCARD})


def game_at_hunted_reckoning(seed: int = SEED) -> Game:
    """A game (random legal options from ``seed``) stopped at the first private
    choice of a Hunted after the reveal, when the grid shows tokens and figures."""
    for attempt in range(seed, seed + 50):
        game = new_game(attempt)
        rng = random.Random(attempt)
        while not game.is_over:
            decision = game.pending[0]
            if (decision.private and decision.seat != game.state.config.creature_seat
                    and decision.kind in RECKONING_CHOICES and game.state.turn.revealed):
                return game
            plain = [o for o in decision.options if o.verb is not Verb.GIVE_UP]
            game.apply(Action(decision.seat, rng.choice(plain or list(decision.options))))
    raise AssertionError("no Hunted chose anything in a Reckoning")


async def prepare_hunted_board(pilot: Pilot[None]) -> None:
    """A Hunted's private screen after the reveal: tokens and figures on the grid."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                      and isinstance(pilot.app.screen, HuntedScreen))
    await finish(pilot)


async def prepare_creature_board(pilot: Pilot[None]) -> None:
    """The Creature's hunt in a later turn: discard piles to read, a token laid."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                      and step.decision is not None and step.decision.kind is Kind.HUNT
                      and isinstance(pilot.app.screen, CreatureScreen)
                      and s.game.state.turn.number >= 2 and bool(s.game.state.turn.tokens))
    await finish(pilot)


async def prepare_table_7(pilot: Pilot[None]) -> None:
    """Seven players at the table, after the reveal of the first turn (the table's
    Phase 3 question, with the figures on the grid)."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step in (Step.REVIEW, Step.PUBLIC)
                      and s.game.state.turn.revealed)
    await finish(pilot)


def game_with_ability_used(seed: int = SEED) -> Game:
    """Seven players with the character sheets (random legal options from
    ``seed``), stopped at a public decision after the reveal in a turn where a
    Hunted has used their ability: the table marks it."""
    for attempt in range(seed, seed + 200):
        game = new_game(attempt, names=LONG_NAMES, sheets=True)
        rng = random.Random(attempt)
        while not game.is_over:
            decision = game.pending[0]
            view = game.view(None)
            if (not decision.private and game.state.turn.revealed
                    and any(h.ability_used for h in view.hunted)):
                return game
            plain = [o for o in decision.options if o.verb is not Verb.GIVE_UP]
            game.apply(Action(decision.seat, rng.choice(plain or list(decision.options))))
    raise AssertionError("no Hunted used an ability before a public decision")


async def prepare_table_sheets(pilot: Pilot[None]) -> None:
    """Seven players with the character sheets at the table: each Hunted's
    character (one used this turn) and the Creature's two abilities."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step in (Step.REVIEW, Step.PUBLIC)
                      and any(h.ability_used for h in s.game.view(None).hunted))
    await finish(pilot)


async def prepare_hunted_sheets(pilot: Pilot[None]) -> None:
    """A Hunted's private screen with the character sheets, their cards scrolled
    to the end, where their own sheet is written in full."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                      and isinstance(pilot.app.screen, HuntedScreen))
    screen = pilot.app.screen
    assert isinstance(screen, HuntedScreen)
    await wait_for(pilot, lambda: screen.rendered == screen.version, "the cards drawn")
    # Once laid out (under load the first layout may come after a first scroll).
    for _ in range(2):
        await pilot.pause()
        screen.query_one("#hand-scroll").scroll_end(animate=False)
    await finish(pilot)


async def prepare_reckoning(pilot: Pilot[None]) -> None:
    """The table reads the first resolved Reckoning step (Phase 3 reveals)."""
    pilot.app.theme = THEME
    await drive_until(pilot, lambda s, step: step.step is Step.REVIEW)
    await finish(pilot)


async def prepare_game_over(pilot: Pilot[None]) -> None:
    pilot.app.theme = THEME
    await wait_for_screen(pilot, GameOverScreen)
    await finish(pilot)


async def prepare_replay(pilot: Pilot[None]) -> None:
    """A finished game in the replay viewer, a few turns in, every hidden card shown."""
    pilot.app.theme = THEME
    await wait_for_screen(pilot, ReplayScreen)
    await press(pilot, "pagedown", "pagedown", "pagedown", "right", "right", "s")
    await finish(pilot)


#: Playouts per position in the pictured analysis: few, so the picture is
#: quick to make (the app's default is larger); the seed pins the figures.
ANALYSIS_PLAYOUTS = 12


async def prepare_analysis(pilot: Pilot[None]) -> None:
    """The analysis of a finished game, opened from the game-over screen: the
    Creature's chance over the game and the biggest swings."""
    from notalone_tui.tui.screens.analysis import AnalysisScreen

    pilot.app.theme = THEME
    await wait_for_screen(pilot, GameOverScreen)
    AnalysisScreen.playouts, AnalysisScreen.jobs = ANALYSIS_PLAYOUTS, 1
    await press(pilot, "a")
    await wait_for_screen(pilot, AnalysisScreen)
    screen = pilot.app.screen
    assert isinstance(screen, AnalysisScreen)
    for _ in range(MAX_ITERATIONS * 20):  # the analysis runs in a worker thread
        if screen.result is not None:
            break
        await pilot.pause(0.01)
    await wait_for(pilot, lambda: bool(screen.swings_text()), "the swings shown")
    await finish(pilot)


async def prepare_guided(pilot: Pilot[None]) -> None:
    """The guided first game: its second lesson (exploring) over the player's
    own screen, on the first turn."""
    from notalone_tui.tui.guide.name import NameScreen
    from notalone_tui.tui.guide.screens import LessonScreen

    pilot.app.theme = THEME
    await wait_for_screen(pilot, TitleScreen)
    await press(pilot, "g")
    await wait_for_screen(pilot, NameScreen)
    await press(pilot, "enter")
    app = pilot.app

    def lesson(lesson_id: str) -> bool:
        screen = app.screen
        return (isinstance(screen, LessonScreen) and screen.is_mounted
                and screen.lesson.id == lesson_id)

    await wait_for(pilot, lambda: lesson("welcome"), "the welcome")
    await press(pilot, "enter")
    await wait_for(pilot, lambda: lesson("explore"), "the lesson on exploring")
    await finish(pilot)


@dataclass(frozen=True)
class Recipe:
    name: str
    caption: str
    make_app: Callable[[], NotAloneApp]
    prepare: Callable[[Pilot[None]], Awaitable[None]]


def _on_new_game() -> NotAloneApp:
    return NotAloneApp(new_game())


RECIPES: dict[str, Recipe] = {r.name: r for r in (
    Recipe("title", "The title screen.", NotAloneApp, prepare_title),
    Recipe("title-saved", "The title screen with a game saved to continue.",
           saved_game_app, prepare_title_saved),
    Recipe("setup", "Setting up a game: players, names, the Creature, board side, seed.",
           NotAloneApp, prepare_setup),
    Recipe("table", "The shared table: Artemia, the tracks, the players and a public decision.",
           _on_new_game, prepare_table),
    Recipe("handoff", "The opaque handoff screen before a private choice.",
           _on_new_game, prepare_handoff),
    Recipe("hunted", "A Hunted's private screen: Place and Survival cards, exploring in Phase 1.",
           _on_new_game, prepare_hunted),
    Recipe("creature", "The Creature's private screen: Hunt cards and tokens on the grid in Phase 2.",
           _on_new_game, prepare_creature),
    Recipe("hunted-board", "A Hunted's private screen after the reveal: the board beside "
           "the cards.", lambda: NotAloneApp(game_at_hunted_reckoning()), prepare_hunted_board),
    Recipe("creature-board", "The Creature's hunt in a later turn: the discard piles it reads.",
           _on_new_game, prepare_creature_board),
    Recipe("table-7", "Seven players with long names at the table.",
           lambda: NotAloneApp(new_game(names=LONG_NAMES)), prepare_table_7),
    Recipe("table-sheets", "Seven players with the character sheets: each Hunted's character "
           "(✓: used this turn) and the Creature's abilities.",
           lambda: NotAloneApp(game_with_ability_used()), prepare_table_sheets),
    Recipe("hunted-sheets", "A Hunted's private screen with the character sheets: their own "
           "sheet in full below their cards.",
           lambda: NotAloneApp(new_game(names=("Ada", "Ben", "Cleo", "Dev", "Eli"), sheets=True)),
           prepare_hunted_sheets),
    Recipe("reckoning", "A Reckoning step on the table, read before play goes on.",
           _on_new_game, prepare_reckoning),
    Recipe("game-over", "The end of a game: who won, why, and a summary.",
           lambda: NotAloneApp(finished_game()), prepare_game_over),
    Recipe("replay", "The replay viewer on a finished game, with every hidden card shown.",
           lambda: NotAloneApp(replay=GameRecord.of(finished_game())), prepare_replay),
    Recipe("analysis", "After the game: the Creature's chance over the game and the "
           "biggest swings.", lambda: NotAloneApp(finished_game()), prepare_analysis),
    Recipe("guided", "The guided first game: each rule explained the first time it applies.",
           lambda: NotAloneApp(bot_delay=0, autosave=False), prepare_guided),
)}
