"""What a seat sees of the Sanctuary expansion: :class:`SanctuaryView`, carried as
:attr:`GameView.rules_view <notalone_tui.engine.views.GameView.rules_view>`.

Built by :func:`view` (the rule set's ``view_extra``) from the public
:class:`.state.Board` and, for the secret :class:`.state.Cards`, only from what
the viewer may see: sizes and levels for all, the Creature's Evolution hand for
the Creature alone, a Hunted's face-down Survivor cards for that Hunted alone.
The Avatars dealt and the one returned to the box are never in a view (the
Hunted choosing sees them as the options of their own decision).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ...drafts import draft_class, seal
from . import defense, evolutions
from .cards import EVOLUTIONS, defense_track
from .state import TURN, Cards, Turn, board, cards, in_play

if TYPE_CHECKING:
    from ...state import GameState


@dataclass(frozen=True, slots=True)
class BonusSpace:
    """A bonus printed on the Defense track, and whether it has triggered."""

    space: int
    bonus: str
    triggered: bool


@dataclass(frozen=True, slots=True)
class SanctuaryView:
    """The Sanctuary expansion as one seat may see it (``full`` false: the light
    variant, where only ``avatars`` and ``developed`` are filled in)."""

    full: bool
    #: Hunted seat -> the Avatar they play face up, as ``(seat, avatar)`` pairs.
    avatars: tuple[tuple[int, str], ...]
    #: The developed Evolution cards in the order developed, with whether each works now.
    developed: tuple[tuple[str, bool], ...]
    #: The Sanctuary token's place (0 in the light variant) and the 1-10 unlock.
    sanctuary: int = 0
    unlocked: bool = False
    #: The printed space the Defense counter stands on, where it started, Victory.
    defense_space: int = 0
    defense_start: int = 0
    defense_victory: int = 0
    #: The bonus spaces of this side of the track.
    bonuses: tuple[BonusSpace, ...] = ()
    #: The Creature's DNA counters and the supply's.
    dna: int = 0
    supply: int = 0
    #: The face-up Survivor cards.
    row: tuple[str, ...] = ()
    survivor_pile: int = 0
    survivor_discard: tuple[str, ...] = ()
    #: How many face-down Survivor cards each Hunted holds: ``(seat, count)`` pairs.
    held_counts: tuple[tuple[int, int], ...] = ()
    #: The viewer's own face-down Survivor cards (a Hunted's view only).
    held: tuple[str, ...] | None = None
    evolution_discard: tuple[str, ...] = ()
    #: Cards left in the level I and level II Evolution piles.
    evolution_piles: tuple[int, int] = (0, 0)
    #: The Creature's undeveloped Evolution cards: how many, and each one's level (public).
    hand_size: int = 0
    hand_levels: tuple[int, ...] = ()
    #: The Creature's Evolution cards themselves (the Creature's view only).
    hand: tuple[str, ...] | None = None
    #: DNA the Creature's next development costs less this phase (Metamorphosis; public).
    discount: int = 0

    # The two lookups below search their pairs (one per seat) instead of making
    # a dict at each call: the bots ask them for every place they weigh.
    def held_count(self, seat: int) -> int:
        for s, count in self.held_counts:
            if s == seat:
                return count
        return 0

    def avatar(self, seat: int) -> str:
        """The Avatar ``seat`` plays, or "" (before they keep one)."""
        for s, avatar in self.avatars:
            if s == seat:
                return avatar
        return ""


#: Built through a draft (:mod:`notalone_tui.engine.drafts`): at every view of a search.
_SanctuaryDraft = draft_class(SanctuaryView)
_new = object.__new__


@lru_cache(maxsize=256)
def _bonuses(players: int, triggered: tuple[int, ...]) -> tuple[BonusSpace, ...]:
    """The bonus spaces of the track for ``players``, those ``triggered`` marked."""
    track = defense_track(players)
    return tuple(BonusSpace(space, bonus, space in triggered)
                 for space, bonus in sorted(track.bonuses.items()))


def view(state: GameState, seat: int | None) -> SanctuaryView | None:
    """What ``seat`` sees of the expansion (``None``: the public table); ``None``
    when the game does not play it."""
    if not in_play(state):
        return None
    b = board(state)
    avatars = tuple(sorted(b.avatars.items()))
    developed = evolutions.developed_status(state)
    if not b.full:
        return seal(_SanctuaryDraft(full=False, avatars=avatars, developed=developed),
                    SanctuaryView)
    c: Cards = cards(state)
    creature = seat == state.config.creature_seat
    sizes = evolutions.pile_sizes(state)
    players = state.config.players
    track = defense_track(players)
    start = track.start[players]  # defense.start(state), with the track looked up once
    held = c.held
    sv = _new(_SanctuaryDraft)  # filled in field by field (engine/drafts.py), then sealed
    sv.full = True
    sv.avatars = avatars
    sv.developed = developed
    sv.sanctuary = b.sanctuary
    sv.unlocked = b.unlocked
    sv.defense_space = start + state.tracks[defense.TRACK]  # defense.space(state)
    sv.defense_start = start
    sv.defense_victory = track.victory
    sv.bonuses = _bonuses(players, tuple(sorted(b.bonuses)))
    sv.dna = b.dna
    sv.supply = b.supply
    sv.row = tuple(b.row)
    sv.survivor_pile = len(c.survivor_pile)
    sv.survivor_discard = tuple(b.survivor_discard)
    sv.held_counts = tuple([(s, len(held.get(s, ()))) for s in state.config.hunted_seats])
    sv.held = tuple(held.get(seat, ())) if seat in state.hunted else None
    sv.evolution_discard = tuple(b.evolution_discard)
    sv.evolution_piles = (sizes[1], sizes[2])
    sv.hand_size = len(c.hand)
    sv.hand_levels = tuple(sorted([EVOLUTIONS[card].level for card in c.hand]))
    sv.hand = tuple(c.hand) if creature else None
    sv.discount = _discount(state)
    return seal(sv, SanctuaryView)


def _discount(state: GameState) -> int:
    """This phase's discount on the next development, read without making the
    turn's facts (a view never changes the state)."""
    found = state.turn.extra.get(TURN)
    return found.discount if isinstance(found, Turn) else 0


__all__ = ["BonusSpace", "SanctuaryView", "view"]
