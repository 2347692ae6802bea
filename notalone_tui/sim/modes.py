"""The values of ``simulate --mode`` and the games each one sets up.

Each mode is declared by the sim pack of its rule set or option
(:class:`~notalone_tui.sim.pack.Mode`: ``frozen-lands`` by Frozen Lands',
``sanctuary-variant`` by the light variant's...), so the command line offers
whatever the packs declare, a plug-in's included. A rule set that declares no
mode can still be simulated under its own id (:func:`find`).

This module loads no game module when imported: the command line is built with
:data:`MODES` before it knows whether the simulator will run at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, overload

from notalone_tui.i18n.current import N_

from .pack import Mode
from .packs import every_mode

if TYPE_CHECKING:
    from notalone_tui.engine import GameConfig

#: The help of ``--mode``: the catalogues translate it whole.
HELP = N_("the game played: base (default); frozen-lands (4 to 7 players; "
          "Contamination figures are reported); sanctuary, the Sanctuary "
          "expansion (2 to 7 players; Defense, rescue, fortification and "
          "Evolution figures are reported); sanctuary-variant, its light "
          "variant on the base game (2 to 7 players; Avatar and Evolution "
          "uses are reported)")

#: Player names for the seats of simulated games.
NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


def names() -> tuple[str, ...]:
    """Every mode's name, in the packs' order."""
    return tuple(mode.name for mode in every_mode())


class ModeNames(Sequence[str]):
    """The modes' names, read from the packs each time they are asked for: argparse
    asks only to check a ``--mode`` value or to print the help, so building the
    command line loads no game module, and a pack registered later is offered."""

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return names()[index]

    def __len__(self) -> int:
        return len(names())

    def __repr__(self) -> str:
        return repr(names())


#: The modes ``simulate`` plays (``--mode``'s choices).
MODES = ModeNames()


def find(name: str) -> Mode:
    """The mode ``name``; a rule set no pack declares a mode for plays as one
    named after it, with the rule set's own setup."""
    for mode in every_mode():
        if mode.name == name:
            return mode
    return Mode(name=name, title=name, config={"ruleset": name})


def fewest_players(name: str) -> int:
    """The fewest players mode ``name`` is played with."""
    return find(name).fewest


def game_config(mode: str, names: tuple[str, ...], creature_seat: int, side: int,
                sheets: bool) -> GameConfig:
    """The setup of one game of ``mode``."""
    from notalone_tui.engine import GameConfig

    return GameConfig(names=names, creature_seat=creature_seat, board_side=side, sheets=sheets,
                      **find(mode).config)


def rules_id(mode: str, sheets: bool = False) -> str:
    """The rule set a mode plays (its cards' names), with the sheets or without."""
    return game_config(mode, NAMES[:fewest_players(mode)], 0, 1, sheets).rules_id
