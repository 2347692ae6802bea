"""English for the Sanctuary Survival cards (designed for this edition). Never
a secret in a public line: the Creature's Evolution hand is named only in the
lines for the Field Notes player (and the Creature)."""

MESSAGES: dict[str, str] = {
    # Field Notes.
    "sa.survival.field_notes.look": (
        "{seat} looks at the Creature's {n} undeveloped Evolution {n:card|cards} ({card})."
    ),
    "sa.survival.field_notes.seen": "{card}: the Creature holds {cards}.",
    "sa.survival.field_notes.prompt": (
        "{card}: which Evolution card goes to the bottom of its level's pile?"
    ),
    "sa.survival.field_notes.public": "{seat} chooses one of the Creature's Evolution cards ({card}).",
    "sa.survival.field_notes.done": (
        "{seat} puts one of the Creature's Evolution cards at the bottom of its pile ({card}); "
        "the Creature holds {n} undeveloped."
    ),
    "sa.survival.field_notes.sent": "{card} goes to the bottom of its level's pile.",
    "sa.option.field_notes": "Put {card} at the bottom of its pile",
    # Barter.
    "sa.survival.barter.prompt": "{card}: which of your Survivor cards do you discard?",
    "sa.survival.barter.public": "{seat} discards a Survivor card ({card}).",
    "sa.survival.barter.take": "{card}: take back a Place card ({n} more at most).",
    "sa.survival.barter.take.public": "{seat} takes back Place cards ({card}).",
    "sa.option.barter_stop": "Take back no more",
    # Suppressant.
    "sa.survival.suppressant.prompt": (
        "{card}: which of the Creature's developed Evolution cards does nothing this turn?"
    ),
    "sa.survival.suppressant": "{seat} switches off the Creature's {card} until the end of the turn ({why}).",
    "sa.option.suppress": "Switch off {card} this turn",
    # Acid Flask.
    "sa.survival.acid_flask.prompt": "{card}: which developed level I Evolution card is discarded?",
    # Rally.
    "sa.survival.rally.prompt": "{card}: which other Hunted also takes back a Place card?",
    "sa.survival.rally.pick": "{card}: take back which Place card?",
    "sa.survival.rally.none": "{seat} has no Place card to take back ({card}).",
    # Safe Passage.
    "sa.survival.safe_passage.prompt": (
        "{card}: how far does the Sanctuary token move this phase?"
    ),
    "sa.survival.safe_passage": (
        "{seat} ({card}): the Sanctuary token moves {n} {n:step|steps} this phase."
    ),
    "sa.option.safe_passage": "The Sanctuary token moves {n} {n:step|steps}",
    "sa.option.safe_passage.stay": "The Sanctuary token stays where it is",
}
