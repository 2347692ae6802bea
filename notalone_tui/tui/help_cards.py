"""The card reference's entries: one card (or rule, ability, bonus...) as the
help lists it, flattened from the engine's card data."""

from __future__ import annotations

from dataclasses import dataclass

from notalone_tui.engine import RuleSet

#: The kind of an entry that is a rule, not a card.
RULE = "Rule"


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One card as the reference shows it, flattened from the engine's data."""

    id: str
    kind: str  # "Place", "Hunt" or "Survival"
    name: str
    text: str
    number: int | None = None  # places only
    phase: str = ""  # "" for places
    symbol: str = ""  # "" when the kind has no symbols (places, Survival)
    note: str = ""  # places: where the card starts the game; sheets: their label
    keywords: str = ""  # more words the search finds the entry by

    @property
    def title(self) -> str:
        if self.number is not None:
            return f"{self.kind} {self.number} · {self.name}"
        return f"{self.kind} · {self.name}"

    @property
    def details(self) -> str:
        """The facts after the title: phase and symbol, or where a place starts."""
        return " · ".join(part for part in (self.phase, self.symbol, self.note) if part)

    @property
    def haystack(self) -> str:
        """Lower-case text the search box looks in: kind, number, name, text, symbol."""
        number = "" if self.number is None else f"{self.number} {self.kind} {self.number}"
        return " ".join((self.kind, number, self.name, self.text, self.symbol,
                         self.keywords)).casefold()

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` occurs (case-insensitively) in this card."""
        haystack = self.haystack
        return all(word in haystack for word in query.casefold().split())


def all_cards(rules: RuleSet) -> tuple[CardInfo, ...]:
    """Every card of a rule set, places first, as the reference lists them."""
    cards: list[CardInfo] = []
    for number in rules.place_numbers:
        place = rules.places[number]
        where = (
            "in every Hunted's starting hand" if place.starting_hand else "taken from the reserve"
        )
        cards.append(CardInfo(place.id, "Place", place.name, place.text, number=number, note=where))
    for hunt in rules.hunt_cards.values():
        if hunt.phase == 0:
            phase = "phase of the copied card"
            symbol = "symbol of the copied card"
        else:
            phase = f"phase {hunt.phase}"
            symbol = f"symbol: {hunt.symbol.capitalize()}" if hunt.symbol else "no symbol"
        cards.append(CardInfo(hunt.id, "Hunt", hunt.name, hunt.text, phase=phase, symbol=symbol))
    for survival in rules.survival_cards.values():
        cards.append(
            CardInfo(
                survival.id,
                "Survival",
                survival.name,
                survival.text,
                phase=f"phase {survival.phase}",
            )
        )
    return tuple(cards)
