"""The language the app speaks now, and the app's phrases in it.

The app's own words are written ``_("...")`` (extracted by Babel); phrases
defined before any language is chosen (key bindings, class attributes) are
marked ``N_("...")`` and translated where they are shown, so switching the
language mid-game changes every screen at its next refresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .languages import DEFAULT, translations

# The title screen speaks before any game module loads: the app's phrases need
# only gettext; the engine's words (catalogues, renderers) are imported when asked for.
if TYPE_CHECKING:
    from notalone_tui.engine import RuleSet
    from notalone_tui.engine.messages import Msg

    from .catalogue import Catalogue, Renderer

_speaking: list[str] = [DEFAULT]


def use(lang: str) -> None:
    """Speak ``lang`` from now on (a code of :data:`.languages.LANGUAGES`;
    :class:`.languages.UnknownLanguage` if it has no catalogue)."""
    translations(lang)
    _speaking[0] = lang


def language() -> str:
    return _speaking[0]


def current() -> Catalogue:
    from .catalogue import catalogue

    return catalogue(_speaking[0])


def _(message: str) -> str:
    """An app phrase in the current language ("" stays "": gettext would answer
    it with its catalogue's header)."""
    return translations(_speaking[0]).gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return translations(_speaking[0]).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """An app phrase whose translation depends on what it is about: "none" of
    the Survivors is masculine where "none" of the cards is feminine."""
    return translations(_speaking[0]).pgettext(context, message)


def N_(message: str) -> str:
    """Marks a phrase for extraction without translating it yet."""
    return message


def words_for(names: tuple[str, ...] | list[str], ruleset: str) -> Renderer:
    """A renderer of one game's messages in the current language."""
    from .catalogue import Renderer

    return Renderer.for_game(current(), names, ruleset)


def render(message: Msg, names: tuple[str, ...] | list[str] = (), ruleset: str = "base") -> str:
    """An engine message in the current language (``render_plain`` is English,
    for tools and tests)."""
    return words_for(names, ruleset)(message)


def name_of(obj: Any) -> str:
    """A content object's name (a card, a place, a Survivor...) in the current language."""
    return current().content(obj.id, "name", obj.name)


def text_of(obj: Any) -> str:
    """A content object's text in the current language."""
    return current().content(obj.id, "text", obj.text)


def short_of(obj: Any) -> str:
    """A track's short name (a place's ``short`` is a message id: render it)."""
    return current().content(obj.id, "short", obj.short)


def card_name(rules: RuleSet, card_id: str) -> str:
    """Any card's name by id, as the rule set names it, in the current language."""
    return current().content(card_id, "name", rules.card_name(card_id))


def place_name(rules: RuleSet, number: int) -> str:
    return name_of(rules.places[number])


def phase_name(rules: RuleSet, number: int) -> str:
    from .content import phase_id

    return current().content(phase_id(number), "name", rules.phase(number).name)


def table_text(table: str, key: str, english: str) -> str:
    """An entry of a plain text table (:data:`.content.TEXT_TABLES`), e.g. a
    Survivor ability's text, in the current language."""
    from .content import table_id

    return current().content(table_id(table, key), "text", english)
