"""The players table: every player's public facts, a row a player."""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from notalone_tui.engine import GameView, HuntedView, RuleSet
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _, card_name, ngettext
from notalone_tui.i18n.names import fixed_width, shown_name

from ..labels import rules_of
from ..packs import presentation_of
from ..packs.presentation import PlayerColumn, Presentation
from ..updates import SizedOnce
from .naming import plain_words

#: Widths of the players table's name column: the least, the most.
NAME_WIDTH, NAME_WIDTH_WIDE = 10, 16
#: The columns every table has after the name and its space: Will ("●●● 3",
#: or the marks alone beside an ability column), hand and survival.
FIXED_WIDTH, FIXED_WIDTH_MARKS = 17, 16


def will_marks(will: int) -> str:
    return "●" * will + "○" * (3 - will)


def discard_lines(cards: tuple[int, ...], width: int) -> list[str]:
    """A discard pile in lines of at most ``width`` characters: every card on one
    line, or runs as ranges ("1-4 7") when the whole list would not fit, and
    what still does not fit on the next lines (a narrow column at 80x24 with
    the sheets and the tokens is six characters wide: "1 2 4 5" is seven)."""
    plain = " ".join(str(c) for c in sorted(cards))
    if len(plain) <= width:
        return [plain]
    runs: list[list[int]] = []
    for card in sorted(cards):
        if runs and card == runs[-1][-1] + 1:
            runs[-1].append(card)
        else:
            runs.append([card])
    words = [w for r in runs for w in ([f"{r[0]}-{r[-1]}"] if len(r) > 2 else map(str, r))]
    lines = [""]
    for word in words:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > width:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}" if lines[-1] else word
    return lines



class Layout(NamedTuple):
    """The players table's columns in a width."""

    width: int
    #: The names' column.
    name: int
    #: The columns from the name's space to the ability columns.
    fixed: int
    #: The count and ability columns shown, each with its width.
    counts: tuple[tuple[PlayerColumn, int], ...]
    abilities: tuple[tuple[PlayerColumn, int], ...]

    @property
    def marks_only(self) -> bool:
        """Will as marks alone, beside a column of abilities."""
        return bool(self.abilities)

    @property
    def sheet(self) -> int:
        """The ability columns' width."""
        return sum(wide for _column, wide in self.abilities)

    @property
    def room(self) -> int:
        """What the discard piles have left."""
        return self.width - (self.name + self.fixed + self.sheet)


def shown_columns(columns: tuple[PlayerColumn, ...], view: GameView,
                  rules: RuleSet) -> list[tuple[PlayerColumn, int]]:
    widths = [(column, column.width(view, rules)) for column in columns]
    return [(column, wide) for column, wide in widths if wide]


def layout(view: GameView, rules: RuleSet, shown: Presentation, names: list[str], width: int,
           hunted_heading: str, discard_heading: str) -> Layout:
    """The widths of the names and of the packs' columns: names take what they
    need between ten and sixteen characters, as the room allows; an ability
    column that may give up letters (the Avatars' first names) does so before
    the discard piles, and beside it short names take no more than they need."""
    longest = max(cell_len(name) for name in names)
    counts = shown_columns(shown.count_columns, view, rules)
    abilities = shown_columns(shown.ability_columns, view, rules)
    fixed = ((FIXED_WIDTH_MARKS if abilities else FIXED_WIDTH)
             + sum(wide for _column, wide in counts))
    sheet = sum(wide for _column, wide in abilities)
    cuttable = any(column.least is not None for column, _wide in abilities)
    least = NAME_WIDTH if not cuttable else max(len(hunted_heading), min(NAME_WIDTH, longest))
    name = max(least, min(NAME_WIDTH_WIDE, longest, width - 13 - fixed - sheet))
    # The discard piles keep room for their heading's short form at least.
    short = width - (name + fixed + sheet) - min(cell_len(discard_heading),
                                                 cell_len(short_discard()))
    for i, (column, wide) in enumerate(abilities):
        if column.least is not None and short < 0:
            # Long names at seven, or the sheets beside the Avatars: the
            # column gives up letters before the discard piles.
            cut = max(min(-short, wide - column.least(len(abilities) - 1)), 0)
            abilities[i] = (column, wide - cut)
            short += cut
    return Layout(width, name, fixed, tuple(counts), tuple(abilities))


