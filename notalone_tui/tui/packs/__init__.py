"""The app's presentation packs: what each rule set shows beyond what every
rule set has (see :mod:`.presentation`).

A rule set names its packs in ``RuleSet.packs``, most general first; the app
looks each up here: a pack registered with :func:`register` (a test's or a
plug-in rule set's), else the ``PACK`` of this package's module of that name
(``-`` read as ``_``: ``frozen_lands.py``), else an empty pack (a rule set may
have nothing to show beyond its places, cards, tracks and tokens). The
widgets and screens read the game's packs composed (:func:`presentation_of`),
never a mode's name.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from notalone_tui.engine import GameView, get_ruleset, registry

from ..labels import rules_of
from .presentation import Presentation, SetupMode

_REGISTERED: dict[str, Presentation] = {}


def register(name: str, pack: Presentation) -> None:
    """Use ``pack`` for the pack ``name`` (a rule set defined outside the app)."""
    _REGISTERED[name] = pack
    composed.cache_clear()


def unregister(name: str) -> None:
    """Forget a pack :func:`register` gave (a test undoing its own)."""
    _REGISTERED.pop(name, None)
    composed.cache_clear()


def pack(name: str) -> Presentation:
    """The pack ``name``: registered, a module of this package, or empty."""
    if name in _REGISTERED:
        return _REGISTERED[name]
    module_name = f"{__name__}.{name.replace('-', '_')}"
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return Presentation()
    found: Presentation = module.PACK
    return found


@cache
def composed(names: tuple[str, ...]) -> Presentation:
    """The packs ``names`` composed in order (each rule set's, looked up once)."""
    total = Presentation()
    for name in names:
        total = total + pack(name)
    return total


def presentation_of(view: GameView | None) -> Presentation:
    """What the game of ``view`` shows beyond the common parts."""
    return composed(rules_of(view).packs)


def setup_modes() -> tuple[SetupMode, ...]:
    """The games the setup screen offers: those of every pack a registered rule
    set or option names, each once, by rank."""
    names = [name for ruleset in registry.names() for name in get_ruleset(ruleset).packs]
    names += registry.options()
    found: dict[str, SetupMode] = {}
    for name in dict.fromkeys(names):
        for mode in pack(name).setup_modes:
            found.setdefault(mode.value, mode)
    return tuple(sorted(found.values(), key=lambda mode: mode.rank))
