"""A small harness for rules tests: rig a game's hands, then drive it with a plan.

``Table`` wraps a :class:`Game` whose Creature sits at seat 0, so the Hunted
are seats 1..P-1 in play order. ``rig_*`` methods move cards between zones
without breaking card conservation. ``advance`` answers decisions with a
default policy (pass every window, explore the planned or first card, place
the planned tokens) until the decision a test wants to look at is pending.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from notalone_tui.engine import (
    Action,
    Decision,
    Event,
    Game,
    GameConfig,
    GameState,
    Kind,
    Option,
    Verb,
)
from notalone_tui.engine.state import CreatureState, HuntedState, TurnState
from tests.engine.words import log_lines, public, say

NAMES = ("Creature", "Zoe", "Simon", "Luca", "Quentin", "Adrian", "Valerie")

Policy = Callable[["Table", Decision], Option | None]


@dataclass
class Plan:
    """What each seat does this turn when the test does not intervene."""

    explore: dict[int, tuple[int, ...]] = field(default_factory=dict)
    creature: int | None = None
    artemia: tuple[int, ...] | None = None
    target: tuple[int, ...] | None = None
    hunt_cards: list[str] = field(default_factory=list)
    phase1_cards: list[str] = field(default_factory=list)


class Table:
    #: Leave the Creature's "who plays first" question (R11) to the test.
    ask_order = False

    def __init__(
        self,
        players: int = 3,
        seed: int = 1,
        side: int = 1,
        expert: bool = False,
        names: tuple[str, ...] | None = None,
        ruleset: str = "base",
        sheets: bool = False,
    ) -> None:
        names = names or NAMES[:players]
        self.game = Game.new(
            GameConfig(names=names, creature_seat=0, board_side=side, expert_variant=expert,
                       ruleset=ruleset, sheets=sheets),
            seed=seed,
        )
        # The ``rig_*`` methods change the state outside any action, so its record
        # does not rebuild it: undo must be told by the marks kept at each action.
        self.game.keeps_undo = True
        self.plan = Plan()

    # -------------------------------------------------------------- access
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def turn(self) -> TurnState:
        return self.game.state.turn

    def hunted(self, seat: int) -> HuntedState:
        return self.game.state.hunted[seat]

    @property
    def creature(self) -> CreatureState:
        return self.game.state.creature

    def decision(self, seat: int | None = None) -> Decision:
        pending = self.game.pending
        assert pending, "no decision is pending (game over?)"
        if seat is None:
            return pending[0]
        for d in pending:
            if d.seat == seat:
                return d
        raise AssertionError(f"seat {seat} has no pending decision; pending: {pending}")

    def options(self, seat: int | None = None, verb: Verb | None = None) -> list[Option]:
        d = self.decision(seat)
        return [o for o in d.options if verb is None or o.verb is verb]

    # ---------------------------------------------------------------- acts
    def do(self, actor: int, verb: Verb, /, **fields: Any) -> list[Event]:
        """Apply ``Option(verb, **fields)`` for seat ``actor`` (raises IllegalAction if
        illegal). ``fields`` may include the option's own ``seat``.

        A Hunted's claim of a window that asks the Creature who plays first
        (R11) is answered "the Hunted first" unless :attr:`ask_order` is set:
        most scenarios are about the card, not the order."""
        events = self.game.apply(Action(actor, Option(verb, **fields)))
        if verb is Verb.OPEN_HAND and not self.ask_order:
            for d in self.game.pending:
                if d.kind is Kind.CONFLICT_ORDER:
                    events += self.game.apply(Action(d.seat, Option(Verb.PASS, seat=actor)))
                    break
        return events

    def claim_ordered(self, seat: int, creature_first: bool) -> None:
        """Hunted ``seat`` claims the window while the Creature may still play
        there: the Creature is asked in public who plays first (R11) and answers
        (its own hand, or the Hunted's, opens)."""
        self.game.apply(Action(seat, Option(Verb.OPEN_HAND)))
        creature = self.state.config.creature_seat
        d = self.decision(creature)
        assert d.kind is Kind.CONFLICT_ORDER and not d.private, d
        assert d.options == (Option(Verb.OPEN_HAND, seat=creature), Option(Verb.PASS, seat=seat))
        if creature_first:
            self.do(creature, Verb.OPEN_HAND, seat=creature)
            assert self.decision(creature).kind is Kind.CARD_PICK
        else:
            self.do(creature, Verb.PASS, seat=seat)
            assert self.decision(seat).kind is Kind.CARD_PICK

    def texts(self, events: Iterable[Event]) -> str:
        return "\n".join(public(self.game, e) for e in events)

    # ----------------------------------------------------------------- rig
    def rig_creature_hand(self, *cards: str) -> None:
        """Give the Creature exactly these Hunt cards (taken from deck or discard)."""
        st = self.state
        st.hunt_deck.extend(st.creature.hand)
        st.creature.hand.clear()
        for card in cards:
            for pile in (st.hunt_deck, st.hunt_discard):
                if card in pile:
                    pile.remove(card)
                    break
            else:
                raise AssertionError(f"{card} is not in the Hunt deck or discard")
            st.creature.hand.append(card)
        self._refresh()

    def rig_hunt_discard(self, *cards: str) -> None:
        """Put these cards on the Hunt discard pile (last one on top)."""
        st = self.state
        for card in cards:
            st.hunt_deck.remove(card)
            st.hunt_discard.append(card)

    def rig_survival(self, seat: int, *cards: str) -> None:
        """Give the Hunted exactly these Survival cards."""
        st = self.state
        h = st.hunted[seat]
        st.survival_deck.extend(h.survival)
        h.survival.clear()
        for card in cards:
            for pile in (st.survival_deck, st.survival_discard):
                if card in pile:
                    pile.remove(card)
                    break
            else:
                raise AssertionError(f"{card} is not in the Survival deck or discard")
            h.survival.append(card)
        self._refresh()

    def rig_places(self, seat: int, hand: Iterable[int], discard: Iterable[int] = ()) -> None:
        """Set a Hunted's hand and discard pile; cards 6-10 come from / return to the reserve."""
        st = self.state
        h = st.hunted[seat]
        for card in h.hand + h.discard:
            if card >= 6:
                st.reserve[card] += 1
        h.hand = sorted(hand)
        h.discard = list(discard)
        for card in h.hand + h.discard:
            if card >= 6:
                assert st.reserve[card] > 0, f"no copy of {card} left in the reserve"
                st.reserve[card] -= 1
        owned = h.hand + h.discard
        assert len(owned) == len(set(owned)), "a Hunted owns each place at most once"
        assert set(range(1, 6)) <= set(owned) | {c for c in h.played}, (
            "a Hunted always owns places 1-5"
        )

    def rig_will(self, seat: int, will: int) -> None:
        self.state.hunted[seat].will = will

    def _refresh(self) -> None:
        """Re-ask the current decision so its options reflect rigged hands."""
        st = self.state
        if len(st.pending) == 1 and st.pending[0].kind in (Kind.CREATURE_WINDOW,):
            st.pending.clear()
            st.agenda.append(("creature_window",))
            self.game.run()
        elif len(st.pending) == 1 and st.pending[0].kind is Kind.EXPLORE:
            seat = st.pending[0].seat
            st.pending.clear()
            st.agenda.append(("explore", seat))
            self.game.run()
        elif len(st.pending) == 1 and st.pending[0].kind is Kind.HUNT:
            st.pending.clear()
            st.agenda.append(("hunt",))
            self.game.run()

    # ------------------------------------------------------------- driving
    def default(self, d: Decision) -> Option:
        plan = self.plan
        opts = d.options
        k = d.kind
        if k is Kind.CREATURE_WINDOW:
            for card in list(plan.phase1_cards):
                o = Option(Verb.PLAY, card=card)
                if o in opts:
                    plan.phase1_cards.remove(card)
                    return o
            return Option(Verb.PASS)
        if k is Kind.EXPLORE:
            want = plan.explore.get(d.seat)
            if want is not None:
                o = Option(Verb.EXPLORE, places=tuple(want))
                assert o in opts, f"seat {d.seat} cannot explore {want}: {opts}"
                return o
            return next(o for o in opts if o.verb is Verb.EXPLORE)
        if k is Kind.HUNT:
            for card in list(plan.hunt_cards):
                o = Option(Verb.PLAY, card=card)
                if o in opts:
                    plan.hunt_cards.remove(card)
                    return o
            for token, where in (
                ("creature", (plan.creature,) if plan.creature else None),
                ("artemia", plan.artemia),
                ("target", plan.target),
            ):
                if where:
                    o = Option(Verb.TOKEN, card=token, places=tuple(where))
                    if o in opts:
                        return o
            if Option(Verb.DONE) in opts:
                return Option(Verb.DONE)
            return next(o for o in opts if o.verb is Verb.TOKEN and o.card == "creature")
        if (k is Kind.CARD_WINDOW or k is Kind.RESOLVE) and Option(Verb.PASS) in opts:
            return Option(Verb.PASS)
        if k is Kind.CARD_PICK:
            return Option(Verb.CANCEL)
        if k is Kind.CONFLICT_ORDER:  # R11: the claiming Hunted plays first
            return next(o for o in opts if o.verb is Verb.PASS)
        return opts[0]

    def advance(
        self,
        until: Callable[[Decision], bool] | None = None,
        *,
        kind: str | None = None,
        seat: int | None = None,
        limit: int = 500,
    ) -> Decision:
        """Answer decisions with the default policy until one matches; return it."""

        def match(d: Decision) -> bool:
            if until is not None:
                return until(d)
            return (kind is None or d.kind is kind) and (seat is None or d.seat == seat)

        for _ in range(limit):
            assert not self.game.is_over, f"game ended: {say(self.game, self.state.end_reason)}"
            for d in self.game.pending:
                if match(d):
                    return d
            d = self.game.pending[0]
            self.game.apply(Action(d.seat, self.default(d)))
        raise AssertionError("advance(): no matching decision came up")

    def advance_to_phase(self, phase: int) -> None:
        """Run default answers until the turn reaches ``phase`` (a decision pending)."""
        for _ in range(500):
            if self.turn.phase >= phase and self.game.pending:
                return
            d = self.game.pending[0]
            self.game.apply(Action(d.seat, self.default(d)))
        raise AssertionError("advance_to_phase(): phase not reached")

    def finish_turn(self) -> None:
        """Run default answers until the next turn's Creature window."""
        number = self.turn.number
        self.advance(lambda d: self.turn.number > number and d.kind is Kind.CREATURE_WINDOW)
        self.plan = Plan()

    def log(self) -> str:
        return "\n".join(log_lines(self.game))


Answer = Callable[[Decision], Option | None]


def drive(t: Table, until: Callable[[], bool], answer: Answer | None = None) -> list[Decision]:
    """Answer pending decisions (``answer`` first, else the harness default) until
    ``until()`` holds or the game ends; return every decision answered on the way."""
    seen: list[Decision] = []
    for _ in range(500):
        if t.game.is_over or until():
            return seen
        d = t.game.pending[0]
        seen.append(d)
        option = (answer(d) if answer else None) or t.default(d)
        t.game.apply(Action(d.seat, option))
    raise AssertionError("drive(): the condition never came")
