"""The app talks to the game's controller only: it never reaches into the hot-seat flow.

``app.py`` asks :meth:`GameController.next_step` what to do and dispatches on
the answer; the hot-seat flow (``hotseat.py``) is the controller's. The app keeps
a ``session`` accessor for the tests and tools that look into the flow, and uses
it for nothing itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

from notalone_tui.tui import app as app_module

APP = Path(app_module.__file__)


def tree() -> ast.Module:
    return ast.parse(APP.read_text(encoding="utf-8"))


def type_checking_blocks(module: ast.Module) -> list[ast.If]:
    return [node for node in ast.walk(module) if isinstance(node, ast.If)
            and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"]


def hot_seat_imports(module: ast.Module) -> list[int]:
    """Lines importing the hot-seat module when the app runs (not only for types)."""
    typing_only = {id(node) for block in type_checking_blocks(module)
                   for node in ast.walk(block)}
    return [node.lineno for node in ast.walk(module)
            if isinstance(node, ast.ImportFrom) and id(node) not in typing_only
            and (node.module or "").split(".")[-1] == "hotseat"]


def reads_off_the_session(module: ast.Module) -> list[int]:
    """Lines reading ``session`` anywhere but in the ``session`` accessor itself,
    or reading anything off it (``<x>.session.<y>``)."""
    accessor = {id(node) for node in ast.walk(module)
                if isinstance(node, ast.FunctionDef) and node.name == "session"
                for node in ast.walk(node)}
    found = []
    for node in ast.walk(module):
        through = (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                   and node.value.attr == "session")
        outside = (isinstance(node, ast.Attribute) and node.attr == "session"
                   and id(node) not in accessor)
        named = isinstance(node, ast.Name) and node.id == "session"
        if (through or outside or named) and isinstance(node, ast.expr):
            found.append(node.lineno)
    return sorted(set(found))


def test_the_app_does_not_import_the_hot_seat_flow() -> None:
    assert hot_seat_imports(tree()) == []


def test_the_app_reads_nothing_off_the_hot_seat_flow() -> None:
    assert reads_off_the_session(tree()) == []


def test_advance_dispatches_and_words_nothing() -> None:
    """``App.advance`` is a short dispatch on the controller's next step: the
    words on screen come with the step, none are written there."""
    advance = next(node for node in ast.walk(tree())
                   if isinstance(node, ast.FunctionDef) and node.name == "advance")
    calls = {node.func.id for node in ast.walk(advance)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert not calls & {"_", "ngettext", "pgettext"}
    assert advance.end_lineno is not None and advance.end_lineno - advance.lineno < 50


def test_the_checks_find_what_they_look_for() -> None:
    """The checks catch a run-time import and a read off the flow (and allow
    the accessor and an import for types)."""
    code = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .hotseat import HotSeat\n"
        "class App:\n"
        "    def session(self):\n"
        "        return self.controller.session\n"
        "    def advance(self):\n"
        "        from .hotseat import Step\n"
        "        step = self.session.current()\n"
        "        session = self.session\n")
    assert hot_seat_imports(code) == [8]
    assert reads_off_the_session(code) == [9, 10]
