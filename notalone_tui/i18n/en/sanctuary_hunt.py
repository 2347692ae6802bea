"""English for the Sanctuary Hunt cards (designed for this edition). Never a
secret in a public line: the cards named here are face up or public."""

MESSAGES: dict[str, str] = {
    # Moving the Sanctuary token (Siren Call, Tremor; Diversion too).
    "sa.hunt.token.prompt": "{card}: move the Sanctuary token from {place} to which adjacent place?",
    "sa.option.token_to": "Move the Sanctuary token to {place}",
    # Barricade and Ambush.
    "sa.hunt.barricade.laid": "Barricade: the Target token lies on {place}, the Sanctuary token's place.",
    "sa.hunt.survivor_loss.prompt": "{card}: which of your Survivor cards do you discard?",
    "sa.hunt.survivor_loss.public": "{seat} discards a Survivor card ({card}).",
    "sa.hunt.survivor_loss.none": "{seat} holds no Survivor card and loses nothing ({card}).",
    "sa.hunt.ambush.survival.prompt": (
        "{card}: you hold no Survivor card; which Survival card do you discard?"
    ),
    "sa.hunt.ambush.survival.public": "{seat} discards a Survival card ({card}).",
    "sa.hunt.ambush.survival": "{seat} discards the Survival card {card} ({why}).",
    "sa.hunt.ambush.none": "{seat} holds neither a Survivor nor a Survival card ({card}).",
    # Turn-long effects.
    "sa.hunt.lockdown.on": (
        "Lockdown: nobody may rescue, fortify or shelter this turn, and the Ark does nothing."
    ),
    "sa.hunt.shell.on": (
        "Hardened Shell: until the end of Phase 5 no Hunted effect can take the Creature's DNA "
        "or discard its developed Evolution cards."
    ),
    "sa.hunt.surge.on": "Primal Surge: in this Phase 5 the Creature evolves, then nests.",
    "sa.hunt.metamorphosis.on": (
        "Metamorphosis: the Creature's next development this phase costs {n} DNA less "
        "(at least 1)."
    ),
    "sa.why.genetic_sample": "{card}, {seat} on the Target place",
    # Abduction, Reclaim.
    "sa.hunt.abduction.prompt": "{card}: which face-up Survivor card do you discard?",
    "sa.option.abduction": "Discard the face-up Survivor {card}",
    "sa.hunt.reclaim.prompt": (
        "{card}: which Evolution card do you take from the discard pile into your hand?"
    ),
    "sa.hunt.reclaim": (
        "The Creature takes {card} from the Evolution discard pile into its hand (Reclaim); "
        "it holds {n} undeveloped."
    ),
    "sa.option.reclaim": "Take {card} into your hand",
    # The post-resolution window (Harvest).
    "sa.hunt.post.prompt": "After the Reckoning: play a card now ({cards}) or go on?",
    "sa.hunt.post.none": "After the Reckoning: no card of yours can be played now; go on.",
    "sa.hunt.post.public": "The Creature may play a card after the Reckoning.",
    "sa.option.post_pass": "Play nothing now",
    # Phase 5 with Primal Surge.
    "sa.phase5.surge.prompt": (
        "Phase 5, Primal Surge: evolve (take 1 DNA, then draw and develop), then nest. "
        "You hold {dna} DNA."
    ),
    "sa.phase5.surge.nests": "{seat} now nests (Primal Surge).",
}
