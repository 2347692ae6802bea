"""The game controller: the one object between the screens and the engine.

The app owns screens and Textual's timers and threads; everything else a game
needs while it is played lives here: the hot-seat flow (:class:`HotSeat`),
answers checked against the step on show, the autosave after every action,
the diagnostic trace, and the pacing of computer players (R23: a computer
answers after a fixed time, whatever it holds). The app hands it what the
players chose and asks it what to do next (:meth:`GameController.next_step`:
one of the values of :mod:`.next_steps`, worded and ready to show); it never
touches a widget, and the app never touches the hot-seat flow.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from notalone_tui.bots import make_bot
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _

from . import flow_words
from .hotseat import FlowStep, HotSeat, Step, decision_view
from .next_steps import GameOver, NextStep, RunBot, ShowHandoff, ShowPrivate, ShowTable
from .pace import Pace, least_wait, wait_for

if TYPE_CHECKING:
    from notalone_tui.bots.hints import Hint
    from notalone_tui.engine import Decision, Game, Option, RuleSet
    from notalone_tui.saves import Autosaver

    from .guide.tutor import Guide

#: Diagnostics: append "<actions> <state digest>" after every save to this file
#: (the kill-and-resume test compares it with what a restart restores).
TRACE_ENV = "NOTALONE_TRACE_FILE"


def state_digest(game: Game) -> str:
    """A fingerprint of the whole state; replay is exact, so equal games match."""
    return hashlib.sha256(repr(game.state).encode()).hexdigest()[:24]


def trace(game: Game) -> None:
    traced(game)()


def traced(game: Game) -> Callable[[], None]:
    """What :func:`trace` would append for ``game`` now, to append later (once
    the save is on disk: the trace tells what the disk holds)."""
    path = os.environ.get(TRACE_ENV)
    if not path:
        return lambda: None
    return partial(_append, path, f"{len(game.actions)} {state_digest(game)}\n".encode())


def _append(path: str, line: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)


@dataclass
class BotTurn:
    """A computer player's decision in flight: its answer is applied once it has
    both thought and waited out its pace, so the time it takes tells nothing."""

    decision: Decision
    answer: Option | None = None
    paced: bool = False
    #: When the wait began (``time.monotonic``) and the least it may last (see
    #: :func:`notalone_tui.tui.pace.least_wait`): skipping cuts the wait down to that.
    started: float = 0.0
    floor: float = 0.0

    @property
    def ready(self) -> bool:
        return self.answer is not None and self.paced


@dataclass
class GameController:
    """One game as it is played at this table."""

    session: HotSeat
    #: Seat -> bot level for the seats the computer plays (kept in saves).
    bot_levels: dict[int, str] = field(default_factory=dict)
    autosave: bool = True
    #: Tells the players something went wrong (the app shows it).
    notify: Callable[[str], None] = lambda message: None
    #: The last autosave failure told, so a failing disk is reported once.
    autosave_error: str | None = None
    bot: BotTurn | None = None
    #: The seat the handoff on show names (None when no handoff is on show).
    handoff_seat: int | None = None
    #: Hints shown so far by seat (kept in saves); ``None``: a game set up without hints.
    hints: dict[int, int] | None = None
    _autosaver: Autosaver | None = None
    #: The guided first game's lessons (None in every other game): a flag on
    #: this game at this table, not a rule, so saves and records ignore it.
    guide: Guide | None = None

    @classmethod
    def start(cls, game: Game, bots: dict[int, str] | None = None, *, resumed: bool = False,
              autosave: bool = True,
              notify: Callable[[str], None] = lambda message: None,
              hints: dict[int, int] | None = None) -> GameController:
        levels = dict(bots or {})
        seed = game.state.seed
        session = HotSeat(
            game,
            bots={s: make_bot(level, seed * 7 + s) for s, level in levels.items()},
            resumed=resumed,
        )
        return cls(session, levels, autosave, notify,
                   hints=None if hints is None else dict(hints))

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def rules(self) -> RuleSet:
        return self.session.game.rules

    @property
    def words(self) -> Renderer:
        """Words the game's messages (player names, the rule set's names)."""
        return self.session.words

    def reword(self) -> None:
        """Word the game in the current language from now on."""
        self.session.reword()

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def role(self, seat: int) -> str:
        return self.session.role(seat)

    # ------------------------------------------------------------ next step
    def next_step(self) -> NextStep:
        """What the app shows next, worded in the current language."""
        session = self.session
        step = session.current()
        if step.step is Step.OVER:
            return GameOver(self.game, None if self.hints is None else dict(self.hints))
        if step.step is Step.REVIEW:
            return ShowTable(self.game.view(None), session.log_lines(None), None, step.serial,
                             review=step.info)
        seat = step.seat
        assert seat is not None
        if step.step is Step.HANDOFF:
            self.handoff_seat = seat
            return ShowHandoff(seat, session.name(seat), session.role(seat),
                               self._take_back(), self._first_question(step))
        if step.step in (Step.PRIVATE, Step.INFO):
            view = self.game.view(seat)
            shown = decision_view(view, seat) if step.step is Step.PRIVATE else None
            return ShowPrivate(seat, shown, step.serial, step.info, view,
                               session.log_lines(seat), partial(session.confirmation, step))
        if step.step is Step.BOT:
            assert step.decision is not None
            return self._bot_step(step, seat, step.decision)
        return self._public_step(step, seat)

    def _first_question(self, step: FlowStep) -> str:
        """On a handoff that also asks it, whether the Creature plays a card first."""
        if not step.first or step.decision is None:
            return ""
        asked = step.decision.seat
        prompt = self.session.say(decision_view(self.game.view(None), asked).prompt)
        return flow_words.first_question(prompt, self.session.name(asked))

    def _take_back(self) -> str:
        """What Esc takes back on the handoff screen ("" if nothing can be)."""
        offer = self.session.handoff_back()
        if offer is None:
            return ""
        seat, private = offer
        return flow_words.take_back(self.session.name(seat), private)

    def _bot_step(self, step: FlowStep, seat: int, decision: Decision) -> RunBot:
        public = self.game.view(None)
        # A team's public decision entered by a computer: the table still reads
        # what it decides (the decision is public); nobody answers it here.
        explained = None if decision.private else decision_view(public, seat)
        team = explained is not None and explained.kind in self.rules.team_decisions
        table = ShowTable(public, self.session.log_lines(None), None, step.serial,
                          flow_words.thinking(self.session.name(seat), team),
                          explain=explained if team else None)
        return RunBot(table, seat, decision, start=not self.waiting_for(decision))

    def _public_step(self, step: FlowStep, seat: int) -> ShowTable:
        """The table shows the public view, and the decision as the deciding seat
        sees it: a public decision's options are the same in every view, and its
        prompt is worded for the seat deciding at the table. A card window is the
        whole table's question."""
        session = self.session
        shown = session.shown(step)
        for_computer = step.decision is not None and session.entered_for(step.decision)
        acting = flow_words.deciding(session.name(seat), step.table,
                                     shown.kind in self.rules.team_decisions, for_computer)
        numbers = session.window_numbers(step, shown)
        note = ""
        if numbers:
            absent = session.without_everyone(step)
            note = flow_words.window_note(
                None if absent is None else (absent[0], "" if absent[1] is None
                                             else session.name(absent[1])))
        return ShowTable(self.game.view(None), session.log_lines(None), shown, step.serial,
                         acting, confirm=partial(session.confirmation, step),
                         for_computer=for_computer, numbers=numbers, note=note)

    # ------------------------------------------------------------- answers
    def choose(self, option: Option, serial: int | None = None) -> bool:
        """Apply a choice made on a screen that showed the flow at ``serial`` (see
        :attr:`HotSeat.serial`). Input meant for a decision no longer on show (keys
        typed ahead of a screen switch, a second Enter) carries an older serial
        and is ignored rather than applied to the next decision. Whether it was
        applied."""
        step = self.session.current()
        if step.seat is None or step.decision is None:
            return False
        if serial is not None and serial != step.serial:
            return False
        if ((step.table or option == EVERYONE_POWERS)
                and option not in (self.session.shown(step).options or ())):
            return False  # the table answers only its own question, never a seat's secret one
        self.session.answer(step.seat, option)
        self.save()
        return True

    def hint(self, seat: int, serial: int | None) -> Hint | None:
        """The standard player's choice for ``seat`` and why, counted and saved:
        only in a game set up with hints, and only for the private decision on
        show to that seat (at ``serial``). It reads that seat's view alone."""
        step = self.session.current()
        if (self.hints is None or step.step is not Step.PRIVATE or step.seat != seat
                or (serial is not None and serial != step.serial)):
            return None
        from notalone_tui.bots import BotError
        from notalone_tui.bots.hints import hint

        try:
            found = hint(self.game.view(seat))
        except BotError:
            return None
        self.hints[seat] = self.hints.get(seat, 0) + 1
        self.save()
        return found

    def confirm_handoff(self) -> bool:
        """The person the handoff on show names took the keyboard; whether one was on show."""
        if self.handoff_seat is None or self.session.current().step is not Step.HANDOFF:
            return False
        self.take_keyboard(self.handoff_seat)
        self.handoff_seat = None
        return True

    def take_keyboard(self, seat: int) -> None:
        """``seat`` confirmed its handoff; on a handoff that also asked whether
        the Creature plays first, that applied the Creature's pass: saved."""
        actions = len(self.game.actions)
        self.session.take_keyboard(seat)
        if len(self.game.actions) != actions:
            self.save()

    def claim_first(self) -> bool:
        """The Creature plays a card before the Hunted explore, on a handoff that
        asks it; whether one did."""
        step = self.session.current()
        if step.step is not Step.HANDOFF or not step.first:
            return False
        self.session.claim_first()
        return True

    def undo_seat(self) -> int | None:
        """The seat whose last choice may be taken back now (:meth:`HotSeat.undo_seat`)."""
        return self.session.undo_seat()

    def dismiss_review(self) -> None:
        """The table read the review on show."""
        self.session.dismiss_review()

    def dismiss_info(self) -> None:
        """The seat on show read its private news."""
        self.session.dismiss_info()

    def undo(self) -> int | None:
        """Take back the last choice if the policy allows (:meth:`HotSeat.undo_seat`);
        the seat whose choice it was."""
        seat = self.session.undo_seat()
        if seat is None:
            return None
        self.session.take_back()
        self.save()
        return seat

    # --------------------------------------------------------------- bots
    def bot_wait(self, decision: Decision, pace: Pace | float) -> tuple[float, float]:
        """(seconds the table watches ``decision``'s computer decide, the least
        that wait may last): ``pace`` is the player's setting, or a fixed delay
        for every decision (tests, benchmarks), never below the floor."""
        bot = self.session.bots[decision.seat]
        least = least_wait(bot, decision)
        if isinstance(pace, Pace):
            return wait_for(pace, bot, decision), least
        return max(pace, least), least

    def bot_choice(self, seat: int) -> Option:
        """The computer's answer for ``seat`` (run in a worker thread)."""
        return self.session.bot_choice(seat)

    def bot_started(self, decision: Decision, paced: bool, floor: float = 0.0) -> None:
        self.bot = BotTurn(decision, paced=paced, started=time.monotonic(), floor=floor)

    def skip_wait(self) -> float | None:
        """The player skips the computer's wait: seconds still to wait for its
        floor (0: none), or None when no computer is waiting. The floor stays so
        that how long the computer took tells nothing (R23)."""
        turn = self.bot
        if turn is None or turn.paced:
            return None
        return max(0.0, turn.floor - (time.monotonic() - turn.started))

    @property
    def bot_waiting(self) -> bool:
        """Whether a computer's wait is running (the skip key is offered)."""
        return self.bot is not None and not self.bot.paced

    def bot_thought(self, decision: Decision, option: Option) -> bool:
        """A computer's answer came in (from its thread); whether it was applied."""
        if self.bot is None or self.bot.decision is not decision:
            return False
        self.bot.answer = option
        return self._bot_move()

    def bot_paced(self, decision: Decision) -> bool:
        """A computer's pace ran out; whether its answer was applied."""
        if self.bot is None or self.bot.decision is not decision:
            return False
        self.bot.paced = True
        return self._bot_move()

    def waiting_for(self, decision: Decision) -> bool:
        return self.bot is not None and self.bot.decision is decision

    def _bot_move(self) -> bool:
        turn = self.bot
        if turn is None or not turn.ready or turn.answer is None:
            return False
        self.bot = None
        self.session.answer(turn.decision.seat, turn.answer)
        self.save()
        return True

    # --------------------------------------------------------------- saves
    def save(self) -> None:
        """Autosave after every applied action, before the screen shows its result,
        so whatever the table has seen is on disk. The record is made now and
        written on the saves' own thread while the app draws the result; the
        app waits for it before it paints (:meth:`settle_save`). A finished
        game is written at once and kept as the last game instead of being
        offered to Continue."""
        if not self.autosave:
            return
        from notalone_tui.saves import BEHIND, Autosaver, retire_autosave

        if self._autosaver is None:
            self._autosaver = Autosaver()
        game = self.game
        if not game.is_over:
            self.settle_save()  # the last one's outcome first (long written by now)
            try:
                self._autosaver.save_behind(game, self.bot_levels, self.hints,
                                            then=traced(game))
            except OSError as exc:  # the data folder cannot even be named
                self._saved(exc)
            return
        BEHIND.settle()
        try:
            self._autosaver.save(game, self.bot_levels, self.hints)
            retire_autosave()
            trace(game)
        except OSError as exc:
            self._saved(exc)
        else:
            self._saved(None)

    def settle_save(self) -> bool:
        """Wait for the autosave handed to the disk, if any, and tell the players
        if it failed; whether there was one."""
        from notalone_tui.saves import BEHIND

        if not BEHIND.pending:
            return False
        self._saved(BEHIND.settle())
        return True

    def _saved(self, problem: OSError | None) -> None:
        if problem is None:
            self.autosave_error = None
            return
        message = _("Autosave failed: {problem}").format(problem=problem.strerror or problem)
        if message != self.autosave_error:
            self.autosave_error = message
            self.notify(message)
