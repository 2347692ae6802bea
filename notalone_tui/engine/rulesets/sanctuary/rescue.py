"""Sanctuary's two Phase-3 alternatives (``sanctuary-rule-rescue-and-fortify``,
``sanctuary-rule-survivors``): RESCUE a survivor and FORTIFY Sanctuary.

Both replace "use the place's power or take back 1 Place card", and are
offered to a Hunted resolving their own place (never a copy) with no Hunt
token at all there, the Target token included, whether or not the place's
power could be used, even a place silenced by Cataclysm (the rulebook's "on a
place without a Hunt token", ruling R34; the ``reckoning_options`` hook):

* ``Option(RESCUE, card=<survivor id>, n=<cost>)``: from a place orthogonally
  adjacent to the Sanctuary token (plain grid adjacency), first discard ``n``
  Place cards from hand if this turn's rescues cost any (:func:`rescue_cost`;
  a private choice, :data:`PAY`), then take a face-up Survivor card, apply its
  ability at once if possible (:mod:`.survivor_abilities`), then put it face
  down in front of you;
* ``Option(FORTIFY, n=0)``: on the Sanctuary token's place, the Defense
  counter advances 1 space; ``n=1`` also SHELTERS: discard all your Survivor
  cards (at least 1) for 1 more space (:data:`SHELTER_STEP`, which the Ark's
  shelter uses too). One fortification per turn (:attr:`.Turn.fortified`), the
  first Hunted to choose it in resolution order.

Lockdown (:data:`LOCKDOWN`) forbids both. Territorial and Siege, developed
Evolution cards, forbid rescuing and fortifying while the Creature token
stands on, or next to, the Sanctuary token's place. Keen Nose, another, makes a
rescue from a place next to the Creature token cost 1 Place card from hand.

Cards and abilities change these rules through extension points, never by
name here:

* ``turn.extra`` keys (all public), set by the cards of :mod:`.rescue_cards`:
  :data:`COST` (every rescue costs more Place cards: Scent of the Herd),
  :data:`ANYWHERE` (these Hunted rescue from any place with no Hunt token:
  Rescue Line), :data:`SECOND_CARD` (their next rescue takes a second face-up
  card: Search Party), :data:`FORTIFY_BONUS` (their fortification moves the
  counter 1 more space: Bulwark) and :data:`IGNORE_CREATURE` (they ignore the
  Creature token, their place counting as free of it: Sanctuary Walls);
* hook points, for the Avatars: ``rescue_reach`` (an ability may let a Hunted
  rescue diagonally, :data:`DIAGONAL`), ``rescued`` (after a rescue, with how
  far it reached) and ``sheltering`` (an ability may let a Hunted keep 1
  Survivor card when sheltering).

This module also records the Hunted who have begun to resolve their place
(:data:`RESOLVED`), so a card meant for their resolution is not played after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from ...messages import SEATS, Arg, CardRef, Msg, PlaceRef, msg
from ...messages import cards as card_refs
from ...messages import places as place_refs
from ...options import Decision, Option, Verb
from ...ruleset import Handlers
from ..base import tokens
from ..base.board import grid_position
from ..base.kinds import Kind
from ..base.windows import phase_three_draw
from . import (
    defense,
    evolutions,
    sanctuary_token,
    survivor_abilities,
    survivors,
    verbs,  # registers Sanctuary's verbs before they are used below
)
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
#: ``turn.extra`` key (public): (seat, survivor, ...) while the rescued cards'
#: abilities apply, before the cards go face down in front of their rescuer.
RESCUING = "sa_rescuing"
#: ``turn.extra`` key (public): Place cards from hand every rescue costs this turn
#: (Scent of the Herd), on top of Keen Nose's.
COST = "sa_rescue_cost"
#: ``turn.extra`` key (public): Hunted who may rescue this turn from any place with
#: no Hunt token, next to the Sanctuary token or not (Rescue Line).
ANYWHERE = "sa_rescue_anywhere"
#: ``turn.extra`` key (public): Hunted whose next rescue this turn also takes the
#: other face-up Survivor card, if any (Search Party).
SECOND_CARD = "sa_rescue_second"
#: ``turn.extra`` key (public): Hunted whose fortification this turn moves the
#: Defense counter 1 more space (Bulwark).
FORTIFY_BONUS = "sa_fortify_bonus"
#: ``turn.extra`` key (public): Hunted who ignore the Creature token this turn: for
#: rescuing and fortifying their place counts as free of it (Sanctuary Walls; the
#: card's module resolves them and spares them the catch).
IGNORE_CREATURE = "sa_ignore_creature"
#: ``turn.extra`` key (public): Hunted who have begun to resolve their place this turn.
RESOLVED = "sa_resolved"
#: The steps: put the rescued cards face down; shelter (discard the Survivor cards).
RESCUED = "sa_rescued"
SHELTER_STEP = "sa_shelter"
#: Decision kinds: the Place cards a rescue costs (private), which of two rescued
#: cards' abilities applies first, and which Survivor card an ability keeps when
#: sheltering (private).
PAY = "sa_rescue_pay"
ORDER = "sa_rescue_order"
KEEP = "sa_shelter_keep"
TERRITORIAL = "sanctuary-evolution-territorial"
SIEGE = "sanctuary-evolution-siege"
KEEN_NOSE = "sanctuary-evolution-keen-nose"

#: How a rescue reached its place: next to the Sanctuary token (the rule),
#: diagonally next to it (an ability at ``rescue_reach``), or from anywhere.
ADJACENT = "adjacent"
DIAGONAL = "diagonal"
ANYWHERE_REACH = "anywhere"

FORTIFY = Option(verbs.FORTIFY)
SHELTER = Option(verbs.FORTIFY, n=1)
#: The shelter's answer that keeps no card.
KEEP_NONE = Option(Verb.DONE)


def rescue_option(card: str, cost: int = 0) -> Option:
    """Rescue ``card``; ``cost``: the Place cards from hand it costs first."""
    return Option(Verb.RESCUE, card=card, n=cost)


def _seats(game: Game, key: str) -> tuple[int, ...]:
    found: tuple[int, ...] = tuple(game.state.turn.extra.get(key, ()))
    return found


def add_seat(game: Game, key: str, seat: int) -> None:
    """Add ``seat`` to a ``turn.extra`` key holding seats (see the keys above)."""
    extra = game.state.turn.extra
    if seat not in extra.get(key, ()):
        extra[key] = (*extra.get(key, ()), seat)


def _drop_seat(game: Game, key: str, seat: int) -> None:
    extra = game.state.turn.extra
    extra[key] = tuple(s for s in extra.get(key, ()) if s != seat)


# ---------------------------------------------------------------- conditions
def figure(game: Game, seat: int) -> tuple[int, int]:
    """(index, place) of the Hunted's figure: Sanctuary has no Artefact, so a
    Hunted stands on one place (the River keeps one card of two)."""
    where = game.state.turn.positions.get(seat, ())
    return (0, where[0]) if where else (0, 0)


def token_free(game: Game, place: int, seat: int = -1) -> bool:
    """No Hunt token of any kind (Creature, Artemia, Target) covers ``place``, for
    ``seat``: a Hunted ignoring the Creature token (:data:`IGNORE_CREATURE`) does
    not count it (any other token still counts)."""
    ignoring = seat in game.state.turn.extra.get(IGNORE_CREATURE, ())  # :func:`_seats`
    for token, covered in game.state.turn.tokens.items():  # a loop: asked at every place
        if place in covered and not (ignoring and token == tokens.CREATURE):
            return False
    return True


def _creature_on(game: Game, places: tuple[int, ...]) -> bool:
    return any(p in places for p in game.state.turn.tokens.get(tokens.CREATURE, ()))


def diagonal(a: int, b: int) -> bool:
    """Whether places ``a`` and ``b`` are diagonally next to each other on the grid
    (one row up or down and one column left or right)."""
    (ra, ca), (rb, cb) = grid_position(a), grid_position(b)
    return abs(ra - rb) == 1 and abs(ca - cb) == 1


def _granted(game: Game, seat: int) -> list[str]:
    """The wider reaches abilities grant ``seat`` (hook ``rescue_reach``)."""
    granted: list[str] = []
    game.hook("rescue_reach", seat=seat, reach=granted)
    return granted


def reach(game: Game, seat: int, place: int) -> str:
    """How ``seat`` could rescue from ``place`` (:data:`ADJACENT`, :data:`DIAGONAL`,
    :data:`ANYWHERE_REACH`), or "" if the place is out of reach."""
    where = sanctuary_token.position(game.state)
    if place in game.rules.adjacent[where]:
        return ADJACENT
    if DIAGONAL in _granted(game, seat) and diagonal(place, where):
        return DIAGONAL
    if seat in _seats(game, ANYWHERE):
        return ANYWHERE_REACH
    return ""


def rescue_cost(game: Game, place: int) -> int:
    """Place cards from hand a rescue from ``place`` costs first: the turn's
    (:data:`COST`), plus 1 under Keen Nose next to the Creature token's place."""
    cost: int = game.state.turn.extra.get(COST, 0)
    return cost + 1 if _sniffed(game, place) else cost


