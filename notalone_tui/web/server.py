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

Guards (issue 33; the rules themselves are in :mod:`notalone_tui.web.guards`).
Every refusal is one warning line on the server's console, never a traceback.

* **Only its own names.** Every request (page, script, socket, download) whose
  ``Host`` is not a name the server answers for gets 403: the bound host, and
  the loopback names on a loopback bind; on a wildcard bind also the names it
  prints and any address in digits. A page from an attacker's name that DNS
  rebinding points here still says that name, so it is refused.
* **Only its own page.** A tab's websocket needs an ``Origin`` equal to the
  address the request was sent to, and the one-use token that this server put
  in the page it served (``secrets.token_urlsafe``; a few dozen outstanding at
  most, each good for two minutes). Another site's page cannot read a token,
  so it cannot start a game, type into one, or read its screen: 403.
* **Bounded.** At most ``--max-games`` game processes at once (default
  :data:`MAX_GAMES`): one more tab gets its socket closed with
  :data:`FULL_CODE` and its page says the server is full; a tab coming back to
  its own game is not counted twice. The terminal size is clamped (on connect
  and on every ``resize``) to :data:`~notalone_tui.web.guards.WIDTHS` x
  :data:`~notalone_tui.web.guards.HEIGHTS`. A socket's messages are bounded
  in size (:data:`MAX_MESSAGE`) and rate (:data:`RATE` a second after a burst
  of :data:`BURST`); a message too big, too many, or malformed (not one of
  the messages textual-serve's page sends) closes that socket.
* **No orphans.** Each game runs through :mod:`notalone_tui.web.tab`, which
  ends it when the server dies, SIGKILL included.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import re
import shlex
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from notalone_tui.i18n.current import _
from notalone_tui.web.guards import (
    Bucket,
    Hosts,
    MalformedMessage,
    Tokens,
    clamp_size,
    read_message,
)

#: Where each tab's data folder lives, inside the data folder.
TABS_FOLDER = "browser-tabs"
#: A tab id as the page makes it (a UUID, or 32 hex digits); anything else is
#: refused, since it names a folder.
TAB_ID = re.compile(r"[0-9a-fA-F-]{16,64}")
#: The websocket route; the tab id follows it, then the page's token.
WEBSOCKET_PATH = "/tab/"
#: How long a tab's process gets to quit when asked, before it is terminated.
QUIT_GRACE = 3.0
#: Game processes at once, unless ``--max-games`` says otherwise.
MAX_GAMES = 8
#: The websocket close code that tells the page the server is full (a code
#: of the range left to applications).
FULL_CODE = 4503
#: The largest websocket message taken, in bytes (a key, a paste, a resize:
#: far less).
MAX_MESSAGE = 16 * 1024
#: Messages a second a socket may send after a burst of BURST; a player's
#: keys and mouse moves come well below.
RATE = 100.0
BURST = 200.0

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
    #: The addresses ``host`` resolved to.
    resolved: tuple[str, ...] = ()

    @property
    def wildcard(self) -> bool:
        return any(_wildcard(a) for a in self.resolved)

    def hosts(self) -> Hosts:
        """The ``Host`` names this server answers for."""
        from urllib.parse import urlsplit

        names = [self.host, *self.resolved]
        names += [urlsplit(url).hostname or "" for url in self.urls]
        return Hosts.build(self.port, names, self.loopback, self.wildcard)


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
                   (_url(host, port),) if loopback else _network_urls(host, port, resolved),
                   tuple(dict.fromkeys(resolved)))


def child_command(language: str | None) -> str:
    """The shell command that runs one tab's game (``exec``, so the process
    the server signals, and whose parent the server is, is the game itself,
    not a shell), through :mod:`notalone_tui.web.tab` so that it ends with the
    server."""
    words = [sys.executable, "-m", "notalone_tui.web.tab", "play"]
    if language:
        words += ["--lang", language]
    return "exec " + shlex.join(words)


def tab_folder(base: Path, tab: str) -> Path:
    return base / TABS_FOLDER / tab.lower()


