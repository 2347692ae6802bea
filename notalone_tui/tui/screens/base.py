"""What every screen shares: the help key, the "terminal too small" notice and
the mark shown while autosaves fail."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from notalone_tui.i18n.current import N_, _

from ..updates import late_layouts, paint_pending

if TYPE_CHECKING:
    from notalone_tui.engine.messages import Msg
    from notalone_tui.i18n import Renderer

MIN_WIDTH, MIN_HEIGHT = 80, 24
LARGE_WIDTH, LARGE_HEIGHT = 110, 34



#: The roles' words as shown. A role itself stays English (the app compares it
#: and names a screen's CSS class after it): translate it where it is shown.
ROLE_WORDS = {
    # TRANSLATORS: a player's role, one player (as in "Ada (Creature)").
    "Creature": N_("Creature"),
    # TRANSLATORS: a player's role, one player (as in "Ben (Hunted)").
    "Hunted": N_("Hunted"),
}


def role_word(role: str) -> str:
    """A role ("Creature", "Hunted") in the current language ("" stays "":
    gettext would answer its catalogue's header)."""
    return _(ROLE_WORDS.get(role, role)) if role else role


class TooSmall(Static):
    """Shown instead of the layout when the terminal is below 80×24."""

    def __init__(self) -> None:
        super().__init__(
            _("Please enlarge the terminal to at least {width}×{height}.").format(
                width=MIN_WIDTH, height=MIN_HEIGHT),
            id="too-small",
        )


def too_small(width: int, height: int) -> bool:
    """Whether a terminal of this size is below what the layout needs: the
    screens then show :class:`TooSmall` and the app takes no key for them."""
    return width < MIN_WIDTH or height < MIN_HEIGHT


class SaveTrouble(Static):
    """A line on every screen while autosaves fail (hidden otherwise).

    A notification says it once and fades; the players must still see, many
    moves later, that what they play is not being kept. Its text names the
    disk's problem (a path, an OS message): shown as typed, never as markup.
    Docked on top, it stays in sight over the "too small" notice as well."""

    DEFAULT_CSS = """
    SaveTrouble {
        dock: top;
        width: 100%;
        height: 1;
        padding: 0 1;
        background: $error;
        color: $text;
        text-style: bold;
        text-overflow: ellipsis;
        text-wrap: nowrap;
    }
    """

    def __init__(self) -> None:
        super().__init__("", id="save-trouble", markup=False)
        self.display = False

    def show_trouble(self, problem: str | None) -> None:
        self.display = problem is not None
        if problem is not None:
            self.update(_("⚠ {problem} · play goes on; it saves when it can").format(
                problem=problem.rstrip(".")))


R = TypeVar("R")


def settle_saves(screen: Screen[Any]) -> None:
    """Before a frame is painted, wait for the autosave under way (the app's,
    if it saves): the screen never shows a move the disk does not hold."""
    settle = getattr(screen.app, "settle_saves", None)
    if settle is not None:
        settle()


class Dialog(ModalScreen[R]):
    """A question drawn over the game (confirm, export, language): hidden while
    the terminal is too small, so that the "please enlarge" notice of the
    screens below shows alone. (Nothing typed reaches it then either: the app
    drops every key but quitting and Esc, see ``NotAloneApp``.)"""

    DEFAULT_CSS = """
    Dialog.-too-small > * { display: none; }
    """

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(too_small(*event.size), "-too-small")

    def on_mount(self) -> None:
        self.set_class(too_small(*self.app.size), "-too-small")

    def _on_timer_update(self) -> None:
        settle_saves(self)
        super()._on_timer_update()

    def _compositor_refresh(self) -> None:
        settle_saves(self)
        super()._compositor_refresh()


class BaseScreen(Screen[None]):
    BINDINGS = [
        Binding("question_mark", "app.help", N_("Help"), key_display="?"),
        Binding("f1", "app.help", N_("Help"), show=False),
    ]

    #: Why autosaves are failing now (None while they work): set by the app on
    #: every screen, shown by :class:`SaveTrouble`.
    save_trouble: reactive[str | None] = reactive(None, init=False)

    def compose_notices(self) -> ComposeResult:
        """The notices every screen has: the terminal is too small (it hides the
        rest), autosaves are failing."""
        yield TooSmall()
        yield SaveTrouble()

    def watch_save_trouble(self, problem: str | None) -> None:
        for mark in self.query(SaveTrouble):
            mark.show_trouble(problem)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def on_mount(self) -> None:
        self._fit(self.app.size.width, self.app.size.height)
        # What the app said before the screen was mounted (or, for a screen made
        # while saves fail, such as the game's end, what it says now) shows now.
        trouble = getattr(self.app, "save_trouble", None)
        self.set_reactive(BaseScreen.save_trouble, trouble)
        self.watch_save_trouble(trouble)

    @on(events.ScreenResume)
    def _resumed(self, event: events.ScreenResume) -> None:
        # Only the screen on show hears of a resize: one shown again fits now.
        self._fit(self.app.size.width, self.app.size.height)
        self._skip_restyle_if_current(event)

    #: What the screen's styles were last worked out from (see below).
    _styled_from: tuple[object, ...] | None = None

    def _skip_restyle_if_current(self, event: events.ScreenResume) -> None:
        """Spare Textual working out the styles of every widget again when the
        screen shows again and nothing they depend on changed meanwhile.

        Textual restyles a whole screen each time the app switches to it (a
        few milliseconds a switch, and the game switches screens on most
        keys), in case CSS changed while the screen was hidden: a new theme,
        or style sheets added by screens and widgets shown meanwhile, reach
        only the screens on the stack. Both give the app's style sheet new
        rules (a new list), and whether the app has the terminal's focus
        decides ``:focus``; while neither changed, the styles worked out last
        time are still right. (Classes and pseudo-classes that change restyle
        their widgets themselves, hidden or not.) This handler runs before
        Textual's own, which reads the event."""
        if not event.refresh_styles:
            return
        app = self.app
        styled_from = (app.stylesheet.rules, app.app_focus)
        previous = self._styled_from
        if (previous is not None and previous[0] is styled_from[0]
                and previous[1:] == styled_from[1:]):
            event.refresh_styles = False
        else:
            self._styled_from = styled_from

    #: Whether this frame has already waited for late layouts (see below).
    _waited_for_layouts = False

    def _on_timer_update(self) -> None:
        # Textual's update timer: make a frame. See :func:`~..updates.late_layouts`.
        settle_saves(self)
        if (self is self.app.screen and not self._waited_for_layouts
                and (late_layouts(self) or self.message_queue_size)):
            self._waited_for_layouts = True
            self.call_later(self._on_timer_update)
            return
        self._waited_for_layouts = False
        super()._on_timer_update()

    def _compositor_refresh(self) -> None:
        # Textual's hook that paints a frame (from its update timer, and after
        # each layout, a screen switch's included): see
        # :func:`~..updates.paint_pending`.
        settle_saves(self)
        if self is self.app.screen:
            paint_pending(self)
        super()._compositor_refresh()

    def _fit(self, width: int, height: int) -> None:
        """Classes for the layout: too small to play, or roomy (120×40 and up)."""
        small = too_small(width, height)
        was_too_small = self.has_class("-too-small")
        large = width >= LARGE_WIDTH and height >= LARGE_HEIGHT
        self.set_class(small, "-too-small")
        if large != self.has_class("-large") or not self.fitted_once:
            self.fitted_once = True
            self.set_class(large, "-large")
            self.fitted(large)
        if was_too_small and not small:
            # The notice hid the layout and, with it, the focused widget.
            self.call_after_refresh(self.refocus)

    fitted_once = False

    def fitted(self, large: bool) -> None:
        """The layout changed between small and large (overridden by screens
        whose widgets draw differently)."""

    def refocus(self) -> None:
        """Give the focus back to where keys act after the layout was hidden
        (overridden by the game screens: the current decision's list)."""


class PayloadScreen(BaseScreen):
    """A screen kept for the whole game and refreshed with new content.

    :meth:`updated` is called after new content is stored: it renders at once
    when the screen is on show, otherwise just before the app switches to it
    (:meth:`draw_before_switch`), or once it is mounted (a screen's content is
    never rendered twice for the same update, so keys typed on it are not lost
    to a re-render).
    """

    ready = False
    version = 0
    rendered = -1
    #: Words the game's messages; set by the app when it installs the screen.
    words: Renderer | None = None

    def say(self, message: Msg) -> str:
        return self.words(message) if self.words is not None else str(message)

    def updated(self) -> None:
        self.version += 1
        if self.is_current:
            self.render_payload()

    def on_mount(self) -> None:
        # Nested containers mount their children after the screen's Mount event.
        self.call_after_refresh(self._mounted)

    def _mounted(self) -> None:
        self.ready = True
        self.render_payload()

    def draw_before_switch(self) -> None:
        """Draw what was handed over and not drawn yet, just before the app
        switches to this screen (a screen never mounted draws once it is).

        Drawn on the switch's resume event instead, the widgets' changes would
        reach Textual after it has painted the screen as it was (its update
        timer fires as soon as the screen resumes): a second layout and paint
        of the whole screen on every switch. Drawn first, they are laid out and
        painted with the switch, once."""
        if self.ready and self.rendered != self.version:
            self.render_payload()

    def on_screen_resume(self) -> None:
        if self.rendered != self.version:
            self.render_payload()
        elif self.focused is None:
            self.refocus()

    def refocus(self) -> None:
        """Focus the list of the decision on show, unless the focus is on the grid
        (the list's keys and the grid's both answer the decision)."""
        from ..widgets.artemia_grid import ArtemiaGrid
        from ..widgets.decision_options import DecisionOptions

        if isinstance(self.focused, DecisionOptions | ArtemiaGrid):
            return
        for options in self.query(DecisionOptions):
            if options.option_count:
                options.focus()
            return

    def render_payload(self) -> None:
        """Draw the stored content (overridden; starts with :meth:`begin_render`)."""

    def begin_render(self) -> bool:
        """Whether the screen can draw now; marks the current content as drawn.

        Never while the screen is being closed or removed (the app quitting as
        a computer player's answer arrives): its widgets may be gone already.
        Textual's ``display`` is False exactly then."""
        if not self.ready or not self.display:
            return False
        self.rendered = self.version
        return True
