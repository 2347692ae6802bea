"""One rule for confirmations (assets/rules.md, "Confirmations"): a choice is
confirmed exactly when Undo could not take it back on the screen that follows;
a choice that hands the keyboard to another person is confirmed by the handoff
screen instead (Esc takes it back there); declining never is."""

from __future__ import annotations

from notalone_tui.bots import make_bot
from notalone_tui.engine import Game, GameConfig, Kind, Option, Verb
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from tests.engine.test_survival_cards import make, window

NAMES = ("Ada", "Ben", "Cyd", "Dee")


def private_step(session: HotSeat) -> FlowStep:
    """The next private decision, handoffs taken (on the one that also asks "does
    the Creature play a card first?", Enter answers nobody)."""
    for _ in range(5):
        step = session.current()
        if step.step is Step.HANDOFF:
            assert step.seat is not None
            session.take_keyboard(step.seat)
        elif step.step is Step.PUBLIC and step.decision is not None \
                and step.decision.kind is Kind.CREATURE_WINDOW:
            session.answer(step.seat or 0, Option(Verb.PASS))
        else:
            break
    assert step.step is Step.PRIVATE, step
    return step


def explore_option(step: FlowStep) -> Option:
    assert step.decision is not None
    return next(o for o in step.decision.options if o.verb is Verb.EXPLORE)


def test_exploring_hands_the_keyboard_on_and_the_handoff_takes_it_back() -> None:
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = private_step(session)
    assert step.decision is not None and step.decision.kind is Kind.EXPLORE
    explore = explore_option(step)
    assert not session.needs_confirmation(step, explore), "the handoff confirms it"
    session.answer(1, explore)
    handoff = session.current()
    assert handoff.step is Step.HANDOFF and handoff.seat == 2
    assert session.handoff_back() == (1, True)
    assert session.undo_seat() == 1
    session.take_back()
    # Esc never opens Ben's screen straight away: Ben takes the keyboard back first.
    again = session.current()
    assert again.step is Step.HANDOFF and again.seat == 1
    assert session.handoff_back() is None, "nothing left to take back"
    assert len(session.game.actions) == 1  # the Creature's pass only


def test_once_the_next_player_takes_the_keyboard_the_choice_stands() -> None:
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = private_step(session)
    session.answer(1, explore_option(step))
    session.take_keyboard(2)
    assert session.current().step is Step.PRIVATE
    assert session.undo_seat() is None


def test_a_choice_a_computer_answers_right_after_is_confirmed() -> None:
    """No handoff follows when the next seat is a computer: it answers at once."""
    game = Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4)
    session = HotSeat(game, bots={2: make_bot("standard", 1)})
    step = private_step(session)
    assert step.seat == 1
    assert session.needs_confirmation(step, explore_option(step))


def test_placing_a_token_stays_on_the_screen_and_finishing_the_hunt_goes_to_the_table() -> None:
    """Finishing the hunt reveals nothing yet (the reveal is Phase 3's): the
    table's card window that follows can still take it back, so it asks nothing;
    with a computer answering that window first, it is confirmed."""
    for bots in ({}, {3: make_bot("standard", 3)}):
        session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4), bots=bots)
        for _ in range(10):
            step = session.current()
            if step.step is Step.BOT:
                assert step.seat is not None
                session.answer(step.seat, session.bot_choice(step.seat))
                continue
            step = private_step(session)
            assert step.seat is not None and step.decision is not None
            if step.decision.kind is Kind.HUNT:
                break
            session.answer(step.seat, explore_option(step))
        assert step.decision is not None and step.decision.kind is Kind.HUNT
        token = next(o for o in step.decision.options if o.verb is Verb.TOKEN)
        assert not session.needs_confirmation(step, token), "Undo can take a token back"
        session.answer(0, token)
        step = private_step(session)
        assert step.decision is not None
        assert Option(Verb.DONE) in step.decision.options
        assert session.needs_confirmation(step, Option(Verb.DONE)) == bool(bots)


def test_the_first_handoff_of_a_turn_asks_whether_the_creature_plays_first() -> None:
    """R8: the handoff to the first Hunted also asks whether the Creature plays a
    Phase 1 card: Enter is "nobody" (the Creature's pass), c hands the keyboard
    to the Creature, whose handoff takes the claim back (Esc)."""
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = session.current()
    assert step.step is Step.HANDOFF and step.first and step.seat == 1
    assert step.decision is not None and step.decision.kind is Kind.CREATURE_WINDOW
    session.claim_first()
    assert session.game.actions == [], "claiming is not a move of the game"
    handoff = session.current()
    assert handoff.step is Step.HANDOFF and handoff.seat == 0 and not handoff.first
    assert session.handoff_back() == (0, False)
    session.take_back()
    again = session.current()
    assert again.first and again.seat == 1, "Esc on the handoff asks again"
    session.claim_first()
    session.take_keyboard(0)
    private = session.current()
    assert private.step is Step.PRIVATE and private.decision is not None
    assert private.decision.kind is Kind.CREATURE_WINDOW
    assert Option(Verb.PASS) in private.decision.options  # the Creature may still play nothing
    session.answer(0, Option(Verb.PASS))
    assert session.current().step is Step.HANDOFF and session.owner is None


def test_enter_on_the_first_handoff_passes_for_the_creature() -> None:
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4))
    step = session.current()
    assert step.first and step.seat == 1
    session.take_keyboard(1)
    assert [(a.seat, a.option.verb) for a in session.game.actions] == [(0, Verb.PASS)]
    assert session.current().step is Step.PRIVATE and session.owner == 1
    assert session.undo_seat() is None, "Ben has looked"


