"""Every line of a seat's hand panel fits the panel's 40 columns (its width at
80×24) in every mode and language: card texts, Avatar, Evolution and sheet
texts and the notes moved under a card's name are wrapped with their indent
(a line the panel wrapped itself went back to the margin and read as the start
of another entry)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.text import Text

from notalone_tui.i18n.current import use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.widgets.hand_panel import HandPanel
from notalone_tui.tui.wrapping import indented

from .private_fit import MODES, NAMES
from .test_grid_names import game_after_reveal

WIDTH = 40  # the hand panel's width outside a laid-out screen


def hand_lines(view: object) -> list[str]:
    panel = HandPanel()
    shown: list[str] = []
    panel.update = lambda content, **kw: shown.append(content.plain)  # type: ignore[method-assign]  # a spy
    panel.show(view)  # type: ignore[arg-type]
    return shown[-1].splitlines()


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("mode", list(MODES))
def test_every_line_of_the_hand_fits_its_panel(mode: str, lang: str) -> None:
    use(lang)
    game = game_after_reveal(NAMES, 1, **MODES[mode])
    for seat in range(len(NAMES)):
        lines = hand_lines(game.view(seat))
        assert [line for line in lines if cell_len(line) > WIDTH] == [], (seat, lines)


def test_a_text_is_indented_on_every_line_and_its_tail_keeps_its_style() -> None:
    text = Text("• Card\n")
    indented(text, "Move one Hunted to a face-down place of your choice", 24,
             tail="(designed for this edition)")
    lines = text.plain.splitlines()[1:]
    assert len(lines) >= 3
    assert all(line.startswith("  ") and not line.startswith("   ") and cell_len(line) <= 24
               for line in lines), lines
    assert "face-down" in text.plain  # not cut at its hyphen
    start = text.plain.index("(designed")
    assert any(span.style == "dim italic" and span.start == start
               and span.end == len(text.plain) - 1 for span in text.spans)
    one_line = Text()
    indented(one_line, "words the panel wraps", None)
    assert one_line.plain == "  words the panel wraps\n"
