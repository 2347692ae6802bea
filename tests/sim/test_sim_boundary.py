"""The simulator is a package of its own whose modes live in its packs.

``notalone_tui/sim/`` has no import cycle, counting every import (at load time,
under ``TYPE_CHECKING`` and in function bodies alike: the runner and the
results store once imported each other, one of them only for a type). And only
its packs (``notalone_tui/sim/packs/<name>.py``) know a mode: no other module
of it compares with, or keys by, a mode's or a rule set's name, nor imports a
rule set's insides (``notalone_tui.engine.rulesets``) or the engine's names of
modes (``engine.config.FROZEN_LANDS``...). The base game's rule set, the
default of every run, is the engine's public ``BASE``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import notalone_tui
from notalone_tui.engine import config as engine_config
from notalone_tui.engine import get_ruleset, registry
from notalone_tui.sim.games import SimConfig
from notalone_tui.sim.modes import names as mode_names
from tests.test_import_cycles import Graph, describe, find_cycles, modules_under

PACKAGE = Path(notalone_tui.__file__).resolve().parent
SIM_DIR = PACKAGE / "sim"
SIM = "notalone_tui.sim"
PACKS = f"{SIM}.packs."
RULESETS = "notalone_tui.engine.rulesets"
CONFIG = "notalone_tui.engine.config"


def every_import(module: str, is_package: bool, tree: ast.Module,
                 modules: dict[str, Path]) -> Iterator[tuple[str, int]]:
    """``(module imported, line)`` for every import statement in ``tree``,
    wherever it stands; ``from m import x`` imports ``m``, and ``m.x`` when that
    is a module."""
    here = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            yield source, node.lineno
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    yield f"{source}.{alias.name}", node.lineno


def full_import_graph(modules: dict[str, Path]) -> Graph:
    """Every import between ``modules``; importing ``a.b.c`` also imports the
    packages ``a.b`` and ``a`` (not the importer's own, already loading)."""
    graph: Graph = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        own = {module.rsplit(".", i)[0] for i in range(module.count(".") + 1)}
        edges: dict[str, int] = {}
        for target, line in every_import(module, path.name == "__init__.py", tree, modules):
            parts = target.split(".")
            for ancestor in (".".join(parts[:i]) for i in range(1, len(parts))):
                if ancestor in modules and ancestor not in own:
                    edges.setdefault(ancestor, line)
            if target in modules and target != module:
                edges.setdefault(target, line)
        graph[module] = edges
    return graph


def test_the_simulator_has_no_import_cycle() -> None:
    modules = modules_under(SIM_DIR, SIM)
    assert {f"{SIM}.runner", f"{SIM}.store", f"{SIM}.games", f"{SIM}.report",
            f"{SIM}.packs"} <= set(modules)
    graph = full_import_graph(modules)
    # The graph is real: the edges this test is about are seen.
    assert f"{SIM}.store" in graph[f"{SIM}.runner"]
    assert f"{SIM}.games" in graph[f"{SIM}.store"]
    cycles = find_cycles(graph)
    assert cycles == [], "import cycles in the simulator:\n" + "\n".join(
        describe(cycle, graph, modules, PACKAGE.parent) for cycle in cycles)


def test_a_cycle_through_a_type_only_import_is_found(tmp_path: Path) -> None:
    """The old circle: the store imported the runner, the runner the store for a type."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "store.py").write_text("from .runner import CHUNK\n")
    (tmp_path / "pkg" / "runner.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .store import Store\n")
    graph = full_import_graph(modules_under(tmp_path / "pkg", "pkg"))
    assert find_cycles(graph) == [["pkg.runner", "pkg.store", "pkg.runner"]]


def mode_words() -> set[str]:
    """The names a module outside the packs must not test: every mode, every
    registered rule set and option, and the packs their rule sets name. The
    character sheets are a setting of every run (``--sheets``, a field of
    :class:`SimConfig` and of ``GameConfig``), so theirs is left out."""
    rule_sets = [get_ruleset(name) for name in registry.names()]
    options = [get_ruleset(f"{rules.id}+{option}") for rules in rule_sets
               for option in registry._OPTIONS
               if _combines(rules.id, option)]
    words = {*mode_names(), *registry.names(), *registry._OPTIONS,
             *(pack for rules in [*rule_sets, *options] for pack in rules.packs)}
    return words - set(SimConfig.__dataclass_fields__)


def _combines(ruleset: str, option: str) -> bool:
    try:
        get_ruleset(f"{ruleset}+{option}")
    except Exception:  # an option that does not go with that rule set
        return False
    return True


def outside_the_packs() -> dict[str, Path]:
    return {module: path for module, path in modules_under(SIM_DIR, SIM).items()
            if not module.startswith(PACKS)}


def knowledge_of_modes(path: Path, words: set[str], mode_constants: set[str]) -> list[str]:
    """Where ``path`` names a mode: a string equal to one, an import of a rule
    set's insides or of the engine's names of modes."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in words:
            found.append(f"{path.name}:{node.lineno} names the mode {node.value!r}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(RULESETS):
                found.append(f"{path.name}:{node.lineno} imports {node.module}")
            for alias in node.names:
                if node.module == CONFIG and alias.name in mode_constants:
                    found.append(f"{path.name}:{node.lineno} imports {alias.name}")
        elif isinstance(node, ast.Import):
            found += [f"{path.name}:{node.lineno} imports {alias.name}"
                      for alias in node.names if alias.name.startswith(RULESETS)]
    return found


def test_only_the_packs_know_a_mode() -> None:
    words = mode_words()
    assert {"base", "frozen-lands", "sanctuary", "sanctuary-variant", "sanctuary-light",
            "no-markers"} <= words
    mode_constants = {name for name, value in vars(engine_config).items()
                      if isinstance(value, str) and value in words
                      or isinstance(value, frozenset) and value & words}
    # The engine's configuration names no mode any more (issue 34): the check
    # still refuses one, should it come back.
    assert "FROZEN_LANDS" not in mode_constants
    modules = outside_the_packs()
    assert f"{SIM}.runner" in modules and f"{SIM}.packs" in modules
    found = [line for path in modules.values()
             for line in knowledge_of_modes(path, words, mode_constants)]
    assert found == []


def test_the_check_sees_a_mode_named(tmp_path: Path) -> None:
    path = tmp_path / "report.py"
    path.write_text('from notalone_tui.engine.config import FROZEN_LANDS\n'
                    'from notalone_tui.engine.rulesets.sanctuary import defense\n'
                    'def f(mode):\n    return mode == "sanctuary-variant"\n')
    assert knowledge_of_modes(path, {"sanctuary-variant"}, {"FROZEN_LANDS"}) == [
        "report.py:1 imports FROZEN_LANDS",
        "report.py:2 imports notalone_tui.engine.rulesets.sanctuary",
        "report.py:4 names the mode 'sanctuary-variant'",
    ]


def test_building_the_command_line_loads_no_game_module() -> None:
    """``--mode`` lists the packs' modes, yet ``notalone`` (which builds the whole
    command line) starts without the engine: the packs load it when they count."""
    probe = ("import sys\nfrom notalone_tui.cli import build_parser\nbuild_parser()\n"
             "print(','.join(m for m in sys.modules if m.startswith("
             "('notalone_tui.engine', 'notalone_tui.bots', 'rich'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
