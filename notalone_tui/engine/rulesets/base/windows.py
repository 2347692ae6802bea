"""The public card windows of Phases 2 to 4 (R10) and the private hand they open.

A window is public and shared: the table is asked once whether anyone plays a
card, and sees who may. Opening the hand is the private half, where the
claimant picks a playable card or backs out.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from ...events import Event
from ...messages import SEATS, Msg, msg
from ...options import Decision, Option, Verb, Visibility
from ...options import play as play_option
from ...ruleset import Handlers
from ...state import Step
from . import hunt, survival
from .kinds import Kind

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
_CARD_PICK = Kind.CARD_PICK


#: A window's two answers (the same for every seat and window).
WINDOW_OPTIONS = (Option(Verb.PASS), Option(Verb.OPEN_HAND))
CANCEL = Option(Verb.CANCEL)


@cache
def _table_prompt(phase: int) -> Msg:
    return msg("base.window.table", phase=phase)


def window_seats(game: Game, phase: int) -> list[int]:
    """Who may play a card in this phase's window, from public facts only (R23):
    whoever holds a card and has not reached their limit. The Creature plays its
    Phase 2 cards while it hunts, so Phase 2's window is the Hunted's."""
    state = game.state
    turn = state.turn
    seats: list[int] = []
    if not turn.despair:  # :func:`survival.can_play` for each Hunted, in one pass
        played = turn.survival_played
        hunted = state.hunted
        # A loop, not a comprehension: no frame of its own (Python 3.11).
        for s in state.config.hunted_seats:
            if hunted[s].survival and s not in played:
                seats.append(s)
    # :func:`hunt.can_play`, inline (every window of every turn).
    if phase != 2 and turn.hunt_played < turn.hunt_limit and not turn.hunt_blocked \
            and state.creature.hand:
        seats.insert(0, state.config.creature_seat)
    return seats


@cache
def _question(seat: int, phase: int) -> Decision:
    """``seat``'s question in ``phase``'s window: what :meth:`Game.ask` makes of
    it (public and shared, two options, sorted), the same every time, so made
    once (windows are asked of every seat several times a turn)."""
    prompt = _table_prompt(phase)
    return Decision(seat, Kind.CARD_WINDOW, tuple(sorted(WINDOW_OPTIONS)),
                    Visibility.PUBLIC, prompt, prompt, ("window", seat, phase))


@cache
def _questions(phase: int) -> tuple[Decision, ...]:
    """:func:`_question` of every seat in ``phase``, by seat."""
    return tuple(_question(seat, phase) for seat in range(len(SEATS)))


@step("window")
def window(game: Game, phase: int, only: tuple[int, ...] | None = None) -> None:
    """A public card window (R10): the whole table is asked at once.

    Every seat that may play is asked at the same time (simultaneous decisions);
    the first to claim the window opens their hand and the others' questions are
    withdrawn. A card played reopens the window for everyone; a claim backed out
    of asks again only those who had not answered (``only``); the window closes
    when every seat asked has passed. Holding a card is all a seat needs to be
    asked, whether or not it can be played now, so the question tells nothing.
    """
    seats: Iterable[int] = window_seats(game, phase)
    if only is not None:
        seats = filter(only.__contains__, seats)  # no comprehension's frame
    game.state.pending.extend(map(_questions(phase).__getitem__, seats))


@cache
def _passes(seat: int) -> Msg:
    return msg("base.window.pass", seat=SEATS[seat])


_PASS = Verb.PASS
_CARD_WINDOW = Kind.CARD_WINDOW


@answers(Kind.CARD_WINDOW)
def window_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is _PASS:
        # :meth:`Game.log`, written out: every seat passes at every window.
        state = game.state
        turn = state.turn
        state.log.append(_new(Event, ("pass", _passes(decision[0]), (), turn.number, turn.phase)))
        return
    pending = game.state.pending
    # The claim withdraws the others' questions until the claimant is done (one
    # loop, not two comprehensions: each would run in a frame of its own).
    asked: list[int] = []
    others: list[Decision] = []
    for d in pending:
        if d.kind == _CARD_WINDOW:
            asked.append(d.seat)
        else:
            others.append(d)
    waiting = tuple(asked)
    pending[:] = others
    _, seat, phase = decision.ctx
    if asks_order(game, seat, phase, waiting):
        ask_order(game, seat, phase, waiting)
        return
    open_hand(game, seat, ("window", seat, phase, waiting))


def phase_three_draw(game: Game, seat: int, place: int, cards: tuple[str, ...]) -> None:
    """A Survival card drawn during Phase 3 (the Shelter, the Source) may still be
    played in that phase (R10): the window opens for the Hunted who drew it."""
    if cards and game.state.turn.phase == 3:
        game.push(("window", 3, (seat,)))


#: The Survival cards' context of the base game's windows, made once (see :mod:`.survival`).
_WINDOW_CONTEXTS = {phase: f"window{phase}" for phase in (2, 3, 4)}


def open_hand(game: Game, seat: int, back: Step) -> None:
    """The private half of a public window: the seat's playable cards, or cancel."""
    state = game.state
    if seat == state.creature.seat:
        phase = back[2]
        cards = hunt.playable(game, phase)
    else:
        context = ("resolve" if back[0] == "resolve"
                   else _WINDOW_CONTEXTS.get(back[2]) or f"window{back[2]}")
        cards = survival.playable(game, seat, context, back)
    # Sorted ("cancel" < "play", the cards sorted); every window may open hands:
    # :meth:`Game.ask_private`, positional.
    game.ask_private(seat, _CARD_PICK, (CANCEL, *map(play_option, cards)),
                     _OPEN_HAND_PROMPT, _opens_hand(seat), back)


