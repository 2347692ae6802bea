"""The table's building blocks: Artemia's grid, the tracks, the players, the log,
the hand of cards and the decision panel. Each renders from a seat's view only."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from time import monotonic
from typing import Any, NamedTuple

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Vertical
from textual.geometry import Offset
from textual.message import Message
from textual.widgets import Label, OptionList, RichLog, Static
from textual.widgets.option_list import Option as ListOption

from notalone_tui.engine import BASE, DecisionView, GameView, HuntedView, Option, RuleSet, Verb
from notalone_tui.engine.messages import msg
from notalone_tui.engine.rulesets import sheets
from notalone_tui.engine.rulesets.frozen_lands.contamination import DISCARD_TOKEN
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import (
    N_,
    _,
    card_name,
    current,
    language,
    name_of,
    ngettext,
    place_name,
    short_of,
    text_of,
)
from notalone_tui.i18n.names import fixed_width, shown_name

from .labels import (
    TOKEN_MARK,
    face_words,
    grid_names,
    has_contamination,
    option_label,
    rules_of,
)
from .sanctuary import (
    BONUS_MARKS,
    SURVIVOR_MARK,
    avatar_heading,
    avatar_name,
    avatar_width,
    board_text,
    creature_cards,
    developed_cards,
    evolutions_first,
    full_of,
    hunted_cards,
    option_detail,
    option_mark,
    place_marks,
    sanctuary_of,
    track_bonuses,
)
from .updates import show_content


class StatusLine(Static):
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


def plain_words() -> Renderer:
    """A renderer without player names, for widgets shown outside a game (in
    the current language)."""
    return Renderer(current())


def short_name(rules: RuleSet, number: int) -> str:
    """A place's name without its article, for the grid's narrow cells."""
    name = place_name(rules, number)
    # TRANSLATORS: the articles that begin place names, which the grid leaves
    # out to save room, separated by "|" and each with what follows it (a space,
    # or nothing after an apostrophe): French "Le |La |Les |L'". Write "-" if the
    # language puts none before them.
    for article in _("The ").split("|"):
        if article != "-" and name.startswith(article) and len(name) > len(article):
            return name[len(article):]
    return name


def will_marks(will: int) -> str:
    return "●" * will + "○" * (3 - will)


class CellLook(NamedTuple):
    """Everything a place's cell shows (equal looks draw the same text)."""

    #: Lines the cell takes: 4 (name, power, marks, figures), 3 (marks and
    #: figures share a line) or 2 (the name and the reserve; marks and figures).
    lines: int
    rules: RuleSet
    say: Renderer
    #: Place cards of this place left in the reserve (two-line cells only).
    reserve: int | None
    #: The tokens' and markers' marks on the place, with their styles.
    marks: tuple[tuple[str, str], ...]
    #: The short names of the Hunted standing there.
    figures: tuple[str, ...]

    def text(self, n: int) -> Text:
        text = Text()
        text.append(f"{n} {short_name(self.rules, n)}", style="bold")
        if self.lines == 2:
            if self.reserve is not None:
                text.append(f" ×{self.reserve}", style="dim")
        else:
            text.append(f"\n{self.say(msg(self.rules.places[n].short))}", style="dim")
        text.append("\n")
        for mark, style in self.marks:
            text.append(mark, style=style)
        if self.lines == 4:
            text.append("\n")
        elif self.marks:
            text.append(" ")
        text.append(" ".join(self.figures), style="bold green")
        return text


