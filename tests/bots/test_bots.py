"""Bots answer every decision legally, in every seat, from their own view only."""

from __future__ import annotations

import inspect

import pytest

from notalone_tui.bots import LEVELS, Bot, ExpertBot, StandardBot, decide, make_bot
from notalone_tui.engine import Action, Game, GameConfig, GameView, Option
from notalone_tui.engine.knowledge import UNKNOWN_CARD, UNKNOWN_PLACE

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


class Spy(Bot):
    """Wraps a bot and records every view it is handed."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(0)
        self.inner = inner
        self.wants_knowledge = inner.wants_knowledge
        self.views: list[GameView] = []

    def choose(self, view: GameView) -> Option:
        self.views.append(view)
        return self.inner.choose(view)


def play(players: int, seed: int, levels: dict[int, str]) -> tuple[Game, dict[int, Spy]]:
    config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                        board_side=1 + seed % 2)
    game = Game.new(config, seed)
    bots = {s: Spy(make_bot(levels[s], seed * 31 + s, playouts=2)) for s in range(players)}
    for _ in range(20_000):
        if game.is_over:
            break
        decision = game.pending[0]
        option = decide(bots[decision.seat], game, decision.seat)
        game.apply(Action(decision.seat, option))  # raises if a bot picks an illegal option
    return game, bots


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", range(2, 8))
def test_every_level_in_every_seat_finishes_games(level: str, players: int) -> None:
    """The expert searches with a tiny budget here (2 playouts per decision)."""
    for seed in range(1 if level == "expert" else 3):
        game, _ = play(players, seed, {s: level for s in range(players)})
        assert game.is_over


@pytest.mark.parametrize("players", [3, 5, 7])
def test_mixed_levels_finish(players: int) -> None:
    for seed in range(4):
        levels = {s: LEVELS[(s + seed) % len(LEVELS)] for s in range(players)}
        game, _ = play(players, seed, levels)
        assert game.is_over


def test_bots_decide_from_their_view_alone() -> None:
    """No bot is ever handed the game: ``choose`` takes the view and nothing else."""
    for bot in (make_bot(level) for level in LEVELS):
        assert list(inspect.signature(bot.choose).parameters) == ["view"]
    assert ExpertBot.wants_knowledge and not StandardBot.wants_knowledge


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_bots_only_ever_see_their_own_seats_view(level: str) -> None:
    game, bots = play(5, 3, {s: level for s in range(5)})
    for seat, spy in bots.items():
        assert spy.views
        for view in spy.views:
            assert view.viewer == seat
            # The game as the seat may know it, only for a bot that asks for it.
            known = view.knowledge
            assert (known is not None) == spy.wants_knowledge
            if known is not None:
                assert known.seed == 0 and known.log == []
                assert set(known.hunt_deck + known.survival_deck) <= {UNKNOWN_CARD}
                for s, h in known.hunted.items():
                    if s != seat:
                        assert set(h.survival) <= {UNKNOWN_CARD}
                        if view.phase < 3:
                            assert set(h.played) <= {UNKNOWN_PLACE}
            for hv in view.hunted:
                if hv.seat != seat:
                    assert hv.hand is None and hv.survival is None and hv.played is None
            if seat != view.creature_seat:
                assert view.creature.hand is None
            for d in view.pending:
                if d.seat != seat and d.visibility == "private":
                    assert d.options is None


def test_bots_do_not_disturb_the_games_randomness() -> None:
    """A bot game's record replays to the same state without the bots: their own
    random streams never touch the game's seeded one."""
    game, _ = play(4, 9, {s: "standard" for s in range(4)})
    again = Game.replay(game.state.config, game.state.seed, game.actions)
    assert again.state == game.state


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("genius")


def test_sorted_candidates_follow_the_piles_they_are_kept_by() -> None:
    """``sorted_candidates`` keeps its answers by ``(owned, discard)``: every Hunted
    of every view of whole games gets ``sorted(candidates(hv))``, also when the
    same piles come back and under Smokescreen (no discard pile shown)."""
    import dataclasses

    from notalone_tui.bots import knowledge

    for players, seed in ((4, 1), (5, 2)):
        _, bots = play(players, seed, dict.fromkeys(range(players), "standard"))
        views = [view for spy in bots.values() for view in spy.views]
        hunted = [hv for view in views for hv in view.hunted]
        assert len({(hv.owned, hv.discard) for hv in hunted}) > 5
        for hv in hunted:
            assert knowledge.sorted_candidates(hv) == tuple(sorted(knowledge.candidates(hv)))
    hv = hunted[-1]
    hidden = dataclasses.replace(hv, discard=None)
    assert knowledge.sorted_candidates(hidden) == tuple(sorted(hv.owned))
    knowledge._SORTED.clear()
    assert knowledge.sorted_candidates(hv) == tuple(sorted(knowledge.candidates(hv)))
