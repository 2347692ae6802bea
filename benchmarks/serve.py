"""``notalone serve`` against a hostile client: what it refuses, how many games
it lets run, and what an oversized terminal costs.

Run::

    python benchmarks/serve.py [--tabs 30] [--seconds 15] [--skip-unclamped]

Each part runs a real ``notalone serve`` on a free loopback port and talks to
it with aiohttp's client, as the attacks issue 33 reports did:

* **Refusals.** Sockets from another site's page (``Origin`` of another
  port, or none), requests under a name DNS rebinding would use (page,
  script, socket), and sockets with no token, a made-up one or a spent one;
  how many were refused, and how many game processes they started.
* **The cap.** ``--tabs`` tabs opened at once against the default
  ``--max-games``: game processes running, tabs told the server is full,
  and the games' memory.
* **An oversized terminal.** A tab asking for ``?width=10000&height=10000``,
  then resized to the same: its game process's peak RSS and the bytes it
  streamed over ``--seconds``. For comparison (unless ``--skip-unclamped``)
  the same game started by textual-serve's own ``AppService`` at that size,
  unclamped, as the server did before issue 33.

It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import aiohttp  # noqa: E402
import browser_session  # noqa: E402

from notalone_tui.web.server import MAX_GAMES, WEBSOCKET_PATH, child_command  # noqa: E402

TAB = "0f6c3f7e-5a52-4c1b-9d0e-3b8f1f0b2a11"


def rss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def games_of(served: browser_session.Served) -> list[int]:
    found = []
    for pid in served.children():
        try:
            if b"notalone_tui.web.tab" in Path(f"/proc/{pid}/cmdline").read_bytes():
                found.append(pid)
        except OSError:
            pass
    return found


async def token(session: aiohttp.ClientSession, base: str) -> str:
    page = await (await session.get(base + "/")).text()
    found = re.search(r'data-token="([^"]+)"', page)
    return found[1] if found else ""


async def refused(session: aiohttp.ClientSession, url: str, **headers: str) -> bool:
    """Whether a websocket to ``url`` is refused (403)."""
    try:
        socket_ = await session.ws_connect(url, headers=headers)
    except aiohttp.WSServerHandshakeError as error:
        return error.status == 403
    await socket_.close()
    return False


async def refusals(scratch: Path) -> None:
    with browser_session.serving(scratch / "refusals") as served:
        base = f"http://127.0.0.1:{served.port}"
        tab = f"{base}{WEBSOCKET_PATH}{TAB}"
        evil = f"evil.example:{served.port}"
        counts: dict[str, list[bool]] = {"origin": [], "host": [], "token": []}
        async with aiohttp.ClientSession() as session:
            # The attack: five sessions from a page on another port,
            # plus sockets with no Origin at all.
            for origin in [f"http://localhost:{served.port + 1}"] * 5 + [""] * 2:
                headers = {"Origin": origin} if origin else {}
                counts["origin"].append(await refused(
                    session, f"{tab}/{await token(session, base)}", **headers))
            # DNS rebinding: the page, its script, and the socket under the attacker's name.
            for path in ("/", "/static/js/textual.js"):
                response = await session.get(base + path, headers={"Host": evil})
                counts["host"].append(response.status == 403)
            counts["host"].append(await refused(
                session, f"{tab}/{await token(session, base)}", Host=evil,
                Origin=f"http://{evil}"))
            # Tokens: none, made up, and one spent by the page it came with.
            counts["token"].append(await refused(session, tab, Origin=base))
            counts["token"].append(await refused(session, f"{tab}/{'A' * 32}", Origin=base))
            spent = await token(session, base)
            first = await session.ws_connect(f"{tab}/{spent}", headers={"Origin": base})
            counts["token"].append(await refused(session, f"{tab}/{spent}", Origin=base))
            await first.close()
        served.stop()
        out = served.process.stdout.read() if served.process.stdout else ""
    print("refused connections (refused / tried):")
    for kind, results in counts.items():
        print(f"  by {kind:6s} {sum(results)} / {len(results)}")
    lines = [line for line in out.splitlines() if "refused" in line]
    print(f"  server log: {len(lines)} lines, {'a' if 'Traceback' in out else 'no'} traceback")


async def cap(scratch: Path, tabs: int) -> None:
    with browser_session.serving(scratch / "cap") as served:
        base = f"http://127.0.0.1:{served.port}"
        sessions: list[Any] = []
        full = 0
        started = time.monotonic()
        async with aiohttp.ClientSession() as session:
            for number in range(tabs):
                socket_ = await session.ws_connect(
                    f"{base}{WEBSOCKET_PATH}{number:032x}/{await token(session, base)}",
                    headers={"Origin": base})
                sessions.append(socket_)
            for socket_ in sessions:
                try:
                    message = await asyncio.wait_for(socket_.receive(), 0.5)
                except TimeoutError:
                    continue
                if message.type == aiohttp.WSMsgType.CLOSE and message.data == 4503:
                    full += 1
            await asyncio.sleep(5)  # the games started, drawing their title
            games = games_of(served)
            memory = sum(rss_mib(pid) for pid in games)
            for socket_ in sessions:
                await socket_.close()
        served.stop()
    print(f"the cap: {tabs} tabs opened at once, --max-games {MAX_GAMES} (default):")
    print(f"  {len(games)} game processes, {full} tabs told the server is full, "
          f"{memory:.0f} MiB in all ({time.monotonic() - started:.1f} s)")


async def watch(pid_of: Any, receive: Any, seconds: float) -> tuple[float, int]:
    """Peak RSS of the game (MiB) and bytes received over ``seconds``."""
    peak, received = 0.0, 0
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        with_data = await receive(min(left, 0.2))
        received += with_data
        pid = pid_of()
        if pid:
            peak = max(peak, rss_mib(pid))
    return peak, received


async def oversized(scratch: Path, seconds: float) -> None:
    with browser_session.serving(scratch / "big") as served:
        base = f"http://127.0.0.1:{served.port}"
        async with aiohttp.ClientSession() as session:
            socket_ = await session.ws_connect(
                f"{base}{WEBSOCKET_PATH}{TAB}/{await token(session, base)}"
                "?width=10000&height=10000", headers={"Origin": base})
            await socket_.send_str('["resize", {"width": 10000, "height": 10000}]')

            async def receive(timeout: float) -> int:
                try:
                    message = await asyncio.wait_for(socket_.receive(), timeout)
                except TimeoutError:
                    return 0
                return len(message.data) if message.type == aiohttp.WSMsgType.BINARY else 0

            def pid_of() -> int:
                games = games_of(served)
                return games[0] if games else 0

            peak, received = await watch(pid_of, receive, seconds)
            await socket_.close()
        served.stop()
    print(f"?width=10000&height=10000 and a resize to the same, over {seconds:.0f} s:")
    print(f"  clamped (300x120):  peak RSS {peak:.0f} MiB, {received / 1e6:.1f} MB streamed")


async def unclamped(scratch: Path, seconds: float) -> None:
    """The game as textual-serve alone starts it, at 10000x10000."""
    import os

    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    received = [0]

    async def write_bytes(data: bytes) -> None:
        received[0] += len(data)

    async def nothing(*_args: Any) -> None:
        return None

    os.environ["NOTALONE_DATA_DIR"] = str(scratch / "unclamped")
    os.environ["NOTALONE_CONFIG_DIR"] = str(scratch / "unclamped-config")
    service = AppService(child_command("en"), write_bytes=write_bytes, write_str=nothing,
                         close=nothing, download_manager=DownloadManager())
    await service.start(10000, 10000)
    await service.set_terminal_size(10000, 10000)

    async def receive(timeout: float) -> int:
        before = received[0]
        await asyncio.sleep(timeout)
        return received[0] - before

    process = service._process
    peak, _ = await watch(lambda: process.pid if process else 0, receive, seconds)
    if process is not None and process.returncode is None:
        process.kill()
        await process.wait()
    print(f"  unclamped (before): peak RSS {peak:.0f} MiB, {received[0] / 1e6:.1f} MB streamed")


def main() -> int:
    parser = argparse.ArgumentParser(description="notalone serve against a hostile client")
    parser.add_argument("--tabs", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--skip-unclamped", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        asyncio.run(refusals(scratch))
        asyncio.run(cap(scratch, args.tabs))
        asyncio.run(oversized(scratch, args.seconds))
        if not args.skip_unclamped:
            asyncio.run(unclamped(scratch, args.seconds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
