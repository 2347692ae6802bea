"""The help screen: rules tab, card reference search, key bindings."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input, Static, TabbedContent

from notalone_tui.assets import localized_asset_text
from notalone_tui.engine import BASE
from notalone_tui.tui.help.rules_view import RulesContents, RulesSection, RulesText, split_sections
from notalone_tui.tui.help.screen import ALL_CARDS, CardEntry, HelpScreen
from tests.tui.driver import screen_text

HUNT_CARDS, PLACES, SURVIVAL_CARDS = BASE.hunt_cards, BASE.places, BASE.survival_cards


class HelpApp(App[None]):
    """A bare app that opens the help screen on top of its default screen."""

    def __init__(self, topic: str = "rules") -> None:
        super().__init__()
        self.topic = topic

    def on_mount(self) -> None:
        self.push_screen(HelpScreen(self.topic))


def visible_entries(screen: HelpScreen) -> list[CardEntry]:
    return [entry for entry in screen.query(CardEntry) if entry.display]


def no_match_shown(screen: HelpScreen) -> bool:
    return screen.query_one("#no-match", Static).display


async def open_cards(pilot: Pilot[None]) -> HelpScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HelpScreen)
    await pilot.press("c")
    await pilot.pause()
    assert screen.query_one(TabbedContent).active == "cards"
    return screen


async def test_rules_tab_shows_the_rules_text() -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        assert screen.query_one(TabbedContent).active == "rules"
        # Every word of the document is on the tab, cut at its headings.
        sections = list(screen.query(RulesSection))
        assert "".join(s.section.text for s in sections) == localized_asset_text(
            "rules.md", "en")
        assert len(sections) == sum(
            line.startswith("#") for line in localized_asset_text("rules.md", "en").splitlines())
        assert "Phase 3 — Reckoning" in [s.section.title for s in sections]
        # The rules are focusable and scroll with the keyboard.
        viewer = screen.query_one(RulesText)
        assert app.focused is viewer
        assert viewer.max_scroll_y > 0
        first_page = screen_text(app)
        assert "The idea" in first_page and "One player is the Creature" in first_page
        await pilot.press("pagedown")
        await pilot.pause()
        assert viewer.scroll_y > 0
        assert screen_text(app) != first_page


async def test_all_45_cards_listed_with_empty_search() -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_cards(pilot)
        assert screen.query_one("#card-search", Input).value == ""
        entries = visible_entries(screen)
        assert len(entries) == 45 == len(PLACES) + len(HUNT_CARDS) + len(SURVIVAL_CARDS)
        kinds = [entry.card.kind for entry in entries]
        assert (kinds.count("Place"), kinds.count("Hunt"), kinds.count("Survival")) == (10, 20, 15)
        assert not no_match_shown(screen)


async def test_entries_show_kind_number_name_phase_symbol_and_text() -> None:
    by_name = {card.name: card for card in ALL_CARDS}
    app = HelpApp("cards")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        texts = {entry.card.name: entry.plain for entry in app.screen.query(CardEntry)}
    assert texts["The Lair"].startswith("Place 1 · The Lair")
    assert PLACES[1].text in texts["The Lair"]
    assert "Hunt · Despair" in texts["Despair"]
    assert "phase 1" in texts["Despair"] and "symbol: Artemia" in texts["Despair"]
    assert "symbol: Target" in texts["Clone"]
    assert "no symbol" in texts["Stasis"] and "phase 4" in texts["Stasis"]
    assert "phase of the copied card" in texts["Flashback"]
    assert "Survival · Dodge" in texts["Dodge"] and "phase 3" in texts["Dodge"]
    assert by_name["Dodge"].text in texts["Dodge"]


async def test_search_dodge_lists_only_dodge() -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_cards(pilot)
        await pilot.press("slash")
        assert app.focused is screen.query_one("#card-search", Input)
        await pilot.press(*"DoDgE")
        await pilot.pause()
        assert [entry.card.name for entry in visible_entries(screen)] == ["Dodge"]
        assert "Dodge" in visible_entries(screen)[0].plain
        assert not no_match_shown(screen)
        assert "1 of 45" in str(screen.query_one("#card-count", Static).content)


async def test_search_without_match_says_so() -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_cards(pilot)
        await pilot.press("slash", *"zzz")
        await pilot.pause()
        assert visible_entries(screen) == []
        assert no_match_shown(screen)
        assert "No card matches" in str(screen.query_one("#no-match", Static).content)
        # Clearing the search brings every card back.
        await pilot.press("backspace", "backspace", "backspace")
        await pilot.pause()
        assert len(visible_entries(screen)) == 45
        assert not no_match_shown(screen)


@pytest.mark.parametrize("query", ["hunt", "SURVIVAL", "Place"])
def test_filter_matches_kind_in_any_case(query: str) -> None:
    matched = {card.id for card in ALL_CARDS if card.matches(query)}
    of_kind = {card.id for card in ALL_CARDS if card.kind.casefold() == query.casefold()}
    assert of_kind and of_kind <= matched


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("place 7", ["The Shelter"]),  # kind and number
        ("7 place", ["The Shelter"]),  # words in any order
        ("shelter", ["The Shelter"]),  # name
        ("wrong TRACK", ["Wrong Track"]),  # name, any case
        ("adjacent places", ["Force Field", "Virus", "Mirage"]),  # text
    ],
)
def test_filter_matches_number_name_and_text(query: str, expected: list[str]) -> None:
    assert [card.name for card in ALL_CARDS if card.matches(query)] == expected


async def test_card_list_scrolls_with_the_keyboard() -> None:
    app = HelpApp("cards")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        card_list = app.screen.query_one("#card-list")
        assert app.focused is card_list
        assert card_list.max_scroll_y > 0
        await pilot.press("down", "pagedown")
        await pilot.pause()
        assert card_list.scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert card_list.scroll_y == card_list.max_scroll_y


async def test_enter_in_search_moves_to_the_list() -> None:
    app = HelpApp("cards")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("slash", *"wreck", "enter")
        await pilot.pause()
        assert app.focused is app.screen.query_one("#card-list")


async def test_r_and_c_switch_tabs() -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tabs = app.screen.query_one(TabbedContent)
        await pilot.press("c")
        assert tabs.active == "cards"
        await pilot.press("r")
        assert tabs.active == "rules"


async def test_typing_r_c_q_in_search_types_them() -> None:
    app = HelpApp("cards")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("slash", "r", "c", "q")
        await pilot.pause()
        assert app.screen is screen
        assert screen.query_one(TabbedContent).active == "cards"
        assert screen.query_one("#card-search", Input).value == "rcq"


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_key_closes_the_screen(key: str) -> None:
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        depth = len(app.screen_stack)
        await pilot.press(key)
        await pilot.pause()
        assert len(app.screen_stack) == depth - 1
        assert not isinstance(app.screen, HelpScreen)


async def test_escape_closes_from_the_search_box() -> None:
    app = HelpApp("cards")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        depth = len(app.screen_stack)
        await pilot.press("slash", *"dodge", "escape")
        await pilot.pause()
        assert len(app.screen_stack) == depth - 1


async def test_wide_terminal_shows_rules_contents() -> None:
    app = HelpApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        contents = app.screen.query_one(RulesContents)
        assert contents.display
        assert contents.region.width > 0
    app = HelpApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one(RulesContents).display


async def test_choosing_a_heading_in_the_contents_scrolls_its_section_to_the_top() -> None:
    app = HelpApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        contents = screen.query_one(RulesContents)
        titles = [s.section.title for s in screen.query(RulesSection)]
        wanted = titles.index("Phase 3 — Reckoning")
        contents.focus()
        await pilot.pause()
        await pilot.press(*["down"] * wanted, "enter")
        await pilot.pause()
        text = screen.query_one(RulesText)
        section = screen.query_one(f"#rules-section-{wanted}", RulesSection)
        assert text.scroll_y > 0
        # The section starts at the top of the text (below its one-line margin).
        assert section.region.y - text.content_region.y in (0, 1)
        # On screen: the heading is on the text's first lines (beside the contents' top).
        assert "Phase 3 — Reckoning" in "\n".join(screen_text(app).split("\n")[4:6])


def test_the_rules_are_cut_before_each_heading_and_nowhere_else() -> None:
    text = "Intro\n# Title\nA\n```\n# not a heading\n```\n## Part ##\n- b\n### Sub\n"
    sections = split_sections(text)
    assert [(s.level, s.title) for s in sections] == [
        (0, ""), (1, "Title"), (2, "Part"), (3, "Sub")]
    assert "".join(s.text for s in sections) == text
    assert "# not a heading" in sections[1].text


def test_unknown_topic_is_rejected() -> None:
    with pytest.raises(ValueError):
        HelpScreen("nonsense")
