"""A footer that rebuilds its keys only when they change, and then in place.

Textual's :class:`~textual.widgets.Footer` throws away and recreates every key
widget whenever any screen asks for its bindings to be refreshed: on every
focus change, every screen switch and every ``refresh_bindings`` call. In this
game that happens on nearly every key press (each choice moves the focus or the
screen), and the rebuild, its styling and the extra frame it paints cost about
a fifth of a key's time. The keys themselves seldom change, so this footer
compares what it would show with what it shows and does nothing when they are
the same. When they differ (a decision that picks places adds the place keys,
an undo comes or goes), the key widgets on show are given their new bindings
and only the difference is mounted or removed: removing and mounting every key
(Textual's way) cost a third of such a key press. Fewer rebuilds also means
less of Textual 8's footer garbage (Textualize/textual#6666).

The keys' descriptions (and a key's name where a keyboard prints it in the
language: French "Entrée") are marked for translation where the bindings are
defined (``N_``) and translated here, as they are shown, in the language spoken
now: switching languages shows every key in the new one at the next refresh.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from notalone_tui.i18n.current import N_, _, language

from .updates import SizedOnce

#: The words Textual gives its own keys (the command palette's, a dropdown's),
#: marked for translation (Textual defines them, in English, in its widgets).
PALETTE_WORDS = (
    # TRANSLATORS: the command palette's key in the footer ("^p palette").
    N_("palette"),
    # TRANSLATORS: the tooltip of the command palette's key in the footer.
    N_("Open the command palette"),
    # TRANSLATORS: the key that closes a setup dropdown's list ("esc Dismiss menu").
    N_("Dismiss menu"),
)


def said(words: str) -> str:
    """A key's description or tooltip in the language spoken now (none stays
    none: gettext would answer the empty string with its catalogue's header)."""
    return _(words) if words else words


def speaking() -> str:
    """The language spoken now."""
    return language()


def shown_bindings(screen: Screen[object]) -> dict[str, ActiveBinding]:
    """``screen.active_bindings`` for the keys a footer can show: those with a
    binding shown somewhere in the screen's chain, and the command palette's.

    Textual works out every binding of the chain, asking each one's node
    whether it is enabled (``check_action``); a private screen binds 45 keys
    (a letter and a number a choice), of which the footer shows six, and the
    footer looks at them two or three times a key press. A key is kept or
    replaced exactly as Textual does (the first enabled binding, unless a later
    one has priority), so the bindings given for these keys, and their order,
    are Textual's. Its private binding chain and action check are looked up
    with care: without them, this is ``active_bindings``."""
    chain = getattr(screen, "_modal_binding_chain", None)
    check = getattr(screen.app, "_check_action_state", None)
    if chain is None or not callable(check):
        return screen.active_bindings
    wanted = {screen.app.COMMAND_PALETTE_BINDING}
    for _node, bindings in chain:
        for key, listed in bindings.key_to_bindings.items():
            if key not in wanted and any(binding.show for binding in listed):
                wanted.add(key)
    found: dict[str, ActiveBinding] = {}
    for namespace, bindings in chain:
        for key, listed in bindings.key_to_bindings.items():
            if key not in wanted:
                continue
            for binding in listed:
                state = check(binding.action, namespace)
                if state is False:
                    continue  # disabled and hidden
                existing = found.get(key)
                if existing is None or (binding.priority and not existing.binding.priority):
                    found[key] = ActiveBinding(namespace, binding, bool(state), binding.tooltip)
    return found


class KeyShown(NamedTuple):
    """One key as :meth:`Footer.compose` would draw it (the arguments of a
    :class:`FooterKey`)."""

    key: str
    key_display: str
    description: str
    action: str
    disabled: bool
    tooltip: str


class SteadyKey(FooterKey, SizedOnce):
    """A footer key that can be given another binding instead of being replaced
    (and that takes its new width in one layout: see :class:`SizedOnce`)."""

    def __init__(self, shown: KeyShown, compact: bool | None = None, classes: str = "") -> None:
        """``compact``: the footer's setting, known from the start (a FooterKey
        starts compact and learns the footer's setting once mounted, restyling
        itself twice on the way); None: FooterKey's way."""
        if compact:
            classes += " -compact"
        super().__init__(shown.key, shown.key_display, shown.description, shown.action,
                         disabled=shown.disabled, tooltip=shown.tooltip, classes=classes)
        if compact is not None:
            self.set_reactive(FooterKey.compact, compact)
        self.shown = shown

    def show(self, shown: KeyShown) -> None:
        """Draw ``shown`` instead (as a new key made from it would look)."""
        if shown == self.shown:
            return
        self.shown = shown
        self.key, self.key_display = shown.key, shown.key_display
        self.description, self.action = shown.description, shown.action
        # FooterKey keeps whether it is disabled where its click handler reads it
        # (a bell instead of the key), and shows it with a class.
        self._disabled = shown.disabled
        self.set_class(shown.disabled, "-disabled")
        self.tooltip = shown.tooltip or None
        self.refresh(layout=True)  # as wide as its text


