"""Player names are text, never markup, on every screen (issue 33, point 4).

A name is whatever was typed at setup or whatever a record or an autosave
holds: markup ("[/]" crashed the first handoff to that player, and every
``--resume`` after it), Textual's actions and links, terminal escape codes and
other control characters, 200 characters, right-to-left text, emoji, format
braces. Whole games are played through the real app with such names on every
seat, and every screen is drawn: the handoff, the table and its log, the
private screens, a notification, the game over, the replay and the export.
Each shows the names as typed (control characters as their visible stand-ins,
a name from a file cut to :data:`NAME_CELLS` cells), and no control character
ever reaches the terminal's frame. Hypothesis adds names of its own."""

from __future__ import annotations

import asyncio
import random
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.cells import set_cell_size
from textual.content import Content
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Select, Static
from textual.widgets._toast import Toast

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.rulesets.frozen_lands.endgame import ADVANCE, TEAM_CHOICE
from notalone_tui.i18n.names import (
    NAME_CELLS,
    TYPED_NAME,
    file_part,
    fixed_width,
    shown_name,
    visible,
)
from notalone_tui.records import GameRecord, load_game
from notalone_tui.saves import find_autosave, save_game
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.confirm import ConfirmScreen
from notalone_tui.tui.screens.export import ExportScreen
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import PrivateScreen
from notalone_tui.tui.screens.replay import ReplayScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.table import TableScreen

from .driver import open_setup, screen_text, session_of, until
from .fl_recipes import fl_game, play_until
from .test_persistence import step_once

LONG = "W" * 199 + "Z"
#: (the name as typed or stored, the name as every screen shows it)
HOSTILE: list[tuple[str, str]] = [
    ("[/]", "[/]"),
    ("[bold red]X[/]", "[bold red]X[/]"),
    ("[@click=app.quit]x[/]", "[@click=app.quit]x[/]"),
    ("[link=file:///etc/passwd]x[/link]", "[link=file:///etc/passwd]x[/link]"[:NAME_CELLS - 1] + "…"),
    ("a\x1b[2Jb\x00", "a␛[2Jb␀"),
    (LONG, LONG[:NAME_CELLS - 1] + "…"),
    ("שלום עולם", "שלום עולם"),
    ("🐉 Drägon 🌵", "🐉 Drägon 🌵"),
    ("\\[", "\\["),
    ("{name}", "{name}"),
    ("[$accent]q", "[$accent]q"),
    ("\r\t\x07bell\x9b", "␍␉␇bell\ufffd"),
    ("\u202eevil", "\ufffdevil"),
    ("مرحبا [i]", "مرحبا [i]"),
]
assert all(shown_name(typed) == shown for typed, shown in HOSTILE)


def control_free(text: str) -> bool:
    """No control character in a frame (line breaks aside): nothing that would
    move the cursor, clear the screen or ring the bell reached the terminal."""
    return not any(unicodedata.category(c) == "Cc" for c in text.replace("\n", ""))


def plain(widget: Static) -> str:
    """What a Static shows, as text (its content, parsed as the widget parses it)."""
    visual = widget.visual
    assert isinstance(visual, Content), visual
    return visual.plain


def start(names: tuple[str, ...], seed: int, **config: Any) -> Game:
    """A new game of these names (``config``: the rest of its configuration)."""
    return Game.new(GameConfig(names=names, **config), seed)


def finished(names: tuple[str, ...], seed: int, **config: Any) -> Game:
    """A game played to its end by random answers (no screen involved)."""
    game = start(names, seed, **config)
    rng = random.Random(seed)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    return game


class Seen:
    """What a whole game showed: which seats' handoffs and private screens were
    checked, and whether a notification named someone."""

    def __init__(self) -> None:
        self.handoffs: set[int] = set()
        self.private: set[int] = set()
        self.tables = 0
        self.notified = False


