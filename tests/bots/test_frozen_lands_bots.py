"""The bots in Frozen Lands: whole games at 4-7 players, the team's Advance or
Hold, the Phase-3 token discard, the places' decisions, the fallback for
decisions a bot has no answer for, the expert's search and ``simulate --mode``."""

from __future__ import annotations

import json

import pytest

from notalone_tui.bots import ExpertBot, RandomBot, StandardBot, decide, make_bot
from notalone_tui.bots.packs.frozen_lands import board as fl_bots
from notalone_tui.cli import main
from notalone_tui.engine import Action, Game, GameConfig, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.options import take_back
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame, places
from tests.engine.scenario import Table
from tests.rulesets.frozen_lands.helpers import (
    BLANK,
    INFECTED,
    give_tokens,
    pool,
    resolving,
    table,
)

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
FL = "frozen-lands"


def play(players: int, seed: int, levels: dict[str, str], sheets: bool = True,
         playouts: int = 1) -> tuple[Game, dict[int, object]]:
    creature = seed % players
    game = Game.new(GameConfig(names=NAMES[:players], creature_seat=creature,
                               board_side=1 + seed % 2, ruleset=FL, sheets=sheets), seed)
    bots = {s: make_bot(levels["creature" if s == creature else "hunted"], seed * 10 + s,
                        playouts=playouts) for s in range(players)}
    for _ in range(20_000):
        if game.is_over:
            break
        d = game.pending[0]
        game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))  # raises if illegal
    return game, dict(bots)


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_bots_finish_frozen_lands_games_with_legal_actions(players: int) -> None:
    for seed, levels in enumerate((
        {"creature": "standard", "hunted": "standard"},
        {"creature": "random", "hunted": "standard"},
        {"creature": "standard", "hunted": "random"},
    )):
        game, _ = play(players, seed, levels, sheets=seed % 2 == 0)
        assert game.is_over, (players, levels)
        assert check_invariants(game.state) == []


def test_the_expert_searches_frozen_lands_games() -> None:
    """Its seat's knowledge now carries the token pool's shape, so every decision
    can be imagined: none falls back to the standard policy."""
    game, bots = play(4, 3, {"creature": "expert", "hunted": "standard"}, playouts=1)
    assert game.is_over
    expert = bots[3 % 4]
    assert isinstance(expert, ExpertBot)
    assert expert.searched > 0 and expert.fell_back == 0


def test_standard_hunted_beat_random_hunted_in_frozen_lands() -> None:
    """A small sample, far apart: standard Hunted win most games against a random
    Creature, random Hunted almost none against a standard Creature."""
    standard = sum(play(4, s, {"creature": "random", "hunted": "standard"})[0].state.winner
                   == "hunted" for s in range(8))
    rand = sum(play(4, s, {"creature": "standard", "hunted": "random"})[0].state.winner
               == "hunted" for s in range(8))
    assert standard >= 6 and rand <= 1


# ------------------------------------------------------------- Advance or Hold
def at_the_choice(creature_left: int, tokens: dict[int, tuple[str, ...]],
                  looked: tuple[int, ...] = ()) -> Table:
    """The Rescue counter one space from Victory, the Assimilation counter
    ``creature_left`` steps from its own, Hunted holding ``tokens`` (the seats in
    ``looked`` know their faces); played on to the team's choice."""
    t = table()
    for seat, faces in tokens.items():
        give_tokens(t, seat, *faces)
        if seat in looked:
            pool(t)["known"][seat] = [True] * len(faces)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - creature_left
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    d = t.advance(kind=endgame.TEAM_CHOICE)
    assert d.seat == 1 and t.state.left("assimilation") == creature_left
    return t


def team_choice(t: Table) -> Option:
    return StandardBot(0).choose(t.game.view(1))


def test_hold_when_tokens_are_likely_infected_and_the_creature_is_far() -> None:
    t = at_the_choice(6, {2: (BLANK, BLANK), 3: (BLANK,)})
    assert team_choice(t) == endgame.hold(2)  # the holder of most tokens discards


def test_advance_when_the_team_knows_its_tokens_are_blank() -> None:
    t = at_the_choice(6, {1: (BLANK, BLANK)}, looked=(1,))
    assert team_choice(t) == endgame.ADVANCE


