"""Widget updates that skip what would change nothing, and frames that paint
a change once, without waiting for Textual's next timer tick (no game module:
the title screen's modules import it too).

A player feels every frame a key takes: Textual paints at most 60 times a
second, and each frame after the first waits 17 to 33 ms for the next tick of
the screen's update timer. Out of the box a key here took three frames, the
second and third repainting what the first had painted (``benchmarks/tui.py``
counts them); :func:`paint_pending`, :func:`late_layouts`, :class:`SizedOnce`
and ``DecisionOptions._on_resize`` bring it to one (1.1 to 1.2 on average)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import Center, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import Label, Static


def show_content(widget: Static, content: str | Text) -> None:
    """Give ``widget`` new content, unless it shows that already: an update lays
    the screen out and draws the widget again, and many keys leave a line (the
    status, a prompt, a hand, the handoff's words) as it was."""
    if widget.content != content:
        widget.update(content)


def paint_pending(screen: Screen[Any]) -> None:
    """Paint, in the frame the screen is about to paint, every widget on show
    that has asked to be drawn again and has not told the screen yet.

    Textual collects a frame's widgets from the ``Update`` messages they post
    when their own message queue goes idle, and paints them at the next tick
    of its 60 fps update timer. Widgets that ask while a frame is being made
    (above all while it is being laid out: a scrollbar whose thumb follows the
    log's new height, an option list or a footer key given its new size) miss
    that frame, and their ``Update`` sets off another one, one or two ticks
    (17 to 33 ms) later, which mostly paints again what this frame has just
    painted. Nearly every key press paid for one or two such frames. Painting
    them now is what the next tick would do, only without the wait.

    Textual's private attributes (a widget's ``_repaint_required``, the
    screen's ``_compositor``) are looked up with care: if they change, the
    widgets are left to Textual's next frame, as before."""
    compositor = getattr(screen, "_compositor", None)
    visible = getattr(compositor, "visible_widgets", None)
    if compositor is None or not visible:
        return
    pending = {widget for widget in visible if getattr(widget, "_repaint_required", False)}
    if pending:
        compositor.update_widgets(pending)
        for widget in pending:
            # Painted now: the widget has nothing left to tell the screen.
            widget._repaint_required = False


def late_layouts(screen: Screen[Any]) -> bool:
    """Hand ``screen`` the layouts its widgets have asked for but not posted
    yet; whether there were any (the frame then waits for them).

    A widget whose size may change (new text in a hand, a handoff's name)
    asks the screen for a layout once its own message queue goes idle, and
    each widget runs its queue in its own task: the screen may have gone idle
    and its update timer fired first. That frame is then laid out without the
    change, and the change takes a frame of its own one or two timer ticks
    (17 to 33 ms) later. Posted now (what the widget would post when idle, the
    same Textual call), the screen reads the requests before it makes this
    frame, a message later rather than a tick later.

    ``_layout_required`` and ``_check_refresh`` are Textual's private
    attributes, looked up with care: without them the frame goes ahead as
    Textual would make it."""
    late = [widget for widget in screen.walk_children(Widget)
            if getattr(widget, "_layout_required", False)]
    for widget in late:
        check = getattr(widget, "_check_refresh", None)
        if not callable(check):
            return False
        check()
    return bool(late)


class SizedOnce(Widget):
    """A widget whose new size takes one layout, not two.

    When Textual lays a screen out it hands each widget its size and sets the
    widget's ``virtual_size``, a reactive that asks for a layout when it
    changes: every widget whose size a layout changed (a footer key given
    another description, a prompt one line longer) asks for a second layout
    of the whole screen, a frame later, which finds everything where the first
    one put it. Textual spares its scrolling path that echo
    (``layout=False``); these widgets are spared it on every layout. (Their
    scrollbars, if any, still follow: ``_size_updated`` updates them either
    way.)

    Listed after the widget's own class (``class K(FooterKey, SizedOnce)``):
    Textual takes a widget's CSS and component classes from its first base."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class PromptLabel(Label, SizedOnce):
    """A :class:`Label` sized in one layout (see :class:`SizedOnce`)."""


class SizedStatic(Static, SizedOnce):
    """A :class:`Static` sized in one layout (see :class:`SizedOnce`)."""


class SizedScrollBar(ScrollBar, SizedOnce):
    """A :class:`ScrollBar` sized in one layout (see :class:`SizedOnce`): it is
    drawn from its own size and the window it is told, never from its virtual
    size, so a layout that gives it a new height need not be followed by
    another."""


class SizedScrollbars(Widget):
    """A scrolling widget whose vertical scrollbar is a :class:`SizedScrollBar`
    (listed after the widget's own class, as :class:`SizedOnce` is). At 80×24
    the hand's, the log's and the option list's scrollbars change height with
    most keys, and each change cost a second frame a tick later."""

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        # Textual's own property, with a SizedScrollBar; its private
        # ``_vertical_scrollbar`` and ``App._start_widget`` are looked up with
        # care: without them, Textual's scrollbar.
        start = getattr(self.app, "_start_widget", None)
        if getattr(self, "_vertical_scrollbar", False) is not None or not callable(start):
            return super().vertical_scrollbar
        bar = SizedScrollBar(vertical=True, name="vertical",
                             thickness=self.scrollbar_size_vertical)
        bar.display = False
        self._vertical_scrollbar = bar
        start(self, bar)
        return bar


class SizedScroll(VerticalScroll, SizedOnce, SizedScrollbars):
    """A :class:`VerticalScroll` sized in one layout (see :class:`SizedOnce`):
    its scrollbar still comes and goes with its content, and is sized in one
    layout too (see :class:`SizedScrollbars`)."""


class SizedCenter(Center, SizedOnce):
    """A :class:`Center` sized in one layout (see :class:`SizedOnce`): the
    handoff's lines, whose names change from one handoff to the next."""
