"""The boundary around each rule set, counted: nothing outside a rule set's
territory reaches into its internals or tests for its mode by name.

A rule set's knowledge lives in its *territory*: for the pack name ``x`` of
:attr:`RuleSet.packs <notalone_tui.engine.ruleset.RuleSet.packs>` (``-``
written ``_``), the engine package ``engine/rulesets/x/`` and the readers'
packs ``bots/packs/x``, ``tui/packs/x``, ``tui/help/x`` and ``sim/packs/x``
(a module or a package). Everything else (the engine core, the bots, the app,
the simulator, saves, records and the command line) reads a rule set through
the engine's public face, the ``RuleSet`` fields and the packs.

Two things are counted in every module of ``notalone_tui`` outside a
territory, from the source (:mod:`ast`; nothing is imported):

* **internal imports**: an import of ``notalone_tui.engine.rulesets.x.<sub>``
  (a rule set's submodule; importing the package ``...rulesets.x`` itself is
  its public face), relative imports resolved;
* **mode tests**: a comparison (``==``, ``!=``, ``in``, ``not in``) with a
  mode's id as a string (``"frozen-lands"``, ``"sanctuary"``...) or with one of
  the engine's mode constants by name (``FROZEN_LANDS``, ``SANCTUARY``...).

The counts are held at :data:`ALLOWED`, zero everywhere: a test fails when
one is added. ``python tests/test_boundary.py`` prints them.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import notalone_tui

PACKAGE = Path(notalone_tui.__file__).resolve().parent
RULESETS = "notalone_tui.engine.rulesets"
#: The readers' folders where a rule set keeps its packs (besides its engine package).
PACK_FOLDERS = ("bots/packs", "tui/packs", "tui/help", "sim/packs")
#: The modes' ids as the configuration, the registry and the simulator spell them.
MODE_IDS = frozenset({
    "base", "frozen-lands", "sanctuary", "sanctuary-light", "sanctuary-variant",
    "sheets", "no-markers",
})
#: The engine's names for those ids.
MODE_CONSTANTS = frozenset({
    "BASE", "FROZEN_LANDS", "SANCTUARY", "SANCTUARY_LIGHT", "SHEETS", "NO_MARKERS",
    "SHEETS_BY_DEFAULT", "SANCTUARY_FORMS",
})

#: A configuration's fields that choose a mode: comparing one with a string, or
#: reading one for its truth, tests for the mode.
MODE_FIELDS = frozenset({"ruleset", "rules_id", "sanctuary", "sheets", "remove_marker_cards"})

#: What is allowed, by kind and module (relative path): nothing since issue 34
#: (54 internal imports and 35 mode tests before it). A new one fails; should
#: one ever have to stay for a while, it is listed here with its count.
ALLOWED: dict[tuple[str, str], int] = {}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def territory(path: Path) -> str | None:
    """The pack name (``_`` form) whose territory ``path`` lies in, or None."""
    rel = path.relative_to(PACKAGE).as_posix()
    if rel.startswith("engine/rulesets/"):
        rest = rel.removeprefix("engine/rulesets/")
        return rest.split("/")[0] if "/" in rest else None
    for folder in PACK_FOLDERS:
        if rel.startswith(folder + "/"):
            first = rel.removeprefix(folder + "/").split("/")[0]
            name = first.removesuffix(".py")
            return None if name == "__init__" else name
    return None


def _resolve(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    drop = node.level - 1 if is_package else node.level
    base = base[: len(base) - drop] if drop else base
    return ".".join(base + ([node.module] if node.module else []))


def _submodules(ruleset: str) -> frozenset[str]:
    folder = PACKAGE / "engine" / "rulesets" / ruleset
    return frozenset(p.stem for p in folder.glob("*.py") if p.stem != "__init__") | frozenset(
        p.name for p in folder.iterdir() if p.is_dir() and (p / "__init__.py").exists())


def internal_imports(path: Path, tree: ast.Module) -> list[tuple[int, str]]:
    """``(line, module)`` for each import of a rule set's submodule from outside it."""
    here = territory(path)
    module = module_name(path)
    is_package = path.name == "__init__.py"
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            source = _resolve(node, module, is_package)
            targets = [source]
            if source.startswith(RULESETS + ".") and source.count(".") == 3:
                # ``from ...rulesets.x import sub``: sub may be a submodule.
                subs = _submodules(source.rsplit(".", 1)[1])
                targets += [f"{source}.{a.name}" for a in node.names if a.name in subs]
        for target in targets:
            parts = target.split(".")
            if target.startswith(RULESETS + ".") and len(parts) > 4 and parts[3] != here:
                found.append((node.lineno, target))
    return found


