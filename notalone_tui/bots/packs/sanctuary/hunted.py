"""The standard bot's Sanctuary answers for the Hunted: which Avatar to keep,
the Survivors' abilities and the rescue's own questions, the Defense bonuses,
the Avatars' abilities (and the exploring options they add) and the Hunted's
answers to the Creature's Evolutions. What rescuing, fortifying and the
Sanctuary token's moves are worth comes from :mod:`.board`.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judge
from notalone_tui.bots.knowledge import own
from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import (
    avatar_abilities,
    bonuses,
    evolution_reckoning,
    places,
    rescue,
    setup,
    survivor_abilities,
)

from .board import (
    _pass,
    ability_value,
    active_developed,
    evolution_value,
    full_view,
    held_of,
    intake,
    power_value,
    sanctuary_view,
    step_token,
    survival_worth,
    team_spot,
)

#: How much a Hunted wants each Avatar (it keeps the better of its two).
AVATAR_VALUE: dict[str, float] = {
    "sanctuary-avatar-ysolde-harrow": 1.6, "sanctuary-avatar-bastien-okoro": 1.1,
    "sanctuary-avatar-ren-castellanos": 1.4, "sanctuary-avatar-ingrid-solheim": 1.3,
    "sanctuary-avatar-kofi-marchetti": 1.3, "sanctuary-avatar-lior-vance": 1.0,
    "sanctuary-avatar-maelle-dunbar": 1.3, "sanctuary-avatar-hiroshi-adeyemi": 1.5,
    "sanctuary-avatar-saskia-ferro": 1.2, "sanctuary-avatar-teodor-blaise": 1.1,
    "sanctuary-avatar-zainab-roux": 1.5, "sanctuary-avatar-caspian-mbatha": 1.3,
}


def _keep_avatar(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: AVATAR_VALUE.get(o.card, 1.0) + bot.rng.random() * 0.2)


def _best_back(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The most valuable card back (a PASS only if nothing is offered)."""
    backs = [o for o in options if o.verb is Verb.TAKE_BACK]
    if not backs:
        return _pass(options)
    return max(backs, key=lambda o: bot.card_value(o.place) + bot.rng.random() * 0.05)


