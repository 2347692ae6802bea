"""The pluggability proof: a rule set defined only in the tests plays through the
unchanged engine, app and bots.

``tests/rulesets/beacon.py`` builds "test-beacon" from the base game with
``dataclasses.replace``: the Beacon replaces the Source as place 9, with a new
power that moves the counter of a third track, Beam, which the Hunted win by.
Nothing under ``notalone_tui/`` names it (the last test checks), so whatever
works here works for any rule set built the same way.

1. Random playouts: 200 games to the end over 2-7 players and both board sides.
2. The standard bot in every seat, reading the rule set's own bots' pack.
3. The app's table at 80x24 (a snapshot and plain assertions).
4. No trace of the test rule set in the program's code.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.pilot import Pilot

import scripts.screen_recipes as recipes
from notalone_tui.bots import Bot, StandardBot, make_bot
from notalone_tui.bots import packs as bot_packs
from notalone_tui.bots.judgement import Judge
from notalone_tui.engine import BASE, Action, Game, GameConfig, GameView, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import Msg, TrackRef
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui import app as app_module
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.artemia_grid import ArtemiaGrid
from notalone_tui.tui.widgets.place_cell import PlaceCell
from notalone_tui.tui.widgets.track_panel import TrackPanel
from tests.engine.secrecy import all_leaks
from tests.rulesets import beacon

ROOT = Path(__file__).resolve().parents[1]

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES = 200
#: Games replayed with every seat's leak check after every action (see ``playouts``).
LEAK_GAMES = 24
MAX_ACTIONS = 5000
BOT_GAMES = 12


@pytest.fixture(scope="module")
def ruleset_id() -> Iterator[str]:
    """"test-beacon" is selectable while this module's tests run, and only then."""
    with pytest.MonkeyPatch.context() as mp:
        yield beacon.register(mp)


