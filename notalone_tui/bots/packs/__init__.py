"""The bots' packs: each rule set's judgement for the standard bot, by pack name.

A rule set names its packs in :attr:`RuleSet.packs
<notalone_tui.engine.RuleSet.packs>`, most general first (``("base",
"frozen-lands", "sheets")``). The pack of a name is the one registered under it
(:func:`register`: a test's or a plug-in's rule set), else the ``PACK`` of this
package's module of that name (``-`` read as ``_``: ``frozen_lands``), else an
empty :class:`~notalone_tui.bots.judgement.Judgement` (a rule set may have
nothing to tell the bots). :func:`judgement_for` composes a rule set's packs
once and keeps the result: the bots ask at every decision of every playout.
"""

from __future__ import annotations

import importlib
import importlib.util

from notalone_tui.engine import RuleSet

from ..judgement import Judgement, compose

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


def pack(name: str) -> Judgement:
    """The judgement pack of one pack name (see the module's docstring)."""
    found = _REGISTERED.get(name)
    if found is not None:
        return found
    found = _LOADED.get(name)
    if found is None:
        module_name = f"{__name__}.{name.replace('-', '_')}"
        if importlib.util.find_spec(module_name) is None:
            found = _NOTHING
        else:
            found = importlib.import_module(module_name).PACK
        _LOADED[name] = found
    return found


def judgement_for(rules: RuleSet) -> Judgement:
    """``rules``' packs composed in order (kept per rule set)."""
    found = _COMPOSED.get(rules.id)
    if found is None or found[0] is not rules:
        found = _COMPOSED[rules.id] = (rules, compose([pack(n) for n in rules.packs]))
    return found[1]


__all__ = ["judgement_for", "pack", "register", "unregister"]
