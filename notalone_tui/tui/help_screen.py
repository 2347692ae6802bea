"""The help screen: the rules summary and a searchable card reference.

A full (opaque) screen with two tabs. "Rules" shows ``assets/rules.md`` (or its
translation, ``rules.fr.md``...);
"Cards" lists all 45 base-game cards (10 places, 20 Hunt, 15 Survival) with
their kind, number, name, phase, symbol and text from the engine's card data,
filtered as the player types in the search box. A section lists Frozen
Lands (a mode chosen at setup, designed for this edition): its places, its
Contamination tokens, the team's choice at the end, and its Hunt and Survival
cards, read from the rule set, so that cards added to it appear here; it comes
first in a Frozen Lands game. Another lists Sanctuary the same way (see
:mod:`.help_sanctuary`: its places, rules, Defense bonuses, Survivors, Avatars,
Evolutions and cards), first in a Sanctuary game. Below them come the
character sheets (an option chosen at setup): every Hunted character and Creature
ability, labelled "Designed for this edition". They are not cards (they count
towards no card limit), so they are listed and counted apart, and searched
alike; their words come from the sheets module's messages.

Every fact is written out in words (kind, phase, symbol), so nothing depends
on colour; focus on the card list is shown by a change of border shape.

The reference speaks the language spoken when the screen opens (its entries
are built once for each language, never at import); the entries are found by
their English names and kinds too. The rules document is ``assets/rules.md``
as it is.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from functools import cache
from typing import NamedTuple

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
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
from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.rulesets import sheets
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands.cards import DESIGNED, TOKEN_COUNT, TOKEN_FACES
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED as ICON_FACE
from notalone_tui.i18n.current import N_, _, language, ngettext, render

from .footer import SteadyFooter
from .help_cards import HUNT, PLACE, RULE, SURVIVAL, CardInfo, all_cards
from .help_sanctuary import designed_label, is_sanctuary, sanctuary_reference
from .labels import FACE_MARKS, TOKEN_MARK, mode_of
from .rules_view import RulesView
from .widgets import USED_MARK

TOPICS = ("rules", "cards")
"""The tab ids, which are also the accepted ``topic`` values."""

WIDE_WIDTH = 110
"""From this many columns on, the rules show a table of contents beside them
(and both tabs a wider margin)."""


#: Frozen Lands' rules that are not cards, as the reference words them.
_ICONS = TOKEN_FACES[ICON_FACE]


def fl_rules() -> tuple[tuple[str, str, str], ...]:
    """Frozen Lands' rules that are not cards: (id, name, text), in the current
    language."""
    return (
        ("fl-rule-contamination", _("Contamination tokens"),
         _("{count} tokens, face down: {icons} show the contamination icon "
           "({icon_mark}), {blanks} are blank ({blank_mark}). A Hunted "
           "takes one when giving up, when losing their last Will, and through some places "
           "and cards. Nobody sees a face, its owner included (Diagnostic Kit lets its owner "
           "look). The players table counts each Hunted's tokens ({token_mark}) and the "
           "reserve's. Instead of a place's power or taking back a card, a Hunted may return "
           "a token to the reserve.").format(
               count=TOKEN_COUNT, icons=_ICONS, icon_mark=FACE_MARKS[True],
               blanks=TOKEN_COUNT - _ICONS, blank_mark=FACE_MARKS[False],
               token_mark=TOKEN_MARK)),
        ("fl-rule-team-choice", _("The team's choice (Advance or Hold)"),
         _("When the Rescue counter's end-of-turn move would reach Victory while any Hunted "
           "holds a token, the Hunted decide together, aloud, on the table; the first Hunted "
           "to the Creature's left enters it. Advance: the counter reaches Victory and every "
           "held token is turned up; any icon and the Creature wins, all blank and the Hunted "
           "win. Hold: the counter stays one space short, a Hunted the team names discards a "
           "token, and another turn is played; the choice comes again. The app asks to "
           "confirm either answer.")),
    )


def mode_entries(mode: RuleSet | None = None) -> tuple[CardInfo, ...]:
    """Frozen Lands as the reference lists it: its places, its two rules that are
    no card (the tokens, the team's choice), then its Hunt and Survival cards,
    those the rule set adds to the base game's (read from it: cards added to
    the rule set appear here unchanged). Each is labelled "Designed for this
    edition" and found by "frozen lands" (in the current language)."""
    mode = mode or get_ruleset(FROZEN_LANDS)
    label = designed_label()
    found = f"frozen lands {DESIGNED}" + ("" if label == DESIGNED else f" {label}")
    entries = [replace(card, note=f"{card.note} · {label}" if card.note else label,
                       keywords=f"{card.keywords} {found}".strip())
               for card in all_cards(mode)
               if card.id not in BASE.hunt_cards and card.id not in BASE.survival_cards]
    rules = [CardInfo(id_, RULE, name, text, note=label, keywords=found)
             for id_, name, text in fl_rules()]
    places = [e for e in entries if e.kind == PLACE]
    return (*places, *rules, *(e for e in entries if e.kind != PLACE))


