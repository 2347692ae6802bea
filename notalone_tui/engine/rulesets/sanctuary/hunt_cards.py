"""The Sanctuary Hunt cards (``cards-designed.md`` section 3.7), designed for this
edition: 14 of the 15 (Scent of the Herd acts on rescuing and lives with the
rescue cards).

Each card is its printed facts (``cards.HUNT_CARDS``) with its playability
check and effect attached; the rule set adds them to the base deck
(:data:`CARDS`), gathers the steps and answers (``handlers``), the public turn
keys (:data:`PUBLIC_EXTRA`) and the words of their options (:func:`describe`).

When each is played (C1):

* Phase 1, the Creature's window before any Hunted acts: Siren Call and
  Barricade (which lays the Target token on the Sanctuary token's place);
* Phase 2, while the Creature hunts: Lockdown, Ambush, Sabotage, Genetic
  Sample, Hardened Shell;
* Phase 3, the public window after the reveal and before any place resolves
  (marked ``before_places``): Tremor and Abduction; after the last-Will check, a
  Creature-only post-resolution window (:data:`POST_WINDOW`, offered when
  someone was caught and the Creature may play a card): Harvest;
* Phase 4, the public window: Gorge and Primal Surge;
* Phase 5, the window and the Creature's evolving and nesting decisions:
  Metamorphosis (only while evolving) and Reclaim.

The Target cards (Barricade, Ambush, Genetic Sample) act on each Hunted under
the token through steps named by :func:`..base.reckoning.card_step`, which the
base Target step skips for a Hunted who ignores the token's cards (Ren
Castellanos), and not at all when the Target token hunts as a Creature token
(Clone, Horde), as the base reference reads Scream and Toxin with Clone.
Sabotage acts at the Artemia step the same way. Every effect lasts until the
end of Phase 5 (C13): its key lives in ``turn.extra``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, Msg, PlaceRef, card_ref, msg
from ...options import PASS, Decision, Option, Verb
from ...options import play as play_option
from ...ruleset import Card, CardEffect, Handlers, Hook, Phase, PhaseSteps, Playable, attach
from ...state import Step
from ..base import hunt, tokens
from ..base.reckoning import ARTEMIA_EFFECT, TARGET_EFFECT, card_step
from . import defense, dna, phase5, sanctuary_token, survivors
from .cards import HUNT_CARDS
from .rescue import LOCKDOWN
from .state import board, cards, full, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

Back = tuple[Any, ...]

SIREN_CALL = "sanctuary-hunt-siren-call"
BARRICADE = "sanctuary-hunt-barricade"
LOCKDOWN_CARD = "sanctuary-hunt-lockdown"
AMBUSH = "sanctuary-hunt-ambush"
SABOTAGE = "sanctuary-hunt-sabotage"
GENETIC_SAMPLE = "sanctuary-hunt-genetic-sample"
HARDENED_SHELL = "sanctuary-hunt-hardened-shell"
SCENT_OF_THE_HERD = "sanctuary-hunt-scent-of-the-herd"
TREMOR = "sanctuary-hunt-tremor"
HARVEST = "sanctuary-hunt-harvest"
ABDUCTION = "sanctuary-hunt-abduction"
GORGE = "sanctuary-hunt-gorge"
PRIMAL_SURGE = "sanctuary-hunt-primal-surge"
METAMORPHOSIS = "sanctuary-hunt-metamorphosis"
RECLAIM = "sanctuary-hunt-reclaim"

#: The cards another module implements (the rescue cards'), left out of :data:`CARDS`.
ELSEWHERE = frozenset({SCENT_OF_THE_HERD})

#: ``turn.extra`` keys (public). :data:`STAGE`: :data:`RESOLVED` once Phase 3 is
#: past the last-Will check (unset before); :data:`GENETIC`: Hunted counted by
#: Genetic Sample so far; :data:`SABOTAGED`: Sabotage has moved the Defense
#: counter back.
STAGE = "sa_reckoning_stage"
GENETIC = "sa_genetic_sample"
SABOTAGED = "sa_sabotaged"
RESOLVED = 2

#: The step this module adds to Phase 3, after the base game's Reckoning.
AFTER_STEP = "sa_reckoning_after"

#: Decision kinds.
SIREN_MOVE = "sa_siren_call"
TREMOR_MOVE = "sa_tremor"
SURVIVOR_LOSS = "sa_hunt_survivor_loss"
AMBUSH_SURVIVAL = "sa_ambush_survival"
ABDUCTION_PICK = "sa_abduction"
RECLAIM_PICK = "sa_reclaim"
POST_WINDOW = "sa_post_resolution"

#: Cards played in the post-resolution window (C1 Phase 3, step 6).
POST_RESOLUTION = frozenset({HARVEST})
#: Genetic Sample counts at most this many Hunted; Harvest this many catches.
GENETIC_MAX = 2
HARVEST_MAX = 3
#: DNA Gorge takes; the discount Metamorphosis gives.
GORGE_DNA = 2
DISCOUNT = 2

handlers = Handlers()
HOOKS: tuple[tuple[str, Hook], ...] = ()
PUBLIC_EXTRA: frozenset[str] = frozenset({dna.SHELL, STAGE, GENETIC, SABOTAGED, phase5.SURGE})


# ---------------------------------------------------------------- helpers
def _log(game: Game, key: str, **args: Any) -> None:
    game.log("sa_hunt", msg(key, **args))


def stage(game: Game) -> int:
    found: int = game.state.turn.extra.get(STAGE, 0)
    return found


def target_hunts(game: Game) -> bool:
    """The Target token acts as a Creature token this turn (Clone, Horde): its
    cards' own effects then do not apply."""
    state = game.state
    if tokens.clone_active(game):
        return True
    creature = state.turn.tokens.get(tokens.CREATURE, ())
    return len(game.rules.hunting_places(state)) > len(creature)


