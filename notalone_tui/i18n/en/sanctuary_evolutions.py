"""English for the Evolution cards' abilities (Sanctuary, designed for this edition).
Secret cards (the Creature's looks, the Hunt deck's order) appear only in the
private lines, which go to the Creature alone."""

MESSAGES: dict[str, str] = {
    "sa.evo.deciding": "The Creature decides whether to use {card}.",
    # Phase 1.
    "sa.evo.dominance.prompt": "Dominance: discard 1 DNA to play 1 more Hunt card this turn?",
    "sa.evo.dominance": (
        "Dominance: the Creature discards 1 DNA and may play up to {n} Hunt cards this turn, "
        "each in its own phase."
    ),
    "sa.evo.refuse.primitive": "{card}: no more Hunt cards this turn.",
    "sa.evo.refuse.horde": "{card}: no Hunt card with the Target symbol in the turn of Horde.",
    "sa.evo.refuse.dominance": (
        "{card}: each Hunt card in its own phase; one was already played in this phase."
    ),
    "sa.evo.refuse.terror": (
        "{card}: a Hunted may Resist only with 3 Will, and only by discarding 1 Will."
    ),
    # Phase 2.
    "sa.evo.phase2.prompt": "Before you place your Hunt tokens, use an Evolution?",
    "sa.evo.phase2.public": "The Creature decides whether to use its Evolutions.",
    "sa.evo.telepathy": (
        "Telepathy: {seat}'s face-down Place cards: {low} in 1-5, {high} in 6-10."
    ),
    "sa.evo.horde": (
        "Horde: the Creature discards 2 DNA; the Target token goes on {place} as a second "
        "Creature token."
    ),
    "sa.evo.primitive": (
        "Primitive: the Creature places the Artemia token on {place} and may play no more "
        "Hunt cards this turn."
    ),
    "sa.evo.overgrowth.prompt": "Overgrowth: move the Sanctuary token to an adjacent place?",
    # Phase 3.
    "sa.evo.fast.prompt": (
        "Fast: nobody is on {place}. Discard 1 Hunt card to move the Creature token next "
        "door? (Its catches then move no Assimilation this turn.)"
    ),
    "sa.evo.fast": (
        "Fast: the Creature discards {card} and moves the Creature token from {before} to "
        "{place}; it moves no Assimilation this turn."
    ),
    "sa.evo.clever.prompt": (
        "Clever: {seat} takes back 1 Place card. Choose which, or let them choose."
    ),
    "sa.evo.clever": "Clever: the Creature chooses the Place card {seat} takes back.",
    "sa.evo.refuse.clever": (
        "{card}: take back a card with the Clever option; the Creature may choose which."
    ),
    "sa.evo.sharp": "Sharp: the Artemia token costs {seat} a second Place card.",
    "sa.evo.sharp.prompt": "Sharp: discard a second Place card for the Artemia token.",
    "sa.evo.sharp.public": "{seat} discards a second Place card (Sharp).",
    "sa.evo.discard.place.prompt": "{card}: discard 1 Place card of your choice.",
    "sa.evo.discard.survival.prompt": "{card}: discard 1 Survival card of your choice.",
    "sa.evo.discard.public": "{seat} chooses a card to discard ({card}).",
    "sa.evo.slugger": "{seat} discards {card} (Slugger).",
    "sa.evo.stalker": (
        "Stalker: the Creature token caught nobody; each Hunted next to it discards 1 Place "
        "card."
    ),
    "sa.evo.instinctive.prompt": "Instinctive: which caught Hunted shows you their Place cards?",
    "sa.evo.instinctive": (
        "Instinctive: {seat} shows the Creature the {n} Place {n:card|cards} in their hand."
    ),
    "sa.evo.instinctive.private": "Instinctive: {seat}'s hand: {places}.",
    "sa.evo.apex.fast": "Apex: the Creature token moves no Assimilation this turn (Fast).",
    # Phase 4.
    "sa.evo.optimizer.prompt": "Optimizer: discard 1 Hunt card before you refill?",
    "sa.evo.optimizer": "Optimizer: the Creature discards {card} before refilling.",
    "sa.evo.prescient.shuffle": (
        "Prescient: the Hunt discard pile ({n} {n:card|cards}) is shuffled under the deck."
    ),
    "sa.evo.prescient": "Prescient: the Creature looks at the top {n} Hunt {n:card|cards}.",
    "sa.evo.prescient.private": "Prescient: the top of the Hunt deck is {cards}.",
    "sa.evo.prescient.prompt": (
        "Prescient: still to place {cards} ({top} back on top so far, {bottom} at the bottom). "
        "Put one back on top next, or at the bottom."
    ),
    "sa.evo.prescient.done": (
        "Prescient: {top} back on top, {bottom} at the bottom of the Hunt deck."
    ),
    # Phase 5.
    "sa.evo.corrosive": "Corrosive: the Defense counter did not advance this turn.",
    "sa.evo.burrower.prompt": (
        "Burrower: the Sanctuary token moves {n} {n:step|steps}. Move it 1 more?"
    ),
    "sa.evo.burrower": "Burrower: the Sanctuary token moves {n} {n:step|steps} this phase.",
    "sa.evo.intake": "{card}: the Creature takes {n} DNA as it evolves.",
    "sa.evo.hoarder": (
        "Hoarder: the Creature looks at the top 2 level {level:roman} Evolution cards, keeps 1 and "
        "puts the other at the bottom."
    ),
    "sa.evo.hoarder.private": "Hoarder: the top of the pile is {cards}.",
    "sa.evo.hoarder.prompt": "Hoarder: keep which level {level:roman} card?",
    # Carapace.
    "sa.evo.carapace.prompt": "Carapace: discard 2 DNA to keep {card} developed?",
    "sa.evo.carapace": "Carapace: the Creature discards 2 DNA and keeps {card} developed.",
    # Options.
    "sa.evo.option.decline": "Do not use it now",
    "sa.evo.option.dominance": "Discard {n} DNA: play 1 more Hunt card this turn (Dominance)",
    "sa.evo.option.telepathy": (
        "Discard {n} DNA: {seat} tells 1-5 or 6-10 for each face-down card (Telepathy)"
    ),
    "sa.evo.option.horde": (
        "Discard {n} DNA: the Target token on {place} as a second Creature token (Horde)"
    ),
    "sa.evo.option.primitive": (
        "The Artemia token on {place}; no more Hunt cards this turn (Primitive)"
    ),
    "sa.evo.option.overgrowth": "Move the Sanctuary token to {place} (Overgrowth)",
    "sa.evo.option.fast": "Discard {card}: the Creature token to {place} (Fast)",
    "sa.evo.option.clever_take": "Take back 1 Place card (Clever: the Creature may choose it)",
    "sa.evo.option.clever": "They take back {place} (Clever)",
    "sa.evo.option.clever_pass": "Let them choose the card",
    "sa.evo.option.instinctive": "{seat} shows you their Place cards (Instinctive)",
    "sa.evo.option.optimizer": "Discard {card} (Optimizer)",
    "sa.evo.option.prescient_top": "{card} back on top, next",
    "sa.evo.option.prescient_bottom": "{card} to the bottom",
    "sa.evo.option.prescient_rest": "The rest back on top, in their order",
    "sa.evo.option.burrower": "Move the Sanctuary token 1 more step (Burrower)",
    "sa.evo.option.hoarder": "Keep {card}; the other goes to the bottom",
    "sa.evo.option.carapace": "Discard {n} DNA to keep {card} (Carapace)",
}
