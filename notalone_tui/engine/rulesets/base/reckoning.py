"""Phase 3, in the Remastered rulebook's order (rulings R7, C1):

1. every Hunted on a place with no Hunt token, by place number 1 to 10;
2. the Target token (its cards' effects, then the place if still usable);
3. the Artemia token (discard 1 Place card; Mutation: lose 1 Will);
4. the Creature token (lose Will; Assimilation +1 once if anyone was caught);
5. the last-Will check (Assimilation +1 once; those Hunted recover).

A Hunted who ignores every token on their place (Dodge, Detector) resolves
the place at the step of the last token there.

A rule set may offer options on any place without a Hunt token, whether or not
its power could be used there (hook ``reckoning_options``: Sanctuary's rescue and
fortify, ruling R34); a place silenced without a token (Cataclysm) then resolves
at step 1 too, for those options alone, and is skipped when none is offered.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from ...events import Event
from ...messages import SEATS, Msg, card_ref, msg, place_ref, seats
from ...options import OPEN_HAND, PASS, Decision, Option, Verb, make_option, take_back
from ...ruleset import Handlers
from ...state import Step
from . import places, tokens
from .kinds import Kind
from .windows import open_hand

if TYPE_CHECKING:
    from ...game import Game

#: Events are made with ``tuple.__new__``, as :meth:`Game.log` makes them.
_new = tuple.__new__

handlers = Handlers()
step = handlers.step
answers = handlers.answer

# A member of an enumeration read from its class runs ``EnumType.__getattr__``'s
# machinery (about twenty times a plain name's cost): the kinds asked at every
# turn are read once, here.
_RESOLVE, _ARTEFACT_ORDER = Kind.RESOLVE, Kind.ARTEFACT_ORDER

NO_TOKEN, TARGET_STEP, ARTEMIA_STEP, CREATURE_STEP = 1, 2, 3, 4


def resolution_step(game: Game, seat: int, place: int) -> int | None:
    """The step at which a figure on ``place`` may use it, or ``None`` if it cannot."""
    if tokens.unusable(game, place, seat):
        return None
    turn = game.state.turn
    laid = turn.tokens  # :func:`tokens.artemia_places` and ``target_places``, inline
    on_creature = place in tokens.hunting_places(game.state)  # :func:`tokens.creature_places`
    on_artemia = place in laid.get(tokens.ARTEMIA, ())
    if on_creature and seat not in turn.dodge:
        return None
    if on_artemia and seat not in turn.detector:
        return None
    if on_creature:
        return CREATURE_STEP
    if on_artemia:
        return ARTEMIA_STEP
    if place in laid.get(tokens.TARGET, ()):
        return TARGET_STEP
    return NO_TOKEN


def _figures(game: Game) -> list[tuple[int, int, int]]:
    """(seat, index, place) for every figure, Hunted in seat order."""
    positions = game.state.turn.positions
    figures = []
    for seat in game.state.config.hunted_seats:  # loops: no comprehension's frame
        for idx, place in enumerate(positions.get(seat, ())):
            figures.append((seat, idx, place))
    return figures


#: The hook point of the options open on any place without a Hunt token (R34).
RECKONING_OPTIONS = "reckoning_options"


def _token_free(game: Game, place: int) -> bool:
    return not any(place in covered for covered in game.state.turn.tokens.values())


def _first_step(game: Game, seat: int, place: int, anywhere: bool) -> bool:
    """Whether the figure resolves at step 1: its place is free of Hunt tokens and
    usable, or, when a rule set offers options on any token-free place
    (``anywhere``), free of tokens though silenced (Cataclysm)."""
    found = resolution_step(game, seat, place)
    if found == NO_TOKEN:
        return True
    return anywhere and found is None and _token_free(game, place)


@step("reckon")
def reckon(game: Game) -> None:
    order = _seat_order(game.state.config.hunted_seats)
    by_seat = game.rules.reckon_by_seat
    anywhere = RECKONING_OPTIONS in game.rules.hooks
    # One loop over the figures (:func:`_figures`, inline), no generator's frame.
    turn = game.state.turn
    positions = turn.positions
    # A place no token covers and no Cataclysm silences resolves at step 1
    # (:func:`resolution_step` says so, asked only of the others).
    covered = {turn.cataclysm}
    for where in turn.tokens.values():  # no comprehension's frame
        covered.update(where)
    first = []
    for seat in game.state.config.hunted_seats:
        for idx, place in enumerate(positions.get(seat, ())):
            if place not in covered or _first_step(game, seat, place, anywhere):
                first.append((order[seat], place, seat, idx) if by_seat
                             else (place, order[seat], seat, idx))
    first.sort()
    count: dict[int, int] = {}
    for _, _, seat, _ in first:
        count[seat] = count.get(seat, 0) + 1
    steps: list[Step] = []
    ordered: set[int] = set()
    for _, _, seat, idx in first:
        if count[seat] == 2:
            if seat not in ordered:
                ordered.add(seat)
                steps.append(("artefact_order", seat))
        else:
            steps.append(("resolve", seat, idx))
    steps += [("target_step",), ("artemia_step",), ("creature_step",), ("last_will",)]
    game.push(*steps)


@cache
def _seat_order(seats: tuple[int, ...]) -> dict[int, int]:
    """Each Hunted's place in play order (read, never changed)."""
    return {seat: i for i, seat in enumerate(seats)}


