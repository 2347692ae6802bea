"""How the widgets name things where room is short, and in which words."""

from __future__ import annotations

from notalone_tui.engine import RuleSet
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _, current, place_name


def plain_words() -> Renderer:
    """A renderer without player names, for widgets shown outside a game (in
    the current language)."""
    return Renderer(current())


def short_name(rules: RuleSet, number: int) -> str:
    """A place's name without its article, for the grid's narrow cells."""
    name = place_name(rules, number)
    # TRANSLATORS: the articles that begin place names, which the grid leaves
    # out to save room, separated by "|" and each with what follows it (a space,
    # or nothing after an apostrophe): French "Le |La |Les |L'". Write "-" if the
    # language puts none before them.
    for article in _("The ").split("|"):
        if article != "-" and name.startswith(article) and len(name) > len(article):
            return name[len(article):]
    return name

