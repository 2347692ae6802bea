"""Sanctuary's two Phase-3 alternatives (``sanctuary-rule-rescue-and-fortify``,
``sanctuary-rule-survivors``): RESCUE a survivor and FORTIFY Sanctuary.

Both replace "use the place's power or take back 1 Place card", so they are
offered exactly where taking back a card would be (the ``resolve_options``
hook, called only for a Hunted resolving their own place, never a copy), and
only on a place with no Hunt token at all, the Target token included:

* ``Option(RESCUE, card=<survivor id>)``: from a place orthogonally adjacent
  to the Sanctuary token (plain grid adjacency), take a face-up Survivor card,
  apply its ability at once if possible (:mod:`.survivor_abilities`), then
  put it face down in front of you;
* ``Option(FORTIFY, n=0)``: on the Sanctuary token's place, the Defense
  counter advances 1 space; ``n=1`` also SHELTERS: discard all your Survivor
  cards (at least 1) for 1 more space. One fortification per turn
  (:attr:`.Turn.fortified`), the first Hunted to choose it in resolution order.

Lockdown (:data:`LOCKDOWN`) forbids both. Territorial and Siege, developed
Evolution cards, forbid rescuing and fortifying while the Creature token
stands on, or next to, the Sanctuary token's place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...messages import places as place_refs
from ...options import Decision, Kind, Option, Verb
from ...ruleset import Handlers
from ..base import tokens
from ..base.windows import phase_three_draw
from . import defense, evolutions, sanctuary_token, survivor_abilities, survivors
from .cards import SURVIVORS
from .state import board, full, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

handlers = Handlers()

#: ``turn.extra`` key (public) a Hunt card sets: this turn nobody may rescue,
#: fortify or shelter, and the Ark's power does nothing (Lockdown).
LOCKDOWN = "sa_lockdown"
#: ``turn.extra`` key (public): (seat, survivor) while a rescued card's ability
#: applies, before the card goes face down in front of its rescuer.
RESCUING = "sa_rescuing"
#: The step that puts the rescued card face down in front of its rescuer.
RESCUED = "sa_rescued"
TERRITORIAL = "sanctuary-evolution-territorial"
SIEGE = "sanctuary-evolution-siege"

FORTIFY = Option(Verb.FORTIFY)
SHELTER = Option(Verb.FORTIFY, n=1)


def rescue_option(card: str) -> Option:
    return Option(Verb.RESCUE, card=card)


# ---------------------------------------------------------------- conditions
def figure(game: Game, seat: int) -> tuple[int, int]:
    """(index, place) of the Hunted's figure: Sanctuary has no Artefact, so a
    Hunted stands on one place (the River keeps one card of two)."""
    where = game.state.turn.positions.get(seat, ())
    return (0, where[0]) if where else (0, 0)


def token_free(game: Game, place: int) -> bool:
    """No Hunt token of any kind (Creature, Artemia, Target) covers ``place``."""
    return all(place not in covered for covered in game.state.turn.tokens.values())


def _creature_on(game: Game, places: tuple[int, ...]) -> bool:
    return any(p in places for p in game.state.turn.tokens.get(tokens.CREATURE, ()))


def rescue_refusal(game: Game, seat: int, place: int) -> str:
    """Why ``seat`` may not rescue from ``place`` now: a message id, or ""."""
    state = game.state
    if not full(state):
        return "sa.explain.not_sanctuary"
    if state.turn.extra.get(LOCKDOWN):
        return "sa.explain.lockdown"
    if not token_free(game, place):
        return "sa.explain.token"
    where = sanctuary_token.position(state)
    if place not in game.rules.adjacent[where]:
        return "sa.explain.rescue.adjacent"
    if evolutions.active(state, TERRITORIAL) and _creature_on(game, (where,)):
        return "sa.explain.rescue.territorial"
    if not board(state).row:
        return "sa.explain.rescue.none"
    return ""


def fortify_refusal(game: Game, seat: int, place: int, shelter: bool = False) -> str:
    """Why ``seat`` may not fortify (and shelter) on ``place`` now: a message id, or ""."""
    state = game.state
    if not full(state):
        return "sa.explain.not_sanctuary"
    if state.turn.extra.get(LOCKDOWN):
        return "sa.explain.lockdown"
    if not token_free(game, place):
        return "sa.explain.token"
    where = sanctuary_token.position(state)
    if place != where:
        return "sa.explain.fortify.place"
    if turn(state).fortified >= 0:
        return "sa.explain.fortify.once"
    if evolutions.active(state, SIEGE) and _creature_on(game, game.rules.adjacent[where]):
        return "sa.explain.fortify.siege"
    if shelter and not survivors.held_count(state, seat):
        return "sa.explain.shelter.none"
    return ""


def alternatives(game: Game, seat: int, place: int) -> list[Option]:
    """The rescue and fortify options of ``seat`` resolving their own ``place``."""
    out: list[Option] = []
    if not rescue_refusal(game, seat, place):
        out += [rescue_option(c) for c in sorted(set(board(game.state).row))]
    if not fortify_refusal(game, seat, place):
        out.append(FORTIFY)
        if survivors.held_count(game.state, seat):
            out.append(SHELTER)
    return out


# ------------------------------------------------------------------- hooks
def resolve_options(game: Game, seat: int, options: list[Option], place: int) -> None:
    """Wherever a card could be taken back instead of the power."""
    if full(game.state):
        options += alternatives(game, seat, place)


def resolve_alternative(game: Game, seat: int, option: Option) -> None:
    if option.verb is Verb.RESCUE:
        rescue(game, seat, option.card)
    elif option.verb is Verb.FORTIFY:
        fortify(game, seat, shelter=option.n == 1)


# ------------------------------------------------------------------ effects
def rescue(game: Game, seat: int, card: str) -> None:
    """Take the face-up ``card``; its ability applies, then it goes face down."""
    state = game.state
    board(state).row.remove(card)
    state.turn.extra[RESCUING] = (seat, card)
    game.stat("sa_rescue")
    _, place = figure(game, seat)
    game.log("rescue", msg("sa.rescue", seat=SEATS[seat], card=CardRef(card),
                           place=PlaceRef(place)))
    before = len(state.hunted[seat].survival)
    game.push((survivor_abilities.STEP, seat, card), (RESCUED, seat, card, before))


@handlers.step(RESCUED)
def _rescued(game: Game, seat: int, card: str, before: int) -> None:
    state = game.state
    state.turn.extra.pop(RESCUING, None)
    survivors.held(state, seat).append(card)
    game.log("rescue", msg("sa.rescue.kept", seat=SEATS[seat], card=CardRef(card),
                           n=survivors.held_count(state, seat)))
    if SURVIVORS[card].ability == "survival":
        # R10: the Survival card drawn may still be played in Phase 3, once the
        # rescue is over (a place power's draw opens its own window).
        drawn = tuple(state.hunted[seat].survival[before:])
        phase_three_draw(game, seat, 0, drawn)


def shelter_all(game: Game, seat: int, why: Msg) -> None:
    """Discard all of ``seat``'s Survivor cards (the shelter)."""
    survivors.discard(game, seat, list(survivors.held(game.state, seat)), why)


