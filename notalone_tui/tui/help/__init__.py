"""The help: the rules document and the card reference, with each pack's own sections.

The help screen (:mod:`.screen`) knows no mode: what a rule set adds to the
card reference comes from the help module named after each of its packs
(:attr:`RuleSet.packs <notalone_tui.engine.ruleset.RuleSet.packs>`, ``-`` read
as ``_``: ``frozen_lands.py``, ``sanctuary.py``, ``sheets.py``...), each
defining ``SECTIONS``. A rule set defined elsewhere (a plug-in, a test)
registers its sections with :func:`register`; a pack with neither has nothing
to add to the help.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

from .section import HelpSection

_REGISTERED: dict[str, tuple[HelpSection, ...]] = {}


def register(name: str, sections: Iterable[HelpSection]) -> None:
    """Give pack ``name`` these help sections (replacing any it had)."""
    _REGISTERED[name] = tuple(sections)


def sections_of(name: str) -> tuple[HelpSection, ...]:
    """Pack ``name``'s help sections: registered, else its module's, else none."""
    if name in _REGISTERED:
        return _REGISTERED[name]
    module_name = name.replace("-", "_")
    if not module_name.isidentifier():
        return ()
    try:
        module = importlib.import_module(f"{__name__}.{module_name}")
    except ModuleNotFoundError as missing:
        if missing.name != f"{__name__}.{module_name}":
            raise  # the help module exists but something it imports does not
        return ()
    found: tuple[HelpSection, ...] = getattr(module, "SECTIONS", ())
    return found


def composed(packs: Iterable[str]) -> tuple[HelpSection, ...]:
    """The sections of ``packs``, in their order, each once."""
    found: list[HelpSection] = []
    for name in packs:
        found += [section for section in sections_of(name) if section not in found]
    return tuple(found)


def listed_everywhere() -> tuple[HelpSection, ...]:
    """The sections every game's reference lists (the modes and options chosen
    at setup: :attr:`HelpSection.always`), from this package's pack modules
    and the registered packs, by rank."""
    names = [info.name for info in pkgutil.iter_modules(__path__)]
    found = composed([*names, *_REGISTERED])
    return tuple(sorted((section for section in found if section.always),
                        key=lambda section: section.rank))
