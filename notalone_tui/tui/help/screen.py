"""The help screen: the rules summary and a searchable card reference.

A full (opaque) screen with two tabs. "Rules" shows ``assets/rules.md`` (or its
translation, ``rules.fr.md``...); "Cards" lists the game's cards (the base
game's 45 outside a game: 10 places, 20 Hunt, 15 Survival) with their kind,
number, name, phase, symbol and text from the engine's card data, filtered as
the player types in the search box. Around them come the sections the packs
add (see :mod:`notalone_tui.tui.help`): the modes chosen at setup (Frozen
Lands, Sanctuary...) and the character sheets, each with its own heading and
entries. A section of a pack the game plays comes first; the others follow
the game's cards. The screen tests no mode: what it shows of a section, it
asks the section.

Every fact is written out in words (kind, phase, symbol), so nothing depends
on colour; focus on the card list is shown by a change of border shape.

The reference speaks the language spoken when the screen opens (its entries
are built once for each language, never at import); the entries are found by
their English names and kinds too. The rules document is ``assets/rules.md``
as it is.
"""

from __future__ import annotations

import asyncio
from functools import cache

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.events import Resize
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import (
    Header,
    Input,
    Static,
    TabbedContent,
    TabPane,
)

from notalone_tui.assets import localized_asset_text
from notalone_tui.engine import BASE, RuleSet
from notalone_tui.i18n.current import N_, _, language, ngettext

from ..footer import SteadyFooter
from . import composed, listed_everywhere
from .cards import HUNT, PLACE, SURVIVAL, CardInfo, all_cards
from .rules_view import RulesView
from .section import HelpSection, ReferenceEntry

TOPICS = ("rules", "cards")
"""The tab ids, which are also the accepted ``topic`` values."""

WIDE_WIDTH = 110
"""From this many columns on, the rules show a table of contents beside them
(and both tabs a wider margin)."""


@cache
def _base_cards(lang: str) -> tuple[CardInfo, ...]:
    return all_cards(BASE)


def base_cards() -> tuple[CardInfo, ...]:
    """The base game's cards in the current language (built once for each): the
    reference shown outside a game."""
    return _base_cards(language())


def __getattr__(name: str) -> tuple[CardInfo, ...]:
    """``ALL_CARDS``: :func:`base_cards`, built on first use in the current
    language (no language is chosen at import)."""
    if name == "ALL_CARDS":
        return base_cards()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class CardEntry(ReferenceEntry):
    """One card of the reference list."""


class CardList(VerticalScroll):
    """The scrollable list of cards; focusable, so the arrow and page keys scroll it."""


