"""Every test gets its own data folder, so no test reads or overwrites a real save."""

from __future__ import annotations

from pathlib import Path

import pytest

from notalone_tui.paths import DATA_ENV


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("notalone-data")
    monkeypatch.setenv(DATA_ENV, str(folder))
    return folder
