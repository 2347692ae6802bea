"""Snapshots at 80×24 of the table, a Hunted's private screen and the help, in
each of the four languages: what a translation longer than the English does
to the layout shows here.

The screens come from ``scripts/screen_recipes.py`` (the same recipes as the
English snapshots), played with the language chosen before the app starts.
After a change of the words or the layout, regenerate and look at them:

    python -m pytest tests/tui/test_language_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

import scripts.screen_recipes as recipes
from notalone_tui.i18n.current import use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.help.screen import HelpScreen


async def prepare_help(pilot: Pilot[None]) -> None:
    await recipes.prepare_title(pilot)
    await pilot.press("r")
    await recipes.wait_for_screen(pilot, HelpScreen)
    await recipes.finish(pilot)


SCREENS = {
    "table": (recipes.RECIPES["table"].make_app, recipes.RECIPES["table"].prepare),
    "hunted": (recipes.RECIPES["hunted"].make_app, recipes.RECIPES["hunted"].prepare),
    "help": (recipes.RECIPES["title"].make_app, prepare_help),
}


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_screen_in_language(snap_compare: Callable[..., bool], lang: str, screen: str,
                            ) -> None:
    use(lang)
    make_app, prepare = SCREENS[screen]
    assert snap_compare(make_app(), terminal_size=recipes.SMALL, run_before=prepare)
