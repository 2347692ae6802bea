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

from .catalogue import Catalogue, Renderer, add_templates, catalogue, english, render_plain
from .languages import LANGUAGES

__all__ = ["LANGUAGES", "Catalogue", "Renderer", "add_templates", "catalogue", "english",
           "render_plain"]
