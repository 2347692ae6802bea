"""The Sanctuary cards about rescuing and fortifying (``cards-designed.md`` 3.7,
3.8), designed for this edition: the Survival cards Sanctuary Walls, Rescue
Line, Search Party, Evacuation and Bulwark, and the Hunt card Scent of the Herd.

Each card is its printed facts (:mod:`.cards`) with its playability check and
effect attached (:data:`CARDS`, :data:`HUNT`); the rule set adds them to its
decks, gathers the steps and answers (:data:`handlers`), the step wrapper
(:func:`wrap_steps`) and the public turn keys (:data:`PUBLIC_EXTRA`).

Most of them only set one of :mod:`.rescue`'s turn keys, which the rescue and
fortify rules read: Scent of the Herd :data:`.rescue.COST`, Rescue Line
:data:`.rescue.ANYWHERE`, Search Party :data:`.rescue.SECOND_CARD`, Bulwark
:data:`.rescue.FORTIFY_BONUS`. The Survival cards are played in the Phase 3
window (before any place resolves, or when a Hunted who drew a card mid-Phase
gets the window again, R10); the ones meant for their player's own
resolution are playable only until that Hunted begins to resolve their place
(:func:`.rescue.resolved`).

Sanctuary Walls: its player ignores the Creature token (not caught: the base
Reckoning's ``spared`` list; their place counts as free of it for rescuing and
fortifying: :data:`.rescue.IGNORE_CREATURE`) and resolves their place right
after the Creature-token step, as if it held no Hunt token. A Target or Artemia
token on that place still acts on them, and still forbids fortifying (a Hunt
token remains); the Artemia token, or a Target card making the place unusable
(Mirage, Toxin), leaves them nothing to resolve (C10). The step that resolves
them runs after the Creature-token step's own steps (Dodge's resolutions, the
abilities acting on catches): :func:`wrap_steps` schedules it from that step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import Decision, Option, Verb
from ...ruleset import Card, CardEffect, Handlers, Hook, Playable, StepHandler, attach
from ..base import tokens
from ..base.reckoning import SPARED
from . import rescue, sanctuary_token, survivors
from .cards import HUNT_CARDS, SURVIVAL_CARDS
from .state import board, full, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

handlers = Handlers()

SCENT = "sanctuary-hunt-scent-of-the-herd"
WALLS = "sanctuary-survival-sanctuary-walls"
RESCUE_LINE = "sanctuary-survival-rescue-line"
SEARCH_PARTY = "sanctuary-survival-search-party"
EVACUATION = "sanctuary-survival-evacuation"
BULWARK = "sanctuary-survival-bulwark"

#: ``turn.extra`` key (public): the Creature-token step has begun this turn
#: (Sanctuary Walls must be played before it).
CREATURE_DONE = "sa_creature_step_done"
#: The step resolving, right after the Creature-token step, the Hunted who ignore it.
WALLS_STEP = "sa_walls_resolve"
#: Decision kinds: Evacuation's receiver (public) and the cards given (private).
EVACUATE_TO = "sa_evacuation_to"
EVACUATE_GIVE = "sa_evacuation_give"
#: The step asking for the next card Evacuation gives.
EVACUATE_STEP = "sa_evacuation"
#: Evacuation's answer that gives no more card.
GIVE_DONE = Option(Verb.DONE)


# ---------------------------------------------------------------- helpers
def _place(game: Game, seat: int) -> int:
    return rescue.figure(game, seat)[1]


def _before_resolving(game: Game, seat: int) -> bool:
    """Sanctuary, and ``seat`` stands on a place they have not begun to resolve."""
    return full(game.state) and bool(_place(game, seat)) and not rescue.resolved(game, seat)


def _log(game: Game, seat: int, key: str, **args: Any) -> None:
    game.log("sa_card", msg(key, seat=SEATS[seat], **args))


# --------------------------------------------------------- Scent of the Herd
def _scent(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    extra = game.state.turn.extra
    extra[rescue.COST] = extra.get(rescue.COST, 0) + 1
    game.log("sa_card", msg("sa.cards.scent", card=CardRef(SCENT), n=extra[rescue.COST]))


# ----------------------------------------------------------- Sanctuary Walls
def walls_playable(game: Game, seat: int, back: tuple[Any, ...] = ()) -> bool:
    """Before the Creature-token step, on the place holding both the Sanctuary
    token and a Creature token (with Clone, the Target token counts as one)."""
    state = game.state
    if not full(state) or state.turn.extra.get(CREATURE_DONE):
        return False
    if seat in state.turn.extra.get(rescue.IGNORE_CREATURE, ()):
        return False
    place = _place(game, seat)
    return place == sanctuary_token.position(state) and place in tokens.creature_places(game)


def _walls(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    rescue.add_seat(game, rescue.IGNORE_CREATURE, seat)
    rescue.add_seat(game, SPARED, seat)
    _log(game, seat, "sa.cards.walls", card=CardRef(WALLS), place=PlaceRef(_place(game, seat)))


def after_creature_step(inner: StepHandler) -> StepHandler:
    """The Creature-token step, marked as begun, with :data:`WALLS_STEP` after it."""

    def creature_step(game: Game, *args: Any) -> None:
        extra = game.state.turn.extra
        if full(game.state):
            extra[CREATURE_DONE] = True
            if extra.get(rescue.IGNORE_CREATURE):
                game.push((WALLS_STEP,))
        inner(game, *args)

    return creature_step


def wrap_steps(steps: Mapping[str, StepHandler]) -> dict[str, StepHandler]:
    """The rule set's steps with the Creature-token step wrapped (:func:`after_creature_step`)."""
    return {**steps, "creature_step": after_creature_step(steps["creature_step"])}


