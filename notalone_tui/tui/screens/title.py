"""The title screen: start a game, read the rules, or quit."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.widgets import Button, Footer, Static

from .base import BaseScreen

BANNER = r"""
 _   _       _        _    _
| \ | | ___ | |_     / \  | | ___  _ __   ___
|  \| |/ _ \| __|   / _ \ | |/ _ \| '_ \ / _ \
| |\  | (_) | |_   / ___ \| | (_) | | | |  __/
|_| \_|\___/ \__| /_/   \_\_|\___/|_| |_|\___|
"""


class TitleScreen(BaseScreen):
    CSS_PATH = ["common.tcss", "title.tcss"]
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("r", "app.help('rules')", "Rules & cards"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        with Vertical(id="title-body"):
            yield Static(BANNER, id="banner")
            yield Static("Survive Artemia — a hot-seat game for 2 to 7 players", id="tagline")
            with Center(id="menu"):
                # Continue / Load slot in here once saved games exist.
                yield Button("New game", id="new-game", variant="primary")
                yield Button("Rules & cards", id="rules")
                yield Button("Quit", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#new-game", Button).focus()

    def action_new_game(self) -> None:
        self.app.new_game()  # type: ignore[attr-defined]

    @on(Button.Pressed, "#new-game")
    def _new(self) -> None:
        self.action_new_game()

    @on(Button.Pressed, "#rules")
    def _rules(self) -> None:
        self.app.action_help("rules")  # type: ignore[attr-defined]

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()
