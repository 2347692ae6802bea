"""Every language fits the smallest terminal (80×24): on the main screens, no
footer key or button label is cut off, in any language (the decision lists
wrap their options, so a long one takes two lines rather than losing words).

Translations run longer than the English (French and Romanian by a fifth or
more), so each screen is opened in each language and what it shows is checked
against the words it meant to show."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Button

from notalone_tui.i18n.current import use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.footer import SteadyFooter, SteadyKey

from .driver import screenshot_text

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))
recipes = importlib.import_module("screen_recipes")

SCREENS = ("title", "setup", "table", "handoff", "hunted", "creature", "reckoning",
           "game-over", "replay")


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", list(LANGUAGES))
async def test_nothing_is_cut_off_at_80x24(lang: str, screen: str) -> None:
    use(lang)
    recipe = recipes.RECIPES[screen]
    app = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await recipe.prepare(pilot)
        await pilot.pause()
        shown = app.screen
        text = screenshot_text(app)
        lines = text.splitlines()
        # The footer: every key it shows, in full, on the last line.
        for footer in shown.query(SteadyFooter):
            keys = [k for k in footer.query(SteadyKey) if k.display]
            width = sum(k.outer_size.width for k in keys)
            assert width <= recipes.SMALL[0], (lang, screen, [k.description for k in keys])
            for key in keys:
                assert key.description in lines[-1], (lang, screen, key.description, lines[-1])
        # Buttons: the label fits inside the button.
        for button in shown.query(Button):
            if button.display and button.region.width:
                label = str(button.label)
                assert cell_len(label) <= button.content_size.width, (lang, screen, label)
