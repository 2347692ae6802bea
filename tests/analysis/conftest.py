"""A short finished game to analyse with tiny budgets (2 players, about 100 actions)."""

from __future__ import annotations

from pathlib import Path

import pytest

from notalone_tui.analysis import Analysis, analyse
from notalone_tui.records import GameRecord

DATA = Path(__file__).parent.parent / "data"
RECORD = DATA / "format1-2p-creature-win.json"


@pytest.fixture(scope="session")
def record() -> GameRecord:
    return GameRecord.from_json(RECORD.read_bytes())


@pytest.fixture(scope="session")
def analysed(record: GameRecord) -> Analysis:
    return analyse(record, seed=5, playouts=2, jobs=1)