#: What the sheets' entries are called, by who plays them (in English: shown translated).
# TRANSLATORS: the kind of an entry of the help's card reference: a Hunted's
# character sheet.
CHARACTER = N_("Character")
# TRANSLATORS: the kind of an entry of the help's card reference: an ability of
# the Creature's character sheet.
CREATURE_ABILITY = N_("Creature ability")


def sheet_entries() -> tuple[CardInfo, ...]:
    """Every Hunted character, then the Creature sheet's abilities, worded by
    the sheets' own messages. Listed whatever the game: the sheets are an
    option any rule set is played with, chosen at setup."""
    designed = render(sheets.designed())
    # Found by the label in English (the frozen_lands module words it alike) too.
    found = f"character sheets {designed}" + ("" if designed == DESIGNED else f" {DESIGNED}")
    return tuple(
        CardInfo(ability, kind, render(sheets.name(ability)),
                 render(sheets.text(ability)), note=designed, keywords=found)
        for kind, abilities in ((CHARACTER, sheets.CHARACTERS),
                                (CREATURE_ABILITY, sheets.CREATURE_ABILITIES))
        for ability in abilities
    )


def used_note() -> str:
    """How the players table marks an ability used (see :mod:`.widgets`)."""
    return _("On the table, {mark} after a character's name: its ability was used "
             "this turn.").format(mark=USED_MARK)


class Reference(NamedTuple):
    """The reference's entries in one language (the same in every game)."""

    #: The base game's cards (the reference shown outside a game).
    cards: tuple[CardInfo, ...]
    #: The Frozen Lands entries.
    mode: tuple[CardInfo, ...]
    #: The character sheets' entries.
    sheets: tuple[CardInfo, ...]


@cache
def _reference(lang: str) -> Reference:
    return Reference(all_cards(BASE), mode_entries(), sheet_entries())


def reference() -> Reference:
    """The reference's entries in the current language (built once for each)."""
    return _reference(language())


#: The module's constants that are the reference's entries, now built on first
#: use in the current language (no language is chosen at import).
_LAZY = {"ALL_CARDS": "cards", "MODE_ENTRIES": "mode", "SHEETS": "sheets"}


def __getattr__(name: str) -> tuple[CardInfo, ...]:
    """``ALL_CARDS``, ``MODE_ENTRIES``, ``SHEETS``: see :class:`Reference`."""
    if name in _LAZY:
        found: tuple[CardInfo, ...] = getattr(reference(), _LAZY[name])
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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


class CardEntry(ReferenceEntry):
    """One card of the reference list."""


class ModeEntry(ReferenceEntry):
    """A place, rule or card of Frozen Lands (designed for this edition)."""


class SanctuaryEntry(ReferenceEntry):
    """A place, rule, card or ability of Sanctuary (designed for this edition)."""


