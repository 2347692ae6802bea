"""Export a game record: ask where, write it atomically, say where it went.

In a browser tab (``notalone serve``) the game's files live on the server, so
the record is offered as a download instead, through Textual's own delivery
(``App.deliver_text``): the player names the file, the browser saves it."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Static

from notalone_tui.engine import Game
from notalone_tui.i18n.current import N_, _
from notalone_tui.i18n.names import file_part, visible

from ..footer import SteadyFooter
from .base import Dialog


def default_export_path(game: Game) -> Path:
    """Where a record goes unless the player says otherwise: a file in the
    documents folder named after the time and the players, each name reduced to
    letters, digits, "-" and "_" (a name is any text: "[/]", "../x", an escape
    code must not make a folder, climb out of this one or reach the terminal)."""
    from platformdirs import user_documents_path

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    names = "-".join(file_part(n) for n in game.state.config.names)[:60]
    return user_documents_path() / "notalone" / f"notalone-{stamp}-{names}.json"


class ExportScreen(Dialog[Path | None]):
    """Dismisses with the path written, or None when cancelled.

    It has a footer of its own: a modal screen lets the screen below show
    through, footer included, which would offer that screen's keys ("n New
    game", "q Quit") while none of them works here."""

    DEFAULT_CSS = """
    ExportScreen { align: center middle; }
    #export-box {
        width: 76; max-width: 100%; height: auto;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    #export-box Input { margin: 1 0; }
    #export-error { color: $error; height: auto; }
    #export-buttons { height: auto; align-horizontal: right; }
    #export-buttons Button { margin-left: 1; }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, game: Game, bots: dict[int, str],
                 hints: dict[int, int] | None = None) -> None:
        super().__init__()
        self.game = game
        self.bots = bots
        self.hints = hints

    def compose(self) -> ComposeResult:
        default = default_export_path(self.game)
        web = self.app.is_web
        with Vertical(id="export-box"):
            yield Static(_("Download the game record (JSON). It holds every hidden card: "
                           "share it after the game.") if web else
                         _("Export the game record (JSON). It holds every hidden card: "
                           "share it after the game."), id="export-title")
            yield Input(default.name if web else str(default), id="export-path")
            # A path and an OS message: shown as typed, never as markup.
            yield Static("", id="export-error", markup=False)
            with Horizontal(id="export-buttons"):
                yield Button(_("Cancel"), id="export-cancel")
                yield Button(_("Download") if web else _("Save"),
                             id="export-save", variant="primary")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#export-cancel")
    def _cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    @on(Button.Pressed, "#export-save")
    def _save(self) -> None:
        from notalone_tui.atomic import write_atomic
        from notalone_tui.records import GameRecord

        text = self.query_one(Input).value.strip()
        if not text:
            self.query_one("#export-error", Static).update(_("Please type a file name."))
            return
        if self.app.is_web:
            self._download(text)
            return
        path = Path(text).expanduser()
        if path.is_dir():
            path = path / default_export_path(self.game).name
        try:
            write_atomic(path, GameRecord.of(self.game, self.bots, hints=self.hints).to_json())
        except OSError as exc:
            self.query_one("#export-error", Static).update(
                _("Could not write {path}: {reason}").format(
                    path=visible(str(path)), reason=exc.strerror or exc))
            return
        self.app.notify(_("Game record saved to {path}").format(path=visible(str(path))),
                        timeout=6, markup=False)
        self.dismiss(path)

    def _download(self, text: str) -> None:
        """Hand the record to the browser; it arrives as a download named
        ``text`` (a bare name: the server's folders mean nothing there)."""
        from notalone_tui.records import GameRecord

        name = Path(text).name
        if not name.lower().endswith(".json"):
            name += ".json"
        self.app.deliver_text(io.StringIO(GameRecord.of(self.game, self.bots,
                                                        hints=self.hints).to_json()),
                              save_filename=name, open_method="download",
                              mime_type="application/json")
        self.app.notify(_("Your browser is downloading the game record as {name}").format(
            name=visible(name)), timeout=6, markup=False)
        self.dismiss(None)
