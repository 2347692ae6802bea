"""What every screen shares: the help key and the "terminal too small" notice."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmall(Static):
    """Shown instead of the layout when the terminal is below 80×24."""

    def __init__(self) -> None:
        super().__init__(
            f"Please enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT}.",
            id="too-small",
        )


class BaseScreen(Screen[None]):
    BINDINGS = [
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("f1", "app.help", "Help", show=False),
    ]

    def compose_too_small(self) -> ComposeResult:
        yield TooSmall()

    def on_resize(self, event: events.Resize) -> None:
        small = event.size.width < MIN_WIDTH or event.size.height < MIN_HEIGHT
        self.set_class(small, "-too-small")

    def on_mount(self) -> None:
        size = self.app.size
        self.set_class(size.width < MIN_WIDTH or size.height < MIN_HEIGHT, "-too-small")
