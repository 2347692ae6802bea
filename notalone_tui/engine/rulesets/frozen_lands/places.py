"""The ten Frozen Lands places (``cards-designed.md`` 2.2): their powers as
options and effects, built once as :class:`~notalone_tui.engine.ruleset.Place`
data like the base game's.

A power option is ``Option(POWER, place=X, ...)``; its other fields carry the
user's choices: ``seat`` the Hunted chosen, ``places`` the user's own discarded
cards taken back (or, for the Hot Spring's Will, the seats healed), ``n`` a
variant (the Ice Cave's and Hot Spring's halves, the Capsule's move). When the
chosen Hunted makes a choice of their own (which card to take back, whether to
discard a token), a follow-up decision asks them.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import PASS, Decision, Option, Verb, take_back
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
from ..base.laying import explorable
from ..base.places import copyable, persecuted, power_options, use_power
from . import contamination
from . import knowledge as fl_knowledge
from .cards import PLACES as PLACE_CARDS
from .hunt_cards import isolated

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView, HuntedView

handlers = Handlers()
P = Verb.POWER
#: ``turn.extra`` keys (public): max-1x places used this turn; Hunted who used
#: their own place's power this turn (seat -> that place), for the Aurora.
USED = "fl_used"
POWERS = "fl_powers"
TAKE_BACK_PICK = "fl_take_back"
SNOWCAT_PICK = "fl_snowcat"
BASE_CAMP_GIVE = "fl_base_camp_give"
BASE_CAMP_DISCARD = "fl_base_camp_discard"
CAPSULE_DISCARD = "fl_capsule_discard"
AURORA_AGAIN = "fl_aurora"


def _others(game: Game, seat: int) -> list[int]:
    """The other Hunted a power may affect: none under Isolation."""
    if isolated(game.state):
        return []
    return [s for s in game.hunted_order if s != seat]


def _choosable(game: Game, seat: int) -> list[int]:
    """The Hunted "of your choice (you or another)": only yourself under Isolation."""
    if isolated(game.state):
        return [seat]
    return list(game.hunted_order)


def _used(game: Game, place: int) -> bool:
    return place in game.state.turn.extra.get(USED, ())


def _mark_used(game: Game, place: int) -> None:
    turn = game.state.turn
    turn.extra[USED] = (*turn.extra.get(USED, ()), place)


def _log_use(game: Game, seat: int, place: int) -> None:
    game.log("power", msg("base.power.use", seat=SEATS[seat], place=PlaceRef(place)))


def _return_played(game: Game, seat: int, place: int, played: int) -> None:
    """"This card" goes back to hand in Phase 4: the card physically played (C8)."""
    game.state.turn.returning.setdefault(seat, []).append(played)
    game.log("power", msg("base.power.returns", seat=SEATS[seat], place=PlaceRef(place),
                          card=PlaceRef(played)))


# -------------------------------------------- a chosen Hunted takes cards back
@handlers.step(TAKE_BACK_PICK)
def take_back_pick(game: Game, seat: int, count: int, place: int) -> None:
    """``seat`` takes back ``count`` discarded cards of their choice, one at a time
    (all of them if they hold fewer)."""
    discard = game.state.hunted[seat].discard
    if count <= 0 or not discard:
        return
    game.ask(seat, TAKE_BACK_PICK, [take_back(c) for c in discard], private=True,
             prompt=msg("fl.pick_back.prompt", n=count, place=PlaceRef(place)),
             public_prompt=msg("base.pick_back.public", seat=SEATS[seat]),
             ctx=(count, place))


@handlers.answer(TAKE_BACK_PICK)
def _take_back_answer(game: Game, decision: Decision, option: Option) -> None:
    count, place = decision.ctx
    game.take_back(decision.seat, [option.place], PlaceRef(place))
    game.push((TAKE_BACK_PICK, decision.seat, count - 1, place))


def _with_discard(game: Game, seats: list[int]) -> list[int]:
    return [s for s in seats if game.state.hunted[s].discard]


# ---------------------------------------------------------------- 1 Ice Cave
def _ice_cave_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    out = [Option(P, place=1, seat=s) for s in _with_discard(game, _choosable(game, seat))]
    for where in sorted(set(tokens.creature_places(game))):
        if where != 1 and copyable(game, where):
            out += power_options(game, seat, where, played, copying=True)
    return out


def _ice_cave(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, 1)
    game.push((TAKE_BACK_PICK, option.seat, 1 if persecuted(game) else 3, 1))


def ice_cave_caught(game: Game, seats: tuple[int, ...]) -> None:
    """Yellow: a Hunted caught by a Creature token on the Ice Cave takes a token."""
    hunting = tokens.creature_places(game)
    for seat in seats:
        if 1 in hunting and 1 in game.state.turn.positions.get(seat, ()):
            contamination.take(game, seat, PlaceRef(1))


# ------------------------------------------------------------------- 2 Taiga
def _taiga_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    others = _with_discard(game, _others(game, seat))
    if persecuted(game):
        # Persecution: 1 card returns in all, this one or the other Hunted's (n=1).
        return [Option(P, place=2), *(Option(P, place=2, seat=s, n=1) for s in others)]
    return [Option(P, place=2, seat=s) for s in others] or [Option(P, place=2)]


def _taiga(game: Game, seat: int, option: Option, played: int) -> None:
    if option.n != 1:
        _return_played(game, seat, 2, played)
    else:
        _log_use(game, seat, 2)
    if option.seat >= 0:
        game.push((TAKE_BACK_PICK, option.seat, 1, 2))


# ----------------------------------------------------------------- 3 Glacier
def _glacier_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    hunted = game.state.hunted
    return [Option(P, place=3, seat=s) for s in _choosable(game, seat) if not hunted[s].next_needs]


def _glacier(game: Game, seat: int, option: Option, played: int) -> None:
    # The base game's River mechanism: 2 cards next turn, one revealed after Phase 2.
    game.state.hunted[option.seat].next_needs = "river"
    game.log("power", msg("fl.power.glacier", seat=SEATS[seat], place=PlaceRef(3),
                          chosen=SEATS[option.seat]))


def glacier_single_lay(game: Game, seat: int, options: list[Option]) -> None:
    """Hook ``explore_options``: the Hunted the Glacier chose *may* lay 2 cards, so
    laying 1 stays open, and the effect is then lost (the design's wording). With
    fewer than 2 cards in hand it is their only way to explore; the base River's
    reading would leave them only Resist or Give Up."""
    if game.state.hunted[seat].needs != "river":
        return
    options += [Option(Verb.EXPLORE, places=(c,)) for c in explorable(game, seat)]


# ---------------------------------------------------------------- 4 Hummocks
def _hummocks_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    if _used(game, 4) or tokens.interfered(game, 4):
        return []
    positions = game.state.turn.positions
    # A condition, not an effect on a Hunted: Isolation does not hide the others.
    if any(4 in positions.get(s, ()) for s in game.hunted_order if s != seat):
        return [Option(P, place=4, n=1)]
    return [Option(P, place=4, seat=s) for s in _with_discard(game, _others(game, seat))]


def _hummocks(game: Game, seat: int, option: Option, played: int) -> None:
    _mark_used(game, 4)
    _log_use(game, seat, 4)
    if option.n == 1:
        game.move_track("rescue", 1, PlaceRef(4))
    else:
        game.push((TAKE_BACK_PICK, option.seat, 1, 4))


# ----------------------------------------------------------------- 5 Snowcat
def _lacking(game: Game, seat: int) -> list[int]:
    state = game.state
    return [n for n, k in sorted(state.reserve.items()) if k > 0 and not state.hunted[seat].owns(n)]


def _snowcat_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    return [Option(P, place=5, seat=s) for s in _choosable(game, seat) if _lacking(game, s)]


def _snowcat(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, 5)
    chosen = option.seat
    game.ask(chosen, SNOWCAT_PICK, [Option(Verb.CHOOSE, place=n) for n in _lacking(game, chosen)],
             private=False, prompt=msg("fl.snowcat.prompt", seat=SEATS[chosen]))


@handlers.answer(SNOWCAT_PICK)
def _snowcat_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    h = state.hunted[decision.seat]
    state.reserve[option.place] -= 1
    h.hand.append(option.place)
    h.hand.sort()
    game.log("power", msg("fl.snowcat.take", seat=SEATS[decision.seat],
                          card=PlaceRef(option.place)))


# ---------------------------------------------------------------- 6 Crevasse
def _crevasse_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    own = game.state.hunted[seat].discard
    others = _with_discard(game, _others(game, seat))
    if persecuted(game):
        # Persecution: 1 card returns in all; n=1 marks "this card stays".
        return [Option(P, place=6), *(Option(P, place=6, places=(d,), n=1) for d in own),
                *(Option(P, place=6, seat=s, n=1) for s in others)]
    mine: list[tuple[int, ...]] = [(d,) for d in own] or [()]
    chosen: list[int] = others or [-1]
    return [Option(P, place=6, places=m, seat=s) for m in mine for s in chosen]


def _crevasse(game: Game, seat: int, option: Option, played: int) -> None:
    if option.n != 1:
        _return_played(game, seat, 6, played)
    else:
        _log_use(game, seat, 6)
    game.take_back(seat, list(option.places), PlaceRef(6))
    if option.seat >= 0:
        game.push((TAKE_BACK_PICK, option.seat, 1, 6))


# --------------------------------------------------------------- 7 Base Camp
def _base_camp_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    if game.state.turn.despair or not game.survival_available():
        return []
    # Isolation: nobody to give to (seat -1); the second card is discarded instead.
    return [Option(P, place=7, seat=s) for s in _others(game, seat) or [-1]]


def _base_camp(game: Game, seat: int, option: Option, played: int) -> None:
    # Both cards go to the user's hand first, so every Survival card stays in a
    # zone the invariants count while the user chooses which one to give.
    drawn = game.draw_survival(seat, 2)
    _log_use(game, seat, 7)
    if len(drawn) < 2:
        game.hook("power_drew", seat=seat, place=7, cards=tuple(drawn))
        return
    if option.seat < 0:
        game.ask(seat, BASE_CAMP_DISCARD, [Option(Verb.DISCARD, card=c) for c in drawn],
                 private=True, prompt=msg("fl.base_camp.discard.prompt"),
                 public_prompt=msg("fl.base_camp.discard.public", seat=SEATS[seat]),
                 ctx=(tuple(drawn),))
        return
    game.ask(seat, BASE_CAMP_GIVE, [Option(Verb.CHOOSE, card=c) for c in drawn], private=True,
             prompt=msg("fl.base_camp.prompt", seat=SEATS[option.seat]),
             public_prompt=msg("fl.base_camp.public", seat=SEATS[seat]),
             ctx=(option.seat, tuple(drawn)))


@handlers.answer(BASE_CAMP_GIVE)
def _base_camp_answer(game: Game, decision: Decision, option: Option) -> None:
    receiver, drawn = decision.ctx
    hunted = game.state.hunted
    hunted[decision.seat].survival.remove(option.card)
    hunted[receiver].survival.append(option.card)
    card = CardRef(option.card)
    game.log("base_camp", msg("fl.base_camp.give", seat=SEATS[decision.seat],
                              to=SEATS[receiver]),
             {decision.seat: msg("fl.base_camp.give.private", to=SEATS[receiver]),
              receiver: msg("fl.base_camp.get.private", card=card, seat=SEATS[decision.seat])})
    kept = tuple(c for c in drawn if c != option.card)
    game.hook("power_drew", seat=decision.seat, place=7, cards=kept)


@handlers.answer(BASE_CAMP_DISCARD)
def _base_camp_discard(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    state = game.state
    state.hunted[seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    game.log("base_camp", msg("fl.base_camp.discard", seat=SEATS[seat], card=CardRef(option.card)))
    kept = tuple(c for c in decision.ctx[0] if c != option.card)
    game.hook("power_drew", seat=seat, place=7, cards=kept)


# ----------------------------------------------------------------- 8 Capsule
def _capsule_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    if _used(game, 8) or tokens.interfered(game, 8):
        return []
    state = game.state
    holders = [s for s in _others(game, seat) if contamination.held_count(state, s)]
    if not contamination.can_discard(state):
        holders = []  # Quarantine: the discard part cannot be used, the move still can
    return [Option(P, place=8, seat=s, n=move) for s in (-1, *holders) for move in (0, 1)]


def _capsule(game: Game, seat: int, option: Option, played: int) -> None:
    _mark_used(game, 8)
    _log_use(game, seat, 8)
    game.push(("fl_capsule_move", option.n))
    if option.seat >= 0:
        chosen = option.seat
        game.ask(chosen, CAPSULE_DISCARD, [contamination.DISCARD_TOKEN, PASS], private=False,
                 prompt=msg("fl.capsule.prompt", seat=SEATS[chosen]), auto=False)


@handlers.answer(CAPSULE_DISCARD)
def _capsule_discard(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.DISCARD:
        contamination.discard(game, decision.seat, PlaceRef(8))
    else:
        game.log("pass", msg("fl.capsule.keep", seat=SEATS[decision.seat]))


@handlers.step("fl_capsule_move")
def capsule_move(game: Game, move: int) -> None:
    if move:
        game.move_track("rescue", 1, CAPSULE_WHY)


#: What the Capsule's move logs as its cause; reaching Victory by it loses (R32).
CAPSULE_WHY = PlaceRef(8)


# -------------------------------------------------------------- 9 Hot Spring
def _hot_spring_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    state = game.state
    hurt = [s for s in _choosable(game, seat) if state.hunted[s].will < 3]
    out = [Option(P, place=9, places=pair) for k in (1, 2) for pair in combinations(hurt, k)]
    if not state.turn.despair and game.survival_available():
        # Isolation: only you draw (seat -1).
        out += [Option(P, place=9, seat=s, n=1) for s in _others(game, seat) or [-1]]
    return out


def _hot_spring(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, 9)
    if option.n == 1:
        drawn = game.draw_survival(seat, 1)
        if option.seat >= 0:
            game.draw_survival(option.seat, 1)
        game.hook("power_drew", seat=seat, place=9, cards=tuple(drawn))
        return
    for healed in option.places:
        game.gain_will(healed, 1, PlaceRef(9))


# ------------------------------------------------------------------ 10 Aurora
def record_power(game: Game, seat: int, place: int, option: Option) -> None:
    """Remember who used the power of the place they stand on, for the Aurora.

    The power borrowed by the Drone or the Gate is not their place's power; the
    Ice Cave's copy of the Creature token's place is the Ice Cave's (its option
    names the copied place). A Drone or Gate borrowing the very place the Ice
    Cave could copy reads as the copy: the power used is the same."""
    turn = game.state.turn
    here = turn.positions.get(seat, ())
    if len(here) != 1:
        return
    own = place == here[0]
    copied = here[0] == 1 and place in tokens.creature_places(game)
    if own or copied:
        turn.extra[POWERS] = {**turn.extra.get(POWERS, {}), seat: here[0]}


def _aurora_targets(game: Game, seat: int) -> list[int]:
    state = game.state
    out = []
    for s, place in sorted(state.turn.extra.get(POWERS, {}).items()):
        spec = game.rules.places[place]
        if s == seat or place == 10 or spec.max_once_per_turn or tokens.unusable(game, place):
            continue
        if power_options(game, s, place, state.hunted[s].played[0]):
            out.append(s)
    return out


def _aurora_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    if copying or isolated(game.state):
        return []
    return [Option(P, place=10, seat=s) for s in _aurora_targets(game, seat)]


def _aurora(game: Game, seat: int, option: Option, played: int) -> None:
    _log_use(game, seat, 10)
    chosen = option.seat
    state = game.state
    place = state.turn.extra[POWERS][chosen]
    card = state.hunted[chosen].played[0]
    game.ask(chosen, AURORA_AGAIN, power_options(game, chosen, place, card), private=False,
             prompt=msg("fl.aurora.prompt", seat=SEATS[chosen], place=PlaceRef(place)),
             ctx=(card,))


@handlers.answer(AURORA_AGAIN)
def _aurora_answer(game: Game, decision: Decision, option: Option) -> None:
    use_power(game, decision.seat, option, decision.ctx[0])


# ------------------------------------------------------------------- labels
def _label(option: Option, view: GameView) -> Msg:
    """What a power option does, in words for the player choosing it."""
    p, n = option.place, option.n
    seat = SEATS[option.seat] if option.seat >= 0 else SEATS[0]
    chosen = "seat" if option.seat >= 0 else "none"
    if p == 9:
        if n == 1:
            if option.seat < 0:  # Isolation
                return msg("fl.place.hot_spring.label.draw.alone")
            return msg("fl.place.hot_spring.label.draw", seat=seat)
        return msg("fl.place.hot_spring.label.will", seats=tuple(SEATS[s] for s in option.places))
    if p == 8:
        if n and view.track("rescue").left == 1:
            return msg(f"fl.place.capsule.label.lose.{chosen}", seat=seat)
        return msg(f"fl.place.capsule.label.{'move' if n else 'stay'}.{chosen}", seat=seat)
    if p == 4:
        return msg("fl.place.hummocks.label.rescue" if n else "fl.place.hummocks.label.other",
                   seat=seat)
    if p in (2, 6):
        name = "taiga" if p == 2 else "crevasse"
        if n == 1:  # Persecution: one part only
            if option.places:
                return msg("fl.place.only_mine.label", card=PlaceRef(option.places[0]))
            return msg("fl.place.only_other.label", seat=seat)
        mine = "mine" if option.places else "this"
        return msg(f"fl.place.{name}.label.{mine}.{chosen}", seat=seat,
                   card=PlaceRef(option.places[0]) if option.places else PlaceRef(p))
    if p == 7 and option.seat < 0:  # Isolation
        return msg("fl.place.base_camp.label.alone")
    key = {1: "ice_cave", 3: "glacier", 5: "snowcat", 7: "base_camp", 10: "aurora"}[p]
    return msg(f"fl.place.{key}.label", seat=seat)


# ------------------------------------------------------- what a bot sees in it
# The standard bot's judgement of each place (``bot_value``: standing there;
# ``card_value``: holding its card; the power's options, in the same units: one
# step of the Rescue counter is worth 3.0, a Place card back about 0.8-1.6).
#: How much a Hunted bot wants to hold each Place card (or hates to lose it).
CARD_VALUE = {1: 1.1, 2: 1.3, 3: 0.9, 4: 1.5, 5: 1.6, 6: 1.6, 7: 1.5, 8: 2.3, 9: 1.5, 10: 1.1}
#: What one Place card back in a Hunted's hand is worth, whoever takes it.
CARD_BACK = 0.8
#: What discarding one token is worth per unit of the team's chance to win
#: (a Rescue step is about a tenth of a game's progress at 4 players).
TOKEN_WORTH = 30.0
#: One step of the Rescue counter.
RESCUE_STEP = 3.0


def _worth(value: float) -> PowerValue:
    return lambda view, option, will: value


def _hunted(view: GameView, seat: int) -> HuntedView | None:
    return next((hv for hv in view.hunted if hv.seat == seat), None)


def _backs(view: GameView, seat: int, most: int) -> float:
    """Up to ``most`` Place cards back for ``seat``, as many as their discard pile
    holds; a thin hand needs them more."""
    hv = _hunted(view, seat)
    if hv is None:
        return 0.0
    pile = len(hv.discard) if hv.discard is not None else most
    thin = 0.3 if hv.hand_size <= 2 else 0.0
    return min(most, pile) * CARD_BACK + (thin if pile else 0.0)


def _ice_cave_value(view: GameView, option: Option, will: int) -> float:
    return _backs(view, option.seat, 3) if option.seat >= 0 else 1.0


def _returns_value(view: GameView, option: Option, will: int) -> float:
    """Taiga and Crevasse: this card back (unless ``n`` = 1, Persecution's one part),
    the user's own card chosen and another Hunted's."""
    own = sum(CARD_VALUE.get(c, 1.0) for c in option.places)
    this = 0.0 if option.n == 1 else 1.2
    other = _backs(view, option.seat, 1) if option.seat >= 0 else 0.0
    return this + own + other


def _glacier_value(view: GameView, option: Option, will: int) -> float:
    """Two cards next turn: worth most to a Hunted with a hand to choose from."""
    hv = _hunted(view, option.seat)
    return 0.5 + (0.3 if hv is not None and hv.hand_size >= 3 else 0.0)


def _rescue_value(view: GameView) -> float:
    """One step of the Rescue counter; onto Victory, what the reveal is worth
    against the team's best end-of-game choice (every token known clean: a win)."""
    if view.track("rescue").left > 1:
        return RESCUE_STEP
    left = fl_knowledge.creature_left(view)
    now = fl_knowledge.clean_now(view)
    return RESCUE_STEP + TOKEN_WORTH * (now - fl_knowledge.chance_now(view, left))


def _hummocks_value(view: GameView, option: Option, will: int) -> float:
    return _rescue_value(view) if option.n == 1 else _backs(view, option.seat, 1)


def _snowcat_value(view: GameView, option: Option, will: int) -> float:
    """A reserve card into a hand: most to the Hunted holding fewest cards."""
    hv = _hunted(view, option.seat)
    return 1.8 + (0.1 * max(0, 5 - hv.hand_size) if hv is not None else 0.0)


def _capsule_value(view: GameView, option: Option, will: int) -> float:
    """The teammate's free discard, then the Rescue move (onto Victory: a loss)."""
    value = 0.0
    if option.seat >= 0:
        value += TOKEN_WORTH * fl_knowledge.discard_gain(view, option.seat)
    if option.n:
        value += RESCUE_STEP if view.track("rescue").left > 1 else -20.0
    return value


def _hot_spring_value(view: GameView, option: Option, will: int) -> float:
    if option.n == 1:
        return 2.2  # a Survival card each, for the user and a teammate
    value = 0.0
    for seat in option.places:
        hv = _hunted(view, seat)
        if hv is not None:
            value += 0.6 + (0.9 if hv.will == 1 else 0.3)
    return value


def _aurora_value(view: GameView, option: Option, will: int) -> float:
    """The chosen Hunted's place once more, about as good as standing there."""
    hv = _hunted(view, option.seat)
    if hv is None or not hv.positions:
        return 1.0
    spec = PLACES.get(hv.positions[0])
    return 0.9 * spec.bot_value if spec is not None else 1.0


def _ice_cave_bonus(view: GameView, hunted: HuntedView) -> float:
    """Caught here, a Hunted also takes a token: worse when tokens count most."""
    return -0.2 - 0.3 * (view.track("rescue").left <= 3)


def _snowcat_bonus(view: GameView, hunted: HuntedView) -> float:
    """Nothing left in the reserve that any Hunted lacks: the Snowcat gives nothing."""
    lacking = any(k > 0 and n not in hv.owned for n, k in view.reserve for hv in view.hunted)
    return 0.0 if lacking else -1.5


def _hot_spring_bonus(view: GameView, hunted: HuntedView) -> float:
    return 0.6 if any(hv.will < 3 for hv in view.hunted) else 0.0


def _place(number: int, short: str, options: PowerOptions, effect: PowerEffect,
           value: float, label: PowerLabel = _label, power: PowerValue | None = None,
           bonus: PlaceBonus | None = None) -> Place:
    card = PLACE_CARDS[number]
    return Place(number=number, id=card.id, name=card.name, text=card.text, short=short,
                 position=grid_position(number), starting_hand=card.starting_hand,
                 options=options, effect=effect, label=label,
                 max_once_per_turn=card.max_once_per_turn, copyable=card.copyable,
                 alternatives_always=card.alternatives_always,
                 bot_value=value, card_value=CARD_VALUE[number],
                 bot_power_value=power or _worth(value), bot_bonus=bonus)


PLACES: dict[int, Place] = {
    p.number: p
    for p in (
        _place(1, "fl.place.ice_cave.short", _ice_cave_options, _ice_cave, 1.3,
               power=_ice_cave_value, bonus=_ice_cave_bonus),
        _place(2, "fl.place.taiga.short", _taiga_options, _taiga, 1.4,
               power=_returns_value),
        _place(3, "fl.place.glacier.short", _glacier_options, _glacier, 0.9,
               power=_glacier_value),
        _place(4, "fl.place.hummocks.short", _hummocks_options, _hummocks, 1.5,
               power=_hummocks_value),
        _place(5, "fl.place.snowcat.short", _snowcat_options, _snowcat, 1.8,
               power=_snowcat_value, bonus=_snowcat_bonus),
        _place(6, "fl.place.crevasse.short", _crevasse_options, _crevasse, 1.7,
               power=_returns_value),
        _place(7, "fl.place.base_camp.short", _base_camp_options, _base_camp, 1.6,
               power=_worth(2.0)),
        _place(8, "fl.place.capsule.short", _capsule_options, _capsule, 2.4,
               power=_capsule_value),
        _place(9, "fl.place.hot_spring.short", _hot_spring_options, _hot_spring, 1.5,
               power=_hot_spring_value, bonus=_hot_spring_bonus),
        _place(10, "fl.place.aurora.short", _aurora_options, _aurora, 1.1,
               power=_aurora_value),
    )
}
