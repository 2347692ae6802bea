"""Autosave after every action, Continue on the title, resuming behind a handoff,
undo where nothing was revealed, and exporting records."""

from __future__ import annotations

import copy
import random
import time
from pathlib import Path

import pytest
from textual.screen import Screen
from textual.widgets import Button, Input

from notalone_tui import saves
from notalone_tui.engine import Action, Game, GameConfig, Kind, Verb
from notalone_tui.paths import autosave_path, last_game_path
from notalone_tui.records import GameRecord, load_game, read_record
from notalone_tui.saves import save_game
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import HotSeat, Step
from notalone_tui.tui.screens.confirm import ConfirmScreen
from notalone_tui.tui.screens.export import ExportScreen
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import PrivateScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.title import TitleScreen

from .driver import play_game, press, screenshot_text, session_of

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")


def new_game(players: int = 3, seed: int = 4) -> Game:
    return Game.new(GameConfig(names=NAMES[:players], creature_seat=0), seed)


def played(players: int, seed: int, actions: int) -> Game:
    game = new_game(players, seed)
    rng = random.Random(seed)
    while len(game.actions) < actions and not game.is_over:
        d = game.pending[0]
        game.apply(Action(d.seat, rng.choice(d.options)))
    return game


def step_once(app: NotAloneApp, rng: random.Random) -> None:
    """Do what the screen on show asks, as its keys would."""
    step = session_of(app).current()
    if step.step is Step.HANDOFF:
        app.handoff_confirmed()
    elif step.step is Step.REVIEW:
        app.acknowledge_review()
    elif step.step is Step.INFO:
        app.dismiss_info()
    elif step.decision is not None and step.step is not Step.BOT:
        options = session_of(app).shown(step).options
        assert options is not None
        app.choose(rng.choice(options), step.serial)


