"""French players know *Not Alone*'s cards by the names printed on the French
edition: the French catalogue and the French rules summary must use them, not
names of our own.

The authority is the card reference's "FR name" column
(``tests/i18n/data/cards-base.md``, a copy of the project's reference kept
beside this test so that a clean checkout can run it). The test reads the
reference's tables, so a name changed there (or here) without the other fails.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = Path(__file__).resolve().parent / "data" / "cards-base.md"
FRENCH_PO = ROOT / "notalone_tui" / "locale" / "fr" / "LC_MESSAGES" / "notalone.po"
FRENCH_RULES = ROOT / "assets" / "rules.fr.md"
#: The base game's card names in the catalogue: ``place-01-lair.name``,
#: ``hunt-virus.name``, ``survival-drone.name`` (the expansions' cards carry
#: their rule set's prefix and are this program's own designs).
BASE_CARD = re.compile(r"^(?:place-\d\d-|hunt-|survival-)[a-z-]+\.name$")
#: Names this program used before it followed the French edition. None may
#: come back, in the catalogue or in the rules summary (case-sensitive, whole
#: words: "Interférence" alone, not the edition's "Interférences").
RETIRED = ("Ingéniosité", "Abnégation", "Tourbillon", "Sonde", "Demi-tour", "Cri",
           "Épidémie", "Férocité", "Persécution", "Mutagène", "Phobie", "Pistage",
           "Écran de fumée", "Prémonition", "Réminiscence", "Interférence",
           "Abandonner", "abandonner", "abandon", "abandonne", "abandonné")


def reference_names() -> dict[str, str]:
    """English name -> French edition's name, from every table of the reference
    with an "EN name" and an "FR name" column."""
    names: dict[str, str] = {}
    columns: list[str] | None = None
    for line in REFERENCE.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|"):
            columns = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if columns is None:
            columns = cells
            continue
        if set(cells) <= {"---", ""} or "EN name" not in columns or "FR name" not in columns:
            continue
        names[cells[columns.index("EN name")]] = cells[columns.index("FR name")]
    return names


@cache
def french_catalogue() -> dict[str, tuple[str, str]]:
    """Context -> (English, French) for every message of the French catalogue."""
    with open(FRENCH_PO, "rb") as f:
        catalog = read_po(f, locale="fr")
    return {m.context or "": (str(m.id), str(m.string)) for m in catalog
            if m.id and isinstance(m.id, str)}


def test_the_reference_lists_every_base_card() -> None:
    assert len(reference_names()) == 10 + 15 + 20


def test_every_base_card_has_its_french_edition_name() -> None:
    printed = reference_names()
    cards = {english: french for context, (english, french) in french_catalogue().items()
             if BASE_CARD.match(context)}
    assert set(cards) == set(printed), "the catalogue's base cards are the reference's"
    departures = [f"{english}: {cards[english]!r}, printed {french!r}"
                  for english, french in sorted(printed.items()) if cards[english] != french]
    assert not departures, departures


def test_the_tokens_named_after_a_card_use_its_printed_name() -> None:
    """The Target token laid by Force Field shows the card's name on the board."""
    catalogue = french_catalogue()
    assert catalogue["force-field.name"][1] == reference_names()["Force Field"]
    assert catalogue["cataclysm.name"][1] == reference_names()["Cataclysm"]


def test_giving_up_is_lacher_prise_and_resisting_resister() -> None:
    """The French rules call the two Phase 1 actions "Résister" and "Lâcher
    prise" (the reference's French rules summary, LAVISQ)."""
    catalogue = french_catalogue().values()
    give_up = [french for english, french in catalogue if english.startswith("Give up:")]
    resist = [french for english, french in catalogue if english.startswith("Resist:")]
    assert give_up and all(french.startswith("Lâcher prise") for french in give_up)
    assert resist and all(french.startswith("Résister") for french in resist)


@pytest.mark.parametrize("where", ["catalogue", "rules"])
def test_no_retired_name_is_left(where: str) -> None:
    if where == "rules":
        texts = [FRENCH_RULES.read_text(encoding="utf-8")]
    else:
        texts = [french for _english, french in french_catalogue().values()]
    left = sorted({name for name in RETIRED for text in texts
                   if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)})
    assert not left, left