def fortify(game: Game, seat: int, shelter: bool) -> None:
    state = game.state
    turn(state).fortified = seat
    game.stat("sa_fortify")
    place = sanctuary_token.position(state)
    key = "sa.fortify.shelter" if shelter else "sa.fortify"
    game.log("fortify", msg(key, seat=SEATS[seat], place=PlaceRef(place)))
    why = msg("sa.why.fortify")
    if shelter:
        shelter_all(game, seat, msg("sa.why.shelter", place=PlaceRef(place)))
    defense.advance(game, 2 if shelter else 1, why, seat)


# ---------------------------------------------------------- checks, words
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    if kind == survivor_abilities.DNA_PICK:
        return msg("sa.option.dna", n=option.n)
    if kind == survivor_abilities.TAKE_BACK_PICK:
        if not option.places:
            return msg("sa.option.take_back.none")
        return msg("sa.option.take_back", places=place_refs(option.places))
    if option.verb is Verb.RESCUE:
        return msg("sa.option.rescue", card=CardRef(option.card))
    if option.verb is Verb.FORTIFY:
        return msg("sa.option.shelter" if option.n == 1 else "sa.option.fortify")
    return None


def explain(game: Game, decision: Decision, option: Option) -> Msg | None:
    """Why a rescue or a fortification sent to a place's resolution is refused."""
    if decision.kind != Kind.RESOLVE or option.verb not in (Verb.RESCUE, Verb.FORTIFY):
        return None
    if option.verb is Verb.FORTIFY and option.n not in (0, 1):
        return None  # not a fortification at all: the base game's words
    seat = decision.seat
    _, place = figure(game, seat)
    if len(decision.ctx) > 3:
        # A power borrowed while resolving (the Drone, the Gate): never an alternative.
        return msg("sa.explain.copy")
    if option.verb is Verb.RESCUE:
        reason = rescue_refusal(game, seat, place)
        if not reason and option.card not in board(game.state).row:
            reason = "sa.explain.rescue.card"
    else:
        reason = fortify_refusal(game, seat, place, shelter=option.n == 1)
    # Everything allows it but the place's power itself: then no alternative either.
    return msg(reason or "sa.explain.no_alternative", place=PlaceRef(place))
