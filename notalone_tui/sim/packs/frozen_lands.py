"""Frozen Lands' sim pack: the ``frozen-lands`` mode (4 players or more), its
Contamination figures and the end its reveal brings.

Each game reports the tokens taken and discarded, the team's Holds, and at the
end the tokens still held and, once turned up, how many showed the icon. No
face is ever reported before the end-of-game reveal, and only as totals.

The rule set's modules are imported when a game is counted, not with the pack
(see :mod:`.base`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from notalone_tui.i18n.current import N_, _

from ..pack import Mode, SimPack
from ..totals import totals

if TYPE_CHECKING:
    from notalone_tui.engine import Game
    from notalone_tui.engine.messages import Msg

#: The rule set, and its mode.
RULESET_ID = "frozen-lands"

#: The Contamination figures of a Frozen Lands game: tokens taken and discarded,
#: the team's Holds, the tokens held at the end, and of those the icons turned
#: up (0 unless the end revealed them), and whether the reveal lost the game.
CONTAMINATION = ("taken", "discarded", "holds", "held_at_end", "infected_at_end",
                 "contaminated_ending")

#: Their labels in the report.
CONTAMINATION_LABELS = {
    "taken": N_("tokens taken"),
    "discarded": N_("tokens discarded"),
    "holds": N_("Holds (team kept the Rescue counter back)"),
    "held_at_end": N_("tokens held at the end"),
    "infected_at_end": N_("icons turned up at the end"),
    "contaminated_ending": N_("games lost to the reveal"),
}

#: The end message of a game the reveal lost.
CONTAMINATED = "fl.end.contaminated"
#: The prefix of the ends of Frozen Lands that no track's counter reached.
ENDS = "fl.end."


def contamination_counts(game: Game) -> dict[str, int]:
    """A finished game's :data:`CONTAMINATION` figures (totals only: no face is
    counted but the icons the end-of-game reveal turned up)."""
    from notalone_tui.engine.rulesets.frozen_lands import contamination

    state = game.state
    if contamination.KEY not in state.extra:
        return {}
    stats = state.stats
    faces = contamination.revealed(state)
    end = state.end_reason
    return {
        "taken": stats.get("contamination_taken", 0),
        "discarded": stats.get("contamination_discarded", 0),
        "holds": stats.get("fl_hold", 0),
        "held_at_end": contamination.held_total(state),
        "infected_at_end": sum(f == contamination.INFECTED for fs in faces.values() for f in fs),
        "contaminated_ending": int(end is not None and end.id == CONTAMINATED),
    }


def ending(reason: Msg) -> str | None:
    """The reveal's ends, as the Rescue counter's: "rescue (contaminated)"."""
    if reason.id.startswith(ENDS):
        return f"rescue ({reason.id.removeprefix(ENDS)})"
    return None


PACK = SimPack(
    modes=(Mode(name=RULESET_ID, title=N_("Frozen Lands"), config={"ruleset": RULESET_ID},
                fewest=4),),
    figures=(totals("contamination", CONTAMINATION, contamination_counts, CONTAMINATION_LABELS,
                    lambda pairing: _("Contamination ({pairing})").format(pairing=pairing),
                    order=20),),
    ending=ending,
)