def heading_tail(view: GameView, table: Layout) -> str:
    """The headings after the Survival count's: the count columns' (each right
    above its counts, at the right of its column: a heading narrower than
    its column, such as ☣ over a two-wide count, keeps a space from the one
    before it), a space, then the ability columns'. Every heading is as wide
    as its column, so that the discard piles' heading keeps its place."""
    counts = "".join(column.heading(view, wide).strip()[:wide - 1].rjust(wide)
                     for column, wide in table.counts)
    return counts + " " + "".join(column.heading(view, wide)
                                  for column, wide in table.abilities)


def short_discard() -> str:
    # TRANSLATORS: short for "discard" (a column heading), at most 5 letters.
    return _("disc.")


def heading(view: GameView, table: Layout, hunted_heading: str,
            discard_heading: str) -> str:
    """The table's first line: each column's heading, as wide as its column."""
    # The discard piles' heading, shortened rather than cut where the
    # columns before it leave less than its seven letters.
    discard = (discard_heading if table.room >= cell_len(discard_heading)
               else short_discard())
    # TRANSLATORS: a column heading of the players table (their Will), at most 4 letters.
    will_heading = _("Will")[:4].ljust(4)
    # TRANSLATORS: a column heading of the players table (the Place cards in
    # hand), lower case, at most 4 letters.
    hand_heading = _("hand")[:4].rjust(4)
    # TRANSLATORS: a column heading of the players table (the Survival cards
    # held), short for "survival", lower case, at most 4 letters.
    survival_heading = _("surv")[:4].rjust(4)
    gap = " " if table.marks_only else "  "
    columns = (f"{will_heading}{gap}{hand_heading} {survival_heading}"
               + heading_tail(view, table))
    w = table.name
    return f"{hunted_heading[:w]:<{w}} {columns}{discard}"


def hunted_row(text: Text, view: GameView, rules: RuleSet, hv: HuntedView, say: Renderer,
               table: Layout, name: str) -> None:
    """A Hunted's row: name, Will, hand, survival, the packs' columns, the
    discard pile (on more lines where long) and what the extra-card mark means."""
    w, width, room = table.name, table.width, table.room
    text.append("\n")
    text.append(fixed_width(name, w) + " ", style="bold green")
    will = will_marks(hv.will)
    # Marks alone take a column more than the marks: four letters of the
    # Will heading, and a space before the hand's.
    text.append(f"{will} " if table.marks_only else f"{will} {hv.will}", style="bold")
    text.append(f" {hv.hand_size:>4} {hv.survival_count:>4}")
    for column, wide in table.counts:
        text.append_text(column.cell(view, rules, hv, say, wide))
    text.append(" ")
    for column, wide in table.abilities:
        text.append_text(column.cell(view, rules, hv, say, wide))
    note = rules.needs_notes.get(hv.needs)
    words = say(note) if note is not None else ""
    if hv.discard is None:
        # TRANSLATORS: a discard pile that may not be seen (players table).
        pile = Text(_("hidden"), style="italic")
    else:
        lines = discard_lines(hv.discard, room) if hv.discard else ["—"]
        for more in lines[:-1]:  # a long pile goes on under its column
            text.append(more, style="dim")
            text.append(f"\n{'':<{width - room}}")
        pile = Text(lines[-1], style="dim")
    text.append_text(pile)
    if words:
        if pile.cell_len + len(words) + 3 <= room:
            text.append(f" ({words})", style="italic")
        else:  # on a line of its own rather than cut off: under the
            # discard pile, or further left as far as the words need
            indent = max(w + 1, min(w + table.fixed + table.sheet, width - len(words) - 2))
            text.append(f"\n{'':<{indent}}({words})", style="italic")


