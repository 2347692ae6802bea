"""The Sanctuary Survival cards (``cards-designed.md`` section 3.8), designed for
this edition: 10 of the 15 (Sanctuary Walls, Rescue Line, Search Party,
Evacuation and Bulwark act on rescuing and fortifying and live with those).

Each card is its printed facts (``cards.SURVIVAL_CARDS``) with its playability
check and effect attached; the rule set adds them to the base deck
(:data:`CARDS`), gathers the steps and answers (``handlers``), the public turn
keys (:data:`PUBLIC_EXTRA`), the event kinds its seat must see at once
(:data:`URGENT`) and the words of their options (:func:`describe`).

Playability reads public facts only (R23): the Survivor pile's size, the
Creature's Evolution hand size, DNA and developed cards, the tokens. Where a
card shows a secret, the look goes to its player's private screen alone (C11):
Field Notes names the Creature's Evolution cards in a private log line and a
private decision; the table learns only that a look happened.

Safe Passage is played in the Phase-5 window, which comes before the Sanctuary
token moves; its player chooses the move at once (stay, 1 or 2 steps), so it
is set before Teodor Blaise adds his step and before Burrower, as the design
orders Hunted effects first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...messages import cards as card_refs
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Card, CardEffect, Handlers, Hook, Playable, attach
from . import dna, evolutions, sanctuary_token, survivors
from .cards import EVOLUTIONS, SURVIVAL_CARDS
from .hunt_cards import ask_token_move
from .state import board, cards, full, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

Back = tuple[Any, ...]

MAP_OF_SANCTUARY = "sanctuary-survival-map-of-sanctuary"
RADIO_CONTACT = "sanctuary-survival-radio-contact"
FIELD_NOTES = "sanctuary-survival-field-notes"
BARTER = "sanctuary-survival-barter"
SUPPRESSANT = "sanctuary-survival-suppressant"
DIVERSION = "sanctuary-survival-diversion"
SANCTUARY_WALLS = "sanctuary-survival-sanctuary-walls"
RESCUE_LINE = "sanctuary-survival-rescue-line"
SEARCH_PARTY = "sanctuary-survival-search-party"
EVACUATION = "sanctuary-survival-evacuation"
BULWARK = "sanctuary-survival-bulwark"
ACID_FLASK = "sanctuary-survival-acid-flask"
GENE_DISRUPTOR = "sanctuary-survival-gene-disruptor"
RALLY = "sanctuary-survival-rally"
SAFE_PASSAGE = "sanctuary-survival-safe-passage"

#: The cards another module implements (the rescue cards'), left out of :data:`CARDS`.
ELSEWHERE = frozenset({SANCTUARY_WALLS, RESCUE_LINE, SEARCH_PARTY, EVACUATION, BULWARK})

#: Decision kinds.
FIELD_NOTES_PICK = "sa_field_notes"
BARTER_SURVIVOR = "sa_barter_survivor"
BARTER_TAKE = "sa_barter_take"
SUPPRESS_PICK = "sa_suppressant"
DIVERSION_MOVE = "sa_diversion"
ACID_PICK = "sa_acid_flask"
RALLY_OTHER = "sa_rally_other"
RALLY_PICK = "sa_rally_pick"
SAFE_PASSAGE_PICK = "sa_safe_passage"
#: The step of one Hunted's Rally take-back.
RALLY_OWN = "sa_rally_own"
#: The event kind of Field Notes' look: private news its player sees at once.
LOOK = "sa_field_notes_look"

#: Barter takes back up to this many Place cards; Gene Disruptor discards this much DNA;
#: Safe Passage moves the token at most this far.
BARTER_MAX = 3
DISRUPT = 2
PASSAGE_MAX = 2

handlers = Handlers()
HOOKS: tuple[tuple[str, Hook], ...] = ()
PUBLIC_EXTRA: frozenset[str] = frozenset({evolutions.SUPPRESSED})
URGENT: frozenset[str] = frozenset({LOOK})


def _log(game: Game, key: str, **args: Any) -> None:
    game.log("sa_survival", msg(key, **args))


# ------------------------------------------------------- Map of Sanctuary
def _map(game: Game, seat: int, back: Back) -> None:
    state = game.state
    to = sanctuary_token.next_place(state, sanctuary_token.position(state))
    sanctuary_token.move(game, to, CardRef(MAP_OF_SANCTUARY))


# ---------------------------------------------------------- Radio Contact
def _radio_contact(game: Game, seat: int, back: Back) -> None:
    survivors.draw(game, seat, CardRef(RADIO_CONTACT))


# ------------------------------------------------------------ Field Notes
def _field_notes(game: Game, seat: int, back: Back) -> None:
    state = game.state
    hand = sorted(cards(state).hand)
    card = CardRef(FIELD_NOTES)
    game.log(LOOK, msg("sa.survival.field_notes.look", seat=SEATS[seat], n=len(hand), card=card),
             {seat: msg("sa.survival.field_notes.seen", cards=card_refs(hand), card=card)})
    game.ask(seat, FIELD_NOTES_PICK, [Option(Verb.CHOOSE, card=c) for c in sorted(set(hand))],
             private=True, prompt=msg("sa.survival.field_notes.prompt", card=card),
             public_prompt=msg("sa.survival.field_notes.public", seat=SEATS[seat], card=card))


@handlers.answer(FIELD_NOTES_PICK)
def _field_notes_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    c = cards(state)
    c.hand.remove(option.card)
    # Piles are lists whose last item is the top card: the bottom is index 0.
    c.piles[EVOLUTIONS[option.card].level].insert(0, option.card)
    seat = decision.seat
    sent = msg("sa.survival.field_notes.sent", card=CardRef(option.card))
    game.log(LOOK, msg("sa.survival.field_notes.done", seat=SEATS[seat], n=len(c.hand),
                       card=CardRef(FIELD_NOTES)),
             {seat: sent, state.config.creature_seat: sent})


# ----------------------------------------------------------------- Barter
def _barter(game: Game, seat: int, back: Back) -> None:
    held = survivors.held(game.state, seat)
    game.ask(seat, BARTER_SURVIVOR, [Option(Verb.DISCARD, card=c) for c in sorted(set(held))],
             private=True, prompt=msg("sa.survival.barter.prompt", card=CardRef(BARTER)),
             public_prompt=msg("sa.survival.barter.public", seat=SEATS[seat],
                               card=CardRef(BARTER)))


@handlers.answer(BARTER_SURVIVOR)
def _barter_survivor(game: Game, decision: Decision, option: Option) -> None:
    survivors.discard(game, decision.seat, [option.card], CardRef(BARTER))
    game.push((BARTER_TAKE, decision.seat, BARTER_MAX))


@handlers.step(BARTER_TAKE)
def barter_take(game: Game, seat: int, left: int) -> None:
    """One card at a time; after the first the player may stop (up to 3; with
    fewer in the discard pile, all of them)."""
    discard = game.state.hunted[seat].discard
    if left <= 0 or not discard:
        return
    options = [take_back(c) for c in sorted(set(discard))]
    if left < BARTER_MAX:
        options.append(PASS)
    game.ask(seat, BARTER_TAKE, options, private=True,
             prompt=msg("sa.survival.barter.take", card=CardRef(BARTER), n=left),
             public_prompt=msg("sa.survival.barter.take.public", seat=SEATS[seat],
                               card=CardRef(BARTER)),
             ctx=(left,))


@handlers.answer(BARTER_TAKE)
def _barter_take_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    game.take_back(decision.seat, [option.place], CardRef(BARTER))
    game.push((BARTER_TAKE, decision.seat, decision.ctx[0] - 1))


# ------------------------------------------------------------ Suppressant
def _suppressible(game: Game) -> list[str]:
    off = game.state.turn.extra.get(evolutions.SUPPRESSED, ())
    return [c for c in board(game.state).developed_ids() if c not in off]


def _suppressant(game: Game, seat: int, back: Back) -> None:
    game.ask(seat, SUPPRESS_PICK, [Option(Verb.CHOOSE, card=c) for c in _suppressible(game)],
             private=False, prompt=msg("sa.survival.suppressant.prompt", card=CardRef(SUPPRESSANT)))


@handlers.answer(SUPPRESS_PICK)
def _suppressed(game: Game, decision: Decision, option: Option) -> None:
    extra = game.state.turn.extra
    extra[evolutions.SUPPRESSED] = (*extra.get(evolutions.SUPPRESSED, ()), option.card)
    _log(game, "sa.survival.suppressant", seat=SEATS[decision.seat], card=CardRef(option.card),
         why=CardRef(SUPPRESSANT))


# -------------------------------------------------------------- Diversion
def _diversion_ok(game: Game, seat: int, back: Back) -> bool:
    where = sanctuary_token.position(game.state)
    return full(game.state) and any(where in covered
                                    for covered in game.state.turn.tokens.values())


def _diversion(game: Game, seat: int, back: Back) -> None:
    ask_token_move(game, seat, DIVERSION_MOVE, DIVERSION)


@handlers.answer(DIVERSION_MOVE)
def _diverted(game: Game, decision: Decision, option: Option) -> None:
    sanctuary_token.move(game, option.place, CardRef(DIVERSION))


# -------------------------------------------------------------- Acid Flask
def _level_one(game: Game) -> list[str]:
    return [c for c in board(game.state).developed_ids() if EVOLUTIONS[c].level == 1]


def _acid_flask_ok(game: Game, seat: int, back: Back) -> bool:
    return evolutions.can_lose(game.state) and bool(_level_one(game))


def _acid_flask(game: Game, seat: int, back: Back) -> None:
    game.ask(seat, ACID_PICK, [Option(Verb.DISCARD, card=c) for c in _level_one(game)],
             private=False, prompt=msg("sa.survival.acid_flask.prompt", card=CardRef(ACID_FLASK)))


@handlers.answer(ACID_PICK)
def _acid_answer(game: Game, decision: Decision, option: Option) -> None:
    evolutions.discard_developed(game, option.card, CardRef(ACID_FLASK))


# ---------------------------------------------------------- Gene Disruptor
def _gene_disruptor(game: Game, seat: int, back: Back) -> None:
    dna.discard(game, DISRUPT, CardRef(GENE_DISRUPTOR))


# ------------------------------------------------------------------- Rally
def _rally_others(game: Game, seat: int) -> list[int]:
    hunted = game.state.hunted
    return [s for s in game.hunted_order if s != seat and hunted[s].discard]


def _rally(game: Game, seat: int, back: Back) -> None:
    game.push((RALLY_OWN, seat), (RALLY_OTHER, seat))


@handlers.step(RALLY_OWN)
def rally_own(game: Game, seat: int) -> None:
    """One Hunted's part: 1 card of their own choice from their discard pile."""
    discard = game.state.hunted[seat].discard
    if not discard:
        _log(game, "sa.survival.rally.none", seat=SEATS[seat], card=CardRef(RALLY))
        return
    game.ask(seat, RALLY_PICK, [take_back(c) for c in sorted(set(discard))], private=False,
             prompt=msg("sa.survival.rally.pick", card=CardRef(RALLY)))


