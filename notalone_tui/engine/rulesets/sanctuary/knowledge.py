"""What a seat may know of Sanctuary's secret cards, and how a search imagines the rest.

The secret part of the expansion (:class:`.state.Cards`, under :data:`.state.CARDS`)
keeps its shape in a seat's knowledge: :func:`redact` leaves every pile, hand
and Hunted's cards their size and puts a placeholder for each card the seat may
not see:

* the Survivor pile, and both Evolution piles: hidden from everyone;
* the Survivor cards a Hunted holds face down: seen by that Hunted only (a
  card rescued from the face-up row was seen by all, but the state does not
  record which held cards were: the redaction forgets it, which costs a
  search some knowledge and leaks nothing);
* the Creature's Evolution hand: seen by the Creature only, but each card's
  level is public (it was drawn from a face-up level pile), so a hidden hand card
  becomes the placeholder of its level (:func:`unknown_evolution`);
* the two Avatars dealt to a Hunted, and the one they returned to the box: seen
  by that Hunted only.

:func:`imagine` fills the placeholders with the cards the seat cannot account
for, read off the public :class:`.state.Board` (the Survivor row and discard,
the developed and discarded Evolutions, the face-up Avatars): the box's cards
less those shown, sorted, then shuffled by ``rng`` and dealt out in a fixed
order, so the result depends only on what the seat knows. The rule set declares
the pair as its :class:`~notalone_tui.engine.ruleset.PrivateExtra` for
:data:`.state.CARDS` (:data:`PRIVATE`), and the rebuilds of its private
decisions (:data:`REBUILD`), so a search bot can imagine a Sanctuary game
whoever is deciding.

The public :class:`.state.Board` does not say who the Creature is; a Cards
value does, in its own way: in the full game every Hunted has an entry in
``held`` (even with no card), so the Creature is the one seat without one.
"""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import TYPE_CHECKING

from ...determinize import Rebuild, reask
from ...options import Decision
from ...ruleset import PrivateExtra
from . import phase5, setup
from .cards import AVATARS, EVOLUTIONS, SURVIVORS
from .rescue import RESCUING
from .state import BOARD, CARDS, TURN, Board, Cards, Turn
from .survival_cards import FIELD_NOTES_PICK

if TYPE_CHECKING:
    from ...state import GameState

#: A Survivor card or an Avatar the seat has not seen.
UNKNOWN = "?"
#: Prefix of the placeholder of an Evolution card of known level: ``"?1"``, ``"?2"``.
UNKNOWN_LEVEL = "?"


def unknown_evolution(level: int) -> str:
    """The placeholder of an unseen Evolution card of ``level``."""
    return f"{UNKNOWN_LEVEL}{level}"


def is_unknown(card: str) -> bool:
    """Whether ``card`` is a placeholder (of any kind), not a card id."""
    return card.startswith(UNKNOWN)


def level(card: str) -> int:
    """The level of an Evolution card or of its placeholder."""
    if is_unknown(card):
        return int(card[len(UNKNOWN_LEVEL):])
    return EVOLUTIONS[card].level


def is_creature(cards: Cards, seat: int | None) -> bool:
    """Whether ``seat`` is the Creature, as far as ``cards`` tells (see the module)."""
    return seat is not None and bool(cards.held) and seat not in cards.held


# ------------------------------------------------------------------ redaction
def redact(cards: Cards, seat: int | None) -> Cards:
    """``cards`` as ``seat`` may know them (``None``: the public table): a copy,
    every card the seat may not see a placeholder, every size kept."""
    creature = is_creature(cards, seat)
    return Cards(
        survivor_pile=[UNKNOWN] * len(cards.survivor_pile),
        held={s: list(held) if s == seat else [UNKNOWN] * len(held)
              for s, held in cards.held.items()},
        piles={lvl: [unknown_evolution(lvl)] * len(pile) for lvl, pile in cards.piles.items()},
        hand=list(cards.hand) if creature else [unknown_evolution(level(c)) for c in cards.hand],
        dealt={s: list(dealt) if s == seat else [UNKNOWN] * len(dealt)
               for s, dealt in cards.dealt.items()},
        boxed={s: card if s == seat else UNKNOWN for s, card in cards.boxed.items()},
    )


# ------------------------------------------------------------------ imagining
def _pool(box: list[str], shown: list[str], slots: int, what: str, exact: bool) -> list[str]:
    """The box's cards less those ``shown``, sorted; ``ValueError`` when they do
    not fit ``slots`` placeholders (exactly, or at least when not ``exact``)."""
    left = Counter(box)
    left.subtract(shown)
    if min(left.values(), default=0) < 0:
        raise ValueError(f"{what}: cards shown twice or not in the box")
    pool = sorted(left.elements())
    if len(pool) < slots or (exact and len(pool) != slots):
        raise ValueError(f"{what}: {slots} unknown cards, but {len(pool)} left to be them")
    return pool


def _fill(cards: list[str], deal: list[str], hidden: str | None = None) -> list[str]:
    """``cards`` with each placeholder (or each ``hidden`` one) replaced by the next
    card of ``deal`` (taken off its front)."""
    out = []
    for card in cards:
        if (card == hidden) if hidden is not None else is_unknown(card):
            out.append(deal.pop(0))
        else:
            out.append(card)
    return out


