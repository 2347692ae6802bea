"""``notalone serve``: the game in a browser tab, through textual-serve.

textual-serve runs one app process per websocket. What this module adds:

* **Tabs own their games.** The page gives each tab an id it keeps in the
  tab's session storage, and the websocket URL carries it; that tab's process
  gets a data folder of its own (``<data>/browser-tabs/<id>``), so its
  autosave, Continue and last game are its own, and reloading the tab finds
  them again. One process per id at a time: a second connection with the
  same id (a duplicated tab copies it) ends the first one's process, so two
  games never write one autosave.
* **No other service.** The page uses textual-serve's bundled script and font
  and builds the websocket URL from the address the browser used.
* **A clean stop.** Ctrl+C or SIGTERM asks every tab's process to quit, waits
  briefly, then terminates whatever is left: nothing outlives the server.
* **Safe defaults.** Loopback only unless ``--host`` says otherwise; the
  address is checked (and the port tried) before anything starts, so a bad
  host or a busy port is one line on stderr.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import shlex
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from notalone_tui.i18n.current import _

#: Where each tab's data folder lives, inside the data folder.
TABS_FOLDER = "browser-tabs"
#: A tab id as the page makes it (a UUID, or 32 hex digits); anything else is
#: refused, since it names a folder.
TAB_ID = re.compile(r"[0-9a-fA-F-]{16,64}")
#: The websocket route; the tab id follows it.
WEBSOCKET_PATH = "/tab/"
#: How long a tab's process gets to quit when asked, before it is terminated.
QUIT_GRACE = 3.0

log = logging.getLogger("notalone.serve")


class ServeError(Exception):
    """The server cannot start; the message is for the player, on one line."""


@dataclass(frozen=True)
class Address:
    """Where the server listens, checked."""

    host: str
    port: int
    loopback: bool
    urls: tuple[str, ...]


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def _is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def _wildcard(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_unspecified
    except ValueError:
        return False


def _network_urls(host: str, port: int, resolved: list[str]) -> tuple[str, ...]:
    """The URLs other machines would use: for a wildcard bind, this machine's
    own addresses (as far as the standard library can tell)."""
    if not any(_wildcard(a) for a in resolved):
        return (_url(host, port),)
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        # Connecting a UDP socket sends nothing; it only picks the address
        # this machine would use to reach the network (a documentation
        # address stands in for "anywhere").
        probe.connect(("192.0.2.1", 9))
        found.append(str(probe.getsockname()[0]))
    with contextlib.suppress(OSError):
        found.extend(socket.gethostbyname_ex(socket.gethostname())[2])
    urls = [_url(a, port) for a in dict.fromkeys(found) if not _is_loopback(a)]
    urls.append(_url(socket.gethostname(), port))
    return tuple(urls)


def check_address(host: str, port: int) -> Address:
    """Resolve ``host`` and try binding ``port`` on it; raise :class:`ServeError`
    with a one-line reason when either fails."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as exc:
        raise ServeError(_("cannot serve on host {host!r}: {reason}").format(
            host=host, reason=getattr(exc, "strerror", None) or exc)) from None
    resolved = [str(info[4][0]) for info in infos]
    for family, kind, proto, _name, sockaddr in infos[:1]:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(sockaddr)
            except OSError as exc:
                raise ServeError(_("cannot serve on {url}: {reason}").format(
                    url=_url(host, port), reason=exc.strerror or exc)) from None
    loopback = all(_is_loopback(a) for a in resolved)
    return Address(host, port, loopback,
                   (_url(host, port),) if loopback else _network_urls(host, port, resolved))


def child_command(language: str | None) -> str:
    """The shell command that runs one tab's game (``exec``, so the process
    the server signals is the game itself, not a shell)."""
    words = [sys.executable, "-m", "notalone_tui", "play"]
    if language:
        words += ["--lang", language]
    return "exec " + shlex.join(words)


def tab_folder(base: Path, tab: str) -> Path:
    return base / TABS_FOLDER / tab.lower()