class PlaceCell(Static):
    """One place of Artemia; clicking it asks to act on that place."""

    DEFAULT_CSS = """
    PlaceCell { text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Clicked(Message):
        def __init__(self, number: int) -> None:
            super().__init__()
            self.number = number

    def __init__(self, number: int) -> None:
        super().__init__(id=f"place-{number}", classes="place-cell")
        self.number = number
        #: What the cell shows now (see :meth:`ArtemiaGrid.show`).
        self.drawn: CellLook | None = None

    def on_click(self) -> None:
        self.post_message(self.Clicked(self.number))


def figures_by_place(view: GameView) -> dict[int, list[str]]:
    """The Hunted standing on each place, by their short grid names."""
    shorts = grid_names(view.names)
    figures: dict[int, list[str]] = {}
    for hv in view.hunted:
        for place in hv.positions:
            figures.setdefault(place, []).append(shorts[hv.seat])
    return figures


class ArtemiaGrid(Grid):
    """The 2×5 grid of places with tokens, the Marker and the Hunted's figures.

    Focusable where a seat may pick places: arrows move the cursor, Enter picks
    the place under it (the same as clicking it) and Esc goes back to the
    decision's list. :attr:`lines` (set by the screen with :meth:`set_lines`)
    says how many lines a place takes: 4 on the table, fewer on the private
    screens, where two-line cells also show the Place cards left in the reserve
    beside the names of places 6-10."""

    BINDINGS = [
        # TRANSLATORS: a key's description: moves the cursor on the grid of places.
        Binding("left", "move(0, -1)", N_("Left"), show=False),
        # TRANSLATORS: a key's description: moves the cursor on the grid of places.
        Binding("right", "move(0, 1)", N_("Right"), show=False),
        # TRANSLATORS: a key's description: moves the cursor on the grid of places.
        Binding("up", "move(-1, 0)", N_("Up"), show=False),
        # TRANSLATORS: a key's description: moves the cursor on the grid of places.
        Binding("down", "move(1, 0)", N_("Down"), show=False),
        # TRANSLATORS: a key's description in the footer (short).
        Binding("enter", "pick", N_("Pick place")),
        # TRANSLATORS: a key's description in the footer (short): the focus goes
        # back from the grid to the decision's list of options.
        Binding("escape", "leave", N_("Back to the list"), key_display="esc"),
    ]
    cursor = 0
    #: The rule set whose places the cells show (the game's, from the first view).
    rules: RuleSet = BASE
    #: Lines a place takes (see the class docstring).
    lines = 4

    class Left(Message):
        """Esc on the grid: the screen gives the focus back to the decision's list."""

    def compose(self) -> ComposeResult:
        yield from self._cells(self.rules)

    @staticmethod
    def _cells(rules: RuleSet) -> list[PlaceCell]:
        """A cell per place, in grid order (top row first, left to right)."""
        by_position = sorted(rules.places.values(), key=lambda p: p.position)
        return [PlaceCell(place.number) for place in by_position]

    @staticmethod
    def _layout(rules: RuleSet) -> list[tuple[tuple[int, int], int]]:
        return sorted((p.position, p.number) for p in rules.places.values())

    async def _relay(self, view: GameView, marked: tuple[int, ...],
                     words: Renderer | None) -> None:
        await self.remove_children()
        await self.mount_all(self._cells(self.rules))
        self.show(view, marked, words)

    def action_move(self, rows: int, columns: int) -> None:
        """Move the cursor to the place beside it on the grid, if there is one."""
        places = self.rules.places
        current = places.get(self.cursor) or places[min(places)]
        row, column = current.position
        for place in places.values():
            if place.position == (row + rows, column + columns):
                self.set_cursor(place.number)
                return

    def set_cursor(self, number: int) -> None:
        self.cursor = number
        for cell in self.query(PlaceCell):
            cell.set_class(cell.number == number, "-cursor")

    def action_pick(self) -> None:
        if self.cursor:
            self.post_message(PlaceCell.Clicked(self.cursor))

    def action_leave(self) -> None:
        self.post_message(self.Left())

    def set_lines(self, lines: int) -> None:
        """Draw ``lines`` lines a place (2, 3 or 4); redraws what is on show."""
        if lines != self.lines:
            self.lines = lines
            if self._shown is not None:
                self.show(*self._shown)

    _shown: tuple[GameView, tuple[int, ...], Renderer | None] | None = None

    def show(self, view: GameView, marked: tuple[int, ...] = (),
             words: Renderer | None = None) -> None:
        rules = rules_of(view)
        self._shown = (view, marked, words)
        if rules is not self.rules:
            laid_out = self._layout(rules) != self._layout(self.rules)
            self.rules = rules
            if laid_out:
                # Another rule set's grid: lay the cells again, then draw them.
                self.call_later(self._relay, view, marked, words)
                return
        say = words or plain_words()
        tokens = dict(view.tokens)
        figures = figures_by_place(view)
        reserve = dict(view.reserve) if self.lines == 2 else {}
        board_marks = place_marks(view)
        for cell in self.query(PlaceCell):
            n = cell.number
            marks = tuple((f"[{token.mark}]", token.style) for token in rules.tokens
                          if n in tokens.get(token.id, ()))
            marks += tuple((marker.mark, marker.style) for marker, (_name, where)
                           in zip(rules.markers, view.markers, strict=True) if n in where)
            marks += board_marks.get(n, ())
            look = CellLook(self.lines, rules, say, reserve.get(n), marks,
                            tuple(figures.get(n, ())))
            if cell.drawn != look:
                # Only what changed is drawn again: most keys change no place.
                cell.drawn = look
                cell.update(look.text(n), layout=False)
            cell.set_class(n == self.cursor, "-cursor")
            cell.set_class(n in marked, "-marked")
            cell.set_class(any(n in w for w in tokens.values()), "-token")


def fair_widths(needs: list[int], room: int) -> list[int]:
    """Widths for columns that need ``needs`` characters, ``room`` in all: equal
    widths (the leftmost a character more where they do not divide evenly) if
    every column fits in its share; otherwise each gets what it needs, and
    those needing less share what is left (the leftmost first). Where the room
    cannot hold every need, the widest needs are cut to a common width, as
    little as the room allows."""
    count = len(needs)
    size, extra = divmod(room, count)
    equal = [size + (column < extra) for column in range(count)]
    if all(need <= wide for need, wide in zip(needs, equal, strict=True)):
        return equal
    if sum(needs) <= room:
        # the largest level the columns needing less can be raised to
        level = max(n for n in range(room + 1) if sum(max(need, n) for need in needs) <= room)
        widths = [max(need, level) for need in needs]
        raised = [column for column, need in enumerate(needs) if need <= level]
    else:
        # the largest width the widest needs can be cut to
        level = max((n for n in range(room + 1) if sum(min(need, n) for need in needs) <= room),
                    default=0)
        widths = [min(need, level) for need in needs]
        raised = [column for column, need in enumerate(needs) if need > level]
    for i in range(room - sum(widths)):
        widths[raised[i % len(raised)]] += 1
    return widths


