"""The ten places of the base game: their powers, as options and effects.

A power option is ``Option(POWER, place=X, ...)`` where X is the place whose
power is used (it differs from the Hunted's place when the Lair or the Gate
borrow another place). "This card" (Jungle, Swamp) is always the card the
Hunted physically played (rulings R18, C8). Each place is built once here, as a
:class:`~notalone_tui.engine.ruleset.Place`, with its grid position, its labels
and the value a bot sees in it.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...messages import SEATS, Msg, card_ref, msg, place_ref
from ...messages import cards as card_refs
from ...messages import places as place_refs
from ...options import Decision, Option, Verb, make_option
from ...ruleset import (
    Handlers,
    Place,
    PlaceBonus,
    PowerEffect,
    PowerLabel,
    PowerOptions,
    PowerValue,
)
from . import tokens
from .board import RESERVE_NUMBERS, grid_position
from .cards import PLACES as PLACE_CARDS
from .kinds import Kind

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView, HuntedView

handlers = Handlers()
P = Verb.POWER


def persecuted(game: Game) -> bool:
    return "hunt-persecution" in game.state.turn.hunt_effects


def copyable(game: Game, place: int) -> bool:
    """Whether the Lair or the Gate may borrow this place's power."""
    return (
        game.rules.places[place].copyable
        and not tokens.unusable(game, place)
        and not tokens.interfered(game, place)
    )


def power_options(
    game: Game, seat: int, place: int, played: int, copying: bool = False
) -> list[Option]:
    """The ways ``seat`` may use ``place``'s power now (empty: it cannot)."""
    return game.rules.places[place].options(game, seat, played, copying)


def power_usable(game: Game, seat: int, place: int, options: list[Option]) -> bool:
    """Whether the Hunted could use the place's power, which is what allows taking
    back a card instead (max-1x places always allow it)."""
    spec = game.rules.places[place]
    return bool(options) or spec.max_once_per_turn or spec.alternatives_always


def use_power(game: Game, seat: int, option: Option, played: int) -> None:
    place = game.rules.places[option.place]
    game.stat(place.id)
    place.effect(game, seat, option, played)
    if "power_used" in game.rules.hooks:
        game.hook("power_used", seat=seat, place=option.place, option=option)


def _persecuted_take_back(discard: list[int]) -> list[Option]:
    """Persecution: a power that returns Place cards returns only 1 (R18), so the
    Jungle and the Swamp offer their own card *or* one discarded card, and the
    Lair one discarded card, also when the Gate or the Lair borrows them."""
    return [Option(Verb.TAKE_BACK, place=d) for d in discard]


def _discard_size(view: GameView) -> int:
    me = next(hv for hv in view.hunted if hv.seat == view.viewer)
    return len(me.discard or ())


# ------------------------------------------------------------------- 1 Lair
def _lair_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    # The Lair may be borrowed (by the Gate), with both its take-back-all and its
    # copy of the Creature token's place; it never copies itself (nor the Artefact).
    h = game.state.hunted[seat]
    out = []
    if h.discard:
        if persecuted(game):
            out += _persecuted_take_back(h.discard)
        else:
            out.append(make_option(P, place=1))
    for where in sorted(set(tokens.creature_places(game))):
        if where != 1 and copyable(game, where):
            out += power_options(game, seat, where, played, copying=True)
    return out


def _lair(game: Game, seat: int, option: Option, played: int) -> None:
    game.log("power", msg("base.power.use", seat=SEATS[seat], place=place_ref(1)))
    game.take_back(seat, list(game.state.hunted[seat].discard), msg("base.why.lair"))


# ----------------------------------------------------------- 2 Jungle, 6 Swamp
def _jungle_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    discard = game.state.hunted[seat].discard
    if persecuted(game) or not discard:
        return [make_option(P, place=2), *_persecuted_take_back(discard)]
    return [make_option(P, place=2, places=(d,)) for d in discard]


def _swamp_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    discard = game.state.hunted[seat].discard
    if persecuted(game) or not discard:
        return [make_option(P, place=6), *_persecuted_take_back(discard)]
    # "Up to 2": the Swamp alone, with 1 discarded card, or with 2.
    cards = sorted(discard)
    return [make_option(P, place=6, places=c) for k in (0, 1, 2) for c in combinations(cards, k)]


def _returns_itself(game: Game, seat: int, option: Option, played: int) -> None:
    game.state.turn.returning.setdefault(seat, []).append(played)
    game.log(
        "power",
        msg("base.power.returns", seat=SEATS[seat], place=place_ref(option.place),
            card=place_ref(played)),
    )
    game.take_back(seat, list(option.places), place_ref(option.place))


def _returns_label(option: Option, view: GameView) -> Msg:
    if option.places:
        return msg("base.place.returns.label.more", places=place_refs(option.places))
    return msg("base.place.returns.label")


