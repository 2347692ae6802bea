"""The gettext catalogues: current with the sources, complete, and faithful to
the English placeholders and to each language's plural forms.

A new message (a ``_()`` call, an engine template, a card) makes
``test_template_is_current`` fail until ``scripts/i18n.py extract`` and
``update`` run, and then the completeness tests fail until every language
translates it.
"""

from __future__ import annotations

import re
import string
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from notalone_tui.i18n.languages import LANGUAGES
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
#: Languages whose translation is finished: all of them (a language being
#: written would be left out here until done; the structural checks below hold
#: for every language all the same).
COMPLETE = ("en", "fr", "pt", "ro")
#: Words that are the same in English and in the language (besides people's
#: names, which never change): a short list, by language.
#: Names of programs, options and the planet, the same in every language.
SAME_EVERYWHERE = {"notalone: {message}", "simulate: --matrix: {problem}",
                   "simulate: --results-dir: {problem}", "Artemia", "artemia",
                   "standard", "expert", "total", "Avatar", "Avatars", "avatar",
                   # the computer pace (fast, normal, slow)
                   "normal"}
SAME = {
    "fr": {"Assimilation", "Assim.", "Exploration", "fortifications", "Mode", "surv",
           "Contamination ({pairing})", "phase {number}", "Jungle", "Rover", "Source", "Artefact", "Clone",
           "Mirage", "Sonar", "Stasis", "Cataclysm", "Ascendancy",
           # the French edition prints these cards under their English names
           "Anticipation", "Mutation", "Virus", "Flashback", "Sacrifice", "Vortex", "Drone",
           # the footer key: the French noun is the English verb
           "Analyse"},
    "pt": {"Assim.", "Def.", "{total} token", "{count} token ({faces})", "↑↓ Enter"},
    "ro": {"Rover", "Virus", "Detector", "Carapace", "standard", "expert", "total", "Avatar",
           "avatar", "↑↓ Enter"},
}


tool = load_script("i18n")


@cache
def catalog(lang: str) -> Catalog:
    with open(tool.po_path(lang), "rb") as f:
        return read_po(f, locale=lang)


def messages(lang: str) -> list[Message]:
    return [m for m in catalog(lang) if m.id]


def strings(message: Message) -> list[str]:
    s = message.string
    return list(s) if isinstance(s, (tuple, list)) else [s or ""]


def fields(template: str) -> set[str]:
    """Placeholder names, with their non-plural format specs (``places:and``)."""
    out = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is None:
            continue
        out.add(name if not spec or "|" in spec else f"{name}:{spec}")
    return out


def plural_specs(template: str) -> list[list[str]]:
    return [spec.split("|") for _, name, spec, _ in string.Formatter().parse(template)
            if name is not None and spec and "|" in spec]


def is_person(message: Message) -> bool:
    """People's names (Survivors, Avatars, the sheets' characters) never change."""
    ctx = message.context or ""
    return (ctx.endswith(".name") and ctx.startswith(("sanctuary-survivor-", "sanctuary-avatar-"))
            or ctx.startswith("sheets.short.remastered-hunted-"))


def test_template_is_current() -> None:
    fresh = {(m.context, m.id if isinstance(m.id, str) else m.id[0])
             for m in tool.extract() if m.id}
    with open(tool.TEMPLATE, "rb") as f:
        stored = {(m.context, m.id if isinstance(m.id, str) else m.id[0])
                  for m in read_po(f) if m.id}
    assert fresh == stored, (
        f"{len(fresh - stored)} new and {len(stored - fresh)} gone messages: "
        "run python scripts/i18n.py extract && python scripts/i18n.py update")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_catalogue_is_merged_with_the_template(lang: str) -> None:
    with open(tool.TEMPLATE, "rb") as f:
        template = {(m.context, m.id if isinstance(m.id, str) else m.id[0])
                    for m in read_po(f) if m.id}
    ids = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in messages(lang)}
    assert ids == template, "run python scripts/i18n.py update"


@pytest.mark.parametrize("lang", COMPLETE)
def test_every_message_is_translated(lang: str) -> None:
    missing = [m.context or m.id for m in messages(lang)
               if not all(strings(m)) or m.fuzzy]
    assert not missing, f"{len(missing)} untranslated or fuzzy, such as {missing[:5]}"


@pytest.mark.parametrize("lang", [lang for lang in COMPLETE if lang != "en"])
def test_translations_are_not_english(lang: str) -> None:
    same = [m.id for m in messages(lang)
            if tuple(strings(m)) == (tuple(m.id) if isinstance(m.id, tuple) else (m.id,))
            and not is_person(m)
            and (m.id if isinstance(m.id, str) else m.id[0]) not in SAME[lang] | SAME_EVERYWHERE
            and re.search("[a-z]{3}", re.sub(r"\{[^}]*\}", "", str(m.id)))]
    assert not same, f"left in English: {same[:10]}"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_placeholders_match_the_english(lang: str) -> None:
    wrong = []
    for m in messages(lang):
        english = [m.id] if isinstance(m.id, str) else list(m.id)
        for s in strings(m):
            if s and fields(s) != fields(english[0]):
                wrong.append((m.context, english[0], s))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_plural_forms_are_complete(lang: str) -> None:
    cat = catalog(lang)
    forms = cat.num_plurals
    wrong: list[tuple[object, str]] = []
    for m in messages(lang):
        if isinstance(m.id, (tuple, list)) and any(strings(m)) and (
                len(strings(m)) != forms or not all(strings(m))):
            wrong.append((m.id, "ngettext forms"))
        for s in strings(m):
            for spec in plural_specs(s):
                if len(spec) != forms or not all(spec):
                    wrong.append((m.context, s))
    assert not wrong, f"{lang} has {forms} plural forms: {wrong[:5]}"


def test_romanian_has_three_plural_forms() -> None:
    assert catalog("ro").num_plurals == 3
    assert catalog("fr").num_plurals == catalog("pt").num_plurals == catalog("en").num_plurals == 2


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_compiled_catalogue_matches_its_source(lang: str, tmp_path: Path) -> None:
    mo = tool.mo_path(lang)
    assert mo.exists(), "run python scripts/i18n.py compile (pip install compiles them)"
    fresh = tmp_path / "fresh.mo"
    with open(fresh, "wb") as f:
        write_mo(f, catalog(lang), use_fuzzy=False)
    assert fresh.read_bytes() == mo.read_bytes(), "run python scripts/i18n.py compile"


def test_french_binds_its_high_punctuation_with_a_no_break_space() -> None:
    """French puts a space before ; : ! ? and inside « », and the terminal must
    never start a line with that punctuation: the space is a no-break one
    (U+00A0), which Rich's wrapping keeps with the word before."""
    loose = [text for message in messages("fr") for text in strings(message)
             if re.search(r"[ \t][;:!?»]|«[ \t]", text)]
    assert not loose, loose[:5]