async def check_frame(app: NotAloneApp, shown: dict[int, str], seen: Seen) -> None:
    """Look at the frame on show for the step the game is at."""
    session = app.session
    assert session is not None
    step = session.current()
    text = screen_text(app)
    assert control_free(text), repr(text)
    screen = app.screen
    seat = step.seat
    # The status line: whose screen this is, or who decides at the table, first.
    first = text.splitlines()[0].lstrip()
    if step.step is Step.HANDOFF and isinstance(screen, HandoffScreen) and seat is not None \
            and seat not in seen.handoffs and screen.player == shown[seat]:
        seen.handoffs.add(seat)
        title = plain(screen.query_one("#handoff-title", Static))
        assert title.startswith(f"Pass the keyboard to {shown[seat]} ("), title
        assert f"Pass the keyboard to {shown[seat]} (" in text
        assert f"Press Enter when only {shown[seat]} can see the screen." in text
    elif (step.step in (Step.PRIVATE, Step.INFO) and isinstance(screen, PrivateScreen)
          and seat is not None and screen.seat == seat and seat not in seen.private
          and screen.rendered == screen.version):
        seen.private.add(seat)
        assert first.startswith(f"{shown[seat]} (".lstrip()), text[:200]
        columns(text, shown)
    elif isinstance(screen, TableScreen) and screen.rendered == screen.version \
            and seen.tables < 12:
        seen.tables += 1
        if step.step is Step.PUBLIC and not step.table and seat is not None \
                and step.decision is not None and step.decision.kind != TEAM_CHOICE:
            assert first.startswith(f"{shown[seat]} to decide".lstrip()), first
        columns(text, shown)


def columns(text: str, shown: dict[int, str]) -> None:
    """The players panel names everyone, cut to its column (8 cells at least)."""
    for seat, name in shown.items():
        start_of_name = set_cell_size(name, 8).rstrip()
        assert start_of_name in text, (seat, start_of_name, text)


async def undo_once(app: NotAloneApp, pilot: Pilot[None], shown: dict[int, str],
                    seen: Seen) -> None:
    """Take a choice back: the notification names its maker, as shown."""
    seat = app.undo_seat()
    assert seat is not None
    app.action_undo()
    seen.notified = True
    await until(pilot, lambda: bool(app.screen.query(Toast)))
    toast = app.screen.query(Toast).last()
    words = toast.render()
    assert isinstance(words, Content)
    assert words.plain == f"{shown[seat]}'s last choice was taken back.", words.plain


async def play_through(app: NotAloneApp, pilot: Pilot[None], shown: dict[int, str],
                       rng: random.Random) -> Seen:
    seen = Seen()
    for _ in range(4000):
        await pilot.pause()
        if isinstance(app.screen, GameOverScreen):
            return seen
        await check_frame(app, shown, seen)
        if len(app.game.actions) > 12 and not seen.notified and app.undo_seat() is not None:
            await undo_once(app, pilot, shown, seen)
            continue
        step_once(app, rng)
    raise AssertionError("the game did not end")


async def check_game_over(app: NotAloneApp, pilot: Pilot[None], shown: dict[int, str]) -> None:
    screen = app.screen
    assert isinstance(screen, GameOverScreen)
    state = screen.state
    title = plain(screen.query_one("#over-title", Static))
    creature = shown[state.config.creature_seat]
    hunted = [shown[s] for s in state.config.hunted_seats]
    assert title in (
        "The Creature wins! The Hunted's rescue fails.",
        f"The Creature wins! {creature} has assimilated the Hunted.",
        f"The Hunted win! {', '.join(hunted)} escape Artemia.",
        f"The Hunted win! {', '.join(hunted)} escapes Artemia.",
    ), title
    text = screen_text(app)
    assert control_free(text)
    reason = plain(screen.query_one("#over-reason", Static))
    assert control_free(reason)


