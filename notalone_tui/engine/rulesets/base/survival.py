"""The Hunted's Survival cards, each whole: its printed facts, when it may be
played, what it does and what the bots need of it.

Each card's effect is a small function and a predicate says when it may be
played beyond its phase; the card's record in ``SURVIVAL_CARDS`` holds them
with its printed facts and its ``bot_*`` fields (read by
``bots/packs/base.py``), so a new Survival card is one entry here.

Contexts name the moment a card is offered: ``explore`` (the Hunted's own
Phase 1 turn), ``window2``/``window3``/``window4`` (public windows of those
phases) and ``resolve`` (the moment the Hunted resolves a place: Drone, Gate).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ...messages import SEATS, TokenRef, card_ref, cards, msg, place_ref, places
from ...options import Decision, Option, Verb, make_option
from ...ruleset import Card, Handlers
from . import places as place_powers
from . import tokens
from .cards import SurvivalCard
from .hunt import before_resolution, timely
from .kinds import Kind
from .laying import explorable, explore_count
from .tokens import ARTEMIA, CREATURE, TARGET

if TYPE_CHECKING:
    from random import Random

    from ...game import Game
    from ...views import GameView, HuntedView

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
        # :func:`timely`, inline (every window of every turn).
        if (info.phase != phase or info.at_resolve != resolving
                or (info.before_places and not before_resolution(game))):
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
    game.log("survival_card", msg("base.survival.play", seat=SEATS[seat], card=card_ref(card)))
    effect = game.rules.survival_cards[card].effect
    if effect is not None:
        effect(game, seat, back)


# ------------------------------------------------------------- playability


def _sacrifice_discards(game: Game, seat: int) -> list[int]:
    """Cards the seat may discard and still lay the Place card(s) it must."""
    need = explore_count(game, seat)
    free = explorable(game, seat)
    # Those left to lay once ``c`` is gone (a hand holds each number once).
    left = len(free)
    return [c for c in game.state.hunted[seat].hand if left - (c in free) >= need]


def _vortex_swaps(game: Game, seat: int) -> list[Option]:
    h = game.state.hunted[seat]
    blocked = game.state.turn.force_field
    return [
        make_option(Verb.TAKE_BACK, place=d, n=idx)
        for idx in range(len(h.played))
        for d in h.discard
        if d not in blocked
    ]


def _on_token(game: Game, seat: int, places_of: tuple[int, ...]) -> bool:
    return any(p in places_of for p in game.state.turn.positions.get(seat, ()))


# ----------------------------------------------------------------- effects


def _adrenaline(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.gain_will(seat, 1, card_ref("survival-adrenaline"))


def _ingenuity(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.marker_on_beach = True
    game.log("marker", msg("base.survival.marker.on_beach"))


def _sacrifice(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.turn.hunt_blocked = True
    game.log("sacrifice", msg("base.survival.sacrifice.blocked"))
    game.ask(
        seat,
        Kind.SACRIFICE_DISCARD,
        [make_option(Verb.DISCARD, place=c) for c in _sacrifice_discards(game, seat)],
        private=True,
        prompt=msg("base.survival.sacrifice.prompt", card=card_ref("survival-sacrifice")),
        public_prompt=msg("base.survival.sacrifice.public_prompt", seat=SEATS[seat]),
    )


@answers(Kind.SACRIFICE_DISCARD)
def _sacrifice_answer(game: Game, decision: Decision, option: Option) -> None:
    game.discard_places(decision.seat, [option.place], card_ref("survival-sacrifice"))


def _sixth_sense(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    count = min(2, len(game.state.hunted[seat].discard))
    game.push(
        ("pick_back", seat, count, Kind.SIXTH_SENSE_PICK.value, card_ref("survival-sixth-sense"))
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
    this = card_ref("survival-strike-back")
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
        prompt=msg("base.survival.vortex.prompt", card=card_ref("survival-vortex")),
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
            place=place_ref(option.place),
            old=place_ref(old),
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
        prompt=msg("base.survival.drone.prompt", card=card_ref("survival-drone")),
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
        prompt=msg("base.survival.gate.prompt", card=card_ref("survival-gate")),
        ctx=(*back, "gate"),
    )


def _hologram(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    where = game.state.turn.tokens[ARTEMIA]
    game.ask(
        seat,
        Kind.HOLOGRAM,
        [make_option(Verb.MOVE, card=ARTEMIA, place=p) for p in game.rules.adjacent_to_any(where)],
        private=False,
        prompt=msg(
            "base.survival.hologram.prompt",
            card=card_ref("survival-hologram"),
            token=TokenRef(ARTEMIA),
        ),
    )


def _wrong_track(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    turn = game.state.turn
    near = game.rules.adjacent_to_any
    options = [make_option(Verb.MOVE, card=CREATURE, place=p) for p in near(turn.tokens[CREATURE])]
    if tokens.clone_active(game) and TARGET in turn.tokens:
        options += [make_option(Verb.MOVE, card=TARGET, place=p) for p in near(turn.tokens[TARGET])]
    game.ask(
        seat,
        Kind.WRONG_TRACK,
        options,
        private=False,
        prompt=msg(
            "base.survival.wrong_track.prompt",
            card=card_ref("survival-wrong-track"),
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
            place=place_ref(option.place),
        ),
    )


answers(Kind.HOLOGRAM, Kind.WRONG_TRACK)(_move_token_answer)


def _amplifier(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.state.marker_on_beach = False
    game.log("marker", msg("base.survival.marker.off_beach"))
    game.move_track("rescue", 1, card_ref("survival-amplifier"))


def _double_back(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    played = game.state.hunted[seat].played
    game.ask(
        seat,
        Kind.DOUBLE_BACK,
        [make_option(Verb.CHOOSE, place=c) for c in played],
        private=False,
        prompt=msg("base.survival.double_back.prompt", card=card_ref("survival-double-back")),
    )


@answers(Kind.DOUBLE_BACK)
def _double_back_answer(game: Game, decision: Decision, option: Option) -> None:
    returning = game.state.turn.returning.setdefault(decision.seat, [])
    if option.place not in returning:
        returning.append(option.place)
    game.log(
        "double_back",
        msg("base.survival.double_back", seat=SEATS[decision.seat], place=place_ref(option.place)),
    )


# ------------------------------------------------------- the bots' judgement
# What the standard bot needs of a card, held with it (``Card.bot_*``) and read
# by ``bots/packs/base.py``: ``bot_wants`` says whether a Hunted plays it now
# (asked in its phase: the pack weighs all of a phase's cards at once, so that
# the cards' draws from the bot's random stream are the same whatever is asked),
# ``bot_keep_value`` what it is worth in hand, against a Place card's
# ``card_value`` (0.9-2.4): the cards that cancel a catch are kept; the others
# have none and are worth less than the cheapest Place card.
class Judge(Protocol):
    """What these cards ask of the bot judging them: a part of the bots' own
    ``Judge`` protocol, which the engine may not import."""

    rng: Random

    def memo(self, view: GameView) -> dict[Hashable, Any]: ...
    def harmed(self, view: GameView) -> set[int]: ...


class Moment(NamedTuple):
    """What a Hunted bot's Survival cards read of a view, worked out once a view."""

    #: The bot's own Hunted.
    me: HuntedView
    #: The places the Creature hunts.
    hunt: frozenset[int]
    #: The other places where a token hurts.
    artemia: frozenset[int]
    #: Where the Hunted stands (before the reveal: the Place cards it played).
    on: frozenset[int]


