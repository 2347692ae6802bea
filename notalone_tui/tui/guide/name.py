"""The guided game's one question before it starts: the player's name.

Asked on the title screen, so it loads nothing of the game (no engine)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Static

from notalone_tui.i18n.current import N_, _

from ..footer import SteadyFooter
from ..screens.base import Dialog

#: The player's name when none is typed.
DEFAULT_NAME = "Robin"
#: As long as a name typed on the setup screen.
MAX_NAME = 16


class NameScreen(Dialog[str | None]):
    """Dismisses with the name typed (the default if left empty), or None on Esc."""

    DEFAULT_CSS = """
    NameScreen { align: center middle; }
    #name-box {
        width: 62; max-width: 100%; height: auto;
        border: round $accent; border-title-color: $accent; background: $surface;
        padding: 0 1;
    }
    #name-box Input { margin: 1 0 0 0; }
    #name-keys { color: $text-muted; text-align: right; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="name-box") as box:
            box.border_title = _("Guided first game")
            yield Static(_("You play a Hunted against the computer. Your name:"),
                         id="name-question")
            yield Input(DEFAULT_NAME, id="guided-name", max_length=MAX_NAME)
            yield Static(_("Enter: start · Esc: back"), id="name-keys")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or DEFAULT_NAME)

    def action_back(self) -> None:
        self.dismiss(None)
