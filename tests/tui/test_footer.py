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
            # The test app's own flag (self.app is typed as any App).
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
    """The keys on show (a key no longer wanted is hidden, kept for later)."""
    return [key.description for key in screen.query(FooterKey) if key.display]


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


class Changing(Screen[None]):
    """Keys that come and go in the middle of the footer, and one that is
    sometimes disabled."""

    BINDINGS = [
        Binding("a", "alpha", "Alpha"),
        Binding("b", "beta", "Beta"),
        Binding("g", "gamma", "Gamma"),
        Binding("u", "undo", "Undo"),
    ]
    state = 0

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield SteadyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "beta":
            return self.state % 2 == 1
        if action == "gamma":
            return None if self.state == 2 else True
        if action == "undo":
            return self.state >= 2
        return True

    def action_alpha(self) -> None:
        pass

    action_beta = action_gamma = action_undo = action_alpha


class ChangingApp(App[None]):
    def __init__(self, state: int = 0) -> None:
        super().__init__()
        self.state = state

    def on_mount(self) -> None:
        screen = Changing()
        screen.state = self.state
        self.push_screen(screen)


async def screenshot_of(state: int) -> str:
    """The footer composed afresh in ``state``."""
    app = ChangingApp(state)
    async with app.run_test(size=(80, 6)) as pilot:
        await pilot.pause()
        await pilot.pause()
        return app.export_screenshot()


async def test_keys_changed_in_place_look_like_keys_composed_afresh() -> None:
    app = ChangingApp()
    async with app.run_test(size=(80, 6)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Changing)
        for state in (1, 2, 3, 0, 3, 1, 2, 0):
            keys = list(screen.query(FooterKey))
            screen.state = state
            screen.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert set(keys) <= set(screen.query(FooterKey)), state  # none rebuilt
            assert app.export_screenshot() == await screenshot_of(state), state
