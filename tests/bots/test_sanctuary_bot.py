"""The standard bot in Sanctuary: a deliberate answer to every decision the
expansion asks (none reaches the fallback over whole games, full and light
variant, 2-7 players), the key judgements (fortify when Defense is close, the
Creature develops what it can afford and nests when evolving gains nothing,
the Sanctuary token moved where it hurts the other side), the 30 cards played
when the position calls for them, and the expert playing Sanctuary games to the
end in every role."""

from __future__ import annotations

from collections import Counter

from notalone_tui.bots import ExpertBot, StandardBot, decide
from notalone_tui.bots.packs.sanctuary import ANSWERS
from notalone_tui.bots.packs.sanctuary import board as sa
from notalone_tui.bots.packs.sanctuary import cards as sac
from notalone_tui.engine import (
    Action,
    Game,
    GameConfig,
    GameView,
    Kind,
    Option,
    Verb,
    get_ruleset,
)
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import evolution_cards as ec
from notalone_tui.engine.rulesets.sanctuary import hunt_cards as hc
from notalone_tui.engine.rulesets.sanctuary import phase5, rescue
from notalone_tui.engine.rulesets.sanctuary import rescue_cards as rc
from notalone_tui.engine.rulesets.sanctuary import survival_cards as sc
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from tests.bots.playing import play_standard
from tests.rulesets.sanctuary.helpers import OTHER, OTHER2, WILL, SanctuaryTable, resolving, table

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def bot_for(view: GameView, seed: int = 0) -> StandardBot:
    bot = StandardBot(seed)
    bot.rules = get_ruleset(view.ruleset)
    return bot


def sanctuary_kinds() -> set[str]:
    """Every decision kind the Sanctuary rule sets ask that the base game does not."""
    base = set(get_ruleset("base").answers)
    full = set(get_ruleset("sanctuary").answers)
    light = set(get_ruleset("base+sanctuary-light").answers)
    return {str(k) for k in (full | light) - base}


# ================================================================ coverage
def test_every_sanctuary_decision_kind_has_an_answer() -> None:
    kinds = sanctuary_kinds()
    assert len(kinds) > 50
    missing = sorted(k for k in kinds if k not in ANSWERS and not hasattr(StandardBot, f"_{k}"))
    assert not missing, missing
    assert set(ANSWERS) >= sac.CARD_KINDS


def play(players: int, seed: int, form: str) -> tuple[Game, list[StandardBot]]:
    return play_standard(GameConfig(names=NAMES[:players], creature_seat=seed % players,
                                     board_side=1 + seed % 2, sanctuary=form), seed)


#: Cards whose moment is rare: a Hunt card of Phases 3-5 is played only if no
#: earlier card took the turn's play (Tremor, Abduction, Reclaim after an
#: Evolution was discarded), Hardened Shell only with much to lose, Evacuation
#: only to hand cards to a teammate who can shelter. Their moments are tested below.
SITUATIONAL = frozenset({hc.TREMOR, hc.ABDUCTION, hc.RECLAIM, hc.HARDENED_SHELL,
                         hc.METAMORPHOSIS, hc.HARVEST, rc.EVACUATION})


def test_no_sanctuary_decision_reaches_the_fallback_and_the_cards_are_played() -> None:
    """36 standard-vs-standard games, 2-7 players, full (30) and light variant (6):
    no Sanctuary decision kind falls back to reading options blindly, and every
    one of the 30 Hunt and Survival cards but the situational ones is played."""
    fallbacks: Counter[str] = Counter()
    played: Counter[str] = Counter()
    kinds = sanctuary_kinds()
    for seed in range(36):
        form = "light" if seed % 6 == 5 else "full"
        game, bots = play(2 + seed % 6, seed, form)
        for bot in bots:
            fallbacks.update(bot.fallbacks)
        played.update({k: v for k, v in game.state.stats.items()
                       if k in sac.SA_HUNT or k in sac.SA_SURVIVAL})
    assert not set(fallbacks) & kinds, fallbacks
    every = sac.SA_HUNT | sac.SA_SURVIVAL
    assert len(every) == 30
    assert every - SITUATIONAL <= set(played), sorted(every - SITUATIONAL - set(played))


