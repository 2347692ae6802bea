"""The game in a real browser: ``notalone serve`` on a free loopback port,
opened in headless Chromium (the system's, driven by Selenium and the
system's chromedriver).

The test types a new three-player game, plays the whole first turn through
its handoffs and private choices (the Creature's token is placed with the
mouse on its grid), and checks the result where it lands: the autosave that
tab's own process wrote. Between two private choices the page must show the
handoff screen and nothing of the table or of anyone's cards. Then help, the
replay of the game so far and the export (a download, through the palette)
are opened in the tab; the downloaded record holds the same turn.

A second test opens, in the same browser, a page from another site that
tries the game's server (issue 33): it gets no game and cannot read the
game's page, while the game's own tab plays on; a tab more than the server's
``--max-games`` is told the server is full.

``.ci/run`` installs Chromium with apt-get and sets NOTALONE_REQUIRE_BROWSER,
so there a missing browser fails the test instead of skipping it.
"""

from __future__ import annotations

import json
import os
import re
import time
from functools import partial
from pathlib import Path

import pytest

import scripts.browser_session as browser_session
from scripts.browser_session import Page

if not browser_session.browser_available() and not os.environ.get("NOTALONE_REQUIRE_BROWSER"):
    pytest.skip("needs the system's chromium and chromedriver", allow_module_level=True)

#: What a handoff may show: its own words and the footer, nothing of the game.
TABLE_WORDS = ("Lair", "Jungle", "River", "Rescue", "Assim", "Your Place cards", "Smokescreen",
               "Hunt cards", "Will", "lays 1 Place card")

#: The first turn, as the autosave must hold it (seat 0 is Ada, the Creature).
FIRST_TURN = [
    (0, {"verb": "pass"}),                                 # no Phase 1 card first
    (1, {"verb": "explore", "places": [1]}),               # Ben: the Lair
    (2, {"verb": "explore", "places": [2]}),               # Cleo: the Jungle
    (0, {"verb": "token", "card": "creature", "places": [3]}),  # clicked: the River
    (0, {"verb": "done"}),
    (1, {"verb": "pass"}), (2, {"verb": "pass"}),          # Phase 2: nobody plays
    (0, {"verb": "pass"}), (1, {"verb": "pass"}), (2, {"verb": "pass"}),  # Phase 3
    (1, {"verb": "power", "place": 3}),                    # the Lair copies the River
    (2, {"verb": "power", "place": 2}),                    # the Jungle
    (0, {"verb": "pass"}), (1, {"verb": "pass"}), (2, {"verb": "pass"}),  # Phase 4
]


def _enter(page: Page) -> None:
    """Enter, after the game's guard against typed-ahead Enter has passed."""
    time.sleep(0.35)
    page.press("enter")


def _assert_handoff(page: Page, name: str) -> None:
    page.wait_for(f"Pass the keyboard to {name}")
    shown = page.settle()  # the whole frame, not the first lines of it
    assert f"Pass the keyboard to {name}" in shown
    leaked = [word for word in TABLE_WORDS if word in shown]
    assert not leaked, f"the handoff to {name} shows {leaked}:\n{shown}"


def _key_of(shown: str, label: str) -> str:
    """The key the decision list shows before ``label`` ("b Finish the hunt")."""
    for line in shown.splitlines():
        found = re.search(r"(?:^|[│ ])(\S+) " + re.escape(label), line)
        if found:
            return found.group(1)
    raise AssertionError(f"no option {label!r} on:\n{shown}")


def _cell_of(shown: str, text: str) -> tuple[int, int]:
    for row, line in enumerate(shown.splitlines()):
        column = line.find(text)
        if column >= 0:
            return column, row
    raise AssertionError(f"{text!r} is not on the page:\n{shown}")


