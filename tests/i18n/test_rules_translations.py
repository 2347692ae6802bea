"""The rules summary (``notalone rules`` and the help's Rules tab) exists in
every language, with the English file's structure: the same headings at the
same levels, in the same order, and the same code spans (keys, commands,
ruling ids stay as they are). A section added to the English file without its
translations fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from notalone_tui.assets import localized_asset_text
from notalone_tui.i18n.languages import LANGUAGES

ASSETS = Path(__file__).resolve().parents[2] / "assets"
OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def headings(text: str) -> list[str]:
    return [line.split(" ", 1)[0] for line in text.splitlines() if line.startswith("#")]


def code_spans(text: str) -> list[str]:
    return re.findall(r"`([^`]+)`", text)


def rulings(text: str) -> list[str]:
    return sorted(set(re.findall(r"\b[RC]\d+b?\b", text)))


@pytest.mark.parametrize("lang", OTHERS)
def test_the_rules_summary_is_translated_with_the_same_structure(lang: str) -> None:
    english = (ASSETS / "rules.md").read_text(encoding="utf-8")
    translated = (ASSETS / f"rules.{lang}.md").read_text(encoding="utf-8")
    assert headings(translated) == headings(english)
    assert sorted(code_spans(translated)) == sorted(code_spans(english))
    assert rulings(translated) == rulings(english)
    assert translated != english


@pytest.mark.parametrize("lang", OTHERS)
def test_the_app_reads_the_rules_in_its_language(lang: str) -> None:
    assert localized_asset_text("rules.md", lang) == (
        ASSETS / f"rules.{lang}.md").read_text(encoding="utf-8")
    assert localized_asset_text("rules.md", "en") == (ASSETS / "rules.md").read_text(
        encoding="utf-8")


ARTICLES = re.compile(r"^(?:The |the |Le |La |Les |L'|O |A |Os |As )")


def _core(name: str) -> str:
    """A name without its leading article: running text declines articles."""
    return ARTICLES.sub("", name)


def _names_in_rules(lang: str) -> list[tuple[str, str]]:
    """``(english, translated)`` for each content name that the English rules
    summary mentions (as a whole word) and the catalogue translates."""
    from notalone_tui.i18n.catalogue import catalogue
    from notalone_tui.i18n.content import entries

    english = (ASSETS / "rules.md").read_text(encoding="utf-8")
    words = catalogue(lang)
    pairs: set[tuple[str, str]] = set()
    for ctx, name, _where in entries():
        object_id, _, field = ctx.rpartition(".")
        if field != "name" or not re.search(rf"\b{re.escape(_core(name))}\b", english):
            continue
        pairs.add((name, words.content(object_id, field, name)))
    return sorted(pairs)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_rules_summary_calls_places_and_cards_what_the_game_calls_them(lang: str) -> None:
    """A player reading the rules in French must meet "La Banquise" there, as on
    the table, not an English or older name: every place, card, token or
    Survivor the English summary names appears under its catalogue name."""
    translated = (ASSETS / f"rules.{lang}.md").read_text(encoding="utf-8").casefold()
    missing = [f"{english} -> {name}" for english, name in _names_in_rules(lang)
               if _core(name).casefold() not in translated]
    assert not missing, missing


@pytest.mark.parametrize("lang", OTHERS)
def test_the_rules_summary_keeps_no_english_name_the_game_translates(lang: str) -> None:
    """The other half of the check above: an English name left behind (a place
    called "Ice Cave" in the French summary) would send the reader looking for
    a card the table never shows. Names the catalogue gives in this language
    are taken out first, so that one containing an English word (French
    "Carapace durcie" beside the Evolution "Carapace", called "Cuirasse") does
    not count."""
    text = (ASSETS / f"rules.{lang}.md").read_text(encoding="utf-8")
    pairs = _names_in_rules(lang)
    for _english, name in sorted(pairs, key=lambda p: -len(p[1])):
        text = re.sub(rf"\b{re.escape(_core(name))}\b", " ", text, flags=re.IGNORECASE)
    stale = [f"{english} (here {name})" for english, name in pairs
             if _core(english).casefold() not in _core(name).casefold()
             and re.search(rf"\b{re.escape(_core(english))}\b", text)]
    assert not stale, stale
