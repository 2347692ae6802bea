"""English for the base game's survival messages."""

MESSAGES: dict[str, str] = {
    "base.survival.play": "{seat} plays {card}.",
    "base.survival.marker.on_beach": "The Marker counter is put on the Beach.",
    "base.survival.marker.off_beach": "The Marker counter leaves the Beach.",
    "base.survival.sacrifice.blocked": "The Creature may play no more Hunt cards this turn.",
    "base.survival.sacrifice.prompt": "{card}: choose the Place card to discard.",
    "base.survival.sacrifice.public_prompt": "{seat} discards a Place card",
    "base.survival.smokescreen": (
        "Until the end of the turn the Creature cannot see the discard piles."
    ),
    "base.survival.strike_back": (
        "{card}: {n} Hunt {n:card|cards} {n:goes|go} from the Creature's hand to the "
        "bottom of the Hunt deck."
    ),
    "base.survival.strike_back.private": "{card} takes {cards} from your hand.",
    "base.survival.vortex.prompt": (
        "{card}: choose the discarded card that replaces your face-down card."
    ),
    "base.survival.vortex.public_prompt": "{seat} swaps a face-down card",
    "base.survival.vortex.swap": (
        "{seat} swaps their face-down card with a card from their discard pile."
    ),
    "base.survival.vortex.swap.detailed": (
        "{seat} swaps their face-down card with {place} from their discard pile; "
        "{old} goes to the discard pile."
    ),
    "base.survival.drone.prompt": "{card}: take a Place card from the reserve.",
    "base.survival.gate.prompt": "{card}: use the power of a place adjacent to yours.",
    "base.survival.hologram.prompt": "{card}: move the {token} to an adjacent place.",
    "base.survival.wrong_track.prompt": (
        "{card}: move the {token} (or a {target} acting as one) to an adjacent place."
    ),
    "base.survival.token_move": "The {token} moves from {came:and} to {place}.",
    "base.survival.double_back.prompt": (
        "{card}: choose the played card that goes back to your hand."
    ),
    "base.survival.double_back": "{seat} will take {place} back into their hand.",
}
