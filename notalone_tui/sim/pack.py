"""What a sim pack holds: what a rule set (or an option) tells the simulator.

A pack may offer ``--mode`` values (:class:`Mode`), count figures of its own in
every game (:class:`Figures`) and name the ends of its games that no track's
counter reached. The packs of a game's rule set (``RuleSet.packs``) are composed
in order (:func:`notalone_tui.sim.packs.compose`); a rule set without a pack
adds nothing to the report.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.table import Table

    from notalone_tui.engine import Game
    from notalone_tui.engine.messages import Msg

    from .games import Counts

#: A summary's figures: each tally under its name (``{"contamination": {...}}``).
Tallies = Mapping[str, "Counts"]


@dataclass(frozen=True)
class Mode:
    """A value of ``simulate --mode``: the games it sets up and how it is named."""

    #: The value on the command line, in the JSON report and in results folders.
    name: str
    #: Its name in titles and messages (a catalogue msgid, marked with ``N_``).
    title: str
    #: The :class:`~notalone_tui.engine.GameConfig` fields that set its games up
    #: (``{"ruleset": "base", "sanctuary": "full"}``), besides the seats, the
    #: board side and the sheets.
    config: Mapping[str, Any]
    #: The fewest players it is played with (all are played by up to 7).
    fewest: int = 2
    #: Whether titles name it ("4 players, Frozen Lands"): the base game goes unnamed.
    named: bool = True


@dataclass(frozen=True)
class Figures:
    """A group of figures a pack counts in each game, totals over a run and reports."""

    #: Its key in a game's result, in the stored files and in the JSON report.
    name: str
    #: A finished game's figures; empty when the game has none of them.
    count: Callable[[Game], Counts]
    #: The figures of every game of a run, totalled into named tallies (the
    #: summary's attributes: ``{"contamination": {...}}``).
    total: Callable[[Sequence[Counts]], dict[str, Counts]]
    #: The JSON report's fields, from the tallies and the number of games.
    json: Callable[[Tallies, int], dict[str, Any]]
    #: The text report's tables, from the tallies, the number of games and the
    #: pairing played ("standard Creature vs random Hunted", for titles).
    tables: Callable[[Tallies, int, str], list[Table]]
    #: Where the group comes in the results and the report, lowest first (the
    #: sheets' abilities come before a mode's own figures); then by name.
    order: int = 50


@dataclass(frozen=True)
class SimPack:
    """What one rule set or option tells the simulator (all of it optional)."""

    modes: tuple[Mode, ...] = ()
    figures: tuple[Figures, ...] = ()
    #: How its games that ended without a track's counter getting there are named
    #: ("rescue (contaminated)"), or ``None`` for an end it does not know.
    ending: Callable[[Msg], str | None] | None = None
    #: Its word in the name of a results folder of games it plays in ("sheets"),
    #: after the player count; empty for none.
    folder_part: str = ""
