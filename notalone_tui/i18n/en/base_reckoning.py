"""English for the base game's reckoning messages (Phase 3: places resolved, the
Target, Artemia and Creature tokens, the last-Will check)."""

MESSAGES: dict[str, str] = {
    "base.reckon.artefact_order": (
        "The Artefact: choose which of your two places you resolve first."
    ),
    "base.reckon.resolve": (
        "{seat} on {place}: use its power or take back 1 Place card from the discard pile."
    ),
    "base.reckon.pass": "{seat} does not use {place}.",
    "base.reckon.scream": "Scream: discard 2 Place cards, or lose 1 Will.",
    "base.reckon.scream.public": "{seat} answers the Scream",
    "base.reckon.toxin": "Toxin: choose a Survival card to discard.",
    "base.reckon.toxin.public": "{seat} discards a Survival card",
    "base.reckon.toxin.discard": "Toxin: {seat} discards {card}.",
    "base.reckon.artemia": "The Artemia token: choose a Place card to discard.",
    "base.reckon.artemia.public": "{seat} discards a Place card (Artemia token)",
    "base.reckon.artemia.none": "{seat} has no Place card to discard.",
    "base.reckon.dodge": "{seat} dodges the Creature on {place}.",
    "base.reckon.recover": "{seat} recovers {n} Will and every Place card.",
    # Reasons (for Will, tracks and cards taken back or discarded).
    "base.why.instead_of_power": "instead of a place power",
    "base.why.artemia_token": "the Artemia token",
    "base.why.caught_on": "caught on {place}",
    "base.why.creature_caught": "the Creature caught {seats}",
    "base.why.lost_last_will": "lost their last Will",
    "base.why.hunted_lost_last_will": "a Hunted lost their last Will",
}
