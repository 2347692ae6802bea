"""The shape of a turn: the four phases as declared data, Phase 1 exploration,
Phase 2 hunting, the reveal and the end of the turn.

A turn walks the rule set's phases (``PHASES`` here for the base game), each a
list of steps laid out for this turn, so that an expansion adds a phase or a
step without a rewrite. The card windows live in :mod:`.windows` and Phase 3's
resolution in :mod:`.reckoning`.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from ...events import Event
from ...messages import SEATS, Arg, Msg, PhaseRef, PlaceRef, TokenRef, msg, place_ref, places
from ...options import PASS, Decision, Option, Verb, make_option, take_back, token
from ...options import play as play_option
from ...ruleset import EventKinds, Handlers, Phase
from ...state import Step
from . import hunt, survival
from .kinds import Kind
from .tokens import ARTEMIA, CREATURE, TARGET

if TYPE_CHECKING:
    from ...game import Game

#: Hunt cards the Creature holds after refilling (R9).
HAND_SIZE = 3
#: ``turn.extra`` key a rule set's card sets to forbid Resisting this turn (Frozen
#: Lands' Glacial Pace); Giving Up stays allowed.
NO_RESIST = "no_resist"

#: Events are made with ``tuple.__new__``, as :meth:`Game.log` makes them.
_new = tuple.__new__

handlers = Handlers()
step = handlers.step
answers = handlers.answer

# A member of an enumeration read from its class runs ``EnumType.__getattr__``'s
# machinery (about twenty times a plain name's cost): the kinds asked at every
# turn are read once, here.
_CREATURE_WINDOW, _EXPLORE_KIND, _HUNT, _RIVER = (
    Kind.CREATURE_WINDOW, Kind.EXPLORE, Kind.HUNT, Kind.RIVER)


def _exploration(game: Game) -> list[Step]:
    return [("creature_window",), *map(_explores, game.state.config.hunted_seats)]


@cache
def _explores(seat: int) -> Step:
    return ("explore", seat)


def _hunting(game: Game) -> list[Step]:
    state = game.state
    hunted = state.hunted
    # The River's pick (R12) only for a Hunted whose exploration laid two cards for
    # it: their ``needs``, set at the start of the turn, before its phases are laid out.
    return [("hunt",), ("window", 2),
            *[("river", s) for s in state.config.hunted_seats if hunted[s].needs == "river"]]


def _reckoning(game: Game) -> list[Step]:
    return [
        ("reveal",),
        ("window", 3),
        ("reckon",),
    ]


def _end_of_turn(game: Game) -> list[Step]:
    return [
        ("window", 4),
        ("cleanup",),
        ("refill",),
        ("rescue_move",),
    ]


PHASES: tuple[Phase, ...] = (
    Phase(1, "Exploration", _exploration),
    Phase(2, "Hunting", _hunting),
    Phase(3, "Reckoning", _reckoning),
    Phase(4, "End of turn", _end_of_turn),
)


@step("turn_start")
def turn_start(game: Game) -> None:
    state = game.state
    number = state.turn.number + 1
    turn = game.rules.turn_state(number=number)
    turn.hunt_limit = state.next_hunt_limit
    state.turn = turn
    state.next_hunt_limit = 1
    for h in state.hunted.values():
        h.needs, h.next_needs = h.next_needs, ""
    game.log("turn", msg("base.turn.begins", number=number))
    # The turn's steps, last first: :meth:`Game.push` written out.
    steps: list[Step] = []
    for phase in game.rules.phases:
        steps.append(("phase", phase.number))
        steps.extend(phase.steps(game))
    steps.append(("turn_start",))
    steps.reverse()
    state.agenda.extend(steps)


@step("phase")
def phase_start(game: Game, phase: int) -> None:
    state = game.state
    turn = state.turn
    turn.phase = phase
    # :meth:`Game.log`, written out: four times a turn, every turn.
    state.log.append(_new(Event, ("phase", _phase_begins(phase), (), turn.number, phase)))


@cache
def _phase_begins(phase: int) -> Msg:
    return msg("base.turn.phase", number=phase, phase=PhaseRef(phase))


# ------------------------------------------------------------------ phase 1
@step("creature_window")
def creature_window(game: Game) -> None:
    """R8: offered every turn so that its presence tells the Hunted nothing."""
    state = game.state
    options = [PASS]  # then the cards: sorted ("pass" < "play"), asking need not sort
    if hunt.can_play(game):
        options += map(play_option, hunt.playable(game, 1))
    game.ask_private(state.creature.seat, _CREATURE_WINDOW, options,
                     CREATURE_WINDOW_PROMPT, CREATURE_WINDOW_PUBLIC)


# Asked every turn, with the same words every time: made once (as the options).
CREATURE_WINDOW_PROMPT = msg("base.creature_window.prompt")
CREATURE_WINDOW_PUBLIC = msg("base.creature_window.public")


@answers(Kind.CREATURE_WINDOW)
def creature_window_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PLAY:
        game.push(("creature_window",))
        hunt.play(game, option.card)


@step("explore")
def explore(game: Game, seat: int) -> None:
    state = game.state
    h = state.hunted[seat]
    turn = state.turn
    blocked = turn.force_field  # :func:`explorable` and :func:`explore_count`, inline
    cards = tuple([c for c in h.hand if c not in blocked]) if blocked else tuple(h.hand)
    laid = _lay_pairs(cards) if h.needs else _lay_singles(cards)
    # Built in sorted order (lay, give up, play, resist), so asking need not sort.
    options = list(laid)
    resists: tuple[Option, ...] = ()
    give_up = False
    if seat not in turn.prepared:
        if h.discard and not turn.extra.get(NO_RESIST):
            resists = RESISTS[min(max(h.will, 0), 3)]
        give_up = h.will < 3 or bool(h.discard)
    if give_up or not laid:
        # Without cards that may be laid (Resisting or Sacrifice left too few, e.g.
        # under Force Field), giving up is the way to get a Place card back.
        options.append(GIVE_UP)
    # :func:`survival.can_play`, inline (every Hunted, every turn); holding none comes first.
    if h.survival and not turn.despair and seat not in turn.survival_played:
        options += map(play_option, survival.playable(game, seat, "explore"))
    options += resists
    prompt = EXPLORE_PROMPTS.get(h.needs, EXPLORE_PROMPT)
    if "explore_options" in game.rules.hooks:
        game.hook("explore_options", seat=seat, options=options)
        # An ability may have added any option: asking sorts them.
        game.ask(seat, _EXPLORE_KIND, options, private=True, prompt=prompt,
                 public_prompt=_explore_public(seat), auto=False)
        return
    # Asked of every Hunted every turn: :meth:`Game.ask_private`, positional.
    game.ask_private(seat, _EXPLORE_KIND, options, prompt, _explore_public(seat))


# Exploring is asked of every Hunted every turn: its options and prompts are
# made once and shared (options and messages are immutable).
RESIST = {n: Option(Verb.RESIST, n=n) for n in (1, 2)}
#: Will -> the ways to resist with it (losing less Will than one has).
RESISTS = {will: tuple(RESIST[n] for n in (1, 2) if will > n) for will in range(4)}
GIVE_UP = Option(Verb.GIVE_UP)
EXPLORE_PROMPT = msg("base.explore.prompt")
EXPLORE_PROMPTS = {
    # The place that gave two cards (a rule set may put another place there).
    "river": msg("base.explore.prompt.river", place=PlaceRef(3)),
    "artefact": msg("base.explore.prompt.artefact", place=PlaceRef(10)),
}
#: The Reckoning's results stop the table; Phobia's peek reaches its seat at once.
EVENT_KINDS = EventKinds(
    review=frozenset({
        "reveal", "detour", "token_move", "cataclysm", "will", "last_will", "assimilation",
        "recover", "dodge", "toxin", "artemia",
    }),
    quiet=frozenset({"pass", "phase"}),
    urgent=frozenset({"phobia_reveal"}),
)
#: What a Hunted's ``needs`` mark means, for the table.
NEEDS_NOTES = {
    "river": msg("base.needs.river"),
    "artefact": msg("base.needs.artefact"),
}


# The ways to lay Place cards from a hand, one card or two, sorted: made once per
# hand (every Hunted explores every turn; one argument, so the hand is the cache key).
@cache
def _lay_singles(cards: tuple[int, ...]) -> tuple[Option, ...]:
    return tuple(sorted(map(_lay_one, cards)))


@cache
def _lay_pairs(cards: tuple[int, ...]) -> tuple[Option, ...]:
    return tuple(sorted(map(_lay, combinations(cards, 2))))


@cache
def _lay(cards: tuple[int, ...]) -> Option:
    return Option(Verb.EXPLORE, places=cards)


@cache
def _lay_one(card: int) -> Option:
    return _lay((card,))


@cache
def _lays(seat: int, count: int) -> Msg:
    return msg("base.explore.lay", seat=SEATS[seat], n=count)


@cache
def _lays_private(cards: tuple[int, ...]) -> Msg:
    return msg("base.explore.lay.private", places=places(cards))


@cache
def _lays_secret(seat: int, cards: tuple[int, ...]) -> tuple[tuple[int, Msg], ...]:
    """The private part of the event of laying ``cards``, for the seat that laid them."""
    return ((seat, _lays_private(cards)),)


@cache
def _explore_public(seat: int) -> Msg:
    return msg("base.explore.public", seat=SEATS[seat])


_EXPLORE = Verb.EXPLORE
_RESIST_PICK = Kind.RESIST_PICK.value
_RESISTING = msg("base.why.resisting")
_GIVING_UP = msg("base.why.giving_up")


@answers(Kind.EXPLORE)
def explore_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    seat = decision.seat
    h = state.hunted[seat]
    verb = option.verb
    if verb is _EXPLORE:
        laid = option.places
        for card in laid:
            h.hand.remove(card)
            h.played.append(card)
        # :meth:`Game.log`, written out (every Hunted, every turn): the event's
        # messages, private one included, are made once per seat and cards.
        turn = state.turn
        state.log.append(_new(Event, ("explore", _lays(seat, len(laid)),
                                      _lays_secret(seat, laid), turn.number, turn.phase)))
        return
    state.agenda.append(("explore", seat))
    if verb is Verb.RESIST:
        state.turn.prepared.append(seat)
        h.will -= option.n
        count = min(2 * option.n, len(h.discard))
        game.log("resist", msg("base.explore.resist", seat=SEATS[seat], n=option.n, count=count))
        if "resisted" in game.rules.hooks:
            game.hook("resisted", seat=seat, will_lost=option.n, cards=count)
        state.agenda.append(("pick_back", seat, count, _RESIST_PICK, _RESISTING))
    elif verb is Verb.GIVE_UP:
        state.turn.prepared.append(seat)
        h.will = 3
        game.log("give_up", msg("base.explore.give_up", seat=SEATS[seat]))
        game.take_back(seat, list(h.discard), _GIVING_UP)
        if "gave_up" in game.rules.hooks:
            game.hook("gave_up", seat=seat)
        game.move_track("assimilation", 1, msg("base.why.gave_up", seat=SEATS[seat]))
    elif verb is Verb.PLAY:
        survival.play(game, seat, option.card, "explore")
    else:
        game.hook("explore_alternative", seat=seat, option=option)


@step("pick_back")
def pick_back(game: Game, seat: int, count: int, kind: str, why: Arg) -> None:
    """Take back ``count`` discarded Place cards of the seat's choice, one at a time;
    ``why`` (a message or a card reference) is the reason the take-back logs."""
    h = game.state.hunted[seat]
    if count <= 0 or not h.discard:
        return
    game.ask(
        seat,
        _KINDS.get(kind) or Kind(kind),  # ``Kind(kind)``, without the enumeration's call
        list(map(take_back, h.discard)),  # no comprehension's frame
        private=True,
        prompt=_pick_back_prompt(count),
        public_prompt=_picks_back(seat),
        ctx=(count, why),
    )


_KINDS = {k.value: k for k in Kind}


@cache
def _pick_back_prompt(count: int) -> Msg:
    return msg("base.pick_back.prompt", n=count)


@cache
def _picks_back(seat: int) -> Msg:
    return msg("base.pick_back.public", seat=SEATS[seat])


def _pick_back_answer(game: Game, decision: Decision, option: Option) -> None:
    count, why = decision.ctx
    game.take_back(decision.seat, [option.place], why)
    if count > 1:  # the step would take nothing back otherwise
        game.state.agenda.append(("pick_back", decision.seat, count - 1, str(decision.kind), why))


answers(Kind.RESIST_PICK, Kind.SIXTH_SENSE_PICK)(_pick_back_answer)


# ------------------------------------------------------------------ phase 2
def artemia_available(game: Game) -> bool:
    """The Rescue counter on an Artemia symbol, or a Hunt card with the symbol (R5)."""
    state = game.state
    rescue = game.rules.track("rescue")
    on_symbol = state.left("rescue") in rescue.symbols[state.config.board_side]
    return on_symbol or state.turn.artemia_granted


def token_options(game: Game) -> list[Option]:
    """The ways to lay the Hunt tokens not yet laid, sorted (by token, then places)."""
    turn = game.state.turn
    tokens = turn.tokens
    options: list[Option] = []
    singles = _singles(game.rules.place_numbers)
    pairs = game.rules.adjacent_pairs
    # In the tokens' sorted order: artemia, creature, target.
    if ARTEMIA not in tokens and artemia_available(game):
        shapes = pairs if "hunt-virus" in turn.hunt_effects else singles
        options += _token_options(ARTEMIA, shapes)
    if CREATURE not in tokens:
        options += _token_options(CREATURE, singles)
    if TARGET not in tokens and turn.target_cards:
        shapes = pairs if "hunt-mirage" in turn.hunt_effects else singles
        options += _token_options(TARGET, shapes)
    return options


# The Creature hunts several times a turn, every turn, on the rule set's fixed
# places: the ways to lay each token are made once per rule set's places.
@cache
def _singles(numbers: tuple[int, ...]) -> tuple[tuple[int], ...]:
    return tuple((p,) for p in numbers)


@cache
def _token_options(token_id: str, shapes: tuple[tuple[int, ...], ...]) -> tuple[Option, ...]:
    return tuple(sorted(token(token_id, p) for p in shapes))


@step("hunt")
def hunting(game: Game) -> None:
    state = game.state
    turn = state.turn
    # Built in sorted order (done, play, token), so asking need not sort.
    options = [DONE] if CREATURE in turn.tokens else []
    if hunt.can_play(game):
        options += map(play_option, hunt.playable(game, 2))
    options += token_options(game)
    # Several times a turn: :meth:`Game.ask_private`, positional.
    game.ask_private(state.creature.seat, _HUNT, options, HUNTING_PROMPT, HUNTING_PUBLIC)


@cache
def _hunting_done(seat: int) -> Msg:
    return msg("base.hunting.done", seat=SEATS[seat])


DONE = Option(Verb.DONE)
_DONE, _TOKEN = Verb.DONE, Verb.TOKEN
HUNTING_PROMPT = msg("base.hunting.prompt")
HUNTING_PUBLIC = msg("base.hunting.public")


@answers(Kind.HUNT)
def hunting_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is _DONE:
        state = game.state  # :meth:`Game.log`, written out (every turn)
        turn = state.turn
        state.log.append(_new(Event, ("hunt_done", _hunting_done(decision[0]), (),
                                      turn.number, turn.phase)))
        return
    game.state.agenda.append(("hunt",))
    if option.verb is _TOKEN:
        place_token(game, option.card, option.places)
    else:
        hunt.play(game, option.card)


def place_token(game: Game, token: str, where: tuple[int, ...]) -> None:
    state = game.state
    turn = state.turn
    turn.tokens[token] = where
    # :meth:`Game.log`, written out, its message made once per token and places
    # (the Creature lays three tokens a turn).
    state.log.append(_new(Event, ("token", _lays_token(token, where), (),
                                  turn.number, turn.phase)))


@cache
def _lays_token(token: str, where: tuple[int, ...]) -> Msg:
    return msg("base.hunting.token", token=TokenRef(token), places=places(where))


@step("river")
def river(game: Game, seat: int) -> None:
    """R12: after the tokens are placed the River's Hunted picks the card revealed."""
    h = game.state.hunted[seat]
    if h.needs != "river" or len(h.played) != 2:
        return
    game.ask(
        seat,
        _RIVER,
        [make_option(Verb.CHOOSE, place=c) for c in h.played],
        private=True,
        prompt=msg("base.river_pick.prompt", place=place_ref(3)),
        public_prompt=msg("base.river_pick.public", seat=SEATS[seat], place=place_ref(3)),
    )