class SheetEntry(ReferenceEntry):
    """A character or Creature ability of the character sheets (not a card)."""


class CardList(VerticalScroll):
    """The scrollable list of cards; focusable, so the arrow and page keys scroll it."""


class HelpScreen(Screen[None]):
    """Rules summary and card reference, on two tabs."""

    CSS_PATH = "help_screen.tcss"
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
        #: The entries in the language spoken when the screen opens.
        found = reference()
        self.mode_entries = found.mode
        self.sanctuary_entries = sanctuary_reference()
        self.sheet_cards = found.sheets
        #: The rule set whose cards are listed: the game's own during a game.
        self.rules = rules
        #: Frozen Lands' own entries come first in a Frozen Lands game.
        self.mode_first = mode_of(rules.id) == FROZEN_LANDS
        #: Sanctuary's come first in a Sanctuary game (or its light variant).
        self.sanctuary_first = is_sanctuary(rules)
        #: The base game's cards played in this game (every entry of another mode
        #: is listed in the mode's section; a base card Sanctuary reads
        #: differently stays here too, as this game reads it).
        cards = found.cards if rules is BASE else all_cards(rules)
        base_ids = {card.id for card in found.cards}
        mode_ids = {entry.id for entry in (*self.mode_entries, *self.sanctuary_entries)
                    } - base_ids
        self.cards = tuple(card for card in cards if card.id not in mode_ids)
        #: The tabs whose content is built or being built (the one shown first is
        #: built with the screen: ``None``).
        self._filled: dict[str, asyncio.Future[None] | None] = {topic: None}

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
        # The game's own mode first, then the base game's cards, then the other modes.
        if self.mode_first:
            entries += self._mode_section()
        if self.sanctuary_first:
            entries += self._sanctuary_section()
        entries += [CardEntry(card) for card in self.cards]
        if not self.mode_first:
            entries += self._mode_section()
        if not self.sanctuary_first:
            entries += self._sanctuary_section()
        entries.append(Static(f"{render(sheets.about())} {used_note()}", id="sheets-heading"))
        entries += [SheetEntry(entry) for entry in self.sheet_cards]
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

    def _mode_section(self) -> list[Widget]:
        # The search words stay English: the entries are found by them in every language.
        heading = Static(_("Frozen Lands: a mode chosen at setup (4 to 7 players). Its ten "
                           "places replace Artemia's; Contamination tokens and the team's "
                           "choice decide its end. Search \"frozen lands\" for its entries."),
                         id="mode-heading")
        return [heading, *(ModeEntry(entry) for entry in self.mode_entries)]

    def _sanctuary_section(self) -> list[Widget]:
        # The search words stay English: the entries are found by them in every language.
        heading = Static(_("Sanctuary: a mode chosen at setup (2 to 7 players), or its light "
                           "variant on the base game. Places 6-10, the Sanctuary token, "
                           "Survivors to rescue, the Defense track, Avatars, DNA and the "
                           "Creature's Evolutions in a fifth phase. Search \"sanctuary\" for "
                           "its entries."), id="sanctuary-heading")
        return [heading, *(SanctuaryEntry(entry) for entry in self.sanctuary_entries)]

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
        label = designed_label()
        self.query_one("#mode-heading").border_title = label
        self.query_one("#sanctuary-heading").border_title = label
        self.query_one("#no-match").display = False
        self.query_one("#sheets-heading").border_title = render(sheets.designed())
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
        shown = sheets_shown = mode_shown = 0
        for entry in self.query(CardEntry):
            visible = entry.card.matches(query)
            entry.display = visible
            shown += visible
        for mode in self.query(ModeEntry):
            visible = mode.card.matches(query)
            mode.display = visible
            mode_shown += visible
        self.query_one("#mode-heading").display = mode_shown > 0
        sanctuary_shown = 0
        for found in self.query(SanctuaryEntry):
            visible = found.card.matches(query)
            found.display = visible
            sanctuary_shown += visible
        self.query_one("#sanctuary-heading").display = sanctuary_shown > 0
        for sheet in self.query(SheetEntry):
            visible = sheet.card.matches(query)
            sheet.display = visible
            sheets_shown += visible
        self.query_one("#sheets-heading").display = sheets_shown > 0
        self.query_one("#no-match").display = (
            shown + sheets_shown + mode_shown + sanctuary_shown == 0)
        self.query_one("#card-count", Static).update(
            self._count_line(shown, sheets_shown, mode_shown, sanctuary_shown))
        self.query_one(CardList).scroll_home(animate=False)
        return shown

    def visible_cards(self) -> list[CardInfo]:
        """The cards the list currently shows, in order."""
        return [entry.card for entry in self.query(CardEntry) if entry.display]

    def visible_mode_entries(self) -> list[CardInfo]:
        """The Frozen Lands entries the list currently shows, in order."""
        return [entry.card for entry in self.query(ModeEntry) if entry.display]

    def visible_sanctuary_entries(self) -> list[CardInfo]:
        """The Sanctuary entries the list currently shows, in order."""
        return [entry.card for entry in self.query(SanctuaryEntry) if entry.display]

    def visible_sheets(self) -> list[CardInfo]:
        """The characters and Creature abilities the list currently shows, in order."""
        return [entry.card for entry in self.query(SheetEntry) if entry.display]

    # Helpers -----------------------------------------------------------------

    def _count_line(self, shown: int, sheets_shown: int | None = None,
                    mode_shown: int | None = None, sanctuary_shown: int | None = None) -> str:
        total = len(self.cards)
        modes, sanctuary, sheet_cards = (len(self.mode_entries), len(self.sanctuary_entries),
                                         len(self.sheet_cards))
        if sheets_shown is None:
            sheets_shown = sheet_cards
        if mode_shown is None:
            mode_shown = modes
        if sanctuary_shown is None:
            sanctuary_shown = sanctuary
        if (shown, sheets_shown, mode_shown, sanctuary_shown) == (
                total, sheet_cards, modes, sanctuary):
            kinds = [(sum(c.kind == kind for c in self.cards), kind)
                     for kind in (PLACE, HUNT, SURVIVAL)]
            counted = ", ".join(self._kind_count(n, kind) for n, kind in kinds if n)
            # One line of 78 columns: what the list holds, in the order it shows.
            if self.mode_first:
                # TRANSLATORS: what the card reference lists, in the order it shows
                # (fits 78 columns); {counted} is e.g. "10 places, 20 Hunt, 15 Survival".
                line = ngettext("Frozen Lands, {total} card ({counted}), Sanctuary, sheets.",
                                "Frozen Lands, {total} cards ({counted}), Sanctuary, sheets.",
                                total)
            elif self.sanctuary_first:
                # TRANSLATORS: what the card reference lists, in the order it shows
                # (fits 78 columns); {counted} is e.g. "10 places, 20 Hunt, 15 Survival".
                line = ngettext("Sanctuary, {total} card ({counted}), Frozen Lands, sheets.",
                                "Sanctuary, {total} cards ({counted}), Frozen Lands, sheets.",
                                total)
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
        if mode_shown:
            # TRANSLATORS: a part of the search's count line, after ", ".
            parts.append(ngettext("{shown} of {total} Frozen Lands entries",
                                  "{shown} of {total} Frozen Lands entries",
                                  modes).format(shown=mode_shown, total=modes))
        if sanctuary_shown:
            # TRANSLATORS: a part of the search's count line, after ", ".
            parts.append(ngettext("{shown} of {total} Sanctuary entries",
                                  "{shown} of {total} Sanctuary entries",
                                  sanctuary).format(shown=sanctuary_shown, total=sanctuary))
        if sheets_shown:
            # TRANSLATORS: the last part of the search's count line, after ", ".
            parts.append(ngettext("and {shown} of {total} sheet entries",
                                  "and {shown} of {total} sheet entries",
                                  sheet_cards).format(shown=sheets_shown, total=sheet_cards))
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
