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
AUTOSAVE = "autosave.json"
LAST_GAME = "last-game.json"


def data_dir() -> Path:
    """Where notalone keeps its saves: ``$NOTALONE_DATA_DIR`` or the platform's
    user data folder (``~/.local/share/notalone`` on Linux)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path("notalone", appauthor=False)


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def last_game_path() -> Path:
    return data_dir() / LAST_GAME