def test_advance_a_single_token_when_the_creature_is_one_step_from_victory() -> None:
    """64% clean against 50% for surviving one more turn."""
    t = at_the_choice(1, {2: (BLANK,)})
    assert team_choice(t) == endgame.ADVANCE


def test_hold_and_discard_an_icon_the_chooser_knows_it_holds() -> None:
    t = at_the_choice(2, {1: (INFECTED,), 2: (BLANK,)}, looked=(1,))
    assert team_choice(t) == endgame.hold(1)


@pytest.mark.parametrize("creature_left", [1, 6])
def test_the_choice_never_depends_on_faces_the_chooser_has_not_seen(creature_left: int) -> None:
    clean = team_choice(at_the_choice(creature_left, {2: (BLANK,), 3: (BLANK, BLANK)}))
    dirty = team_choice(at_the_choice(creature_left, {2: (INFECTED,), 3: (INFECTED, BLANK)}))
    assert clean == dirty


def test_quarantine_holds_without_discard_only_when_waiting_pays() -> None:
    bot = StandardBot(0)
    far = at_the_choice(6, {2: (BLANK, BLANK, BLANK)})
    options = (endgame.ADVANCE, endgame.hold())
    assert fl_bots.team_choice(bot, far.game.view(1), options) == endgame.hold()
    near = at_the_choice(1, {2: (BLANK,)})
    assert fl_bots.team_choice(bot, near.game.view(1), options) == endgame.ADVANCE


# ------------------------------------------------------- the Phase-3 discard
def resolve_choice(rescue_left: int | None, creature_left: int | None, held: int,
                   seed: int, place: int = 3) -> Option:
    """Seat 2, holding ``held`` tokens, resolves ``place``: the standard bot's pick."""
    t = table()
    give_tokens(t, 2, *[BLANK] * held)
    if rescue_left is not None:
        t.state.tracks["rescue"] = t.state.goals["rescue"] - rescue_left
    if creature_left is not None:
        t.state.tracks["assimilation"] = t.state.goals["assimilation"] - creature_left
    d = resolving(t, {1: (2,), 2: (place,), 3: (4,)}, creature=9, seat=2)
    assert contamination.DISCARD_TOKEN in d.options
    return StandardBot(seed).choose(t.game.view(2))


def test_the_standard_bot_discards_a_token_near_the_end() -> None:
    for seed in range(5):
        assert resolve_choice(1, 2, 2, seed) == contamination.DISCARD_TOKEN


def test_early_on_the_place_power_comes_first() -> None:
    for seed in range(5):
        choice = resolve_choice(None, None, 1, seed, place=5)  # the Snowcat
        assert choice.verb is Verb.POWER, choice


def test_more_tokens_held_make_the_discard_worth_more() -> None:
    values = []
    for held in (1, 2, 3):
        t = table()
        give_tokens(t, 2, *[BLANK] * held)
        t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
        t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 3
        values.append(fl_bots.token_discard_value(t.game.view(2)))
    assert 0 < values[0] < values[1] < values[2]


def test_a_token_known_blank_is_not_worth_a_discard() -> None:
    t = table()
    give_tokens(t, 2, BLANK)
    pool(t)["known"][2] = [True]
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    assert fl_bots.token_discard_value(t.game.view(2)) == 0.0


# --------------------------------------------------------------- the places
def test_the_capsule_offer_is_taken_unless_every_token_is_known_blank() -> None:
    bot = StandardBot(0)
    options = (contamination.DISCARD_TOKEN, Option(Verb.PASS))
    t = table()
    give_tokens(t, 2, INFECTED, BLANK)
    assert fl_bots.capsule_discard(bot, t.game.view(2), options) == contamination.DISCARD_TOKEN
    pool(t)["known"][2] = [True, True]
    pool(t)["held"][2] = [BLANK, BLANK]
    pool(t)["reserve"][pool(t)["reserve"].index(BLANK)] = INFECTED
    assert fl_bots.capsule_discard(bot, t.game.view(2), options) == Option(Verb.PASS)


