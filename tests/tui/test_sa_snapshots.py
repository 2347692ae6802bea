"""Snapshot tests of the Sanctuary screens at 80×24 and 120×40: the table
(rescues on offer; fortify and shelter; four developed Evolutions and two
Survivors held; seven players with long names), a Hunted's and the Creature's
private screens, the Creature evolving in Phase 5 and the table reading it,
and the base game with the light variant.

The recipes are in ``tests/tui/sa_recipes.py``. After an intended change of
the layout, regenerate the SVGs and look at them:

    python -m pytest tests/tui/test_sa_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from . import sa_recipes

SIZES = {"80x24": sa_recipes.base.SMALL, "120x40": sa_recipes.base.LARGE}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("screen", list(sa_recipes.RECIPES))
def test_screen(snap_compare: Callable[..., bool], screen: str, size: str) -> None:
    recipe = sa_recipes.RECIPES[screen]
    assert snap_compare(recipe.make_app(), terminal_size=SIZES[size], run_before=recipe.prepare)