def token_moves(game: Game) -> list[Option]:
    """Moving the Sanctuary token to an orthogonally adjacent accessible place."""
    return [Option(Verb.MOVE, place=p) for p in sanctuary_token.adjacent_accessible(game)]


def ask_token_move(game: Game, seat: int, kind: str, card: str) -> None:
    """``seat`` moves the Sanctuary token for ``card`` (a public choice; with one
    place to go, at once)."""
    game.ask(seat, kind, token_moves(game), private=False,
             prompt=msg("sa.hunt.token.prompt", card=CardRef(card),
                        place=PlaceRef(sanctuary_token.position(game.state))),
             ctx=(card,))


def _token_moved(game: Game, decision: Decision, option: Option) -> None:
    sanctuary_token.move(game, option.place, CardRef(decision.ctx[0]))


# ------------------------------------------------------------ playability
def _target_not_placed(game: Game, seat: int, back: Back) -> bool:
    return tokens.TARGET not in game.state.turn.tokens


def _abduction_ok(game: Game, seat: int, back: Back) -> bool:
    return bool(board(game.state).row)


def _harvest_ok(game: Game, seat: int, back: Back) -> bool:
    return stage(game) == RESOLVED and bool(game.state.turn.caught)


def _supply_left(game: Game, seat: int, back: Back) -> bool:
    return dna.supply(game.state) > 0


def _evolving(game: Game, seat: int, back: Back) -> bool:
    t = turn(game.state)
    return t.evolution == "evolve" and not t.no_evolve


def _reclaimable(game: Game, seat: int, back: Back) -> bool:
    return bool(board(game.state).evolution_discard)


PLAYABLE: dict[str, Playable] = {
    SIREN_CALL: lambda g, s, b: full(g.state) and bool(token_moves(g)),
    BARRICADE: _target_not_placed,
    ABDUCTION: _abduction_ok,
    HARVEST: _harvest_ok,
    GORGE: _supply_left,
    METAMORPHOSIS: _evolving,
    RECLAIM: _reclaimable,
}


# ------------------------------------------------------------ Siren Call
def _siren_call(game: Game, seat: int, back: Back) -> None:
    ask_token_move(game, seat, SIREN_MOVE, SIREN_CALL)


handlers.answer(SIREN_MOVE, TREMOR_MOVE)(_token_moved)


# -------------------------------------------------------------- Barricade
def _barricade(game: Game, seat: int, back: Back) -> None:
    where = (sanctuary_token.position(game.state),)
    game.state.turn.tokens[tokens.TARGET] = where
    _log(game, "sa.hunt.barricade.laid", place=PlaceRef(where[0]))


def _lose_survivor(game: Game, seat: int, card: str) -> bool:
    """``seat`` discards 1 Survivor card of their choice for ``card``; whether they
    held one."""
    held = survivors.held(game.state, seat)
    if not held:
        return False
    game.ask(seat, SURVIVOR_LOSS, [Option(Verb.DISCARD, card=c) for c in sorted(set(held))],
             private=True, prompt=msg("sa.hunt.survivor_loss.prompt", card=CardRef(card)),
             public_prompt=msg("sa.hunt.survivor_loss.public", seat=SEATS[seat],
                               card=CardRef(card)),
             ctx=(card,))
    return True


