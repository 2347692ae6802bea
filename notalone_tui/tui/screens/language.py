"""The language picker: the four languages, each named in itself."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from notalone_tui.i18n.current import N_, _, language
from notalone_tui.i18n.languages import LANGUAGES

from ..footer import SteadyFooter
from .base import Dialog


class LanguageScreen(Dialog[str | None]):
    """Dismisses with the chosen language's code, or None (Escape)."""

    DEFAULT_CSS = """
    LanguageScreen { align: center middle; }
    #language-box {
        width: 44; max-width: 100%; height: auto;
        border: thick $accent; background: $surface; padding: 1 2;
    }
    #language-list { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="language-box"):
            yield Static(_("Choose the language of the game (it can change at any time, "
                           "even mid-game):"), id="language-question")
            yield OptionList(*(Option(f"{name}  ({code})", id=code)
                               for code, name in LANGUAGES.items()), id="language-list")
        yield SteadyFooter()

    def on_mount(self) -> None:
        options = self.query_one("#language-list", OptionList)
        options.highlighted = list(LANGUAGES).index(language())
        options.focus()

    def action_back(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected, "#language-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
