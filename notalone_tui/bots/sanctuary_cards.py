"""The standard bot's judgement of the 30 Sanctuary Hunt and Survival cards.

The rules live in :mod:`notalone_tui.engine.rulesets.sanctuary.hunt_cards`,
:mod:`~notalone_tui.engine.rulesets.sanctuary.survival_cards` and
:mod:`~notalone_tui.engine.rulesets.sanctuary.rescue_cards`; this module adds
only judgement, from the seat's own view, with the race and the Sanctuary
token's reach of :mod:`.sanctuary`:

* **When the Creature plays a Hunt card** (:func:`hunt_value`, on the scale of
  the standard bot's ``HUNT_PRIORITY``: at :data:`PLAY_AT` or more it is worth
  the turn's play): the cards that move or cover the Sanctuary token (Siren
  Call, Barricade, Tremor) and Lockdown by the fortifications and rescues they
  deny, weighted by how much Defense is in the race; Sabotage once Defense has
  moved; Ambush by the Survivor cards held; the DNA cards (Genetic Sample,
  Harvest, Gorge) by the DNA they bring; Metamorphosis when it makes a
  development affordable or cheaper; Reclaim by the card it brings back.
  Phase-4 and Phase-5 cards play the turn's card only when no earlier one did,
  so anything useful is worth it then.
* **When a Hunted plays a Survival card** (:func:`survival_wanted`): the cards
  for fortifying (Bulwark, Sanctuary Walls) on the token's free place; the
  rescue cards (Rescue Line, Search Party) when a rescue beats the place's
  power; the token movers (Map of Sanctuary, Diversion, Safe Passage) when they
  bring the token where the team holds the card; the cards against the
  Creature's Evolutions and DNA (Field Notes, Suppressant, Acid Flask, Gene
  Disruptor) when there is something worth hitting; the rest when they give
  something (Radio Contact, Barter, Rally, Evacuation).
* **The decisions the cards raise** (:data:`ANSWERS`), each answered on purpose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import hunt_cards as hc
from notalone_tui.engine.rulesets.sanctuary import rescue
from notalone_tui.engine.rulesets.sanctuary import rescue_cards as rc
from notalone_tui.engine.rulesets.sanctuary import survival_cards as sc
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, SURVIVORS

from . import sanctuary as sa
from .frozen_lands import fl_survival_value
from .knowledge import own, presence
from .sheets import survival_value as base_survival_value

if TYPE_CHECKING:
    from .standard import StandardBot

#: A Hunt card valued this much or more is worth the turn's play.
PLAY_AT = 2.5

SA_HUNT = frozenset({*hc.CARDS, *rc.HUNT})
SA_SURVIVAL = frozenset({*sc.CARDS, *rc.CARDS})

#: How much the Creature wants to keep each Hunt card in hand for a later turn
#: (nesting, Optimizer and Prescient throw away the cards below ``NEST_KEEP``).
KEEP_VALUE: dict[str, float] = {
    hc.SIREN_CALL: 1.8, hc.BARRICADE: 2.0, hc.LOCKDOWN_CARD: 2.4, hc.AMBUSH: 1.8,
    hc.SABOTAGE: 2.4, hc.GENETIC_SAMPLE: 2.2, hc.HARDENED_SHELL: 1.5, rc.SCENT: 2.2,
    hc.TREMOR: 2.5, hc.HARVEST: 2.0, hc.ABDUCTION: 1.9, hc.GORGE: 2.4,
    hc.PRIMAL_SURGE: 2.0, hc.METAMORPHOSIS: 2.0, hc.RECLAIM: 1.6,
}
#: How much a Hunted wants each Sanctuary Survival card in hand.
SURVIVAL_VALUE: dict[str, float] = {
    sc.MAP_OF_SANCTUARY: 0.8, sc.RADIO_CONTACT: 1.0, sc.FIELD_NOTES: 0.9, sc.BARTER: 1.2,
    sc.SUPPRESSANT: 1.1, sc.DIVERSION: 0.9, rc.WALLS: 1.4, rc.RESCUE_LINE: 1.0,
    rc.SEARCH_PARTY: 1.0, rc.EVACUATION: 0.7, rc.BULWARK: 1.3, sc.ACID_FLASK: 1.3,
    sc.GENE_DISRUPTOR: 1.2, sc.RALLY: 1.0, sc.SAFE_PASSAGE: 1.0,
}
#: A team's access to the token's place must rise this much for a Hunted to
#: move it (Map of Sanctuary, Safe Passage).
MOVE_GAIN = 0.8


def keep_value(card: str) -> float | None:
    return KEEP_VALUE.get(card)


def survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (the Marker cards count
    in Sanctuary, which keeps the base game's Beach)."""
    found = SURVIVAL_VALUE.get(card)
    if found is not None:
        return found
    if card.startswith("fl-"):
        return fl_survival_value(card)
    return base_survival_value(card)


