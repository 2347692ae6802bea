"""Every option a player is offered is worded by its rule set.

The base game's wording ends with a catch-all that prints the bare verb
("develop"): a rule set that adds a decision without wording its options
would show players a single word where a choice should be explained (the light
variant's pick of its Evolution did). Random games of every mode describe each
option of each pending decision, as the app does, and none may fall through.
"""

from __future__ import annotations

import random

import pytest

from notalone_tui.bots.simulate import MODES, game_config
from notalone_tui.engine import Action, Game

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")
#: The catch-all message of the base game's wording (rulesets/base/describe.py).
FALLBACK = "base.option.other"
GAMES = 15


def _configs() -> list[tuple[str, int, bool]]:
    """(mode, players, sheets): each mode with and without the character sheets,
    at 4 and 5 players (Frozen Lands needs 4)."""
    return [(mode, players, sheets) for mode in MODES for players in (4, 5)
            for sheets in (False, True)]


@pytest.mark.parametrize(("mode", "players", "sheets"), _configs(),
                         ids=lambda v: str(v))
def test_every_offered_option_has_its_own_words(mode: str, players: int, sheets: bool) -> None:
    fell_through: set[str] = set()
    kinds: set[str] = set()
    for index in range(GAMES):
        seed = 7000 + index
        rng = random.Random(seed)
        game = Game.new(game_config(mode, NAMES[:players], index % players, 1 + index % 2,
                                    sheets), seed)
        rules = game.rules
        for _ in range(3000):
            if game.is_over:
                break
            for decision in game.pending:
                view = game.view(decision.seat)
                kinds.add(decision.kind)
                for option in decision.options:
                    if rules.describe(rules, option, decision.kind, view).id == FALLBACK:
                        fell_through.add(f"{decision.kind}: {option.verb.value}")
            decision = game.pending[0]
            game.apply(Action(decision.seat, rng.choice(decision.options)))
    assert len(kinds) > 10, kinds  # the games went well past the set-up
    assert not fell_through, sorted(fell_through)
