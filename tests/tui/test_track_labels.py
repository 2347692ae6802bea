"""The tracks' labels never run into their tracks, in any language or mode
("Secours", French for Rescue, is seven letters where the English labels are
at most six), and one under the other the tracks start in one column."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from notalone_tui.i18n.current import short_of, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.widgets.track_panel import TrackPanel, track_line

from .private_fit import MODES, new_game


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("mode", list(MODES))
def test_a_space_follows_every_tracks_label(mode: str, lang: str) -> None:
    use(lang)
    view = new_game(mode, 0).view(0)
    for track in view.tracks:
        label = short_of(track)
        line = track_line(label, track.moved, track.goal, track.symbols).plain
        assert line.startswith(label + " ") and line[cell_len(label) + 1:].strip()[0] in "●◇·"


def test_one_under_the_other_the_tracks_start_in_one_column() -> None:
    use("fr")
    view = new_game("sanctuary", 0).view(0)
    shown: list[str] = []
    panel = TrackPanel()
    panel.update = lambda content, **kw: shown.append(content.plain)  # type: ignore[method-assign]  # a spy
    panel.show(view)
    lines = shown[-1].split("\n")
    assert len(lines) == len(view.tracks) >= 3
    assert lines[0].startswith("Secours ●")
    assert len({line.index("●") for line in lines}) == 1, lines
