"""The Defense track (``sanctuary-defense-track-*``, ``sanctuary-rule-rescue-and-fortify``).

The counter starts on the space for the number of players, on the board side
for 2-4 or 5-7 players, and moves one space at a time: each Bonus space it
reaches triggers at once, the first time only (C9), and Victory wins the game
for the Hunted at once. It never moves below its starting space.

The engine's ``defense`` track counts the spaces moved from the start;
:func:`space` gives the printed space. A bonus is a step named by the bonus's
id, run with the seat of the Hunted whose action moved the counter (they make
the bonus's choices unless each Hunted chooses for themselves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import Arg, card_ref, msg
from ...ruleset import Handlers
from .cards import DefenseTrack, defense_track
from .state import board, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

TRACK = "defense"
#: The step that moves the counter one space and triggers what it reaches.
STEP = "sa_defense"

handlers = Handlers()


def steps_to_victory(players: int) -> int:
    """The track's length for the engine (:class:`~notalone_tui.engine.ruleset.Track`)."""
    return defense_track(players).steps(players)


def track_for(state: GameState) -> DefenseTrack:
    return defense_track(state.config.players)


def start(state: GameState) -> int:
    players = state.config.players
    return defense_track(players).start[players]


def space(state: GameState) -> int:
    """The printed space the counter stands on."""
    return start(state) + state.tracks[TRACK]


def advance(game: Game, steps: int, why: Arg, seat: int) -> None:
    """Schedule ``steps`` moves of the counter, each with its bonus, to run next.
    ``seat``: the Hunted whose action moved it (-1: none, a Creature effect)."""
    if steps > 0:
        game.push((STEP, steps, why, seat))


@handlers.step(STEP)
def _advance_one(game: Game, steps: int, why: Arg, seat: int) -> None:
    state = game.state
    game.move_track(TRACK, 1, why)
    turn(state).advanced += 1
    if state.winner is not None:
        return
    where = space(state)
    bonus = track_for(state).bonuses.get(where)
    later = [(STEP, steps - 1, why, seat)] if steps > 1 else []
    b = board(state)
    if bonus is not None and where not in b.bonuses:
        b.bonuses.append(where)
        game.stat(bonus)
        # The bonus by reference, worded by the reader's catalogue (its name is
        # content, like a card's: the rule set names it in :attr:`RuleSet.named`).
        game.log("bonus", msg("sa.bonus.reached", space=where, bonus=card_ref(bonus)))
        game.push((bonus, seat), *later)
    else:
        game.push(*later)


def back(game: Game, why: Arg) -> bool:
    """Move the counter back one space, never below its start; whether it moved.
    Bonus spaces it leaves stay used (they never trigger again)."""
    state = game.state
    if state.tracks[TRACK] <= 0:
        game.log(TRACK, msg("sa.defense.at_start", why=why))
        return False
    state.tracks[TRACK] -= 1
    game.log(TRACK, msg("sa.defense.back", space=space(state), why=why))
    return True
