"""The standard bot's judgement of the base game's cards.

The base game's places, tokens and decisions are judged by the standard bot
itself, from what the rule set's places and tokens say of themselves (their
``bot_*`` fields) and its answers to the base game's decision kinds. This pack
adds what the cards do not say: how much the Creature wants to play each Hunt
card (:data:`HUNT_PRIORITY`, 2.5 or more: play it) and when it plays those that
depend on the moment (:data:`WINDOW_PLAYS`, :data:`CREATURE_WANTS`), which
card denies places (:data:`DENYING`), how much a Hunted wants each Survival
card in hand (:data:`SURVIVAL_VALUE`, the sheets' Kenji and the expansions
read it too), and which cards the bot judges at all.
"""

from __future__ import annotations

from notalone_tui.engine import BASE, GameView

from ..judgement import HuntWanted, Judge, Judgement
from ..knowledge import own

#: How much the Creature wants to play each base Hunt card, whatever the moment.
HUNT_PRIORITY: dict[str, float] = {
    "hunt-clone": 5.0, "hunt-fierceness": 4.0, "hunt-mutation": 3.5, "hunt-scream": 3.5,
    "hunt-virus": 3.5, "hunt-anticipation": 3.0, "hunt-forbidden-zone": 3.0,
    "hunt-ascendancy": 3.0, "hunt-toxin": 2.5, "hunt-mirage": 2.5, "hunt-phobia": 2.0,
    "hunt-persecution": 2.0, "hunt-interference": 2.0, "hunt-despair": 3.0,
    "hunt-force-field": 2.5, "hunt-detour": 3.0, "hunt-cataclysm": 2.0, "hunt-stasis": 2.5,
    "hunt-tracking": 1.5, "hunt-flashback": 2.5,
}

#: Hunt cards that make the places under the token of their symbol unusable, as far
#: as the bot's token placement cares.
DENYING = frozenset({"hunt-mirage"})


def _despair(bot: Judge, view: GameView) -> bool:
    """While the Hunted hold Survival cards to lose."""
    return sum(hv.survival_count for hv in view.hunted) >= 2


def _force_field(bot: Judge, view: GameView) -> bool:
    return bot.rng.random() < 0.5


def _flashback_now(bot: Judge, view: GameView) -> bool:
    return bot.rng.random() < 0.4


#: The Creature's card window: the cards it plays when the function says so.
WINDOW_PLAYS: dict[str, HuntWanted] = {
    "hunt-despair": _despair,
    "hunt-force-field": _force_field,
    "hunt-flashback": _flashback_now,
}


def detour_gain(bot: Judge, view: GameView) -> bool:
    """Whether a Hunted stands next to a hunted place, off it (Detour moves the
    Creature token there)."""
    hunt = set(view.creature_places)
    adjacent = bot.rules.adjacent
    return any(
        p not in hunt and any(q in hunt for q in adjacent[p])
        for hv in view.hunted for p in hv.positions
    )


def _detour(bot: Judge, view: GameView) -> bool | None:
    return detour_gain(bot, view) if view.phase == 3 else None


def _cataclysm(bot: Judge, view: GameView) -> bool | None:
    if view.phase != 3:
        return None
    return any(bot.strong(p) for hv in view.hunted for p in hv.positions)


def _flashback(bot: Judge, view: GameView) -> bool | None:
    return True if view.phase == 3 else None


def _stasis(bot: Judge, view: GameView) -> bool | None:
    if view.phase != 4:
        return None
    left = min(t.left for t in view.tracks if t.winner == "hunted")
    return left <= 6 or bot.rng.random() < 0.3


def _tracking(bot: Judge, view: GameView) -> bool | None:
    return True if view.phase == 4 else None


#: The later card windows: the cards the Creature plays in their phase when
#: the function says so (``None`` outside it).
CREATURE_WANTS: dict[str, HuntWanted] = {
    "hunt-detour": _detour,
    "hunt-cataclysm": _cataclysm,
    "hunt-flashback": _flashback,
    "hunt-stasis": _stasis,
    "hunt-tracking": _tracking,
}

def survival_by_phase(bot: Judge, view: GameView, card: str) -> bool | None:
    """Whether a Hunted plays a base Survival card now (``None``: not a card
    of this phase the bot knows). Each phase's cards are weighed together, as
    one table of this moment's answers (its draws made whichever card is asked
    about, so that the bot's random stream runs the same whatever it holds)."""
    me = own(view)
    hunt = set(view.creature_places)
    artemia = bot.harmed(view) - hunt
    on = set(me.positions) or set(me.played or ())
    phase = view.phase
    if phase == 1:
        return {
            "survival-adrenaline": me.will < 3,
            "survival-sixth-sense": len(me.discard or ()) >= 2 and me.hand_size <= 3,
            "survival-strike-back": view.creature.hand_size >= 2,
            "survival-sacrifice": me.hand_size >= 4,
            "survival-ingenuity": not view.marker_on_beach and bot.rng.random() < 0.3,
            "survival-smokescreen": bot.rng.random() < 0.2,
        }.get(card)
    if phase == 2:
        return bool(on & (hunt | artemia)) if card == "survival-vortex" else None
    if phase == 3:
        return {
            "survival-dodge": bool(on & hunt),
            "survival-wrong-track": bool(on & hunt),
            "survival-detector": bool(on & artemia) and not on & hunt,
            "survival-hologram": bool(on & artemia) and not on & hunt,
            "survival-drone": True,
            "survival-gate": True,
        }.get(card)
    return {
        "survival-amplifier": view.marker_on_beach,
        "survival-double-back": True,
    }.get(card)


#: What a Survival card in hand is worth to a Hunted, against a Place card's
#: ``card_value`` (0.9-2.4). The cards that cancel a catch are kept; the rest
#: are worth less than the cheapest Place card, which gives a choice every turn
#: and comes back only by resisting or taking back.
SURVIVAL_VALUE: dict[str, float] = {
    "survival-dodge": 2.0,
    "survival-wrong-track": 1.8,
    "survival-adrenaline": 1.4,
    "survival-double-back": 1.3,
    "survival-sixth-sense": 1.3,
}
#: The Survival cards a Hunted keeps first (a shelter keeps one), best first.
KEEP_FIRST = ("survival-dodge", "survival-wrong-track", "survival-adrenaline",
              "survival-double-back", "survival-sixth-sense")
#: Any other Survival card.
SURVIVAL_DEFAULT = 0.8


def survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand (:data:`SURVIVAL_VALUE`)."""
    return SURVIVAL_VALUE.get(card, SURVIVAL_DEFAULT)


PACK = Judgement(
    hunt_priority=HUNT_PRIORITY,
    window_plays=WINDOW_PLAYS,
    creature_wants=CREATURE_WANTS,
    denying_cards=DENYING,
    survival_by_phase=survival_by_phase,
    keep_first=KEEP_FIRST,
    known_cards=frozenset(BASE.hunt_cards) | frozenset(BASE.survival_cards),
)

__all__ = ["CREATURE_WANTS", "DENYING", "HUNT_PRIORITY", "KEEP_FIRST", "PACK", "WINDOW_PLAYS", "SURVIVAL_DEFAULT", "SURVIVAL_VALUE", "survival_by_phase",
           "survival_value"]