class CompactGrid(ArtemiaGrid):
    """The grid of places drawn by one widget, for the private screens.

    Behaves as :class:`ArtemiaGrid` (the cursor, arrows, Enter, Esc, a click
    on a place), but draws every place itself instead of holding a widget per
    place: a private screen is shown after every handoff, and each widget on it
    costs styling, layout and messages on every switch."""

    DEFAULT_CSS = """
    CompactGrid { layout: vertical; }
    CompactGrid > .compact-grid--cell { background: $boost; }
    CompactGrid > .compact-grid--token { background: $warning 10%; }
    CompactGrid > .compact-grid--marked { background: $accent 40%; }
    CompactGrid > .compact-grid--cursor { background: $accent; text-style: bold; }
    """
    COMPONENT_CLASSES = {
        "compact-grid--cell", "compact-grid--token", "compact-grid--marked",
        "compact-grid--cursor",
    }
    #: Two or three lines a place (see :class:`CellLook`); the screen sets it.
    lines = 2

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._looks: dict[int, CellLook] = {}
        self._tokens: frozenset[int] = frozenset()
        self._marked: tuple[int, ...] = ()
        #: Each place's lines, drawn again only when its look changes.
        self._lines: dict[int, list[Text]] = {}

    def compose(self) -> ComposeResult:
        return iter(())

    def set_cursor(self, number: int) -> None:
        if number != self.cursor:
            self.cursor = number
            self.refresh()

    def show(self, view: GameView, marked: tuple[int, ...] = (),
             words: Renderer | None = None) -> None:
        self._shown = (view, marked, words)
        rules = rules_of(view)
        self.rules = rules
        say = words or plain_words()
        tokens = dict(view.tokens)
        figures = figures_by_place(view)
        reserve = dict(view.reserve) if self.lines == 2 else {}
        board_marks = place_marks(view)
        looks = {}
        for n in rules.places:
            marks = tuple((f"[{token.mark}]", token.style) for token in rules.tokens
                          if n in tokens.get(token.id, ()))
            marks += tuple((marker.mark, marker.style) for marker, (_name, where)
                           in zip(rules.markers, view.markers, strict=True) if n in where)
            marks += board_marks.get(n, ())
            looks[n] = CellLook(self.lines, rules, say, reserve.get(n), marks,
                                tuple(figures.get(n, ())))
        token_places = frozenset(n for where in tokens.values() for n in where)
        if (looks, token_places, marked) != (self._looks, self._tokens, self._marked):
            # Only a change is drawn again: most keys change no place.
            for n, look in looks.items():
                if self._looks.get(n) != look:
                    self._lines[n] = list(look.text(n).split("\n"))
            self._looks, self._tokens, self._marked = looks, token_places, marked
            self.refresh()

    def _columns(self, width: int) -> list[tuple[int, int]]:
        """Where each column of places starts on a line, and how wide it is:
        all as wide, unless a place's line would then be cut (a long name
        beside its reserve, in some languages): then the columns that need
        less give up room to those that need more (see :func:`fair_widths`)."""
        count = 1 + max((p.position[1] for p in self.rules.places.values()), default=0)
        room = max(width - (count - 1), count)
        needs = [0] * count
        for place in self.rules.places.values():
            column = place.position[1]
            for line in self._lines.get(place.number, ()):
                # a space before each line (see render)
                needs[column] = max(needs[column], 1 + line.cell_len)
        columns, x = [], 0
        for wide in fair_widths(needs, room):
            columns.append((x, wide))
            x += wide + 1
        return columns

    def render(self) -> Text:
        width = self.content_region.width or max(self.app.size.width - 2, 10)
        columns = self._columns(width)
        rows = 1 + max((p.position[0] for p in self.rules.places.values()), default=0)
        at = {p.position: p.number for p in self.rules.places.values()}
        styles = {name: self.get_component_rich_style(f"compact-grid--{name}")
                  for name in ("cell", "token", "marked", "cursor")}
        out: list[Text] = []
        for row in range(rows):
            lines = [Text() for _line in range(self.lines)]
            for column, (_x, wide) in enumerate(columns):
                n = at.get((row, column), 0)
                texts = self._lines.get(n, [])
                style = styles["cell"] if n else Style()
                if n in self._tokens:
                    style += styles["token"]
                if n in self._marked:
                    style += styles["marked"]
                if n and n == self.cursor:
                    style += styles["cursor"]
                for i, line in enumerate(lines):
                    if column:
                        line.append(" ")
                    cell = Text(" ") + (texts[i].copy() if i < len(texts) else Text())
                    cell.truncate(wide, overflow="ellipsis", pad=True)
                    cell.stylize_before(style)
                    line.append_text(cell)
            out.extend(lines)
        return Text("\n").join(out)

    def place_offset(self, number: int) -> Offset:
        """Where the place ``number`` shows, from the widget's top left corner
        (its edge included): where a click picks it."""
        row, column = self.rules.places[number].position
        x, _wide = self._columns(self.content_region.width)[column]
        content = self.content_region.offset - self.region.offset
        return content + Offset(x + 1, row * self.lines)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        row = offset.y // self.lines
        for column, (x, wide) in enumerate(self._columns(self.content_region.width)):
            if x <= offset.x < x + wide:
                for place in self.rules.places.values():
                    if place.position == (row, column):
                        self.post_message(PlaceCell.Clicked(place.number))
                return


def track_line(label: str, moved: int, goal: int, symbols: frozenset[int],
               bonuses: dict[int, bool] | None = None) -> Text:
    """A track on one line: ● the counter, ★ Victory, ■ spaces behind the
    counter, ◎ the track's symbol spaces ahead; ``bonuses`` (steps from the
    start -> triggered, Sanctuary's Defense track) draws ◇ a bonus to reach
    and ✓ one that triggered."""
    text = Text(f"{label:<7}", style="bold")
    for step in range(goal + 1):
        left = goal - step
        if step == moved:
            text.append("●", style="bold reverse")
        elif left == 0:
            text.append("★", style="bold")
        elif bonuses and step in bonuses:
            text.append(BONUS_MARKS[bonuses[step]], style="dim" if bonuses[step] else "bold")
        elif step < moved:
            text.append("■", style="dim")
        elif left in symbols:
            text.append("◎", style="magenta")
        else:
            text.append("·")
    text.append(f" {moved}/{goal}")
    return text


class TrackPanel(Static):
    """Every counter on its track: the start, symbol spaces and Victory.

    One line a track; :attr:`compact` (set by the screen) puts the tracks side
    by side on as few lines as the panel's width allows."""

    DEFAULT_CSS = """
    TrackPanel { text-wrap: nowrap; text-overflow: ellipsis; }
    """
    compact = False
    _shown: GameView | None = None
    _drawn: tuple[object, ...] | None = None

    def show(self, view: GameView) -> None:
        self._shown = view
        width = self._width()
        bonuses = {t.id: track_bonuses(view, t.id) for t in view.tracks}
        look = (self.compact, width, tuple((t.short, t.moved, t.goal, t.symbols)
                                           for t in view.tracks), bonuses, language())
        if look == self._drawn:
            return
        self._drawn = look
        lines: list[Text] = []
        for track in view.tracks:
            line = track_line(short_of(track), track.moved, track.goal, track.symbols,
                              bonuses[track.id])
            if self.compact and lines and lines[-1].cell_len + 2 + line.cell_len <= width:
                lines[-1].append("  ")
                lines[-1].append_text(line)
            else:
                lines.append(line)
        self.update(Text("\n").join(lines))

    def _width(self) -> int:
        """The width lines may take (the terminal's, before the first layout)."""
        if not self.compact:
            return 0
        return self.content_region.width or max(self.app.size.width - 2, 1)

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._shown is not None:
                self.show(self._shown)

    def on_resize(self) -> None:
        if self.compact and self._shown is not None:
            self.show(self._shown)


