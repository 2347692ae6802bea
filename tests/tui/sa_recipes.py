"""Deterministic Sanctuary screens for the snapshot tests
(``tests/tui/test_sa_snapshots.py``) and the Sanctuary app tests, in the
manner of ``fl_recipes.py``.

Each game is played by the engine alone from a seed (random legal options, no
Hunted giving up unless nothing else is legal) to the moment a screen shows,
then opened in the app, which the shared recipes drive with key presses. The
table with four developed Evolutions is set on the state directly (moving the
cards from the piles, so that every card is still counted once): random play
seldom develops four.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from textual.pilot import Pilot

import scripts.screen_recipes as base
from notalone_tui.engine import Action, DecisionView, Game, GameConfig, Kind, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5, rescue
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.state import board, cards
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen

NAMES = ("Ada", "Ben", "Cleo", "Dev")
#: Seven players with long names: the widest players table the mode can have.
LONG_NAMES = base.LONG_NAMES
#: The Evolutions the full table shows developed (the last one this turn).
FOUR = ("sanctuary-evolution-territorial", "sanctuary-evolution-prescient",
        "sanctuary-evolution-overgrowth", "sanctuary-evolution-telepathy")


def sa_game(seed: int, names: tuple[str, ...] = NAMES, form: str = "full",
            sheets: bool = False) -> Game:
    """A new Sanctuary game (``form``: "full" or "light"), Creature at seat 0."""
    config = GameConfig(names=names, creature_seat=0, sanctuary=form, sheets=sheets)
    return Game.new(config, seed=seed)


def play_until(game: Game, stop: Callable[[Game], bool], seed: int) -> Game:
    """Play random legal options until ``stop`` holds (or the game ends)."""
    rng = random.Random(seed)
    while not game.is_over and not stop(game):
        d = game.pending[0]
        plain = [o for o in d.options if o.verb is not Verb.GIVE_UP]
        game.apply(Action(d.seat, rng.choice(plain or list(d.options))))
    return game


def first_game(stop: Callable[[Game], bool], seed: int = 3, tries: int = 40,
               names: tuple[str, ...] = NAMES, form: str = "full",
               sheets: bool = False) -> Game:
    """The first game from ``seed`` on whose random play reaches ``stop``."""
    for attempt in range(seed, seed + tries):
        game = play_until(sa_game(attempt, names, form, sheets), stop, attempt)
        if not game.is_over:
            return game
    raise AssertionError("no game from this seed on reached the wanted moment")


def held(game: Game, seat: int) -> int:
    return len(cards(game.state).held.get(seat, ()))


def _public(game: Game) -> bool:
    return not game.pending[0].private


def rescue_game(seed: int = 3, names: tuple[str, ...] = NAMES) -> Game:
    """The table deciding a Hunted's place in Phase 3 with rescues on offer
    among its first options (in view at 80×24), a Hunted already holding a
    Survivor card."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        rescues = [i for i, o in enumerate(d.options) if o.verb is Verb.RESCUE]
        return (d.kind == Kind.RESOLVE and _public(g) and g.state.turn.number >= 2
                and bool(rescues) and rescues[0] <= 3
                and any(held(g, s) for s in g.hunted_order))
    return first_game(stop, seed, names=names)


def shelter_game(seed: int = 3) -> Game:
    """The table deciding a Hunted's place on the Sanctuary token's, with
    fortify and "fortify and shelter" on offer."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        return d.kind == Kind.RESOLVE and _public(g) and rescue.SHELTER in d.options
    return first_game(stop, seed, tries=80)


def hunted_game(seed: int = 3) -> Game:
    """A Hunted's Phase 1 choice, that Hunted holding a Survivor card."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        return d.kind == Kind.EXPLORE and held(g, d.seat) > 0
    return first_game(stop, seed)


def creature_game(seed: int = 3) -> Game:
    """The Creature's hunt in Phase 2 of a later turn, Evolution cards in hand."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        return (d.kind == Kind.HUNT and g.state.turn.number >= 2
                and len(cards(g.state).hand) >= 2)
    return first_game(stop, seed)


def evolving_game(seed: int = 3) -> Game:
    """The Creature evolving in Phase 5, with a card it can develop."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        return (d.kind == phase5.EVOLVE_LOOP
                and any(o.verb is Verb.DEVELOP for o in d.options)
                and len(cards(g.state).hand) >= 2)
    return first_game(stop, seed)


