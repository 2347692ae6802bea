"""UI tests type faster than people: no typed-ahead guard unless a test asks for it."""

from __future__ import annotations

import pytest

from notalone_tui.tui import app as app_module


@pytest.fixture(autouse=True)
def _no_input_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "INPUT_GUARD", 0.0)
