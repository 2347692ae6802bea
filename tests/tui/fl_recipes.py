"""Deterministic Frozen Lands screens for the snapshot tests
(``tests/tui/test_fl_snapshots.py``), in the manner of ``scripts/screen_recipes.py``.

Each game is played by the engine alone from a seed (random legal options, no
Hunted giving up unless nothing else is legal) to the moment a screen shows,
then opened in the app, which the shared recipes drive with key presses. The
Diagnostic Kit's known faces are set on the state directly: the card that
reveals them belongs to the rule set's cards, which may not be in this build.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from textual.pilot import Pilot

import scripts.screen_recipes as base
from notalone_tui.engine import Action, Game, GameConfig, Verb
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.private import HuntedScreen

NAMES = ("Ada", "Ben", "Cleo", "Dev")
#: Seven players with long names: the widest players table the mode can have.
LONG_NAMES = base.LONG_NAMES


def fl_game(seed: int, names: tuple[str, ...] = NAMES) -> Game:
    """A new Frozen Lands game, sheets on (the mode's default), Creature at seat 0."""
    config = GameConfig(names=names, creature_seat=0, ruleset=FROZEN_LANDS, sheets=True)
    return Game.new(config, seed=seed)


def play_until(game: Game, stop: Callable[[Game], bool], seed: int,
               advance: bool = False) -> Game:
    """Play random legal options until ``stop`` holds (or the game ends); at the
    team's choice, Advance if ``advance`` else Hold (naming the first holder)."""
    rng = random.Random(seed)
    while not game.is_over and not stop(game):
        d = game.pending[0]
        if d.kind == endgame.TEAM_CHOICE:
            option = endgame.ADVANCE if advance else d.options[1]
        else:
            plain = [o for o in d.options if o.verb is not Verb.GIVE_UP]
            option = rng.choice(plain or list(d.options))
        game.apply(Action(d.seat, option))
    return game


def held(game: Game, seat: int) -> int:
    return contamination.held_count(game.state, seat)


def team_choice_game(seed: int = 3) -> Game:
    """Stopped at the team's choice (Advance or Hold), with tokens held: the
    first game from ``seed`` on whose random play gets there."""
    for attempt in range(seed, seed + 40):
        game = play_until(fl_game(attempt), lambda g: g.pending[0].kind == endgame.TEAM_CHOICE,
                          attempt)
        if not game.is_over:
            return game
    raise AssertionError("no game from this seed on reached the team's choice")


def tokens_game(seed: int = 3, names: tuple[str, ...] = NAMES) -> Game:
    """A few turns in, after the reveal, two Hunted holding tokens: the table
    counts them (the players' column and the reserve)."""
    def stop(g: Game) -> bool:
        holders = [s for s in g.hunted_order if held(g, s)]
        d = g.pending[0]
        return (len(holders) >= 2 and g.state.turn.revealed and not d.private
                and d.kind != endgame.TEAM_CHOICE)
    for attempt in range(seed, seed + 30):
        game = play_until(fl_game(attempt, names), stop, attempt)
        if not game.is_over:
            return game
    raise AssertionError("no game had two Hunted holding tokens at a public decision")


def known_faces_game(seed: int = 3) -> Game:
    """A Hunted's private choice, that Hunted holding tokens and knowing some of
    their faces (as the Diagnostic Kit leaves them)."""
    def stop(g: Game) -> bool:
        d = g.pending[0]
        return (d.private and d.seat != 0 and held(g, d.seat) >= 2
                and g.state.turn.revealed)
    for attempt in range(seed, seed + 30):
        game = play_until(fl_game(attempt), stop, attempt)
        if not game.is_over:
            break
    else:
        raise AssertionError("no Hunted held two tokens at a private choice")
    seat = game.pending[0].seat
    known = game.state.extra[contamination.KEY]["known"][seat]
    known[:] = [True] * (len(known) - 1) + [False]
    return game


def finished_game(seed: int = 3, advance: bool = True) -> Game:
    """Played to its end through the team's choice, the team advancing there (so
    the end turns tokens up): the first game from ``seed`` on that gets there."""
    for attempt in range(seed, seed + 40):
        game = play_until(fl_game(attempt), lambda g: False, attempt, advance=advance)
        if any(e.kind == "contamination_reveal" for e in game.state.log):
            return game
    raise AssertionError("no game from this seed on ended by turning tokens up")


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


async def prepare_game_over(pilot: Pilot[None]) -> None:
    pilot.app.theme = base.THEME
    await base.wait_for_screen(pilot, GameOverScreen)
    await base.finish(pilot)


RECIPES: dict[str, base.Recipe] = {r.name: r for r in (
    base.Recipe("fl-table", "Frozen Lands at the table: each Hunted's tokens and the reserve.",
                lambda: NotAloneApp(tokens_game(), autosave=False), prepare_public),
    base.Recipe("fl-table-7", "Frozen Lands, seven players with long names: the tokens column.",
                lambda: NotAloneApp(tokens_game(names=LONG_NAMES), autosave=False),
                prepare_public),
    base.Recipe("fl-hunted", "A Hunted's private screen: their tokens and the faces they know.",
                lambda: NotAloneApp(known_faces_game(), autosave=False), prepare_hunted),
    base.Recipe("fl-team-choice", "The team's choice on the table: Advance or Hold.",
                lambda: NotAloneApp(team_choice_game(), autosave=False), prepare_public),
    base.Recipe("fl-game-over", "The end of a Frozen Lands game: every token turned up.",
                lambda: NotAloneApp(finished_game(), autosave=False), prepare_game_over),
)}