def _names_mode(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in MODE_IDS
    if isinstance(node, ast.Name):
        return node.id in MODE_CONSTANTS
    if isinstance(node, ast.Attribute):
        return node.attr in MODE_CONSTANTS
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_names_mode(e) for e in node.elts)
    return False


def _mode_field(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in MODE_FIELDS


def _is_mode_test(node: ast.AST) -> bool:
    if isinstance(node, ast.Compare):
        operands = (node.left, *node.comparators)
        return any(_names_mode(e) for e in operands) or (
            any(_mode_field(e) for e in operands)
            and any(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in operands))
    return False


def _truth_tests(tree: ast.Module) -> list[ast.expr]:
    """Expressions read for their truth: ``if``/``while``/``assert`` tests,
    conditional expressions, ``and``/``or``/``not`` operands."""
    tests: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            tests.append(node.test)
        elif isinstance(node, ast.BoolOp):
            tests.extend(node.values)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tests.append(node.operand)
    return tests


def mode_tests(tree: ast.Module) -> list[tuple[int, str]]:
    """``(line, source)`` for each comparison with a mode's id or constant, each
    comparison of a configuration's mode field with a string, and each mode
    field read for its truth (``if config.sheets``)."""
    found: dict[tuple[int, int], str] = {}
    for node in ast.walk(tree):
        if _is_mode_test(node):
            assert isinstance(node, ast.expr)
            found[(node.lineno, node.col_offset)] = ast.unparse(node)[:80]
    for test in _truth_tests(tree):
        if _mode_field(test):
            found[(test.lineno, test.col_offset)] = ast.unparse(test)[:80]
    return [(line, what) for (line, _), what in sorted(found.items())]


def violations() -> dict[tuple[str, str], list[tuple[int, str]]]:
    """(kind, module path) -> where, for every module outside a territory."""
    out: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if territory(path) is not None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        rel = path.relative_to(PACKAGE).as_posix()
        for kind, found in (("import", internal_imports(path, tree)),
                            ("mode", mode_tests(tree))):
            if found:
                out[(kind, rel)] = found
    return out


def test_no_new_reach_into_a_rule_set() -> None:
    found = violations()
    over = {key: where for key, where in found.items() if len(where) > ALLOWED.get(key, 0)}
    assert not over, "\n".join(
        f"{kind} {rel}: {len(where)} (allowed {ALLOWED.get((kind, rel), 0)}): "
        + "; ".join(f"line {line} {what}" for line, what in where)
        for (kind, rel), where in sorted(over.items()))


def test_allowances_are_not_stale() -> None:
    """An allowance above what is found must come down, so the ratchet holds."""
    found = violations()
    stale = {key: n for key, n in ALLOWED.items() if len(found.get(key, ())) < n}
    assert not stale, f"lower these allowances to what is found: {stale}"


def test_the_scanner_sees_both_kinds() -> None:
    """The counting itself: an internal import and a mode test are found."""
    tree = ast.parse(
        "from notalone_tui.engine.rulesets.frozen_lands import contamination\n"
        "import notalone_tui.engine.rulesets.sanctuary.state\n"
        "from notalone_tui.engine.rulesets import sanctuary\n"
        "if config.ruleset == 'frozen-lands' or x in (SANCTUARY, 'y'): pass\n"
        "if view.config.sheets and rules.id != 'test-beacon': pass\n")
    fake = PACKAGE / "tui" / "example.py"
    assert [t for _, t in internal_imports(fake, tree)] == [
        "notalone_tui.engine.rulesets.frozen_lands.contamination",
        "notalone_tui.engine.rulesets.sanctuary.state"]
    assert [line for line, _ in mode_tests(tree)] == [4, 4, 5]
    inside = PACKAGE / "bots" / "packs" / "frozen_lands.py"
    assert [t for _, t in internal_imports(inside, tree)] == [
        "notalone_tui.engine.rulesets.sanctuary.state"]


if __name__ == "__main__":
    totals: Counter[str] = Counter()
    for (kind, rel), where in sorted(violations().items()):
        totals[kind] += len(where)
        print(f"{kind:6} {len(where):3}  {rel}")
    print(dict(totals))
