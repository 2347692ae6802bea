"""The simulator's packs, by name: what each rule set and option adds to a run.

A rule set names its packs in ``RuleSet.packs``, most general first
(``("base", "frozen-lands", "sheets")``); the simulator composes the sim packs
of those names (:func:`compose`). The pack of a name is the one registered under
it (:func:`register`: a test or a plug-in rule set brings its own), else the
``PACK`` of this package's module of that name (``-`` read as ``_``:
``frozen_lands.py``), else an empty pack: a rule set may have nothing to tell
the simulator.

Only the pack modules here know a mode, its figures and its rule set's insides;
the runner, the summary and the report read packs.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..pack import Figures, Mode, SimPack

if TYPE_CHECKING:
    from notalone_tui.engine.messages import Msg

#: The pack of a name that has none.
EMPTY = SimPack()

#: Packs registered by tests and plug-ins, by name (they win over a module's).
_REGISTERED: dict[str, SimPack] = {}


def register(name: str, pack: SimPack) -> None:
    """Make ``pack`` the sim pack of ``name``; registering a name again replaces it."""
    _REGISTERED[name] = pack


def unregister(name: str) -> None:
    """Forget the pack a test or a plug-in registered (no error if there is none)."""
    _REGISTERED.pop(name, None)


def _module_name(name: str) -> str:
    return name.replace("-", "_")


@cache
def _shipped(module: str) -> SimPack:
    """The ``PACK`` of this package's module ``module``, or :data:`EMPTY` if there
    is no such module."""
    qualified = f"{__name__}.{module}"
    try:
        found = importlib.import_module(qualified)
    except ModuleNotFoundError as exc:
        if exc.name != qualified:
            raise  # the module is there but imports something missing
        return EMPTY
    pack: SimPack = found.PACK
    return pack


def lookup(name: str) -> SimPack:
    """The sim pack of ``name`` (:data:`EMPTY` if it has none)."""
    registered = _REGISTERED.get(name)
    return registered if registered is not None else _shipped(_module_name(name))


@cache
def _shipped_modules() -> tuple[str, ...]:
    return tuple(sorted(info.name for info in pkgutil.iter_modules(__path__)))


def every_pack() -> tuple[SimPack, ...]:
    """Every pack the program has: this package's modules, in name order, then
    those registered that are not one of them, in registration order."""
    packs = {module: _shipped(module) for module in _shipped_modules()}
    for name, pack in _REGISTERED.items():
        packs[_module_name(name)] = pack
    return tuple(packs.values())


def every_mode() -> tuple[Mode, ...]:
    """The modes of every pack, in pack order."""
    return tuple(mode for pack in every_pack() for mode in pack.modes)


def _in_order(groups: Sequence[Figures]) -> tuple[Figures, ...]:
    """Each group once (a later pack's group of the same name wins), ordered by
    :attr:`Figures.order`, then name."""
    by_name = {group.name: group for group in groups}
    return tuple(sorted(by_name.values(), key=lambda group: (group.order, group.name)))


def group_names() -> tuple[str, ...]:
    """The name of every figure group any pack counts, in report order: each
    game's result holds all of them (:class:`~notalone_tui.sim.games.GameResult`)."""
    return tuple(group.name for group in _in_order(
        [group for pack in every_pack() for group in pack.figures]))


@dataclass(frozen=True)
class Composition:
    """The packs of one rule set, composed."""

    #: The figure groups its games count, in report order.
    figures: tuple[Figures, ...]
    #: The packs' namers of ends no track's counter reached, in pack order.
    endings: tuple[Callable[[Msg], str | None], ...]


def compose(names: tuple[str, ...]) -> Composition:
    """The packs of ``names`` (a rule set's ``packs``), composed in order (once a
    game: a few lookups, nothing worth a cache that registering would outdate)."""
    packs = [lookup(name) for name in names]
    return Composition(
        figures=_in_order([group for pack in packs for group in pack.figures]),
        endings=tuple(pack.ending for pack in packs if pack.ending is not None),
    )


def every_ending() -> tuple[Callable[[Msg], str | None], ...]:
    """The namers of ends of every pack (for an end whose rule set is not known)."""
    return tuple(pack.ending for pack in every_pack() if pack.ending is not None)
