"""English for the hints about Sanctuary's decisions (one line each)."""

MESSAGES: dict[str, str] = {
    "hint.sa.setup.level1": "Level I cards cost less: they are developed sooner.",
    "hint.sa.setup.level2": "With {dna} DNA from the start, a level II card is soon within reach.",
    "hint.sa.evolve": "Evolving is worth more to you now than nesting.",
    "hint.sa.evolve.develop": "With {dna} DNA you can develop {card} now: evolve.",
    "hint.sa.evolve.draw": (
        "No Evolution card in hand, {dna} DNA and {n} {n:turn|turns} left: evolve and draw."
    ),
    "hint.sa.evolve.save": (
        "Evolving brings {card} within reach in {n} {n:turn|turns}, with time left for it to act."
    ),
    "hint.sa.nest": (
        "Evolving brings nothing within reach soon ({dna} DNA, +{gain} a turn): nest and "
        "shed weak Hunt cards."
    ),
    "hint.sa.nest.last": "The game is about to end: a card developed now would hardly act. Nest.",
    "hint.sa.develop": "{card} is the Evolution worth most to develop now ({dna} DNA).",
    "hint.sa.draw": "No Evolution card in hand is within reach: draw {n}.",
    "hint.sa.evolving.done": "Nothing more is worth your {dna} DNA now.",
    "hint.sa.dominance": "Two of your Hunt cards are worth playing this turn, in different phases.",
    "hint.sa.horde": "Many Hunted are expected on {places:and} too: a second Creature token there.",
    "hint.sa.primitive": (
        "No Hunt card of yours is worth this turn's play: the Artemia token on {places:and}."
    ),
    "hint.sa.token.away": "On {place}, the fewest Hunted could fortify or rescue.",
    "hint.sa.token.stay": (
        "Moving the Sanctuary token would not leave fewer Hunted able to fortify or rescue."
    ),
    "hint.sa.burrower": "One more step takes the Sanctuary token where fewer Hunted hold the card.",
    "hint.sa.burrower.pass": (
        "One more step would not take the Sanctuary token where fewer Hunted hold the card."
    ),
    "hint.sa.carapace": "{card} is worth 2 DNA to keep.",
    "hint.sa.carapace.not": "{card} is not worth 2 DNA to keep.",
    "hint.sa.fast": "{n} revealed Hunted stand on {place}: worth paying {card}.",
    "hint.sa.fast.pass": "Too few Hunted would be caught to pay a Hunt card.",
    "hint.sa.abduction": "{card} is the survivor the Hunted want most.",
    "hint.sa.avatar": "{card} is the stronger Avatar for the standard player.",
    "hint.sa.dna": "The Creature loses {n} DNA: the most you can take.",
    "hint.sa.copy": "The power of {place} is the most useful to copy.",
    "hint.sa.order": "{card}'s ability is the surer: rescue them first.",
    "hint.sa.alike": "Face-down Survivor cards are alike: any one will do.",
    "hint.sa.field_notes": (
        "{card} is the Evolution the Creature would develop soonest and gain the most by."
    ),
    "hint.sa.bastien": "The Artemia token leaves your place for {place}: the fewest Hunted expected.",
    "hint.sa.bastien.stay": "Moving the Artemia token would not help you now.",
    "hint.sa.ren.keep": "Every Survival card you hold is worth more than that.",
    "hint.sa.kofi": "{place} is clearly worth more than {worst}, your weakest card in hand.",
    "hint.sa.kofi.pass": (
        "No played card is clearly worth more than {worst}, your weakest card in hand."
    ),
    "hint.sa.teodor": (
        "One more step takes the Sanctuary token where clearly more of the team hold the card."
    ),
    "hint.sa.teodor.pass": (
        "One more step would not take the Sanctuary token where clearly more of the team "
        "hold the card."
    ),
    "hint.sa.caspian": "{held} Survivor {held:card|cards} held, {dna} DNA at stake: cancel it.",
    "hint.sa.caspian.pass": (
        "{held} Survivor {held:card|cards} held, {dna} DNA at stake: not worth a card."
    ),
    "hint.sa.diversion.mine": "{place} is your own place, free of Hunt tokens: you can fortify.",
    "hint.sa.diversion.team": "{place} is free of Hunt tokens: the team can fortify there.",
    "hint.sa.passage": "{n} {n:step takes|steps take} the Sanctuary token where the team holds "
                       "the card most.",
    "hint.sa.diversion.crowd": "The most teammates may be on {place}.",
    "hint.sa.passage.stay": "The Sanctuary token is best where it is: the team holds that card most.",
    "hint.sa.passage.usual": "No other move is clearly better than the usual step.",
    "hint.sa.evacuate": "{seat} can shelter your Survivor cards.",
    "hint.sa.evacuate.fewest": "{seat} holds the fewest Survivor cards ({n}).",
    "hint.sa.evacuate.all": "Hand over every card: a shelter discards them all anyway.",
    "hint.sa.zainab": "At {will} Will, a Survivor card for a Will is worth it.",
    "hint.sa.ysolde": (
        "{hand} Place {hand:card|cards} in hand: trade {card}, your least useful Survival card."
    ),
    "hint.sa.rescue": "Rescuing {card} is worth more to you now than the place's power.",
    "hint.sa.clever": (
        "Even {place}, the card the Creature would give back, is worth more to you than the "
        "place's power."
    ),
    "hint.sa.fortify": "Fortifying is worth more to you now than the place's power.",
    "hint.sa.resolve.card": "{card} is worth more to you now than the place's power.",
}
