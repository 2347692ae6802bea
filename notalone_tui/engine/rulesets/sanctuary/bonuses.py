"""The eight Defense-track bonuses (``cards-designed.md`` 3.3), each a step
named by the bonus's id and run with ``(seat,)``: the Hunted whose action moved
the Defense counter there (-1: none).

A bonus applies at once; a Hunted who cannot apply it loses it (the log says
so). Where each Hunted gains something, they go one after another clockwise
from the Creature's left (:attr:`Game.hunted_order`) and each chooses their own
card; the evolution bonus is chosen by the Hunted who moved the counter.
Survival cards drawn in Phase 3 may still be played then (R10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, PlaceRef, msg
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Handlers
from . import dna, evolutions
from .state import board
from .survivor_abilities import RESERVE_PLACES, lacking, take_from_reserve

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()

TAKE_BACK = "sanctuary-bonus-take-back"
DNA = "sanctuary-bonus-dna"
RESERVE = "sanctuary-bonus-reserve"
UNLOCK = "sanctuary-bonus-unlock"
SURVIVAL_EMPTY = "sanctuary-bonus-survival-empty"
EVOLUTION = "sanctuary-bonus-evolution"
WILL = "sanctuary-bonus-will"
SURVIVAL_ALL = "sanctuary-bonus-survival-all"

#: Steps for one Hunted's share, and the decision kinds they ask.
TAKE_BACK_ONE = "sa_bonus_take_back"
RESERVE_ONE = "sa_bonus_reserve"
EVOLUTION_PICK = "sa_bonus_evolution"


def _lost(game: Game, seat: int, bonus: str, reason: str) -> None:
    game.log("bonus", msg("sa.bonus.lost", seat=SEATS[seat], bonus=CardRef(bonus),
                          why=msg(reason)))


def _lost_all(game: Game, bonus: str, reason: str) -> None:
    game.log("bonus", msg("sa.bonus.lost.all", bonus=CardRef(bonus), why=msg(reason)))


def _drawn_window(game: Game, seats: list[int]) -> None:
    """R10: Hunted who drew a Survival card in Phase 3 may still play it then."""
    if seats and game.state.turn.phase == 3:
        game.push(("window", 3, tuple(seats)))


# --------------------------------------------------------------- take back
@handlers.step(TAKE_BACK)
def _take_back(game: Game, seat: int) -> None:
    game.push(*[(TAKE_BACK_ONE, s) for s in game.hunted_order])


@handlers.step(TAKE_BACK_ONE)
def _take_back_one(game: Game, seat: int) -> None:
    discard = sorted(set(game.state.hunted[seat].discard))
    if not discard:
        _lost(game, seat, TAKE_BACK, "sa.lost.empty_discard")
        return
    game.ask(seat, TAKE_BACK_ONE, [take_back(c) for c in discard], private=False,
             prompt=msg("sa.bonus.take_back.prompt", bonus=CardRef(TAKE_BACK)))


@handlers.answer(TAKE_BACK_ONE)
def _take_back_answer(game: Game, decision: Decision, option: Option) -> None:
    game.take_back(decision.seat, [option.place], CardRef(TAKE_BACK))


# --------------------------------------------------------------------- DNA
@handlers.step(DNA)
def _dna(game: Game, seat: int) -> None:
    state = game.state
    if not dna.can_discard(state):
        _lost_all(game, DNA, "sa.lost.shell" if dna.protected(state) else "sa.lost.no_dna")
        return
    dna.discard(game, 1, CardRef(DNA))


# ----------------------------------------------------------------- reserve
def owns_high(game: Game, seat: int) -> bool:
    """Whether ``seat`` owns a Place card 6-10 (in hand, discard pile or in play)."""
    h = game.state.hunted[seat]
    return any(h.owns(n) for n in RESERVE_PLACES)


@handlers.step(RESERVE)
def _reserve(game: Game, seat: int) -> None:
    game.push(*[(RESERVE_ONE, s) for s in game.hunted_order])


@handlers.step(RESERVE_ONE)
def _reserve_one(game: Game, seat: int) -> None:
    if owns_high(game, seat):
        return  # not eligible
    choices = lacking(game, seat)
    if not choices:
        _lost(game, seat, RESERVE, "sa.lost.no_reserve")
        return
    options = [Option(Verb.CHOOSE, place=n) for n in choices] + [PASS]
    game.ask(seat, RESERVE_ONE, options, private=False,
             prompt=msg("sa.bonus.reserve.prompt", bonus=CardRef(RESERVE)))


@handlers.answer(RESERVE_ONE)
def _reserve_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        game.log("pass", msg("sa.bonus.reserve.pass", seat=SEATS[decision.seat]))
        return
    take_from_reserve(game, decision.seat, option.place, CardRef(RESERVE))


# ------------------------------------------------------------------ unlock
@handlers.step(UNLOCK)
def _unlock(game: Game, seat: int) -> None:
    # For good: the Defense counter moving back later does not lock them again.
    board(game.state).unlocked = True
    game.log("bonus", msg("sa.bonus.unlocked", first=PlaceRef(6), last=PlaceRef(10)))


# ---------------------------------------------------------- Survival cards
def _draw_each(game: Game, bonus: str, seats: list[int]) -> None:
    if game.state.turn.despair:
        _lost_all(game, bonus, "sa.lost.despair")
        return
    drew = []
    for s in seats:
        if game.draw_survival(s, 1):
            drew.append(s)
        else:
            _lost(game, s, bonus, "sa.lost.no_survival")
    _drawn_window(game, drew)


@handlers.step(SURVIVAL_EMPTY)
def _survival_empty(game: Game, seat: int) -> None:
    hunted = game.state.hunted
    _draw_each(game, SURVIVAL_EMPTY, [s for s in game.hunted_order if not hunted[s].survival])


@handlers.step(SURVIVAL_ALL)
def _survival_all(game: Game, seat: int) -> None:
    _draw_each(game, SURVIVAL_ALL, list(game.hunted_order))


# --------------------------------------------------------------- evolution
@handlers.step(EVOLUTION)
def _evolution(game: Game, seat: int) -> None:
    state = game.state
    chooser = seat if seat in state.hunted else game.hunted_order[0]
    if not evolutions.can_lose(state):
        reason = "sa.lost.shell" if dna.protected(state) else "sa.lost.no_evolution"
        _lost_all(game, EVOLUTION, reason)
        return
    options = [Option(Verb.DISCARD, card=c) for c in board(state).developed_ids()]
    game.ask(chooser, EVOLUTION_PICK, options, private=False,
             prompt=msg("sa.bonus.evolution.prompt", bonus=CardRef(EVOLUTION)))


@handlers.answer(EVOLUTION_PICK)
def _evolution_answer(game: Game, decision: Decision, option: Option) -> None:
    evolutions.discard_developed(game, option.card, CardRef(EVOLUTION))


# -------------------------------------------------------------------- Will
@handlers.step(WILL)
def _will(game: Game, seat: int) -> None:
    hunted = game.state.hunted
    for s in game.hunted_order:
        if hunted[s].will >= 3:
            _lost(game, s, WILL, "sa.lost.full_will")
        else:
            # A last Will already lost this turn still counts at step 5 (C7).
            game.gain_will(s, 1, CardRef(WILL))


#: Every bonus id this module answers, for the rule set's checks.
BONUS_STEPS = (TAKE_BACK, DNA, RESERVE, UNLOCK, SURVIVAL_EMPTY, EVOLUTION, WILL, SURVIVAL_ALL)
