"""A prompt names only the cards it offers: Sanctuary's window after the
Reckoning opens whether or not the Creature holds Harvest (its opening tells
the table nothing), so its prompt must not name Harvest (Romanian "Recoltă")
when all the Creature can do is go on."""

from __future__ import annotations

import random

from notalone_tui.engine import Action, Game, Verb
from notalone_tui.engine.messages import CardRef
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.catalogue import catalogue
from notalone_tui.sim.modes import game_config

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


def test_the_post_reckoning_prompt_names_only_the_cards_offered() -> None:
    windows = {"offered": 0, "nothing": 0}
    for seed in range(40):
        game = Game.new(game_config("sanctuary", NAMES, seed % 5, 1, False), seed=seed)
        words = Renderer.for_game(catalogue("ro"), NAMES, game.state.config.rules_id)
        rng = random.Random(seed)
        while not game.is_over:
            for decision in game.pending:
                if not decision.prompt.id.startswith("sa.hunt.post"):
                    continue
                offered = {o.card for o in decision.options if o.verb is Verb.PLAY}
                named = {arg.id for value in decision.prompt.args.values()
                         for arg in (value if isinstance(value, tuple) else (value,))
                         if isinstance(arg, CardRef)}
                assert named == offered, words(decision.prompt)
                harvest = words.value(CardRef("sanctuary-hunt-harvest"))
                shown = words(decision.prompt)
                assert (harvest in shown) == ("sanctuary-hunt-harvest" in offered), shown
                windows["offered" if offered else "nothing"] += 1
            decision = rng.choice(game.pending)
            game.apply(Action(decision.seat, rng.choice(decision.options)))
    assert windows["offered"] and windows["nothing"], windows