@handlers.answer(SURVIVOR_LOSS)
def _survivor_lost(game: Game, decision: Decision, option: Option) -> None:
    survivors.discard(game, decision.seat, [option.card], CardRef(decision.ctx[0]))


@handlers.step(card_step(TARGET_EFFECT, BARRICADE))
def _barricade_hit(game: Game, seat: int) -> None:
    if target_hunts(game):
        return
    if not _lose_survivor(game, seat, BARRICADE):
        _log(game, "sa.hunt.survivor_loss.none", seat=SEATS[seat], card=CardRef(BARRICADE))


# --------------------------------------------------------------- Lockdown
def _lockdown(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[LOCKDOWN] = True
    _log(game, "sa.hunt.lockdown.on")


# ----------------------------------------------------------------- Ambush
@handlers.step(card_step(TARGET_EFFECT, AMBUSH))
def _ambush_hit(game: Game, seat: int) -> None:
    if target_hunts(game) or _lose_survivor(game, seat, AMBUSH):
        return
    survival = game.state.hunted[seat].survival
    if not survival:
        _log(game, "sa.hunt.ambush.none", seat=SEATS[seat], card=CardRef(AMBUSH))
        return
    game.ask(seat, AMBUSH_SURVIVAL, [Option(Verb.DISCARD, card=c) for c in sorted(set(survival))],
             private=True, prompt=msg("sa.hunt.ambush.survival.prompt", card=CardRef(AMBUSH)),
             public_prompt=msg("sa.hunt.ambush.survival.public", seat=SEATS[seat],
                               card=CardRef(AMBUSH)))


@handlers.answer(AMBUSH_SURVIVAL)
def _ambush_survival(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    state.hunted[decision.seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    _log(game, "sa.hunt.ambush.survival", seat=SEATS[decision.seat], card=CardRef(option.card),
         why=CardRef(AMBUSH))


# --------------------------------------------------------------- Sabotage
@handlers.step(card_step(ARTEMIA_EFFECT, SABOTAGE))
def _sabotage_hit(game: Game, seat: int) -> None:
    extra = game.state.turn.extra
    if extra.get(SABOTAGED):
        return  # once, however many Hunted the token hits
    extra[SABOTAGED] = True
    defense.back(game, CardRef(SABOTAGE))


# --------------------------------------------------------- Genetic Sample
@handlers.step(card_step(TARGET_EFFECT, GENETIC_SAMPLE))
def _genetic_sample_hit(game: Game, seat: int) -> None:
    extra = game.state.turn.extra
    counted = extra.get(GENETIC, 0)
    if target_hunts(game) or counted >= GENETIC_MAX:
        return
    extra[GENETIC] = counted + 1
    dna.take(game, 1, msg("sa.why.genetic_sample", card=CardRef(GENETIC_SAMPLE),
                          seat=SEATS[seat]))


# --------------------------------------------------------- Hardened Shell
def _hardened_shell(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[dna.SHELL] = True
    _log(game, "sa.hunt.shell.on")


# ------------------------------------------------------------------ Tremor
def _tremor(game: Game, seat: int, back: Back) -> None:
    ask_token_move(game, seat, TREMOR_MOVE, TREMOR)


# --------------------------------------------------------------- Abduction
def _abduction(game: Game, seat: int, back: Back) -> None:
    row = board(game.state).row
    game.ask(seat, ABDUCTION_PICK, [Option(Verb.DISCARD, card=c) for c in sorted(set(row))],
             private=False, prompt=msg("sa.hunt.abduction.prompt", card=CardRef(ABDUCTION)))


@handlers.answer(ABDUCTION_PICK)
def _abducted(game: Game, decision: Decision, option: Option) -> None:
    survivors.discard_from_row(game, option.card, CardRef(ABDUCTION))


# ----------------------------------------------------------------- Harvest
def _harvest(game: Game, seat: int, back: Back) -> None:
    caught = len(game.state.turn.caught)
    dna.take(game, min(HARVEST_MAX, caught), CardRef(HARVEST))


# ------------------------------------------------------------------- Gorge
def _gorge(game: Game, seat: int, back: Back) -> None:
    dna.take(game, GORGE_DNA, CardRef(GORGE))


# ------------------------------------------------------------ Primal Surge
def _primal_surge(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[phase5.SURGE] = True
    _log(game, "sa.hunt.surge.on")


# ----------------------------------------------------------- Metamorphosis
def _metamorphosis(game: Game, seat: int, back: Back) -> None:
    turn(game.state).discount = DISCOUNT
    _log(game, "sa.hunt.metamorphosis.on", n=DISCOUNT)


# ------------------------------------------------------------------ Reclaim
def _reclaim(game: Game, seat: int, back: Back) -> None:
    pile = board(game.state).evolution_discard
    game.ask(seat, RECLAIM_PICK, [Option(Verb.CHOOSE, card=c) for c in sorted(set(pile))],
             private=False, prompt=msg("sa.hunt.reclaim.prompt", card=CardRef(RECLAIM)))


@handlers.answer(RECLAIM_PICK)
def _reclaimed(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    board(state).evolution_discard.remove(option.card)
    hand = cards(state).hand
    hand.append(option.card)
    # The card comes from a face-up pile: the table sees which one.
    _log(game, "sa.hunt.reclaim", card=CardRef(option.card), n=len(hand))


EFFECTS: dict[str, CardEffect] = {
    SIREN_CALL: _siren_call,
    BARRICADE: _barricade,
    LOCKDOWN_CARD: _lockdown,
    HARDENED_SHELL: _hardened_shell,
    TREMOR: _tremor,
    ABDUCTION: _abduction,
    HARVEST: _harvest,
    GORGE: _gorge,
    PRIMAL_SURGE: _primal_surge,
    METAMORPHOSIS: _metamorphosis,
    RECLAIM: _reclaim,
}

CARDS: dict[str, Card] = attach(
    {k: c for k, c in HUNT_CARDS.items() if k not in ELSEWHERE}, PLAYABLE, EFFECTS
)


# ------------------------------------------------------- Phase 3's stages
@handlers.step(AFTER_STEP)
def _reckoning_after(game: Game) -> None:
    """After the last-Will check (C1 Phase 3, step 6): the post-resolution window,
    offered from public facts only (someone was caught, the Creature may play)."""
    state = game.state
    state.turn.extra[STAGE] = RESOLVED
    if state.turn.caught and hunt.can_play(game):
        game.push((POST_WINDOW,))


def _post_plays(game: Game) -> list[Option]:
    if not hunt.can_play(game):
        return []
    return [play_option(c) for c in hunt.playable(game, 3)
            if hunt.effect_of(game, c) in POST_RESOLUTION]


@handlers.step(POST_WINDOW)
def _post_window(game: Game) -> None:
    if not hunt.can_play(game):
        return
    plays = _post_plays(game)
    # The window opens whether or not the Creature holds such a card (its
    # opening tells the table nothing); the Creature's own prompt names the
    # cards it can play, not one it may not hold.
    prompt = (msg("sa.hunt.post.prompt", cards=tuple(card_ref(o.card) for o in plays))
              if plays else msg("sa.hunt.post.none"))
    game.ask(game.creature_seat, POST_WINDOW, [PASS, *plays], private=True,
             prompt=prompt, public_prompt=msg("sa.hunt.post.public"), auto=False)


@handlers.answer(POST_WINDOW)
def _post_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PLAY:
        game.push((POST_WINDOW,))
        hunt.play(game, option.card)


def phases(laid: tuple[Phase, ...]) -> tuple[Phase, ...]:
    """The phases with this module's Phase-3 step after the whole Reckoning
    (the post-resolution window)."""
    return tuple(replace(p, steps=_after_reckoning(p.steps)) if p.number == 3 else p
                 for p in laid)


def _after_reckoning(inner: PhaseSteps) -> PhaseSteps:
    def steps(game: Game) -> list[Step]:
        return [*inner(game), (AFTER_STEP,)]

    return steps


# ----------------------------------------------------------------- wording
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    """What this module's options do, where the base game's words would not say it."""
    if kind in (SIREN_MOVE, TREMOR_MOVE):
        return msg("sa.option.token_to", place=PlaceRef(option.place))
    if kind == RECLAIM_PICK:
        return msg("sa.option.reclaim", card=CardRef(option.card))
    if kind == ABDUCTION_PICK:
        return msg("sa.option.abduction", card=CardRef(option.card))
    if kind == POST_WINDOW and option.verb is Verb.PASS:
        return msg("sa.option.post_pass")
    return None


__all__ = [
    "CARDS", "HOOKS", "PUBLIC_EXTRA", "ask_token_move", "describe",
    "handlers", "phases", "target_hunts", "token_moves",
]
