"""English for the hints: why the standard player would pick an option (one line each)."""

MESSAGES: dict[str, str] = {
    "hint.generic": "The standard player's choice.",
    "hint.only": "It is the only choice.",
    "hint.resist": (
        "Only {hand} Place {hand:card|cards} left in your hand: resist ({n} Will) "
        "to take cards back."
    ),
    "hint.give_up": (
        "{hand} Place {hand:card|cards} in hand and {will} Will left: giving up is "
        "the standard player's choice."
    ),
    "hint.play_now": "{card} is worth playing now.",
    "hint.explore.safer": (
        "The Creature's likeliest guess is {risky} ({risk}%): {places:and} is safer ({chance}%)."
    ),
    "hint.explore.worth": (
        "{places:and} is worth the most to you, even though the Creature may hunt "
        "there ({chance}%)."
    ),
    "hint.explore.balance": (
        "{places:and} weighs what it gives against the risk of being hunted there ({chance}%)."
    ),
    "hint.hunt.card": "{card} is worth the most now, before your tokens are laid.",
    "hint.hunt.done": "No token left is worth laying.",
    "hint.token.likeliest": (
        "By their discard piles, {n} of the {total} hidden Hunted may be on {places:and}: "
        "the likeliest place."
    ),
    "hint.token": (
        "By their discard piles, {n} of the {total} hidden Hunted may be on {places:and}."
    ),
    "hint.window.play": "{card} is worth playing now, before the Hunted explore.",
    "hint.window.pass": "Nothing is worth playing yet: keep {cards} for later.",
    "hint.cards.open": "One of your cards is worth playing now: open your hand.",
    "hint.cards.pass": "Not worth playing now: {cards:and}.",
    "hint.cards.none": "You hold no card to play.",
    "hint.pick.cancel": "None of these cards is worth playing now.",
    "hint.resolve.power": "The power of {place} is worth more to you now than the other choices.",
    "hint.resolve.take_back": "Taking {place} back is worth more to you now than a place's power.",
    "hint.take_back": "{place} is the Place card you most want back in hand.",
    "hint.spare": "{places:and}: the Place {n:card|cards} you can best spare.",
    "hint.most_cards": "{seat} holds the most Place cards ({n}).",
    "hint.fewest_places": "{seat} can be on the fewest places ({n}), by the discard piles.",
    "hint.clear": "{place} is clear of the Hunt tokens.",
}
