"""One rule for confirmations (assets/rules.md, "Confirmations"): a choice is
confirmed when Undo could not take it back right after it; declining never is."""

from __future__ import annotations

from notalone_tui.engine import Game, GameConfig, Kind, Option, Verb
from notalone_tui.tui.hotseat import HotSeat, Step
from tests.engine.test_survival_cards import make, window

NAMES = ("Ada", "Ben", "Cyd", "Dee")


def private_step(session: HotSeat):  # noqa: ANN201
    step = session.current()
    if step.step is Step.HANDOFF:
        assert step.seat is not None
        session.take_keyboard(step.seat)
        step = session.current()
    assert step.step is Step.PRIVATE
    return step


def test_exploring_hands_the_keyboard_on_and_is_confirmed() -> None:
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = private_step(session)
    assert not session.needs_confirmation(step, Option(Verb.PASS)), "declining"
    session.answer(0, Option(Verb.PASS))
    step = private_step(session)
    assert step.decision is not None and step.decision.kind is Kind.EXPLORE
    explore = next(o for o in step.decision.options if o.verb is Verb.EXPLORE)
    assert session.needs_confirmation(step, explore)


def test_placing_a_token_stays_on_the_screen_and_finishing_the_hunt_is_confirmed() -> None:
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    session.answer(private_step(session).seat or 0, Option(Verb.PASS))
    for _ in range(3):
        step = private_step(session)
        assert step.decision is not None and step.seat is not None
        session.answer(step.seat, next(o for o in step.decision.options
                                       if o.verb is Verb.EXPLORE))
    step = private_step(session)
    assert step.decision is not None and step.decision.kind is Kind.HUNT
    token = next(o for o in step.decision.options if o.verb is Verb.TOKEN)
    assert not session.needs_confirmation(step, token), "Undo can take a token back"
    session.answer(0, token)
    step = private_step(session)
    assert step.decision is not None
    if Option(Verb.DONE) in step.decision.options:
        assert session.needs_confirmation(step, Option(Verb.DONE))


def test_a_claim_at_the_table_hands_the_keyboard_to_the_claimant() -> None:
    t = make({1: ("survival-wrong-track",), 3: ("survival-dodge",)}, explore={1: (4,)},
             creature_token=4)
    window(t, 0, 3)
    session = HotSeat(t.game)
    step = session.current()
    assert step.table
    assert not session.needs_confirmation(step, Option(Verb.PASS))
    assert session.needs_confirmation(step, Option(Verb.OPEN_HAND, seat=3))


def test_a_power_that_draws_is_confirmed() -> None:
    """The Source's draw cannot be taken back (it draws a card)."""
    t = make({}, explore={1: (9,)}, creature_token=2)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore = {1: (9,), 2: (3,), 3: (5,)}
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    session = HotSeat(t.game)
    step = session.current()
    assert step.step is Step.PUBLIC and step.decision == d
    draw = next(o for o in d.options if o.verb is Verb.POWER and o.n == 1)
    assert session.needs_confirmation(step, draw)
    assert not session.needs_confirmation(step, Option(Verb.PASS))


def test_a_screen_left_behind_never_tries_its_choice() -> None:
    """Found by the monkey: a confirmation asked on a screen the flow has left
    (an earlier serial) must not apply the option to the game that moved on."""
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = private_step(session)
    session.answer(0, Option(Verb.PASS))
    ben = private_step(session)
    assert ben.decision is not None
    explore = next(o for o in ben.decision.options if o.verb is Verb.EXPLORE)
    session.answer(1, explore)
    assert not session.needs_confirmation(ben, explore)  # stale: no IllegalAction
    assert step.serial != session.serial
