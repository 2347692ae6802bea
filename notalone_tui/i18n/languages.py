"""The languages the game speaks, which one to speak, and its compiled catalogue.

Standard library only (``gettext``): the app asks for its language before its
first paint. The catalogues are gettext ``.po`` files kept with Babel
(``scripts/i18n.py``) and compiled to ``.mo`` by the wheel's build hook.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path

DOMAIN = "notalone"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DEFAULT = "en"
#: Each language by its code, named in itself (as a language picker shows it).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "pt": "Português",
    "ro": "Română",
}
#: The environment variables gettext reads, in its order.
ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


class UnknownLanguage(ValueError):
    """A language code the game has no catalogue for."""


def normalise(code: str) -> str | None:
    """``"pt_BR.UTF-8"`` -> ``"pt"``; ``None`` for a language not spoken here."""
    base = code.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0]
    base = base.lower()
    return base if base in LANGUAGES else None


def check(code: str) -> str:
    """A language code as given by a player (``--lang``), or :class:`UnknownLanguage`."""
    found = normalise(code)
    if found is None:
        raise UnknownLanguage(
            f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    return found


def from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The first language the environment asks for that the game speaks, as
    gettext reads it (``LANGUAGE`` may list several, colon-separated); ``None``
    when it names none (or only ``C``/``POSIX``)."""
    env = os.environ if environ is None else environ
    for var in ENV_VARS:
        value = env.get(var)
        if not value:
            continue
        for code in value.split(":"):
            found = normalise(code)
            if found is not None:
                return found
        if var != "LANGUAGE":  # gettext stops at the first set variable after LANGUAGE
            return None
    return None


def choose(explicit: str | None = None, saved: str | None = None,
           environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``--lang``, else the player's saved choice, else
    the environment's, else English."""
    if explicit:
        return check(explicit)
    if saved and normalise(saved):
        return normalise(saved) or DEFAULT
    return from_environment(environ) or DEFAULT


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang``; another language without one is a
    broken install. English needs none: its catalogue is the source words
    themselves (``scripts/i18n.py update`` keeps it so), so the app does not
    spend its start-up reading it."""
    if lang == DEFAULT:
        return gettext.NullTranslations()
    try:
        return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
    except OSError:
        raise UnknownLanguage(
            f"no compiled catalogue for {lang!r} in {LOCALE_DIR}: reinstall, or run "
            "python scripts/i18n.py compile") from None


def plural_rule(lang: str) -> object:
    """The catalogue's plural rule (``n -> form index``), from its header."""
    found = translations(lang)
    rule = getattr(found, "plural", None)
    return rule if rule is not None else (lambda n: int(n != 1))
