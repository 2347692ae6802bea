"""The sheets' state is public: a seat's redacted game keeps it, and a search
bot's imagined games carry it (the characters, the Creature's abilities, the
abilities used this turn), so the expert plays the sheets through its playouts."""

from __future__ import annotations

import random

from notalone_tui.engine import Action, Game, GameConfig
from notalone_tui.engine.determinize import can_determinize, determinize
from notalone_tui.engine.knowledge import HIDDEN, redact
from notalone_tui.engine.rulesets.sheets import abilities

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")


def test_redaction_keeps_the_sheets_state_and_hides_any_other() -> None:
    game = Game.new(GameConfig(names=NAMES, creature_seat=0, sheets=True), 3)
    game.state.turn.extra[abilities.USED] = [2]
    game.state.extra["elsewhere"] = {"secret": 1}
    known = redact(game, 1)
    assert known.extra[abilities.CHARACTERS_KEY] == abilities.characters_of(game.state)
    assert known.extra[abilities.CREATURE_KEY] == abilities.CREATURE_ABILITIES
    assert known.turn.extra == {abilities.USED: [2]}
    assert known.extra["elsewhere"] is HIDDEN
    assert not can_determinize(known, 1)  # an undeclared key still stops the sampler


def test_every_seat_can_imagine_a_sheets_game_and_play_it_on() -> None:
    game = Game.new(GameConfig(names=NAMES, creature_seat=2, sheets=True), 8)
    rng = random.Random(1)
    seen = 0
    for _ in range(300):
        if game.is_over:
            break
        d = game.pending[0]
        known = game.view(d.seat, knowledge=True).knowledge
        assert known is not None and can_determinize(known, d.seat)
        imagined = determinize(known, d.seat, rng)
        assert imagined.config.rules_id == "base+sheets"
        assert imagined.extra == game.state.extra
        assert imagined.turn.extra == game.state.turn.extra
        Game(imagined).apply(Action(d.seat, d.options[0]))
        seen += 1
        game.apply(Action(d.seat, rng.choice(d.options)))
    assert seen > 50
