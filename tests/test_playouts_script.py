"""``scripts/playouts.py``: random games beyond the suite's seeds. The seeds
below each once showed a problem it found (a secret on another seat's screen,
or a leak check that did not know what a seat had seen); they stay clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


tool = load_script("playouts")


@pytest.mark.parametrize(("seed", "what"), [
    (100044, "Hoarder shows the Creature two pile cards"),
    (101124, "Reclaim takes a card from the face-up discard pile"),
    (102892, "making room for a fifth Evolution named the card on every screen"),
    (102972, "Evacuation's giver knows the card given"),
])
def test_once_failing_seeds_play_clean(seed: int, what: str) -> None:
    assert tool.config_for(seed).sanctuary == "full"
    assert tool.play(seed) == [], what


def test_the_seeds_cover_every_mode() -> None:
    modes = {(c.ruleset, c.sanctuary, c.sheets) for c in map(tool.config_for, range(8))}
    assert len(modes) == len(tool.MODES)
