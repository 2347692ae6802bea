"""The replay viewer: a finished or saved game, one action at a time.

It shows what the whole table saw at every step (the public view and the
public log, with the table's own widgets), so a replay never tells more than
the players watching the table knew. Only when the record's game is over may
the viewer turn every hidden card face up; an unfinished record (an autosave
of a game still in progress) keeps its secrets, since its players may resume it.

Stepping must feel instant even in a 7-player game of a couple of thousand
actions: forward applies one action to the game on show, and any other move
rebuilds from the nearest checkpoint (:class:`~notalone_tui.records.RecordSteps`
keeps them) instead of replaying from the first action.
"""

from __future__ import annotations

import gc
from bisect import bisect_left, bisect_right

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from notalone_tui.engine import CREATURE, Game, GameView, RuleSet
from notalone_tui.i18n.current import N_, _, card_name, current, phase_name, words_for
from notalone_tui.i18n.names import shown_name, visible
from notalone_tui.records import GameRecord, RecordSteps

from ..footer import SteadyFooter
from ..hint_words import hints_note
from ..labels import rules_of
from ..packs import presentation_of
from ..widgets.artemia_grid import ArtemiaGrid
from ..widgets.board_panel import BoardPanel
from ..widgets.game_log import GameLog
from ..widgets.naming import short_name
from ..widgets.players_panel import PlayersPanel
from ..widgets.track_panel import TrackPanel
from .base import BaseScreen

#: Log entries written again when the log is redrawn (a step back, a jump), at
#: least; more when the log area is taller than half of this.
LOG_REWRITE = 40
#: New log entries that are appended one by one; more are redrawn at once.
LOG_APPEND = 8

NOT_FINISHED = N_("Hidden cards stay hidden: this game is not finished")
#: The cards whose effect the view flags apart (named as the catalogue names them).
SMOKESCREEN, DESPAIR = "survival-smokescreen", "hunt-despair"


def secrets(view: GameView, rules: RuleSet) -> str:
    """A seat's own secrets of a rule set's parts in a few words ("; ..."),
    read from that seat's own view (Sanctuary's Evolution hand, face-down
    Survivors): "" when it has none."""
    return "".join(hook(view, rules) for hook in presentation_of(view).secrets)


class ReplayLog(GameLog):
    """The table's log widget, which in a replay also shrinks and jumps.

    The table's log writes one entry at a time, and all of its scrollback (200
    entries) again when the log gets shorter: tens of milliseconds, too slow
    for a step back or a jump to the end. Here a step forward appends as
    usual, and any other change redraws, as one text (same lines, same
    wrapping), only as many of the newest entries as fill the log area twice
    over; the scrollback grows back while stepping forward."""

    def show_lines(self, lines: list[str]) -> None:
        if self.written <= len(lines) <= self.written + LOG_APPEND:
            super().show_lines(lines)
            return
        self.source = lines
        self.wrapped_at = self.scrollable_content_region.width
        self.clear()
        recent = lines[-max(LOG_REWRITE, 2 * self.size.height):]
        if recent:
            self.write(Text("\n".join(recent)), scroll_end=False)
        self.written = len(lines)
        self.anchor()  # at the end, as after an append (see GameLog.show_lines)


class StepButton(Button):
    """A button that takes every click: Button ignores clicks during its 0.2 s
    press effect, and stepping through a replay is clicked fast."""

    def on_click(self, event: events.Click) -> None:
        event.stop()
        event.prevent_default()
        self.press()


