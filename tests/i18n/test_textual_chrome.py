"""Textual's own words, in every language: a setup dropdown's footer key
("esc Dismiss menu"), the Ctrl+C notice ("Do you want to quit? Press ctrl+q
to quit the app"), and the command palette's "No matches found" and its
system commands (Theme, Keys, Screenshot...). Textual
words them in English; the app shows them in the language spoken. The Ctrl+C
notice never covers a private screen (a Hunted's cards are there)."""

from __future__ import annotations

import pytest
from textual.command import CommandPalette
from textual.widgets import Select

import scripts.screen_recipes as recipes
from notalone_tui.i18n.current import _, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.palette import TEXTUAL_COMMANDS
from notalone_tui.tui.screens.private import PrivateScreen
from tests.tui.driver import screenshot_text, until

from .test_no_english_left import english_in

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
TEXTUAL_WORDS = ("Dismiss menu", "Do you want to quit?", "Press {key} to quit the app",
                 "No matches found")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_textual_words_are_in_the_catalogue(lang: str) -> None:
    use(lang)
    assert all(_(words) != words for words in (*TEXTUAL_WORDS, *TEXTUAL_COMMANDS))


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_palette_lists_textual_commands_in_the_language(lang: str) -> None:
    use(lang)
    app = recipes.RECIPES["setup"].make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.prepare_setup(pilot)
        listed = [f"{command.title} {command.help}"
                  for command in app.get_system_commands(app.screen)]
        for name in LANGUAGES.values():  # each language by its own name ("English")
            listed = [text.replace(name, "") for text in listed]
        english = [text for text in listed if english_in(text, lang)]
        assert listed and not english, english


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_dropdown_footer_quit_notice_and_palette_speak_the_language(lang: str) -> None:
    use(lang)
    app = recipes.RECIPES["setup"].make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.prepare_setup(pilot)
        select = app.screen.query_one("#players", Select)
        select.expanded = True
        await pilot.pause()
        await until(pilot, lambda: _("Dismiss menu") in screenshot_text(app))
        footer = screenshot_text(app)
        assert "Dismiss menu" not in footer and not english_in(footer, lang)
        select.expanded = False
        await pilot.press("ctrl+c")
        await until(pilot, lambda: bool(app._notifications))
        notices = [f"{n.title} {n.message}" for n in app._notifications]
        assert notices and not any(english_in(text, lang) for text in notices), notices
        assert all(_("Do you want to quit?") in text for text in notices)
        app.clear_notifications()
        app.action_command_palette()
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press(*"zzqqxx")
        await until(pilot, lambda: _("No matches found") in screenshot_text(app))
        assert "No matches found" not in screenshot_text(app)


async def test_the_quit_notice_never_covers_a_private_screen() -> None:
    app = recipes.RECIPES["hunted"].make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.prepare_hunted(pilot)
        assert isinstance(app.screen, PrivateScreen)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert not app._notifications


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_theme_picker_speaks_the_language(lang: str) -> None:
    """The palette's "Theme" command opens a picker whose prompt Textual words
    "Search for themes…"; ours is in the language spoken."""
    use(lang)
    app = recipes.RECIPES["setup"].make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await recipes.prepare_setup(pilot)
        app.search_themes()
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.pause()
        shown = screenshot_text(app)
        assert _("Search for themes…") in shown and "Search for themes" not in shown
