"""Every test gets its own data and settings folders, so no test reads or
overwrites a real save or the player's settings, and every test starts in
English whatever the machine's locale (a test of another language asks for it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from notalone_tui.i18n.current import use
from notalone_tui.paths import DATA_ENV
from notalone_tui.settings import CONFIG_ENV


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("notalone-data")
    monkeypatch.setenv(DATA_ENV, str(folder))
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path_factory.mktemp("notalone-config")))
    monkeypatch.setenv("LANGUAGE", "en")
    return folder


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    use("en")
    yield
    use("en")