class SanctuaryPanel(Static):
    """Sanctuary's public board (see :func:`.sanctuary.board_text`): where the
    Sanctuary token lies, the Creature's DNA, the Survivor row, the developed
    Evolutions; hidden in a game without the expansion. :attr:`roomy` (set by
    the screen) adds the piles and the next Defense bonus."""

    # Hidden until a view says Sanctuary is played: a game without it never
    # lays the screen out with the panel's line (and never has to again).
    DEFAULT_CSS = """
    SanctuaryPanel { height: auto; display: none; }
    """
    roomy = False
    _shown: GameView | None = None
    _drawn: tuple[object, ...] | None = None

    def show(self, view: GameView) -> None:
        self._shown = view
        self.display = sanctuary_of(view) is not None
        if not self.display:
            return
        width = self.content_region.width or max(self.app.size.width - 2, 20)
        look = (self.roomy, width, view.rules_view, view.turn, language())
        if look == self._drawn:
            return
        self._drawn = look
        self.update(board_text(view, rules_of(view), width, self.roomy))

    def set_roomy(self, roomy: bool) -> None:
        if roomy != self.roomy:
            self.roomy = roomy
            if self._shown is not None:
                self.show(self._shown)

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(self._shown)


#: Widths of the players table's name column: the least, the most.
NAME_WIDTH, NAME_WIDTH_WIDE = 10, 16
#: With the character sheets: the character column (a first name of up to
#: five letters, the used mark, a space). Will then shows as marks only (it is
#: at most 3, so the marks say it all), which leaves the names their width.
CHARACTER_WIDTH = 7
#: The players table's Contamination column (Frozen Lands): a space and the count.
TOKENS_WIDTH = 2
#: The players table's Survivor column (Sanctuary): the face-down Survivor cards held.
SURVIVORS_WIDTH = 2
#: After a character's name on the players table: its ability was used this turn.
USED_MARK = "✓"


def character_cell(hv: HuntedView, say: Renderer) -> Text:
    """A Hunted's character in the players table: the first name, marked (and
    dimmed) once the ability was used this turn."""
    cell = Text(say(sheets.short(hv.character))[:CHARACTER_WIDTH - 2], style="bold")
    if hv.ability_used:
        cell.stylize("dim")
        cell.append(USED_MARK, style="bold")
    cell.pad_right(CHARACTER_WIDTH - cell.cell_len)
    return cell


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


