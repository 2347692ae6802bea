"""English for the base game's flow messages: setup, the turn and its phases,
exploring, resisting and giving up, the hunt, the River's pick, the reveal, the
end of the turn and the public card windows."""

MESSAGES: dict[str, str] = {
    # setup
    "base.setup": "{creature} plays the Creature against {hunted}. Board side {side}; {goals}.",
    "base.setup.expert": (
        "{setup} Expert variant: a Hunted who loses their last Will recovers only 2."
    ),
    "base.setup.goal.first": "{track} needs {n} {n:space|spaces}",
    "base.setup.goal": "{track} {n}",
    # the turn
    "base.turn.begins": "Turn {number} begins.",
    "base.turn.phase": "Phase {number}: {phase}.",
    "base.turn.stasis": "Stasis: the Rescue counter does not move this turn.",
    # reasons
    "base.why.resisting": "resisting",
    "base.why.giving_up": "giving up",
    "base.why.gave_up": "{seat} gave up",
    "base.why.end_of_turn": "end of turn",
    # phase 1
    "base.creature_window.prompt": "Play a Phase 1 Hunt card before the Hunted explore, or pass.",
    "base.creature_window.public": "Phase 1: does the Creature play a card before the Hunted explore?",
    "base.explore.prompt": (
        "Choose the Place card to explore; you may first resist, give up or play a "
        "Phase 1 Survival card."
    ),
    "base.explore.prompt.river": (
        "{place}: lay 2 cards face down. After the hunt you choose which one is "
        "revealed and take the other back. You may first resist or give up."
    ),
    "base.explore.prompt.artefact": (
        "Choose the Place card to explore ({place}: lay 2 cards); you may first "
        "resist, give up or play a Phase 1 Survival card."
    ),
    "base.needs.river": "River: 2 cards",
    "base.needs.artefact": "Artefact: 2 cards",
    "base.explore.public": "{seat} is exploring",
    "base.explore.lay": "{seat} lays {n} Place {n:card|cards} face down.",
    "base.explore.lay.private": "You lay {places:and} face down.",
    "base.explore.resist": (
        "{seat} resists: loses {n} Will to take back {count} Place {count:card|cards}."
    ),
    "base.explore.give_up": "{seat} gives up: back to 3 Will and every Place card.",
    "base.pick_back.prompt": "Take back a Place card from your discard pile ({n} left to take).",
    "base.pick_back.public": "{seat} takes back Place cards",
    # phase 2
    "base.hunting.prompt": (
        "Place your tokens (Creature; Artemia and Target when you have them), play "
        "Phase 2 Hunt cards if you like, then finish the hunt."
    ),
    "base.hunting.public": "the Creature is hunting",
    "base.hunting.done": "{seat} has finished placing tokens.",
    "base.hunting.token": "The {token} is placed on {places:and}.",
    "base.river_pick.prompt": (
        "{place}: the tokens are placed. Choose which of your two face-down cards is "
        "revealed; the other goes back to your hand unseen."
    ),
    "base.river_pick.public": "{seat} chooses which card {place} reveals",
    "base.river_pick.done": (
        "{seat} leaves one card face down to be revealed and takes the other back unseen."
    ),
    "base.river_pick.done.private": "You will reveal {kept}; {other} goes back to your hand.",
    # phase 3
    "base.reveal": "{seat} reveals {places:and}.",
    # phase 4
    "base.cleanup.recover": "{seat} takes back every Place card.",
    "base.cleanup.done": "Played Place cards go to their discard piles; the tokens come back.",
    # card windows
    "base.window.table": "Phase {phase}: is anyone playing a card?",
    "base.window.pass": "{seat} passes.",
    "base.window.open_hand.prompt": "Choose a card to play now, or cancel.",
    "base.window.open_hand.public": "{seat} looks at their cards",
    # R11: the Creature chooses who plays first when a Hunted claims a window
    "base.order.prompt": "{seat} claims the window: who plays first? (the Creature decides)",
    "base.order.them_first": "{creature} lets {seat} play first.",
    "base.order.me_first": "{creature} plays first, before {seat}.",
}
