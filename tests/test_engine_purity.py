"""The rules engine stays pure: no UI libraries, no I/O, no clock, no global randomness.

``notalone_tui.engine`` must replay identically from ``(config, seed, actions)`` and
must run without a terminal, so its modules may not import the UI libraries, any
I/O, process or clock module, or the module-level ``random`` functions. The one
allowed use of ``random`` is ``from random import Random``: a seeded generator
held in the game state.
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
    }
)


def _is_forbidden(module: str) -> bool:
    return module.split(".", 1)[0] in FORBIDDEN_MODULES


def purity_violations(source: str, filename: str = "<engine>") -> list[str]:
    """Return one message per forbidden import or builtin ``open`` call in ``source``."""
    tree = ast.parse(source, filename=filename)
    problems: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_forbidden(alias.name):
                    problems.append(f"{filename}:{node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            if node.level != 0 or node.module is None or not _is_forbidden(node.module):
                continue
            if node.module == "random" and all(
                alias.name == "Random" and alias.asname is None for alias in node.names
            ):
                continue  # the seeded generator class is the one allowed use
            names = ", ".join(alias.name for alias in node.names)
            problems.append(f"{filename}:{node.lineno}: from {node.module} import {names}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "open"
        ):
            problems.append(f"{filename}:{node.lineno}: call to builtin open()")
    return problems


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
    modules = sorted(ENGINE_DIR.rglob("*.py"))
    problems: list[str] = []
    for path in modules:
        relative = path.relative_to(ENGINE_DIR.parent.parent).as_posix()
        problems.extend(purity_violations(path.read_text(encoding="utf-8"), relative))
    assert problems == [], "engine purity violations:\n" + "\n".join(problems)


def test_importing_engine_loads_no_ui_library() -> None:
    probe = (
        "import sys\n"
        "import notalone_tui.engine\n"
        "loaded = sorted(m for m in ('textual', 'rich') if m in sys.modules)\n"
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
