"""Every private screen of every mode at 80×24: the seat's own cards in sight
(the tests are ``test_private_fit*.py``, a file for a few modes each, so that
the two workers share them).

A Hunted's Place and Survival cards and the Creature's Hunt cards are what a
private decision turns on; at 80×24, with seven players (the players table at
its tallest) and a rule set's board above, they must show without scrolling.
For each mode, engine playouts find the first state at every private decision
kind a seat meets; each is opened in the app, through its handoff, and the
rows the hand panel's viewport covers on the screen are read for each card
by the name the panel gives it. The four languages take turns over the kinds
(a long translation moves lines down), and every private screen checks that
the players table's headings stay apart.
"""

from __future__ import annotations

import random
from functools import cache, partial
from typing import Any

import pytest
from textual.app import App

import scripts.screen_recipes as recipes
from notalone_tui.engine import Action, Game, GameConfig, GameView, Verb
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.i18n.current import name_of, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import FlowStep, Step
from notalone_tui.tui.labels import rules_of
from notalone_tui.tui.screens.private import PrivateScreen
from notalone_tui.tui.widgets.hand_panel import OwnCards, card_label, place_label

#: Seven players, four of them alike at the start of their names.
NAMES = ("Ana", "Anabel", "Anastasia", "Anna", "Bo", "Bob", "Boris")
MODES: dict[str, dict[str, Any]] = {
    "base": {},
    "sheets": {"sheets": True},
    "frozen-lands": {"ruleset": FROZEN_LANDS, "sheets": True},
    "sanctuary": {"sanctuary": "full"},
    "sanctuary-light": {"sanctuary": "light"},
}
#: Playouts searched for each mode's private decisions.
SEEDS = range(4)


def new_game(mode: str, seed: int) -> Game:
    return Game.new(GameConfig(names=NAMES, creature_seat=0, **MODES[mode]), seed=seed)


def play(game: Game, seed: int, steps: int) -> Game:
    """``steps`` random legal actions from the start (no Hunted giving up
    unless nothing else is legal), as the search played them."""
    rng = random.Random(seed)
    for _step in range(steps):
        decision = game.pending[0]
        plain = [o for o in decision.options if o.verb is not Verb.GIVE_UP]
        game.apply(Action(decision.seat, rng.choice(plain or list(decision.options))))
    return game


@cache
def private_moments(mode: str) -> tuple[tuple[str, int, int], ...]:
    """For each role and private decision kind met in the playouts, its first
    moment: (role and kind, seed, actions played before it)."""
    found: dict[str, tuple[int, int]] = {}
    for seed in SEEDS:
        game = new_game(mode, seed)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over:
            decision = game.pending[0]
            if decision.private and own_cards(game.view(decision.seat)):
                role = "creature" if decision.seat == 0 else "hunted"
                found.setdefault(f"{role}:{decision.kind}", (seed, steps))
            plain = [o for o in decision.options if o.verb is not Verb.GIVE_UP]
            game.apply(Action(decision.seat, rng.choice(plain or list(decision.options))))
            steps += 1
    return tuple((key, seed, steps) for key, (seed, steps) in sorted(found.items()))


def cases(modes: tuple[str, ...]) -> list[Any]:
    """The moments of ``modes``, each in one of the four languages (in turn)."""
    out = []
    languages = list(LANGUAGES)
    for mode in modes:
        for i, (key, seed, steps) in enumerate(private_moments(mode)):
            lang = languages[i % len(languages)]
            out.append(pytest.param(mode, key, seed, steps, lang,
                                    id=f"{mode}-{key.replace(':', '-')}-{lang}"))
    return out


def own_cards(view: GameView) -> list[str]:
    """The seat's own cards by the names its hand panel gives them."""
    rules = rules_of(view)
    if view.role == "creature":
        return [card_label(name_of(rules.hunt_cards[c])) for c in view.creature.hand or ()]
    me = next(hv for hv in view.hunted if hv.seat == view.viewer)
    return ([place_label(rules, p) for p in me.hand or ()]
            + [card_label(name_of(rules.survival_cards[c])) for c in me.survival or ()])


def in_sight(app: App[Any], screen: PrivateScreen) -> str:
    """The text drawn on the screen where the seat's cards are: the rows and
    columns of the cards' widget that lie on the screen, read from the frame
    as drawn (so a line below the screen's edge, or clipped by its column,
    is not in it)."""
    own = screen.query_one(OwnCards)
    region = own.content_region.intersection(screen.region)
    strips = screen._compositor.render_strips()
    return "\n".join(strips[y].crop(region.x, region.right).text
                     for y in range(region.y, region.bottom))


def moved_past(app: NotAloneApp, step: FlowStep) -> bool:
    return app.session is not None and app.session.current() != step


async def open_private(app: NotAloneApp, pilot: Any, seat: int, kind: str) -> PrivateScreen:
    """Through the handoff to ``seat``'s private screen for ``kind`` (the
    Creature's own card window: "c" at the handoff, or its claim at the table)."""
    for _try in range(recipes.MAX_ITERATIONS):
        session = app.session
        step = session.current() if session is not None else None
        if step is None or not recipes.shows(app, step):
            await pilot.pause(0)
            continue
        if (step.step is Step.PRIVATE and step.seat == seat and step.decision is not None
                and str(step.decision.kind) == kind):
            break
        if step.step is Step.HANDOFF:
            await recipes.press(pilot, "c" if step.first and step.seat != seat else "enter")
        elif step.step is Step.PUBLIC and step.decision is not None:
            assert session is not None
            options = session.shown(step).options or ()
            claim = [i for i, o in enumerate(options) if o.verb is Verb.OPEN_HAND]
            assert claim, f"the table asks {step.decision.kind}, not for {kind}"
            await recipes.press(pilot, *(["down"] * claim[0]), "enter")
        else:
            raise AssertionError(f"{step.step} on the way to {kind}")
        await recipes.wait_for(pilot, partial(moved_past, app, step), "the step to pass")
    screen = app.screen
    assert isinstance(screen, PrivateScreen)
    await recipes.wait_for(pilot, lambda: screen.rendered == screen.version, "the screen drawn")
    await pilot.pause()
    return screen


async def check_own_cards(mode: str, key: str, seed: int, steps: int, lang: str) -> None:
    """Open the moment in the app at 80×24 in ``lang``: every own card in sight."""
    use(lang)
    game = play(new_game(mode, seed), seed, steps)
    decision = game.pending[0]
    kind = key.split(":", 1)[1]
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=recipes.SMALL) as pilot:
        screen = await open_private(app, pilot, decision.seat, kind)
        view = screen.view
        assert view is not None and view.viewer == decision.seat
        cards = own_cards(view)
        shown = in_sight(app, screen)
        assert cards, "a seat with no cards proves nothing"
        hidden = [card for card in cards if card not in shown]
        assert hidden == [], (mode, key, lang, hidden, shown)
