"""The analysis of a finished game: a progress bar, then the chart of the
Creature's chance over the game and the biggest swings.

Opened from the game-over screen and from the replay of a finished game only:
the analysis reads every seat's knowledge in turn, which is fair once the game
is over and everything may be revealed, never before (the screen refuses an
unfinished record). The work runs in a worker thread (itself spreading the
positions over processes, see :mod:`notalone_tui.analysis.run`), so the app
stays live; Esc stops it and closes the screen.
"""

from __future__ import annotations

import threading

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from notalone_tui.analysis import (
    DEFAULT_PLAYOUTS,
    Analysis,
    Cancelled,
    analyse,
    check_finished,
    default_jobs,
)
from notalone_tui.analysis.chart import chart
from notalone_tui.analysis.words import SwingWords, basis_note, swing_words
from notalone_tui.i18n.current import N_, _
from notalone_tui.records import GameRecord

from ..footer import SteadyFooter
from .base import BaseScreen


class WinChart(Static):
    """The chart of the Creature's chance, drawn again at the widget's width."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__("", markup=False, **kwargs)  # type: ignore[arg-type]
        self.chances: list[float] = []
        self.turns: list[int] = []

    def plot(self, chances: list[float], turns: list[int]) -> None:
        self.chances, self.turns = chances, turns
        self._draw(self.size.width)

    def on_resize(self, event: events.Resize) -> None:
        self._draw(event.size.width)

    def _draw(self, width: int) -> None:
        if self.chances:
            lines = chart(self.chances, self.turns, width=max(20, width), height=6)
            self.update("\n".join(lines))


class AnalysisScreen(BaseScreen):
    """Analyse ``record`` (a finished game's) and show the result."""

    CSS_PATH = ["common.tcss", "analysis.tcss"]
    BINDINGS = [
        Binding("escape,q", "close", N_("Close"), key_display="Esc"),
    ]
    #: The budget the app uses (tests make it tiny).
    playouts = DEFAULT_PLAYOUTS
    jobs: int | None = None

    def __init__(self, record: GameRecord, seed: int = 0) -> None:
        super().__init__()
        check_finished(record)  # never during a game: its secrets are still secret
        self.record = record
        self.seed = seed
        self.stop = threading.Event()
        self.result: Analysis | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_notices()
        yield Static(_("Analysis of the game"), id="analysis-title", markup=False)
        yield Static(_("Imagining the game from every position…"), id="analysis-note",
                     markup=False)
        yield ProgressBar(id="analysis-progress", show_eta=True)
        yield WinChart(id="analysis-chart")
        yield VerticalScroll(id="analysis-swings")
        yield SteadyFooter()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#analysis-chart").display = False
        self.run_analysis()

    @work(thread=True, exclusive=True, group="analysis")
    def run_analysis(self) -> None:
        worker = get_current_worker()

        def stopped() -> bool:
            return self.stop.is_set() or worker.is_cancelled

        def progress(done: int, total: int) -> None:
            if not stopped():
                self.app.call_from_thread(self._progress, done, total)

        try:
            result = analyse(self.record, seed=self.seed, playouts=self.playouts,
                             jobs=self.jobs or default_jobs(), progress=progress,
                             cancelled=stopped)
            words = [swing_words(result, swing) for swing in result.swings]
        except Cancelled:
            return
        if not stopped():
            self.app.call_from_thread(self._show, result, words)

    def _progress(self, done: int, total: int) -> None:
        self.query_one(ProgressBar).update(total=total, progress=done)

    def _show(self, result: Analysis, words: list[SwingWords]) -> None:
        self.result = result
        self.query_one(ProgressBar).display = False
        self.query_one("#analysis-note", Static).update(basis_note(result))
        chart_widget = self.query_one(WinChart)
        chart_widget.display = True
        positions = result.positions
        chart_widget.plot([p.estimate.chance for p in positions], [p.turn for p in positions])
        shown: list[Static] = [Static(_("The biggest swings"), classes="swings-title",
                                      markup=False)]
        for number, said in enumerate(words, 1):
            shown.append(Static(f"{number}. {said.title}", classes="swing-title", markup=False))
            shown.append(Static(f"{said.change}\n{said.expert}", classes="swing-body",
                                markup=False))
        if not words:
            shown.append(Static(_("Nobody had a choice to make in this game."), markup=False))
        self.query_one("#analysis-swings", VerticalScroll).mount_all(shown)

    def swings_text(self) -> str:
        """The swings as shown, one line per widget (for tests and screen readers)."""
        return "\n".join(str(w.content) for w in self.query("#analysis-swings Static")
                         if isinstance(w, Static))

    def action_close(self) -> None:
        """Stop the analysis if it is still running, and go back."""
        self.stop.set()
        self.workers.cancel_group(self, "analysis")
        self.app.pop_screen()
