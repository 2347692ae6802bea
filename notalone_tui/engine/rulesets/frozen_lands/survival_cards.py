"""The Frozen Lands Survival cards (``cards-designed.md`` section 2.5), designed for this edition.

Each card is its printed facts (a :class:`~notalone_tui.engine.ruleset.Card`)
with its playability check and effect attached; the rule set adds them to the
base deck (``CARDS``), gathers the steps and answers (``handlers``), the
abilities at hook points (``HOOKS``) and the public turn keys (``PUBLIC_EXTRA``).
"""

from __future__ import annotations

from ...ruleset import Card, Handlers, Hook

handlers = Handlers()
CARDS: dict[str, Card] = {}
HOOKS: tuple[tuple[str, Hook], ...] = ()
PUBLIC_EXTRA: frozenset[str] = frozenset()
