"""English for the hints: why the standard player would pick an option (one line each)."""

MESSAGES: dict[str, str] = {
    "hint.generic": "The standard player's choice.",
    "hint.only": "It is the only choice.",
    "hint.resist": (
        "Only {hand} Place {hand:card|cards} left in your hand: resist ({n} Will) "
        "to take cards back."
    ),
    "hint.give_up": (
        "{hand} Place {hand:card|cards} in hand and {will} Will left: giving up is "
        "the standard player's choice."
    ),
    "hint.play_now": "{card} is worth playing now.",
    "hint.explore.safer": (
        "The Creature's likeliest guess is {risky} ({risk}%): {places:and} is safer ({chance}%)."
    ),
    "hint.explore.worth": (
        "{places:and} is worth the most to you, even though the Creature may hunt "
        "there ({chance}%)."
    ),
    "hint.explore.balance": (
        "{places:and} weighs what it gives against the risk of being hunted there ({chance}%)."
    ),
    "hint.hunt.card": "{card} is worth the most now, before your tokens are laid.",
    "hint.hunt.done": "No token left is worth laying.",
    "hint.token.likeliest": (
        "By their discard piles, {n} of the {total} hidden Hunted may be on {places:and}: "
        "the likeliest place."
    ),
    "hint.token": (
        "By their discard piles, {n} of the {total} hidden Hunted may be on {places:and}."
    ),
    "hint.window.play": "{card} is worth playing now, before the Hunted explore.",
    "hint.window.pass": "Nothing is worth playing yet: keep {cards} for later.",
    "hint.cards.open": "One of your cards is worth playing now: open your hand.",
    "hint.cards.pass": "Not worth playing now: {cards:and}.",
    "hint.cards.none": "You hold no card to play.",
    "hint.pick.cancel": "None of these cards is worth playing now.",
    "hint.resolve.power": "The power of {place} is worth more to you now than the other choices.",
    "hint.resolve.take_back": "Taking {place} back is worth more to you now than a place's power.",
    "hint.take_back": "{place} is the Place card you most want back in hand.",
    "hint.spare": "{places:and}: the Place {n:card|cards} you can best spare.",
    "hint.most_cards": "{seat} holds the most Place cards ({n}).",
    "hint.fewest_places": "{seat} can be on the fewest places ({n}), by the discard piles.",
    "hint.clear": "{place} is clear of the Hunt tokens.",
    "hint.close": (
        "Nearly as good as the best choice: the standard player varies between choices "
        "this close."
    ),
    "hint.explore.only": (
        "{places:and} is the only place you can explore, and exploring beats giving up."
    ),
    "hint.resolve.pass": "Nothing here is worth more to you now than passing.",
    "hint.token.best": "{places:and}: no other place is worth more for this token.",
    "hint.all_harmed": "Every place here is under a Hunt token: {place} is worth the most.",
    "hint.card.gain": "{place} is the most useful Place card to gain.",
    "hint.take_back.cards": (
        "{places:and}: the Place {n:card|cards} you most want back in hand."
    ),
    "hint.keep_cards": "{places:and}: the Place cards worth most to you.",
    "hint.give_least": "{place} is the Place card the Hunted need least.",
    "hint.survival.spare": "{card} is the Survival card you can best spare.",
    "hint.survival.best": "{card} is the most useful of these Survival cards.",
    "hint.survival.give_away": "{card} is worth less to you than the other card: give it away.",
    "hint.seat.least_will": "{seat} has the least Will ({n}).",
    "hint.seat.most_will": "{seat} has the most Will ({n}): a catch costs them least.",
    "hint.seat.fewest_cards": "{seat} holds the fewest Place cards ({n}).",
    "hint.seat.fewest_survival": "{seat} holds the fewest Survival cards ({n}).",
    "hint.evolution.best": "{card} is the Evolution worth most to you now.",
    "hint.evolution.least": "{card} is the Evolution you need least now.",
    "hint.evolution.threat": "{card} is the Creature's Evolution that hurts the Hunted most.",
    "hint.hunt.weakest": "{card} is your weakest Hunt card: a fresh one is likely better.",
    "hint.hunt.keep_top": "{card} is the best Hunt card here: keep it on top.",
    "hint.hunt.all_kept": "Every Hunt card here is worth keeping.",
    "hint.use.not": "{card} is not worth using now.",
    "hint.pass.nothing": "Nothing offered here is worth it now.",
    "hint.conflict.first": "You hold a card you want to play in this window: play first.",
    "hint.conflict.let": (
        "No card of yours is worth playing in this window: let them play first."
    ),
    "hint.cataclysm": "Denying {place} costs the Hunted standing there ({n}) the most.",
    "hint.detour.into": "{seat} is moved onto {place}, where a Hunt token hurts more.",
    "hint.detour.off": "{seat} is moved off {place}, one of the places the Hunted want most.",
    "hint.scream.will": (
        "{will} Will and {hand} Place {hand:card|cards} in hand: losing a Will hurts less "
        "than discarding."
    ),
    "hint.shelter_keep": "{card} is the Survival card most worth keeping.",
    "hint.shelter_keep.any": "None of these cards stands out: keep the first.",
    "hint.move.fewest": "The fewest Hunted stand on {place} ({n}).",
    "hint.random": (
        "The standard player sees no difference between these choices: it picks one at random."
    ),
    "hint.order.first": "{place} is the more valuable of your two places: resolve it first.",
    "hint.sheets.save": (
        "The Creature is {n} {n:step|steps} from victory: saving {seat} now holds it back."
    ),
    "hint.sheets.save.not": (
        "The Creature is {n} {n:step|steps} from victory: the refill is worth more than a "
        "save now."
    ),
    "hint.sheets.save.many": (
        "{n} teammates are at 0 Will: one save would not stop the Creature's step."
    ),
    "hint.sheets.vera": "{seat} can take {place} from the reserve, the most useful card offered.",
    "hint.sheets.kenji": "{card} is worth less to you than your cheapest Place card.",
}
