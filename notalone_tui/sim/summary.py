"""A run's games summed up: win rates with their 95% intervals, turns, ends,
cards, and the tallies of the figures its packs count; and the same as JSON."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from notalone_tui.engine import CREATURE, get_ruleset

from .games import Counts, GameResult, SimConfig
from .modes import rules_id
from .pack import Figures
from .packs import compose


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Summary:
    """A run summed up. The tallies of its packs' figures read as attributes
    named after them (``summary.contamination``, ``summary.ability_games``)."""

    config: SimConfig
    games: int
    creature_wins: int
    turns_mean: float
    turns_sd: float
    turns_min: int
    turns_max: int
    cards: dict[str, int] = field(default_factory=dict)
    conditions: dict[str, int] = field(default_factory=dict)
    #: The tallies of the figure groups counted, by name.
    figures: dict[str, Counts] = field(default_factory=dict)
    #: Those groups, in report order (they print their tallies).
    groups: tuple[Figures, ...] = field(default=(), repr=False, compare=False)

    def __getattr__(self, name: str) -> Counts:
        figures = self.__dict__.get("figures")
        if figures is None or name not in figures:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        found: Counts = figures[name]
        return found

    @property
    def hunted_wins(self) -> int:
        return self.games - self.creature_wins

    def rate(self, side: str) -> tuple[float, float, float]:
        wins = self.creature_wins if side == CREATURE else self.hunted_wins
        low, high = wilson(wins, self.games)
        return (wins / self.games if self.games else 0.0, low, high)

    def to_json(self) -> dict[str, Any]:
        c, c_lo, c_hi = self.rate(CREATURE)
        h, h_lo, h_hi = self.rate("hunted")
        out = {
            "players": self.config.players,
            "games": self.games,
            "creature_level": self.config.creature,
            "hunted_level": self.config.hunted,
            "seed": self.config.seed,
            "side": self.config.side or "alternating",
            "mode": self.config.ruleset,
            "creature_win_rate": c,
            "creature_win_ci95": [c_lo, c_hi],
            "hunted_win_rate": h,
            "hunted_win_ci95": [h_lo, h_hi],
            "expert_budget": {
                "seconds": self.config.expert_seconds,
                "creature_playouts": self.config.playouts(True),
                "hunted_playouts": self.config.playouts(False),
            },
            "turns": {"mean": self.turns_mean, "sd": self.turns_sd,
                      "min": self.turns_min, "max": self.turns_max},
            "cards_played": dict(sorted(self.cards.items())),
            "win_conditions": dict(sorted(self.conditions.items())),
        }
        for group in self.groups:
            out.update(group.json(self.figures, self.games))
        return out


def figure_groups(config: SimConfig) -> tuple[Figures, ...]:
    """The figure groups the games of ``config`` count (those of its rule set's packs)."""
    return compose(get_ruleset(rules_id(config.ruleset, config.sheets)).packs).figures


def summarise(config: SimConfig, results: list[GameResult]) -> Summary:
    turns = [r.turns for r in results]
    cards: Counter[str] = Counter()
    for r in results:
        cards.update(r.cards)
    groups = figure_groups(config)
    figures: dict[str, Counts] = {}
    for group in groups:
        figures.update(group.total([r.figures.get(group.name, {}) for r in results]))
    return Summary(
        config=config,
        games=len(results),
        creature_wins=sum(r.winner == CREATURE for r in results),
        turns_mean=statistics.fmean(turns) if turns else 0.0,
        turns_sd=statistics.pstdev(turns) if len(turns) > 1 else 0.0,
        turns_min=min(turns, default=0),
        turns_max=max(turns, default=0),
        cards=dict(cards),
        conditions=dict(Counter(r.reason for r in results)),
        figures=figures,
        groups=groups,
    )
