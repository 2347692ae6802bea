"""The title screen paints before any game module loads.

Start-up is measured by ``benchmarks/tui.py`` (first paint within 1.5x of a bare
Textual app); this test guards the cause of the one regression it found: the
footer asks whether Undo is available on the title screen too, and answering
that used to import the engine and the bots before the first paint.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from notalone_tui.paths import DATA_ENV

PROBE = """
import asyncio, sys
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.title import TitleScreen

async def main():
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen), app.screen
        print(app.screen.saved is not None)

asyncio.run(main())
heavy = ("notalone_tui.engine", "notalone_tui.bots", "notalone_tui.tui.hotseat", "pydantic")
print(",".join(sorted(m for m in sys.modules if m.startswith(heavy))))
"""


def _title_modules(data: Path) -> tuple[str, str]:
    env = {**os.environ, DATA_ENV: str(data)}
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            env=env, check=False, timeout=120)
    assert result.returncode == 0, result.stderr
    found_save, loaded = result.stdout.splitlines()[-2:]
    return found_save, loaded


def test_the_title_loads_no_game_module_when_there_is_no_save(tmp_path: Path) -> None:
    found_save, loaded = _title_modules(tmp_path)
    assert found_save == "False"
    assert loaded == ""


def test_the_title_still_reads_a_save_that_is_there(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.saves import save_game

    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    save_game(Game.new(GameConfig(names=("Ana", "Ben", "Cy", "Di"), creature_seat=0), seed=3))
    found_save, loaded = _title_modules(tmp_path)
    assert found_save == "True"
    assert "notalone_tui.engine" in loaded.split(",")