_MOMENT = "base.survival.moment"


def moment(bot: Judge, view: GameView) -> Moment:
    """:class:`Moment` of ``view``, kept in the bot's per-view ``memo``."""
    memo = bot.memo(view)
    found: Moment | None = memo.get(_MOMENT)
    if found is None:
        me = next(hv for hv in view.hunted if hv.seat == view.viewer)
        hunt = frozenset(view.creature_places)
        found = memo[_MOMENT] = Moment(
            me, hunt, frozenset(bot.harmed(view)) - hunt,
            frozenset(me.positions) or frozenset(me.played or ()),
        )
    return found


def _under_creature(bot: Judge, view: GameView) -> bool:
    now = moment(bot, view)
    return bool(now.on & now.hunt)


def _under_artemia_only(bot: Judge, view: GameView) -> bool:
    now = moment(bot, view)
    return bool(now.on & now.artemia) and not now.on & now.hunt


def _under_a_token(bot: Judge, view: GameView) -> bool:
    now = moment(bot, view)
    return bool(now.on & (now.hunt | now.artemia))


def _always(bot: Judge, view: GameView) -> bool:
    return True


def _wants_adrenaline(bot: Judge, view: GameView) -> bool:
    return moment(bot, view).me.will < 3


def _wants_ingenuity(bot: Judge, view: GameView) -> bool:
    return not view.marker_on_beach and bot.rng.random() < 0.3


def _wants_sacrifice(bot: Judge, view: GameView) -> bool:
    return moment(bot, view).me.hand_size >= 4


def _wants_sixth_sense(bot: Judge, view: GameView) -> bool:
    me = moment(bot, view).me
    return len(me.discard or ()) >= 2 and me.hand_size <= 3


def _wants_smokescreen(bot: Judge, view: GameView) -> bool:
    return bot.rng.random() < 0.2


def _wants_strike_back(bot: Judge, view: GameView) -> bool:
    return view.creature.hand_size >= 2


def _wants_amplifier(bot: Judge, view: GameView) -> bool:
    return bool(view.marker_on_beach)


# ------------------------------------------------------------------ the cards
def _card(facts: Card, **behaviour: Any) -> Card:
    """One card whole: its printed facts, what it does and what the bots need of it."""
    return replace(facts, **behaviour)


