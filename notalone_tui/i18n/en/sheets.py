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
    "sheets.option.dara": "Give 1 of your Will to {seat}",
    "sheets.option.vera": "{seat} may take a Place card from the reserve",
    "sheets.option.tomas": "{seat} draws a Survival card",
    "sheets.option.vera_take": "Take {place} from the reserve",
}
