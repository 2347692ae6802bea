"""The seat's own cards in sight on every private screen at 80×24: Sanctuary and its light variant
(see :mod:`.private_fit`)."""

from __future__ import annotations

import pytest

from .private_fit import cases, check_own_cards


@pytest.mark.parametrize(("mode", "key", "seed", "steps", "lang"), cases(("sanctuary", "sanctuary-light")))
async def test_own_cards_show_without_scrolling_at_80x24(
        mode: str, key: str, seed: int, steps: int, lang: str) -> None:
    await check_own_cards(mode, key, seed, steps, lang)
