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

from notalone_tui.bots.judgement import PLAY_AT, Answer, HuntValue, Judge, SurvivalWanted
from notalone_tui.bots.knowledge import own, presence
from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import hunt_cards, rescue, rescue_cards, survival_cards
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, SURVIVORS
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

from . import board, hunted
from .values import KEEP_VALUE, SURVIVAL_VALUE, keep_value, survival_value

SA_HUNT = frozenset({*hunt_cards.CARDS, *rescue_cards.HUNT})
SA_SURVIVAL = frozenset({*survival_cards.CARDS, *rescue_cards.CARDS})

#: A team's access to the token's place must rise this much for a Hunted to
#: move it (Map of Sanctuary, Safe Passage).
MOVE_GAIN = 0.8


def _pressure(view: GameView) -> float:
    """How much a Defense step matters now, in Defense steps (0 outside the full game)."""
    sv = board.full_view(view)
    return 0.0 if sv is None else board.defense_step_value(sv, view) / board.DEFENSE_STEP


def _covered(view: GameView) -> set[int]:
    return {p for _, where in view.tokens for p in where}


# ============================================================ Creature
#: One Hunt card's value in the full game: ``(bot, view, its view, pressure)``,
#: the pressure being how much a Defense step matters now (at most 2 steps).
FullValue = Callable[[Judge, GameView, SanctuaryView, float], float]


def _in_full_game(judge: FullValue) -> HuntValue:
    """``judge`` in the full game; nothing without the Sanctuary token and Defense."""
    def value(bot: Judge, view: GameView) -> float:
        sv = board.full_view(view)
        if sv is None:
            return 0.0
        return judge(bot, view, sv, min(2.0, _pressure(view)))

    return value


