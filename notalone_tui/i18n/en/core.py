"""English for the engine's own messages: decks, tracks, Will, cards in and out of
hands, the end of the game and refusals that hold in every rule set."""

MESSAGES: dict[str, str] = {
    # Setups refused (ConfigError.reason), as a setup screen shows them.
    "config.frozen_lands.players": "Frozen Lands needs at least 4 players, not {players} (R31)",
    "config.characters.count": "{hunted} Hunted need {hunted} characters, not {got}",
    "config.characters.twice": "two Hunted may not play the same character",
    "list.and": "and",
    # The articles that may open a place's name ("The Jungle"), separated by
    # spaces; one ending with an apostrophe is joined to the word ("L'Antre").
    # In mid-sentence they are written in lower case ("explore the Jungle").
    # "-" when the language writes no article before a name.
    "name.articles": "The",
    "core.reshuffle.hunt": "The Hunt discard pile is shuffled into a new Hunt deck.",
    "core.reshuffle.survival": "The Survival discard pile is shuffled into a new Survival deck.",
    "core.draw.hunt": "{seat} draws {n} Hunt {n:card|cards}.",
    "core.draw.survival": "{seat} draws {n} Survival {n:card|cards}.",
    "core.draw.private": "You draw {cards}.",
    "core.track.move": "The {track} counter moves {n} {n:space|spaces} ({why}); {left} to go.",
    "core.track.victory": "The {track} counter reached the Victory space ({why}).",
    "core.game_over.creature": "The Creature wins! {reason}",
    "core.game_over.hunted": "The Hunted win! {reason}",
    "core.will.lose": "{seat} loses {n} Will ({why}): {left} left.",
    "core.will.last": "{seat} has lost their last Will.",
    "core.will.gain": "{seat} regains {n} Will ({why}).",
    "core.take_back.some": "{seat} takes back {n} Place {n:card|cards} ({why}).",
    "core.take_back.cards": "{seat} takes back {places} ({why}).",
    "core.discard.some": "{seat} discards {n} Place {n:card|cards} ({why}).",
    "core.discard.cards": "{seat} discards {places} ({why}).",
    "core.waiting_for": "{seat} ({prompt})",
    "core.refuse.game_over": "the game is over",
    "core.refuse.no_seat": "there is no seat {number} at this table",
    "core.refuse.not_yours": "it is not {seat}'s decision now; waiting for {waiting}",
    "core.refuse.everyone": (
        "the table answers for everyone only when two Hunted or more in a row "
        "use their place's power with nothing to choose"
    ),
    "core.refuse.undo": (
        "nothing can be undone now: the last choice revealed something, drew a card "
        "or passed play to another seat"
    ),
}
