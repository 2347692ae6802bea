"""Frozen Lands through the app: the mode at setup, the tokens counted on every
screen, the token discard, the team's choice on the public table, the reveal
at the end, the help, and no token face on a screen that may not show it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Select, Static

from notalone_tui.engine import Action, Game
from notalone_tui.engine.config import BASE
from notalone_tui.engine.ruleset import Card
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame
from notalone_tui.engine.rulesets.frozen_lands.cards import BLANK, DESIGNED, INFECTED
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.frozen_lands import MODE_ENTRIES, mode_entries
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.widgets.decision_panel import DecisionPanel
from notalone_tui.tui.widgets.players_panel import PlayersPanel

from . import driver, fl_recipes
from .driver import errors, open_setup, play_game, screenshot_text, session_of, until, until_settled
from .fl_recipes import (
    finished_game,
    fl_game,
    known_faces_game,
    play_until,
    team_choice_game,
    tokens_game,
)

#: How a token's face reads on a screen (see ``labels.face_words``).
FACE_WORDS = ("☣ icon", "○ blank")


# ------------------------------------------------------------------- setup
async def test_the_mode_choice_sets_the_sheets_default_unless_the_table_chose() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        mode = screen.query_one("#mode", Select)
        sheets = screen.query_one("#sheets", Select)
        line = screen.query_one("#mode-line", Static)
        assert mode.value == BASE and sheets.value is False
        mode.value = FROZEN_LANDS
        await pilot.pause()
        assert sheets.value is True  # R41: on by default in Frozen Lands
        assert "Contamination" in str(line.content)
        mode.value = BASE
        await pilot.pause()
        assert sheets.value is False
        assert "Contamination" not in str(line.content)
        # The table switches the sheets on in the base game: a mode change keeps that.
        sheets.value = True
        await pilot.pause()
        mode.value = FROZEN_LANDS
        await pilot.pause()
        mode.value = BASE
        await pilot.pause()
        assert sheets.value is True


async def test_frozen_lands_with_three_players_is_refused_with_the_engines_reason() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#players", Select).value = 3
        screen.query_one("#mode", Select).value = FROZEN_LANDS
        await pilot.pause()
        assert "Frozen Lands needs at least 4 players, not 3" in errors(screen)
        assert screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and app.controller is None
        assert "Frozen Lands needs at least 4 players" in screenshot_text(app)
        screen.query_one("#players", Select).value = 4
        await pilot.pause()
        assert errors(screen) == ""
        assert not screen.query_one("#start", Button).disabled


async def test_a_frozen_lands_game_starts_from_the_setup_screen() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#mode", Select).value = FROZEN_LANDS
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.controller is not None)
        config = app.game.state.config
        assert config.ruleset == FROZEN_LANDS and config.sheets


async def test_the_mode_without_the_marker_cards_takes_them_out() -> None:
    from notalone_tui.engine.rulesets.frozen_lands import MARKER_CARDS
    from notalone_tui.tui.packs.frozen_lands import NO_MARKERS_MODE

    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#mode", Select).value = NO_MARKERS_MODE
        await pilot.pause()
        assert "without Ingenuity and Amplifier" in screenshot_text(app)
        assert screen.query_one("#sheets", Select).value is True
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.controller is not None)
        config = app.game.state.config
        assert config.ruleset == FROZEN_LANDS and config.remove_marker_cards
        assert not set(MARKER_CARDS) & set(app.game.rules.survival_cards)


# ------------------------------------------------------------------- counts
def panel_rows(screen: TableScreen | PrivateScreen) -> dict[str, str]:
    """The players panel's lines by the name that starts them."""
    panel = screen.query_one(PlayersPanel)
    text = panel.content.plain if hasattr(panel.content, "plain") else str(panel.content)
    return {line.split()[0]: line for line in text.splitlines() if line.strip()}


async def test_the_table_counts_each_hunteds_tokens_and_the_reserve() -> None:
    game = tokens_game()
    view = game.view(None)
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: isinstance(app.screen, TableScreen)
                            and app.screen.payload is not None)
        assert isinstance(app.screen, TableScreen)
        rows = panel_rows(app.screen)
        assert "☣" in rows["Hunted"]
        for hv in view.hunted:
            # The count sits right after the Survival count, before the character.
            cells = rows[hv.name].split()
            assert cells[4] == str(hv.contamination), (hv.name, cells)
        assert rows["Reserve"].endswith(f"☣{view.contamination_reserve}")
        assert sum(hv.contamination for hv in view.hunted) >= 2
        # Names keep their ten letters and every line fits the panel.
        assert all(len(line) <= 40 for line in rows.values()), [r for r in rows.values() if len(r) > 40]