def _sniffed(game: Game, place: int) -> bool:
    """Whether Keen Nose adds its card to a rescue from ``place``: like Territorial
    and Siege it looks at the Creature token itself, not at the Target token
    acting as one under Clone or Horde."""
    return evolutions.active(game.state, KEEN_NOSE) and _creature_on(
        game, tuple(game.rules.adjacent[place]))


def _place_refusal(game: Game, seat: int, place: int) -> str:
    """What forbids both alternatives on ``place``: no Sanctuary board, Lockdown,
    a Hunt token there (a message id, or "")."""
    if not full(game.state):
        return "sa.explain.not_sanctuary"
    if game.state.turn.extra.get(LOCKDOWN):
        return "sa.explain.lockdown"
    if not token_free(game, place, seat):
        return "sa.explain.token"
    return ""


def rescue_refusal(game: Game, seat: int, place: int) -> str:
    """Why ``seat`` may not rescue from ``place`` now: a message id, or ""."""
    state = game.state
    common = _place_refusal(game, seat, place)
    if common:
        return common
    where = sanctuary_token.position(state)
    if not reach(game, seat, place):
        wider = DIAGONAL in _granted(game, seat)
        return "sa.explain.rescue.diagonal" if wider else "sa.explain.rescue.adjacent"
    if evolutions.active(state, TERRITORIAL) and _creature_on(game, (where,)):
        return "sa.explain.rescue.territorial"
    if not board(state).row:
        return "sa.explain.rescue.none"
    if len(state.hunted[seat].hand) < rescue_cost(game, place):
        return "sa.explain.rescue.cost"
    return ""


