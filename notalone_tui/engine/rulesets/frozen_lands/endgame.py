"""The Frozen Lands end of the game (``fl-rule-end-of-game``, rulings R30, R32).

In Phase 4 the Rescue counter's normal move onto Victory is no longer automatic
once a Hunted holds a Contamination token: the Hunted decide as a team, and the
first Hunted to the Creature's left enters what they decided, on the public
table (the decision is public: the team talks it over aloud).

* Advance: the counter reaches Victory and every held token is turned up
  (:func:`..victory`): any icon and the Creature wins.
* Hold: the counter stays one space short, the Hunted the team names discards a
  token of their choice, and another turn is played. Under Quarantine the team
  may still hold, but nobody discards; the option then names no Hunted.

Stasis stops the move, so there is nothing to decide that turn. With no token
held the counter simply advances. This is the last step of Phase 4, after every
Phase-4 card (Relapse, Antidote) and the Creature's refill.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, msg
from ...options import Decision, Option, Verb
from ...ruleset import Handlers
from . import contamination

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()
#: The decision's kind, and its two answers: Advance, or Hold naming the Hunted
#: who discards (``seat``; -1 under Quarantine, when nobody may discard).
TEAM_CHOICE = "fl_team_choice"
ADVANCE = Option(Verb.CHOOSE, card="advance")
HOLD = "hold"


def hold(seat: int = -1) -> Option:
    """Hold the counter back; ``seat`` discards a token (-1: nobody, Quarantine)."""
    return Option(Verb.CHOOSE, card=HOLD, seat=seat)


def team_options(game: Game) -> list[Option]:
    """Advance, and Hold naming each Hunted who holds a token (or nobody)."""
    state = game.state
    if not contamination.can_discard(state):
        return [ADVANCE, hold()]
    holders = [s for s in game.hunted_order if contamination.held_count(state, s)]
    return [ADVANCE, *(hold(s) for s in holders)]


@handlers.step("fl_rescue_move")
def rescue_move(game: Game) -> None:
    state = game.state
    if state.turn.stasis:
        game.log("stasis", msg("base.turn.stasis"))
        return
    if state.left("rescue") > 1 or not contamination.held_total(state):
        game.move_track("rescue", 1, msg("base.why.end_of_turn"))
        return
    first = game.hunted_order[0]
    game.ask(
        first,
        TEAM_CHOICE,
        team_options(game),
        private=False,
        prompt=msg("fl.team.prompt", seat=SEATS[first],
                   n=contamination.held_total(state)),
        auto=False,
    )


@handlers.answer(TEAM_CHOICE)
def _team_choice(game: Game, decision: Decision, option: Option) -> None:
    if option == ADVANCE:
        game.log("fl_team", msg("fl.team.advance"))
        game.move_track("rescue", 1, msg("base.why.end_of_turn"))
        return
    game.stat("fl_hold")
    if option.seat < 0:
        game.log("fl_team", msg("fl.team.hold.quarantine"))
        return
    game.log("fl_team", msg("fl.team.hold", seat=SEATS[option.seat]))
    contamination.discard(game, option.seat, msg("fl.why.hold"))
