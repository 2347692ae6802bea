"""English for Sanctuary's core (designed for this edition): the Sanctuary token,
DNA, the Defense track, Survivor and Evolution cards, setup and Phase 5.
Never a secret card's name in a public line: the private lines go to one seat."""

MESSAGES: dict[str, str] = {
    # Setup.
    "sa.setup.sanctuary": "The Sanctuary token is placed on {place} (a card from {seat}'s hand).",
    "sa.setup.dna": "The Creature takes {n} DNA; {supply} stay in the supply.",
    "sa.setup.draw.prompt": "Draw your Evolution card {number} of {total}: from which level?",
    "sa.setup.draw.public": "{seat} draws their starting Evolution cards.",
    "sa.avatar.keep.prompt": "Keep one of your two Avatars; the other goes back to the box unseen.",
    "sa.avatar.keep.public": "{seat} chooses their Avatar.",
    "sa.avatar.kept": "{seat} keeps the Avatar {card}.",
    "sa.avatar.dealt": "{seat} is dealt the Avatar {card}.",
    "sa.variant.pick.prompt": "Choose the Evolution you play this game (it works from turn 1).",
    "sa.variant.picked": "The Creature develops {card} for the whole game.",
    "sa.why.setup": "setup",
    "sa.why.two_players": "a lone Hunted starts with one",
    # The Sanctuary token.
    "sa.token.moves": "The Sanctuary token moves from {before} to {place} ({why}).",
    "sa.token.stays": "The Sanctuary token stays on {place} ({why}).",
    "sa.why.phase5": "Phase 5, {n} {n:step|steps}",
    # DNA.
    "sa.dna.take": "The Creature takes {n} DNA ({why}); it holds {held}.",
    "sa.dna.spend": "The Creature spends {n} DNA ({why}); it holds {held}.",
    "sa.dna.discard": "The Creature discards {n} DNA ({why}); it holds {held}.",
    "sa.dna.shell": "Hardened Shell: the Creature keeps its DNA ({why}).",
    # The Defense track.
    "sa.bonus.reached": "The Defense counter reaches space {space}: {bonus}.",
    "sa.defense.back": "The Defense counter moves back to space {space} ({why}).",
    "sa.defense.at_start": "The Defense counter is on its starting space and stays there ({why}).",
    # Survivors.
    "sa.survivor.reveal": "Survivors turned face up: {cards}; {left} left in the pile.",
    "sa.survivor.none_left": "The Survivor pile is empty: no survivor is turned up.",
    "sa.survivor.draw": "{seat} draws a Survivor card face down ({why}); they hold {n}.",
    "sa.survivor.draw.private": "You drew the Survivor {card}.",
    "sa.survivor.draw_none": "The Survivor pile is empty: {seat} draws nothing ({why}).",
    "sa.survivor.discard": (
        "{seat} discards {n} Survivor {n:card|cards} ({cards}, {why}); they hold {left}."
    ),
    "sa.survivor.discard_row": "The face-up Survivor {card} is discarded ({why}).",
    # Evolutions.
    "sa.evolution.draw": (
        "The Creature draws a level {level:roman} Evolution card ({why}); it holds {n}."
    ),
    "sa.evolution.draw.private": "You drew the Evolution {card}.",
    "sa.evolution.develop": "The Creature develops {card} ({why}); it works from next turn.",
    "sa.evolution.retire": "The Creature discards its developed {card} ({why}).",
    "sa.evolution.lost": "The Creature's developed {card} is discarded ({why}).",
    "sa.evolution.shell": "Hardened Shell: {card} stays developed ({why}).",
    "sa.why.evolve": "evolving",
    "sa.why.draw": "a level {level:roman} draw",
    "sa.why.develop": "developing {card}",
    "sa.why.make_room": "making room for a fifth",
    # Phase 5.
    "sa.phase5.prompt": "Phase 5: evolve (take 1 DNA, then draw and develop) or nest? You hold {dna} DNA.",
    "sa.phase5.forbidden.prompt": (
        "Phase 5: a survivor forbids evolving and nesting this turn; play a card or go on."
    ),
    "sa.phase5.public": "{seat} is evolving or nesting.",
    "sa.phase5.evolves": "{seat} evolves.",
    "sa.phase5.nests": "{seat} nests.",
    "sa.phase5.forbidden": "{seat} may neither evolve nor nest this turn.",
    "sa.evolving.prompt": (
        "Evolving: {dna} DNA, {hand} Evolution {hand:card|cards} in hand, {developed} developed. "
        "Draw, develop, or finish."
    ),
    "sa.evolving.public": "{seat} is drawing and developing Evolution cards.",
    "sa.make_room.prompt": "Four cards are developed: discard one to develop {card}.",
    "sa.nest.prompt": "Nesting: discard any Hunt cards, then draw up to {size} (you hold {n}).",
    "sa.nest.public": "{seat} is nesting.",
    "sa.nest.discard": "{seat} discards {card} while nesting.",
    # Options.
    "sa.option.evolve": "Evolve: take 1 DNA, then draw and develop Evolution cards",
    "sa.option.nest": "Nest: discard any Hunt cards, then draw up to {size}",
    "sa.option.draw": "Draw a level {level:roman} Evolution card (1 DNA)",
    "sa.option.draw_free": "Draw from the level {level:roman} pile",
    "sa.option.develop": "Develop {card} ({cost} DNA)",
    "sa.option.variant": "Play {card} this game",
    "sa.option.make_room": "Discard the developed {card} to make room",
    "sa.option.nest_discard": "Discard {card}",
    "sa.option.evolve_done": "Finish evolving",
    "sa.option.nest_done": "Draw up to {size} Hunt cards and finish",
    "sa.option.avatar": "Keep {card}",
}
