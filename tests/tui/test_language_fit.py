"""Every language fits the smallest terminal (80×24): on the main screens, no
footer key or button label is cut off, in any language (the decision lists
wrap their options, so a long one takes two lines rather than losing words),
and neither are the places on the grid, the players panel or the status line.

Translations run longer than the English (French and Romanian by a fifth or
more), so each screen is opened in each language and what it shows is checked
against the words it meant to show."""

from __future__ import annotations

import re
from functools import cache

import pytest
from babel.messages.pofile import read_po
from rich.cells import cell_len
from textual.app import App
from textual.containers import ScrollableContainer
from textual.widget import Widget
from textual.widgets import Button

import scripts.screen_recipes as recipes
from notalone_tui.i18n.current import use
from notalone_tui.i18n.languages import DOMAIN, LANGUAGES, LOCALE_DIR
from notalone_tui.tui.footer import SteadyFooter, SteadyKey
from notalone_tui.tui.widgets.compact_grid import CompactGrid
from notalone_tui.tui.widgets.place_cell import PlaceCell
from notalone_tui.tui.widgets.players_panel import PlayersPanel

from .driver import screenshot_text

SCREENS = ("title", "setup", "table", "handoff", "hunted", "creature", "reckoning",
           "game-over", "replay", "table-sheets", "hunted-sheets", "creature-board",
           "hunted-board")


@cache
def message_ellipses(lang: str) -> tuple[str, ...]:
    """The words that end in "…" in the app's own messages, as ``lang`` words
    them ("Play a card…", "is thinking…"): an ellipsis they end in is part of
    the message, not a cut."""
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    found: set[str] = set()
    for message in catalog:
        if not message.id or "…" not in str(message.id):
            continue
        wordings = message.string if isinstance(message.string, (tuple, list)) \
            else (message.string,)
        for wording in wordings:
            # the words before each "…", back to the placeholder before them
            found.update(m.strip() for m in re.findall(r"[^{}]*…", wording or ""))
    return tuple(sorted(found, key=len, reverse=True))


def shown_lines(app: App[None], widget: Widget) -> list[str]:
    """The screen's rows where ``widget`` is drawn, cut to its columns."""
    strips = app.screen._compositor.render_strips()
    region = widget.region.intersection(app.screen.region)
    return [strips[y].crop(region.x, region.right).text for y in range(region.y, region.bottom)]


def cut_off(app: App[None], lang: str) -> list[str]:
    """The lines of the grid's places, the players panel and the status line
    that end cut off ("…" but those the messages end in); and a players panel
    longer than the room it scrolls in (its last lines out of sight)."""
    shown = app.screen
    widgets: list[Widget] = [*shown.query(PlaceCell), *shown.query(CompactGrid),
                             *shown.query(PlayersPanel), *shown.query("#status")]
    found = []
    for widget in widgets:
        if not widget.display or not widget.region.area:
            continue
        for line in shown_lines(app, widget):
            words = line
            for meant in message_ellipses(lang):
                words = words.replace(meant, "")
            if "…" in words:
                found.append(line.strip())
    for panel in shown.query(PlayersPanel):
        scroll = panel.parent
        if isinstance(scroll, ScrollableContainer) and scroll.max_scroll_y:
            found.append(f"players panel: {scroll.max_scroll_y} lines out of sight")
    return found


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
        # The places, the players and the status line: nothing cut off.
        cut = cut_off(app, lang)
        assert cut == [], (lang, screen, cut)
