"""How long the table watches a computer player decide.

A solo player should not wait a second for a decision nobody could make
otherwise, yet should be able to follow a real one. Every wait is worked out
from public facts only (R23, no tells): a decision's visibility and, for a
public decision, its options (which every seat's view has). A private
decision's options are the computer's secret, so every private decision gets
the same wait whatever it holds.

Two floors keep the time a computer takes from telling anything: the wait is
never shorter than the longest the computer may think (an expert searches for
up to its ``seconds`` whenever it has a choice, and answers at once when it
has none: that difference is a secret), and skipping the wait
(:data:`SKIP_KEY`) only cuts it down to that floor (:func:`least_wait`).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from notalone_tui.i18n.current import N_, _

if TYPE_CHECKING:
    from notalone_tui.bots import Bot
    from notalone_tui.engine import Decision

__all__ = ["BRIEF_VERBS", "SKIP_KEY", "Pace", "brief", "least_wait", "pace_name", "saved_pace_setting",
           "wait_for"]


class Pace(StrEnum):
    """The setting a player picks (kept in the settings file)."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    def following(self) -> Pace:
        """The next setting in the cycle the table's pace key walks."""
        order = list(Pace)
        return order[(order.index(self) + 1) % len(order)]


#: Seconds per setting: (a real choice, a forced or trivial one).
SECONDS: dict[Pace, tuple[float, float]] = {
    Pace.FAST: (0.3, 0.0),
    Pace.NORMAL: (0.8, 0.1),
    Pace.SLOW: (1.6, 0.4),
}

#: Answers that decide nothing the table needs to follow: passing, being done,
#: cancelling, and a card window's "plays a card" (offered to every seat
#: whether or not it can play, R23, so it says nothing either way).
#: (By name: the app reads its settings before the engine is imported.)
BRIEF_VERBS = frozenset({"PASS", "DONE", "CANCEL", "OPEN_HAND"})

#: The key that skips a computer's wait (down to its thinking floor).
SKIP_KEY = "s"

_NAMES = {Pace.FAST: N_("fast"), Pace.NORMAL: N_("normal"), Pace.SLOW: N_("slow")}


def pace_name(pace: Pace) -> str:
    """The setting's name in the current language."""
    return _(_NAMES[pace])


def saved_pace_setting() -> Pace:
    """The pace the player last chose (normal until they choose one)."""
    from notalone_tui.settings import saved_pace

    saved = saved_pace()
    return Pace(saved) if saved in set(Pace) else Pace.NORMAL


def brief(decision: Decision) -> bool:
    """Whether ``decision`` is forced or trivial as every seat can tell: a public
    decision with a single option, or with nothing but pass-like options. A
    private decision never is (its options are the decider's secret)."""
    if decision.private:
        return False
    return len(decision.options) == 1 or all(o.verb.name in BRIEF_VERBS for o in decision.options)


def least_wait(bot: Bot, decision: Decision) -> float:
    """The longest ``bot`` may think on ``decision``, as far as public facts say:
    the wait never ends sooner, so its thinking time tells nothing. A computer
    thinks at once about a public decision with a single option."""
    if not decision.private and len(decision.options) == 1:
        return 0.0
    seconds = getattr(bot, "seconds", 0.0)
    return float(seconds) if isinstance(seconds, int | float) else 0.0


def wait_for(pace: Pace, bot: Bot, decision: Decision) -> float:
    """Seconds the table watches ``bot`` decide ``decision`` at ``pace``."""
    real, short = SECONDS[pace]
    return max(short if brief(decision) else real, least_wait(bot, decision))
