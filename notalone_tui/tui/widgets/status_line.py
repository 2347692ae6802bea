"""A one-row status line that picks the wording that fits its width."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.widgets import Static

from ..updates import SizedOnce, show_content


class StatusLine(Static, SizedOnce):
    """A line of one row shown in the first of its wordings that fits it (the
    longest first): a narrow terminal, or a language whose words run longer,
    gets a shorter wording rather than a line cut off.

    Its wordings name players (who decides, whose screen this is): plain text,
    never markup (see :mod:`notalone_tui.i18n.names`)."""

    _wordings: tuple[str, ...] = ()

    def __init__(self, content: str = "", **kwargs: Any) -> None:
        super().__init__(content, markup=False, **kwargs)

    def show(self, *wordings: str) -> None:
        self._wordings = wordings
        self._fit()

    def _fit(self) -> None:
        width = self.content_region.width or self.app.size.width - self.styles.gutter.width
        shown = next((w for w in self._wordings if cell_len(w) <= width), self._wordings[-1])
        show_content(self, shown)

    def on_resize(self) -> None:
        if self._wordings:
            self._fit()

