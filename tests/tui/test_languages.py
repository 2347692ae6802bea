"""Speaking the table's language: the picker on the title screen and in the
command palette, switching mid-game without losing anything, the saved choice,
and the game's words (log, places) in the chosen language."""

from __future__ import annotations

import json
import random

from textual.widgets import OptionList, Static

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.i18n.catalogue import catalogue
from notalone_tui.i18n.current import _, language, use
from notalone_tui.records import GameRecord
from notalone_tui.settings import saved_language, settings_path
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.language import LanguageScreen
from notalone_tui.tui.screens.title import TitleScreen

from .driver import screenshot_text, session_of, until
from .test_persistence import step_once

NAMES = ("Ada", "Ben", "Cleo")


def started(seed: int = 4, actions: int = 12) -> Game:
    game = Game.new(GameConfig(names=NAMES, creature_seat=0), seed)
    rng = random.Random(seed)
    while len(game.actions) < actions:
        d = game.pending[0]
        game.apply(Action(d.seat, rng.choice(d.options)))
    return game


async def test_the_title_picker_switches_the_language_and_remembers_it() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert "English" in str(app.screen.query_one("#language-line", Static).content)
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LanguageScreen))
        options = app.screen.query_one("#language-list", OptionList)
        assert options.highlighted == 0  # the language spoken now
        await pilot.press("down", "down", "enter")  # Português
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert language() == "pt"
        assert saved_language() == "pt"
        assert json.loads(settings_path().read_text())["language"] == "pt"
        title = app.screen
        assert "Português" in str(title.query_one("#language-line", Static).content)
        assert _("New game") in screenshot_text(app)


async def test_escape_leaves_the_language_as_it_was() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LanguageScreen))
        await pilot.press("down", "escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert language() == "en"
        assert saved_language() is None


async def test_switching_mid_game_keeps_the_game_and_words_its_log_again() -> None:
    game = started()
    before = GameRecord.of(game).model_dump()
    app = NotAloneApp(game, bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rng = random.Random(3)
        for _i in range(6):
            step_once(app, rng)
            await pilot.pause()
        actions = list(app.game.actions)
        step = session_of(app).current()
        english_log = list(session_of(app).log_lines(None))
        app.switch_language("fr")
        await pilot.pause()
        assert language() == "fr"
        # Nothing of the game changed: same actions, same step of the flow.
        assert app.game.actions == actions
        assert session_of(app).current() == step
        assert GameRecord.of(app.game).model_dump()["actions"][:len(before["actions"])] == \
            before["actions"]
        # Its log is worded again, line for line, in French.
        french_log = session_of(app).log_lines(None)
        assert len(french_log) == len(english_log)
        assert french_log != english_log
        lair = catalogue("fr").content("place-01-lair", "name", "The Lair")
        assert lair != "The Lair"
        # And back: the English words return exactly.
        app.switch_language("en")
        await pilot.pause()
        assert session_of(app).log_lines(None) == english_log
        assert app.game.actions == actions


async def test_the_palette_offers_every_other_language() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        titles = [c.title for c in app.get_system_commands(app.screen)]
        for name in ("Français", "Português", "Română"):
            assert any(name in t for t in titles), titles
        assert not any("English" in t for t in titles)
        use("ro")
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert any("English" in t for t in titles)
        # The palette's own search prompt speaks the language too.
        await pilot.press("ctrl+p")
        await until(pilot, lambda: type(app.screen).__name__ == "Palette")
        from textual.command import CommandInput

        assert app.screen.query_one(CommandInput).placeholder == "Caută comenzi…"


# A whole game in each language, from the title screen to the game-over screen:
# tests/tui/test_full_games.py.


async def test_a_game_saved_in_french_continues_and_replays_in_romanian() -> None:
    """Saves and records hold the game, never words: the language they were
    written in does not matter to the one that reads them."""
    from notalone_tui.paths import autosave_path
    from notalone_tui.records import load_game
    from notalone_tui.saves import find_autosave
    from notalone_tui.tui.screens.replay import ReplayScreen

    use("fr")
    game = started(seed=8, actions=20)
    app = NotAloneApp(game, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        french = list(session_of(app).log_lines(None))
    saved_text = autosave_path().read_text(encoding="utf-8")
    use("ro")
    saved, problem = find_autosave()
    assert problem is None and saved is not None
    assert saved.game.actions == game.actions
    record, replayed = load_game(autosave_path())
    assert replayed.actions == game.actions
    # No word of either language is in the file: only ids, seats and places.
    lair_fr = catalogue("fr").content("place-01-lair", "name", "The Lair")
    assert lair_fr not in saved_text
    app = NotAloneApp(replay=record)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        shown = screenshot_text(app)
        assert catalogue("ro").content("place-02-jungle", "name", "The Jungle").split()[-1] \
            in shown
    app = NotAloneApp(saved.game, bot_delay=0, resumed=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        romanian = session_of(app).log_lines(None)
        assert len(romanian) == len(french) and romanian != french
