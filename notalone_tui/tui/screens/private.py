"""Private screens: one seat's own cards and choices, shown only after a handoff.

They render the view of the seat in front of the screen and nothing else, so
they cannot show another seat's secrets. Beside the seat's cards they show the
board as the table does (the grid, the tracks, every player's public facts),
compactly in a small terminal, so nobody has to memorise the table before a
handoff. Number keys, the grid and clicks on it pick places; the Creature's
screen adds the placement of tokens.
"""

from __future__ import annotations

from typing import NamedTuple

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from notalone_tui.engine import DecisionView, GameView, Kind, Option, Verb
from notalone_tui.i18n.current import N_, _, name_of
from notalone_tui.i18n.names import shown_name

from ..footer import SteadyFooter
from ..labels import option_label, rules_of
from ..packs import presentation_of
from ..requests import HintRequested, InfoRead, OptionChosen
from ..updates import SizedScroll
from ..widgets.artemia_grid import ArtemiaGrid
from ..widgets.board_panel import BoardPanel
from ..widgets.compact_grid import CompactGrid
from ..widgets.decision_options import DecisionOptions
from ..widgets.decision_panel import Confirmation, DecisionPanel
from ..widgets.game_log import GameLog
from ..widgets.hand_panel import HandPanel, OwnCards
from ..widgets.place_cell import PlaceCell
from ..widgets.players_panel import PlayersPanel
from ..widgets.status_line import StatusLine
from ..widgets.track_panel import TrackPanel
from .base import PayloadScreen, role_word
from .table import status_line

PLACE_KEYS = {str(n % 10): n for n in range(1, 11)}
KEY_OF_PLACE = {n: k for k, n in PLACE_KEYS.items()}
#: Letters that pick, in list order, the options no place key picks (a card to
#: play, resist, finish...): "g" is the grid's key, "h" the hint's and "t" the
#: Creature's token.
LETTERS = "abcdefijklmnopqrsuvwxyz"


class HintLine(Static):
    """The hint asked for with ``h``: the standard player's choice and why, on
    this private screen only, until the next decision (or seat) comes."""

    DEFAULT_CSS = """
    HintLine {
        height: auto;
        max-height: 5;
        padding: 0 1;
        background: $boost;
        border-left: outer $success;
        display: none;
    }
    """

    def show_hint(self, text: str) -> None:
        self.update(text)
        self.display = True

    def clear(self) -> None:
        self.update("")
        self.display = False


class Parts(NamedTuple):
    """A private screen's widgets, built once and updated on every render."""

    status: StatusLine
    grid: CompactGrid
    tracks: TrackPanel
    board: BoardPanel
    players: PlayersPanel
    own: OwnCards
    hand: HandPanel
    log: GameLog
    decision: DecisionPanel


