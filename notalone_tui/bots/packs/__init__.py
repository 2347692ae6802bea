"""The bots' packs: each rule set's judgement for the standard bot, by pack name.

A rule set names its packs in :attr:`RuleSet.packs
<notalone_tui.engine.RuleSet.packs>`, most general first (``("base",
"frozen-lands", "sheets")``). The pack of a name is the one registered under it
(:func:`register`: a test's or a plug-in's rule set), else the ``PACK`` of this
package's module of that name (``-`` read as ``_``: ``frozen_lands``), else an
empty :class:`~notalone_tui.bots.judgement.Judgement` (a rule set may have
nothing to tell the bots). :func:`judgement_for` composes a rule set's packs
once and keeps the result: the bots ask at every decision of every playout.

A pack may also tell the hints why the standard bot answers its decisions as
it does: a table of :data:`~notalone_tui.bots.hint_reasons.Reason` by decision
kind, the module's ``REASONS`` (or one given to :func:`register_reasons`);
:func:`reasons_for` composes a rule set's tables the same way.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from types import ModuleType
from typing import TYPE_CHECKING

from notalone_tui.engine import RuleSet

from ..judgement import Judgement, compose

if TYPE_CHECKING:
    from ..hint_reasons import Reason

_REGISTERED: dict[str, Judgement] = {}
_LOADED: dict[str, Judgement] = {}
#: Composed judgements by rule set id (a rule set id names one set of packs).
_COMPOSED: dict[str, tuple[RuleSet, Judgement]] = {}
_NOTHING = Judgement()


def register(name: str, pack: Judgement) -> None:
    """Use ``pack`` for the pack ``name`` from now on (a plug-in rule set's own)."""
    _REGISTERED[name] = pack
    _COMPOSED.clear()


def unregister(name: str) -> None:
    """Forget a registered pack (a test's, when it is done)."""
    _REGISTERED.pop(name, None)
    _COMPOSED.clear()


def _module(name: str) -> ModuleType | None:
    """This package's module for the pack ``name``, if there is one."""
    module_name = f"{__name__}.{name.replace('-', '_')}"
    if importlib.util.find_spec(module_name) is None:
        return None
    return importlib.import_module(module_name)


def pack(name: str) -> Judgement:
    """The judgement pack of one pack name (see the module's docstring)."""
    found = _REGISTERED.get(name)
    if found is not None:
        return found
    found = _LOADED.get(name)
    if found is None:
        module = _module(name)
        found = _NOTHING if module is None else module.PACK
        _LOADED[name] = found
    return found


_REGISTERED_REASONS: dict[str, Mapping[str, Reason]] = {}
_REASONS: dict[str, tuple[RuleSet, Mapping[str, Reason]]] = {}


def register_reasons(name: str, table: Mapping[str, Reason]) -> None:
    """Use ``table`` as the hint reasons of the pack ``name`` (a plug-in's own)."""
    _REGISTERED_REASONS[name] = table
    _REASONS.clear()


def unregister_reasons(name: str) -> None:
    """Forget registered hint reasons (a test's, when it is done)."""
    _REGISTERED_REASONS.pop(name, None)
    _REASONS.clear()


def reasons(name: str) -> Mapping[str, Reason]:
    """The hint reasons of one pack name: registered, else its module's
    ``REASONS``, else none."""
    found = _REGISTERED_REASONS.get(name)
    if found is not None:
        return found
    module = _module(name)
    table: Mapping[str, Reason] = {} if module is None else getattr(module, "REASONS", {})
    return table


def reasons_for(rules: RuleSet) -> Mapping[str, Reason]:
    """``rules``' packs' hint reasons by decision kind, a later pack's replacing
    an earlier one's (kept per rule set)."""
    found = _REASONS.get(rules.id)
    if found is None or found[0] is not rules:
        table: dict[str, Reason] = {}
        for name in rules.packs:
            table.update(reasons(name))
        found = _REASONS[rules.id] = (rules, table)
    return found[1]


def judgement_for(rules: RuleSet) -> Judgement:
    """``rules``' packs composed in order (kept per rule set)."""
    found = _COMPOSED.get(rules.id)
    if found is None or found[0] is not rules:
        found = _COMPOSED[rules.id] = (rules, compose([pack(n) for n in rules.packs]))
    return found[1]


__all__ = ["judgement_for", "pack", "reasons", "reasons_for", "register", "register_reasons",
           "unregister", "unregister_reasons"]