async def test_a_base_game_table_has_no_token_column() -> None:
    app = NotAloneApp(fl_recipes.base.new_game(), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: app.session is not None
                            and session_of(app).current().step is not Step.OVER
                            and isinstance(app.screen, HandoffScreen | TableScreen))
        assert "☣" not in screenshot_text(app)


async def test_a_hunted_sees_their_own_count_and_known_faces_and_nobody_elses() -> None:
    game = known_faces_game()
    seat = game.pending[0].seat
    faces = game.view(seat).hunted
    me = next(hv for hv in faces if hv.seat == seat)
    assert me.known_contamination  # the recipe made them look at some
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        handoff = screenshot_text(app)
        assert not any(words in handoff for words in FACE_WORDS)
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, HuntedScreen)
                            and app.screen.seat == seat)
        text = screenshot_text(app)
        assert f"☣ {me.contamination} tokens (" in text
        shown = [w for w in FACE_WORDS if w in text]
        expected = {"☣ icon" if f == INFECTED else "○ blank" for f in me.known_contamination}
        assert set(shown) == expected
        unseen = me.contamination - len(me.known_contamination)
        assert f"{unseen} unseen" in text
        # Another seat's view of the same game: counts only, no face.
        other = next(s for s in game.hunted_order if s != seat)
        theirs = next(hv for hv in game.view(other).hunted if hv.seat == seat)
        assert theirs.known_contamination is None and theirs.contamination == me.contamination


# ------------------------------------------------------- the token discard
def discard_game() -> Game:
    for seed in range(3, 30):
        game = play_until(fl_game(seed),
                          lambda g: contamination.DISCARD_TOKEN in g.pending[0].options, seed)
        if not game.is_over:
            return game
    raise AssertionError("no game offered to discard a token")


async def test_the_token_discard_has_a_clear_label_and_a_key() -> None:
    game = discard_game()
    decision = game.pending[0]
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: session_of(app).current().step
                            in (Step.PUBLIC, Step.PRIVATE)
                            and isinstance(app.screen, TableScreen | PrivateScreen)
                            and app.screen.query_one(DecisionPanel).options)
        panel = app.screen.query_one(DecisionPanel)
        index = panel.options.index(contamination.DISCARD_TOKEN)
        # (the list wraps the rest of the line, "to the reserve", at 80 columns)
        assert f"{index + 1} ☣ Return a Contamination token" in screenshot_text(app) \
            or "☣ Return a Contamination token" in screenshot_text(app)
        before = len(app.game.actions)
        held = contamination.held_count(app.game.state, decision.seat)
        if isinstance(app.screen, TableScreen):
            key = str(index + 1)
        else:
            assert isinstance(app.screen, PrivateScreen)
            key = next(k for k, o in app.screen.shown_letters.items()
                       if o == contamination.DISCARD_TOKEN)
        await pilot.press(key)
        await pilot.pause()
        if panel.confirming is not None:
            await pilot.press("enter")
        await until(pilot, lambda: len(app.game.actions) > before)
        assert app.game.actions[before] == Action(decision.seat, contamination.DISCARD_TOKEN)
        assert contamination.held_count(app.game.state, decision.seat) == held - 1


# ------------------------------------------------------- the team's choice
async def open_team_choice(pilot: Pilot[None]) -> TableScreen:
    app = pilot.app
    await until_settled(pilot, lambda: isinstance(app.screen, TableScreen)
                        and app.screen.query_one(DecisionPanel).kind == endgame.TEAM_CHOICE)
    assert isinstance(app.screen, TableScreen)
    return app.screen


async def test_the_team_choice_is_public_explained_and_hold_is_confirmed() -> None:
    game = team_choice_game()
    decision = game.pending[0]
    first = game.hunted_order[0]
    assert decision.seat == first
    names = game.state.config.names
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_team_choice(pilot)
        text = screenshot_text(app)
        # Public: the table itself, never behind a handoff.
        assert isinstance(app.screen, TableScreen)
        assert f"{names[first]} enters it" in text
        explained = screen.query_one("#team-choice", Static)
        assert explained.display and not screen.query_one("#grid").display
        words = " ".join(str(explained.content).split())
        assert "Advance" in words and "Hold" in words
        assert "any contamination icon and the Creature wins" in words
        assert "stays one space short of Victory" in words
        assert "the Hunted you name discards a token" in words
        assert not any(words in text for words in FACE_WORDS)
        panel = screen.query_one(DecisionPanel)
        hold = decision.options[1]
        assert hold.card == endgame.HOLD and hold.seat >= 0
        held = contamination.held_count(game.state, hold.seat)
        turn = app.game.state.turn.number
        before = len(app.game.actions)
        await pilot.press("2")
        await pilot.pause()
        assert panel.confirming == hold  # irreversible: asked again first
        assert "Confirm" in screenshot_text(app)
        assert len(app.game.actions) == before
        await pilot.press("enter")
        await until(pilot, lambda: app.game.state.turn.number == turn + 1)
        assert app.game.actions[before] == Action(first, hold)
        assert contamination.held_count(app.game.state, hold.seat) == held - 1
        await until_settled(pilot, lambda: not isinstance(app.screen, TableScreen)
                            or app.screen.query_one(DecisionPanel).kind != endgame.TEAM_CHOICE)
        if isinstance(app.screen, TableScreen):
            assert not app.screen.query_one("#team-choice").display