def config_for(index: int, ruleset: str) -> GameConfig:
    """Game ``index``: 2-7 players in turn, each count on both board sides, the
    Creature in every seat."""
    players = 2 + index % 6
    return GameConfig(
        names=NAMES[:players],
        creature_seat=index % players,
        board_side=1 + (index // 6) % 2,
        ruleset=ruleset,
    )


def english_for(game: Game) -> Renderer:
    cfg = game.state.config
    return Renderer.for_game(english(), cfg.names, cfg.rules_id)


def is_beam_victory(reason: Msg | None) -> bool:
    return (
        reason is not None
        and reason.id == "core.track.victory"
        and reason.arg("track") == TrackRef(beacon.TRACK_ID)
    )


# ====================================================== 1. random playouts
@dataclass
class Playouts:
    games: int = 0
    finished: int = 0
    actions: int = 0
    counts: set[int] = field(default_factory=set)
    sides: set[int] = field(default_factory=set)
    winners: set[str] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    leak_problems: list[str] = field(default_factory=list)
    leak_games: int = 0
    leak_actions: int = 0
    #: Game index -> times the Beacon's power was used / spaces the Beam moved.
    beacon_uses: dict[int, int] = field(default_factory=dict)
    beam_moved: dict[int, int] = field(default_factory=dict)
    beam_wins: int = 0
    beacon_options_worded: int = 0
    lines_worded: int = 0
    beacon_lines: list[str] = field(default_factory=list)


def playout(index: int, ruleset: str, results: Playouts, leaks: bool = False) -> Game:
    """One game answered uniformly at random. Without ``leaks``: the invariants
    after every action, the Beacon's option labels in English whenever they are
    offered, and every log line for every reader in English at the end. With
    ``leaks``: every seat's and the table's view and new log lines are searched
    for secrets after every action instead."""
    config = config_for(index, ruleset)
    game = Game.new(config, seed=index)
    rules = game.rules
    words = english_for(game)
    rng = random.Random(index * 7919 + config.players)
    where = f"{config.players}p side {config.board_side} game {index}"
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        decision = rng.choice(game.pending)
        mark = len(game.state.log)
        if not leaks and decision.kind == Kind.RESOLVE:
            view = game.view(decision.seat)
            for option in decision.options:
                if option.verb is Verb.POWER and option.place == beacon.NUMBER:
                    words(rules.describe(rules, option, decision.kind, view))
                    results.beacon_options_worded += 1
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        if leaks:
            results.leak_actions += 1
            results.leak_problems += [f"{where} action {n}: {p}" for p in all_leaks(game, mark)]
        else:
            results.actions += 1
            results.problems += [f"{where} action {n}: {p}" for p in check_invariants(game.state)]
        if len(results.problems) + len(results.leak_problems) > 20:
            break
    if leaks:
        return game
    results.games += 1
    results.counts.add(config.players)
    results.sides.add(config.board_side)
    state = game.state
    if game.is_over:
        results.finished += 1
        results.winners.add(state.winner or "")
    else:
        results.problems.append(f"{where}: not over after {MAX_ACTIONS} actions")
    results.beacon_uses[index] = state.stats.get(beacon.PLACE_ID, 0)
    results.beam_moved[index] = state.tracks[beacon.TRACK_ID]
    if is_beam_victory(state.end_reason):
        results.beam_wins += 1
        if state.winner != "hunted":
            results.problems.append(f"{where}: the Beam track made {state.winner} win")
    for reader in (None, *range(config.players)):
        for message in game.log_for(reader):
            line = words(message)
            results.lines_worded += 1
            if message.id.startswith(beacon.PREFIX):
                results.beacon_lines.append(line)
    return game


@pytest.fixture(scope="module")
def playouts(ruleset_id: str) -> Playouts:
    """200 games with the invariants after every action; the leak checks after
    every action of the first ``LEAK_GAMES`` games in which the Beacon's power
    was used, for every seat and the table.

    Why not leak checks everywhere: they read every seat's view and log after
    every action, about 1.4 ms an action at 7 readers, so all 200 games (about
    45,000 actions) would take a minute alone. A game in which the Beacon was
    never used is base-game play, whose secrecy ``tests/engine/test_playouts.py``
    already checks after every action of 300 games; the games that matter here
    are those where the new power ran, and those are checked in full (every
    reader, not only the acting seat: the Beacon acts in public and must not
    tell anyone a secret either). The random playouts are deterministic, so the
    leak pass replays exactly the games the first pass found."""
    results = Playouts()
    for index in range(GAMES):
        playout(index, ruleset_id, results)
        if len(results.problems) > 20:
            return results
    chosen = [i for i, uses in sorted(results.beacon_uses.items()) if uses][:LEAK_GAMES]
    for index in chosen:
        playout(index, ruleset_id, results, leaks=True)
        results.leak_games += 1
        if len(results.leak_problems) > 20:
            break
    return results


def test_200_games_over_every_count_and_side_end_with_a_winner(playouts: Playouts) -> None:
    assert playouts.games == GAMES
    assert playouts.counts == {2, 3, 4, 5, 6, 7}
    assert playouts.sides == {1, 2}
    assert playouts.finished == GAMES
    assert playouts.winners == {"creature", "hunted"}


def test_invariants_hold_after_every_action(playouts: Playouts) -> None:
    assert playouts.problems == []
    assert playouts.actions > 20_000


def test_no_view_or_log_leaks_in_the_games_where_the_beacon_shone(playouts: Playouts) -> None:
    assert playouts.leak_games == LEAK_GAMES
    assert playouts.leak_problems == []
    assert playouts.leak_actions > 3_000


def test_the_beacon_was_used_and_only_it_moved_the_beam(playouts: Playouts) -> None:
    used = [i for i, uses in playouts.beacon_uses.items() if uses]
    moved = [i for i, spaces in playouts.beam_moved.items() if spaces]
    assert sum(playouts.beacon_uses.values()) >= 30
    assert len(moved) >= 20
    # Every use moves the counter 1 or 2 spaces, and nothing else moves it.
    assert moved == used
    for index in used:
        uses, spaces = playouts.beacon_uses[index], playouts.beam_moved[index]
        goal = beacon.beam_length(config_for(index, "base").players)
        assert min(uses, goal) <= spaces <= min(2 * uses, goal), index


def test_the_third_track_ends_games_for_its_winner(playouts: Playouts) -> None:
    """The engine ends a game when the Beam counter reaches Victory, and the
    Hunted win (the track's winner side); checked per game in the playouts."""
    assert playouts.beam_wins >= 3


def test_every_logged_message_renders_in_english(playouts: Playouts) -> None:
    """Every event of every game, as every seat and the table read it, has English
    words (a missing template would have raised); so do the Beacon's option labels."""
    assert playouts.lines_worded > 100_000
    assert playouts.beacon_options_worded > 0
    assert playouts.beacon_lines
    assert all(" lights the Beacon: the Beam counter is to move " in line
               for line in playouts.beacon_lines)


# ======================================================= 2. the standard bot
def bot_choice(bot: Bot, game: Game, seat: int) -> Option:
    """The bot's answer from its seat's view: ``bot.choose(view)`` when the bot's
    ``choose`` takes the view alone (the coming form), else ``bot.choose(view,
    game)`` (today's form, whose ``game`` is optional anyway). The signature is
    read rather than a ``TypeError`` caught, so an error inside the bot is never
    mistaken for the other calling convention."""
    view = game.view(seat)
    required = [
        p for p in inspect.signature(bot.choose).parameters.values()
        if p.default is p.empty
        and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    if len(required) <= 1:
        return bot.choose(view)
    # The older form: its signature is read above, so the call is checked there.
    choose_with_game: Callable[..., Option] = bot.choose
    return choose_with_game(view, game)


def test_the_standard_bot_plays_the_test_rule_set_in_every_seat(ruleset_id: str) -> None:
    """Twelve games (2-7 players, both sides) with a standard bot in every seat:
    each ends with a winner, and the Hunted bots take the Beacon from the reserve
    and use its power (they value it by the place's own bot values)."""
    beacon_uses = beam_moved = 0
    winners = set()
    for index in range(BOT_GAMES):
        config = config_for(index, ruleset_id)
        game = Game.new(config, seed=100 + index)
        bots = {s: make_bot("standard", 1000 * index + s) for s in range(config.players)}
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = game.pending[0]
            option = bot_choice(bots[decision.seat], game, decision.seat)
            game.apply(Action(decision.seat, option))
            assert check_invariants(game.state) == []
        assert game.is_over, f"bot game {index} never ended"
        assert game.state.winner in ("creature", "hunted")
        winners.add(game.state.winner)
        beacon_uses += game.state.stats.get(beacon.PLACE_ID, 0)
        beam_moved += game.state.tracks[beacon.TRACK_ID]
    assert beacon_uses >= 1
    assert beam_moved >= 1
    assert winners == {"creature", "hunted"}


def beacon_games(ruleset: str, games: int) -> tuple[int, int]:
    """Standard bots in every seat for ``games`` of the bot games above: the
    Beacon's uses and the games that ended."""
    uses = ended = 0
    for index in range(games):
        config = config_for(index, ruleset)
        game = Game.new(config, seed=100 + index)
        bots = {s: make_bot("standard", 1000 * index + s) for s in range(config.players)}
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            decision = game.pending[0]
            game.apply(Action(decision.seat, bot_choice(bots[decision.seat], game, decision.seat)))
        ended += game.is_over
        uses += game.state.stats.get(beacon.PLACE_ID, 0)
    return uses, ended


def test_the_standard_bot_reads_the_rule_sets_own_bots_pack(ruleset_id: str) -> None:
    """The rule set names its own pack (``RuleSet.packs``) and registers it
    (:func:`notalone_tui.bots.packs.register`); the standard bot asks it in full
    games: for every Beacon power it weighs, and its answer decides. The same
    seeded games with the pack's value swapped for a worthless Beacon never
    light it."""
    rules = Game.new(config_for(2, ruleset_id), seed=1).rules
    assert rules.packs == ("base", ruleset_id)
    assert bot_packs.pack(ruleset_id) is beacon.BOT_PACK
    assert bot_packs.judgement_for(rules).power_value is beacon.judged_power
    asked: list[int] = []

    def counted(bot: Judge, view: GameView, option: Option, will: int) -> float | None:
        value = beacon.judged_power(bot, view, option, will)
        if value is not None:
            asked.append(option.n)
        return value

    def worthless(bot: Judge, view: GameView, option: Option, will: int) -> float | None:
        return -50.0 if option.place == beacon.NUMBER else None

    try:
        bot_packs.register(ruleset_id, replace(beacon.BOT_PACK, power_value=counted))
        lit, ended = beacon_games(ruleset_id, 6)
        assert ended == 6
        assert lit >= 1 and len(asked) >= lit
        bot_packs.register(ruleset_id, replace(beacon.BOT_PACK, power_value=worthless))
        dark, ended = beacon_games(ruleset_id, 6)
        assert ended == 6
        assert dark == 0
    finally:
        bot_packs.register(ruleset_id, beacon.BOT_PACK)


# ==================================================================== 3. the app
SEED = 7


@pytest.fixture(autouse=True)
def _no_input_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """UI tests type faster than people (as in ``tests/tui/conftest.py``)."""
    monkeypatch.setattr(app_module, "INPUT_GUARD", 0.0)


def make_app() -> NotAloneApp:
    return NotAloneApp(autosave=False)


def table_config() -> GameConfig:
    return GameConfig(names=recipes.NAMES, creature_seat=0, board_side=1, ruleset=beacon.RULESET_ID)


async def open_table(pilot: Pilot[None]) -> None:
    """From the title screen, start a four-player game of the test rule set with
    ``start_game`` and answer with keys (as ``scripts/screen_recipes.py`` does)
    until the first decision the whole table watches: a Hunted's card window at
    the end of Phase 2."""
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    app.theme = recipes.THEME
    await recipes.wait_for_screen(pilot, TitleScreen)
    app.start_game(table_config(), SEED, {})
    await recipes.drive_until(pilot, lambda s, step: step.step is Step.PUBLIC)
    await recipes.finish(pilot)


def test_the_table_at_80x24_snapshot(snap_compare: Callable[..., bool], ruleset_id: str,
                                     ) -> None:
    """Place 9 on the grid is the Beacon ("9 Beacon", "Beam +1/+2"); the track
    panel shows the three tracks."""
    assert snap_compare(make_app(), terminal_size=recipes.SMALL, run_before=open_table)


async def test_the_table_shows_the_third_track_and_the_beacon(ruleset_id: str) -> None:
    app = make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await open_table(pilot)
        assert isinstance(app.screen, TableScreen)
        lines = str(app.screen.query_one(TrackPanel).content).splitlines()
        assert len(lines) == 3
        # The panel words each track with its short name; the Beam's is its name.
        assert lines[2].startswith(beacon.TRACK_NAME)
        assert lines[2].endswith(" 0/3")
        cell = str(app.screen.query_one(f"#place-{beacon.NUMBER}", PlaceCell).content)
        assert cell.splitlines()[:2] == ["9 Beacon", beacon.TEMPLATES["test.beacon.short"]]


async def test_the_grid_draws_the_rule_sets_own_marker(ruleset_id: str) -> None:
    """The flare marker is the test rule set's: the grid draws it on the Beacon
    from the view's markers once the Beam counter stands on a flare space."""
    app = make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await open_table(pilot)
        cell = app.screen.query_one(f"#place-{beacon.NUMBER}", PlaceCell)
        assert beacon.FLARE_MARK not in str(cell.content)
        assert app.session is not None
        game = app.session.game
        game.state.tracks[beacon.TRACK_ID] = game.state.goals[beacon.TRACK_ID] - 1
        view = game.view(None)
        assert ("flare", (beacon.NUMBER,)) in view.markers
        app.screen.query_one(ArtemiaGrid).show(view, (), app.session.words)
        assert beacon.FLARE_MARK in str(cell.content)


def test_the_standard_bot_reads_a_places_bonus_from_the_rule_set(ruleset_id: str) -> None:
    game = Game.new(table_config(), seed=3)
    seat = game.state.config.hunted_seats[0]
    bot = StandardBot(1)
    bot.rules = game.rules
    view = game.view(seat)
    me = next(hv for hv in view.hunted if hv.seat == seat)
    assert bot.place_bonus(view, me, beacon.NUMBER) == 0.0
    game.state.tracks[beacon.TRACK_ID] = game.state.goals[beacon.TRACK_ID] - 1
    view = game.view(seat)
    assert bot.place_bonus(view, me, beacon.NUMBER) == beacon.FLARE_BONUS


async def test_the_third_track_is_on_screen(ruleset_id: str) -> None:
    app = make_app()
    async with app.run_test(size=recipes.SMALL) as pilot:
        await open_table(pilot)
        panel = app.screen.query_one(TrackPanel)
        shown = [strip.text for strip in panel.render_lines(Region(0, 0, *panel.outer_size))]
        assert any(line.strip().startswith(beacon.TRACK_NAME) for line in shown), shown


# ========================================================= 4. no trace in the code
def test_the_program_has_no_trace_of_the_test_rule_set() -> None:
    """Nothing under ``notalone_tui/`` names the test rule set, its place, its
    track or its messages: the proof needed no edit for its sake. The track is
    looked for by its name and quoted id only (its id is a common word). It is
    called the Beam: a track named "Signal" would have met Frozen Lands'
    Distress Signal card."""
    anywhere = [beacon.RULESET_ID, beacon.PLACE_ID, "beacon", beacon.PREFIX]
    exact = [beacon.TRACK_NAME, f'"{beacon.TRACK_ID}"', f"'{beacon.TRACK_ID}'"]
    rules = beacon.build()
    assert rules.places[beacon.NUMBER].name == beacon.PLACE_NAME
    assert rules.track(beacon.TRACK_ID).name == beacon.TRACK_NAME
    # Built with dataclasses.replace: the base game itself is untouched.
    assert BASE.places[beacon.NUMBER].id == "place-09-source"
    assert [t.id for t in BASE.tracks] == ["rescue", "assimilation"]
    hits = []
    files = [p for p in sorted((ROOT / "notalone_tui").rglob("*"))
             if p.is_file() and "__pycache__" not in p.parts]
    assert len(files) > 50
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        folded = text.casefold()
        hits += [f"{path.relative_to(ROOT)}: {n}" for n in anywhere if n.casefold() in folded]
        hits += [f"{path.relative_to(ROOT)}: {n}" for n in exact if n in text]
    assert hits == []