#: The base Survival cards, whole (printed facts, behaviour, bot judgement), in
#: the printed order.
SURVIVAL_CARDS: dict[str, Card] = {
    card.id: card
    for card in (
        _card(
            SurvivalCard("survival-adrenaline", "Adrenaline", 1, "Regain 1 Will (up to 3)."),
            playable=lambda g, s, b: g.state.hunted[s].will < 3,
            effect=_adrenaline, bot_wants=_wants_adrenaline, bot_keep_value=1.4,
        ),
        _card(
            SurvivalCard("survival-ingenuity", "Ingenuity", 1,
                         "Put the Marker counter on the Beach."),
            playable=lambda g, s, b: not g.state.marker_on_beach,
            effect=_ingenuity, bot_wants=_wants_ingenuity,
        ),
        _card(
            SurvivalCard(
                "survival-sacrifice",
                "Sacrifice",
                1,
                "Discard 1 Place card from your hand: the Creature plays no Hunt card for the "
                "rest of the turn. Only while it has played none this turn.",
            ),
            playable=lambda g, s, b: (
                g.state.turn.hunt_played == 0
                and not g.state.turn.hunt_blocked
                and bool(_sacrifice_discards(g, s))
            ),
            effect=_sacrifice, bot_wants=_wants_sacrifice,
        ),
        _card(
            SurvivalCard(
                "survival-sixth-sense",
                "Sixth Sense",
                1,
                "Take 2 cards of your choice from your discard pile back into your hand.",
            ),
            playable=lambda g, s, b: bool(g.state.hunted[s].discard),
            effect=_sixth_sense, bot_wants=_wants_sixth_sense, bot_keep_value=1.3,
        ),
        _card(
            SurvivalCard(
                "survival-smokescreen",
                "Smokescreen",
                1,
                "Until the end of the turn the Creature cannot see any Hunted's discard pile.",
            ),
            playable=lambda g, s, b: not g.state.turn.smokescreen,
            effect=_smokescreen, bot_wants=_wants_smokescreen,
        ),
        _card(
            SurvivalCard(
                "survival-strike-back",
                "Strike Back",
                1,
                "Take 2 Hunt cards at random from the Creature's hand and put them at the bottom "
                "of the Hunt deck.",
            ),
            playable=lambda g, s, b: bool(g.state.creature.hand),
            effect=_strike_back, bot_wants=_wants_strike_back,
        ),
        _card(
            SurvivalCard(
                "survival-vortex",
                "Vortex",
                2,
                "After the tokens are placed, swap your face-down Place card with a card from "
                "your discard pile.",
            ),
            playable=lambda g, s, b: bool(_vortex_swaps(g, s)),
            effect=_vortex, bot_wants=_under_a_token,
        ),
        _card(
            SurvivalCard("survival-detector", "Detector", 3,
                         "This turn the Artemia token has no effect on you."),
            playable=lambda g, s, b: _on_token(g, s, tokens.artemia_places(g)),
            effect=_detector, bot_wants=_under_artemia_only,
        ),
        _card(
            SurvivalCard("survival-dodge", "Dodge", 3,
                         "This turn the Creature token has no effect on you."),
            playable=lambda g, s, b: _on_token(g, s, tokens.creature_places(g)),
            effect=_dodge, bot_wants=_under_creature, bot_keep_value=2.0,
        ),
        _card(
            SurvivalCard(
                "survival-drone",
                "Drone",
                3,
                "When you resolve your place, use the Rover's power instead of its own.",
                at_resolve=True,
            ),
            playable=lambda g, s, b: bool(
                place_powers.power_options(g, s, 5, g.state.hunted[s].played[b[2]], copying=True)
            ),
            effect=_drone, bot_wants=_always,
        ),
        _card(
            SurvivalCard(
                "survival-gate",
                "Gate",
                3,
                "When you resolve your place, use the power of an adjacent place instead (never "
                "the Artefact).",
                at_resolve=True,
            ),
            playable=lambda g, s, b: bool(_gate_options(g, s, b)),
            effect=_gate, bot_wants=_always,
        ),
        # Token moves are timed before any place resolves (``before_places``): who
        # resolves at which step is settled as the places start.
        _card(
            SurvivalCard("survival-hologram", "Hologram", 3,
                         "Move the Artemia token to an adjacent place.", before_places=True),
            playable=lambda g, s, b: ARTEMIA in g.state.turn.tokens,
            effect=_hologram, bot_wants=_under_artemia_only,
        ),
        _card(
            SurvivalCard("survival-wrong-track", "Wrong Track", 3,
                         "Move the Creature token to an adjacent place.", before_places=True),
            playable=lambda g, s, b: CREATURE in g.state.turn.tokens,
            effect=_wrong_track, bot_wants=_under_creature, bot_keep_value=1.8,
        ),
        _card(
            SurvivalCard(
                "survival-amplifier",
                "Amplifier",
                4,
                "If the Marker counter is on the Beach, take it off and move the Rescue counter "
                "1 space.",
            ),
            playable=lambda g, s, b: g.state.marker_on_beach,
            effect=_amplifier, bot_wants=_wants_amplifier,
        ),
        _card(
            SurvivalCard(
                "survival-double-back",
                "Double Back",
                4,
                "Your played Place card goes back to your hand instead of your discard pile.",
            ),
            playable=lambda g, s, b: bool(g.state.hunted[s].played),
            effect=_double_back, bot_wants=_always, bot_keep_value=1.3,
        ),
    )
}
