"""Build a copy of the engine and bots compiled with mypyc, for long bot runs.

An expert cell of the strength matrix takes hours of CPU. The same revision
compiled with mypyc (which ships with mypy, a test dependency) plays the very
same games 1.5-2x faster, so the matrix's expert cells are played with such a
copy; the game itself always runs the Python modules.

    python scripts/compiled_copy.py DEST [--rev HEAD] [--verify 2]
    cd DEST && python -m notalone_tui.cli simulate ... --results-dir /path/to/benchmarks/results

DEST receives ``git archive REV notalone_tui`` with a few mechanical changes
that mypyc needs and that change no behaviour (:func:`prepare`):

- frozen dataclasses and exception classes stay ordinary Python classes
  (``@mypyc_attr(native_class=False)``): native ones cannot be unpickled (the
  engine copies its state with pickle) nor subclass most built-in exceptions;
- mypy's "cannot determine type" in the import cycle of the rule sets'
  registration is not an error here (it does not change the code).

Then ``notalone_tui/engine`` and the bots' modules are compiled in place.
``--verify N`` replays the first N games of every folder in
``benchmarks/results`` with the copy and checks that each equals the game kept
there: a copy that played any game differently is not to be used.

The results files say which build played their games (``"build": "mypyc"``,
:func:`notalone_tui.sim.store.build`).
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
import tarfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The bots' modules worth compiling (the simulator and the results store stay
#: Python: they only drive the games; so do the packs' lookup and the judgement's
#: types and protocol, asked once per rule set).
BOTS = ("base", "standard", "expert", "knowledge", "token_watch", "packs/base", "packs/sheets",
        "packs/frozen_lands/board", "packs/frozen_lands/cards", "packs/sanctuary/board",
        "packs/sanctuary/evolving", "packs/sanctuary/hunted", "packs/sanctuary/cards",
        "packs/sanctuary/values")
NON_NATIVE = "@mypyc_attr(native_class=False)"
IMPORT = "from mypy_extensions import mypyc_attr\n"
_FROZEN = re.compile(r"^([ \t]*)(@dataclass\([^)]*frozen=True[^)]*\))", re.M)
_CLASS = re.compile(r"^([ \t]*)(class (\w+)\(([^)]*)\):)", re.M)
#: Exception classes, which native classes cannot be unless they derive from
#: Exception alone: every class whose bases name one of these words is kept
#: Python, and so, in turn, are the classes deriving from those.
_EXCEPTION_BASE = re.compile(r"\b\w*(?:Error|Exception)\b")
MYPY_INI = textwrap.dedent("""\
    [mypy]
    python_version = 3.11
    disable_error_code = has-type
    """)
SETUP = textwrap.dedent("""\
    from setuptools import setup
    from mypyc.build import mypycify

    setup(name="notalone-compiled", packages=[], ext_modules=mypycify({files!r}, opt_level="3"))
    """)


def non_native_classes(sources: list[str]) -> set[str]:
    """The names of the classes to keep Python: exceptions and their subclasses,
    across all the compiled modules (a subclass may live in another module)."""
    classes = [(m.group(3), m.group(4)) for source in sources for m in _CLASS.finditer(source)]
    names: set[str] = set()
    while True:
        found = {name for name, bases in classes
                 if _EXCEPTION_BASE.search(bases)
                 or any(base.strip().split(".")[-1] in names for base in bases.split(","))}
        if found == names:
            return names
        names = found


def prepare(source: str, non_native: set[str]) -> str:
    """One module's source as mypyc can compile it (see the module docstring)."""
    marked = _FROZEN.sub(lambda m: f"{m.group(1)}{NON_NATIVE}\n{m.group(1)}{m.group(2)}", source)
    marked = _CLASS.sub(lambda m: (f"{m.group(1)}{NON_NATIVE}\n" if m.group(3) in non_native
                                   else "") + m.group(0), marked)
    if marked == source:
        return source
    future = "from __future__ import annotations\n"
    if future in marked:
        return marked.replace(future, future + IMPORT, 1)
    return IMPORT + marked


def compiled_files(dest: Path) -> list[str]:
    engine = sorted(str(p.relative_to(dest)) for p in (dest / "notalone_tui" / "engine").rglob("*.py"))
    return engine + [f"notalone_tui/bots/{name}.py" for name in BOTS]


def export(rev: str, dest: Path) -> None:
    archive = subprocess.run(["git", "archive", rev, "notalone_tui"], cwd=ROOT, check=True,
                             capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(dest, filter="data")


def build(dest: Path) -> None:
    files = compiled_files(dest)
    sources = {name: (dest / name).read_text(encoding="utf-8") for name in files}
    keep = non_native_classes(list(sources.values()))
    for name, source in sources.items():
        (dest / name).write_text(prepare(source, keep), encoding="utf-8")
    (dest / "mypy.ini").write_text(MYPY_INI, encoding="utf-8")
    (dest / "setup_compiled.py").write_text(SETUP.format(files=files), encoding="utf-8")
    subprocess.run([sys.executable, "setup_compiled.py", "build_ext", "--inplace"], cwd=dest,
                   check=True, stdout=subprocess.DEVNULL)


def verify(dest: Path, games: int) -> bool:
    """Replay the first ``games`` kept games of each results folder in the copy."""
    program = textwrap.dedent("""\
        import json, sys
        from pathlib import Path
        from notalone_tui.sim.games import SimConfig
        from notalone_tui.sim.runner import play_one
        from notalone_tui.sim.store import build
        assert build() == "mypyc", "the copy's engine is not compiled"
        folder, count = Path(sys.argv[1]), int(sys.argv[2])
        kept = {}
        for path in sorted(folder.glob("games-*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            kept.update({g["index"]: g for g in data["games"]})
        s = data["setting"]
        budget = lambda b: int(b.split()[0]) if b and b.endswith("playouts") else None
        config = SimConfig(players=s["players"], creature=s["creature"], hunted=s["hunted"],
                           seed=s["seed"], side=s["side"], sheets=s["sheets"],
                           ruleset=s["ruleset"], creature_playouts=budget(s["creature_budget"]),
                           hunted_playouts=budget(s["hunted_budget"]))
        bad = 0
        for index in sorted(kept)[:count]:
            game = json.loads(json.dumps({"index": index, **play_one(config, index).to_json()}))
            bad += game != kept[index]
            print(folder.name, index, "same" if game == kept[index] else "DIFFERENT", flush=True)
        sys.exit(1 if bad else 0)
        """)
    ok = True
    for folder in sorted((ROOT / "benchmarks" / "results").iterdir()):
        if folder.is_dir():
            done = subprocess.run([sys.executable, "-c", program, str(folder), str(games)],
                                  cwd=dest)
            ok = ok and done.returncode == 0
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest", type=Path, help="an empty or new directory")
    parser.add_argument("--rev", default="HEAD", help="the revision to compile (default HEAD)")
    parser.add_argument("--verify", type=int, default=0, metavar="N",
                        help="replay the first N kept games of each results folder")
    args = parser.parse_args()
    if args.dest.exists() and any(args.dest.iterdir()):
        parser.error(f"{args.dest} is not empty")
    args.dest.mkdir(parents=True, exist_ok=True)
    export(args.rev, args.dest)
    build(args.dest)
    print(f"compiled copy of {args.rev} in {args.dest}")
    if args.verify and not verify(args.dest, args.verify):
        print("the compiled copy plays kept games differently: do not use it", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
