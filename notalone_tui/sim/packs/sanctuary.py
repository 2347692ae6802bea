"""Sanctuary's sim pack: the ``sanctuary`` mode (the full expansion,
``GameConfig(sanctuary="full")`` on the base game's places, 2-7 players) and its
figures (:data:`SANCTUARY_FIGURES`): whether the Defense counter won the game,
how far that counter got, the rescues, fortifications and shelters, what the
Creature did in Phase 5 and the Evolution cards it developed and lost. Every
figure is public: counted from the game's statistics, its public log and the
public board.

The rule set's modules are imported when a game is counted, not with the pack
(see :mod:`.base`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container
from typing import TYPE_CHECKING

from notalone_tui.i18n.current import N_, _

from ..pack import Mode, SimPack
from ..totals import totals

if TYPE_CHECKING:
    from notalone_tui.engine import Game

#: The mode of the full expansion, named after its rule set.
SANCTUARY = "sanctuary"
#: The setup of its games: the expansion on the base game's places 1-5.
SETUP = {"ruleset": "base", "sanctuary": "full"}
#: Its name in titles.
TITLE = N_("Sanctuary")

#: The Sanctuary figures of a full game: won by the Defense counter (0 or 1),
#: the spaces it moved forward from its start and the printed space it ended
#: on, its bonus spaces reached; rescues, fortifications and shelters (a
#: fortification or an Ark that discarded the Survivor cards); Phase 5's
#: evolving and nesting; Evolution cards developed, their abilities used, and
#: the developed cards the Hunted discarded (the Monolith, Acid Flask, the
#: bonus); DNA the Hunted took from the Creature.
SANCTUARY_FIGURES = ("defense_win", "defense_moved", "defense_space", "bonuses", "rescues",
                     "fortifications", "shelters", "evolves", "nests", "developed",
                     "evolution_uses", "evolutions_lost", "dna_lost")

#: The labels of the Sanctuary figures, the light variant's included.
SANCTUARY_LABELS = {
    "defense_win": N_("games won by the Defense counter"),
    "defense_moved": N_("Defense spaces moved forward"),
    "defense_space": N_("Defense space reached at the end"),
    "bonuses": N_("Defense bonus spaces reached"),
    "rescues": N_("survivors rescued"),
    "fortifications": N_("fortifications"),
    "shelters": N_("shelters (Survivor cards discarded for a step)"),
    "evolves": N_("Phase 5: evolved"),
    "nests": N_("Phase 5: nested"),
    "developed": N_("Evolution cards developed"),
    "evolution_uses": N_("Evolution abilities used"),
    "evolutions_lost": N_("developed Evolutions the Hunted discarded"),
    "dna_lost": N_("DNA the Hunted took from the Creature"),
    "avatar_uses": N_("Avatar abilities used"),
}


def uses(game: Game, cards: Container[str]) -> int:
    """How often the abilities of ``cards`` (Evolutions, Avatars) were used."""
    return sum(v for k, v in game.state.stats.items()
               if k.endswith(":used") and k.removesuffix(":used") in cards)


def _number(arg: object) -> int:
    return arg if isinstance(arg, int) else 0


def sanctuary_counts(game: Game) -> dict[str, int]:
    """A finished full game's :data:`SANCTUARY_FIGURES`."""
    from notalone_tui.engine.messages import Msg, TrackRef
    from notalone_tui.engine.rulesets.sanctuary import defense
    from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
    from notalone_tui.engine.rulesets.sanctuary.state import board

    state = game.state
    stats = state.stats
    logged = Counter(event.public.id for event in state.log)
    end = state.end_reason
    track = end.args.get("track") if end is not None else None
    return {
        "defense_win": int(isinstance(track, TrackRef) and track.id == defense.TRACK),
        "defense_moved": state.tracks[defense.TRACK],
        "defense_space": defense.space(state),
        "bonuses": len(board(state).bonuses),
        "rescues": stats.get("sa_rescue", 0),
        "fortifications": stats.get("sa_fortify", 0),
        "shelters": sum(1 for e in state.log if e.public.id == "sa.survivor.discard"
                        and isinstance(why := e.public.args.get("why"), Msg)
                        and why.id == "sa.why.shelter"),
        "evolves": logged["sa.phase5.evolves"],
        "nests": logged["sa.phase5.nests"] + logged["sa.phase5.surge.nests"],
        "developed": sum(v for k, v in stats.items() if k in EVOLUTIONS),
        "evolution_uses": uses(game, EVOLUTIONS),
        "evolutions_lost": logged["sa.evolution.lost"],
        "dna_lost": sum(_number(e.public.args.get("n")) for e in state.log
                        if e.public.id == "sa.dna.discard"),
    }


def titled(mode: str) -> Callable[[str], str]:
    """The title of a Sanctuary figures table: the mode's name and the pairing."""
    return lambda pairing: _("{mode} ({pairing})").format(mode=_(mode), pairing=pairing)


PACK = SimPack(
    modes=(Mode(name=SANCTUARY, title=TITLE, config=SETUP),),
    figures=(totals("sanctuary", SANCTUARY_FIGURES, sanctuary_counts, SANCTUARY_LABELS,
                    titled(TITLE), order=20),),
)