# ------------------------------------------------------ 3 River, 10 Artefact
def _river_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    return [make_option(P, place=3)] if not game.state.hunted[seat].next_needs else []


def _artefact_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    ok = not game.state.hunted[seat].next_needs and not copying
    return [make_option(P, place=10)] if ok else []


def _lay_two(game: Game, seat: int, option: Option, played: int) -> None:
    game.state.hunted[seat].next_needs = "river" if option.place == 3 else "artefact"
    game.log("power", msg("base.power.lay_two", seat=SEATS[seat], place=place_ref(option.place)))


# ------------------------------------------------------------------ 4 Beach
def _beach_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    usable = not game.state.turn.beach_used and not tokens.interfered(game, 4)
    return [make_option(P, place=4)] if usable else []


def _beach(game: Game, seat: int, option: Option, played: int) -> None:
    state = game.state
    state.turn.beach_used = True
    if state.marker_on_beach:
        state.marker_on_beach = False
        game.log("power", msg("base.power.beach.leave", seat=SEATS[seat], place=place_ref(4)))
        game.move_track("rescue", 1, msg("base.why.beach"))
    else:
        state.marker_on_beach = True
        game.log("power", msg("base.power.beach.put", seat=SEATS[seat], place=place_ref(4)))


def _beach_label(option: Option, view: GameView) -> Msg:
    if view.marker_on_beach:
        return msg("base.place.beach.label.score")
    return msg("base.place.beach.label.put")


# ------------------------------------------------------------------ 5 Rover
def _rover_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    state = game.state
    h = state.hunted[seat]
    reserve = state.reserve
    hand, discard, laid = h.hand, h.discard, h.played
    return [  # ``h.owns(k)``, inline
        option
        for k, option in _ROVER_TAKES
        if reserve.get(k, 0) > 0 and k not in hand and k not in discard and k not in laid
    ]


#: The Rover's options, by reserve card, made once.
_ROVER_TAKES = tuple((k, make_option(P, place=5, n=k)) for k in RESERVE_NUMBERS)


def _rover(game: Game, seat: int, option: Option, played: int) -> None:
    state = game.state
    h = state.hunted[seat]
    state.reserve[option.n] -= 1
    h.hand.append(option.n)
    h.hand.sort()
    game.log(
        "power",
        msg("base.power.rover", seat=SEATS[seat], place=place_ref(5), card=place_ref(option.n)),
    )


# ---------------------------------------------------------------- 7 Shelter
def _shelter_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    ok = not game.state.turn.despair and game.survival_available() > 0
    return [make_option(P, place=7)] if ok else []


def _shelter(game: Game, seat: int, option: Option, played: int) -> None:
    h = game.state.hunted[seat]
    drawn = game.take_survival(2)
    game.log(
        "power",
        msg("base.power.shelter", seat=SEATS[seat], place=place_ref(7), n=len(drawn)),
        {seat: msg("base.power.shelter.private", place=place_ref(7), cards=card_refs(drawn))},
    )
    if len(drawn) == 1:
        h.survival.extend(drawn)
        game.hook("power_drew", seat=seat, place=7, cards=tuple(drawn))
    elif drawn:
        game.ask(
            seat,
            Kind.SHELTER_KEEP,
            [Option(Verb.KEEP, card=c) for c in drawn],
            private=True,
            prompt=msg("base.shelter.prompt"),
            public_prompt=msg("base.shelter.public_prompt", seat=SEATS[seat]),
            ctx=tuple(drawn),
        )


