"""The game controller, without an app: answers, computer pacing, autosave failures."""

from __future__ import annotations

from pathlib import Path

import pytest

from notalone_tui.engine import Game, GameConfig, Option, Verb
from notalone_tui.tui.controller import GameController
from notalone_tui.tui.hotseat import Step

NAMES = ("Ada", "Ben", "Cyd")


def test_a_stale_choice_is_ignored() -> None:
    controller = GameController.start(Game.new(GameConfig(names=NAMES), 2), autosave=False)
    step = controller.session.current()
    assert step.first  # does the Creature play a card first? c: it does
    controller.claim_first()
    step = controller.session.current()
    assert step.step is Step.HANDOFF and step.seat is not None
    controller.take_keyboard(step.seat)
    step = controller.session.current()
    assert not controller.choose(Option(Verb.PASS), serial=step.serial - 1)
    assert controller.game.actions == []
    assert controller.choose(Option(Verb.PASS), serial=step.serial)
    assert len(controller.game.actions) == 1


def test_the_table_cannot_answer_a_seats_private_question() -> None:
    """At the table's "does the Creature play a card?" only its two answers are
    taken: a Hunt card can only be played from the Creature's own screen."""
    game = Game.new(GameConfig(names=NAMES), 2)
    explorer = game.hunted_order[0]
    controller = GameController.start(game, {explorer: "random"}, autosave=False)
    step = controller.session.current()
    assert step.table and step.decision is not None and step.seat is not None
    play = Option(Verb.PLAY, card="hunt-despair")
    assert not controller.choose(play, serial=step.serial)
    assert controller.game.actions == []
    assert controller.choose(Option(Verb.PASS), serial=step.serial)
    assert [a.seat for a in controller.game.actions] == [step.seat]


def test_enter_on_a_handoff_that_asks_first_saves_the_creatures_pass(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch
                                                                    ) -> None:
    from notalone_tui.records import load_game

    monkeypatch.setenv("NOTALONE_DATA_DIR", str(tmp_path))
    controller = GameController.start(Game.new(GameConfig(names=NAMES), 2))
    step = controller.session.current()
    assert step.first and step.seat is not None
    controller.take_keyboard(step.seat)
    assert controller.settle_save()  # written behind: the app waits before it paints
    _record, saved = load_game(tmp_path / "autosave.json")
    assert saved.actions == controller.game.actions and len(saved.actions) == 1


def test_a_computer_answers_only_once_it_has_thought_and_waited() -> None:
    controller = GameController.start(Game.new(GameConfig(names=NAMES), 2), {0: "random"},
                                      autosave=False)
    step = controller.session.current()
    assert step.step is Step.BOT and step.decision is not None and step.seat == 0
    controller.bot_started(step.decision, paced=False)
    option = controller.session.bot_choice(0)
    assert not controller.bot_thought(step.decision, option), "its pace has not run out"
    assert controller.game.actions == []
    assert not controller.bot_paced(object()), "another decision's timer"  # type: ignore[arg-type]  # no Decision
    assert controller.bot_paced(step.decision)
    assert len(controller.game.actions) == 1 and controller.bot is None


def test_a_failing_autosave_is_told_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("NOTALONE_DATA_DIR", str(blocker / "sub"))  # a file in the way
    controller = GameController.start(Game.new(GameConfig(names=NAMES), 2),
                                      notify=told.append)
    controller.save()
    controller.save()
    controller.settle_save()
    assert len(told) == 1 and told[0].startswith("Autosave failed")
    assert controller.autosave_error == told[0]
