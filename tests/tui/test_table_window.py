"""The card windows reach the table as one question (rulings R10, R23)."""

from __future__ import annotations

from notalone_tui.bots import make_bot
from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.tui.hotseat import HotSeat, Step
from tests.engine.test_survival_cards import make, window

from .driver import step_past_screens

WRONG_TRACK = "survival-wrong-track"
DODGE = "survival-dodge"


def at_phase_3_window() -> HotSeat:
    t = make({1: (WRONG_TRACK,), 3: (DODGE,)}, creature=("hunt-detour", "hunt-stasis",
                                                          "hunt-tracking"),
             explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    return HotSeat(t.game)


def test_the_table_is_asked_once_with_every_person_who_may_play() -> None:
    session = at_phase_3_window()
    step = session.current()
    assert step.step is Step.PUBLIC and step.table
    shown = session.shown(step)
    assert shown.options == (
        Option(Verb.PASS),
        Option(Verb.OPEN_HAND, seat=0),
        Option(Verb.OPEN_HAND, seat=1),
        Option(Verb.OPEN_HAND, seat=3),
        EVERYONE_POWERS,
    )
    assert session.words(shown.prompt) == "Phase 3: is anyone playing a card?"
    view = session.game.view(None)
    words = [session.words(session.game.rules.describe(session.game.rules, o, shown.kind, view))
             for o in shown.options]
    assert words == ["Nobody: carry on", "Creature plays a card", "Zoe plays a card",
                     "Luca plays a card", "Nobody; all use place powers"]


def test_nobody_passes_for_every_person_at_once() -> None:
    session = at_phase_3_window()
    step = session.current()
    assert step.seat is not None
    before = len(session.game.actions)
    session.answer(step.seat, Option(Verb.PASS))
    sent = session.game.actions[before:]
    assert [(a.seat, a.option.verb) for a in sent] == [(0, Verb.PASS), (1, Verb.PASS),
                                                      (3, Verb.PASS)]
    assert not any(d.kind is Kind.CARD_WINDOW for d in session.game.pending)


def test_a_name_hands_the_keyboard_to_that_player_in_private() -> None:
    session = at_phase_3_window()
    step = session.current()
    assert step.seat is not None
    session.answer(step.seat, Option(Verb.OPEN_HAND, seat=3))
    # The Creature may still play in Phase 3: it says, at the table, who plays
    # first (R11); letting Luca play first hands Luca the keyboard.
    nxt = session.current()
    assert nxt.step is Step.PUBLIC and not nxt.table and nxt.decision is not None
    assert nxt.decision.kind is Kind.CONFLICT_ORDER and nxt.seat == 0
    session.answer(0, Option(Verb.PASS, seat=3))
    nxt = session.current()
    assert nxt.step is Step.HANDOFF and nxt.seat == 3
    session.take_keyboard(3)
    nxt = session.current()
    assert nxt.step is Step.PRIVATE and nxt.decision is not None
    assert nxt.decision.kind is Kind.CARD_PICK


def test_computer_players_answer_before_the_table_is_asked() -> None:
    t = make({1: (WRONG_TRACK,), 3: (DODGE,)}, explore={1: (4,)}, creature_token=4)
    window(t, 1, 3)
    session = HotSeat(t.game, bots={1: make_bot("random", 1)})
    step = session.current()
    assert step.step is Step.BOT and step.seat == 1
    session.answer(1, Option(Verb.PASS))
    step = session.current()
    assert step.step is Step.PUBLIC and step.table
    shown = session.shown(step).options
    assert shown is not None
    claims = [o.seat for o in shown if o.verb is Verb.OPEN_HAND]
    assert 1 not in claims and 3 in claims


def test_the_computers_answer_a_window_together() -> None:
    """Three computers at a window: one paced step answers all of them, so the
    table waits once, not once per computer."""
    t = make({1: (WRONG_TRACK,), 2: ("survival-hologram",), 3: (DODGE,)},
             explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    session = HotSeat(t.game, bots={s: make_bot("random", s) for s in (1, 2, 3)})
    step = session.current()
    assert step.step is Step.BOT and step.seat == 1
    option = session.bot_choice(1)
    before = len(session.game.actions)
    session.answer(1, option)
    bots_left = [d.seat for d in session.game.pending
                 if d.kind is Kind.CARD_WINDOW and d.seat in session.bots]
    assert bots_left == []
    claimed = any(a.option.verb is Verb.OPEN_HAND for a in session.game.actions[before:])
    assert claimed or len(session.game.actions) == before + 3


def test_the_reckoning_stops_the_table_only_before_it_leaves_the_screen() -> None:
    """A review is shown before a handoff or a private screen; when the next
    question is the table's own, the log on the table says it all."""
    from notalone_tui.engine import Game, GameConfig

    session = HotSeat(Game.new(GameConfig(names=("Ada", "Ben", "Cyd", "Dee")), seed=3))
    seen = {"review_before_private": 0, "dropped_before_table": 0}
    for _ in range(400):
        step = session.current()
        if step.step is Step.OVER:
            break
        if step.step is Step.REVIEW:
            assert not session._table_stays()
            seen["review_before_private"] += 1
            session.dismiss_review()
            nxt = session.current()
            assert nxt.step in (Step.HANDOFF, Step.PRIVATE), nxt
            continue
        if step_past_screens(session, step):
            continue
        assert step.seat is not None
        options = session.shown(step).options
        assert options
        session.answer(step.seat, options[0])
        if session.review and session._table_stays():
            seen["dropped_before_table"] += 1
            assert session.current().step is not Step.REVIEW
    assert seen["review_before_private"] > 0 and seen["dropped_before_table"] > 0


async def test_number_keys_answer_the_tables_question() -> None:
    """The table's options show their numbers; "1" is "Nobody: carry on"."""
    import scripts.screen_recipes as recipes
    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.tui.app import NotAloneApp
    from notalone_tui.tui.widgets.decision_options import DecisionOptions

    app = NotAloneApp(Game.new(GameConfig(names=("Ada", "Ben", "Cyd", "Dee")), seed=3),
                      autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PUBLIC and step.table)
        await pilot.pause()
        options = app.screen.query_one(DecisionOptions)
        first = str(options.get_option_at_index(0).prompt)
        assert first == "1 Nobody: carry on"
        session = app.session
        assert session is not None
        before = len(session.game.actions)
        waiting = len(session.game.pending)
        await pilot.press("1")
        await pilot.pause()
        assert len(session.game.actions) == before + waiting
