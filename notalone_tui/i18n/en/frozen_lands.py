"""English for Frozen Lands (designed for this edition): the places' powers and
labels, the Contamination tokens and the mode's end of game."""

MESSAGES: dict[str, str] = {
    # The Contamination tokens. Never a face before the reveal.
    "fl.contamination.setup": "{n} Contamination tokens are shuffled face down into the reserve.",
    "fl.contamination.take": (
        "{seat} takes a Contamination token face down ({why}); they hold {n}."
    ),
    "fl.contamination.empty": "The Contamination reserve is empty: {seat} takes no token ({why}).",
    "fl.contamination.discard": (
        "{seat} returns a Contamination token to the reserve ({why}); they hold {n}."
    ),
    "fl.contamination.blanket": "{seat} takes no Contamination token ({why}): Thermal Blanket.",
    "fl.contamination.look": "{seat} looks secretly at their {n} Contamination {n:token|tokens} ({why}).",
    # Only the looker reads this line (Diagnostic Kit): the faces they saw.
    "fl.contamination.look.private": (
        "You look at your {n} Contamination {n:token|tokens}: {infected} {infected:shows|show} "
        "the contamination icon."
    ),
    "fl.contamination.reveal.seat": (
        "{seat} turns up {total} {total:token|tokens}: {n} with the contamination icon."
    ),
    "fl.contamination.reveal": (
        "The {n} held Contamination {n:token is|tokens are} turned face up: "
        "{infected} {infected:shows|show} the contamination icon."
    ),
    "fl.why.gave_up": "giving up",
    "fl.why.last_will": "lost their last Will",
    "fl.why.instead_of_power": "instead of the place's power",
    "fl.option.give_up": (
        "Give up: back to 3 Will and every Place card (Assimilation +1; take a "
        "Contamination token)"
    ),
    "fl.option.discard_token": "return a Contamination token to the reserve",
    "fl.option.keep_tokens": "keep your Contamination tokens",
    "fl.option.snowcat": "take {place} from the reserve",
    "fl.option.give": "give {card} away and keep the other card",
    # The end of the game.
    "fl.team.prompt": (
        "The Rescue counter would reach Victory, and {n} Contamination {n:token is|tokens are} "
        "held. Decide together; {seat} enters the team's choice"
    ),
    "fl.team.advance": "The Hunted advance: the Rescue counter moves onto Victory.",
    "fl.team.hold": (
        "The Hunted hold: the Rescue counter stays one space short, {seat} discards a "
        "token, and another turn is played."
    ),
    "fl.team.hold.quarantine": (
        "The Hunted hold: the Rescue counter stays one space short and another turn is "
        "played (Quarantine: no token is discarded)."
    ),
    "fl.why.hold": "holding the Rescue counter back",
    "fl.option.advance": (
        "Advance: the counter reaches Victory and every held token is turned up; "
        "any icon and the Creature wins"
    ),
    "fl.option.hold": "Hold: one more turn, and {seat} discards a token",
    "fl.option.hold.quarantine": "Hold: one more turn (Quarantine: nobody discards)",
    "fl.end.capsule": "{place} moved the Rescue counter onto Victory: the Hunted lose.",
    "fl.end.contaminated": (
        "The Rescue counter reached the Victory space ({why}), but {n} revealed "
        "{n:token shows|tokens show} contamination."
    ),
    "fl.end.clean": (
        "The Rescue counter reached the Victory space ({why}) and no revealed token "
        "shows contamination."
    ),
    # Using a power.
    "fl.power.glacier": "{seat} uses the power of {place}: {chosen} lays 2 cards next turn.",
    "fl.pick_back.prompt": "{place}: take back a Place card ({n} left to take)",
    "fl.snowcat.prompt": "The Snowcat: {seat} chooses a Place card to take from the reserve",
    "fl.snowcat.take": "{seat} takes {card} from the reserve.",
    "fl.base_camp.prompt": "The Base Camp: choose the Survival card you give to {seat}",
    "fl.base_camp.public": "{seat} chooses a Survival card to give away",
    "fl.base_camp.give": "{seat} gives a Survival card to {to}.",
    # The giver's line names no card: once given, it is the receiver's secret.
    "fl.base_camp.give.private": "You give the card you chose to {to}.",
    "fl.base_camp.get.private": "{seat} gives you {card}.",
    "fl.capsule.prompt": "The Capsule: {seat} may return a Contamination token to the reserve",
    "fl.capsule.keep": "{seat} keeps their Contamination tokens.",
    "fl.aurora.prompt": "The Aurora: {seat} uses the power of {place} once more",
    "fl.needs.glacier": "Glacier: 2 cards",
    # What a power option does, for the player choosing it.
    "fl.place.ice_cave.label": "{seat} takes back up to 3 discarded Place cards",
    "fl.place.taiga.label.this.seat": "this card returns to your hand; {seat} takes back 1 card",
    "fl.place.taiga.label.this.none": "this card returns to your hand",
    "fl.place.crevasse.label.this.seat": (
        "this card returns to your hand; {seat} takes back 1 card"
    ),
    "fl.place.crevasse.label.this.none": "this card returns to your hand",
    "fl.place.crevasse.label.mine.seat": (
        "this card and {card} return to your hand; {seat} takes back 1 card"
    ),
    "fl.place.crevasse.label.mine.none": "this card and {card} return to your hand",
    "fl.place.only_mine.label": "only {card} returns to your hand",
    "fl.place.only_other.label": "only {seat} takes back 1 card",
    "fl.place.glacier.label": "{seat} lays 2 cards next turn and reveals one",
    "fl.place.hummocks.label.rescue": "move the Rescue counter 1 space",
    "fl.place.hummocks.label.other": "{seat} takes back 1 discarded Place card",
    "fl.place.snowcat.label": "{seat} takes a Place card from the reserve",
    "fl.place.base_camp.label": "draw 2 Survival cards, give one to {seat}",
    "fl.place.capsule.label.move.seat": (
        "{seat} may return a token; then move the Rescue counter 1 space"
    ),
    "fl.place.capsule.label.move.none": "move the Rescue counter 1 space",
    "fl.place.capsule.label.lose.seat": (
        "{seat} may return a token; then the Rescue counter reaches Victory and the Hunted LOSE"
    ),
    "fl.place.capsule.label.lose.none": "the Rescue counter reaches Victory and the Hunted LOSE",
    "fl.place.capsule.label.stay.seat": "{seat} may return a token; the Rescue counter stays",
    "fl.place.capsule.label.stay.none": "nothing moves",
    "fl.place.hot_spring.label.will": "{seats:and} regain 1 Will",
    "fl.place.hot_spring.label.draw": "you and {seat} each draw 1 Survival card",
    "fl.place.aurora.label": "{seat} uses their place's power once more",
    # A few words for the grid cell.
    "fl.place.ice_cave.short": "Take back 3 / copy",
    "fl.place.taiga.short": "Card back",
    "fl.place.glacier.short": "2 cards next",
    "fl.place.hummocks.short": "Rescue +1 (pair)",
    "fl.place.snowcat.short": "Reserve card",
    "fl.place.crevasse.short": "Cards back",
    "fl.place.base_camp.short": "Draw 2, give 1",
    "fl.place.capsule.short": "Rescue +1?",
    "fl.place.hot_spring.short": "Will / draw",
    "fl.place.aurora.short": "Repeat a power",
}
