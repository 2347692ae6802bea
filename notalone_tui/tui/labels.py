"""Words for options and cards, as the screens show them.

Pure functions of an option, its decision and a seat's view, so the labels
are testable without a terminal and cannot reach beyond what the seat may see.
"""

from __future__ import annotations

from notalone_tui.engine import BASE, GameView, Kind, Option, RuleSet, Verb, get_ruleset


def rules_of(view: GameView | None) -> RuleSet:
    """The rule set a view belongs to (the base game when there is no view)."""
    return BASE if view is None else get_ruleset(view.ruleset)


def seat_name(view: GameView, seat: int) -> str:
    return view.names[seat] if 0 <= seat < len(view.names) else f"seat {seat}"


def power_label(option: Option, view: GameView) -> str:
    """The place's name and what its power does with this option (from the place)."""
    found = rules_of(view).places[option.place]
    return f"{found.name}: {found.label(option, view)}"


def option_label(option: Option, kind: str, view: GameView) -> str:
    rules = rules_of(view)

    def place(number: int) -> str:
        return rules.place_name(number)

    def places(numbers: tuple[int, ...]) -> str:
        return " and ".join(place(n) for n in numbers)

    def token(token_id: str) -> str:
        return rules.token(token_id).name

    card_name = rules.card_name
    v = option.verb
    if v is Verb.PASS:
        return "Pass" if kind is not Kind.RESOLVE else "Do nothing here"
    if v is Verb.OPEN_HAND:
        return "Play a card… (opens your hand)"
    if v is Verb.CANCEL:
        return "Play nothing (pass)"
    if v is Verb.DONE:
        return "Finish the hunt"
    if v is Verb.RESIST:
        return f"Resist: lose {option.n} Will, take back up to {2 * option.n} Place cards"
    if v is Verb.GIVE_UP:
        return "Give up: back to 3 Will and every Place card (Assimilation +1)"
    if v is Verb.EXPLORE:
        return f"Explore {places(option.places)}"
    if v is Verb.PLAY:
        return f"Play {card_name(option.card)}"
    if v is Verb.TAKE_BACK:
        if kind is Kind.VORTEX:
            return f"Swap your face-down card for {place(option.place)}"
        return f"Take back {place(option.place)}"
    if v is Verb.DISCARD:
        if option.card:
            return f"Discard {card_name(option.card)}"
        if option.places:
            return f"Discard {places(option.places)}"
        return f"Discard {place(option.place)}"
    if v is Verb.KEEP:
        if option.card:
            return f"Keep {card_name(option.card)}"
        return f"Keep {places(option.places)}, discard the rest"
    if v is Verb.HIDE:
        return f"Keep {places(option.places)} hidden, show the rest"
    if v is Verb.TOKEN:
        return f"{token(option.card)} on {places(option.places)}"
    if v is Verb.TARGET:
        return seat_name(view, option.seat)
    if v is Verb.MOVE:
        if option.card:
            return f"Move the {token(option.card)} to {place(option.place)}"
        return f"Move {seat_name(view, option.seat)} to {place(option.place)}"
    if v is Verb.CHOOSE:
        if kind is Kind.RIVER:
            return f"Reveal {place(option.place)} (the other goes back to your hand)"
        if kind is Kind.CATACLYSM:
            return f"Cataclysm on {place(option.place)}"
        if kind is Kind.ARTEFACT_ORDER:
            return f"Resolve {place(option.place)} first"
        if kind is Kind.DOUBLE_BACK:
            return f"Take {place(option.place)} back into your hand"
        return place(option.place)
    if v is Verb.POWER:
        return power_label(option, view)
    if v is Verb.LOSE_WILL:
        return "Lose 1 Will"
    return v.value
