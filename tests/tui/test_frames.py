"""A change on screen is laid out and painted once: no second layout, no
extra frame a timer tick later (see ``notalone_tui/tui/updates.py``).

These count layouts, frames and cache clearings, never time."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import RichLog, Static

from notalone_tui.tui.screens.base import BaseScreen
from notalone_tui.tui.updates import SizedScroll, SizedStatic
from notalone_tui.tui.widgets.decision_options import DecisionOptions


def count_calls(obj: Any, name: str) -> list[int]:
    """Count the calls of ``obj.name`` from now on (in the one-item list returned)."""
    calls = [0]
    original = getattr(obj, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return original(*args, **kwargs)

    setattr(obj, name, counted)
    return calls


class Lines(BaseScreen):
    """A line whose text sets its width and height, over a log whose height
    follows (the layout of a decision beside the game log)."""

    DEFAULT_CSS = """
    #line { width: auto; height: auto; }
    #log { height: 1fr; }
    """

    def __init__(self, sized: bool, log: bool) -> None:
        super().__init__()
        self.sized = sized
        self.with_log = log

    def compose(self) -> ComposeResult:
        with Vertical():
            kind = SizedStatic if self.sized else Static
            yield kind("short", id="line")
            if self.with_log:
                yield RichLog(id="log")


class LinesApp(App[None]):
    def __init__(self, sized: bool, log: bool) -> None:
        super().__init__()
        self.sized = sized
        self.with_log = log

    def on_mount(self) -> None:
        self.push_screen(Lines(self.sized, self.with_log))


async def grow_line(sized: bool, log: bool = False) -> tuple[int, int]:
    """Layouts and frames it takes to show a longer, taller line (above a
    log that scrolls, with ``log``)."""
    app = LinesApp(sized, log)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if log:
            app.screen.query_one(RichLog).write("\n".join(f"line {n}" for n in range(60)))
        await pilot.pause(0.2)
        layouts = count_calls(app.screen, "_refresh_layout")
        frames = count_calls(app, "_display")
        app.screen.query_one("#line", Static).update("a much longer line\n" * 5)
        await pilot.pause(0.2)
        return layouts[0], frames[0]


async def test_a_sized_line_takes_one_layout_and_one_frame() -> None:
    """The line's new size is laid out and painted once: Textual would lay
    the screen out again for the line's new virtual size, and paint again."""
    assert await grow_line(sized=True) == (1, 1)


async def test_a_plain_static_line_is_laid_out_again() -> None:
    """What :class:`SizedStatic` spares: Textual's own Static asks for a second
    layout once the first has given it its new size."""
    layouts, _frames = await grow_line(sized=False)
    assert layouts == 2


async def test_a_scrollbar_that_follows_a_layout_is_painted_with_it() -> None:
    """The log's scrollbar, whose thumb follows the log's new height, asks to
    be drawn while the screen is laid out: it is painted in that layout's
    frame (Textual would paint it in a frame of its own, a tick later). Its
    own size takes a second layout (Textual's scrollbars are not sized once),
    painted in the same way: one frame a layout."""
    layouts, frames = await grow_line(sized=True, log=True)
    assert frames == layouts


class OptionsApp(App[None]):
    CSS = """
    #box { width: 40; height: 6; }
    DecisionOptions { height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield DecisionOptions(*[f"option {n}" for n in range(3)], id="options")


async def test_the_decision_list_keeps_its_lines_when_only_its_height_changes() -> None:
    app = OptionsApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        options = app.query_one(DecisionOptions)
        cleared = count_calls(options, "_clear_caches")
        before = options.size
        app.query_one("#box").styles.height = 8
        await pilot.pause(0.1)
        assert options.size == (before.width, before.height + 2)
        assert cleared[0] == 0
        app.query_one("#box").styles.width = 30
        await pilot.pause(0.1)
        assert options.size.width == before.width - 10
        assert cleared[0] >= 1  # lines wrap again at a new width


async def test_a_layout_a_widget_has_not_posted_yet_goes_into_the_next_frame() -> None:
    """The screen's update timer can fire before a widget that asked for a
    layout has told the screen (each widget runs its own message queue): the
    frame then waits for that layout (a message) rather than leaving it to a
    frame of its own, a timer tick later."""
    app = LinesApp(sized=True, log=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        line = screen.query_one("#line", Static)
        layouts = count_calls(screen, "_refresh_layout")
        frames = count_calls(app, "_display")
        line.update("a much longer line\n" * 5)
        assert line._layout_required  # asked, not yet posted
        screen._on_timer_update()  # the timer fires first
        assert frames[0] == 0  # that frame waits for the layout
        assert not line._layout_required  # handed to the screen
        await pilot.pause(0.2)
        assert (layouts[0], frames[0]) == (1, 1)
        assert line.size.height == 6  # five lines and the last one's newline


async def test_a_layout_posted_but_not_handled_yet_goes_into_the_next_frame() -> None:
    """The timer can also fire after a widget has posted its layout to the
    screen but before the screen has read it (the footer's keys, given their
    new bindings, post theirs as the screen is switched to): the frame waits
    for the screen's queue rather than leaving the layout to a second frame."""
    app = LinesApp(sized=True, log=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        line = screen.query_one("#line", Static)
        layouts = count_calls(screen, "_refresh_layout")
        frames = count_calls(app, "_display")
        screen.refresh(layout=True)  # a frame to make: another widget's change
        line.update("a much longer line\n" * 5)
        line._check_refresh()  # what the line does once its own queue is idle
        assert not line._layout_required and screen.message_queue_size  # posted, unread
        screen._on_timer_update()  # the timer fires first
        assert frames[0] == 0  # that frame waits for the screen's queue
        await pilot.pause(0.2)
        assert (layouts[0], frames[0]) == (1, 1)
        assert line.size.height == 6


class Hand(BaseScreen):
    """A scroll whose height follows the line above it (a hand below the
    players table at 80×24): its scrollbar changes height with the line."""

    DEFAULT_CSS = """
    #line { height: auto; }
    #hand { height: 1fr; }
    """

    def __init__(self, sized: bool) -> None:
        super().__init__()
        self.sized = sized

    def compose(self) -> ComposeResult:
        yield SizedStatic("short", id="line")
        with (SizedScroll if self.sized else VerticalScroll)(id="hand"):
            yield Static("\n".join(f"card {n}" for n in range(40)))


class HandApp(App[None]):
    def __init__(self, sized: bool) -> None:
        super().__init__()
        self.sized = sized

    def on_mount(self) -> None:
        self.push_screen(Hand(self.sized))


async def scroll_layouts(sized: bool) -> tuple[int, int]:
    app = HandApp(sized)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        screen = app.screen
        layouts = count_calls(screen, "_refresh_layout")
        frames = count_calls(app, "_display")
        screen.query_one("#line", Static).update("a taller line\n" * 4)
        await pilot.pause(0.2)
        assert screen.query_one("#hand").vertical_scrollbar.size.height == 24 - 5
        return layouts[0], frames[0]


async def test_a_scrolls_scrollbar_takes_its_new_height_in_the_same_layout() -> None:
    """SizedScroll's scrollbar is sized in one layout; Textual's own asks for a
    second one (and a second frame) once the first has given it its height."""
    assert await scroll_layouts(sized=True) == (1, 1)
    layouts, _frames = await scroll_layouts(sized=False)
    assert layouts == 2
