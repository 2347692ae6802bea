"""English for the base game's hunt messages: the Creature's Hunt cards."""

MESSAGES: dict[str, str] = {
    "base.hunt_card.play": "{seat} plays {card}.",
    "base.hunt_card.play.copy": "{seat} plays {card} as a copy of {copy}.",
    "base.hunt_card.force_field.prompt": (
        "Force Field: lay the Target token across 2 adjacent places."
    ),
    "base.hunt_card.force_field.laid": (
        "Force Field: the Target token lies across {places:and}; neither may be played this turn."
    ),
    "base.hunt_card.anticipation.prompt": "Anticipation: name a Hunted.",
    "base.hunt_card.anticipation.named": "Anticipation names {seat}.",
    "base.hunt_card.ascendancy.prompt": (
        "Ascendancy: choose a Hunted holding more than 2 Place cards."
    ),
    "base.hunt_card.ascendancy.target": "Ascendancy: {seat} must discard down to 2 Place cards.",
    "base.hunt_card.ascendancy.keep": (
        "Ascendancy: choose the 2 Place cards you keep; the rest are discarded."
    ),
    "base.hunt_card.keep_two.public": "{seat} chooses 2 Place cards",
    "base.hunt_card.forbidden_zone.prompt": (
        "Forbidden Zone: choose a Place card to discard (everyone reveals at once)."
    ),
    "base.hunt_card.forbidden_zone.public": "{seat} chooses a card to discard",
    "base.hunt_card.phobia.prompt": "Phobia: choose a Hunted holding more than 2 Place cards.",
    "base.hunt_card.phobia.target": (
        "Phobia: {seat} must show the Creature all but 2 Place cards."
    ),
    "base.hunt_card.phobia.hide": (
        "Phobia: choose the 2 Place cards you keep hidden; the Creature sees the rest."
    ),
    "base.hunt_card.phobia.reveal": "{seat} shows {n} Place {n:card|cards} to the Creature.",
    "base.hunt_card.phobia.reveal.creature": "{seat} shows you {places}.",
    "base.hunt_card.phobia.reveal.hunted": "You show the Creature {places}.",
    "base.hunt_card.cataclysm.prompt": (
        "Cataclysm: choose a place whose power has no effect this turn."
    ),
    "base.hunt_card.cataclysm.chosen": "Cataclysm: {place} has no effect this turn.",
    "base.hunt_card.detour.prompt": (
        "Detour: move one Hunted to a place adjacent to the one they revealed."
    ),
    "base.hunt_card.detour.moved": "Detour: {seat} is moved from {before} to {after}.",
}