def _best_places(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The option whose places are worth most back in hand (up to 2)."""
    return max(options, key=lambda o: sum(bot.card_value(p) for p in o.places)
               + bot.rng.random() * 0.05)


def _best_place(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """A Place card to have: the most valuable (a PASS never beats a card)."""
    chosen = [o for o in options if o.verb is not Verb.PASS]
    if not chosen:
        return options[0]
    return max(chosen, key=lambda o: bot.card_value(o.place) + bot.rng.random() * 0.05)


def _cheapest_place(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return bot._cheapest(options)


def _most_dna(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return max(options, key=lambda o: o.n)


def _copy(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The copied power worth most (the Lair's take-back by its card's value)."""
    me = own(view)

    def score(o: Option) -> float:
        if o.verb is Verb.TAKE_BACK:
            return 0.8 * bot.card_value(o.place)
        sanctuary_power = power_value(bot, view, o, me.will)
        return sanctuary_power if sanctuary_power is not None else bot.power_score(view, o, me.will)

    return max(options, key=lambda o: score(o) + bot.rng.random() * 0.05)


def _rescue_order(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Two rescued at once: the order barely matters; the surer ability first."""
    sv = full_view(view)
    me = own(view)
    if sv is None:
        return options[0]
    return max(options, key=lambda o: ability_value(bot, view, sv, me, o.card))


def _keep_one(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Saskia Ferro shelters: keep one card (any; they are alike face down)."""
    return next((o for o in options if o.verb is Verb.KEEP), options[0])


def _caravan_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return min(options, key=lambda o: survival_worth(o.card))


def _discard_evolution(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """A developed Evolution to discard (the bonus, Acid Flask): the one that hurts
    the Hunted most, active before one that works only from the next turn."""
    sv = sanctuary_view(view)
    live = set(active_developed(sv)) if sv is not None else set()
    return max(options, key=lambda o: evolution_value(o.card) + (0.3 if o.card in live else 0.0))


def _artemia_target(view: GameView) -> int | None:
    where = dict(view.tokens).get("artemia", ())
    return where[0] if len(where) == 1 else None


def _bastien(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Move the Artemia token off the viewer's own place (a card for a card and
    the power back), to the adjacent place with fewest Hunted expected."""
    me = own(view)
    mine = set(me.played or ())
    at = _artemia_target(view)
    moves = [o for o in options if o.verb is Verb.MOVE and o.place not in mine]
    if at is None or at not in mine or not moves or me.hand_size < 2:
        return _pass(options)
    weight = bot._predicted(view)
    return min(moves, key=lambda o: weight.get(o.place, 0.0) + bot.rng.random() * 0.01)


def _ren(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Ignore the Target token's cards for the Survival card worth least."""
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if not discards:
        return _pass(options)
    cheapest = min(discards, key=lambda o: survival_worth(o.card))
    return cheapest if survival_worth(cheapest.card) <= 1.6 else _pass(options)


def _kofi(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Swap a played card back for a card in hand worth clearly less."""
    me = own(view)
    backs = [o for o in options if o.verb is Verb.TAKE_BACK]
    hand = me.hand or ()
    if not backs or not hand:
        return _pass(options)
    best = max(backs, key=lambda o: bot.card_value(o.place))
    worst = min(bot.card_value(p) for p in hand)
    return best if bot.card_value(best.place) >= worst + 0.4 else _pass(options)


def _teodor(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """A Survivor card for one more step, when it takes the token where clearly
    more of the team hold the card."""
    sv = full_view(view)
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if sv is None or not discards:
        return _pass(options)
    now = step_token(sv, sv.sanctuary, 1)
    more = step_token(sv, sv.sanctuary, 2)
    if team_spot(bot, view, more) >= team_spot(bot, view, now) + 1.5:
        return discards[0]
    return _pass(options)


def _caspian(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """A Survivor card to cancel the Creature's DNA intake: with cards to spare,
    or when the intake is more than 1."""
    sv = full_view(view)
    discards = [o for o in options if o.verb is Verb.DISCARD]
    if sv is None or not discards:
        return _pass(options)
    held = held_of(sv, own(view).seat)
    if held >= 2 or intake(view, sv) >= 2:
        return discards[0]
    return _pass(options)


def _slugger(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    return min(options, key=lambda o: survival_worth(o.card))


def explore_extra(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option | None:
    """The Avatars' options in the exploring decision: Zainab Roux gives up a
    Survivor card for 1 Will at 1 Will (at 2 with cards to spare); Ysolde Harrow
    trades her least useful Survival card for a discarded Place card when her
    hand runs thin or a much better card waits in her discard pile."""
    sv = sanctuary_view(view)
    discards = [o for o in options if o.verb is Verb.DISCARD and o.card]
    if sv is None or not discards or view.viewer is None:
        return None
    me = own(view)
    avatar = sv.avatar(me.seat)
    if avatar == avatar_abilities.ZAINAB:
        held = held_of(sv, me.seat) if sv.full else 0
        if me.will == 1 or (me.will == 2 and held >= 2):
            return discards[0]
        return None
    if avatar == avatar_abilities.YSOLDE:
        best_back = max((bot.card_value(p) for p in me.discard or ()), default=0.0)
        cheapest = min(discards, key=lambda o: survival_worth(o.card))
        worth = survival_worth(cheapest.card)
        if (me.hand_size <= 2 and best_back > 0) or best_back >= worth + 0.8:
            return cheapest
    return None


#: The Hunted's answers: the Avatar kept, the Survivors' abilities, the rescue's
#: own questions and the Caravan, the Defense bonuses, the Avatars' abilities and
#: the Creature's Evolutions.
ANSWERS: dict[str, Answer] = {
    setup.AVATAR_KEEP: _keep_avatar,
    survivor_abilities.DNA_PICK: _most_dna,
    survivor_abilities.PLAYED_PICK: _best_place,
    survivor_abilities.TAKE_BACK_PICK: _best_places,
    survivor_abilities.COPY_PICK: _copy,
    survivor_abilities.RESERVE_PICK: _best_place,
    rescue.PAY: _cheapest_place,
    rescue.ORDER: _rescue_order,
    rescue.KEEP: _keep_one,
    places.CARAVAN_DISCARD: _caravan_discard,
    bonuses.TAKE_BACK_ONE: _best_back,
    bonuses.RESERVE_ONE: _best_place,
    bonuses.EVOLUTION_PICK: _discard_evolution,
    avatar_abilities.YSOLDE_TAKE: _best_back,
    avatar_abilities.BASTIEN_MOVE: _bastien,
    avatar_abilities.BASTIEN_DISCARD: _cheapest_place,
    avatar_abilities.REN_IGNORE: _ren,
    avatar_abilities.KOFI_EXCHANGE: _kofi,
    avatar_abilities.KOFI_DISCARD: _cheapest_place,
    avatar_abilities.MAELLE_TAKE: _best_back,
    avatar_abilities.TEODOR_MOVE: _teodor,
    avatar_abilities.CASPIAN_CANCEL: _caspian,
    evolution_reckoning.CLEVER_PICK: _best_back,
    evolution_reckoning.SCREAMER_KIND: _cheapest_place,
    evolution_reckoning.STALKER_KIND: _cheapest_place,
    evolution_reckoning.SLUGGER_KIND: _slugger,
}
