"""A few short random Sanctuary games leaning on Phase 3's new options: every
action keeps the invariants (cards, Survivors, removed Monoliths), and every
prompt, option and log line has English."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from notalone_tui.engine import Action, Game, GameConfig, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets import sanctuary
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui.labels import option_label
from tests.engine.scenario import NAMES

#: Verbs a playout prefers when offered (so rescues, fortifications and the new
#: places' powers come up often).
KEEN = (Verb.RESCUE, Verb.FORTIFY, Verb.POWER)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_games_keep_the_invariants_and_words(players: int) -> None:
    seen: set[str] = set()
    for seed in range(3):
        config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                            sanctuary="full")
        game = Game.new(config, seed=seed)
        words = Renderer.for_game(english(), config.names, config.rules_id)
        rng = random.Random(seed)
        for _ in range(2500):
            if game.is_over:
                break
            decision = rng.choice(game.pending)
            view = game.view(decision.seat)
            for option in decision.options:
                assert words(option_label(option, decision.kind, view))
            keen = [o for o in decision.options if o.verb in KEEN]
            option = rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(
                decision.options)
            game.apply(Action(decision.seat, option))
            problems = check_invariants(game.state)
            assert not problems, (seed, problems)
        for seat in (None, *range(players)):
            for message in game.log_for(seat):
                assert words(message)
        seen.update(k for k in game.state.stats if k.startswith(("sa_", "sanctuary-place")))
    assert {"sa_rescue", "sa_fortify"} <= seen


def test_every_message_id_of_phase_three_has_english() -> None:
    """The ids the Phase-3 modules name (including reasons passed by id) are in
    the catalogue."""
    folder = Path(sanctuary.__file__).parent
    ids: set[str] = set()
    for name in ("places", "rescue", "survivor_abilities", "bonuses"):
        ids |= set(re.findall(r'"(sa\.[a-z_.]+)"', (folder / f"{name}.py").read_text()))
    assert len(ids) > 50
    missing = sorted(i for i in ids if i not in english().templates)
    assert missing == []