@handlers.step(RALLY_OTHER)
def rally_other(game: Game, seat: int) -> None:
    """The player names another Hunted whose discard pile holds a card, if anyone."""
    others = _rally_others(game, seat)
    if others:
        game.ask(seat, RALLY_OTHER, [Option(Verb.TARGET, seat=s) for s in others],
                 private=False, prompt=msg("sa.survival.rally.prompt", card=CardRef(RALLY)))


@handlers.answer(RALLY_OTHER)
def _rally_other_answer(game: Game, decision: Decision, option: Option) -> None:
    game.push((RALLY_OWN, option.seat))


@handlers.answer(RALLY_PICK)
def _rally_pick(game: Game, decision: Decision, option: Option) -> None:
    game.take_back(decision.seat, [option.place], CardRef(RALLY))


# ------------------------------------------------------------ Safe Passage
def _before_the_move(game: Game, seat: int, back: Back) -> bool:
    """In Phase 5, before the Sanctuary token has moved."""
    return full(game.state) and ("sa_move",) in game.state.agenda


def _safe_passage(game: Game, seat: int, back: Back) -> None:
    game.ask(seat, SAFE_PASSAGE_PICK,
             [Option(Verb.CHOOSE, n=k) for k in range(PASSAGE_MAX + 1)], private=False,
             prompt=msg("sa.survival.safe_passage.prompt", card=CardRef(SAFE_PASSAGE)))


