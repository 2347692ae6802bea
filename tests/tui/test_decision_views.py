"""What crosses from the hot-seat controller into the screens: a seat's
:class:`DecisionView` and the flow's serial, never the engine's :class:`Decision`
(whose ``ctx`` is the engine's private continuation data); and stale input,
told apart by that serial alone."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

from textual.dom import DOMNode
from textual.pilot import Pilot

from notalone_tui.engine import (
    Action,
    Decision,
    DecisionView,
    Game,
    GameConfig,
    Kind,
    Option,
    Verb,
)
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from notalone_tui.tui.screens.private import PrivateScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

from .driver import play_game, step_past_screens, until
from .test_monkey import _two_public_decisions_in_a_row


def new_game(players: int = 3, seed: int = 2) -> Game:
    names = ("Ada", "Ben", "Cleo", "Dev", "Eli")[:players]
    return Game.new(GameConfig(names=names, creature_seat=0), seed=seed)




# ------------------------------------------------------------ what screens hold
def _attributes(obj: object) -> Iterator[tuple[str, object]]:
    """An object's own attributes: its ``__dict__`` and its slots."""
    yield from getattr(obj, "__dict__", {}).items()
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name != "__dict__" and hasattr(obj, name):
                yield name, getattr(obj, name)


def _found(value: object, path: str, seen: set[int], found: dict[str, list[str]]) -> None:
    """Record where ``value`` holds a Decision or a DecisionView, looking into
    containers and dataclasses (not into other objects: widgets hold the app)."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, Decision):
        found["Decision"].append(path)
        return
    if isinstance(value, DecisionView):
        found["DecisionView"].append(path)
    if isinstance(value, dict):
        for key, item in value.items():
            _found(key, f"{path}[key]", seen, found)
            _found(item, f"{path}[{key!r}]", seen, found)
    elif isinstance(value, tuple | list | set | frozenset):
        for i, item in enumerate(value):
            _found(item, f"{path}[{i}]", seen, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _found(getattr(value, f.name), f"{path}.{f.name}", seen, found)


def held_by_screens(app: NotAloneApp) -> dict[str, list[str]]:
    """Where the game's screens and their widgets hold decisions, by type."""
    screens: list[DOMNode] = list(app.screen_stack)
    screens += [app.get_screen(n) for n in app._installed if app.is_screen_installed(n)]
    found: dict[str, list[str]] = {"Decision": [], "DecisionView": []}
    for screen in {id(s): s for s in screens}.values():
        for node in (screen, *screen.walk_children()):
            # Per node: a screen and its panel hold the same view, and each
            # holder is reported.
            seen: set[int] = set()
            for name, value in _attributes(node):
                _found(value, f"{type(node).__name__}.{name}", seen, found)
    return found


def test_the_walk_finds_a_decision_held_anywhere() -> None:
    game = new_game()
    decision = game.pending[0]
    found: dict[str, list[str]] = {"Decision": [], "DecisionView": []}
    _found({"payload": (1, [decision])}, "x", set(), found)
    assert found["Decision"] == ["x['payload'][1][0]"]


async def test_no_screen_or_widget_ever_holds_an_engine_decision() -> None:
    """Every time the app moves on, through a whole game played with keys (a bot
    included), the screens and their widgets hold decision views only."""
    app = NotAloneApp(new_game(3, 2), bots={2: "random"}, bot_delay=0)
    decisions: list[str] = []
    views: set[str] = set()
    advance = app.advance

    def checked_advance() -> None:
        advance()
        found = held_by_screens(app)
        decisions.extend(found["Decision"])
        views.update(path.split(".")[0] for path in found["DecisionView"])

    app.advance = checked_advance  # type: ignore[method-assign]  # the test's check
    async with app.run_test(size=(100, 32)) as pilot:
        report = await play_game(pilot, random.Random(4), check_secrets=False)
    assert report.actions > 50 and report.bot_waits
    assert decisions == []
    # Not vacuous: the private screens, the table and their panels held views.
    assert {"HuntedScreen", "CreatureScreen", "TableScreen", "DecisionPanel"} <= views


# ------------------------------------------------------------ the serial
def test_the_serial_names_what_is_on_show_and_never_comes_back() -> None:
    """Answers, handoffs, hidden screens and undos each move the serial on; it
    never returns to an earlier number, even when an undo brings a decision back."""
    session = HotSeat(new_game(3, 5))
    seen = [session.serial]
    for _ in range(40):
        step = session.current()
        assert session.current() == step  # asking twice changes nothing
        if not step_past_screens(session, step):
            assert step.decision is not None and step.seat is not None
            session.answer(step.seat, step.decision.options[0])
        assert session.serial > seen[-1]
        seen.append(session.serial)
    last = session.game.actions[-1]
    if session.game.can_undo(last.seat):
        session.take_back()
        assert session.serial > seen[-1]