def phase5_game(seed: int = 3) -> Game:
    """The Creature about to evolve or nest in Phase 5, able to develop a card
    from its hand once it has evolved."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        dna = board(g.state).dna + 1
        return (d.kind == phase5.CHOOSE and phase5.EVOLVE in d.options
                and any(EVOLUTIONS[c].cost <= dna for c in cards(g.state).hand))
    return first_game(stop, seed)


def developed_game(seed: int = 3, names: tuple[str, ...] = NAMES) -> Game:
    """A public decision after the reveal in a later turn, the Creature's four
    Evolutions developed (the last one this turn: not working yet) and a Hunted
    holding two Survivor cards. The cards are moved from their piles (or the
    Creature's hand) to where they are shown, so every card is counted once."""
    def stop(g: Game) -> bool:
        return (g.state.turn.number >= 3 and g.state.turn.revealed and _public(g)
                and g.pending[0].kind == Kind.RESOLVE)
    game = first_game(stop, seed, names=names)
    state = game.state
    b, c = board(state), cards(state)
    for card, _ in b.developed:
        c.hand.append(card)  # back in hand, then developed again below
    b.developed.clear()
    for i, card in enumerate(FOUR):
        for pile in (c.hand, *c.piles.values(), b.evolution_discard):
            if card in pile:
                pile.remove(card)
                break
        when = state.turn.number if i == len(FOUR) - 1 else state.turn.number - 1
        b.developed.append((card, when))
    seat = game.hunted_order[0]
    mine = c.held.setdefault(seat, [])
    while len(mine) < 2:
        mine.append(c.survivor_pile.pop())
    return game


def light_game(seed: int = 3) -> Game:
    """The base game with the light variant: a public decision after the reveal."""
    def stop(g: Game) -> bool:
        return g.state.turn.number >= 2 and g.state.turn.revealed and _public(g)
    return first_game(stop, seed, form="light")


# ------------------------------------------------------------------ preparing
async def prepare_public(pilot: Pilot[None]) -> None:
    """The first public decision on the table."""
    pilot.app.theme = base.THEME
    await base.drive_until(pilot, lambda s, step: step.step in (Step.PUBLIC, Step.REVIEW))
    await base.finish(pilot)


async def prepare_hunted(pilot: Pilot[None]) -> None:
    """The first Hunted's private screen (after its handoff)."""
    pilot.app.theme = base.THEME
    await base.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                           and isinstance(pilot.app.screen, HuntedScreen))
    await base.finish(pilot)


async def prepare_creature(pilot: Pilot[None]) -> None:
    """The Creature's private screen (after its handoff)."""
    pilot.app.theme = base.THEME
    await base.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                           and isinstance(pilot.app.screen, CreatureScreen))
    await base.finish(pilot)


def develops_then_finishes(game: Game) -> Pick:
    """A choice of options for the shared driver: in Phase 5, evolve, develop a
    card once, then finish; elsewhere as the driver would (pass where it may)."""
    def pick(decision: DecisionView, rng: random.Random) -> int:
        options = decision.options or ()
        if decision.kind == phase5.CHOOSE and phase5.EVOLVE in options:
            return options.index(phase5.EVOLVE)
        if decision.kind == phase5.EVOLVE_LOOP:
            turn = game.state.turn.number
            developed = any(when == turn for _, when in board(game.state).developed)
            wanted = Verb.DONE if developed else Verb.DEVELOP
            for i, option in enumerate(options):
                if option.verb is wanted:
                    return i
        return base_pick(decision, rng)
    return pick


class Pick(Protocol):
    """The shared driver's choice of an option (the shape of ``screen_recipes.pick``)."""

    def __call__(self, decision: DecisionView, rng: random.Random) -> int: ...


base_pick = base.pick


async def prepare_phase5_review(pilot: Pilot[None]) -> None:
    """The table reading what the Creature did in Phase 5: it developed a card,
    then finished evolving on its private screen."""
    pilot.app.theme = base.THEME
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    base.pick = develops_then_finishes(app.game)
    try:
        await base.drive_until(pilot, lambda s, step: step.step is Step.REVIEW
                               and any("evolves" in line for line in step.info))
    finally:
        base.pick = base_pick
    await base.finish(pilot)


def app_for(make: Callable[[], Game]) -> Callable[[], NotAloneApp]:
    return lambda: NotAloneApp(make(), autosave=False)


RECIPES: dict[str, base.Recipe] = {r.name: r for r in (
    base.Recipe("sa-table", "Sanctuary at the table: the token, the Defense track, the board "
                "line, rescues on offer with what each survivor does.",
                app_for(rescue_game), prepare_public),
    base.Recipe("sa-shelter", "A Hunted on the Sanctuary token's place: fortify, or fortify "
                "and shelter.", app_for(shelter_game), prepare_public),
    base.Recipe("sa-hunted", "A Hunted's private screen: their Avatar and their Survivors.",
                app_for(hunted_game), prepare_hunted),
    base.Recipe("sa-creature", "The Creature's private screen: DNA and its Evolution hand.",
                app_for(creature_game), prepare_creature),
    base.Recipe("sa-evolving", "Phase 5: the Creature evolving on its private screen.",
                app_for(evolving_game), prepare_creature),
    base.Recipe("sa-phase5", "The table reads what the Creature did in Phase 5.",
                app_for(phase5_game), prepare_phase5_review),
    base.Recipe("sa-developed", "The table with four developed Evolutions and two Survivors "
                "held.", app_for(developed_game), prepare_public),
    base.Recipe("sa-table-7", "Sanctuary, seven players with long names.",
                app_for(lambda: rescue_game(names=LONG_NAMES)), prepare_public),
    base.Recipe("sa-light", "The base game with the Sanctuary light variant.",
                app_for(light_game), prepare_public),
)}