def _service_class() -> type:
    """The per-tab app service (built lazily: textual-serve imports aiohttp)."""
    from textual_serve.app_service import AppService

    class TabAppService(AppService):  # type: ignore[misc]
        """One tab's game process, with the tab's own data folder."""

        def __init__(self, *args: Any, data_dir: Path, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.data_dir = data_dir

        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            from notalone_tui.paths import DATA_ENV

            environment: dict[str, str] = super()._build_environment(width, height)
            environment[DATA_ENV] = str(self.data_dir)
            return environment

        async def start(self, width: int, height: int) -> None:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            await super().start(width, height)

        async def stop(self) -> None:
            """Ask the game to quit; terminate it if it has not within the grace.
            A tab that saved nothing leaves no folder behind."""
            with contextlib.suppress(TimeoutError, ConnectionError):
                await asyncio.wait_for(super().stop(), QUIT_GRACE)
            process = self._process
            if process is not None and process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    process.terminate()
                try:
                    await asyncio.wait_for(process.wait(), QUIT_GRACE)
                except TimeoutError:
                    with contextlib.suppress(ProcessLookupError):
                        process.kill()
                    await process.wait()
            with contextlib.suppress(OSError):
                self.data_dir.rmdir()  # only if empty

    return TabAppService


def make_server(address: Address, language: str | None, data_dir: Path) -> Any:
    """The textual-serve server for ``address``, its tabs' folders under
    ``data_dir``."""
    import aiohttp_jinja2
    from aiohttp import web
    from textual_serve.server import Server, to_int

    from notalone_tui.i18n.current import language as current_language

    service_class = _service_class()
    templates = Path(__file__).with_name("templates")

    class TabServer(Server):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__(child_command(language), host=address.host, port=address.port,
                             title="notalone", templates_path=templates)
            self.services: dict[str, Any] = {}

        def initialize_logging(self) -> None:
            logging.basicConfig(level=logging.WARNING, format="%(message)s")

        async def _make_app(self) -> web.Application:
            app: web.Application = await super()._make_app()
            app.router.add_get(WEBSOCKET_PATH + "{tab}", self.handle_tab)
            return app

        async def on_startup(self, app: web.Application) -> None:
            lines = [_("notalone is being served at {url}").format(url=address.urls[0])]
            if not address.loopback:
                lines = [
                    _("Warning: notalone is listening on {host}, not only on this "
                      "computer. Anyone who can reach port {port} can open a game.").format(
                          host=address.host, port=address.port),
                    _("Open one of:"),
                    *(f"  {url}" for url in address.urls),
                ]
            lines.append(_("Each browser tab plays its own game. Press Ctrl+C to stop."))
            print("\n".join(lines), flush=True)

        async def on_shutdown(self, app: web.Application) -> None:
            await asyncio.gather(*(service.stop() for service in list(self.services.values())),
                                 return_exceptions=True)

        @aiohttp_jinja2.template("page.html")
        async def handle_index(self, request: web.Request) -> dict[str, Any]:
            return {
                "lang": current_language(),
                "title": "notalone",
                "static_url": "/static/",
                "font_size": to_int(request.query.get("fontsize", "16"), 16),
                "websocket_path": WEBSOCKET_PATH,
                "starting": _("Starting notalone…"),
                "ended": _("This game's window has closed."),
                "restart": _("Start again"),
            }

        async def handle_websocket(  # type: ignore[override]
                self, request: web.Request) -> web.StreamResponse:
            """textual-serve's own route: refused, as it would share one folder
            between tabs."""
            raise web.HTTPNotFound()

        async def handle_tab(self, request: web.Request) -> web.StreamResponse:
            tab = request.match_info["tab"]
            if not TAB_ID.fullmatch(tab):
                raise web.HTTPBadRequest(text="bad tab id")
            websocket = web.WebSocketResponse(heartbeat=15)
            await websocket.prepare(request)
            tab = tab.lower()
            earlier = self.services.get(tab)
            if earlier is not None:
                # The same tab again (a reload racing its old socket, or a
                # duplicated tab, which copies the id): one game per folder,
                # so the earlier process quits (its autosave is kept) first.
                await earlier.stop()
            service = service_class(
                self.command, write_bytes=websocket.send_bytes,
                write_str=websocket.send_str, close=websocket.close,
                download_manager=self.download_manager, debug=False,
                data_dir=tab_folder(data_dir, tab))
            self.services[tab] = service
            try:
                await service.start(to_int(request.query.get("width", "80"), 80),
                                    to_int(request.query.get("height", "24"), 24))
                await self._process_messages(websocket, service)
            except (asyncio.CancelledError, ConnectionError):
                pass
            finally:
                await service.stop()
                if self.services.get(tab) is service:
                    del self.services[tab]
                await websocket.close()
            return websocket

    return TabServer()


def serve(host: str, port: int, language: str | None) -> None:
    """Run the server until Ctrl+C or SIGTERM; :class:`ServeError` if it
    cannot start."""
    from notalone_tui.paths import data_dir

    address = check_address(host, port)
    server = make_server(address, language, data_dir())
    try:
        server.serve()
    except OSError as exc:
        raise ServeError(_("cannot serve on {url}: {reason}").format(
            url=_url(host, port), reason=exc.strerror or exc)) from None
    print(_("notalone has stopped serving."), flush=True)