def test_a_first_turn_in_the_browser(tmp_path: Path) -> None:
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    with browser_session.serving(tmp_path) as served, \
            browser_session.browser(downloads=downloads) as page:
        loaded = time.monotonic()
        page.open(served.url)
        page.wait_for("Survive Artemia", "New game", timeout=30)
        print(f"first paint: {time.monotonic() - loaded:.2f} s from page load to the title")

        # Setup: three players, Ada the Creature, seed 7.
        page.press("n")
        page.wait_for("Players", "Seat 4")
        page.settle()
        page.press("enter")
        page.wait_for("Dismiss menu")
        page.press("up", "enter")
        page.wait_for("Seat 3 Cleo")
        page.wait_for("Seat 4", gone=True)
        page.press(*["tab"] * 8, "enter")
        page.wait_for("Dismiss menu", "Seat 1: Ada", "Seat 3: Cleo")
        page.press("down", "enter")
        page.wait_for("Creature    Seat 1: Ada")
        page.press(*["tab"] * 4, "7")
        page.wait_for("Seed        7")
        page.press("ctrl+s")

        # Phase 1: each Hunted in private, a handoff before each.
        _assert_handoff(page, "Ben")
        _enter(page)
        page.wait_for("Ben (Hunted)", "Your Place cards")
        page.press("1")
        _assert_handoff(page, "Cleo")
        _enter(page)
        page.wait_for("Cleo (Hunted)", "Your Place cards")
        page.press("2")

        # Phase 2: the Creature places its token with the mouse.
        _assert_handoff(page, "Ada")
        _enter(page)
        shown = page.wait_for("Ada (Creature)", "Your Hunt cards")
        page.click_cell(*_cell_of(shown, "3 River"))
        shown = page.wait_for("The Creature token is placed on the River", "Finish the hunt")
        page.press(_key_of(shown, "Finish the hunt"))

        # Phases 2 to 4 at the table: nobody plays a card.
        shown = page.wait_for("Phase 2: is anyone playing a card?")
        page.press(_key_of(shown, "Nobody: carry on"))
        shown = page.wait_for("Phase 3: is anyone playing a card?")
        page.press(_key_of(shown, "Nobody; all use place powers"))
        shown = page.wait_for("Phase 4: is anyone playing a card?")
        page.press(_key_of(shown, "Nobody: carry on"))
        _assert_handoff(page, "Ben")  # turn 2 begins

        # Help, and the replay of the game so far, open and close in the tab.
        page.press("?")
        page.wait_for("Help — rules and cards")
        page.press("escape")
        _assert_handoff(page, "Ben")
        page.press("ctrl+p")
        page.wait_for("Search")
        page.press("Replay the game so far")
        page.wait_for("Replay the game so far")
        time.sleep(0.3)
        page.press("enter")
        page.wait_for("Fwd")
        page.press("end")
        page.wait_for("Cleo passes.")
        page.press("escape")
        _assert_handoff(page, "Ben")

        # The record, through the palette, arrives as the browser's download.
        page.press("ctrl+p")
        page.wait_for("Search")
        page.press("Export game record")
        page.wait_for("Export game record")
        time.sleep(0.3)
        page.press("enter")
        page.wait_for("Download the game record")
        _enter(page)
        page.wait_for("Your browser is downloading the game record")
        deadline = time.monotonic() + 20
        while not (records := list(downloads.glob("*.json"))) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert records, "no download arrived"

        # A reload is the same tab: its game is offered to continue, and
        # continues where it stopped. A new tab would start afresh.
        page.reload()
        page.wait_for("Continue", timeout=30)
        page.settle()
        page.press("c")
        _assert_handoff(page, "Ben")

        children = served.children()
        assert len(children) == 1, children

    tabs = list((served.data_dir / "browser-tabs").iterdir())
    assert len(tabs) == 1, tabs
    saved = json.loads((tabs[0] / "autosave.json").read_text())
    assert saved["config"]["names"] == ["Ada", "Ben", "Cleo"]
    assert saved["seed"] == 7
    assert [(a["seat"], a["option"]) for a in saved["actions"]] == FIRST_TURN
    downloaded = json.loads(records[0].read_text())
    assert [(a["seat"], a["option"]) for a in downloaded["actions"]] == FIRST_TURN
    # The server stopped, and its tab's game with it.
    assert served.process.returncode == 0
    assert not [pid for pid in children if Path(f"/proc/{pid}").exists()]