def _pressure(view: GameView) -> float:
    """How much a Defense step matters now, in Defense steps (0 outside the full game)."""
    sv = sa.full_view(view)
    return 0.0 if sv is None else sa.defense_step_value(sv, view) / sa.DEFENSE_STEP


def _covered(view: GameView) -> set[int]:
    return {p for _, where in view.tokens for p in where}


# ============================================================ Creature
def hunt_value(bot: StandardBot, view: GameView, card: str) -> float | None:
    """How much a Sanctuary Hunt card is worth playing now (``PLAY_AT`` or more:
    play it); ``None`` for a card not of this expansion."""
    if card not in SA_HUNT:
        return None
    sv = sa.full_view(view)
    if sv is None:
        return 0.0
    p = min(2.0, _pressure(view))
    here = sv.sanctuary
    if card == hc.SIREN_CALL:
        near = [q for q in bot.rules.adjacent.get(here, ()) if q in sa.route(sv)]
        if not near:
            return 0.0
        gain = sa.access(view, here) - min(sa.access(view, q) for q in near)
        return 1.2 + 0.9 * max(0.0, gain) * p
    if card == hc.BARRICADE:
        held = sum(sv.held_count(hv.seat) for hv in view.hunted)
        return 1.4 + 0.9 * p * min(1.0, sa.access(view, here)) + (0.3 if held else 0.0)
    if card == hc.LOCKDOWN_CARD:
        return 1.1 + 1.2 * p + (0.3 if sv.row else 0.0)
    if card == hc.AMBUSH:
        held = sum(sv.held_count(hv.seat) for hv in view.hunted)
        cards = sum(hv.survival_count for hv in view.hunted)
        return 1.8 + 0.25 * min(3, held) + 0.1 * min(3, cards)
    if card == hc.SABOTAGE:
        moved = sv.defense_space > sv.defense_start
        return 2.1 + (0.6 * p if moved else 0.0)
    if card == hc.GENETIC_SAMPLE:
        if not sv.supply:
            return 1.0
        weight = bot._predicted(view)
        best = max(weight.values(), default=0.0)
        return 1.6 + 0.8 * min(2.0, best)
    if card == hc.HARDENED_SHELL:
        # Worth it with much to lose: DNA saved for a dear card, cards developed.
        return 1.0 + 0.2 * sv.dna + 0.35 * len(sa.active_developed(sv))
    if card == rc.SCENT:
        return 2.1 + (0.4 if sv.row else 0.0)
    if card == hc.TREMOR:
        return _tremor_value(bot, view, sv)
    if card == hc.HARVEST:
        caught = sum(1 for hv in view.hunted if set(hv.positions) & set(view.creature_places))
        return 1.7 + 0.9 * min(hc.HARVEST_MAX, caught, sv.supply) if sv.supply else 0.0
    if card == hc.ABDUCTION:
        rescuers = _rescuers(bot, view, sv)
        return 1.3 + (1.4 if rescuers else 0.0)
    if card == hc.GORGE:
        return 1.9 + 0.35 * min(hc.GORGE_DNA, sv.supply)
    if card == hc.PRIMAL_SURGE:
        return 2.6 if sv.supply else 1.8
    if card == hc.METAMORPHOSIS:
        return _metamorphosis_value(sv)
    if card == hc.RECLAIM:
        best = max((sa.evolution_value(c) for c in sv.evolution_discard), default=0.0)
        return 1.2 + best if sv.evolution_discard else 0.0
    return None


