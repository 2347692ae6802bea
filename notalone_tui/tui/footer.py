"""A footer that rebuilds its keys only when they change.

Textual's :class:`~textual.widgets.Footer` throws away and recreates every key
widget whenever any screen asks for its bindings to be refreshed: on every
focus change, every screen switch and every ``refresh_bindings`` call. In this
game that happens on nearly every key press (each choice moves the focus or the
screen), and the rebuild, its styling and the extra frame it paints cost about
a fifth of a key's time. The keys themselves seldom change, so this footer
compares what it would show with what it shows and rebuilds only on a
difference. Fewer rebuilds also means less of Textual 8's footer garbage
(Textualize/textual#6666).
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.screen import Screen
from textual.widgets import Footer


class SteadyFooter(Footer):
    """:class:`Footer`, minus the rebuilds that would show the same keys."""

    _shown: Hashable | None = None

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        # A screen already switched away from rebuilds when it shows again (its
        # focus is restored, which refreshes its bindings); building it now, from
        # the next screen's state, would be wasted and briefly wrong.
        if not self.is_attached or self.screen is not self.app.screen:
            return
        keys = self.signature()
        if keys == self._shown and self.children:
            return
        self._shown = keys
        await self.recompose()

    def signature(self) -> Hashable:
        """Everything :meth:`Footer.compose` reads: the shown bindings in order,
        whether each is enabled, their tooltips and the palette's key."""
        app = self.app
        active = self.screen.active_bindings
        palette = active.get(app.COMMAND_PALETTE_BINDING)
        return (
            tuple(
                (binding.key, app.get_key_display(binding), binding.description,
                 binding.action, binding.group, enabled, tooltip)
                for _node, binding, enabled, tooltip in active.values()
                if binding.show
            ),
            self.show_command_palette and app.ENABLE_COMMAND_PALETTE,
            palette[1:] if palette is not None else None,
            self.compact,
        )