@step("artefact_order")
def artefact_order(game: Game, seat: int) -> None:
    """R12: a Hunted with two places to resolve picks their order."""
    positions = game.state.turn.positions[seat]
    game.ask(
        seat,
        _ARTEFACT_ORDER,
        [make_option(Verb.CHOOSE, place=p, n=i) for i, p in enumerate(positions)],
        private=False,
        prompt=msg("base.reckon.artefact_order"),
    )


@answers(Kind.ARTEFACT_ORDER)
def _artefact_order_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    game.push(("resolve", seat, option.n), ("resolve", seat, 1 - option.n))


@step("resolve")
def resolve(game: Game, seat: int, idx: int, hand: bool = True) -> None:
    state = game.state
    h = state.hunted[seat]
    place = state.turn.positions[seat][idx]
    hooks = game.rules.hooks
    # Only a rule set's options on any token-free place bring a silenced one here.
    silenced = RECKONING_OPTIONS in hooks and tokens.unusable(game, place, seat)
    options = [] if silenced else places.power_options(game, seat, place, h.played[idx])
    # "If a Hunted cannot use the power of the place they played, they cannot take
    # back a card instead (except for powers marked Max 1x/turn)": the rulebook.
    if not silenced and places.power_usable(game, seat, place, options):
        options += map(take_back, h.discard)
        if "resolve_options" in hooks:
            game.hook("resolve_options", seat=seat, options=options, place=place)
    if RECKONING_OPTIONS in hooks:
        # Offered whether or not the power could be used (Sanctuary: R34).
        game.hook(RECKONING_OPTIONS, seat=seat, options=options, place=place)
        if silenced and not options:
            return
    options.append(PASS)
    # A silenced place has no power for a Drone or a Gate to replace.
    # (:func:`survival.can_play`, inline: every figure of every Reckoning.)
    turn = state.turn
    if (hand and not silenced and h.survival and not turn.despair
            and seat not in turn.survival_played):
        options.append(OPEN_HAND)
    if "resolving" in hooks:
        game.hook("resolving", seat=seat, place=place)
    # Positional (the names as comments): a keyword argument is matched against
    # the parameters' names at each call, and every figure of every Reckoning asks.
    game.ask(
        seat,
        _RESOLVE,
        set(options),  # asking sorts them
        False,  # private
        _resolve_prompt(seat, place),  # prompt
        None,  # public_prompt: the prompt
        ("resolve", seat, idx),  # ctx
    )


@cache
def _resolve_prompt(seat: int, place: int) -> Msg:
    return msg("base.reckon.resolve", seat=SEATS[seat], place=place_ref(place))


@cache
def _passes(seat: int, place: int) -> Msg:
    return msg("base.reckon.pass", seat=SEATS[seat], place=place_ref(place))


_POWER, _TAKE_BACK, _OPEN_HAND, _PASS = Verb.POWER, Verb.TAKE_BACK, Verb.OPEN_HAND, Verb.PASS
_INSTEAD_OF_POWER = msg("base.why.instead_of_power")


@answers(Kind.RESOLVE)
def _resolve_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    idx = decision.ctx[2]
    h = game.state.hunted[seat]
    verb = option.verb
    if verb is _POWER:
        places.use_power(game, seat, option, h.played[idx])
    elif verb is _TAKE_BACK:
        game.take_back(seat, [option.place], _INSTEAD_OF_POWER)
    elif verb is _OPEN_HAND:
        open_hand(game, seat, decision.ctx[:3])
    elif verb is not _PASS:
        game.hook("resolve_alternative", seat=seat, option=option)
    else:
        state = game.state  # :meth:`Game.log`, written out (a figure passes most turns)
        turn = state.turn
        state.log.append(_new(Event, ("pass", _passes(seat, turn.positions[seat][idx]), (),
                                      turn.number, turn.phase)))