def _one_line(text: object, limit: int = 200) -> str:
    """``text`` for a log line: one line, not too long (a hostile header or
    message must not flood the console)."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[:limit] + "…"


def _service_class() -> type:
    """The per-tab app service (built lazily: textual-serve imports aiohttp)."""
    from textual_serve.app_service import AppService

    from notalone_tui.web.tab import PARENT_ENV

    class TabAppService(AppService):  # type: ignore[misc]
        """One tab's game process, with the tab's own data folder."""

        def __init__(self, *args: Any, data_dir: Path, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.data_dir = data_dir
            self.stopped = False

        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            from notalone_tui.paths import DATA_ENV

            environment: dict[str, str] = super()._build_environment(width, height)
            environment[DATA_ENV] = str(self.data_dir)
            environment[PARENT_ENV] = str(os.getpid())
            return environment

        async def start(self, width: int, height: int) -> None:
            if self.stopped:  # replaced before it started
                return
            self.data_dir.mkdir(parents=True, exist_ok=True)
            await super().start(*clamp_size(width, height))

        async def set_terminal_size(self, width: int, height: int) -> None:
            await super().set_terminal_size(*clamp_size(width, height))

        async def run(self) -> None:
            """Relay the game's output; once the game has ended, however it
            ended, close its tab's socket, which would otherwise hold a place
            for no game."""
            try:
                await super().run()
            finally:
                with contextlib.suppress(Exception):
                    await self.remote_close()

        async def stop(self) -> None:
            """Ask the game to quit; terminate it if it has not within the grace.
            A tab that saved nothing leaves no folder behind (checked on the
            first stop only: a later one may come after the tab's next game
            has started in that folder)."""
            first, self.stopped = not self.stopped, True
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
            if first:
                with contextlib.suppress(OSError):
                    self.data_dir.rmdir()  # only if empty

    return TabAppService


def make_server(address: Address, language: str | None, data_dir: Path,
                max_games: int = MAX_GAMES) -> Any:
    """The textual-serve server for ``address``, its tabs' folders under
    ``data_dir``, at most ``max_games`` games at once."""
    import aiohttp_jinja2
    from aiohttp import WSMsgType, web
    from textual_serve.server import Server, to_int

    from notalone_tui.i18n.current import language as current_language

    service_class = _service_class()
    templates = Path(__file__).with_name("templates")
    hosts = address.hosts()

    def refuse(request: web.Request, reason: str) -> web.HTTPForbidden:
        """Log one line for a refused request; the 403 to raise."""
        log.warning("notalone serve: refused %s %s from %s: %s", request.method,
                    _one_line(request.path, 80), request.remote, _one_line(reason))
        return web.HTTPForbidden(text="403: Forbidden")

    @web.middleware
    async def only_our_names(request: web.Request, handler: Any) -> web.StreamResponse:
        host = request.headers.get("Host")
        if not hosts.allows(host):
            raise refuse(request, f"Host {host!r} is not this server's")
        response: web.StreamResponse = await handler(request)
        return response

    class TabServer(Server):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__(child_command(language), host=address.host, port=address.port,
                             title="notalone", templates_path=templates)
            self.services: dict[str, Any] = {}
            self.tokens = Tokens()

        def initialize_logging(self) -> None:
            logging.basicConfig(level=logging.WARNING, format="%(message)s")

        async def _make_app(self) -> web.Application:
            app: web.Application = await super()._make_app()
            app.middlewares.append(only_our_names)
            app.router.add_get(WEBSOCKET_PATH + "{tab}", self.handle_tab)
            app.router.add_get(WEBSOCKET_PATH + "{tab}/{token}", self.handle_tab)
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

        async def handle_index(self, request: web.Request) -> web.StreamResponse:
            """The page, with a new token for its socket. Not to be cached
            (a token serves once) nor framed by another site's page."""
            context = {
                "lang": current_language(),
                "title": "notalone",
                "static_url": "/static/",
                "font_size": to_int(request.query.get("fontsize", "16"), 16),
                "websocket_path": WEBSOCKET_PATH,
                "token": self.tokens.issue(),
                "full_code": FULL_CODE,
                "starting": _("Starting notalone…"),
                "ended": _("This game's window has closed."),
                "restart": _("Start again"),
                "full": _("This server is already running as many games as it may. "
                          "Try again when another tab's game has ended."),
                "retry": _("Try again"),
            }
            response: web.StreamResponse = aiohttp_jinja2.render_template(
                "page.html", request, context)
            response.headers["Cache-Control"] = "no-store"
            response.headers["X-Frame-Options"] = "DENY"
            response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"
            return response

        async def handle_websocket(  # type: ignore[override]
                self, request: web.Request) -> web.StreamResponse:
            """textual-serve's own route: refused, as it would share one folder
            between tabs."""
            raise web.HTTPNotFound()

        async def handle_tab(self, request: web.Request) -> web.StreamResponse:
            tab = request.match_info["tab"]
            if not TAB_ID.fullmatch(tab):
                raise web.HTTPBadRequest(text="bad tab id")
            origin = request.headers.get("Origin")
            if not hosts.page_origin(origin, request.headers.get("Host")):
                raise refuse(request, f"websocket from origin {origin!r}, not this server's page")
            websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
            if not websocket.can_prepare(request).ok:
                raise web.HTTPBadRequest(text="not a websocket")
            if not self.tokens.redeem(request.match_info.get("token")):
                raise refuse(request, "websocket without a token this server gave")
            tab = tab.lower()
            who = f"tab {tab[:8]} from {request.remote}"
            earlier = self.services.get(tab)
            if earlier is None and len(self.services) >= max_games:
                await websocket.prepare(request)
                log.warning("notalone serve: refused %s: full, %d of %d games running",
                            who, len(self.services), max_games)
                await websocket.close(code=FULL_CODE, message=b"server full")
                return websocket
            width = to_int(request.query.get("width", "80"), 80)
            height = to_int(request.query.get("height", "24"), 24)
            service = service_class(
                self.command, write_bytes=websocket.send_bytes,
                write_str=websocket.send_str, close=websocket.close,
                download_manager=self.download_manager, debug=False,
                data_dir=tab_folder(data_dir, tab))
            # Taken now, before anything is awaited: the count of games and
            # the tab's one game stay true while this one starts.
            self.services[tab] = service
            try:
                await websocket.prepare(request)
                if earlier is not None:
                    # The same tab again (a reload racing its old socket, or a
                    # duplicated tab, which copies the id): one game per
                    # folder, so the earlier process quits (its autosave is
                    # kept) first, and its page is told.
                    await earlier.stop()
                    with contextlib.suppress(Exception):
                        await earlier.remote_close()
                await service.start(width, height)
                if not service.stopped:
                    await self._relay(websocket, service, who)
            except (asyncio.CancelledError, ConnectionError):
                pass
            except Exception as exc:  # one line, never a traceback
                log.warning("notalone serve: %s ended: %s: %s", who, type(exc).__name__,
                            _one_line(exc))
            finally:
                await service.stop()
                if self.services.get(tab) is service:
                    del self.services[tab]
                await websocket.close()
            return websocket

        async def _relay(self, websocket: web.WebSocketResponse, service: Any,
                         who: str) -> None:
            """Pass the page's messages to its game (textual-serve's
            ``_process_messages``, with its guards): a message too big, too
            many of them, or one malformed closes the socket, with one line."""
            bucket = Bucket(RATE, BURST)
            async for message in websocket:
                problem = ""
                if message.type == WSMsgType.ERROR:
                    problem = f"socket error: {websocket.exception() or message.data}"
                elif message.type != WSMsgType.TEXT:
                    problem = f"a {message.type.name.lower()} message"
                elif not bucket.take():
                    problem = f"more than {RATE:.0f} messages a second"
                else:
                    try:
                        read = read_message(message.data)
                    except MalformedMessage as exc:
                        problem = f"malformed message: {exc}"
                if problem:
                    log.warning("notalone serve: closed %s: %s", who, _one_line(problem))
                    await websocket.close(code=1008)
                    return
                if read.kind == "stdin":
                    await service.send_bytes(read.text.encode("utf-8", "replace"))
                elif read.kind == "resize":
                    await service.set_terminal_size(read.width, read.height)
                elif read.kind == "ping":
                    await websocket.send_json(["pong", read.text])
                elif read.kind == "blur":
                    await service.blur()
                elif read.kind == "focus":
                    await service.focus()

    return TabServer()


def serve(host: str, port: int, language: str | None, max_games: int = MAX_GAMES) -> None:
    """Run the server until Ctrl+C or SIGTERM; :class:`ServeError` if it
    cannot start."""
    from notalone_tui.paths import data_dir

    address = check_address(host, port)
    server = make_server(address, language, data_dir(), max_games)
    try:
        server.serve()
    except OSError as exc:
        raise ServeError(_("cannot serve on {url}: {reason}").format(
            url=_url(host, port), reason=exc.strerror or exc)) from None
    print(_("notalone has stopped serving."), flush=True)