def _creature_hunting() -> Game:
    """A game at the Creature's Phase 2 hunt, with its first token not yet placed."""
    game = new_game(3, 5)
    rng = random.Random(5)
    while game.pending[0].kind != Kind.HUNT:
        d = game.pending[0]
        plain = [o for o in d.options if o.verb not in (Verb.PLAY, Verb.GIVE_UP,
                                                          Verb.OPEN_HAND)]
        game.apply(Action(d.seat, rng.choice(plain or list(d.options))))
    return game


async def first_private_step(pilot: Pilot[None], app: NotAloneApp) -> tuple[HotSeat, FlowStep]:
    """Confirm the first handoff; the controller and its private step then."""
    session = app.session
    assert session is not None
    await until(pilot, lambda: session.current().step is not Step.BOT)
    gate = session.current()
    if gate.table and gate.seat is not None:  # does the Creature play a card first? (R8)
        app.choose(Option(Verb.OPEN_HAND, seat=gate.seat), gate.serial)
    await until(pilot, lambda: session.current().step is Step.HANDOFF)
    app.handoff_confirmed()
    step = session.current()
    assert step.step is Step.PRIVATE and step.decision is not None
    return session, step


async def test_a_choice_carrying_an_earlier_serial_is_ignored_even_after_an_undo() -> None:
    app = NotAloneApp(_creature_hunting(), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        session, step = await first_private_step(pilot, app)
        screen = app.private[0]
        await until(pilot, lambda: screen.is_current and screen.serial == step.serial)
        assert isinstance(screen.decision, DecisionView)
        assert step.decision is not None
        assert screen.decision.options == step.decision.options
        token = next(o for o in step.decision.options if o.verb is Verb.TOKEN)
        first = step.serial
        actions = len(app.game.actions)

        app.choose(token, first)
        assert len(app.game.actions) == actions + 1
        placed = session.current()
        assert placed.step is Step.PRIVATE and placed.serial != first
        assert placed.decision is not None
        # The same hunt, one token on: a second Enter from the first list is stale.
        other = placed.decision.options[0]
        app.choose(other, first)
        assert len(app.game.actions) == actions + 1

        # Undo brings the very same decision back, under a new serial: choices made
        # before the undo (under either earlier serial) are stale.
        assert app.undo_seat() == 0
        app.action_undo()
        again = session.current()
        assert again.decision == step.decision
        assert again.serial not in (first, placed.serial)
        app.choose(token, first)
        app.choose(token, placed.serial)
        assert len(app.game.actions) == actions
        await until(pilot, lambda: screen.serial == again.serial)
        app.choose(token, again.serial)
        assert len(app.game.actions) == actions + 1


async def test_a_chosen_message_from_an_earlier_serial_is_ignored_at_the_table() -> None:
    app = NotAloneApp(_two_public_decisions_in_a_row(), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session = app.session
        assert session is not None
        step = session.current()
        assert step.step is Step.PUBLIC and step.decision is not None
        await until(pilot, lambda: isinstance(app.screen, TableScreen)
                    and app.screen.serial == step.serial)
        table = app.screen
        assert isinstance(table, TableScreen)
        panel = table.query_one(DecisionPanel)
        await until(pilot, lambda: panel.serial == step.serial)
        # The table shows the public view's decision: a view, with its options.
        assert isinstance(panel.decision, DecisionView)
        shown = session.shown(step).options
        assert shown and panel.decision.options == shown
        assert table.payload is not None and table.payload[0].viewer is None
        actions = len(app.game.actions)

        panel.post_message(DecisionPanel.Chosen(shown[0], step.serial))
        await until(pilot, lambda: len(app.game.actions) > actions)
        actions = len(app.game.actions) - 1  # "nobody" may pass for several seats
        following = session.current()
        assert following.step is Step.PUBLIC and following.decision is not None
        assert following.serial != step.serial
        await until(pilot, lambda: panel.serial == following.serial)
        # A choice picked from the first decision's list, legal for the second too,
        # arrives after the table moved on: it is ignored.
        following_shown = session.shown(following).options or ()
        for option in following_shown:
            panel.post_message(DecisionPanel.Chosen(option, step.serial))
        for _ in range(5):
            await pilot.pause()
        assert len(app.game.actions) == actions + 1
        panel.post_message(DecisionPanel.Chosen(following_shown[0], following.serial))
        await until(pilot, lambda: len(app.game.actions) >= actions + 2)


async def test_private_screens_get_their_own_seats_view_of_the_decision() -> None:
    app = NotAloneApp(new_game(3, 2), bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        session, step = await first_private_step(pilot, app)
        screen = app.private[step.seat or 0]
        assert isinstance(screen, PrivateScreen)
        await until(pilot, lambda: screen.is_current and screen.rendered == screen.version)
        assert screen.view is not None and screen.view.viewer == step.seat
        assert screen.decision in screen.view.pending
        assert screen.decision is not None and step.decision is not None
        assert screen.decision.options == step.decision.options
        assert screen.decision.prompt == step.decision.prompt
        assert not hasattr(screen.decision, "ctx")
