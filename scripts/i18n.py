"""Maintain the gettext catalogues with Babel: extract, update, compile, check.

    python scripts/i18n.py extract   # notalone_tui/locale/notalone.pot from the sources
    python scripts/i18n.py update    # merge the template into every language's .po
    python scripts/i18n.py compile   # .po -> .mo (the wheel's build hook does this too)
    python scripts/i18n.py check     # the template is current; every .po complete

``extract`` runs Babel over ``babel.cfg``: ``_()``/``ngettext()`` calls in the
app, the engine's message templates and the rule sets' content words (see
:mod:`notalone_tui.i18n.extract`). ``update`` is Babel's merge (a changed
English template turns its translations fuzzy); the English catalogue is
filled with the English words themselves, so it too is complete. Translators
edit the ``.po`` files; nothing else is written by hand.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from notalone_tui.i18n.languages import DOMAIN, LANGUAGES, LOCALE_DIR  # noqa: E402

TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
#: gettext's customary plural rules where CLDR's (Babel's default) add a form
#: for millions that no message here needs: French and Brazilian Portuguese
#: count 0 and 1 as singular. Romanian keeps its three forms.
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "pt": "nplurals=2; plural=(n > 1);",
}


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def extract() -> Catalog:
    """The template catalogue as the sources are now."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    catalog = Catalog(project="notalone", version="0.1.0", charset="utf-8",
                      msgid_bugs_address="", copyright_holder="the notalone developers")
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        where = [(filename, lineno)] if lineno else []
        catalog.add(message, None, where, auto_comments=comments, context=context)
    return catalog


def _read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, catalog, width=100, sort_output=False, include_previous=True)


def cmd_extract() -> int:
    _write(TEMPLATE, extract())
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(extract())} messages")
    return 0


def cmd_update() -> int:
    for lang in LANGUAGES:
        template = _read(TEMPLATE)  # Babel's merge adopts the template's new entries
        path = po_path(lang)
        if path.exists():
            catalog = _read(path, lang)
        else:
            catalog = Catalog(locale=lang, project="notalone", version="0.1.0",
                              charset="utf-8", fuzzy=False)
        # No fuzzy guesses: a guess from a merely similar phrase misleads more than
        # it helps; a changed English phrase is translated again.
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        if lang in PLURAL_FORMS:
            catalog.mime_headers = [
                (k, PLURAL_FORMS[lang] if k.lower() == "plural-forms" else v)
                for k, v in catalog.mime_headers]
        if lang == "en":
            for message in catalog:
                if message.id:
                    message.string = message.id
                    message.flags.discard("fuzzy")
        _write(path, catalog)
        print(f"{path.relative_to(ROOT)}: {_progress(catalog)}")
    return 0


def _progress(catalog: Catalog) -> str:
    messages = [m for m in catalog if m.id]
    done = sum(1 for m in messages if _translated(m) and "fuzzy" not in m.flags)
    return f"{done}/{len(messages)} translated"


def _translated(message: object) -> bool:
    string = getattr(message, "string", "")
    if isinstance(string, (tuple, list)):
        return all(string)
    return bool(string)


def compile_all(root: Path = ROOT) -> list[Path]:
    """Every ``.po`` under the locale folder compiled next to it (the build hook's job)."""
    written = []
    for po in sorted((root / "notalone_tui" / "locale").glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        with open(po, "rb") as f:
            catalog = read_po(f, locale=po.parent.parent.name)
        with open(po.with_suffix(".mo"), "wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        written.append(po.with_suffix(".mo"))
    return written


def cmd_compile() -> int:
    for mo in compile_all():
        print(mo.relative_to(ROOT))
    return 0


def cmd_check() -> int:
    problems = []
    current = extract()
    template = _read(TEMPLATE)
    fresh = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in current if m.id}
    stored = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    if fresh != stored:
        problems.append(f"{TEMPLATE.name} is stale ({len(fresh - stored)} new, "
                        f"{len(stored - fresh)} gone): run extract and update")
    for lang in LANGUAGES:
        catalog = _read(po_path(lang), lang)
        ids = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}
        if ids != stored:
            problems.append(f"{lang}: not merged with the template: run update")
        missing = [m for m in catalog if m.id and (not _translated(m) or "fuzzy" in m.flags)]
        if missing:
            problems.append(f"{lang}: {len(missing)} untranslated or fuzzy")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("extract", "update", "compile", "check"))
    args = parser.parse_args()
    return {"extract": cmd_extract, "update": cmd_update, "compile": cmd_compile,
            "check": cmd_check}[args.command]()


if __name__ == "__main__":
    sys.exit(main())
