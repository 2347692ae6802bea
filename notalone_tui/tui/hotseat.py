"""Who may look at the screen now: the hot-seat flow, without any widgets.

The flow turns the engine's pending decisions into the next thing to show
(a :class:`FlowStep`, which the game's controller words into the app's next
step, see :mod:`.next_steps`): a handoff ("pass the keyboard to Zoé"), a
private screen for the seat that holds the keyboard, a public table decision,
a private message (Phobia's reveal for the Creature), or the end of the game.
It never shows a seat's secrets unless that seat was handed the keyboard, and
it hides them again as soon as that seat's private sequence of choices is
confirmed.

Screens never receive the engine's :class:`Decision` (its ``ctx`` is the
engine's private continuation data): the controller hands them the seat's
:class:`DecisionView` from a :class:`GameView` (see :func:`decision_view`) and
the flow's :attr:`HotSeat.serial`, which tells a choice made on what is on show
now from one typed ahead of a screen change.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from enum import StrEnum

from notalone_tui.bots import Bot
from notalone_tui.engine import (
    Action,
    Decision,
    DecisionView,
    Event,
    Game,
    GameView,
    Kind,
    Option,
    Verb,
)
from notalone_tui.engine.errors import IllegalAction
from notalone_tui.engine.knowledge import copy_state
from notalone_tui.engine.messages import Msg, msg
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import current
from notalone_tui.i18n.names import shown_name


class Step(StrEnum):
    HANDOFF = "handoff"
    PRIVATE = "private"
    PUBLIC = "public"
    INFO = "info"
    REVIEW = "review"
    BOT = "bot"
    OVER = "over"


#: Answers that decline to act: never confirmed (see :meth:`HotSeat.needs_confirmation`).
DECLINING = frozenset({Verb.PASS, Verb.CANCEL})
#: A private decision whose only answer is one of these is answered with the
#: same seat's choice before it: after the last Hunt token, finishing the hunt
#: is all the Creature can do; after a card, passing may be all that is left.
ONLY_ANSWERS = frozenset({Option(Verb.DONE), Option(Verb.PASS)})


@dataclass(frozen=True, slots=True)
class FlowStep:
    step: Step
    seat: int | None = None
    #: The controller's own record of the decision (with the engine's ``ctx``):
    #: never handed to a screen, which gets :func:`decision_view` instead.
    decision: Decision | None = None
    info: tuple[str, ...] = ()
    #: :attr:`HotSeat.serial` when this step was worked out: what the screens show
    #: for it carries the same number, and a choice carrying another is stale.
    serial: int = 0
    #: The whole table answers: the people's card windows, asked as one question,
    #: or whether the Creature plays a card before the Hunted explore (R8).
    table: bool = False
    #: A handoff that also asks the Creature's Phase 1 question (R8): Enter is
    #: "nobody" and hands the keyboard on, :meth:`HotSeat.claim_first` is "the
    #: Creature plays a card first". ``decision`` is the Creature's window.
    first: bool = False


def decision_view(view: GameView, seat: int) -> DecisionView:
    """``seat``'s pending decision as ``view`` shows it (options only in the
    deciding seat's own view, or for a public decision)."""
    for pending in view.pending:
        if pending.seat == seat:
            return pending
    raise LookupError(f"no decision pending for seat {seat}")


