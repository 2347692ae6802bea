"""Sanctuary's places 6-10 (``cards-designed.md`` 3.2): the Ruins, the Caravan,
the Ark, the Grove and the Monolith, as :class:`~notalone_tui.engine.ruleset.Place`
data like the base game's (places 1-5 stay the base game's).

A power option is ``Option(POWER, place=X, ...)``; its other fields carry the
user's choices:

* Ruins (6): ``places=(d,)`` this card and discarded card ``d`` back, ``n=1``
  this card back and a Survivor card drawn, neither: this card back only.
  Under Persecution ``n=2`` with ``places=(d,)`` takes back only ``d``.
* Caravan (7): no choice (how many cards are kept depends on the Sanctuary token).
* Ark (8): ``n=1`` also shelters (discards all the user's Survivor cards).
* Grove (9): ``seat`` the Hunted who regains 1 Will, or ``n=1`` the Creature's DNA.
* Monolith (10): ``card`` the developed Evolution card discarded.

"This card" is the card the user physically played (C8). The Monolith removed
from the game goes to :attr:`.Board.removed` at once, out of the Hunted's
played cards, so Phase 4 does not discard it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import Decision, Option, Verb
from ...ruleset import (
    Handlers,
    Place,
    PlaceBonus,
    PowerEffect,
    PowerLabel,
    PowerOptions,
    PowerValue,
)
from ..base import tokens
from ..base.board import grid_position
from ..base.places import persecuted
from . import dna, evolutions, survivors
from .cards import PLACES as PLACE_CARDS
from .rescue import LOCKDOWN, shelter_and_advance
from .state import board, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView, HuntedView

handlers = Handlers()
P = Verb.POWER

RUINS, CARAVAN, ARK, GROVE, MONOLITH = 6, 7, 8, 9, 10
#: ``turn.extra`` key (public): the Ark's power was used this turn (max 1x, copies included).
ARK_USED = "sa_ark_used"
#: Decision kind: the Caravan's user discards one of the two cards drawn.
CARAVAN_DISCARD = "sa_caravan_discard"
#: Under Persecution the Ruins' "only the discarded card returns" (this card stays).
ONLY_DISCARDED = 2


def _log_use(game: Game, seat: int, place: int) -> None:
    game.log("power", msg("base.power.use", seat=SEATS[seat], place=PlaceRef(place)))


def _return_played(game: Game, seat: int, place: int, played: int) -> None:
    """"This card" goes back to hand in Phase 4: the card physically played (C8)."""
    game.state.turn.returning.setdefault(seat, []).append(played)
    game.log("power", msg("base.power.returns", seat=SEATS[seat], place=PlaceRef(place),
                          card=PlaceRef(played)))


def lockdown(game: Game) -> bool:
    return bool(game.state.turn.extra.get(LOCKDOWN))


# ------------------------------------------------------------------ 6 Ruins
def _ruins_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    discard = sorted(set(game.state.hunted[seat].discard))
    pile = survivors.pile_size(game.state) > 0
    if persecuted(game):
        # One Place card in all: this card (with the Survivor draw, or alone when
        # the pile is empty), or one discarded card instead of this one.
        out = [Option(P, place=RUINS, n=1) if pile else Option(P, place=RUINS)]
        return out + [Option(P, place=RUINS, places=(d,), n=ONLY_DISCARDED) for d in discard]
    out = [Option(P, place=RUINS, places=(d,)) for d in discard]
    if pile:
        out.append(Option(P, place=RUINS, n=1))
    return out or [Option(P, place=RUINS)]


def _ruins(game: Game, seat: int, option: Option, played: int) -> None:
    if option.n == ONLY_DISCARDED:
        _log_use(game, seat, RUINS)
    else:
        _return_played(game, seat, RUINS, played)
    if option.places:
        game.take_back(seat, list(option.places), PlaceRef(RUINS))
    elif option.n == 1:
        survivors.draw(game, seat, PlaceRef(RUINS))


def _ruins_label(option: Option, view: GameView) -> Msg:
    if option.n == ONLY_DISCARDED:
        return msg("sa.place.ruins.label.only", card=PlaceRef(option.places[0]))
    if option.places:
        return msg("sa.place.ruins.label.card", card=PlaceRef(option.places[0]))
    if option.n == 1:
        return msg("sa.place.ruins.label.survivor")
    return msg("sa.place.ruins.label.alone")


# ---------------------------------------------------------------- 7 Caravan
def caravan_keeps_both(game: Game) -> bool:
    """The Sanctuary token on the Caravan's place or next to it, measured from
    place 7 on Artemia (also when the power is copied)."""
    where = board(game.state).sanctuary
    return where == CARAVAN or where in game.rules.adjacent[CARAVAN]


def _caravan_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    ok = not game.state.turn.despair and game.survival_available() > 0
    return [Option(P, place=CARAVAN)] if ok else []


def _caravan(game: Game, seat: int, option: Option, played: int) -> None:
    # Both cards go to the user's hand first (every Survival card stays in a zone
    # the invariants count), then one is discarded unless both are kept.
    drawn = game.draw_survival(seat, 2)
    both = caravan_keeps_both(game)
    key = "sa.power.caravan.both" if both else "sa.power.caravan"
    game.log("power", msg(key, seat=SEATS[seat], place=PlaceRef(CARAVAN), n=len(drawn)))
    if len(drawn) < 2 or both:
        game.hook("power_drew", seat=seat, place=CARAVAN, cards=tuple(drawn))
        return
    game.ask(seat, CARAVAN_DISCARD, [Option(Verb.DISCARD, card=c) for c in drawn], private=True,
             prompt=msg("sa.caravan.prompt", place=PlaceRef(CARAVAN)),
             public_prompt=msg("sa.caravan.public", seat=SEATS[seat]), ctx=(tuple(drawn),))


@handlers.answer(CARAVAN_DISCARD)
def _caravan_discard(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    state = game.state
    state.hunted[seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    game.log("shelter", msg("sa.caravan.discard", seat=SEATS[seat], card=CardRef(option.card)))
    kept = tuple(c for c in decision.ctx[0] if c != option.card)
    game.hook("power_drew", seat=seat, place=CARAVAN, cards=kept)


def _caravan_label(option: Option, view: GameView) -> Msg:
    return msg("sa.place.caravan.label")


# -------------------------------------------------------------------- 8 Ark
def ark_used(game: Game) -> bool:
    return bool(game.state.turn.extra.get(ARK_USED))


def _ark_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    # Interference and Lockdown: the power does nothing (the max-1x exception
    # still lets the Hunted take back a card, rescue or fortify).
    if ark_used(game) or tokens.interfered(game, ARK) or lockdown(game):
        return []
    out = [Option(P, place=ARK)]
    if survivors.held_count(game.state, seat):
        out.append(Option(P, place=ARK, n=1))
    return out


def _ark(game: Game, seat: int, option: Option, played: int) -> None:
    game.state.turn.extra[ARK_USED] = True
    _log_use(game, seat, ARK)
    why = PlaceRef(ARK)
    shelter_and_advance(game, seat, option.n == 1, 1 + option.n, why,
                        msg("sa.why.shelter", place=why))


def _ark_label(option: Option, view: GameView) -> Msg:
    return msg("sa.place.ark.label.shelter" if option.n == 1 else "sa.place.ark.label")


# ------------------------------------------------------------------ 9 Grove
def grove_dna_open(game: Game) -> bool:
    """The Grove's DNA option: once per turn among all Hunted (copies included),
    and only if the Creature holds DNA a Hunted effect may take."""
    return not turn(game.state).grove_dna and dna.can_discard(game.state)


def _grove_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    hunted = game.state.hunted
    out = [Option(P, place=GROVE, seat=s) for s in game.hunted_order if hunted[s].will < 3]
    if grove_dna_open(game):
        out.append(Option(P, place=GROVE, n=1))
    return out


def _grove(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, GROVE)
    if option.n == 1:
        turn(game.state).grove_dna = True
        dna.discard(game, 1, PlaceRef(GROVE))
    else:
        game.gain_will(option.seat, 1, PlaceRef(GROVE))


def _grove_label(option: Option, view: GameView) -> Msg:
    if option.n == 1:
        return msg("sa.place.grove.label.dna")
    return msg("sa.place.grove.label.will", seat=SEATS[option.seat])


# --------------------------------------------------------------- 10 Monolith
def _monolith_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    if copying or not evolutions.can_lose(game.state):
        return []
    return [Option(P, place=MONOLITH, card=c) for c in board(game.state).developed_ids()]


#: The step after the Monolith's discard: removes the played Monolith if it went.
MONOLITH_REMOVED = "sa_monolith_removed"


def _monolith(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, MONOLITH)
    evolutions.discard_developed(game, option.card, PlaceRef(MONOLITH),
                                 then=(MONOLITH_REMOVED, seat, played))


@handlers.step(MONOLITH_REMOVED)
def _monolith_removed(game: Game, seat: int, played: int, discarded: bool) -> None:
    if not discarded:
        return  # prevented: the Monolith stays in play and is discarded in Phase 4
    h = game.state.hunted[seat]
    # Only a Monolith the Hunted played leaves the game (never the one on Artemia).
    if played == MONOLITH and MONOLITH in h.played:
        h.played.remove(MONOLITH)
        board(game.state).removed.append(MONOLITH)
        game.log("power", msg("sa.power.monolith.removed", seat=SEATS[seat],
                              place=PlaceRef(MONOLITH), n=len(board(game.state).removed)))


def _monolith_label(option: Option, view: GameView) -> Msg:
    return msg("sa.place.monolith.label", card=CardRef(option.card))


# ------------------------------------------------------- what a bot sees in it
# In the units of the other rule sets (a Rescue step 3.0, a Place card back
# 0.8-1.6): a Defense step is worth a little less than a Rescue step, since the
# Defense counter needs as many steps and earns bonuses on the way.
#: How much a Hunted bot wants to hold each Place card (or hates to lose it).
CARD_VALUE = {1: 1.0, 2: 1.3, 3: 0.9, 4: 1.6, 5: 1.5, 6: 1.7, 7: 1.5, 8: 2.4, 9: 1.5, 10: 1.3}
#: One step of the Defense counter.
DEFENSE_STEP = 2.6
#: A Survivor card held face down (a shelter point later).
SURVIVOR_CARD = 1.2
#: A developed Evolution card discarded, or one DNA counter taken from the Creature.
EVOLUTION_LOST = 3.2
DNA_LOST = 1.3


def _worth(value: float) -> PowerValue:
    return lambda view, option, will: value


def _hunted(view: GameView, seat: int) -> HuntedView | None:
    return next((hv for hv in view.hunted if hv.seat == seat), None)


def _ruins_value(view: GameView, option: Option, will: int) -> float:
    this = 0.0 if option.n == ONLY_DISCARDED else 1.2
    if option.places:
        return this + CARD_VALUE.get(option.places[0], 1.0)
    return this + (SURVIVOR_CARD if option.n == 1 else 0.0)


def _ark_value(view: GameView, option: Option, will: int) -> float:
    # Sheltering spends the cards for a second step (worth it with one or two held).
    return DEFENSE_STEP + (DEFENSE_STEP - SURVIVOR_CARD if option.n == 1 else 0.0)


def _grove_value(view: GameView, option: Option, will: int) -> float:
    if option.n == 1:
        return DNA_LOST
    target = _hunted(view, option.seat)
    return 1.0 + (3 - target.will) * 0.9 if target is not None else 1.0


def _grove_bonus(view: GameView, hunted: HuntedView) -> float:
    return 0.6 if any(hv.will < 3 for hv in view.hunted) else 0.0


def _place(number: int, short: str, options: PowerOptions, effect: PowerEffect, label: PowerLabel,
           value: float, power: PowerValue, *, alternatives_always: bool = False,
           bonus: PlaceBonus | None = None) -> Place:
    card = PLACE_CARDS[number]
    return Place(number=number, id=card.id, name=card.name, text=card.text, short=short,
                 position=grid_position(number), starting_hand=card.starting_hand,
                 options=options, effect=effect, label=label,
                 max_once_per_turn=card.max_once_per_turn, copyable=card.copyable,
                 alternatives_always=alternatives_always or card.alternatives_always,
                 bot_value=value, card_value=CARD_VALUE[number], bot_power_value=power,
                 bot_bonus=bonus)


PLACES: dict[int, Place] = {
    p.number: p
    for p in (
        _place(RUINS, "sa.place.ruins.short", _ruins_options, _ruins, _ruins_label, 1.7,
               _ruins_value),
        # Despair or no card to draw: the Hunted may still take a card back,
        # rescue or fortify (the design's "use the alternative").
        _place(CARAVAN, "sa.place.caravan.short", _caravan_options, _caravan, _caravan_label,
               1.6, _worth(2.2), alternatives_always=True),
        _place(ARK, "sa.place.ark.short", _ark_options, _ark, _ark_label, 2.5, _ark_value),
        _place(GROVE, "sa.place.grove.short", _grove_options, _grove, _grove_label, 1.5,
               _grove_value, bonus=_grove_bonus),
        # Nothing to discard: it fails, and the alternatives stay open (seed).
        _place(MONOLITH, "sa.place.monolith.short", _monolith_options, _monolith,
               _monolith_label, 1.4, _worth(EVOLUTION_LOST), alternatives_always=True),
    )
}
