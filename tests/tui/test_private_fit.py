"""The seat's own cards in sight on every private screen at 80×24: the base game, the character sheets and Frozen Lands
(see :mod:`.private_fit`)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.text import Text

from notalone_tui.tui.widgets.hand_panel import packed

from .private_fit import cases, check_own_cards


@pytest.mark.parametrize(("mode", "key", "seed", "steps", "lang"), cases(("base", "sheets", "frozen-lands")))
async def test_own_cards_show_without_scrolling_at_80x24(
        mode: str, key: str, seed: int, steps: int, lang: str) -> None:
    await check_own_cards(mode, key, seed, steps, lang)


@pytest.mark.parametrize("width", [13, 20, 37])
def test_the_cards_in_short_never_break_a_card_across_lines(width: int) -> None:
    items = [Text(f"[{n}] {name}") for n, name in enumerate(
        ("Lair", "Jungle", "River", "Beach", "Rover", "Swamp", "Shelter", "Wreck", "Source",
         "Artefact"), start=1)]
    text = Text()
    packed(text, items, width)
    lines = text.plain.rstrip("\n").split("\n")
    assert all(cell_len(line) <= width for line in lines), lines
    assert [w for line in lines for w in line.split("  ")] == [i.plain for i in items]