@handlers.step(WALLS_STEP)
def _walls_resolve(game: Game) -> None:
    """Each Hunted ignoring the Creature token resolves their place now, if it
    still holds a Creature token (one that moved away, Wrong Track, left them to
    resolve at their place's usual step) and they may use it."""
    state = game.state
    turn_ = state.turn
    hunting = tokens.creature_places(game)
    steps = []
    for seat in game.hunted_order:
        if seat not in turn_.extra.get(rescue.IGNORE_CREATURE, ()):
            continue
        idx, place = rescue.figure(game, seat)
        if place not in hunting:
            continue
        where = PlaceRef(place)
        if tokens.unusable(game, place, seat) or (
            place in tokens.artemia_places(game) and seat not in turn_.detector
        ):
            _log(game, seat, "sa.cards.walls.unusable", card=CardRef(WALLS), place=where)
            continue
        _log(game, seat, "sa.cards.walls.resolve", card=CardRef(WALLS), place=where)
        steps.append(("resolve", seat, idx))
    game.push(*steps)


# --------------------------------------------------------------- Rescue Line
def _rescue_line_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    return (
        _before_resolving(game, seat)
        and bool(board(game.state).row)
        and seat not in game.state.turn.extra.get(rescue.ANYWHERE, ())
    )


def _rescue_line(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    rescue.add_seat(game, rescue.ANYWHERE, seat)
    _log(game, seat, "sa.cards.rescue_line", card=CardRef(RESCUE_LINE))


# -------------------------------------------------------------- Search Party
def _search_party_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    return (
        _before_resolving(game, seat)
        and bool(board(game.state).row)
        and seat not in game.state.turn.extra.get(rescue.SECOND_CARD, ())
    )


def _search_party(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    rescue.add_seat(game, rescue.SECOND_CARD, seat)
    _log(game, seat, "sa.cards.search_party", card=CardRef(SEARCH_PARTY))


# ---------------------------------------------------------------- Evacuation
def _receivers(game: Game, seat: int) -> list[int]:
    return [s for s in game.hunted_order if s != seat]


def _evacuation_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    state = game.state
    return full(state) and survivors.held_count(state, seat) > 0 and bool(_receivers(game, seat))


def _evacuation(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.ask(seat, EVACUATE_TO, [Option(Verb.TARGET, seat=s) for s in _receivers(game, seat)],
             private=False, prompt=msg("sa.cards.evacuation.to", card=CardRef(EVACUATION)))


@handlers.answer(EVACUATE_TO)
def _evacuate_to(game: Game, decision: Decision, option: Option) -> None:
    game.push((EVACUATE_STEP, decision.seat, option.seat, 0))


@handlers.step(EVACUATE_STEP)
def _evacuate(game: Game, seat: int, receiver: int, given: int) -> None:
    """The giver picks one card at a time (their cards are secret); after the
    first they may stop. The receiver sees which cards they get."""
    mine = survivors.held(game.state, seat)
    if not mine:
        _evacuated(game, seat, receiver, given)
        return
    options = [Option(Verb.CHOOSE, card=c) for c in sorted(set(mine))]
    if given:
        options.append(GIVE_DONE)
    game.ask(seat, EVACUATE_GIVE, options, private=True,
             prompt=msg("sa.cards.evacuation.give", card=CardRef(EVACUATION),
                        to=SEATS[receiver], n=given),
             public_prompt=msg("sa.cards.evacuation.public", seat=SEATS[seat],
                               to=SEATS[receiver]),
             ctx=(receiver, given))


@handlers.answer(EVACUATE_GIVE)
def _evacuate_give(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    receiver, given = decision.ctx
    if option.verb is Verb.DONE:
        _evacuated(game, seat, receiver, given)
        return
    state = game.state
    survivors.held(state, seat).remove(option.card)
    survivors.held(state, receiver).append(option.card)
    card = CardRef(option.card)
    game.log("survivor", msg("sa.cards.evacuation.gave", seat=SEATS[seat], to=SEATS[receiver]),
             {seat: msg("sa.cards.evacuation.gave.private", card=card, to=SEATS[receiver]),
              receiver: msg("sa.cards.evacuation.got.private", card=card, seat=SEATS[seat])})
    game.push((EVACUATE_STEP, seat, receiver, given + 1))


def _evacuated(game: Game, seat: int, receiver: int, given: int) -> None:
    state = game.state
    game.log("survivor", msg("sa.cards.evacuation.done", seat=SEATS[seat], to=SEATS[receiver],
                             n=given, held=survivors.held_count(state, receiver),
                             card=CardRef(EVACUATION)))


# ------------------------------------------------------------------ Bulwark
def _bulwark_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    """On the Sanctuary token's place, before resolving it, while nobody has
    fortified yet this turn."""
    state = game.state
    return (
        _before_resolving(game, seat)
        and _place(game, seat) == sanctuary_token.position(state)
        and turn(state).fortified < 0
        and seat not in state.turn.extra.get(rescue.FORTIFY_BONUS, ())
    )


def _bulwark(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    rescue.add_seat(game, rescue.FORTIFY_BONUS, seat)
    _log(game, seat, "sa.cards.bulwark", card=CardRef(BULWARK))


# ---------------------------------------------------------------- the cards
PLAYABLE: dict[str, Playable] = {
    SCENT: lambda g, s, b: full(g.state),
    WALLS: walls_playable,
    RESCUE_LINE: _rescue_line_playable,
    SEARCH_PARTY: _search_party_playable,
    EVACUATION: _evacuation_playable,
    BULWARK: _bulwark_playable,
}

EFFECTS: dict[str, CardEffect] = {
    SCENT: _scent,
    WALLS: _walls,
    RESCUE_LINE: _rescue_line,
    SEARCH_PARTY: _search_party,
    EVACUATION: _evacuation,
    BULWARK: _bulwark,
}

#: The Survival cards, with their behaviour.
CARDS: dict[str, Card] = attach(
    {k: SURVIVAL_CARDS[k] for k in (WALLS, RESCUE_LINE, SEARCH_PARTY, EVACUATION, BULWARK)},
    PLAYABLE, EFFECTS,
)
#: The Hunt card, with its behaviour.
HUNT: dict[str, Card] = attach({SCENT: HUNT_CARDS[SCENT]}, PLAYABLE, EFFECTS)

#: This module's hook-point abilities (none: the cards act through turn keys).
HOOKS: tuple[tuple[str, Hook], ...] = ()
#: The public ``turn.extra`` keys the cards set (and :mod:`.rescue`'s they fill).
PUBLIC_EXTRA: frozenset[str] = frozenset({
    CREATURE_DONE, SPARED, rescue.COST, rescue.ANYWHERE, rescue.SECOND_CARD,
    rescue.FORTIFY_BONUS, rescue.IGNORE_CREATURE, rescue.RESOLVED,
})


# ----------------------------------------------------------------- wording
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    """Evacuation's options; the rest are the rule set's words."""
    if kind == EVACUATE_TO:
        return msg("sa.cards.option.evacuate_to", seat=SEATS[option.seat])
    if kind == EVACUATE_GIVE:
        if option.verb is Verb.DONE:
            return msg("sa.cards.option.give_done")
        return msg("sa.cards.option.give", card=CardRef(option.card))
    return None


__all__ = [
    "BULWARK", "CARDS", "CREATURE_DONE", "EVACUATE_GIVE", "EVACUATE_TO", "EVACUATION",
    "HOOKS", "HUNT", "PUBLIC_EXTRA", "RESCUE_LINE", "SCENT", "SEARCH_PARTY", "WALLS",
    "WALLS_STEP", "after_creature_step", "describe", "handlers", "walls_playable",
    "wrap_steps",
]
