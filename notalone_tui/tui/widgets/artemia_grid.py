"""Artemia's grid of places, a widget a place (the public table's)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.message import Message

from notalone_tui.engine import BASE, GameView, RuleSet
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import N_

from ..labels import rules_of
from ..packs import presentation_of
from .naming import plain_words
from .place_cell import CellLook, PlaceCell, cell_marks, figures_by_place


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
        reserve = dict(view.reserve) if self.lines == 2 else {}
        board_marks = presentation_of(view).marks(view)
        cells = list(self.query(PlaceCell))
        all_marks = {cell.number: cell_marks(view, rules, cell.number, board_marks)
                     for cell in cells}
        room = min((cell.content_region.width for cell in cells), default=0)
        figures = figures_by_place(view, room, all_marks)
        for cell in cells:
            n = cell.number
            marks = all_marks[n]
            look = CellLook(self.lines, rules, say, reserve.get(n), marks,
                            tuple(figures.get(n, ())))
            if cell.drawn != look:
                # Only what changed is drawn again: most keys change no place.
                cell.drawn = look
                cell.update(look.text(n), layout=False)
            cell.set_class(n == self.cursor, "-cursor")
            cell.set_class(n in marked, "-marked")
            cell.set_class(any(n in w for w in tokens.values()), "-token")

