"""The computers' pace: forced and trivial decisions are shown at once, real
ones wait the chosen pace, a key skips the wait, and the setting is remembered.
The pace is patched to long waits so that "waits" and "does not" differ clearly."""

from __future__ import annotations

import pytest

from notalone_tui.bots import make_bot
from notalone_tui.engine import Game, GameConfig, Option, Verb
from notalone_tui.engine.messages import msg
from notalone_tui.engine.options import Decision, Visibility
from notalone_tui.tui import pace
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.controller import GameController
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.table import TableScreen

from .driver import session_of

NAMES = ("Ana", "Ben", "Cleo", "Dov")
#: A real choice waits this long: far longer than any test runs.
LONG = 60.0


def _decision(visibility: Visibility, *verbs: Verb) -> Decision:
    options = tuple(Option(verb, place=i + 1) for i, verb in enumerate(verbs))
    return Decision(1, "test", options, visibility, msg("test.prompt"), msg("test.public"))


def test_only_public_forced_or_pass_like_decisions_are_brief() -> None:
    assert pace.brief(_decision(Visibility.PUBLIC, Verb.POWER))
    assert pace.brief(_decision(Visibility.PUBLIC, Verb.OPEN_HAND, Verb.PASS)), "a card window"
    assert not pace.brief(_decision(Visibility.PUBLIC, Verb.POWER, Verb.PASS))
    # A private decision's options are its decider's secret: never judged by them.
    assert not pace.brief(_decision(Visibility.PRIVATE, Verb.PASS))


def test_the_wait_never_undercuts_what_an_expert_may_think() -> None:
    expert = make_bot("expert", 1, seconds=0.7)
    forced = _decision(Visibility.PUBLIC, Verb.POWER)
    window = _decision(Visibility.PUBLIC, Verb.OPEN_HAND, Verb.PASS)
    secret = _decision(Visibility.PRIVATE, Verb.PASS)
    assert pace.wait_for(pace.Pace.FAST, expert, forced) == 0.0
    assert pace.wait_for(pace.Pace.FAST, expert, window) == 0.7
    assert pace.wait_for(pace.Pace.FAST, expert, secret) == 0.7
    standard = make_bot("standard", 1)
    assert pace.wait_for(pace.Pace.FAST, standard, window) == pace.SECONDS[pace.Pace.FAST][1]
    assert pace.wait_for(pace.Pace.SLOW, standard, secret) == pace.SECONDS[pace.Pace.SLOW][0]


async def test_brief_decisions_move_at_once_real_ones_wait_until_skipped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(pace.SECONDS, pace.Pace.NORMAL, (LONG, 0.0))
    # The human is the Creature: the three computers' card windows are brief.
    game = Game.new(GameConfig(names=NAMES, creature_seat=0), 3)
    app = NotAloneApp(game, bots={1: "random", 2: "random", 3: "random"}, autosave=False)
    assert app.pace is pace.Pace.NORMAL
    started: list[tuple[Decision, bool]] = []
    record = GameController.bot_started

    def spy(controller: GameController, decision: Decision, paced: bool,
            floor: float = 0.0) -> None:
        started.append((decision, paced))
        record(controller, decision, paced, floor)

    monkeypatch.setattr(GameController, "bot_started", spy)
    seen = {True: 0, False: 0}
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(200):
            await pilot.pause()
            step = session_of(app).current()
            if game.is_over or min(seen.values()) >= 2:
                break
            if step.step is not Step.BOT:
                await pilot.press("enter")  # the human's first option, or a review read
                continue
            assert step.decision is not None
            moves = len(app.game.actions)
            await pilot.pause(0.2)
            # A brief decision never waits, so a step still on show is a real one.
            assert not pace.brief(step.decision)
            assert len(app.game.actions) == moves, "a real choice did not wait"
            assert app.controller is not None and app.controller.bot_waiting
            await pilot.press(pace.SKIP_KEY)
            await pilot.pause(0.1)
            assert len(app.game.actions) > moves, "the skip key did not end the wait"
    for decision, paced in started:
        seen[pace.brief(decision)] += 1
        assert paced == pace.brief(decision), decision
    assert min(seen.values()) >= 2, seen


async def test_the_pace_key_cycles_the_setting_and_it_is_remembered() -> None:
    game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0), 1)
    app = NotAloneApp(game, bots={1: "random"}, bot_delay=0, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(50):  # the human plays on until the table is on show
            await pilot.pause()
            if isinstance(app.screen, TableScreen):
                break
            await pilot.press("enter")
        assert isinstance(app.screen, TableScreen)
        await pilot.press("p")
        await pilot.pause()
        assert app.pace is pace.Pace.SLOW
    assert pace.saved_pace_setting() is pace.Pace.SLOW
    assert NotAloneApp().pace is pace.Pace.SLOW, "a new run starts at the saved pace"
