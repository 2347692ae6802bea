"""Registering a test rule set for the length of a test.

The registries cannot unregister, so their tables are swapped for copies that
the monkeypatch puts back when the test ends."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from notalone_tui.bots import packs as bot_packs
from notalone_tui.bots.judgement import Judgement
from notalone_tui.engine import RuleSet, registry


def register_rule_set(mp: pytest.MonkeyPatch, rules_id: str, build: Callable[[], RuleSet],
                      bot_pack: Judgement) -> str:
    """Make ``rules_id`` selectable, with its bots' pack, until ``mp`` is undone."""
    mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
    mp.setattr(registry, "_BUILT", dict(registry._BUILT))
    registry.register(rules_id, build)
    mp.setattr(bot_packs, "_REGISTERED", dict(bot_packs._REGISTERED))
    bot_packs.register(rules_id, bot_pack)
    return rules_id
