"""The Evolution cards' abilities (``cards-designed.md`` section 3.6), attached to
the flow of the rule set that plays them: the full expansion and the light
variant on the base game (:func:`extend`, called by both). This module holds
Phases 1, 2, 4 and 5 and Carapace; Phase 3 is :mod:`.evolution_reckoning`.

Every ability checks :func:`.evolutions.ready` (developed before this turn, not
suppressed, not used yet if it is limited to once a turn) and records its use
with :func:`.evolutions.use` (the public ``turn.extra`` key ``USED``, and the
game's stat ``<id>:used``). Optional abilities are the Creature's private
decisions, offered only when they can do something; what they do is logged.

Where the abilities act:

* Phase 1, before the Creature window: Dominance (a step); Terror filters each
  Hunted's Resist options (hook ``explore_options``).
* Phase 2, before the Creature places its tokens: Telepathy, Horde and Primitive
  (one step, asked again after each use); after it: Overgrowth. Horde makes the
  Target token a second Creature token (the base tokens' ``SECOND_CREATURE``).
  The Hunt cards are guarded: after Horde no Target-symbol card, and after
  Dominance no second card in a phase that already had one.
* Phase 4, before the refill: Prescient, then Optimizer.
* Phase 5: Corrosive (``phase5_start``), Burrower (``creature_moving_sanctuary``,
  after the Hunted's effects), Hunger, Resilient, Scavenger and Regrowth
  (``evolving``: each adds 1 to the intake), Hoarder (the evolve loop's draw).
* Carapace answers :func:`.evolutions.discard_developed` (``evolution_threatened``).

Keen Nose, Territorial and Siege act on rescuing and fortifying (``rescue.py``)
and are not here yet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Arg, CardRef, Msg, PlaceRef, msg
from ...messages import cards as card_refs
from ...options import PASS, Decision, Option, Verb
from ...ruleset import Card, Handlers, Hook, Phase, PhaseSteps
from ..base import flow
from ..base.cards import TARGET as TARGET_SYMBOL
from ..base.kinds import Kind
from ..base.reckoning import NO_CATCH_ASSIMILATION
from ..base.tokens import ARTEMIA, SECOND_CREATURE, TARGET
from . import defense, dna, evolution_reckoning, evolutions, phase5, sanctuary_token
from .evolutions import SPARED, SUPPRESSED, USED, ready, use
from .state import cards, full, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Step

handlers = Handlers()
step = handlers.step
answer = handlers.answer

E = "sanctuary-evolution-"
DOMINANCE = E + "dominance"
TERROR = E + "terror"
TELEPATHY = E + "telepathy"
HORDE = E + "horde"
PRIMITIVE = E + "primitive"
OVERGROWTH = E + "overgrowth"
OPTIMIZER = E + "optimizer"
PRESCIENT = E + "prescient"
CORROSIVE = E + "corrosive"
BURROWER = E + "burrower"
HUNGER = E + "hunger"
RESILIENT = E + "resilient"
SCAVENGER = E + "scavenger"
REGROWTH = E + "regrowth"
HOARDER = E + "hoarder"
CARAPACE = E + "carapace"

#: Decision kinds (the Creature's, all private).
DOMINANCE_KIND = "sa_evo_dominance"
PHASE2_KIND = "sa_evo_phase2"
OVERGROWTH_KIND = "sa_evo_overgrowth"
OPTIMIZER_KIND = "sa_evo_optimizer"
PRESCIENT_KIND = "sa_evo_prescient"
BURROWER_KIND = "sa_evo_burrower"
HOARDER_KIND = "sa_evo_hoarder"
CARAPACE_KIND = "sa_evo_carapace"

#: ``turn.extra`` key (public): a Hunted lost Will this turn to a Hunt token, a
#: Hunt card or an Evolution (Scavenger).
WILL_TAKEN = "sa_will_taken"
#: Prescient looks at this many cards.
PRESCIENT_LOOK = 3
#: Hoarder looks at this many cards.
HOARDER_LOOK = 2
#: What Telepathy, Horde and Dominance cost.
TELEPATHY_COST, HORDE_COST, DOMINANCE_COST, CARAPACE_COST = 1, 2, 1, 2


def use_option(card: str) -> Option:
    """Use this Evolution's ability (a decision offering nothing else to pick)."""
    return Option(Verb.CHOOSE, card=card)