def test_with_a_computer_first_to_explore_the_table_asks() -> None:
    """No handoff follows "nobody" when a computer explores first: the question
    is the table's own, with the same two answers."""
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4),
                      bots={1: make_bot("standard", 1)})
    step = session.current()
    assert step.step is Step.PUBLIC and step.table
    shown = session.shown(step)
    assert shown.kind is Kind.CARD_WINDOW
    assert shown.options == (Option(Verb.PASS), Option(Verb.OPEN_HAND, seat=0))
    assert not session.needs_confirmation(step, Option(Verb.OPEN_HAND, seat=0))
    session.answer(0, Option(Verb.PASS))
    assert [(a.seat, a.option.verb) for a in session.game.actions] == [(0, Verb.PASS)]


def test_a_lone_person_playing_the_creature_is_not_asked_at_the_table() -> None:
    bots = {s: make_bot("standard", s) for s in (1, 2, 3)}
    session = HotSeat(Game.new(GameConfig(names=NAMES, creature_seat=0), seed=4), bots=bots)
    step = session.current()
    assert step.step is Step.PRIVATE and step.decision is not None
    assert step.decision.kind is Kind.CREATURE_WINDOW


def test_a_claim_at_the_table_hands_the_keyboard_to_the_claimant() -> None:
    t = make({1: ("survival-wrong-track",), 3: ("survival-dodge",)}, explore={1: (4,)},
             creature_token=4)
    window(t, 0, 3)
    session = HotSeat(t.game)
    step = session.current()
    assert step.table
    assert not session.needs_confirmation(step, Option(Verb.PASS))
    assert not session.needs_confirmation(step, Option(Verb.OPEN_HAND, seat=3))
    session.answer(step.seat or 0, Option(Verb.OPEN_HAND, seat=3))
    # The Creature says, at the table, who plays first (R11): declining to go
    # first is never confirmed, and the claim can still be taken back there.
    order = session.current()
    assert order.step is Step.PUBLIC and order.decision is not None
    assert order.decision.kind is Kind.CONFLICT_ORDER
    assert session.undo_seat() == 3
    assert not session.needs_confirmation(order, Option(Verb.PASS, seat=3))
    session.answer(0, Option(Verb.PASS, seat=3))
    assert session.current().step is Step.HANDOFF
    assert session.handoff_back() == (0, False)  # Esc there takes the answer back


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
    ben = private_step(session)
    explore = explore_option(ben)
    session.answer(1, explore)
    assert not session.needs_confirmation(ben, explore)  # stale: no IllegalAction
    assert ben.serial != session.serial


def _hunt_with_nothing_left_after_the_token() -> tuple[HotSeat, FlowStep, Option]:
    """The Creature's hunt where, once its token is laid, finishing is all it can do."""
    t = make({}, creature=("hunt-cataclysm", "hunt-stasis"))
    hunt = t.advance(kind=Kind.HUNT)
    assert not any(o.verb is Verb.PLAY for o in hunt.options)
    session = HotSeat(t.game)
    step = private_step(session)
    assert step.decision == hunt
    return session, step, Option(Verb.TOKEN, card="creature", places=(7,))


def test_the_last_token_finishes_the_hunt_when_nothing_else_is_left() -> None:
    """One key instead of three: the confirmation names both."""
    session, step, token = _hunt_with_nothing_left_after_the_token()
    assert session.confirmation(step, token) == (Option(Verb.DONE),)
    before = len(session.game.actions)
    session.answer(0, token)
    actions = session.game.actions[before:]
    assert [a.option for a in actions] == [token, Option(Verb.DONE)]
    assert session.game.state.turn.tokens.get("creature") == (7,)
    creature = session.game.decision_for(0)
    assert creature is None or creature.kind is not Kind.HUNT


def test_a_token_with_more_to_do_is_laid_at_once() -> None:
    """Before the last token (or with a card still to play) nothing is chained
    and nothing asks: Undo takes the token back."""
    t = make({}, creature=("hunt-cataclysm", "hunt-stasis"))
    t.turn.artemia_granted = True  # two tokens to lay
    hunt = t.advance(kind=Kind.HUNT)
    session = HotSeat(t.game)
    step = private_step(session)
    assert step.decision == hunt
    token = Option(Verb.TOKEN, card="creature", places=(7,))
    assert session.confirmation(step, token) is None
    session.answer(0, token)
    assert session.game.actions[-1].option == token
    assert session.undo_seat() == 0


def test_a_card_that_leaves_only_passing_passes_too() -> None:
    """The Creature plays a card before the Hunted explore (R8); with its one
    card a turn played, passing is all its window has left: the same key
    answers it, and the handoff that follows takes both back."""
    t = make({}, creature=("hunt-despair", "hunt-stasis", "hunt-tracking"))
    t.advance(kind=Kind.CREATURE_WINDOW)
    session = HotSeat(t.game)
    first = session.current()
    assert first.step is Step.HANDOFF and first.first
    session.claim_first()
    session.take_keyboard(0)
    step = session.current()
    assert step.step is Step.PRIVATE and step.decision is not None
    assert step.decision.kind is Kind.CREATURE_WINDOW
    despair = Option(Verb.PLAY, card="hunt-despair")
    assert session.confirmation(step, despair) is None
    before = len(session.game.actions)
    session.answer(0, despair)
    assert [a.option for a in session.game.actions[before:]] == [despair, Option(Verb.PASS)]
    assert session.game.decision_for(0) is None
    assert session.current().step is Step.HANDOFF
    assert session.handoff_back() == (0, True)
    session.take_back()
    assert len(session.game.actions) == before
