"""The footer works out only the keys it can show (``footer.shown_bindings``),
and gets for them exactly what Textual's ``active_bindings`` gives, in the same
order, on every screen of a game; with far fewer questions to the nodes."""

from __future__ import annotations

import random

from textual.pilot import Pilot

from notalone_tui.engine import Game, GameConfig
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.footer import shown_bindings

from .driver import play_game


async def test_the_footers_bindings_are_textuals_for_the_keys_it_can_show() -> None:
    game = Game.new(GameConfig(names=("Ada", "Ben", "Cleo", "Dev"), creature_seat=0), seed=3)
    app = NotAloneApp(game, autosave=False)
    app.input_guard = 0.0
    compared: set[str] = set()
    asked = {"all": 0, "shown": 0}

    async def compare(pilot: Pilot[None]) -> bool:
        screen = app.screen
        check = app._check_action_state
        calls = [0]

        def counted(action: str, namespace: object) -> bool | None:
            calls[0] += 1
            return check(action, namespace)  # type: ignore[arg-type]

        app._check_action_state = counted  # type: ignore[method-assign,assignment]
        try:
            everything = screen.active_bindings
            asked["all"] += calls[0]
            calls[0] = 0
            mine = shown_bindings(screen)
            asked["shown"] += calls[0]
        finally:
            del app._check_action_state
        keys = {key for _node, bindings in screen._modal_binding_chain
                for key, listed in bindings.key_to_bindings.items()
                if any(binding.show for binding in listed)} | {app.COMMAND_PALETTE_BINDING}
        assert list(mine.items()) == [(k, v) for k, v in everything.items() if k in keys]
        assert any(binding.show for _n, binding, _e, _t in mine.values())
        compared.add(type(screen).__name__)
        return False

    async with app.run_test(size=(120, 40)) as pilot:
        await play_game(pilot, random.Random(2), check_secrets=False, interlude=compare)
    assert {"HandoffScreen", "HuntedScreen", "CreatureScreen", "TableScreen"} <= compared
    assert asked["shown"] * 3 < asked["all"]
