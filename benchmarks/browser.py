"""Browser first paint: from asking Chromium to load the page served by
``notalone serve`` to the title screen drawn in the tab.

Run::

    python benchmarks/browser.py [--runs 5] [--lang en]

Each run opens the page in a fresh tab of one headless Chromium (the
system's), so each run starts a new game process on the server. The clock
starts just before ``driver.get`` and stops when the frames the tab's
websocket has received, played through a terminal emulator (see
``scripts/browser_session.py``), show the title screen's footer in full.
This includes loading the page and its script, opening the websocket, the
server starting the game's Python process, and the app's start-up; the
polling adds up to 20 ms. It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import browser_session  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description="browser first paint")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    times = []
    with tempfile.TemporaryDirectory() as scratch, \
            browser_session.serving(Path(scratch), lang=args.lang) as served, \
            browser_session.browser() as page:
        for _ in range(args.runs + 1):  # the first run warms the caches
            page.driver.get("about:blank")
            started = time.monotonic()
            page.open(served.url)
            while "^p" not in page.text():
                time.sleep(0.02)
                if time.monotonic() - started > 60:
                    raise SystemExit("the title never appeared")
            times.append(time.monotonic() - started)
    warm, timed = times[0], times[1:]
    print(f"first paint in the browser ({args.lang}), page load to the title, "
          f"{len(timed)} runs after a warm-up of {warm:.2f} s:")
    print(f"  median {statistics.median(timed):.2f} s, min {min(timed):.2f} s, "
          f"max {max(timed):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
