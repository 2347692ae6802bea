"""Post-game analysis: the Creature's chance to win after every action of a
finished game, as the expert bot estimates it, and the biggest swings.

Pure: no Textual and no I/O (the command line and the app show the results);
:mod:`.run` drives the work, :mod:`.estimate` measures one position,
:mod:`.words` says it in the players' language and :mod:`.chart` draws it as text.
"""

from .estimate import Estimate, estimate
from .run import (
    DEFAULT_PLAYOUTS,
    Analysis,
    Cancelled,
    NotFinished,
    Position,
    Swing,
    analyse,
    budget_for,
    check_finished,
    default_jobs,
)

__all__ = [
    "DEFAULT_PLAYOUTS", "Analysis", "Cancelled", "Estimate", "NotFinished", "Position",
    "Swing", "analyse", "budget_for", "check_finished", "default_jobs", "estimate",
]