def test_the_capsule_never_moves_the_rescue_counter_onto_victory() -> None:
    t = table()
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    view = t.game.view(2)
    capsule = t.game.rules.places[8]
    assert capsule.bot_power_value is not None
    stay = capsule.bot_power_value(view, Option(Verb.POWER, place=8, n=0), 3)
    move = capsule.bot_power_value(view, Option(Verb.POWER, place=8, n=1), 3)
    assert move < stay
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 3
    assert capsule.bot_power_value(t.game.view(2), Option(Verb.POWER, place=8, n=1), 3) > stay


def test_the_creature_values_a_catch_on_the_ice_cave_more() -> None:
    t = table()
    view = t.game.view(0)
    assert fl_bots.catch_weight(view, 1) > fl_bots.catch_weight(view, 2) == 1.0
    base = Game.new(GameConfig(names=NAMES[:4]), 1)
    assert fl_bots.catch_weight(base.view(0), 1) == 1.0


def test_the_places_decisions_have_answers() -> None:
    assert {places.TAKE_BACK_PICK, places.SNOWCAT_PICK, places.BASE_CAMP_GIVE,
            places.CAPSULE_DISCARD, places.AURORA_AGAIN, endgame.TEAM_CHOICE} <= set(
        fl_bots.ANSWERS)


# ---------------------------------------------------------------- fallback
def test_a_decision_without_an_answer_is_read_by_its_options() -> None:
    """A new card's decision kind: the bot judges options it can read instead
    of picking at random."""
    t = table()
    give_tokens(t, 2, BLANK)
    view = t.game.view(2)
    bot = StandardBot(0)
    assert bot._fallback(view, (contamination.DISCARD_TOKEN, Option(Verb.PASS)), False) \
        == contamination.DISCARD_TOKEN
    assert bot._fallback(view, (take_back(3), take_back(8)), False) == take_back(8)
    discards = (Option(Verb.DISCARD, place=8), Option(Verb.DISCARD, place=3))
    assert bot._fallback(view, discards, False) == Option(Verb.DISCARD, place=3)
    assert bot._fallback(view, (Option(Verb.PLAY, card="x"), Option(Verb.PASS)), False) is None


def test_a_will_or_a_token_is_weighed() -> None:
    """Hypothermia's shape of choice: the last Will is never given (it brings a
    token anyway); with Will to spare and the end near, a token costs more."""
    bot = StandardBot(0)
    options = (Option(Verb.LOSE_WILL), fl_bots.TAKE_TOKEN)
    t = table()
    t.rig_will(2, 1)
    assert bot._fallback(t.game.view(2), options, False) == fl_bots.TAKE_TOKEN
    t = table()
    give_tokens(t, 3, BLANK, BLANK)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 2
    assert bot._fallback(t.game.view(2), options, False) == Option(Verb.LOSE_WILL)
    assert fl_bots.will_or_token(t.game.view(2), (Option(Verb.LOSE_WILL),)) is None


def test_a_decision_kind_nobody_answers_never_crashes_a_bot() -> None:
    t = table()
    fake = "fl_some_new_card_choice"
    t.game.state.pending.insert(0, t.game.state.pending[0]._replace(
        seat=2, kind=fake, options=(Option(Verb.CHOOSE, card="a"), Option(Verb.CHOOSE, card="b")),
        ctx=()))
    view = t.game.view(2)
    options = view.pending[0].options
    assert options is not None
    for bot in (StandardBot(0), RandomBot(0)):
        assert bot.choose(view) in options


# ---------------------------------------------------------------- simulate
def test_simulate_frozen_lands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", "frozen-lands", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == FL and data["sheets"] is True  # the mode's default
    assert data["games"] == 2
    tokens = data["contamination"]
    assert {"taken", "discarded", "holds", "held_at_end", "infected_at_end",
            "contaminated_ending"} <= set(tokens)
    assert main(["simulate", "--mode", "frozen-lands", "--games", "2", "--no-sheets",
                 "--creature", "random"]) == 0
    out = capsys.readouterr().out
    assert "Contamination" in out and "Frozen Lands" in out and "Abilities" not in out
    assert "fl-contamination-token" not in out  # no face, ever


def test_simulate_frozen_lands_needs_four_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", "frozen-lands", "--players", "3", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "at least 4 players" in err and len(err.strip().splitlines()) == 1

