"""Sanctuary as a rule set (the Sanctuary rulebook; designs in
``shared/reference/cards-designed.md`` section 3), and its light variant.

The full expansion (:func:`build`, id ``sanctuary``) plays the base game's
places 1-5 with five new places 6-10, the Sanctuary token, the Defense track,
Survivors, Avatars, Evolutions and DNA, and a fifth phase (:mod:`.phase5`).
Phase 3 resolves the places without a Hunt token Hunted by Hunted (the seed),
and the Rescue counter starts on space 2 whatever the player count.

The light variant (:func:`light`, the option ``sanctuary-light`` of the base
game, R33) adds only a Not Alone-icon Avatar per Hunted and one Not Alone-icon
Evolution chosen by the Creature.

Both get the Evolution cards' abilities (:func:`.evolution_cards.extend`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...config import SANCTUARY, SANCTUARY_LIGHT
from ...ruleset import Handlers, Phase, RuleSet, Track, merge_handlers
from .. import base
from ..base import flow, hunt, reckoning, survival, windows
from ..base import places as base_places
from . import defense, evolution_cards, phase5, setup
from .cards import AVATARS, BONUSES, EVOLUTIONS, MONOLITHS_IN_RESERVE, RESCUE_START, SURVIVORS
from .state import BOARD, TURN

if TYPE_CHECKING:
    from ...game import Game

RULESET_ID = SANCTUARY
OPTION = SANCTUARY_LIGHT
#: Rescue spaces to Victory when the counter starts on space 2 (seed step C).
RESCUE_STEPS = 15 - RESCUE_START
#: Every card of the expansion that is not a Hunt or Survival card, by id.
NAMED: dict[str, str] = {
    **{k: v.name for k, v in SURVIVORS.items()},
    **{k: v.name for k, v in AVATARS.items()},
    **{k: v.name for k, v in EVOLUTIONS.items()},
    **{k: v.name for k, v in BONUSES.items()},
}


def _reserve(hunted: int) -> dict[int, int]:
    """The base reserve, but always 3 Monoliths (seed step B)."""
    return {**base.RULESET.reserve(hunted), 10: MONOLITHS_IN_RESERVE}


def build() -> RuleSet:
    rules = base.RULESET
    steps, answers = merge_handlers(
        m.handlers for m in (
            flow, windows, reckoning, base_places, hunt, survival, defense, phase5, setup,
        )
    )
    rescue, assimilation = rules.tracks
    tracks = (
        replace(rescue, length=lambda players: RESCUE_STEPS),
        assimilation,
        Track("defense", "Defense", "Def.", defense.steps_to_victory, "hunted"),
    )
    inner_setup = rules.setup

    def full_setup(game: Game) -> None:
        inner_setup(game)
        setup.setup(game)

    return evolution_cards.extend(replace(
        rules,
        id=RULESET_ID,
        name="Not Alone: Sanctuary",
        places={**{n: p for n, p in rules.places.items() if n <= 5}, **_places()},
        phases=(*rules.phases, Phase(5, "Evolution", phase5.phase_steps)),
        tracks=tracks,
        steps=steps,
        answers=answers,
        setup=full_setup,
        reserve=_reserve,
        reckon_by_seat=True,
        max_hunt_hand=phase5.NEST_HAND,
        named={**rules.named, **NAMED},
        adjacent={},
        adjacent_pairs=(),
        public_extra=rules.public_extra | {BOARD, TURN},
    ))


def _places() -> dict[int, Any]:
    from .places import PLACES

    return dict(PLACES)


def light(rules: RuleSet) -> RuleSet:
    """The light variant added to ``rules`` (the base game's places only, R33)."""
    inner = Handlers()
    inner.steps.update(rules.steps)
    inner.answers.update(rules.answers)
    steps, answers = merge_handlers((inner, setup.handlers))
    inner_setup = rules.setup

    def variant_setup(game: Game) -> None:
        inner_setup(game)
        setup.variant_setup(game)

    return evolution_cards.extend(replace(
        rules,
        id=f"{rules.id}+{OPTION}",
        steps=steps,
        answers=answers,
        setup=variant_setup,
        named={**rules.named, **NAMED},
        adjacent={},
        adjacent_pairs=(),
        public_extra=rules.public_extra | {BOARD, TURN},
    ))


__all__ = ["OPTION", "RULESET_ID", "build", "light"]
