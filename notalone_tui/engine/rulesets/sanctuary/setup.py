"""Laying out a Sanctuary game (seed steps A-H, ``sanctuary-rule-setup-dna-and-evolutions``,
``sanctuary-rule-avatar-setup``), and the light variant's setup.

The base game's setup runs first (decks, the Creature's 3 Hunt cards, one
Survival card each). Then, from the game's seed: the Sanctuary token goes on
a random card of a random Hunted's hand, the Survivor pile is shuffled and two
cards turned up (a lone Hunted draws one face down), the Creature takes its
DNA, the Evolution piles are shuffled and the Avatars dealt, two per Hunted.
Before the first turn the Creature draws its Evolution cards one at a time,
each from the level it chooses, and each Hunted keeps one of their two
Avatars, returning the other to the box unseen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, PlaceRef, msg
from ...options import Decision, Option, Verb
from ...ruleset import Handlers
from . import evolutions, survivors
from .cards import (
    AVATARS,
    DNA_AT_SETUP,
    EVOLUTIONS,
    EVOLUTIONS_AT_SETUP,
    SURVIVORS,
    VARIANT_EVOLUTIONS,
    variant_tier,
)
from .state import BOARD, CARDS, Board, Cards, board, cards

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()

#: Decision kinds: the Creature's Evolution draws, a Hunted keeping an Avatar,
#: the light variant's Evolution pick.
SETUP_DRAW = "sa_setup_draw"
AVATAR_KEEP = "sa_avatar_keep"
VARIANT_PICK = "sa_variant_pick"
#: Avatars dealt to each Hunted in the full game.
AVATARS_DEALT = 2


def _sorted_shuffled(game: Game, ids: list[str]) -> list[str]:
    pile = sorted(ids)
    game.shuffle(pile)
    return pile


def setup(game: Game) -> None:
    """After the base game's setup: the expansion's, then its choices (the base
    setup left the first turn on the agenda; these run before it)."""
    state = game.state
    hunted = list(game.hunted_order)
    rng = game.rng()
    b = Board()
    c = Cards()
    state.extra[BOARD] = b
    state.extra[CARDS] = c
    # E: a random card from a random Hunted's hand (all are places 1-5).
    owner = rng.choice(hunted)
    b.sanctuary = rng.choice(sorted(state.hunted[owner].hand))
    game.log("setup", msg("sa.setup.sanctuary", place=PlaceRef(b.sanctuary), seat=SEATS[owner]))
    # F: the Survivor pile and the row.
    c.survivor_pile = _sorted_shuffled(game, list(SURVIVORS))
    c.held = {s: [] for s in hunted}
    survivors.reveal(game)
    if len(hunted) == 1:
        survivors.draw(game, hunted[0], msg("sa.why.two_players"))
    # G: DNA.
    b.dna = DNA_AT_SETUP[len(hunted)]
    game.log("setup", msg("sa.setup.dna", n=b.dna, supply=b.supply))
    # H: the Evolution piles; the Creature's draws are choices, below.
    c.piles = {
        level: _sorted_shuffled(game, [e for e, card in EVOLUTIONS.items() if card.level == level])
        for level in evolutions.LEVELS
    }
    # Avatars: two each, one kept.
    deck = _sorted_shuffled(game, list(AVATARS))
    for seat in hunted:
        c.dealt[seat] = sorted(deck.pop() for _ in range(AVATARS_DEALT))
    game.push(
        *[(SETUP_DRAW, i + 1) for i in range(EVOLUTIONS_AT_SETUP[len(hunted)])],
        *[(AVATAR_KEEP, s) for s in hunted],
    )


@handlers.step(SETUP_DRAW)
def _setup_draw(game: Game, number: int) -> None:
    state = game.state
    sizes = evolutions.pile_sizes(state)
    options = [Option(Verb.DRAW, n=level) for level in evolutions.LEVELS if sizes[level]]
    total = EVOLUTIONS_AT_SETUP[len(game.hunted_order)]
    game.ask(state.config.creature_seat, SETUP_DRAW, options, private=True,
             prompt=msg("sa.setup.draw.prompt", number=number, total=total),
             public_prompt=msg("sa.setup.draw.public",
                               seat=SEATS[state.config.creature_seat]),
             auto=False)


@handlers.answer(SETUP_DRAW)
def _setup_draw_answer(game: Game, decision: Decision, option: Option) -> None:
    evolutions.draw(game, option.n, msg("sa.why.setup"))


@handlers.step(AVATAR_KEEP)
def _avatar_keep(game: Game, seat: int) -> None:
    dealt = cards(game.state).dealt[seat]
    game.ask(seat, AVATAR_KEEP, [Option(Verb.KEEP, card=a) for a in dealt], private=True,
             prompt=msg("sa.avatar.keep.prompt"),
             public_prompt=msg("sa.avatar.keep.public", seat=SEATS[seat]), auto=False)


@handlers.answer(AVATAR_KEEP)
def _avatar_keep_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    state = game.state
    c = cards(state)
    dealt = c.dealt.pop(seat)
    kept = option.card
    c.boxed[seat] = next(a for a in dealt if a != kept)
    board(state).avatars[seat] = kept
    game.log("avatar", msg("sa.avatar.kept", seat=SEATS[seat], card=CardRef(kept)))


# ---------------------------------------------------------------- light variant
def variant_setup(game: Game) -> None:
    """The light variant (R33): one Not Alone-icon Avatar dealt face up to each
    Hunted, and the Creature picks one of the three Not Alone-icon Evolutions of
    its tier, developed from the start (it works from the first turn)."""
    state = game.state
    hunted = list(game.hunted_order)
    b = Board(full=False, sanctuary=0)
    state.extra[BOARD] = b
    state.extra[CARDS] = Cards()
    deck = _sorted_shuffled(game, [a for a, card in AVATARS.items() if card.not_alone])
    for seat in hunted:
        b.avatars[seat] = deck.pop()
        game.log("avatar", msg("sa.avatar.dealt", seat=SEATS[seat],
                               card=CardRef(b.avatars[seat])))
    game.push((VARIANT_PICK,))


@handlers.step(VARIANT_PICK)
def _variant_pick(game: Game) -> None:
    state = game.state
    offered = VARIANT_EVOLUTIONS[variant_tier(len(game.hunted_order))]
    game.ask(state.config.creature_seat, VARIANT_PICK,
             [Option(Verb.DEVELOP, card=e) for e in offered], private=False,
             prompt=msg("sa.variant.pick.prompt"))


@handlers.answer(VARIANT_PICK)
def _variant_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    b = board(game.state)
    b.developed.append((option.card, 0))
    game.stat(option.card)
    game.log("evolution", msg("sa.variant.picked", card=CardRef(option.card)))