#: A Target card ``X`` acts on each Hunted under the token through the step its
#: rule set registers as ``card_step(TARGET_EFFECT, X)``, if it does (Frozen
#: Lands' Frostbite), so a rule set extends the Target step without this module
#: naming its cards.
TARGET_EFFECT = "target_effect"
#: The same for the Artemia token: a step ``card_step(ARTEMIA_EFFECT, X)`` runs for
#: each Hunted the token hits, after its discard, while card ``X`` is in effect.
ARTEMIA_EFFECT = "artemia_effect"
#: The base game's two Target cards keep the steps they always had.
BASE_TARGET_STEPS = {"hunt-scream": "scream", "hunt-toxin": "toxin"}
IGNORE_TARGET = tokens.IGNORE_TARGET
#: ``turn.extra`` key a rule set may set: Hunted the Creature token does not catch
#: though they stand under it (Frozen Lands' Rope Line spares all but one).
SPARED = "spared"
#: ``turn.extra`` key a rule set may set: this turn the Creature token's catches move
#: the Assimilation counter no space (Sanctuary's Fast); Will is still lost.
NO_CATCH_ASSIMILATION = "no_catch_assimilation"


def card_step(kind: str, card: str) -> str:
    """The name of the step through which ``card`` acts at a token's step, so that a
    rule set gives its own cards an effect there by registering a step, without
    this module naming them."""
    return f"{kind}:{card}"


def _card_steps(game: Game, kind: str, cards: list[str], base: dict[str, str]) -> list[str]:
    known = game.rules.steps
    names = (base.get(card) or card_step(kind, card) for card in cards)
    return [name for name in names if name in known]


@step("target_step")
def target_step(game: Game, announced: bool = False) -> None:
    target = tokens.target_places(game)
    if not target:
        return
    if not announced and game.rules.hooks.get("target_resolving"):
        # Abilities at this hook act before the token's cards do (they may ignore them).
        game.push(("target_step", True))
        game.hook("target_resolving", places=target)
        return
    turn = game.state.turn
    effects = _card_steps(game, TARGET_EFFECT, turn.target_cards, BASE_TARGET_STEPS)
    ignoring = turn.extra.get(IGNORE_TARGET, ())
    steps: list[Step] = []
    for seat, idx, place in _figures(game):
        if place not in target:
            continue
        if seat not in ignoring:
            steps += [(name, seat) for name in effects]
        if resolution_step(game, seat, place) == TARGET_STEP:
            steps.append(("resolve", seat, idx))
    game.push(*steps)


@step("scream")
def scream(game: Game, seat: int) -> None:
    hand = game.state.hunted[seat].hand
    options = [make_option(Verb.LOSE_WILL)]
    options += [make_option(Verb.DISCARD, places=pair) for pair in combinations(hand, 2)]
    game.ask(
        seat,
        Kind.SCREAM,
        options,
        private=True,
        prompt=msg("base.reckon.scream"),
        public_prompt=msg("base.reckon.scream.public", seat=SEATS[seat]),
    )


@answers(Kind.SCREAM)
def _scream_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.LOSE_WILL:
        game.lose_will(decision.seat, 1, card_ref("hunt-scream"))
    else:
        game.discard_places(decision.seat, list(option.places), card_ref("hunt-scream"))


@step("toxin")
def toxin(game: Game, seat: int) -> None:
    cards = game.state.hunted[seat].survival
    if not cards:
        return
    game.ask(
        seat,
        Kind.TOXIN,
        [make_option(Verb.DISCARD, card=c) for c in cards],
        private=True,
        prompt=msg("base.reckon.toxin"),
        public_prompt=msg("base.reckon.toxin.public", seat=SEATS[seat]),
    )


