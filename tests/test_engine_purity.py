"""The rules engine stays pure: no UI libraries, no I/O, no clock, no global randomness.

``notalone_tui.engine`` must replay identically from ``(config, seed, actions)`` and
must run without a terminal, so its modules may not import the UI libraries, any
I/O, process or clock module, or the module-level ``random`` functions. The one
allowed use of ``random`` is ``from random import Random``: a seeded generator
held in the game state. Nor may they import the program's other modules (the
app, records, saves, paths), which do all of that: the engine is imported by
them, never the other way round. Every module under ``engine/`` is checked,
the rule sets' packages (``engine/rulesets/...``) included.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import notalone_tui

ENGINE_DIR = Path(notalone_tui.__file__).resolve().parent / "engine"

FORBIDDEN_MODULES = frozenset(
    {
        "textual",
        "rich",
        "os",
        "io",
        "pathlib",
        "socket",
        "subprocess",
        "time",
        "datetime",
        "random",
        "sys",
        "shutil",
        "tempfile",
        "glob",
        "logging",
        "sqlite3",
        "urllib",
        "http",
        "asyncio",
        "threading",
        "multiprocessing",
        "signal",
        "importlib",
        "builtins",
        "pydantic",
    }
)
#: Builtins that do I/O (or import behind the checker's back).
FORBIDDEN_CALLS = frozenset({"open", "print", "input", "breakpoint", "__import__"})
#: What a relative import climbing above the top package resolves to (refused).
BEYOND = "<beyond the top package>"


def _is_forbidden(module: str) -> bool:
    if module == BEYOND:
        return True
    if module == "notalone_tui" or module.startswith("notalone_tui."):
        return not (module == "notalone_tui.engine" or module.startswith("notalone_tui.engine."))
    return module.split(".", 1)[0] in FORBIDDEN_MODULES


def _resolve(node: ast.ImportFrom, package: str) -> str | None:
    """The absolute module ``node`` imports from (``None``: relative, no package given)."""
    if node.level == 0:
        return node.module
    if not package:
        return None
    parts = package.split(".")
    if node.level > len(parts):
        return BEYOND
    base = ".".join(parts[: len(parts) - node.level + 1])
    return f"{base}.{node.module}" if node.module else base


def purity_violations(source: str, filename: str = "<engine>", package: str = "") -> list[str]:
    """Return one message per forbidden import or I/O builtin call in ``source``.

    ``package`` is the package the file's relative imports start from (the
    file's own package, or the package itself for an ``__init__.py``); without
    it, relative imports are not checked."""
    tree = ast.parse(source, filename=filename)
    problems: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_forbidden(alias.name):
                    problems.append(f"{filename}:{node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            module = _resolve(node, package)
            if module is None:
                continue
            if module == "notalone_tui":  # from notalone_tui import engine / records
                module_names = [f"notalone_tui.{alias.name}" for alias in node.names]
                if not any(_is_forbidden(name) for name in module_names):
                    continue
            elif not _is_forbidden(module):
                continue
            if module == "random" and all(
                alias.name == "Random" and alias.asname is None for alias in node.names
            ):
                continue  # the seeded generator class is the one allowed use
            names = ", ".join(alias.name for alias in node.names)
            dots = "." * node.level
            problems.append(
                f"{filename}:{node.lineno}: from {dots}{node.module or ''} import {names}"
            )
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in FORBIDDEN_CALLS
        ):
            problems.append(f"{filename}:{node.lineno}: call to builtin {node.func.id}()")
    return problems


def engine_modules() -> list[tuple[Path, str]]:
    """Every engine source file with the package its relative imports start from."""
    out = []
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        parts = path.relative_to(ENGINE_DIR.parent.parent).with_suffix("").parts
        package = ".".join(parts[:-1])  # an __init__'s package is its folder, as for a module
        out.append((path, package))
    return out


def test_checker_flags_forbidden_imports_and_open() -> None:
    source = "\n".join(
        [
            "import os",
            "import os.path",
            "import random",
            "from random import randint",
            "from random import Random, shuffle",
            "from random import Random as R",
            "from rich.text import Text",
            "import textual.app",
            "from time import monotonic",
            "from datetime import datetime",
            "import io, json",
            "data = open('x').read()",
        ]
    )
    problems = purity_violations(source)
    assert len(problems) == 12, problems
    assert all(":" in p for p in problems)


def test_checker_flags_io_builtins_and_more_io_modules() -> None:
    source = "\n".join(
        [
            "import sys",
            "import logging.handlers",
            "from shutil import copy",
            "import tempfile, asyncio",
            "from importlib import import_module",
            "import pydantic",
            "print('hello')",
            "name = input()",
            "mod = __import__('os')",
        ]
    )
    problems = purity_violations(source)
    assert len(problems) == 10, problems


def test_checker_flags_the_programs_other_modules() -> None:
    """Absolute or relative, from a module or a rule set's package: only the engine."""
    source = "\n".join(
        [
            "import notalone_tui.tui.app",
            "from notalone_tui import records",
            "from notalone_tui.saves import save_game",
            "from ....paths import data_dir",
            "from .... import records",
            "from ..... import something",
        ]
    )
    problems = purity_violations(source, package="notalone_tui.engine.rulesets.base")
    assert problems == [
        "<engine>:1: import notalone_tui.tui.app",
        "<engine>:2: from notalone_tui import records",
        "<engine>:3: from notalone_tui.saves import save_game",
        "<engine>:4: from ....paths import data_dir",
        "<engine>:5: from .... import records",
        "<engine>:6: from ..... import something",
    ]
    allowed = "\n".join(
        [
            "import notalone_tui.engine.game",
            "from notalone_tui import engine",
            "from notalone_tui.engine.ruleset import RuleSet",
            "from ... import registry",
            "from ...ruleset import Card",
            "from .... import engine",
            "from . import base",
            "from .cards import PLACES",
        ]
    )
    assert purity_violations(allowed, package="notalone_tui.engine.rulesets.base") == []
    assert purity_violations("from .. import records", package="notalone_tui.engine") != []


