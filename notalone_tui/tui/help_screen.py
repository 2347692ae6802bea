"""The help screen: the rules summary and a searchable card reference.

A full (opaque) screen with two tabs. "Rules" shows ``assets/rules.md``;
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
"""

from __future__ import annotations

from dataclasses import replace

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import (
    Header,
    Input,
    MarkdownViewer,
    Static,
    TabbedContent,
    TabPane,
)

from notalone_tui.assets import read_asset_text
from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.config import FROZEN_LANDS
from notalone_tui.engine.rulesets import sheets
from notalone_tui.engine.rulesets.frozen_lands.cards import DESIGNED, TOKEN_COUNT, TOKEN_FACES
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED as ICON_FACE
from notalone_tui.i18n import render_plain

from .footer import SteadyFooter
from .help_cards import RULE, CardInfo, all_cards
from .help_sanctuary import DESIGNED as SANCTUARY_DESIGNED
from .help_sanctuary import SANCTUARY_ENTRIES, is_sanctuary
from .labels import FACE_MARKS, TOKEN_MARK, mode_of
from .widgets import USED_MARK

TOPICS = ("rules", "cards")
"""The tab ids, which are also the accepted ``topic`` values."""

WIDE_WIDTH = 110
"""From this many columns on, the rules show a table of contents beside them."""


#: The base game's cards (the reference shown outside a game).
ALL_CARDS: tuple[CardInfo, ...] = all_cards(BASE)

#: Frozen Lands' rules that are not cards, as the reference words them.
_ICONS = TOKEN_FACES[ICON_FACE]
FL_RULES = (
    ("fl-rule-contamination", "Contamination tokens",
     f"{TOKEN_COUNT} tokens, face down: {_ICONS} show the contamination icon "
     f"({FACE_MARKS[True]}), {TOKEN_COUNT - _ICONS} are blank ({FACE_MARKS[False]}). A Hunted "
     "takes one when giving up, when losing their last Will, and through some places and "
     "cards. Nobody sees a face, its owner included (Diagnostic Kit lets its owner look). "
     f"The players table counts each Hunted's tokens ({TOKEN_MARK}) and the reserve's. "
     "Instead of a place's power or taking back a card, a Hunted may return a token to the "
     "reserve."),
    ("fl-rule-team-choice", "The team's choice (Advance or Hold)",
     "When the Rescue counter's end-of-turn move would reach Victory while any Hunted holds "
     "a token, the Hunted decide together, aloud, on the table; the first Hunted to the "
     "Creature's left enters it. Advance: the counter reaches Victory and every held token "
     "is turned up; any icon and the Creature wins, all blank and the Hunted win. Hold: the "
     "counter stays one space short, a Hunted the team names discards a token, and another "
     "turn is played; the choice comes again. The app asks to confirm either answer."),
)


def mode_entries(mode: RuleSet | None = None) -> tuple[CardInfo, ...]:
    """Frozen Lands as the reference lists it: its places, its two rules that are
    no card (the tokens, the team's choice), then its Hunt and Survival cards,
    those the rule set adds to the base game's (read from it: cards added to
    the rule set appear here unchanged). Each is labelled "Designed for this
    edition" and found by "frozen lands"."""
    mode = mode or get_ruleset(FROZEN_LANDS)
    found = f"frozen lands {DESIGNED}"
    entries = [replace(card, note=f"{card.note} · {DESIGNED}" if card.note else DESIGNED,
                       keywords=found)
               for card in all_cards(mode)
               if card.id not in BASE.hunt_cards and card.id not in BASE.survival_cards]
    rules = [CardInfo(id_, RULE, name, text, note=DESIGNED, keywords=found)
             for id_, name, text in FL_RULES]
    places = [e for e in entries if e.kind == "Place"]
    return (*places, *rules, *(e for e in entries if e.kind != "Place"))


#: The Frozen Lands entries (the same in every game).
MODE_ENTRIES: tuple[CardInfo, ...] = mode_entries()

