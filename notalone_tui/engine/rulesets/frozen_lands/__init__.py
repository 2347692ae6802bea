"""Frozen Lands as a rule set (Remastered rulebook, "Frozen Lands"; designs in
``shared/reference/cards-designed.md`` section 2): the base game's flow and
cards, with places 1-10 replaced, no Marker counter, and the Contamination
reserve. Tokens are taken on Give Up and on a lost last Will, may be discarded
instead of a place's power, and are revealed when the Rescue counter reaches
Victory (any icon: the Creature wins; by the Capsule the Hunted lose, R32).

In Phase 4 the team decides whether the counter's normal move onto Victory
happens (:mod:`.endgame`). The 25 Frozen Lands cards join the base decks
(:mod:`.hunt_cards`, :mod:`.survival_cards`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import PlaceRef, msg
from ...options import Option
from ...ruleset import Hook, Phase, PhaseSteps, RuleSet, merge_handlers
from .. import base
from ..base import flow, hunt, reckoning, survival, windows
from ..base import places as base_places
from . import contamination, endgame, places, views
from . import hunt_cards as fl_hunt
from . import knowledge as fl_knowledge
from . import survival_cards as fl_survival
from .describe import describe_option
from .parameters import NO_MARKERS, REMOVE_MARKER_CARDS, RULESET_ID, SUGGESTS, check

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Step

#: Cards that act only on the Marker counter, which this mode does not use: they
#: stay in the deck (the seed's component count) but can never be played.
MARKER_CARDS = ("survival-ingenuity", "survival-amplifier")
#: What their text adds in this mode, wherever a card's text is shown.
NO_MARKER_TEXT = "Frozen Lands has no Marker counter: never playable here."


def _gave_up(game: Game, seat: int) -> None:
    contamination.take(game, seat, msg("fl.why.gave_up"))


def _recovered(game: Game, seats: tuple[int, ...]) -> None:
    for seat in seats:
        contamination.take(game, seat, msg("fl.why.last_will"))


def _resolve_options(game: Game, seat: int, options: list[Option], place: int) -> None:
    """The Phase-3 alternative: wherever a card could be taken back instead of the
    power, a held token may be discarded instead."""
    if contamination.held_count(game.state, seat) and contamination.can_discard(game.state):
        options.append(contamination.DISCARD_TOKEN)


#: How the base cards that name a base place read here (``fl-rule-base-card-readings``):
#: Interference silences places 4 and 8, the Drone uses place 5, nothing copies place 10.
BASE_TEXTS = {
    "hunt-interference": "This turn the powers of the Hummocks and the Capsule have no effect.",
    "survival-drone": "When you resolve your place, use the Snowcat's power instead of its own.",
    "survival-gate": "When you resolve your place, use the power of an adjacent place instead "
                     "(never the Aurora).",
}


def _read_here(cards: Mapping[str, Any]) -> dict[str, Any]:
    return {k: replace(c, text=BASE_TEXTS[k]) if k in BASE_TEXTS else c for k, c in cards.items()}


def _resolve_alternative(game: Game, seat: int, option: Option) -> None:
    if option == contamination.DISCARD_TOKEN:
        contamination.discard(game, seat, msg("fl.why.instead_of_power"))


def victory(game: Game, track_id: str, why: Any, reason: Any) -> None:
    """A counter on Victory ends the game at once (R3), but the Rescue counter's
    Victory is checked against the held tokens (R30), and by the Capsule it loses (R32)."""
    if track_id != "rescue":
        game.end(game.rules.track(track_id).winner, reason)
        return
    if why == places.CAPSULE_WHY:
        game.end("creature", msg("fl.end.capsule", place=PlaceRef(8)))
        return
    if not contamination.held_total(game.state):
        game.end("hunted", reason)
        return
    infected = contamination.reveal(game)
    key = "fl.end.contaminated" if infected else "fl.end.clean"
    game.end("creature" if infected else "hunted", msg(key, why=why, n=infected))


def _team_decides(inner: PhaseSteps) -> PhaseSteps:
    """Phase 4 as the base game lays it out, with the Rescue counter's move replaced
    by the one that lets the team hold it back (:mod:`.endgame`)."""

    def steps(game: Game) -> list[Step]:
        return [("fl_rescue_move",) if s == ("rescue_move",) else s for s in inner(game)]

    return steps


#: The pairs of this rule set's cards whose order changes the outcome when both
#: are played in the same window (R11, listed in ``assets/rules.md``): a Hunted's
#: claim there first asks the Creature who plays first.
windows.declare_conflicts(3, (
    ("hunt-detour", fl_survival.ICE_BRIDGE),
    ("hunt-detour", fl_survival.SNOWDRIFT),
    ("hunt-detour", fl_survival.ROPE_LINE),
    ("hunt-detour", fl_survival.BODY_HEAT),
    ("hunt-cataclysm", fl_survival.ICE_BRIDGE),
    (fl_hunt.AVALANCHE, fl_survival.ICE_BRIDGE),
    (fl_hunt.CONTAGION, fl_survival.ICE_BRIDGE),
))
windows.declare_conflicts(4, ((fl_hunt.RELAPSE, fl_survival.ANTIDOTE),))


def build() -> RuleSet:
    rules = base.RULESET
    steps, answers = merge_handlers(
        m.handlers for m in (
            flow, windows, reckoning, base_places, hunt, survival, places, endgame,
            fl_hunt, fl_survival,
        )
    )
    hooks: dict[str, tuple[Hook, ...]] = dict(rules.hooks)
    added_hooks: tuple[tuple[str, Hook], ...] = (
        ("gave_up", _gave_up),
        ("recovered", _recovered),
        ("resolve_options", _resolve_options),
        ("resolve_alternative", _resolve_alternative),
        ("creature_caught", places.ice_cave_caught),
        ("power_used", places.record_power),
        ("explore_options", places.glacier_single_lay),
        *fl_hunt.HOOKS,
        *fl_survival.HOOKS,
    )
    for point, added in added_hooks:
        hooks[point] = (*hooks.get(point, ()), added)
    never = lambda game, seat, back: False  # noqa: E731
    survival_cards = _read_here({
        card_id: replace(card, playable=never, text=f"{card.text} {NO_MARKER_TEXT}")
        if card_id in MARKER_CARDS else card
        for card_id, card in rules.survival_cards.items()
    }) | fl_survival.CARDS
    inner_setup = rules.setup
    phases = tuple(
        Phase(p.number, p.name, _team_decides(p.steps)) if p.number == 4 else p
        for p in rules.phases
    )
    inner_invariants = rules.invariants

    def setup(game: Game) -> None:
        inner_setup(game)
        contamination.setup(game)

    def invariants(state: Any, outer: RuleSet) -> list[str]:
        problems = inner_invariants(state, outer) + contamination.check(state)
        if state.marker_on_beach:
            problems.append("the Marker counter is on the board in Frozen Lands")
        return problems

    return replace(
        rules,
        id=RULESET_ID,
        name="Not Alone: Frozen Lands",
        places=places.PLACES,
        hunt_cards={**_read_here(rules.hunt_cards), **fl_hunt.CARDS},
        survival_cards=survival_cards,
        markers=tuple(m for m in rules.markers if m.id != "marker"),
        needs_notes={**rules.needs_notes, "river": msg("fl.needs.glacier")},
        phases=phases,
        steps=steps,
        answers=answers,
        hooks=hooks,
        setup=setup,
        describe=describe_option,
        invariants=invariants,
        victory=victory,
        team_decisions=frozenset({endgame.TEAM_CHOICE}),
        view_fields=(*rules.view_fields, *views.FIELDS),
        view_parts=(*rules.view_parts, views.part),
        packs=(*rules.packs, RULESET_ID),
        adjacent={},
        adjacent_pairs=(),
        private_extra={**rules.private_extra, contamination.KEY: fl_knowledge.PRIVATE},
        public_extra=rules.public_extra | {
            places.USED, places.POWERS,
            contamination.BLANKET, contamination.QUARANTINE, contamination.DISCARDED,
        } | fl_hunt.PUBLIC_EXTRA | fl_survival.PUBLIC_EXTRA,
    )


def without_marker_cards(rules: RuleSet) -> RuleSet:
    """The option :data:`NO_MARKERS` (``fl_remove_marker_cards`` in
    ``fl-rule-base-card-readings``): Ingenuity and Amplifier out of the box, so
    the Survival deck holds 28 cards, not 30: the deck, the
    card reference and the conservation checks all read ``survival_cards``."""
    cards = {k: v for k, v in rules.survival_cards.items() if k not in MARKER_CARDS}
    return replace(rules, id=f"{rules.id}+{NO_MARKERS}", survival_cards=cards,
                   packs=(*rules.packs, NO_MARKERS))


RULESET = build()

__all__ = [
    "NO_MARKERS",
    "REMOVE_MARKER_CARDS",
    "RULESET",
    "RULESET_ID",
    "SUGGESTS",
    "build",
    "check",
    "victory",
    "without_marker_cards",
]

