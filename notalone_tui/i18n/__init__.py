"""Words for the engine's messages: catalogues and the renderer that uses them.

The engine hands out :class:`~notalone_tui.engine.messages.Msg` values (an id
and arguments). A :class:`Catalogue` maps each id to a template in one
language; a :class:`Renderer` fills the template for one game (player names,
the rule set's place and card names). Templates are ``str.format`` strings
with two extras:

- a list argument is joined with commas, or with "and" when written
  ``{places:and}``;
- a count chooses its plural form where written ``{n:card|cards}`` (the forms
  are indexed by the language's plural rule, so a language with three forms
  writes three).

Every language's catalogue translates those English templates through its
gettext catalogue (:mod:`.languages`, kept with Babel by ``scripts/i18n.py``);
:mod:`.current` holds the language the app speaks now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .languages import LANGUAGES

if TYPE_CHECKING:
    from .catalogue import Catalogue, Renderer, add_templates, english, render_plain

__all__ = ["LANGUAGES", "Catalogue", "Renderer", "add_templates", "english", "render_plain"]

#: Imported on first use: the catalogues need the engine, and the title screen
#: (which speaks through :mod:`.current`) paints before any game module loads.
#: (A language's catalogue is ``notalone_tui.i18n.catalogue.catalogue(lang)``.)
_LAZY = {"Catalogue", "Renderer", "add_templates", "english", "render_plain"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(".catalogue", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
