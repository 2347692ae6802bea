"""In a browser tab the game's files live on the server, so *Export record*
hands the record to the browser as a download, through Textual's delivery
(``App.deliver_text``), instead of writing a path on the server."""

from __future__ import annotations

import io
from typing import Any

import pytest
from textual.widgets import Button, Input

from notalone_tui.engine import Game, GameConfig
from notalone_tui.records import GameRecord
from notalone_tui.tui import app as app_module
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.export import ExportScreen


class WebApp(NotAloneApp):
    """The app as a textual-serve tab runs it, its deliveries kept."""

    delivered: list[tuple[str, dict[str, Any]]]

    @property
    def is_web(self) -> bool:
        return True

    def deliver_text(self, path_or_file: Any, **options: Any) -> str | None:
        assert isinstance(path_or_file, io.StringIO)
        self.delivered.append((path_or_file.getvalue(), options))
        return "key"


@pytest.fixture(autouse=True)
def _no_input_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "INPUT_GUARD", 0.0)


@pytest.mark.parametrize("typed", [None, "our game", "/etc/evening.json"])
async def test_export_in_a_browser_is_a_download(typed: str | None) -> None:
    game = Game.new(GameConfig(names=("Ada", "Ben", "Cleo"), creature_seat=0), seed=4)
    app = WebApp(game, bots={2: "random"}, bot_delay=0)
    app.delivered = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.export_record()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExportScreen)
        field = screen.query_one(Input)
        assert "/" not in field.value and field.value.endswith(".json")  # a file name only
        assert str(screen.query_one("#export-save", Button).label) == "Download"
        if typed is not None:
            field.value = typed
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, ExportScreen)
    assert len(app.delivered) == 1
    text, options = app.delivered[0]
    expected = {None: field.value, "our game": "our game.json",
                "/etc/evening.json": "evening.json"}[typed]
    assert options["save_filename"] == expected
    assert options["open_method"] == "download"
    assert options["mime_type"] == "application/json"
    record = GameRecord.from_json(text)
    assert list(record.names) == ["Ada", "Ben", "Cleo"] and record.bots == {2: "random"}
