"""Players told apart in narrow room: the grid's labels (pairwise distinct,
within their cells, whatever the names) and the players table's headings
(never run together), in every mode and language."""

from __future__ import annotations

import random
import unicodedata

import pytest
from rich.cells import cell_len

from notalone_tui.engine import Action, Game, GameConfig, GameView, Verb
from notalone_tui.i18n.current import _, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.labels import rules_of
from notalone_tui.tui.packs import presentation_of
from notalone_tui.tui.widgets.naming import grid_labels, plain_words
from notalone_tui.tui.widgets.place_cell import figures_by_place
from notalone_tui.tui.widgets.players_panel import PlayersPanel

from .private_fit import MODES
from .private_fit import NAMES as ALIKE

HOSTILE = (
    ("😀😀😀", "😀😀😁", "😀", "🇫🇷🇫🇷", "👩‍👩‍👧", "x", "X"),
    ("山田太郎", "山田花子", "山田", "李", "김민준", "김민서", "Ana"),
    ("   ", "\u200b", "\u00a0", "\x1b[2J", "\t", "", "?"),
    ("Ana", "Ana", "ana", "ANA", "Ana ", " Ana", "Ana1"),
    ("Ann2", "Ann", "Ann", "An", "A", "Ann1", "Ann3"),
    ("Jonathan", "Jonathon", "Jonas", "Jo", "Jon", "Joanna", "Joan"),
)


#: The players table's widths inside its panel: private screens and the table
#: at 80×24 (with an ability column; the table's), a private screen and the
#: table at 120×40; and a private screen at 80×24 without ability columns.
PANEL_WIDTHS = (40, 49, 58)
PANEL_NARROWEST = 37


def distinct(labels: tuple[str, ...]) -> bool:
    return len({label.casefold() for label in labels}) == len(labels)


def test_seven_names_alike_get_their_shortest_labels() -> None:
    assert grid_labels(ALIKE) == ("Ana", "Anab", "Anas", "Anna", "Bo", "Bob", "Boris")
    # Where a name fits, it is its own label.
    assert grid_labels(("Ada", "Ben", "Cleo", "Dev")) == ("Ada", "Ben", "Cleo", "Dev")
    assert grid_labels(("Alexandra", "Alexander")) == ("Alea", "Aler")


@pytest.mark.parametrize("cells", [2, 3, 4, 5, 8, 14])
@pytest.mark.parametrize("names", [ALIKE, *HOSTILE], ids=lambda n: "-".join(map(repr, n)))
def test_labels_are_distinct_and_fit_their_cells(names: tuple[str, ...], cells: int) -> None:
    labels = grid_labels(names, cells)
    assert distinct(labels), labels
    assert all(0 < cell_len(label) <= cells for label in labels), labels
    # The same names, the same labels (not only through the cache).
    assert grid_labels.__wrapped__(names, cells) == labels
    # Nothing that moves the cursor or clears the screen.
    assert not any(unicodedata.category(c) == "Cc" for label in labels for c in label), labels


def game_after_reveal(names: tuple[str, ...], seed: int = 1, **config: object) -> Game:
    """A game a turn in, after a reveal (the Hunted stand on the grid)."""
    game = Game.new(GameConfig(names=names, creature_seat=0, **config), seed=seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not (game.state.turn.revealed and game.state.turn.number >= 2) and not game.is_over:
        decision = game.pending[0]
        plain = [o for o in decision.options if o.verb is not Verb.GIVE_UP]
        game.apply(Action(decision.seat, rng.choice(plain or list(decision.options))))
    return game


@pytest.mark.parametrize("names", [ALIKE, (*HOSTILE[0][:5], "Xavier", "Xavi"), HOSTILE[1]],
                         ids=["alike", "emoji", "cjk"])
def test_the_grid_draws_each_hunted_by_their_label(names: tuple[str, ...]) -> None:
    game = game_after_reveal(names)
    view = game.view(None)
    labels = grid_labels(view.names)
    drawn = [(place, figure) for place, figures in figures_by_place(view).items()
             for figure in figures]
    expected = [(place, labels[hv.seat]) for hv in view.hunted for place in hv.positions]
    assert sorted(drawn) == sorted(expected)
    assert drawn


def heading_words(view: GameView, table_width: int) -> set[str]:
    """Every heading the players table may show, in the current language."""
    shown = presentation_of(view)
    rules = rules_of(view)
    words = {_("Hunted"), _("Will")[:4], _("hand")[:4], _("surv")[:4], _("discard"),
             _("disc.")}
    for column in (*shown.count_columns, *shown.ability_columns):
        wide = column.width(view, rules)
        if wide:
            words.add(column.heading(view, wide).strip())
    return {w for word in words for w in word.split()}


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("mode", list(MODES))
def test_the_players_headings_never_run_together(mode: str, lang: str) -> None:
    """Each heading a word of its own (or a cut start of one), in one line
    that fits, at the widths the table takes at 80×24 and 120×40."""
    use(lang)
    game = game_after_reveal(ALIKE, **MODES[mode])
    view = game.view(1)
    panel = PlayersPanel()
    rules = rules_of(view)
    sheets = any(c.width(view, rules) for c in presentation_of(view).ability_columns)
    for width in (*PANEL_WIDTHS, *(() if sheets else (PANEL_NARROWEST,))):
        line = panel._text(view, plain_words(), width).plain.split("\n")[0]
        words = heading_words(view, width)
        assert cell_len(line) <= width, (width, line)
        for word in line.split():
            assert any(heading.startswith(word) for heading in words), (width, word, line)


def test_a_crowded_place_takes_shorter_labels_that_fit_its_cell() -> None:
    view = game_after_reveal(ALIKE).view(None)
    usual = figures_by_place(view)
    place, figures = max(usual.items(), key=lambda item: cell_len(" ".join(item[1])))
    assert len(figures) >= 2, usual
    room = cell_len(" ".join(figures)) - 1
    crowded = figures_by_place(view, room)
    assert cell_len(" ".join(crowded[place])) <= room, crowded[place]
    assert len({label.casefold() for label in crowded[place]}) == len(figures)
    # Places with room to spare keep the usual labels.
    for other, here in usual.items():
        if cell_len(" ".join(here)) <= room:
            assert crowded[other] == here
