"""Drive ``notalone serve`` in a real browser: the system's Chromium, headless,
through Selenium and the system's chromedriver (Debian's ``chromium`` and
``chromium-driver``; nothing is downloaded).

The game draws on a canvas, so the page has no text to read. What the page
shows is read the way the browser got it: a small script, installed before
the page's own, copies every frame the game's websocket receives; those bytes
go through a terminal emulator (pyte) sized like the page's terminal, which
gives the screen as lines of text.

Used by the browser tests (``tests/web``), ``scripts/browser_screenshots.py``
and ``benchmarks/browser.py``.
"""

from __future__ import annotations

import base64
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
CHROMEDRIVER = ("chromedriver",)

#: Installed before the page's scripts: keeps every binary frame the game's
#: websocket receives, base64-encoded, and the socket's URL.
TEE = r"""
(() => {
  const Native = window.WebSocket;
  const tee = { frames: [], url: null, size: null };
  window.__notalone = tee;
  function Tapped(url, protocols) {
    const ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
    tee.url = url;
    const send = ws.send.bind(ws);
    ws.send = (data) => {
      if (typeof data === "string" && data.startsWith('["resize"')) tee.size = JSON.parse(data)[1];
      return send(data);
    };
    ws.addEventListener("message", (event) => {
      if (typeof event.data === "string") return;
      const bytes = new Uint8Array(event.data);
      let text = "";
      for (let i = 0; i < bytes.length; i += 8192) {
        text += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
      }
      tee.frames.push(btoa(text));
    });
    return ws;
  }
  Tapped.prototype = Native.prototype;
  for (const name of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) Tapped[name] = Native[name];
  window.WebSocket = Tapped;
})();
"""


