"""Snapshot tests of the main screens at the smallest supported size (80×24) and
the roomy one (120×40).

The screens are reached with the deterministic recipes in
``scripts/screen_recipes.py`` (shared with ``scripts/screenshots.py``). After an
intended change of the layout, regenerate the SVGs and look at them:

    python -m pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import scripts.screen_recipes as recipes

SIZES = {"80x24": recipes.SMALL, "120x40": recipes.LARGE}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("screen", list(recipes.RECIPES))
def test_screen(snap_compare: Callable[..., bool], screen: str, size: str) -> None:
    recipe = recipes.RECIPES[screen]
    assert snap_compare(recipe.make_app(), terminal_size=SIZES[size], run_before=recipe.prepare)