class PlayersPanel(Static):
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
    hidden (the discard piles give up two columns for it, not the names)."""

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
        # Names as shown (control characters made visible), measured in cells.
        names = [shown_name(name) for name in view.names]
        longest = max(cell_len(name) for name in names)
        characters = any(hv.character for hv in view.hunted)
        tokens = has_contamination(view)
        sanctuary = sanctuary_of(view)
        survivors = full_of(view) is not None
        avatars = avatar_width(view, rules)
        # Will as marks alone beside a column of abilities (sheets, Avatars)
        marks_only = characters or bool(avatars)
        sheet = (CHARACTER_WIDTH if characters else 0) + avatars
        # name, Will ("●●● 3", or the marks alone), hand, survival, and the
        # tokens held in Frozen Lands or the Survivors held in Sanctuary (a
        # blank column in its light variant, which keeps the Avatars in line)
        fixed = ((15 if marks_only else 17) + (TOKENS_WIDTH if tokens else 0)
                 + (SURVIVORS_WIDTH if sanctuary is not None else 0))
        # TRANSLATORS: the players table's heading of the names' column.
        hunted_heading = _("Hunted")
        # TRANSLATORS: the players table's heading of the discard piles' column
        # (lower case); "disc." where the column is narrow (at most 5 letters).
        discard_heading = _("discard")
        # With the Avatars' column, short names take no more than they need.
        least = NAME_WIDTH if not avatars else max(len(hunted_heading),
                                                   min(NAME_WIDTH, longest))
        w = max(least, min(NAME_WIDTH_WIDE, longest, width - 13 - fixed - sheet))
        short = width - (w + fixed + sheet) - len(discard_heading)
        if avatars and short < 0:
            # Long names at seven, or the sheets beside the Avatars: the
            # Avatars' first names give up letters (five at least, as the
            # characters' do; four beside them) before the discard piles.
            least_avatar = CHARACTER_WIDTH - 1 - (1 if characters else 0)
            cut = max(min(-short, avatars - least_avatar), 0)
            avatars -= cut
            sheet -= cut
        # The discard piles' heading, shortened rather than cut where the
        # columns before it leave less than its seven letters.
        room = width - (w + fixed + sheet)
        discard = (discard_heading if room >= len(discard_heading) or sanctuary is None
                   # TRANSLATORS: short for "discard" (a column heading), at most 5 letters.
                   else _("disc."))
        # The columns' headings, each as wide as its column.
        # TRANSLATORS: a column heading of the players table (their Will), at most 4 letters.
        will_heading = _("Will")[:4].ljust(4)
        # TRANSLATORS: a column heading of the players table (the Place cards in
        # hand), lower case, at most 4 letters.
        hand_heading = _("hand")[:4].rjust(4)
        # TRANSLATORS: a column heading of the players table (the Survival cards
        # held), short for "survival", lower case, at most 4 letters.
        survival_heading = _("surv")[:4].rjust(4)
        # TRANSLATORS: a column heading of the players table (each Hunted's
        # character sheet), lower case, at most 5 letters.
        sheet_heading = _("sheet")[:CHARACTER_WIDTH - 2].ljust(CHARACTER_WIDTH - 2)
        text = Text()
        if sanctuary is None:
            # ☣ right above the counts, and one space less before the discard
            # piles: the heading keeps the panel's width.
            gap = " " if characters else "  "
            heading = (f"{will_heading}{gap}{hand_heading} {survival_heading}"
                       + (TOKEN_MARK if tokens else ""))
            heading += ((f" {sheet_heading} " if tokens else f" {sheet_heading}  ")
                        if characters else " ")
        else:
            # ☺ right above the Survivor counts, then each Hunted's Avatar.
            heading = (f"{will_heading} {hand_heading} {survival_heading}"
                       + (f"{SURVIVOR_MARK} " if survivors else "  "))
            heading += avatar_heading()[:avatars - 1].ljust(avatars)
            heading += sheet_heading.ljust(CHARACTER_WIDTH) if characters else ""
        text.append(f"{hunted_heading[:w]:<{w}} {heading}{discard}", style="dim underline")
        for hv in view.hunted:
            text.append("\n")
            text.append(fixed_width(names[hv.seat], w) + " ", style="bold green")
            will = will_marks(hv.will)
            text.append(will if marks_only else f"{will} {hv.will}", style="bold")
            text.append(f" {hv.hand_size:>4} {hv.survival_count:>4}")
            if tokens:
                text.append(f"{hv.contamination:>{TOKENS_WIDTH}}",
                            style="bold" if hv.contamination else "dim")
            if sanctuary is not None:
                held = sanctuary.held_count(hv.seat)
                text.append(f"{held:>{SURVIVORS_WIDTH}}" if survivors else " " * SURVIVORS_WIDTH,
                            style="bold" if held else "dim")
            text.append(" ")
            if avatars:
                avatar = sanctuary.avatar(hv.seat) if sanctuary is not None else ""
                name = avatar_name(rules, avatar)[:avatars - 1] if avatar else ""
                text.append(name.ljust(avatars), style="bold")
            if characters:
                text.append_text(character_cell(hv, say) if hv.character
                                 else Text(" " * CHARACTER_WIDTH))
            room = width - (w + fixed + sheet)
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
                    indent = max(w + 1, min(w + fixed + sheet, width - len(words) - 2))
                    text.append(f"\n{'':<{indent}}({words})", style="italic")
        c = view.creature
        text.append("\n")
        text.append(fixed_width(names[c.seat], w) + " ", style="bold red")
        text.append(ngettext("Creature: {cards} card, deck {deck}",
                             "Creature: {cards} cards, deck {deck}", c.hand_size).format(
            cards=c.hand_size, deck=c.deck_size))
        if not self.compact:
            abilities = ", ".join(say(sheets.name(a)) for a in c.abilities)
            # TRANSLATORS: no Hunt card played this turn (after a colon).
            played = ", ".join(card_name(rules, x) for x in c.in_play) or _("none")
            # TRANSLATORS: the Creature's Hunt cards: in its discard pile, and
            # played this turn out of the most it may play.
            hunt = _("discard {discarded} · played {played}/{limit}:").format(
                discarded=len(c.discard), played=c.hunt_played, limit=c.hunt_limit)
            # Under the Creature's line, further left as far as a line needs
            # (long names in some languages) rather than cut off or wrapped:
            # seven players with the sheets fill the table's panel.
            indent = w + 1
            for line in (abilities, f"{hunt} {played}"):
                if len(line) <= width:
                    indent = min(indent, width - len(line))
            margin = " " * indent
            if abilities:
                if indent + len(abilities) <= width:
                    text.append(f"\n{margin}{abilities}", style="italic")
                else:  # a name a line
                    for name in c.abilities:
                        text.append(f"\n{margin}{say(sheets.name(name))}", style="italic")
            # The cards' names go on a line of their own when they would not fit.
            gap = " " if indent + len(hunt) + 1 + len(played) <= width else f"\n{margin}"
            text.append(f"\n{margin}{hunt}{gap}{played}", style="dim")
            reserve = " ".join(f"{n}×{k}" for n, k in view.reserve)
            if tokens:
                reserve += f" · {TOKEN_MARK}{view.contamination_reserve}"
            # TRANSLATORS: the Place cards 6-10 left in the reserve ("6×2 7×1").
            text.append("\n" + _("Reserve {cards}").format(cards=reserve), style="dim")
        return text

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._shown is not None:
                self.show(*self._shown)

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)


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


def sheet_entry(text: Text, ability: str, say: Renderer) -> None:
    """A character or Creature ability in full, as its owner reads it, with the
    label every sheet carries (designed for this edition, not official text)."""
    text.append(f"• {say(sheets.name(ability))}\n", style="bold")
    text.append(f"  {say(sheets.text(ability))}", style="dim")
    text.append(f" ({say(sheets.designed())})\n", style="dim italic")


def contamination_line(me: HuntedView, reserve: int) -> Text:
    """A Hunted's own Contamination tokens on their private screen: how many,
    and the faces they looked at (Diagnostic Kit), which only this screen
    shows; then the reserve's count."""
    held = me.contamination
    text = Text("\n")
    # One line of the cards' column (40 wide) while no face is known; it sits
    # under the seat's own Will, so "yours" goes without saying.
    known = me.known_contamination or ()
    if not held:
        # TRANSLATORS: the Hunted holds no Contamination token.
        text.append(f"{TOKEN_MARK} " + _("No token"), style="bold")
    elif not known:
        # TRANSLATORS: Contamination tokens held, whose faces the Hunted has not looked at.
        text.append(f"{TOKEN_MARK} " + ngettext("{count} token, face unseen",
                                                "{count} tokens, faces unseen",
                                                held).format(count=held), style="bold")
    else:
        unseen = held - len(known)
        # TRANSLATORS: Contamination tokens whose faces the Hunted has not looked at
        # (after those looked at: "☣ icon, ○ blank, 1 unseen").
        words = face_words(known) + ([ngettext("{count} unseen", "{count} unseen", unseen)
                                      .format(count=unseen)] if unseen else [])
        # TRANSLATORS: Contamination tokens held, and their faces: "2 tokens (☣ icon, 1 unseen)".
        text.append(f"{TOKEN_MARK} " + ngettext("{count} token ({faces})",
                                                "{count} tokens ({faces})", held).format(
            count=held, faces=", ".join(words)), style="bold")
    # TRANSLATORS: the Contamination tokens left in the reserve.
    text.append(" · " + _("reserve {count}").format(count=reserve), style="dim")
    return text


