"""Catalogues of message templates, and rendering a message for one game."""

from __future__ import annotations

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

#: Which plural form a count takes: 0 for the first form, 1 for the second...
PluralRule = Callable[[int], int]


class MissingMessage(KeyError):
    """A message id no catalogue knows (a bug: every message the engine emits has
    an English template, which a test checks)."""


class Catalogue:
    """One language's templates, by message id."""

    def __init__(self, locale: str, templates: Mapping[str, str], plural: PluralRule) -> None:
        self.locale = locale
        self.templates = templates
        self.plural = plural

    def template(self, message_id: str) -> str:
        try:
            return self.templates[message_id]
        except KeyError:
            raise MissingMessage(message_id) from None


class Count(int):
    """A count that can pick its own plural form: ``{n:card|cards}``."""

    plural: PluralRule = staticmethod(lambda n: 0 if n == 1 else 1)  # type: ignore[assignment]

    def __format__(self, spec: str) -> str:
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
    """Renders messages for one game: its player names and its rule set."""

    def __init__(
        self,
        catalogue: Catalogue,
        names: Sequence[str] = (),
        rules: RuleSet | None = None,
    ) -> None:
        self.catalogue = catalogue
        self.names = tuple(names)
        self.rules = rules or BASE
        plural = catalogue.plural

        class LocalCount(Count):
            pass

        LocalCount.plural = staticmethod(plural)  # type: ignore[assignment]
        self._count = LocalCount
        self._conjunction = catalogue.templates.get("list.and", "and")

    @classmethod
    def for_game(cls, catalogue: Catalogue, names: Sequence[str], ruleset: str) -> Renderer:
        return cls(catalogue, names, get_ruleset(ruleset))

    def __call__(self, message: Msg) -> str:
        template = self.catalogue.template(message.id)
        if not message.args:
            return template
        values = {name: self.value(arg) for name, arg in message.args.items()}
        return template.format(**values)

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
        if isinstance(arg, PlaceRef):
            return self.rules.place_name(arg.number)
        if isinstance(arg, CardRef):
            return self.rules.card_name(arg.id)
        if isinstance(arg, TokenRef):
            return self.rules.token(arg.id).name
        if isinstance(arg, TrackRef):
            return self.rules.track(arg.id).name
        if isinstance(arg, PhaseRef):
            return self.rules.phase(arg.number).name
        words = Words(str(self.value(item)) for item in arg)
        words.conjunction = self._conjunction
        return words


def english_plural(n: int) -> int:
    return 0 if n == 1 else 1


@cache
def english() -> Catalogue:
    from .en import TEMPLATES

    return Catalogue("en", dict(TEMPLATES), english_plural)


CATALOGUES: dict[str, Callable[[], Catalogue]] = {"en": english}


def add_templates(locale: str, templates: Mapping[str, str]) -> None:
    """Add a plug-in rule set's templates to a language's catalogue (a rule set
    defined outside this package brings its own words this way). Defining an id
    again with other words is an error."""
    catalogue = CATALOGUES[locale]()
    known = catalogue.templates
    clash = sorted(k for k, v in templates.items() if k in known and known[k] != v)
    if clash:
        raise ValueError(f"message ids already worded differently: {clash}")
    assert isinstance(known, dict)
    known.update(templates)


def render_plain(message: Msg, names: Sequence[str] = (), ruleset: str = "base") -> str:
    """A message in English, for tools and tests (the app keeps its own renderer)."""
    return Renderer.for_game(english(), names, ruleset)(message)
