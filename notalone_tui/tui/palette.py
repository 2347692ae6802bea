"""The command palette: Textual's, with its search prompt and its "no matches"
line in the current language and a result list that ignores clicks on
results already gone."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.align import Align
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.command import CommandList, CommandPalette, ProviderSource
from textual.widgets.option_list import Option

from notalone_tui.i18n.current import N_, _

from .widgets.decision_options import drop_stale_click

if TYPE_CHECKING:
    from typing import Self

    from textual.widgets._option_list import OptionListContent

#: The titles and help of Textual's own commands, which the palette lists
#: (translated as shown by ``NotAloneApp.get_system_commands``): marked here
#: for translation, since Textual words them in English in its own code.
TEXTUAL_COMMANDS = (
    N_("Theme"), N_("Change the current theme"),
    N_("Quit"), N_("Quit the application as soon as possible"),
    N_("Keys"), N_("Show help for the focused widget and a summary of available keys"),
    N_("Hide the keys and widget help panel"),
    N_("Maximize"), N_("Maximize the focused widget"),
    N_("Minimize"), N_("Minimize the widget and restore to normal size"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
)
#: The id Textual gives the palette's "No matches found" line.
NO_MATCHES = "--no-matches"


class SteadyCommandList(CommandList):
    """The palette's results. The palette empties and refills them while a search
    runs, so a click can land on a line drawn for a result that is gone."""

    def on_click(self, event: events.Click) -> None:
        drop_stale_click(self, event)

    def add_options(self, new_options: Iterable[OptionListContent]) -> Self:
        """Textual's "No matches found" line (worded in English inside the
        palette) in the language spoken now."""
        return super().add_options(
            Option(Align.center(Text(_("No matches found"), style="not bold")),
                   disabled=True, id=NO_MATCHES)
            if isinstance(option, Option) and option.id == NO_MATCHES else option
            for option in new_options)


class Palette(CommandPalette):
    """Textual's palette with :class:`SteadyCommandList` in place of its list
    (the palette finds its list by type, and the subclass matches)."""

    def __init__(self, providers: ProviderSource | None = None,
                 placeholder: str | None = None) -> None:
        # Textual words its prompts in English ("Search for commands…",
        # "Search for themes…"); ours are in the language spoken.
        super().__init__(providers, id="--command-palette",
                         placeholder=placeholder or _("Search for commands…"))

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield SteadyCommandList() if type(widget) is CommandList else widget

