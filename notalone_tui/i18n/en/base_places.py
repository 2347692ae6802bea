"""English for the base game's places messages: what each place's power does, its
labels for the player choosing a power option and the few words of its grid cell."""

MESSAGES: dict[str, str] = {
    # Using a power.
    "base.power.use": "{seat} uses the power of {place}.",
    "base.power.returns": "{seat} uses the power of {place}: {card} will go back to their hand.",
    "base.power.lay_two": "{seat} uses the power of {place}: next turn they lay 2 Place cards.",
    "base.power.beach.leave": (
        "{seat} uses the power of {place}: the Marker counter leaves the Beach."
    ),
    "base.power.beach.put": (
        "{seat} uses the power of {place}: the Marker counter is put on the Beach."
    ),
    "base.power.rover": "{seat} uses the power of {place}: takes {card} from the reserve.",
    "base.power.shelter": "{seat} uses the power of {place}: draws {n} Survival {n:card|cards}.",
    "base.power.shelter.private": "You use the power of {place} and draw {cards}.",
    "base.power.source.draw": "{seat} uses the power of {place} to draw a Survival card.",
    "base.shelter.prompt": "The Shelter: keep one of these Survival cards; the other is discarded.",
    "base.shelter.public_prompt": "{seat} chooses a Survival card to keep",
    "base.shelter.keep": "{seat} keeps one Survival card and discards {cards}.",
    "base.shelter.keep.private": "You keep {card}.",
    # Reasons (for Will, tracks and cards taken back).
    "base.why.lair": "the Lair",
    "base.why.beach": "the Beach",
    "base.why.wreck": "the Wreck",
    "base.why.source": "the Source",
    # What a power option does, for the player choosing it.
    "base.place.lair.label": "take back every discarded Place card",
    "base.place.returns.label": "the card you played goes back to your hand",
    "base.place.returns.label.more": (
        "take back the card you played, plus {places:and}"
    ),
    "base.place.river.label": "next turn lay 2 cards, reveal the one you choose",
    "base.place.beach.label.score": "remove the Marker: the Rescue counter moves 1 space",
    "base.place.beach.label.put": "put the Marker counter on the Beach",
    "base.place.rover.label": "take {card} from the reserve",
    "base.place.shelter.label": "draw 2 Survival cards, keep 1",
    "base.place.wreck.label": "move the Rescue counter 1 space",
    "base.place.source.label.will": "{seat} regains 1 Will",
    "base.place.source.label.draw": "draw 1 Survival card",
    "base.place.artefact.label": "next turn lay 2 cards; both are revealed and used",
    # A few words for each place's grid cell (and the Hunted's hand). A cell of
    # the 80×24 grid holds 13 characters on one line; the power option's label
    # above says the rest.
    "base.place.lair.short": "take all back",
    "base.place.jungle.short": "2 cards back",
    "base.place.river.short": "lay 2, use 1",
    "base.place.beach.short": "Marker→Rescue",
    "base.place.rover.short": "get card 6-10",
    "base.place.swamp.short": "up to 3 back",
    "base.place.shelter.short": "Survival card",
    "base.place.wreck.short": "Rescue +1",
    "base.place.source.short": "Will or card",
    "base.place.artefact.short": "lay 2, use 2",
}
