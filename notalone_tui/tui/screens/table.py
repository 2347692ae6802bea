"""The public table: Artemia, the tracks, every player's public facts, the log,
and the decisions the whole table may watch (card windows, the Reckoning)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from notalone_tui.engine import DecisionView, GameView
from notalone_tui.i18n.current import N_, _, card_name, current, name_of, phase_name
from notalone_tui.i18n.names import shown_name

from ..footer import SteadyFooter
from ..labels import rules_of
from ..pace import SKIP_KEY
from ..packs import presentation_of
from ..requests import OptionChosen, ReviewRead
from ..updates import SizedScroll, show_content
from ..widgets.artemia_grid import ArtemiaGrid
from ..widgets.board_panel import BoardPanel
from ..widgets.decision_panel import Confirmation, DecisionPanel
from ..widgets.game_log import GameLog
from ..widgets.players_panel import PlayersPanel
from ..widgets.status_line import StatusLine
from ..widgets.track_panel import TrackPanel
from .base import PayloadScreen

if TYPE_CHECKING:
    from ..app import NotAloneApp

#: The cards whose effect the view flags apart (named as the catalogue names them).
SMOKESCREEN, DESPAIR = "survival-smokescreen", "hunt-despair"


def status_line(view: GameView, who: str = "", named_phase: bool = True) -> str:
    """The header: ``who`` first (the seat in front of a private screen, or who
    decides at the table), so a narrow terminal cuts the list of effects rather
    than the name; then the turn, the phase and what is in effect, each once.
    Without ``named_phase`` the phase goes by its number alone: the shorter
    wording, where the whole line would not fit (see :class:`StatusLine`)."""
    rules = rules_of(view)
    phase = phase_name(rules, view.phase) if view.phase else ""
    parts = [who] if who else []
    if named_phase:
        parts.append(_("Turn {turn} · Phase {number}: {phase}").format(
            turn=view.turn, number=view.phase, phase=phase))
    else:
        # TRANSLATORS: the status line's turn and phase where there is no room
        # for the phase's name ("Turn {turn} · Phase {number}: {phase}").
        parts.append(_("Turn {turn} · Phase {number}").format(
            turn=view.turn, number=view.phase))
    effects = [card_name(rules, e) for e in view.effects]
    if view.smokescreen:
        effects.append(current().content(SMOKESCREEN, "name", "Smokescreen"))
    if view.despair:  # the card is among the effects too: named once
        effects.append(current().content(DESPAIR, "name", "Despair"))
    if effects:
        parts.append(_("in effect: {effects}").format(effects=", ".join(dict.fromkeys(effects))))
    if view.phase <= 2:
        for track in view.tracks:
            if track.symbol and track.on_symbol:
                parts.append(f"{name_of(rules.token(track.symbol))} ◎")
    return " · ".join(parts)


class TableScreen(PayloadScreen):
    CSS_PATH = ["common.tcss", "table.tcss"]
    #: Which options ask for confirmation first (the controller's rule, set by present).
    confirm: Confirmation | None = None
    #: A screen shown again with nothing focused focuses the decision's list.
    AUTO_FOCUS = "#decision-options"
    BINDINGS = [
        Binding("tab", "app.focus_next", N_("Next area"), show=False),
        # TRANSLATORS: a key's label in the footer: pick an option of the list.
        Binding("1", "pick(0)", N_("Pick"), key_display="1-9"),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(2, 10)],
        # TRANSLATORS: a key's label in the footer: stop waiting for a computer player.
        Binding(SKIP_KEY, "skip_wait", N_("Skip wait")),
        # TRANSLATORS: a key's label in the footer: computer players' pace (fast, normal, slow).
        Binding("p", "cycle_pace", N_("Pace")),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("skip_wait", "cycle_pace"):
            # Offered while a computer plays: a game without one has no pace.
            controller = getattr(self.app, "controller", None)
            if controller is None or not controller.bot_levels:
                return False
            return controller.bot_waiting if action == "skip_wait" else True
        if action == "pick":
            panel = self.query_one(DecisionPanel)
            return (panel.kind is not None and not panel.acknowledging
                    and panel.confirming is None and bool(panel.options))
        return True

    def action_skip_wait(self) -> None:
        cast("NotAloneApp", self.app).skip_wait()

    def action_cycle_pace(self) -> None:
        cast("NotAloneApp", self.app).cycle_pace()

    def action_pick(self, index: int) -> None:
        """A number key picks the option with that number (the list shows them):
        one key for the table's commonest answers ("1 Nobody: carry on")."""
        panel = self.query_one(DecisionPanel)
        if panel.kind is None or panel.acknowledging or panel.confirming is not None:
            return
        if self.numbers:  # the card window's numbers, which skip whoever is not asked
            key = str(index + 1)
            if key in self.numbers:
                panel.choose(panel.options[self.numbers.index(key)])
            return
        if 0 <= index < len(panel.options):
            panel.choose(panel.options[index])

    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        yield StatusLine("", id="status")
        yield ArtemiaGrid(id="grid")
        # A page explaining a public decision where the grid was (Frozen
        # Lands' team choice: the places play no part in it, the tracks and
        # tokens stay in view).
        yield Static("", id="team-choice", markup=False)
        # A rule set's board, across the screen (hidden in other games).
        yield BoardPanel(id="board")
        with Horizontal(id="lower"):
            with Vertical(id="left"):
                yield TrackPanel(id="tracks")
                yield DecisionPanel(id="decision", numbered=True)
            with Vertical(id="right"):
                with SizedScroll(id="players-scroll"):
                    yield PlayersPanel(id="players")
                yield GameLog(id="log")
        yield SteadyFooter()

    payload: tuple[GameView, list[str], DecisionView | None, str] | None = None
    review: tuple[str, ...] = ()
    #: A public decision shown for what it decides, answered elsewhere (see present).
    explain: DecisionView | None = None
    for_computer: bool = False
    numbers: tuple[str, ...] = ()
    note: str = ""
    #: The flow's serial for what is on show (see :attr:`HotSeat.serial`).
    serial: int | None = None

    def present(self, view: GameView, log: list[str], decision: DecisionView | None,
                serial: int, acting: str = "", review: tuple[str, ...] = (),
                confirm: Confirmation | None = None,
                explain: DecisionView | None = None, for_computer: bool = False,
                numbers: tuple[str, ...] = (), note: str = "") -> None:
        """Show the public ``view``, and ``decision`` if the table decides one (a
        public decision, whose options every seat's view has); ``serial`` goes
        with any choice made here, ``confirm`` says which options ask for
        confirmation first. ``explain``: a public decision somebody else
        answers (a computer entering the team's choice), shown with its
        explanation but without its options. ``for_computer``: the people at
        the table enter ``decision`` for the computer it is asked of.
        ``numbers``: what each option's number is, where not its place in the
        list (the card window's stable numbers); ``note``: a line under the prompt."""
        self.numbers = numbers
        self.note = note
        self.confirm = confirm
        self.explain = explain
        self.for_computer = for_computer
        self.payload = (view, log, decision, acting)
        self.serial = serial
        self.review = review
        self.updated()

    #: Whether the terminal is large (see :meth:`fitted`).
    large = False

    def fitted(self, large: bool) -> None:
        """A large terminal gets four lines a place and a rule set's board in
        full (the decision on show is not drawn again: its highlight stays)."""
        self.large = large
        if self.ready and self.payload is not None:
            self._fit_board(self.payload[0])

    def _fit_board(self, view: GameView) -> None:
        crowded = presentation_of(view).crowded(view)
        self.set_class(crowded, "-crowded")
        self.query_one(ArtemiaGrid).set_lines(2 if crowded and not self.large else 4)
        panel = self.query_one(BoardPanel)
        panel.set_roomy(self.large)
        panel.show(view)

    def render_payload(self) -> None:
        if self.payload is None or not self.begin_render():
            return
        view, log, decision, acting = self.payload
        # The Creature's abilities take a line of the players panel (see table.tcss).
        pages = presentation_of(view)
        self.set_class(self.words is not None and any(
            hook(view, self.words) for hook in pages.creature_abilities), "-sheets")
        # A board that takes lines under the grid (Sanctuary's): in a small
        # terminal the places take two lines each, as on the private screens
        # (the name and the reserve; the tokens and the figures).
        self._fit_board(view)
        self.query_one("#status", StatusLine).show(status_line(view, acting),
                                                   status_line(view, acting, named_phase=False))
        team = pages.page(decision) is not None and not self.review
        shown = decision if team else self.explain
        page = None if self.review else pages.page(shown)
        self.query_one(ArtemiaGrid).display = page is None
        explained = self.query_one("#team-choice", Static)
        explained.display = page is not None
        if page is not None:
            assert shown is not None
            show_content(explained, page.text(view, shown, self.for_computer))
        self.query_one(ArtemiaGrid).show(view, (), self.words)
        self.query_one(TrackPanel).show(view)
        self.query_one(PlayersPanel).show(view, self.words)
        self.query_one(GameLog).show_lines(log)
        panel = self.query_one(DecisionPanel)
        panel.decision = decision
        panel.serial = self.serial
        panel.words = self.words
        if self.confirm is not None:
            panel.confirmation = self.confirm
        if self.review:
            panel.show_message(_("What just happened:"), self.review, view)
            panel.focus_options()
        elif decision is None:
            panel.show("", None, (), view)
        else:
            prompt = self.say(decision.prompt)
            if team:  # the page above says the rest; the options keep their room
                prompt = _("{name} enters what the team decides:").format(
                    name=shown_name(view.names[decision.seat]))
            if self.note:
                prompt = f"{prompt}\n{self.note}"
            panel.show(prompt, decision.kind, decision.options or (), view, self.numbers)
            panel.focus_options()

    @on(DecisionPanel.Acknowledged)
    def _acknowledged(self) -> None:
        self.post_message(ReviewRead())

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        # The serial the option was picked under, not the one on show now: two
        # quick Enters may pick twice before the table moves to the next decision.
        if event.serial is not None:
            self.post_message(OptionChosen(event.option, event.serial))
