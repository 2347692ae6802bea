"""The standard bot and the 25 Frozen Lands cards: when it plays each one (as
the Creature for the Hunt cards, as a Hunted for the Survival cards), from what
its seat sees; a deliberate answer to every decision the cards raise; and, over
whole games, every card played and none of their decisions left to the fallback."""

from __future__ import annotations

from collections import Counter

import pytest

from notalone_tui.bots import StandardBot
from notalone_tui.bots.packs.frozen_lands import cards as fc
from notalone_tui.engine import Action, Game, GameConfig, GameView, Kind, Option, Verb, get_ruleset
from notalone_tui.engine.options import take_back
from notalone_tui.engine.rulesets.frozen_lands import MARKER_CARDS, contamination, places
from notalone_tui.engine.rulesets.frozen_lands import hunt_cards as hc
from notalone_tui.engine.rulesets.frozen_lands import survival_cards as sc
from tests.bots.playing import play_standard
from tests.engine.scenario import Table
from tests.rulesets.frozen_lands.helpers import BLANK, INFECTED, give_tokens, pool, resolving, table

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def bot_for(view: GameView, seed: int = 0) -> StandardBot:
    bot = StandardBot(seed)
    bot.rules = get_ruleset(view.ruleset)
    return bot


def value(t: Table, card: str) -> float:
    """The Creature's value for a Hunt card in this position."""
    view = t.game.view(0)
    found = fc.hunt_value(bot_for(view), view, card)
    assert found is not None
    return found


def wants(t: Table, seat: int, card: str) -> bool:
    view = t.game.view(seat)
    return bot_for(view)._hunted_wants(view, card)


def drain(t: Table) -> None:
    """Every token of the reserve to seat 3: nothing left to take."""
    give_tokens(t, 3, *pool(t)["reserve"])


def near_end(t: Table, left: int = 2, creature_left: int = 3) -> None:
    """The Rescue counter ``left`` steps from Victory, the Assimilation counter
    ``creature_left`` from its own (near enough that Holding is no sure way out)."""
    t.state.tracks["rescue"] = t.state.goals["rescue"] - left
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - creature_left


# ============================================================ Hunt cards
@pytest.mark.parametrize("card", [hc.FROSTBITE, hc.FROZEN_TRAIL_CARD, hc.SPORES])
def test_token_cards_where_hunted_are_expected_but_not_with_the_reserve_empty(card: str) -> None:
    t = table()
    assert value(t, card) >= fc.PLAY_AT
    drain(t)
    assert value(t, card) < fc.PLAY_AT


def test_hypothermia_is_played_unless_a_better_card_is_in_hand() -> None:
    t = table()
    assert value(t, hc.HYPOTHERMIA) >= fc.PLAY_AT
    t.rig_creature_hand(hc.HYPOTHERMIA, "hunt-tracking", "hunt-clone")
    d = t.advance(kind=Kind.HUNT)
    bot = StandardBot(0)
    assert bot.choose(t.game.view(0)) == Option(Verb.PLAY, card="hunt-clone")
    assert Option(Verb.PLAY, card=hc.HYPOTHERMIA) in d.options
    t = table()
    t.rig_creature_hand(hc.HYPOTHERMIA, "hunt-tracking")
    t.advance(kind=Kind.HUNT)
    assert StandardBot(0).choose(t.game.view(0)) == Option(Verb.PLAY, card=hc.HYPOTHERMIA)


def test_quarantine_when_tokens_are_held_and_the_end_is_near() -> None:
    t = table()
    near_end(t)
    assert value(t, hc.QUARANTINE) < fc.PLAY_AT
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, BLANK)
    assert value(t, hc.QUARANTINE) >= fc.PLAY_AT
    t.state.tracks["rescue"] = 0
    assert value(t, hc.QUARANTINE) < fc.PLAY_AT  # far from the end: they will purge later


def test_isolation_when_hunted_lean_on_each_other() -> None:
    t = table()
    assert value(t, hc.ISOLATION_CARD) < fc.PLAY_AT
    t.rig_will(1, 1)
    t.rig_will(2, 1)
    assert value(t, hc.ISOLATION_CARD) >= fc.PLAY_AT


def test_glacial_pace_when_hands_are_thin() -> None:
    t = table()
    assert value(t, hc.GLACIAL_PACE) < fc.PLAY_AT
    t.rig_places(1, (1, 2), (3, 4, 5))
    t.rig_places(2, (4, 5), (1, 2, 3))
    assert value(t, hc.GLACIAL_PACE) >= fc.PLAY_AT


