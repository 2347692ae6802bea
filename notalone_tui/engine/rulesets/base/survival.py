"""The Hunted's Survival cards: when each may be played and what it does.

Contexts name the moment a card is offered: ``explore`` (the Hunted's own
Phase 1 turn), ``window2``/``window3``/``window4`` (public windows of those
phases) and ``resolve`` (the moment the Hunted resolves a place: Drone, Gate).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, PlaceRef, TokenRef, cards, msg, places
from ...options import Decision, Option, Verb
from ...ruleset import Card, CardEffect, Handlers, Playable, attach
from . import places as place_powers
from . import tokens
from .cards import SURVIVAL_CARDS as SURVIVAL_TEXTS
from .hunt import timely
from .kinds import Kind
from .laying import explorable, explore_count
from .tokens import ARTEMIA, CREATURE, TARGET

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()
answers = handlers.answer


def can_play(game: Game, seat: int) -> bool:
    """Public facts only: Despair, the one-card limit, and whether the seat holds any."""
    turn = game.state.turn
    return (
        not turn.despair
        and seat not in turn.survival_played
        and bool(game.state.hunted[seat].survival)
    )


def hand_status(game: Game, seat: int) -> tuple[tuple[str, str], ...]:
    """Why each of ``seat``'s Survival cards cannot be played in the current phase
    ("phase", "despair", "played": one a turn, "resolve": only while resolving
    one's place, "late", "conditions"), or "ok" when nothing stands in its way.
    Whether it is offered at this moment is the decision's business: the seat's
    own screen marks the cards its options play. Built from public facts and the
    seat's own cards, for the seat's own view."""
    turn = game.state.turn
    known = game.rules.survival_cards
    out = []
    for card in game.state.hunted[seat].survival:
        info = known[card]
        if info.phase != turn.phase:
            why = "phase"
        elif turn.despair:
            why = "despair"
        elif seat in turn.survival_played:
            why = "played"
        elif info.at_resolve:
            why = "resolve"
        else:
            why = _hindrance(game, seat, info, ())
        out.append((card, why))
    return tuple(out)


def _hindrance(game: Game, seat: int, info: Card, back: tuple[Any, ...]) -> str:
    """What keeps a card in its moment from being played: "late" (its timing,
    R13), "conditions" (its own check), or "ok"."""
    if not timely(game, info):
        return "late"
    if info.playable is not None and not info.playable(game, seat, back):
        return "conditions"
    return "ok"


def _context_phase(context: str) -> int:
    return 1 if context == "explore" else 3 if context == "resolve" else int(context[-1])


#: :func:`_context_phase` of the contexts there are, looked up at every window.
_CONTEXT_PHASES = {c: _context_phase(c) for c in ("explore", "resolve", "window2", "window3",
                                                  "window4")}


def playable(game: Game, seat: int, context: str, back: tuple[Any, ...] = ()) -> list[str]:
    held = game.state.hunted[seat].survival
    if not held:
        return []
    phase = _CONTEXT_PHASES.get(context) or _context_phase(context)
    resolving = context == "resolve"
    known = game.rules.survival_cards
    out = []
    for card in held:
        info = known[card]
        if info.phase != phase or info.at_resolve != resolving or not timely(game, info):
            continue
        check = info.playable  # :func:`_hindrance` is "ok", asked inline
        if check is None or check(game, seat, back):
            out.append(card)
    return sorted(out)


def play(game: Game, seat: int, card: str, context: str, back: tuple[Any, ...] = ()) -> None:
    state = game.state
    state.hunted[seat].survival.remove(card)
    state.survival_discard.append(card)
    state.turn.survival_played.append(seat)
    game.stat(card)
    game.log("survival_card", msg("base.survival.play", seat=SEATS[seat], card=CardRef(card)))
    effect = game.rules.survival_cards[card].effect
    if effect is not None:
        effect(game, seat, back)


# ------------------------------------------------------------- playability


def _sacrifice_discards(game: Game, seat: int) -> list[int]:
    """Cards the seat may discard and still lay the Place card(s) it must."""
    need = explore_count(game, seat)
    free = explorable(game, seat)
    return [c for c in game.state.hunted[seat].hand if len([x for x in free if x != c]) >= need]


def _vortex_swaps(game: Game, seat: int) -> list[Option]:
    h = game.state.hunted[seat]
    blocked = game.state.turn.force_field
    return [
        Option(Verb.TAKE_BACK, place=d, n=idx)
        for idx in range(len(h.played))
        for d in h.discard
        if d not in blocked
    ]


def _on_token(game: Game, seat: int, places_of: tuple[int, ...]) -> bool:
    return any(p in places_of for p in game.state.turn.positions.get(seat, ()))


PLAYABLE: dict[str, Playable] = {
    "survival-adrenaline": lambda g, s, b: g.state.hunted[s].will < 3,
    "survival-ingenuity": lambda g, s, b: not g.state.marker_on_beach,
    "survival-sacrifice": lambda g, s, b: (
        g.state.turn.hunt_played == 0
        and not g.state.turn.hunt_blocked
        and bool(_sacrifice_discards(g, s))
    ),
    "survival-sixth-sense": lambda g, s, b: bool(g.state.hunted[s].discard),
    "survival-smokescreen": lambda g, s, b: not g.state.turn.smokescreen,
    "survival-strike-back": lambda g, s, b: bool(g.state.creature.hand),
    "survival-vortex": lambda g, s, b: bool(_vortex_swaps(g, s)),
    "survival-detector": lambda g, s, b: _on_token(g, s, tokens.artemia_places(g)),
    "survival-dodge": lambda g, s, b: _on_token(g, s, tokens.creature_places(g)),
    "survival-drone": lambda g, s, b: bool(
        place_powers.power_options(g, s, 5, g.state.hunted[s].played[b[2]], copying=True)
    ),
    "survival-gate": lambda g, s, b: bool(_gate_options(g, s, b)),
    # Token moves are timed before any place resolves (``before_places``): who
    # resolves at which step is settled as the places start.
    "survival-hologram": lambda g, s, b: ARTEMIA in g.state.turn.tokens,
    "survival-wrong-track": lambda g, s, b: CREATURE in g.state.turn.tokens,
    "survival-amplifier": lambda g, s, b: g.state.marker_on_beach,
    "survival-double-back": lambda g, s, b: bool(g.state.hunted[s].played),
}


# ----------------------------------------------------------------- effects


def _adrenaline(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.gain_will(seat, 1, CardRef("survival-adrenaline"))


def _ingenuity(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.marker_on_beach = True
    game.log("marker", msg("base.survival.marker.on_beach"))


def _sacrifice(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.turn.hunt_blocked = True
    game.log("sacrifice", msg("base.survival.sacrifice.blocked"))
    game.ask(
        seat,
        Kind.SACRIFICE_DISCARD,
        [Option(Verb.DISCARD, place=c) for c in _sacrifice_discards(game, seat)],
        private=True,
        prompt=msg("base.survival.sacrifice.prompt", card=CardRef("survival-sacrifice")),
        public_prompt=msg("base.survival.sacrifice.public_prompt", seat=SEATS[seat]),
    )


@answers(Kind.SACRIFICE_DISCARD)
def _sacrifice_answer(game: Game, decision: Decision, option: Option) -> None:
    game.discard_places(decision.seat, [option.place], CardRef("survival-sacrifice"))


def _sixth_sense(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    count = min(2, len(game.state.hunted[seat].discard))
    game.push(
        ("pick_back", seat, count, Kind.SIXTH_SENSE_PICK.value, CardRef("survival-sixth-sense"))
    )


def _smokescreen(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.turn.smokescreen = True
    game.log("smokescreen", msg("base.survival.smokescreen"))


def _strike_back(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    state = game.state
    hand = state.creature.hand
    taken = game.rng().sample(sorted(hand), min(2, len(hand)))
    for card in taken:
        hand.remove(card)
    state.hunt_deck[0:0] = taken
    this = CardRef("survival-strike-back")
    game.log(
        "strike_back",
        msg("base.survival.strike_back", card=this, n=len(taken)),
        {
            state.creature.seat: msg(
                "base.survival.strike_back.private", card=this, cards=cards(taken)
            )
        },
    )


def _vortex(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.ask(
        seat,
        Kind.VORTEX,
        _vortex_swaps(game, seat),
        private=True,
        prompt=msg("base.survival.vortex.prompt", card=CardRef("survival-vortex")),
        public_prompt=msg("base.survival.vortex.public_prompt", seat=SEATS[seat]),
    )


@answers(Kind.VORTEX)
def _vortex_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    h = game.state.hunted[seat]
    old = h.played[option.n]
    h.discard.remove(option.place)
    h.discard.append(old)
    h.played[option.n] = option.place
    game.log_discards(
        "vortex",
        msg("base.survival.vortex.swap", seat=SEATS[seat]),
        msg(
            "base.survival.vortex.swap.detailed",
            seat=SEATS[seat],
            place=PlaceRef(option.place),
            old=PlaceRef(old),
        ),
    )


def _detector(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.turn.detector.append(seat)


def _dodge(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.turn.dodge.append(seat)


def _drone(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _, _, idx = back
    played = game.state.hunted[seat].played[idx]
    game.ask(
        seat,
        Kind.RESOLVE,
        place_powers.power_options(game, seat, 5, played, copying=True),
        private=False,
        prompt=msg("base.survival.drone.prompt", card=CardRef("survival-drone")),
        ctx=(*back, "drone"),
    )


def _gate_options(game: Game, seat: int, back: tuple[Any, ...]) -> list[Option]:
    _, _, idx = back[:3]
    h = game.state.hunted[seat]
    where = game.state.turn.positions[seat][idx]
    out: list[Option] = []
    for near in game.rules.adjacent[where]:
        if place_powers.copyable(game, near):
            out += place_powers.power_options(game, seat, near, h.played[idx], copying=True)
    return sorted(set(out))


def _gate(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.ask(
        seat,
        Kind.RESOLVE,
        _gate_options(game, seat, back),
        private=False,
        prompt=msg("base.survival.gate.prompt", card=CardRef("survival-gate")),
        ctx=(*back, "gate"),
    )


def _hologram(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    where = game.state.turn.tokens[ARTEMIA]
    game.ask(
        seat,
        Kind.HOLOGRAM,
        [Option(Verb.MOVE, card=ARTEMIA, place=p) for p in game.rules.adjacent_to_any(where)],
        private=False,
        prompt=msg(
            "base.survival.hologram.prompt",
            card=CardRef("survival-hologram"),
            token=TokenRef(ARTEMIA),
        ),
    )


def _wrong_track(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    turn = game.state.turn
    near = game.rules.adjacent_to_any
    options = [Option(Verb.MOVE, card=CREATURE, place=p) for p in near(turn.tokens[CREATURE])]
    if tokens.clone_active(game) and TARGET in turn.tokens:
        options += [Option(Verb.MOVE, card=TARGET, place=p) for p in near(turn.tokens[TARGET])]
    game.ask(
        seat,
        Kind.WRONG_TRACK,
        options,
        private=False,
        prompt=msg(
            "base.survival.wrong_track.prompt",
            card=CardRef("survival-wrong-track"),
            token=TokenRef(CREATURE),
            target=TokenRef(TARGET),
        ),
    )


def _move_token_answer(game: Game, decision: Decision, option: Option) -> None:
    turn = game.state.turn
    before = turn.tokens[option.card]
    turn.tokens[option.card] = (option.place,)
    game.log(
        "token_move",
        msg(
            "base.survival.token_move",
            token=TokenRef(option.card),
            came=places(before),
            place=PlaceRef(option.place),
        ),
    )


answers(Kind.HOLOGRAM, Kind.WRONG_TRACK)(_move_token_answer)


def _amplifier(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.marker_on_beach = False
    game.log("marker", msg("base.survival.marker.off_beach"))
    game.move_track("rescue", 1, CardRef("survival-amplifier"))


def _double_back(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    played = game.state.hunted[seat].played
    game.ask(
        seat,
        Kind.DOUBLE_BACK,
        [Option(Verb.CHOOSE, place=c) for c in played],
        private=False,
        prompt=msg("base.survival.double_back.prompt", card=CardRef("survival-double-back")),
    )


@answers(Kind.DOUBLE_BACK)
def _double_back_answer(game: Game, decision: Decision, option: Option) -> None:
    returning = game.state.turn.returning.setdefault(decision.seat, [])
    if option.place not in returning:
        returning.append(option.place)
    game.log(
        "double_back",
        msg("base.survival.double_back", seat=SEATS[decision.seat], place=PlaceRef(option.place)),
    )


EFFECTS: dict[str, CardEffect] = {
    "survival-adrenaline": _adrenaline,
    "survival-ingenuity": _ingenuity,
    "survival-sacrifice": _sacrifice,
    "survival-sixth-sense": _sixth_sense,
    "survival-smokescreen": _smokescreen,
    "survival-strike-back": _strike_back,
    "survival-vortex": _vortex,
    "survival-detector": _detector,
    "survival-dodge": _dodge,
    "survival-drone": _drone,
    "survival-gate": _gate,
    "survival-hologram": _hologram,
    "survival-wrong-track": _wrong_track,
    "survival-amplifier": _amplifier,
    "survival-double-back": _double_back,
}


#: What each card kept in hand is worth to a Hunted bot (``Card.bot_keep_value``),
#: against a Place card's ``card_value`` (0.9-2.4): the cards that cancel a catch
#: are kept; the others are worth less than the cheapest Place card.
_KEEP_VALUES: dict[str, float] = {
    "survival-dodge": 2.0,
    "survival-wrong-track": 1.8,
    "survival-adrenaline": 1.4,
    "survival-double-back": 1.3,
    "survival-sixth-sense": 1.3,
}

SURVIVAL_CARDS: dict[str, Card] = {
    card_id: replace(card, bot_keep_value=_KEEP_VALUES.get(card_id))
    for card_id, card in attach(SURVIVAL_TEXTS, PLAYABLE, EFFECTS).items()
}
