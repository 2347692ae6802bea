"""Write SVG screenshots of the main screens into ``screenshots/`` (120×40).

The screens are reached with the same deterministic recipes as the snapshot
tests (``scripts/screen_recipes.py``), so the pictures only change when the
screens do. ``--lang fr`` shoots them in French into ``screenshots/fr/``
(the README shows them beside the English ones). Run from anywhere:

    python scripts/screenshots.py [--size 120x40] [--out screenshots] [--lang fr] [NAME ...]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for folder in (ROOT, ROOT / "scripts"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from screen_recipes import LARGE, RECIPES, Recipe  # noqa: E402


async def shoot(recipe: Recipe, size: tuple[int, int], out: Path) -> Path:
    # Each screen from a clean data folder, as in the snapshot tests: a save one
    # recipe leaves (the title with a save) must not change the next one's title.
    os.environ["NOTALONE_DATA_DIR"] = tempfile.mkdtemp(prefix="notalone-")
    app = recipe.make_app()
    async with app.run_test(size=size) as pilot:
        await recipe.prepare(pilot)
        svg = app.export_screenshot(simplify=True)
    path = out / f"{recipe.name}.svg"
    path.write_text(svg, encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"screens to shoot (default: all): {', '.join(RECIPES)}")
    parser.add_argument("--size", default=f"{LARGE[0]}x{LARGE[1]}",
                        help="terminal size, WIDTHxHEIGHT (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: screenshots/, or screenshots/LANG/)")
    parser.add_argument("--lang", default="en",
                        help="the language of the screens (default: English)")
    args = parser.parse_args(argv)
    from notalone_tui.i18n.current import use
    from notalone_tui.i18n.languages import check

    lang = check(args.lang)
    use(lang)
    if args.out is None:
        args.out = ROOT / "screenshots" / ("" if lang == "en" else lang)
    # Games here autosave like real ones, into scratch folders (see shoot), not
    # the player's saves.
    # The recipes type faster than people: no typed-ahead guard, as in the tests.
    from notalone_tui.tui import app as app_module

    app_module.INPUT_GUARD = 0.0
    unknown = [n for n in args.names if n not in RECIPES]
    if unknown:
        parser.error(f"unknown screen {', '.join(unknown)}; choose from {', '.join(RECIPES)}")
    width, height = (int(n) for n in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or list(RECIPES):
        path = asyncio.run(shoot(RECIPES[name], (width, height), args.out))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main()
