"""Drive the real app with key presses only, the way players would.

``play_game`` sets a game up on the setup screen, then answers every screen
with keys: Enter on handoffs, arrow keys and Enter in the decision list
(Enter again to confirm). At every handoff, private and table screen it can
check the whole-app screenshot for secrets the person in front of the
screen may not see.
"""

from __future__ import annotations

import html
import io
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from rich.console import Console
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from notalone_tui.engine import Game, Kind, Option, Verb, get_ruleset
from notalone_tui.engine.messages import CardRef
from notalone_tui.engine.options import EVERYONE_POWERS
from notalone_tui.engine.rulesets.sanctuary.cards import ABILITIES, AVATARS, EVOLUTIONS
from notalone_tui.i18n.catalogue import catalogue
from notalone_tui.i18n.content import TEXT_TABLES, table_id
from notalone_tui.i18n.current import card_name, language
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import PrivateScreen
from notalone_tui.tui.screens.setup import SetupScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

from ..engine.secrecy import SHOWN_TO_READER, _names, secret_card_ids

ABILITY_TABLE = "notalone_tui.engine.rulesets.sanctuary.cards.ABILITIES"
assert ABILITY_TABLE in TEXT_TABLES
_TEXT = re.compile(r'<text[^>]*\by="([\d.]+)"[^>]*>(.*?)</text>', re.S)


class Worded(Protocol):
    """A card, place, Avatar or Evolution: an id and an English text."""

    @property
    def id(self) -> str: ...

    @property
    def text(self) -> str: ...


def session_of(app: NotAloneApp) -> HotSeat:
    """The app's hot-seat session, which a test reads only while a game is on."""
    session = app.session
    assert session is not None, "no game is on"
    return session


def screen_text(app: App[Any]) -> str:
    """The whole app's frame as plain text, line by line, spaces kept: what a
    screenshot shows, rendered the way :meth:`App.export_screenshot` renders it
    but without building an SVG (the leak checks read hundreds of frames a game).
    Words in separate cells of a row stay apart, so a name is found as a word."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False,
                      safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


def screenshot_text(app: App[Any]) -> str:
    """The whole app's SVG screenshot reduced to its visible text, line by line."""
    svg = app.export_screenshot()
    lines: dict[float, list[str]] = {}
    for y, chunk in _TEXT.findall(svg):
        lines.setdefault(float(y), []).append(html.unescape(re.sub(r"<[^>]+>", "", chunk)))
    return "\n".join("".join(parts).replace("\xa0", " ") for _, parts in sorted(lines.items()))


async def open_setup(pilot: Pilot[None]) -> SetupScreen:
    """From the title screen, the setup screen once mounted."""
    await pilot.press("n")
    await until(pilot, lambda: isinstance(pilot.app.screen, SetupScreen)
                and pilot.app.screen.is_mounted)
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    return screen


def errors(screen: SetupScreen) -> str:
    """The setup screen's refusal, as shown."""
    return str(screen.query_one("#setup-errors", Static).content)


def secrets_hidden_from(game: Game, viewer: int | None) -> set[str]:
    """Names of cards whose holder the viewer may not know (hands, decks), but
    those the rules showed this viewer (Field Notes, Lior Vance's look) and
    those a card's own text names (Ren Castellanos: "not against Clone or
    Horde"), which any screen showing that text names too."""
    hidden = secret_card_ids(game, viewer) - shown_by_the_rules(game, viewer)
    # In English and in the language the app speaks (a card shows by either).
    names = {game.rules.card_name(c) for c in hidden} | {
        card_name(game.rules, c) for c in hidden}
    return names - mentioned_in_texts(game.state.config.rules_id, frozenset(names), language())


@cache
def mentioned_in_texts(rules_id: str, names: frozenset[str], lang: str) -> frozenset[str]:
    """Those of ``names`` that a card's text of the rule set names as a word
    (Sanctuary's Avatars, Evolutions and Survivor abilities included), in
    English or in ``lang``."""
    rules = get_ruleset(rules_id)
    objects: list[Worded] = [*rules.hunt_cards.values(), *rules.survival_cards.values(),
               *rules.places.values(), *AVATARS.values(), *EVOLUTIONS.values()]
    texts = [o.text for o in objects] + list(ABILITIES.values())
    words = catalogue(lang)
    texts += [words.content(o.id, "text", o.text) for o in objects]
    texts += [words.content(table_id(ABILITY_TABLE, k), "text", v) for k, v in ABILITIES.items()]
    return frozenset(n for n in names if any(_names(n, text) for text in texts))


def shown_by_the_rules(game: Game, viewer: int | None) -> set[str]:
    """Card ids the rules showed ``viewer`` in a private line of their own
    (:data:`SHOWN_TO_READER`): their own screen may name them."""
    if viewer is None:
        return set()
    shown: set[str] = set()
    for event in game.state.log:
        for seat, message in event.private:
            if seat == viewer and message.id in SHOWN_TO_READER:
                for arg in message.args.values():
                    refs = (arg,) if isinstance(arg, CardRef) else arg \
                        if isinstance(arg, tuple) else ()
                    shown |= {ref.id for ref in refs if isinstance(ref, CardRef)}
    return shown


