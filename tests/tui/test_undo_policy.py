"""Undo behaves as the README says: a person's own last choice, while nothing new
has been revealed and the keyboard has not moved on (on the handoff screen that
follows it, but never once the next person has taken the keyboard)."""

from __future__ import annotations

from notalone_tui.engine import Game, GameConfig, Kind, Option, Verb
from notalone_tui.tui.hotseat import HotSeat, Step

from .driver import step_past_screens

NAMES = ("Ada", "Ben", "Cyd", "Dee")


def new_session() -> HotSeat:
    return HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))


def to_private(session: HotSeat) -> int:
    step = session.current()
    if step.first:
        # c on the handoff: the Creature plays a card first (R8), its own window follows.
        session.claim_first()
        step = session.current()
    elif step.table and step.decision is not None and step.decision.kind is Kind.CREATURE_WINDOW:
        # The same question at the table (a computer explores first).
        session.answer(step.decision.seat, Option(Verb.OPEN_HAND, seat=step.decision.seat))
        step = session.current()
    if step.step is Step.HANDOFF:
        assert step.seat is not None
        session.take_keyboard(step.seat)
        step = session.current()
    assert step.step is Step.PRIVATE and step.seat is not None
    return step.seat


def test_a_choice_that_hands_the_keyboard_on_is_taken_back_only_before_the_next_look() -> None:
    session = new_session()
    creature = to_private(session)
    session.answer(creature, Option(Verb.PASS))  # the Creature's Phase 1 window
    assert session.current().step is Step.HANDOFF
    assert session.undo_seat() == creature, "the handoff screen still waits for Ben"
    ben = to_private(session)
    assert ben == 1
    assert session.undo_seat() is None, "not on the next player's private screen"


def test_a_choice_that_keeps_the_seat_deciding_may_be_taken_back() -> None:
    session = new_session()
    creature = to_private(session)
    session.answer(creature, Option(Verb.PASS))
    for _ in range(3):
        seat = to_private(session)
        decision = session.game.decision_for(seat)
        assert decision is not None and decision.kind is Kind.EXPLORE
        session.answer(seat, next(o for o in decision.options if o.verb is Verb.EXPLORE))
    seat = to_private(session)
    hunt = session.game.decision_for(seat)
    assert hunt is not None and hunt.kind is Kind.HUNT
    token = next(o for o in hunt.options if o.verb is Verb.TOKEN)
    session.answer(seat, token)
    assert session.undo_seat() == creature
    session.take_back()
    assert session.game.decision_for(seat) == hunt
    assert session.current().step is Step.PRIVATE


def test_nobody_at_the_table_is_taken_back_whole() -> None:
    """"Nobody" passes for every person at once; taking it back (where the window
    closing revealed nothing) restores every window. The game is played from its
    start, so that its record rebuilds it."""
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=1))
    undone = 0
    for _ in range(600):
        step = session.current()
        if step.step is Step.OVER:
            break
        if not step_past_screens(session, step):
            assert step.seat is not None
            shown = session.shown(step).options
            assert shown
            if not step.table:
                session.answer(step.seat, shown[0])
                continue
            before = len(session.game.actions)
            waiting = [d.seat for d in session.game.pending]
            session.answer(step.seat, Option(Verb.PASS))
            assert len(session.game.actions) == before + len(waiting)
            if session.undo_seat() is not None and undone < 3:
                session.take_back()
                undone += 1
                assert len(session.game.actions) == before
                assert [d.seat for d in session.game.pending] == waiting
                assert session.current().table
                session.answer(step.seat, Option(Verb.PASS))
    assert undone == 3


def test_a_private_choice_is_taken_back_at_the_table_until_it_answers() -> None:
    """The Creature finishing its hunt hides its screen; until the table answers
    the card window that follows, Undo takes the finish back, and the keyboard
    returns to the Creature behind its own handoff."""
    session = new_session()
    creature = to_private(session)
    session.answer(creature, Option(Verb.PASS))
    for _ in range(3):
        seat = to_private(session)
        d = session.game.decision_for(seat)
        assert d is not None
        session.answer(seat, next(o for o in d.options if o.verb is Verb.EXPLORE))
    seat = to_private(session)
    for _ in range(10):
        d = session.game.decision_for(seat)
        if d is None or d.kind is not Kind.HUNT:
            break
        option = Option(Verb.DONE) if Option(Verb.DONE) in d.options else next(
            o for o in d.options if o.verb is Verb.TOKEN)
        session.answer(seat, option)
    step = session.current()
    assert step.step is Step.PUBLIC and step.table
    assert session.undo_seat() == creature
    actions = len(session.game.actions)
    session.take_back()
    assert len(session.game.actions) == actions - 1
    back = session.current()
    assert back.step is Step.HANDOFF and back.seat == creature, "never straight to its screen"
    session.take_keyboard(creature)
    d = session.game.decision_for(creature)
    assert d is not None and d.kind is Kind.HUNT and Option(Verb.DONE) in d.options
    session.answer(creature, Option(Verb.DONE))
    step = session.current()
    session.answer(step.seat or 0, Option(Verb.PASS))  # the table: nobody plays a card
    assert session.undo_seat() != creature, "the table has answered since"


def test_a_computer_answer_after_a_choice_ends_its_undo() -> None:
    game = Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4)
    from notalone_tui.bots import make_bot

    session = HotSeat(game, bots={1: make_bot("random", 1)})
    creature = to_private(session)
    session.answer(creature, Option(Verb.PASS))
    step = session.current()
    assert step.step is Step.BOT and step.seat == 1
    session.answer(1, session.bot_choice(1))
    assert session.game.actions[-1].seat == 1
    assert session.undo_seat() is None
