"""The bots' import graph: no circle in ``notalone_tui/bots/``, and the bots
themselves (``standard.py``, ``expert.py``) name no rule set.

Read from the source (``ast``), not by importing: every import counts, one
inside a function (it runs when called) and one under ``if TYPE_CHECKING:``
(the type checker follows it) alike. The packs name the bot they judge for by
the :class:`~notalone_tui.bots.judgement.Judge` protocol, not by importing it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import notalone_tui.engine as engine
from notalone_tui.engine import RuleSet, get_ruleset, registry

ROOT = Path(__file__).resolve().parents[2] / "notalone_tui"
BOTS = ROOT / "bots"
PACKAGE = "notalone_tui.bots"
#: The bots proper: they ask the rule set's packs, never name a rule set.
NEUTRAL = ("standard.py", "expert.py")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def all_imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, wherever it stands."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def imported(path: Path, known: set[str], source: str | None = None) -> set[str]:
    """The modules ``path`` (or ``source``, read as if it were at ``path``)
    imports (``from pkg import mod`` counts as importing ``pkg.mod``
    when that is a module)."""
    here = module_name(path)
    base_parts = here.split(".") if is_package(path) else here.split(".")[:-1]
    text = path.read_text(encoding="utf-8") if source is None else source
    found: set[str] = set()
    for node in all_imports(ast.parse(text)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        if node.level:
            parts = base_parts[:len(base_parts) - node.level + 1]
            origin = ".".join([*parts, node.module] if node.module else parts)
        else:
            origin = node.module or ""
        for alias in node.names:
            full = f"{origin}.{alias.name}"
            found.add(full if full in known else origin)
    return found


def bot_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(BOTS.rglob("*.py"))}


def import_graph() -> dict[str, set[str]]:
    modules = bot_modules()
    known = set(modules)
    return {name: {m for m in imported(path, known) if m in known and m != name}
            for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle found by a depth-first walk (one per back edge)."""
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def walk(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                walk(nxt)
        path.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            walk(node)
    return found


def mode_names() -> set[str]:
    """Every rule set id and pack name the engine knows, and the packs' modules."""
    names = set(registry.names())
    for ruleset_id in registry.names():
        names.update(get_ruleset(ruleset_id).packs)
    packs = BOTS / "packs"
    names.update(p.stem.replace("_", "-") for p in packs.iterdir()
                 if p.name != "__init__.py" and (p.suffix == ".py" or p.is_dir())
                 and p.name != "__pycache__")
    return names


def ruleset_constants() -> set[str]:
    """The engine's public names that are rule sets (``BASE``...)."""
    return {name for name in engine.__all__ if isinstance(getattr(engine, name), RuleSet)}


def naming(path: Path, source: str | None = None) -> list[str]:
    """What in ``path`` (or ``source``, as if at ``path``) names a rule set: an
    import of a rule set's module or of a pack's, a rule set constant, a string
    that is a rule set id or pack name."""
    text = path.read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text)
    modes = mode_names()
    constants = ruleset_constants()
    known = set(bot_modules())
    mode_modules = {m.replace("-", "_") for m in modes}
    found = []
    for module in imported(path, known, text):
        if module == f"{PACKAGE}.base":
            continue  # the bots' base class, not the base game
        segments = module.split(".")
        if module.startswith(("notalone_tui.engine.rulesets", f"{PACKAGE}.packs.")) or any(
                s.startswith(m) for s in segments for m in mode_modules):
            found.append(f"imports {module}")
    for statement in all_imports(tree):
        if isinstance(statement, ast.ImportFrom):
            found.extend(f"imports {a.name}" for a in statement.names
                         if a.name in constants or a.name in mode_modules)
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef))
                  and n.body and isinstance(n.body[0], ast.Expr)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings and node.value in modes:
            found.append(f"names {node.value!r} (line {node.lineno})")
        if isinstance(node, ast.Name) and node.id in constants:
            found.append(f"uses {node.id} (line {node.lineno})")
    return found


def test_no_import_circle_in_the_bots() -> None:
    graph = import_graph()
    assert f"{PACKAGE}.standard" in graph and f"{PACKAGE}.packs" in graph
    assert not cycles(graph), cycles(graph)


def test_the_circle_finder_finds_one() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]


def test_the_bots_name_no_rule_set() -> None:
    for name in NEUTRAL:
        assert not naming(BOTS / name), (name, naming(BOTS / name))


def test_naming_a_rule_set_is_seen() -> None:
    """What the bots did before the packs is caught (the check can fail)."""
    source = ('from notalone_tui.engine import BASE\n'
              'from notalone_tui.engine.rulesets.frozen_lands import contamination\n'
              'from . import sanctuary\n'
              'def frozen(view):\n    return view.ruleset == "frozen-lands"\n')
    found = naming(BOTS / "standard.py", source)
    assert any("BASE" in f for f in found), found
    assert any("rulesets.frozen_lands" in f for f in found), found
    assert any("sanctuary" in f and f.startswith("imports") for f in found), found
    assert any("'frozen-lands'" in f for f in found), found
