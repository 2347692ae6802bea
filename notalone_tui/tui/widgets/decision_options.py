"""A decision's list of options, whose keys are safe while it has no size."""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.widgets import OptionList

from notalone_tui.i18n.current import N_

from ..updates import SizedScrollbars


def lines_ready(options: OptionList) -> bool:
    """Whether Page Up/Down may act on ``options``: it is laid out and its lines
    are built for the option highlighted. Textual 8 measures them only once the
    list has a size (not while it is hidden, nor in the instant between a
    dropdown opening and its first layout) and its page keys look them up even
    then: a KeyError. The lines are the list's private ``_index_to_line``
    (reading it measures them if the list has a size): no public API tells."""
    return (options.scrollable_content_region.height > 0
            and (options.highlighted or 0) in getattr(options, "_index_to_line", {}))


def drop_stale_click(options: OptionList, event: events.Click) -> None:
    """Stop a click that names an option no longer in ``options``.

    A click names the option of the line drawn under the pointer; when the
    options changed since that frame (a key chose first, or the command palette
    refilled its list as the search ran), the line may name one that is gone,
    and Textual's OptionList would then index past its list and crash the app.
    Called from a subclass's ``on_click``, which runs before the OptionList's own."""
    clicked = event.style.meta.get("option")
    if clicked is not None and not 0 <= clicked < options.option_count:
        event.prevent_default()


class DecisionOptions(OptionList, SizedScrollbars):
    """The decision's options. The footer shows the list's keys (↑↓ to move,
    Enter to choose); Esc backs out of a confirmation.

    Page Up/Down need the list laid out: while the terminal is too small the
    list is hidden and has no size, and Textual's OptionList would then look up
    lines it never measured (a KeyError)."""

    BINDINGS = [
        # One footer entry for the list's keys (↑↓ move, Enter chooses): each
        # entry is a widget the footer builds again whenever its keys change.
        # TRANSLATORS: a key's description in the footer (short): picks an option.
        Binding("enter", "select", N_("Choose"),
                # TRANSLATORS: the keys as printed on the keyboard (French "Entrée").
                key_display=N_("↑↓ Enter")),
        # Not in the footer: the confirmation's own "Back" option names the key,
        # and a footer that stays the same is not rebuilt (see SteadyFooter).
        # TRANSLATORS: a key's description: back from a confirmation to the options.
        Binding("escape", "back", N_("Back"), show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        from .decision_panel import DecisionPanel  # the panel holds the list

        if action == "back":
            panel = self.parent
            return isinstance(panel, DecisionPanel) and panel.confirming is not None
        return True

    def action_back(self) -> None:
        """Esc in a confirmation: back to the decision's options."""
        from .decision_panel import DecisionPanel

        panel = self.parent
        if isinstance(panel, DecisionPanel):
            panel.back()

    def on_click(self, event: events.Click) -> None:
        drop_stale_click(self, event)

    #: The width the lines were last measured at (see :meth:`_on_resize`).
    _measured_width = -1

    def _on_resize(self, event: events.Resize) -> None:  # type: ignore[override]
        """Keep the lines measured and drawn when only the list's height changed.

        Textual's OptionList forgets them on every resize and draws itself
        again, a frame after the one that resized it; but they depend only on
        the width they were measured at, and the list grows and shrinks in
        height with nearly every decision. This handler runs before
        OptionList's own, which it skips while the width stays the same."""
        width = self.scrollable_content_region.width
        if width == self._measured_width:
            event.prevent_default()
        self._measured_width = width
