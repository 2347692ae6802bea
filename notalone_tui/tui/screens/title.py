"""The title screen: start a game, read the rules, or quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.widgets import Button, Static

from ..footer import SteadyFooter
from ..requests import HelpRequested, NewGameRequested, ResumeRequested
from .base import BaseScreen

if TYPE_CHECKING:
    from notalone_tui.saves import SavedGame

BANNER = r"""
 _   _       _        _    _
| \ | | ___ | |_     / \  | | ___  _ __   ___
|  \| |/ _ \| __|   / _ \ | |/ _ \| '_ \ / _ \
| |\  | (_) | |_   / ___ \| | (_) | | | |  __/
|_| \_|\___/ \__| /_/   \_\_|\___/|_| |_|\___|
""".strip("\n")


class TitleScreen(BaseScreen):
    CSS_PATH = ["common.tcss", "title.tcss"]
    BINDINGS = [
        Binding("c", "continue_game", "Continue"),
        Binding("n", "new_game", "New game"),
        Binding("r", "app.help('rules')", "Rules & cards"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        with Vertical(id="title-body"):
            with Center():
                yield Static(BANNER, id="banner")
            yield Static("Survive Artemia — a hot-seat game for 2 to 7 players", id="tagline")
            with Center(id="menu"):
                yield Button("Continue", id="continue", variant="success")
                yield Button("New game", id="new-game", variant="primary")
                yield Button("Rules & cards", id="rules")
                yield Button("Quit", id="quit", variant="error")
            yield Static("", id="saved-game")
        yield SteadyFooter()

    saved: SavedGame | None = None

    def on_mount(self) -> None:
        self.query_one("#continue", Button).display = False
        self.query_one("#new-game", Button).focus()

    def on_screen_resume(self) -> None:
        """Look for a saved game each time the title shows, the first time included.

        Reading a save means importing the engine and pydantic, which would hold
        up the first paint even in a thread (they hold the GIL while they load):
        so that happens, off the event loop, only when there is a save to read."""
        self.run_worker(self._look_for_save, thread=True, group="saves", exclusive=True)

    def _look_for_save(self) -> None:
        from notalone_tui.paths import autosave_path

        if not autosave_path().exists():
            saved, problem = None, None
        else:
            from notalone_tui.saves import find_autosave

            saved, problem = find_autosave()
        self.app.call_from_thread(self._show_save, saved, problem)

    def _show_save(self, saved: SavedGame | None, problem: str | None) -> None:
        if not self.is_attached or not self.is_current:
            return  # a game replaced the title while the save was being read
        self.saved = saved
        button = self.query_one("#continue", Button)
        note = self.query_one("#saved-game", Static)
        button.display = saved is not None
        if saved is not None:
            note.update(f"Saved game: {saved.describe()}")
            if self.focused is None or self.focused.id == "new-game":
                button.focus()
        elif problem:
            note.update(f"The saved game cannot be continued: {problem}")
        else:
            note.update("")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "continue_game":
            return self.saved is not None
        return True

    def action_continue_game(self) -> None:
        saved = self.saved
        if saved is None:
            return
        self.saved = None
        self.query_one("#continue", Button).display = False
        self.query_one("#saved-game", Static).update("")
        self.post_message(ResumeRequested(saved.game, saved.bots))

    @on(Button.Pressed, "#continue")
    def _continue(self) -> None:
        self.action_continue_game()

    def action_new_game(self) -> None:
        """A new game will overwrite the autosave: ask first when one is waiting."""
        if self.saved is None:
            self.post_message(NewGameRequested())
            return
        from .confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if yes:
                self.post_message(NewGameRequested())

        self.app.push_screen(
            ConfirmScreen(f"A game is saved ({self.saved.describe()}). A new game will "
                          "replace it once it starts. Set up a new game anyway?",
                          yes="New game"),
            answered,
        )

    @on(Button.Pressed, "#new-game")
    def _new(self) -> None:
        self.action_new_game()

    @on(Button.Pressed, "#rules")
    def _rules(self) -> None:
        self.post_message(HelpRequested("rules"))

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()