async def check_replay(app: NotAloneApp, pilot: Pilot[None], shown: dict[int, str]) -> None:
    """The finished game in the replay viewer: each seat's action names it as
    shown, and so do the hidden cards of every seat."""
    await pilot.press("r")
    await until(pilot, lambda: isinstance(app.screen, ReplayScreen)
                and app.screen.is_mounted)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    named: set[int] = set()
    for k, action in enumerate(screen.actions, 1):
        if action.seat in named:
            continue
        named.add(action.seat)
        screen.goto(k)
        await pilot.pause()
        step = plain(screen.query_one("#step", Static))
        assert step.startswith(f"Action {k}: {shown[action.seat]}\n"), step[:120]
        text = screen_text(app)
        assert control_free(text)
        columns(text, shown)
    assert named == set(shown)
    await pilot.press("s")
    await pilot.pause()
    secrets = plain(screen.query_one("#secrets", Static))
    for name in shown.values():
        assert f"{name}:" in secrets, (name, secrets)
    assert control_free(screen_text(app))
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def check_export(app: NotAloneApp, pilot: Pilot[None], names: tuple[str, ...]) -> None:
    """The export screen offers a file name made of letters, digits, "-" and
    "_": no name can make a folder, climb out of one or reach the terminal."""
    await pilot.press("e")
    await until(pilot, lambda: isinstance(app.screen, ExportScreen))
    await pilot.pause()
    path = Path(app.screen.query_one("#export-path", Input).value)
    assert re.fullmatch(r"notalone-\d{8}-\d{6}-[\w-]*\.json", path.name), path.name
    assert path.parent.name == "notalone"
    assert path.name.removesuffix(".json").endswith(
        "-".join(file_part(n) for n in names)[:60].removesuffix("-")) or len(path.name) > 60
    assert control_free(screen_text(app))
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(app.screen, GameOverScreen))


GAMES = [
    # Seven seats, the Creature in the middle, the last played by the computer
    # ("... (computer) is thinking" on the table); then Sanctuary (its board,
    # its Avatars' column and its end, which names who holds the Survivors).
    pytest.param(tuple(t for t, _ in HOSTILE[:7]), {"creature_seat": 3}, {6: "random"}, 13,
                 id="base-7"),
    pytest.param(tuple(t for t, _ in HOSTILE[11:]), {"sanctuary": "full"}, {}, 2,
                 id="sanctuary-3"),
]


