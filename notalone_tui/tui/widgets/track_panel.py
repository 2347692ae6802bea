"""The tracks, a line each (or side by side where the panel is compact)."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from notalone_tui.engine import GameView
from notalone_tui.i18n.current import language, short_of

from ..packs import presentation_of
from ..updates import SizedOnce

#: A bonus space of a track (Sanctuary's Defense track): ◇ still to reach,
#: ✓ triggered (shapes, not colours; the Marker on the grid is ◆M).
BONUS_MARKS = {False: "◇", True: "✓"}


def track_line(label: str, moved: int, goal: int, symbols: AbstractSet[int],
               bonuses: Mapping[int, bool] | None = None, label_width: int = 6) -> Text:
    """A track on one line: ● the counter, ★ Victory, ■ spaces behind the
    counter, ◎ the track's symbol spaces ahead; ``bonuses`` (steps from the
    start -> triggered, Sanctuary's Defense track) draws ◇ a bonus to reach
    and ✓ one that triggered. The label is padded to ``label_width`` cells
    (the tracks' longest, for one under the other) and a space always
    follows it: a language's longer word ("Secours") ran into the track."""
    text = Text(label + " " * (max(label_width - cell_len(label), 0) + 1), style="bold")
    for step in range(goal + 1):
        left = goal - step
        if step == moved:
            text.append("●", style="bold reverse")
        elif left == 0:
            text.append("★", style="bold")
        elif bonuses and step in bonuses:
            text.append(BONUS_MARKS[bonuses[step]], style="dim" if bonuses[step] else "bold")
        elif step < moved:
            text.append("■", style="dim")
        elif left in symbols:
            text.append("◎", style="magenta")
        else:
            text.append("·")
    text.append(f" {moved}/{goal}")
    return text


class TrackPanel(Static, SizedOnce):
    """Every counter on its track: the start, symbol spaces and Victory.

    One line a track; :attr:`compact` (set by the screen) puts the tracks side
    by side on as few lines as the panel's width allows."""

    DEFAULT_CSS = """
    TrackPanel { text-wrap: nowrap; text-overflow: ellipsis; }
    """
    compact = False
    _shown: GameView | None = None
    _drawn: tuple[object, ...] | None = None

    def show(self, view: GameView) -> None:
        self._shown = view
        width = self._width()
        shown = presentation_of(view)
        bonuses = {t.id: shown.bonuses(view, t.id) for t in view.tracks}
        look = (self.compact, width, tuple((t.short, t.moved, t.goal, t.symbols)
                                           for t in view.tracks), bonuses, language())
        if look == self._drawn:
            return
        self._drawn = look
        lines: list[Text] = []
        labels = [short_of(track) for track in view.tracks]
        # One under the other, the tracks start in one column; side by side, each
        # label takes only the room it needs beyond the usual six cells.
        label_width = 6 if self.compact else max([6, *map(cell_len, labels)])
        for track, label in zip(view.tracks, labels, strict=True):
            line = track_line(label, track.moved, track.goal, track.symbols,
                              bonuses[track.id], label_width)
            if self.compact and lines and lines[-1].cell_len + 2 + line.cell_len <= width:
                lines[-1].append("  ")
                lines[-1].append_text(line)
            else:
                lines.append(line)
        self.update(Text("\n").join(lines))

    def _width(self) -> int:
        """The width lines may take (the terminal's, before the first layout)."""
        if not self.compact:
            return 0
        return self.content_region.width or max(self.app.size.width - 2, 1)

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._shown is not None:
                self.show(self._shown)

    def on_resize(self) -> None:
        if self.compact and self._shown is not None:
            self.show(self._shown)

