"""The source changes behind ``scripts/compiled_copy.py`` (the mypyc copy used
for long bot runs): only the classes mypyc cannot make native are marked, and
nothing else in a module changes. (Compiling itself takes minutes of CPU and is
checked by the script's ``--verify``, which replays kept games.)"""

from __future__ import annotations

from pathlib import Path

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


tool = load_script("compiled_copy")

ERRORS = '''from __future__ import annotations


class EngineError(Exception):
    pass


class IllegalAction(EngineError, ValueError):
    pass


class GameOver(IllegalAction):
    pass


class Game:
    pass
'''
USES = '''from dataclasses import dataclass


class Refused(GameOver):
    pass


@dataclass(frozen=True, slots=True)
class Msg:
    id: str


@dataclass
class State:
    n: int = 0
'''


def test_exceptions_and_their_subclasses_in_any_module_stay_python() -> None:
    keep = tool.non_native_classes([ERRORS, USES])
    assert keep == {"EngineError", "IllegalAction", "GameOver", "Refused"}
    out = tool.prepare(ERRORS, keep)
    assert out.count(tool.NON_NATIVE) == 3
    assert f"{tool.NON_NATIVE}\nclass GameOver(IllegalAction):" in out
    assert "\nclass Game:" in out and f"{tool.NON_NATIVE}\nclass Game:" not in out
    assert out.startswith("from __future__ import annotations\n" + tool.IMPORT)


def test_frozen_dataclasses_stay_python_and_other_modules_are_untouched() -> None:
    out = tool.prepare(USES, {"Refused"})
    assert f"{tool.NON_NATIVE}\n@dataclass(frozen=True, slots=True)\nclass Msg:" in out
    assert f"{tool.NON_NATIVE}\n@dataclass\nclass State" not in out
    assert out.startswith(tool.IMPORT)
    plain = "def f() -> int:\n    return 1\n"
    assert tool.prepare(plain, set()) == plain


def test_the_compiled_set_is_the_engine_and_the_bots_that_play() -> None:
    files = tool.compiled_files(ROOT)
    assert "notalone_tui/engine/game.py" in files and "notalone_tui/bots/expert.py" in files
    assert not any(f.startswith("notalone_tui/tui/") for f in files)
    assert all((ROOT / f).is_file() for f in files)