@answers(Kind.RIVER)
def river_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    h = game.state.hunted[seat]
    other = next(c for c in h.played if c != option.place)
    h.played.remove(other)
    h.hand.append(other)
    h.hand.sort()
    kept = PlaceRef(option.place)
    game.log(
        "river",
        msg("base.river_pick.done", seat=SEATS[seat]),
        {seat: msg("base.river_pick.done.private", kept=kept, other=PlaceRef(other))},
    )


# ------------------------------------------------------------------ phase 3
@step("reveal")
def reveal(game: Game) -> None:
    state = game.state
    turn = state.turn
    turn.revealed = True
    number = turn.number
    phase = turn.phase
    log = state.log
    for seat in state.config.hunted_seats:
        played = state.hunted[seat].played
        turn.positions[seat] = list(played)
        # :meth:`Game.log`, written out (every Hunted, every turn).
        log.append(_new(Event, ("reveal", _reveals(seat, tuple(played)), (), number, phase)))


@cache
def _reveals(seat: int, played: tuple[int, ...]) -> Msg:
    """Made once per seat and cards (every Hunted reveals every turn)."""
    return msg("base.reveal", seat=SEATS[seat], places=places(played))


# ------------------------------------------------------------------ phase 4
@step("cleanup")
def cleanup(game: Game) -> None:
    state = game.state
    turn = state.turn
    hunted = state.hunted
    returns = turn.returning
    for seat in state.config.hunted_seats:
        h = hunted[seat]
        returning = returns.get(seat) if returns else None
        if returning:
            for card in h.played:
                if card in returning:
                    h.hand.append(card)
                else:
                    h.discard.append(card)
        else:  # none comes back to hand (most turns): all to the discard pile, in order
            h.discard += h.played
        h.played = []
        if seat in turn.recovering:
            h.hand.extend(h.discard)
            h.discard = []
            game.log("recover", msg("base.cleanup.recover", seat=SEATS[seat]))
        h.hand.sort()
    state.hunt_discard.extend(state.creature.in_play)
    state.creature.in_play = []
    turn.tokens = {}
    turn.positions = {}
    game.log("cleanup", _CLEANED_UP)


_CLEANED_UP = msg("base.cleanup.done")


@step("refill")
def refill(game: Game) -> None:
    missing = HAND_SIZE - len(game.state.creature.hand)
    drawn = game.draw_hunt(missing) if missing > 0 else []
    if "creature_refilled" in game.rules.hooks:
        game.hook("creature_refilled", cards=tuple(drawn))


@step("rescue_move")
def rescue_move(game: Game) -> None:
    if game.state.turn.stasis:
        game.log("stasis", msg("base.turn.stasis"))
        return
    game.move_track("rescue", 1, _END_OF_TURN)


_END_OF_TURN = msg("base.why.end_of_turn")