def fortify_refusal(game: Game, seat: int, place: int, shelter: bool = False) -> str:
    """Why ``seat`` may not fortify (and shelter) on ``place`` now: a message id, or ""."""
    state = game.state
    common = _place_refusal(game, seat, place)
    if common:
        return common
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
    return _alternatives(game, seat, place, rescue_refusal(game, seat, place),
                         fortify_refusal(game, seat, place))


def _alternatives(game: Game, seat: int, place: int, rescue_why: str,
                  fortify_why: str) -> list[Option]:
    """:func:`alternatives`, the refusals known (asked once per place resolved)."""
    out: list[Option] = []
    if not rescue_why:
        cost = rescue_cost(game, place)
        out += [rescue_option(c, cost) for c in sorted(set(board(game.state).row))]
    if not fortify_why:
        out.append(FORTIFY)
        if survivors.held_count(game.state, seat):
            out.append(SHELTER)
    return out


# ------------------------------------------------------------------- hooks
def reckoning_options(game: Game, seat: int, options: list[Option], place: int) -> None:
    """On a Hunted's own place, whether or not its power (or taking back a card)
    could be used there (R34). The Creature's permanent Evolutions that forbid an
    option count as used when they do."""
    if not full(game.state):
        return
    # Each refusal is worked out once (they only read the state).
    rescue_why = rescue_refusal(game, seat, place)
    fortify_why = fortify_refusal(game, seat, place)
    options += _alternatives(game, seat, place, rescue_why, fortify_why)
    if rescue_why == "sa.explain.rescue.territorial":
        game.stat(f"{TERRITORIAL}:used")
    if fortify_why == "sa.explain.fortify.siege":
        game.stat(f"{SIEGE}:used")


def resolve_alternative(game: Game, seat: int, option: Option) -> None:
    if option.verb is Verb.RESCUE:
        rescue(game, seat, option.card)
    elif option.verb is Verb.FORTIFY:
        fortify(game, seat, shelter=option.n == 1)


def track_resolving(game: Game, seat: int, place: int) -> None:
    """Hook ``resolving``: ``seat`` has begun to resolve their place (:data:`RESOLVED`)."""
    if full(game.state):
        add_seat(game, RESOLVED, seat)


