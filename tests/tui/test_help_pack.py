"""Help for a rule set comes from its packs: the help screen names no mode.

What a rule set adds to the card reference lives in ``tui/help/<pack>.py`` (or
is registered by a plug-in with :func:`notalone_tui.tui.help.register`); the
rest of the help package tests no mode by name nor imports a rule set. The test
rule set (``tests/rulesets/beacon.py``) registers a section of its own, which
the help shows in its games, first, and in no other game.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from notalone_tui.engine import Game, GameConfig, RuleSet, get_ruleset, registry
from notalone_tui.tui import help as help_package
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.help.cards import PLACE, RULE, CardInfo
from notalone_tui.tui.help.screen import CardEntry, HelpScreen
from notalone_tui.tui.help.section import HelpSection
from tests.rulesets import beacon

HELP = Path(help_package.__file__).parent
NAMES = ("Ada", "Ben", "Cyd", "Dee")


def mode_ids() -> set[str]:
    """Every rule set's id, every pack its rule set names, and every option's name."""
    ids = set(registry.names()) | set(registry._OPTIONS)
    for name in registry.names():
        ids |= set(get_ruleset(name).packs)
    return ids


def pack_modules() -> set[str]:
    """The help modules named after a pack (``frozen_lands`` for "frozen-lands")."""
    return {name.replace("-", "_") for name in mode_ids()}


def mode_knowledge(path: Path, packs: set[str], ids: set[str]) -> list[str]:
    """What ``path`` knows of the modes: mode id literals, imports of a rule
    set's package or of the engine's mode constants, imports of a pack's help module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
            found.append(f"{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.startswith(("notalone_tui.engine.rulesets", "notalone_tui.engine.config")):
                found.append(f"{node.lineno}: from {module}")
            elif node.level and module.split(".")[0] in packs:
                found.append(f"{node.lineno}: from {'.' * node.level}{module}")
        elif isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {alias.name}" for alias in node.names
                      if alias.name.startswith("notalone_tui.engine.rulesets")]
    return found


def test_help_modules_name_no_mode_outside_the_pack_modules() -> None:
    packs, ids = pack_modules(), mode_ids()
    assert {"frozen_lands", "sanctuary", "sheets"} <= {path.stem for path in HELP.glob("*.py")}
    found = {path.name: mode_knowledge(path, packs, ids) for path in sorted(HELP.glob("*.py"))
             if path.stem not in packs}
    assert "screen.py" in found
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_the_check_finds_a_mode_tested_by_name(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('from notalone_tui.engine.config import FROZEN_LANDS\n'
                      'from .sanctuary import SECTIONS\n'
                      'first = rules.id == "frozen-lands"\n', encoding="utf-8")
    assert len(mode_knowledge(sample, pack_modules(), mode_ids())) == 3


# ------------------------------------------------------- a rule set's own section
SIGNALS = CardInfo("beacon-rule-signals", RULE, "Signals",
                   "The Beam track: light the Beacon to move its counter.",
                   keywords="beacon test")


def beacon_entries() -> tuple[CardInfo, ...]:
    """The Beacon as the reference lists it: the place, then its rule."""
    place = beacon.BEACON
    return (CardInfo(place.id, PLACE, place.name, place.text, number=beacon.NUMBER,
                     keywords="beacon test"), SIGNALS)


def beacon_count(shown: int, total: int) -> str:
    return f"{shown} of {total} Beacon entries"


BEACON_SECTION = HelpSection("beacon", lambda: "The Beacon: a test rule set.", beacon_entries,
                             label=lambda: "Test", count_part=beacon_count)


def with_own_pack(rules: RuleSet) -> RuleSet:
    """The test rule set naming its own pack (after the base game's)."""
    if beacon.RULESET_ID in rules.packs:
        return rules
    return dataclasses.replace(rules, packs=(*rules.packs, beacon.RULESET_ID))


@pytest.fixture
def beacon_help(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The test rule set is selectable, names its pack, and registers its help
    section, until the test ends."""
    ruleset_id = beacon.register(monkeypatch)
    registry.register(ruleset_id, lambda: with_own_pack(beacon.build()))
    monkeypatch.setattr(help_package, "_REGISTERED", dict(help_package._REGISTERED))
    help_package.register(ruleset_id, (BEACON_SECTION,))
    yield ruleset_id


def test_a_pack_with_no_help_module_adds_nothing() -> None:
    assert help_package.sections_of("no-such-pack") == ()
    assert help_package.sections_of("base") == ()


async def test_the_help_shows_the_rule_sets_own_section(beacon_help: str) -> None:
    config = GameConfig(names=NAMES, creature_seat=0, board_side=1, ruleset=beacon_help)
    app = NotAloneApp(Game.new(config, seed=3), autosave=False, bot_delay=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.action_help("cards")
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, HelpScreen) and app.screen.query("#card-list"):
                break
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        assert screen.leading == (BEACON_SECTION,)
        heading = screen.query_one("#beacon-heading")
        assert "The Beacon: a test rule set." in str(heading.render())
        assert heading.border_title == "Test"
        assert screen.visible_entries(BEACON_SECTION) == list(beacon_entries())
        # Listed first, before the game's cards; the Beacon is not listed twice.
        children = list(screen.query_one("#card-list").children)
        assert children.index(heading) < children.index(screen.query(CardEntry).first())
        assert beacon.PLACE_ID not in [card.id for card in screen.cards]
        screen.apply_filter("signals")
        assert screen.visible_entries(BEACON_SECTION) == [SIGNALS]
        assert "1 of 2 Beacon entries" in str(screen.query_one("#card-count").render())


def test_other_games_do_not_list_it(beacon_help: str) -> None:
    screen = HelpScreen("cards", get_ruleset("base"))
    assert BEACON_SECTION not in screen.sections
    assert BEACON_SECTION in HelpScreen("cards", get_ruleset(beacon_help)).sections
