"""What ``notalone serve`` checks at its edge, kept apart from aiohttp so that
each rule can be tested on its own (``tests/web/test_guards.py``).

* :class:`Hosts` says which ``Host`` headers the server answers for (a name an
  attacker controls, as in DNS rebinding, is not one of them) and whether an
  ``Origin`` is the page's own.
* :class:`Tokens` issues the one-use token each served page carries and the
  tab's websocket must present: a game process starts only for a page this
  server served. Their number and lifetime are bounded, so memory is.
* :class:`Bucket` bounds the rate of one socket's messages.
* :func:`read_message` takes a websocket message apart, refusing anything that
  is not one of the messages textual-serve's page sends.
* :func:`clamp_size` keeps a terminal size within what a screen can show.
"""

from __future__ import annotations

import ipaddress
import json
import re
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

#: The terminal sizes a tab may ask for, in cells: (least, most). A size
#: outside is clamped; the most stops one tab from making its game draw (and
#: hold) a screen of millions of cells.
WIDTHS = (40, 300)
HEIGHTS = (12, 120)

#: A ``Host`` value: a bracketed IPv6 address or a name, then maybe a port.
_HOST = re.compile(r"(?:\[(?P<ip6>[0-9a-f:.]+)\]|(?P<name>[^:\[\]/@\s]+))(?::(?P<port>\d{1,5}))?",
                   re.ASCII)
_ORIGIN = re.compile(r"(?P<scheme>https?)://(?P<host>.+)", re.ASCII)


def _name(text: str) -> str:
    """A host name or address written one way: lower case, no final dot, an
    IP address in its usual spelling."""
    text = text.lower().rstrip(".")
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return text


def split_host(value: str, default_port: int = 80) -> tuple[str, int] | None:
    """``(name, port)`` of a ``Host`` header value, or None if it is not one."""
    found = _HOST.fullmatch(value.strip().lower())
    if found is None:
        return None
    port = int(found["port"]) if found["port"] else default_port
    if not 0 < port < 65536:
        return None
    if found["ip6"]:
        try:
            return str(ipaddress.IPv6Address(found["ip6"])), port
        except ValueError:
            return None
    return _name(found["name"]), port


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


@dataclass(frozen=True)
class Hosts:
    """The names the server answers for, on its one port.

    ``any_address`` is for a wildcard bind (0.0.0.0, ::): then any address
    written as digits is accepted too, as the machine may have several. A
    *name* is accepted only if listed: a browser tricked by DNS rebinding
    still sends the attacker's name, which is refused. An address in digits
    cannot be rebound, and :meth:`page_origin` holds a socket to the page the
    browser loaded from that very address.
    """

    port: int
    names: frozenset[str]
    any_address: bool = False

    @classmethod
    def build(cls, port: int, names: Iterable[str], loopback: bool,
              wildcard: bool) -> Hosts:
        known = {_name(n) for n in names if n}
        if loopback or wildcard:
            known.update(LOOPBACK_NAMES)
        return cls(port, frozenset(known), wildcard)

    def allows(self, host: str | None) -> bool:
        """Whether a request's ``Host`` header is one of ours."""
        if not host:
            return False
        split = split_host(host)
        if split is None:
            return False
        name, port = split
        if port != self.port:
            return False
        return name in self.names or (self.any_address and _is_ip(name))

    def page_origin(self, origin: str | None, host: str | None) -> bool:
        """Whether a websocket's ``Origin`` is the page's own: http(s), the
        very host and port the request was sent to, and that host ours."""
        if not origin or not self.allows(host):
            return False
        found = _ORIGIN.fullmatch(origin.strip().lower())
        if found is None:
            return False
        default = 443 if found["scheme"] == "https" else 80
        assert host is not None
        return split_host(found["host"], default) == split_host(host)


@dataclass
class Tokens:
    """One-use tokens, each issued with a page and good for one websocket.

    At most ``limit`` are outstanding (issuing one more forgets the oldest)
    and each expires after ``lifetime`` seconds, so a client fetching pages in
    a loop costs a bounded amount of memory. A page whose token was lost this
    way, or spent, gets a new one when reloaded.
    """

    limit: int = 64
    lifetime: float = 120.0
    clock: Callable[[], float] = time.monotonic
    _live: dict[str, float] = field(default_factory=dict)

    def _forget_expired(self) -> None:
        now = self.clock()
        for token in [t for t, expiry in self._live.items() if expiry <= now]:
            del self._live[token]

    def issue(self) -> str:
        self._forget_expired()
        while len(self._live) >= self.limit:
            del self._live[next(iter(self._live))]
        token = secrets.token_urlsafe(24)
        self._live[token] = self.clock() + self.lifetime
        return token

    def redeem(self, token: str | None) -> bool:
        """Spend ``token``: True once for a token issued and not expired."""
        self._forget_expired()
        return bool(token) and self._live.pop(str(token), None) is not None

    def __len__(self) -> int:
        return len(self._live)


@dataclass
class Bucket:
    """A token bucket: ``burst`` messages at once, ``rate`` a second after."""

    rate: float
    burst: float
    clock: Callable[[], float] = time.monotonic
    _level: float = field(init=False)
    _last: float = field(init=False)

    def __post_init__(self) -> None:
        self._level = self.burst
        self._last = self.clock()

    def take(self) -> bool:
        now = self.clock()
        self._level = min(self.burst, self._level + (now - self._last) * self.rate)
        self._last = now
        if self._level < 1:
            return False
        self._level -= 1
        return True


class MalformedMessage(ValueError):
    """A websocket message that is none of those the page sends; the message
    says what is wrong, on one line, for the server's log."""


def clamp_size(width: int, height: int) -> tuple[int, int]:
    return (min(max(width, WIDTHS[0]), WIDTHS[1]), min(max(height, HEIGHTS[0]), HEIGHTS[1]))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Message:
    """One message from the page: ``kind`` and what it carries (the text
    typed, or the terminal size already clamped)."""

    kind: str
    text: str = ""
    width: int = 0
    height: int = 0


def read_message(data: str) -> Message:
    """The message in ``data`` (the JSON textual-serve's page sends), or
    :class:`MalformedMessage`."""
    try:
        envelope = json.loads(data)
    except (ValueError, RecursionError) as exc:
        raise MalformedMessage(f"not JSON ({type(exc).__name__})") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise MalformedMessage("not a [type, ...] list")
    kind = envelope[0]
    if kind in ("focus", "blur"):
        if len(envelope) != 1:
            raise MalformedMessage(f"{kind!r} carries nothing")
        return Message(kind)
    if len(envelope) != 2:
        raise MalformedMessage(f"{kind[:20]!r}: expected [type, data]")
    body = envelope[1]
    if kind in ("stdin", "ping"):
        if not isinstance(body, str):
            raise MalformedMessage(f"{kind!r}: data is not text")
        return Message(kind, text=body)
    if kind == "resize":
        if not (isinstance(body, dict) and _whole(body.get("width"))
                and _whole(body.get("height"))):
            raise MalformedMessage("'resize': expected whole width and height")
        width, height = clamp_size(body["width"], body["height"])
        return Message(kind, width=width, height=height)
    raise MalformedMessage(f"unknown type {kind[:20]!r}")
