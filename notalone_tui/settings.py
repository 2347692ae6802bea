"""The player's settings, kept between runs: the language and the computers' pace.

A small JSON file in the platform's config folder (``~/.config/notalone`` on
Linux; ``$NOTALONE_CONFIG_DIR`` overrides it, for tests and portable installs).
Standard library and platformdirs only (and :mod:`notalone_tui.reading`, which
needs no more than gettext): the app reads it before its first paint.
A missing or unreadable file means the defaults; it is never an error.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from .atomic import write_atomic
from .paths import CONFIG_ENV, config_dir, settings_path
from .reading import load_json, read_bounded

__all__ = ["CONFIG_ENV", "config_dir", "load", "save_language", "save_pace", "saved_language",
           "saved_pace", "settings_path"]


#: A settings file is a few lines; anything larger is not ours (and is not read).
MAX_BYTES = 64 * 1024


def load() -> dict[str, Any]:
    """The saved settings; ``{}`` when the file is missing, unreadable, not a
    regular file (a named pipe there must not hang the start) or not ours."""
    try:
        found = load_json(read_bounded(settings_path(), MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return found if isinstance(found, dict) else {}


def saved_language() -> str | None:
    value = load().get("language")
    return value if isinstance(value, str) else None


def saved_pace() -> str | None:
    """The computers' pace the player last chose (``fast``, ``normal``, ``slow``)."""
    value = load().get("pace")
    return value if isinstance(value, str) else None


def save_language(lang: str) -> None:
    """Remember ``lang`` for the next runs."""
    _save("language", lang)


def save_pace(pace: str) -> None:
    """Remember the computers' pace for the next runs."""
    _save("pace", pace)


def _save(key: str, value: str) -> None:
    """Best effort: a read-only config folder costs the player the memory,
    never the game."""
    settings = load()
    settings[key] = value
    path = settings_path()
    with contextlib.suppress(OSError):
        write_atomic(path, json.dumps(settings, indent=2) + "\n")
