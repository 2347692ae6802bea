"""The game log as the viewing seat may read it."""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

from textual import events
from textual.geometry import Size
from textual.strip import Strip
from textual.widgets import RichLog

from ..updates import SizedScrollbars


class Kept(NamedTuple):
    """A reader's log as it was drawn, kept while the log serves another reader."""

    shown: list[str]  # a copy of the lines drawn
    strips: list[Strip]  # RichLog's lines: the drawn lines, wrapped
    wrapped_at: int
    widest: int  # RichLog's widest line
    start: int  # RichLog's count of lines dropped off the top


class GameLog(RichLog, SizedScrollbars):
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
        #: Other readers' logs, kept as drawn (see :meth:`restart`).
        self._kept: dict[Hashable, Kept] = {}

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

    #: Who reads the log now (see :meth:`restart`).
    reader: Hashable = None

    def restart(self, reader: Hashable = None, previous: Hashable = None) -> None:
        """Serve another reader: the next :meth:`show_lines` writes a log that
        is not a continuation of this one (another seat's). ``previous``: who
        read it until now, if no restart said so (the screen's first seat).

        What the last reader was shown is kept, wrapped, and given back when
        their turn comes again: one screen passes from seat to seat, and
        wrapping a seat's last 200 lines anew at every handoff cost a few
        milliseconds a key. It is given back only if their lines still begin
        with what they were shown (an undo or a change of language words the
        log again) and the log has the width it was wrapped at; the lines are
        then the ones a full rewrite would give: each line wraps on its own.
        """
        if self.reader is None:
            self.reader = previous
        if reader != self.reader and self.reader is not None and self.written:
            self._kept[self.reader] = Kept(
                self.source[:self.written], self.lines, self.wrapped_at,
                self._widest_line_width, self._start_line)
        self.lines = []  # the kept strips stay as they are (clear() empties the list)
        self.clear()
        self.written = 0
        self.source = []
        self.reader = reader
        kept = self._kept.pop(reader, None) if reader is not None else None
        if kept is not None and self._size_known:
            self._take_back(kept)

    def _take_back(self, kept: Kept) -> None:
        """Show ``kept`` again, as :meth:`show_lines` would have drawn it."""
        width = self.scrollable_content_region.width
        if not width or width != kept.wrapped_at:
            return
        self.lines = kept.strips
        self._widest_line_width = kept.widest
        self._start_line = kept.start
        self.virtual_size = Size(kept.widest, len(kept.strips))
        self.source = kept.shown
        self.written = len(kept.shown)
        self.wrapped_at = width
        self._expected = kept.shown

    #: The lines of a log given back (see :meth:`restart`): the next lines
    #: shown must begin with them.
    _expected: list[str] | None = None

    def show_lines(self, lines: list[str]) -> None:
        """Write the lines not shown yet, as one text (the same lines, wrapped
        the same way, as one write a line), and stay at the end.

        One write, not one a line: each write renders on its own and, scrolling
        to the end after a refresh, sets off a chain of callbacks and repaints
        (a private screen shown again catches up on tens of lines at once).
        The log is anchored instead: Textual keeps an anchored widget scrolled
        to its end whenever it lays it out, in the same frame."""
        expected, self._expected = self._expected, None
        if expected is not None and lines[:len(expected)] != expected:
            self.written = 0  # not what the kept log showed: write it anew
            self.lines = []
            self.clear()
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

