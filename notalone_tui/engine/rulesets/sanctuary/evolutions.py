"""The Evolution cards' places (``sanctuary-rule-evolution-piles``): two
face-down piles by level, the Creature's hand (secret from the Hunted, its size
public), at most four developed cards face up, and a face-up discard pile.
Nothing is ever reshuffled.

A developed card works from the turn after it was developed (the seed); the
light variant's card, chosen at setup, works from the first turn. Suppressant
switches one off for the rest of the turn (:data:`SUPPRESSED` in ``turn.extra``).
An ability limited to once a turn records its use in :data:`USED` (:func:`ready`,
:func:`use`).

Effects of the Hunted that discard a developed card go through
:func:`discard_developed`, which schedules the discard as steps: Hardened Shell
stops it outright; otherwise the abilities at the hook point
``evolution_threatened`` may answer first (Carapace asks the Creature whether it
pays to keep the card, and records a kept card with :func:`spare`); then the
card goes, unless spared, and the caller's continuation learns which.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import Arg, CardRef, msg
from ...ruleset import Handlers
from .cards import EVOLUTIONS
from .dna import protected
from .state import BOARD, board, cards, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState, Step

handlers = Handlers()

#: At most this many developed cards at once.
MAX_DEVELOPED = 4
#: ``turn.extra`` key (public): developed cards whose ability is off this turn.
SUPPRESSED = "sa_suppressed"
#: The two levels.
LEVELS = (1, 2)
#: ``turn.extra`` key (public): the limited abilities ("once", "max1") used this turn.
USED = "sa_evolutions_used"
#: ``turn.extra`` key (public): a developed card an ability kept from this discard.
SPARED = "sa_evolution_spared"
#: Steps of a Hunted effect's discard (:func:`discard_developed`).
THREAT = "sa_evolution_threat"
DISCARD = "sa_evolution_discard"


def active(state: GameState, card: str) -> bool:
    """Whether the Creature may use ``card`` now: developed before this turn (or at
    setup) and not suppressed."""
    found = state.extra.get(BOARD)  # :func:`in_play` and :func:`board` in one look
    if found is None:
        return False
    turn = state.turn
    number = turn.number
    for developed, when in found.developed:  # a loop: asked at every hook, mostly no
        if developed == card and when < number:
            return card not in turn.extra.get(SUPPRESSED, ())
    return False


def developed_status(state: GameState) -> tuple[tuple[str, bool], ...]:
    """Each developed card in the order developed, with whether it is
    :func:`active`: the same answers, read in one pass over the state (every
    view shows them)."""
    developed = board(state).developed
    if not developed:  # most views, early on: nothing to read
        return ()
    number = state.turn.number
    before = {c for c, when in developed if when < number}
    suppressed = state.turn.extra.get(SUPPRESSED, ())
    return tuple([(card, card in before and card not in suppressed) for card, _ in developed])


def ready(state: GameState, card: str) -> bool:
    """Whether the Creature may use ``card``'s ability now: active, and if it is
    limited to once a turn, not used yet this turn."""
    if not active(state, card):
        return False
    return EVOLUTIONS[card].limit == "permanent" or card not in state.turn.extra.get(USED, ())


def use(game: Game, card: str) -> None:
    """``card``'s ability acts: a limited one is used up for the turn; counted in
    the game's stats as ``<id>:used`` either way."""
    if EVOLUTIONS[card].limit != "permanent":
        used = game.state.turn.extra.setdefault(USED, [])
        if card not in used:
            used.append(card)
    game.stat(f"{card}:used")


def pile_sizes(state: GameState) -> dict[int, int]:
    piles = cards(state).piles
    return {level: len(piles.get(level, ())) for level in LEVELS}


def draw(game: Game, level: int, why: Arg) -> str | None:
    """The Creature takes the top card of the level's pile into its hand."""
    state = game.state
    pile = cards(state).piles[level]
    if not pile:
        return None
    card = pile.pop()
    cards(state).hand.append(card)
    game.log(
        "evolution",
        msg("sa.evolution.draw", level=level, n=len(cards(state).hand), why=why),
        {state.config.creature_seat: msg("sa.evolution.draw.private", card=CardRef(card))},
    )
    return card


def cost(card: str) -> int:
    return EVOLUTIONS[card].cost


def develop(game: Game, card: str, why: Arg) -> None:
    """Put ``card`` from the hand face up (paid already; room made already)."""
    state = game.state
    hand = cards(state).hand
    b = board(state)
    if len(b.developed) >= MAX_DEVELOPED:
        raise ValueError("four Evolution cards are developed already")
    hand.remove(card)
    b.developed.append((card, state.turn.number))
    game.stat(card)
    game.log("evolution", msg("sa.evolution.develop", card=CardRef(card), why=why))


def retire(game: Game, card: str, why: Arg) -> None:
    """The Creature discards one of its own developed cards (to make room)."""
    b = board(game.state)
    b.developed = [(c, t) for c, t in b.developed if c != card]
    b.evolution_discard.append(card)
    game.log("evolution", msg("sa.evolution.retire", card=CardRef(card), why=why))


def can_lose(state: GameState) -> bool:
    """Whether a Hunted effect could discard a developed card now."""
    return bool(board(state).developed) and not protected(state)


def discard_developed(game: Game, card: str, why: Arg, then: Step = ()) -> None:
    """A Hunted effect discards developed ``card`` (Monolith, Acid Flask, the bonus).

    Scheduled to run next, as steps: Hardened Shell stops it at once; otherwise the
    abilities at ``evolution_threatened`` may ask the Creature first (Carapace).
    ``then`` (a step, or ``()``) runs afterwards with one more argument: whether
    the card was discarded."""
    game.push((THREAT, card, why, then))


@handlers.step(THREAT)
def _threat(game: Game, card: str, why: Arg, then: Step) -> None:
    state = game.state
    if protected(state) or card not in board(state).developed_ids():
        if protected(state):
            game.log("evolution", msg("sa.evolution.shell", card=CardRef(card), why=why))
        _then(game, then, False)
        return
    game.push((DISCARD, card, why, then))
    game.hook("evolution_threatened", card=card, why=why)


def spare(game: Game, card: str) -> None:
    """An ability keeps ``card`` from the discard under way (Carapace paid)."""
    game.state.turn.extra[SPARED] = card


@handlers.step(DISCARD)
def _discard(game: Game, card: str, why: Arg, then: Step) -> None:
    state = game.state
    if state.turn.extra.pop(SPARED, "") == card:
        _then(game, then, False)
        return
    b = board(state)
    b.developed = [(c, t) for c, t in b.developed if c != card]
    b.evolution_discard.append(card)
    turn(state).lost_evolutions += 1
    game.log("evolution", msg("sa.evolution.lost", card=CardRef(card), why=why))
    _then(game, then, True)


def _then(game: Game, then: Step, discarded: bool) -> None:
    if then:
        game.push((*then, discarded))
