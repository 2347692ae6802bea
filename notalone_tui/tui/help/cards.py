"""The card reference's entries: one card (or rule, ability, bonus...) as the
help lists it, flattened from the engine's card data."""

from __future__ import annotations

from dataclasses import dataclass

from notalone_tui.engine import RuleSet
from notalone_tui.i18n.current import N_, _, name_of, text_of

# An entry's kind is its English word (the entry's CSS class and the tests
# read it); the reference shows it translated (:attr:`CardInfo.kind_words`).
# TRANSLATORS: the kind of an entry of the help's card reference: a Place card.
PLACE = N_("Place")
# TRANSLATORS: the kind of an entry of the help's card reference: a Hunt card.
HUNT = N_("Hunt")
# TRANSLATORS: the kind of an entry of the help's card reference: a Survival card.
SURVIVAL = N_("Survival")
#: The kind of an entry that is a rule, not a card.
# TRANSLATORS: the kind of an entry of the help's card reference: a rule, not a card.
RULE = N_("Rule")

#: A Hunt card's symbol as the reference words it (the symbol's id otherwise).
SYMBOL_WORDS = {
    # TRANSLATORS: a Hunt card's symbol, in the help's "symbol: Artemia".
    "artemia": N_("Artemia"),
    # TRANSLATORS: a Hunt card's symbol, in the help's "symbol: Target".
    "target": N_("Target"),
}


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One card as the reference shows it, flattened from the engine's data."""

    id: str
    kind: str  # "Place", "Hunt" or "Survival" (in English: shown translated)
    name: str
    text: str
    number: int | None = None  # places only
    phase: str = ""  # "" for places
    symbol: str = ""  # "" when the kind has no symbols (places, Survival)
    note: str = ""  # places: where the card starts the game; sheets: their label
    keywords: str = ""  # more words the search finds the entry by

    @property
    def kind_words(self) -> str:
        """The kind as shown, in the current language."""
        return _(self.kind)

    @property
    def title(self) -> str:
        if self.number is not None:
            return f"{self.kind_words} {self.number} · {self.name}"
        return f"{self.kind_words} · {self.name}"

    @property
    def details(self) -> str:
        """The facts after the title: phase and symbol, or where a place starts."""
        return " · ".join(part for part in (self.phase, self.symbol, self.note) if part)

    @property
    def haystack(self) -> str:
        """Lower-case text the search box looks in: kind, number, name, text, symbol."""
        words = self.kind_words
        # The English kind is found in every language; the shown one too.
        kind = self.kind if words == self.kind else f"{self.kind} {words}"
        number = "" if self.number is None else f"{self.number} {kind} {self.number}"
        return " ".join((kind, number, self.name, self.text, self.symbol,
                         self.keywords)).casefold()

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` occurs (case-insensitively) in this card."""
        haystack = self.haystack
        return all(word in haystack for word in query.casefold().split())


def phase_words(number: int) -> str:
    """"phase 2": when a card is played, as the reference says it."""
    # TRANSLATORS: when a card is played, in the help's card reference.
    return _("phase {number}").format(number=number)


def english_name(name: str, english: str) -> str:
    """The English name to find a translated entry by too (the box's words)."""
    return english if english != name else ""


def all_cards(rules: RuleSet) -> tuple[CardInfo, ...]:
    """Every card of a rule set, places first, as the reference lists them (in
    the current language; found by their English names too)."""
    cards: list[CardInfo] = []
    for number in rules.place_numbers:
        place = rules.places[number]
        where = (
            _("in every Hunted's starting hand") if place.starting_hand
            else _("taken from the reserve")
        )
        name = name_of(place)
        cards.append(CardInfo(place.id, PLACE, name, text_of(place), number=number,
                              note=where, keywords=english_name(name, place.name)))
    for hunt in rules.hunt_cards.values():
        if hunt.phase == 0:
            phase = _("phase of the copied card")
            symbol = _("symbol of the copied card")
        else:
            phase = phase_words(hunt.phase)
            symbol = (_("symbol: {symbol}").format(
                symbol=_(SYMBOL_WORDS[hunt.symbol]) if hunt.symbol in SYMBOL_WORDS
                else hunt.symbol.capitalize())
                if hunt.symbol else _("no symbol"))
        name = name_of(hunt)
        cards.append(CardInfo(hunt.id, HUNT, name, text_of(hunt), phase=phase, symbol=symbol,
                              keywords=english_name(name, hunt.name)))
    for survival in rules.survival_cards.values():
        name = name_of(survival)
        cards.append(
            CardInfo(
                survival.id,
                SURVIVAL,
                name,
                text_of(survival),
                phase=phase_words(survival.phase),
                keywords=english_name(name, survival.name),
            )
        )
    return tuple(cards)