def _copy(cards: Cards) -> Cards:
    return Cards(
        survivor_pile=list(cards.survivor_pile),
        held={s: list(v) for s, v in cards.held.items()},
        piles={lvl: list(v) for lvl, v in cards.piles.items()},
        hand=list(cards.hand),
        dealt={s: list(v) for s, v in cards.dealt.items()},
        boxed=dict(cards.boxed),
    )


def _shown_hand(known: GameState, seat: int, hand: list[str]) -> list[str]:
    """``hand`` with its placeholders replaced by the cards a pending Field Notes
    pick of ``seat`` names (the whole hand, which that seat is looking at)."""
    for d in known.pending:
        if d.seat == seat and d.kind == FIELD_NOTES_PICK:
            seen = sorted({o.card for o in d.options}, key=lambda c: (EVOLUTIONS[c].level, c))
            if len(seen) == len(hand):
                return seen
    return hand


def imagine(cards: Cards, seat: int, rng: Random, known: GameState) -> Cards:
    """A copy of redacted ``cards`` with every placeholder filled at random from
    the cards ``known`` (the seat's game) does not account for. Dealt in a fixed
    order: Survivors to the held cards seat by seat, then the pile; Evolutions of
    each level to the hand, then that level's pile; Avatars to the dealt pairs
    seat by seat, then the boxed ones. ``ValueError`` if the cards shown do not
    fit the box."""
    board: Board = known.extra[BOARD]
    out = _copy(cards)
    if not board.full:
        return out  # the light variant keeps no secret cards
    seats = sorted(out.held)
    # Survivors: 18 in all; the row and the discard pile are public.
    held = [c for s in seats for c in out.held[s]]
    shown = [*board.row, *board.survivor_discard, *(c for c in held if not is_unknown(c))]
    rescuing = known.turn.extra.get(RESCUING)
    if rescuing:  # taken from the row, its ability applying: seen by all
        shown.extend(rescuing[1:])
    slots = sum(map(is_unknown, held)) + sum(map(is_unknown, out.survivor_pile))
    deal = _pool(list(SURVIVORS), shown, slots, "Survivors", exact=True)
    rng.shuffle(deal)
    out.held = {s: _fill(out.held[s], deal) for s in seats}
    out.survivor_pile = _fill(out.survivor_pile, deal)
    # Evolutions, level by level: developed and discarded ones are public; a hand
    # Field Notes is showing this seat is known to it.
    out.hand = _shown_hand(known, seat, out.hand)
    gone = [*board.developed_ids(), *board.evolution_discard]
    for lvl in sorted(out.piles):
        hidden = unknown_evolution(lvl)
        box = [e for e, card in EVOLUTIONS.items() if card.level == lvl]
        shown = [c for c in (*gone, *out.hand, *out.piles[lvl])
                 if not is_unknown(c) and EVOLUTIONS[c].level == lvl]
        slots = out.hand.count(hidden) + out.piles[lvl].count(hidden)
        deal = _pool(box, shown, slots, f"level {lvl} Evolutions", exact=True)
        rng.shuffle(deal)
        out.hand = _fill(out.hand, deal, hidden)
        out.piles[lvl] = _fill(out.piles[lvl], deal, hidden)
    # Avatars: 12 in the box, those never dealt among them; face-up ones are public.
    dealt_seats = sorted(out.dealt)
    boxed_seats = sorted(out.boxed)
    secret = [*(c for s in dealt_seats for c in out.dealt[s]), *(out.boxed[s] for s in boxed_seats)]
    shown = [*board.avatars.values(), *(c for c in secret if not is_unknown(c))]
    deal = _pool(list(AVATARS), shown, sum(map(is_unknown, secret)), "Avatars", exact=False)
    rng.shuffle(deal)
    out.dealt = {s: sorted(_fill(out.dealt[s], deal)) for s in dealt_seats}
    out.boxed = {s: deal.pop(0) if is_unknown(out.boxed[s]) else out.boxed[s]
                 for s in boxed_seats}
    return out


#: What :func:`~notalone_tui.engine.rulesets.sanctuary.build` declares for :data:`.state.CARDS`.
PRIVATE = PrivateExtra(redact=redact, imagine=imagine)


# ------------------------------------------------- other seats' pending choices
def _make_room_card(state: GameState, decision: Decision) -> tuple[str]:
    """The card the Creature is developing when it must first discard a developed
    one: secret (it is still in its hand), so the first of the imagined hand it
    can pay for stands in for it."""
    hand = sorted(state.extra[CARDS].hand)
    t = state.turn.extra.get(TURN)
    discount = t.discount if isinstance(t, Turn) else 0
    dna = state.extra[BOARD].dna

    def cost(card: str) -> int:
        full = EVOLUTIONS[card].cost
        return max(1, full - discount) if discount else full

    return (next((c for c in hand if cost(c) <= dna), hand[0]),)


#: The rule set's private decisions, rebuilt from the imagined game by asking
#: them again (:func:`~notalone_tui.engine.determinize.reask`). The setup draw's
#: number only words the Creature's own prompt, which the rebuild does not keep.
REBUILD: dict[str, Rebuild] = {
    setup.SETUP_DRAW: reask(lambda state, d: (1,)),
    setup.AVATAR_KEEP: reask(lambda state, d: (d.seat,)),
    phase5.CHOOSE: reask(),
    phase5.EVOLVE_LOOP: reask(),
    phase5.NEST: reask(),
    phase5.MAKE_ROOM: reask(_make_room_card),
}


__all__ = ["PRIVATE", "REBUILD", "UNKNOWN", "imagine", "is_unknown", "level", "redact",
           "unknown_evolution"]
