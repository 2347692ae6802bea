"""The Sanctuary light variant's sim pack: the ``sanctuary-variant`` mode (the
base game with one Avatar per Hunted and one Evolution, ``sanctuary="light"``,
2-7 players) and its figures, the Avatars' and the Evolution's uses, reported
with the full expansion's under the name ``sanctuary``. (The rule set's
modules are imported when a game is counted: see :mod:`.base`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from notalone_tui.i18n.current import N_

from ..pack import Mode, SimPack
from ..totals import totals
from .sanctuary import SANCTUARY_LABELS, titled, uses

if TYPE_CHECKING:
    from notalone_tui.engine import Game

#: The mode of the light variant.
SANCTUARY_VARIANT = "sanctuary-variant"
#: Its name in titles.
TITLE = N_("Sanctuary light variant")

#: The light variant's figures: the uses of the Avatars and of the Evolution.
VARIANT_FIGURES = ("avatar_uses", "evolution_uses")


def variant_counts(game: Game) -> dict[str, int]:
    """A finished game's :data:`VARIANT_FIGURES`."""
    from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS, EVOLUTIONS

    return {"avatar_uses": uses(game, AVATARS), "evolution_uses": uses(game, EVOLUTIONS)}


PACK = SimPack(
    modes=(Mode(name=SANCTUARY_VARIANT, title=TITLE,
                config={"ruleset": "base", "sanctuary": "light"}),),
    figures=(totals("sanctuary", VARIANT_FIGURES, variant_counts, SANCTUARY_LABELS,
                    titled(TITLE), order=20),),
)
