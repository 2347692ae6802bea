"""``notalone serve`` as a process: it refuses what it cannot serve on one
line with exit code 2, warns when it is reachable from the network, keeps
each tab's game in its own folder, and leaves no game process behind when it
is stopped (SIGTERM, or Ctrl+C's SIGINT to the whole process group).

It also lets in only its own page (a websocket needs the page's own Origin
and a token from a page it served; a request under a name it does not answer
for, as DNS rebinding would send, is refused), runs at most ``--max-games``
games, clamps the terminal size, closes a socket sending malformed, oversized
or too many messages, each refusal one line and no traceback, and no game
outlives it, even killed with SIGKILL (issue 33).

A tab is opened here without a browser, by connecting to the websocket a tab
would use, as the page does (its Origin, its token); the browser itself is
exercised by ``test_browser.py``, the rules one by one by ``test_guards.py``."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import scripts.browser_session as browser_session
from notalone_tui.web.server import (
    FULL_CODE,
    TAB_ID,
    WEBSOCKET_PATH,
    check_address,
    child_command,
)

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


async def _token(session: Any, base: str) -> str:
    """The token the server puts in the page it serves, as the page's script
    reads it."""
    page = await (await session.get(base + "/")).text()
    found = re.search(r'data-token="([^"]+)"', page)
    assert found, page
    return found[1]


async def _open_tab(port: int, tab: str = TAB, size: str = "width=100&height=30",
                    first_frame: bool = True) -> tuple[Any, Any]:
    """A tab's websocket, as the server's own page opens it (its Origin, the
    token of a page just served); after the game's first frame unless
    ``first_frame`` is false."""
    import aiohttp

    base = f"http://127.0.0.1:{port}"
    session = aiohttp.ClientSession()
    token = await _token(session, base)
    socket_ = await session.ws_connect(f"{base}{WEBSOCKET_PATH}{tab}/{token}?{size}",
                                       headers={"Origin": base})
    while first_frame:  # the process is up and drawing
        message = await asyncio.wait_for(socket_.receive(), 30)
        if message.type == aiohttp.WSMsgType.BINARY and len(message.data) > 100:
            break
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
            await tab.close()
            await session.close()
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
                await tab.close()
                await session_.close()

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
                await tab.close()
                await session_.close()

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


# -- Issue 33: only its own page, bounded, no orphans ------------------------

OTHER_TAB = "7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"


def _games(served: browser_session.Served, count: int) -> list[int]:
    """The server's game processes, once there are ``count`` of them running
    the game (a socket is accepted before its process is started)."""
    deadline = time.monotonic() + 20
    while True:
        games = [pid for pid in served.children() if _is_game(pid)]
        if len(games) == count or time.monotonic() > deadline:
            return games
        time.sleep(0.02)


def _is_game(pid: int) -> bool:
    try:
        return b"notalone_tui.web.tab" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def _refusals(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("notalone serve: refused")]


def test_only_the_servers_own_page_starts_a_game(tmp_path: Path) -> None:
    """A page from another origin (the attack the issue reports), a name
    that DNS rebinding points here, and a socket without a token this server
    gave: 403 each, one line each, no game process, no traceback."""
    import aiohttp

    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            base = f"http://127.0.0.1:{served.port}"
            evil = f"evil.example:{served.port}"
            tab_url = f"{base}{WEBSOCKET_PATH}{TAB}"
            async with aiohttp.ClientSession() as session:

                async def refused(url: str, **headers: str) -> None:
                    with pytest.raises(aiohttp.WSServerHandshakeError) as caught:
                        await session.ws_connect(url, headers=headers)
                    assert caught.value.status == 403, (url, headers)

                # Host: a rebound name is refused for the page, its script, a
                # download and the socket, even with a good token and Origin.
                for path in ("/", "/static/js/textual.js", "/download/x"):
                    response = await session.get(base + path, headers={"Host": evil})
                    assert response.status == 403, path
                await refused(f"{tab_url}/{await _token(session, base)}", Host=evil,
                              Origin=f"http://{evil}")
                # Origin: missing, another port of this machine, null, a look-alike.
                for origin in (None, f"http://localhost:{served.port + 1}", "null",
                               f"http://127.0.0.1:{served.port}.evil.example"):
                    token = await _token(session, base)
                    await refused(f"{tab_url}/{token}",
                                  **({"Origin": origin} if origin else {}))
                # Token: missing, forged, or spent already.
                await refused(tab_url, Origin=base)
                await refused(f"{tab_url}/{'A' * 32}", Origin=base)
                assert served.children() == []
                token = await _token(session, base)
                socket_ = await session.ws_connect(f"{tab_url}/{token}?width=100&height=30",
                                                   headers={"Origin": base})
                assert len(_games(served, 1)) == 1  # the page's own socket plays
                await socket_.close()
                await refused(f"{tab_url}/{token}", Origin=base)
                # The page itself is not to be framed by another site.
                response = await session.get(base + "/")
                assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
            served.stop()
            out = served.process.stdout.read() if served.process.stdout else ""
        refusals = _refusals(out)
        assert len(refusals) == 3 + 1 + 4 + 3, out
        assert sum("Host 'evil.example" in line for line in refusals) == 4
        assert sum("origin" in line for line in refusals) == 4
        assert sum("token" in line for line in refusals) == 3
        assert "Traceback" not in out

    asyncio.run(scenario())


def _frame_rows(data: bytes) -> int:
    """The lowest row a frame's cursor moves reach: the game's screen height."""
    return max(int(row) for row in re.findall(rb"\x1b\[(\d+);\d+H", data))


async def _drain(socket_: Any, quiet: float = 1.0) -> bytes:
    """What the game sends from now until, having sent something, it has sent
    nothing for ``quiet`` seconds."""
    import aiohttp

    data = b""
    while True:
        try:
            message = await asyncio.wait_for(socket_.receive(), quiet if data else 30)
        except TimeoutError:
            return data
        if message.type == aiohttp.WSMsgType.BINARY:
            data += message.data
        elif message.type != aiohttp.WSMsgType.TEXT:
            return data


def test_at_the_cap_a_tab_is_told_and_sizes_are_clamped(tmp_path: Path) -> None:
    """With ``--max-games 2`` a third tab's socket is closed with the 'full'
    code and no third process starts, while a tab coming back to its own game
    still can. An oversized terminal is clamped, on connect (the size the
    game process is started with) and on resize (the screen it draws)."""
    import aiohttp

    async def scenario() -> None:
        with browser_session.serving(tmp_path, extra=("--max-games", "2")) as served:
            big = await _open_tab(served.port, size="width=10000&height=10000",
                                  first_frame=False)
            [pid] = _games(served, 1)
            environment = dict(line.split("=", 1) for line in Path(
                f"/proc/{pid}/environ").read_text().split("\0") if "=" in line)
            assert (environment["COLUMNS"], environment["ROWS"]) == ("300", "120")
            assert _frame_rows(await _drain(big[1])) == 120
            await big[1].send_str('["resize", {"width": 60, "height": 20}]')
            assert _frame_rows(await _drain(big[1])) == 20
            await big[1].send_str('["resize", {"width": 10000, "height": 10000}]')
            assert _frame_rows(await _drain(big[1])) == 120

            second = await _open_tab(served.port, OTHER_TAB)
            assert len(served.children()) == 2
            third = await _open_tab(served.port, "1" * 32, first_frame=False)
            message = await asyncio.wait_for(third[1].receive(), 10)
            assert message.type == aiohttp.WSMsgType.CLOSE and message.data == FULL_CODE
            assert len(served.children()) == 2
            # The first tab reloaded: its own game again, not a third one.
            again = await _open_tab(served.port)
            assert _wait_gone([pid]) == []
            assert len(served.children()) == 2
            for session_, socket_ in (big, second, third, again):
                await socket_.close()
                await session_.close()
            served.stop()
            out = served.process.stdout.read() if served.process.stdout else ""
        assert "full, 2 of 2 games running" in out and "Traceback" not in out

    asyncio.run(scenario())


def test_a_full_server_says_so_on_the_page() -> None:
    from notalone_tui.web.server import FULL_CODE as code

    page = (Path(__file__).resolve().parents[2] / "notalone_tui" / "web" / "templates"
            / "page.html").read_text()
    assert "event.code === {{ full_code }}" in page and "{{ full }}" in page
    assert 4000 <= code < 5000


#: Messages none of which textual-serve's page sends (None: a flood of good ones).
BAD_MESSAGES: dict[str, str | bytes | None] = {
    "bad JSON": "{not json",
    "wrong shape": '{"stdin": "x"}',
    "empty": "[]",
    "unknown type": '["exec", "rm -rf /"]',
    "wrong type": '["stdin", 42]',
    "bad resize": '["resize", {"width": "wide", "height": 24}]',
    "too deep": "[" * 5000 + "]" * 5000,
    "too big": '["stdin", "' + "x" * 100_000 + '"]',
    "binary": b"\x00\x01",
    "flood": None,
}


def test_a_bad_message_closes_its_socket_with_one_line(tmp_path: Path) -> None:
    import aiohttp

    async def send(name: str, port: int) -> None:
        session, socket_ = await _open_tab(port, f"{len(name):02d}" * 16, first_frame=False)
        sent = BAD_MESSAGES[name]
        try:
            if sent is None:
                for _ in range(2000):
                    await socket_.send_str('["stdin", "x"]')
            elif isinstance(sent, bytes):
                await socket_.send_bytes(sent)
            else:
                await socket_.send_str(sent)
        except ConnectionError:
            pass
        while (message := await asyncio.wait_for(socket_.receive(), 20)).type not in (
                aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            pass
        assert message.data in (1008, 1009), (name, message)
        await socket_.close()
        await session.close()

    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            for name in BAD_MESSAGES:
                await send(name, served.port)
            assert _wait_gone(served.children()) == []
            served.stop()
            out = served.process.stdout.read() if served.process.stdout else ""
        closed = [line for line in out.splitlines() if "closed tab" in line]
        assert len(closed) == len(BAD_MESSAGES), out
        assert all(len(line) < 300 for line in closed), closed
        assert "Traceback" not in out

    asyncio.run(scenario())


def test_no_game_outlives_a_killed_server(tmp_path: Path) -> None:
    """SIGKILL leaves the server no chance to stop its games: each ends by
    itself (the kernel's parent-death signal, or its own watch)."""

    async def scenario() -> None:
        with browser_session.serving(tmp_path) as served:
            session, socket_ = await _open_tab(served.port)
            children = served.children()
            assert len(children) == 1
            served.process.kill()
            served.process.wait(10)
            left = _wait_gone(children)
            for pid in left:  # not to outlive the test either
                os.kill(pid, signal.SIGKILL)
            assert left == []
            await socket_.close()
            await session.close()

    asyncio.run(scenario())
