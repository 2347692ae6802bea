"""R11's question on screen: when a Hunted claims Phase 3's window while the
Creature may still play, the table shows the Creature's public question (who
plays first) with no handoff, in the players' words."""

from __future__ import annotations

from notalone_tui.engine import Kind, Option, Verb
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.table import TableScreen
from tests.engine.test_survival_cards import make, window

from .driver import screen_text, session_of, until


async def test_the_table_shows_who_plays_first() -> None:
    t = make({1: ("survival-wrong-track",), 3: ("survival-dodge",)},
             creature=("hunt-detour",), explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    app = NotAloneApp(t.game)
    async with app.run_test(size=(80, 24)) as pilot:
        session = session_of(app)
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and session.current().table)
        step = session.current()
        assert step.seat is not None
        session.answer(step.seat, Option(Verb.OPEN_HAND, seat=1))
        app.advance()
        await until(pilot, lambda: "who plays" in screen_text(app))
        assert isinstance(app.screen, TableScreen)  # public: no handoff screen
        order = session.current().decision
        assert order is not None and order.kind is Kind.CONFLICT_ORDER
        text = screen_text(app)  # the prompt wraps at 80 columns, beside the players
        name = session.name(1)
        assert f"{name} claims the window: who plays" in text
        assert f"Let {name} play first" in text
        assert "Play first myself" in text
        # The Creature plays first: its private hand opens behind a handoff.
        session.answer(0, Option(Verb.OPEN_HAND, seat=0))
        app.advance()
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
