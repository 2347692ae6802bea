"""The end: who won and why, and a short summary of the game."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Button, Static

from notalone_tui.engine import CREATURE, Game, GameState, get_ruleset
from notalone_tui.i18n.current import N_, _, name_of, ngettext, render
from notalone_tui.i18n.names import shown_names

from ..footer import SteadyFooter
from ..hint_words import hints_note
from ..labels import rules_of
from ..packs import presentation_of
from ..requests import ExportRequested, NewGameRequested
from .base import BaseScreen


def summary(state: GameState, compact: bool = False) -> str:
    """The game in figures; ``compact`` puts them on two lines (where a rule
    set's reveal comes first and takes the room: Frozen Lands' tokens)."""
    stats = state.stats
    # The rule set actually played (Sanctuary is played on the base game's
    # place set, with its own tracks and cards).
    rules = get_ruleset(state.config.rules_id)
    hunt = sum(v for k, v in stats.items() if k in rules.hunt_cards)
    survival = sum(v for k, v in stats.items() if k in rules.survival_cards)
    tracks = " · ".join(
        f"{name_of(t)} {state.tracks[t.id]}/{state.goals[t.id]}" for t in rules.tracks
    )
    catches, will_lost = stats.get("catches", 0), stats.get("will_lost", 0)
    if compact:
        return "\n".join((
            _("Turns played: {turns} · {tracks}").format(turns=state.turn.number, tracks=tracks),
            _("Caught {catches} · Will lost {will} · Hunt cards {hunt} · "
              "Survival cards {survival}").format(catches=catches, will=will_lost, hunt=hunt,
                                                  survival=survival)))
    lines = [
        _("Turns played: {turns}").format(turns=state.turn.number),
        tracks,
        _("Hunted caught by the Creature: {catches}").format(catches=catches),
        _("Will lost: {will}").format(will=will_lost),
        _("Hunt cards played: {hunt} · Survival cards played: {survival}").format(
            hunt=hunt, survival=survival),
    ]
    return "\n".join(lines)


class GameOverScreen(BaseScreen):
    CSS_PATH = ["common.tcss", "game_over.tcss"]
    BINDINGS = [
        Binding("n", "new_game", N_("New game")),
        Binding("e", "export", N_("Export record")),
        Binding("r", "replay", N_("Replay")),
        Binding("a", "analyse", N_("Analyse")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self, game: Game, hints: dict[int, int] | None = None) -> None:
        super().__init__()
        self.game = game
        self.state = game.state
        #: Hints shown by seat (``None``: the game was set up without hints).
        self.hints = hints

    def compose(self) -> ComposeResult:
        state = self.state
        # The names as every screen shows them; every line here is text, never markup.
        names = shown_names(state.config.names)
        creature = names[state.config.creature_seat]
        if state.winner == CREATURE and "assimilation" in state.tracks \
                and state.left("assimilation") > 0:
            # Not by the Assimilation counter (Frozen Lands: the tokens turned
            # up, the Capsule): the reason below says how.
            title = _("The Creature wins! The Hunted's rescue fails.")
        elif state.winner == CREATURE:
            title = _("The Creature wins! {creature} has assimilated the Hunted.").format(
                creature=creature)
        else:
            seats = state.config.hunted_seats
            hunted = ", ".join(names[s] for s in seats)
            title = ngettext("The Hunted win! {hunted} escapes Artemia.",
                             "The Hunted win! {hunted} escape Artemia.",
                             len(seats)).format(hunted=hunted)
        yield from self.compose_notices()
        # It scrolls (game_over.tcss), should seven players' tokens outgrow a small terminal.
        with Vertical(id="over-body", classes="-reveal" if self._reveals() else ""):
            yield Static(title, id="over-title", markup=False)
            reason = state.end_reason
            words = "" if reason is None else render(reason, state.config.names,
                                                     state.config.ruleset)
            yield Static(words, id="over-reason", markup=False)
            view = self.game.view(None)
            shown = presentation_of(view)
            # What the rule set turns up at the end (Frozen Lands: every token,
            # face by face; public now).
            reveals = [reveal(view) for reveal in shown.end_reveals]
            for revealed in reveals:
                yield Static(revealed, id="over-reveal", markup=False)
            yield Static(summary(state, compact=bool(reveals)), id="over-summary", markup=False)
            # What else it adds (Sanctuary: the Survivors each Hunted saved,
            # the Evolutions developed).
            notes = "\n".join(n for n in (note(view, rules_of(view))
                                          for note in shown.end_notes) if n)
            if notes:
                yield Static(notes, id="over-notes", markup=False)
            if self.hints is not None:
                yield Static(hints_note(state.config.names, self.hints), id="over-hints",
                             markup=False)
            with Center(), Horizontal(id="over-buttons"):
                yield Button(_("New game"), id="over-new", variant="primary")
                yield Button(_("Export record"), id="over-export")
                yield Button(_("Replay"), id="over-replay")
                yield Button(_("Quit"), id="over-quit", variant="error")
        yield SteadyFooter()

    def _reveals(self) -> bool:
        """A reveal's lines (Frozen Lands' tokens) take the room of the blank edges."""
        return bool(presentation_of(self.game.view(None)).end_reveals)

    def on_mount(self) -> None:
        # The winner first: the focused button would scroll a tall body down.
        self.call_after_refresh(self.query_one("#over-body").scroll_home, animate=False)

    def action_new_game(self) -> None:
        self.post_message(NewGameRequested())

    def action_export(self) -> None:
        self.post_message(ExportRequested(self.game))

    def action_replay(self) -> None:
        """The finished game in the viewer, where every hidden card may be shown."""
        from notalone_tui.records import GameRecord

        from .replay import ReplayScreen

        self.app.push_screen(ReplayScreen(GameRecord.of(self.game, hints=self.hints)))

    def action_analyse(self) -> None:
        """The Creature's chance over the game that just ended, and its swings."""
        from notalone_tui.records import GameRecord

        from .analysis import AnalysisScreen

        self.app.push_screen(AnalysisScreen(GameRecord.of(self.game)))

    @on(Button.Pressed, "#over-export")
    def _export(self) -> None:
        self.action_export()

    @on(Button.Pressed, "#over-replay")
    def _replay(self) -> None:
        self.action_replay()

    @on(Button.Pressed, "#over-new")
    def _new(self) -> None:
        self.action_new_game()

    @on(Button.Pressed, "#over-quit")
    def _quit(self) -> None:
        self.app.exit()
