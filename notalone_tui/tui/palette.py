"""The command palette: Textual's, with its search prompt in the current
language and a result list that ignores clicks on results already gone."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.command import CommandList, CommandPalette

from notalone_tui.i18n.current import _

from .widgets.decision_options import drop_stale_click


class SteadyCommandList(CommandList):
    """The palette's results. The palette empties and refills them while a search
    runs, so a click can land on a line drawn for a result that is gone."""

    def on_click(self, event: events.Click) -> None:
        drop_stale_click(self, event)


class Palette(CommandPalette):
    """Textual's palette with :class:`SteadyCommandList` in place of its list
    (the palette finds its list by type, and the subclass matches)."""

    def __init__(self) -> None:
        # Textual words its prompt in English.
        super().__init__(id="--command-palette", placeholder=_("Search for commands…"))

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield SteadyCommandList() if type(widget) is CommandList else widget

