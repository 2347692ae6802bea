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

English is the only catalogue yet; the languages issue adds the others.
"""

from __future__ import annotations

from .catalogue import Catalogue, Renderer, add_templates, english, render_plain

__all__ = ["Catalogue", "Renderer", "add_templates", "english", "render_plain"]
