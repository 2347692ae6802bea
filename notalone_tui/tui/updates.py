"""Widget updates that skip what would change nothing (no game module: the
title screen's modules import it too)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def show_content(widget: Static, content: str | Text) -> None:
    """Give ``widget`` new content, unless it shows that already: an update lays
    the screen out and draws the widget again, and many keys leave a line (the
    status, a prompt, a hand, the handoff's words) as it was."""
    if widget.content != content:
        widget.update(content)
