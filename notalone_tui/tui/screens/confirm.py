"""A yes/no question before something that cannot be taken back."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ..footer import SteadyFooter

# Asked on the title screen, before any game module loads: the light N_() and
# _() of .base (see its CURRENT).
from .base import N_, Dialog, _


class ConfirmScreen(Dialog[bool]):
    """Dismisses with True for the confirming button, False for Back or Escape.

    Its own footer covers the one of the screen below, whose keys do not work
    while the question is open (see :class:`ExportScreen`)."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    #confirm-box {
        width: 64; max-width: 100%; height: auto;
        border: thick $warning; background: $surface; padding: 1 2;
    }
    #confirm-buttons { height: auto; margin-top: 1; align-horizontal: right; }
    #confirm-buttons Button { margin-left: 1; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def __init__(self, question: str, yes: str | None = None) -> None:
        """``question`` and ``yes`` (the confirming button, "Yes" by default) as
        they are to be shown: in the current language."""
        super().__init__()
        self.question = question
        self.yes = _("Yes") if yes is None else yes

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            # A question may name players (a saved game's): text, never markup.
            yield Static(self.question, id="confirm-question", markup=False)
            with Horizontal(id="confirm-buttons"):
                yield Button(_("Back"), id="confirm-back")
                yield Button(self.yes, id="confirm-yes", variant="warning")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one("#confirm-back", Button).focus()

    def action_back(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#confirm-back")
    def _back(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#confirm-yes")
    def _yes(self) -> None:
        self.dismiss(True)
