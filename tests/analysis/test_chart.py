"""The braille chart of the chance over a game."""

from __future__ import annotations

from notalone_tui.analysis.chart import AXIS, chart, turn_axis

BLANK = 0x2800


def dots(lines: list[str]) -> list[list[bool]]:
    """Which cells of the plot area hold a dot, row by row."""
    return [[ch != " " and ord(ch) != BLANK and 0x2800 <= ord(ch) <= 0x28FF
             for ch in line[AXIS:]] for line in lines]


def test_a_certain_win_is_drawn_along_the_top_and_a_loss_along_the_bottom() -> None:
    top = chart([1.0] * 10, [1] * 10, width=30, height=4)
    grid = dots(top[:4])
    assert all(grid[0]) and not any(any(row) for row in grid[1:])
    bottom = dots(chart([0.0] * 10, [1] * 10, width=30, height=4)[:4])
    assert all(bottom[3]) and not any(any(row) for row in bottom[:3])


def test_a_jump_is_joined_by_an_unbroken_line() -> None:
    grid = dots(chart([0.0] * 5 + [1.0] * 5, [1] * 10, width=30, height=4)[:4])
    # Some column holds a dot in every row: the vertical step.
    assert any(all(row[c] for row in grid) for c in range(len(grid[0])))


def test_the_chart_fits_its_width_and_labels_the_axis() -> None:
    lines = chart([0.5, 0.2, 0.9], [1, 1, 2], width=40, height=5)
    assert all(len(line) <= 40 for line in lines)
    assert lines[0].startswith("100%") and lines[4].lstrip().startswith("0%")


def test_turn_numbers_are_written_where_turns_begin_without_overlap() -> None:
    axis = turn_axis([1] * 10 + [2] * 10 + [3] * 10, 30)
    assert axis.startswith("1") and "2" in axis and "3" in axis
    crowded = turn_axis(list(range(1, 101)), 20)
    numbers = [int(part) for part in crowded.split()]  # none written over another
    assert numbers == sorted(numbers) and len(numbers) >= 3
    assert numbers[0] == 1 and len(crowded) <= 20