class SteadyFooter(Footer):
    """:class:`Footer`, minus the rebuilds that would show the same keys, and
    with the keys that change updated in place.

    Its key widgets are kept: a key that is no longer shown is hidden rather
    than removed, and shown again, with whichever binding comes next, when more
    keys are wanted; only keys beyond those it ever showed are mounted."""

    _shown: Hashable | None = None

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if not self.is_attached or screen is not self.screen:
            return
        # A screen already switched away from updates when it shows again (its
        # focus is restored, which refreshes its bindings); updating it now, from
        # the next screen's state, would be wasted and briefly wrong.
        if self.children and screen is self.app.screen:
            keys = self.signature()
            if keys == self._shown:
                return
            # Now rather than after the next refresh: the keys change in the
            # same frame as the screen that changed them.
            wanted = self._wanted()
            if wanted is not None and self._show_keys(*wanted):
                self._shown = keys
                return
        self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        if not self.is_attached or self.screen is not self.app.screen:
            return
        keys = self.signature()
        if keys == self._shown and self.children:
            return
        self._shown = keys
        wanted = self._wanted()
        if wanted is None or not self._show_keys(*wanted):
            # The first keys, the palette's key coming or going, or groups:
            # Footer's way.
            await self.recompose()

    def _wanted(self) -> tuple[list[KeyShown], KeyShown | None] | None:
        """The keys :meth:`Footer.compose` would yield, and the command palette's;
        None where it would group keys (this footer then leaves it to compose)."""
        app = self.app
        first: dict[str, tuple[Binding, bool, str]] = {}
        active = shown_bindings(self.screen)
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                first.setdefault(binding.action, (binding, enabled, tooltip))
        keys = []
        for binding, enabled, tooltip in first.values():
            if binding.group is not None:
                return None
            keys.append(KeyShown(binding.key, said(app.get_key_display(binding)),
                                 said(binding.description), binding.action, not enabled,
                                 said(tooltip)))
        palette = None
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            found = active.get(app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, binding, enabled, _tooltip = found
                palette = KeyShown(binding.key, app.get_key_display(binding),
                                   said(binding.description), binding.action, not enabled,
                                   said(binding.tooltip or binding.description))
        return keys, palette

    def compose(self) -> ComposeResult:
        """Footer's keys as :class:`SteadyKey` widgets (which can change in place)."""
        wanted = self._wanted() if self._bindings_ready else None
        if wanted is None:
            yield from super().compose()
            return
        keys, palette = wanted
        self.styles.grid_size_columns = len(keys)
        for shown in keys:
            yield SteadyKey(shown, self.compact).data_bind(compact=Footer.compact)
        if palette is not None:
            # Not bound to the footer's setting, as in Footer: compact, FooterKey's default.
            yield SteadyKey(palette, True, classes="-command-palette")

    def _keys(self) -> tuple[list[SteadyKey] | None, SteadyKey | None]:
        """The key widgets in order (None if the footer holds others: groups),
        and the command palette's key."""
        children = list(self.children)
        keys = [child for child in children if isinstance(child, SteadyKey)]
        if len(keys) != len(children):
            return None, None
        on_show = [key for key in keys if not key.has_class("-command-palette")]
        palette = next((key for key in keys if key.has_class("-command-palette")), None)
        return on_show, palette

    def _show_keys(self, keys: list[KeyShown], palette: KeyShown | None) -> bool:
        """Show ``keys`` on the key widgets there are, hiding those left over
        and mounting those missing; False (nothing changed) where the footer
        has no keys yet, or the palette's key would have to come or go."""
        on_show, palette_key = self._keys()
        if not on_show or (palette is None) != (palette_key is None):
            return False
        self.styles.grid_size_columns = len(keys)
        for i, widget in enumerate(on_show):
            if i < len(keys):
                widget.show(keys[i])
            widget.display = i < len(keys)
            # Keys mounted here are not bound to the footer's setting (a key
            # binds to the widget composing it): it is handed down instead.
            widget.compact = self.compact
        if len(keys) > len(on_show):
            self.mount_all([SteadyKey(shown, self.compact) for shown in keys[len(on_show):]],
                           before=palette_key)
        if palette_key is not None and palette is not None:
            palette_key.show(palette)
        return True

    def signature(self) -> Hashable:
        """Everything :meth:`Footer.compose` reads: the shown bindings in order,
        whether each is enabled, their tooltips and the palette's key; and the
        language they are shown in."""
        app = self.app
        active = shown_bindings(self.screen)
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
            speaking(),
        )
