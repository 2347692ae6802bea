"""The game object: set-up, the step interpreter and the helpers effects share.

A :class:`Game` owns a :class:`GameState` and the list of actions applied to
it. The state holds an *agenda* (a stack of steps still to run) and the
*pending* decisions. :meth:`Game.apply` checks an action against the pending
decision's legal options, hands it to the answer registered for that kind of
decision and then runs the agenda until the engine needs a new decision.
Nothing here waits, prints or reads a clock.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from random import Random
from typing import Any

from . import registry
from .config import GameConfig
from .errors import GameOver, IllegalAction
from .events import Event
from .messages import SEATS, Arg, Msg, card_ref, msg, place_ref, track_ref
from .options import Action, Decision, Option, Visibility
from .ruleset import RuleSet
from .state import CreatureState, GameState, Step
from .undo import LastAction, undo_mark, undo_seat
from .views import GameView, make_view

CREATURE = "creature"
HUNTED = "hunted"

# Decisions and events are made on every step of every game: built with
# tuple.__new__, skipping the named tuples' generated constructors.
_new = tuple.__new__
_PRIVATE = Visibility.PRIVATE
_PUBLIC = Visibility.PUBLIC


class Game:
    """A game in progress. Create one with :meth:`new` or :meth:`replay`."""

    __slots__ = ("state", "actions", "rules", "keeps_undo")
    state: GameState
    actions: list[Action]
    rules: RuleSet
    keeps_undo: bool

    def __init__(self, state: GameState, actions: list[Action] | None = None,
                 keeps_undo: bool = False) -> None:
        self.state = state
        self.actions = actions if actions is not None else []
        #: The rule set the configuration selected: places, cards, phases, tracks...
        self.rules = registry.get(state.config.rules_id)
        #: Whether :meth:`apply` keeps each action's undo mark, so that
        #: :meth:`can_undo` answers at once: set by a front end that offers Undo
        #: (the hot-seat flow). Without it the answer is the same, worked out by
        #: rebuilding the state before the last action from the record, and the
        #: bots' playouts, simulations and replays, which never ask, do not pay
        #: for a mark at every action.
        self.keeps_undo = keeps_undo

    def __reduce__(self) -> tuple[type[Game], tuple[GameState, list[Action], bool]]:
        """Pickled as its state and actions: the rule set is found again by name."""
        return (Game, (self.state, self.actions, self.keeps_undo))

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, config: GameConfig, seed: int = 0) -> Game:
        rules = registry.get(config.rules_id)
        players = config.players
        hunted_seats = config.hunted_seats
        state = rules.game_state(
            config=config,
            seed=int(seed),
            rng_draws=0,
            tracks={t.id: 0 for t in rules.tracks},
            goals={t.id: t.length(players) for t in rules.tracks},
            reserve=dict(rules.reserve(len(hunted_seats))),
            hunt_deck=sorted(rules.hunt_cards),
            hunt_discard=[],
            survival_deck=sorted(rules.survival_cards),
            survival_discard=[],
            creature=CreatureState(seat=config.creature_seat),
            hunted={s: rules.hunted_state(seat=s, hand=list(rules.starting_hand))
                    for s in hunted_seats},
            turn=rules.turn_state(number=0),
        )
        game = cls(state)
        rules.setup(game)
        game.run()
        return game

    @classmethod
    def replay(cls, config: GameConfig, seed: int, actions: Iterable[Action],
               keeps_undo: bool = False) -> Game:
        """Rebuild a game from its record; raises :class:`IllegalAction` on a bad action.
        ``keeps_undo``: see :attr:`keeps_undo` (only the last action's mark is kept)."""
        game = cls.new(config, seed)
        record = list(actions)
        for action in record[:-1]:
            game.apply(action)
        game.keeps_undo = keeps_undo
        for action in record[-1:]:
            game.apply(action)
        return game

    # ----------------------------------------------------------------- queries
    @property
    def pending(self) -> tuple[Decision, ...]:
        return tuple(self.state.pending)

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    def legal_actions(self) -> list[Action]:
        return [Action(d.seat, o) for d in self.state.pending for o in d.options]

    def decision_for(self, seat: int) -> Decision | None:
        for d in self.state.pending:
            if d.seat == seat:
                return d
        return None

    def view(self, seat: int | None, knowledge: bool = False) -> GameView:
        """What ``seat`` may see (``None``: the public table). See :mod:`.views`.

        With ``knowledge``, the view also carries the whole game as ``seat`` may
        know it (:attr:`GameView.knowledge`, see :mod:`.knowledge`): a copy of
        the state, so ask only when a bot needs it."""
        if knowledge:
            return make_view(self, seat, knowledge=True)
        return make_view(self, seat)

    def log_for(self, seat: int | None) -> list[Msg]:
        """The log as ``seat`` may read it (``None``: the public table)."""
        return [e.message_for(seat) for e in self.state.log]

    # ----------------------------------------------------------------- actions
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; return the events it caused.

        Raises :class:`IllegalAction` (the state is untouched) when the action
        answers no pending decision or is not among its legal options.
        """
        state = self.state
        seat, option = action
        pending = state.pending
        # ``decision[0]`` is ``decision.seat`` (and ``[1]``, ``[2]`` its kind and
        # options): a named tuple's field is read faster by index, on this path
        # every action of every game takes.
        for decision in pending:
            if decision[0] == seat:
                break
        else:
            # Nothing is pending once the game has ended (an invariant the
            # playouts check), so this is the one place to tell that it has.
            if state.winner is not None:
                raise GameOver(msg("core.refuse.game_over"), state.end_reason)
            raise IllegalAction(self.not_your_turn_rule(seat))
        rules = self.rules
        if option not in decision[2]:
            raise IllegalAction(rules.explain(self, decision, option))
        log = state.log
        mark = len(log)
        actions = self.actions
        if self.keeps_undo:
            # Made before the answer runs: the seat, :func:`.undo.undo_mark` inlined
            # and spelt out (one tuple, not two: a test holds ``last_action[1:6]``
            # equal to the mark), where this action's events will start in the log
            # and how many actions came before it.
            state.last_action = (seat, state.rng_draws, state.turn.number,
                                 len(state.survival_deck), len(state.hunt_deck),
                                 rules.revealed(state), mark, len(actions))
        pending.remove(decision)
        actions.append(action)
        rules.answers[decision[1]](self, decision, option)
        # :meth:`run`, inlined: this is the path every action of every game takes.
        agenda = state.agenda
        if agenda and not pending and state.winner is None:
            steps = rules.steps
            pop = agenda.pop
            while True:
                item = pop()
                # The arguments spelt out (most steps take none, one or two):
                # ``step(self, *item[1:])`` would build two tuples and a list.
                size = len(item)
                if size == 1:
                    steps[item[0]](self)
                elif size == 2:
                    steps[item[0]](self, item[1])
                elif size == 3:
                    steps[item[0]](self, item[1], item[2])
                else:
                    steps[item[0]](self, *item[1:])
                if pending or not agenda or state.winner is not None:
                    break
        return log[mark:]

    def last_action(self) -> LastAction | None:
        """The last action's seat, the undo mark of the state before it, where its
        events start in the log and how many actions came before it (None before
        the first action): kept by :meth:`apply` when :attr:`keeps_undo`, else
        rebuilt from the record (a replay of every action but the last; None
        when the record does not replay, as for a state rigged by hand: such a
        game must keep its marks to offer undo)."""
        actions = self.actions
        if not actions:
            return None
        state = self.state
        last = state.last_action
        if last is not None and last[7] == len(actions) - 1:
            return last
        try:
            before = Game.replay(state.config, state.seed, actions[:-1]).state
        except IllegalAction:  # GameOver included
            return None
        return (actions[-1].seat, *undo_mark(before), len(before.log), len(actions) - 1)

    def can_undo(self, seat: int, *, unseen: bool = False) -> bool:
        """Whether ``seat`` may take back the last action (it was theirs and nothing
        has been revealed since; see :mod:`.undo`). ``unseen``: the seats now
        deciding have not looked at their decisions yet."""
        last = self.last_action()
        return last is not None and undo_seat(self.state, last, unseen) == seat

    def undo(self) -> Game:
        """The game as it was before the last action, rebuilt from the record.

        Raises :class:`IllegalAction` when the last action may not be taken back.
        """
        state = self.state
        last = self.last_action()
        if last is None or undo_seat(state, last) is None:
            raise IllegalAction(msg("core.refuse.undo"))
        return Game.replay(state.config, state.seed, self.actions[:-1], self.keeps_undo)

    def not_your_turn_rule(self, seat: int) -> Msg:
        if not 0 <= seat < self.state.config.players:
            return msg("core.refuse.no_seat", number=seat)
        waiting = tuple(
            msg("core.waiting_for", seat=SEATS[d.seat], prompt=d.public_prompt)
            for d in self.state.pending
        )
        return msg("core.refuse.not_yours", seat=SEATS[seat], waiting=waiting)

    def run(self) -> None:
        """Run agenda steps until a decision is pending or the game has ended."""
        state = self.state
        agenda = state.agenda
        steps = self.rules.steps
        while state.winner is None and not state.pending and agenda:
            item = agenda.pop()
            size = len(item)  # arguments spelt out, as in :meth:`apply`
            if size == 1:
                steps[item[0]](self)
            elif size == 2:
                steps[item[0]](self, item[1])
            else:
                steps[item[0]](self, *item[1:])

    # ----------------------------------------------------------- flow helpers
    def push(self, *steps: Step) -> None:
        """Schedule steps to run next, in the order given."""
        self.state.agenda.extend(reversed(steps))

    def ask(
        self,
        seat: int,
        kind: str,
        options: Collection[Option],
        # Not keyword-only (though callers name them): CPython fills the defaults of
        # keyword-only parameters by dictionary lookups, on every question asked.
        private: bool,
        prompt: Msg,
        public_prompt: Msg | None = None,
        ctx: tuple[Any, ...] = (),
        auto: bool = True,
        shared: bool = False,
        ordered: bool = False,
    ) -> None:
        """Wait for ``seat`` to choose among ``options``.

        ``shared``: a question the whole table answers together (a card window),
        whose options name no card: it stays public even while the discard
        piles are hidden (:attr:`.RuleSet.discards_hidden`).

        With ``auto``, a decision with a single option is answered at once:
        pass ``auto=False`` when the mere absence of a choice would tell other
        seats something secret (rulings R23). Asking must be the last thing a
        handler does. A ``private`` decision needs a ``public_prompt``, written
        for the seats that wait on it.

        ``ordered``: the caller built ``options`` already sorted, so asking
        need not sort them again (the busiest questions are asked at every
        turn of every playout; comparing options is most of sorting them).
        The invariants (:func:`.invariants.check_invariants`) check the order.
        The busiest, private and not ``auto``, go through :meth:`ask_private`.
        """
        if not options:
            raise RuntimeError(f"decision {kind} for seat {seat} has no option")
        if private and public_prompt is None:
            # The private prompt may name secret cards; other seats must be
            # told something written for them, never a copy of it.
            raise ValueError(f"private decision {kind} needs a public_prompt")
        # A set will do, unless ``ordered``.
        opts = tuple(options) if ordered or len(options) < 2 else tuple(sorted(options))
        state = self.state
        if (not private and not shared and seat != state.config.creature_seat
                and self.rules.discards_hidden(state)):
            # A Hunted's options may name discarded cards, which are hidden from the
            # Creature (Smokescreen): every Hunted choice is made in private then.
            private = True
        decision = _new(
            Decision,
            (seat, kind, opts, _PRIVATE if private else _PUBLIC, prompt,
             public_prompt or prompt, ctx),
        )
        if auto and len(opts) == 1:
            self.rules.answers[kind](self, decision, opts[0])
            return
        state.pending.append(decision)

    def ask_private(
        self,
        seat: int,
        kind: str,
        options: Collection[Option],
        prompt: Msg,
        public_prompt: Msg,
        ctx: tuple[Any, ...] = (),
    ) -> None:
        """:meth:`ask` for the busiest kind of question, in a frame less: asked
        in private (so the Smokescreen has nothing to hide), with ``options``
        built already sorted (``ordered``) and never answered on its own
        (``auto=False``: a Hunted's exploration, a hand opened, the Creature's
        hunt and its window are asked whatever they hold)."""
        if not options:
            raise RuntimeError(f"decision {kind} for seat {seat} has no option")
        self.state.pending.append(_new(
            Decision, (seat, kind, tuple(options), _PRIVATE, prompt, public_prompt, ctx)))

    # ------------------------------------------------------------------ events
    def log(self, kind: str, public: Msg, private: dict[int, Msg] | None = None) -> None:
        state = self.state
        turn = state.turn
        if not private:
            secret: tuple[tuple[int, Msg], ...] = ()
        elif len(private) == 1:
            secret = tuple(private.items())
        else:
            secret = tuple(sorted(private.items()))
        state.log.append(_new(Event, (kind, public, secret, turn.number, turn.phase)))

    def log_discards(self, kind: str, generic: Msg, detailed: Msg) -> None:
        """Log a move that shows discard-pile cards, hiding them from the Creature
        while the piles are hidden (Smokescreen; the Hunted still see each other's)."""
        if self.rules.discards_hidden(self.state):
            self.log(kind, generic, {s: detailed for s in self.state.hunted})
        else:
            self.log(kind, detailed)

    def name(self, seat: int) -> str:
        return self.state.config.names[seat]

    def hook(self, point: str, **context: Any) -> None:
        """Run the abilities the rule set attached at ``point`` (see
        :data:`.ruleset.HOOK_POINTS`)."""
        for ability in self.rules.hooks.get(point, ()):
            ability(self, **context)

    def stat(self, key: str, amount: int = 1) -> None:
        stats = self.state.stats
        stats[key] = stats.get(key, 0) + amount

    @property
    def hunted_order(self) -> tuple[int, ...]:
        return self.state.config.hunted_seats

    @property
    def creature_seat(self) -> int:
        return self.state.config.creature_seat

    # ----------------------------------------------------------------- random
    def rng(self) -> Random:
        """A fresh generator derived from the seed and the number of draws so far."""
        state = self.state
        state.rng_draws += 1
        return Random(state.seed * 1_000_003 + state.rng_draws)

    def shuffle(self, cards: list[str]) -> None:
        self.rng().shuffle(cards)

    # ------------------------------------------------------------------ decks
    def draw_hunt(self, count: int) -> list[str]:
        state = self.state
        drawn: list[str] = []
        for _ in range(count):
            if not state.hunt_deck:
                if not state.hunt_discard:
                    break
                state.hunt_deck = state.hunt_discard
                state.hunt_discard = []
                self.shuffle(state.hunt_deck)
                self.log("reshuffle", msg("core.reshuffle.hunt"))
            drawn.append(state.hunt_deck.pop())
        state.creature.hand.extend(drawn)
        if drawn:
            cseat = state.config.creature_seat
            self.log(
                "draw",
                _new(Msg, ("core.draw.hunt", {"seat": SEATS[cseat], "n": len(drawn)})),
                {cseat: _new(Msg, ("core.draw.private", {"cards": tuple(map(card_ref, drawn))}))},
            )
        return drawn

    def survival_available(self) -> int:
        return len(self.state.survival_deck) + len(self.state.survival_discard)

    def take_survival(self, count: int) -> list[str]:
        """Take cards off the Survival deck (reshuffling its discard when empty)."""
        state = self.state
        drawn: list[str] = []
        for _ in range(count):
            if not state.survival_deck:
                if not state.survival_discard:
                    break
                state.survival_deck = state.survival_discard
                state.survival_discard = []
                self.shuffle(state.survival_deck)
                self.log("reshuffle", msg("core.reshuffle.survival"))
            drawn.append(state.survival_deck.pop())
        return drawn

    def draw_survival(self, seat: int, count: int) -> list[str]:
        drawn = self.take_survival(count)
        self.state.hunted[seat].survival.extend(drawn)
        if drawn:
            self.log(
                "draw",
                _new(Msg, ("core.draw.survival", {"seat": SEATS[seat], "n": len(drawn)})),
                {seat: _new(Msg, ("core.draw.private", {"cards": tuple(map(card_ref, drawn))}))},
            )
        return drawn

    # --------------------------------------------------------------- counters
    def move_track(self, track_id: str, steps: int, why: Arg) -> None:
        """Move a track's counter towards Victory; reaching it ends the game (R3)."""
        state = self.state
        tracks = state.tracks
        goal = state.goals[track_id]
        moved = tracks[track_id] = min(goal, tracks[track_id] + steps)
        track = track_ref(track_id)
        # :func:`.messages.msg` and :meth:`log` written out (every turn): a frame less each.
        turn = state.turn
        state.log.append(_new(Event, (
            track_id,
            _new(Msg, ("core.track.move",
                       {"track": track, "n": steps, "why": why, "left": goal - moved})),
            (), turn.number, turn.phase)))
        if moved >= goal:
            reason = msg("core.track.victory", track=track, why=why)
            if self.rules.victory is not None:
                self.rules.victory(self, track_id, why, reason)
            else:
                self.end(self.rules.track(track_id).winner, reason)

    def end(self, winner: str, reason: Msg) -> None:
        """End the game at once (R3): nothing after this resolves."""
        state = self.state
        if state.winner is not None:
            return
        state.winner = winner
        state.end_reason = reason
        state.agenda.clear()
        state.pending.clear()
        self.log("game_over", msg(f"core.game_over.{winner}", reason=reason))

    # ------------------------------------------------------------------- will
    def lose_will(self, seat: int, amount: int, why: Arg) -> None:
        hunted = self.state.hunted[seat]
        before = hunted.will
        hunted.will = max(0, before - amount)
        lost = before - hunted.will
        self.stat("will_lost", lost)
        self.log("will", _new(Msg, ("core.will.lose",  # :func:`.messages.msg`, written out
                                    {"seat": SEATS[seat], "n": lost, "why": why,
                                     "left": hunted.will})))
        if hunted.will == 0 and before > 0 and self.rules.will_exhausted is not None:
            self.rules.will_exhausted(self, seat)
        if lost and "will_lost" in self.rules.hooks:
            self.hook("will_lost", seat=seat, amount=lost, why=why)

    def gain_will(self, seat: int, amount: int, why: Arg) -> None:
        hunted = self.state.hunted[seat]
        before = hunted.will
        hunted.will = min(3, before + amount)
        self.log("will", _new(Msg, ("core.will.gain",  # :func:`.messages.msg`, written out
                                    {"seat": SEATS[seat], "n": hunted.will - before, "why": why})))

    # ------------------------------------------------------------ place cards
    def take_back(self, seat: int, cards: Sequence[int], why: Arg) -> None:
        """Move cards from the seat's discard pile into their hand."""
        state = self.state
        hunted = state.hunted[seat]
        for card in cards:
            hunted.discard.remove(card)
            hunted.hand.append(card)
        hunted.hand.sort()
        if cards:
            who = SEATS[seat]
            refs = tuple(map(place_ref, cards))  # :func:`.messages.places`, inline
            # :func:`.messages.msg` and :meth:`log` written out (a Hunted takes
            # cards back most turns): a frame less for each.
            detailed = _new(Msg, ("core.take_back.cards", {"seat": who, "places": refs, "why": why}))
            if self.rules.discards_hidden(state):  # :meth:`log_discards`, words made if read
                generic = msg("core.take_back.some", seat=who, n=len(cards), why=why)
                self.log("take_back", generic, {s: detailed for s in state.hunted})
            else:
                turn = state.turn
                state.log.append(
                    _new(Event, ("take_back", detailed, (), turn.number, turn.phase)))

    def discard_places(self, seat: int, cards: Sequence[int], why: Arg) -> None:
        """Move cards from the seat's hand to their (public) discard pile."""
        state = self.state
        hunted = state.hunted[seat]
        for card in cards:
            hunted.hand.remove(card)
            hunted.discard.append(card)
        if cards:
            who = SEATS[seat]
            refs = tuple(map(place_ref, cards))  # :func:`.messages.places`, inline
            detailed = _new(Msg, ("core.discard.cards", {"seat": who, "places": refs, "why": why}))
            if self.rules.discards_hidden(state):  # :meth:`log_discards`, words made if read
                generic = msg("core.discard.some", seat=who, n=len(cards), why=why)
                self.log("discard", generic, {s: detailed for s in state.hunted})
            else:
                self.log("discard", detailed)

