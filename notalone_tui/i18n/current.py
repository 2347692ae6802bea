"""The language the app speaks now, and the app's phrases in it.

The app's own words are written ``_("...")`` (extracted by Babel); phrases
defined before any language is chosen (key bindings, class attributes) are
marked ``N_("...")`` and translated where they are shown, so switching the
language mid-game changes every screen at its next refresh.
"""

from __future__ import annotations

from .catalogue import Catalogue, Renderer, catalogue
from .languages import DEFAULT

_speaking: list[str] = [DEFAULT]


def use(lang: str) -> Catalogue:
    """Speak ``lang`` from now on (a code of :data:`.languages.LANGUAGES`)."""
    found = catalogue(lang)
    _speaking[0] = lang
    return found


def language() -> str:
    return _speaking[0]


def current() -> Catalogue:
    return catalogue(_speaking[0])


def _(message: str) -> str:
    """An app phrase in the current language."""
    return current().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return current().ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a phrase for extraction without translating it yet."""
    return message


def words_for(names: tuple[str, ...] | list[str], ruleset: str) -> Renderer:
    """A renderer of one game's messages in the current language."""
    return Renderer.for_game(current(), names, ruleset)