def resolved(game: Game, seat: int) -> bool:
    """Whether ``seat`` has begun to resolve their place this turn."""
    return seat in _seats(game, RESOLVED)


# ------------------------------------------------------------------ effects
def rescue(game: Game, seat: int, card: str) -> None:
    """Rescue the face-up ``card``: first pay what it costs (Keen Nose, Scent of
    the Herd), then take it (:func:`take`)."""
    _, place = figure(game, seat)
    how = reach(game, seat, place)
    cost = rescue_cost(game, place)
    if not cost:
        take(game, seat, card, how)
        return
    if _sniffed(game, place):
        game.stat(f"{KEEN_NOSE}:used")
    hand = sorted(set(game.state.hunted[seat].hand))
    game.ask(seat, PAY, [Option(Verb.DISCARD, places=c) for c in combinations(hand, cost)],
             private=True, prompt=msg("sa.rescue.pay.prompt", card=CardRef(card), n=cost),
             public_prompt=msg("sa.rescue.pay.public", seat=SEATS[seat], n=cost),
             ctx=(card, how))


@handlers.answer(PAY)
def _pay(game: Game, decision: Decision, option: Option) -> None:
    card, how = decision.ctx
    game.discard_places(decision.seat, list(option.places), msg("sa.why.rescue_cost"))
    take(game, decision.seat, card, how)


def take(game: Game, seat: int, card: str, how: str = ADJACENT) -> None:
    """Take the face-up ``card`` (and a second one, :data:`SECOND_CARD`); their
    abilities apply, then they go face down in front of ``seat``."""
    state = game.state
    row = board(state).row
    row.remove(card)
    taken = [card]
    game.stat("sa_rescue")
    _, place = figure(game, seat)
    key = {DIAGONAL: "sa.rescue.diagonal", ANYWHERE_REACH: "sa.rescue.anywhere"}.get(how, "sa.rescue")
    game.log("rescue", msg(key, seat=SEATS[seat], card=CardRef(card), place=PlaceRef(place)))
    if seat in _seats(game, SECOND_CARD):
        _drop_seat(game, SECOND_CARD, seat)
        if row:
            second = row.pop(0)
            taken.append(second)
            game.log("rescue", msg("sa.rescue.second", seat=SEATS[seat], card=CardRef(second)))
        else:
            game.log("rescue", msg("sa.rescue.second.none", seat=SEATS[seat]))
    state.turn.extra[RESCUING] = (seat, *taken)
    before = len(state.hunted[seat].survival)
    if len(taken) == 2 and SURVIVORS[taken[0]].ability != SURVIVORS[taken[1]].ability:
        game.ask(seat, ORDER, [Option(Verb.CHOOSE, card=c) for c in taken], private=False,
                 prompt=msg("sa.rescue.order.prompt", cards=card_refs(taken)),
                 ctx=(tuple(taken), before, how))
        return
    _apply(game, seat, tuple(taken), before, how)


@handlers.answer(ORDER)
def _order(game: Game, decision: Decision, option: Option) -> None:
    taken, before, how = decision.ctx
    first = option.card
    _apply(game, decision.seat, (first, *(c for c in taken if c != first)), before, how)


def _apply(game: Game, seat: int, taken: tuple[str, ...], before: int, how: str) -> None:
    game.push(*((survivor_abilities.STEP, seat, c) for c in taken),
              (RESCUED, seat, taken, before, how))


@handlers.step(RESCUED)
def _rescued(game: Game, seat: int, taken: tuple[str, ...], before: int, how: str) -> None:
    state = game.state
    state.turn.extra.pop(RESCUING, None)
    mine = survivors.held(state, seat)
    for card in taken:
        mine.append(card)
        game.log("rescue", msg("sa.rescue.kept", seat=SEATS[seat], card=CardRef(card),
                               n=len(mine)))
    if any(SURVIVORS[c].ability == "survival" for c in taken):
        # R10: the Survival card drawn may still be played in Phase 3, once the
        # rescue is over (a place power's draw opens its own window).
        drawn = tuple(state.hunted[seat].survival[before:])
        phase_three_draw(game, seat, 0, drawn)
    # Abilities acting on a rescue (Maëlle Dunbar) run before that window.
    game.hook("rescued", seat=seat, cards=taken, reach=how)


