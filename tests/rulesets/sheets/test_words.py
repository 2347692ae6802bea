"""The sheets' messages are keys with English templates, like the base game's."""

from __future__ import annotations

import dataclasses
import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.rulesets.sheets import CHARACTERS, CREATURE_ABILITIES
from notalone_tui.engine.rulesets.sheets.abilities import name
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui.labels import option_label
from tests.i18n.test_messages import strings

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")


@pytest.mark.parametrize("players", [3, 5, 7])
def test_every_sheets_message_renders_and_the_state_holds_no_english(players: int) -> None:
    for seed in range(4):
        config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                            board_side=1 + seed % 2, sheets=True)
        game = Game.new(config, seed=seed)
        words = Renderer.for_game(english(), config.names, config.rules_id)
        rng = random.Random(seed)
        while not game.is_over:
            for seat in (None, *range(players)):
                view = game.view(seat)
                for d in view.pending:
                    assert words(d.prompt)
                    for option in d.options or ():
                        label = words(option_label(option, d.kind, view))
                        assert label and label != option.verb.value, (d.kind, option)
                        if option.seat >= 0 and d.kind.startswith("sheets"):
                            assert config.names[option.seat] in label
            decision = rng.choice(game.pending)
            game.apply(Action(decision.seat, rng.choice(decision.options)))
        for seat in (None, *range(players)):
            for message in game.log_for(seat):
                assert words(message)
        # No config: its names are the players', not the engine's English.
        state = dataclasses.replace(game.state, config=None)  # type: ignore[arg-type]
        assert [s for s in strings(state) if " " in s] == []


def test_every_character_and_ability_has_a_name() -> None:
    words = Renderer(english(), NAMES[:3])
    names = [words(name(a)) for a in (*CHARACTERS, *CREATURE_ABILITIES)]
    assert names[:2] == ["Dara Mbeki, Field Medic", "Oleg Varga, Mechanic"]
    assert len(set(names)) == 8
