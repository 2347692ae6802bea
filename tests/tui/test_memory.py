"""A long session keeps nothing of its earlier games (issue 33, point 9).

The app collects garbage and freezes what is left at every handoff
(``NotAloneApp._tidy_memory``) so that automatic full collections never stall
a key press. What is frozen and dies later is never collected while it stays
frozen, and the game screens sit in reference cycles; they also stayed mounted
on the app once uninstalled, and Textual's ``StylesCache.get_inner_outer``
cache kept their widgets' drawn lines. These tests follow what should die
through weak references, with no timing: ``benchmarks/memory.py`` prints the
resulting RSS over ten 7-player games.
"""

from __future__ import annotations

import gc
import random
import weakref
from collections.abc import Iterator

import pytest
from textual.widget import Widget

from notalone_tui.engine import Game, GameConfig
from notalone_tui.tui import app as app_module
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.requests import StartGameRequested
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.setup import SetupScreen

from .driver import play_game, until, until_settled

CONFIG = GameConfig(names=("Ada", "Ben"), creature_seat=0)


@pytest.fixture(autouse=True)
def _thawed() -> Iterator[None]:
    """The app freezes the collector's heap; the next test in this worker
    starts with nothing frozen."""
    yield
    gc.unfreeze()


class Cycle:
    """Garbage only the cycle collector can free (it refers to itself)."""

    def __init__(self) -> None:
        self.me = self


def dead(refs: list[weakref.ref[object]]) -> bool:
    return all(ref() is None for ref in refs)


async def test_a_finished_game_is_let_go_when_the_next_one_starts() -> None:
    """Game over, ``n``, a new game: the last game's screens, their widgets'
    style caches and its controller are freed by the tidy at the new game's
    start, although the tidies of the old game froze them."""
    bots = {0: "standard", 1: "standard"}
    app = NotAloneApp(Game.new(CONFIG, seed=3), bots=bots, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_game(pilot, random.Random(3), check_secrets=False)
        assert isinstance(app.screen, GameOverScreen)
        screens = [app.table, app.handoff, *set(app.private.values()), app.screen]
        refs: list[weakref.ref[object]] = [weakref.ref(s) for s in screens]
        refs += [weakref.ref(w._styles_cache)
                 for w in app.table.walk_children(Widget, with_self=True)]
        refs.append(weakref.ref(app.controller))
        assert gc.get_freeze_count() > 0  # the old game's start froze them
        del screens
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.post_message(StartGameRequested(CONFIG, 4, {}))  # its Start key
        await until_settled(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.pause()  # the tidy runs once the first screen is painted
        assert dead(refs), [ref() for ref in refs if ref() is not None][:5]


async def test_what_a_handoff_froze_and_died_since_is_freed_within_the_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Something alive at one handoff (so frozen there) and dropped by the next
    is collected after at most ``FULL_TIDY_EVERY`` handoffs of the same game."""
    monkeypatch.setattr(app_module, "FULL_TIDY_EVERY", 3, raising=False)
    app = NotAloneApp(Game.new(CONFIG, seed=3), bot_delay=0)
    held: list[Cycle] = []
    refs: list[weakref.ref[object]] = []
    quick_tidies = 0
    tidy = app._tidy_memory

    def planting_tidy(full: bool = False) -> None:
        nonlocal quick_tidies
        quick_tidies += not full
        held.clear()  # what the last handoff froze dies now
        if not refs and not full:
            held.append(Cycle())
            refs.append(weakref.ref(held[0]))
        if full:
            tidy(True)
        else:
            tidy()  # (today's main: a static method, called without ``full``)

    app._tidy_memory = planting_tidy  # type: ignore[method-assign]  # the test's spy
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(2000):
            if quick_tidies > 3 or app.game.is_over:
                break
            step = app.session.current() if app.session else None
            if step is not None and step.step is Step.HANDOFF and isinstance(
                    app.screen, HandoffScreen):
                await pilot.press("enter")
            elif step is not None and step.step in (Step.PRIVATE, Step.PUBLIC, Step.INFO,
                                                    Step.REVIEW):
                await pilot.press("enter")  # the highlighted option, or "read"
            await pilot.pause()
        assert quick_tidies > 3, quick_tidies
        assert refs and held == []
        assert dead(refs)
