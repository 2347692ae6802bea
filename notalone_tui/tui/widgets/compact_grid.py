"""Artemia's grid drawn by one widget, for the private screens."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.geometry import Offset

from notalone_tui.engine import GameView
from notalone_tui.i18n import Renderer

from ..labels import rules_of
from ..packs import presentation_of
from .artemia_grid import ArtemiaGrid
from .naming import plain_words
from .place_cell import CellLook, PlaceCell, cell_marks, figures_by_place


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
        reserve = dict(view.reserve) if self.lines == 2 else {}
        board_marks = presentation_of(view).marks(view)
        all_marks = {n: cell_marks(view, rules, n, board_marks) for n in rules.places}
        figures = figures_by_place(view, self._cell_room(), all_marks)
        looks = {}
        for n in rules.places:
            marks = all_marks[n]
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

    def _cell_room(self) -> int:
        """About what a place's line holds (all columns as wide; a space
        before each line): the figures' room on a crowded place."""
        count = 1 + max((p.position[1] for p in self.rules.places.values()), default=0)
        width = self.content_region.width or max(self.app.size.width - 2, 10)
        return max(width - (count - 1), count) // count - 1

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