class ReplayScreen(BaseScreen):
    """Step through a :class:`GameRecord` as the table saw it.

    ``standalone``: the screen is the whole app (``notalone replay FILE``), so
    closing it quits; otherwise closing returns to the screen below.
    """

    CSS_PATH = ["common.tcss", "replay.tcss"]
    # Priority: the log and scroll areas bind the same keys for scrolling, and
    # stepping must work wherever the focus happens to be.
    BINDINGS = [
        # TRANSLATORS: a replay key's label in the footer (short): forward one action.
        Binding("right,l,space", "forward", N_("Fwd"), key_display="→",
                tooltip=N_("Forward one action (also l or space)"), priority=True),
        # TRANSLATORS: a replay key's label in the footer (short): back one action.
        Binding("left,h", "back", N_("Back"), key_display="←",
                tooltip=N_("Back one action (also h)"), priority=True),
        # TRANSLATORS: a replay key's label in the footer (short): to the next turn.
        Binding("pagedown,right_square_bracket", "next_turn", N_("Turn ▸"),
                key_display="PgDn", tooltip=N_("To the start of the next turn (also ])"),
                priority=True),
        # TRANSLATORS: a replay key's label in the footer (short): to the turn's start.
        Binding("pageup,left_square_bracket", "previous_turn", N_("◂ Turn"),
                key_display="PgUp",
                tooltip=N_("To the start of this turn, or of the one before (also [)"),
                priority=True),
        # TRANSLATORS: a replay key's label in the footer (short): to the set-up.
        Binding("home", "start", N_("Start"), key_display="Home",
                tooltip=N_("To the set-up, before any action"), priority=True),
        # Not "End": the footer shows the key, then this ("End End").
        # TRANSLATORS: a replay key's label in the footer (short): to the last action.
        Binding("end", "end", N_("Last"), key_display="End",
                tooltip=N_("To the last action of the record"), priority=True),
        # TRANSLATORS: a replay key's label in the footer (short): show the hidden cards.
        Binding("s", "toggle_secrets", N_("Cards"),
                tooltip=N_("Show or hide every hidden card (finished games only)")),
        Binding("q,escape", "close", N_("Close"), key_display="q",
                tooltip=N_("Close the replay (also Escape)")),
        # Not in the footer, which has no room left at 80 columns: the end of a
        # finished game's record says it (see step_text).
        Binding("a", "analyse", N_("Analyse"), show=False),
    ]

    def __init__(self, record: GameRecord, *, standalone: bool = False) -> None:
        super().__init__()
        self.record = record
        self.standalone = standalone
        #: The record's game at any step (replayed once, with checkpoints).
        self.steps = RecordSteps(record)
        self.actions = self.steps.actions
        self.problem = self.steps.problem
        self.total = self.steps.total
        self.log_sizes = self.steps.log_sizes
        self.events = self.steps.events
        self.finished = self.steps.finished
        self.turn_starts = self.steps.turn_starts
        #: Whether the hidden-card panel is open; it shows cards only for a
        #: finished game, and otherwise says why it cannot.
        self.revealing = False
        #: The action count on show and the game after that many actions.
        self.k = 0
        self.game = self.steps.game_at(0)

    def game_at(self, k: int) -> Game:
        """The game after ``k`` actions, carrying the game on show forward when it
        is on the way."""
        return self.steps.game_at(k, (self.k, self.game))

    # ------------------------------------------------------------ the layout
    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        # Names and a record's words are text here, never markup.
        yield Static("", id="status", markup=False)
        yield ArtemiaGrid(id="grid")
        # A rule set's board, as the table shows it (hidden in other games).
        yield BoardPanel(id="board")
        with Horizontal(id="lower"):
            with Vertical(id="left"):
                yield TrackPanel(id="tracks")
                with Horizontal(id="controls"):
                    for label, action, tip in (
                        ("|◀", "start", _("Start (Home)")),
                        ("◀◀", "previous_turn", _("Previous turn start (PgUp)")),
                        ("◀ " + _("Back"), "back", _("Back one action (←)")),
                        (_("Fwd") + " ▶", "forward", _("Forward one action (→)")),
                        ("▶▶", "next_turn", _("Next turn start (PgDn)")),
                        # TRANSLATORS: a button's tooltip: to the end; "(End)" names its key.
                        ("▶|", "end", _("End (End)")),
                    ):
                        button = StepButton(label, id=f"btn-{action.replace('_', '-')}",
                                            tooltip=tip, compact=True)
                        # Keys belong to the replay: a focused button would take space.
                        button.can_focus = False
                        yield button
                with VerticalScroll(id="step-scroll") as scroll:
                    scroll.can_focus = False
                    yield Static("", id="step", markup=False)
                with VerticalScroll(id="secrets-scroll") as scroll:
                    scroll.can_focus = False
                    yield Static("", id="secrets", markup=False)
            with Vertical(id="right"):
                with VerticalScroll(id="players-scroll") as scroll:
                    scroll.can_focus = False
                    yield PlayersPanel(id="players")
                log = ReplayLog(id="log")
                # Nothing here takes the focus: the footer then lists the replay's
                # keys in order, and the mouse wheel still scrolls every area.
                log.can_focus = False
                yield log
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        super().on_mount()
        # Nested containers mount their children after the screen's Mount event.
        self.call_after_refresh(self._first_render)

    def _first_render(self) -> None:
        if not self.is_attached:
            return  # closed before its first frame (a quick Esc)
        if not self.query(TrackPanel):
            # Found by the monkey under load: the nested containers' children
            # may still be on their way after the first refresh.
            self.call_after_refresh(self._first_render)
            return
        self.render_step()
        self.call_after_refresh(self._tidy_memory)

    @staticmethod
    def _tidy_memory() -> None:
        """Collect garbage once, then freeze what is left (as the app does at each
        handoff): every step allocates a little, and the full collections that
        follow would otherwise rescan the whole app and stall a key press."""
        gc.collect()
        gc.freeze()

    # ------------------------------------------------------------ rendering
    def render_step(self) -> None:
        view = self.game.view(None)
        cfg = self.game.state.config
        words = words_for(cfg.names, cfg.rules_id)
        log = [words(m) for m in self.game.log_for(None)]
        self.query_one("#status", Static).update(self.status_text(view))
        self.query_one(ArtemiaGrid).show(view, (), words)
        self.query_one(TrackPanel).show(view)
        self.query_one(BoardPanel).show(view)
        self.query_one(PlayersPanel).show(view, words)
        self.query_one(ReplayLog).show_lines(log)
        self.query_one("#step", Static).update(self.step_text(log))
        self.set_class(self.revealing, "-revealing")
        secrets = self.query_one("#secrets", Static)
        if not self.revealing:
            secrets.update("")
        elif self.finished:
            secrets.update(self.secrets_text())
        else:
            secrets.update(Text(f"{_(NOT_FINISHED)}.", style="italic"))
        for name, enabled in (("start", self.k > 0), ("previous-turn", self.k > 0),
                              ("back", self.k > 0), ("forward", self.k < self.total),
                              ("next-turn", self.k < self.total), ("end", self.k < self.total)):
            self.query_one(f"#btn-{name}", Button).disabled = not enabled

    def status_text(self, view: GameView) -> str:
        text = _("Replay · action {action} of {total} · turn {turn}, phase {phase} "
                 "({name})").format(action=self.k, total=self.total, turn=view.turn,
                                    phase=view.phase,
                                    name=phase_name(rules_of(view), view.phase))
        if view.smokescreen:
            text += " · " + current().content(SMOKESCREEN, "name", "Smokescreen")
        if view.despair:
            text += " · " + current().content(DESPAIR, "name", "Despair")
        if view.winner is not None:
            text += " · " + (_("the Creature wins") if view.winner == CREATURE
                             else _("the Hunted win"))
        elif self.k == self.total:
            text += " · " + _("end of the record")
        if self.revealing and self.finished:
            text += " · " + _("hidden cards shown")
        return text

    def step_text(self, log: list[str]) -> Text:
        """What the last step did, in the table's words: the public text of the
        events it caused (never the chosen option, which may have been private)."""
        k = self.k
        text = Text()
        if k == 0:
            text.append(_("Set-up") + "\n", style="bold")
            caused = log[: self.log_sizes[0]]
        else:
            seat = self.actions[k - 1].seat
            text.append(_("Action {number}: {name}").format(
                number=k, name=shown_name(self.record.names[seat])) + "\n", style="bold")
            caused = log[self.log_sizes[k - 1]: self.log_sizes[k]]
        for line in caused:
            text.append(f"• {line}\n")
        if not caused:
            text.append(_("A choice the table does not see.") + "\n", style="italic dim")
        if k in (0, self.total) and self.record.hint_counts is not None:
            text.append(hints_note(self.record.names, self.record.hint_counts) + "\n",
                        style="italic")
        if self.finished and k == self.total and not self.problem:
            text.append(_("Press a to analyse the game: the Creature's chance after every "
                          "action, and the biggest swings.") + "\n", style="italic")
        if self.problem and k == self.total:
            text.append(_("This record cannot go on: {problem}.").format(
                problem=visible(self.problem)) + "\n", style="bold red")
        return text

    def secrets_text(self) -> Text:
        """Every hidden card at this step, read from each seat's own view.

        Only called for a finished game: an unfinished one may be resumed."""
        assert self.finished, "hidden cards of an unfinished game must stay hidden"
        game = self.game
        rules = game.rules
        text = Text()
        text.append(_("Hidden cards") + "\n", style="bold underline")
        for seat in game.state.config.hunted_seats:
            me = next(hv for hv in game.view(seat).hunted if hv.seat == seat)
            text.append(f"{shown_name(me.name)}:", style="bold green")
            hand = ", ".join(short_name(rules, c) for c in me.hand or ()) or "—"
            # TRANSLATORS: in a replay's hidden cards, a Hunted's hand of Place cards.
            text.append(" " + _("hand {cards}").format(cards=hand))
            if me.played:
                played = ", ".join(short_name(rules, c) for c in me.played)
                text.append("; " + (_("played: {cards}") if me.revealed
                                    else _("face down: {cards}")).format(cards=played))
            survival = ", ".join(card_name(rules, c) for c in me.survival or ()) or "—"
            text.append("; " + _("Survival {cards}").format(cards=survival))
            text.append(secrets(game.view(seat), rules) + "\n")
        creature_view = game.view(game.state.config.creature_seat)
        creature = creature_view.creature
        text.append(f"{shown_name(creature.name)}:", style="bold red")
        hunt = ", ".join(card_name(rules, c) for c in creature.hand or ()) or "—"
        text.append(" " + _("Hunt cards {cards}").format(cards=hunt))
        text.append(secrets(creature_view, rules))
        return text

    # ------------------------------------------------------------ moving
    def goto(self, k: int) -> None:
        k = max(0, min(self.total, k))
        if k == self.k:
            return
        self.game = self.game_at(k)
        self.k = k
        self.render_step()

    def action_forward(self) -> None:
        self.goto(self.k + 1)

    def action_back(self) -> None:
        self.goto(self.k - 1)

    def action_next_turn(self) -> None:
        index = bisect_right(self.turn_starts, self.k)
        self.goto(self.turn_starts[index] if index < len(self.turn_starts) else self.total)

    def action_previous_turn(self) -> None:
        index = bisect_left(self.turn_starts, self.k)
        self.goto(self.turn_starts[index - 1] if index > 0 else 0)

    def action_start(self) -> None:
        self.goto(0)

    def action_end(self) -> None:
        self.goto(self.total)

    def action_toggle_secrets(self) -> None:
        self.revealing = not self.revealing
        if self.revealing and not self.finished:
            self.notify(_(NOT_FINISHED), severity="warning")
        self.render_step()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The analysis is offered for a finished game only."""
        if action == "analyse":
            return self.finished
        return True

    def action_analyse(self) -> None:
        if not self.finished:
            return
        from notalone_tui.records import RecordError

        from .analysis import AnalysisScreen

        try:
            screen = AnalysisScreen(self.record)
        except RecordError as exc:  # an action the engine refuses, after the end
            self.notify(str(exc), severity="warning")
            return
        self.app.push_screen(screen)

    def action_close(self) -> None:
        if self.standalone:
            self.app.exit()
        else:
            self.app.pop_screen()

    @on(Button.Pressed)
    def _button(self, event: Button.Pressed) -> None:
        event.stop()
        name = (event.button.id or "").removeprefix("btn-").replace("-", "_")
        getattr(self, f"action_{name}")()