def test_avalanche_on_a_crowded_pair_of_places() -> None:
    t = table()
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert value(t, hc.AVALANCHE) >= fc.PLAY_AT  # 2 and 3 are adjacent
    t = table()
    resolving(t, {1: (1,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert value(t, hc.AVALANCHE) < fc.PLAY_AT  # no pair holds two of them


def test_contagion_on_a_holder_who_shares_a_place() -> None:
    t = table()
    give_tokens(t, 1, BLANK)
    resolving(t, {1: (2,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    assert value(t, hc.CONTAGION) >= fc.PLAY_AT
    t = table()
    give_tokens(t, 1, BLANK)
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert value(t, hc.CONTAGION) < fc.PLAY_AT


def test_relapse_when_the_creature_saw_a_hunted_discard_this_turn() -> None:
    t = table()
    give_tokens(t, 2, BLANK, BLANK)
    bot = bot_for(t.game.view(0))
    bot.token_watch.update(t.game.view(0))
    relapse = fc.hunt_value(bot, t.game.view(0), hc.RELAPSE)
    assert relapse is not None and relapse < fc.PLAY_AT
    p = pool(t)
    p["reserve"].append(p["held"][2].pop())
    p["known"][2].pop()
    bot.token_watch.update(t.game.view(0))
    assert bot.token_watch.discarded(t.game.view(0)) == {2}
    relapse = fc.hunt_value(bot, t.game.view(0), hc.RELAPSE)
    assert relapse is not None and relapse >= fc.PLAY_AT


def test_the_creature_plays_a_phase_three_card_only_in_its_phase() -> None:
    t = table()
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    view = t.game.view(0)
    bot = bot_for(view)
    assert bot._creature_wants(view, hc.AVALANCHE)
    assert not bot._creature_wants(view, hc.RELAPSE)  # a Phase 4 card


# ========================================================== Survival cards
def test_shared_rations_for_a_teammate_low_on_will() -> None:
    t = table()
    assert not wants(t, 1, sc.SHARED_RATIONS)
    t.rig_will(2, 1)
    assert wants(t, 1, sc.SHARED_RATIONS)


def test_diagnostic_kit_when_own_tokens_are_unseen() -> None:
    t = table()
    give_tokens(t, 1, BLANK, INFECTED)
    assert wants(t, 1, sc.DIAGNOSTIC_KIT)
    pool(t)["known"][1] = [True, True]
    assert not wants(t, 1, sc.DIAGNOSTIC_KIT)


def test_buried_cache_for_cards_back() -> None:
    t = table()
    assert not wants(t, 1, sc.BURIED_CACHE)  # nothing discarded anywhere
    t.rig_places(1, (1, 2), (3, 4, 5))
    assert wants(t, 1, sc.BURIED_CACHE)


def test_trail_markers_when_a_teammate_has_no_survival_card() -> None:
    t = table()
    for seat in (1, 2, 3):
        t.rig_survival(seat, sc.TRAIL_MARKERS if seat == 1 else sc.ANTIDOTE
                       if seat == 2 else sc.TRIAGE)
    assert not wants(t, 1, sc.TRAIL_MARKERS)
    t.rig_survival(3)
    assert wants(t, 1, sc.TRAIL_MARKERS)


def test_thermal_blanket_when_a_token_is_likely() -> None:
    t = table()
    assert not wants(t, 1, sc.THERMAL_BLANKET)
    t.rig_will(1, 1)  # a catch takes the last Will, and brings a token
    assert wants(t, 1, sc.THERMAL_BLANKET)
    t = table()
    t.rig_places(1, (), (1, 2, 3, 4, 5))  # nothing to lay: a Give Up
    assert wants(t, 1, sc.THERMAL_BLANKET)


def test_triage_more_readily_near_the_end() -> None:
    t = table()
    give_tokens(t, 2, BLANK, BLANK)
    t.state.tracks["rescue"] = 0
    assert not wants(t, 1, sc.TRIAGE)
    near_end(t)
    assert wants(t, 1, sc.TRIAGE)


def at_window_two(t: Table, creature: int) -> None:
    t.plan.explore = {1: (2,), 2: (1,), 3: (5,)}
    t.plan.creature = creature
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and t.turn.phase == 2)


def test_flare_when_a_teammate_may_stand_under_the_creature_token() -> None:
    t = table()
    t.rig_places(2, (1, 2, 4), (3, 5))
    at_window_two(t, creature=1)
    assert wants(t, 1, sc.FLARE)
    t = table()
    t.rig_places(2, (1, 2, 4), (3, 5))
    at_window_two(t, creature=9)
    assert not wants(t, 1, sc.FLARE)


def test_whiteout_when_own_card_lies_under_a_target_card() -> None:
    for target, wanted in ((2, True), (4, False)):
        t = table()
        t.rig_creature_hand(hc.FROSTBITE)
        t.plan.hunt_cards = [hc.FROSTBITE]
        t.plan.target = (target,)
        at_window_two(t, creature=9)
        assert wants(t, 1, sc.WHITEOUT) is wanted


def test_ice_bridge_off_the_creature_token() -> None:
    t = table()
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=2, seat=2)
    assert wants(t, 1, sc.ICE_BRIDGE)
    assert not wants(t, 3, sc.ICE_BRIDGE)


def test_body_heat_for_a_cold_teammate_beside() -> None:
    t = table()
    t.rig_will(2, 1)
    resolving(t, {1: (2,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    assert wants(t, 1, sc.BODY_HEAT)
    assert not wants(t, 3, sc.BODY_HEAT)  # nobody beside


def test_purification_and_antidote_purge_near_the_end() -> None:
    t = table()
    assert not wants(t, 1, sc.ANTIDOTE)
    give_tokens(t, 2, BLANK, BLANK)
    near_end(t, 1)
    assert wants(t, 1, sc.ANTIDOTE)
    view = t.game.view(1)
    assert fc.purification_worth(view) > 0
    t.turn.hunt_effects.append(hc.QUARANTINE)
    assert fc.purification_worth(t.game.view(1)) == 0


def test_purification_is_played_at_a_resolve_instead_of_a_power() -> None:
    t = table()
    give_tokens(t, 2, BLANK, BLANK)
    give_tokens(t, 3, BLANK)
    near_end(t, 1)
    t.rig_survival(1, sc.PURIFICATION)
    d = resolving(t, {1: (3,), 2: (2,), 3: (4,)}, creature=9, seat=1)
    assert Option(Verb.OPEN_HAND) in d.options
    assert StandardBot(0).choose(t.game.view(1)) == Option(Verb.OPEN_HAND)
    t.game.apply(Action(1, Option(Verb.OPEN_HAND)))
    assert StandardBot(0).choose(t.game.view(1)) == Option(Verb.PLAY, card=sc.PURIFICATION)


def test_distress_signal_while_tokens_are_few() -> None:
    t = table()
    assert wants(t, 1, sc.DISTRESS_SIGNAL)
    give_tokens(t, 2, BLANK, BLANK)
    assert not wants(t, 1, sc.DISTRESS_SIGNAL)


@pytest.mark.parametrize("card", [sc.ROPE_LINE, sc.SNOWDRIFT])
def test_rope_line_and_snowdrift_are_played_whenever_they_may_be(card: str) -> None:
    """The engine offers them only where they spare a figure of the team."""
    assert wants(table(), 1, card)


def test_the_marker_cards_are_never_wanted_in_frozen_lands() -> None:
    for card in MARKER_CARDS:
        assert not wants(table(), 1, card)


# ============================================================== decisions
def test_every_card_decision_kind_has_an_answer() -> None:
    kinds = {hc.TRAIL_LAY, hc.HYPOTHERMIA_CHOICE, hc.AVALANCHE_PLACES, hc.AVALANCHE_DISCARD,
             hc.CONTAGION_TARGET, sc.RATIONS_PICK, sc.KIT_DISCARD, sc.CACHE_PICK, sc.CACHE_OTHER,
             sc.TRAIL_GIVE, sc.TRAIL_TO, sc.TRAIL_TOP, sc.FLARE_PICK, sc.FLARE_SWAP,
             sc.WHITEOUT_MOVE, sc.ROPE_PICK, sc.PURIFY_PICK, sc.ICE_BRIDGE_MOVE,
             sc.BODY_HEAT_PICK, sc.ANTIDOTE_PICK, places.BASE_CAMP_DISCARD}
    assert kinds <= set(fc.ANSWERS)


def test_frozen_trail_is_laid_where_hunted_are_expected() -> None:
    t = table()
    for seat in (1, 2, 3):
        t.rig_places(seat, (1, 2), (3, 4, 5))
    view = t.game.view(0)
    options = tuple(Option(Verb.TOKEN, card="target", places=p) for p in view_pairs(view))
    assert fc.trail_lay(bot_for(view), view, options).places == (1, 2)


def view_pairs(view: GameView) -> tuple[tuple[int, int], ...]:
    return get_ruleset(view.ruleset).adjacent_pairs


def test_hypothermia_gives_a_token_rather_than_the_last_will() -> None:
    t = table()
    t.rig_will(1, 1)
    view = t.game.view(1)
    options = (Option(Verb.LOSE_WILL), hc.TAKE_TOKEN)
    assert fc.hypothermia(bot_for(view), view, options) == hc.TAKE_TOKEN


def test_avalanche_answers() -> None:
    t = table()
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    view = t.game.view(0)
    options = tuple(Option(Verb.CHOOSE, places=p) for p in view_pairs(view))
    assert fc.avalanche_places(bot_for(view), view, options).places == (2, 3)
    hunted = t.game.view(1)
    discards = (Option(Verb.DISCARD, place=1), Option(Verb.DISCARD, place=5))
    chosen = fc.avalanche_discard(bot_for(hunted), hunted, discards)
    bot = bot_for(hunted)
    assert bot.card_value(chosen.place) == min(bot.card_value(1), bot.card_value(5))


def test_contagion_names_the_holder_on_the_crowded_place() -> None:
    t = table()
    give_tokens(t, 1, BLANK)
    give_tokens(t, 3, BLANK)
    resolving(t, {1: (2,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    view = t.game.view(0)
    options = (Option(Verb.TARGET, seat=1), Option(Verb.TARGET, seat=3))
    assert fc.contagion_target(bot_for(view), view, options) == Option(Verb.TARGET, seat=1)


def test_will_goes_to_the_neediest_teammate() -> None:
    t = table()
    t.rig_will(2, 2)
    t.rig_will(3, 1)
    view = t.game.view(1)
    options = (Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3))
    for answer in (fc.ANSWERS[sc.RATIONS_PICK], fc.ANSWERS[sc.BODY_HEAT_PICK]):
        assert answer(bot_for(view), view, options) == Option(Verb.TARGET, seat=3)


def test_diagnostic_kit_returns_a_token_unless_all_are_known_blank() -> None:
    options = (contamination.DISCARD_TOKEN, Option(Verb.PASS))
    t = table()
    give_tokens(t, 1, BLANK, INFECTED)
    pool(t)["known"][1] = [True, True]
    view = t.game.view(1)
    assert fc.kit_discard(bot_for(view), view, options) == contamination.DISCARD_TOKEN
    t = table()
    give_tokens(t, 1, BLANK, BLANK)
    pool(t)["known"][1] = [True, True]
    view = t.game.view(1)
    assert fc.kit_discard(bot_for(view), view, options) == Option(Verb.PASS)


def test_buried_cache_answers() -> None:
    t = table()
    t.rig_places(2, (1, 2, 3, 4, 5))
    t.rig_places(3, (1, 2), (3, 4, 5))
    view = t.game.view(1)
    bot = bot_for(view)
    others = (Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3))
    assert fc.cache_other(bot, view, others) == Option(Verb.TARGET, seat=3)
    picks = (take_back(3), take_back(5))
    best = fc.cache_pick(bot, view, picks)
    assert bot.card_value(best.place) == max(bot.card_value(3), bot.card_value(5))


def test_trail_markers_answers() -> None:
    t = table()
    t.rig_survival(2, sc.ANTIDOTE)
    t.rig_survival(3)
    view = t.game.view(1)
    bot = bot_for(view)
    seen = (Option(Verb.CHOOSE, card=sc.TRAIL_MARKERS), Option(Verb.CHOOSE, card=sc.ICE_BRIDGE),
            Option(Verb.CHOOSE, card=MARKER_CARDS[0]))
    assert fc.trail_give(bot, view, seen).card == sc.ICE_BRIDGE
    assert fc.trail_top(bot, view, (seen[0], seen[2])).card == sc.TRAIL_MARKERS
    to = (Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3))
    assert fc.trail_to(bot, view, to) == Option(Verb.TARGET, seat=3)


def test_flare_answers() -> None:
    t = table()
    t.rig_places(2, (1, 2, 4), (3, 5))
    t.rig_places(3, (1, 2, 3, 4, 5))
    at_window_two(t, creature=1)
    view = t.game.view(1)
    pick = (Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3))
    assert fc.flare_pick(bot_for(view), view, pick) == Option(Verb.TARGET, seat=2)
    # Seat 2 laid the Ice Cave (1), where the Creature token lies: it swaps.
    mine = t.game.view(2)
    swaps = (Option(Verb.PASS), Option(Verb.EXPLORE, places=(2,), n=0),
             Option(Verb.EXPLORE, places=(4,), n=0))
    assert fc.flare_swap(bot_for(mine), mine, swaps).verb is Verb.EXPLORE
    # Seat 3 laid place 5, safe: it keeps it.
    safe = t.game.view(3)
    assert fc.flare_swap(bot_for(safe), safe, (Option(Verb.PASS), Option(
        Verb.EXPLORE, places=(1,), n=0))) == Option(Verb.PASS)


def test_whiteout_moves_the_target_off_the_team() -> None:
    t = table()
    t.rig_creature_hand(hc.FROSTBITE)
    t.plan.hunt_cards = [hc.FROSTBITE]
    t.plan.target = (2,)
    at_window_two(t, creature=9)
    view = t.game.view(1)
    options = tuple(Option(Verb.MOVE, card="target", place=p) for p in (1, 3, 7))
    assert fc.whiteout_move(bot_for(view), view, options).place != 1  # seat 2 likely on 1


def test_rope_line_catches_the_hunted_with_most_will() -> None:
    t = table()
    t.rig_will(1, 1)
    view = t.game.view(1)
    options = (Option(Verb.TARGET, seat=1, place=2), Option(Verb.TARGET, seat=2, place=2))
    assert fc.rope_pick(bot_for(view), view, options) == Option(Verb.TARGET, seat=2, place=2)


def test_purge_picks_the_best_discard_and_stops_when_nothing_gains() -> None:
    t = table()
    give_tokens(t, 1, INFECTED)
    pool(t)["known"][1] = [True]
    give_tokens(t, 2, BLANK)
    near_end(t, 1)
    view = t.game.view(1)
    bot = bot_for(view)
    options = (Option(Verb.TARGET, seat=1), Option(Verb.TARGET, seat=2))
    assert fc.antidote_pick(bot, view, options) == Option(Verb.TARGET, seat=1)
    assert fc.purify_pick(bot, view, options) == Option(Verb.TARGET, seat=1)
    t = table()
    give_tokens(t, 1, BLANK)
    pool(t)["known"][1] = [True]
    view = t.game.view(1)
    stop = (Option(Verb.TARGET, seat=1), Option(Verb.PASS))
    assert fc.purify_pick(bot_for(view), view, stop) == Option(Verb.PASS)


def test_ice_bridge_leaves_the_creature_token() -> None:
    t = table()
    resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=2, seat=2)
    view = t.game.view(1)
    options = tuple(Option(Verb.MOVE, seat=1, n=0, place=p) for p in (1, 7))
    chosen = fc.ice_bridge(bot_for(view), view, options)
    assert chosen.place in (1, 7) and chosen.place != 2


def test_base_camp_under_isolation_discards_the_worse_card() -> None:
    t = table()
    view = t.game.view(1)
    options = (Option(Verb.DISCARD, card=sc.ICE_BRIDGE), Option(Verb.DISCARD, card=sc.TRAIL_MARKERS))
    assert fc.base_camp_discard(bot_for(view), view, options).card == sc.TRAIL_MARKERS


# ================================================================ games
def play(players: int, seed: int) -> tuple[Game, list[StandardBot]]:
    return play_standard(GameConfig(names=NAMES[:players], creature_seat=seed % players,
                                     board_side=1 + seed % 2, ruleset="frozen-lands",
                                     sheets=seed % 2 == 0), seed)


def test_standard_bots_play_every_card_and_answer_every_card_decision() -> None:
    """40 games at 4-7 players: each of the 25 cards is played by the bots, and
    none of their decisions falls back to reading options blindly."""
    played: Counter[str] = Counter()
    fallbacks: Counter[str] = Counter()
    for seed in range(40):
        game, bots = play(4 + seed % 4, seed)
        played.update({k: v for k, v in game.state.stats.items()
                       if k in fc.FL_HUNT or k in fc.FL_SURVIVAL})
        for bot in bots:
            fallbacks.update(bot.fallbacks)
    assert set(played) == fc.FL_HUNT | fc.FL_SURVIVAL, sorted(
        (fc.FL_HUNT | fc.FL_SURVIVAL) - set(played))
    assert not set(fallbacks) & fc.CARD_KINDS, fallbacks