#: Another site's page (served from another port of this machine) trying the
#: game's server from the player's browser: stealing a token from the game's
#: page, then opening tab sockets without a token (as the server took them
#: before issue 33), with a made-up one and with whatever it stole.
HOSTILE_PAGE = """<!DOCTYPE html>
<html><body><script>
window.results = [];
const game = "http://127.0.0.1:%(port)d";
const tab = "ws://127.0.0.1:%(port)d/tab/0f6c3f7e-5a52-4c1b-9d0e-3b8f1f0b2a11/";
function attempt(url) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.onopen = () => { resolve("open"); socket.close(); };
    socket.onclose = (event) => resolve("closed " + event.code);
  });
}
(async () => {
  let stolen = "";
  try {
    const page = await (await fetch(game + "/")).text();
    stolen = (page.match(/data-token="([^"]+)"/) || ["", ""])[1];
    window.results.push("read the page");
  } catch (error) {
    window.results.push("could not read the page");
  }
  window.results.push(await attempt(tab.slice(0, -1)));
  window.results.push(await attempt(tab + "A".repeat(32)));
  window.results.push(await attempt(tab + (stolen || "B".repeat(32))));
  window.done = true;
})();
</script></body></html>
"""


def test_another_sites_page_is_refused_while_the_games_own_plays_on(tmp_path: Path) -> None:
    """In one browser: the game's page plays; another site's page gets no
    game, nor the game's page (a token); and, the server being full (one game
    at most here), a second tab of the game is told so."""
    import http.server
    import threading

    with browser_session.serving(tmp_path, extra=("--max-games", "1")) as served, \
            browser_session.browser() as page:
        page.open(served.url)
        page.wait_for("Survive Artemia", "New game", timeout=30)
        game_tab = page.driver.current_window_handle

        hostile = tmp_path / "hostile"
        hostile.mkdir()
        (hostile / "index.html").write_text(HOSTILE_PAGE % {"port": served.port})
        handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(hostile))
        with http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler) as other:
            threading.Thread(target=other.serve_forever, daemon=True).start()
            page.driver.switch_to.new_window("tab")
            page.driver.get(f"http://127.0.0.1:{other.server_address[1]}/")
            deadline = time.monotonic() + 20
            while not page.driver.execute_script("return window.done === true"):
                assert time.monotonic() < deadline, "the other site's page never finished"
                time.sleep(0.05)
            results = page.driver.execute_script("return window.results")
            other.shutdown()
        assert results == ["could not read the page"] + ["closed 1006"] * 3, results
        assert len(served.children()) == 1  # the game page's own, nothing more

        page.driver.get(served.url)  # the game again, in this second tab: full
        deadline = time.monotonic() + 20
        while not page.driver.execute_script(
                "return document.body.classList.contains('-full')"):
            assert time.monotonic() < deadline, "the second tab was not told the server is full"
            time.sleep(0.05)
        notice = page.driver.find_element("css selector", ".notice.full")
        assert "already running as many games as it may" in notice.text
        assert len(served.children()) == 1

        # Back in the game's tab, the game still answers.
        page.driver.switch_to.window(game_tab)
        page.press("n")
        page.wait_for("Players", "Seat 4")
        served.stop()
        out = served.process.stdout.read() if served.process.stdout else ""
    refused = [line for line in out.splitlines() if "refused" in line]
    assert len(refused) == 4, out
    assert all("origin 'http://127.0.0.1:" in line for line in refused[:3]), out
    assert "full, 1 of 1 games running" in refused[3]
