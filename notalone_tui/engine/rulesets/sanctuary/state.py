"""What Sanctuary adds to the table, as plain data under three keys.

* :data:`BOARD` (``state.extra``, public): the Sanctuary token and the 1-10
  unlock, the bonus spaces already reached, the Creature's DNA, the two face-up
  Survivor cards and the Survivor discard pile, the developed Evolution cards
  (with the turn each was developed: it works from the next), the Evolution
  discard pile and the Avatar each Hunted plays face up.
* :data:`CARDS` (``state.extra``, secret): the Survivor pile, the Survivor cards
  each Hunted holds face down, the two Evolution piles, the Creature's
  Evolution hand, and the Avatars dealt and returned to the box. It is redacted
  and imagined by :mod:`.knowledge`, never shown whole.
* :data:`TURN` (``turn.extra``, public): what this turn has done so far (who
  fortified, how far Defense advanced, whether evolving is forbidden...). It
  lasts until the end of Phase 5 (C13), since a new turn starts a new
  :class:`~notalone_tui.engine.state.TurnState`.

Piles are lists whose *last* item is the top card. The DNA supply is not
stored: it holds every counter the Creature does not (``sanctuary-rule-dna-supply``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import DNA_TOTAL

if TYPE_CHECKING:
    from ...state import GameState

BOARD = "sa_board"
CARDS = "sa_cards"
TURN = "sa_turn"


@dataclass(slots=True)
class Board:
    """The public part of the expansion. The light variant uses only the Avatars
    and the one developed Evolution (``full`` false: no token, track or DNA)."""

    full: bool = True
    sanctuary: int = 1
    unlocked: bool = False
    #: Defense spaces whose bonus has triggered (each triggers once, C9).
    bonuses: list[int] = field(default_factory=list)
    dna: int = 0
    row: list[str] = field(default_factory=list)
    survivor_discard: list[str] = field(default_factory=list)
    #: (Evolution id, turn it was developed), in the order developed.
    developed: list[tuple[str, int]] = field(default_factory=list)
    evolution_discard: list[str] = field(default_factory=list)
    #: Played Monoliths removed from the game by their power (place numbers, so
    #: the reserve's copies still add up; never returned by any effect).
    removed: list[int] = field(default_factory=list)
    #: Hunted seat -> the Avatar they play (face up all game).
    avatars: dict[int, str] = field(default_factory=dict)

    @property
    def supply(self) -> int:
        return DNA_TOTAL - self.dna

    def developed_ids(self) -> list[str]:
        return [card for card, _ in self.developed]


@dataclass(slots=True)
class Cards:
    """The secret part: whose contents only some seats (or none) may see."""

    survivor_pile: list[str] = field(default_factory=list)
    #: Hunted seat -> their face-down Survivor cards (the count is public).
    held: dict[int, list[str]] = field(default_factory=dict)
    #: Level (1 or 2) -> its face-down Evolution pile.
    piles: dict[int, list[str]] = field(default_factory=dict)
    #: The Creature's undeveloped Evolution cards (the count is public).
    hand: list[str] = field(default_factory=list)
    #: Hunted seat -> the two Avatars dealt at setup, until they keep one.
    dealt: dict[int, list[str]] = field(default_factory=dict)
    #: Hunted seat -> the Avatar they returned to the box (unseen by the Creature).
    boxed: dict[int, str] = field(default_factory=dict)

    def pile_sizes(self) -> tuple[int, ...]:
        """The face-down piles' sizes, which undo watches (``engine/undo.py``): a
        card drawn shows its drawer the top of a pile, so the draw is final."""
        piles = self.piles  # levels 1 and 2, spelt out: undo takes this at every action
        return (len(self.survivor_pile), len(piles.get(1, ())), len(piles.get(2, ())))


@dataclass(slots=True)
class Turn:
    """This turn's Sanctuary facts, Phase 5 included."""

    #: The Hunted who fortified this turn (at most one, C: rescue and fortify), or -1.
    fortified: int = -1
    #: Spaces the Defense counter advanced this turn (Corrosive, Rally).
    advanced: int = 0
    #: A Survivor forbade evolving and nesting in this turn's Phase 5.
    no_evolve: bool = False
    #: The Grove's DNA option was used this turn (once among all Hunted).
    grove_dna: bool = False
    #: Developed Evolution cards a Hunted effect discarded this turn (Regrowth).
    lost_evolutions: int = 0
    #: What the Creature chose in Phase 5: "", "evolve" or "nest".
    evolution: str = ""
    #: Steps the Sanctuary token moves in Phase 5 (Safe Passage, Teodor Blaise,
    #: Burrower change it before it moves).
    move_steps: int = 1
    #: DNA the Creature takes when it evolves (Hunger, Scavenger... add; 0: cancelled).
    intake: int = 1
    #: DNA the next development costs less this phase (Metamorphosis).
    discount: int = 0


def board(state: GameState) -> Board:
    found: Board = state.extra[BOARD]
    return found


def cards(state: GameState) -> Cards:
    found: Cards = state.extra[CARDS]
    return found


def turn(state: GameState) -> Turn:
    """This turn's facts, made on first use (a new turn starts without them)."""
    extra = state.turn.extra
    found = extra.get(TURN)
    if found is None:
        found = extra[TURN] = Turn()
    assert isinstance(found, Turn)
    return found


def in_play(state: GameState) -> bool:
    """Whether this game plays any part of the expansion (full or light)."""
    return BOARD in state.extra


def full(state: GameState) -> bool:
    """Whether this game plays the whole expansion (token, Defense, DNA, Phase 5)."""
    found = state.extra.get(BOARD)
    return found is not None and found.full