#: What the sheets' entries are called, by who plays them.
CHARACTER, CREATURE_ABILITY = "Character", "Creature ability"


def sheet_entries() -> tuple[CardInfo, ...]:
    """Every Hunted character, then the Creature sheet's abilities, worded by
    the sheets' own messages. Listed whatever the game: the sheets are an
    option any rule set is played with, chosen at setup."""
    designed = render_plain(sheets.designed())
    found = f"character sheets {designed}"
    return tuple(
        CardInfo(ability, kind, render_plain(sheets.name(ability)),
                 render_plain(sheets.text(ability)), note=designed, keywords=found)
        for kind, abilities in ((CHARACTER, sheets.CHARACTERS),
                                (CREATURE_ABILITY, sheets.CREATURE_ABILITIES))
        for ability in abilities
    )


#: How the players table marks an ability used (see :mod:`.widgets`).
USED_NOTE = f"On the table, {USED_MARK} after a character's name: its ability was used this turn."

#: The character sheets' entries (the same in every game).
SHEETS: tuple[CardInfo, ...] = sheet_entries()


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


class RulesViewer(MarkdownViewer, can_focus=True):
    """The rules document; focusable so that the keyboard can scroll it."""


class HelpScreen(Screen[None]):
    """Rules summary and card reference, on two tabs."""

    CSS_PATH = "help_screen.tcss"
    TITLE = "Help — rules and cards"

    BINDINGS = [
        Binding("escape", "close", "Close", key_display="Esc/q"),
        Binding("q", "close", "Close", show=False),
        Binding("r", "show_tab('rules')", "Rules"),
        Binding("c", "show_tab('cards')", "Cards"),
        Binding("slash", "focus_search", "Search cards", key_display="/"),
    ]

    def __init__(self, topic: str = "rules", rules: RuleSet = BASE) -> None:
        if topic not in TOPICS:
            raise ValueError(f"unknown help topic {topic!r}; expected one of {TOPICS}")
        super().__init__()
        self.topic = topic
        #: The rule set whose cards are listed: the game's own during a game.
        self.rules = rules
        #: Frozen Lands' own entries come first in a Frozen Lands game.
        self.mode_first = mode_of(rules.id) == FROZEN_LANDS
        #: Sanctuary's come first in a Sanctuary game (or its light variant).
        self.sanctuary_first = is_sanctuary(rules)
        #: The base game's cards played in this game (every entry of another mode
        #: is listed in the mode's section; a base card Sanctuary reads
        #: differently stays here too, as this game reads it).
        cards = ALL_CARDS if rules is BASE else all_cards(rules)
        base_ids = {card.id for card in ALL_CARDS}
        mode_ids = {entry.id for entry in (*MODE_ENTRIES, *SANCTUARY_ENTRIES)} - base_ids
        self.cards = tuple(card for card in cards if card.id not in mode_ids)

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False, icon="?")
        with TabbedContent(initial=self.topic, id="help-tabs"):
            with TabPane("Rules", id="rules"):
                yield RulesViewer(
                    read_asset_text("rules.md"),
                    show_table_of_contents=False,
                    open_links=False,
                    id="rules-viewer",
                )
            with TabPane("Cards", id="cards"):
                yield Input(placeholder="Search cards…", id="card-search")
                yield Static(self._count_line(len(self.cards)), id="card-count")
                with CardList(id="card-list"):
                    # The game's own mode first, then the base game's cards,
                    # then the other modes.
                    if self.mode_first:
                        yield from self._mode_section()
                    if self.sanctuary_first:
                        yield from self._sanctuary_section()
                    for card in self.cards:
                        yield CardEntry(card)
                    if not self.mode_first:
                        yield from self._mode_section()
                    if not self.sanctuary_first:
                        yield from self._sanctuary_section()
                    yield Static(f"{render_plain(sheets.about())} {USED_NOTE}",
                                 id="sheets-heading")
                    for entry in SHEETS:
                        yield SheetEntry(entry)
                    yield Static("No card matches your search.", id="no-match")
        yield SteadyFooter()

    @staticmethod
    def _mode_section() -> ComposeResult:
        yield Static("Frozen Lands: a mode chosen at setup (4 to 7 players). Its ten places "
                     "replace Artemia's; Contamination tokens and the team's choice decide "
                     "its end. Search \"frozen lands\" for its entries.", id="mode-heading")
        for entry in MODE_ENTRIES:
            yield ModeEntry(entry)

    @staticmethod
    def _sanctuary_section() -> ComposeResult:
        yield Static("Sanctuary: a mode chosen at setup (2 to 7 players), or its light "
                     "variant on the base game. Places 6-10, the Sanctuary token, Survivors "
                     "to rescue, the Defense track, Avatars, DNA and the Creature's "
                     "Evolutions in a fifth phase. Search \"sanctuary\" for its entries.",
                     id="sanctuary-heading")
        for entry in SANCTUARY_ENTRIES:
            yield SanctuaryEntry(entry)

    def on_mount(self) -> None:
        self.query_one("#mode-heading").border_title = DESIGNED
        self.query_one("#sanctuary-heading").border_title = SANCTUARY_DESIGNED
        self.query_one("#no-match").display = False
        self.query_one("#sheets-heading").border_title = render_plain(sheets.designed())
        self.query_one("#rules-viewer").border_title = "Rules — ↑ ↓ PgUp PgDn to scroll"
        self.query_one("#card-list").border_title = "Cards — ↑ ↓ PgUp PgDn to scroll"
        self._focus_tab(self.topic)

    def on_resize(self, event: Resize) -> None:
        wide = event.size.width >= WIDE_WIDTH
        self.set_class(wide, "-wide")
        self.query_one(RulesViewer).show_table_of_contents = wide

    # Actions -----------------------------------------------------------------

    def action_close(self) -> None:
        self.dismiss()

    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        self._focus_tab(tab)

    def action_focus_search(self) -> None:
        self.query_one(TabbedContent).active = "cards"
        self.query_one("#card-search", Input).focus()

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
        if sheets_shown is None:
            sheets_shown = len(SHEETS)
        if mode_shown is None:
            mode_shown = len(MODE_ENTRIES)
        if sanctuary_shown is None:
            sanctuary_shown = len(SANCTUARY_ENTRIES)
        if (shown, sheets_shown, mode_shown, sanctuary_shown) == (
                total, len(SHEETS), len(MODE_ENTRIES), len(SANCTUARY_ENTRIES)):
            kinds = [(sum(c.kind == kind for c in self.cards), word)
                     for kind, word in (("Place", "places"), ("Hunt", "Hunt"),
                                        ("Survival", "Survival"))]
            counted = ", ".join(f"{n} {word}" for n, word in kinds if n)
            # One line of 78 columns: what the list holds, in the order it shows.
            if self.mode_first:
                return f"Frozen Lands, {total} cards ({counted}), Sanctuary, sheets."
            if self.sanctuary_first:
                return f"Sanctuary, {total} cards ({counted}), Frozen Lands, sheets."
            return f"{total} cards ({counted}), Frozen Lands, Sanctuary, sheets."
        line = f"{shown} of {total} cards match"
        if mode_shown:
            line += f", {mode_shown} of {len(MODE_ENTRIES)} Frozen Lands entries"
        if sanctuary_shown:
            line += f", {sanctuary_shown} of {len(SANCTUARY_ENTRIES)} Sanctuary entries"
        if sheets_shown:
            line += f", and {sheets_shown} of {len(SHEETS)} sheet entries"
        return line + "."

    def _focus_tab(self, tab: str) -> None:
        target = "#rules-viewer" if tab == "rules" else "#card-list"
        self.query_one(target).focus()
