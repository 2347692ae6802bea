"""Why the standard bot answers Sanctuary's decisions as it does: the hints'
reasons (:mod:`notalone_tui.bots.hint_reasons`), by decision kind.

Each reason reads the values the answer in :mod:`.evolving`, :mod:`.hunted`,
:mod:`.board` or :mod:`.cards` weighed, from the same view (the Evolutions'
and Hunt cards' worth, the DNA, the turns left, where the Hunted may reach the
Sanctuary token), and names the facts that decided it. The light variant's
pack reads the same table.
"""

from __future__ import annotations

from notalone_tui.bots.hint_reasons import (
    Reason,
    best_card_back,
    best_card_gained,
    cards_of,
    cheapest_cards,
    ranked,
    seat_ranked,
    survival_ranked,
)
from notalone_tui.bots.judgement import PLAY_AT, Judge
from notalone_tui.bots.knowledge import own
from notalone_tui.engine import GameView, Kind, Option, Verb
from notalone_tui.engine.messages import SEATS, Msg, card_ref, msg, place_ref, places
from notalone_tui.engine.rulesets.sanctuary import (
    avatar_abilities,
    bonuses,
    evolution_cards,
    evolution_reckoning,
    hunt_cards,
    phase5,
    rescue,
    rescue_cards,
    setup,
    survival_cards,
    survivor_abilities,
)
from notalone_tui.engine.rulesets.sanctuary import places as sa_places
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

from . import board, cards, evolving, hunted
from .values import survival_value

# ------------------------------------------------------------ the Creature


