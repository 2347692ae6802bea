"""The title screen: start a game, read the rules, or quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Button, Static

from notalone_tui.i18n.current import N_, _, language
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.i18n.names import visible

from ..footer import SteadyFooter
from ..requests import GuidedGameRequested, HelpRequested, NewGameRequested, ResumeRequested
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
        Binding("c", "continue_game", N_("Continue")),
        Binding("n", "new_game", N_("New game")),
        # TRANSLATORS: the title screen's key in the footer, short (the footer is
        # full at 80 columns): the guided first game, where the rules are explained.
        Binding("g", "guided_game", N_("Guided")),
        # The same as "? Help" (the rules): its button shows it, the footer
        # keeps its room for the guided game's key.
        Binding("r", "app.help('rules')", N_("Rules & cards"), show=False),
        Binding("l", "language", N_("Language")),
        Binding("q", "app.quit", N_("Quit")),
    ]
    #: The menu's buttons: id and label.
    BUTTONS = {
        "continue": N_("Continue"),
        "new-game": N_("New game"),
        # TRANSLATORS: the title screen's button: a first game where the rules are explained.
        "guided": N_("Guided first game"),
        "rules": N_("Rules & cards"),
        "quit": N_("Quit"),
    }
    #: The buttons row by row: the guided game beside the new game, as the
    #: other way to start one (a row of its own would not fit 80×24 with a save).
    ROWS = (("continue",), ("new-game", "guided"), ("rules",), ("quit",))
    TAGLINE = N_("Survive Artemia — a hot-seat game for 2 to 7 players")

    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        with Vertical(id="title-body"):
            with Center():
                yield Static(BANNER, id="banner")
            yield Static(_(self.TAGLINE), id="tagline")
            with Center(id="menu"):
                variants = {"continue": "success", "new-game": "primary", "quit": "error"}
                for row in self.ROWS:
                    with Horizontal(classes="menu-row"):
                        for button_id in row:
                            yield Button(_(self.BUTTONS[button_id]), id=button_id,
                                         variant=variants.get(button_id, "default"))  # type: ignore[arg-type]
            yield Static(self._language_line(), id="language-line")
            # Names the saved game's players (any text a file holds): never markup.
            yield Static("", id="saved-game", markup=False)
        yield SteadyFooter()

    saved: SavedGame | None = None
    _save_note: tuple[str, str] | None = None

    @staticmethod
    def _language_line() -> str:
        return _("Language: {name} (l to change)").format(name=LANGUAGES[language()])

    def reword(self) -> None:
        """Say everything again in the language just chosen."""
        self.query_one("#tagline", Static).update(_(self.TAGLINE))
        for button_id, label in self.BUTTONS.items():
            self.query_one(f"#{button_id}", Button).label = _(label)
        self.query_one("#language-line", Static).update(self._language_line())
        self._show_note()

    def action_language(self) -> None:
        from .language import LanguageScreen

        def chosen(code: str | None) -> None:
            if code is not None and code != language():
                self.app.switch_language(code)  # type: ignore[attr-defined]

        self.app.push_screen(LanguageScreen(), chosen)

    def _show_note(self) -> None:
        note = self.query_one("#saved-game", Static)
        if self._save_note is None:
            note.update("")
            return
        kind, detail = self._save_note
        detail = visible(detail)
        if kind == "saved":
            note.update(_("Saved game: {what}").format(what=detail))
        else:
            note.update(_("The saved game cannot be continued: {problem}").format(
                problem=detail))

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
        button.display = saved is not None
        if saved is not None:
            self._save_note = ("saved", saved.describe())
            if self.focused is None or self.focused.id == "new-game":
                button.focus()
        elif problem:
            self._save_note = ("problem", problem)
        else:
            self._save_note = None
        self._show_note()
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
        self._save_note = None
        self._show_note()
        self.post_message(ResumeRequested(saved.game, saved.bots, saved.hints))

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
            ConfirmScreen(_("A game is saved ({what}). A new game will replace it once it "
                            "starts. Set up a new game anyway?").format(
                what=visible(self.saved.describe())), yes=_("New game")),
            answered,
        )

    @on(Button.Pressed, "#new-game")
    def _new(self) -> None:
        self.action_new_game()

    def action_guided_game(self) -> None:
        """A first game against the computer, the rules explained as they apply:
        the player's name first. (It is not saved, so no saved game is replaced.)"""
        from ..guide.name import NameScreen

        def named(name: str | None) -> None:
            if name is not None:
                self.post_message(GuidedGameRequested(name))

        self.app.push_screen(NameScreen(), named)

    @on(Button.Pressed, "#guided")
    def _guided(self) -> None:
        self.action_guided_game()

    @on(Button.Pressed, "#rules")
    def _rules(self) -> None:
        self.post_message(HelpRequested("rules"))

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()
