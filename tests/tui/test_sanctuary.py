"""Sanctuary through the app: the two modes at setup and the sheets' default,
the board on the table and on both private screens, rescue and fortify with
their keys, the Creature's Phase 5 in private and read by the table, the help,
the end, and everything fitting 80×24."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Select, Static

from notalone_tui.engine import Action, Game, Verb
from notalone_tui.engine.rulesets.sanctuary import RULESET_ID as SANCTUARY
from notalone_tui.engine.rulesets.sanctuary import phase5, rescue
from notalone_tui.engine.rulesets.sanctuary.cards import (
    ABILITIES,
    AVATARS,
    BONUSES,
    DESIGNED,
    EVOLUTIONS,
    SURVIVORS,
)
from notalone_tui.engine.rulesets.sanctuary.state import board, cards
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.sanctuary import SANCTUARY_ENTRIES
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.packs.sanctuary_light import LIGHT_MODE
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.handoff import HandoffScreen
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen, PrivateScreen
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.widgets.board_panel import BoardPanel as SanctuaryPanel
from notalone_tui.tui.widgets.decision_panel import DecisionPanel

from . import sa_recipes
from .driver import errors, open_setup, screenshot_text, session_of, until, until_settled


# ------------------------------------------------------------------- setup
@pytest.mark.parametrize("mode", [SANCTUARY, LIGHT_MODE])
async def test_the_sanctuary_modes_start_with_two_players_and_the_sheets_off(mode: str) -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#players", Select).value = 2
        screen.query_one("#mode", Select).value = mode
        await pilot.pause()
        # The Avatars are each Hunted's ability: the sheets are offered off.
        assert screen.query_one("#sheets", Select).value is False
        line = str(screen.query_one("#mode-line", Static).content)
        assert "Avatar" in line and "Evolution" in line
        assert errors(screen) == "" and not screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.controller is not None)
        config = app.game.state.config
        assert config.sanctuary == ("full" if mode == SANCTUARY else "light")
        assert config.ruleset == "base" and not config.sheets and config.players == 2


async def test_the_table_may_still_turn_the_sheets_on_with_sanctuary() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#sheets", Select).value = True
        await pilot.pause()
        screen.query_one("#mode", Select).value = SANCTUARY
        await pilot.pause()
        assert screen.query_one("#sheets", Select).value is True
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.controller is not None)
        config = app.game.state.config
        assert config.sanctuary == "full" and config.sheets


async def test_the_mode_line_fits_beside_seven_seats_at_80x24() -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#players", Select).value = 7
        for mode in (SANCTUARY, LIGHT_MODE):
            screen.query_one("#mode", Select).value = mode
            await pilot.pause()
            text = screenshot_text(app)
            assert str(screen.query_one("#mode-line", Static).content) in text
            assert "Seat 7" in text and "Start game" in text


# ------------------------------------------------------------------- table
async def open_table(pilot: Pilot[None], game: Game) -> TableScreen:
    app = pilot.app
    await until_settled(pilot, lambda: isinstance(app.screen, TableScreen)
                        and app.screen.query_one(DecisionPanel).options)
    assert isinstance(app.screen, TableScreen)
    return app.screen


async def test_the_table_shows_the_token_the_defense_bonuses_and_the_board() -> None:
    game = sa_recipes.developed_game()
    view = game.view(None)
    sv = view.rules_view
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot, game)
        text = screenshot_text(app)
        # The grid: the Sanctuary token's mark beside its place's Hunt tokens.
        assert "⌂" in text
        # The Defense track beside Rescue and Assimilation, its bonuses ◇.
        assert "Rescue" in text and "Assim." in text and "Def." in text and "◇" in text
        # The board line: the row by name and the pile, DNA, the developed cards.
        for survivor in sv.row:
            assert SURVIVORS[survivor].name in text
        assert f"pile {sv.survivor_pile}" in text and f"DNA {sv.dna} (supply" in text
        for card in sa_recipes.FOUR:
            assert EVOLUTIONS[card].name in text
        assert "(from next turn)" in text
        # Each Hunted's Avatar by its first name, and the Survivors held.
        for _, avatar in sv.avatars:
            assert AVATARS[avatar].name.split()[0] in text
        assert "☺" in text
        # Nothing secret: the Creature's Evolution hand by level only.
        for card in cards(game.state).hand:
            assert EVOLUTIONS[card].name not in text


async def test_the_board_line_is_hidden_outside_sanctuary() -> None:
    app = NotAloneApp(sa_recipes.base.new_game(), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await sa_recipes.prepare_public(pilot)
        assert isinstance(app.screen, TableScreen)
        assert not app.screen.query_one(SanctuaryPanel).display
        assert "⌂" not in screenshot_text(app) and "Def." not in screenshot_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_rescue_options_show_with_their_key_and_what_the_survivor_does(
        size: tuple[int, int]) -> None:
    game = sa_recipes.rescue_game()
    decision = game.pending[0]
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=size) as pilot:
        screen = await open_table(pilot, game)
        panel = screen.query_one(DecisionPanel)
        index = next(i for i, o in enumerate(panel.options) if o.verb is Verb.RESCUE)
        option = panel.options[index]
        text = screenshot_text(app)
        name = SURVIVORS[option.card].name
        assert f"{index + 1} ☺ Rescue {name} instead" in text
        # Its ability under it (its first words: the list wraps the rest).
        ability = ABILITIES[SURVIVORS[option.card].ability]
        assert " ".join(ability.split()[:3]) in text
        before = len(app.game.actions)
        await pilot.press(str(index + 1))
        await pilot.pause()
        if panel.confirming is not None:
            await pilot.press("enter")
        await until(pilot, lambda: len(app.game.actions) > before)
        assert app.game.actions[before] == Action(decision.seat, option)


async def test_fortify_and_shelter_read_clearly_and_take_their_keys() -> None:
    game = sa_recipes.shelter_game()
    decision = game.pending[0]
    seat = decision.seat
    held = len(cards(game.state).held[seat])
    space = board(game.state).bonuses, game.state.tracks["defense"]
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, game)
        panel = screen.query_one(DecisionPanel)
        fortify = panel.options.index(rescue.FORTIFY)
        shelter = panel.options.index(rescue.SHELTER)
        text = screenshot_text(app)
        assert f"{fortify + 1} ⌂ Fortify Sanctuary instead" in text
        assert f"{shelter + 1} ⌂ Fortify and shelter instead:" in text
        assert "discard all your" in text and "moves 2 spaces" in text
        before = len(app.game.actions)
        await pilot.press(str(shelter + 1))
        await until(pilot, lambda: panel.confirming is not None
                    or len(app.game.actions) > before)
        if panel.confirming is not None:
            assert "Fortify and shelter" in str(
                screen.query_one("#decision-prompt", Static).content)
            await pilot.press("enter")
        await until(pilot, lambda: len(app.game.actions) > before)
        assert app.game.actions[before] == Action(seat, rescue.SHELTER)
        state = app.game.state
        assert len(cards(state).held.get(seat, ())) < held
        assert state.tracks["defense"] >= space[1] + 2


# ---------------------------------------------------------- private screens
async def test_a_hunted_sees_their_avatar_and_survivors_and_nothing_of_the_creature() -> None:
    game = sa_recipes.hunted_game()
    seat = game.pending[0].seat
    held = cards(game.state).held[seat]
    avatar = AVATARS[board(game.state).avatars[seat]]
    hand = list(cards(game.state).hand)
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, HuntedScreen)
                            and app.screen.seat == seat)
        text = screenshot_text(app)
        assert f"Your Avatar: {avatar.name}" in text
        assert " ".join(avatar.text.split()[:4]) in text
        # At 80x24 the Survivors held stand with the seat's other cards in
        # short, above the players table (the full list is in the hand panel).
        assert "☺ " + SURVIVORS[held[0]].name.split()[0] in text
        assert not any(EVOLUTIONS[c].name in text for c in hand)


async def test_the_creature_reads_its_evolution_hand_on_its_screen() -> None:
    game = sa_recipes.creature_game()
    hand = sorted(set(cards(game.state).hand))
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, CreatureScreen))
        hand_text = app.screen.query_one("#hand", Static).content
        text = hand_text.plain if hasattr(hand_text, "plain") else str(hand_text)
        assert "Your Evolution cards" in text and "Your DNA" in text
        for card in hand:
            info = EVOLUTIONS[card]
            assert f"• {info.name} (level" in text and f"{info.cost} DNA" in text


async def test_the_creature_evolves_in_private_and_the_table_reads_it() -> None:
    game = sa_recipes.phase5_game()
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, CreatureScreen)
                            and app.screen.decision is not None
                            and app.screen.decision.kind == phase5.CHOOSE)
        screen = app.screen
        assert isinstance(screen, CreatureScreen)
        evolve = next(k for k, o in screen.shown_letters.items() if o == phase5.EVOLVE)
        await pilot.press(evolve)
        await until_settled(pilot, lambda: screen.decision is not None
                            and screen.decision.kind == phase5.EVOLVE_LOOP)
        develop = next(k for k, o in screen.shown_letters.items() if o.verb is Verb.DEVELOP)
        card = screen.shown_letters[develop].card
        await pilot.press(develop)
        await until(pilot, lambda: screen.query_one(DecisionPanel).confirming is not None
                    or card in board(app.game.state).developed_ids())
        if screen.query_one(DecisionPanel).confirming is not None:
            await pilot.press("enter")
        await until(pilot, lambda: card in board(app.game.state).developed_ids())
        # Finish, and pass whatever the Creature is asked next in private.
        for _ in range(6):
            step = session_of(app).current()
            if step.step is not Step.PRIVATE:
                break
            await until_settled(pilot, lambda: isinstance(app.screen, CreatureScreen)
                                and bool(app.screen.shown_letters))
            assert isinstance(app.screen, CreatureScreen)
            finish = next(k for k, o in app.screen.shown_letters.items()
                          if o.verb in (Verb.DONE, Verb.PASS))
            count = len(app.game.actions)
            await pilot.press(finish)
            await pilot.pause()
            if app.screen.query_one(DecisionPanel).confirming is not None:
                await pilot.press("enter")

            def played(n: int = count) -> bool:  # (mypy infers no lambda with a default)
                return len(app.game.actions) > n
            await until(pilot, played)
        await until_settled(pilot, lambda: isinstance(app.screen, TableScreen)
                            and app.screen.review)
        text = screenshot_text(app)
        assert "What just happened:" in text and "Ada evolves." in text
        assert f"{EVOLUTIONS[card].name}" in text
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))


# -------------------------------------------------------------------- help
def test_the_reference_reads_all_of_sanctuary_from_the_rule_set() -> None:
    from notalone_tui.engine import BASE, get_ruleset

    rules = get_ruleset(SANCTUARY)
    ids = {e.id for e in SANCTUARY_ENTRIES}
    assert {rules.places[n].id for n in range(6, 11)} <= ids
    assert set(AVATARS) <= ids and set(EVOLUTIONS) <= ids and set(BONUSES) <= ids
    assert sum(e.kind == "Survivor" for e in SANCTUARY_ENTRIES) == len(ABILITIES) == 9
    added = {c for c in (*rules.hunt_cards, *rules.survival_cards)
             if c not in BASE.hunt_cards and c not in BASE.survival_cards}
    assert added <= ids and len(added) == 30
    assert {"sa-rule-token", "sa-rule-rescue", "sa-rule-defense", "sa-rule-phase5"} <= ids
    assert all(DESIGNED in e.note for e in SANCTUARY_ENTRIES)
    # Every Survivor named by its ability's entry, every text the rule set's own.
    survivors = " ".join(e.name for e in SANCTUARY_ENTRIES if e.kind == "Survivor")
    assert all(s.name in survivors for s in SURVIVORS.values())
    texts = {e.id: e.text for e in SANCTUARY_ENTRIES}
    assert all(texts[k] == v.text for k, v in EVOLUTIONS.items())


@pytest.mark.parametrize("in_game", [False, True])
async def test_help_covers_sanctuary(in_game: bool) -> None:
    game = sa_recipes.sa_game(3) if in_game else None
    app = NotAloneApp(game, autosave=False) if game else NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_help("cards")
        await until_settled(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        assert screen.sanctuary_first is in_game
        assert len(screen.visible_sanctuary_entries()) == len(SANCTUARY_ENTRIES)
        count = str(screen.query_one("#card-count", Static).content)
        assert len(count) <= 78 and "Sanctuary" in count
        screen.apply_filter("defense bonus")
        await pilot.pause()
        assert {e.kind for e in screen.visible_sanctuary_entries()} >= {"Defense bonus"}
        screen.apply_filter("sanctuary")
        await pilot.pause()
        assert len(screen.visible_sanctuary_entries()) == len(SANCTUARY_ENTRIES)
        assert DESIGNED in screenshot_text(app)


# --------------------------------------------------------------- game over
async def test_the_end_names_the_survivors_held_and_the_evolutions() -> None:
    game = sa_recipes.play_until(sa_recipes.sa_game(3), lambda g: False, 3)
    assert game.is_over
    app = NotAloneApp(game, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = screenshot_text(app)
        assert "☺ Survivors held: Ben" in text and "Evolutions developed:" in text
        assert "Defense" in text  # the third track's figure in the summary
        assert "n New game" in text


# ------------------------------------------------------------------ 80×24
@pytest.mark.parametrize("recipe", ["sa-table", "sa-hunted", "sa-evolving", "sa-developed"])
async def test_sanctuary_screens_fit_80x24(recipe: str) -> None:
    """No name, key or option cut off: every player's name and Avatar whole on
    the players table, every option's label shown whole with its key."""
    made = sa_recipes.RECIPES[recipe]
    app = made.make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await made.prepare(pilot)
        text = screenshot_text(app)
        view = app.game.view(None)
        for hv in view.hunted:
            assert hv.name in text
            avatar = view.rules_view.avatar(hv.seat)
            assert AVATARS[avatar].name.split()[0] in text
        # Nothing cut off with an ellipsis ("Play a card…" has one of its own).
        assert "…" not in text.replace("Play a card…", "")
        screen = app.screen
        assert isinstance(screen, TableScreen | PrivateScreen)
        panel = screen.query_one(DecisionPanel)
        options = screen.query_one("#decision-options")
        # The options in view show whole (the list scrolls for the others).
        assert options.scrollable_content_region.width >= 30
        assert panel.options
