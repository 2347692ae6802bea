"""Private screens: one seat's own cards and choices, shown only after a handoff.

They render the view of the seat in front of the screen and nothing else, so
they cannot show another seat's secrets. The Creature's screen adds keyboard
and mouse placement of tokens on Artemia's grid.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from notalone_tui.engine import DecisionView, GameView, Kind, Option, Verb

from ..footer import SteadyFooter
from ..labels import rules_of
from ..widgets import ArtemiaGrid, DecisionPanel, GameLog, HandPanel, PlaceCell
from .base import PayloadScreen
from .table import status_line

PLACE_KEYS = {str(n % 10): n for n in range(1, 11)}


class PrivateScreen(PayloadScreen):
    """A seat's private screen: their cards, their decision, their private log.

    One instance per seat is kept for the whole game and refreshed with
    :meth:`present`; it is only ever shown after that seat's handoff."""

    CSS_PATH = ["common.tcss", "private.tcss"]

    def __init__(self, seat: int, role: str) -> None:
        super().__init__(classes=f"private {role.lower()}")
        self.seat = seat
        self.role = role
        #: The seat's pending decision as its own view shows it (None with a message).
        self.decision: DecisionView | None = None
        #: The flow's serial for what is on show (see :attr:`HotSeat.serial`).
        self.serial: int | None = None
        self.info: tuple[str, ...] = ()
        self.view: GameView | None = None
        self.log_lines: list[str] = []

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        yield Static("", id="status")
        if self.role == "Creature":
            yield ArtemiaGrid(id="grid")
        with Horizontal(id="lower"):
            with VerticalScroll(id="hand-scroll"):
                yield HandPanel(id="hand")
            yield DecisionPanel(id="decision")
        yield GameLog(id="log")
        yield SteadyFooter()

    def present(self, decision: DecisionView | None, serial: int, info: tuple[str, ...],
                view: GameView, log: list[str]) -> None:
        """Show ``decision`` (this seat's, from ``view.pending``) or, without one,
        the private ``info`` lines; ``serial`` goes with any choice made here."""
        self.decision = decision
        self.serial = serial
        self.info = info
        self.view = view
        self.log_lines = log
        self.reset()
        self.updated()

    def reset(self) -> None:
        """Forget per-decision state (overridden by the Creature's screen)."""

    def render_payload(self) -> None:
        view = self.view
        if view is None or not self.begin_render():
            return
        name = view.names[self.seat]
        self.query_one("#status", Static).update(
            status_line(view, f"{name}'s private screen ({self.role})")
        )
        options = self._options()
        self.query_one(HandPanel).show(view, options, self.words)
        self.query_one(GameLog).show_lines(self.log_lines)
        panel = self.query_one(DecisionPanel)
        panel.decision = self.decision
        panel.serial = self.serial
        panel.words = self.words
        if self.decision is not None:
            panel.show(self.say(self.decision.prompt), self.decision.kind, options, view)
        else:
            panel.show_message("Only for your eyes:", self.info, view, "Hide this screen")
        panel.focus_options()

    def _options(self) -> tuple[Option, ...]:
        """The options of the decision on show (a seat's own view always has them)."""
        if self.decision is None:
            return ()
        return self.decision.options or ()

    @on(DecisionPanel.Acknowledged)
    def _acknowledged(self) -> None:
        self.app.dismiss_info()  # type: ignore[attr-defined]

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        # The serial the option was picked under, not the one on show now: two
        # quick Enters may pick twice before the screen moves to the next decision.
        if event.serial is not None:
            self.app.choose(event.option, event.serial)  # type: ignore[attr-defined]


class HuntedScreen(PrivateScreen):
    pass


class CreatureScreen(PrivateScreen):
    """Adds token placement on the grid: 1-0 pick a place, arrows move, Enter places,
    t switches token; two-place tokens take two adjacent places."""

    BINDINGS = [
        Binding("1", "place(1)", "Pick place", key_display="1-0"),
        *[Binding(k, f"place({n})", show=False) for k, n in PLACE_KEYS.items() if k != "1"],
        Binding("t", "next_token", "Switch token"),
        Binding("g", "focus_grid", "Grid"),
    ]

    def __init__(self, seat: int, role: str) -> None:
        super().__init__(seat, role)
        self.cursor = 1
        self.first_place = 0
        self.token = ""

    def reset(self) -> None:
        self.first_place = 0
        tokens = self._tokens()
        self.token = tokens[0] if tokens else ""

    def on_mount(self) -> None:
        self.query_one(ArtemiaGrid).can_focus = True

    def _tokens(self) -> list[str]:
        present = {o.card for o in self._options() if o.verb is Verb.TOKEN}
        return [t.id for t in rules_of(self.view).tokens if t.id in present]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_token":
            return len(self._tokens()) > 1
        if action in ("place", "focus_grid"):
            return self._place_options() != []
        return True

    def _place_options(self) -> list[Option]:
        return [o for o in self._options()
                if o.verb in (Verb.TOKEN, Verb.CHOOSE) and (o.places or o.place)]

    def render_payload(self) -> None:
        super().render_payload()
        if self.view is not None and self.ready:  # not composed yet: drawn once it is
            self._draw()

    def _draw(self) -> None:
        if self.view is None:
            return
        marked = (self.first_place,) if self.first_place else ()
        hint = ""
        if self.token:
            hint = f" · {rules_of(self.view).token(self.token).name}"
        grid = self.query_one(ArtemiaGrid)
        grid.set_cursor(self.cursor)
        grid.show(self.view, marked, self.words)
        if hint:
            status = self.query_one("#status", Static)
            status.update(str(status.content) + hint)

    def action_next_token(self) -> None:
        tokens = self._tokens()
        if tokens:
            self.token = tokens[(tokens.index(self.token) + 1) % len(tokens)]
            self.first_place = 0
            self.render_payload()

    def action_focus_grid(self) -> None:
        self.query_one(ArtemiaGrid).focus()

    def action_place(self, number: int) -> None:
        self.cursor = number
        # No decision while a private message shows (Phobia's reveal): a click on
        # the grid, or Enter on it, only moves the cursor.
        option = self._option_for(number) if self.decision is not None else None
        if option is not None:
            self.query_one(DecisionPanel).choose(option)
        else:
            self._draw()

    def _option_for(self, number: int) -> Option | None:
        assert self.decision is not None
        options = self._options()
        kind = self.decision.kind
        if kind in (Kind.HUNT, Kind.FORCE_FIELD):
            token = self.token  # the token the options lay (Force Field: the Target)
            single = Option(Verb.TOKEN, card=token, places=(number,))
            if single in options:
                return single
            pairs = [o for o in options if o.verb is Verb.TOKEN and o.card == token
                     and len(o.places) == 2]
            if not pairs:
                return None
            adjacent = rules_of(self.view).adjacent
            if self.first_place and number in adjacent[self.first_place]:
                pair = Option(Verb.TOKEN, card=token,
                              places=tuple(sorted((self.first_place, number))))
                self.first_place = 0
                return pair if pair in options else None
            self.first_place = number
            return None
        matches = [o for o in options if o.verb is Verb.CHOOSE and o.place == number]
        return matches[0] if len(matches) == 1 else None

    @on(PlaceCell.Clicked)
    def _clicked(self, event: PlaceCell.Clicked) -> None:
        self.action_place(event.number)