def shelter_all(game: Game, seat: int, why: Arg, keep: Sequence[str] = ()) -> None:
    """Discard all of ``seat``'s Survivor cards but ``keep`` (the shelter)."""
    mine = survivors.held(game.state, seat)
    survivors.discard(game, seat, [c for c in mine if c not in keep], why)


def shelter_and_advance(game: Game, seat: int, shelter: bool, steps: int, why: Arg,
                        shelter_why: Arg) -> None:
    """Schedule the shelter, if any, then ``steps`` moves of the Defense counter
    (the fortification and the Ark): the cards are discarded first."""
    defense.advance(game, steps, why, seat)
    if shelter:
        game.push((SHELTER_STEP, seat, shelter_why))


@handlers.step(SHELTER_STEP)
def _shelter(game: Game, seat: int, why: Arg) -> None:
    """Shelter: discard all Survivor cards, unless an ability at ``sheltering``
    lets the Hunted keep 1 of them (Saskia Ferro: at least 1 is still discarded)."""
    mine = survivors.held(game.state, seat)
    granted: list[str] = []
    game.hook("sheltering", seat=seat, keep=granted)
    if not granted or len(mine) < 2:
        shelter_all(game, seat, why)
        return
    game.ask(seat, KEEP, [KEEP_NONE, *(Option(Verb.KEEP, card=c) for c in sorted(set(mine)))],
             private=True, prompt=msg("sa.shelter.keep.prompt", by=CardRef(granted[0])),
             public_prompt=msg("sa.shelter.keep.public", seat=SEATS[seat],
                               by=CardRef(granted[0])),
             ctx=(why, granted[0]), auto=False)


@handlers.answer(KEEP)
def _keep(game: Game, decision: Decision, option: Option) -> None:
    why, by = decision.ctx
    seat = decision.seat
    if option.verb is Verb.KEEP:
        game.stat(by + ":used")
        game.log("survivor", msg("sa.shelter.kept", seat=SEATS[seat], by=CardRef(by)))
        shelter_all(game, seat, why, keep=(option.card,))
    else:
        shelter_all(game, seat, why)


def fortify(game: Game, seat: int, shelter: bool) -> None:
    state = game.state
    turn(state).fortified = seat
    game.stat("sa_fortify")
    place = sanctuary_token.position(state)
    key = "sa.fortify.shelter" if shelter else "sa.fortify"
    game.log("fortify", msg(key, seat=SEATS[seat], place=PlaceRef(place)))
    bonus = 1 if seat in _seats(game, FORTIFY_BONUS) else 0
    if bonus:
        game.log("fortify", msg("sa.fortify.bonus", seat=SEATS[seat]))
    shelter_and_advance(game, seat, shelter, 1 + shelter + bonus, msg("sa.why.fortify"),
                        msg("sa.why.shelter", place=PlaceRef(place)))

# ---------------------------------------------------------- checks, words
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    if kind == survivor_abilities.DNA_PICK:
        return msg("sa.option.dna", n=option.n)
    if kind == survivor_abilities.TAKE_BACK_PICK:
        if not option.places:
            return msg("sa.option.take_back.none")
        return msg("sa.option.take_back", places=place_refs(option.places))
    if option.verb is Verb.RESCUE:
        if option.n:
            return msg("sa.option.rescue.cost", card=CardRef(option.card), n=option.n)
        return msg("sa.option.rescue", card=CardRef(option.card))
    if kind == ORDER:
        return msg("sa.option.rescue.order", card=CardRef(option.card))
    if kind == KEEP:
        if option.verb is Verb.KEEP:
            return msg("sa.option.shelter.keep", card=CardRef(option.card))
        return msg("sa.option.shelter.keep_none")
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
    cost = rescue_cost(game, place)
    if option.verb is Verb.RESCUE:
        reason = rescue_refusal(game, seat, place)
        if not reason and option.card not in board(game.state).row:
            reason = "sa.explain.rescue.card"
        if not reason and option.n != cost:
            reason = "sa.explain.rescue.cost"
    else:
        reason = fortify_refusal(game, seat, place, shelter=option.n == 1)
    if not reason:
        return None  # nothing of Sanctuary forbids it: the base game's words (R34)
    return msg(reason, place=PlaceRef(place), n=cost, held=len(game.state.hunted[seat].hand))