_OPEN_HAND_PROMPT = msg("base.window.open_hand.prompt")


@cache
def _opens_hand(seat: int) -> Msg:
    return msg("base.window.open_hand.public", seat=SEATS[seat])


_CANCEL = Verb.CANCEL


@answers(Kind.CARD_PICK)
def card_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    back = decision.ctx
    seat = decision.seat
    if option.verb is _CANCEL:
        # Backing out counts as passing, so a window cannot loop forever; at a
        # place, the Hunted chooses again among the place's own options.
        if back[0] == "resolve":
            game.state.agenda.append((*back[:3], False))
        else:
            state = game.state  # :meth:`Game.log`, written out
            turn = state.turn
            state.log.append(_new(Event, ("pass", _passes(seat), (), turn.number, turn.phase)))
            waiting = tuple(filter(seat.__ne__, back[3]))  # no comprehension's frame
            if len(back) > 4:  # the Creature backed out of playing first (R11)
                claimant = back[4]
                open_hand(game, claimant, ("window", claimant, back[2], waiting))
                return
            if waiting:
                if state.pending:  # the window waits its turn
                    state.agenda.append(("window", back[2], waiting))
                else:
                    # What the window step would ask (:func:`window` with ``only``),
                    # asked at once: backing out changed nothing :func:`window_seats`
                    # reads, so every seat still waiting may still play (a test
                    # holds this in every mode), and in the order it gives.
                    state.pending.extend(map(_questions(back[2]).__getitem__, waiting))
        return
    if back[0] == "resolve":
        survival.play(game, seat, option.card, "resolve", back)
        return
    # A card played reopens the window for everyone, once it has resolved.
    game.push(("window", back[2]))
    if seat == game.state.creature.seat:
        hunt.play(game, option.card)
    else:
        survival.play(game, seat, option.card, f"window{back[2]}")


# ------------------------------------------------------------ R11: who plays first
#: The pairs of cards whose order changes the outcome when both are played in the
#: same phase's window (R11, listed in ``assets/rules.md``): phase -> (Hunt card,
#: Survival card) pairs. The base game declares its own below; a rule set that
#: adds cards declares its pairs with :func:`declare_conflicts`. A pair counts in
#: a game only when both its cards are in that game's decks.
CONFLICTS: dict[int, set[tuple[str, str]]] = {}


def declare_conflicts(phase: int, pairs: Iterable[tuple[str, str]]) -> None:
    """Add ``(Hunt card, Survival card)`` pairs that conflict in ``phase``'s window."""
    CONFLICTS.setdefault(phase, set()).update(pairs)


declare_conflicts(3, (
    ("hunt-detour", "survival-wrong-track"),
    ("hunt-detour", "survival-hologram"),
    ("hunt-detour", "survival-dodge"),
    ("hunt-detour", "survival-detector"),
))


def conflicts(game: Game, phase: int) -> bool:
    """Whether two cards of this game's decks may conflict in ``phase``'s window:
    a fact of the rule set, the same whatever anyone holds."""
    rules = game.rules
    hunt_cards = rules.hunt_cards
    survival_cards = rules.survival_cards
    for h, s in CONFLICTS.get(phase, ()):  # noqa: SIM110 (a loop: no generator's frame)
        if h in hunt_cards and s in survival_cards:
            return True
    return False


def asks_order(game: Game, seat: int, phase: int, waiting: tuple[int, ...]) -> bool:
    """Whether a Hunted's claim of ``phase``'s window first asks the Creature who
    plays first (R11): the Creature was still asked in this window (it has not
    passed, and by public facts it may still play) and a pair of the game's cards
    conflicts in this phase. Public facts only (R21, R23): asking only when the
    Creature holds a conflicting card would tell the table that it does."""
    creature = game.state.creature.seat
    return seat != creature and creature in waiting and conflicts(game, phase)


@cache
def _order_prompt(seat: int) -> Msg:
    return msg("base.order.prompt", seat=SEATS[seat])


def ask_order(game: Game, seat: int, phase: int, waiting: tuple[int, ...]) -> None:
    """The Creature's public decision (R11): let the claiming Hunted ``seat``
    play first, or play first itself (its hand opens in private)."""
    creature = game.state.creature.seat
    prompt = _order_prompt(seat)
    game.ask(creature, Kind.CONFLICT_ORDER,
             (Option(Verb.PASS, seat=seat), Option(Verb.OPEN_HAND, seat=creature)),
             private=False, prompt=prompt, public_prompt=prompt,
             ctx=("order", seat, phase, waiting), auto=False)


@answers(Kind.CONFLICT_ORDER)
def order_answer(game: Game, decision: Decision, option: Option) -> None:
    """The Hunted's hand opens, or the Creature's; backing out of the Creature's
    returns to the Hunted's claim (:func:`card_pick_answer`)."""
    _, seat, phase, waiting = decision.ctx
    creature = decision.seat
    names = {"creature": SEATS[creature], "seat": SEATS[seat]}
    if option.verb is Verb.PASS:
        game.log("order", msg("base.order.them_first", **names))
        open_hand(game, seat, ("window", seat, phase, waiting))
    else:
        game.log("order", msg("base.order.me_first", **names))
        open_hand(game, creature, ("window", creature, phase, waiting, seat))