@handlers.answer(Kind.SHELTER_KEEP)
def _shelter_keep(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    other = [c for c in decision.ctx if c != option.card]
    state.hunted[decision.seat].survival.append(option.card)
    state.survival_discard.extend(other)
    game.log(
        "shelter",
        msg("base.shelter.keep", seat=SEATS[decision.seat], cards=card_refs(other)),
        {decision.seat: msg("base.shelter.keep.private", card=card_ref(option.card))},
    )
    game.hook("power_drew", seat=decision.seat, place=7, cards=(option.card,))


# ------------------------------------------------------------------ 8 Wreck
def _wreck_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    usable = not game.state.turn.wreck_used and not tokens.interfered(game, 8)
    return [make_option(P, place=8)] if usable else []


def _wreck(game: Game, seat: int, option: Option, played: int) -> None:
    game.state.turn.wreck_used = True
    game.log("power", msg("base.power.use", seat=SEATS[seat], place=place_ref(8)))
    game.move_track("rescue", 1, msg("base.why.wreck"))


# ----------------------------------------------------------------- 9 Source
def _source_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    state = game.state
    out = [make_option(P, place=9, seat=s) for s in game.hunted_order if state.hunted[s].will < 3]
    if not state.turn.despair and game.survival_available() > 0:
        out.append(make_option(P, place=9, n=1))
    return out


def _source(game: Game, seat: int, option: Option, played: int) -> None:
    if option.seat >= 0:
        game.log("power", msg("base.power.use", seat=SEATS[seat], place=place_ref(9)))
        game.gain_will(option.seat, 1, msg("base.why.source"))
    else:
        game.log("power", msg("base.power.source.draw", seat=SEATS[seat], place=place_ref(9)))
        drawn = game.draw_survival(seat, 1)
        game.hook("power_drew", seat=seat, place=9, cards=tuple(drawn))


def _source_label(option: Option, view: GameView) -> Msg:
    if option.seat >= 0:
        return msg("base.place.source.label.will", seat=SEATS[option.seat])
    return msg("base.place.source.label.draw")


# ------------------------------------------------------- what a bot sees in it
#: How much a Hunted bot wants to hold each Place card (or hates to lose it).
CARD_VALUE = {1: 1.0, 2: 1.3, 3: 0.9, 4: 1.6, 5: 1.5, 6: 1.6, 7: 1.4, 8: 2.4, 9: 1.5, 10: 1.0}


def _lair_value(view: GameView, option: Option, will: int) -> float:
    return 0.9 * _discard_size(view)


def _returns_value(view: GameView, option: Option, will: int) -> float:
    return 1.2 + sum(CARD_VALUE.get(c, 1.0) for c in option.places)


def _rover_value(view: GameView, option: Option, will: int) -> float:
    return 2.0 + 0.1 * CARD_VALUE.get(option.n, 1.0)


def _source_value(view: GameView, option: Option, will: int) -> float:
    if option.seat >= 0:
        target = next(hv for hv in view.hunted if hv.seat == option.seat)
        return 1.0 + (3 - target.will) * 0.9
    return 1.6


def _beach_bonus(view: GameView, hunted: HuntedView) -> float:
    """With the Marker already on the Beach, one more visit moves Rescue."""
    return 0.6 if view.marker_on_beach else 0.0


def _rover_bonus(view: GameView, hunted: HuntedView) -> float:
    """Nothing left in the reserve that this Hunted lacks: the Rover gives nothing."""
    lacking = any(k > 0 for n, k in view.reserve if n not in hunted.owned)
    return 0.0 if lacking else -1.5


def _source_bonus(view: GameView, hunted: HuntedView) -> float:
    return 0.8 if hunted.will < 3 else 0.0


def _worth(value: float) -> PowerValue:
    return lambda view, option, will: value


# ------------------------------------------------------------------ the set
def _fixed(message_id: str) -> PowerLabel:
    label = msg(message_id)
    return lambda option, view: label


def _rover_label(option: Option, view: GameView) -> Msg:
    return msg("base.place.rover.label", card=place_ref(option.n))


def _place(
    number: int,
    short: str,
    options: PowerOptions,
    effect: PowerEffect,
    label: PowerLabel,
    value: float,
    power_value: PowerValue,
) -> Place:
    card = PLACE_CARDS[number]
    return Place(
        number=number,
        id=card.id,
        name=card.name,
        text=card.text,
        short=short,
        position=grid_position(number),
        starting_hand=card.starting_hand,
        options=options,
        effect=effect,
        label=label,
        max_once_per_turn=card.max_once_per_turn,
        copyable=card.copyable,
        caught_extra_will=1 if number == 1 else 0,
        bot_value=value,
        card_value=CARD_VALUE[number],
        bot_power_value=power_value,
        bot_bonus=BOT_BONUS.get(number),
    )


BOT_BONUS: dict[int, PlaceBonus] = {4: _beach_bonus, 5: _rover_bonus, 9: _source_bonus}

PLACES: dict[int, Place] = {
    p.number: p
    for p in (
        _place(1, "base.place.lair.short", _lair_options, _lair,
               _fixed("base.place.lair.label"), 1.2, _lair_value),
        _place(2, "base.place.jungle.short", _jungle_options, _returns_itself, _returns_label,
               1.4, _returns_value),
        _place(3, "base.place.river.short", _river_options, _lay_two,
               _fixed("base.place.river.label"), 1.0, _worth(0.7)),
        _place(4, "base.place.beach.short", _beach_options, _beach, _beach_label, 1.8,
               _worth(3.0)),
        _place(5, "base.place.rover.short", _rover_options, _rover, _rover_label, 1.9,
               _rover_value),
        _place(6, "base.place.swamp.short", _swamp_options, _returns_itself, _returns_label,
               1.7, _returns_value),
        _place(7, "base.place.shelter.short", _shelter_options, _shelter,
               _fixed("base.place.shelter.label"), 1.5, _worth(1.8)),
        _place(8, "base.place.wreck.short", _wreck_options, _wreck,
               _fixed("base.place.wreck.label"), 2.6, _worth(3.0)),
        _place(9, "base.place.source.short", _source_options, _source, _source_label, 1.6,
               _source_value),
        _place(10, "base.place.artefact.short", _artefact_options, _lay_two,
               _fixed("base.place.artefact.label"), 1.1, _worth(0.7)),
    )
}
