"""The nine Survivor abilities (``cards-designed.md`` 3.4), applied once, when
the card is rescued (never when it is drawn face down).

An ability is applied at once if possible and is mandatory; an "up to"
ability allows 0. When it cannot be applied it is lost (the log says why).
The rescuer makes its choices:

* ``dna``: the Creature discards 0, 1 or 2 DNA (lost at 0 DNA or under
  Hardened Shell);
* ``will``: regain 1 Will (lost at 3);
* ``played-card``: the Place card the rescuer played goes back to their hand
  now, so Phase 4 does not discard it;
* ``take-back-2``: take back up to 2 discarded Place cards (not a place
  power: Persecution does not limit it);
* ``survival``: draw a Survival card (lost under Despair or with both the
  deck and its discard pile empty);
* ``no-evolution``: the Creature neither evolves nor nests in this turn's
  Phase 5 (:attr:`.Turn.no_evolve`);
* ``copy``: use the power of the place with the Creature token as if played
  there (with Clone or Horde, either token's place): never the Monolith, a
  power made unusable or silenced (Interference), or a max-1x power already
  used; on the Lair only its take-back. It never grants rescuing or fortifying;
* ``reserve``: take a reserve Place card of a place the rescuer does not own;
* ``defense``: the Defense counter advances 1 space (not a fortification).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, PlaceRef, msg
from ...messages import places as place_refs
from ...options import Decision, Option, Verb
from ...ruleset import Handlers
from ..base import tokens
from ..base.places import copyable, power_options, use_power
from . import defense, dna
from .cards import SURVIVORS
from .state import turn

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()

#: The step that applies a rescued Survivor's ability: ``(STEP, seat, card)``.
STEP = "sa_survivor_ability"
#: Decision kinds (the rescuer's choices).
DNA_PICK = "sa_survivor_dna"
PLAYED_PICK = "sa_survivor_played"
TAKE_BACK_PICK = "sa_survivor_take_back"
COPY_PICK = "sa_survivor_copy"
RESERVE_PICK = "sa_survivor_reserve"
#: The Lair: copied, only its take-back can be used (it cannot copy itself).
LAIR = 1
#: Places whose reserve cards a Hunted may take.
RESERVE_PLACES = (6, 7, 8, 9, 10)


def _lost(game: Game, seat: int, card: str, reason: str) -> None:
    game.log("ability", msg("sa.ability.lost", seat=SEATS[seat], card=CardRef(card),
                            why=msg(reason)))


def _played(game: Game, seat: int) -> int:
    """The card the rescuer physically played ("this card" of a copied power, C8)."""
    played = game.state.hunted[seat].played
    return played[0] if played else 0


@handlers.step(STEP)
def apply(game: Game, seat: int, card: str) -> None:
    game.stat(card)  # rescued: its ability applies (or is lost), for the coverage checks
    ABILITIES[SURVIVORS[card].ability](game, seat, card)


# ---------------------------------------------------------------------- dna
def _dna(game: Game, seat: int, card: str) -> None:
    state = game.state
    if not dna.can_discard(state):
        _lost(game, seat, card, "sa.lost.shell" if dna.protected(state) else "sa.lost.no_dna")
        return
    most = min(2, dna.held(state))
    game.ask(seat, DNA_PICK, [Option(Verb.DISCARD, n=k) for k in range(most + 1)], private=False,
             prompt=msg("sa.ability.dna.prompt", card=CardRef(card), n=most), ctx=(card,))


@handlers.answer(DNA_PICK)
def _dna_answer(game: Game, decision: Decision, option: Option) -> None:
    card = decision.ctx[0]
    if option.n:
        dna.discard(game, option.n, CardRef(card))
    else:
        game.log("ability", msg("sa.ability.dna.none", seat=SEATS[decision.seat],
                                card=CardRef(card)))


# --------------------------------------------------------------------- will
def _will(game: Game, seat: int, card: str) -> None:
    if game.state.hunted[seat].will >= 3:
        _lost(game, seat, card, "sa.lost.full_will")
        return
    game.gain_will(seat, 1, CardRef(card))


# -------------------------------------------------------------- played-card
def _played_card(game: Game, seat: int, card: str) -> None:
    played = sorted(set(game.state.hunted[seat].played))
    if not played:
        _lost(game, seat, card, "sa.lost.no_played")
        return
    game.ask(seat, PLAYED_PICK, [Option(Verb.CHOOSE, place=c) for c in played], private=False,
             prompt=msg("sa.ability.played.prompt", card=CardRef(card)), ctx=(card,))


@handlers.answer(PLAYED_PICK)
def _played_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    h = game.state.hunted[seat]
    h.played.remove(option.place)
    h.hand.append(option.place)
    h.hand.sort()
    game.log("ability", msg("sa.ability.played", seat=SEATS[seat], place=PlaceRef(option.place),
                            card=CardRef(decision.ctx[0])))


# -------------------------------------------------------------- take-back-2
def _take_back_two(game: Game, seat: int, card: str) -> None:
    discard = sorted(set(game.state.hunted[seat].discard))
    if not discard:
        _lost(game, seat, card, "sa.lost.empty_discard")
        return
    options = [Option(Verb.TAKE_BACK, places=c) for k in (0, 1, 2) for c in combinations(discard, k)]
    game.ask(seat, TAKE_BACK_PICK, options, private=False,
             prompt=msg("sa.ability.take_back.prompt", card=CardRef(card)), ctx=(card,))


@handlers.answer(TAKE_BACK_PICK)
def _take_back_answer(game: Game, decision: Decision, option: Option) -> None:
    card = decision.ctx[0]
    if option.places:
        game.take_back(decision.seat, list(option.places), CardRef(card))
    else:
        game.log("ability", msg("sa.ability.take_back.none", seat=SEATS[decision.seat],
                                card=CardRef(card)))


# ----------------------------------------------------------------- survival
def _survival(game: Game, seat: int, card: str) -> None:
    if game.state.turn.despair:
        _lost(game, seat, card, "sa.lost.despair")
        return
    # The card may still be played in Phase 3 (R10): the window opens once the
    # rescued card is face down (:mod:`.rescue`).
    if not game.draw_survival(seat, 1):
        _lost(game, seat, card, "sa.lost.no_survival")


# ------------------------------------------------------------- no-evolution
def _no_evolution(game: Game, seat: int, card: str) -> None:
    turn(game.state).no_evolve = True
    game.log("ability", msg("sa.ability.no_evolution", seat=SEATS[seat], card=CardRef(card)))


# --------------------------------------------------------------------- copy
def copy_options(game: Game, seat: int) -> list[Option]:
    """The powers the copy ability may use: those of the Creature token's place(s)."""
    played = _played(game, seat)
    out: list[Option] = []
    for where in sorted(set(tokens.creature_places(game))):
        if not copyable(game, where):
            continue  # the Monolith, a power made unusable or silenced
        found = power_options(game, seat, where, played, copying=True)
        if where == LAIR:
            # Its take-back only (under Persecution, 1 card: TAKE_BACK options).
            found = [o for o in found if o.verb is Verb.TAKE_BACK or o.place == LAIR]
        out += found
    return sorted(set(out))


