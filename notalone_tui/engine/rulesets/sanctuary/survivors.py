"""The Survivor cards' places (``sanctuary-rule-survivors``): the face-down pile,
the row of (up to) two face-up cards, the cards each Hunted holds face down and
the discard pile, which never comes back.

Drawing a Survivor takes the pile's top card face down, without its ability;
rescuing (:mod:`.rescue`) takes a face-up one and applies its ability. The row
is refilled only in Phase 5. Who holds how many is public; which cards a Hunted
holds is theirs alone (the log tells only them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...messages import SEATS, Arg, CardRef, msg
from ...messages import cards as card_refs
from .state import board, cards

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

#: How many Survivor cards lie face up after each refill.
ROW_SIZE = 2


def held(state: GameState, seat: int) -> list[str]:
    return cards(state).held.setdefault(seat, [])


def held_count(state: GameState, seat: int) -> int:
    return len(cards(state).held.get(seat, ()))


def pile_size(state: GameState) -> int:
    return len(cards(state).survivor_pile)


def reveal(game: Game) -> None:
    """Turn up pile cards until the row holds two again (or the pile runs out)."""
    state = game.state
    b = board(state)
    pile = cards(state).survivor_pile
    turned = []
    while len(b.row) < ROW_SIZE and pile:
        card = pile.pop()
        b.row.append(card)
        turned.append(card)
    if turned:
        game.log("survivor", msg("sa.survivor.reveal", cards=card_refs(turned), left=len(pile)))
    elif len(b.row) < ROW_SIZE:
        game.log("survivor", msg("sa.survivor.none_left"))


def draw(game: Game, seat: int, why: Arg) -> str | None:
    """``seat`` draws the pile's top card face down (no ability); ``None`` if empty."""
    state = game.state
    pile = cards(state).survivor_pile
    if not pile:
        game.log("survivor", msg("sa.survivor.draw_none", seat=SEATS[seat], why=why))
        return None
    card = pile.pop()
    held(state, seat).append(card)
    game.log(
        "survivor",
        msg("sa.survivor.draw", seat=SEATS[seat], n=held_count(state, seat), why=why),
        {seat: msg("sa.survivor.draw.private", card=CardRef(card))},
    )
    return card


def take_from_row(game: Game, seat: int, card: str) -> None:
    """Move a face-up Survivor card to ``seat``'s face-down cards (a rescue)."""
    state = game.state
    board(state).row.remove(card)
    held(state, seat).append(card)


def discard(game: Game, seat: int, chosen: Sequence[str], why: Arg) -> None:
    """``seat`` discards some of their Survivor cards, for good."""
    state = game.state
    mine = held(state, seat)
    for card in chosen:
        mine.remove(card)
        board(state).survivor_discard.append(card)
    if chosen:
        game.log("survivor", msg("sa.survivor.discard", seat=SEATS[seat], n=len(chosen),
                                 cards=card_refs(list(chosen)), left=len(mine), why=why))


def discard_from_row(game: Game, card: str, why: Arg) -> None:
    """A face-up Survivor card goes to the discard pile (Abduction)."""
    b = board(game.state)
    b.row.remove(card)
    b.survivor_discard.append(card)
    game.log("survivor", msg("sa.survivor.discard_row", card=CardRef(card), why=why))
