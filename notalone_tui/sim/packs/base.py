"""The base game's sim pack: the ``base`` mode, which titles leave unnamed.
Its figures (wins, turns, ends, cards) are every game's, counted by the runner.

Like every sim pack, it loads no game module when imported: the command line
lists the packs' modes before it knows whether the simulator will run.
"""

from __future__ import annotations

from notalone_tui.i18n.current import N_

from ..pack import Mode, SimPack

#: The base game's rule set, and its mode.
RULESET_ID = "base"

PACK = SimPack(modes=(
    Mode(name=RULESET_ID, title=N_("base game"), config={"ruleset": RULESET_ID}, named=False),
))
