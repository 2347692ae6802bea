"""The standard bot's judgement of Sanctuary: the pack ``sanctuary``.

:mod:`.board` judges the Sanctuary token, the Defense race, rescue and
fortification and the Creature's Evolutions; :mod:`.evolving` the set-up draws
and Phase 5; :mod:`.hunted` the Hunted's decisions (the Avatar kept, the
Survivors, the bonuses, the Avatars' abilities); :mod:`.cards` the 30 Hunt and
Survival cards, by card; :mod:`.values` what each card is worth in hand;
:mod:`.reasons` tells the hints why. The light variant (:mod:`..sanctuary_light`) reads the same judgement:
each piece that needs the full game's token and Defense checks for it.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judgement

from . import board, cards, evolving, hunted
from .reasons import REASONS

#: The answer to every decision the Sanctuary rule sets add, by kind.
ANSWERS: dict[str, Answer] = {**evolving.ANSWERS, **hunted.ANSWERS, **board.ANSWERS,
                              **cards.ANSWERS}

PACK = Judgement(
    answers=ANSWERS,
    hunt_values=cards.HUNT_VALUES,
    survival_wanted=cards.SURVIVAL_WANTED,
    known_cards=cards.SA_HUNT | cards.SA_SURVIVAL,
    place_bonus=board.place_bonus,
    creature_token_bonus=board.creature_token_bonus,
    second_creature=board.second_creature,
    explore_extra=hunted.explore_extra,
    resolve_value=board.resolve_value,
    power_value=board.power_value,
)

__all__ = ["ANSWERS", "PACK", "REASONS"]
