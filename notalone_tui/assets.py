"""Locate the game's data files (rules text, card data, art).

An installed wheel carries them inside the package as ``notalone_tui/assets``
(hatch ``force-include``); a source checkout keeps them in the repository's
top-level ``assets/`` folder. Callers ask for a name and need not care which.
"""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

_PACKAGE_ASSETS = "assets"
_CHECKOUT_ASSETS = Path(__file__).resolve().parent.parent / "assets"


def assets_dir() -> Path:
    """Return the folder that holds the assets, packaged copy first."""
    packaged = files("notalone_tui").joinpath(_PACKAGE_ASSETS)
    if packaged.is_dir():
        # The package is installed from a wheel onto the file system, so the
        # context manager hands back the real path and cleanup is a no-op.
        with as_file(packaged) as path:
            return Path(path)
    if _CHECKOUT_ASSETS.is_dir():
        return _CHECKOUT_ASSETS
    raise FileNotFoundError(
        "notalone assets not found: neither notalone_tui/assets (installed) "
        f"nor {_CHECKOUT_ASSETS} (source checkout) exists"
    )


def asset_path(name: str) -> Path:
    """Return the path of asset ``name`` (a path relative to the assets folder)."""
    path = assets_dir() / name
    if not path.is_file():
        raise FileNotFoundError(f"notalone asset not found: {name} (looked in {path.parent})")
    return path


def read_asset_text(name: str) -> str:
    """Return the text of asset ``name``, decoded as UTF-8."""
    return asset_path(name).read_text(encoding="utf-8")


def localized_asset_text(name: str, lang: str) -> str:
    """The text of asset ``name`` in ``lang``: ``rules.fr.md`` for ``rules.md``
    in French, the English file for English (and for a language whose copy is
    missing, which a test forbids for the languages the game speaks)."""
    if lang != "en":
        stem, dot, suffix = name.rpartition(".")
        translated = assets_dir() / f"{stem}.{lang}{dot}{suffix}"
        if translated.is_file():
            return translated.read_text(encoding="utf-8")
    return read_asset_text(name)
