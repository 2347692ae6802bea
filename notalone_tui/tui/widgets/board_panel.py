"""A rule set's board across the screen under the grid (Sanctuary's)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from notalone_tui.engine import GameView
from notalone_tui.i18n.current import language

from ..labels import rules_of
from ..packs import presentation_of


class BoardPanel(Static):
    """The boards a rule set draws across the screen under the grid (see
    :class:`..packs.presentation.Board`): Sanctuary's public board, where the
    Sanctuary token lies, the Creature's DNA, the Survivor row, the developed
    Evolutions. Hidden in a game without one. :attr:`roomy` (set by the
    screen) lets a board show more (Sanctuary's piles and next Defense bonus)."""

    # Hidden until a view has a board: a game without one never lays the
    # screen out with the panel's line (and never has to again).
    DEFAULT_CSS = """
    BoardPanel { height: auto; display: none; }
    """
    roomy = False
    _shown: GameView | None = None
    _drawn: tuple[object, ...] | None = None

    def show(self, view: GameView) -> None:
        self._shown = view
        boards = presentation_of(view).shown_boards(view)
        self.display = bool(boards)
        if not self.display:
            return
        width = self.content_region.width or max(self.app.size.width - 2, 20)
        look = (self.roomy, width, view.rules_view, view.turn, view.tracks, language())
        if look == self._drawn:
            return
        self._drawn = look
        rules = rules_of(view)
        self.update(Text("\n").join(board.text(view, rules, width, self.roomy)
                                    for board in boards))

    def set_roomy(self, roomy: bool) -> None:
        if roomy != self.roomy:
            self.roomy = roomy
            if self._shown is not None:
                self.show(self._shown)

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(self._shown)
