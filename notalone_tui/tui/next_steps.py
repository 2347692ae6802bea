"""What the app does next: the controller's answer after every change of the game.

The controller (:class:`~.controller.GameController`) works out from the
hot-seat flow what the screens show next, worded and with the views they
render, and hands the app one of these; the app only puts it on screen (and
starts a computer's turn). Screens never receive the engine's ``Decision``
(its ``ctx`` is the engine's private continuation data): a step carries the
seat's :class:`DecisionView` and the flow's serial, which tells a choice made
on what is on show now from one typed ahead of a screen change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from notalone_tui.engine import Decision, DecisionView, Game, GameView, Option

#: Which options of a decision on show ask to be confirmed, and what with
#: (see :meth:`HotSeat.confirmation <notalone_tui.tui.hotseat.HotSeat.confirmation>`).
Confirm = Callable[["Option"], "tuple[Option, ...] | None"]


@dataclass(frozen=True, slots=True)
class ShowHandoff:
    """Pass the keyboard: the handoff screen names who takes it."""

    seat: int
    name: str
    role: str
    #: What Esc takes back there ("" when nothing can be).
    take_back: str = ""
    #: The Creature's question asked on the handoff too ("" when none is).
    first: str = ""


@dataclass(frozen=True, slots=True)
class ShowPrivate:
    """``seat``'s private screen: its decision, or private news to read."""

    seat: int
    decision: DecisionView | None
    serial: int
    info: tuple[str, ...]
    view: GameView
    log: list[str]
    confirm: Confirm


@dataclass(frozen=True, slots=True)
class ShowTable:
    """The public table: a decision the table answers, a review to read, or
    nothing to answer (a computer thinking)."""

    view: GameView
    log: list[str]
    decision: DecisionView | None
    serial: int
    #: Who acts now, as the table's status line says it.
    acting: str = ""
    #: The lines the table reads before play goes on (the Reckoning's results).
    review: tuple[str, ...] = ()
    confirm: Confirm | None = None
    #: A public decision a computer answers, shown with its explanation.
    explain: DecisionView | None = None
    #: The people at the table enter ``decision`` for the computer it is asked of.
    for_computer: bool = False
    #: The number each option shows and is picked by, where they are not just
    #: 1, 2, 3... (the table's card window: see :meth:`HotSeat.window_numbers`).
    numbers: tuple[str, ...] = ()
    #: A line under the prompt saying why the question is asked as it is.
    note: str = ""


@dataclass(frozen=True, slots=True)
class RunBot:
    """A computer player decides while the table shows: its turn starts once
    the table is shown, unless it is thinking about this decision already."""

    table: ShowTable
    seat: int
    #: The controller's own record of the decision, for the computer's turn.
    decision: Decision
    start: bool = True


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game is over: its results."""

    game: Game
    #: Hints shown by seat (``None``: the game had no hints).
    hints: dict[int, int] | None = None


NextStep = ShowHandoff | ShowPrivate | ShowTable | RunBot | GameOver
