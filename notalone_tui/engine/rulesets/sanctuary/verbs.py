"""Sanctuary's own verbs: its Phase-3 alternatives and the Creature's Phase 5.

Registered on import (the package's ``__init__`` imports this first), so that
``Verb.RESCUE`` and ``Verb("rescue")`` exist wherever Sanctuary is loaded and
nowhere in the engine core.
"""

from __future__ import annotations

from ...options import Verb

RESCUE = Verb.register("RESCUE", "rescue")
FORTIFY = Verb.register("FORTIFY", "fortify")
EVOLVE = Verb.register("EVOLVE", "evolve")
NEST = Verb.register("NEST", "nest")
DRAW = Verb.register("DRAW", "draw")
DEVELOP = Verb.register("DEVELOP", "develop")
