"""What a pack adds to the help's card reference: a section of entries under a heading.

The help screen lists the rule set's own cards, then one section per pack
that has something to say (:mod:`notalone_tui.tui.help` finds them by pack
name): the pack's places, rules and cards that are no base card, under a
heading. The screen words nothing of its own about a section; everything it
shows of one (heading, label, count lines) comes from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual.content import Content
from textual.widgets import Static

from .cards import CardInfo


class ReferenceEntry(Static):
    """One entry of the reference list: its title, its details, its text."""

    def __init__(self, card: CardInfo) -> None:
        self.card = card
        parts: list[str | tuple[str, str]] = [(card.title, "bold")]
        if card.details:
            parts += ["  (", (card.details, "italic"), ")"]
        parts += ["\n", card.text]
        kind = card.kind.lower().replace(" ", "-")
        super().__init__(Content.assemble(*parts), classes=f"card-entry -{kind}")

    @property
    def plain(self) -> str:
        """The entry's text as shown, without styles."""
        content = self.content
        return content.plain if isinstance(content, Content) else str(content)


class SectionEntry(ReferenceEntry):
    """An entry of a pack's section (a section may name a class of its own)."""


def no_count(shown: int, total: int) -> str:
    """A section that adds no part to the search's count line."""
    return ""


@dataclass(frozen=True)
class HelpSection:
    """A pack's section of the card reference (every text in the current language)."""

    #: Names the section's widgets: its heading is ``#<key>-heading``.
    key: str
    #: The heading's words, above the entries.
    heading: Callable[[], str]
    #: The entries, in the order listed (built once per language by the pack).
    entries: Callable[[], tuple[CardInfo, ...]]
    #: The heading's border title (e.g. "Designed for this edition").
    label: Callable[[], str] = lambda: ""
    #: The widget each entry is shown by.
    entry: type[ReferenceEntry] = SectionEntry
    #: ``(shown, total) -> str``: the section's part of the search's count line
    #: when some of its entries match.
    count_part: Callable[[int, int], str] = no_count
    #: ``total -> str``: the whole list's count line ("{counted}" left for the
    #: base cards' kinds) when this section comes first; None: the plain line.
    overview: Callable[[int], str] | None = None
    #: Listed before the game's cards when the game plays its pack (a mode's
    #: section); False for an option's, which stays in its place.
    leads: bool = True
    #: Listed in every game's reference (a mode or option chosen at setup),
    #: not only in a game whose rule set has the pack.
    always: bool = False
    #: Where the section sits among the others (and its part of the count line).
    rank: int = 50