@answers(Kind.TOXIN)
def _toxin_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    state.hunted[decision.seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    game.log(
        "toxin",
        msg("base.reckon.toxin.discard", seat=SEATS[decision.seat], card=card_ref(option.card)),
    )


@step("artemia_step")
def artemia_step(game: Game) -> None:
    artemia = tokens.artemia_places(game)
    if not artemia:
        return
    turn = game.state.turn
    detector = turn.detector
    effects = _card_steps(game, ARTEMIA_EFFECT, turn.hunt_effects, {})
    steps: list[Step] = []
    for seat, idx, place in _figures(game):
        if place not in artemia:
            continue
        if seat not in detector:
            steps.append(("artemia_hit", seat))
            steps += [(name, seat) for name in effects]
        elif resolution_step(game, seat, place) == ARTEMIA_STEP:
            steps.append(("resolve", seat, idx))
    game.push(*steps)


@step("artemia_hit")
def artemia_hit(game: Game, seat: int) -> None:
    game.hook("artemia_hit", seat=seat)
    if "hunt-mutation" in game.state.turn.hunt_effects:
        game.lose_will(seat, 1, card_ref("hunt-mutation"))
    hand = game.state.hunted[seat].hand
    if not hand:
        game.log("artemia", msg("base.reckon.artemia.none", seat=SEATS[seat]))
        return
    options = [make_option(Verb.DISCARD, place=c) for c in hand]
    game.hook("artemia_options", seat=seat, options=options)
    game.ask(
        seat,
        Kind.ARTEMIA_DISCARD,
        options,
        private=True,
        prompt=msg("base.reckon.artemia"),
        public_prompt=msg("base.reckon.artemia.public", seat=SEATS[seat]),
    )


@answers(Kind.ARTEMIA_DISCARD)
def _artemia_discard(game: Game, decision: Decision, option: Option) -> None:
    if not option.place:
        game.hook("artemia_alternative", seat=decision.seat, option=option)
        return
    game.discard_places(decision.seat, [option.place], msg("base.why.artemia_token"))
    game.hook("artemia_discarded", seat=decision.seat, card=option.place)


@step("creature_step")
def creature_step(game: Game) -> None:
    state = game.state
    turn = state.turn
    hunt_places = state.turn.tokens.get(tokens.CREATURE, ())
    clone_places = tokens.target_places(game) if tokens.clone_active(game) else ()
    if not hunt_places and not clone_places:
        return
    extra = 1 if "hunt-fierceness" in turn.hunt_effects else 0
    # Hunted a rule set's card treats as not caught (Rope Line): unlike Dodge,
    # they cannot use the place either.
    spared = turn.extra.get(SPARED, ())
    caught: list[int] = []
    resolving: list[Step] = []
    for seat, idx, place in _figures(game):
        hits = (place in hunt_places) + (place in clone_places)
        if not hits:
            continue
        if seat in turn.dodge:
            game.log("dodge", msg("base.reckon.dodge", seat=SEATS[seat], place=place_ref(place)))
            if resolution_step(game, seat, place) == CREATURE_STEP:
                resolving.append(("resolve", seat, idx))
            continue
        if seat in spared:
            continue
        loss = hits * (1 + game.rules.places[place].caught_extra_will + extra)
        game.lose_will(seat, loss, msg("base.why.caught_on", place=place_ref(place)))
        if seat not in caught:
            caught.append(seat)
    turn.caught = caught
    if caught:
        game.hook("creature_caught", seats=tuple(caught))
        game.stat("catches", len(caught))
        if not turn.extra.get(NO_CATCH_ASSIMILATION):
            game.move_track("assimilation", 1,
                            msg("base.why.creature_caught", seats=seats(caught)))
            if turn.anticipation in caught and state.winner is None:
                game.move_track("assimilation", 1, card_ref("hunt-anticipation"))
    else:
        game.hook("creature_missed")
    if state.winner is None:
        game.push(*resolving)


def will_exhausted(game: Game, seat: int) -> None:
    """A Hunted whose Will a loss in Phase 3 brought to 0 has lost their last
    Will: they recover at the end of the phase (:attr:`RuleSet.will_exhausted`)."""
    turn = game.state.turn
    if turn.phase == 3:
        if seat not in turn.last_will:
            turn.last_will.append(seat)
        game.log("last_will", msg("core.will.last", seat=SEATS[seat]))


@step("last_will")
def last_will(game: Game) -> None:
    state = game.state
    turn = state.turn
    if not turn.last_will:
        return
    # Abilities at this hook run before the recovery (they may take a Hunted off the list).
    game.push(("recover_last_will",))
    game.hook("last_will", seats=tuple(turn.last_will))


@step("recover_last_will")
def recover_last_will(game: Game) -> None:
    state = game.state
    turn = state.turn
    if not turn.last_will:
        return
    refill = 2 if state.config.expert_variant else 3
    for seat in turn.last_will:
        h = state.hunted[seat]
        h.will = refill
        turn.recovering.append(seat)
        game.log("recover", msg("base.reckon.recover", seat=SEATS[seat], n=refill))
        game.take_back(seat, list(h.discard), msg("base.why.lost_last_will"))
    game.hook("recovered", seats=tuple(turn.last_will))
    game.move_track("assimilation", 1, msg("base.why.hunted_lost_last_will"))
