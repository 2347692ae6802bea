"""The standard bot's judgement of Sanctuary's board: where to stand (on the
Sanctuary token's place to fortify, next to it to rescue), rescue versus
fortify versus the place's power, the token's path, what the Creature token
catches through the Evolutions and the Creature's answers to its Evolutions.
Phase 5 is :mod:`.evolving`'s, the Hunted's own decisions :mod:`.hunted`'s,
the 30 Hunt and Survival cards :mod:`.cards`'.

The rules live in :mod:`notalone_tui.engine.rulesets.sanctuary`; this module
reads only the seat's own view (:class:`SanctuaryView` in ``view.rules_view``)
and the options offered. Each answer returns ``None`` when it has no opinion.

* **The race** (:func:`defense_step_value`): the Hunted win when either the
  Rescue or the Defense counter gets home. A Defense space is worth about a
  Rescue step (the places' :data:`~...sanctuary.places.DEFENSE_STEP`) while
  Defense is in the race (not far behind the Rescue counter), more as it nears
  Victory, less when it trails far behind; a step that reaches Victory wins.
  The bonus printed on the space reached adds its worth.
* **Rescue versus fortify versus power** (:func:`alternative_value`): a
  fortification is a Defense step (with shelter, a second one for the Survivor
  cards held); a rescue is the survivor's ability now plus what one more card
  held face down is worth (a later shelter's point, most for the first).
* **Where to stand** (:func:`place_bonus`): what rescuing or fortifying adds to
  a place over its power, for the viewer and, in the Creature's guesses, for
  each Hunted (their Avatar and Survivor count are public).
* **The Sanctuary token's path** (:func:`step_token`, :func:`access`): it steps
  along 1..5, or 1..10 after the unlock; whoever moves it (Burrower, Teodor,
  Safe Passage, the cards) sends it where the Hunted hold the most (or, for the
  Creature, the fewest) cards of its place.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judge
from notalone_tui.bots.knowledge import candidates, own
from notalone_tui.engine import GameView, HuntedView, Option, Verb
from notalone_tui.engine.rulesets.base import TARGET
from notalone_tui.engine.rulesets.sanctuary import (
    avatar_abilities,
    bonuses,
    evolution_cards,
    evolution_reckoning,
    hunt_cards,
    places,
    rescue,
)
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, SURVIVORS
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

from .values import keep_value as card_keep_value
from .values import survival_value

#: How much the Creature wants each Evolution developed (about a Hunt card a
#: turn for the strongest level II cards, a third to a half of one for level I).
EVOLUTION_VALUE: dict[str, float] = {
    "sanctuary-evolution-optimizer": 1.0, "sanctuary-evolution-instinctive": 0.7,
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
    "sanctuary-evolution-swarm": 2.8, "sanctuary-evolution-telepathy": 0.8,
    "sanctuary-evolution-terror": 2.4, "sanctuary-evolution-apex": 2.5,
    "sanctuary-evolution-dominance": 2.6, "sanctuary-evolution-horde": 2.8,
}
#: A survivor's ability when rescued, before its worth as a card held (the
#: abilities that depend on the moment are valued in :func:`ability_value`).
ABILITY_VALUE: dict[str, float] = {
    "dna": 1.2, "will": 0.6, "played-card": 1.0, "take-back-2": 1.3, "survival": 1.3,
    "no-evolution": 1.2, "copy": 1.4, "reserve": 1.4, "defense": 2.0,
}
#: One space of the Defense track while Defense is in the race (the places'
#: scale: a Rescue step is 3.0), and what a step that wins the game is worth.
DEFENSE_STEP = places.DEFENSE_STEP
WIN_NOW = 12.0
#: Defense trailing the Rescue counter by this many spaces counts for nothing
#: beyond its bonuses and the least :data:`FAR_BEHIND` share of a step.
RACE_GAP = 8
FAR_BEHIND = 0.35
#: The first Survivor card held face down (a later shelter's step), and each
#: one beyond it (fodder for the Avatars and cards that spend one).
SURVIVOR_FIRST = 0.8
SURVIVOR_MORE = 0.4
#: A place's power against its ``bot_value`` (which :func:`place_bonus` adds to).
POWER_SCALE = 1.4
#: How much of what rescuing or fortifying adds over a place's power draws a
#: Hunted there when exploring: the Creature reads the Sanctuary token too and
#: hunts where it pulls, so a full pull walks into the Creature token.
PLACE_PULL = 0.5
#: Primitive's Artemia token is laid unless a Hunt card of this phase or the
#: next is worth this much (Primitive forbids the turn's Hunt card).
PRIMITIVE_OVER = 3.0
#: A developed Evolution the Hunted discard, per unit of its value (the Monolith,
#: the bonus, Acid Flask), and one DNA counter taken from the Creature.
EVOLUTION_LOSS = 1.5
DNA_WORTH = places.DNA_LOST


# ================================================================ helpers
def sanctuary_view(view: GameView) -> SanctuaryView | None:
    found = view.rules_view
    return found if isinstance(found, SanctuaryView) else None


def full_view(view: GameView) -> SanctuaryView | None:
    """The view of a full Sanctuary game (token, Defense, DNA), else ``None``."""
    sv = sanctuary_view(view)
    return sv if sv is not None and sv.full else None


def route(sv: SanctuaryView) -> tuple[int, ...]:
    """The places the Sanctuary token visits, in order (1..5, or 1..10 after the unlock)."""
    return tuple(range(1, 11)) if sv.unlocked else (1, 2, 3, 4, 5)


def step_token(sv: SanctuaryView, place: int, steps: int = 1) -> int:
    """Where ``steps`` moves along the route take the token from ``place``."""
    order = route(sv)
    for _ in range(max(0, steps)):
        place = place + 1 if place + 1 in order else order[0]
    return place


def holds(hv: HuntedView, place: int) -> float:
    """How likely ``hv`` can play ``place`` next: sure from its own view, else
    from its public candidates (owned and not discarded)."""
    if hv.hand is not None:
        return 1.0 if place in hv.hand else 0.0
    return 1.0 if place in candidates(hv) else 0.0


def access(view: GameView, place: int) -> float:
    """How many Hunted could stand on ``place`` next (the Sanctuary token there
    lets them fortify): a Creature moving the token wants it low, a Hunted high."""
    return sum(holds(hv, place) for hv in view.hunted)


def defense_left(sv: SanctuaryView) -> int:
    return max(0, sv.defense_victory - sv.defense_space)


def relevance(sv: SanctuaryView, view: GameView) -> float:
    """How much Defense is in the race: 1 while it needs no more spaces than the
    Rescue counter needs steps, fading to :data:`FAR_BEHIND` as it trails."""
    gap = defense_left(sv) - view.track("rescue").left
    if gap <= 0:
        return 1.0
    return max(FAR_BEHIND, 1.0 - gap / RACE_GAP)


def bonus_value(view: GameView, sv: SanctuaryView, bonus: str) -> float:
    """What a Defense bonus brings the Hunted now (the places' power scale)."""
    hunted = view.hunted
    if bonus == bonuses.TAKE_BACK:
        return 0.8 * sum(1 for hv in hunted if hv.discard)
    if bonus == bonuses.DNA:
        return DNA_WORTH if sv.dna else 0.0
    if bonus == bonuses.RESERVE:
        return 0.5 * len(hunted)
    if bonus == bonuses.UNLOCK:
        return 0.3
    if bonus == bonuses.SURVIVAL_EMPTY:
        return 0.7 * sum(1 for hv in hunted if not hv.survival_count)
    if bonus == bonuses.EVOLUTION:
        return max((EVOLUTION_LOSS * EVOLUTION_VALUE.get(c, 1.0) for c, _ in sv.developed),
                   default=0.0)
    if bonus == bonuses.WILL:
        return 0.9 * sum(1 for hv in hunted if hv.will < 3)
    if bonus == bonuses.SURVIVAL_ALL:
        return 0.6 * len(hunted)
    return 0.0


def defense_step_value(sv: SanctuaryView, view: GameView, steps: int = 1) -> float:
    """What ``steps`` spaces of the Defense counter are worth now: a win if they
    reach Victory; otherwise each a Rescue step's worth while Defense is in the
    race, more as Victory nears, plus half the bonuses of the spaces reached."""
    left = defense_left(sv)
    if steps <= 0:
        return 0.0
    if steps >= left:
        return WIN_NOW
    urgency = 1.0 + 1.0 / max(1, left - steps)
    worth = steps * DEFENSE_STEP * relevance(sv, view) * urgency
    printed = sv.bonuses  # one per printed space: searched, not made into a dict each time
    for space in range(sv.defense_space + 1, sv.defense_space + steps + 1):
        for found in printed:
            if found.space == space:
                if not found.triggered:
                    worth += 0.5 * bonus_value(view, sv, found.bonus)
                break
    return worth


def defense_steps(bot: Judge, view: GameView, sv: SanctuaryView, steps: int = 1) -> float:
    """:func:`defense_step_value`, once per view and number of steps
    (:meth:`Judge.memo`): every Hunted's fortification, the Ark and the
    Creature's token placements weigh the same few steps."""
    memo = bot.memo(view)
    key = ("sa_defense_steps", steps)
    found: tuple[SanctuaryView, float] | None = memo.get(key)
    if found is None or found[0] is not sv:
        found = memo[key] = (sv, defense_step_value(sv, view, steps))
    return found[1]


def defense_pressure(sv: SanctuaryView, view: GameView) -> float:
    """How much one Defense space matters now (:func:`defense_step_value`)."""
    return defense_step_value(sv, view)


def held_value(count: int) -> float:
    """What holding ``count`` Survivor cards face down is worth."""
    if count <= 0:
        return 0.0
    return SURVIVOR_FIRST + SURVIVOR_MORE * (count - 1)


def held_of(sv: SanctuaryView, seat: int) -> int:
    return sv.held_count(seat)


def evolution_value(card: str) -> float:
    return EVOLUTION_VALUE.get(card, 1.0)


def active_developed(sv: SanctuaryView) -> list[str]:
    return [c for c, on in sv.developed if on]


def has_active(view: GameView, card: str) -> bool:
    sv = sanctuary_view(view)
    return sv is not None and card in active_developed(sv)


def survival_worth(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (:mod:`.values`)."""
    return survival_value(card)


# ===================================================== rescue and fortify
def fortify_value(sv: SanctuaryView, view: GameView, seat: int, shelter: bool,
                  bonus: int = 0, *, bot: Judge | None = None) -> float:
    """A fortification by ``seat`` (with shelter: one more step for the Survivor
    cards held, all discarded but one for Saskia Ferro). Given the ``bot``
    judging ``view``, the steps' worth comes from its memo (:func:`defense_steps`)."""
    held = held_of(sv, seat)
    steps = 1 + bonus + (1 if shelter else 0)
    if bot is None:
        value = defense_step_value(sv, view, steps)
    else:
        value = defense_steps(bot, view, sv, steps)
    if shelter:
        kept = 1 if sv.avatar(seat) == avatar_abilities.SASKIA and held >= 2 else 0
        value -= held_value(held) - held_value(kept)
    return value


def ability_value(bot: Judge, view: GameView, sv: SanctuaryView, hv: HuntedView,
                  card: str) -> float:
    """What a rescued survivor's ability brings ``hv`` now."""
    found = SURVIVORS.get(card)
    if found is None:
        return 1.0
    ability = found.ability
    if ability == "dna":
        return 0.9 * min(2, sv.dna)
    if ability == "will":
        return {3: 0.0, 2: 0.9, 1: 1.8}.get(hv.will, 1.8)
    if ability == "played-card":
        played = hv.played or hv.positions
        return max((bot.card_value(p) for p in played), default=0.0)
    if ability == "take-back-2":
        best = sorted((bot.card_value(p) for p in hv.discard or ()), reverse=True)[:2]
        return 0.9 * sum(best)
    if ability == "survival":
        return 0.0 if view.despair else 1.2
    if ability == "no-evolution":
        return 0.6 + 0.25 * min(4, sv.dna) + 0.2 * sv.hand_size
    if ability == "copy":
        return 1.4 if view.creature_places else 0.0
    if ability == "reserve":
        lacking = [n for n, k in view.reserve if k > 0 and n >= 6 and n not in hv.owned]
        return max((bot.card_value(n) for n in lacking), default=0.0)
    if ability == "defense":
        return defense_steps(bot, view, sv)
    return ABILITY_VALUE.get(ability, 1.0)


def rescue_value(bot: Judge, view: GameView, sv: SanctuaryView, hv: HuntedView,
                 card: str, cost: int = 0) -> float:
    held = held_of(sv, hv.seat)
    gain = held_value(held + 1) - held_value(held)
    price = 0.0
    if cost and hv.hand is not None:
        price = sum(sorted(bot.card_value(p) for p in hv.hand)[:cost])
    elif cost:
        price = 1.2 * cost
    return ability_value(bot, view, sv, hv, card) + gain - price


def alternative_value(bot: Judge, view: GameView, option: Option) -> float | None:
    """The worth of rescuing or fortifying, against the place's power and taking
    back a card (the same scale as the places' power values)."""
    sv = full_view(view)
    if sv is None or view.viewer is None:
        return None
    me = own(view)
    if option.verb is Verb.FORTIFY:
        return fortify_value(sv, view, me.seat, shelter=option.n == 1, bot=bot)
    if option.verb is Verb.RESCUE:
        return rescue_value(bot, view, sv, me, option.card, option.n)
    return None


def resolve_value(bot: Judge, view: GameView, option: Option) -> float | None:
    """The Sanctuary options of a place's resolution: rescue and fortify, and
    Clever's take-back (the Creature picks the card: the worst comes back)."""
    if option == evolution_reckoning.CLEVER_TAKE:
        me = own(view)
        return 0.8 * min((bot.card_value(p) for p in me.discard or ()), default=0.0)
    return alternative_value(bot, view, option)


def power_value(bot: Judge, view: GameView, option: Option, will: int) -> float | None:
    """The places 6-10 whose power depends on the moment (the Ark's Defense steps
    in the race, the Caravan with both cards, the Monolith by the card it
    discards, the Grove's DNA); ``None``: the place's own value."""
    sv = full_view(view)
    if sv is None or option.verb is not Verb.POWER:
        return None
    if option.place == places.ARK:
        seat = view.viewer if view.viewer is not None else -1
        return fortify_value(sv, view, seat, shelter=option.n == 1, bot=bot)
    if option.place == places.MONOLITH and option.card:
        return 1.0 + EVOLUTION_LOSS * evolution_value(option.card)
    if option.place == places.CARAVAN:
        both = sv.sanctuary == places.CARAVAN or sv.sanctuary in bot.rules.adjacent.get(7, ())
        return 2.2 + (0.9 if both else 0.0)
    if option.place == places.GROVE and option.n == 1:
        return DNA_WORTH * (1.3 if sv.dna >= 3 else 1.0)
    return None


def place_bonus(bot: Judge, view: GameView, place: int,
                hunted: HuntedView | None = None) -> float:
    """What standing on ``place`` adds for a Hunted (``hunted``, the viewer by
    default) because of the Sanctuary token: fortifying there, rescuing next to
    it (diagonally too for Hiroshi Adeyemi), beyond the place's power, drawn
    down to :data:`PLACE_PULL`. The Creature's guesses of where the Hunted go
    (``Judge._predicted``) read the same pull."""
    if view.rules_view is None:  # no Sanctuary at all (as full_view says), quickly
        return 0.0
    context = _pull_context(bot, view)
    if context is None:
        return 0.0
    sv, here, next_to = context
    if hunted is None:
        if view.viewer is None or view.viewer == view.creature_seat:
            return 0.0
        hunted = own(view)
    pull = PLACE_PULL
    if place == here:
        power = POWER_SCALE * bot.place_value(place)
        worth = _fortify_worth(bot, view, sv, hunted.seat)
        return pull * max(0.0, worth - power) / POWER_SCALE
    near = place in next_to
    if not near and sv.avatar(hunted.seat) == avatar_abilities.HIROSHI:
        near = rescue.diagonal(place, here)
    if near and sv.row:
        power = POWER_SCALE * bot.place_value(place)
        worth = _rescue_worth(bot, view, sv, hunted)
        return 0.8 * pull * max(0.0, worth - power) / POWER_SCALE
    return 0.0


PullContext = tuple[SanctuaryView, int, tuple[int, ...]]


def _pull_context(bot: Judge, view: GameView) -> PullContext | None:
    """What :func:`place_bonus` reads for every place: the full game's view, the
    Sanctuary token's place and the places next to it; ``None`` when nothing
    pulls (no full Sanctuary, or Lockdown in effect). Once per view
    (:meth:`Judge.memo`)."""
    memo = bot.memo(view)
    if "sa_pull" not in memo:
        sv = full_view(view)
        if sv is None or hunt_cards.LOCKDOWN_CARD in view.effects:
            memo["sa_pull"] = None
        else:
            memo["sa_pull"] = (sv, sv.sanctuary, tuple(bot.rules.adjacent.get(sv.sanctuary, ())))
    found: PullContext | None = memo["sa_pull"]
    return found


def _fortify_worth(bot: Judge, view: GameView, sv: SanctuaryView, seat: int) -> float:
    """The best fortification ``seat`` could make on the Sanctuary token's place
    (with or without shelter), for :func:`place_bonus`. It depends on the view
    and the seat alone, not on the place weighed, so it is computed once per
    view and seat (:meth:`Judge.memo`): the guesses of where the Hunted go
    ask for it for every place and every Hunted."""
    memo = bot.memo(view)
    key = ("sa_fortify_worth", seat)
    found: float | None = memo.get(key)
    if found is None:
        found = memo[key] = max(fortify_value(sv, view, seat, shelter=False, bot=bot),
                                fortify_value(sv, view, seat, shelter=True, bot=bot)
                                if held_of(sv, seat) else 0.0)
    return found


def _rescue_worth(bot: Judge, view: GameView, sv: SanctuaryView,
                  hunted: HuntedView) -> float:
    """The best rescue ``hunted`` could make next to the Sanctuary token, for
    :func:`place_bonus`: like :func:`_fortify_worth`, once per view and Hunted
    (the memo checks it is the same Hunted's view)."""
    memo = bot.memo(view)
    key = ("sa_rescue_worth", hunted.seat)
    found: tuple[HuntedView, float] | None = memo.get(key)
    if found is None or found[0] is not hunted:
        found = memo[key] = (hunted, max(rescue_value(bot, view, sv, hunted, c) for c in sv.row))
    return found[1]


# ============================================================== Creature
def creature_token_bonus(bot: Judge, view: GameView, place: int,
                         weight: dict[int, float]) -> float:
    """What the Creature token on ``place`` adds through the Evolutions about
    the Sanctuary token: Siege (next to it: nobody fortifies), Territorial (on
    it: nobody rescues), Sentinel (a catch on it costs 1 more Will)."""
    sv = full_view(view)
    if sv is None:
        return 0.0
    here = sv.sanctuary
    on, pressure = _token_context(bot, view, sv)
    bonus = 0.0
    if rescue.SIEGE in on and place in bot.rules.adjacent.get(here, ()):
        bonus += 0.3 * pressure * (1.0 + weight.get(here, 0.0))
    if place == here:
        if rescue.TERRITORIAL in on and sv.row:
            bonus += 0.2
        if evolution_reckoning.SENTINEL in on:
            bonus += 0.4 * weight.get(here, 0.0)
    return bonus


def _token_context(bot: Judge, view: GameView,
                   sv: SanctuaryView) -> tuple[list[str], float]:
    """The active Evolutions and the Defense pressure (a step's worth in steps)
    that :func:`creature_token_bonus` weighs every place with: the same for
    each place, so computed once per view (:meth:`Judge.memo`)."""
    memo = bot.memo(view)
    found: tuple[list[str], float] | None = memo.get("sa_token_context")
    if found is None:
        found = memo["sa_token_context"] = (active_developed(sv),
                                            defense_steps(bot, view, sv) / DEFENSE_STEP)
    return found


def second_creature(bot: Judge, view: GameView) -> tuple[int, ...]:
    """Places the Target token hunts as a second Creature token (Horde): laid
    with Horde developed and no Target card in play."""
    tokens = dict(view.tokens)
    if TARGET not in tokens or not has_active(view, evolution_cards.HORDE):
        return ()
    if any(bot.rules.card(c).symbol == TARGET for c in view.effects
           if c in bot.rules.hunt_cards):
        return ()
    return tuple(tokens[TARGET])


def keep_value(bot: Judge, view: GameView, card: str) -> float:
    """How much the Creature wants to keep a Hunt card for a later turn."""
    found = card_keep_value(card)
    return bot._hunt_priority(view, card) if found is None else found


def intake(view: GameView, sv: SanctuaryView) -> int:
    """DNA evolving would give now (before Caspian): 1, more with the
    Evolutions that add to it, never more than the supply."""
    on = active_developed(sv)
    more = (evolution_cards.HUNGER in on) + (evolution_cards.RESILIENT in on and sv.dna == 0)
    return min(sv.supply, 1 + more)


# ----------------------------------------------- the Creature's Evolutions
def _pass(options: tuple[Option, ...]) -> Option:
    return next((o for o in options if o.verb is Verb.PASS), options[-1])


def _dominance(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """1 DNA for a second Hunt card this turn: when two cards in hand are worth
    playing now (each in its own phase) and the DNA is not needed soon."""
    sv = sanctuary_view(view)
    hand = view.creature.hand or ()
    values = sorted((bot._hunt_priority(view, c) for c in hand), reverse=True)
    phases = {bot.rules.card(c).phase for c in hand if bot._hunt_priority(view, c) >= 2.5}
    spare = sv is not None and sv.dna >= 2
    use = evolution_cards.use_option(evolution_cards.DOMINANCE)
    if use in options and spare and len(values) >= 2 and values[1] >= 2.8 and len(phases) >= 2:
        return use
    return _pass(options)


def _phase2(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Horde (2 DNA: a second Creature token) where the second most Hunted are
    expected, when they are many; Primitive (the Artemia token) when no Hunt
    card in hand is worth this turn's play; never Telepathy (the bot does not
    read what it would learn)."""
    weight = bot._predicted(view)
    ranked = sorted(weight, key=lambda p: -weight[p])
    hordes = {o.places[0]: o for o in options if o.card == evolution_cards.HORDE}
    if hordes and len(ranked) >= 2 and weight[ranked[1]] >= 0.8:
        where = next((p for p in ranked[1:] if p in hordes), None)
        if where is not None:
            return hordes[where]
    primitive = {o.places[0]: o for o in options if o.card == evolution_cards.PRIMITIVE}
    if primitive:
        # It blocks the turn's Hunt card: worth it unless a card of this phase or
        # the next is clearly worth playing (the later ones rarely beat a token).
        hand = view.creature.hand or ()
        best = max((bot._hunt_priority(view, c) for c in hand
                    if bot.rules.card(c).phase in (view.phase, view.phase + 1)), default=0.0)
        if best < PRIMITIVE_OVER and len(ranked) >= 2:
            where = next((p for p in ranked[1:] if p in primitive), None)
            if where is not None:
                return primitive[where]
    return _pass(options)


def _token_spot_for_creature(bot: Judge, view: GameView, place: int) -> float:
    """How many Hunted could fortify on ``place`` (expected, token-free) and
    rescue next to it: the Creature wants the Sanctuary token where this is least."""
    sv = full_view(view)
    weight = bot._predicted(view) if not _revealed(view) else _figures(view)
    covered = {p for _, where in view.tokens for p in where}
    fortify = 0.0 if place in covered else min(1.0, weight.get(place, 0.0))
    rescuers = 0.0
    if sv is not None and sv.row:
        rescuers = sum(weight.get(p, 0.0) for p in bot.rules.adjacent.get(place, ())
                       if p not in covered)
    pressure = 1.0 if sv is None else defense_steps(bot, view, sv) / DEFENSE_STEP
    return fortify * pressure + 0.4 * min(2.0, rescuers)


def _revealed(view: GameView) -> bool:
    return all(hv.revealed for hv in view.hunted if hv.played_count)


def _figures(view: GameView) -> dict[int, float]:
    out: dict[int, float] = {}
    for hv in view.hunted:
        for p in hv.positions:
            out[p] = out.get(p, 0.0) + 1.0
    return out


def move_token_for_creature(bot: Judge, view: GameView,
                            options: tuple[Option, ...]) -> Option:
    """Moving the Sanctuary token (Overgrowth, Siren Call, Tremor): where fewest
    Hunted could fortify or rescue; PASS (when offered) if staying is as good."""
    sv = full_view(view)
    moves = [o for o in options if o.verb is Verb.MOVE]
    if not moves or sv is None:
        return _pass(options) if any(o.verb is Verb.PASS for o in options) else options[0]
    score = {o: _token_spot_for_creature(bot, view, o.place) + bot.rng.random() * 0.01
             for o in moves}
    best = min(moves, key=lambda o: score[o])
    stay = next((o for o in options if o.verb is Verb.PASS), None)
    if stay is not None and score[best] >= _token_spot_for_creature(bot, view, sv.sanctuary) - 0.1:
        return stay
    return best


def _optimizer(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Before the refill: discard the weakest Hunt card if a fresh one is better."""
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if discards:
        worst = min(discards, key=lambda o: keep_value(bot, view, o.card))
        if keep_value(bot, view, worst.card) < 2.0:
            return worst
    return _pass(options)


def _prescient(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The top 3 Hunt cards: weak ones to the bottom, the best kept on top first."""
    moves = [o for o in options if o.verb is Verb.MOVE]
    keeps = [o for o in options if o.verb is Verb.KEEP]
    if moves:
        worst = min(moves, key=lambda o: keep_value(bot, view, o.card))
        if keep_value(bot, view, worst.card) < 2.0:
            return worst
    if keeps:
        return max(keeps, key=lambda o: keep_value(bot, view, o.card))
    return next((o for o in options if o.verb is Verb.DONE), options[0])


def creature_spot(bot: Judge, view: GameView, place: int) -> float:
    """How easily the Hunted reach the Sanctuary token on ``place`` next turn
    (the Creature wants it low): who holds the card, and the Caravan's pull."""
    return access(view, place)


def _burrower(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """One more step when it takes the token where fewer Hunted hold the card."""
    sv = full_view(view)
    use = evolution_cards.use_option(evolution_cards.BURROWER)
    if sv is None or use not in options:
        return _pass(options)
    # The Hunted's changes to the move (Safe Passage, Teodor) are not in the view:
    # the usual single step is assumed.
    now = step_token(sv, sv.sanctuary, 1)
    more = step_token(sv, sv.sanctuary, 2)
    if creature_spot(bot, view, more) < creature_spot(bot, view, now) - 0.2:
        return use
    return _pass(options)


def _hoarder(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Of the two seen, the card worth most for what it costs now."""
    sv = sanctuary_view(view)
    dna = sv.dna if sv is not None else 0
    return max(options, key=lambda o: evolution_value(o.card)
               - 0.2 * max(0, EVOLUTIONS[o.card].cost - dna - 2) if o.card in EVOLUTIONS else 0.0)


def _carapace(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """2 DNA to keep a developed card: worth it for a card that cost 3 or more,
    or is worth much."""
    keep = next((o for o in options if o.verb is Verb.KEEP), None)
    if keep is not None and (EVOLUTIONS[keep.card].cost >= 3 or evolution_value(keep.card) >= 1.6):
        return keep
    return _pass(options)


def _fast(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Move the Creature token onto revealed Hunted (no Assimilation, but the
    Will), paying the weakest Hunt card, when it catches enough."""
    moves = [o for o in options if o.verb is Verb.MOVE]
    if not moves:
        return _pass(options)
    figures = _figures(view)
    by_place: dict[int, float] = {}
    for hv in view.hunted:
        for p in hv.positions:
            by_place[p] = by_place.get(p, 0.0) + (1.5 if hv.will <= 1 else 1.0)

    def score(o: Option) -> float:
        return by_place.get(o.place, 0.0) - 0.4 * keep_value(bot, view, o.card) / 2.5

    best = max(moves, key=score)
    caught = figures.get(best.place, 0.0)
    if caught >= 2 or (caught >= 1 and keep_value(bot, view, best.card) < 2.5):
        return best
    return _pass(options)


def _clever(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Creature picks the card the Hunted takes back: the least valuable."""
    backs = [o for o in options if o.verb is Verb.TAKE_BACK]
    if not backs:
        return _pass(options)
    return min(backs, key=lambda o: bot.card_value(o.place))


def _instinctive(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return bot._most_cards(view, options)


def team_spot(bot: Judge, view: GameView, place: int) -> float:
    """How well the Hunted can use the Sanctuary token on ``place`` next turn
    (they want it high): who holds the card, the Caravan next to it."""
    caravan = 0.3 if place == places.CARAVAN or place in bot.rules.adjacent.get(7, ()) else 0.0
    return access(view, place) + caravan


#: The Creature's answers to the decisions its Evolutions raise.
ANSWERS: dict[str, Answer] = {
    evolution_cards.DOMINANCE_KIND: _dominance,
    evolution_cards.PHASE2_KIND: _phase2,
    evolution_cards.OVERGROWTH_KIND: move_token_for_creature,
    evolution_cards.OPTIMIZER_KIND: _optimizer,
    evolution_cards.PRESCIENT_KIND: _prescient,
    evolution_cards.BURROWER_KIND: _burrower,
    evolution_cards.HOARDER_KIND: _hoarder,
    evolution_cards.CARAPACE_KIND: _carapace,
    evolution_reckoning.FAST_KIND: _fast,
    evolution_reckoning.CLEVER_KIND: _clever,
    evolution_reckoning.INSTINCTIVE_KIND: _instinctive,
}