def _rescuers(bot: StandardBot, view: GameView, sv: sa.SanctuaryView) -> int:
    """Revealed Hunted on token-free places next to the Sanctuary token."""
    covered = _covered(view)
    near = set(bot.rules.adjacent.get(sv.sanctuary, ()))
    return sum(1 for hv in view.hunted for q in hv.positions if q in near and q not in covered)


def _tremor_value(bot: StandardBot, view: GameView, sv: sa.SanctuaryView) -> float:
    """After the reveal: moving the token off a Hunted's free place denies a
    fortification, and away from the rescuers a rescue or two."""
    near = [q for q in bot.rules.adjacent.get(sv.sanctuary, ()) if q in sa.route(sv)]
    if not near:
        return 0.0
    now = sa._token_spot_for_creature(bot, view, sv.sanctuary)
    best = min(sa._token_spot_for_creature(bot, view, q) for q in near)
    return 1.2 + 1.6 * max(0.0, now - best)


def _metamorphosis_value(sv: sa.SanctuaryView) -> float:
    """Worth it when the discount makes a card in hand affordable now, or saves
    2 DNA on one that costs 3 or more."""
    hand = sv.hand or ()
    costs = [EVOLUTIONS[c].cost for c in hand]
    if any(c > sv.dna >= max(1, c - hc.DISCOUNT) for c in costs):
        return 3.0
    if any(sv.dna >= c >= 3 for c in costs):
        return 2.6
    return 0.8


def creature_wants(bot: StandardBot, view: GameView, card: str) -> bool | None:
    """In a card window: whether to play this Sanctuary card now (its phase only)."""
    value = hunt_value(bot, view, card)
    if value is None:
        return None
    return bot.rules.card(card).phase == view.phase and value >= PLAY_AT


