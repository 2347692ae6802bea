"""The standard bot's Sanctuary set-up draws and Phase 5: evolve or nest, what
to draw and develop, what to discard while nesting.

The Creature evolves unless evolving gains nothing (nothing to take, draw or
afford) or the game is about to end; it develops the most valuable affordable
card (with four developed, only a clearly better one), draws when its hand
has nothing within reach and nests to shed weak Hunt cards. What the cards are
worth comes from :mod:`.board` (the race, the Evolutions' values).
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judge
from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import (
    evolution_cards,
    evolution_reckoning,
    hunt_cards,
    phase5,
    rescue,
    setup,
)
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

from .board import (
    EVOLUTION_VALUE,
    defense_left,
    evolution_value,
    intake,
    keep_value,
    relevance,
    sanctuary_view,
)

#: Nesting discards Hunt cards the Creature values below this (a fresh draw is better).
NEST_KEEP = 2.2


#: Phase 5: the Creature nests when this few turns are left (a card developed
#: now acts from the next turn); it evolves to save for a card at most
#: ``SAVE_TURNS`` turns away that will still act for ``ACT_TURNS`` turns, and to
#: draw into an empty Evolution hand while ``DRAW_TURNS`` turns are left.
LAST_TURNS = 1


SAVE_TURNS = 2


ACT_TURNS = 4


DRAW_TURNS = 6


#: With no Evolution card in hand, this much DNA is worth evolving for: a draw
#: and a level I card at once (or soon).
DRAW_AND_DEVELOP = 4


#: With four developed, a card replaces the weakest only when this much better.
REPLACE_MARGIN = 0.5


def _setup_draw(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """Level I first (developed sooner); the last draw from level II when the
    Creature starts with 2 DNA or more."""
    sv = sanctuary_view(view)
    levels = {o.n: o for o in options}
    if (sv is not None and 2 in levels and sv.dna >= 2 and 2 not in sv.hand_levels
            and sv.hand_size >= 1):
        return levels[2]
    return levels.get(1) or options[0]


def _variant_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: EVOLUTION_VALUE.get(o.card, 1.0) + bot.rng.random() * 0.2)


def _plays(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """A Phase-5 Hunt card worth playing now, if any (the card modules' judgement
    when they have one, else the base priorities)."""
    plays = [o for o in options if o.verb is Verb.PLAY]
    if not plays:
        return None
    best = max(plays, key=lambda o: bot._hunt_priority(view, o.card))
    return best if bot._hunt_priority(view, best.card) >= 2.5 else None


def turns_left(view: GameView, sv: SanctuaryView) -> int:
    """Turns the game may still last, as the Hunted's counters say."""
    return min(view.track("rescue").left, defense_left(sv))


def _cheapest_cost(sv: SanctuaryView) -> int | None:
    hand = sv.hand or ()
    return min((EVOLUTIONS[c].cost for c in hand), default=None)


