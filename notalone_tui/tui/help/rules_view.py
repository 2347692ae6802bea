"""The help's rules: the rules document, cut at its headings, with a table of contents.

Textual's ``MarkdownViewer`` makes a widget of every paragraph and list item:
about 770 for ``rules.md``. Opening the help took seconds on a slow machine, and
every focus change restyled them all. Here each section (a heading and what
follows it, up to the next heading) is one ``Static`` holding Rich's rendering
of its Markdown, the same rendering ``notalone rules`` prints: some twenty
widgets for the whole document. The table of contents is an option list of
the headings; choosing one scrolls its section to the top.
"""

from __future__ import annotations

import re
from typing import ClassVar, NamedTuple

from rich.console import JustifyMethod, RenderableType
from rich.markdown import Heading, Markdown, MarkdownElement
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


class Section(NamedTuple):
    """A heading (its level and words) and the Markdown from it to the next heading."""

    level: int
    title: str
    text: str


def split_sections(text: str) -> list[Section]:
    """``text`` cut before every heading (never inside a fenced code block).

    Text before the first heading, if any, is a section of level 0 without a
    title. Joining the sections' texts gives ``text`` back.
    """
    sections: list[Section] = []
    level, title = 0, ""
    lines: list[str] = []
    fenced = False
    for line in text.splitlines(keepends=True):
        if _FENCE.match(line):
            fenced = not fenced
        found = None if fenced else _HEADING.match(line)
        if found is not None:
            if lines:
                sections.append(Section(level, title, "".join(lines)))
            level, title, lines = len(found.group(1)), found.group(2), []
        lines.append(line)
    if lines:
        sections.append(Section(level, title, "".join(lines)))
    return sections


#: How a heading of each level is marked: by weight and underline, never by
#: colour alone (the document's title and its sections are underlined).
HEADING_STYLES = {"h1": "bold underline", "h2": "bold underline", "h3": "bold"}


class _Heading(Heading):
    """Rich's heading, flush left and styled by :data:`HEADING_STYLES` (Rich centres
    the title and colours the sections by its theme)."""

    LEVEL_ALIGN: ClassVar[dict[str, JustifyMethod]] = dict.fromkeys(
        ("h1", "h2", "h3", "h4", "h5", "h6"), "left")

    def __init__(self, tag: str) -> None:
        super().__init__(tag)
        self.style_name = HEADING_STYLES.get(tag, "bold")


class RulesMarkdown(Markdown):
    """Rich's Markdown with :class:`_Heading` headings."""

    elements: ClassVar[dict[str, type[MarkdownElement]]] = {
        **Markdown.elements, "heading_open": _Heading}


class RulesSection(Static):
    """One section of the rules (its heading and its text), rendered by Rich."""

    def __init__(self, section: Section, index: int) -> None:
        super().__init__(RulesMarkdown(section.text.strip("\n")), id=f"rules-section-{index}")
        self.section = section


class RulesText(VerticalScroll, can_focus=True):
    """The sections, one under another; focusable so the keyboard scrolls them."""


class RulesContents(OptionList):
    """The table of contents: a heading per entry, subsections indented (a long
    heading wraps under its own first word, not under the indent)."""


def _entry(section: Section) -> RenderableType:
    indent = 2 * max(0, section.level - 2)
    if not indent:
        return Text(section.title)
    grid = Table.grid()
    grid.add_column(width=indent)
    grid.add_column()
    grid.add_row("", section.title)
    return grid


class RulesView(Horizontal):
    """The table of contents (shown on wide terminals, see the help's CSS) beside the text."""

    def __init__(self, text: str, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.sections = split_sections(text)

    def compose(self) -> ComposeResult:
        # The document's title and its sections flush left, subsections indented.
        yield RulesContents(
            *(Option(_entry(s), id=f"rules-section-{i}")
              for i, s in enumerate(self.sections) if s.title),
            id="rules-contents",
        )
        with RulesText(id="rules-viewer"):
            for index, section in enumerate(self.sections):
                yield RulesSection(section, index)

    def show_section(self, index: int) -> None:
        """Scroll the text so that section ``index`` starts at the top."""
        section = self.query_one(f"#rules-section-{index}", RulesSection)
        self.query_one(RulesText).scroll_to_widget(section, animate=False, top=True)

    @on(OptionList.OptionSelected, "#rules-contents")
    def _jump(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.show_section(int(event.option.id.rsplit("-", 1)[1]))
