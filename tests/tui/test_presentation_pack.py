"""The app reads what a rule set shows from its presentation pack, never
from a test of the mode (issue 34, point 3).

1. The test rule set (``tests/rulesets/beacon.py``) names its own pack in
   ``RuleSet.packs``; registering a presentation pack under that name puts a
   board for its Beam track on the table, with no edit to the app.
2. The widgets, the labels and the screens (but the setup screen, whose
   choices are the rule sets') name no mode and import no rule set's
   internals, nor a pack's module: they read the composed pack.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.text import Text

import scripts.screen_recipes as recipes
from notalone_tui.engine import GameConfig, GameView, RuleSet, get_ruleset, registry
from notalone_tui.tui import packs
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.packs.presentation import Board, Presentation
from notalone_tui.tui.screens.table import TableScreen
from notalone_tui.tui.screens.title import TitleScreen
from notalone_tui.tui.widgets.board_panel import BoardPanel
from tests.rulesets import beacon

ROOT = Path(__file__).resolve().parents[2]
TUI = ROOT / "notalone_tui" / "tui"

#: The mark the test pack draws before the Beam's board line.
BEAM_MARK = "✦"


def beam_board(view: GameView, rules: RuleSet, width: int, roomy: bool) -> Text:
    """The Beam counter on a board line of its own: the pack's panel."""
    beam = next(t for t in view.tracks if t.id == beacon.TRACK_ID)
    return Text(f"{BEAM_MARK} {beam.name} {beam.moved}/{beam.goal}", style="bold")


BEACON_PACK = Presentation(
    boards=(Board(shown=lambda view: True, text=beam_board),))


@pytest.fixture
def shown_beacon(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """"test-beacon" selectable, with its presentation pack registered, for
    one test."""
    ruleset_id = beacon.register(monkeypatch)
    packs.register(ruleset_id, BEACON_PACK)
    try:
        yield ruleset_id
    finally:
        packs.unregister(ruleset_id)


def test_the_test_rule_set_names_a_pack_of_its_own(shown_beacon: str) -> None:
    rules = get_ruleset(shown_beacon)
    assert rules.packs[-1] == shown_beacon
    assert packs.pack(shown_beacon) is BEACON_PACK
    # Without a registration the name finds no module: an empty pack.
    packs.unregister(shown_beacon)
    assert packs.pack(shown_beacon) == Presentation()


async def test_the_table_shows_the_test_rule_sets_own_panel(shown_beacon: str) -> None:
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=recipes.SMALL) as pilot:
        await recipes.wait_for_screen(pilot, TitleScreen)
        app.start_game(GameConfig(names=recipes.NAMES, creature_seat=0, board_side=1,
                                  ruleset=shown_beacon), 7, {})
        await recipes.drive_until(pilot, lambda seat, step: step.step is Step.PUBLIC)
        await recipes.finish(pilot)
        assert isinstance(app.screen, TableScreen)
        panel = app.screen.query_one(BoardPanel)
        assert panel.display
        assert str(panel.content) == f"{BEAM_MARK} Beam 0/3"
        # Drawn on screen, under the grid.
        assert panel.region.height == 1 and panel.region.y > 0


# ====================================================== no mode in the app
#: Modules that may choose by rule set: the setup screen offers the rule sets
#: (its choices wait for the rule sets' declared parameters).
ALLOWED = {TUI / "screens" / "setup.py"}


def checked_modules() -> list[Path]:
    """The widgets (a module or a package), the labels and the screens."""
    found = [TUI / "labels.py", *sorted((TUI / "screens").glob("*.py")),
             *sorted(TUI.glob("widgets*.py")), *sorted((TUI / "widgets").rglob("*.py"))]
    return [path for path in found if path.exists() and path not in ALLOWED]


def mode_names() -> set[str]:
    """Every pack name a registered rule set, played alone or with one of the
    registered options, hands its readers, and those rule sets' ids
    ("frozen-lands+sheets")."""
    names: set[str] = set()
    options = sorted(registry._OPTIONS)  # no public list of them (as beacon.register)
    for base in registry.names():
        for ruleset_id in (base, *(f"{base}+{option}" for option in options)):
            try:
                rules = get_ruleset(ruleset_id)
            except (KeyError, ValueError):  # an option that does not apply to it
                continue
            names.add(ruleset_id)
            names.update(rules.packs)
    return names


def pack_modules(names: set[str]) -> set[str]:
    """The module names a mode's code may sit under (``frozen_lands``)."""
    return {name.replace("-", "_") for name in names if "+" not in name}


def absolute(path: Path, node: ast.ImportFrom) -> str:
    """The module an import reads from, relative imports resolved."""
    if not node.level:
        return node.module or ""
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    package = package[:len(package) - (node.level - 1)]
    return ".".join([*package, *([node.module] if node.module else [])])


def mode_module(module: str, imported: set[str], modules: set[str]) -> bool:
    """Whether ``module`` (or a module imported from it) is a mode's own in the
    app: ``tui/<mode>.py`` beside the widgets, or a pack ``tui/packs/<mode>``
    (a screen's own ``.base`` is the screens' base class, not a mode)."""
    parts = module.split(".")
    if parts[:2] != ["notalone_tui", "tui"]:
        return False
    if len(parts) == 2:
        return bool(imported & modules)
    if parts[2] == "packs":
        return (len(parts) > 3 and parts[3] in modules) or (
            len(parts) == 3 and bool(imported & modules))
    return parts[2] in modules


def violations(path: Path, names: set[str]) -> list[str]:
    """Where a module names a mode: a string literal that is a mode's name, an
    import of the engine's rule-set packages or of its mode constants, or an
    import of a mode's own module (a pack's, or one beside the widgets)."""
    modules = pack_modules(names)
    found = []
    where = path.relative_to(ROOT)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in names:
            found.append(f"{where}:{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.ImportFrom):
            module = absolute(path, node)
            imported = {alias.name for alias in node.names}
            if module.startswith("notalone_tui.engine.rulesets") \
                    or (module == "notalone_tui.engine.config"
                        and any(name.isupper() for name in imported)) \
                    or mode_module(module, imported, modules):
                found.append(f"{where}:{node.lineno}: from {module} import "
                             + ", ".join(sorted(imported)))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("notalone_tui.engine.rulesets"):
                    found.append(f"{where}:{node.lineno}: import {alias.name}")
    return found


def test_the_widgets_labels_and_screens_name_no_mode() -> None:
    names = mode_names()
    assert {"base", "frozen-lands", "sanctuary", "sanctuary-light", "sheets"} <= names
    modules = checked_modules()
    assert len(modules) > 10
    found = [hit for path in modules for hit in violations(path, names)]
    assert found == []
