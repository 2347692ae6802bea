"""Frozen Lands in the help's card reference: its places, its Contamination
tokens, the team's choice at the end, and its Hunt and Survival cards, read
from the rule set (cards added to it appear here unchanged). Each entry is
labelled "Designed for this edition" and found by searching "frozen lands"; the
section comes first in a Frozen Lands game.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID
from notalone_tui.engine.rulesets.frozen_lands.cards import DESIGNED, TOKEN_COUNT, TOKEN_FACES
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED as ICON_FACE
from notalone_tui.i18n.current import _, language, ngettext

from ..packs.frozen_lands import FACE_MARKS, TOKEN_MARK
from .cards import PLACE, RULE, CardInfo, all_cards
from .section import HelpSection, ReferenceEntry
from .sheets import designed_label

#: Frozen Lands' rules that are not cards, as the reference words them.
_ICONS = TOKEN_FACES[ICON_FACE]


def fl_rules() -> tuple[tuple[str, str, str], ...]:
    """Frozen Lands' rules that are not cards: (id, name, text), in the current
    language."""
    return (
        ("fl-rule-contamination", _("Contamination tokens"),
         _("{count} tokens, face down: {icons} show the contamination icon "
           "({icon_mark}), {blanks} are blank ({blank_mark}). A Hunted "
           "takes one when giving up, when losing their last Will, and through some places "
           "and cards. Nobody sees a face, its owner included (Diagnostic Kit lets its owner "
           "look). The players table counts each Hunted's tokens ({token_mark}) and the "
           "reserve's. Instead of a place's power or taking back a card, a Hunted may return "
           "a token to the reserve.").format(
               count=TOKEN_COUNT, icons=_ICONS, icon_mark=FACE_MARKS[True],
               blanks=TOKEN_COUNT - _ICONS, blank_mark=FACE_MARKS[False],
               token_mark=TOKEN_MARK)),
        ("fl-rule-team-choice", _("The team's choice (Advance or Hold)"),
         _("When the Rescue counter's end-of-turn move would reach Victory while any Hunted "
           "holds a token, the Hunted decide together, aloud, on the table; the first Hunted "
           "to the Creature's left enters it. Advance: the counter reaches Victory and every "
           "held token is turned up; any icon and the Creature wins, all blank and the Hunted "
           "win. Hold: the counter stays one space short, a Hunted the team names discards a "
           "token, and another turn is played; the choice comes again. The app asks to "
           "confirm either answer.")),
    )


def mode_entries(mode: RuleSet | None = None) -> tuple[CardInfo, ...]:
    """Frozen Lands as the reference lists it: its places, its two rules that are
    no card (the tokens, the team's choice), then its Hunt and Survival cards,
    those the rule set adds to the base game's (read from it: cards added to
    the rule set appear here unchanged). Each is labelled "Designed for this
    edition" and found by "frozen lands" (in the current language)."""
    mode = mode or get_ruleset(RULESET_ID)
    label = designed_label()
    found = f"frozen lands {DESIGNED}" + ("" if label == DESIGNED else f" {label}")
    entries = [replace(card, note=f"{card.note} · {label}" if card.note else label,
                       keywords=f"{card.keywords} {found}".strip())
               for card in all_cards(mode)
               if card.id not in BASE.hunt_cards and card.id not in BASE.survival_cards]
    rules = [CardInfo(id_, RULE, name, text, note=label, keywords=found)
             for id_, name, text in fl_rules()]
    places = [e for e in entries if e.kind == PLACE]
    return (*places, *rules, *(e for e in entries if e.kind != PLACE))


@cache
def _entries(lang: str) -> tuple[CardInfo, ...]:
    return mode_entries()


def mode_reference() -> tuple[CardInfo, ...]:
    """The Frozen Lands entries (the same in every game), in the current language."""
    return _entries(language())


def __getattr__(name: str) -> tuple[CardInfo, ...]:
    """``MODE_ENTRIES``: the entries in the current language, built when first
    asked for (never at import: no language is chosen then)."""
    if name == "MODE_ENTRIES":
        return mode_reference()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class ModeEntry(ReferenceEntry):
    """A place, rule or card of Frozen Lands (designed for this edition)."""


def heading() -> str:
    # The search words stay English: the entries are found by them in every language.
    return _("Frozen Lands: a mode chosen at setup (4 to 7 players). Its ten "
             "places replace Artemia's; Contamination tokens and the team's "
             "choice decide its end. Search \"frozen lands\" for its entries.")


def count_part(shown: int, total: int) -> str:
    # TRANSLATORS: a part of the search's count line, after ", ".
    return ngettext("{shown} of {total} Frozen Lands entries",
                    "{shown} of {total} Frozen Lands entries",
                    total).format(shown=shown, total=total)


def overview(total: int) -> str:
    # TRANSLATORS: what the card reference lists, in the order it shows
    # (fits 78 columns); {counted} is e.g. "10 places, 20 Hunt, 15 Survival".
    return ngettext("Frozen Lands, {total} card ({counted}), Sanctuary, sheets.",
                    "Frozen Lands, {total} cards ({counted}), Sanctuary, sheets.",
                    total)


SECTIONS = (HelpSection("mode", heading, mode_reference, label=designed_label,
                        entry=ModeEntry, count_part=count_part, overview=overview,
                        always=True, rank=10),)
