"""The win chance over a game, drawn as text with braille dots.

One line chart is all the analysis needs, so it is drawn here rather than with
a plotting library (``textual-plotext`` pins an old ``plotext`` and was last
released in 2024; see the commit that added this). Each character cell holds
2x4 dots (Unicode braille), so a 60-column chart has 120 points across. The
same lines serve the terminal (the command prints them) and the app (a widget
shows them); the x axis is marked with turn numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

#: The dot bits of a braille cell, by (column, row) inside the cell.
_DOTS = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))
_BLANK = 0x2800
#: The y axis' labels and the gap to the plot.
_LABELS = ("100%", " 50%", "  0%")
AXIS = 6


def chart(chances: Sequence[float], turns: Sequence[int], width: int = 60,
          height: int = 8) -> list[str]:
    """The chart's lines: ``chances`` (one per position, 0 to 1) across
    ``width`` columns (axis included) and ``height`` rows, then a line of turn numbers."""
    cols = max(4, width - AXIS)
    rows = max(2, height)
    dots_x, dots_y = 2 * cols, 4 * rows
    grid = [[0] * cols for _ in range(rows)]

    def dot(x: int, y: int) -> None:  # y: 0 at the top
        grid[y // 4][x // 2] |= _DOTS[x % 2][y % 4]

    def level(chance: float) -> int:
        return round((1 - min(1.0, max(0.0, chance))) * (dots_y - 1))

    count = len(chances)
    if count == 0:
        return []
    # Every position's dot; a step from one position to the next (flat, then
    # up or down) keeps the line unbroken where it jumps.
    last: tuple[int, int] | None = None
    for k, chance in enumerate(chances):
        x = 0 if count == 1 else round(k * (dots_x - 1) / (count - 1))
        y = level(chance)
        if last is not None:
            lx, ly = last
            for xx in range(lx + 1, x):
                dot(xx, ly)
            for yy in range(min(ly, y), max(ly, y) + 1):
                dot(x, yy)
        dot(x, y)
        last = (x, y)
    middle = (rows - 1) // 2
    lines = []
    for r, row in enumerate(grid):
        label = _LABELS[0] if r == 0 else _LABELS[2] if r == rows - 1 else \
            _LABELS[1] if r == middle else ""
        cells = "".join(chr(_BLANK + bits) if bits else (
            "┈" if r == middle and rows % 2 == 1 else " ") for bits in row)
        lines.append(f"{label:>{AXIS - 2}} ┤{cells}")
    lines.append(" " * (AXIS - 1) + "└" + "─" * cols)
    lines.append(" " * AXIS + turn_axis(turns, cols))
    return lines


def turn_axis(turns: Sequence[int], cols: int) -> str:
    """Turn numbers under the columns where each turn begins, as many as fit
    (a number is left out rather than written over another)."""
    count = len(turns)
    axis = [" "] * cols
    free = 0
    for k, turn in enumerate(turns):
        if k and turns[k - 1] == turn:
            continue
        col = 0 if count == 1 else round(k * (2 * cols - 1) / (count - 1)) // 2
        label = str(turn)
        if col < free or col + len(label) > cols:
            continue
        axis[col:col + len(label)] = label
        free = col + len(label) + 1
    return "".join(axis).rstrip()
