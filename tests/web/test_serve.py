"""``notalone serve`` as a process: it refuses what it cannot serve on one
line with exit code 2, warns when it is reachable from the network, keeps
each tab's game in its own folder, and leaves no game process behind when it
is stopped (SIGTERM, or Ctrl+C's SIGINT to the whole process group).

A tab is opened here without a browser, by connecting to the websocket a tab
would use; the browser itself is exercised by ``test_browser.py``."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notalone_tui.web.server import TAB_ID, WEBSOCKET_PATH, check_address, child_command

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

import browser_session  # noqa: E402

TAB = "0f6c3f7e-5a52-4c1b-9d0e-3b8f1f0b2a11"


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "notalone_tui", "serve", *args],
                          capture_output=True, text=True, timeout=60)


def test_a_port_in_use_is_one_line_and_exit_2() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = _serve("--port", str(port))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and f"cannot serve on http://127.0.0.1:{port}" in lines[0], lines
    assert done.stdout == ""


@pytest.mark.parametrize("host", ["no-such-host.invalid", "300.1.2.3"])
def test_a_bad_host_is_one_line_and_exit_2(host: str) -> None:
    done = _serve("--host", host, "--port", str(browser_session.free_port()))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and host in lines[0], lines


@pytest.mark.parametrize("port", ["0", "70000", "http"])
def test_a_bad_port_is_refused_by_the_parser(port: str) -> None:
    done = _serve("--port", port)
    assert done.returncode == 2
    assert "expected a port number from 1 to 65535" in done.stderr


def test_loopback_is_the_default_and_is_not_warned_about() -> None:
    address = check_address("127.0.0.1", browser_session.free_port())
    assert address.loopback and address.urls == (f"http://127.0.0.1:{address.port}",)
    assert check_address("localhost", browser_session.free_port()).loopback


def test_the_game_runs_as_the_process_the_server_signals() -> None:
    command = child_command("fr")
    assert command.startswith("exec ") and command.endswith("play --lang fr")


async def _open_tab(port: int, tab: str = TAB) -> tuple[object, object]:
    import aiohttp

    session = aiohttp.ClientSession()
    socket_ = await session.ws_connect(
        f"http://127.0.0.1:{port}{WEBSOCKET_PATH}{tab}?width=100&height=30")
    # Wait for the game's first frame: the process is up and drawing.
    while True:
        message = await asyncio.wait_for(socket_.receive(), 30)
        if message.type == aiohttp.WSMsgType.BINARY and len(message.data) > 100:
            return session, socket_


def _wait_gone(pids: list[int], timeout: float = 10.0) -> list[int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        alive = [pid for pid in pids if _alive(pid)]
        if not alive:
            return []
        time.sleep(0.1)
    return alive


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("how", ["SIGTERM", "Ctrl+C"])
def test_stopping_leaves_no_game_behind(tmp_path: Path, how: str) -> None:
    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            session, tab = await _open_tab(served.port)
            children = served.children()
            assert len(children) == 1, children
            assert (served.data_dir / "browser-tabs" / TAB).is_dir()
            if how == "SIGTERM":
                served.process.send_signal(signal.SIGTERM)
            else:  # a terminal's Ctrl+C reaches the whole foreground group
                os.killpg(served.process.pid, signal.SIGINT)
            code = await asyncio.to_thread(served.process.wait, 20)
            await tab.close()  # type: ignore[attr-defined]
            await session.close()  # type: ignore[attr-defined]
            assert code == 0
            assert _wait_gone(children) == []
            out = served.process.stdout.read() if served.process.stdout else ""
            assert "notalone has stopped serving." in out
            assert "Traceback" not in out
        # The tab saved nothing (it never left the title): no folder is left.
        assert not (served.data_dir / "browser-tabs" / TAB).exists()

    asyncio.run(scenario())


def test_two_tabs_get_two_games_and_a_bad_tab_id_is_refused(tmp_path: Path) -> None:
    import aiohttp

    other = "5d1e0c2a-97b4-4f4e-8a57-0c1d2e3f4a5b"

    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            first = await _open_tab(served.port)
            second = await _open_tab(served.port, other)
            assert len(served.children()) == 2
            assert sorted(p.name for p in (served.data_dir / "browser-tabs").iterdir()) == sorted(
                [TAB, other])
            async with aiohttp.ClientSession() as session:
                for bad in ("..%2F..%2Fetc", "short", "x" * 40):
                    response = await session.get(
                        f"http://127.0.0.1:{served.port}{WEBSOCKET_PATH}{bad}")
                    assert response.status in (400, 404), bad
                response = await session.get(f"http://127.0.0.1:{served.port}/ws")
                assert response.status == 404  # textual-serve's shared route is closed
                page = await (await session.get(f"http://127.0.0.1:{served.port}/")).text()
                assert "googleapis" not in page and "https://" not in page
            for session_, tab in (first, second):
                await tab.close()  # type: ignore[attr-defined]
                await session_.close()  # type: ignore[attr-defined]

    asyncio.run(scenario())
    assert not TAB_ID.fullmatch("../../etc")


def test_binding_to_the_network_warns_and_lists_urls(tmp_path: Path) -> None:
    with browser_session.serving(tmp_path, extra=("--host", "0.0.0.0")) as served:
        served.stop()
        out = served.process.stdout.read() if served.process.stdout else ""
    assert "Warning: notalone is listening on 0.0.0.0" in out
    assert f"Anyone who can reach port {served.port} can open a game." in out
    assert f":{served.port}" in out.split("Open one of:", 1)[1]


def test_the_same_tab_twice_ends_the_first_game_process(tmp_path: Path) -> None:
    """A duplicated tab copies the tab's id; a reload may race its old socket.
    Either way one folder gets one game process at a time."""

    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            first = await _open_tab(served.port)
            [first_pid] = served.children()
            second = await _open_tab(served.port)
            assert _wait_gone([first_pid]) == []
            children = served.children()
            assert len(children) == 1 and children != [first_pid]
            for session_, tab in (first, second):
                await tab.close()  # type: ignore[attr-defined]
                await session_.close()  # type: ignore[attr-defined]

    asyncio.run(scenario())


def test_the_page_speaks_the_servers_language(tmp_path: Path) -> None:
    import urllib.request

    with browser_session.serving(tmp_path, lang="fr") as served:
        page = urllib.request.urlopen(served.url, timeout=10).read().decode()
        served.stop()
        out = served.process.stdout.read() if served.process.stdout else ""
    assert '<html lang="fr">' in page
    assert "Démarrage de notalone…" in page and "Recommencer" in page
    assert "notalone est servi à l'adresse" in out
