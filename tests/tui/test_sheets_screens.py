"""The character sheets in the app: the setup option and the characters picked
there, the players table, the private screens and the help."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Button, Input, Select, Static

import scripts.screen_recipes as recipes
from notalone_tui.engine import Game, GameConfig, GameView, get_ruleset
from notalone_tui.engine.config import BASE as BASE_MODE
from notalone_tui.engine.rulesets import sheets
from notalone_tui.engine.rulesets.sheets import (
    CHARACTERS,
    CREATURE_ABILITIES,
    characters_of,
    complete,
    sheets_by_default,
)
from notalone_tui.engine.rulesets.sheets.abilities import DARA, KENJI, LURKING, MIRA, PACK, VERA
from notalone_tui.engine.views import replace
from notalone_tui.i18n import render_plain
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.screen import HelpScreen
from notalone_tui.tui.help.sheets import SheetEntry
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.private import CreatureScreen, HuntedScreen
from notalone_tui.tui.widgets.hand_panel import HandPanel
from notalone_tui.tui.widgets.naming import plain_words
from notalone_tui.tui.widgets.players_panel import PlayersPanel

from .driver import errors, open_setup, screenshot_text
from .driver import until_settled as until

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus")
#: What the texts say, for the assertions (worded by the sheets' messages).
TEXT = {a: render_plain(sheets.text(a)) for a in (*CHARACTERS, *CREATURE_ABILITIES)}


def sheets_game(players: int = 4, characters: tuple[str, ...] = (), seed: int = 7) -> Game:
    return Game.new(GameConfig(names=NAMES[:players], creature_seat=0, sheets=True,
                               characters=characters), seed=seed)




# ------------------------------------------------------------------- setup
async def test_the_sheets_are_an_option_off_by_default_with_no_character_to_pick() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        assert screen.query_one("#sheets", Select).value is sheets_by_default(BASE_MODE) is False
        assert not any(s.display for s in screen.query(".seat-character"))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.session is not None)
        assert app.game.state.config.sheets is False


async def test_with_the_sheets_each_hunted_row_picks_a_character_the_creature_none() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#sheets", Select).value = True
        screen.query_one("#creature", Select).value = 1
        await pilot.pause()
        shown = {s.id: s for s in screen.query(".seat-character").results(Select)
                 if s.parent is not None and s.parent.display and s.display and s.visible
                 and not s.disabled}
        assert sorted(shown, key=str) == ["character-0", "character-2", "character-3"]
        names = [label for label, _ in screen.query_one("#character-0", Select)._options]
        assert "Random character" in str(names[0])
        assert any("Dara Mbeki" in str(label) for label in names)
        # Seat 3 (Cleo) plays Kenji, seat 1 (Ada) Vera, seat 4 (Dev) left to chance.
        screen.query_one("#character-2", Select).value = KENJI
        screen.query_one("#character-0", Select).value = VERA
        screen.query_one("#seed", Input).value = "5"
        await pilot.pause()
        assert errors(screen) == ""
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.session is not None)
        cfg = app.game.state.config
        assert cfg.sheets and cfg.creature_seat == 1
        # In play order from the Creature's left: Cleo, Dev, Ada.
        assert cfg.hunted_seats == (2, 3, 0)
        assert cfg.characters == complete((KENJI, "", VERA), 5)
        dealt = characters_of(app.game.state)
        assert (dealt[2], dealt[0]) == (KENJI, VERA) and dealt[3] not in (KENJI, VERA)


async def test_left_all_to_chance_the_engine_deals_from_the_seed() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#sheets", Select).value = True
        screen.query_one("#seed", Input).value = "11"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.session is not None)
        assert app.game.state.config.characters == ()  # the record stays as small
        assert len(set(characters_of(app.game.state).values())) == 3
        # The setup screen's styles stay on it: its "#players" choice once sized
        # the table's players panel too, cutting the character column's room.
        await recipes.drive_until(pilot, lambda ss, step: step.step is Step.PUBLIC)
        panel = app.screen.query_one(PlayersPanel)
        assert panel.content_region.width == 40
        assert "sheet  discard" in screenshot_text(app)


async def test_two_hunted_picking_one_character_is_refused_in_the_engines_words() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#sheets", Select).value = True
        screen.query_one("#character-1", Select).value = DARA
        screen.query_one("#character-2", Select).value = DARA
        await pilot.pause()
        assert errors(screen) == "Two Hunted may not play the same character."
        assert screen.query_one("#setup-errors").display
        assert screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.session is None
        # The seat chosen as the Creature plays no character: no clash left.
        screen.query_one("#creature", Select).value = 2
        await pilot.pause()
        assert errors(screen) == ""
        assert not screen.query_one("#start", Button).disabled
        # Left to chance, the Creature may fall on any seat: every seat picked,
        # two of them alike, is refused whichever seat those two are.
        screen.query_one("#creature", Select).value = -1
        for seat, character in enumerate((DARA, DARA, VERA, KENJI)):
            screen.query_one(f"#character-{seat}", Select).value = character
        await pilot.pause()
        assert errors(screen) == "Two Hunted may not play the same character."
        # Without the sheets the picks do not matter.
        screen.query_one("#creature", Select).value = -1
        screen.query_one("#sheets", Select).value = False
        await pilot.pause()
        assert errors(screen) == ""


async def test_seven_seats_with_their_characters_fit_80x24() -> None:
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        screen.query_one("#players", Select).value = 7
        screen.query_one("#sheets", Select).value = True
        await pilot.pause()
        screen.query_one("#character-6", Select).value = KENJI  # the longest name
        screen.query_one("#character-5", Select).value = KENJI  # and an error line
        await pilot.pause()
        await pilot.pause()
        assert errors(screen)
        for i in range(7):
            select = screen.query_one(f"#character-{i}", Select)
            assert select.region.right <= 80 and select.region.bottom <= 23, select.region
        assert screen.query_one("#start", Button).region.bottom <= 23
        text = screenshot_text(app)
        assert text.count("Kenji Halvorsen, Pathfinder") == 2
        assert "Start game" in text


# ------------------------------------------------------------- the players
def flat(text: str) -> str:
    """``text`` with its line breaks and indents as single spaces: a card's
    text as it reads, wrapped by the hand panel or not."""
    return " ".join(text.split())


def panel_text(view: GameView, width: int = 40, compact: bool = False) -> str:
    panel = PlayersPanel()
    panel.compact = compact
    return panel._text(view, plain_words(), width).plain


def test_the_players_table_shows_each_character_and_the_creatures_abilities() -> None:
    view = sheets_game(5, (DARA, MIRA, VERA, KENJI)).view(None)
    text = panel_text(view)
    lines = text.splitlines()
    assert "sheet" in lines[0] and "discard" in lines[0]
    for name, first in zip(NAMES[1:5], ("Dara", "Mira", "Vera", "Kenji"), strict=True):
        row = next(line for line in lines if line.startswith(name))
        assert f" {first} " in row and "✓" not in row
    assert "Lurking Hunter, Pack Instinct" in text
    assert max(len(line) for line in lines) <= 40


def test_an_ability_used_this_turn_is_marked_and_pack_instinct_shows_only_if_in_the_view() -> None:
    view = sheets_game(3, (DARA, KENJI)).view(None)
    used = replace(view, hunted=(replace(view.hunted[0], ability_used=True), view.hunted[1]))
    lines = panel_text(used).splitlines()
    assert "Dara✓" in lines[1] and "Kenji✓" not in lines[2]
    text = panel_text(used)
    assert "Lurking Hunter" in text and "Pack Instinct" not in text
    # The panel reads the view: it does not count the players itself.
    pack = replace(used, creature=replace(used.creature, abilities=(LURKING, PACK)))
    assert "Lurking Hunter, Pack Instinct" in panel_text(pack)
    # Compact (the private screens), the Creature keeps its one line.
    assert "Lurking" not in panel_text(used, 37, compact=True)


def test_without_the_sheets_the_players_table_is_as_it_was() -> None:
    game = Game.new(GameConfig(names=NAMES[:4], creature_seat=0), seed=7)
    text = panel_text(game.view(None))
    assert "sheet" not in text and "Lurking" not in text
    assert text.splitlines()[0].startswith("Hunted     Will")


def test_the_owner_reads_their_sheet_in_full_and_the_creature_its_abilities() -> None:
    game = sheets_game(5, (DARA, MIRA, VERA, KENJI))
    hand = HandPanel()
    shown: list[str] = []
    hand.update = lambda content, **kw: shown.append(content.plain)  # type: ignore[method-assign]  # a spy
    hand.show(game.view(2))
    assert "Your character (ready this turn)" in shown[-1]
    assert "Mira Solano, Scout" in shown[-1] and TEXT[MIRA] in flat(shown[-1])
    assert "Designed for this edition" in shown[-1]
    assert TEXT[DARA] not in flat(shown[-1])  # another's sheet by name only (on the table)
    hand.show(game.view(0))
    assert "Your Creature sheet" in shown[-1]
    assert TEXT[LURKING] in flat(shown[-1]) and TEXT[PACK] in flat(shown[-1])


# ---------------------------------------------------------------- screens
@pytest.mark.parametrize("players", [4, 7])
async def test_the_table_shows_characters_and_abilities_whole_at_80x24(players: int) -> None:
    game = sheets_game(players)
    app = NotAloneApp(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PUBLIC)
        await pilot.pause()
        text = screenshot_text(app)
        for hv in game.view(None).hunted:
            assert render_plain(sheets.short(hv.character)) in text
        abilities = "Lurking Hunter, Pack Instinct" if players >= 5 else "Lurking Hunter"
        assert abilities in text
        assert "Reserve 6×" in text  # nothing pushed out of sight
        assert not app.screen.query_one("#players-scroll").show_vertical_scrollbar


async def test_a_private_screen_names_every_character_and_the_owners_in_full() -> None:
    game = sheets_game(5, (DARA, MIRA, VERA, KENJI))
    app = NotAloneApp(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                                  and isinstance(app.screen, HuntedScreen))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HuntedScreen) and screen.has_class("-sheets")
        players = str(screen.query_one(PlayersPanel).render())
        for first in ("Dara", "Mira", "Vera", "Kenji"):
            assert first in players
        mine = characters_of(game.state)[screen.seat]
        screen.query_one("#hand-scroll").scroll_end(animate=False)
        await pilot.pause()
        hand = str(screen.query_one(HandPanel).render())
        assert render_plain(sheets.name(mine)) in hand and TEXT[mine] in flat(hand)
        assert "Designed for this edition" in screenshot_text(app)  # scrolled to
        assert screen.query_one("#players").region.right <= 80


async def test_the_creatures_screen_shows_its_sheet_in_full() -> None:
    app = NotAloneApp(sheets_game(5))
    async with app.run_test(size=(80, 24)) as pilot:
        await recipes.drive_until(pilot, lambda s, step: step.step is Step.PRIVATE
                                  and isinstance(app.screen, CreatureScreen))
        await pilot.pause()
        hand = str(app.screen.query_one(HandPanel).render())
        assert "Your Creature sheet" in hand
        assert "Lurking Hunter" in hand and "Pack Instinct" in hand


# ------------------------------------------------------------------- help
class _HelpApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(HelpScreen("cards"))


async def test_the_help_lists_every_sheet_labelled_designed_for_this_edition() -> None:
    app = _HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        entries = list(screen.query(SheetEntry))
        assert [e.card.id for e in entries] == [*CHARACTERS, *CREATURE_ABILITIES]
        for entry in entries:
            assert "Designed for this edition" in entry.plain
            assert TEXT[entry.card.id] in entry.plain
        assert "5 or more players" in entries[-1].plain
        # The cards are still the 45 cards; the search finds the sheets too.
        assert screen.apply_filter("medic") == 0
        assert [c.id for c in screen.visible_sheets()] == [DARA]
        assert screen.query_one("#sheets-heading").display
        assert "1 of 8 sheet entries" in str(screen.query_one("#card-count", Static).content)
        assert screen.apply_filter("dodge") == 1
        assert screen.visible_sheets() == [] and not screen.query_one("#sheets-heading").display
        screen.apply_filter("")
        assert len(screen.visible_cards()) == 45 and len(screen.visible_sheets()) == 8


def test_a_note_on_a_line_of_its_own_moves_left_to_be_read_whole() -> None:
    view = sheets_game(3, (DARA, KENJI)).view(None)
    river = replace(view, hunted=(replace(view.hunted[0], needs="river"), view.hunted[1]))
    words = plain_words()(river_note := get_ruleset(view.ruleset).needs_notes["river"])
    assert river_note is not None
    lines = panel_text(river).splitlines()
    note = next(line for line in lines if "(" in line and not line.startswith("Ben"))
    assert note.strip() == f"({words})" and len(note) <= 40


def test_seven_names_keep_ten_letters_with_the_sheets_at_80x24() -> None:
    """Issue 12's rule holds with the character column too: Will shows as its
    marks alone, and names keep at least ten letters."""
    from notalone_tui.engine import Game, GameConfig
    from notalone_tui.tui.widgets.naming import plain_words
    from notalone_tui.tui.widgets.players_panel import PlayersPanel

    names = ("Wilhelmina Grace", "Alexandra", "Alexander", "Bartholomew", "Christabel Moon",
             "Maximilian", "Jo")
    game = Game.new(GameConfig(names=names, creature_seat=0, sheets=True), seed=3)
    text = PlayersPanel()._text(game.view(None), plain_words(), 42).plain
    rows = text.splitlines()
    assert any(row.startswith("Bartholome ") for row in rows), text
    assert all(len(row) <= 42 for row in rows), text
