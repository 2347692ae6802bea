"""English for the Frozen Lands Survival cards (designed for this edition).

No line here shows a Contamination token's face: the only one that does is the
looker's private line in ``frozen_lands.py``. Lines about the Survival deck
never name a card that goes back into it (its order is secret)."""

MESSAGES: dict[str, str] = {
    "fl.survival.shared_rations.prompt": "{card}: choose the Hunted who regains 1 Will",
    "fl.survival.diagnostic_kit.prompt": (
        "{card}: return 1 of your Contamination tokens to the reserve, or keep them all?"
    ),
    "fl.survival.diagnostic_kit.public": "{seat} decides whether to return a Contamination token",
    "fl.survival.diagnostic_kit.keep": "{seat} keeps their Contamination tokens.",
    "fl.survival.buried_cache.pick": "{card}: choose the Place card you take back",
    "fl.survival.buried_cache.prompt": (
        "{card}: choose the other Hunted who takes back a Place card"
    ),
    "fl.survival.trail_markers.reshuffle": (
        "The Survival discard pile is shuffled and put under the Survival deck."
    ),
    "fl.survival.trail_markers.look": (
        "{seat} looks at the top {n} Survival {n:card|cards} of the deck."
    ),
    "fl.survival.trail_markers.look.private": "You look at {cards:and}.",
    "fl.survival.trail_markers.give": "{card}: choose the Survival card you give away",
    "fl.survival.trail_markers.public": "{seat} sorts the Survival cards they looked at",
    "fl.survival.trail_markers.to": "{card}: choose the Hunted who receives the card",
    "fl.survival.trail_markers.gave": "{seat} gives a Survival card to {to}.",
    # The giver's line names no card: once given, it is the receiver's secret.
    "fl.survival.trail_markers.gave.private": "You give the card you chose to {to}.",
    "fl.survival.trail_markers.got.private": "{seat} gives you {card}.",
    "fl.survival.trail_markers.top": "{card}: choose the card that goes back on top of the deck",
    "fl.survival.trail_markers.back": (
        "{seat} puts {n} {n:card|cards} back on top of the Survival deck."
    ),
    "fl.survival.thermal_blanket": "{seat} takes no Contamination token for the rest of the turn.",
    "fl.survival.flare.prompt": "{card}: choose the Hunted who may swap their face-down card",
    "fl.survival.flare.swap": (
        "{card}: swap your face-down card for a Place card from your hand, or keep it"
    ),
    "fl.survival.flare.public": "{seat} decides whether to swap their face-down card",
    "fl.survival.flare.keep": "{seat} keeps their face-down card.",
    "fl.survival.flare.swapped": "{seat} swaps their face-down card for one from their hand.",
    "fl.survival.flare.swapped.private": "You lay {new} face down instead of {old}.",
    "fl.survival.whiteout.prompt": "{card}: move the Target token to an adjacent place",
    "fl.survival.whiteout.moved": "{card}: the Target token moves from {before} to {place}.",
    "fl.survival.rope_line.prompt": "{card}: choose the only Hunted the Creature token catches",
    "fl.survival.rope_line.done": (
        "Only {seat} can be caught on {place}; {others:and} {n:is|are} spared but cannot "
        "use the place."
    ),
    "fl.survival.purification.prompt": (
        "{card}: choose whose Contamination token returns to the reserve ({n} left)"
    ),
    "fl.survival.snowdrift": "{seat} will ignore the Target token's Hunt cards this turn.",
    "fl.survival.ice_bridge.prompt": (
        "{card}: move your figure to an adjacent place with no Hunt token"
    ),
    "fl.survival.figure_moved": "{seat} moves from {before} to {after} ({why}).",
    "fl.survival.body_heat.prompt": "{card}: choose the Hunted beside you who regains 1 Will",
    "fl.survival.antidote.prompt": "{card}: choose the Hunted who returns a Contamination token",
    # Options, for the player choosing.
    "fl.survival.option.give": "Give {card} away",
    "fl.survival.option.top": "Put {card} on top",
    "fl.survival.option.flare": "Lay {place} instead (face-down card {n})",
    "fl.survival.option.flare_keep": "Keep your face-down card",
    "fl.survival.option.purify": "{seat} returns a Contamination token",
    "fl.survival.option.purify_stop": "Stop here",
    "fl.survival.option.rope": "Only {seat} is caught on {place}",
}