class HandPanel(Static):
    """A seat's own cards, with which can be played now and why not; with the
    character sheets, the seat's own sheet in full, last (its name is on the
    players table above, and the cards are what a decision needs first)."""

    _shown: tuple[GameView, tuple[Option, ...], Renderer | None, DecisionView | None] | None = None

    #: The width the cards were last laid out for (a note that does not fit
    #: after its card's name goes whole on the next line).
    _width = 0

    def on_resize(self) -> None:
        if self._shown is not None and self.content_region.width != self._width:
            self.show(*self._shown)

    def show(self, view: GameView, options: tuple[Option, ...] = (),
             words: Renderer | None = None, decision: DecisionView | None = None) -> None:
        """``decision``: the seat's own decision on show, whose options may name
        cards to read (Sanctuary's Avatars dealt, Evolutions offered)."""
        self._shown = (view, options, words, decision)
        width = self._width = self.content_region.width or 40
        playable = {o.card for o in options if o.verb is Verb.PLAY}
        rules = rules_of(view)
        say = words or plain_words()
        seat = view.viewer
        text = Text()
        if view.role == "creature":
            hand = view.creature.hand or ()
            # Sanctuary: the Evolution cards first where the choice is about them.
            evolutions = creature_cards(view)
            first = evolutions_first(view, decision)
            if first:
                text.append_text(evolutions)
            text.append(_("Your Hunt cards") + "\n", style="bold underline")
            status = dict(view.creature.hand_status)
            for card in hand:
                info = rules.hunt_cards[card]
                # TRANSLATORS: a Hunt card played in any phase (where others show "P2").
                phase = _("any") if info.phase == 0 else phase_short(info.phase)
                symbol = f" {symbol_word(info.symbol)}" if info.symbol else ""
                text.append(f"• {name_of(info)}", style="bold")
                text.append(f" ({phase}{symbol}) ")
                why = "playable" if card in playable else status.get(card, "")
                note = why_note(why, rules)
                if why == "phase" and info.phase:
                    # TRANSLATORS: why a Hunt card in hand cannot be played now.
                    note = "✗ " + _("only in Phase {phase}").format(phase=info.phase)
                append_note(text, note, width)
                text.append(f"  {text_of(info)}\n", style="dim")
            for hunted_seat, cards in view.creature.phobia_seen:
                names = ", ".join(short_name(rules, c) for c in cards)
                # TRANSLATORS: {card} is the Hunt card Phobia; {player} a Hunted,
                # {places} the Place cards they showed.
                text.append(_("{card} showed you {player}'s: {places}").format(
                    card=card_name(rules, PHOBIA), player=shown_name(view.names[hunted_seat]),
                    places=names) + "\n")
            if view.creature.abilities:
                text.append(_("Your Creature sheet") + "\n", style="bold underline")
                for ability in view.creature.abilities:
                    sheet_entry(text, ability, say)
            if not first:
                text.append_text(evolutions)
        else:
            me = next(hv for hv in view.hunted if hv.seat == seat)
            # TRANSLATORS: a Hunted's Will, as marks and as a number: "Will ●●○ 2".
            text.append(_("Will {marks} {will}").format(marks=will_marks(me.will), will=me.will)
                        + "    ", style="bold")
            if me.played:
                # Face down until the reveal; after it, on the table for all to see.
                places = ", ".join(short_name(rules, c) for c in me.played)
                # TRANSLATORS: the Place cards a Hunted played this turn.
                text.append(_("revealed: {places}").format(places=places) if me.revealed
                            # TRANSLATORS: the Place cards a Hunted played this turn.
                            else _("face down: {places}").format(places=places))
            if has_contamination(view):
                text.append_text(contamination_line(me, view.contamination_reserve))
            # Sanctuary: the seat's Avatar and its Survivors face down (before
            # the cards: the Avatar is an ability the seat may use any turn).
            own = hunted_cards(view, me.seat)
            if own:
                text.append("\n")
                text.append_text(own)
                text.rstrip()
            text.append("\n" + _("Your Place cards") + "\n", style="bold underline")
            for place in me.hand or ():
                text.append(f"[{place}] {short_name(rules, place)}", style="bold")
                text.append(f" — {say(msg(rules.places[place].short))}\n", style="dim")
            discard = " ".join(str(c) for c in me.discard or ()) or "—"
            text.append(_("Discard pile: {cards}").format(cards=discard) + "\n", style="dim")
            text.append(_("Your Survival cards") + "\n", style="bold underline")
            survival_status = dict(me.survival_status)
            for card in me.survival or ():
                survival = rules.survival_cards[card]
                mark = (_(WHY["playable"]) if card in playable
                        else phase_short(survival.phase))
                text.append(f"• {name_of(survival)} ({mark})", style="bold")
                # In its phase and not offered: why not (none when nothing stands
                # in its way and the moment is simply not a window).
                note = "" if card in playable else why_note(
                    survival_status.get(card, ""), rules, SURVIVAL_WHY)
                append_note(text, f" {note}" if note else "", width)
                text.append(f"  {text_of(survival)}\n", style="dim")
            if not me.survival:
                # TRANSLATORS: no Survival cards (under their heading).
                text.append(_("none") + "\n", style="dim")
            if me.character:
                text.append(_("Your character"), style="bold underline")
                # TRANSLATORS: a character sheet's ability (with the sheets).
                used = (_("used this turn") if me.ability_used
                        # TRANSLATORS: a character sheet's ability (with the sheets).
                        else _("ready this turn"))
                text.append(f" ({used})\n", style="italic")
                sheet_entry(text, me.character, say)
            text.append_text(developed_cards(view))
        show_content(self, text)


#: Why a Hunt card in hand can or cannot be played now (the engine says which),
#: translated where it is shown (:func:`why_note`), after its mark.
WHY = {
    "playable": N_("playable now"),
    "limit": N_("card limit reached"),
    # TRANSLATORS: {card} is the Survival card Sacrifice, which keeps the
    # Creature from playing Hunt cards this turn.
    "blocked": N_("{card}: no Hunt card this turn"),
    "phase": N_("not this phase"),
    # TRANSLATORS: a card timed "after the reveal, before any place resolves"
    # once the places have started resolving.
    "late": N_("too late: the places are resolving"),
    "conditions": N_("conditions not met"),
}
#: The mark before each reason: ✓ playable, ✗ not.
WHY_MARKS = {"playable": "✓"}
#: The Hunt card whose name says what Phobia showed the Creature.
PHOBIA = "hunt-phobia"
#: The symbols a card may carry, in words (translated where shown).
SYMBOLS = {
    # TRANSLATORS: the symbol printed on a card: the Artemia token's.
    "artemia": N_("artemia"),
    # TRANSLATORS: the symbol printed on a card: the Target token's.
    "target": N_("target"),
}


