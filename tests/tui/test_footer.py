"""The steady footer rebuilds its keys only when what it shows changes."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from notalone_tui.tui.footer import SteadyFooter


class Keys(Screen[None]):
    BINDINGS = [
        Binding("a", "alpha", "Alpha"),
        Binding("u", "undo", "Undo"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield SteadyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.app.undo_offered  # type: ignore[attr-defined, no-any-return]
        return True

    def action_alpha(self) -> None:
        pass

    def action_undo(self) -> None:
        pass


class Other(Screen[None]):
    def compose(self) -> ComposeResult:
        yield SteadyFooter()


class FooterApp(App[None]):
    ENABLE_COMMAND_PALETTE = False
    undo_offered = False

    def on_mount(self) -> None:
        self.push_screen(Keys())


def shown(screen: Screen[object]) -> list[str]:
    return [key.description for key in screen.query(FooterKey)]


async def test_same_keys_are_not_rebuilt_and_new_keys_are() -> None:
    app = FooterApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.screen
        keys = list(screen.query(FooterKey))
        assert shown(screen) == ["Alpha"]
        for _ in range(5):
            screen.refresh_bindings()
            await pilot.pause()
        assert list(screen.query(FooterKey)) == keys  # the very same widgets

        app.undo_offered = True
        screen.refresh_bindings()
        await pilot.pause()
        assert shown(screen) == ["Alpha", "Undo"]

        app.undo_offered = False
        screen.refresh_bindings()
        await pilot.pause()
        assert shown(screen) == ["Alpha"]


async def test_a_screen_in_the_background_rebuilds_when_it_shows_again() -> None:
    app = FooterApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        keys_screen = app.screen
        await app.push_screen(Other())
        await pilot.pause()
        app.undo_offered = True
        keys_screen.refresh_bindings()  # while hidden: nothing to do yet
        await pilot.pause()
        assert shown(keys_screen) == ["Alpha"]
        app.pop_screen()
        await pilot.pause()
        assert app.screen is keys_screen
        assert shown(keys_screen) == ["Alpha", "Undo"]
