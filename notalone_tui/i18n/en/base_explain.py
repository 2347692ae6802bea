"""English for the base game's explain messages: why an option is refused."""

MESSAGES: dict[str, str] = {
    "base.explain.not_an_answer": (
        "{seat} must answer '{kind}' now; '{verb}' is not an answer to it (allowed: {allowed})"
    ),
    "base.explain.stray": "'{verb}' takes no {field} in '{kind}' (got {got})",
    "base.explain.stray.use_places": (
        "'{verb}' takes no {field} in '{kind}' (got {got}); did you mean places=({value},)?"
    ),
    "base.explain.stray.use_place": (
        "'{verb}' takes no {field} in '{kind}' (got {got}); did you mean place={value}?"
    ),
    "base.explain.no_card": "there is no card '{card}'",
    "base.explain.hunt.creature_only": "only the Creature plays Hunt cards",
    "base.explain.hunt.not_in_hand": "{card} is not in the Creature's hand",
    "base.explain.hunt.sacrifice": "Sacrifice: the Creature may play no Hunt card this turn",
    "base.explain.hunt.limit": "the Creature may play only {n} Hunt {n:card|cards} this turn (R9)",
    "base.explain.hunt.phase": (
        "a Hunt card may be played only in the phase printed on it, when its conditions hold"
    ),
    "base.explain.survival.hunted_only": "only the Hunted play Survival cards",
    "base.explain.survival.not_in_hand": "{card} is not in {seat}'s hand",
    "base.explain.survival.despair": "Despair: no Survival card may be played this turn",
    "base.explain.survival.limit": "each Hunted plays at most 1 Survival card per turn (R9)",
    "base.explain.survival.phase": (
        "a Survival card may be played only in the phase printed on it, when its conditions hold"
    ),
    "base.explain.resist.cost": "Resist costs 1 or 2 Will (R6)",
    "base.explain.resist.last_will": "a Hunted may never discard their last Will by resisting (R6)",
    "base.explain.resist.empty_discard": "there is nothing in the discard pile to take back",
    "base.explain.resist.once": "Resist or Give Up only once, before laying a Place card",
    "base.explain.resist.forbidden": "a Hunt card forbids Resisting this turn; Giving Up is allowed",
    "base.explain.give_up": (
        "Give Up is refused when it would change nothing, and only once per turn (R4)"
    ),
    "base.explain.explore.count": "this turn {seat} must lay exactly {n} Place {n:card|cards}",
    "base.explain.explore.force_field": "Force Field: those places may not be played this turn",
    "base.explain.explore.own_hand": "a Hunted lays Place cards from their own hand only",
    "base.explain.token.off_board": "tokens go on the {n} {n:place|places} of Artemia",
    "base.explain.token.adjacent": "a two-place token covers 2 orthogonally adjacent places",
    "base.explain.token.unknown": "there is no '{token}' token",
    "base.explain.token.placed": "the {token} is already placed",
    "base.explain.token.artemia": (
        "the Artemia token needs the Artemia symbol on the Rescue space or a Hunt card with "
        "it (and covers 2 places only with Virus)"
    ),
    "base.explain.token.target": (
        "the Target token needs a Hunt card with the Target symbol (and covers 2 places only "
        "with Mirage or Force Field)"
    ),
    "base.explain.token.creature": "the Creature token covers exactly 1 place",
    "base.explain.done": "the Creature token must be placed before the hunt ends",
    "base.explain.unavailable_card": "that card is not available for this choice",
    "base.explain.power": (
        "that place power cannot be used here now (token, card effect, once-per-turn limit or "
        "nothing to gain)"
    ),
    "base.explain.move": "a moved token or Hunted goes to an orthogonally adjacent place",
    "base.explain.target": "that Hunted cannot be chosen for this card",
    "base.explain.not_legal": "that is not one of the legal options for '{kind}'",
}
