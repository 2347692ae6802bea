"""English for the Frozen Lands Hunt cards (designed for this edition)."""

MESSAGES: dict[str, str] = {
    "fl.hunt.frozen_trail.prompt": (
        "Frozen Trail: lay the Target token across 2 adjacent places (they may still be played)."
    ),
    "fl.hunt.frozen_trail.laid": (
        "Frozen Trail: the Target token lies across {places:and}; each Hunted there will take "
        "a Contamination token."
    ),
    "fl.hunt.glacial_pace.on": "Glacial Pace: nobody may Resist this turn; Giving Up is allowed.",
    "fl.hunt.quarantine.on": "Quarantine: no Contamination token may be discarded this turn.",
    "fl.hunt.isolation.on": (
        "Isolation: this turn no place power, Survival card or ability may affect another Hunted."
    ),
    "fl.hunt.hypothermia.prompt": (
        "Hypothermia: {seat} loses 1 Will or takes a Contamination token."
    ),
    "fl.hunt.avalanche.prompt": "Avalanche: choose 2 adjacent places.",
    "fl.hunt.avalanche.chosen": (
        "Avalanche on {places:and}: each Hunted there discards 1 Place card."
    ),
    "fl.hunt.avalanche.none": "{seat} has no Place card in hand to discard (Avalanche).",
    "fl.hunt.avalanche.discard": "Avalanche: choose a Place card to discard from your hand.",
    "fl.hunt.avalanche.discard.public": "{seat} chooses a Place card to discard",
    "fl.hunt.contagion.prompt": "Contagion: choose a Hunted who holds a Contamination token.",
    "fl.hunt.contagion.chosen": (
        "Contagion: every other Hunted on {places:and} with {seat} takes a Contamination token."
    ),
    "fl.hunt.relapse.none": "Relapse: nobody discarded a Contamination token this turn.",
    "fl.hunt.option.take_token": "Take a Contamination token",
    "fl.hunt.option.avalanche": "Avalanche on {places:and}",
    # The places under Isolation.
    "fl.place.base_camp.label.alone": "draw 2 Survival cards, keep 1, discard the other (Isolation)",
    "fl.place.hot_spring.label.draw.alone": "you draw 1 Survival card (Isolation)",
    "fl.base_camp.discard.prompt": "The Base Camp under Isolation: choose the Survival card you discard",
    "fl.base_camp.discard.public": "{seat} chooses a Survival card to discard",
    "fl.base_camp.discard": "{seat} discards {card} (the Base Camp under Isolation).",
}