class PrivateScreen(PayloadScreen):
    """A seat's private screen: their cards, their decision, their private log,
    and the board.

    One instance per role is kept for the whole game, passed from seat to seat
    (:meth:`take_seat`) and refreshed with :meth:`present`; it is only ever
    shown after that seat's handoff.

    1-0 pick a place: the option that acts on that place alone if there is
    one (asking for confirmation where the choice needs it); where options
    name two places, two keys in a row pick the one naming both; else the
    list's highlight moves to the first option that names it."""

    CSS_PATH = ["common.tcss", "private.tcss"]
    #: Which options ask for confirmation first (the controller's rule, set by present).
    confirm: Confirmation | None = None
    #: A screen shown again with nothing focused focuses the decision's list.
    AUTO_FOCUS = "#decision-options"
    BINDINGS = [
        Binding("1", "place(1)", N_("Pick place"), key_display="1-0"),
        *[Binding(k, f"place({n})", show=False) for k, n in PLACE_KEYS.items() if k != "1"],
        # TRANSLATORS: a key's label in the footer: move to the grid of places.
        Binding("g", "focus_grid", N_("Grid")),
        # TRANSLATORS: a key's label in the footer: pick an option of the list.
        Binding("a", "letter('a')", N_("Pick"), key_display="a-z"),
        *[Binding(k, f"letter('{k}')", show=False) for k in LETTERS[1:]],
        # TRANSLATORS: a key's label in the footer: show the standard player's choice.
        Binding("h", "hint", N_("Hint")),
    ]
    #: Whether the game was set up with hints (``h`` shows one): set by the app.
    hints_on = False

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
        #: The grid's cursor, and the first of two places picked (a two-place token).
        self.cursor = 1
        self.first_place = 0

    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        yield StatusLine("", id="status")
        yield CompactGrid(id="grid")
        yield TrackPanel(id="tracks")
        # A rule set's board (Sanctuary's; hidden in other games).
        yield BoardPanel(id="board")
        with Horizontal(id="lower"):
            with Vertical(id="mine"):
                yield OwnCards(id="own")
                yield PlayersPanel(id="players")
                with SizedScroll(id="hand-scroll"):
                    yield HandPanel(id="hand")
            with Vertical(id="right"):
                yield HintLine("", id="hint", markup=False)
                yield DecisionPanel(id="decision")
                yield GameLog(id="log")
        # The hint's key joins the footer: compact, its keys still fit 80 columns.
        yield SteadyFooter(compact=self.hints_on)

    def on_mount(self) -> None:
        self.query_one(ArtemiaGrid).can_focus = True
        self.query_one(TrackPanel).set_compact(True)

    #: Whether the terminal is large (see :meth:`fitted`).
    large = False

    def fitted(self, large: bool) -> None:
        """A small terminal gets the compact grid (two lines a place) and players
        panel; a large one three lines a place, with the places' powers."""
        self.large = large
        self._fit_widgets()

    def _fit_widgets(self) -> None:
        # Also on every render: the nested panels may mount after the first fit.
        if self.ready:
            self.parts.grid.set_lines(3 if self.large else 2)
            self.parts.players.set_compact(not self.large)
            self.parts.hand.set_compact(not self.large)
            self.parts.board.set_roomy(self.large)

    _parts: Parts | None = None

    @property
    def parts(self) -> Parts:
        """The screen's widgets, looked up once (the screen must be ready)."""
        if self._parts is None:
            self._parts = Parts(
                self.query_one("#status", StatusLine), self.query_one(CompactGrid),
                self.query_one(TrackPanel), self.query_one(BoardPanel),
                self.query_one(PlayersPanel), self.query_one(OwnCards),
                self.query_one(HandPanel), self.query_one(GameLog),
                self.query_one(DecisionPanel))
        return self._parts

    def take_seat(self, seat: int) -> None:
        """Serve ``seat`` from now on (one screen serves every seat of a role).
        Only while the screen is not on show: the handoff screen stands between
        two seats, and the next seat's content is drawn before the switch."""
        if seat == self.seat:
            return
        if self.is_current:
            raise RuntimeError(f"the private screen on show cannot pass to seat {seat}")
        previous, self.seat = self.seat, seat
        self.cursor = 1
        self.first_place = 0
        if self.ready:
            # The log only ever appends: the last seat's private lines must go.
            self.parts.log.restart(seat, previous)
            self._clear_hint()

    def present(self, decision: DecisionView | None, serial: int, info: tuple[str, ...],
                view: GameView, log: list[str],
                confirm: Confirmation | None = None) -> None:
        """Show ``decision`` (this seat's, from ``view.pending``) or, without one,
        the private ``info`` lines; ``serial`` goes with any choice made here,
        ``confirm`` says which options ask for confirmation first."""
        self.confirm = confirm
        self.decision = decision
        self.serial = serial
        self.info = info
        self.view = view
        self.log_lines = log
        self.picks_places = any(o.place or o.places for o in self._options())
        self.reset()
        if self.ready:
            # Each decision opens on the seat's own cards, at the top of their
            # panel (where a decision before, or another seat, left it scrolled).
            self.query_one("#hand-scroll").scroll_home(animate=False)
        self._clear_hint()
        self.updated()

    #: Whether the decision on show has options that act on places.
    picks_places = False

    def reset(self) -> None:
        """Forget per-decision state."""
        self.first_place = 0

    def render_payload(self) -> None:
        view = self.view
        if view is None or not self.begin_render():
            return
        name = shown_name(view.names[self.seat])
        parts = self.parts
        # The players table's ability columns (characters, Avatars) need a
        # little more width.
        rules = rules_of(view)
        self.set_class(any(column.width(view, rules)
                           for column in presentation_of(view).ability_columns), "-sheets")
        parts.status.show(self.header(view, name), self.header(view, name, named_phase=False))
        options = self._options()
        self._fit_widgets()
        self._draw_grid()
        parts.tracks.show(view)
        parts.board.show(view)
        parts.players.show(view, self.words)
        if not self.large:
            parts.own.show(view, options)
        parts.hand.show(view, options, self.words, self.decision)
        parts.log.show_lines(self.log_lines)
        panel = parts.decision
        panel.decision = self.decision
        panel.serial = self.serial
        panel.words = self.words
        if self.confirm is not None:
            panel.confirmation = self.confirm
        self.shown_letters = self.letters()
        if self.decision is not None:
            panel.show(self.say(self.decision.prompt), self.decision.kind, options, view,
                       keys=self.option_keys())
        else:
            panel.show_message(_("Only for your eyes:"), self.info, view, _("Hide this screen"))
        panel.focus_options()

    def header(self, view: GameView, name: str, named_phase: bool = True) -> str:
        """The seat's name and role first, then the turn and what is in effect
        (the phase by its number alone without ``named_phase``)."""
        # TRANSLATORS: the header of a private screen: a player's name and role,
        # as in "Ada (Creature)".
        return status_line(view, _("{name} ({role})").format(
            name=name, role=role_word(self.role)), named_phase)

    def _draw_grid(self) -> None:
        if self.view is None or not self.ready:
            return
        grid = self.parts.grid
        grid.set_cursor(self.cursor)
        grid.show(self.view, (self.first_place,) if self.first_place else (), self.words)

    def _options(self) -> tuple[Option, ...]:
        """The options of the decision on show (a seat's own view always has them)."""
        if self.decision is None:
            return ()
        return self.decision.options or ()

    # ------------------------------------------------------------ keys
    def letters(self) -> dict[str, Option]:
        """The letter that picks each option no place key picks: the cards to
        play first, in list order, then the others (finish, pass, resist...),
        so that a card keeps its letter when "Finish the hunt" joins the list."""
        free = [o for o in self._options() if self.place_keys(o) is None]
        free.sort(key=lambda o: o.verb is not Verb.PLAY)
        return dict(zip(LETTERS, free, strict=False))

    #: The letters of the decision drawn last (what the footer offers).
    shown_letters: dict[str, Option] = {}

    def option_keys(self) -> tuple[str, ...]:
        """The key shown before each option: its place key or its letter (none
        where it takes more than one key)."""
        letter = {o: k for k, o in self.shown_letters.items()}
        keys = []
        for option in self._options():
            by_place = self.place_keys(option)
            keys.append(letter.get(option, by_place[0] if by_place and len(by_place) == 1
                                   else ""))
        return tuple(keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("place", "focus_grid"):
            return self.picks_places
        if action == "letter":
            return bool(self.shown_letters)
        if action == "hint":
            return self.hints_on and self.decision is not None
        return True

    # ------------------------------------------------------------ hints
    def action_hint(self) -> None:
        """Ask for the standard player's choice (the app answers :meth:`show_hint`)."""
        if self.hints_on and self._deciding():
            self.post_message(HintRequested(self.serial))

    def show_hint(self, option: Option, reason: str) -> None:
        """Show the hint for the decision on show and highlight its option."""
        if self.view is None or self.decision is None or not self._deciding():
            return
        label = self.say(option_label(option, self.decision.kind, self.view))
        # TRANSLATORS: a hint on a player's own screen: the standard player's
        # choice, then why ({reason} is a sentence).
        self.query_one(HintLine).show_hint(_("Hint: {choice}. {reason}").format(
            choice=label, reason=reason))
        self.point_at(option)

    def point_at(self, option: Option) -> None:
        """Highlight ``option`` in the list, and its place on the grid."""
        place = option.place or (option.places[0] if option.places else 0)
        if place:
            self.cursor = place
            self._draw_grid()
        panel = self.parts.decision
        if option in panel.options and panel.confirming is None:
            panel.query_one(DecisionOptions).highlighted = panel.options.index(option)
            panel.focus_options()

    def _clear_hint(self) -> None:
        for line in self.query(HintLine):
            line.clear()

    def action_letter(self, key: str) -> None:
        """A letter picks the option it is shown beside (asking for confirmation
        where the choice needs it)."""
        option = self.shown_letters.get(key) if self._deciding() else None
        if option is not None:
            self.parts.decision.choose(option)

    # ------------------------------------------------------------ places

    def action_focus_grid(self) -> None:
        if self.ready:
            self.parts.grid.focus()

    def action_place(self, number: int) -> None:
        self.cursor = number
        # No decision while a private message shows (Phobia's reveal), nor before
        # the decision is drawn: a click on the grid, or Enter on it, only moves
        # the cursor.
        deciding = self._deciding()
        option = self._option_for(number) if deciding else None
        if option is not None:
            self.parts.decision.choose(option)
            return
        self._draw_grid()
        if deciding and not self.first_place:
            self._highlight(number)

    def _deciding(self) -> bool:
        """Whether the decision on show is drawn and answers places now."""
        if self.decision is None or self.rendered != self.version:
            return False
        panel = self.parts.decision
        return (panel.kind is not None and panel.confirming is None
                and panel.options == self._options())

    def _option_for(self, number: int) -> Option | None:
        """The one option that acts on the place ``number`` alone, if there is one;
        else, where options name two places (two Place cards laid with the River
        or the Artefact), the second of two place keys picks the option naming both."""
        alone = self._alone(number)
        if alone is not None:
            self.first_place = 0
            return alone
        return self._pair_for(number, self._pairs())

    def _alone(self, number: int) -> Option | None:
        alone = [o for o in self._options() if o.place == number and not o.places
                 or o.places == (number,) and not o.place]
        return alone[0] if len(alone) == 1 else None

    def _pairs(self) -> list[Option]:
        return [o for o in self._options() if len(o.places) == 2]

    def place_keys(self, option: Option) -> list[str] | None:
        """The keys that pick ``option`` here by its places (see
        :meth:`_option_for`), if they can: what a player who knows the screen
        presses (``benchmarks/tui.py`` counts them)."""
        places = option.places or ((option.place,) if option.place else ())
        if len(places) == 1 and self._alone(places[0]) == option:
            return [KEY_OF_PLACE[places[0]]]
        if len(places) == 2 and [o for o in self._pairs()
                                 if sorted(o.places) == sorted(places)] == [option]:
            return [KEY_OF_PLACE[p] for p in places]
        return None

    def _pair_for(self, number: int, pairs: list[Option]) -> Option | None:
        """Two place keys in a row pick the one option among ``pairs`` naming both
        places; the first key only marks its place (drawn on the grid)."""
        if self.first_place and self.first_place != number:
            wanted = tuple(sorted((self.first_place, number)))
            match = [o for o in pairs if tuple(sorted(o.places)) == wanted]
            self.first_place = 0
            if len(match) == 1:
                return match[0]
        self.first_place = number if any(number in o.places for o in pairs) else 0
        return None

    def _highlight(self, number: int) -> None:
        """Move the list's highlight to the first option naming the place."""
        panel = self.parts.decision
        if panel.confirming is not None:
            return
        for i, option in enumerate(panel.options):
            if option.place == number or number in option.places:
                panel.query_one(DecisionOptions).highlighted = i
                return

    @on(PlaceCell.Clicked)
    def _clicked(self, event: PlaceCell.Clicked) -> None:
        self.action_place(event.number)

    @on(ArtemiaGrid.Left)
    def _left_grid(self) -> None:
        if self.first_place:
            self.first_place = 0
            self._draw_grid()
        self.parts.decision.focus_options()

    # ------------------------------------------------------------ choices
    @on(DecisionPanel.Acknowledged)
    def _acknowledged(self) -> None:
        self.post_message(InfoRead())

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        # The serial the option was picked under, not the one on show now: two
        # quick Enters may pick twice before the screen moves to the next decision.
        if event.serial is not None:
            self.post_message(OptionChosen(event.option, event.serial))


class HuntedScreen(PrivateScreen):
    pass


class CreatureScreen(PrivateScreen):
    """Adds token placement on the grid: 1-0 pick a place, arrows move, Enter places,
    t switches token; two-place tokens take two adjacent places."""

    BINDINGS = [Binding("t", "next_token", N_("Switch token"))]

    def __init__(self, seat: int, role: str) -> None:
        super().__init__(seat, role)
        self.token = ""

    def reset(self) -> None:
        super().reset()
        present = {o.card for o in self._options() if o.verb is Verb.TOKEN}
        self.tokens = [t.id for t in rules_of(self.view).tokens if t.id in present]
        self.token = self.tokens[0] if self.tokens else ""

    #: The tokens the decision on show lays, in the rule set's order.
    tokens: list[str] = []

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_token":
            return len(self.tokens) > 1
        return super().check_action(action, parameters)

    def header(self, view: GameView, name: str, named_phase: bool = True) -> str:
        text = super().header(view, name, named_phase)
        if self.token:
            text += f" · {name_of(rules_of(view).token(self.token))}"
        return text

    def action_next_token(self) -> None:
        tokens = self.tokens
        if tokens:
            self.token = tokens[(tokens.index(self.token) + 1) % len(tokens)]
            self.first_place = 0
            self.render_payload()

    def point_at(self, option: Option) -> None:
        """A hinted token becomes the token in hand, then is highlighted."""
        if option.verb is Verb.TOKEN and option.card in self.tokens and option.card != self.token:
            self.token = option.card
            self.first_place = 0
            self.render_payload()
        super().point_at(option)

    def place_keys(self, option: Option) -> list[str] | None:
        """A token's keys: ``t`` until it is the token in hand, then its places."""
        assert self.decision is not None
        if self.decision.kind not in (Kind.HUNT, Kind.FORCE_FIELD) or option.verb is not Verb.TOKEN:
            return super().place_keys(option)
        if option not in self._options() or option.card not in self.tokens:
            return None
        tokens = self.tokens
        switch = (tokens.index(option.card) - tokens.index(self.token)) % len(tokens)
        return ["t"] * switch + [KEY_OF_PLACE[p] for p in option.places]

    def _option_for(self, number: int) -> Option | None:
        assert self.decision is not None
        options = self._options()
        if self.decision.kind in (Kind.HUNT, Kind.FORCE_FIELD):
            token = self.token  # the token the options lay (Force Field: the Target)
            single = Option(Verb.TOKEN, card=token, places=(number,))
            if single in options:
                return single
            pairs = [o for o in options if o.verb is Verb.TOKEN and o.card == token
                     and len(o.places) == 2]
            return self._pair_for(number, pairs)
        return super()._option_for(number)
