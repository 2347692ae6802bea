"""Phase 5, Evolution (``sanctuary-rule-phase-5-order``, ``sanctuary-rule-nest``,
``sanctuary-rule-evolution-piles``), in the designed order:

1. "start of Phase 5" abilities (hook ``phase5_start``);
2. the Sanctuary token moves along its order: Hunted effects (hook
   ``sanctuary_moving``), then the Creature's (hook ``creature_moving_sanctuary``),
   change how far first (they set :attr:`.Turn.move_steps`);
3. Survivor cards are turned up until two lie face up;
4. the Creature evolves or nests, unless a Survivor forbade both:

   * **evolve**: it takes 1 DNA (abilities "when you evolve" change the intake
     first, hook ``evolving``), then draws (1 DNA each, from the level of its
     choice; the draw itself is the step :data:`DRAW`, which
     :mod:`.evolution_cards` registers, as Hoarder changes it) and develops (the
     card's cost) in any order, as often as it can pay, keeping at most four
     developed cards;
   * **nest**: it discards any Hunt cards from its hand, then draws up to 4;
   * after Primal Surge (:data:`SURGE`) it evolves, then nests;

5. the turn ends (the Hunt cards played in Phase 5 go to the discard pile).

A Phase-5 card window opens first for both sides (C1: cards played "when the
token moves"), and the Creature may play its Phase-5 Hunt cards from its own
evolving or nesting choices. Every Creature choice here is private: the table
sees what it did (DNA spent, cards drawn by level, cards developed), never its
hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import SEATS, CardRef, Seat, msg
from ...options import Decision, Option, Verb
from ...options import play as play_option
from ...ruleset import Handlers
from ...state import Step
from ..base import hunt
from . import (
    dna,
    evolutions,
    sanctuary_token,
    survivors,
    verbs,  # registers Sanctuary's verbs before they are used below
)
from .evolutions import LEVELS, MAX_DEVELOPED
from .state import board, cards, turn

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()

#: Decision kinds (all the Creature's, all private).
CHOOSE = "sa_evolve_or_nest"
EVOLVE_LOOP = "sa_evolving"
MAKE_ROOM = "sa_make_room"
NEST = "sa_nesting"
#: Hand size after nesting.
NEST_HAND = 4
#: The evolve loop's draw of one card of a level, paid already (registered by
#: :mod:`.evolution_cards`: Hoarder looks at two).
DRAW = "sa_evolve_draw"
#: ``turn.extra`` key (public) a Hunt card sets: this Phase 5 the Creature evolves,
#: then nests (Primal Surge); a Survivor forbidding evolution cancels both.
SURGE = "sa_primal_surge"
#: The step that turns a surging Creature from evolving to nesting.
SURGE_NEST = "sa_surge_nest"

DONE = Option(Verb.DONE)
EVOLVE = Option(verbs.EVOLVE)
NEST_OPTION = Option(verbs.NEST)


def phase_steps(game: Game) -> list[Step]:
    return [
        ("window", 5),
        ("sa_phase5_start",),
        ("sa_move",),
        ("sa_reveal",),
        (CHOOSE,),
        ("sa_turn_end",),
    ]


@handlers.step("sa_phase5_start")
def _start(game: Game) -> None:
    game.hook("phase5_start")


@handlers.step("sa_move")
def _move(game: Game) -> None:
    # The move runs after whatever the abilities at the hooks schedule: the
    # Hunted's first, then the Creature's (Burrower).
    game.push(("sa_move_creature",), ("sa_move_token",))
    game.hook("sanctuary_moving")


@handlers.step("sa_move_creature")
def _move_creature(game: Game) -> None:
    game.hook("creature_moving_sanctuary")


@handlers.step("sa_move_token")
def _move_token(game: Game) -> None:
    state = game.state
    steps = max(0, turn(state).move_steps)
    here = sanctuary_token.position(state)
    sanctuary_token.move(game, sanctuary_token.next_place(state, here, steps),
                         msg("sa.why.phase5", n=steps))


@handlers.step("sa_reveal")
def _reveal(game: Game) -> None:
    survivors.reveal(game)


def _phase5_plays(game: Game) -> list[Option]:
    if not hunt.can_play(game):
        return []
    return [play_option(c) for c in hunt.playable(game, 5)]


@handlers.step(CHOOSE)
def _choose(game: Game) -> None:
    state = game.state
    seat = state.config.creature_seat
    if turn(state).no_evolve:
        options = [Option(Verb.PASS), *_phase5_plays(game)]
        prompt = msg("sa.phase5.forbidden.prompt")
    elif state.turn.extra.get(SURGE):
        options = [EVOLVE, *_phase5_plays(game)]
        prompt = msg("sa.phase5.surge.prompt", dna=dna.held(state))
    else:
        options = [EVOLVE, NEST_OPTION, *_phase5_plays(game)]
        prompt = msg("sa.phase5.prompt", dna=dna.held(state))
    game.ask(seat, CHOOSE, options, private=True, prompt=prompt,
             public_prompt=msg("sa.phase5.public", seat=_creature(game)), auto=False)


def _creature(game: Game) -> Seat:
    return SEATS[game.state.config.creature_seat]


@handlers.answer(CHOOSE)
def _choose_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    t = turn(state)
    if option.verb is Verb.PLAY:
        game.push((CHOOSE,))
        hunt.play(game, option.card)
    elif option == EVOLVE:
        t.evolution = "evolve"
        game.log("evolution", msg("sa.phase5.evolves", seat=_creature(game)))
        then = [(SURGE_NEST,)] if state.turn.extra.get(SURGE) else []
        game.push(("sa_evolve_take",), (EVOLVE_LOOP,), *then)
        game.hook("evolving")
    elif option == NEST_OPTION:
        t.evolution = "nest"
        game.log("evolution", msg("sa.phase5.nests", seat=_creature(game)))
        game.push((NEST,))
    else:
        game.log("evolution", msg("sa.phase5.forbidden", seat=_creature(game)))


@handlers.step("sa_evolve_take")
def _evolve_take(game: Game) -> None:
    dna.take(game, turn(game.state).intake, msg("sa.why.evolve"))


def development_cost(game: Game, card: str) -> int:
    """What developing ``card`` costs now (Metamorphosis: 2 less, at least 1)."""
    full = evolutions.cost(card)
    discount = turn(game.state).discount
    return max(1, full - discount) if discount else full


def evolve_options(game: Game) -> list[Option]:
    state = game.state
    held = dna.held(state)
    sizes = evolutions.pile_sizes(state)
    options = [Option(Verb.DRAW, n=level) for level in LEVELS if sizes[level] and held >= 1]
    options += [
        Option(Verb.DEVELOP, card=card)
        for card in sorted(set(cards(state).hand))
        if held >= development_cost(game, card)
    ]
    return [*options, *_phase5_plays(game), DONE]


@handlers.step(EVOLVE_LOOP)
def _evolve_loop(game: Game) -> None:
    state = game.state
    game.ask(state.config.creature_seat, EVOLVE_LOOP, evolve_options(game), private=True,
             prompt=msg("sa.evolving.prompt", dna=dna.held(state),
                        hand=len(cards(state).hand), developed=len(board(state).developed)),
             public_prompt=msg("sa.evolving.public", seat=_creature(game)), auto=False)


@handlers.answer(EVOLVE_LOOP)
def _evolve_answer(game: Game, decision: Decision, option: Option) -> None:
    verb = option.verb
    if verb is Verb.DONE:
        return
    game.push((EVOLVE_LOOP,))
    if verb is Verb.DRAW:
        dna.spend(game, 1, msg("sa.why.draw", level=option.n))
        game.push((DRAW, option.n))
    elif verb is Verb.DEVELOP:
        if len(board(game.state).developed) >= MAX_DEVELOPED:
            game.push((MAKE_ROOM, option.card))
        else:
            _develop(game, option.card)
    elif verb is Verb.PLAY:
        hunt.play(game, option.card)


def _develop(game: Game, card: str) -> None:
    t = turn(game.state)
    dna.spend(game, development_cost(game, card), msg("sa.why.develop", card=CardRef(card)))
    t.discount = 0
    evolutions.develop(game, card, msg("sa.why.evolve"))


@handlers.step(MAKE_ROOM)
def _make_room(game: Game, card: str) -> None:
    state = game.state
    options = [Option(Verb.DISCARD, card=c) for c in board(state).developed_ids()]
    # The card to develop is still in the Creature's hand: the table is not told which.
    game.ask(state.config.creature_seat, MAKE_ROOM, options, private=True,
             prompt=msg("sa.make_room.prompt", card=CardRef(card)),
             public_prompt=msg("sa.evolving.public", seat=_creature(game)), ctx=(card,))


@handlers.answer(MAKE_ROOM)
def _make_room_answer(game: Game, decision: Decision, option: Option) -> None:
    evolutions.retire(game, option.card, msg("sa.why.make_room"))
    _develop(game, decision.ctx[0])


@handlers.step(SURGE_NEST)
def _surge_nest(game: Game) -> None:
    """Primal Surge: the evolving is over; now the Creature nests."""
    turn(game.state).evolution = "nest"
    game.log("evolution", msg("sa.phase5.surge.nests", seat=_creature(game)))
    game.push((NEST,))


@handlers.step(NEST)
def _nest(game: Game) -> None:
    state = game.state
    hand = state.creature.hand
    options = [Option(Verb.DISCARD, card=c) for c in sorted(set(hand))]
    options += [*_phase5_plays(game), DONE]
    game.ask(state.config.creature_seat, NEST, options, private=True,
             prompt=msg("sa.nest.prompt", n=len(hand), size=NEST_HAND),
             public_prompt=msg("sa.nest.public", seat=_creature(game)), auto=False)


@handlers.answer(NEST)
def _nest_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    creature = state.creature
    if option.verb is Verb.DISCARD:
        creature.hand.remove(option.card)
        state.hunt_discard.append(option.card)
        game.log("discard", msg("sa.nest.discard", seat=_creature(game), card=CardRef(option.card)))
        game.push((NEST,))
    elif option.verb is Verb.PLAY:
        game.push((NEST,))
        hunt.play(game, option.card)
    else:
        missing = NEST_HAND - len(creature.hand)
        if missing > 0:
            game.draw_hunt(missing)


@handlers.step("sa_turn_end")
def _turn_end(game: Game) -> None:
    """Hunt cards played in Phase 5 join the discard pile before the next turn."""
    state = game.state
    state.hunt_discard.extend(state.creature.in_play)
    state.creature.in_play = []