def _siren_call(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    here = sv.sanctuary
    near = [q for q in bot.rules.adjacent.get(here, ()) if q in board.route(sv)]
    if not near:
        return 0.0
    gain = board.access(view, here) - min(board.access(view, q) for q in near)
    return 1.2 + 0.9 * max(0.0, gain) * p


def _barricade(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    held = sum(sv.held_count(hv.seat) for hv in view.hunted)
    return 1.4 + 0.9 * p * min(1.0, board.access(view, sv.sanctuary)) + (0.3 if held else 0.0)


def _lockdown(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return 1.1 + 1.2 * p + (0.3 if sv.row else 0.0)


def _ambush(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    held = sum(sv.held_count(hv.seat) for hv in view.hunted)
    cards = sum(hv.survival_count for hv in view.hunted)
    return 1.8 + 0.25 * min(3, held) + 0.1 * min(3, cards)


def _sabotage(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    moved = sv.defense_space > sv.defense_start
    return 2.1 + (0.6 * p if moved else 0.0)


def _genetic_sample(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    if not sv.supply:
        return 1.0
    weight = bot._predicted(view)
    best = max(weight.values(), default=0.0)
    return 1.6 + 0.8 * min(2.0, best)


def _hardened_shell(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    """Worth it with much to lose: DNA saved for a dear card, cards developed."""
    return 1.0 + 0.2 * sv.dna + 0.35 * len(board.active_developed(sv))


def _scent(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return 2.1 + (0.4 if sv.row else 0.0)


def _tremor(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return _tremor_value(bot, view, sv)


def _harvest(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    caught = sum(1 for hv in view.hunted if set(hv.positions) & set(view.creature_places))
    return 1.7 + 0.9 * min(hunt_cards.HARVEST_MAX, caught, sv.supply) if sv.supply else 0.0


def _abduction_value(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    rescuers = _rescuers(bot, view, sv)
    return 1.3 + (1.4 if rescuers else 0.0)


def _gorge(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return 1.9 + 0.35 * min(hunt_cards.GORGE_DNA, sv.supply)


def _primal_surge(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return 2.6 if sv.supply else 1.8


def _metamorphosis(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    return _metamorphosis_value(sv)


def _reclaim_value(bot: Judge, view: GameView, sv: SanctuaryView, p: float) -> float:
    best = max((board.evolution_value(c) for c in sv.evolution_discard), default=0.0)
    return 1.2 + best if sv.evolution_discard else 0.0


#: How much each Sanctuary Hunt card is worth playing now (``PLAY_AT`` or more:
#: play it); every one is worth nothing outside the full game.
HUNT_VALUES: dict[str, HuntValue] = {card: _in_full_game(judge) for card, judge in {
    hunt_cards.SIREN_CALL: _siren_call,
    hunt_cards.BARRICADE: _barricade,
    hunt_cards.LOCKDOWN_CARD: _lockdown,
    hunt_cards.AMBUSH: _ambush,
    hunt_cards.SABOTAGE: _sabotage,
    hunt_cards.GENETIC_SAMPLE: _genetic_sample,
    hunt_cards.HARDENED_SHELL: _hardened_shell,
    rescue_cards.SCENT: _scent,
    hunt_cards.TREMOR: _tremor,
    hunt_cards.HARVEST: _harvest,
    hunt_cards.ABDUCTION: _abduction_value,
    hunt_cards.GORGE: _gorge,
    hunt_cards.PRIMAL_SURGE: _primal_surge,
    hunt_cards.METAMORPHOSIS: _metamorphosis,
    hunt_cards.RECLAIM: _reclaim_value,
}.items()}


def hunt_value(bot: Judge, view: GameView, card: str) -> float | None:
    """How much a Sanctuary Hunt card is worth playing now (``PLAY_AT`` or more:
    play it); ``None`` for a card not of this expansion."""
    judge = HUNT_VALUES.get(card)
    return None if judge is None else judge(bot, view)


def _rescuers(bot: Judge, view: GameView, sv: SanctuaryView) -> int:
    """Revealed Hunted on token-free places next to the Sanctuary token."""
    covered = _covered(view)
    near = set(bot.rules.adjacent.get(sv.sanctuary, ()))
    return sum(1 for hv in view.hunted for q in hv.positions if q in near and q not in covered)


def _tremor_value(bot: Judge, view: GameView, sv: SanctuaryView) -> float:
    """After the reveal: moving the token off a Hunted's free place denies a
    fortification, and away from the rescuers a rescue or two."""
    near = [q for q in bot.rules.adjacent.get(sv.sanctuary, ()) if q in board.route(sv)]
    if not near:
        return 0.0
    now = board._token_spot_for_creature(bot, view, sv.sanctuary)
    best = min(board._token_spot_for_creature(bot, view, q) for q in near)
    return 1.2 + 1.6 * max(0.0, now - best)


def _metamorphosis_value(sv: SanctuaryView) -> float:
    """Worth it when the discount makes a card in hand affordable now, or saves
    2 DNA on one that costs 3 or more."""
    hand = sv.hand or ()
    costs = [EVOLUTIONS[c].cost for c in hand]
    if any(c > sv.dna >= max(1, c - hunt_cards.DISCOUNT) for c in costs):
        return 3.0
    if any(sv.dna >= c >= 3 for c in costs):
        return 2.6
    return 0.8


def creature_wants(bot: Judge, view: GameView, card: str) -> bool | None:
    """In a card window: whether to play this Sanctuary card now (its phase only)."""
    value = hunt_value(bot, view, card)
    if value is None:
        return None
    return bot.rules.card(card).phase == view.phase and value >= PLAY_AT


# -------------------------------------------------------- Creature answers
def _post_window(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """After the catches: Harvest when it brings DNA."""
    for o in options:
        if o.verb is Verb.PLAY:
            value = hunt_value(bot, view, o.card)
            if value is not None and value >= PLAY_AT:
                return o
    return Option(Verb.PASS)


def survivor_worth(view: GameView) -> Callable[[Option], float]:
    """How much the Hunted want the face-up survivor an option names (what
    Abduction takes from them; the hints read it too)."""
    sv = board.full_view(view)

    def worth(o: Option) -> float:
        found = SURVIVORS.get(o.card)
        if found is None:
            return 0.0
        if found.ability == "defense" and sv is not None:
            return board.defense_step_value(sv, view)
        return board.ABILITY_VALUE.get(found.ability, 1.0)

    return worth


def _abduction(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The face-up survivor the Hunted want most goes."""
    worth = survivor_worth(view)
    return max(options, key=lambda o: worth(o) + bot.rng.random() * 0.01)


def _reclaim(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: board.evolution_value(o.card) + bot.rng.random() * 0.01)


# ============================================================== Hunted
def _my_place(view: GameView) -> int:
    me = own(view)
    found = me.positions or me.played or ()
    return found[0] if found else 0


def _power_here(bot: Judge, view: GameView, place: int) -> float:
    return board.POWER_SCALE * bot.place_value(place)


def _can_rescue_from(bot: Judge, view: GameView, sv: SanctuaryView, place: int) -> bool:
    here = sv.sanctuary
    if place in bot.rules.adjacent.get(here, ()):
        return True
    return sv.avatar(own(view).seat) == "sanctuary-avatar-hiroshi-adeyemi" and \
        rescue.diagonal(place, here)


def _best_rescue(bot: Judge, view: GameView, sv: SanctuaryView) -> float:
    me = own(view)
    return max((board.rescue_value(bot, view, sv, me, c) for c in sv.row), default=0.0)


#: One Survival card's judgement in the full game: ``(bot, view, its view)``.
FullWanted = Callable[[Judge, GameView, SanctuaryView], bool]


def _in_its_phase(card: str, judge: FullWanted) -> SurvivalWanted:
    """``judge``, in the card's own phase of the full game; never otherwise."""
    def wanted(bot: Judge, view: GameView) -> bool:
        if bot.rules.card(card).phase != view.phase:
            return False
        sv = board.full_view(view)
        if sv is None:
            return False
        return judge(bot, view, sv)

    return wanted


def _map_of_sanctuary(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    hand = own(view).hand or ()
    here = sv.sanctuary
    nxt = board.step_token(sv, here)
    return nxt in hand and here not in hand and \
        board.team_spot(bot, view, nxt) >= board.team_spot(bot, view, here) + MOVE_GAIN


def _radio_contact(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return sv.held_count(own(view).seat) == 0


def _field_notes_wanted(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return sv.hand_size > 0 and (sv.dna >= 2 or 2 in sv.hand_levels)


def _barter(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    me = own(view)
    return len(me.discard or ()) >= 2 and me.hand_size <= 3


def _suppressant(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return any(board.evolution_value(c) >= 1.5 for c in board.active_developed(sv))


def _diversion_wanted(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    mine = set(own(view).played or ())
    covered = _covered(view)
    free = [q for q in bot.rules.adjacent.get(sv.sanctuary, ())
            if q in board.route(sv) and q not in covered]
    return bool(mine & set(free)) or (bool(free) and bot.rng.random() < 0.3)


def _walls(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return True


def _rescue_card(reach_needed: bool) -> FullWanted:
    """Rescue Line (from afar: not where a rescue is possible anyway) and Search
    Party (a second rescue from where one is possible, two survivors in the row):
    when a rescue beats the place's power."""
    def wanted(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
        place = _my_place(view)
        if not place or place in _covered(view) or not sv.row:
            return False
        reach = _can_rescue_from(bot, view, sv, place)
        if not reach_needed and reach:
            return False
        if reach_needed and (not reach or len(sv.row) < 2):
            return False
        return _best_rescue(bot, view, sv) >= _power_here(bot, view, place) - 0.3

    return wanted


def _evacuation(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return _evacuation_target(bot, view, sv) is not None


def _bulwark(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    place = _my_place(view)
    if place != sv.sanctuary or place in _covered(view) or hunt_cards.LOCKDOWN_CARD in view.effects:
        return False
    fortify = board.fortify_value(sv, view, own(view).seat, shelter=False, bonus=1)
    return fortify >= _power_here(bot, view, place)


def _acid_flask(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return any(EVOLUTIONS[c].level == 1 and board.evolution_value(c) >= 0.9
               for c, _ in sv.developed)


def _gene_disruptor(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return sv.dna >= 2


def _rally(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return bool(own(view).discard) or any(hv.discard for hv in view.hunted)


def _safe_passage_wanted(bot: Judge, view: GameView, sv: SanctuaryView) -> bool:
    return _passage(bot, view, sv) != 1


#: Whether the Hunted plays each Sanctuary Survival card now (when it may).
SURVIVAL_WANTED: dict[str, SurvivalWanted] = {card: _in_its_phase(card, judge) for card, judge in {
    survival_cards.MAP_OF_SANCTUARY: _map_of_sanctuary,
    survival_cards.RADIO_CONTACT: _radio_contact,
    survival_cards.FIELD_NOTES: _field_notes_wanted,
    survival_cards.BARTER: _barter,
    survival_cards.SUPPRESSANT: _suppressant,
    survival_cards.DIVERSION: _diversion_wanted,
    rescue_cards.WALLS: _walls,
    rescue_cards.RESCUE_LINE: _rescue_card(reach_needed=False),
    rescue_cards.SEARCH_PARTY: _rescue_card(reach_needed=True),
    rescue_cards.EVACUATION: _evacuation,
    rescue_cards.BULWARK: _bulwark,
    survival_cards.ACID_FLASK: _acid_flask,
    survival_cards.GENE_DISRUPTOR: _gene_disruptor,
    survival_cards.RALLY: _rally,
    survival_cards.SAFE_PASSAGE: _safe_passage_wanted,
}.items()}


def survival_wanted(bot: Judge, view: GameView, card: str) -> bool | None:
    """Whether the Hunted plays this Sanctuary Survival card now (when it may);
    ``None`` for a card this module does not judge."""
    judge = SURVIVAL_WANTED.get(card)
    return None if judge is None else judge(bot, view)


def _passage(bot: Judge, view: GameView, sv: SanctuaryView) -> int:
    """Safe Passage's move (0, 1 or 2 steps): where the team holds the card
    most, unless it is hardly better than the usual step."""
    spots = {n: board.team_spot(bot, view, board.step_token(sv, sv.sanctuary, n))
             for n in range(survival_cards.PASSAGE_MAX + 1)}
    best = max(spots, key=lambda n: spots[n])
    return best if spots[best] >= spots[1] + MOVE_GAIN else 1


def _evacuation_target(bot: Judge, view: GameView, sv: SanctuaryView) -> int | None:
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
    if caught and "sanctuary-evolution-devourer" in board.active_developed(sv):
        others = [hv for hv in view.hunted if hv.seat != me.seat]
        if others:
            return min(others, key=lambda hv: sv.held_count(hv.seat)).seat
    return None


# ---------------------------------------------------------- Hunted answers
def _first(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Face-down Survivor cards are alike once held: any one."""
    return options[0]


def _least_survival(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return min(options, key=lambda o: survival_value(o.card))


def _field_notes(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Evolution card the Creature would develop soonest and gain most by."""
    sv = board.sanctuary_view(view)
    dna = sv.dna if sv is not None else 0

    def threat(o: Option) -> float:
        soon = 1.5 if EVOLUTIONS[o.card].cost <= dna + 2 else 1.0
        return board.evolution_value(o.card) * soon

    return max(options, key=lambda o: threat(o) + bot.rng.random() * 0.01)


def _suppress(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = board.sanctuary_view(view)
    live = set(board.active_developed(sv)) if sv is not None else set()
    return max(options, key=lambda o: board.evolution_value(o.card)
               + (1.0 if o.card in live else 0.0))


def _diversion(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
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


def _acid(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return hunted._discard_evolution(bot, view, options)


def _rally_other(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate fewest cards in hand, then with the best card to take back."""
    by = {hv.seat: hv for hv in view.hunted}

    def score(o: Option) -> tuple[int, float]:
        hv = by[o.seat]
        return (-hv.hand_size, max((bot.card_value(p) for p in hv.discard or ()), default=0.0))

    return max(options, key=score)


def _safe_passage(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = board.full_view(view)
    steps = 1 if sv is None else _passage(bot, view, sv)
    return next((o for o in options if o.n == steps), options[0])


def _evacuate_to(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    sv = board.full_view(view)
    target = None if sv is None else _evacuation_target(bot, view, sv)
    found = next((o for o in options if o.seat == target), None)
    if found is not None:
        return found
    by = {hv.seat: hv for hv in view.hunted}
    return min(options, key=lambda o: (sv.held_count(o.seat) if sv else 0, by[o.seat].will))


def _evacuate_give(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Hand them every card (a shelter discards all anyway)."""
    return next((o for o in options if o.verb is Verb.CHOOSE), options[-1])


def _best_back(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return hunted._best_back(bot, view, options)


#: The standard bot's answer to each decision the 30 cards raise, by kind.
ANSWERS: dict[str, Answer] = {
    hunt_cards.SIREN_MOVE: board.move_token_for_creature,
    hunt_cards.TREMOR_MOVE: board.move_token_for_creature,
    hunt_cards.SURVIVOR_LOSS: _first,
    hunt_cards.AMBUSH_SURVIVAL: _least_survival,
    hunt_cards.ABDUCTION_PICK: _abduction,
    hunt_cards.RECLAIM_PICK: _reclaim,
    hunt_cards.POST_WINDOW: _post_window,
    survival_cards.FIELD_NOTES_PICK: _field_notes,
    survival_cards.BARTER_SURVIVOR: _first,
    survival_cards.BARTER_TAKE: _best_back,
    survival_cards.SUPPRESS_PICK: _suppress,
    survival_cards.DIVERSION_MOVE: _diversion,
    survival_cards.ACID_PICK: _acid,
    survival_cards.RALLY_OTHER: _rally_other,
    survival_cards.RALLY_PICK: _best_back,
    survival_cards.SAFE_PASSAGE_PICK: _safe_passage,
    rescue_cards.EVACUATE_TO: _evacuate_to,
    rescue_cards.EVACUATE_GIVE: _evacuate_give,
}

#: Every decision kind the 30 cards raise.
CARD_KINDS = frozenset(ANSWERS)

__all__ = ["ANSWERS", "CARD_KINDS", "HUNT_VALUES", "KEEP_VALUE", "PLAY_AT", "SA_HUNT",
           "SA_SURVIVAL", "SURVIVAL_VALUE", "SURVIVAL_WANTED", "creature_wants", "hunt_value", "keep_value",
           "survival_value", "survival_wanted"]
