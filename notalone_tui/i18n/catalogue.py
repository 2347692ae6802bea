"""Catalogues of message templates, and rendering a message for one game."""

from __future__ import annotations

import gettext
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.messages import (
    Arg,
    CardRef,
    Msg,
    PhaseRef,
    PlaceRef,
    Seat,
    TokenRef,
    TrackRef,
)

from . import languages
from .content import context, phase_id
from .names import shown_names
from .numbers import roman

#: Which plural form a count takes: 0 for the first form, 1 for the second...
PluralRule = Callable[[int], int]


class MissingMessage(KeyError):
    """A message id no catalogue knows (a bug: every message the engine emits has
    an English template, which a test checks)."""


class Catalogue:
    """One language's words: the engine's templates by message id, the rule
    sets' content words, and the app's own phrases.

    ``templates`` are the English templates (the source of every language);
    ``translations`` is the language's compiled gettext catalogue, which finds
    a template's translation under its id as context and the English as
    message, so an English template edited since translating falls back to
    English instead of saying something stale."""

    def __init__(self, locale: str, templates: Mapping[str, str], plural: PluralRule,
                 translations: gettext.NullTranslations | None = None) -> None:
        self.locale = locale
        self.templates = templates
        self.plural = plural
        self.translations = translations or gettext.NullTranslations()

    def template(self, message_id: str) -> str:
        try:
            english = self.templates[message_id]
        except KeyError:
            raise MissingMessage(message_id) from None
        return self.translations.pgettext(message_id, english)

    def content(self, object_id: str, field: str, english: str) -> str:
        """A content object's words (a card's name, a place's text) in this language."""
        return self.translations.pgettext(context(object_id, field), english)

    def gettext(self, message: str) -> str:
        """One of the app's phrases (written ``_("...")`` in its source)."""
        return self.translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.translations.ngettext(singular, plural, n)


class Count(int):
    """A count that can pick its own plural form (``{n:card|cards}``) or be a
    Roman numeral (``{level:roman}``)."""

    plural: PluralRule = staticmethod(lambda n: 0 if n == 1 else 1)  # type: ignore[assignment]

    def __format__(self, spec: str) -> str:
        if spec == "roman":
            return roman(int(self))
        if "|" in spec:
            forms = spec.split("|")
            return forms[min(self.plural(int(self)), len(forms) - 1)]
        return format(int(self), spec)


class Words(list[str]):
    """A list of names: ``{x}`` joins with commas, ``{x:and}`` with "and"."""

    conjunction = "and"

    def __format__(self, spec: str) -> str:
        if spec == "and":
            return f" {self.conjunction} ".join(self)
        return ", ".join(self)


class Renderer:
    """Renders messages for one game: its player names and its rule set.

    The names are worded as every screen shows them (:func:`.names.shown_name`:
    control characters made visible, a name from a file cut to a sane length);
    the words are text, never markup, for widgets that do not parse markup."""

    def __init__(
        self,
        catalogue: Catalogue,
        names: Sequence[str] = (),
        rules: RuleSet | None = None,
    ) -> None:
        self.catalogue = catalogue
        self.names = shown_names(names)
        self.rules = rules or BASE
        plural = catalogue.plural

        class LocalCount(Count):
            pass

        LocalCount.plural = staticmethod(plural)  # type: ignore[assignment]
        self._count = LocalCount
        self._conjunction = (catalogue.template("list.and") if "list.and" in catalogue.templates
                             else "and")
        articles = (catalogue.template("name.articles") if "name.articles" in catalogue.templates
                    else "")
        #: How a place's name may open: "The " / "L'" (lower-cased mid-sentence).
        self._openings = tuple(a if a[-1] in "'’" else f"{a} "
                               for a in articles.split() if a != "-")

    @classmethod
    def for_game(cls, catalogue: Catalogue, names: Sequence[str], ruleset: str) -> Renderer:
        return cls(catalogue, names, get_ruleset(ruleset))

    def __call__(self, message: Msg) -> str:
        template = self.catalogue.template(message.id)
        if not message.args:
            return template
        values = {name: self.value(arg) for name, arg in message.args.items()}
        text = template.format(**values)
        if text[:1].islower() and self._opens_with_place(template, message):
            # A place's name opening the sentence keeps its capital article.
            text = text[0].upper() + text[1:]
        return text

    @staticmethod
    def _opens_with_place(template: str, message: Msg) -> bool:
        if not template.startswith("{"):
            return False
        field = template[1:].split("}", 1)[0].split(":", 1)[0].split("!", 1)[0]
        arg = message.args.get(field)
        if isinstance(arg, tuple) and not isinstance(arg, PlaceRef) and arg:
            arg = arg[0]
        return isinstance(arg, PlaceRef)

    def _mid_sentence(self, name: str) -> str:
        """A place's name as written inside a sentence: "the Jungle", "l'Antre"."""
        for opening in self._openings:
            if name.startswith(opening):
                return name[0].lower() + name[1:]
        return name

    def value(self, arg: Arg) -> Any:
        if isinstance(arg, bool):
            return arg
        if isinstance(arg, int) and not isinstance(arg, tuple):
            return self._count(arg)
        if isinstance(arg, str):
            return arg
        if isinstance(arg, Msg):
            return self(arg)
        if isinstance(arg, Seat):
            return self.names[arg.seat] if 0 <= arg.seat < len(self.names) else f"#{arg.seat}"
        words = self.catalogue.content
        if isinstance(arg, PlaceRef):
            place = self.rules.places.get(arg.number)
            if place is None:
                return self._mid_sentence(self.rules.place_name(arg.number))
            return self._mid_sentence(words(place.id, "name", place.name))
        if isinstance(arg, CardRef):
            return words(arg.id, "name", self.rules.card_name(arg.id))
        if isinstance(arg, TokenRef):
            token = self.rules.token(arg.id)
            return words(token.id, "name", token.name)
        if isinstance(arg, TrackRef):
            track = self.rules.track(arg.id)
            return words(track.id, "name", track.name)
        if isinstance(arg, PhaseRef):
            return words(phase_id(arg.number), "name", self.rules.phase(arg.number).name)
        joined = Words(str(self.value(item)) for item in arg)
        joined.conjunction = self._conjunction
        return joined


def english_plural(n: int) -> int:
    return 0 if n == 1 else 1


@cache
def _english_templates() -> dict[str, str]:
    """The English templates, shared by every language's catalogue (each
    translates them through its gettext catalogue)."""
    from .en import TEMPLATES

    return dict(TEMPLATES)


@cache
def catalogue(lang: str) -> Catalogue:
    """The catalogue of ``lang`` (one of :data:`.languages.LANGUAGES`)."""
    translations = languages.translations(lang)
    plural = getattr(translations, "plural", None) or english_plural
    return Catalogue(lang, _english_templates(), plural, translations)


def english() -> Catalogue:
    return catalogue("en")


def add_templates(locale: str, templates: Mapping[str, str]) -> None:
    """Add a plug-in rule set's English templates (a rule set defined outside
    this package brings its own words this way; its translations, if any, come
    with its own catalogue). Defining an id again with other words is an error."""
    if locale != "en":
        raise ValueError("templates are written in English; translations live in catalogues")
    known = _english_templates()
    clash = sorted(k for k, v in templates.items() if k in known and known[k] != v)
    if clash:
        raise ValueError(f"message ids already worded differently: {clash}")
    known.update(templates)


def render_plain(message: Msg, names: Sequence[str] = (), ruleset: str = "base") -> str:
    """A message in English, for tools and tests (the app keeps its own renderer)."""
    return Renderer.for_game(english(), names, ruleset)(message)
