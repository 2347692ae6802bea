"""How the widgets name things where room is short, and in which words."""

from __future__ import annotations

from functools import cache

from rich.cells import cell_len

from notalone_tui.engine import RuleSet
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _, current, place_name
from notalone_tui.i18n.names import visible


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



#: The fewest cells a player's label takes on the grid when the name is longer
#: (a shorter name is its own label).
GRID_LABEL_LEAST = 3
#: The most cells a label takes: five cells of every place's figures line at
#: 80×24 (a place there is fourteen cells wide).
GRID_LABEL_CELLS = 5


def _prefix(name: str, cells: int) -> str:
    """The longest start of ``name`` in at most ``cells`` terminal cells
    (never half a wide character)."""
    out = ""
    for char in name:
        if cell_len(out + char) > cells:
            break
        out += char
    return out


def _prefixes(name: str, least: int, cells: int) -> list[str]:
    """The starts of ``name`` from ``least`` cells (or the whole name if it is
    shorter) to ``cells``, shortest first."""
    found: list[str] = []
    for end in range(1, len(name) + 1):
        start = name[:end]
        if cell_len(start) > cells:
            break
        if cell_len(start) >= least or end == len(name):
            found.append(start)
    return found


@cache
def grid_labels(names: tuple[str, ...], cells: int = GRID_LABEL_CELLS) -> tuple[str, ...]:
    """Each player's label on the grid, for labels of at most ``cells`` terminal
    cells: pairwise distinct (letter case aside), the same for the same names.

    A name that fits is its own label ("Cleo", "Bo"); a longer one is cut to
    its shortest start (three cells at least) that starts no other player's
    name ("Anabel" -> "Anab" beside "Ana" and "Anastasia" -> "Anas"); where no
    start within the cells does, the first letters and the last ("Alexandra"
    -> "Alea", "Alexander" -> "Aler"); where even that meets another label,
    the seat's number after the first letters ("Ann2"). Control characters
    show as their stand-ins (see :mod:`notalone_tui.i18n.names`), a name that
    shows nothing as "?"; a wide character takes two cells."""
    cells = max(cells, 2)
    least = min(GRID_LABEL_LEAST, cells)
    shown = [visible(name).strip() for name in names]
    shown = [name if cell_len(name) else "?" for name in shown]
    folded = [name.casefold() for name in shown]

    def label(i: int) -> str:
        name = shown[i]
        others = [f for j, f in enumerate(folded) if j != i]
        if cell_len(name) <= cells and folded[i] not in others:
            return name
        for start in _prefixes(name, least, cells):
            if not any(f.startswith(start.casefold()) for f in others):
                return start
        last = name[-1]
        return _prefix(name, min(least, cells - cell_len(last))) + last

    def numbered(j: int) -> str:
        number = str(j + 1)
        return _prefix(shown[j], cells - len(number)) + number

    labels = [label(i) for i in range(len(shown))]
    for _pass in range(len(labels)):
        seen: dict[str, list[int]] = {}
        for j, mine in enumerate(labels):
            seen.setdefault(mine.casefold(), []).append(j)
        clashes = []
        for group in seen.values():
            whole = [j for j in group if labels[j] == shown[j]]
            if len(group) > 1:  # a whole name keeps its label, if only one is whole
                clashes += [j for j in group if len(whole) != 1 or j != whole[0]]
        if not clashes:
            break
        for j in clashes:
            labels[j] = numbered(j)
    else:  # a name that looks numbered met a numbered label: all numbered
        labels = [numbered(j) for j in range(len(shown))]
    return tuple(labels)
