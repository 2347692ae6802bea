"""No import cycles among the engine's modules.

An import cycle works only as long as every module in it happens to use the
others' names late enough; one import moved to the top of a file then breaks
``import notalone_tui.engine`` with a half-initialised module. The test reads
each engine module's source with :mod:`ast` (nothing is imported), builds the
graph of the imports that run when the module loads and fails on any cycle,
printing it with the file and line of each import.

What counts as an import at load time:

* ``import`` and ``from ... import`` statements in the module body, also inside
  ``try``, ``if``, ``with``, loops and class bodies; not those in a function body
  nor under ``if TYPE_CHECKING:`` (its ``else`` runs, and so does the body of
  ``if not TYPE_CHECKING:``);
* ``from .mod import name`` imports ``.mod``, and also ``.mod.name`` when that
  is a submodule; ``from . import x`` imports the package member module ``x``;
  a name that is not a module (``from . import VERSION``) needs the package's
  ``__init__`` to have run, so it is an import of the package;
* importing ``a.b.c`` first imports the packages ``a`` and ``a.b``: an edge to
  each of them, except to the importing module's own ancestors, which Python
  has already started loading (a child's implicit import of its own parent
  package is not a cycle). ``from .. import registry`` imports ``registry``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import notalone_tui

ENGINE_DIR = Path(notalone_tui.__file__).resolve().parent / "engine"
ENGINE = "notalone_tui.engine"

#: module -> {imported module: line of the first import}
Graph = dict[str, dict[str, int]]


def modules_under(folder: Path, package: str) -> dict[str, Path]:
    """Dotted module name -> file, for every module of ``package`` (at ``folder``)."""
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([package, *parts])] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def load_time_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements that run when the module is imported."""

    def walk(nodes: list[ast.AST]) -> Iterator[ast.Import | ast.ImportFrom]:
        for node in nodes:
            if isinstance(node, ast.Import | ast.ImportFrom):
                yield node
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue  # runs when called, not when imported
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                yield from walk(list(node.orelse))
            elif (isinstance(node, ast.If) and isinstance(node.test, ast.UnaryOp)
                  and isinstance(node.test.op, ast.Not) and _is_type_checking(node.test.operand)):
                yield from walk(list(node.body))
            else:
                yield from walk([child for child in ast.iter_child_nodes(node)
                                 if isinstance(child, ast.stmt | ast.excepthandler
                                               | ast.match_case)])

    yield from walk(list(tree.body))


def _ancestors(module: str) -> list[str]:
    """``a.b.c`` -> ``["a", "a.b"]``."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def imported(module: str, is_package: bool, tree: ast.Module,
             modules: dict[str, Path]) -> Iterator[tuple[str, int, bool]]:
    """``(module imported, line, explicit)`` for each load-time import in ``tree``;
    ``explicit``: the importer needs that module's own names (not only a member)."""
    here = module if is_package else module.rpartition(".")[0]
    for node in load_time_imports(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno, False
            continue
        if node.level:
            base = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
            source = f"{base}.{node.module}" if node.module else base
        else:
            source = node.module or ""
        members = [f"{source}.{alias.name}" for alias in node.names]
        yield source, node.lineno, any(member not in modules for member in members)
        for member in members:
            if member in modules:
                yield member, node.lineno, True


def import_graph(modules: dict[str, Path], sources: dict[str, str] | None = None) -> Graph:
    """The load-time import edges between ``modules`` (see the module docstring).

    ``sources`` (module -> text) stands in for the files, for the unit tests."""
    graph: Graph = {}
    for module, path in modules.items():
        text = sources[module] if sources is not None else path.read_text(encoding="utf-8")
        tree = ast.parse(text, filename=str(path))
        loading = {*_ancestors(module), module}  # already started when this one runs
        edges: dict[str, int] = {}
        for target, line, explicit in imported(module, path.name == "__init__.py", tree,
                                               modules):
            # Packages loaded on the way that are the importer's own ancestors are
            # already loading; an explicit need of an ancestor's names is an edge.
            for ancestor in _ancestors(target):
                if ancestor in modules and ancestor not in loading:
                    edges.setdefault(ancestor, line)
            if target in modules and target != module and (explicit or target not in loading):
                edges.setdefault(target, line)
        graph[module] = edges
    return graph


def find_cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One cycle (``[a, b, ..., a]``) per strongly connected group of modules
    that import each other, found with Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, {})):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group: set[str] = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph.get(node, {}):
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            connect(node)

    cycles = []
    for group in groups:
        start = min(group)
        # Shortest way from start back to itself inside the group (breadth first).
        paths = {start: [start]}
        frontier = [start]
        cycle: list[str] | None = None
        while frontier and cycle is None:
            following = []
            for node in frontier:
                for nxt in sorted(graph.get(node, {})):
                    if nxt == start:
                        cycle = [*paths[node], start]
                        break
                    if nxt in group and nxt not in paths:
                        paths[nxt] = [*paths[node], nxt]
                        following.append(nxt)
                if cycle is not None:
                    break
            frontier = following
        assert cycle is not None
        cycles.append(cycle)
    return sorted(cycles)


def describe(cycle: list[str], graph: Graph, modules: dict[str, Path], root: Path) -> str:
    steps = []
    for here, there in zip(cycle, cycle[1:], strict=False):
        where = modules[here].relative_to(root).as_posix()
        steps.append(f"  {where}:{graph[here][there]} imports {there}")
    return " -> ".join(cycle) + "\n" + "\n".join(steps)


# ------------------------------------------------------------------ the engine


