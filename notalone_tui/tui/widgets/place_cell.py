"""One place of Artemia's grid, and what its cell shows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from notalone_tui.engine import GameView, RuleSet
from notalone_tui.engine.messages import msg
from notalone_tui.i18n import Renderer

from ..packs.presentation import Marks
from .naming import GRID_LABEL_CELLS, grid_labels, short_name


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


def figures_by_place(view: GameView, room: int = 0,
                     marks: Mapping[int, Marks] | None = None) -> dict[int, list[str]]:
    """The Hunted standing on each place, by their labels on the grid
    (:func:`.grid_labels`). Where ``room`` (a cell's width) is given and a
    crowded place's figures would not fit in it beside its ``marks``, that
    place's figures take shorter labels, as short as two cells, still
    distinct at the table (where even those would not fit, the usual ones,
    cut at the cell's end)."""
    seats: dict[int, list[int]] = {}
    for hv in view.hunted:
        for place in hv.positions:
            seats.setdefault(place, []).append(hv.seat)
    figures: dict[int, list[str]] = {}
    for place, here in seats.items():
        taken = sum(cell_len(mark) for mark, _style in (marks or {}).get(place, ()))
        for cells in range(GRID_LABEL_CELLS, 1, -1):
            labels = grid_labels(view.names, cells)
            line = taken + (1 if taken else 0) + cell_len(" ".join(labels[s] for s in here))
            if not room or line <= room:
                break
        else:  # too crowded for any: the labels as elsewhere, the cell cut
            labels = grid_labels(view.names)
        figures[place] = [labels[seat] for seat in here]
    return figures


def cell_marks(view: GameView, rules: RuleSet, number: int,
               board_marks: dict[int, Marks]) -> Marks:
    """The marks a place's cell draws: the tokens', the markers', then those
    of the game's presentation packs (``board_marks``)."""
    tokens = dict(view.tokens)
    marks = tuple((f"[{token.mark}]", token.style) for token in rules.tokens
                  if number in tokens.get(token.id, ()))
    marks += tuple((marker.mark, marker.style) for marker, (_name, where)
                   in zip(rules.markers, view.markers, strict=True) if number in where)
    return marks + board_marks.get(number, ())
