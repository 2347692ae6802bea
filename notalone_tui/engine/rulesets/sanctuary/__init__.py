"""Sanctuary as a rule set (the Sanctuary rulebook; designs in
``shared/reference/cards-designed.md`` section 3), and its light variant.

The full expansion (:func:`build`, id ``sanctuary``) plays the base game's
places 1-5 with five new places 6-10, the Sanctuary token, the Defense track,
Survivors, Avatars, Evolutions and DNA, and a fifth phase (:mod:`.phase5`).
Phase 3 resolves the places without a Hunt token Hunted by Hunted (the seed),
with the places' powers (:mod:`.places`), the two alternatives rescue and fortify
(:mod:`.rescue`), the Survivors' abilities (:mod:`.survivor_abilities`) and the
Defense bonuses (:mod:`.bonuses`); the Rescue counter starts on space 2 whatever
the player count. The Sanctuary Hunt and Survival cards join the base decks
(:mod:`.hunt_cards`, :mod:`.survival_cards`, and those about rescuing and
fortifying, :mod:`.rescue_cards`).

The light variant (:func:`light`, the option ``sanctuary-light`` of the base
game, R33) adds only a Not Alone-icon Avatar per Hunted and one Not Alone-icon
Evolution chosen by the Creature.

Both get the Evolution cards' abilities (:func:`_with_evolutions`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import Msg
from ...options import Decision, Option
from ...ruleset import Handlers, Hook, Phase, RuleSet, Track, merge_handlers
from .. import base
from ..base import flow, hunt, reckoning, survival, windows
from ..base import places as base_places
from . import (
    avatar_abilities,
    bonuses,
    defense,
    describe_avatars,
    describe_evolutions,
    evolution_cards,
    evolution_reckoning,
    evolutions,
    phase5,
    places,
    rescue,
    rescue_cards,
    setup,
    survivor_abilities,
    verbs,  # noqa: F401  (registers Sanctuary's verbs: Verb.RESCUE...)
)
from . import hunt_cards as sa_hunt
from . import invariants as sa_invariants
from . import knowledge as sa_knowledge
from . import survival_cards as sa_survival
from .cards import AVATARS, BONUSES, EVOLUTIONS, MONOLITHS_IN_RESERVE, RESCUE_START, SURVIVORS
from .describe import core as setup_words
from .describe import describe_option
from .dna import SHELL
from .evolutions import SUPPRESSED
from .hook_points import HOOK_POINTS
from .parameters import OPTION, REFUSED, RULESET_ID, SANCTUARY
from .state import BOARD, CARDS, TURN
from .views import view as sa_view

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState
    from ...views import GameView

#: Rescue spaces to Victory when the counter starts on space 2 (seed step C).
RESCUE_STEPS = 15 - RESCUE_START
#: This turn's public ``turn.extra`` keys the Phase-3 content adds.
RECKONING_EXTRA = frozenset({places.ARK_USED, rescue.LOCKDOWN, rescue.RESCUING}) | (
    rescue_cards.PUBLIC_EXTRA
)
#: Every card of the expansion that is not a Hunt or Survival card, by id.
NAMED: dict[str, str] = {
    **{k: v.name for k, v in SURVIVORS.items()},
    **{k: v.name for k, v in AVATARS.items()},
    **{k: v.name for k, v in EVOLUTIONS.items()},
    **{k: v.name for k, v in BONUSES.items()},
}
#: What the Creature does alone in Phase 5 (or at setup), which the table reads
#: once it is done: DNA taken and spent, cards drawn by level and developed.
SUMMARY = frozenset({"evolution", "dna"})
#: Keys of ``extra`` the expansion keeps public (the board, this turn's facts,
#: Hardened Shell, the suppressed Evolutions); its secret cards are redacted by
#: :mod:`.knowledge`.
PUBLIC_EXTRA = frozenset({BOARD, TURN, SHELL, SUPPRESSED})


#: How the base cards that name a place 6-10 read here (``sanctuary-rule-base-card-readings``):
#: Interference silences places 4 and 8, and nothing copies place 10, the Monolith.
BASE_TEXTS = {
    "hunt-interference": "This turn the powers of the Beach and the Ark have no effect.",
    "survival-gate": "When you resolve your place, use the power of an adjacent place instead "
                     "(never the Monolith).",
}
LAIR_TEXT = (
    "Either take every card of your discard pile back into your hand, or use the power of the "
    "place holding the Creature token (never the Monolith). Caught here by the Creature token, "
    "you lose 1 extra Will."
)


def _read_here(cards: dict[str, Any]) -> dict[str, Any]:
    return {k: replace(c, text=BASE_TEXTS[k]) if k in BASE_TEXTS else c for k, c in cards.items()}


def _reserve(hunted: int) -> dict[int, int]:
    """The base reserve, but always 3 Monoliths (seed step B)."""
    return {**base.RULESET.reserve(hunted), 10: MONOLITHS_IN_RESERVE}


#: The pairs of this rule set's cards whose order changes the outcome when both
#: are played in the same window (R11, listed in ``assets/rules.md``): a Hunted's
#: claim there first asks the Creature who plays first.
windows.declare_conflicts(3, (
    ("hunt-detour", rescue_cards.WALLS),
    (sa_hunt.TREMOR, rescue_cards.WALLS),
))
windows.declare_conflicts(4, ((sa_hunt.GORGE, sa_survival.GENE_DISRUPTOR),))


def build() -> RuleSet:
    rules = base.RULESET
    steps, answers = merge_handlers(
        m.handlers for m in (
            flow, windows, reckoning, base_places, hunt, survival, defense, phase5, setup,
            places, rescue, survivor_abilities, bonuses, avatar_abilities, sa_hunt, sa_survival,
            rescue_cards,
        )
    )
    steps = rescue_cards.wrap_steps(steps)
    hooks: dict[str, tuple[Hook, ...]] = dict(rules.hooks)
    added_hooks: tuple[tuple[str, Hook], ...] = (
        (reckoning.RECKONING_OPTIONS, rescue.reckoning_options),
        ("resolve_alternative", rescue.resolve_alternative),
        *sa_hunt.HOOKS,
        *sa_survival.HOOKS,
        ("resolving", rescue.track_resolving),
        *rescue_cards.HOOKS,
    )
    for point, added in added_hooks:
        hooks[point] = (*hooks.get(point, ()), added)
    inner_explain = rules.explain

    def explain(game: Game, decision: Decision, option: Option) -> Msg:
        found = rescue.explain(game, decision, option)
        return found if found is not None else inner_explain(game, decision, option)

    rescue_track, assimilation = rules.tracks
    tracks = (
        replace(rescue_track, length=lambda players: RESCUE_STEPS),
        assimilation,
        Track("defense", "Defense", "Def.", defense.steps_to_victory, "hunted"),
    )
    inner_setup = rules.setup

    def full_setup(game: Game) -> None:
        inner_setup(game)
        setup.setup(game)

    return _expansion(replace(
        rules,
        id=RULESET_ID,
        name="Not Alone: Sanctuary",
        places={
            **{n: p for n, p in rules.places.items() if n <= 5},
            1: replace(rules.places[1], text=LAIR_TEXT),
            **places.PLACES,
        },
        hunt_cards=_read_here({**rules.hunt_cards, **sa_hunt.CARDS, **rescue_cards.HUNT}),
        survival_cards=_read_here({**rules.survival_cards, **sa_survival.CARDS,
                                   **rescue_cards.CARDS}),
        phases=sa_hunt.phases((*rules.phases, Phase(5, "Evolution", phase5.phase_steps))),
        tracks=tracks,
        steps=steps,
        answers=answers,
        hooks=hooks,
        hook_points={**rules.hook_points, **HOOK_POINTS},
        setup=full_setup,
        explain=explain,
        reserve=_reserve,
        describe=describe_option,
        reckon_by_seat=True,
        packs=(*rules.packs, RULESET_ID),
        max_hunt_hand=phase5.NEST_HAND,
        adjacent={},
        adjacent_pairs=(),
        events=replace(rules.events, urgent=rules.events.urgent | sa_survival.URGENT),
        public_extra=(rules.public_extra | RECKONING_EXTRA | sa_hunt.PUBLIC_EXTRA
                      | sa_survival.PUBLIC_EXTRA),
    ))


def _expansion(rules: RuleSet) -> RuleSet:
    """What the full game and the light variant share: the expansion's cards by
    name, its state (public, secret and imagined), its invariants and view, the
    Evolutions' and the Avatars' abilities."""
    return _with_avatars(_with_evolutions(replace(
        rules,
        named={**rules.named, **NAMED},
        hook_points={**rules.hook_points, **HOOK_POINTS},
        invariants=sa_invariants.wrap(rules.invariants),
        events=replace(rules.events, summary=rules.events.summary | SUMMARY),
        public_extra=rules.public_extra | PUBLIC_EXTRA,
        private_extra={**rules.private_extra, CARDS: sa_knowledge.PRIVATE},
        rebuild={**rules.rebuild, **sa_knowledge.REBUILD},
        view_extra=sa_view,
        revealed=_revealed(rules.revealed),
    )))


def _revealed(inner: Callable[[GameState], Hashable]) -> Callable[[GameState], Hashable]:
    """What an action may have revealed (:attr:`RuleSet.revealed`): the rule set's
    below, and the sizes of the expansion's face-down piles (a card drawn shows
    its drawer the top of a pile, so the draw is final)."""

    def revealed(state: GameState) -> Hashable:
        held = state.extra[CARDS]  # :meth:`.state.Cards.pile_sizes`, inline: read at every action
        piles = held.piles
        return (inner(state), len(held.survivor_pile), len(piles.get(1, ())),
                len(piles.get(2, ())))

    return revealed


def _with_evolutions(rules: RuleSet) -> RuleSet:
    """``rules`` with the Evolution cards' abilities attached (the full expansion's
    rule set, or the base game's with the light variant)."""
    inner = Handlers()
    inner.steps.update(rules.steps)
    inner.answers.update(rules.answers)
    steps, answers = merge_handlers(
        (inner, evolution_cards.handlers, evolution_reckoning.handlers, evolutions.handlers))
    hooks: dict[str, tuple[Hook, ...]] = dict(rules.hooks)
    for point, added in evolution_cards.HOOKS:
        hooks[point] = (*hooks.get(point, ()), added)
    inner_describe = rules.describe
    inner_explain = rules.explain

    def describe(outer: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
        words = describe_evolutions.describe(option, kind, view)
        return words if words is not None else inner_describe(outer, option, kind, view)

    def explain(game: Game, decision: Decision, option: Option) -> Msg:
        words = describe_evolutions.explain(game, decision, option)
        return words if words is not None else inner_explain(game, decision, option)

    return replace(
        rules,
        steps=steps,
        answers=answers,
        hooks=hooks,
        phases=evolution_cards.with_steps(rules.phases),
        hunt_cards={k: evolution_cards.guard_hunt_card(c) for k, c in rules.hunt_cards.items()},
        describe=describe,
        explain=explain,
        adjacent={},
        adjacent_pairs=(),
        public_extra=rules.public_extra | evolution_cards.PUBLIC_EXTRA,
    )


def _with_avatars(rules: RuleSet) -> RuleSet:
    """``rules`` with the Avatars' abilities (:mod:`.avatar_abilities`): their
    hooks, their steps in Phases 2 and 4, their options' words and invariants.
    Their steps and answers are already among ``rules``'."""
    inner_describe = rules.describe
    inner_invariants = rules.invariants

    def describe(outer: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
        own = describe_avatars.describe(option, kind, view)
        return own if own is not None else inner_describe(outer, option, kind, view)

    def invariants(state: Any, outer: RuleSet) -> list[str]:
        return avatar_abilities.check(state, inner_invariants(state, outer))

    return replace(
        rules,
        phases=avatar_abilities.phases(rules.phases),
        hooks=avatar_abilities.add_hooks(rules.hooks),
        describe=describe,
        invariants=invariants,
        events=replace(rules.events, urgent=rules.events.urgent | {avatar_abilities.PEEK}),
        public_extra=rules.public_extra | avatar_abilities.PUBLIC,
    )


def light(rules: RuleSet) -> RuleSet:
    """The light variant added to ``rules`` (the base game's places only, R33)."""
    inner = Handlers()
    inner.steps.update(rules.steps)
    inner.answers.update(rules.answers)
    steps, answers = merge_handlers((inner, setup.handlers, avatar_abilities.handlers))
    inner_setup = rules.setup
    inner_describe = rules.describe

    def variant_setup(game: Game) -> None:
        inner_setup(game)
        setup.variant_setup(game)

    def describe(outer: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
        # The Creature's pick of its Evolution is worded with the expansion's
        # set-up choices; everything else is the base game's.
        own = setup_words(option, kind, view) if kind == setup.VARIANT_PICK else None
        return own if own is not None else inner_describe(outer, option, kind, view)

    return _expansion(replace(
        rules,
        id=f"{rules.id}+{OPTION}",
        steps=steps,
        answers=answers,
        setup=variant_setup,
        describe=describe,
        packs=(*rules.packs, OPTION),
        adjacent={},
        adjacent_pairs=(),
    ))


__all__ = ["OPTION", "REFUSED", "RULESET_ID", "SANCTUARY", "build", "light"]
