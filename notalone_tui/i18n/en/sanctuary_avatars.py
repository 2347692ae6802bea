"""English for the Sanctuary Avatars' abilities (designed for this edition).
Never a secret card's name in a public line: the private lines go to one seat."""

MESSAGES: dict[str, str] = {
    # Shared.
    "sa.avatars.discard_survival": "{seat} discards the Survival card {card} ({avatar}).",
    "sa.avatars.discarding": "{seat} chooses a Place card to discard ({avatar}).",
    # Ysolde Harrow.
    "sa.avatars.ysolde.prompt": "{avatar}: take back which Place card?",
    "sa.avatars.ysolde.public": "{seat} takes back a Place card ({avatar}).",
    # Bastien Okoro.
    "sa.avatars.bastien.prompt": (
        "{avatar}: discard a Place card from your hand to move the {token} to an adjacent place?"
    ),
    "sa.avatars.bastien.public": "{seat} may move the {token} ({avatar}).",
    "sa.avatars.bastien.discard": (
        "{avatar}: which Place card do you discard to move the token to {place}?"
    ),
    "sa.avatars.bastien": "{seat} ({avatar}) moves the {token} from {came} to {place}.",
    # Ren Castellanos.
    "sa.avatars.ren.prompt": (
        "{avatar}: discard a Survival card to ignore the Target token's {cards} this turn?"
    ),
    "sa.avatars.ren.public": "{seat} may ignore the Target token's card ({avatar}).",
    "sa.avatars.ren": "{seat} ({avatar}) ignores the Target token's {cards} this turn.",
    # Ingrid Solheim.
    "sa.avatars.ingrid": (
        "{seat} ({avatar}) draws a Survival card after losing Will to the Creature."
    ),
    # Kofi Marchetti.
    "sa.avatars.kofi.prompt": (
        "{avatar}: take a Place card you played back into your hand, discarding one from your "
        "hand instead?"
    ),
    "sa.avatars.kofi.public": "{seat} may exchange a played Place card ({avatar}).",
    "sa.avatars.kofi.discard": "{avatar}: which card from your hand goes to your discard pile "
                               "in place of {place}?",
    "sa.avatars.kofi": "{seat} ({avatar}) takes their played {place} back into their hand.",
    # Lior Vance.
    "sa.avatars.lior": "{seat} ({avatar}) looks at one of the Creature's Hunt cards at random.",
    "sa.avatars.lior.seen": "{avatar}: you see {card} in the Creature's hand.",
    "sa.avatars.lior.shown": "{seat} ({avatar}) saw your {card}.",
    # Teodor Blaise.
    "sa.avatars.teodor.prompt": (
        "{avatar}: discard a Survivor card to move the Sanctuary token 1 more step? "
        "It moves {n} {n:step|steps} now."
    ),
    "sa.avatars.teodor.public": "{seat} may move the Sanctuary token further ({avatar}).",
    "sa.avatars.teodor": (
        "{seat} ({avatar}): the Sanctuary token moves {n} {n:step|steps} this phase."
    ),
    # Caspian Mbatha.
    "sa.avatars.caspian.prompt": (
        "{avatar}: the Creature evolves. Discard a Survivor card so that it takes no DNA "
        "this phase?"
    ),
    "sa.avatars.caspian.public": "{seat} may stop the Creature's DNA intake ({avatar}).",
    "sa.avatars.caspian": "{seat} ({avatar}): the Creature takes no DNA this phase.",
    # Options.
    "sa.avatars.option.pass": "Do not use {avatar}",
    "sa.avatars.option.ysolde": "{avatar}: discard {card} to take back a Place card",
    "sa.avatars.option.zainab": "{avatar}: discard the Survivor {card} to regain 1 Will",
    "sa.avatars.option.ren": "Discard {card} and ignore the Target token's card",
    "sa.avatars.option.teodor": "Discard the Survivor {card}: the token moves 1 more step",
    "sa.avatars.option.caspian": "Discard the Survivor {card}: the Creature takes no DNA",
    "sa.avatars.option.bastien": "Move the Artemia token to {place} (discard a Place card)",
    "sa.avatars.option.kofi": "Take your played {place} back (discard a card from your hand)",
}
