"""The choices made at setup: who plays, which board side, which options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import ConfigError

MIN_PLAYERS = 2
MAX_PLAYERS = 7


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Seats are numbered 0..P-1 in clockwise order around the table.

    ``creature_seat`` plays the Creature; every other seat plays a Hunted.
    ``board_side`` is the Creature's choice of board (R2). ``expert_variant``
    is the Board Game Arena option where a Hunted who loses their last Will
    recovers only 2 Will (R40).
    """

    names: tuple[str, ...]
    creature_seat: int = 0
    board_side: int = 1
    expert_variant: bool = False

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS:
            raise ConfigError(
                f"Not Alone is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                f"got {len(self.names)}"
            )
        cleaned = [n.strip() for n in self.names]
        if any(not n for n in cleaned):
            raise ConfigError("every player needs a non-empty name")
        if len({n.casefold() for n in cleaned}) != len(cleaned):
            raise ConfigError("player names must be distinct")
        if not 0 <= self.creature_seat < len(self.names):
            raise ConfigError(f"creature_seat must be a seat from 0 to {len(self.names) - 1}")
        if self.board_side not in (1, 2):
            raise ConfigError("board_side must be 1 or 2")

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def hunted_seats(self) -> tuple[int, ...]:
        """Hunted seats in play order: clockwise, starting left of the Creature (R7)."""
        p = len(self.names)
        return tuple((self.creature_seat + i) % p for i in range(1, p))

    def to_json(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "creature_seat": self.creature_seat,
            "board_side": self.board_side,
            "expert_variant": self.expert_variant,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(
            names=tuple(str(n) for n in data["names"]),
            creature_seat=int(data.get("creature_seat", 0)),
            board_side=int(data.get("board_side", 1)),
            expert_variant=bool(data.get("expert_variant", False)),
        )
