"""Why the standard bot answers Frozen Lands' decisions as it does: the hints'
reasons (:mod:`notalone_tui.bots.hint_reasons`), by decision kind.

Each reason reads the values the answer in :mod:`.board` or :mod:`.cards`
weighed, from the same view (the team's chance from the token counts and the
faces the seat itself saw, the places' danger, the teammates' public counts),
and names the facts that decided it.
"""

from __future__ import annotations

from notalone_tui.bots.hint_reasons import (
    CLOSE,
    Reason,
    best_card_back,
    by_seat,
    cheapest_cards,
    ranked,
    seat_ranked,
    survival_ranked,
)
from notalone_tui.bots.judgement import Judge
from notalone_tui.bots.knowledge import own, presence
from notalone_tui.engine import GameView, Kind, Option, Verb
from notalone_tui.engine.messages import SEATS, Msg, msg, place_ref, places
from notalone_tui.engine.rulesets.frozen_lands import (
    contamination,
    endgame,
    hunt_cards,
    survival_cards,
)
from notalone_tui.engine.rulesets.frozen_lands import knowledge as token_odds
from notalone_tui.engine.rulesets.frozen_lands import places as fl_places

from . import board, cards


def _percent(value: float) -> int:
    return round(100 * value)


def _team_choice(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    """Advance or Hold, by the team's chance either way (as :func:`.board.team_choice`)."""
    holds = [o for o in options if o.card == endgame.HOLD]
    o = token_odds.odds(view)
    left = token_odds.creature_left(view)
    advance = 0.0 if o.known_icons else token_odds.clean_chance(o.unknown, o.icons, o.blanks)
    discard = any(h.seat >= 0 for h in holds)
    hold = token_odds.hold_chance(o.known_icons, o.unknown, o.icons, o.blanks, left, discard)
    if option == endgame.ADVANCE:
        return msg("hint.fl.advance", advance=_percent(advance), hold=_percent(hold))
    if option.card == endgame.HOLD:
        return msg("hint.fl.hold", advance=_percent(advance), hold=_percent(hold))
    return None


def _token_discard(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """A free token discard (the Capsule, the Diagnostic Kit): taken unless every
    token held is one the seat knows is blank."""
    if option == contamination.DISCARD_TOKEN:
        return msg("hint.fl.discard_token")
    if option.verb is Verb.PASS:
        return msg("hint.fl.keep_blank", n=own(view).contamination)
    return None


def _snowcat(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    if not option.place:
        return None
    return ranked(lambda o: bot.card_value(o.place) + bot.place_value(o.place), option, options,
                  msg("hint.card.gain", place=place_ref(option.place)), noise=0.0)


def _aurora(bot: Judge, view: GameView, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    will = own(view).will
    if not option.place:
        return None
    return ranked(lambda o: bot.power_score(view, o, will), option, options,
                  msg("hint.fl.aurora", place=place_ref(option.place)), noise=0.0)


def _resolve(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    """A place's resolution: the token discard Frozen Lands offers instead of the
    power (the hints check that it is the best-valued option)."""
    if option == contamination.DISCARD_TOKEN:
        return msg("hint.fl.discard_token.power")
    if option.verb is Verb.OPEN_HAND:
        return msg("hint.cards.open")
    return None


def _trail(bot: Judge, view: GameView, option: Option,
           options: tuple[Option, ...]) -> Msg | None:
    """Frozen Trail: where most Hunted are expected, strong places breaking ties."""
    weight = bot._predicted(view)
    return ranked(lambda o: sum(weight.get(p, 0.0) for p in o.places)
                  + 0.1 * sum(bot.strong(p) for p in o.places), option, options,
                  msg("hint.fl.trail", places=places(option.places)), noise=0.06)


def _will_or_token(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    """Lose a Will or take a token, as :func:`.board.will_or_token` weighs them."""
    will = own(view).will
    if option == board.TAKE_TOKEN:
        return msg("hint.fl.token.last_will" if will <= 1 else "hint.fl.token.cheaper", will=will)
    if option.verb is Verb.LOSE_WILL:
        return msg("hint.fl.will.cheaper", will=will)
    return None


def _avalanche(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    return ranked(lambda o: cards.avalanche_hurt(view, o), option, options,
                  msg("hint.fl.avalanche", places=places(option.places)), noise=0.06)


def _contagion(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    if option.seat < 0:
        return None
    victims = cards.contagion_victims(view, option.seat)
    return msg("hint.fl.contagion", seat=SEATS[option.seat], n=len(victims))


def _flare(bot: Judge, view: GameView, option: Option,
           options: tuple[Option, ...]) -> Msg | None:
    seats = by_seat(view)
    if option.seat not in seats:
        return None
    chance = cards.flare_chance(bot, view, seats[option.seat])
    return ranked(lambda o: cards.flare_chance(bot, view, seats[o.seat]), option, options,
                  msg("hint.fl.flare", seat=SEATS[option.seat], chance=_percent(chance)),
                  noise=0.011)


def _flare_swap(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    played = own(view).played or ()
    if option.verb is Verb.EXPLORE and option.places and option.n < len(played):
        old, new = played[option.n], option.places[0]
        if cards.danger(bot, view, new) < cards.danger(bot, view, old):
            return msg("hint.fl.swap.safer", places=places(option.places), place=place_ref(old))
        return msg("hint.fl.swap.worth", places=places(option.places), place=place_ref(old))
    if option.verb is not Verb.EXPLORE:
        return msg("hint.fl.swap.keep")
    return None


def _whiteout(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    me = own(view)
    mine = set(me.played or ()) | set(me.positions)
    if option.place in mine:
        return None
    weight = presence(view)
    return ranked(lambda o: weight.get(o.place, 0.0) + (99.0 if o.place in mine else 0.0),
                  option, options, msg("hint.fl.whiteout", place=place_ref(option.place)),
                  least=True, noise=0.0)


def _purge(bot: Judge, view: GameView, option: Option,
           options: tuple[Option, ...]) -> Msg | None:
    """Purification, Antidote: whose token goes (the team's chance rises most)."""
    if option.verb is Verb.PASS:
        return msg("hint.fl.purge.stop")
    if option.seat < 0:
        return None
    return msg("hint.fl.purge", seat=SEATS[option.seat])


def _ice_bridge(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    me = own(view)
    src = me.positions[option.n] if option.n < len(me.positions) else option.place
    if cards.danger(bot, view, option.place) < cards.danger(bot, view, src):
        return msg("hint.fl.bridge.escape", place=place_ref(option.place), source=place_ref(src))
    if bot.place_value(option.place) + bot.place_bonus(view, me, option.place) >= \
            bot.place_value(src) + bot.place_bonus(view, me, src):
        return msg("hint.fl.bridge.worth", place=place_ref(option.place), source=place_ref(src))
    return msg(CLOSE)


_least_will = seat_ranked(lambda hv: hv.will, "hint.seat.least_will", least=True)
_fewest_cards = seat_ranked(lambda hv: hv.hand_size, "hint.seat.fewest_cards", least=True)
_fewest_survival = seat_ranked(lambda hv: hv.survival_count, "hint.seat.fewest_survival",
                               least=True)
_most_will = seat_ranked(lambda hv: hv.will, "hint.seat.most_will", least=False)
_give_best = survival_ranked(board.fl_survival_value, "hint.survival.best", least=False)
_give_away = survival_ranked(board.fl_survival_value, "hint.survival.give_away", least=True)
_spare_survival = survival_ranked(board.fl_survival_value, "hint.survival.spare", least=True)

#: The hints' reasons for the decisions Frozen Lands adds, by kind.
REASONS: dict[str, Reason] = {
    Kind.RESOLVE: _resolve,
    endgame.TEAM_CHOICE: _team_choice,
    fl_places.CAPSULE_DISCARD: _token_discard,
    fl_places.TAKE_BACK_PICK: best_card_back,
    fl_places.SNOWCAT_PICK: _snowcat,
    fl_places.BASE_CAMP_GIVE: _give_away,
    fl_places.AURORA_AGAIN: _aurora,
    fl_places.BASE_CAMP_DISCARD: _spare_survival,
    hunt_cards.TRAIL_LAY: _trail,
    hunt_cards.HYPOTHERMIA_CHOICE: _will_or_token,
    hunt_cards.AVALANCHE_PLACES: _avalanche,
    hunt_cards.AVALANCHE_DISCARD: cheapest_cards,
    hunt_cards.CONTAGION_TARGET: _contagion,
    survival_cards.RATIONS_PICK: _least_will,
    survival_cards.BODY_HEAT_PICK: _least_will,
    survival_cards.KIT_DISCARD: _token_discard,
    survival_cards.CACHE_PICK: best_card_back,
    survival_cards.CACHE_OTHER: _fewest_cards,
    survival_cards.TRAIL_GIVE: _give_best,
    survival_cards.TRAIL_TO: _fewest_survival,
    survival_cards.TRAIL_TOP: _give_best,
    survival_cards.FLARE_PICK: _flare,
    survival_cards.FLARE_SWAP: _flare_swap,
    survival_cards.WHITEOUT_MOVE: _whiteout,
    survival_cards.ROPE_PICK: _most_will,
    survival_cards.PURIFY_PICK: _purge,
    survival_cards.ICE_BRIDGE_MOVE: _ice_bridge,
    survival_cards.ANTIDOTE_PICK: _purge,
}

__all__ = ["REASONS"]
