"""What a simulated run is set up with and what each of its games yields.

The runner makes these and the results store keeps them; both import them from
here, so that neither has to import the other for its types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from notalone_tui.engine import BASE

#: The fixed fields of a game's result, in the order they are stored; the
#: figure groups of the packs follow them (:meth:`GameResult.to_json`).
RESULT_FIELDS = ("seed", "side", "winner", "turns", "reason", "cards")

#: The mode played unless another is asked for: the base game, whose mode is
#: named after its rule set.
DEFAULT_MODE = BASE.id

#: A group's figures for one game (``{"taken": 3, ...}``).
Counts = dict[str, int]


@dataclass(frozen=True)
class SimConfig:
    players: int = 4
    games: int = 100
    creature: str = "standard"
    hunted: str = "standard"
    seed: int = 0
    side: int | None = None  # None: alternate sides 1 and 2
    #: Play with the Remastered character sheets.
    sheets: bool = False
    #: The mode played: one of :data:`notalone_tui.sim.modes.MODES`.
    ruleset: str = DEFAULT_MODE
    jobs: int = 1
    expert_seconds: float = 1.0
    expert_playouts: int | None = None
    #: Per-role playouts for an expert seat, overriding ``expert_playouts``: a
    #: Creature decides for one seat and can afford more than three Hunted.
    creature_playouts: int | None = None
    hunted_playouts: int | None = None

    def playouts(self, creature: bool) -> int | None:
        own = self.creature_playouts if creature else self.hunted_playouts
        return own if own is not None else self.expert_playouts


@dataclass(frozen=True)
class GameResult:
    """One finished game: who won, how, and its figures.

    ``figures`` holds every figure group the packs know (:func:`.packs.group_names`),
    empty where the game's rule set does not count it, so that every game has the
    same shape on disk. A group reads as an attribute named after it
    (``result.sanctuary``), as the fields did before the packs counted them."""

    seed: int
    side: int
    winner: str
    turns: int
    reason: str
    cards: dict[str, int]
    figures: dict[str, Counts] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Counts:
        figures = self.__dict__.get("figures")  # not self.figures: unpickling asks first
        if figures is None or name not in figures:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        found: Counts = figures[name]
        return found

    def to_json(self) -> dict[str, Any]:
        """The result as stored: its fields, then each figure group under its name."""
        return {**{name: getattr(self, name) for name in RESULT_FIELDS}, **self.figures}

    @classmethod
    def from_json(cls, data: dict[str, Any], groups: tuple[str, ...]) -> GameResult:
        """A stored result; every key but the fixed fields is a figure group, and
        each of ``groups`` missing from it (a group that was not known when the
        game was stored) reads as empty. ``KeyError`` or ``TypeError`` when
        ``data`` is no result."""
        extra = {k: v for k, v in data.items() if k not in RESULT_FIELDS}
        if not all(isinstance(v, dict) for v in extra.values()):
            raise TypeError("a figure group is not a table of counts")
        figures = {**{name: {} for name in groups}, **extra}
        return cls(**{name: data[name] for name in RESULT_FIELDS}, figures=figures)
