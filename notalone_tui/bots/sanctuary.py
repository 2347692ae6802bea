"""The standard bot's judgement about Sanctuary: which Avatar to keep, where to
stand (on the Sanctuary token's place to fortify, next to it to rescue), rescue
versus fortify versus the place's power, and the Creature's Phase 5 (evolve or
nest, what to draw and develop, what to discard while nesting).

The rules live in :mod:`notalone_tui.engine.rulesets.sanctuary`; this module
reads only the seat's own view (:class:`SanctuaryView` in ``view.rules_view``)
and the options offered. Each answer returns ``None`` when it has no opinion.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, SURVIVORS
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

from .knowledge import own

if TYPE_CHECKING:
    from .standard import StandardBot

Answer = Callable[["StandardBot", GameView, tuple[Option, ...]], "Option | None"]

#: How much the Creature wants each Evolution developed (about a Hunt card a
#: turn for the strongest level II cards, a third to a half of one for level I).
EVOLUTION_VALUE: dict[str, float] = {
    "sanctuary-evolution-optimizer": 1.0, "sanctuary-evolution-instinctive": 1.1,
    "sanctuary-evolution-clever": 1.2, "sanctuary-evolution-slugger": 1.6,
    "sanctuary-evolution-sharp": 1.8, "sanctuary-evolution-prescient": 1.0,
    "sanctuary-evolution-fast": 2.0, "sanctuary-evolution-screamer": 2.0,
    "sanctuary-evolution-primitive": 1.7, "sanctuary-evolution-burrower": 1.0,
    "sanctuary-evolution-hoarder": 0.6, "sanctuary-evolution-keen-nose": 1.3,
    "sanctuary-evolution-regrowth": 0.6, "sanctuary-evolution-resilient": 0.8,
    "sanctuary-evolution-devourer": 1.5, "sanctuary-evolution-scavenger": 1.2,
    "sanctuary-evolution-territorial": 1.5, "sanctuary-evolution-sentinel": 1.6,
    "sanctuary-evolution-carapace": 1.4, "sanctuary-evolution-hunger": 2.2,
    "sanctuary-evolution-overgrowth": 1.7, "sanctuary-evolution-corrosive": 2.2,
    "sanctuary-evolution-siege": 2.4, "sanctuary-evolution-stalker": 2.2,
    "sanctuary-evolution-swarm": 2.8, "sanctuary-evolution-telepathy": 1.6,
    "sanctuary-evolution-terror": 2.4, "sanctuary-evolution-apex": 2.5,
    "sanctuary-evolution-dominance": 2.6, "sanctuary-evolution-horde": 2.8,
}
#: How much a Hunted wants each Avatar (it keeps the better of its two).
AVATAR_VALUE: dict[str, float] = {
    "sanctuary-avatar-ysolde-harrow": 1.6, "sanctuary-avatar-bastien-okoro": 1.1,
    "sanctuary-avatar-ren-castellanos": 1.4, "sanctuary-avatar-ingrid-solheim": 1.3,
    "sanctuary-avatar-kofi-marchetti": 1.3, "sanctuary-avatar-lior-vance": 1.0,
    "sanctuary-avatar-maelle-dunbar": 1.3, "sanctuary-avatar-hiroshi-adeyemi": 1.5,
    "sanctuary-avatar-saskia-ferro": 1.2, "sanctuary-avatar-teodor-blaise": 1.1,
    "sanctuary-avatar-zainab-roux": 1.5, "sanctuary-avatar-caspian-mbatha": 1.3,
}
#: A survivor's ability when rescued, before its worth as a shelter point.
ABILITY_VALUE: dict[str, float] = {
    "dna": 1.2, "will": 0.6, "played-card": 1.0, "take-back-2": 1.3, "survival": 1.5,
    "no-evolution": 1.4, "copy": 1.5, "reserve": 1.5, "defense": 2.0,
}
#: One space of the Defense track (a Victory of its own), and a Survivor card
#: held for a later shelter.
DEFENSE_STEP = 1.8
SURVIVOR_HELD = 0.6
#: Nesting discards Hunt cards the Creature values below this (a fresh draw is better).
NEST_KEEP = 2.2


def sanctuary_view(view: GameView) -> SanctuaryView | None:
    found = view.rules_view
    return found if isinstance(found, SanctuaryView) else None


def defense_pressure(sv: SanctuaryView, view: GameView) -> float:
    """How much a Defense space matters now: more as the counter nears Victory,
    and more when Defense is the shorter way home than the Rescue counter."""
    left = max(1, sv.defense_victory - sv.defense_space)
    rescue_left = max(1, view.track("rescue").left)
    race = 1.3 if left <= rescue_left else 0.9
    return DEFENSE_STEP * race * (1.0 + 1.5 / left)


def alternative_value(bot: StandardBot, view: GameView, option: Option) -> float | None:
    """The worth of rescuing or fortifying, against the place's power and taking
    back a card (the same scale as the places' power values)."""
    sv = sanctuary_view(view)
    if sv is None:
        return None
    if option.verb is Verb.FORTIFY:
        step = defense_pressure(sv, view)
        if option.n:  # with shelter: a second space for every Survivor card held
            held = len(sv.held or ())
            return 2 * step - SURVIVOR_HELD * held
        return step
    if option.verb is Verb.RESCUE:
        card = SURVIVORS.get(option.card)
        if card is None:
            return 1.0
        me = own(view)
        value = ABILITY_VALUE.get(card.ability, 1.0)
        if card.ability == "will" and me.will >= 3:
            value = 0.0
        if card.ability == "will" and me.will == 1:
            value = 1.6
        if card.ability == "take-back-2" and not me.discard:
            value = 0.2
        if card.ability == "dna" and sv.dna == 0:
            value = 0.0
        return value + SURVIVOR_HELD
    return None


def place_bonus(bot: StandardBot, view: GameView, place: int) -> float:
    """What standing on ``place`` adds for a Hunted because of the Sanctuary token:
    fortifying there, rescuing next to it (when a Survivor lies face up)."""
    sv = sanctuary_view(view)
    if sv is None or not sv.full:
        return 0.0
    if place == sv.sanctuary:
        return 0.5 * defense_pressure(sv, view)
    if sv.row and place in bot.rules.adjacent.get(sv.sanctuary, ()):
        return 0.6
    return 0.0


# ----------------------------------------------------------------- the Creature
def _setup_draw(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """Level I first (developed sooner); the last draw from level II when the
    Creature starts with 2 DNA or more."""
    sv = sanctuary_view(view)
    levels = {o.n: o for o in options}
    if (sv is not None and 2 in levels and sv.dna >= 2 and 2 not in sv.hand_levels
            and sv.hand_size >= 1):
        return levels[2]
    return levels.get(1) or options[0]


def _keep_avatar(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: AVATAR_VALUE.get(o.card, 1.0) + bot.rng.random() * 0.2)


def _variant_pick(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: EVOLUTION_VALUE.get(o.card, 1.0) + bot.rng.random() * 0.2)


def _plays(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """A Phase-5 Hunt card worth playing now, if any (the card modules' judgement
    when they have one, else the base priorities)."""
    plays = [o for o in options if o.verb is Verb.PLAY]
    if not plays:
        return None
    best = max(plays, key=lambda o: bot._hunt_priority(view, o.card))
    return best if bot._hunt_priority(view, best.card) >= 2.5 else None


def _evolve_or_nest(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    if phase5.EVOLVE not in options:
        return Option(Verb.PASS) if Option(Verb.PASS) in options else options[0]
    sv = sanctuary_view(view)
    hand = view.creature.hand or ()
    weak = sum(1 for c in hand if bot._hunt_priority(view, c) < NEST_KEEP)
    # Nest when evolving gains nothing (empty supply, nothing to afford) or the hand is poor.
    starving = sv is not None and sv.supply == 0 and sv.dna == 0
    if starving or (len(hand) <= 1 and weak >= 1 and bot.rng.random() < 0.5):
        return phase5.NEST_OPTION
    return phase5.EVOLVE


def _evolving(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    sv = sanctuary_view(view)
    develop = [o for o in options if o.verb is Verb.DEVELOP]
    if develop:
        best = max(develop, key=lambda o: EVOLUTION_VALUE.get(o.card, 1.0))
        developed = [EVOLUTION_VALUE.get(c, 1.0) for c, _ in (sv.developed if sv else ())]
        if len(developed) < 4 or EVOLUTION_VALUE.get(best.card, 1.0) > min(developed) + 0.5:
            return best
    draws = {o.n: o for o in options if o.verb is Verb.DRAW}
    if sv is not None and draws:
        hand = sv.hand or ()
        affordable_soon = [c for c in hand if EVOLUTIONS[c].cost <= sv.dna + 2]
        if not affordable_soon:
            if 2 in draws and sv.dna >= 5:
                return draws[2]
            if 1 in draws and sv.dna >= 2:
                return draws[1]
    return phase5.DONE


def _make_room(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return min(options, key=lambda o: EVOLUTION_VALUE.get(o.card, 1.0))


def _nesting(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if discards:
        worst = min(discards, key=lambda o: bot._hunt_priority(view, o.card))
        if bot._hunt_priority(view, worst.card) < NEST_KEEP:
            return worst
    return phase5.DONE


ANSWERS: dict[str, Answer] = {
    sa_setup.SETUP_DRAW: _setup_draw,
    sa_setup.AVATAR_KEEP: _keep_avatar,
    sa_setup.VARIANT_PICK: _variant_pick,
    phase5.CHOOSE: _evolve_or_nest,
    phase5.EVOLVE_LOOP: _evolving,
    phase5.MAKE_ROOM: _make_room,
    phase5.NEST: _nesting,
}
