"""Regenerate the browser screenshots in ``screenshots/`` (PNG): the title
and a handoff, as ``notalone serve`` shows them in Chromium.

    python scripts/browser_screenshots.py [--lang en] [--out screenshots]

Needs the system's chromium and chromedriver (see ``browser_session.py``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import browser_session  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--width", type=int, default=1200)
    parser.add_argument("--height", type=int, default=720)
    args = parser.parse_args()
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    with tempfile.TemporaryDirectory() as scratch, \
            browser_session.serving(Path(scratch), lang=args.lang) as served, \
            browser_session.browser(args.width, args.height) as page:
        page.open(served.url)
        page.wait_for("^p", timeout=30)
        page.settle(quiet=1.0)
        title = args.out / f"browser-title{suffix}.png"
        page.screenshot(title)
        print(f"wrote {title}")
        page.press("n")
        page.wait_for("Seat 4")
        page.settle()
        page.press("ctrl+s")
        page.wait_for("⏎")
        page.settle(quiet=1.0)
        time.sleep(0.5)
        handoff = args.out / f"browser-handoff{suffix}.png"
        page.screenshot(handoff)
        print(f"wrote {handoff}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