async def test_every_applied_action_is_saved_before_the_screen_shows_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave is written on a thread of its own while the app draws the
    move's result (see ``WriteBehind``); every frame painted waits for it. The
    disk is made slow, so a frame that did not wait would come first."""
    write_atomic = saves.write_atomic

    def slow_write(path: Path, text: str) -> int:
        time.sleep(0.03)
        return write_atomic(path, text)

    monkeypatch.setattr(saves, "write_atomic", slow_write)
    app = NotAloneApp(new_game(), bot_delay=0)
    rng = random.Random(5)
    frames: list[bool] = []
    async with app.run_test(size=(100, 32)) as pilot:
        display = app._display

        def painted(screen: Screen[object], update: object) -> None:
            if update is not None and app.controller is not None and app.game.actions:
                _record, saved = load_game(autosave_path())
                frames.append(saved.actions == app.game.actions)
            display(screen, update)  # type: ignore[arg-type]

        app._display = painted  # type: ignore[method-assign,assignment]
        for _ in range(60):
            step_once(app, rng)
            await pilot.pause(0)
        assert len(app.game.actions) > 20
    assert len(frames) > 20 and all(frames)


async def test_a_finished_game_is_kept_as_the_last_game_not_offered_to_continue() -> None:
    app = NotAloneApp(new_game(2, 3), bots={1: "random"}, bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_game(pilot, random.Random(1), check_secrets=False)
        assert isinstance(app.screen, GameOverScreen)
    assert not autosave_path().exists()
    record, game = load_game(last_game_path())
    assert game.is_over and record.bots == {1: "random"}


async def test_continue_on_the_title_resumes_behind_a_handoff() -> None:
    saved = played(4, 8, 25)
    save_game(saved, {2: "standard"})
    app = NotAloneApp(bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if app.screen.query_one("#continue", Button).display:
                break
        text = screenshot_text(app)
        assert "Continue" in text and "turn" in text and "Ada (Creature)" in text
        await pilot.press("c")
        await pilot.pause()
        assert app.session is not None
        assert app.game.actions == saved.actions
        assert app.bot_levels == {2: "standard"}
        assert not isinstance(app.screen, PrivateScreen)
        assert session_of(app).current().step in (Step.HANDOFF, Step.PUBLIC, Step.BOT, Step.REVIEW)


async def test_the_title_explains_a_save_it_cannot_read_and_leaves_it_alone() -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "config": ')
    app = NotAloneApp()
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if "cannot be continued" in screenshot_text(app):
                break
        assert "cannot be continued" in screenshot_text(app)
        assert not app.screen.query_one("#continue", Button).display
        assert isinstance(app.screen, TitleScreen)
    assert path.read_text() == '{"format_version": 1, "config": '


@pytest.mark.parametrize("seed", range(12))
def test_a_resumed_game_never_opens_on_a_private_screen(seed: int) -> None:
    """Even with a single human, who would otherwise skip handoffs."""
    game = played(2 + seed % 5, seed, 10 + 17 * seed)
    while game.is_over:
        game = Game.replay(game.state.config, game.state.seed, game.actions[:-3])
    bots = {s: object() for s in range(1, game.state.config.players)} if seed % 2 else {}
    session = HotSeat(game, bots=bots, resumed=True)  # type: ignore[arg-type]  # stand-in bots
    assert session.current().step is not Step.PRIVATE


async def test_resuming_a_single_human_game_shows_the_handoff_first() -> None:
    game = new_game(3, 1)
    app = NotAloneApp(game, bots={1: "random", 2: "random"}, bot_delay=0, resumed=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, PrivateScreen)


async def test_undo_takes_back_a_token_and_is_offered_only_while_allowed() -> None:
    game = new_game(3, 4)
    app = NotAloneApp(game, bots={1: "random", 2: "random"}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        rng = random.Random(1)
        for _ in range(500):
            await pilot.pause(0.01)
            d = app.game.decision_for(0)
            if d is not None and d.kind is Kind.HUNT and isinstance(app.screen, PrivateScreen):
                break
            if d is None or d.kind is not Kind.HUNT:
                step_once(app, rng)
        hunt = app.game.decision_for(0)
        assert hunt is not None and hunt.kind is Kind.HUNT
        assert not app.check_action("undo", ())
        token = next(o for o in hunt.options if o.verb is Verb.TOKEN)
        before = copy.deepcopy(app.game.state)
        app.choose(token, session_of(app).current().serial)
        await pilot.pause()
        assert app.check_action("undo", ())
        assert "^z Undo" in screenshot_text(app) or "Undo" in screenshot_text(app)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.game.state == before
        assert app.game.decision_for(0) == hunt
        _record, saved = load_game(autosave_path())
        assert saved.state == before
        assert not app.check_action("undo", ())


async def test_esc_on_the_handoff_takes_the_choice_back_until_the_next_player_looks() -> None:
    """The handoff that follows a choice confirms it: Esc there takes it back and
    hands the keyboard back to its maker (behind their own handoff, never
    straight onto their screen); once the next person presses Enter it stands."""
    game = new_game(3, 2)
    app = NotAloneApp(game, bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        rng = random.Random(3)
        for _ in range(400):
            await pilot.pause(0)
            step = session_of(app).current()
            if step.step is Step.HANDOFF and app.game.actions \
                    and app.game.actions[-1].option.verb is Verb.EXPLORE:
                break
            step_once(app, rng)
        await pilot.pause()
        explorer = app.game.actions[-1].seat
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        assert handoff.player != NAMES[explorer]
        assert f"Esc: {NAMES[explorer]} takes that choice back" in screenshot_text(app)
        actions = len(app.game.actions)
        await press(pilot, "escape")
        await pilot.pause()
        assert len(app.game.actions) == actions - 1
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == NAMES[explorer]
        assert "takes that choice back" not in screenshot_text(app), "nothing more to take back"
        await press(pilot, "escape")  # nothing to take back: stays put
        assert len(app.game.actions) == actions - 1
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, PrivateScreen) and app.screen.seat == explorer
        assert not app.check_action("undo", ()), "the keyboard was taken"


async def test_export_from_the_game_over_screen(tmp_path: Path) -> None:
    app = NotAloneApp(new_game(2, 5), bots={0: "random", 1: "random"}, bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_game(pilot, random.Random(2), check_secrets=False)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        target = tmp_path / "out" / "game.json"
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
    record = read_record(target)
    assert record.names == NAMES[:2]
    assert record.replay().state == app.game.state


async def test_export_is_in_the_command_palette_during_a_game() -> None:
    app = NotAloneApp(new_game(3, 5), bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Export game record" in titles and "Replay the game so far" in titles
        app.export_record()
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ExportScreen)


def test_records_name_the_players_and_keep_the_bots() -> None:
    game = played(4, 2, 30)
    record = GameRecord.from_json(GameRecord.of(game, {3: "expert"}).to_json())
    assert record.names == NAMES[:4] and record.bots == {3: "expert"}
    assert record.replay().state == game.state


async def test_a_new_game_asks_before_it_will_replace_the_saved_one() -> None:
    save_game(played(3, 8, 12))
    app = NotAloneApp()
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if app.screen.query_one("#continue", Button).display:
                break
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "replace" in screenshot_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#confirm-yes", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
    assert autosave_path().exists()  # untouched until the new game starts