async def test_advance_ends_the_game_with_every_token_turned_up() -> None:
    game = team_choice_game()
    first = game.hunted_order[0]
    held = {s: contamination.held_count(game.state, s) for s in game.hunted_order}
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_team_choice(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)  # the confirmation comes first
        assert not app.game.is_over
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert app.game.actions[-1] == Action(first, endgame.ADVANCE)
        text = screenshot_text(app)
        view = app.game.view(None)
        assert "The Contamination tokens turned up" in text
        icons = 0
        for hv in view.hunted:
            assert len(hv.revealed_contamination) == held[hv.seat]
            if not held[hv.seat]:  # named on the line of those who held none
                assert hv.name in next(ln for ln in text.splitlines() if "No token:" in ln)
                continue
            line = next(ln for ln in text.splitlines() if ln.strip("║ ").startswith(hv.name))
            marks = "".join(ch for ch in line if ch in "☣○")
            assert sorted(marks) == sorted("☣" if f == INFECTED else "○"
                                           for f in hv.revealed_contamination)
            icons += hv.revealed_contamination.count(INFECTED)
        assert f"In all: {icons} of {sum(held.values())}" in text
        winner = "The Creature wins" if icons else "The Hunted win"
        assert winner in text


@pytest.mark.parametrize("advance", [True, False])
async def test_the_game_over_screen_says_who_won_and_why(advance: bool) -> None:
    game = finished_game(advance=advance)
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = screenshot_text(app)
        assert ("The Creature wins" if game.state.winner == "creature" else "The Hunted win") \
            in text
        reason = app.screen.query_one("#over-reason", Static)
        assert str(reason.content)
        assert app.screen.query_one("#over-reveal", Static)
        # The whole body fits or scrolls; the buttons stay reachable by key.
        assert "n New game" in text


# ------------------------------------------------------------------- help
def test_the_reference_lists_frozen_lands_from_the_rule_set() -> None:
    from notalone_tui.engine import BASE as BASE_RULES
    from notalone_tui.engine import get_ruleset

    rules = get_ruleset(FROZEN_LANDS)
    added = [c for c in (*rules.hunt_cards, *rules.survival_cards)
             if c not in BASE_RULES.hunt_cards and c not in BASE_RULES.survival_cards]
    ids = [e.id for e in MODE_ENTRIES]
    assert ids[:10] == [rules.places[n].id for n in rules.place_numbers]
    assert {"fl-rule-contamination", "fl-rule-team-choice"} <= set(ids)
    assert set(added) <= set(ids)
    assert all(DESIGNED in e.note for e in MODE_ENTRIES)
    # A card the rule set gains appears without the app naming it.
    card = Card("fl-hunt-test-card", "hunt", "Test Frost", 2, "A card added to the rule set.")
    grown = replace(rules, hunt_cards={**rules.hunt_cards, card.id: card})
    entries = {e.id: e for e in mode_entries(grown)}
    assert entries[card.id].kind == "Hunt" and DESIGNED in entries[card.id].note