#: Why a Survival card in its phase cannot be played now (the engine's
#: ``survival_status`` says which), shown on its owner's screen after a ✗.
SURVIVAL_WHY = {
    # TRANSLATORS: {card} is the Hunt card Despair, which keeps the Hunted
    # from playing Survival cards this turn.
    "despair": N_("{card}: no Survival card this turn"),
    # TRANSLATORS: a Hunted may play only one Survival card a turn.
    "played": N_("you played one this turn"),
    # TRANSLATORS: a Survival card played as its owner resolves their place.
    "resolve": N_("only as you resolve your place"),
    "late": WHY["late"],
    "conditions": WHY["conditions"],
}
#: The card a reason names ({card}): Sacrifice keeps the Creature from playing
#: Hunt cards (``WHY["blocked"]``), Despair the Hunted from playing Survival cards.
BLOCKERS = {"blocked": "survival-sacrifice", "despair": "hunt-despair"}


def append_note(text: Text, note: str, width: int) -> None:
    """``note`` at the end of ``text``'s last line (a card's name), or whole on
    the next line where it would not fit in ``width`` (no lone word left
    hanging), then a newline."""
    line = text.plain.rpartition("\n")[2]
    if note and cell_len(line + note) > width:
        text.append("\n  ")
        note = note.lstrip()
    text.append(note + "\n", style="italic")


def why_note(why: str, rules: RuleSet, reasons: Mapping[str, str] = WHY) -> str:
    """A card's note on its owner's screen, marked: "✓ playable now" (Hunt cards,
    ``WHY``), "✗ you played one this turn" (Survival cards, ``SURVIVAL_WHY``)."""
    if why not in reasons:
        return ""
    words = _(reasons[why])
    if why in BLOCKERS:
        words = words.format(card=card_name(rules, BLOCKERS[why]))
    return f"{WHY_MARKS.get(why, '✗')} {words}"


def phase_short(phase: int) -> str:
    """A card's phase in short: "P2"."""
    # TRANSLATORS: the phase a card is played in: "P2" for Phase 2.
    return _("P{phase}").format(phase=phase)


def symbol_word(symbol: str) -> str:
    """The symbol a card carries, in words."""
    return _(SYMBOLS[symbol]) if symbol in SYMBOLS else symbol


#: Verbs confirmed where no controller says (a panel outside a game's flow).
CONFIRM_KINDS = {Verb.EXPLORE, Verb.GIVE_UP, Verb.RESIST, Verb.DONE}


#: Whether an option asks for confirmation before it is sent: None if not, else
#: the options the choice also applies for its chooser (the controller's rule).
Confirmation = Callable[[Option], tuple[Option, ...] | None]


def _by_verb(option: Option) -> tuple[Option, ...] | None:
    return () if option.verb in CONFIRM_KINDS else None


def lines_ready(options: OptionList) -> bool:
    """Whether Page Up/Down may act on ``options``: it is laid out and its lines
    are built for the option highlighted. Textual 8 measures them only once the
    list has a size (not while it is hidden, nor in the instant between a
    dropdown opening and its first layout) and its page keys look them up even
    then: a KeyError. The lines are the list's private ``_index_to_line``
    (reading it measures them if the list has a size): no public API tells."""
    return (options.scrollable_content_region.height > 0
            and (options.highlighted or 0) in getattr(options, "_index_to_line", {}))


def drop_stale_click(options: OptionList, event: events.Click) -> None:
    """Stop a click that names an option no longer in ``options``.

    A click names the option of the line drawn under the pointer; when the
    options changed since that frame (a key chose first, or the command palette
    refilled its list as the search ran), the line may name one that is gone,
    and Textual's OptionList would then index past its list and crash the app.
    Called from a subclass's ``on_click``, which runs before the OptionList's own."""
    clicked = event.style.meta.get("option")
    if clicked is not None and not 0 <= clicked < options.option_count:
        event.prevent_default()


