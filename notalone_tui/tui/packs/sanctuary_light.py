"""The presentation pack ``sanctuary-light``: Sanctuary's own, whose texts
draw only what the light variant plays (its view says which parts are), and
the variant's place in the setup screen."""

from __future__ import annotations

from dataclasses import replace

from notalone_tui.engine.rulesets.base import RULESET_ID as BASE_ID
from notalone_tui.engine.rulesets.sanctuary import OPTION
from notalone_tui.i18n.current import N_

from .presentation import SetupMode
from .sanctuary import PACK as SANCTUARY

#: The base game with the Sanctuary light variant (the rule set's id).
LIGHT_MODE = f"{BASE_ID}+{OPTION}"

PACK = replace(SANCTUARY, setup_modes=(
    SetupMode(LIGHT_MODE, N_("Base game + Sanctuary light variant (2-7)"),
              N_("Base game; each Hunted gets an Avatar, the Creature an Evolution."),
              {"ruleset": BASE_ID, "sanctuary": "light"}, rank=21),))

__all__ = ["LIGHT_MODE", "PACK"]