@pytest.mark.parametrize(("names", "options", "bots", "seed"), GAMES)
async def test_hostile_names_through_a_whole_game(names: tuple[str, ...],
                                                  options: dict[str, Any],
                                                  bots: dict[int, str], seed: int) -> None:
    game = start(names, seed, **options)
    shown = {seat: shown_name(name) for seat, name in enumerate(names)}
    app = NotAloneApp(game, bots=bots, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        # What the table's status line is given to say of who acts (a computer
        # answers too fast for a frame to catch it thinking).
        acting: list[str] = []
        present = app.table.present

        def presented(*args: Any, **kwargs: Any) -> None:
            acting.append(args[4] if len(args) > 4 else kwargs.get("acting", ""))
            present(*args, **kwargs)

        app.table.present = presented  # type: ignore[method-assign]  # a spy
        seen = await play_through(app, pilot, shown, random.Random(seed))
        people = set(shown) - set(bots)
        assert seen.handoffs == people and seen.private == people, vars(seen)
        for seat in bots:
            assert f"{shown[seat]} (computer) is thinking…" in acting
        assert seen.tables and seen.notified
        # Every line of the table's log, in the names as shown.
        log = "\n".join(session_of(app).log_lines(None))
        assert control_free(log)
        assert any(name in log for name in shown.values())
        await check_game_over(app, pilot, shown)
        await check_replay(app, pilot, shown)
        await check_export(app, pilot, names)


def at_team_choice(names: tuple[str, ...]) -> Game:
    """A Frozen Lands game (sheets on) stopped at the team's choice."""
    for attempt in range(1, 41):
        game = play_until(fl_game(attempt, names),
                          lambda g: g.pending[0].kind == TEAM_CHOICE, attempt)
        if not game.is_over:
            return game
    raise AssertionError("no game reached the team's choice")


async def test_hostile_names_at_the_team_choice_and_the_tokens_turned_up() -> None:
    """Frozen Lands names the Hunted where no other game does: the team's choice
    explained on the table (who enters it, who holds tokens), then the tokens
    turned up at the end, name by name."""
    names = tuple(t for t, _ in HOSTILE[7:12])
    shown = {seat: shown_name(name) for seat, name in enumerate(names)}
    app = NotAloneApp(at_team_choice(names), bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        step = session_of(app).current()
        assert step.decision is not None and step.decision.kind == TEAM_CHOICE, step
        assert isinstance(app.screen, TableScreen)
        page = plain(app.screen.query_one("#team-choice", Static))
        entering = shown[app.game.hunted_order[0]]
        assert f"{entering} (first Hunted to the Creature's left) enters it." in page, page
        for hv in app.game.view(None).hunted:
            if hv.contamination:
                assert f"{shown[hv.seat]} {hv.contamination}" in page, page
        text = screen_text(app)
        assert control_free(text)
        assert f"{entering} enters what the team decides:" in text
        app.choose(ADVANCE, step.serial)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        reveal = plain(app.screen.query_one("#over-reveal", Static))
        for hv in app.game.view(None).hunted:
            assert fixed_width(shown[hv.seat], 10).rstrip() in reveal, (shown[hv.seat], reveal)
        assert control_free(screen_text(app))


@pytest.mark.parametrize("via", ["resume", "replay"])
async def test_a_save_and_a_record_with_hostile_names_open(via: str, tmp_path: Path) -> None:
    """``notalone --resume`` of an autosave, and ``notalone replay`` of a record,
    whose names are hostile: they open, and name everyone as shown."""
    names = tuple(HOSTILE[i][0] for i in (0, 4, 5, 1))
    shown = {seat: shown_name(name) for seat, name in enumerate(names)}
    if via == "resume":
        game = start(names, 9, creature_seat=1)
        rng = random.Random(9)
        # Saved as the keyboard is about to go to "[/]" (its handoff crashed).
        while len(game.actions) < 10 or not (game.pending[0].seat == 0
                                             and game.pending[0].private):
            decision = game.pending[0]
            game.apply(Action(decision.seat, rng.choice(decision.options)))
        save_game(game)
        saved, problem = find_autosave()
        assert saved is not None and problem is None
        # What `notalone --resume` opens (see cli._cmd_play).
        app = NotAloneApp(game=saved.game, bots=saved.bots)
    else:
        path = tmp_path / "hostile.json"
        path.write_text(GameRecord.of(finished(names, 4, creature_seat=2)).to_json())
        # What `notalone replay FILE` opens (see cli._cmd_replay).
        record, _game = load_game(path)
        app = NotAloneApp(replay=record)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert control_free(text)
        if via == "resume":
            screen = app.screen
            assert isinstance(screen, HandoffScreen)
            assert screen.player == "[/]"
            assert "Pass the keyboard to [/] (Hunted)" in text
            app.handoff_confirmed()
            await pilot.pause()
            assert isinstance(app.screen, PrivateScreen)
            text = screen_text(app)
        else:
            assert isinstance(app.screen, ReplayScreen)
            await pilot.press("end")
            await pilot.pause()
            text = screen_text(app)
        assert control_free(text)
        columns(text, shown)


async def test_the_title_names_a_saved_game_as_typed() -> None:
    """The title screen's line about the saved game, and the question before
    a new game replaces it, name the saved game's players as shown."""
    names = tuple(HOSTILE[i][0] for i in (0, 4, 2))
    save_game(start(names, 5))
    app = NotAloneApp()
    async with app.run_test(size=(100, 30)) as pilot:
        note = app.screen.query_one("#saved-game", Static)
        await until(pilot, lambda: bool(plain(note)), tries=2000)
        await pilot.pause()
        line = plain(note)
        assert line.startswith("Saved game: [/] (Creature) vs a␛[2Jb␀, [@click=app.quit]x[/] "), line
        assert control_free(screen_text(app))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.pause()
        question = plain(app.screen.query_one("#confirm-question", Static))
        assert "(Creature) vs a␛[2Jb␀, [@click=app.quit]x[/] " in question, question
        assert control_free(screen_text(app))


async def test_the_setup_screen_takes_markup_as_a_name_and_refuses_control_characters() -> None:
    """Typed at setup, "[/]" is a name like any other (the Creature's list
    names its seat as typed); a control character is refused as it is typed or
    pasted, so none gets into a game from the keyboard."""
    app = NotAloneApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_setup(pilot)
        field = screen.query_one("#name-0", Input)
        field.value = ""
        field.focus()
        await pilot.press(*"[/]")
        await pilot.pause()
        assert field.value == "[/]"
        field.insert_text_at_cursor("\x1b[2J")
        await pilot.pause()
        assert field.value == "[/]"
        assert re.fullmatch(TYPED_NAME, "[bold]x[/]") and not re.fullmatch(TYPED_NAME, "a\tb")
        creature = screen.query_one("#creature", Select)
        creature.focus()
        await pilot.press("enter")
        await pilot.pause()
        choices = [str(o.prompt) for o in creature.query_one(OptionList).options]
        assert "Seat 1: [/]" in choices, choices
        assert "Seat 1: [/]" in screen_text(app)
        assert control_free(screen_text(app))
        assert isinstance(app.screen, SetupScreen)


def test_visible_names_and_file_parts() -> None:
    assert visible("a\x1b[2J\x00\x7f\x85\u2028\u202e") == "a␛[2J␀␡\ufffd\ufffd\ufffd"
    assert visible("Zoé 🐉 שלום") == "Zoé 🐉 שלום"
    assert shown_name("🐉" * 40) == "🐉" * 15 + "…"  # 31 cells: no emoji cut in half
    assert file_part("../[/]\x1b") == "player"  # nothing of it may name a file
    assert file_part("../../etc") == "etc"
    assert file_part("Zoé [x]") == "zoé__x"


ALPHABET = st.sampled_from(list("[]/@=$:{}\\ #.'\"") + ["\x1b", "\x00", "\t", "\r", "\x85",
                                                         "\u202e", "ש", "ع", "🐉", "é",
                                                         "\u0301"]) | st.characters(
    codec="ascii")
NAME = st.text(ALPHABET, min_size=1, max_size=60).filter(lambda n: n.strip() != "")


@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(NAME, min_size=3, max_size=3, unique_by=lambda n: n.strip().casefold()))
def test_any_names_on_the_handoff_the_screens_and_the_game_over(names: list[str]) -> None:
    """Names Hypothesis makes up (markup's brackets, escape codes, right-to-left
    letters, combining accents, emoji): the handoff, a private screen, the
    table, the game over and the replay draw them as shown, never as markup,
    and no control character reaches the frame."""
    asyncio.run(_any_names(tuple(names)))


async def _any_names(names: tuple[str, ...]) -> None:
    shown = {seat: shown_name(name) for seat, name in enumerate(names)}
    app = NotAloneApp(start(names, 3), bot_delay=0, autosave=False)
    async with app.run_test(size=(100, 30)) as pilot:
        rng = random.Random(3)
        seen = Seen()
        for _ in range(12):
            await pilot.pause()
            await check_frame(app, shown, seen)
            step_once(app, rng)
        assert seen.handoffs and seen.private
        over = finished(names, 6)
        app.push_screen(GameOverScreen(over))
        await pilot.pause()
        assert control_free(screen_text(app))
        assert isinstance(app.screen, GameOverScreen)
        replay = ReplayScreen(GameRecord.of(over))
        app.push_screen(replay)
        await until(pilot, lambda: app.screen is replay)
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert control_free(screen_text(app))
        step = plain(replay.query_one("#step", Static))
        maker = over.actions[-1].seat
        assert step.startswith(f"Action {replay.total}: {shown[maker]}\n"), step