class DecisionOptions(OptionList):
    """The decision's options. The footer shows the list's keys (↑↓ to move,
    Enter to choose); Esc backs out of a confirmation.

    Page Up/Down need the list laid out: while the terminal is too small the
    list is hidden and has no size, and Textual's OptionList would then look up
    lines it never measured (a KeyError)."""

    BINDINGS = [
        # One footer entry for the list's keys (↑↓ move, Enter chooses): each
        # entry is a widget the footer builds again whenever its keys change.
        # TRANSLATORS: a key's description in the footer (short): picks an option.
        Binding("enter", "select", N_("Choose"), key_display="↑↓ Enter"),
        # Not in the footer: the confirmation's own "Back" option names the key,
        # and a footer that stays the same is not rebuilt (see SteadyFooter).
        # TRANSLATORS: a key's description: back from a confirmation to the options.
        Binding("escape", "back", N_("Back"), show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back":
            panel = self.parent
            return isinstance(panel, DecisionPanel) and panel.confirming is not None
        return True

    def action_back(self) -> None:
        """Esc in a confirmation: back to the decision's options."""
        panel = self.parent
        if isinstance(panel, DecisionPanel):
            panel.back()

    def on_click(self, event: events.Click) -> None:
        drop_stale_click(self, event)

    def action_page_up(self) -> None:
        if lines_ready(self):
            super().action_page_up()

    def action_page_down(self) -> None:
        if lines_ready(self):
            super().action_page_down()


class DecisionPanel(Vertical):
    """A decision's prompt and its options; irreversible choices ask for confirmation."""

    class Chosen(Message):
        def __init__(self, option: Option, serial: int | None) -> None:
            super().__init__()
            self.option = option
            #: The serial of the decision on show when the option was picked (see
            #: :attr:`DecisionPanel.serial`): the screen may have moved on to the
            #: next one before this message reaches it.
            self.serial = serial

    def __init__(self, numbered: bool = False, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        #: Options show their number (1-9), which picks them (the table's keys).
        self.numbered = numbered
        self.options: tuple[Option, ...] = ()
        self.kind: str | None = None
        self.view: GameView | None = None
        self.confirming: Option | None = None
        #: The decision on show as the screen's seat sees it, set by the screen.
        self.decision: DecisionView | None = None
        #: The flow's serial for what is on show, set by the screen; a choice
        #: carries it so that the app can ignore input meant for an earlier one.
        self.serial: int | None = None
        #: Words the option descriptions (the game's renderer, set by the screen).
        self.words: Renderer | None = None
        #: Whether an option asks for confirmation before it is sent, and what
        #: else it applies (the controller's rule, handed down by the screen);
        #: by verb without one.
        self.confirmation: Confirmation = _by_verb

    def compose(self) -> ComposeResult:
        # Prompts and options name players: text, never markup.
        yield Label("", id="decision-prompt", markup=False)
        yield DecisionOptions(id="decision-options", markup=False)

    def show(self, prompt: str, kind: str | None, options: tuple[Option, ...],
             view: GameView, keys: tuple[str, ...] = ()) -> None:
        """Show a decision; ``keys``: the key shown before each option (a private
        screen's place keys and letters), where the list is not numbered."""
        self.options = options
        self.kind = kind
        self.view = view
        self.confirming = None
        self.acknowledging = False
        self.shown_at = monotonic()
        self._prompt = prompt
        self._keys = keys
        show_content(self.query_one("#decision-prompt", Label), prompt)
        labels = [self._label(o) for o in options] if kind else []
        if self.numbered:
            labels = [f"{i} {label}" if i <= 9 else f"  {label}"
                      for i, label in enumerate(labels, 1)]
        elif keys and labels:
            labels = [f"{key or ' '} {label}" for key, label in zip(keys, labels, strict=True)]
        self._fill([self._entry(o, label) for o, label in zip(options, labels, strict=False)])

    def _label(self, option: Option) -> str:
        assert self.kind is not None and self.view is not None
        label = option_label(option, self.kind, self.view)
        words = self.words(label) if self.words is not None else str(label)
        if option == DISCARD_TOKEN:
            # Frozen Lands: marked as the tokens are counted on the table, and
            # a capital as the other options (the rule set words it as a clause).
            words = f"{TOKEN_MARK} {words[:1].upper()}{words[1:]}"
        mark = option_mark(option)
        if mark:
            # Sanctuary's rescue and fortify: marked as the board draws what they act on.
            words = f"{mark} {words}"
        return words

    def _entry(self, option: Option, label: str) -> str | Text:
        """An option's line in the list: its label (with its key), and under it
        what its card does where the choice turns on it (Sanctuary)."""
        assert self.kind is not None
        detail = option_detail(option, self.kind)
        if not detail:
            return label
        entry = Text(label)
        entry.append(f"\n    {detail}", style="dim")
        return entry

    def show_message(self, title: str, lines: tuple[str, ...], view: GameView,
                     button: str | None = None) -> None:
        """Lines the table reads before going on; the first entry continues (posts
        :class:`Acknowledged`), the others only show what happened. ``button``:
        the first entry's words (translated), "Continue" by default."""
        if button is None:
            # TRANSLATORS: the option that goes on after reading what happened.
            button = _("Continue")
        self.show(title, None, (), view)
        self.acknowledging = True
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options([ListOption(f"▶ {button}")]
                       + [ListOption(line, disabled=True) for line in lines])
        ol.highlighted = 0

    class Acknowledged(Message):
        pass

    acknowledging = False

    def _fill(self, labels: list[str | Text] | list[str]) -> None:
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options([ListOption(label) for label in labels])
        if labels:
            ol.highlighted = 0

    def choose(self, option: Option) -> None:
        """Pick an option (from a click on the grid, say), confirming where needed."""
        also = self.confirmation(option) if self.confirming is None else None
        if also is not None:
            assert self.kind is not None and self.view is not None
            self.confirming = option
            labels = [self._label(o) for o in (option, *also)]
            label = labels[0]
            for then in labels[1:]:
                # TRANSLATORS: two choices confirmed together, in the order they apply.
                label = _("{first}, then {then}").format(first=label, then=then)
            # TRANSLATORS: the prompt asking to confirm a choice ({choice}: its words).
            prompt = _("Confirm: {choice}?").format(choice=label)
            show_content(self.query_one("#decision-prompt", Label), prompt)
            # TRANSLATORS: the option that sends a choice asked to be confirmed.
            confirm = _("Confirm")
            # TRANSLATORS: the option back from a confirmation (Esc is the key's name).
            back = _("Back (Esc)")
            self._fill([confirm, back])
            return
        self.confirming = None
        self.post_message(self.Chosen(option, self.serial))

    shown_at = 0.0
    _prompt = ""
    _keys: tuple[str, ...] = ()

    @on(OptionList.OptionSelected, "#decision-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        # An Enter typed ahead of a screen change (a double press on the handoff
        # screen, say) must not pick an option the player has not seen yet.
        guard = getattr(self.app, "input_guard", 0.0)
        if monotonic() - self.shown_at < guard:
            return
        if self.acknowledging:
            if event.option_index == 0:
                self.acknowledging = False
                self.post_message(self.Acknowledged())
            return
        if self.confirming is not None:
            option = self.confirming
            if event.option_index == 0:
                self.confirming = None
                self.post_message(self.Chosen(option, self.serial))
            else:
                self.back()
            return
        if event.option_index >= len(self.options):
            return
        self.choose(self.options[event.option_index])

    def back(self) -> None:
        """Leave a confirmation for the decision's options, as they were."""
        if self.confirming is None or self.view is None:
            return
        option = self.confirming
        self.show(self._prompt, self.kind, self.options, self.view, self._keys)
        if option in self.options:
            self.query_one(OptionList).highlighted = self.options.index(option)

    def focus_options(self) -> None:
        self.query_one(OptionList).focus()