# ======================================================= rescue and fortify
def fortify_table(left: int, held: tuple[str, ...] = ()) -> SanctuaryTable:
    """Seat 1 resolving the Sanctuary token's free place (the River), the Defense
    counter ``left`` spaces from Victory."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_held(1, *held)
    t.defense_on(14 - left)  # 4 players: Victory on space 14
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    return t


def hunt_value(bot: StandardBot, view: GameView, card: str) -> float:
    """The bot's value of a Sanctuary Hunt card (``None`` only for another mode's)."""
    value = sac.hunt_value(bot, view, card)
    assert value is not None, card
    return value


def choice(t: SanctuaryTable, seat: int) -> Option:
    view = t.game.view(seat)
    return bot_for(view).choose(view)


def test_fortifies_when_it_wins_the_game() -> None:
    t = fortify_table(left=1)
    assert choice(t, 1) == rescue.FORTIFY


def test_shelters_when_the_second_step_wins() -> None:
    t = fortify_table(left=2, held=(OTHER2,))
    assert Option(Verb.FORTIFY, n=1) in t.decision(1).options
    assert choice(t, 1) == rescue.SHELTER


def test_fortifies_rather_than_the_river_when_defense_is_close() -> None:
    t = fortify_table(left=3)
    assert choice(t, 1) == rescue.FORTIFY


def test_the_rover_s_power_beats_fortifying_when_defense_trails_far_behind() -> None:
    t = table()
    t.sanctuary_on(5)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    resolving(t, {1: (5,), 2: (4,), 3: (3,)}, creature=10, seat=1)
    assert rescue.FORTIFY in t.decision(1).options
    assert choice(t, 1).verb is Verb.POWER


def test_a_defense_step_is_worth_more_as_victory_nears_and_less_far_behind() -> None:
    t = table()
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None
    early = sa.defense_step_value(sv, view)
    t.defense_on(12)
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None
    assert sa.defense_step_value(sv, view) > early
    assert sa.defense_step_value(sv, view, steps=2) == sa.WIN_NOW
    # Far behind the Rescue counter: little beyond its bonuses.
    t = table()
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None
    assert sa.relevance(sv, view) == sa.FAR_BEHIND
    assert sa.defense_step_value(sv, view) < early


def test_the_token_s_place_draws_a_hunted_more_when_defense_is_close() -> None:
    t = table()
    t.sanctuary_on(3)
    view = t.game.view(1)
    bot = bot_for(view)
    far = sa.place_bonus(bot, view, 3)
    t.defense_on(12)
    view = t.game.view(1)
    assert sa.place_bonus(bot, view, 3) > far > 0
    assert sa.place_bonus(bot, view, 5) == 0.0  # neither on nor next to the token


def test_rescue_values_follow_the_moment() -> None:
    t = table()
    t.rig_will(1, 1)
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None
    bot = bot_for(view)
    me = next(hv for hv in view.hunted if hv.seat == 1)
    low = sa.rescue_value(bot, view, sv, me, WILL)
    t.rig_will(1, 3)
    view = t.game.view(1)
    me = next(hv for hv in view.hunted if hv.seat == 1)
    assert sa.rescue_value(bot, view, sv, me, WILL) < low  # no Will to regain at 3


def test_zainab_gives_a_survivor_card_for_her_last_will() -> None:
    t = table()
    t.advance(kind=Kind.CREATURE_WINDOW)
    t.board.avatars[1] = av.ZAINAB
    t.rig_held(1, OTHER)
    t.rig_will(1, 1)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert d.kind is Kind.EXPLORE and Option(Verb.DISCARD, card=OTHER) in d.options
    assert choice(t, 1) == Option(Verb.DISCARD, card=OTHER)
    t.rig_will(1, 3)
    assert choice(t, 1).verb is not Verb.DISCARD


# ================================================================ Phase 5
def to_phase5(t: SanctuaryTable) -> None:
    t.advance(lambda d: d.kind == phase5.CHOOSE)


def rig_evolution_hand(t: SanctuaryTable, *wanted: str) -> None:
    c = t.cards
    for card in list(c.hand):
        c.hand.remove(card)
        c.piles[EVOLUTIONS[card].level].insert(0, card)
    for card in wanted:
        c.piles[EVOLUTIONS[card].level].remove(card)
        c.hand.append(card)


def test_the_creature_evolves_and_develops_an_affordable_card() -> None:
    t = table()
    to_phase5(t)
    rig_evolution_hand(t, "sanctuary-evolution-sharp")  # cost 2
    t.rig_dna(1)
    assert choice(t, 0) == phase5.EVOLVE
    t.do(0, Verb.EVOLVE)
    assert t.board.dna == 2
    assert choice(t, 0) == Option(Verb.DEVELOP, card="sanctuary-evolution-sharp")


def test_the_creature_nests_when_evolving_gains_nothing() -> None:
    """The supply is empty (the Creature holds every counter) and there is
    nothing left to draw or develop: nesting is the only gain."""
    t = table()
    to_phase5(t)
    rig_evolution_hand(t)
    c = t.cards
    t.board.evolution_discard.extend(c.piles[1] + c.piles[2])
    c.piles[1].clear()
    c.piles[2].clear()
    t.rig_dna(10)
    assert t.board.supply == 0
    assert choice(t, 0) == phase5.NEST_OPTION


def test_the_creature_nests_on_the_last_turn() -> None:
    t = table()
    to_phase5(t)
    rig_evolution_hand(t, "sanctuary-evolution-sharp")
    t.rig_dna(3)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    assert choice(t, 0) == phase5.NEST_OPTION


def test_with_four_developed_only_a_clearly_better_card_replaces_one() -> None:
    t = table()
    to_phase5(t)
    t.rig_developed("sanctuary-evolution-swarm", "sanctuary-evolution-terror",
                    "sanctuary-evolution-apex", "sanctuary-evolution-stalker")
    rig_evolution_hand(t, "sanctuary-evolution-optimizer")
    t.rig_dna(3)
    t.do(0, Verb.EVOLVE)
    assert choice(t, 0) == phase5.DONE


def test_nesting_sheds_weak_hunt_cards_and_keeps_strong_ones() -> None:
    t = table()
    to_phase5(t)
    t.rig_creature_hand("hunt-tracking", "hunt-clone")
    t.state.turn.extra.clear()
    t.do(0, Verb.NEST)
    assert choice(t, 0) == Option(Verb.DISCARD, card="hunt-tracking")
    t.do(0, Verb.DISCARD, card="hunt-tracking")
    assert choice(t, 0) == phase5.DONE


# =========================================================== the token
def test_the_creature_moves_the_sanctuary_token_off_a_free_hunted() -> None:
    """Tremor after the reveal: the token leaves the place where a Hunted stands
    free of Hunt tokens (no fortification there this turn)."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row()
    t.plan.explore = {1: (3,), 2: (4,), 3: (4,)}
    t.plan.creature = 10
    t.advance(lambda d: t.state.turn.revealed)
    view = t.game.view(0)
    bot = bot_for(view)
    options = (Option(Verb.MOVE, place=2), Option(Verb.MOVE, place=4))
    # Not onto the two Hunted on place 4: onto the empty place 2.
    assert sa.move_token_for_creature(bot, view, options) == Option(Verb.MOVE, place=2)
    assert hunt_value(bot, view, hc.TREMOR) >= sac.PLAY_AT


