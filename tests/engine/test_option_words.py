"""Every option a player is offered is worded by its rule set, in every language.

The base game's wording ends with a catch-all that prints the bare verb
("develop"): a rule set that adds a decision without wording its options
would show players a single word where a choice should be explained (the light
variant's pick of its Evolution did). Random games of every mode describe each
option of each pending decision, as the app does, and none may fall through;
each prompt, option and log line of those games then renders in every language
(a translated template whose placeholders or plural forms do not fit the
arguments a real game passes would raise).
"""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game
from notalone_tui.engine.messages import Msg
from notalone_tui.i18n import LANGUAGES, Renderer
from notalone_tui.i18n.catalogue import catalogue
from notalone_tui.sim.modes import MODES, game_config

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")
#: The catch-all message of the base game's wording (rulesets/base/describe.py).
FALLBACK = "base.option.other"
GAMES = 15


def _keep(said: dict[str, Msg], message: Msg) -> None:
    """Keep ``message`` under its id and its arguments' form: one of each id for
    each count it was said with (plural forms) and each kind of argument."""
    shape = message.id + repr(sorted((k, v if isinstance(v, int) else type(v).__name__)
                                     for k, v in message.args.items()))
    said.setdefault(shape, message)


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
    said: dict[str, Msg] = {}  # the messages met, to render in every language
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
                _keep(said, decision.prompt)
                _keep(said, decision.public_prompt)
                for option in decision.options:
                    words = rules.describe(rules, option, decision.kind, view)
                    _keep(said, words)
                    if words.id == FALLBACK:
                        fell_through.add(f"{decision.kind}: {option.verb.value}")
            decision = game.pending[0]
            game.apply(Action(decision.seat, rng.choice(decision.options)))
        for event in game.state.log:
            for line in (event.public, *(line for _seat, line in event.private)):
                _keep(said, line)
    assert len(kinds) > 10, kinds  # the games went well past the set-up
    assert not fell_through, sorted(fell_through)
    config = game.state.config
    for lang in LANGUAGES:
        render = Renderer.for_game(catalogue(lang), config.names, config.rules_id)
        for message in said.values():
            assert render(message), (lang, message.id)