# -------------------------------------------------------- Creature answers
def _post_window(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """After the catches: Harvest when it brings DNA."""
    for o in options:
        if o.verb is Verb.PLAY:
            value = hunt_value(bot, view, o.card)
            if value is not None and value >= PLAY_AT:
                return o
    return Option(Verb.PASS)


def _abduction(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """The face-up survivor the Hunted want most goes."""
    sv = sa.full_view(view)

    def worth(o: Option) -> float:
        found = SURVIVORS.get(o.card)
        if found is None:
            return 0.0
        if found.ability == "defense" and sv is not None:
            return sa.defense_step_value(sv, view)
        return sa.ABILITY_VALUE.get(found.ability, 1.0)

    return max(options, key=lambda o: worth(o) + bot.rng.random() * 0.01)


def _reclaim(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: sa.evolution_value(o.card) + bot.rng.random() * 0.01)


# ============================================================== Hunted
def _my_place(view: GameView) -> int:
    me = own(view)
    found = me.positions or me.played or ()
    return found[0] if found else 0


def _power_here(bot: StandardBot, view: GameView, place: int) -> float:
    return sa.POWER_SCALE * bot.place_value(place)


def _can_rescue_from(bot: StandardBot, view: GameView, sv: sa.SanctuaryView, place: int) -> bool:
    here = sv.sanctuary
    if place in bot.rules.adjacent.get(here, ()):
        return True
    return sv.avatar(own(view).seat) == "sanctuary-avatar-hiroshi-adeyemi" and \
        rescue.diagonal(place, here)


def _best_rescue(bot: StandardBot, view: GameView, sv: sa.SanctuaryView) -> float:
    me = own(view)
    return max((sa.rescue_value(bot, view, sv, me, c) for c in sv.row), default=0.0)


def survival_wanted(bot: StandardBot, view: GameView, card: str) -> bool | None:
    """Whether the Hunted plays this Sanctuary Survival card now (when it may);
    ``None`` for a card this module does not judge."""
    if card not in SA_SURVIVAL:
        return None
    if bot.rules.card(card).phase != view.phase:
        return False
    sv = sa.full_view(view)
    if sv is None:
        return False
    me = own(view)
    here = sv.sanctuary
    place = _my_place(view)
    covered = _covered(view)
    held = sv.held_count(me.seat)
    hand = me.hand or ()
    if card == sc.MAP_OF_SANCTUARY:
        nxt = sa.step_token(sv, here)
        return nxt in hand and here not in hand and \
            sa.team_spot(bot, view, nxt) >= sa.team_spot(bot, view, here) + MOVE_GAIN
    if card == sc.RADIO_CONTACT:
        return held == 0
    if card == sc.FIELD_NOTES:
        return sv.hand_size > 0 and (sv.dna >= 2 or 2 in sv.hand_levels)
    if card == sc.BARTER:
        return len(me.discard or ()) >= 2 and me.hand_size <= 3
    if card == sc.SUPPRESSANT:
        return any(sa.evolution_value(c) >= 1.5 for c in sa.active_developed(sv))
    if card == sc.DIVERSION:
        mine = set(me.played or ())
        free = [q for q in bot.rules.adjacent.get(here, ())
                if q in sa.route(sv) and q not in covered]
        return bool(mine & set(free)) or (bool(free) and bot.rng.random() < 0.3)
    if card == rc.WALLS:
        return True
    if card in (rc.RESCUE_LINE, rc.SEARCH_PARTY):
        if not place or place in covered or not sv.row:
            return False
        reach = _can_rescue_from(bot, view, sv, place)
        if card == rc.RESCUE_LINE and reach:
            return False
        if card == rc.SEARCH_PARTY and (not reach or len(sv.row) < 2):
            return False
        return _best_rescue(bot, view, sv) >= _power_here(bot, view, place) - 0.3
    if card == rc.EVACUATION:
        return _evacuation_target(bot, view, sv) is not None
    if card == rc.BULWARK:
        if place != here or place in covered or hc.LOCKDOWN_CARD in view.effects:
            return False
        fortify = sa.fortify_value(sv, view, me.seat, shelter=False, bonus=1)
        return fortify >= _power_here(bot, view, place)
    if card == sc.ACID_FLASK:
        return any(EVOLUTIONS[c].level == 1 and sa.evolution_value(c) >= 0.9
                   for c, _ in sv.developed)
    if card == sc.GENE_DISRUPTOR:
        return sv.dna >= 2
    if card == sc.RALLY:
        return bool(me.discard) or any(hv.discard for hv in view.hunted)
    if card == sc.SAFE_PASSAGE:
        return _passage(bot, view, sv) != 1
    return None


def _passage(bot: StandardBot, view: GameView, sv: sa.SanctuaryView) -> int:
    """Safe Passage's move (0, 1 or 2 steps): where the team holds the card
    most, unless it is hardly better than the usual step."""
    spots = {n: sa.team_spot(bot, view, sa.step_token(sv, sv.sanctuary, n))
             for n in range(sc.PASSAGE_MAX + 1)}
    best = max(spots, key=lambda n: spots[n])
    return best if spots[best] >= spots[1] + MOVE_GAIN else 1


def _evacuation_target(bot: StandardBot, view: GameView, sv: sa.SanctuaryView) -> int | None:
    """A teammate to hand the viewer's Survivor cards to: one on the Sanctuary
    token's free place holding none (they can shelter with them), or any, when
    the viewer is caught under Devourer (it would lose them)."""
    me = own(view)
    if not sv.held_count(me.seat):
        return None
    covered = _covered(view)
    for hv in view.hunted:
        if hv.seat == me.seat:
            continue
        if sv.sanctuary in hv.positions and sv.sanctuary not in covered \
                and not sv.held_count(hv.seat) and sv.sanctuary not in me.positions:
            return hv.seat
    caught = set(me.positions) & set(view.creature_places)
    if caught and "sanctuary-evolution-devourer" in sa.active_developed(sv):
        others = [hv for hv in view.hunted if hv.seat != me.seat]
        if others:
            return min(others, key=lambda hv: sv.held_count(hv.seat)).seat
    return None


# ---------------------------------------------------------- Hunted answers
def _first(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """Face-down Survivor cards are alike once held: any one."""
    return options[0]


def _least_survival(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return min(options, key=lambda o: survival_value(o.card))


def _field_notes(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Evolution card the Creature would develop soonest and gain most by."""
    sv = sa.sanctuary_view(view)
    dna = sv.dna if sv is not None else 0

    def threat(o: Option) -> float:
        soon = 1.5 if EVOLUTIONS[o.card].cost <= dna + 2 else 1.0
        return sa.evolution_value(o.card) * soon

    return max(options, key=lambda o: threat(o) + bot.rng.random() * 0.01)


def _suppress(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = sa.sanctuary_view(view)
    live = set(sa.active_developed(sv)) if sv is not None else set()
    return max(options, key=lambda o: sa.evolution_value(o.card) + (1.0 if o.card in live else 0.0))


def _diversion(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Sanctuary token onto the viewer's own free place (it can fortify), else
    the free place where most teammates are expected."""
    me = own(view)
    mine = set(me.played or ())
    covered = _covered(view)
    weight = presence(view)

    def score(o: Option) -> float:
        free = o.place not in covered
        return 3.0 * (free and o.place in mine) + (1.0 if free else 0.0) + weight.get(o.place, 0.0)

    return max(options, key=lambda o: score(o) + bot.rng.random() * 0.01)


def _acid(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return sa._discard_evolution(bot, view, options)


def _rally_other(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate fewest cards in hand, then with the best card to take back."""
    by = {hv.seat: hv for hv in view.hunted}

    def score(o: Option) -> tuple[int, float]:
        hv = by[o.seat]
        return (-hv.hand_size, max((bot.card_value(p) for p in hv.discard or ()), default=0.0))

    return max(options, key=score)


def _safe_passage(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = sa.full_view(view)
    steps = 1 if sv is None else _passage(bot, view, sv)
    return next((o for o in options if o.n == steps), options[0])


def _evacuate_to(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = sa.full_view(view)
    target = None if sv is None else _evacuation_target(bot, view, sv)
    found = next((o for o in options if o.seat == target), None)
    if found is not None:
        return found
    by = {hv.seat: hv for hv in view.hunted}
    return min(options, key=lambda o: (sv.held_count(o.seat) if sv else 0, by[o.seat].will))


def _evacuate_give(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    """Hand them every card (a shelter discards all anyway)."""
    return next((o for o in options if o.verb is Verb.CHOOSE), options[-1])


def _best_back(bot: StandardBot, view: GameView, options: tuple[Option, ...]) -> Option:
    return sa._best_back(bot, view, options)


Answer = Callable[["StandardBot", GameView, tuple[Option, ...]], "Option | None"]

#: The standard bot's answer to each decision the 30 cards raise, by kind.
ANSWERS: dict[str, Answer] = {
    hc.SIREN_MOVE: sa.move_token_for_creature,
    hc.TREMOR_MOVE: sa.move_token_for_creature,
    hc.SURVIVOR_LOSS: _first,
    hc.AMBUSH_SURVIVAL: _least_survival,
    hc.ABDUCTION_PICK: _abduction,
    hc.RECLAIM_PICK: _reclaim,
    hc.POST_WINDOW: _post_window,
    sc.FIELD_NOTES_PICK: _field_notes,
    sc.BARTER_SURVIVOR: _first,
    sc.BARTER_TAKE: _best_back,
    sc.SUPPRESS_PICK: _suppress,
    sc.DIVERSION_MOVE: _diversion,
    sc.ACID_PICK: _acid,
    sc.RALLY_OTHER: _rally_other,
    sc.RALLY_PICK: _best_back,
    sc.SAFE_PASSAGE_PICK: _safe_passage,
    rc.EVACUATE_TO: _evacuate_to,
    rc.EVACUATE_GIVE: _evacuate_give,
}

#: Every decision kind the 30 cards raise.
CARD_KINDS = frozenset(ANSWERS)

__all__ = ["ANSWERS", "CARD_KINDS", "KEEP_VALUE", "PLAY_AT", "SA_HUNT", "SA_SURVIVAL",
           "creature_wants", "hunt_value", "keep_value", "survival_value", "survival_wanted"]