def _evolve_or_nest(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    if phase5.EVOLVE not in options:
        return Option(Verb.PASS) if Option(Verb.PASS) in options else options[0]
    if phase5.NEST_OPTION not in options:
        return phase5.EVOLVE
    sv = sanctuary_view(view)
    if sv is None:
        return phase5.EVOLVE
    return phase5.EVOLVE if evolving_pays(view, sv) else phase5.NEST_OPTION


def evolving_pays(view: GameView, sv: SanctuaryView) -> bool:
    """Whether evolving beats nesting this Phase 5: when it develops a card now,
    or brings one within :data:`SAVE_TURNS` turns of saving while it would still
    act for :data:`ACT_TURNS` turns, or draws into an empty hand (at once with
    DNA to spend, early on otherwise). Otherwise (nothing to take, draw or
    afford; the last turn) nesting's fourth Hunt card, and the weak ones shed,
    are worth more."""
    gain = intake(view, sv)
    left = turns_left(view, sv)
    hand = sv.hand or ()
    creature = view.creature
    # Metamorphosis in hand (and the turn's card unplayed) takes 2 off a development.
    discount = 2 if (hunt_cards.METAMORPHOSIS in (creature.hand or ())
                     and creature.hunt_played < creature.hunt_limit) else 0
    worth = [develop_value(view, sv, c) for c, _ in sv.developed]
    room = len(worth) < 4

    def wanted(card: str) -> bool:
        return room or develop_value(view, sv, card) > min(worth) + REPLACE_MARGIN

    if left <= LAST_TURNS:
        return False
    if any(max(1, EVOLUTIONS[c].cost - discount) <= sv.dna + gain and wanted(c) for c in hand):
        return True
    piles = sum(sv.evolution_piles) > 0
    if not hand and piles and sv.dna + gain >= DRAW_AND_DEVELOP and left >= ACT_TURNS:
        return True  # draw, and develop what comes at once or soon
    if gain <= 0:
        return False
    waits = [-(-(EVOLUTIONS[c].cost - sv.dna - gain) // gain) for c in hand if wanted(c)]
    if waits and min(waits) <= SAVE_TURNS and left - min(waits) >= ACT_TURNS:
        return True
    return not hand and piles and sv.dna + gain >= 2 and left >= DRAW_TURNS


def develop_value(view: GameView, sv: SanctuaryView, card: str) -> float:
    """How much developing ``card`` is worth now (what it does, for the turns left)."""
    value = evolution_value(card)
    if card in (rescue.SIEGE, rescue.TERRITORIAL, rescue.KEEN_NOSE, evolution_cards.CORROSIVE,
                evolution_cards.OVERGROWTH, evolution_reckoning.SENTINEL):
        value *= 0.5 + 0.5 * relevance(sv, view)
    if card in (evolution_cards.HUNGER, evolution_cards.RESILIENT, evolution_cards.SCAVENGER,
                evolution_cards.REGROWTH, evolution_cards.HOARDER):
        value *= 0.5 if turns_left(view, sv) <= 4 else 1.0
    return value


def _evolving(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    sv = sanctuary_view(view)
    if sv is None:
        return phase5.DONE
    develop = [o for o in options if o.verb is Verb.DEVELOP]
    if develop:
        best = max(develop, key=lambda o: develop_value(view, sv, o.card))
        developed = [develop_value(view, sv, c) for c, _ in sv.developed]
        if len(developed) < 4 or develop_value(view, sv, best.card) > min(developed) + REPLACE_MARGIN:
            return best
    draws = {o.n: o for o in options if o.verb is Verb.DRAW}
    if draws:
        hand = sv.hand or ()
        within = [c for c in hand if EVOLUTIONS[c].cost <= sv.dna + 2]
        if not within and len(hand) < 3:
            late = turns_left(view, sv) <= 4
            if 2 in draws and sv.dna >= 3 and not late:
                return draws[2]
            if 1 in draws and (sv.dna >= 2 or not hand):
                return draws[1]
            if 2 in draws and not hand and sv.dna >= 2:
                return draws[2]
    return phase5.DONE


def _make_room(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = sanctuary_view(view)
    if sv is None:
        return min(options, key=lambda o: evolution_value(o.card))
    return min(options, key=lambda o: develop_value(view, sv, o.card))


def _nesting(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    play = _plays(bot, view, options)
    if play is not None:
        return play
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if discards:
        worst = min(discards, key=lambda o: keep_value(bot, view, o.card))
        if keep_value(bot, view, worst.card) < NEST_KEEP:
            return worst
    return phase5.DONE


#: The answers to the set-up draws and to Phase 5's decisions.
ANSWERS: dict[str, Answer] = {
    setup.SETUP_DRAW: _setup_draw,
    setup.VARIANT_PICK: _variant_pick,
    phase5.CHOOSE: _evolve_or_nest,
    phase5.EVOLVE_LOOP: _evolving,
    phase5.MAKE_ROOM: _make_room,
    phase5.NEST: _nesting,
}