@dataclass
class Report:
    screens_checked: int = 0
    handoffs: int = 0
    private_screens: int = 0
    actions: int = 0
    reviews: int = 0
    bot_waits: int = 0
    leaks: list[str] = field(default_factory=list)
    winner_on_screen: str = ""


async def check_screen(pilot: Pilot[None], viewer: int | None, report: Report,
                       where: str) -> None:
    """Screenshot the whole app once the frame is up to date, and look for secrets."""
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    await pilot.pause()
    text = screen_text(app)
    report.screens_checked += 1
    for name in secrets_hidden_from(app.game, viewer):
        # As a word of its own: the secret Hunt card Scream is not named by
        # the developed Evolution Screamer.
        if _names(name, text):
            report.leaks.append(f"{where}: {name!r} visible to seat {viewer}")


async def press(pilot: Pilot[None], *keys: str) -> None:
    """Key presses through the app's normal key handling, as fast as it can take them.

    ``Pilot.press`` idles about 40 ms after every key; a full game is thousands
    of keys, so this posts the same key events and only waits until the screen
    has processed each one (``pause(0)``).
    """
    for key in keys:
        char = key if len(key) == 1 else None
        pilot.app.post_message(events.Key(key, char))
        await pilot.pause(0)


async def _settled(pilot: Pilot[None], step: FlowStep) -> bool:
    """Whether the current screen shows this very step yet (switches are async):
    the screen was presented with the step's serial and its panel drew it."""
    screen = pilot.app.screen
    shown = screen.serial if isinstance(screen, PrivateScreen | TableScreen) else None
    panels = screen.query(DecisionPanel)
    if (shown == step.serial and panels and panels.first().serial == step.serial
            and panels.first().decision is not None):
        return True
    await pilot.pause(0)
    return False


async def _until_changed(pilot: Pilot[None], step: object) -> None:
    """Wait until the flow has moved past ``step`` (its Enter was processed)."""
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    session = session_of(app)
    for _ in range(400):
        if session.current() != step:
            return
        await pilot.pause(0)
    raise AssertionError(f"the flow never moved past {step}")


async def setup_game(pilot: Pilot[None], players: int, seed: int, creature: int = 0) -> None:
    app = pilot.app
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    # Players: the Select has focus; open it, move from 4 to the count, pick it.
    moves = players - 4
    await pilot.press("enter", *(["down"] * moves if moves > 0 else ["up"] * -moves), "enter")
    await pilot.pause()
    # Creature: tab to it, open, Random is first; move down to the seat.
    await _tab_to(pilot, "creature")
    await pilot.press("enter", *(["down"] * (creature + 1)), "enter")
    await _tab_to(pilot, "seed")
    await pilot.press(*str(seed))
    await pilot.press("ctrl+s")
    await pilot.pause()


async def _tab_to(pilot: Pilot[None], widget_id: str) -> None:
    for _ in range(30):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"could not tab to #{widget_id}")


Chooser = Callable[[random.Random, int, tuple[object, ...]], int]
#: Answers a screen drawn over the game that the driver does not know (a guided
#: game's lesson): whether it did, so that the driver looks again.
Interlude = Callable[[Pilot[None]], Awaitable[bool]]


def random_index(rng: random.Random, count: int, options: tuple[object, ...]) -> int:
    return rng.randrange(count)


