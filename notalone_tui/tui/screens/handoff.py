"""The opaque handoff screen: nothing secret, just whose turn it is to look."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Middle
from textual.widgets import Static

from ..footer import SteadyFooter
from ..requests import FirstClaimed, HandoffConfirmed, TakeBackRequested
from ..updates import SizedCenter, SizedStatic, show_content

# The app asks about this screen on the title screen, before any game module
# loads: the light N_() and _() of .base (see its CURRENT).
from .base import N_, BaseScreen, _, role_word


class HandoffScreen(BaseScreen):
    """A full, opaque screen (never a modal over secrets) naming the next player.

    It also confirms the choice that handed the keyboard on: until the next
    player presses Enter, Esc takes that choice back (``back`` says whose), so
    choices that pass the keyboard need no "Confirm?" of their own.

    Its lines name players (``name``, and the names in ``back`` and ``first``):
    text, never markup (see :mod:`notalone_tui.i18n.names`), so every line is
    a ``Static`` that does not parse markup."""

    CSS_PATH = "handoff.tcss"
    BINDINGS = [
        Binding("enter", "continue", N_("I am the only one looking"), priority=True),
        Binding("escape", "take_back", N_("Take it back")),
        Binding("c", "first", N_("Creature plays first")),
    ]

    def __init__(self, name: str = "", role: str = "") -> None:
        super().__init__()
        self.player = name
        self.role = role
        #: What Esc takes back here ("" when nothing can be): shown under the hint.
        self.back = ""
        #: The question this handoff also asks the table ("" if none): whether
        #: the Creature plays a card before the Hunted explore (R8); ``c`` is yes.
        self.first = ""

    def set_player(self, name: str, role: str, back: str = "", first: str = "") -> None:
        """Reuse this screen for the next handoff."""
        changed = (back, first) != (self.back, self.first)
        self.player = name
        self.role = role
        self.back = back
        self.first = first
        if self.is_mounted:
            show_content(self.query_one("#handoff-title", Static), self._title())
            show_content(self.query_one("#handoff-hint", Static), self._hint())
            for line, text in (("#handoff-back", back), ("#handoff-first", first)):
                static = self.query_one(line, Static)
                show_content(static, text)
                static.display = bool(text)
            if changed:
                self.refresh_bindings()

    def _title(self) -> str:
        return _("Pass the keyboard to {name} ({role})").format(
            name=self.player, role=role_word(self.role))

    def _hint(self) -> str:
        return _("Press Enter when only {name} can see the screen.").format(name=self.player)

    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        with Middle(id="handoff-body"):
            with SizedCenter():
                yield SizedStatic(self._title(), id="handoff-title", markup=False)
            with SizedCenter():
                yield SizedStatic(self._hint(), id="handoff-hint", markup=False)
            with SizedCenter():
                first = SizedStatic(self.first, id="handoff-first", markup=False)
                first.display = bool(self.first)
                yield first
            with SizedCenter():
                back = SizedStatic(self.back, id="handoff-back", markup=False)
                back.display = bool(self.back)
                yield back
        yield SteadyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back":
            return bool(self.back)
        if action == "first":
            return bool(self.first)
        return True

    def action_continue(self) -> None:
        self.post_message(HandoffConfirmed())

    def action_take_back(self) -> None:
        self.post_message(TakeBackRequested())

    def action_first(self) -> None:
        self.post_message(FirstClaimed())