def test_the_route_of_the_token() -> None:
    t = table()
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None and not sv.unlocked
    assert sa.step_token(sv, 5) == 1 and sa.step_token(sv, 3, 2) == 5
    t.board.unlocked = True
    view = t.game.view(1)
    sv = sa.full_view(view)
    assert sv is not None
    assert sa.step_token(sv, 5) == 6 and sa.step_token(sv, 10) == 1


def test_burrower_takes_the_token_where_fewer_hunted_hold_the_card() -> None:
    t = table()
    to_phase5(t)
    t.sanctuary_on(1)  # next: 2; one more: 3
    for seat in (1, 2, 3):
        t.rig_places(seat, hand=(2, 4), discard=(1, 3, 5))
    view = t.game.view(0)
    options = (ec.use_option(ec.BURROWER), Option(Verb.PASS))
    assert sa._burrower(bot_for(view), view, options) == ec.use_option(ec.BURROWER)


# ============================================================== the cards
def test_metamorphosis_when_it_makes_a_card_affordable() -> None:
    t = table()
    to_phase5(t)
    rig_evolution_hand(t, "sanctuary-evolution-swarm")  # cost 5
    t.rig_dna(3)
    view = t.game.view(0)
    assert hunt_value(bot_for(view), view, hc.METAMORPHOSIS) >= sac.PLAY_AT
    t.rig_dna(1)
    view = t.game.view(0)
    assert hunt_value(bot_for(view), view, hc.METAMORPHOSIS) < sac.PLAY_AT


