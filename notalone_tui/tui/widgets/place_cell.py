"""One place of Artemia's grid, and what its cell shows."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from notalone_tui.engine import GameView, RuleSet
from notalone_tui.engine.messages import msg
from notalone_tui.i18n import Renderer

from ..packs.presentation import Marks
from .naming import grid_labels, short_name


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
    shorts = grid_labels(view.names)
    figures: dict[int, list[str]] = {}
    for hv in view.hunted:
        for place in hv.positions:
            figures.setdefault(place, []).append(shorts[hv.seat])
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