@pytest.mark.parametrize("in_game", [False, True])
async def test_help_covers_frozen_lands(in_game: bool) -> None:
    app = NotAloneApp(fl_game(3), autosave=False) if in_game else NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_help("cards")
        await until_settled(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        assert screen.mode_first is in_game
        assert len(screen.visible_mode_entries()) == len(MODE_ENTRIES)
        screen.apply_filter("team choice")
        await pilot.pause()
        assert [e.id for e in screen.visible_mode_entries()] == ["fl-rule-team-choice"]
        screen.apply_filter("frozen lands")
        await pilot.pause()
        assert len(screen.visible_mode_entries()) == len(MODE_ENTRIES)
        assert "Designed for this edition" in screenshot_text(app)


# ---------------------------------------------------------------- secrecy
async def test_no_token_face_shows_before_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Frozen Lands game played with keys to its end: at every handoff,
    table and private screen the driver checks, no token face shows, except a
    face its owner looked at with the Diagnostic Kit, on that owner's screen;
    the game-over screen then turns them up."""
    hidden = driver.secrets_hidden_from
    words = {INFECTED: ("☣ icon", "with the icon"), BLANK: ("○ blank", "blank)")}

    def with_faces(game: Game, viewer: int | None) -> set[str]:
        seen = (set(contamination.known_faces(game.state, viewer)) if viewer is not None
                else set())
        return hidden(game, viewer) | {w for face, face_words in words.items()
                                       if face not in seen for w in face_words}

    monkeypatch.setattr(driver, "secrets_hidden_from", with_faces)
    game = fl_game(8)
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        report = await play_game(pilot, random.Random(8), check_secrets=True)
        assert report.leaks == []
        assert report.private_screens > 0 and report.handoffs > 0
        view = app.game.view(None)
        if any(hv.revealed_contamination for hv in view.hunted):
            assert "The Contamination tokens turned up" in report.winner_on_screen


def test_face_words_are_what_the_screens_write() -> None:
    from notalone_tui.tui.packs.frozen_lands import face_words

    assert face_words((BLANK, INFECTED, BLANK)) == ["☣ icon", "○ blank", "○ blank"]


async def test_a_computer_entering_the_team_choice_shows_it_without_options() -> None:
    """Every Hunted a computer: the first one decides, the table reads it."""
    game = team_choice_game()
    first = game.hunted_order[0]
    before = len(game.actions)
    assert game.pending[0].kind == endgame.TEAM_CHOICE
    bots = dict.fromkeys(game.hunted_order, "standard")
    # The computer's pace never runs out by itself, however loaded the machine:
    # the table is read first, then the wait is skipped as a player would.
    app = NotAloneApp(game, bots=bots, bot_delay=3600.0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: isinstance(app.screen, TableScreen)
                            and app.screen.query_one("#team-choice").display)
        screen = app.screen
        assert not screen.query_one(DecisionPanel).options  # nobody answers it here
        assert "(computer) enters the team's choice" in screenshot_text(app)
        assert len(app.game.actions) == before
        app.skip_wait()
        for _ in range(600):
            if len(app.game.actions) > before:
                break
            await pilot.pause(0.1)
        answer = app.game.actions[before]
        assert answer.seat == first
        assert answer.option == endgame.ADVANCE or answer.option.card == endgame.HOLD


async def test_the_people_playing_hunted_enter_the_team_choice_for_a_computer() -> None:
    """A computer first to the Creature's left does not decide for its human
    teammates: the people at the table enter the team's answer for its seat."""
    game = team_choice_game()
    first = game.hunted_order[0]
    before = len(game.actions)
    app = NotAloneApp(game, bots={first: "standard"}, bot_delay=0.5, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_team_choice(pilot)
        text = " ".join(screenshot_text(app).split())
        assert "the people playing Hunted enter it" in text
        assert "(computer) enters the team's choice" not in text
        panel = screen.query_one(DecisionPanel)
        assert endgame.ADVANCE in (panel.options or ())
        await pilot.press("1")
        await pilot.pause()
        assert panel.confirming == endgame.ADVANCE
        await pilot.press("enter")
        await until(pilot, lambda: len(app.game.actions) > before)
        assert app.game.actions[before] == Action(first, endgame.ADVANCE)


async def test_seven_seats_in_frozen_lands_fit_80x24_with_the_mode_line() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#players", Select).value = 7
        screen.query_one("#mode", Select).value = FROZEN_LANDS
        await pilot.pause()
        await pilot.pause()
        assert screen.query_one("#sheets", Select).value is True
        for i in range(7):
            select = screen.query_one(f"#character-{i}", Select)
            assert select.region.right <= 80 and select.region.bottom <= 23, select.region
        assert screen.query_one("#mode-line", Static).region.bottom <= 23
        assert screen.query_one("#start", Button).region.bottom <= 23
        assert "Ten icy places" in screenshot_text(app)


def test_the_team_choice_under_quarantine_says_nobody_discards() -> None:
    from notalone_tui.tui.packs.frozen_lands import team_choice_text

    game = team_choice_game()
    public = game.view(None).pending[0]
    quarantined = replace(public, options=(endgame.ADVANCE, endgame.hold()))
    words = " ".join(team_choice_text(game.view(None), quarantined).plain.split())
    assert "under Quarantine nobody discards a token" in words
    assert "the Hunted you name discards" not in words
    usual = " ".join(team_choice_text(game.view(None), public).plain.split())
    assert "the Hunted you name discards a token" in usual