async def play_game(
    pilot: Pilot[None],
    rng: random.Random,
    *,
    check_secrets: bool = True,
    max_steps: int = 5000,
    stop_after: int | None = None,
    interlude: Interlude | None = None,
) -> Report:
    """Answer every screen with keys until the game-over screen shows."""
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    report = Report()
    await pilot.pause()
    for _ in range(max_steps):
        if interlude is not None and await interlude(pilot):
            continue
        screen = app.screen
        # The game-over screen, or a screen opened over it (the analysis the
        # guided game ends with).
        if any(isinstance(s, GameOverScreen) for s in app.screen_stack):
            await pilot.pause()
            report.winner_on_screen = screenshot_text(app)
            return report
        session = app.session
        assert session is not None
        step = session.current()
        if stop_after is not None and report.screens_checked >= stop_after:
            return report
        if step.step in (Step.OVER, Step.BOT):
            report.bot_waits += step.step is Step.BOT
            await pilot.pause()
            continue
        if step.step is Step.HANDOFF:
            assert step.seat is not None, step  # a handoff is to a seat
            if not isinstance(screen, HandoffScreen) or screen.player != session.name(step.seat):
                await pilot.pause(0)
                continue
            report.handoffs += 1
            if check_secrets:
                await check_screen(pilot, None, report, "handoff")
            before = len(app.game.actions)
            # A handoff may also ask whether the Creature plays a card first (R8):
            # Enter is "nobody" (the Creature's pass), c hands it the keyboard.
            await press(pilot, "c" if step.first and rng.random() < 0.3 else "enter")
            await _until_changed(pilot, step)
            report.actions += len(app.game.actions) - before
            continue
        if step.step is Step.REVIEW:
            if (not isinstance(screen, TableScreen) or screen.review != step.info
                    or screen.rendered != screen.version):
                await pilot.pause(0)
                continue
            if check_secrets:
                await check_screen(pilot, None, report, "reckoning review")
            report.reviews += 1
            await press(pilot, "enter")
            await _until_changed(pilot, step)
            continue
        if step.step is Step.INFO:
            if not isinstance(screen, PrivateScreen) or screen.rendered != screen.version:
                await pilot.pause(0)
                continue
            if check_secrets:
                await check_screen(pilot, step.seat, report, "private info")
            await press(pilot, "enter")
            await _until_changed(pilot, step)
            continue
        decision = step.decision
        assert decision is not None, step
        if not await _settled(pilot, step):
            continue
        if isinstance(screen, PrivateScreen):
            report.private_screens += 1
            assert screen.seat == decision.seat
            if check_secrets:
                await check_screen(pilot, decision.seat, report, f"private {decision.kind}")
        else:
            assert isinstance(screen, TableScreen), screen
            if check_secrets:
                await check_screen(pilot, None, report, f"table {decision.kind}")
        shown = session.shown(step).options
        assert shown is not None
        index = rng.randrange(len(shown))
        option = shown[index]
        # The table's card window answers for the people: "nobody" is the first
        # person's pass (and the others'), a claim is the claimant's opening.
        expected = (decision.seat, option)
        plan = session.everyone_plan() if option == EVERYONE_POWERS else ()
        if plan:  # "everyone uses their place's power": each answer of the plan
            expected = plan[0]
        if step.table and option.verb is Verb.OPEN_HAND:
            expected = (option.seat, Option(Verb.OPEN_HAND))
        # "<Creature> plays a card" at the table is no move of the game: the
        # keyboard goes to the Creature, whose own window follows (R8; asked at
        # the table when no handoff follows "nobody").
        claim = step.table and decision.kind is Kind.CREATURE_WINDOW and expected[1].verb \
            is Verb.OPEN_HAND
        before = len(app.game.actions)
        await press(pilot, *(["down"] * index))
        options_list = app.screen.query_one("#decision-options", OptionList)
        for _ in range(200):  # key events are forwarded asynchronously: wait for them
            if options_list.highlighted == index:
                break
            await pilot.pause(0)
        panel = app.screen.query_one(DecisionPanel)
        assert options_list.highlighted == index, (
            index, options_list.highlighted, options_list.option_count, len(panel.options),
            panel.serial, step.serial, getattr(app.screen, "version", None),
            getattr(app.screen, "rendered", None))
        await press(pilot, "enter")
        if claim:
            await _until_changed(pilot, step)
            continue
        for _ in range(200):  # the choice lands, or the screen asks to confirm it first
            if panel.confirming is not None or len(app.game.actions) > before:
                break
            await pilot.pause(0)
        if panel.confirming is not None:  # the controller's rule (rules.md)
            await press(pilot, "enter")
        for _ in range(200):
            if len(app.game.actions) > before:
                break
            await pilot.pause(0)
        assert len(app.game.actions) > before, (
            f"the key presses for {option} on {decision.kind} were not applied; "
            f"screen {app.screen}, focus {app.focused}, now {session_of(app).current().step}")
        sent = app.game.actions[before]
        assert (sent.seat, sent.option) == expected, (sent, expected)
        if plan:
            # The plan's seats' answers: a computer player (not in the plan)
            # may have answered after them by now (it thinks on its own thread).
            seats = {seat for seat, _option in plan}
            answered = [(a.seat, a.option) for a in app.game.actions[before:] if a.seat in seats]
            powers = [p for p in plan if p[1].verb is Verb.POWER]
            assert [a for a in answered if a[1].verb is Verb.POWER] == powers, (answered, plan)
        report.actions += len(app.game.actions) - before  # "nobody" passes for several
    raise AssertionError("the game did not end through the UI")


async def until(pilot: Pilot[None], predicate: Callable[[], object], tries: int = 400) -> None:
    """Wait (one message hop at a time) for ``predicate`` to hold."""
    for _ in range(tries):
        if predicate():
            return
        await pilot.pause(0)
    raise AssertionError("condition never held")


async def until_settled(pilot: Pilot[None], predicate: Callable[[], object],
                        tries: int = 400) -> None:
    """:func:`until`, then let the screen settle (a screen switch lands a
    message hop after the key that asked for it; its panel fills after that)."""
    await until(pilot, predicate, tries)
    await pilot.pause()


__all__ = ["Report", "Verb", "play_game", "random_index", "screenshot_text", "setup_game",
           "until", "until_settled"]


def step_past_screens(session: HotSeat, step: FlowStep) -> bool:
    """Answer a step that only shows something (a handoff, a review, private
    news) as the player in front of it would; whether ``step`` was one."""
    if step.step is Step.HANDOFF:
        assert step.seat is not None
        session.take_keyboard(step.seat)
    elif step.step is Step.REVIEW:
        session.dismiss_review()
    elif step.step is Step.INFO:
        session.dismiss_info()
    else:
        return False
    return True
