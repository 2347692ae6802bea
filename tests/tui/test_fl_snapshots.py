"""Snapshot tests of the Frozen Lands screens at 80×24 and 120×40: the table
with each Hunted's tokens, a Hunted's private screen with their tokens and the
faces they looked at, the team's choice, and the tokens turned up at the end.

The recipes are in ``tests/tui/fl_recipes.py``. After an intended change of
the layout, regenerate the SVGs and look at them:

    python -m pytest tests/tui/test_fl_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from . import fl_recipes

SIZES = {"80x24": fl_recipes.base.SMALL, "120x40": fl_recipes.base.LARGE}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("screen", list(fl_recipes.RECIPES))
def test_screen(snap_compare: Callable[..., bool], screen: str, size: str) -> None:
    recipe = fl_recipes.RECIPES[screen]
    assert snap_compare(recipe.make_app(), terminal_size=SIZES[size], run_before=recipe.prepare)
