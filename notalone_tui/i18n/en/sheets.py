"""English for the Remastered character sheets (designed for this edition)."""

MESSAGES: dict[str, str] = {
    "sheets.name.remastered-hunted-dara-mbeki": "Dara Mbeki, Field Medic",
    "sheets.name.remastered-hunted-oleg-varga": "Oleg Varga, Mechanic",
    "sheets.name.remastered-hunted-vera-lindqvist": "Vera Lindqvist, Engineer",
    "sheets.name.remastered-hunted-tomas-achebe": "Tomas Achebe, Quartermaster",
    "sheets.name.remastered-hunted-mira-solano": "Mira Solano, Scout",
    "sheets.name.remastered-hunted-kenji-halvorsen": "Kenji Halvorsen, Pathfinder",
    "sheets.name.remastered-creature-ability-1-lurking-hunter": "Lurking Hunter",
    "sheets.name.remastered-creature-ability-2-pack-instinct": "Pack Instinct",
    "sheets.short.remastered-hunted-dara-mbeki": "Dara",
    "sheets.short.remastered-hunted-oleg-varga": "Oleg",
    "sheets.short.remastered-hunted-vera-lindqvist": "Vera",
    "sheets.short.remastered-hunted-tomas-achebe": "Tomas",
    "sheets.short.remastered-hunted-mira-solano": "Mira",
    "sheets.short.remastered-hunted-kenji-halvorsen": "Kenji",
    "sheets.short.remastered-creature-ability-1-lurking-hunter": "Lurking",
    "sheets.short.remastered-creature-ability-2-pack-instinct": "Pack",
    # What each sheet says (shared/reference/cards-designed.md section 1, in short).
    "sheets.text.remastered-hunted-dara-mbeki": (
        "Phase 3, at the last-Will check: if another Hunted lost their last Will this "
        "turn and is still at 0 Will, and you have 2 or 3 Will, you may give them 1 of "
        "your Will. They are at 1 Will and no longer count as having lost their last "
        "Will: they recover neither Will nor Place cards, and cause no extra Assimilation "
        "step. Max 1x/turn."
    ),
    "sheets.text.remastered-hunted-oleg-varga": (
        "Phase 1, when you Resist: take back 1 more Place card of your choice from your "
        "discard pile (1 Will gives 3 cards, 2 Will give 5). Giving Up does not count. "
        "Max 1x/turn."
    ),
    "sheets.text.remastered-hunted-vera-lindqvist": (
        "Phase 3, right after you use the power of place 5 (the Rover), played or "
        "copied: another Hunted of your choice may take from the reserve 1 Place card "
        "of a place they do not own yet. Max 1x/turn."
    ),
    "sheets.text.remastered-hunted-tomas-achebe": (
        "Phase 3, after a place power you used made you draw at least 1 Survival card: "
        "another Hunted of your choice draws 1 Survival card. Max 1x/turn."
    ),
    "sheets.text.remastered-hunted-mira-solano": (
        "Phase 3, when you resolve a place with no Hunt token next to the place holding "
        "the Creature token (whatever you do there): also take back 1 Place card of your "
        "choice from your discard pile. Max 1x/turn."
    ),
    "sheets.text.remastered-hunted-kenji-halvorsen": (
        "Phase 3, when the Artemia token would make you discard 1 Place card: you may "
        "discard 1 Survival card instead. The place stays unusable. Max 1x/turn."
    ),
    "sheets.text.remastered-creature-ability-1-lurking-hunter": (
        "Phase 4, at any number of players: if the Creature token caught no Hunted this "
        "turn, draw back up to 4 Hunt cards instead of 3."
    ),
    "sheets.text.remastered-creature-ability-2-pack-instinct": (
        "Phase 3, with 5 or more players only: when the Creature token catches 2 or more "
        "Hunted, each of them also discards 1 Place card of their choice, after losing "
        "Will."
    ),
    "sheets.designed": "Designed for this edition",
    "sheets.about": (
        "Character sheets (Remastered), an option chosen at setup. Each Hunted plays a "
        "different character, chosen or dealt at random, with one ability usable at most "
        "once a turn. The Creature has Lurking Hunter, and Pack Instinct with 5 or more players. "
        "Abilities are not cards: they count towards no card limit. Their content is "
        "designed for this edition, not official text."
    ),
    "sheets.character.dealt": "{seat} plays {character}.",
    "sheets.take_back": "{seat} takes back one more Place card ({character}).",
    "sheets.take_back.prompt": "{character}: choose a Place card to take back.",
    "sheets.take_back.public": "{seat} takes back a Place card",
    "sheets.vera": "{seat} lets {target} take a Place card from the reserve ({character}).",
    "sheets.vera.prompt": "{character}: choose the Hunted who may take a card from the reserve.",
    "sheets.vera.public": "{seat} chooses who takes a card from the reserve",
    "sheets.vera.take.prompt": "{character}: take a Place card from the reserve, or none.",
    "sheets.vera.take.public": "{seat} takes a card from the reserve",
    "sheets.vera.take": "{seat} takes {place} from the reserve ({character}).",
    "sheets.vera.none": "{seat} takes nothing from the reserve.",
    "sheets.tomas": "{seat} passes a Survival card to {target} ({character}).",
    "sheets.tomas.prompt": "{character}: choose the Hunted who draws a Survival card.",
    "sheets.tomas.public": "{seat} chooses who draws a Survival card",
    "sheets.kenji": "{seat} discards {card} instead of a Place card ({character}).",
    "sheets.dara": (
        "{seat} gives 1 Will to {target}, who no longer counts as having lost their "
        "last Will ({character})."
    ),
    "sheets.dara.prompt": (
        "{character}: give 1 of your Will to a Hunted at 0 Will? They keep their cards "
        "but do not recover, and they cause no Assimilation step."
    ),
    "sheets.dara.public": "{seat} decides whether to save a Hunted",
    "sheets.lurking": "The Creature token caught nobody: {seat} draws up to 4 Hunt cards ({character}).",
    "sheets.pack": (
        "Two or more Hunted were caught: each of them discards a Place card ({character})."
    ),
    "sheets.pack.prompt": "{character}: choose a Place card to discard.",
    "sheets.pack.public": "{seat} discards a Place card",
    "sheets.option.dara": "Give 1 Will to {seat}",
    "sheets.option.vera": "Reserve card: {seat}",
    "sheets.option.tomas": "Survival card: {seat}",
    "sheets.option.vera_take": "Take {place} from the reserve",
}