def test_the_engine_has_no_import_cycle() -> None:
    modules = modules_under(ENGINE_DIR, ENGINE)
    assert f"{ENGINE}.rulesets.base.hunt" in modules and f"{ENGINE}.game" in modules
    graph = import_graph(modules)
    # The graph is real: the edges this test is about are seen.
    assert f"{ENGINE}.registry" in graph[f"{ENGINE}.rulesets"]  # from .. import registry
    assert f"{ENGINE}.rulesets.base" in graph[f"{ENGINE}.rulesets"]  # from . import base
    assert f"{ENGINE}.ruleset" in graph[f"{ENGINE}.rulesets.base.hunt"]
    assert ENGINE not in graph[f"{ENGINE}.rulesets.base.hunt"]  # its own ancestor
    cycles = find_cycles(graph)
    root = ENGINE_DIR.parent.parent
    assert cycles == [], "import cycles among engine modules:\n" + "\n".join(
        describe(cycle, graph, modules, root) for cycle in cycles)


# ------------------------------------------------------------------ the finder itself


def test_find_cycles_on_a_synthetic_graph() -> None:
    graph = {
        "a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1, "d": 2}, "d": {},
        "e": {"a": 1, "f": 1}, "f": {"e": 3}, "g": {"g": 1},
    }
    assert find_cycles(graph) == [["a", "b", "c", "a"], ["e", "f", "e"], ["g", "g"]]
    assert find_cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {}, "d": {"a": 1, "c": 1}}) == []
    assert find_cycles({}) == []


def test_find_cycles_names_the_shortest_way_round() -> None:
    graph = {"a": {"b": 1, "x": 1}, "b": {"c": 1}, "c": {"a": 1}, "x": {"a": 1}}
    assert find_cycles(graph) == [["a", "x", "a"]]


def synthetic(files: dict[str, str]) -> tuple[Graph, list[list[str]]]:
    """The graph and cycles of a package ``pkg`` made of ``files`` (path -> source)."""
    modules = modules_under_names(files)
    graph = import_graph(modules, {m: files[str(p)] for m, p in modules.items()})
    return graph, find_cycles(graph)


def modules_under_names(files: dict[str, str]) -> dict[str, Path]:
    found = {}
    for name in files:
        parts = list(Path(name).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(["pkg", *parts])] = Path(name)
    return found


BASE_FILES = {
    "__init__.py": "from . import a\nfrom .sub import helper\n",
    "a.py": "from .b import thing\n",
    "b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n",
    "sub/__init__.py": "from .. import b\n",
    "sub/helper.py": "from ..b import thing\nfrom . import tool\n",
    "sub/tool.py": "def later():\n    from ..a import thing\n    return thing\n",
}


def test_the_parser_follows_the_rules_of_the_docstring() -> None:
    graph, cycles = synthetic(BASE_FILES)
    assert cycles == []
    assert graph["pkg"] == {"pkg.a": 1, "pkg.sub": 2, "pkg.sub.helper": 2}
    assert graph["pkg.a"] == {"pkg.b": 1}
    assert graph["pkg.b"] == {}  # only under TYPE_CHECKING
    assert graph["pkg.sub"] == {"pkg.b": 1}  # the module, not the parent package
    assert graph["pkg.sub.helper"] == {"pkg.b": 1, "pkg.sub.tool": 2}
    assert graph["pkg.sub.tool"] == {}  # inside a function


@pytest.mark.parametrize(("change", "cycle"), [
    # a module-level import, even in try/except, closes a -> b -> a
    ({"b.py": "try:\n    from .a import x\nexcept ImportError:\n    x = None\n"},
     ["pkg.a", "pkg.b", "pkg.a"]),
    # `from . import a` imports the member module a
    ({"b.py": "import json\nif json:\n    from . import a\n"}, ["pkg.a", "pkg.b", "pkg.a"]),
    # the else of TYPE_CHECKING runs
    ({"b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\n"
              "else:\n    from .a import x\n"}, ["pkg.a", "pkg.b", "pkg.a"]),
    # a class body runs at import time
    ({"b.py": "class C:\n    from .a import x\n"}, ["pkg.a", "pkg.b", "pkg.a"]),
    # importing pkg.sub.helper from outside loads pkg.sub first
    ({"b.py": "from .sub.helper import f\n"}, ["pkg.b", "pkg.sub", "pkg.b"]),
    # absolute imports count the same
    ({"b.py": "import pkg.sub.tool\n"}, ["pkg.b", "pkg.sub", "pkg.b"]),
    # a child needing a name of its parent's __init__ depends on the whole package
    ({"a.py": "from . import VERSION\n"}, ["pkg", "pkg.a", "pkg"]),
    ({"sub/tool.py": "from .. import helper_name\n"},
     ["pkg", "pkg.sub.helper", "pkg.sub.tool", "pkg"]),
])
def test_the_parser_finds_a_cycle(change: dict[str, str], cycle: list[str]) -> None:
    graph, cycles = synthetic(BASE_FILES | change)
    assert cycles == [cycle], graph
    message = describe(cycle, graph, modules_under_names(BASE_FILES), Path())
    assert message.startswith(" -> ".join(cycle) + "\n")


def test_the_engine_test_fails_on_a_cycle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine test itself, run on a graph with a cycle added, fails and prints it."""
    real = import_graph
    registry, game = f"{ENGINE}.registry", f"{ENGINE}.game"

    def with_cycle(modules: dict[str, Path], sources: dict[str, str] | None = None) -> Graph:
        graph = real(modules, sources)
        graph[registry] = {**graph[registry], game: 99}
        return graph

    monkeypatch.setitem(globals(), "import_graph", with_cycle)
    with pytest.raises(AssertionError) as excinfo:
        test_the_engine_has_no_import_cycle()
    text = str(excinfo.value)
    assert "import cycles among engine modules" in text
    assert f"notalone_tui/engine/registry.py:99 imports {game}" in text
