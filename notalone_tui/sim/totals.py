"""Figures that are plain counts: summed over a run, reported as a total and a
mean per game. Most packs' figures are of this kind (Frozen Lands'
Contamination, Sanctuary's Defense and Evolutions); :func:`totals` makes the
group from what is particular to each: the counts, their labels and a title.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from notalone_tui.i18n.current import _
from notalone_tui.i18n.numbers import decimal

from .pack import Figures, Tallies

if TYPE_CHECKING:
    from rich.table import Table

    from notalone_tui.engine import Game

    from .games import Counts


def totals(name: str, keys: tuple[str, ...], count: Callable[[Game], Counts],
           labels: Mapping[str, str], title: Callable[[str], str],
           order: int = 50) -> Figures:
    """A group ``name`` of the counts ``keys``, counted in each game by ``count``:
    the summary holds their sums (all of ``keys``, zeros too) under ``name``; the
    JSON report adds each one's mean per game; the text report prints a table
    ``title(pairing)`` of them named by ``labels`` (catalogue msgids)."""

    def total(games: Sequence[Counts]) -> dict[str, Counts]:
        summed: Counter[str] = Counter()
        for counts in games:
            summed.update(counts)
        return {name: {key: summed[key] for key in keys}}

    def json(tallies: Tallies, games: int) -> dict[str, Any]:
        figures = tallies[name]
        return {name: {**figures,
                       "per_game": {k: v / max(1, games) for k, v in figures.items()}}}

    def tables(tallies: Tallies, games: int, pairing: str) -> list[Table]:
        from rich.table import Table

        table = Table(title=title(pairing))
        table.add_column(_("figure"))
        table.add_column(_("total"), justify="right")
        table.add_column(_("per game"), justify="right")
        for key, figure in tallies[name].items():
            table.add_row(_(labels.get(key, key)), str(figure), decimal(figure / max(1, games), 2))
        return [table]

    return Figures(name=name, count=count, total=total, json=json, tables=tables, order=order)
