"""English for the hints about Frozen Lands' decisions (one line each)."""

MESSAGES: dict[str, str] = {
    "hint.fl.advance": (
        "Turning every token up now gives the team {advance}%, holding {hold}%: advance."
    ),
    "hint.fl.hold": (
        "Holding a turn gives the team {hold}%, turning every token up now {advance}%: hold."
    ),
    "hint.fl.discard_token": "A free discard of one of your Contamination tokens: take it.",
    "hint.fl.keep_blank": (
        "You know every token you hold is blank ({n}): keeping them costs nothing."
    ),
    "hint.fl.discard_token.power": (
        "Discarding one of your tokens raises the team's chance more than the place's power."
    ),
    "hint.fl.aurora": "The power of {place} is worth the most to you again.",
    "hint.fl.trail": "The Hunted are expected most on {places:and}.",
    "hint.fl.token.last_will": (
        "Losing your last Will would bring a token anyway, and a step for the Creature: "
        "take the token."
    ),
    "hint.fl.token.cheaper": (
        "With {will} Will, a token costs the team's chance less than a Will costs you."
    ),
    "hint.fl.will.cheaper": (
        "With {will} Will, losing one costs less than a token costs the team's chance."
    ),
    "hint.fl.avalanche": "The Hunted on {places:and} lose the most by a discard.",
    "hint.fl.contagion": "{n} other Hunted stand on {seat}'s place: each takes a token.",
    "hint.fl.flare": "{seat} is the likeliest to stand where a token hurts ({chance}%).",
    "hint.fl.swap.safer": "{places:and} is safer from the tokens than {place}, the card you laid.",
    "hint.fl.swap.worth": "{places:and} is worth more to you than {place}, the card you laid.",
    "hint.fl.swap.keep": "No card in hand is enough safer than the one you laid: keep it.",
    "hint.fl.whiteout": "{place} is not one of your places, and the fewest Hunted may be there.",
    "hint.fl.purge": "A token discarded by {seat} raises the team's chance the most.",
    "hint.fl.purge.stop": "No further discard raises the team's chance: stop.",
    "hint.fl.bridge.escape": "From {source} to {place}: away from the worst of the tokens.",
    "hint.fl.bridge.worth": "{place} is worth more to you than {source}.",
}