def creature_details(text: Text, view: GameView, rules: RuleSet, shown: Presentation,
                     say: Renderer, table: Layout) -> None:
    """Under the Creature's line: its public abilities, its Hunt cards (the
    discard pile, those played this turn) and the reserve."""
    c = view.creature
    width = table.width
    names = [name for hook in shown.creature_abilities for name in hook(view, say)]
    abilities = ", ".join(names)
    # TRANSLATORS: no Hunt card played this turn (after a colon).
    played = ", ".join(card_name(rules, x) for x in c.in_play) or _("none")
    # TRANSLATORS: the Creature's Hunt cards: in its discard pile, and
    # played this turn out of the most it may play.
    hunt = _("discard {discarded} · played {played}/{limit}:").format(
        discarded=len(c.discard), played=c.hunt_played, limit=c.hunt_limit)
    # Under the Creature's line, further left as far as a line needs
    # (long names in some languages) rather than cut off or wrapped:
    # seven players with the sheets fill the table's panel.
    indent = table.name + 1
    for line in (abilities, f"{hunt} {played}"):
        if len(line) <= width:
            indent = min(indent, width - len(line))
    margin = " " * indent
    if abilities:
        if indent + len(abilities) <= width:
            text.append(f"\n{margin}{abilities}", style="italic")
        else:  # a name a line
            for name in names:
                text.append(f"\n{margin}{name}", style="italic")
    # The cards' names go on a line of their own when they would not fit.
    gap = " " if indent + len(hunt) + 1 + len(played) <= width else f"\n{margin}"
    text.append(f"\n{margin}{hunt}{gap}{played}", style="dim")
    reserve = " ".join(f"{n}×{k}" for n, k in view.reserve)
    reserve += "".join(note(view) for note in shown.reserve_notes)
    # TRANSLATORS: the Place cards 6-10 left in the reserve ("6×2 7×1").
    text.append("\n" + _("Reserve {cards}").format(cards=reserve), style="dim")


class PlayersPanel(Static, SizedOnce):
    """Every Hunted's Will, hand size, Survival count and discard pile; the Creature.

    A row a player, never wrapped: names take ten characters where the panel is
    narrow (the table at 80×24), up to sixteen where it is wide. :attr:`compact`
    (set by the screen) gives the Creature one line and leaves the reserve out
    (the compact grid shows it).

    With the character sheets, a column shows each Hunted's character by its
    first name (✓: used this turn; names then take eight characters where the
    panel is narrow, so that the discard piles keep their room), and the
    Creature's abilities take a line of their own unless compact: both are
    public, and read from the view (Pack Instinct only where it plays).

    In Frozen Lands a column (☣) counts each Hunted's Contamination tokens
    and the reserve line counts the tokens left: numbers only, the faces stay
    hidden (the discard piles give up two columns for it, not the names).

    Those columns are the game's presentation packs' (:class:`.PlayerColumn`):
    *count* columns after the Survival count, *ability* columns after them
    and a space (see :func:`layout` and :func:`heading_tail`)."""

    DEFAULT_CSS = """
    PlayersPanel { text-wrap: nowrap; text-overflow: ellipsis; }
    """
    compact = False
    _shown: tuple[GameView, Renderer | None] | None = None
    _drawn: tuple[object, ...] | None = None

    def show(self, view: GameView, words: Renderer | None = None) -> None:
        self._shown = (view, words)
        width = self.content_region.width or 40
        look = (self.compact, width, view.hunted, view.creature, view.reserve, view.names,
                view.rules_view, words)
        if look == self._drawn:
            return
        self._drawn = look
        self.update(self._text(view, words or plain_words(), width))

    def _text(self, view: GameView, say: Renderer, width: int) -> Text:
        rules = rules_of(view)
        shown = presentation_of(view)
        # Names as shown (control characters made visible), measured in cells.
        names = [shown_name(name) for name in view.names]
        # TRANSLATORS: the players table's heading of the names' column.
        hunted_heading = _("Hunted")
        # TRANSLATORS: the players table's heading of the discard piles' column
        # (lower case); "disc." where the column is narrow (at most 5 letters).
        discard_heading = _("discard")
        table = layout(view, rules, shown, names, width, hunted_heading, discard_heading)
        text = Text()
        text.append(heading(view, table, hunted_heading, discard_heading),
                    style="dim underline")
        for hv in view.hunted:
            hunted_row(text, view, rules, hv, say, table, names[hv.seat])
        c = view.creature
        text.append("\n")
        text.append(fixed_width(names[c.seat], table.name) + " ", style="bold red")
        text.append(ngettext("Creature: {cards} card, deck {deck}",
                             "Creature: {cards} cards, deck {deck}", c.hand_size).format(
            cards=c.hand_size, deck=c.deck_size))
        if not self.compact:
            creature_details(text, view, rules, shown, say, table)
        return text

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._shown is not None:
                self.show(*self._shown)

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)

