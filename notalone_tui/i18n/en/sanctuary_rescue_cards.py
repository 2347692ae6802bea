"""English for the Sanctuary cards and abilities about rescuing and fortifying
(designed for this edition): Scent of the Herd, Keen Nose's cost, Sanctuary
Walls, Rescue Line, Search Party, Evacuation, Bulwark, and the Avatars Maëlle
Dunbar, Hiroshi Adeyemi and Saskia Ferro. Never a secret card's name in a
public line: a Survivor card held face down is named only in private lines."""

MESSAGES: dict[str, str] = {
    # Rescuing: its cost, how far it reaches, a second card.
    "sa.option.rescue.cost": (
        "Rescue {card} instead, first discarding {n} Place {n:card|cards} from your hand"
    ),
    "sa.rescue.pay.prompt": (
        "Rescuing {card} first costs {n} Place {n:card|cards} from your hand: which?"
    ),
    "sa.rescue.pay.public": "{seat} discards {n} Place {n:card|cards} to rescue a survivor",
    "sa.why.rescue_cost": "the price of a rescue",
    "sa.rescue.diagonal": (
        "{seat} rescues {card} from {place}, diagonally next to the Sanctuary token."
    ),
    "sa.rescue.anywhere": "{seat} rescues {card} from {place}, away from the Sanctuary token.",
    "sa.rescue.second": "{seat} also rescues the other face-up survivor, {card}.",
    "sa.rescue.second.none": "{seat} finds no second face-up survivor to rescue.",
    "sa.rescue.order.prompt": "You rescue {cards:and}: whose ability applies first?",
    "sa.option.rescue.order": "Apply {card}'s ability first",
    # Sheltering and keeping a card.
    "sa.shelter.keep.prompt": (
        "{by}: you shelter your survivors. Keep 1 of your Survivor cards (the others are "
        "discarded)?"
    ),
    "sa.shelter.keep.public": "{seat} chooses which survivors to shelter ({by})",
    "sa.shelter.kept": "{seat} keeps 1 Survivor card while sheltering ({by}).",
    "sa.option.shelter.keep": "Keep {card}, discard the others",
    "sa.option.shelter.keep_none": "Discard all of them",
    "sa.fortify.bonus": "{seat}'s fortification moves the Defense counter 1 more space.",
    # Refusals.
    "sa.explain.rescue.diagonal": (
        "You rescue only from a place next to the Sanctuary token, or diagonally next to it, "
        "and {place} is neither."
    ),
    "sa.explain.rescue.cost": (
        "Rescuing from {place} first costs {n} Place {n:card|cards} from your hand this turn "
        "(Keen Nose, Scent of the Herd); you hold {held}."
    ),
    # The cards.
    "sa.cards.scent": (
        "{card}: this turn every rescue first costs {n} Place {n:card|cards} from hand."
    ),
    "sa.cards.walls": (
        "{seat} ignores the Creature token on {place} ({card}) and resolves after it."
    ),
    "sa.cards.walls.resolve": (
        "{seat} resolves {place} after the Creature token, as if it were not there ({card})."
    ),
    "sa.cards.walls.unusable": (
        "{seat} cannot use {place} after the Creature token: another Hunt token forbids it "
        "({card})."
    ),
    "sa.cards.rescue_line": (
        "{seat} may rescue this turn from any place with no Hunt token ({card})."
    ),
    "sa.cards.search_party": "{seat}'s next rescue this turn takes two survivors ({card}).",
    "sa.cards.bulwark": (
        "{seat}'s fortification this turn would move the Defense counter 1 more space ({card})."
    ),
    "sa.cards.evacuation.to": "{card}: give your Survivor cards to which Hunted?",
    "sa.cards.evacuation.give": (
        "{card}: which Survivor card do you give to {to}? ({n} given so far)"
    ),
    "sa.cards.evacuation.public": "{seat} chooses Survivor cards to give to {to}",
    "sa.cards.evacuation.gave": "{seat} gives a Survivor card to {to}.",
    "sa.cards.evacuation.gave.private": "You give {card} to {to}.",
    "sa.cards.evacuation.got.private": "{seat} gives you {card}, face down.",
    "sa.cards.evacuation.done": (
        "{seat} gave {to} {n} Survivor {n:card|cards} ({card}); {to} now holds {held}."
    ),
    "sa.cards.option.evacuate_to": "Give Survivor cards to {seat}",
    "sa.cards.option.give": "Give {card}",
    "sa.cards.option.give_done": "Give no more",
    # The Avatars.
    "sa.avatars.hiroshi": "{seat} ({avatar}) rescues from a place diagonally next to the "
                          "Sanctuary token.",
    "sa.avatars.maelle.prompt": "{avatar}: you rescued a survivor. Take back a Place card?",
    "sa.avatars.maelle.public": "{seat} may take back a Place card ({avatar}).",
}
