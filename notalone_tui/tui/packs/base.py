"""The presentation pack ``base``: what the base game's cards add to a seat's
own screen beyond their names and texts (what Phobia showed the Creature)."""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine.rulesets.base import RULESET_ID
from notalone_tui.i18n.current import N_, _, card_name
from notalone_tui.i18n.names import shown_name

from ..widgets.naming import short_name
from .presentation import Hand, Presentation, SetupMode

#: The Hunt card whose name says what Phobia showed the Creature.
PHOBIA = "hunt-phobia"


def phobia_seen(hand: Hand) -> Text:
    """The Place cards Phobia showed the Creature, Hunted by Hunted."""
    text = Text()
    view, rules = hand.view, hand.rules
    for hunted_seat, cards in view.creature.phobia_seen:
        names = ", ".join(short_name(rules, c) for c in cards)
        # TRANSLATORS: {card} is the Hunt card Phobia; {player} a Hunted,
        # {places} the Place cards they showed.
        text.append(_("{card} showed you {player}'s: {places}").format(
            card=card_name(rules, PHOBIA), player=shown_name(view.names[hunted_seat]),
            places=names) + "\n")
    return text


#: The base game at setup (the first choice of the Mode field).
GAME = SetupMode(RULESET_ID, N_("Base game (2-7 players)"),
                 N_("The ten places of Artemia, as in the box."), {"ruleset": RULESET_ID}, rank=0)

PACK = Presentation(creature_after_hunt=(phobia_seen,), setup_modes=(GAME,))