def test_checker_allows_seeded_random_and_ordinary_modules() -> None:
    source = "\n".join(
        [
            "from __future__ import annotations",
            "from random import Random",
            "import json",
            "from dataclasses import dataclass",
            "from . import cards",
            "from .random_tools import pick",
            "import timeit_like_name",
            "rng = Random(7)",
            "def f(x):",
            "    return x.open()",
        ]
    )
    assert purity_violations(source) == []


def test_engine_modules_import_nothing_impure() -> None:
    assert (ENGINE_DIR / "__init__.py").is_file(), f"engine package missing: {ENGINE_DIR}"
    problems: list[str] = []
    for path, package in engine_modules():
        relative = path.relative_to(ENGINE_DIR.parent.parent).as_posix()
        problems.extend(purity_violations(path.read_text(encoding="utf-8"), relative, package))
    assert problems == [], "engine purity violations:\n" + "\n".join(problems)


def test_every_engine_package_is_checked() -> None:
    """The rule sets live in subpackages; each of them, and each module in them,
    is among the files checked above."""
    checked = {path for path, _ in engine_modules()}
    folders = {path.parent for path in ENGINE_DIR.rglob("*.py")}
    assert ENGINE_DIR / "rulesets" in folders and ENGINE_DIR / "rulesets" / "base" in folders
    for folder in folders:
        assert folder / "__init__.py" in checked, f"{folder} is not a package"
        assert set(folder.glob("*.py")) <= checked
    assert ENGINE_DIR / "rulesets" / "base" / "places.py" in checked
    packages = dict(engine_modules())
    assert packages[ENGINE_DIR / "rulesets" / "base" / "__init__.py"] == (
        "notalone_tui.engine.rulesets.base")
    assert packages[ENGINE_DIR / "rulesets" / "base" / "hunt.py"] == (
        "notalone_tui.engine.rulesets.base")


def test_importing_engine_loads_no_ui_library() -> None:
    probe = (
        "import sys\n"
        "import notalone_tui.engine\n"
        "loaded = sorted(m for m in ('textual', 'rich', 'pydantic') if m in sys.modules)\n"
        "loaded += sorted(m for m in sys.modules if m.startswith('notalone_tui.')\n"
        "                 and m.split('.')[1] != 'engine')\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=False,
        cwd=ENGINE_DIR.parent.parent,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"engine import loaded: {result.stdout.strip()}"
