"""The choices made at setup: who plays, which board side, which options."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from . import registry
from .errors import ConfigError
from .messages import msg

MIN_PLAYERS = 2
MAX_PLAYERS = 7

#: The place sets (modes) a game is played with, and the Sanctuary's two forms.
BASE = "base"
FROZEN_LANDS = "frozen-lands"
SANCTUARY_FORMS = ("", "full", "light")
#: The rule set of the full Sanctuary expansion (places 6-10 replaced, Phase 5),
#: played as ``GameConfig(sanctuary="full")`` on the base game's places 1-5.
SANCTUARY = "sanctuary"
#: The option that adds the Sanctuary light variant to the base game (R33).
SANCTUARY_LIGHT = "sanctuary-light"
#: The option that adds the Remastered character sheets (registered by its module).
SHEETS = "sheets"
#: Frozen Lands' option that removes the two Marker cards (registered by its module).
NO_MARKERS = "no-markers"
#: The modes whose setup offers the character sheets switched on (R41).
SHEETS_BY_DEFAULT = frozenset({FROZEN_LANDS})


def sheets_by_default(ruleset: str) -> bool:
    """Whether a table setting up ``ruleset`` finds the character sheets on (R41:
    off in the base game, on in Frozen Lands). The one place that says so: the
    setup screen asks here, and :class:`GameConfig`'s ``sheets`` field records
    the table's choice, whatever it was."""
    return ruleset in SHEETS_BY_DEFAULT


def random_creature_seat(seed: int, players: int) -> int:
    """The seat that plays the Creature when the table lets chance pick it.

    Drawn from the game's seed, so that the same seed always gives the same
    Creature (a table can set the same game up again by its seed). A stream of
    its own, named by a string, keeps it apart from the game's draws
    (:meth:`Game.rng` seeds with integers)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ConfigError(f"Not Alone is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                          f"got {players}")
    return Random(f"creature seat {seed}").randrange(players)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Seats are numbered 0..P-1 in clockwise order around the table.

    ``creature_seat`` plays the Creature; every other seat plays a Hunted.
    ``board_side`` is the Creature's choice of board (R2). ``expert_variant``
    is the Board Game Arena option where a Hunted who loses their last Will
    recovers only 2 Will (R40).

    ``ruleset`` names the places and mode played (``"base"``, ``"frozen-lands"``
    or a registered rule set); ``sanctuary`` adds the Sanctuary expansion
    (``"full"``) or its light variant (``"light"``); ``sheets`` adds the
    Remastered character sheets. Combinations the rules forbid are refused
    (rulings R31, R33).
    """

    names: tuple[str, ...]
    creature_seat: int = 0
    board_side: int = 1
    expert_variant: bool = False
    ruleset: str = BASE
    sanctuary: str = ""
    sheets: bool = False
    #: With ``sheets``: the character of each Hunted, in play order (:attr:`hunted_seats`);
    #: empty, the game's seed deals them.
    characters: tuple[str, ...] = ()
    #: Frozen Lands only: take the two Marker cards (Ingenuity, Amplifier), which
    #: can never be played there, out of the Survival deck.
    remove_marker_cards: bool = False
    #: The Hunted's seats in play order, worked out once (the engine asks often).
    _hunted: tuple[int, ...] = field(init=False, repr=False, compare=False, default=())

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
        self._check_rules()
        p = len(self.names)
        hunted = tuple((self.creature_seat + i) % p for i in range(1, p))
        object.__setattr__(self, "_hunted", hunted)

    def _check_rules(self) -> None:
        if self.ruleset == SANCTUARY:
            # One way to write each game: the expansion is the ``sanctuary`` field.
            raise ConfigError("the Sanctuary expansion is chosen with sanctuary='full' "
                              "on the base game's places, not as a rule set")
        if self.ruleset != FROZEN_LANDS and not registry.known(self.ruleset):
            choices = ", ".join(sorted({*registry.names(), FROZEN_LANDS} - {SANCTUARY}))
            raise ConfigError(f"there is no rule set {self.ruleset!r} (choose {choices})")
        if self.sanctuary not in SANCTUARY_FORMS:
            raise ConfigError("sanctuary must be '' (none), 'full' or 'light'")
        if self.ruleset == FROZEN_LANDS:
            if self.sanctuary == "full":
                raise ConfigError("Frozen Lands and Sanctuary are never combined (R33)")
            if self.sanctuary == "light":
                raise ConfigError(
                    "the Sanctuary light variant goes with the base game's places only (R33)"
                )
            if self.players < 4:
                raise ConfigError(reason=msg("config.frozen_lands.players", players=self.players))
        if self.remove_marker_cards and self.ruleset != FROZEN_LANDS:
            raise ConfigError("the Marker cards are taken out only in Frozen Lands, "
                              "which does not use the Marker counter")
        if self.characters:
            self._check_characters()

    def _check_characters(self) -> None:
        if not self.sheets:
            raise ConfigError("characters are chosen only with the character sheets")
        hunted = self.players - 1
        if len(self.characters) != hunted:
            raise ConfigError(reason=msg("config.characters.count", hunted=hunted,
                                         got=len(self.characters)))
        known = registry.choices(SHEETS)
        unknown = [c for c in self.characters if c not in known]
        if unknown:
            raise ConfigError(f"there is no character {unknown[0]!r} "
                              f"(choose {', '.join(known)})")
        if len(set(self.characters)) != len(self.characters):
            raise ConfigError(reason=msg("config.characters.twice"))

    @property
    def rules_id(self) -> str:
        """The rule set played: :attr:`ruleset`, extended by the options chosen."""
        rules = SANCTUARY if self.sanctuary == "full" else self.ruleset
        if self.sanctuary == "light":
            rules += f"+{SANCTUARY_LIGHT}"
        if self.remove_marker_cards:
            rules += f"+{NO_MARKERS}"
        return f"{rules}+{SHEETS}" if self.sheets else rules

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def hunted_seats(self) -> tuple[int, ...]:
        """Hunted seats in play order: clockwise, starting left of the Creature (R7)."""
        return self._hunted

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "names": list(self.names),
            "creature_seat": self.creature_seat,
            "board_side": self.board_side,
            "expert_variant": self.expert_variant,
            "ruleset": self.ruleset,
            "sanctuary": self.sanctuary,
            "sheets": self.sheets,
        }
        if self.characters:
            out["characters"] = list(self.characters)
        if self.remove_marker_cards:
            out["remove_marker_cards"] = True
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        """Also reads configurations written before rule sets existed (format 1),
        which were all base games."""
        return cls(
            names=tuple(str(n) for n in data["names"]),
            creature_seat=int(data.get("creature_seat", 0)),
            board_side=int(data.get("board_side", 1)),
            expert_variant=bool(data.get("expert_variant", False)),
            ruleset=str(data.get("ruleset", BASE)),
            sanctuary=str(data.get("sanctuary", "")),
            sheets=bool(data.get("sheets", False)),
            characters=tuple(str(c) for c in data.get("characters", ())),
            remove_marker_cards=bool(data.get("remove_marker_cards", False)),
        )
