"""English for Sanctuary's Phase 3 (designed for this edition): places 6-10,
rescuing and fortifying, the Survivor abilities and the Defense bonuses.
Never a secret card's name in a public line (a rescued Survivor was face up)."""

MESSAGES: dict[str, str] = {
    # Places 6-10: the grid's few words and the power options.
    "sa.place.ruins.short": "Card back + 1",
    "sa.place.caravan.short": "Survival cards",
    "sa.place.ark.short": "Defense +1",
    "sa.place.grove.short": "Will or DNA",
    "sa.place.monolith.short": "Evolution off",
    "sa.place.ruins.label.card": "the card you played and {card} go back to your hand",
    "sa.place.ruins.label.survivor": (
        "the card you played goes back to your hand; draw a Survivor card face down"
    ),
    "sa.place.ruins.label.alone": "the card you played goes back to your hand",
    "sa.place.ruins.label.only": "only {card} goes back to your hand (Persecution)",
    "sa.place.caravan.label": (
        "draw 2 Survival cards, keep 1 (both if the Sanctuary token is on or next to the Caravan)"
    ),
    "sa.place.ark.label": "move the Defense counter 1 space",
    "sa.place.ark.label.shelter": (
        "move the Defense counter 2 spaces, discarding all your Survivor cards"
    ),
    "sa.place.grove.label.will": "{seat} regains 1 Will",
    "sa.place.grove.label.dna": "the Creature discards 1 DNA",
    "sa.place.monolith.label": "the Creature discards its developed {card}",
    # Place powers at work.
    "sa.power.caravan": (
        "{seat} uses the power of {place}: draws {n} Survival {n:card|cards} and keeps one."
    ),
    "sa.power.caravan.both": (
        "{seat} uses the power of {place}: draws {n} Survival {n:card|cards} and keeps "
        "{n:it|both} (the Sanctuary token is close)."
    ),
    "sa.caravan.prompt": "{place}: discard one of the two Survival cards; you keep the other.",
    "sa.caravan.public": "{seat} chooses a Survival card to keep",
    "sa.caravan.discard": "{seat} keeps one Survival card and discards {card}.",
    "sa.power.monolith.removed": (
        "{seat}'s {place} card leaves the game ({n} {n:Monolith|Monoliths} removed so far)."
    ),
    # Rescuing and fortifying.
    "sa.option.rescue": "Rescue {card} instead (apply their ability now)",
    "sa.option.fortify": "Fortify Sanctuary instead: the Defense counter moves 1 space",
    "sa.option.shelter": (
        "Fortify and shelter instead: discard all your Survivor cards, the Defense counter "
        "moves 2 spaces"
    ),
    "sa.rescue": "{seat} rescues {card} from {place}, next to the Sanctuary token.",
    "sa.rescue.kept": "{seat} puts {card} face down in front of them; they hold {n}.",
    "sa.fortify": "{seat} fortifies Sanctuary on {place}.",
    "sa.fortify.shelter": "{seat} fortifies Sanctuary on {place} and shelters their survivors.",
    "sa.why.fortify": "fortifying Sanctuary",
    "sa.why.shelter": "sheltering survivors at {place}",
    # Survivor abilities.
    "sa.ability.lost": "{seat} cannot apply {card}'s ability: {why}.",
    "sa.ability.dna.prompt": "{card}: the Creature discards up to {n} DNA. How many?",
    "sa.ability.dna.none": "{seat} has the Creature discard no DNA ({card}).",
    "sa.option.dna": "The Creature discards {n} DNA",
    "sa.ability.played.prompt": "{card}: which Place card you played goes back to your hand?",
    "sa.ability.played": "{seat} takes {place} back into their hand now ({card}).",
    "sa.ability.take_back.prompt": "{card}: take back up to 2 Place cards from your discard pile.",
    "sa.ability.take_back.none": "{seat} takes back no Place card ({card}).",
    "sa.option.take_back": "Take back {places:and}",
    "sa.option.take_back.none": "Take back nothing",
    "sa.ability.no_evolution": (
        "{card}: the Creature can neither evolve nor nest in this turn's Phase 5 ({seat})."
    ),
    "sa.ability.copy.prompt": "{card}: use the power of {places} (the Creature token), as if you had played it.",
    "sa.ability.reserve.prompt": "{card}: take a Place card from the reserve.",
    "sa.reserve.take": "{seat} takes {place} from the reserve ({why}).",
    # Defense bonuses.
    "sa.bonus.lost": "{seat} does not get {bonus}: {why}.",
    "sa.bonus.lost.all": "{bonus} is lost: {why}.",
    "sa.bonus.take_back.prompt": "{bonus}: take back a Place card from your discard pile.",
    "sa.bonus.reserve.prompt": "{bonus}: you may take a Place card 6-10 from the reserve.",
    "sa.bonus.reserve.pass": "{seat} takes no card from the reserve.",
    "sa.bonus.unlocked": "From now on the Sanctuary token also visits {first} to {last}.",
    "sa.bonus.evolution.prompt": "{bonus}: choose which developed Evolution card is discarded.",
    # Why something is lost.
    "sa.lost.shell": "Hardened Shell protects the Creature",
    "sa.lost.no_dna": "the Creature holds no DNA",
    "sa.lost.no_evolution": "the Creature has no developed Evolution card",
    "sa.lost.full_will": "they already have 3 Will",
    "sa.lost.no_played": "no Place card of theirs is in play",
    "sa.lost.empty_discard": "their discard pile is empty",
    "sa.lost.despair": "Despair forbids drawing Survival cards",
    "sa.lost.no_survival": "no Survival card is left to draw",
    "sa.lost.no_copy": "the Creature token's place has no power they may use",
    "sa.lost.no_reserve": "the reserve holds no card of a place they lack",
    # Refusals.
    "sa.explain.not_sanctuary": "Rescuing and fortifying belong to the Sanctuary expansion.",
    "sa.explain.lockdown": "Lockdown: nobody may rescue, fortify or shelter this turn.",
    "sa.explain.token": (
        "A Hunt token is on {place}: rescuing and fortifying need a place with no Hunt token."
    ),
    "sa.explain.rescue.adjacent": (
        "You rescue only from a place next to the Sanctuary token, and {place} is not."
    ),
    "sa.explain.rescue.territorial": (
        "Territorial: no rescue while the Creature token is on the Sanctuary token's place."
    ),
    "sa.explain.rescue.none": "No Survivor card is face up to rescue.",
    "sa.explain.rescue.card": "That Survivor card is not face up.",
    "sa.explain.fortify.place": "You fortify only on the place holding the Sanctuary token.",
    "sa.explain.fortify.once": "Sanctuary was already fortified this turn (once per turn).",
    "sa.explain.fortify.siege": (
        "Siege: no fortifying while the Creature token is next to the Sanctuary token."
    ),
    "sa.explain.shelter.none": "Sheltering needs at least one Survivor card in front of you.",
    "sa.explain.copy": "A borrowed power never lets you rescue or fortify.",
    "sa.explain.no_alternative": (
        "Only when the power of {place} could be used may you do something else instead."
    ),
}
