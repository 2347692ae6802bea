"""The character sheets in the help's card reference: every Hunted character
and Creature ability, labelled "Designed for this edition". They are not cards
(they count towards no card limit), so they are listed and counted apart, last,
and searched alike; their words come from the sheets module's messages. Listed
whatever the game: the sheets are an option any rule set is played with.
"""

from __future__ import annotations

from functools import cache

from notalone_tui.engine.rulesets import sheets
from notalone_tui.i18n.current import N_, _, language, ngettext, render
from notalone_tui.i18n.en.sheets import MESSAGES

from ..packs.sheets import USED_MARK
from .cards import CardInfo
from .section import HelpSection, ReferenceEntry

#: The sheets' label in English: entries are found by it in every language.
DESIGNED = MESSAGES["sheets.designed"]
#: What the sheets' entries are called, by who plays them (in English: shown translated).
# TRANSLATORS: the kind of an entry of the help's card reference: a Hunted's
# character sheet.
CHARACTER = N_("Character")
# TRANSLATORS: the kind of an entry of the help's card reference: an ability of
# the Creature's character sheet.
CREATURE_ABILITY = N_("Creature ability")


def sheet_entries() -> tuple[CardInfo, ...]:
    """Every Hunted character, then the Creature sheet's abilities, worded by
    the sheets' own messages. Listed whatever the game: the sheets are an
    option any rule set is played with, chosen at setup."""
    designed = designed_label()
    # Found by the label in English too.
    found = f"character sheets {designed}" + ("" if designed == DESIGNED else f" {DESIGNED}")
    return tuple(
        CardInfo(ability, kind, render(sheets.name(ability)),
                 render(sheets.text(ability)), note=designed, keywords=found)
        for kind, abilities in ((CHARACTER, sheets.CHARACTERS),
                                (CREATURE_ABILITY, sheets.CREATURE_ABILITIES))
        for ability in abilities
    )


@cache
def _entries(lang: str) -> tuple[CardInfo, ...]:
    return sheet_entries()


def sheets_reference() -> tuple[CardInfo, ...]:
    """The sheets' entries (the same in every game), in the current language."""
    return _entries(language())


def used_note() -> str:
    """How the players table marks an ability used (see :mod:`..widgets`)."""
    return _("On the table, {mark} after a character's name: its ability was used "
             "this turn.").format(mark=USED_MARK)


class SheetEntry(ReferenceEntry):
    """A character or Creature ability of the character sheets (not a card)."""


def heading() -> str:
    return f"{render(sheets.about())} {used_note()}"


def designed_label() -> str:
    """"Designed for this edition", as shown: the sheets' label (R41), which
    every entry designed for this edition carries (the modes' too)."""
    return render(sheets.designed())


def count_part(shown: int, total: int) -> str:
    # TRANSLATORS: the last part of the search's count line, after ", ".
    return ngettext("and {shown} of {total} sheet entries",
                    "and {shown} of {total} sheet entries",
                    total).format(shown=shown, total=total)


SECTIONS = (HelpSection("sheets", heading, sheets_reference, label=designed_label, entry=SheetEntry,
                        count_part=count_part, leads=False, always=True, rank=90),)