def find_program(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


def browser_available() -> bool:
    return bool(find_program(CHROMIUM) and find_program(CHROMEDRIVER))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Served:
    """A running ``notalone serve`` (its own process group)."""

    process: subprocess.Popen[str]
    port: int
    data_dir: Path
    url: str = field(init=False)

    def __post_init__(self) -> None:
        self.url = f"http://127.0.0.1:{self.port}/"

    def children(self) -> list[int]:
        """The server's child processes (the tabs' games), from /proc."""
        return children_of(self.process.pid)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int:
        if self.process.poll() is None:
            self.process.send_signal(sig)
        return self.process.wait(timeout)


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


@contextmanager
def serving(data_dir: Path, lang: str = "en", port: int | None = None,
            extra: tuple[str, ...] = ()) -> Iterator[Served]:
    """``notalone serve`` on a free loopback port, with its own data and
    config folders under ``data_dir``; stopped (SIGTERM) on the way out."""
    port = port or free_port()
    env = dict(os.environ, NOTALONE_DATA_DIR=str(data_dir / "data"),
               NOTALONE_CONFIG_DIR=str(data_dir / "config"), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(
        [sys.executable, "-m", "notalone_tui", "serve", "--port", str(port), "--lang", lang,
         *extra],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True)
    served = Served(process, port, data_dir / "data")
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    output = process.stdout.read() if process.stdout else ""
                    raise RuntimeError(f"notalone serve did not start: {output}") from None
                time.sleep(0.1)
        yield served
    finally:
        if process.poll() is None:
            served.stop()
        if process.stdout:
            process.stdout.close()


class Page:
    """One browser tab on the game, with its screen read back as text."""

    def __init__(self, driver: Any) -> None:
        import pyte

        self.driver = driver
        self._pyte = pyte
        self.screen: Any = None
        self.stream: Any = None
        self.received = 0

    def open(self, url: str) -> None:
        self.screen = self.stream = None
        self.driver.get(url)

    def reload(self) -> None:
        """Reload the page (the tab keeps its id, as a player's reload would)."""
        self.screen = self.stream = None
        self.driver.refresh()

    def _sync(self) -> None:
        frames, url, size = self.driver.execute_script(
            "const t = window.__notalone; if (!t) return [[], null, null];"
            " return [t.frames.splice(0), t.url, t.size];")
        if url and self.screen is None:
            query = parse_qs(urlparse(url).query)
            cols = int(query.get("width", ["80"])[0])
            rows = int(query.get("height", ["24"])[0])
            self.screen = self._pyte.Screen(cols, rows)
            self.stream = self._pyte.ByteStream(self.screen)
        if size and self.screen is not None and (
                (size["width"], size["height"]) != (self.screen.columns, self.screen.lines)):
            self.screen.resize(size["height"], size["width"])
        for frame in frames:
            data = base64.b64decode(frame)
            self.received += len(data)
            if self.stream is not None:
                self.stream.feed(data)

    def text(self) -> str:
        self._sync()
        if self.screen is None:
            return ""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, *words: str, timeout: float = 20.0, gone: bool = False) -> str:
        """Wait until the screen shows every one of ``words`` (or, with
        ``gone``, none of them); return the screen."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.text()
            present = [w in shown for w in words]
            if (not any(present)) if gone else all(present):
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {timeout}s for {words!r} (gone={gone}); "
                                     f"the page shows:\n{shown}")
            time.sleep(0.05)

    def settle(self, quiet: float = 0.4, timeout: float = 10.0) -> str:
        """Wait until the screen stops changing for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        last = self.text()
        still_since = time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.05)
            shown = self.text()
            if shown != last:
                last, still_since = shown, time.monotonic()
            elif time.monotonic() - still_since >= quiet:
                break
        return last

    def press(self, *keys: str) -> None:
        """Send keys as a player types them: text, or names such as
        ``"enter"``, ``"tab"``, ``"down"``, ``"escape"``, ``"space"``."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        named: dict[str, str | tuple[str, str]] = {
            "enter": Keys.ENTER, "tab": Keys.TAB, "down": Keys.DOWN, "up": Keys.UP,
            "left": Keys.LEFT, "right": Keys.RIGHT, "escape": Keys.ESCAPE,
            "space": Keys.SPACE, "backspace": Keys.BACKSPACE, "home": Keys.HOME,
            "end": Keys.END, "pageup": Keys.PAGE_UP, "pagedown": Keys.PAGE_DOWN,
            "shift+tab": (Keys.SHIFT, Keys.TAB), "ctrl+s": (Keys.CONTROL, "s"),
            "ctrl+p": (Keys.CONTROL, "p")}
        self.driver.execute_script(
            "const box = document.querySelector('.xterm-helper-textarea');"
            " if (box && document.activeElement !== box) box.focus();")
        for key in keys:
            chain = ActionChains(self.driver)
            sent = named.get(key, key)
            if isinstance(sent, tuple):
                chain.key_down(sent[0]).send_keys(sent[1]).key_up(sent[0])
            else:
                chain.send_keys(sent)
            chain.perform()
            time.sleep(0.05)

    def click_cell(self, column: int, row: int) -> None:
        """Click the character cell at ``column``, ``row`` of the terminal."""
        size = self.driver.execute_script(
            "const r = document.querySelector('.xterm-screen').getBoundingClientRect();"
            " return [r.left, r.top, r.width, r.height];")
        assert self.screen is not None
        left, top, width, height = size
        x = left + (column + 0.5) * width / self.screen.columns
        y = top + (row + 0.5) * height / self.screen.lines
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1})
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseReleased", "x": x, "y": y, "button": "left", "clickCount": 1})

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(path))


@contextmanager
def browser(width: int = 1280, height: int = 800,
            downloads: Path | None = None) -> Iterator[Page]:
    """Headless Chromium (the system's) with the websocket tee installed."""
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must not download
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = find_program(CHROMIUM)
    chromedriver = find_program(CHROMEDRIVER)
    if not chromium or not chromedriver:
        raise RuntimeError("the system's chromium and chromedriver are needed "
                           "(Debian: apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", f"--window-size={width},{height}",
                     "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    if downloads is not None:
        options.add_experimental_option("prefs", {
            "download.default_directory": str(downloads),
            "download.prompt_for_download": False})
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TEE})
        if downloads is not None:
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {
                "behavior": "allow", "downloadPath": str(downloads)})
        yield Page(driver)
    finally:
        driver.quit()
