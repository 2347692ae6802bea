"""Reading the files a player points the program at: regular files only, never more than a cap.

A game record's path comes from the command line (``notalone replay FILE``), the
autosave folder (``--resume``, the title screen's Continue) or a results folder
(``simulate --results-dir``), so it may name anything: a device such as
``/dev/zero`` (``stat`` says 0 bytes and reading never ends), a named pipe
(opening one for reading waits for a writer, forever), a folder, a socket, or a
file a thousand times larger than any game. :func:`read_bounded` looks at the
name first so that such a thing is never even opened, opens with ``O_NONBLOCK``
so that a pipe swapped in meanwhile cannot block the open either, checks the
descriptor it opened (what is read is what was checked), and reads in chunks,
stopping as soon as the cap is crossed whatever ``stat`` said: a file that grows
while it is read, or a file system that reports no size, costs at most the cap
plus one chunk of memory.

:func:`load_json` parses with Python's :mod:`json` but refuses a number longer
than :data:`MAX_NUMBER_CHARS` before converting it: a 200,000-digit number would
otherwise be converted (slowly) or refused with a message quoting it.

Standard library and gettext only: the settings file is read this way before the
first paint.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Callable
from functools import partial
from typing import Any

from .i18n.current import _

__all__ = ["CHUNK", "MAX_NUMBER_CHARS", "NotRegularFile", "NumberTooLong", "TooLarge",
           "kind_name", "load_json", "read_bounded", "read_capped", "why"]

#: Bytes asked of the OS at a time: the most a reader holds beyond its cap.
CHUNK = 64 * 1024
#: The longest number (sign, digits, point and exponent) a file of ours may hold.
#: A seed is at most 19 digits, a float's ``repr`` at most 24 characters.
MAX_NUMBER_CHARS = 30

_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))


class NotRegularFile(OSError):
    """The path names a named pipe, a device, a socket or some other non-file
    (a folder is an :class:`IsADirectoryError`). ``kind``: ``"fifo"``,
    ``"device"``, ``"socket"`` or ``"other"``."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        super().__init__(f"{os.fspath(path)!r} is not a regular file ({kind})")
        self.kind = kind


class TooLarge(OSError):
    """The file holds more than ``limit`` bytes (found before or while reading)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"more than {limit} bytes")
        self.limit = limit


class NumberTooLong(ValueError):
    """A JSON number longer than ``limit`` characters (refused unconverted)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"a number longer than {limit} characters")
        self.limit = limit


def _kind(mode: int) -> str | None:
    """What a ``stat`` mode names, or ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISDIR(mode):
        return "folder"
    return "other"


def _refuse_unless_regular(path: str | os.PathLike[str], mode: int) -> None:
    kind = _kind(mode)
    if kind == "folder":
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if kind is not None:
        raise NotRegularFile(path, kind)


def read_capped(read: Callable[[int], bytes], limit: int, chunk: int = CHUNK) -> bytes:
    """Everything ``read`` gives (``read(n)``: at most ``n`` bytes, ``b""`` at the
    end), or :class:`TooLarge` as soon as more than ``limit`` bytes have come:
    never more than ``limit + chunk`` bytes are asked for."""
    parts: list[bytes] = []
    total = 0
    while True:
        block = read(chunk)
        if not block:
            return b"".join(parts)
        total += len(block)
        if total > limit:
            raise TooLarge(limit)
        parts.append(block)


def read_bounded(path: str | os.PathLike[str], limit: int, chunk: int = CHUNK) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`IsADirectoryError` for a folder, :class:`NotRegularFile` for a
    pipe, device or socket (none of them opened for long, none read),
    :class:`TooLarge` past the cap, and the usual :class:`OSError` (no such file,
    permission denied) or :class:`ValueError` (a NUL byte in the name)."""
    # Look before opening: opening a device may have effects of its own, and a
    # socket cannot be opened at all (ENXIO, an obscure reason for the player).
    _refuse_unless_regular(path, os.stat(path).st_mode)
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)  # the name may have been swapped since the look above
        _refuse_unless_regular(path, info.st_mode)
        if info.st_size > limit:  # a hint only: the loop below enforces the cap
            raise TooLarge(limit)
        return read_capped(partial(os.read, fd), limit, chunk)
    finally:
        os.close(fd)


def _number(convert: Callable[[str], Any], text: str) -> Any:
    if len(text) > MAX_NUMBER_CHARS:
        raise NumberTooLong(MAX_NUMBER_CHARS)
    return convert(text)


def load_json(text: str | bytes) -> Any:
    """:func:`json.loads`, refusing any number longer than :data:`MAX_NUMBER_CHARS`
    with :class:`NumberTooLong` before it is converted."""
    return json.loads(text, parse_int=partial(_number, int),
                      parse_float=partial(_number, float))


def kind_name(kind: str) -> str:
    """A :class:`NotRegularFile`'s kind in words, for "is {kind}" sentences."""
    names = {
        "fifo": _("a named pipe (FIFO)"),
        "device": _("a device"),
        "socket": _("a socket"),
        "folder": _("a folder"),
    }
    return names.get(kind, _("not a regular file"))


def why(exc: BaseException) -> str:
    """Why reading a file failed, as a short phrase for a player (after the path)."""
    if isinstance(exc, NotRegularFile):
        return _("is {kind}, not a regular file").format(kind=kind_name(exc.kind))
    if isinstance(exc, TooLarge):
        return _("is larger than {limit} bytes").format(limit=f"{exc.limit:,}")
    if isinstance(exc, NumberTooLong):
        return _("holds a number longer than {limit} characters").format(limit=exc.limit)
    if isinstance(exc, FileNotFoundError):
        return _("no such file")
    if isinstance(exc, IsADirectoryError):
        return _("is a folder")
    if isinstance(exc, PermissionError):
        return _("permission denied")
    if isinstance(exc, OSError):
        return _("cannot be read ({problem})").format(problem=exc.strerror or type(exc).__name__)
    if isinstance(exc, UnicodeDecodeError):
        return _("not a text file (it is not UTF-8)")
    if isinstance(exc, json.JSONDecodeError):
        return _("not valid JSON ({problem})").format(problem=_excerpt(exc.msg, 60))
    if isinstance(exc, ValueError):  # the OS refuses the name itself (a NUL byte)
        return _("not a usable file name")
    return _("cannot be read ({problem})").format(problem=type(exc).__name__)


def _excerpt(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
