"""The game log as the viewing seat may read it."""

from __future__ import annotations

from textual import events
from textual.widgets import RichLog


class GameLog(RichLog):
    """The game log in players' names, as the viewing seat may read it.

    A seat's log only ever grows, so only the new lines are written.

    RichLog wraps a line once, at the width the log has when it is written, and
    never again. Lines written while the log was wider (a larger terminal, or a
    screen drawn before it caught up with a resize) then overflow it, and
    Textual adds a horizontal scrollbar whose thumb shows as a stray "▉" in the
    two-row log. So the log never scrolls sideways, and when its width changes
    it wraps its lines again at the new width."""

    DEFAULT_CSS = """
    GameLog {
        overflow-x: hidden;
    }
    """

    written = 0
    #: The lines last shown (the caller's list, not a copy: it is only read
    #: again to wrap them at a new width).
    source: list[str] = []
    #: The content width the lines on show were wrapped at.
    wrapped_at = 0

    def __init__(self, **kwargs: object) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, max_lines=200,
                         **kwargs)  # type: ignore[arg-type]

    def on_resize(self, event: events.Resize) -> None:
        # RichLog's own handler runs as well (Textual calls each class's handler).
        # Lines are wrapped again at a new width; at any size the log keeps
        # showing its last lines (it grows or shrinks with the decision beside
        # it): it is anchored to its end (see :meth:`show_lines`).
        width = self.scrollable_content_region.width
        if self.written and width and width != self.wrapped_at:
            self.clear()
            self.written = 0
            self.show_lines(self.source)

    def restart(self) -> None:
        """Forget every line shown: the next :meth:`show_lines` writes a log that
        is not a continuation of this one (another seat's)."""
        self.clear()
        self.written = 0
        self.source = []

    def show_lines(self, lines: list[str]) -> None:
        """Write the lines not shown yet, as one text (the same lines, wrapped
        the same way, as one write a line), and stay at the end.

        One write, not one a line: each write renders on its own and, scrolling
        to the end after a refresh, sets off a chain of callbacks and repaints
        (a private screen shown again catches up on tens of lines at once).
        The log is anchored instead: Textual keeps an anchored widget scrolled
        to its end whenever it lays it out, in the same frame."""
        self.source = lines
        self.wrapped_at = self.scrollable_content_region.width
        if len(lines) < self.written:
            self.clear()
            self.written = 0
        start = max(self.written, len(lines) - 200)
        if start < len(lines):
            self.write("\n".join(lines[start:]), scroll_end=False)
        self.written = len(lines)
        # Also after the player scrolled up (which releases the anchor): news
        # brings the log back to its end, as it always did.
        self.anchor()