@handlers.answer(SAFE_PASSAGE_PICK)
def _safe_passage_answer(game: Game, decision: Decision, option: Option) -> None:
    turn(game.state).move_steps = option.n
    _log(game, "sa.survival.safe_passage", seat=SEATS[decision.seat], n=option.n,
         card=CardRef(SAFE_PASSAGE))


# ---------------------------------------------------------------- the cards
PLAYABLE: dict[str, Playable] = {
    MAP_OF_SANCTUARY: lambda g, s, b: full(g.state),
    RADIO_CONTACT: lambda g, s, b: survivors.pile_size(g.state) > 0,
    FIELD_NOTES: lambda g, s, b: bool(cards(g.state).hand),
    BARTER: lambda g, s, b: survivors.held_count(g.state, s) > 0,
    SUPPRESSANT: lambda g, s, b: bool(_suppressible(g)),
    DIVERSION: _diversion_ok,
    ACID_FLASK: _acid_flask_ok,
    GENE_DISRUPTOR: lambda g, s, b: dna.can_discard(g.state),
    RALLY: lambda g, s, b: turn(g.state).advanced > 0,
    SAFE_PASSAGE: _before_the_move,
}

EFFECTS: dict[str, CardEffect] = {
    MAP_OF_SANCTUARY: _map,
    RADIO_CONTACT: _radio_contact,
    FIELD_NOTES: _field_notes,
    BARTER: _barter,
    SUPPRESSANT: _suppressant,
    DIVERSION: _diversion,
    ACID_FLASK: _acid_flask,
    GENE_DISRUPTOR: _gene_disruptor,
    RALLY: _rally,
    SAFE_PASSAGE: _safe_passage,
}

CARDS: dict[str, Card] = attach(
    {k: c for k, c in SURVIVAL_CARDS.items() if k not in ELSEWHERE}, PLAYABLE, EFFECTS
)


# ----------------------------------------------------------------- wording
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    """What this module's options do, where the base game's words would not say it."""
    if kind == DIVERSION_MOVE:
        return msg("sa.option.token_to", place=PlaceRef(option.place))
    if kind == FIELD_NOTES_PICK:
        return msg("sa.option.field_notes", card=CardRef(option.card))
    if kind == SUPPRESS_PICK:
        return msg("sa.option.suppress", card=CardRef(option.card))
    if kind == SAFE_PASSAGE_PICK:
        if not option.n:
            return msg("sa.option.safe_passage.stay")
        return msg("sa.option.safe_passage", n=option.n)
    if kind == BARTER_TAKE and option.verb is Verb.PASS:
        return msg("sa.option.barter_stop")
    return None


__all__ = ["CARDS", "HOOKS", "PUBLIC_EXTRA", "URGENT", "describe", "handlers"]
