"""Numbers as each language writes them (``notalone simulate``'s figures)."""

from __future__ import annotations

import pytest

from notalone_tui.i18n.numbers import decimal, percent


@pytest.mark.parametrize(("lang", "number", "share"), [
    ("en", "9.75", "12.5%"),
    ("fr", "9,75", "12,5\u00a0%"),
    ("pt", "9,75", "12,5%"),
    ("ro", "9,75", "12,5\u00a0%"),
])
def test_decimals_and_percentages(lang: str, number: str, share: str) -> None:
    assert decimal(9.75, 2, lang) == number
    assert percent(0.125, 1, lang) == share
    assert percent(1.0, 0, lang).startswith("100")
