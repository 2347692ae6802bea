"""The table's "everyone uses their place's power" (README, "Keys"): one answer
for the Phase 3 window's "nobody" and each person's place power in turn, offered
only where it saves a key, stopping where a Hunted has something to choose or
a power drew, taken back whole by Undo."""

from __future__ import annotations

from notalone_tui.bots import make_bot
from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.tui.controller import GameController
from notalone_tui.tui.hotseat import HotSeat, Step
from tests.engine.test_survival_cards import make, window

POWER = Verb.POWER


def at_phase_3(explore: dict[int, tuple[int, ...]], token: int = 5,
               survival: dict[int, tuple[str, ...]] | None = None) -> HotSeat:
    """The table's Phase 3 window of a 4-player game (Hunted 1-3 on ``explore``)."""
    t = make(survival if survival is not None else {1: ("survival-dodge",)},
             explore=explore, creature_token=token)
    window(t, 0, 3)
    return HotSeat(t.game)


def options_now(session: HotSeat) -> tuple[Option, ...]:
    """The options of the decision the session shows now."""
    decision = session.current().decision
    assert decision is not None
    return decision.options


def powers(session: HotSeat) -> list[tuple[int, int]]:
    return [(a.seat, a.option.place) for a in session.game.actions if a.option.verb is POWER]


def test_the_phase_3_window_offers_everyone_after_nobody() -> None:
    session = at_phase_3({1: (4,), 2: (3,), 3: (2,)})
    step = session.current()
    assert step.step is Step.PUBLIC and step.table
    shown = session.shown(step).options or ()
    assert shown[0] == Option(Verb.PASS) and shown[-1] == EVERYONE_POWERS
    # Hunted resolve by place number (R7): the Jungle, the River, the Beach.
    assert [(s, o.verb, o.place) for s, o in session.everyone_plan()] == [
        (0, Verb.PASS, 0), (3, POWER, 2), (2, POWER, 3), (1, POWER, 4)]


def test_everyone_answers_each_hunted_in_turn_and_undo_takes_it_back_whole() -> None:
    session = at_phase_3({1: (4,), 2: (3,), 3: (2,)})
    step = session.current()
    before = len(session.game.actions)
    assert session.confirmation(step, EVERYONE_POWERS) is None  # nothing drawn: Undo can
    session.answer(step.seat or 0, EVERYONE_POWERS)
    sent = session.game.actions[before:]
    assert [a.option.verb for a in sent] == [Verb.PASS, Verb.PASS, POWER, POWER, POWER]
    assert powers(session) == [(3, 2), (2, 3), (1, 4)]
    assert session.game.state.turn.phase == 4
    assert session.undo_seat() is not None
    session.take_back()
    assert len(session.game.actions) == before
    decision = session.current().decision
    assert decision is not None
    assert decision.kind is Kind.CARD_WINDOW


def test_resolving_steps_offer_it_too_and_a_lone_power_does_not() -> None:
    session = at_phase_3({1: (4,), 2: (3,), 3: (2,)})
    session.answer(0, Option(Verb.PASS))  # nobody plays a card
    step = session.current()
    assert step.decision is not None and step.decision.kind is Kind.RESOLVE
    assert (session.shown(step).options or ())[-1] == EVERYONE_POWERS
    session.answer(3, next(o for o in step.decision.options if o.verb is POWER))
    session.answer(2, next(o for o in options_now(session) if o.verb is POWER))
    last = session.current()
    assert last.decision is not None and last.decision.kind is Kind.RESOLVE
    # One Hunted left: "everyone" would be that Hunted's own answer.
    assert EVERYONE_POWERS not in (session.shown(last).options or ())


def test_everyone_stops_where_a_hunted_has_a_power_to_choose() -> None:
    # The Rover's Hunted picks which place to take from the reserve.
    session = at_phase_3({1: (4,), 2: (3,), 3: (5,)}, token=2)
    plan = session.everyone_plan()
    assert [(s, o.place) for s, o in plan if o.verb is POWER] == [(2, 3), (1, 4)]
    session.answer(0, EVERYONE_POWERS)
    step = session.current()
    assert step.decision is not None and step.decision.kind is Kind.RESOLVE
    assert step.seat == 3
    assert len([o for o in step.decision.options if o.verb is POWER]) > 1


def test_a_computer_is_never_answered_for() -> None:
    session = at_phase_3({1: (4,), 2: (3,), 3: (2,)})
    session.bots[3] = make_bot("standard", 1)  # on the Jungle, resolving first
    plan = session.everyone_plan()
    assert all(seat != 3 for seat, _ in plan)


def test_the_controller_refuses_everyone_where_it_is_not_offered() -> None:
    session = at_phase_3({1: (4,), 2: (3,), 3: (2,)})
    controller = GameController(session, autosave=False)
    session.answer(0, Option(Verb.PASS))
    session.answer(3, next(o for o in options_now(session) if o.verb is POWER))
    session.answer(2, next(o for o in options_now(session) if o.verb is POWER))
    before = len(session.game.actions)
    assert not controller.choose(EVERYONE_POWERS, session.current().serial)
    assert len(session.game.actions) == before


def test_a_power_that_draws_ends_the_run_and_is_confirmed() -> None:
    """The Jungle, then the Shelter's draw: "everyone" stops there (its Hunted
    keeps one of the cards in private; the Wreck waits for the table) and asks
    first, since Undo cannot take a draw back."""
    t = make({1: ("survival-dodge",)}, explore={1: (8,), 2: (7,), 3: (2,)}, creature_token=5)
    t.rig_places(1, (1, 2, 3, 4, 5, 8))
    t.rig_places(2, (1, 2, 3, 4, 5, 7))
    window(t, 0, 3)
    session = HotSeat(t.game)
    plan = session.everyone_plan()
    assert [(s, o.place) for s, o in plan if o.verb is POWER] == [(3, 2), (2, 7)]
    step = session.current()
    assert session.confirmation(step, EVERYONE_POWERS) == ()
    session.answer(0, EVERYONE_POWERS)
    assert powers(session) == [(3, 2), (2, 7)]
    assert session.undo_seat() is None
