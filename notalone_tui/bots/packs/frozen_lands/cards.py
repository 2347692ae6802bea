"""The standard bot's judgement of the 25 Frozen Lands Hunt and Survival cards.

The rules live in :mod:`notalone_tui.engine.rulesets.frozen_lands.hunt_cards`
and :mod:`~notalone_tui.engine.rulesets.frozen_lands.survival_cards`; this
module adds only judgement, from the seat's own view:

* **When the Creature plays a Hunt card** (:func:`hunt_value`): each card is
  given a value on the scale of the standard bot's ``HUNT_PRIORITY`` (at
  :data:`PLAY_AT` or more it is worth the turn's play): the Target and Artemia
  cards by the Hunted figures expected where their token will go, times what a
  Contamination token is worth to the Creature now (:func:`token_bite`: the fall
  in the Hunted's chance at the end, larger as the end nears); Quarantine by the
  tokens held and how near the end is; Isolation by how many Hunted lean on
  their teammates; Glacial Pace by how many hands are thin; Avalanche and
  Contagion by the crowd on the revealed places; Relapse by the Hunted it saw
  discard a token this turn (:class:`TokenWatch`, the Creature's own memory of
  the public counts).
* **When a Hunted plays a Survival card** (:func:`survival_wanted`): the purges
  (Diagnostic Kit, Triage, Antidote, Purification) when a discard raises the
  team's chance enough, more readily as the end nears; Will for teammates in
  need (Shared Rations, Body Heat); cards for teammates short of them (Buried
  Cache, Trail Markers); the dodges (Flare, Whiteout, Ice Bridge, Snowdrift,
  Rope Line) when a token threatens a figure; Thermal Blanket when a token is
  likely this turn; Distress Signal while the team holds few tokens.
* **The decisions those cards raise** (:data:`ANSWERS`), each answered on purpose.

The two Marker cards (Ingenuity, Amplifier) can never be played in this mode:
the bot never wants them.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import PLAY_AT, Answer, HuntValue, Judge, SurvivalWanted
from notalone_tui.bots.knowledge import candidates, own, presence
from notalone_tui.engine import GameView, HuntedView, Option, Verb
from notalone_tui.engine.rulesets.base import TARGET
from notalone_tui.engine.rulesets.frozen_lands import (
    MARKER_CARDS,
    hunt_cards,
    places,
    survival_cards,
)
from notalone_tui.engine.rulesets.frozen_lands import knowledge as token_odds
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED

from . import board

#: What one Contamination token is worth to the Creature at least (it costs a
#: Hunted an action to discard it) and per unit of the Hunted's fall in chance.
TOKEN_FLOOR = 0.6
TOKEN_SCALE = 4.0
#: With the Rescue counter further than this from Victory a token is likely
#: to be discarded before the end: it bites this much less.
TOKEN_NEAR = 4
TOKEN_EARLY = 0.7
#: A Hunted in need: this much Will or less, or this few Place cards in hand.
NEEDY_WILL = 1
THIN_HAND = 2
#: What a purge card's discard must be worth (``TOKEN_WORTH`` units, the scale
#: of the places' power values) before a Hunted plays it.
PURGE_AT = 1.0
#: A teammate's chance to stand under a Hunt token, above which a Flare is lit.
FLARE_AT = 0.3
#: How much a Hunt token that hurts counts in a place's danger for the dodges;
#: the Target token counts when a Hunt card acts through it.
TARGET_DANGER = 1.0

FL_HUNT = frozenset(hunt_cards.TEXTS)
FL_SURVIVAL = frozenset(survival_cards.TEXTS)
#: Cards the bot never plays in this mode (they act on the Marker counter).
NEVER = frozenset(MARKER_CARDS)


# ---------------------------------------------------------------- helpers
def rescue_left(view: GameView) -> int:
    return view.track("rescue").left


def held_total(view: GameView) -> int:
    return sum(hv.contamination for hv in view.hunted)


def token_bite(view: GameView) -> float:
    """What one more token taken by a Hunted is worth to the Creature now: a
    floor (discarding it costs the Hunted a power) plus the fall in the Hunted's
    chance at the end (:func:`...knowledge.take_loss`, from the viewer's odds),
    less while the end is far; nothing with the reserve empty."""
    if view.contamination_reserve <= 0:
        return 0.0
    bite = TOKEN_FLOOR + TOKEN_SCALE * token_odds.take_loss(view)
    return bite if rescue_left(view) <= TOKEN_NEAR else bite * TOKEN_EARLY


def quarantined(view: GameView) -> bool:
    return hunt_cards.QUARANTINE in view.effects


def isolated(view: GameView) -> bool:
    return hunt_cards.ISOLATION_CARD in view.effects


def target_cards_on(bot: Judge, view: GameView) -> bool:
    """Whether a Hunt card acts through the Target token this turn (Clone aside)."""
    return any(bot.rules.card(c).symbol == TARGET for c in view.effects
               if c in bot.rules.hunt_cards)


def danger(bot: Judge, view: GameView, place: int) -> float:
    """How bad standing on ``place`` is now, for the dodges: the worst Hunt token
    acting there (:meth:`Judge.threat`), the Target token counted while a
    card acts through it."""
    worst = bot.threat(view, place)
    if target_cards_on(bot, view) and place in dict(view.tokens).get(TARGET, ()):
        worst = max(worst, TARGET_DANGER)
    return worst


def purge_worth(view: GameView, seat: int) -> float:
    """What ``seat`` discarding one token is worth to the viewer (the places'
    power scale): ``TOKEN_WORTH`` times the rise in the team's chance, faded while
    the end is far (:func:`.board.token_discard_value` for any holder)."""
    gain = token_odds.discard_gain(view, seat)
    if gain <= 0:
        return 0.0
    return board.TOKEN_WORTH * gain * board._fade(view)


def best_purges(view: GameView, count: int) -> float:
    """The worth of the ``count`` best single discards among the Hunted (each
    counted alone: a model, not a sequence)."""
    worths = sorted((purge_worth(view, hv.seat) for hv in view.hunted), reverse=True)
    return sum(worths[:count])


def others(view: GameView) -> list[HuntedView]:
    return [hv for hv in view.hunted if hv.seat != view.viewer]


def figures_on(view: GameView, place: int) -> list[HuntedView]:
    """Hunted whose revealed figures stand on ``place``."""
    return [hv for hv in view.hunted if place in hv.positions]


def adjacent_pairs(bot: Judge) -> tuple[tuple[int, int], ...]:
    return bot.rules.adjacent_pairs


# ============================================================ Creature
def _bite(bot: Judge, view: GameView) -> float:
    """:func:`token_bite`, once per view (:meth:`Judge.memo`): a fact of the
    view, asked for every card judged."""
    memo = bot.memo(view)
    bite: float | None = memo.get("fl_token_bite")
    if bite is None:
        bite = memo["fl_token_bite"] = token_bite(view)
    return bite


def _ranked(bot: Judge, view: GameView) -> list[float]:
    """The Hunted figures expected on each place, most first."""
    return sorted(bot._predicted(view).values(), reverse=True)


def _frostbite(bot: Judge, view: GameView) -> float:
    bite = _bite(bot, view)
    ranked = _ranked(bot, view)
    best = ranked[0] if ranked else 0.0
    return 1.5 + 2.0 * best * bite


def _hypothermia(bot: Judge, view: GameView) -> float:
    """Each chooses the lesser of a Will and a token; at 1 Will, the token."""
    bite = _bite(bot, view)
    ranked = _ranked(bot, view)
    best = ranked[0] if ranked else 0.0
    low = sum(1 for hv in view.hunted if hv.will <= NEEDY_WILL) / max(1, len(view.hunted))
    return 1.4 + 1.8 * best * max(0.8, bite) * (0.8 + 0.4 * low)


def _spores(bot: Judge, view: GameView) -> float:
    """The Creature token goes on the best place, the Artemia on the next."""
    bite = _bite(bot, view)
    ranked = _ranked(bot, view)
    second = ranked[1] if len(ranked) > 1 else 0.0
    return 1.8 + 0.5 * second + 2.0 * second * bite


def _frozen_trail(bot: Judge, view: GameView) -> float:
    bite = _bite(bot, view)
    weight = bot._predicted(view)
    pair = max((weight[a] + weight[b] for a, b in adjacent_pairs(bot)), default=0.0)
    return 1.2 + 1.3 * pair * bite


def _quarantine(bot: Judge, view: GameView) -> float:
    left = rescue_left(view)
    per = 1.2 if left <= 2 else 0.8 if left <= TOKEN_NEAR else 0.2
    return 1.0 + per * held_total(view)


def _isolation(bot: Judge, view: GameView) -> float:
    return 1.2 + 0.7 * sum(1 for hv in view.hunted if needy(hv))


def _glacial_pace(bot: Judge, view: GameView) -> float:
    thin = sum(1 for hv in view.hunted
               if hv.hand_size <= THIN_HAND and len(hv.discard or ()) >= 2)
    return 1.0 + 0.9 * thin


def _avalanche(bot: Judge, view: GameView) -> float:
    return 1.0 + 0.9 * max((avalanche_hurt(view, o) for o in _pair_options(bot)), default=0.0)


def _contagion(bot: Judge, view: GameView) -> float:
    bite = _bite(bot, view)
    victims = max((len(contagion_victims(view, hv.seat)) for hv in view.hunted
                   if hv.contamination), default=0)
    return (1.6 + 1.5 * victims * bite) if victims else 0.0


def _relapse(bot: Judge, view: GameView) -> float:
    """By the Hunted the Creature saw discard a token this turn."""
    bite = _bite(bot, view)
    victims = len(bot.token_watch.discarded(view))
    return (1.6 + 1.8 * victims * bite) if victims else 0.0


#: How much each Frozen Lands Hunt card is worth playing now (``PLAY_AT`` or more: play it).
HUNT_VALUES: dict[str, HuntValue] = {
    hunt_cards.FROSTBITE: _frostbite,
    hunt_cards.HYPOTHERMIA: _hypothermia,
    hunt_cards.SPORES: _spores,
    hunt_cards.FROZEN_TRAIL_CARD: _frozen_trail,
    hunt_cards.QUARANTINE: _quarantine,
    hunt_cards.ISOLATION_CARD: _isolation,
    hunt_cards.GLACIAL_PACE: _glacial_pace,
    hunt_cards.AVALANCHE: _avalanche,
    hunt_cards.CONTAGION: _contagion,
    hunt_cards.RELAPSE: _relapse,
}


def hunt_value(bot: Judge, view: GameView, card: str) -> float | None:
    """How much a Frozen Lands Hunt card is worth playing now (``PLAY_AT`` or more:
    play it); ``None`` for a card not of this mode."""
    judge = HUNT_VALUES.get(card)
    return None if judge is None else judge(bot, view)


def needy(hv: HuntedView) -> bool:
    """A Hunted who leans on teammates: low on Will or on Place cards."""
    return hv.will <= NEEDY_WILL or hv.hand_size <= THIN_HAND


def _pair_options(bot: Judge) -> list[Option]:
    return [Option(Verb.CHOOSE, places=pair) for pair in adjacent_pairs(bot)]


def avalanche_hurt(view: GameView, option: Option) -> float:
    """What Avalanche on these places costs the Hunted: one Place card each,
    dearer from a thin hand (one card short of a Resist)."""
    hurt = 0.0
    for hv in view.hunted:
        if set(hv.positions) & set(option.places) and hv.hand_size:
            hurt += 1.5 if hv.hand_size <= THIN_HAND else 1.0
    return hurt


def contagion_victims(view: GameView, source: int) -> list[HuntedView]:
    """Who takes a token if ``source`` is named: every other Hunted on their place."""
    mine = next((set(hv.positions) for hv in view.hunted if hv.seat == source), set())
    return [hv for hv in view.hunted if hv.seat != source and mine & set(hv.positions)]


# ---------------------------------------------------------- Creature answers
def trail_lay(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Frozen Trail's two places: where most Hunted are expected (the Ice Cave's
    catch counts more), the strong places breaking ties (the trail denies them)."""
    weight = bot._predicted(view)
    return max(options, key=lambda o: sum(weight.get(p, 0.0) for p in o.places)
               + 0.1 * sum(bot.strong(p) for p in o.places) + bot.rng.random() * 0.05)


def avalanche_places(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The two places whose Hunted lose most by a discard."""
    return max(options, key=lambda o: avalanche_hurt(view, o) + bot.rng.random() * 0.05)


def contagion_target(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The holder whose place is most crowded with other Hunted (the most tokens
    handed out); among equals, the victims holding fewest tokens (a first token
    hurts the team's chance most)."""
    def score(o: Option) -> tuple[int, int, float]:
        victims = contagion_victims(view, o.seat)
        return (len(victims), -sum(v.contamination for v in victims), bot.rng.random())

    return max(options, key=score)


# ============================================================== Hunted
def _shared_rations(bot: Judge, view: GameView) -> bool:
    if isolated(view):
        return False
    me = own(view)
    return any(hv.will <= NEEDY_WILL or (hv.will == 2 and me.survival_count >= 2)
               for hv in others(view))


def _diagnostic_kit(bot: Judge, view: GameView) -> bool:
    me = own(view)
    seen = len(me.known_contamination or ())
    return me.contamination > seen and (rescue_left(view) <= TOKEN_NEAR + 1
                                        or me.contamination >= 2)


def _buried_cache(bot: Judge, view: GameView) -> bool:
    me = own(view)
    mine = bool(me.discard)
    theirs = any(hv.discard and hv.hand_size <= 3 for hv in others(view)) and not isolated(view)
    return (mine and me.hand_size <= THIN_HAND) or (mine and theirs) or \
        (theirs and me.hand_size <= 3 and bool(me.discard))


def _trail_markers(bot: Judge, view: GameView) -> bool:
    return not isolated(view) and any(hv.survival_count == 0 for hv in others(view))


def _thermal_blanket(bot: Judge, view: GameView) -> bool:
    return token_likely(bot, view, own(view))


def _triage(bot: Judge, view: GameView) -> bool:
    return best_purges(view, len(view.hunted)) >= PURGE_AT and (
        sum(1 for hv in view.hunted if hv.contamination >= 2) >= 2
        or rescue_left(view) <= TOKEN_NEAR)


def _flare(bot: Judge, view: GameView) -> bool:
    return max((flare_chance(bot, view, hv) for hv in others(view)), default=0.0) >= FLARE_AT


def _whiteout(bot: Judge, view: GameView) -> bool:
    target = dict(view.tokens).get(TARGET, ())
    return target_cards_on(bot, view) and bool(set(own(view).played or ()) & set(target))


def _always(bot: Judge, view: GameView) -> bool:
    """Playable only where it spares a figure of the team (Rope Line, Snowdrift)."""
    return True


def _purification(bot: Judge, view: GameView) -> bool:
    return purification_worth(view) > 0


def _ice_bridge(bot: Judge, view: GameView) -> bool:
    return any(danger(bot, view, p) > 0 for p in own(view).positions)


def _body_heat(bot: Judge, view: GameView) -> bool:
    me = own(view)
    here = set(me.positions)
    return any(here & set(hv.positions) and
               (hv.will <= NEEDY_WILL or (hv.will == 2 and me.will < 3)) for hv in others(view))


def _antidote(bot: Judge, view: GameView) -> bool:
    worth = max((purge_worth(view, hv.seat) for hv in view.hunted), default=0.0)
    return worth >= PURGE_AT * (0.5 if rescue_left(view) <= 2 else 1.0)


def _distress_signal(bot: Judge, view: GameView) -> bool:
    held = held_total(view)
    return held == 0 or (held <= 1 and rescue_left(view) >= TOKEN_NEAR)


def _never_here(bot: Judge, view: GameView) -> bool | None:
    """The Marker cards act on a counter this mode does not have."""
    return False if board.is_frozen(view) else None


#: Whether the Hunted plays each Frozen Lands Survival card now (when it may),
#: and never the Marker cards.
SURVIVAL_WANTED: dict[str, SurvivalWanted] = {
    **dict.fromkeys(NEVER, _never_here),
    survival_cards.SHARED_RATIONS: _shared_rations,
    survival_cards.DIAGNOSTIC_KIT: _diagnostic_kit,
    survival_cards.BURIED_CACHE: _buried_cache,
    survival_cards.TRAIL_MARKERS: _trail_markers,
    survival_cards.THERMAL_BLANKET: _thermal_blanket,
    survival_cards.TRIAGE: _triage,
    survival_cards.FLARE: _flare,
    survival_cards.WHITEOUT: _whiteout,
    survival_cards.ROPE_LINE: _always,
    survival_cards.SNOWDRIFT: _always,
    survival_cards.PURIFICATION: _purification,
    survival_cards.ICE_BRIDGE: _ice_bridge,
    survival_cards.BODY_HEAT: _body_heat,
    survival_cards.ANTIDOTE: _antidote,
    survival_cards.DISTRESS_SIGNAL: _distress_signal,
}


def survival_wanted(bot: Judge, view: GameView, card: str) -> bool | None:
    """Whether the Hunted plays this Frozen Lands Survival card now (when it may);
    ``None`` for a card this module does not judge."""
    judge = SURVIVAL_WANTED.get(card)
    return None if judge is None else judge(bot, view)


def token_likely(bot: Judge, view: GameView, me: HuntedView) -> bool:
    """Whether this Hunted is likely to take a token this turn (Thermal Blanket):
    at its last Will (a catch costs it, with a token), about to Give Up (no card
    to lay), or with Frozen Trail already laid; never with the reserve empty."""
    if view.contamination_reserve <= 0:
        return False
    need = 2 if me.needs else 1
    return me.will <= 1 or me.hand_size < need or hunt_cards.FROZEN_TRAIL_CARD in view.effects


def flare_chance(bot: Judge, view: GameView, hv: HuntedView) -> float:
    """How likely a teammate's face-down card lies where a token hurts (they may
    swap it): their candidate places, evenly."""
    if not hv.played_count or not hv.hand_size:
        return 0.0
    places = candidates(hv)
    if not places:
        return 0.0
    return sum(1 for p in places if danger(bot, view, p) > 0) / len(places)


def purification_worth(view: GameView) -> float:
    """What returning up to 2 tokens is worth (the places' power scale)."""
    if quarantined(view):
        return 0.0
    return best_purges(view, survival_cards.PURIFY_MAX)


def resolve_hand_value(bot: Judge, view: GameView) -> float | None:
    """What opening the hand at a place's resolve is worth, when it holds
    Purification (played instead of the place's power); ``None`` otherwise."""
    me = own(view)
    if survival_cards.PURIFICATION not in (me.survival or ()):
        return None
    return purification_worth(view)


# ------------------------------------------------------------ Hunted answers
def _by_seat(view: GameView) -> dict[int, HuntedView]:
    return {hv.seat: hv for hv in view.hunted}


def neediest(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Will for the teammate with least (Shared Rations, Body Heat): at 1 Will the
    next loss is a token; among equals, the one with fewer cards."""
    by = _by_seat(view)
    return min(options, key=lambda o: (by[o.seat].will, by[o.seat].hand_size, bot.rng.random()))


def hypothermia(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """Lose a Will or take a token, weighed as :func:`.board.will_or_token`."""
    return board.will_or_token(view, options)


def avalanche_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Place card worth least in hand."""
    return bot._cheapest(options)


def kit_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Having looked: return a token unless every one held is known blank (the
    engine returns a known icon first)."""
    return board.capsule_discard(bot, view, options)


def cache_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The most valuable card back."""
    return board.take_back(bot, view, options)


def cache_other(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate a card back helps most: fewest cards in hand, then the best
    card waiting in their discard pile."""
    by = _by_seat(view)

    def score(o: Option) -> tuple[int, float]:
        hv = by[o.seat]
        best = max((bot.card_value(p) for p in hv.discard or ()), default=0.0)
        return (-hv.hand_size, best)

    return max(options, key=score)


def trail_give(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Of the three cards seen, give the best (the others go back to be drawn)."""
    return max(options, key=lambda o: board.fl_survival_value(o.card))


def trail_to(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate with fewest Survival cards, then least Will."""
    by = _by_seat(view)
    return min(options, key=lambda o: (by[o.seat].survival_count, by[o.seat].will,
                                       bot.rng.random()))


def trail_top(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The card put on top is the next drawn: the best of the rest."""
    return max(options, key=lambda o: board.fl_survival_value(o.card))


def flare_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The teammate most likely to stand where a token hurts."""
    by = _by_seat(view)
    return max(options, key=lambda o: flare_chance(bot, view, by[o.seat]) + bot.rng.random() * 0.01)


def flare_swap(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Swap the face-down card for one from hand when the new place is safer (by
    a token's threat), else keep it; the place's value breaks ties."""
    me = own(view)
    played = me.played or ()

    def score(o: Option) -> float:
        if o.verb is not Verb.EXPLORE or o.n >= len(played):
            return 0.0
        old, new = played[o.n], o.places[0]
        gain = 3.0 * (danger(bot, view, old) - danger(bot, view, new))
        return gain + 0.3 * (bot.place_value(new) - bot.place_value(old)) - 0.5

    return max(options, key=score)


def whiteout_move(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Target token onto the adjacent place where fewest Hunted are expected
    (never one of the bot's own)."""
    me = own(view)
    mine = set(me.played or ()) | set(me.positions)
    weight = presence(view)
    return min(options, key=lambda o: (o.place in mine, weight.get(o.place, 0.0),
                                       bot.rng.random()))


def rope_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The one the Creature token catches: the Hunted with most Will (a catch at
    2 Will or more brings no token); among equals, the one holding fewest cards
    to lose from the place (the viewer itself last, as it spends the card)."""
    by = _by_seat(view)
    return max(options, key=lambda o: (by[o.seat].will, -by[o.seat].contamination,
                                       o.seat != view.viewer, bot.rng.random()))


def purify_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Whose token goes: the discard that raises the team's chance most (the
    viewer itself when it knows it holds an icon); stop once nothing gains."""
    stop = Option(Verb.PASS)
    targets = [o for o in options if o.verb is Verb.TARGET]
    if not targets:
        return options[0]
    best = max(targets, key=lambda o: (purge_worth(view, o.seat), _holds(view, o.seat)))
    if stop in options and purge_worth(view, best.seat) <= 0:
        return stop
    return best


def _holds(view: GameView, seat: int) -> int:
    return _by_seat(view)[seat].contamination


def antidote_pick(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Hunted whose discard raises the team's chance most."""
    return max(options, key=lambda o: (purge_worth(view, o.seat), _holds(view, o.seat),
                                       _known_icon(view, o.seat)))


def _known_icon(view: GameView, seat: int) -> bool:
    me = own(view) if view.viewer == seat else None
    return bool(me and INFECTED in (me.known_contamination or ()))


def ice_bridge(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Move the figure in most danger to the safest, most valuable adjacent place."""
    me = own(view)

    def score(o: Option) -> float:
        src = me.positions[o.n] if o.n < len(me.positions) else o.place
        escape = 3.0 * (danger(bot, view, src) - danger(bot, view, o.place))
        return escape + bot.place_value(o.place) + bot.place_bonus(view, me, o.place) \
            - bot.place_value(src) - bot.place_bonus(view, me, src)

    return max(options, key=lambda o: score(o) + bot.rng.random() * 0.05)


def base_camp_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Base Camp under Isolation (nobody to give to): discard the card worth less."""
    return min(options, key=lambda o: board.fl_survival_value(o.card))


#: The standard bot's answer to each decision the 25 cards raise, by kind.
ANSWERS: dict[str, Answer] = {
    hunt_cards.TRAIL_LAY: trail_lay,
    hunt_cards.HYPOTHERMIA_CHOICE: hypothermia,
    hunt_cards.AVALANCHE_PLACES: avalanche_places,
    hunt_cards.AVALANCHE_DISCARD: avalanche_discard,
    hunt_cards.CONTAGION_TARGET: contagion_target,
    survival_cards.RATIONS_PICK: neediest,
    survival_cards.KIT_DISCARD: kit_discard,
    survival_cards.CACHE_PICK: cache_pick,
    survival_cards.CACHE_OTHER: cache_other,
    survival_cards.TRAIL_GIVE: trail_give,
    survival_cards.TRAIL_TO: trail_to,
    survival_cards.TRAIL_TOP: trail_top,
    survival_cards.FLARE_PICK: flare_pick,
    survival_cards.FLARE_SWAP: flare_swap,
    survival_cards.WHITEOUT_MOVE: whiteout_move,
    survival_cards.ROPE_PICK: rope_pick,
    survival_cards.PURIFY_PICK: purify_pick,
    survival_cards.ICE_BRIDGE_MOVE: ice_bridge,
    survival_cards.BODY_HEAT_PICK: neediest,
    survival_cards.ANTIDOTE_PICK: antidote_pick,
    places.BASE_CAMP_DISCARD: base_camp_discard,
}

#: Every decision kind the 25 cards raise (the tests check none reaches the fallback).
CARD_KINDS = frozenset(ANSWERS)

__all__ = ["ANSWERS", "CARD_KINDS", "HUNT_VALUES", "PLAY_AT", "SURVIVAL_WANTED", "hunt_value",
           "resolve_hand_value", "survival_wanted"]
