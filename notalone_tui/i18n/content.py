"""The words of the rule sets' content, as gettext sees them.

Cards, places, tokens, tracks, Survivors, Avatars, Evolutions and bonuses are
written once, in English, in the rule set that owns them. A translation is
looked up by a context naming the object and the field (``"<id>.name"``,
``"<id>.text"``) with the English words as the message id, so a catalogue
entry goes stale (gettext marks it fuzzy) as soon as the English changes, and
two objects sharing an id and words share one translation.

:func:`entries` finds every such word in the registered rule sets and their
modules; the extraction script hands them to Babel, and the app looks each up
with :func:`context` through :class:`~notalone_tui.i18n.catalogue.Catalogue`.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator
from typing import Any

#: A message id ("base.place.wreck.short"), as opposed to words ("Assim.").
MESSAGE_ID = re.compile(r"[a-z0-9_-]+(\.[a-z0-9_-]+)+")
#: The fields of a content object that are shown to players.
FIELDS = ("name", "short", "text")

#: Plain ``id -> text`` tables whose keys are not object ids: the module
#: attribute, and the id each key is looked up under.
TEXT_TABLES: dict[str, str] = {
    "notalone_tui.engine.rulesets.sanctuary.cards.ABILITIES": "sanctuary-ability-{key}",
}


def context(object_id: str, field: str) -> str:
    """The gettext context of one field of one content object."""
    return f"{object_id}.{field}"


def phase_id(number: int) -> str:
    """Phases have numbers, not ids: the id their words are looked up under."""
    return f"phase-{number}"


def _content_fields(obj: Any) -> Iterator[tuple[str, str]]:
    object_id = getattr(obj, "id", None)
    if not isinstance(object_id, str) or not isinstance(getattr(obj, "name", None), str):
        return
    for field in FIELDS:
        words = getattr(obj, field, None)
        # A place's ``short`` is a message id, translated with the messages.
        if isinstance(words, str) and words and not (field == "short"
                                                     and MESSAGE_ID.fullmatch(words)):
            yield context(object_id, field), words


def _values(table: Any) -> list[Any]:
    if isinstance(table, dict):
        return list(table.values())
    if isinstance(table, (tuple, list, frozenset, set)):
        return list(table)
    return []


def entries() -> Iterator[tuple[str, str, str]]:
    """Every translatable content word: ``(context, english, where)``, ``where``
    naming the module or rule set it comes from (for translators' comments)."""
    from notalone_tui.engine import registry, rulesets

    seen: set[tuple[str, str]] = set()

    def emit(items: Iterator[tuple[str, str]], where: str) -> Iterator[tuple[str, str, str]]:
        for ctx, words in items:
            if (ctx, words) not in seen:
                seen.add((ctx, words))
                yield ctx, words, where

    # The rule sets as built, options included: places, cards, tokens, tracks...
    ids = list(registry.names())
    for option in registry.options():
        ids += [f"{r}+{option}" for r in registry.names()]
    for ruleset_id in ids:
        try:
            rules = registry.get(ruleset_id)
        except (KeyError, ValueError):
            continue
        objects: list[Any] = [*rules.places.values(), *rules.hunt_cards.values(),
                              *rules.survival_cards.values(), *rules.tokens, *rules.tracks,
                              *rules.markers]
        for obj in objects:
            yield from emit(_content_fields(obj), ruleset_id)
        for card_id, name in rules.named.items():
            yield from emit(iter([(context(card_id, "name"), name)]), ruleset_id)
        for phase in rules.phases:
            yield from emit(iter([(context(phase_id(phase.number), "name"), phase.name)]),
                            ruleset_id)
    # The rule sets' modules: Survivors, Avatars, Evolutions, bonuses, sheets...
    for info in pkgutil.walk_packages(rulesets.__path__, rulesets.__name__ + "."):
        module = importlib.import_module(info.name)
        for attr, table in sorted(vars(module).items()):
            if attr.startswith("_") or not attr.isupper():
                continue
            full = f"{info.name}.{attr}"
            if full in TEXT_TABLES and isinstance(table, dict):
                pattern = TEXT_TABLES[full]
                yield from emit(((context(pattern.format(key=k), "text"), v)
                                 for k, v in table.items()), info.name)
                continue
            for obj in _values(table):
                yield from emit(_content_fields(obj), info.name)


def table_id(table: str, key: str) -> str:
    """The id a plain text table's entry is looked up under (:data:`TEXT_TABLES`)."""
    return TEXT_TABLES[table].format(key=key)
