"""The opaque handoff screen: nothing secret, just whose turn it is to look."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from ..footer import SteadyFooter
from ..requests import HandoffConfirmed
from .base import BaseScreen


class HandoffScreen(BaseScreen):
    """A full, opaque screen (never a modal over secrets) naming the next player."""

    CSS_PATH = "handoff.tcss"
    BINDINGS = [Binding("enter", "continue", "I am the only one looking", priority=True)]

    def __init__(self, name: str = "", role: str = "") -> None:
        super().__init__()
        self.player = name
        self.role = role

    def set_player(self, name: str, role: str) -> None:
        """Reuse this screen for the next handoff."""
        self.player = name
        self.role = role
        if self.is_mounted:
            self.query_one("#handoff-title", Static).update(self._title())
            self.query_one("#handoff-hint", Static).update(self._hint())

    def _title(self) -> str:
        return f"Pass the keyboard to {self.player} ({self.role})"

    def _hint(self) -> str:
        return f"Press Enter when only {self.player} can see the screen."

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        with Middle(id="handoff-body"):
            with Center():
                yield Static(self._title(), id="handoff-title")
            with Center():
                yield Static(self._hint(), id="handoff-hint")
        yield SteadyFooter()

    def action_continue(self) -> None:
        self.post_message(HandoffConfirmed())