def _copy(game: Game, seat: int, card: str) -> None:
    options = copy_options(game, seat)
    if not options:
        _lost(game, seat, card, "sa.lost.no_copy")
        return
    where = sorted(set(tokens.creature_places(game)))
    game.ask(seat, COPY_PICK, options, private=False,
             prompt=msg("sa.ability.copy.prompt", card=CardRef(card), places=place_refs(where)),
             ctx=(card,))


@handlers.answer(COPY_PICK)
def _copy_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    if option.verb is Verb.TAKE_BACK:
        game.log("power", msg("base.power.use", seat=SEATS[seat], place=PlaceRef(LAIR)))
        game.take_back(seat, [option.place], PlaceRef(LAIR))
        return
    use_power(game, seat, option, _played(game, seat))


# ------------------------------------------------------------------ reserve
def lacking(game: Game, seat: int) -> list[int]:
    """Reserve places 6-10 with a copy left that ``seat`` does not own."""
    state = game.state
    h = state.hunted[seat]
    return [n for n in RESERVE_PLACES if state.reserve.get(n, 0) > 0 and not h.owns(n)]


def _reserve(game: Game, seat: int, card: str) -> None:
    choices = lacking(game, seat)
    if not choices:
        _lost(game, seat, card, "sa.lost.no_reserve")
        return
    game.ask(seat, RESERVE_PICK, [Option(Verb.CHOOSE, place=n) for n in choices], private=False,
             prompt=msg("sa.ability.reserve.prompt", card=CardRef(card)), ctx=(card,))


def take_from_reserve(game: Game, seat: int, place: int, why: CardRef) -> None:
    state = game.state
    h = state.hunted[seat]
    state.reserve[place] -= 1
    h.hand.append(place)
    h.hand.sort()
    game.log("reserve", msg("sa.reserve.take", seat=SEATS[seat], place=PlaceRef(place), why=why))


@handlers.answer(RESERVE_PICK)
def _reserve_answer(game: Game, decision: Decision, option: Option) -> None:
    take_from_reserve(game, decision.seat, option.place, CardRef(decision.ctx[0]))


# ------------------------------------------------------------------ defense
def _defense(game: Game, seat: int, card: str) -> None:
    defense.advance(game, 1, CardRef(card), seat)


ABILITIES: dict[str, Callable[[Game, int, str], None]] = {
    "dna": _dna,
    "will": _will,
    "played-card": _played_card,
    "take-back-2": _take_back_two,
    "survival": _survival,
    "no-evolution": _no_evolution,
    "copy": _copy,
    "reserve": _reserve,
    "defense": _defense,
}