def _evolution_best() -> Reason:
    """An Evolution card picked as the one worth most (by :func:`.board.evolution_value`)."""
    def reason(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
        if not option.card:
            return None
        pool = [o for o in options if o.card in EVOLUTIONS]
        return ranked(lambda o: board.EVOLUTION_VALUE.get(o.card, 1.0), option, pool,
                      msg("hint.evolution.best", card=card_ref(option.card)))

    return reason


def _hoarder(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)
    dna = sv.dna if sv is not None else 0

    def worth(o: Option) -> float:
        if o.card not in EVOLUTIONS:
            return 0.0
        return board.evolution_value(o.card) - 0.2 * max(0, EVOLUTIONS[o.card].cost - dna - 2)

    return ranked(worth, option, options, msg("hint.evolution.best", card=card_ref(option.card)),
                  noise=0.0)


def _reclaim(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    return ranked(lambda o: board.evolution_value(o.card), option, options,
                  msg("hint.evolution.best", card=card_ref(option.card)), noise=0.011)


def _setup_draw(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)
    if option.n == 2 and sv is not None:
        return msg("hint.sa.setup.level2", dna=sv.dna)
    return msg("hint.sa.setup.level1") if option.n == 1 else None


def _play_or(bot: Judge, view: GameView, option: Option) -> Msg | None:
    """A Hunt card played in Phase 5 (worth playing now, by its priority)."""
    if option.verb is Verb.PLAY and option.card and \
            bot._hunt_priority(view, option.card) >= PLAY_AT:
        return msg("hint.play_now", card=card_ref(option.card))
    return None


def _why_evolve(view: GameView, sv: SanctuaryView) -> Msg:
    """Why evolving pays, branch by branch as :func:`.evolving.evolving_pays`
    decides: a card to develop now, one within reach soon, or a draw."""
    gain = board.intake(view, sv)
    left = evolving.turns_left(view, sv)
    hand = sv.hand or ()
    creature = view.creature
    discount = 2 if (hunt_cards.METAMORPHOSIS in (creature.hand or ())
                     and creature.hunt_played < creature.hunt_limit) else 0
    worth = [evolving.develop_value(view, sv, c) for c, _ in sv.developed]

    def wanted(card: str) -> bool:
        return len(worth) < 4 or \
            evolving.develop_value(view, sv, card) > min(worth) + evolving.REPLACE_MARGIN

    now = [c for c in hand
           if max(1, EVOLUTIONS[c].cost - discount) <= sv.dna + gain and wanted(c)]
    if now:
        best = max(now, key=lambda c: evolving.develop_value(view, sv, c))
        return msg("hint.sa.evolve.develop", card=card_ref(best), dna=sv.dna + gain)
    if not hand:
        return msg("hint.sa.evolve.draw", dna=sv.dna + gain, n=left)
    if gain > 0:
        waits = {c: -(-(EVOLUTIONS[c].cost - sv.dna - gain) // gain) for c in hand if wanted(c)}
        if waits:
            soonest = min(waits, key=lambda c: waits[c])
            return msg("hint.sa.evolve.save", card=card_ref(soonest), n=waits[soonest])
    return msg("hint.sa.evolve")


def _evolve_or_nest(bot: Judge, view: GameView, option: Option,
                    options: tuple[Option, ...]) -> Msg | None:
    """Evolve or nest, as :func:`.evolving.evolving_pays` weighs them."""
    played = _play_or(bot, view, option)
    if played is not None:
        return played
    sv = board.sanctuary_view(view)
    if option == phase5.EVOLVE:
        if sv is None or phase5.NEST_OPTION not in options:
            return msg("hint.sa.evolve")
        return _why_evolve(view, sv)
    if option == phase5.NEST_OPTION and sv is not None:
        if evolving.turns_left(view, sv) <= evolving.LAST_TURNS:
            return msg("hint.sa.nest.last")
        return msg("hint.sa.nest", dna=sv.dna, gain=board.intake(view, sv))
    if option.verb is Verb.PASS:
        return msg("hint.pass.nothing")
    return None


def _evolving(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    """Develop the card worth most, draw when nothing is within reach, or stop."""
    played = _play_or(bot, view, option)
    if played is not None:
        return played
    sv = board.sanctuary_view(view)
    if option.verb is Verb.DEVELOP and option.card:
        return msg("hint.sa.develop", card=card_ref(option.card),
                   dna=sv.dna if sv is not None else 0)
    if option.verb is Verb.DRAW:
        return msg("hint.sa.draw", n=option.n)
    if option == phase5.DONE and sv is not None:
        return msg("hint.sa.evolving.done", dna=sv.dna)
    return None


def _make_room(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)

    def worth(o: Option) -> float:
        if sv is None:
            return board.evolution_value(o.card)
        return evolving.develop_value(view, sv, o.card)

    return ranked(worth, option, options, msg("hint.evolution.least", card=card_ref(option.card)),
                  least=True, noise=0.0)


def _weakest_or_kept() -> Reason:
    """Nesting, Optimizer, Prescient: the weakest Hunt card shed when worth too
    little to keep (a fresh one is likely better), the best kept on top, else
    every card kept (the answers' thresholds decided which)."""
    def reason(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
        played = _play_or(bot, view, option)
        if played is not None:
            return played
        if option.verb in (Verb.DISCARD, Verb.MOVE) and option.card:
            return msg("hint.hunt.weakest", card=card_ref(option.card))
        if option.verb is Verb.KEEP and option.card:
            return msg("hint.hunt.keep_top", card=card_ref(option.card))
        if option.verb in (Verb.DONE, Verb.PASS):
            return msg("hint.hunt.all_kept")
        return None

    return reason


def _dominance(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.PASS:
        return msg("hint.use.not", card=card_ref(evolution_cards.DOMINANCE))
    return msg("hint.sa.dominance")


def _phase2(bot: Judge, view: GameView, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    if option.card == evolution_cards.HORDE:
        return msg("hint.sa.horde", places=places(option.places))
    if option.card == evolution_cards.PRIMITIVE:
        return msg("hint.sa.primitive", places=places(option.places))
    if option.verb is Verb.PASS:
        return msg("hint.pass.nothing")
    return None


def _token_away(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    """Overgrowth, Siren Call, Tremor: the Sanctuary token where fewest Hunted
    could fortify or rescue, or left where it is."""
    if option.verb is Verb.PASS:
        return msg("hint.sa.token.stay")
    if option.verb is not Verb.MOVE:
        return None
    moves = [o for o in options if o.verb is Verb.MOVE]
    return ranked(lambda o: board._token_spot_for_creature(bot, view, o.place), option, moves,
                  msg("hint.sa.token.away", place=place_ref(option.place)), least=True,
                  noise=0.011)


def _burrower(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    return msg("hint.sa.burrower.pass" if option.verb is Verb.PASS else "hint.sa.burrower")


def _carapace(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.KEEP and option.card:
        return msg("hint.sa.carapace", card=card_ref(option.card))
    keep = next((o for o in options if o.verb is Verb.KEEP), None)
    if option.verb is Verb.PASS and keep is not None:
        return msg("hint.sa.carapace.not", card=card_ref(keep.card))
    return None


def _fast(bot: Judge, view: GameView, option: Option,
          options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.PASS:
        return msg("hint.sa.fast.pass")
    if option.verb is not Verb.MOVE:
        return None
    n = sum(1 for hv in view.hunted for p in hv.positions if p == option.place)
    return msg("hint.sa.fast", place=place_ref(option.place), n=n, card=card_ref(option.card))


def _clever(bot: Judge, view: GameView, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    if not option.place:
        return msg("hint.pass.nothing")
    backs = [o for o in options if o.verb is Verb.TAKE_BACK]
    return ranked(lambda o: bot.card_value(o.place), option, backs,
                  msg("hint.give_least", place=place_ref(option.place)), least=True, noise=0.0)


def _most_cards(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
    return seat_ranked(lambda hv: hv.hand_size, "hint.most_cards",
                       least=False)(bot, view, option, options)


def _abduction(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    return ranked(cards.survivor_worth(view), option, options, msg("hint.sa.abduction", card=card_ref(option.card)),
                  noise=0.011)


def _post_window(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.PLAY and option.card:
        return msg("hint.play_now", card=card_ref(option.card))
    return msg("hint.pick.cancel") if option.verb is Verb.PASS else None


# ------------------------------------------------------------- the Hunted


def _avatar(bot: Judge, view: GameView, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    return ranked(lambda o: hunted.AVATAR_VALUE.get(o.card, 1.0), option, options,
                  msg("hint.sa.avatar", card=card_ref(option.card)))


def _most_dna(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    return ranked(lambda o: o.n, option, options, msg("hint.sa.dna", n=option.n), noise=0.0)


def _best_places(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    chosen = cards_of(option)
    if not chosen:
        return None
    return ranked(lambda o: sum(bot.card_value(p) for p in cards_of(o)), option, options,
                  msg("hint.take_back.cards", places=places(chosen), n=len(chosen)), noise=0.06)


def _copy(bot: Judge, view: GameView, option: Option,
          options: tuple[Option, ...]) -> Msg | None:
    me = own(view)

    def score(o: Option) -> float:
        if o.verb is Verb.TAKE_BACK:
            return 0.8 * bot.card_value(o.place)
        found = board.power_value(bot, view, o, me.will)
        return found if found is not None else bot.power_score(view, o, me.will)

    if not option.place:
        return None
    message = ("hint.resolve.take_back" if option.verb is Verb.TAKE_BACK
               else "hint.sa.copy")
    return ranked(score, option, options, msg(message, place=place_ref(option.place)),
                  noise=0.06)


def _rescue_order(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...]) -> Msg | None:
    sv = board.full_view(view)
    if sv is None or not option.card:
        return None
    me = own(view)
    return ranked(lambda o: board.ability_value(bot, view, sv, me, o.card), option, options,
                  msg("hint.sa.order", card=card_ref(option.card)), noise=0.0)


def _alike(bot: Judge, view: GameView, option: Option,
           options: tuple[Option, ...]) -> Msg | None:
    """Face-down Survivor cards are alike once held: any one."""
    return msg("hint.sa.alike")


def _discard_evolution(bot: Judge, view: GameView, option: Option,
                       options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)
    live = set(board.active_developed(sv)) if sv is not None else set()
    return ranked(lambda o: board.evolution_value(o.card) + (0.3 if o.card in live else 0.0),
                  option, options, msg("hint.evolution.threat", card=card_ref(option.card)),
                  noise=0.0)


def _suppress(bot: Judge, view: GameView, option: Option,
              options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)
    live = set(board.active_developed(sv)) if sv is not None else set()
    return ranked(lambda o: board.evolution_value(o.card) + (1.0 if o.card in live else 0.0),
                  option, options, msg("hint.evolution.threat", card=card_ref(option.card)),
                  noise=0.0)


def _field_notes(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    sv = board.sanctuary_view(view)
    dna = sv.dna if sv is not None else 0

    def threat(o: Option) -> float:
        soon = 1.5 if EVOLUTIONS[o.card].cost <= dna + 2 else 1.0
        return board.evolution_value(o.card) * soon

    return ranked(threat, option, options,
                  msg("hint.sa.field_notes", card=card_ref(option.card)), noise=0.011)


def _bastien(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.PASS:
        return msg("hint.sa.bastien.stay")
    if option.verb is not Verb.MOVE:
        return None
    weight = bot._predicted(view)
    mine = set(own(view).played or ())
    moves = [o for o in options if o.verb is Verb.MOVE and o.place not in mine]
    return ranked(lambda o: weight.get(o.place, 0.0), option, moves,
                  msg("hint.sa.bastien", place=place_ref(option.place)), least=True, noise=0.011)


def _ren(bot: Judge, view: GameView, option: Option,
         options: tuple[Option, ...]) -> Msg | None:
    if option.verb is Verb.DISCARD and option.card:
        return msg("hint.survival.spare", card=card_ref(option.card))
    return msg("hint.sa.ren.keep") if option.verb is Verb.PASS else None


def _kofi(bot: Judge, view: GameView, option: Option,
          options: tuple[Option, ...]) -> Msg | None:
    hand = own(view).hand or ()
    if not hand:
        return msg("hint.pass.nothing")
    worst = min(hand, key=bot.card_value)
    if option.verb is Verb.TAKE_BACK and option.place:
        return msg("hint.sa.kofi", place=place_ref(option.place), worst=place_ref(worst))
    return msg("hint.sa.kofi.pass", worst=place_ref(worst))


def _teodor(bot: Judge, view: GameView, option: Option,
            options: tuple[Option, ...]) -> Msg | None:
    return msg("hint.sa.teodor.pass" if option.verb is Verb.PASS else "hint.sa.teodor")


def _caspian(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    sv = board.full_view(view)
    if sv is None:
        return None
    held = board.held_of(sv, own(view).seat)
    dna = board.intake(view, sv)
    message = "hint.sa.caspian.pass" if option.verb is Verb.PASS else "hint.sa.caspian"
    return msg(message, held=held, dna=dna)


def _diversion(bot: Judge, view: GameView, option: Option,
               options: tuple[Option, ...]) -> Msg | None:
    me = own(view)
    covered = cards._covered(view)
    if option.place in set(me.played or ()) and option.place not in covered:
        return msg("hint.sa.diversion.mine", place=place_ref(option.place))
    if option.place not in covered:
        return msg("hint.sa.diversion.team", place=place_ref(option.place))
    # Every free place is worth less than this one's crowd of teammates.
    return msg("hint.sa.diversion.crowd", place=place_ref(option.place))


def _safe_passage(bot: Judge, view: GameView, option: Option,
                  options: tuple[Option, ...]) -> Msg | None:
    if option.n == 1:
        return msg("hint.sa.passage.usual")
    if option.n == 0:
        return msg("hint.sa.passage.stay")
    return msg("hint.sa.passage", n=option.n)


def _evacuate_to(bot: Judge, view: GameView, option: Option,
                 options: tuple[Option, ...]) -> Msg | None:
    sv = board.full_view(view)
    if sv is None or option.seat < 0:
        return None
    if cards._evacuation_target(bot, view, sv) == option.seat:
        return msg("hint.sa.evacuate", seat=SEATS[option.seat])
    return msg("hint.sa.evacuate.fewest", seat=SEATS[option.seat],
               n=sv.held_count(option.seat))


def _evacuate_give(bot: Judge, view: GameView, option: Option,
                   options: tuple[Option, ...]) -> Msg | None:
    return msg("hint.sa.evacuate.all") if option.verb is Verb.CHOOSE else None


def _explore(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    """The Avatars' options in the exploring decision (:func:`.hunted.explore_extra`)."""
    sv = board.sanctuary_view(view)
    if sv is None or option.verb is not Verb.DISCARD or not option.card:
        return None
    me = own(view)
    avatar = sv.avatar(me.seat)
    if avatar == avatar_abilities.ZAINAB:
        return msg("hint.sa.zainab", will=me.will)
    if avatar == avatar_abilities.YSOLDE:
        return msg("hint.sa.ysolde", card=card_ref(option.card), hand=me.hand_size)
    return None


def _resolve(bot: Judge, view: GameView, option: Option,
             options: tuple[Option, ...]) -> Msg | None:
    """A place's resolution: rescue, fortify, or a Sanctuary option instead of
    the power (the hints check that it is the best-valued option)."""
    if option == evolution_reckoning.CLEVER_TAKE:
        # The Creature picks the card that comes back: the one worth least.
        worst = min(own(view).discard or (0,), key=bot.card_value)
        return msg("hint.sa.clever", place=place_ref(worst)) if worst else None
    if option.verb is Verb.RESCUE and option.card:
        return msg("hint.sa.rescue", card=card_ref(option.card))
    if option.verb is Verb.FORTIFY:
        return msg("hint.sa.fortify")
    if option.card:
        return msg("hint.sa.resolve.card", card=card_ref(option.card))
    if option.verb is Verb.PASS:
        return msg("hint.pass.nothing")
    return None


def _pass_or(reason: Reason) -> Reason:
    """``reason``, or, for a PASS (nothing offered worth it), the plain words."""
    def wrapped(bot: Judge, view: GameView, option: Option,
                options: tuple[Option, ...]) -> Msg | None:
        if option.verb is Verb.PASS:
            return msg("hint.pass.nothing")
        return reason(bot, view, option, options)

    return wrapped


_spare_survival = survival_ranked(board.survival_worth, "hint.survival.spare", least=True)
_least_survival = survival_ranked(survival_value, "hint.survival.spare", least=True)
_best_back = _pass_or(best_card_back)
_best_place = _pass_or(best_card_gained)

#: The hints' reasons for the decisions the Sanctuary rule sets add, by kind.
REASONS: dict[str, Reason] = {
    Kind.EXPLORE: _explore,
    Kind.RESOLVE: _resolve,
    # The set-up and Phase 5.
    setup.SETUP_DRAW: _setup_draw,
    setup.VARIANT_PICK: _evolution_best(),
    phase5.CHOOSE: _evolve_or_nest,
    phase5.EVOLVE_LOOP: _evolving,
    phase5.MAKE_ROOM: _make_room,
    phase5.NEST: _weakest_or_kept(),
    # The Hunted's own decisions.
    setup.AVATAR_KEEP: _avatar,
    survivor_abilities.DNA_PICK: _most_dna,
    survivor_abilities.PLAYED_PICK: _best_place,
    survivor_abilities.TAKE_BACK_PICK: _best_places,
    survivor_abilities.COPY_PICK: _copy,
    survivor_abilities.RESERVE_PICK: _best_place,
    rescue.PAY: cheapest_cards,
    rescue.ORDER: _rescue_order,
    rescue.KEEP: _alike,
    sa_places.CARAVAN_DISCARD: _spare_survival,
    bonuses.TAKE_BACK_ONE: _best_back,
    bonuses.RESERVE_ONE: _best_place,
    bonuses.EVOLUTION_PICK: _discard_evolution,
    avatar_abilities.YSOLDE_TAKE: _best_back,
    avatar_abilities.BASTIEN_MOVE: _bastien,
    avatar_abilities.BASTIEN_DISCARD: cheapest_cards,
    avatar_abilities.REN_IGNORE: _ren,
    avatar_abilities.KOFI_EXCHANGE: _kofi,
    avatar_abilities.KOFI_DISCARD: cheapest_cards,
    avatar_abilities.MAELLE_TAKE: _best_back,
    avatar_abilities.TEODOR_MOVE: _teodor,
    avatar_abilities.CASPIAN_CANCEL: _caspian,
    evolution_reckoning.CLEVER_PICK: _best_back,
    evolution_reckoning.SCREAMER_KIND: cheapest_cards,
    evolution_reckoning.STALKER_KIND: cheapest_cards,
    evolution_reckoning.SLUGGER_KIND: _spare_survival,
    # The Creature's Evolutions.
    evolution_cards.DOMINANCE_KIND: _dominance,
    evolution_cards.PHASE2_KIND: _phase2,
    evolution_cards.OVERGROWTH_KIND: _token_away,
    evolution_cards.OPTIMIZER_KIND: _weakest_or_kept(),
    evolution_cards.PRESCIENT_KIND: _weakest_or_kept(),
    evolution_cards.BURROWER_KIND: _burrower,
    evolution_cards.HOARDER_KIND: _hoarder,
    evolution_cards.CARAPACE_KIND: _carapace,
    evolution_reckoning.FAST_KIND: _fast,
    evolution_reckoning.CLEVER_KIND: _clever,
    evolution_reckoning.INSTINCTIVE_KIND: _most_cards,
    # The cards.
    hunt_cards.SIREN_MOVE: _token_away,
    hunt_cards.TREMOR_MOVE: _token_away,
    hunt_cards.SURVIVOR_LOSS: _alike,
    hunt_cards.AMBUSH_SURVIVAL: _least_survival,
    hunt_cards.ABDUCTION_PICK: _abduction,
    hunt_cards.RECLAIM_PICK: _reclaim,
    hunt_cards.POST_WINDOW: _post_window,
    survival_cards.FIELD_NOTES_PICK: _field_notes,
    survival_cards.BARTER_SURVIVOR: _alike,
    survival_cards.BARTER_TAKE: _best_back,
    survival_cards.SUPPRESS_PICK: _suppress,
    survival_cards.DIVERSION_MOVE: _diversion,
    survival_cards.ACID_PICK: _discard_evolution,
    survival_cards.RALLY_OTHER: seat_ranked(lambda hv: hv.hand_size, "hint.seat.fewest_cards",
                                            least=True),
    survival_cards.RALLY_PICK: _best_back,
    survival_cards.SAFE_PASSAGE_PICK: _safe_passage,
    rescue_cards.EVACUATE_TO: _evacuate_to,
    rescue_cards.EVACUATE_GIVE: _evacuate_give,
}

__all__ = ["REASONS"]