def test_hardened_shell_with_much_to_lose() -> None:
    t = table()
    t.advance(kind=Kind.HUNT)
    t.rig_developed("sanctuary-evolution-swarm", "sanctuary-evolution-sharp",
                    "sanctuary-evolution-fast")
    t.rig_dna(5)
    view = t.game.view(0)
    assert hunt_value(bot_for(view), view, hc.HARDENED_SHELL) >= sac.PLAY_AT
    t = table()
    t.rig_dna(0)
    view = t.game.view(0)
    assert hunt_value(bot_for(view), view, hc.HARDENED_SHELL) < sac.PLAY_AT


def test_reclaim_brings_back_a_good_card() -> None:
    t = table()
    view = t.game.view(0)
    assert hunt_value(bot_for(view), view, hc.RECLAIM) == 0.0  # nothing discarded
    t.rig_developed("sanctuary-evolution-swarm")
    t.board.developed.clear()
    t.board.evolution_discard.append("sanctuary-evolution-swarm")
    view = t.game.view(0)
    bot = bot_for(view)
    assert hunt_value(bot, view, hc.RECLAIM) >= sac.PLAY_AT
    options = (Option(Verb.CHOOSE, card="sanctuary-evolution-swarm"),
               Option(Verb.CHOOSE, card="sanctuary-evolution-optimizer"))
    assert sac.ANSWERS[hc.RECLAIM_PICK](bot, view, options) == options[0]


def test_abduction_takes_the_survivor_the_rescuers_want() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, "sanctuary-survivor-sofia-achterberg")
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.advance(lambda d: t.state.turn.revealed)
    view = t.game.view(0)
    bot = bot_for(view)
    assert hunt_value(bot, view, hc.ABDUCTION) >= sac.PLAY_AT
    options = tuple(Option(Verb.DISCARD, card=c) for c in sorted(t.board.row))
    chosen = sac.ANSWERS[hc.ABDUCTION_PICK](bot, view, options)
    assert chosen is not None
    assert chosen.card == "sanctuary-survivor-sofia-achterberg"  # a Defense step


def test_evacuation_hands_the_cards_to_a_teammate_who_can_shelter() -> None:
    t = table()
    t.sanctuary_on(3)
    t.rig_held(1, OTHER, OTHER2)
    t.rig_held(2)
    t.plan.explore = {1: (5,), 2: (3,), 3: (1,)}
    t.plan.creature = 10
    t.advance(lambda d: t.state.turn.revealed)
    view = t.game.view(1)
    bot = bot_for(view)
    assert sac.survival_wanted(bot, view, rc.EVACUATION) is True
    to = (Option(Verb.TARGET, seat=2), Option(Verb.TARGET, seat=3))
    assert sac.ANSWERS[rc.EVACUATE_TO](bot, view, to) == to[0]
    give = (Option(Verb.CHOOSE, card=OTHER), Option(Verb.DONE))
    assert sac.ANSWERS[rc.EVACUATE_GIVE](bot, view, give) == give[0]


def test_bulwark_and_walls_on_the_token_s_place() -> None:
    t = table()
    t.sanctuary_on(3)
    t.defense_on(10)
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.advance(lambda d: t.state.turn.revealed)
    view = t.game.view(1)
    bot = bot_for(view)
    assert view.phase == 3
    assert sac.survival_wanted(bot, view, rc.BULWARK) is True
    assert sac.survival_wanted(bot, view, rc.WALLS) is True
    assert sac.survival_wanted(bot, view, sc.GENE_DISRUPTOR) is False  # wrong phase
    assert sac.survival_wanted(bot, view, "survival-dodge") is None  # not this module's


def test_a_card_the_creature_values_is_kept_and_the_hunted_s_cards_valued() -> None:
    assert sac.keep_value(hc.TREMOR) is not None and sac.keep_value("hunt-clone") is None
    assert sac.survival_value(rc.WALLS) > sac.survival_value(rc.EVACUATION)
    assert sac.survival_value("survival-dodge") > 0  # the base card's value


# ================================================================= expert
def test_the_expert_plays_sanctuary_games_in_every_role_without_falling_back() -> None:
    """Every seat an expert (so both roles), 1 playout a decision: each searches
    (none falls back to the standard policy) and the games end."""
    for form, seed in (("full", 21), ("light", 4)):
        game = Game.new(GameConfig(names=NAMES[:3], creature_seat=1, sanctuary=form), seed)
        bots = {s: ExpertBot(s, playouts=1) for s in range(3)}
        while not game.is_over:
            d = game.pending[0]
            game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))
        assert game.state.winner is not None
        assert all(bot.fell_back == 0 and bot.searched > 0 for bot in bots.values()), form