@dataclass
class HotSeat:
    game: Game
    #: The seat whose secrets the screen may show now (None: the public table).
    owner: int | None = None
    info_queue: list[tuple[int, str]] = field(default_factory=list)
    #: Public lines of the Reckoning step that just resolved, until the table reads them.
    review: list[str] = field(default_factory=list)
    #: Seats played by the computer: they need no handoff and never show their secrets.
    bots: dict[int, Bot] = field(default_factory=dict)
    #: Restored from a save: the first private screen waits behind a handoff even
    #: with a single human, so a resumed game never opens on secrets.
    resumed: bool = False
    #: Words the game's messages (player names, the rule set's names).
    words: Renderer = field(init=False)
    #: Each viewer's log, worded once per event: (events worded, their lines).
    _logs: dict[int | None, tuple[list[Event], list[str]]] = field(init=False)
    #: Grows by one whenever the flow changes (an answer, an undo, a handoff, a
    #: screen hidden or read), never goes back, so one number names exactly what
    #: is on show: a choice made under an older serial is stale (see :class:`FlowStep`).
    serial: int = field(default=0, init=False)
    #: Each answer given through this controller: (actions in the record after
    #: it, actions it applied, the seat that chose, whether it chose in private).
    #: Undo takes back the last one whole ("nobody" passes for several seats).
    _answers: list[tuple[int, int, int, bool]] = field(default_factory=list, init=False)
    #: The computers' answers to the card window on show, worked out together.
    _bot_windows: dict[int, Option] = field(default_factory=dict, init=False)
    #: The Creature's seat once the table said it plays a card before the Hunted
    #: explore (R8): its private window follows, behind a handoff.
    _claimed: int | None = field(default=None, init=False)
    #: The seat whose private answers :attr:`review` gathers (the rule set's
    #: ``summary`` events: the Creature's Phase 5 in Sanctuary), until the table
    #: reads them; None while the review is the last answer's alone.
    _gathering: int | None = field(default=None, init=False)
    #: How many answers were given when someone last took the keyboard: those
    #: stand (that person has seen what followed them).
    _sealed: int = field(default=0, init=False)
    #: (serial, seat): whom the handoff after "nobody plays first" names, for
    #: the flow at that serial (see :meth:`_after_nobody`).
    _first_for: tuple[int, int | None] = field(default=(-1, None), init=False)
    #: (serial, answers): what the table's "everyone uses their place's power"
    #: would answer, for the flow at that serial (see :meth:`everyone_plan`).
    _everyone_for: tuple[int, tuple[tuple[int, Option], ...]] = field(
        default=(-1, ()), init=False)

    def __post_init__(self) -> None:
        # Undo is asked of every screen: the game keeps each action's undo mark.
        self.game.keeps_undo = True
        self.reword()

    def reword(self) -> None:
        """Word this game's messages in the current language from now on (the
        log keeps messages, not words, so its past lines change language too)."""
        cfg = self.game.state.config
        self.words = Renderer.for_game(current(), cfg.names, cfg.rules_id)
        self._logs = {}

    def say(self, message: Msg) -> str:
        return self.words(message)

    def log_lines(self, seat: int | None) -> list[str]:
        """The log as ``seat`` may read it, in words. Only new events are worded;
        after an undo (a rebuilt game) the log is worded again."""
        log = self.game.state.log
        events, lines = self._logs.setdefault(seat, ([], []))
        n = len(events)
        if n > len(log) or (n and events[-1] is not log[n - 1]):
            events.clear()
            lines.clear()
            n = 0
        for event in log[n:]:
            events.append(event)
            lines.append(self.words(event.message_for(seat)))
        return lines

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.state.config.players) if s not in self.bots]

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def entered_for(self, decision: Decision) -> bool:
        """Whether the people at the table enter this decision for a computer
        player: a public team decision (:attr:`RuleSet.team_decisions`) asked
        of a computer while people play Hunted too. The team decides aloud, so
        the computer must not decide for its human teammates."""
        return (decision.seat in self.bots and not decision.private
                and decision.kind in self.game.rules.team_decisions
                and any(s not in self.bots for s in self.game.hunted_order))

    def _computer_answers(self, decision: Decision) -> bool:
        return decision.seat in self.bots and not self.entered_for(decision)

    def bot_choice(self, seat: int) -> Option:
        """The bot's answer, from its own seat's view only (with the seat's
        knowledge of the game if the bot asks for it).

        At a card window every computer player's answer is worked out at once
        (each from its own view): they are applied together, so the table
        waits for one computer's pace, not one per computer."""
        decision = self.game.decision_for(seat)
        if decision is not None and decision.kind == Kind.CARD_WINDOW:
            seats = [d.seat for d in self._windows() if d.seat in self.bots]
            self._bot_windows = {s: self._one_bot_choice(s) for s in seats}
            return self._bot_windows[seat]
        return self._one_bot_choice(seat)

    def _one_bot_choice(self, seat: int) -> Option:
        bot = self.bots[seat]
        return bot.choose(self.game.view(seat, knowledge=bot.wants_knowledge))

    def role(self, seat: int) -> str:
        return "Creature" if seat == self.game.state.config.creature_seat else "Hunted"

    def name(self, seat: int) -> str:
        """``seat``'s name as the screens show it (see :mod:`notalone_tui.i18n.names`):
        text for widgets that never parse markup."""
        return shown_name(self.game.state.config.names[seat])

    def _choose(self) -> Decision:
        pending = self.game.pending
        for d in pending:
            if d.seat == self.owner:
                return d
        return pending[0]

    def current(self) -> FlowStep:
        if self.info_queue:
            seat = self.info_queue[0][0]
            if self.owner != seat:
                if len(self.humans) > 1 or self.resumed:
                    return FlowStep(Step.HANDOFF, seat, serial=self.serial)
                self.owner = seat
            texts = tuple(t for s, t in self.info_queue if s == seat)
            return FlowStep(Step.INFO, seat, info=texts, serial=self.serial)
        if self.review and self.owner is None:
            if self._table_stays():
                # The table keeps showing: its log says what happened, no stop needed.
                self.review = []
                self._gathering = None
            else:
                return FlowStep(Step.REVIEW, info=tuple(self.review), serial=self.serial)
        if self.game.is_over:
            return FlowStep(Step.OVER, serial=self.serial)
        windows = self._windows()
        if windows:
            # Computer players answer the card window first; then the people at
            # the keyboard get one question for all of them.
            for d in windows:
                if d.seat in self.bots:
                    return FlowStep(Step.BOT, d.seat, d, serial=self.serial)
            return FlowStep(Step.PUBLIC, windows[0].seat, windows[0], serial=self.serial,
                            table=True)
        decision = self._choose()
        if self._computer_answers(decision):
            return FlowStep(Step.BOT, decision.seat, decision, serial=self.serial)
        if self._asks_table_first(decision):
            following = self._after_nobody(decision)
            if following is not None:
                return FlowStep(Step.HANDOFF, following, decision, serial=self.serial, first=True)
            return FlowStep(Step.PUBLIC, decision.seat, decision, serial=self.serial, table=True)
        if decision.private:
            if self.owner != decision.seat:
                if len(self.humans) == 1 and not self.resumed:
                    # Nobody else is at the table to look away.
                    self.owner = decision.seat
                else:
                    return FlowStep(Step.HANDOFF, decision.seat, serial=self.serial)
            return FlowStep(Step.PRIVATE, decision.seat, decision, serial=self.serial)
        return FlowStep(Step.PUBLIC, decision.seat, decision, serial=self.serial)

    def _asks_table_first(self, decision: Decision) -> bool:
        """Whether the table is asked before the keyboard goes to ``decision``'s
        seat: the Creature's window before the Hunted explore (R8) is offered
        every turn, so the table asks "does the Creature play a card?" and the
        keyboard goes to the Creature only if it does. The question is the same
        whatever the Creature holds, and it costs one key instead of a handoff
        and a pass. With a single person at the keyboard there is nobody to ask."""
        return (decision.kind == Kind.CREATURE_WINDOW and self.owner != decision.seat
                and self._claimed != decision.seat and len(self.humans) > 1)

    def _after_nobody(self, decision: Decision) -> int | None:
        """The person the keyboard goes to once nobody plays a card before the
        Hunted explore, when that is a handoff: the handoff screen then asks the
        Creature's question too (one Enter instead of a table answer and an
        Enter). Worked out once per flow change on a copy of the game."""
        if self._first_for[0] == self.serial:
            return self._first_for[1]
        trial = self._copy()
        trial.answer(decision.seat, Option(Verb.PASS))
        step = trial.current()
        seat = step.seat if step.step is Step.HANDOFF else None
        self._first_for = (self.serial, seat)
        return seat

    def claim_first(self) -> None:
        """On the handoff that asks it: the Creature plays a card before the
        Hunted explore (R8); its own window follows behind its handoff."""
        step = self.current()
        if not step.first or step.decision is None:
            raise LookupError("no handoff asks whether the Creature plays first")
        self.answer(step.decision.seat, Option(Verb.OPEN_HAND, seat=step.decision.seat))

    def _table_stays(self) -> bool:
        """Whether what comes next is shown on the table (a public decision, a
        window, a computer thinking): then the Reckoning's review needs no stop
        of its own, the table's log shows it. It stops the table only before the
        screen leaves it for a handoff or a private screen."""
        if self.game.is_over or not self.game.pending:
            return False
        if self._windows():
            return True
        decision = self._choose()
        return (self._computer_answers(decision) or not decision.private
                or self._asks_table_first(decision))

    def _windows(self) -> list[Decision]:
        """The public card windows pending, when nothing else is (they are asked
        of every seat that may play at once)."""
        pending = self.game.pending
        if not pending or any(d.kind != Kind.CARD_WINDOW or d.private for d in pending):
            return []
        return list(pending)

    def table_window(self, view: GameView) -> DecisionView:
        """The people's card windows as one question for the table: nobody, or
        one "<name> plays a card" per seat at the keyboard that may play."""
        seats = [d.seat for d in self._windows() if d.seat not in self.bots]
        if not seats:
            raise LookupError("no card window for the people at the table")
        first = decision_view(view, seats[0])
        claims = tuple(Option(Verb.OPEN_HAND, seat=s) for s in seats)
        return DecisionView(seat=first.seat, kind=first.kind, prompt=first.prompt,
                            visibility=first.visibility, options=(Option(Verb.PASS), *claims))

    def table_gate(self, view: GameView, seat: int) -> DecisionView:
        """The table's question before the Creature's window (R8), worded as a
        card window: nobody, or "<Creature> plays a card". ``view`` is the public
        view: its prompt is the one the table reads for that window."""
        public = decision_view(view, seat)
        return DecisionView(seat=seat, kind=Kind.CARD_WINDOW, prompt=public.prompt,
                            visibility=public.visibility,
                            options=(Option(Verb.PASS), Option(Verb.OPEN_HAND, seat=seat)))

    def shown(self, step: FlowStep, view: GameView | None = None) -> DecisionView:
        """The decision of ``step`` as its screen shows it: the deciding seat's own
        view of it, or for a card window the table's one question. ``view`` is the
        public view when the table decides, else the deciding seat's (made if not given)."""
        assert step.seat is not None
        if step.table:
            if step.decision is not None and step.decision.kind == Kind.CREATURE_WINDOW:
                return self.table_gate(view or self.game.view(None), step.seat)
            shown = self.table_window(view or self.game.view(None))
        else:
            shown = decision_view(view or self.game.view(step.seat), step.seat)
        if self._everyone_offered(step):
            shown = replace(shown, options=(*(shown.options or ()), EVERYONE_POWERS))
        return shown

    def window_numbers(self, step: FlowStep, shown: DecisionView) -> tuple[str, ...]:
        """The numbers the table's card window shows (and its keys pick), one
        per option of ``shown``, or ``()`` for any other question. They never
        change all game: 1 is "nobody", each person at the keyboard keeps the
        number of their place among them in seat order (the Creature's
        included, though it is asked in Phase 3 only: a gap elsewhere) whether
        or not they are still asked, and "everyone uses their place's power"
        comes after them (at most 9 with 7 people). The windows are asked in
        seat order, so the numbers go up the list."""
        if not step.table or shown.kind != Kind.CARD_WINDOW or not shown.options:
            return ()
        people = self.humans
        numbers = []
        for option in shown.options:
            if option == EVERYONE_POWERS:
                numbers.append(str(2 + len(people)))
            elif option.verb is Verb.OPEN_HAND and option.seat in people:
                numbers.append(str(2 + people.index(option.seat)))
            else:
                numbers.append("1")
        return tuple(numbers)

    def without_everyone(self, step: FlowStep) -> tuple[str, int | None] | None:
        """Why the table's Phase 3 card window does not offer "everyone uses their
        place's power" (None where it is offered, or is not the question): the
        reason's name (``computer``: the next Hunted to resolve is a computer;
        ``choice``: their place's power asks a choice or cannot be used;
        ``alone``: a single Hunted's answer would be given) and the seat it is
        about. Public facts only: the resolve decisions are public."""
        if not self._opens_reckoning(step) or self._everyone_offered(step):
            return None
        trial = self._copy()
        trial._everyone()  # as far as it would go: where it stops says why
        following = trial.current()
        decision = following.decision
        if decision is not None and decision.kind == Kind.RESOLVE:
            if decision.seat in self.bots:
                return "computer", decision.seat
            if trial._power_for(following) is None:
                return "choice", decision.seat
        return "alone", None

    # ------------------------------------------------ everyone's place powers
    def _power_for(self, step: FlowStep) -> Option | None:
        """The answer "everyone uses their place's power" gives at ``step``: the
        place's power, when a person at the table resolves their place and its
        power has nothing left to choose (one power option)."""
        decision = step.decision
        if (step.step is not Step.PUBLIC or step.table or decision is None
                or decision.kind != Kind.RESOLVE or decision.seat in self.bots):
            return None
        powers = [o for o in decision.options if o.verb is Verb.POWER]
        return powers[0] if len(powers) == 1 else None

    def _opens_reckoning(self, step: FlowStep) -> bool:
        """Whether ``step`` is the table's Phase 3 card window (before the places
        resolve, or again after a place's power drew a card)."""
        return (step.step is Step.PUBLIC and step.table and step.decision is not None
                and step.decision.kind == Kind.CARD_WINDOW
                and self.game.state.turn.phase == 3)

    def everyone_plan(self) -> tuple[tuple[int, Option], ...]:
        """What the table's "everyone uses their place's power" answers from here,
        in order: (seat, option) for "nobody" in a Phase 3 window, then each
        place power, as long as the Hunted resolving is a person whose power has
        nothing to choose, stopping after a power that cannot be taken back (it
        drew or revealed something: the table looks before going on). Worked
        out once per flow change, on a copy of the flow."""
        if self._everyone_for[0] == self.serial:
            return self._everyone_for[1]
        plan: tuple[tuple[int, Option], ...] = ()
        step = self.current()
        if self._opens_reckoning(step) or self._power_for(step) is not None:
            plan = self._copy()._everyone()
        self._everyone_for = (self.serial, plan)
        return plan

    def _everyone_offered(self, step: FlowStep) -> bool:
        """The table is offered "everyone" when it answers two questions or more
        (one is just that Hunted's own answer), and only at the step on show."""
        if step.serial != self.serial or not (self._opens_reckoning(step)
                                              or self._power_for(step) is not None):
            return False
        plan = self.everyone_plan()
        return len(plan) >= 2 and any(o.verb is Verb.POWER for _, o in plan)

    def _everyone(self) -> tuple[tuple[int, Option], ...]:
        """Answer "everyone uses their place's power" (see :meth:`everyone_plan`)
        as one answer of the table's: Undo takes it back whole."""
        first = len(self._answers)
        done: list[tuple[int, Option]] = []
        step = self.current()
        if self._opens_reckoning(step):
            assert step.seat is not None
            self.answer(step.seat, Option(Verb.PASS))
            done.append((step.seat, Option(Verb.PASS)))
            step = self.current()
        while (power := self._power_for(step)) is not None:
            assert step.seat is not None
            self.answer(step.seat, power)
            done.append((step.seat, power))
            if not self.game.can_undo(step.seat):
                break
            step = self.current()
        if len(self._answers) > first:
            applied = sum(a[1] for a in self._answers[first:])
            seat = self._answers[-1][2]
            del self._answers[first:]
            self._record(applied, seat, False)
        return tuple(done)

    def needs_confirmation(self, step: FlowStep, option: Option) -> bool:
        """Whether ``option``, chosen at ``step``, is confirmed before it is applied.

        The rule (``assets/rules.md``, "Confirmations"): a choice is confirmed
        exactly when Undo could not take it back on the screen that follows it,
        because it reveals, draws, ends the turn or the game, lets a computer
        player answer, or leaves a private screen for the public table. A choice
        that hands the keyboard to another person is not: the handoff screen that
        follows takes it back (Esc) until that person presses Enter. Declining
        (pass, nobody, play nothing, do nothing here) is never confirmed: it is
        the commonest answer, the list opens on it, and a slip costs at most a
        card not played this time. Worked out by answering on a copy of this
        flow, only for the option chosen, and asking the copy's undo policy."""
        return self.confirmation(step, option) is not None

    def confirmation(self, step: FlowStep, option: Option) -> tuple[Option, ...] | None:
        """None when ``option`` is applied at once (see :meth:`needs_confirmation`);
        else what the confirmation names besides it: the finish the choice
        brings with it when finishing is all its chooser could do next."""
        if option.verb in DECLINING or step.seat is None or step.decision is None:
            return None
        if step.serial != self.serial:
            return None  # a screen left behind: its choice is stale and will be ignored
        trial = self._copy()
        try:
            trial.answer(step.seat, option)
        except IllegalAction:
            return None  # refused when sent, with the rule that refuses it
        if trial.game.is_over or trial.undo_seat() is None:
            if option == EVERYONE_POWERS or not trial._answers:
                return ()
            applied = trial._answers[-1][1]
            return tuple(a.option for a in trial.game.actions[len(trial.game.actions)
                                                              - applied + 1:])
        return None

    def _copy(self) -> HotSeat:
        """This flow on a copy of the game, to try an answer on."""
        trial = copy.copy(self)
        state = copy_state(self.game.state)
        state.log = list(self.game.state.log)
        trial.game = Game(state, list(self.game.actions), keeps_undo=True)
        trial.info_queue = list(self.info_queue)
        trial.review = list(self.review)
        trial._answers = list(self._answers)
        trial._bot_windows = dict(self._bot_windows)
        trial._logs = {}
        return trial

    def take_keyboard(self, seat: int) -> None:
        """The handoff screen was confirmed by ``seat`` (on a handoff that asks
        whether the Creature plays first, that is "nobody": its pass is applied)."""
        step = self.current()
        if step.first and step.decision is not None:
            self.answer(step.decision.seat, Option(Verb.PASS))
        self.serial += 1
        self.owner = seat
        self.resumed = False
        self._sealed = len(self._answers)

    def undo_seat(self) -> int | None:
        """The seat whose last answer may be taken back now, if any (README, "Undo").

        Only a person's answer given here, only while nothing new has been
        revealed since (:meth:`Game.can_undo`), and only while nobody else has
        looked: a private choice while its seat's own private screen still
        shows, and any choice while the handoff screen that follows it waits
        for the next person (who has seen nothing yet) or while the public
        table that follows it waits for its next answer. Never once someone
        took the keyboard after it, nor once a computer player has answered
        after it. A private choice taken back away from its maker's screen
        returns behind their handoff (:meth:`take_back`)."""
        game = self.game
        if game.is_over or len(self._answers) <= self._sealed:
            return None
        after, applied, seat, private = self._answers[-1]
        if after != len(game.actions) or seat in self.bots:
            return None
        step = self.current()
        handoff = step.step is Step.HANDOFF
        if applied and not game.can_undo(game.actions[-1].seat, unseen=handoff):
            return None
        if step.step is Step.PRIVATE:
            return seat if private and step.seat == seat else None
        return seat if handoff or step.step is Step.PUBLIC else None

    def handoff_back(self) -> tuple[int, bool] | None:
        """On a handoff screen: the seat whose choice Esc takes back there, and
        whether that choice was made in private (None when nothing can be)."""
        if self.current().step is not Step.HANDOFF:
            return None
        seat = self.undo_seat()
        return None if seat is None else (seat, self._answers[-1][3])

    def take_back(self) -> None:
        """Undo the last answer (all the actions it applied). The keyboard stays
        where it is: on its maker's private screen, at the public table, or on
        a handoff screen; a private decision that comes back while nobody holds
        the keyboard is shown after its seat's handoff, as any other."""
        _, applied, _, _ = self._answers.pop()
        game = self.game
        self.serial += 1
        self._claimed = None
        if applied:
            self.game = Game.replay(game.state.config, game.state.seed,
                                    game.actions[:-applied], keeps_undo=True)
        self._bot_windows = {}
        self.review = []
        self._gathering = None
        self.info_queue = []

    def hide(self) -> None:
        self.serial += 1
        self.owner = None

    def dismiss_review(self) -> None:
        self.serial += 1
        self.review = []
        self._gathering = None

    def dismiss_info(self) -> None:
        seat = self.owner
        self.info_queue = [(s, t) for s, t in self.info_queue if s != seat]
        self.hide()

    def answer(self, seat: int, option: Option) -> list[Event]:
        """Apply a choice; hide the private screen once the seat's private sequence ends.

        The table's answer to the card window (see :meth:`table_window`) is turned
        into the seats' own: "nobody" passes every person's window, "<name> plays
        a card" opens that seat's hand. The table's "everyone uses their place's
        power" answers each Hunted in turn (:meth:`everyone_plan`)."""
        if option == EVERYONE_POWERS:
            if not self._everyone_offered(self.current()):
                raise IllegalAction(msg("core.refuse.everyone"))
            self._everyone()
            return []
        decision = self.game.decision_for(seat)
        if decision is not None and decision.kind == Kind.CARD_WINDOW:
            if seat not in self.bots:
                return self._answer_window(option)
            if seat in self._bot_windows:
                return self._answer_bot_windows(seat, option)
        if decision is not None and decision.kind == Kind.CREATURE_WINDOW:
            at_table = self._asks_table_first(decision)
            self._claimed = None
            if option.verb is Verb.OPEN_HAND:
                # The table's "<Creature> plays a card": no action yet, the keyboard
                # goes to the Creature, whose private window follows.
                self._claimed = seat
                self._record(0, seat, False)
                self.serial += 1
                return []
            if at_table:  # the table's "nobody": the Creature's pass, said aloud
                events = self.game.apply(Action(seat, option))
                self._record(1, seat, False)
                return self._answered(seat, events, False)
        was_private = decision is not None and decision.private
        events = self.game.apply(Action(seat, option))
        applied = 1
        following = self.game.decision_for(seat) if was_private else None
        while (following is not None and following.private and len(following.options) == 1
               and following.options[0] in ONLY_ANSWERS):
            # Nothing is left to choose but to finish or pass: the choice does
            # that too (its confirmation says so), one key instead of three.
            events += self.game.apply(Action(seat, following.options[0]))
            applied += 1
            following = self.game.decision_for(seat)
        self._record(applied, seat, was_private)
        return self._answered(seat, events, was_private)

    def _gather_review(self, seat: int, events: list[Event], was_private: bool) -> None:
        """What the table reads before play goes on: the Reckoning's results
        (the events of the answer that made them), or what a seat did in private
        (the rule set's ``summary`` events, and the seat's private answers after
        them, gathered until the table reads them: the Creature's Phase 5)."""
        if self.game.is_over:
            return
        kinds = self.game.rules.events
        if any(e.kind in kinds.review for e in events):
            self.review = [self.say(e.public) for e in events if e.kind not in kinds.quiet]
            self._gathering = None
            return
        gathered = was_private and self._gathering == seat
        if gathered or was_private and any(e.kind in kinds.summary for e in events):
            lines = [self.say(e.public) for e in events if e.kind not in kinds.quiet]
            self.review = [*self.review, *lines] if gathered else lines
            self._gathering = seat

    def _answer_bot_windows(self, seat: int, option: Option) -> list[Event]:
        """Apply the computers' answers to a card window together: the first
        claim if any (it withdraws the other questions), else every pass."""
        answers = {**self._bot_windows, seat: option}
        self._bot_windows = {}
        pending = {d.seat for d in self._windows()}
        answers = {s: o for s, o in answers.items() if s in pending}
        claims = [s for s, o in answers.items() if o.verb is Verb.OPEN_HAND]
        if claims:
            events = self.game.apply(Action(claims[0], answers[claims[0]]))
            self._record(1, claims[0], False)
            return self._answered(claims[0], events, False)
        events = []
        for s, o in answers.items():
            events += self.game.apply(Action(s, o))
        self._record(len(answers), seat, False)
        return self._answered(seat, events, False)

    def _record(self, applied: int, seat: int, private: bool) -> None:
        self._answers.append((len(self.game.actions), applied, seat, private))

    def _answer_window(self, option: Option) -> list[Event]:
        people = [d.seat for d in self._windows() if d.seat not in self.bots]
        if option.verb is Verb.OPEN_HAND:
            claimant = option.seat if option.seat >= 0 else people[0]
            events = self.game.apply(Action(claimant, Option(Verb.OPEN_HAND)))
            self._record(1, claimant, False)
            return self._answered(claimant, events, False)
        events = []
        for seat in people:
            events += self.game.apply(Action(seat, option))
        self._record(len(people), people[-1], False)
        return self._answered(people[-1], events, False)

    def _answered(self, seat: int, events: list[Event], was_private: bool) -> list[Event]:
        self.serial += 1
        self._gather_review(seat, events, was_private)
        kinds = self.game.rules.events
        for event in events:
            if event.kind in kinds.urgent:
                for s, message in event.private:
                    if s != seat and s not in self.bots:
                        self.info_queue.append((s, self.say(message)))
        if was_private:
            following = self.game.decision_for(seat)
            if following is None or not following.private or self.info_queue:
                self.hide()
        elif self.owner is not None and self.owner != seat:
            self.hide()
        return events