class HelpScreen(Screen[None]):
    """Rules summary and card reference, on two tabs."""

    CSS_PATH = "screen.tcss"
    TITLE = N_("Help — rules and cards")

    BINDINGS = [
        Binding("escape", "close", N_("Close"), key_display="Esc/q"),
        Binding("q", "close", N_("Close"), show=False),
        # TRANSLATORS: a key's label in the footer: the help's tab of rules.
        Binding("r", "show_tab('rules')", N_("Rules")),
        # TRANSLATORS: a key's label in the footer: the help's tab of cards.
        Binding("c", "show_tab('cards')", N_("Cards")),
        Binding("slash", "focus_search", N_("Search cards"), key_display="/"),
    ]

    def __init__(self, topic: str = "rules", rules: RuleSet = BASE) -> None:
        if topic not in TOPICS:
            raise ValueError(f"unknown help topic {topic!r}; expected one of {TOPICS}")
        super().__init__()
        self.title = _(self.TITLE)
        self.topic = topic
        #: The rule set whose cards are listed: the game's own during a game.
        self.rules = rules
        own = composed(rules.packs)
        everywhere = listed_everywhere()
        #: The sections listed before the game's cards: those of the modes it plays.
        self.leading = tuple(section for section in own if section.leads)
        #: The other sections, after the game's cards, by rank (an option's last).
        others = dict.fromkeys(section for section in (*everywhere, *own)
                               if section not in self.leading)
        self.trailing = tuple(sorted(others, key=lambda section: section.rank))
        #: Every section, by rank: the order of the search's count line.
        self.sections = tuple(sorted((*self.leading, *self.trailing),
                                     key=lambda section: section.rank))
        #: Each section's entries, in the language spoken when the screen opens.
        self.section_entries = {section.key: section.entries() for section in self.sections}
        #: The section entries' widgets, by section, once the cards' tab is built.
        self._section_widgets: dict[str, list[ReferenceEntry]] = {}
        #: The base game's cards played in this game (every entry of a section is
        #: listed in the section; a base card a mode reads differently stays
        #: here too, as this game reads it).
        found = base_cards()
        cards = found if rules is BASE else all_cards(rules)
        base_ids = {card.id for card in found}
        section_ids = {entry.id for entries in self.section_entries.values()
                       for entry in entries} - base_ids
        self.cards = tuple(card for card in cards if card.id not in section_ids)
        #: The tabs whose content is built or being built (the one shown first is
        #: built with the screen: ``None``).
        self._filled: dict[str, asyncio.Future[None] | None] = {topic: None}

    # Sections by the names the tests know them by: by their headings' ids ----

    def _leads(self, heading_id: str) -> bool:
        return any(f"{section.key}-heading" == heading_id for section in self.leading)

    def _visible(self, heading_id: str) -> list[CardInfo]:
        return [entry.card for section in self.sections
                if f"{section.key}-heading" == heading_id
                for entry in self._section_widgets.get(section.key, ()) if entry.display]

    @property
    def mode_first(self) -> bool:
        """Frozen Lands' section comes first (see :attr:`leading`)."""
        return self._leads("mode-heading")

    @property
    def sanctuary_first(self) -> bool:
        """Sanctuary's section comes first (see :attr:`leading`)."""
        return self._leads("sanctuary-heading")

    def visible_mode_entries(self) -> list[CardInfo]:
        """The Frozen Lands entries the list currently shows, in order."""
        return self._visible("mode-heading")

    def visible_sanctuary_entries(self) -> list[CardInfo]:
        """The Sanctuary entries the list currently shows, in order."""
        return self._visible("sanctuary-heading")

    def visible_sheets(self) -> list[CardInfo]:
        """The characters and Creature abilities the list currently shows, in order."""
        return self._visible("sheets-heading")

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False, icon="?")
        with TabbedContent(initial=self.topic, id="help-tabs"):
            # TRANSLATORS: the help's tab of rules.
            with TabPane(_("Rules"), id="rules"):
                if self.topic == "rules":
                    yield from self._pane_widgets("rules")
            # TRANSLATORS: the help's tab of cards.
            with TabPane(_("Cards"), id="cards"):
                if self.topic == "cards":
                    yield from self._pane_widgets("cards")
        yield SteadyFooter()

    def _pane_widgets(self, tab: str) -> list[Widget]:
        """A tab's content. Only the tab the screen opens on is built with it,
        the other one when first shown (:meth:`_fill`): the reference is some
        two hundred widgets, and Textual restyles every widget of the screen
        whenever the focus moves."""
        if tab == "rules":
            return [RulesView(localized_asset_text("rules.md", language()), id="rules-view")]
        entries: list[Widget] = []
        # The game's own modes first, then its cards, then the other sections.
        for section in self.leading:
            entries += self._section(section)
        entries += [CardEntry(card) for card in self.cards]
        for section in self.trailing:
            entries += self._section(section)
        entries.append(Static(_("No card matches your search."), id="no-match"))
        return [Input(placeholder=_("Search cards…"), id="card-search"),
                Static(self._count_line(len(self.cards)), id="card-count"),
                CardList(*entries, id="card-list")]

    async def _fill(self, tab: str) -> None:
        """Build ``tab``'s content if it is not yet (the first time it is shown)."""
        if tab not in self._filled:
            self._filled[tab] = asyncio.ensure_future(self._mount_pane(tab))
        filling = self._filled[tab]
        if filling is not None:
            await filling

    async def _mount_pane(self, tab: str) -> None:
        await self.query_one(f"#{tab}", TabPane).mount_all(self._pane_widgets(tab))
        self._dress(tab)

    def _section(self, section: HelpSection) -> list[Widget]:
        """A section's heading and entries (kept to filter them)."""
        widgets = [section.entry(entry) for entry in self.section_entries[section.key]]
        self._section_widgets[section.key] = widgets
        return [Static(section.heading(), id=f"{section.key}-heading",
                       classes="section-heading"), *widgets]

    def on_mount(self) -> None:
        self._dress(self.topic)
        self._focus_tab(self.topic)

    def _dress(self, tab: str) -> None:
        """The titles and the hidden line of ``tab``'s content, once it is mounted."""
        if tab == "rules":
            # TRANSLATORS: the title of the help's rules; the keys' names stay as they are.
            self.query_one("#rules-viewer").border_title = _("Rules — ↑ ↓ PgUp PgDn to scroll")
            # TRANSLATORS: the title of the rules' table of contents, beside them in the help.
            self.query_one("#rules-contents").border_title = _("Contents")
            return
        for section in self.sections:
            self.query_one(f"#{section.key}-heading").border_title = section.label()
        self.query_one("#no-match").display = False
        # TRANSLATORS: the title of the help's card list; the keys' names stay as they are.
        self.query_one("#card-list").border_title = _("Cards — ↑ ↓ PgUp PgDn to scroll")

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.width >= WIDE_WIDTH, "-wide")

    # Actions -----------------------------------------------------------------

    def action_close(self) -> None:
        self.dismiss()

    async def action_show_tab(self, tab: str) -> None:
        await self._fill(tab)
        self.query_one(TabbedContent).active = tab
        self._focus_tab(tab)

    async def action_focus_search(self) -> None:
        await self._fill("cards")
        self.query_one(TabbedContent).active = "cards"
        self.query_one("#card-search", Input).focus()

    @on(TabbedContent.TabActivated, "#help-tabs")
    async def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        """A tab chosen with the mouse or the tab bar's keys is built as it shows."""
        if event.pane.id is not None:
            await self._fill(event.pane.id)

    # Search ------------------------------------------------------------------

    @on(Input.Changed, "#card-search")
    def _filter_cards(self, event: Input.Changed) -> None:
        self.apply_filter(event.value)

    @on(Input.Submitted, "#card-search")
    def _search_done(self) -> None:
        self.query_one(CardList).focus()

    def apply_filter(self, query: str) -> int:
        """Show only the cards (and sheets) matching ``query``; return how many
        cards are shown."""
        shown = 0
        for entry in self.query(CardEntry):
            visible = entry.card.matches(query)
            entry.display = visible
            shown += visible
        counts: dict[str, int] = {}
        for section in self.sections:
            found = 0
            for widget in self._section_widgets.get(section.key, ()):
                visible = widget.card.matches(query)
                widget.display = visible
                found += visible
            counts[section.key] = found
            self.query_one(f"#{section.key}-heading").display = found > 0
        self.query_one("#no-match").display = shown + sum(counts.values()) == 0
        self.query_one("#card-count", Static).update(self._count_line(shown, counts))
        self.query_one(CardList).scroll_home(animate=False)
        return shown

    def visible_cards(self) -> list[CardInfo]:
        """The cards the list currently shows, in order."""
        return [entry.card for entry in self.query(CardEntry) if entry.display]

    def visible_entries(self, section: HelpSection) -> list[CardInfo]:
        """``section``'s entries the list currently shows, in order."""
        return [widget.card for widget in self._section_widgets.get(section.key, ())
                if widget.display]

    # Helpers -----------------------------------------------------------------

    def _count_line(self, shown: int, counts: dict[str, int] | None = None) -> str:
        total = len(self.cards)
        everything = {key: len(entries) for key, entries in self.section_entries.items()}
        counts = everything if counts is None else counts
        if shown == total and counts == everything:
            kinds = [(sum(c.kind == kind for c in self.cards), kind)
                     for kind in (PLACE, HUNT, SURVIVAL)]
            counted = ", ".join(self._kind_count(n, kind) for n, kind in kinds if n)
            # One line of 78 columns: what the list holds, in the order it shows.
            overview = next((section.overview for section in self.leading
                             if section.overview is not None), None)
            if overview is not None:
                line = overview(total)
            else:
                # TRANSLATORS: what the card reference lists, in the order it shows
                # (fits 78 columns); {counted} is e.g. "10 places, 20 Hunt, 15 Survival".
                line = ngettext("{total} card ({counted}), Frozen Lands, Sanctuary, sheets.",
                                "{total} cards ({counted}), Frozen Lands, Sanctuary, sheets.",
                                total)
            return line.format(total=total, counted=counted)
        # TRANSLATORS: the start of the search's count line; more parts may follow,
        # each after ", " (e.g. "3 of 45 cards match, 2 of 14 Frozen Lands entries.").
        parts = [ngettext("{shown} of {total} cards match", "{shown} of {total} cards match",
                          shown).format(shown=shown, total=total)]
        for section in self.sections:
            found = counts.get(section.key, 0)
            part = section.count_part(found, everything[section.key]) if found else ""
            if part:
                parts.append(part)
        return ", ".join(parts) + "."

    @staticmethod
    def _kind_count(n: int, kind: str) -> str:
        """"10 places", "20 Hunt": how many cards of a kind the list holds."""
        if kind == PLACE:
            # TRANSLATORS: how many Place cards the reference lists.
            return ngettext("{n} place", "{n} places", n).format(n=n)
        if kind == HUNT:
            # TRANSLATORS: how many Hunt cards the reference lists ("Hunt" as a kind of card).
            return ngettext("{n} Hunt", "{n} Hunt", n).format(n=n)
        # TRANSLATORS: how many Survival cards the reference lists (a kind of card).
        return ngettext("{n} Survival", "{n} Survival", n).format(n=n)

    def _focus_tab(self, tab: str) -> None:
        target = "#rules-viewer" if tab == "rules" else "#card-list"
        self.query_one(target).focus()
