"""The table's card window: a player's number never changes all game (one who
is no longer asked leaves a gap), the table reads why everyone is asked, and in
Phase 3 why "all use place powers" is not offered when it is not."""

from __future__ import annotations

import random

import scripts.screen_recipes as recipes
from notalone_tui.engine import Option, Verb
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from notalone_tui.tui.screens.table import TableScreen

from .driver import screen_text, session_of


def _window(session: HotSeat) -> FlowStep:
    step = session.current()
    assert step.step is Step.PUBLIC and step.table, step
    return step


def _numbers(session: HotSeat) -> dict[str, Option]:
    step = _window(session)
    shown = session.shown(step)
    assert shown.options is not None
    return dict(zip(session.window_numbers(step, shown), shown.options, strict=True))


async def test_numbers_stay_when_someone_drops_out_of_the_window() -> None:
    recipe = recipes.RECIPES["table"]
    app: NotAloneApp = recipe.make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await recipe.prepare(pilot)
        session = session_of(app)
        before = _numbers(session)
        # Phase 2: the Creature (seat 0, number 2) is not asked; the Hunted keep
        # the numbers they have in Phase 3, when it is.
        assert {n: o.seat for n, o in before.items() if n != "1"} == {"3": 1, "4": 2, "5": 3}
        assert "Asking all hides who holds what." in screen_text(app)
        # Ben opens his hand, then plays nothing: he is no longer asked.
        step = _window(session)
        assert step.seat is not None
        session.answer(step.seat, before["3"])
        session.take_keyboard(1)
        picked = session.current()
        assert picked.step is not Step.PUBLIC and picked.decision is not None
        cancel = next(o for o in picked.decision.options if o.verb is Verb.CANCEL)
        session.answer(1, cancel)
        app.advance()
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, TableScreen) and session.current().table:
                break
        after = _numbers(session)
        assert "3" not in after, after
        assert after["4"] == before["4"] and after["5"] == before["5"], (before, after)
        moves = len(app.game.actions)
        await pilot.press("5")  # Dev's number, as before Ben dropped out
        await pilot.pause()
        assert app.game.actions[moves].seat == 3


def _to_reckoning_window(session: HotSeat, rng: random.Random) -> FlowStep:
    """Play at random (but no card) until the table's Phase 3 card window."""
    for _ in range(400):
        step = session.current()
        decision = step.decision
        if (step.step is Step.PUBLIC and step.table and decision is not None
                and decision.kind == "card_window" and session.game.state.turn.phase == 3):
            return step
        assert step.seat is not None or step.step is Step.REVIEW, step
        if step.step is Step.HANDOFF:
            session.take_keyboard(step.seat)  # type: ignore[arg-type]  # checked above
        elif step.step is Step.REVIEW:
            session.dismiss_review()
        elif step.step is Step.INFO:
            session.dismiss_info()
        elif step.step is Step.BOT:
            session.answer(step.seat, session.bot_choice(step.seat))  # type: ignore[arg-type]
        else:
            shown = session.shown(step)
            assert shown.options
            plain = [o for o in shown.options if o.verb not in (Verb.OPEN_HAND, Verb.PLAY)
                     and o != EVERYONE_POWERS]
            session.answer(step.seat, rng.choice(plain or list(shown.options)))  # type: ignore[arg-type]
    raise AssertionError("no Phase 3 card window")


def test_all_use_place_powers_is_offered_or_its_absence_explained() -> None:
    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.tui.controller import GameController
    from notalone_tui.tui.next_steps import ShowTable

    reasons: set[str] = set()
    offered_somewhere = False
    cases = [(seed, bots) for seed in range(1, 7)
             for bots in ({}, {1: "random"}, {2: "random", 3: "random"})]
    for seed, bots in cases:
        game = Game.new(GameConfig(names=("Ada", "Ben", "Cleo", "Dev"), creature_seat=0), seed)
        controller = GameController.start(game, bots, autosave=False)
        session = controller.session
        step = _to_reckoning_window(session, random.Random(seed))
        offered = EVERYONE_POWERS in (session.shown(step).options or ())
        absent = session.without_everyone(step)
        assert offered == (absent is None), (seed, bots)
        table = controller.next_step()
        assert isinstance(table, ShowTable) and table.numbers
        assert "Asking all hides who holds what." in table.note
        assert ('No "all use place powers"' in table.note) == (not offered), table.note
        if absent is not None:
            reasons.add(absent[0])
        offered_somewhere |= offered
    assert "computer" in reasons and offered_somewhere, reasons