def _creature(game: Game) -> int:
    return game.state.config.creature_seat


def _ask(game: Game, kind: str, options: list[Option], ability: str, **args: Arg) -> None:
    """An optional ability: the Creature decides in private; the table reads which."""
    game.ask(_creature(game), kind, [*options, PASS], private=True,
             prompt=msg(f"sa.evo.{ability.removeprefix(E)}.prompt", **args),
             public_prompt=msg("sa.evo.deciding", card=CardRef(ability)), auto=False)


def _log(game: Game, key: str, private: dict[int, Msg] | None = None, **args: Arg) -> None:
    game.log("evolution", msg(f"sa.evo.{key}", **args), private)


# ------------------------------------------------------------------ Phase 1
@step("sa_evo_phase1")
def _phase1(game: Game) -> None:
    state = game.state
    if ready(state, DOMINANCE) and dna.held(state) >= DOMINANCE_COST:
        _ask(game, DOMINANCE_KIND, [use_option(DOMINANCE)], DOMINANCE)


@answer(DOMINANCE_KIND)
def _dominance(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    state = game.state
    dna.spend(game, DOMINANCE_COST, CardRef(DOMINANCE))
    state.turn.hunt_limit += 1
    use(game, DOMINANCE)
    _log(game, "dominance", n=state.turn.hunt_limit)


def terror(game: Game, seat: int, options: list[Option]) -> None:
    """Resisting only at 3 Will, and only for 1 Will."""
    if not ready(game.state, TERROR):
        return
    will = game.state.hunted[seat].will
    kept = [o for o in options if o.verb is not Verb.RESIST or (o.n == 1 and will == 3)]
    if len(kept) != len(options):
        options[:] = kept
        use(game, TERROR)


def terror_forbids(game: Game, decision: Decision, option: Option) -> bool:
    """Whether Terror is why this Resist is refused."""
    if decision.kind != Kind.EXPLORE or option.verb is not Verb.RESIST:
        return False
    h = game.state.hunted[decision.seat]
    return ready(game.state, TERROR) and h.will > option.n and bool(h.discard) and (
        option.n != 1 or h.will != 3)


# ------------------------------------------------------------------ Phase 2
def _phase2_options(game: Game) -> list[Option]:
    state = game.state
    t = state.turn
    tokens = t.tokens
    held = dna.held(state)
    used = t.extra.get(USED, ())
    options: list[Option] = []
    numbers = game.rules.place_numbers
    # "Before placing your Hunt tokens": not after Horde or Primitive laid one.
    if ready(state, TELEPATHY) and held >= TELEPATHY_COST and HORDE not in used \
            and PRIMITIVE not in used:
        options += [Option(Verb.TARGET, card=TELEPATHY, seat=s) for s in game.hunted_order]
    if (ready(state, HORDE) and held >= HORDE_COST and not t.target_cards
            and TARGET not in tokens):
        options += [Option(Verb.TOKEN, card=HORDE, places=(p,)) for p in numbers]
    if (ready(state, PRIMITIVE) and t.hunt_played == 0 and ARTEMIA not in tokens
            and not flow.artemia_available(game)):
        options += [Option(Verb.TOKEN, card=PRIMITIVE, places=(p,)) for p in numbers]
    return options


@step("sa_evo_phase2")
def _phase2(game: Game) -> None:
    options = _phase2_options(game)
    if options:
        game.ask(_creature(game), PHASE2_KIND, [*options, PASS], private=True,
                 prompt=msg("sa.evo.phase2.prompt"),
                 public_prompt=msg("sa.evo.phase2.public"), auto=False)


@answer(PHASE2_KIND)
def _phase2_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    game.push(("sa_evo_phase2",))
    state = game.state
    if option.card == TELEPATHY:
        dna.spend(game, TELEPATHY_COST, CardRef(TELEPATHY))
        use(game, TELEPATHY)
        played = state.hunted[option.seat].played
        low = sum(1 for c in played if c <= 5)
        _log(game, "telepathy", seat=SEATS[option.seat], low=low, high=len(played) - low)
    elif option.card == HORDE:
        dna.spend(game, HORDE_COST, CardRef(HORDE))
        use(game, HORDE)
        state.turn.extra[SECOND_CREATURE] = True
        _log(game, "horde", place=PlaceRef(option.places[0]))
        flow.place_token(game, TARGET, option.places)
    elif option.card == PRIMITIVE:
        use(game, PRIMITIVE)
        state.turn.hunt_blocked = True
        _log(game, "primitive", place=PlaceRef(option.places[0]))
        flow.place_token(game, ARTEMIA, option.places)


@step("sa_evo_overgrowth")
def _overgrowth(game: Game) -> None:
    state = game.state
    if not full(state) or not ready(state, OVERGROWTH):
        return
    near = sanctuary_token.adjacent_accessible(game)
    if near:
        _ask(game, OVERGROWTH_KIND, [Option(Verb.MOVE, place=p) for p in near], OVERGROWTH)


@answer(OVERGROWTH_KIND)
def _overgrowth_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    use(game, OVERGROWTH)
    sanctuary_token.move(game, option.place, CardRef(OVERGROWTH))


def phases_played(game: Game) -> set[int]:
    cards_ = game.rules.hunt_cards
    return {cards_[e].phase for e in game.state.turn.hunt_effects if e in cards_}


def guard_hunt_card(card: Card) -> Card:
    """A Hunt card as the Evolutions allow it: no Target-symbol card after Horde,
    and after Dominance no two Hunt cards in the same phase."""
    inner = card.playable
    target = card.symbol == TARGET_SYMBOL

    def playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
        t = game.state.turn
        if target and t.extra.get(SECOND_CREATURE):
            return False
        if DOMINANCE in t.extra.get(USED, ()) and card.phase in phases_played(game):
            return False
        return inner is None or inner(game, seat, back)

    return replace(card, playable=playable)


# ------------------------------------------------------------------ Phase 4
@step("sa_evo_refill")
def _before_refill(game: Game) -> None:
    """Before the Creature refills: Prescient, then Optimizer (which may then
    discard knowing what comes)."""
    game.push(("sa_evo_prescient",), ("sa_evo_optimizer",))


@step("sa_evo_prescient")
def _prescient(game: Game) -> None:
    state = game.state
    if not ready(state, PRESCIENT):
        return
    deck = state.hunt_deck
    if len(deck) < PRESCIENT_LOOK and state.hunt_discard:
        under = state.hunt_discard
        state.hunt_discard = []
        game.shuffle(under)
        state.hunt_deck = deck = under + deck
        _log(game, "prescient.shuffle", n=len(under))
    looked = tuple(reversed(deck[-PRESCIENT_LOOK:]))  # the top card first
    if not looked:
        return
    use(game, PRESCIENT)
    _log(game, "prescient", {_creature(game): msg("sa.evo.prescient.private",
                                                    cards=card_refs(list(looked)))},
         n=len(looked))
    game.push(("sa_evo_prescient_place", looked, (), ()))


@step("sa_evo_prescient_place")
def _prescient_place(game: Game, left: tuple[str, ...], top: tuple[str, ...],
                     bottom: tuple[str, ...]) -> None:
    if not left:
        _prescient_done(game, top, bottom)
        return
    options = [Option(v, card=c) for c in left for v in (Verb.KEEP, Verb.MOVE)]
    game.ask(_creature(game), PRESCIENT_KIND, [*options, Option(Verb.DONE)], private=True,
             prompt=msg("sa.evo.prescient.prompt", cards=card_refs(list(left)),
                        top=len(top), bottom=len(bottom)),
             public_prompt=msg("sa.evo.deciding", card=CardRef(PRESCIENT)),
             ctx=(left, top, bottom), auto=False)


@answer(PRESCIENT_KIND)
def _prescient_answer(game: Game, decision: Decision, option: Option) -> None:
    left, top, bottom = decision.ctx
    if option.verb is Verb.DONE:
        _prescient_done(game, (*top, *left), bottom)
        return
    rest = tuple(c for c in left if c != option.card)
    if option.verb is Verb.KEEP:
        top = (*top, option.card)
    else:
        bottom = (*bottom, option.card)
    game.push(("sa_evo_prescient_place", rest, top, bottom))


def _prescient_done(game: Game, top: tuple[str, ...], bottom: tuple[str, ...]) -> None:
    """``top`` from the top down; each card of ``bottom`` went under the ones before."""
    state = game.state
    looked = set(top) | set(bottom)
    rest = [c for c in state.hunt_deck if c not in looked]
    state.hunt_deck = [*reversed(bottom), *rest, *reversed(top)]
    _log(game, "prescient.done", top=len(top), bottom=len(bottom))


@step("sa_evo_optimizer")
def _optimizer(game: Game) -> None:
    state = game.state
    hand = state.creature.hand
    if ready(state, OPTIMIZER) and hand:
        _ask(game, OPTIMIZER_KIND, [Option(Verb.DISCARD, card=c) for c in sorted(set(hand))],
             OPTIMIZER)


@answer(OPTIMIZER_KIND)
def _optimizer_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    state = game.state
    state.creature.hand.remove(option.card)
    state.hunt_discard.append(option.card)
    use(game, OPTIMIZER)
    _log(game, "optimizer", card=CardRef(option.card))


# ------------------------------------------------------------------ Phase 5
def corrosive(game: Game) -> None:
    """Start of Phase 5: no Defense progress this turn moves the counter back."""
    state = game.state
    if full(state) and ready(state, CORROSIVE) and turn(state).advanced == 0:
        use(game, CORROSIVE)
        _log(game, "corrosive")
        defense.back(game, CardRef(CORROSIVE))


def burrower(game: Game) -> None:
    if ready(game.state, BURROWER):
        game.push(("sa_evo_burrower",))


@step("sa_evo_burrower")
def _burrower(game: Game) -> None:
    state = game.state
    if ready(state, BURROWER):
        _ask(game, BURROWER_KIND, [use_option(BURROWER)], BURROWER,
             n=turn(state).move_steps)


@answer(BURROWER_KIND)
def _burrower_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    t = turn(game.state)
    t.move_steps = max(0, t.move_steps) + 1
    use(game, BURROWER)
    _log(game, "burrower", n=t.move_steps)


def will_lost(game: Game, seat: int, amount: int, why: Any) -> None:
    """Scavenger counts Will lost to a Hunt token, a Hunt card or an Evolution:
    every loss but one a Survival card causes (Resisting is no loss here)."""
    state = game.state
    if full(state) and not (isinstance(why, CardRef) and why.id in game.rules.survival_cards):
        state.turn.extra[WILL_TAKEN] = True


def evolving(game: Game) -> None:
    """'When you evolve': each ability that applies takes 1 more DNA counter."""
    state = game.state
    t = turn(state)
    applies = (
        (HUNGER, True),
        (RESILIENT, dna.held(state) == 0),
        (SCAVENGER, bool(state.turn.extra.get(WILL_TAKEN))),
        (REGROWTH, t.lost_evolutions > 0),
    )
    for card, condition in applies:
        if condition and ready(state, card):
            t.intake += 1
            use(game, card)
            _log(game, "intake", card=CardRef(card), n=t.intake)


@step(phase5.DRAW)
def _evolve_draw(game: Game, level: int) -> None:
    """The evolve loop's draw; Hoarder looks at the top two and keeps one."""
    state = game.state
    pile = cards(state).piles[level]
    if ready(state, HOARDER) and len(pile) >= HOARDER_LOOK:
        looked = tuple(reversed(pile[-HOARDER_LOOK:]))
        use(game, HOARDER)
        _log(game, "hoarder", {_creature(game): msg("sa.evo.hoarder.private",
                                                      cards=card_refs(list(looked)))},
             level=level)
        game.ask(_creature(game), HOARDER_KIND, [Option(Verb.KEEP, card=c) for c in looked],
                 private=True, prompt=msg("sa.evo.hoarder.prompt", level=level),
                 public_prompt=msg("sa.evo.deciding", card=CardRef(HOARDER)),
                 ctx=(level,), auto=False)
        return
    evolutions.draw(game, level, msg("sa.why.evolve"))


@answer(HOARDER_KIND)
def _hoarder_answer(game: Game, decision: Decision, option: Option) -> None:
    level = decision.ctx[0]
    pile = cards(game.state).piles[level]
    other = next(c for c in pile[-HOARDER_LOOK:] if c != option.card)
    pile.remove(other)
    pile.insert(0, other)
    evolutions.draw(game, level, CardRef(HOARDER))


# ----------------------------------------------------------------- Carapace
def carapace(game: Game, card: str, why: Arg) -> None:
    state = game.state
    if ready(state, CARAPACE) and dna.held(state) >= CARAPACE_COST:
        game.push(("sa_evo_carapace", card))


@step("sa_evo_carapace")
def _carapace(game: Game, card: str) -> None:
    state = game.state
    if ready(state, CARAPACE) and dna.held(state) >= CARAPACE_COST:
        _ask(game, CARAPACE_KIND, [Option(Verb.KEEP, card=card)], CARAPACE, card=CardRef(card))


@answer(CARAPACE_KIND)
def _carapace_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    dna.spend(game, CARAPACE_COST, CardRef(CARAPACE))
    use(game, CARAPACE)
    evolutions.spare(game, option.card)
    _log(game, "carapace", card=CardRef(option.card))


# ------------------------------------------------------- the rule set's parts
#: The abilities at hook points, in the order they run there.
HOOKS: tuple[tuple[str, Hook], ...] = (
    ("explore_options", terror),
    ("phase5_start", corrosive),
    ("creature_moving_sanctuary", burrower),
    ("will_lost", will_lost),
    ("evolving", evolving),
    ("evolution_threatened", carapace),
    *evolution_reckoning.HOOKS,
)
#: Steps added to each phase: (phase, the base step they go around, before, after).
AROUND: tuple[tuple[int, Step, tuple[Step, ...], tuple[Step, ...]], ...] = (
    (1, ("creature_window",), (("sa_evo_phase1",),), ()),
    (2, ("hunt",), (("sa_evo_phase2",),), (("sa_evo_overgrowth",),)),
    (3, ("reveal",), (), (("sa_evo_fast",),)),
    (4, ("refill",), (("sa_evo_refill",),), ()),
)
#: The public ``turn.extra`` keys the abilities set or read.
PUBLIC_EXTRA: frozenset[str] = frozenset({
    USED, SPARED, SUPPRESSED, WILL_TAKEN, SECOND_CREATURE, NO_CATCH_ASSIMILATION,
})


def _around(inner: PhaseSteps, anchor: Step, before: tuple[Step, ...],
            after: tuple[Step, ...]) -> PhaseSteps:
    def steps(game: Game) -> list[Step]:
        out: list[Step] = []
        for s in inner(game):
            out += [*before, s, *after] if s == anchor else [s]
        return out

    return steps


def with_steps(phases: Iterable[Phase]) -> tuple[Phase, ...]:
    out = []
    for phase in phases:
        steps = phase.steps
        for number, anchor, before, after in AROUND:
            if number == phase.number:
                steps = _around(steps, anchor, before, after)
        out.append(Phase(phase.number, phase.name, steps))
    return tuple(out)


__all__ = [
    "AROUND", "HOOKS", "PUBLIC_EXTRA", "WILL_TAKEN", "guard_hunt_card", "use_option",
    "with_steps",
]
