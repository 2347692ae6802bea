"""The public card windows of Phases 2 to 4 (R10) and the private hand they open.

A window is public: the table sees that a seat may play a card. Opening the
hand is the private half, where the seat picks a playable card or backs out.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...messages import SEATS, Msg, msg
from ...options import Decision, Kind, Option, Verb
from ...options import play as play_option
from ...ruleset import Handlers
from ...state import Step
from . import hunt, survival

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()
step = handlers.step
answers = handlers.answer


#: A window's two answers (the same for every window).
WINDOW_OPTIONS = (Option(Verb.PASS), Option(Verb.OPEN_HAND))
CANCEL = Option(Verb.CANCEL)


@cache
def _window_prompts(creature: bool, seat: int, phase: int) -> tuple[Msg, Msg]:
    """A window's prompts, made once per seat and phase: windows are the most
    frequent decision of all."""
    who = "creature" if creature else "hunted"
    return (
        msg(f"base.window.prompt.{who}", seat=SEATS[seat], phase=phase),
        msg(f"base.window.public.{who}", seat=SEATS[seat], phase=phase),
    )


@step("window")
def window(game: Game, seat: int, phase: int) -> None:
    """A public card window (R10), offered whenever the public facts allow a card.

    Whether the seat holds a *playable* card is secret, so the window is offered
    whenever it holds any card at all and its limit is not reached (R23).
    """
    creature = seat == game.state.creature.seat
    if not (hunt.can_play(game) if creature else survival.can_play(game, seat)):
        return
    prompt, public = _window_prompts(creature, seat, phase)
    game.ask(
        seat,
        Kind.CARD_WINDOW,
        WINDOW_OPTIONS,
        private=False,
        prompt=prompt,
        public_prompt=public,
        ctx=("window", seat, phase),
    )


@cache
def _passes(seat: int) -> Msg:
    return msg("base.window.pass", seat=SEATS[seat])


@answers(Kind.CARD_WINDOW)
def window_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        game.log("pass", _passes(decision.seat))
        return
    open_hand(game, decision.seat, decision.ctx)


def open_hand(game: Game, seat: int, back: Step) -> None:
    """The private half of a public window: the seat's playable cards, or cancel."""
    state = game.state
    if seat == state.creature.seat:
        phase = back[2]
        cards = hunt.playable(game, phase)
    else:
        context = "resolve" if back[0] == "resolve" else f"window{back[2]}"
        cards = survival.playable(game, seat, context, back)
    options = [CANCEL, *[play_option(c) for c in cards]]
    game.ask(
        seat,
        Kind.CARD_PICK,
        options,
        private=True,
        prompt=msg("base.window.open_hand.prompt"),
        public_prompt=msg("base.window.open_hand.public", seat=SEATS[seat]),
        ctx=back,
        auto=False,
    )


@answers(Kind.CARD_PICK)
def card_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    back = decision.ctx
    seat = decision.seat
    if option.verb is Verb.CANCEL:
        # Cancelling counts as passing, so a window cannot loop forever; at a
        # place, the Hunted chooses again among the place's own options.
        if back[0] == "resolve":
            game.push((*back[:3], False))
        else:
            game.log("pass", _passes(seat))
        return
    if seat == game.state.creature.seat:
        game.push(back)
        hunt.play(game, option.card)
    elif back[0] == "resolve":
        survival.play(game, seat, option.card, "resolve", back)
    else:
        game.push(back)
        survival.play(game, seat, option.card, f"window{back[2]}")
