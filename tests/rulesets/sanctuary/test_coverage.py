"""Every Sanctuary card is exercised: over keen random games (players prefer to
play cards, rescue, fortify, use powers and develop), each place 6-10, Hunt and
Survival card, Survivor (rescued), Defense bonus (reached), Avatar ability and
Evolution ability acts at least once. Each game starts with four Evolutions
developed before turn 1 (moved from their piles, so every card stays
conserved), taken in turn from all 30, so that the level II cards, which the
Creature rarely affords in a short random game, act too; one game in ten
starts with the Defense counter near its last bonus, so that it acts too."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from notalone_tui.engine import Action, Game, GameConfig, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.sanctuary import cards as sa_cards
from notalone_tui.engine.rulesets.sanctuary import defense
from notalone_tui.engine.rulesets.sanctuary.state import board, cards

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES = 240
#: What a keen player picks more often than a random one would.
KEEN = (Verb.PLAY, Verb.RESCUE, Verb.FORTIFY, Verb.POWER, Verb.OPEN_HAND, Verb.DEVELOP,
        Verb.EVOLVE)
EVOLUTION_IDS = sorted(sa_cards.EVOLUTIONS)


def _pick(rng: random.Random, options: tuple[Option, ...]) -> Option:
    keen = [o for o in options if o.verb in KEEN]
    if keen and rng.random() < 0.6:
        return rng.choice(keen)
    return rng.choice(options)


def _develop_four(game: Game, seed: int) -> None:
    """Four Evolutions developed at setup (turn 0: active from turn 1), taken from
    wherever they are (a pile or the Creature's hand), and 5 DNA to use them."""
    b, c = board(game.state), cards(game.state)
    for i in range(4):
        card = EVOLUTION_IDS[(4 * seed + i) % len(EVOLUTION_IDS)]
        for zone in (*c.piles.values(), c.hand):
            if card in zone:
                zone.remove(card)
        b.developed.append((card, 0))
    b.dna = 5


def _near_the_last_bonus(game: Game) -> None:
    """The Defense counter two spaces before its last bonus, those passed used: a
    random game seldom gets that far, and the last bonus must act too."""
    track = defense.track_for(game.state)
    last = max(track.bonuses)
    game.state.tracks[defense.TRACK] = last - 2 - defense.start(game.state)
    board(game.state).bonuses = [s for s in sorted(track.bonuses) if s <= last - 2]


@pytest.fixture(scope="module")
def stats() -> Counter[str]:
    total: Counter[str] = Counter()
    for seed in range(GAMES):
        players = 2 + seed % 6
        game = Game.new(GameConfig(names=NAMES[:players], creature_seat=seed % players,
                                   sanctuary="full"), seed)
        _develop_four(game, seed)
        if seed % 10 == 9:
            _near_the_last_bonus(game)
        assert check_invariants(game.state) == []
        rng = random.Random(seed)
        for _ in range(4000):
            if game.is_over:
                break
            d = rng.choice(game.pending)
            game.apply(Action(d.seat, _pick(rng, d.options)))
        assert game.is_over
        assert check_invariants(game.state) == [], seed
        total.update(game.state.stats)
    return total


def test_every_sanctuary_card_was_exercised(stats: Counter[str]) -> None:
    every = {p.id for p in sa_cards.PLACES.values()}
    every |= set(sa_cards.HUNT_CARDS) | set(sa_cards.SURVIVAL_CARDS)
    every |= set(sa_cards.SURVIVORS) | set(sa_cards.BONUSES)
    every |= {f"{a}:used" for a in sa_cards.AVATARS}
    every |= {f"{e}:used" for e in sa_cards.EVOLUTIONS}
    assert len(every) == 5 + 15 + 15 + 18 + 8 + 12 + 30
    assert [k for k in sorted(every) if not stats[k]] == []
