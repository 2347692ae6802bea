"""Where notalone keeps its files.

Kept apart from :mod:`notalone_tui.saves` because the title screen asks whether
a save exists as it first paints: this module needs only the standard library
and platformdirs, where reading a save needs the engine and pydantic.
"""

from __future__ import annotations

import os
from pathlib import Path

#: Overrides the data folder (tests, portable installs).
DATA_ENV = "NOTALONE_DATA_DIR"
#: Overrides the settings folder (tests, portable installs).
CONFIG_ENV = "NOTALONE_CONFIG_DIR"
AUTOSAVE = "autosave.json"
LAST_GAME = "last-game.json"
SETTINGS = "settings.json"


def _folder(override_env: str, kind: str) -> Path:
    """``$<override_env>``, or the platform's user folder of ``kind`` ("data", "config")."""
    override = os.environ.get(override_env)
    if override:
        return Path(override)
    import platformdirs

    found: Path = getattr(platformdirs, f"user_{kind}_path")("notalone", appauthor=False)
    return found


def data_dir() -> Path:
    """Where notalone keeps its saves: ``$NOTALONE_DATA_DIR`` or the platform's
    user data folder (``~/.local/share/notalone`` on Linux)."""
    return _folder(DATA_ENV, "data")


def config_dir() -> Path:
    """Where notalone keeps the player's settings: ``$NOTALONE_CONFIG_DIR`` or
    the platform's user config folder (``~/.config/notalone`` on Linux)."""
    return _folder(CONFIG_ENV, "config")


def settings_path() -> Path:
    return config_dir() / SETTINGS


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def last_game_path() -> Path:
    return data_dir() / LAST_GAME
