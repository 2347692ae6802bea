"""The choices made at setup: who plays, which board side, which options."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from . import registry
from .errors import ConfigError
from .parameters import Parameter

MIN_PLAYERS = 2
MAX_PLAYERS = 7

#: The rule set a configuration plays unless it names another.
BASE = "base"


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


@dataclass(frozen=True, slots=True, init=False)
class GameConfig:
    """Seats are numbered 0..P-1 in clockwise order around the table.

    ``creature_seat`` plays the Creature; every other seat plays a Hunted.
    ``board_side`` is the Creature's choice of board (R2). ``expert_variant``
    is the Board Game Arena option where a Hunted who loses their last Will
    recovers only 2 Will (R40).

    ``ruleset`` names the places and mode played (``"base"`` or a registered
    rule set). Every other setting is a parameter a rule set or an option
    declares (:mod:`.parameters`), given as a keyword and read as an
    attribute (``GameConfig(names, sheets=True).sheets``); the combinations
    the rule sets forbid are refused, as they declare.
    """

    names: tuple[str, ...]
    creature_seat: int
    board_side: int
    expert_variant: bool
    ruleset: str
    #: The registered parameters given a value other than their default, as
    #: ``(name, value)`` pairs in registration order (so that equal
    #: configurations compare and hash equal).
    params: tuple[tuple[str, Any], ...]
    #: Hunted seats in play order: clockwise, starting left of the Creature (R7).
    #: Worked out once and read as a plain attribute, not a property: the
    #: engine reads it on most steps of every game.
    hunted_seats: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: The rule set played: :attr:`ruleset`, extended by the parameters chosen
    #: (worked out once: every new game and copy asks).
    rules_id: str = field(init=False, repr=False, compare=False)

    def __init__(self, names: tuple[str, ...], creature_seat: int = 0, board_side: int = 1,
                 expert_variant: bool = False, ruleset: str = BASE,
                 params: tuple[tuple[str, Any], ...] = (), **values: Any) -> None:
        given = dict(params)
        given.update(values)
        for name in given:
            if registry.parameter(name) is None:
                raise TypeError(f"GameConfig() got an unexpected keyword argument {name!r}")
        chosen = tuple(
            (p.name, given[p.name]) for p in registry.parameters()
            if p.name in given and given[p.name] != p.default
        )
        setter = object.__setattr__
        setter(self, "names", names)
        setter(self, "creature_seat", creature_seat)
        setter(self, "board_side", board_side)
        setter(self, "expert_variant", expert_variant)
        setter(self, "ruleset", ruleset)
        setter(self, "params", chosen)
        self._check()
        p = len(self.names)
        setter(self, "hunted_seats", tuple((creature_seat + i) % p for i in range(1, p)))
        rules = ruleset
        for found, value in self._ordered():
            if found.rules_id is not None:
                rules = found.rules_id(rules, value)
        setter(self, "rules_id", rules)

    def __getattr__(self, name: str) -> Any:
        """A registered parameter's value (its default when not given)."""
        found = registry.parameter(name) if not name.startswith("_") else None
        if found is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        for given, value in self.params:
            if given == name:
                return value
        return found.default

    def _ordered(self) -> list[tuple[Parameter, Any]]:
        """The parameters given, with their declarations, in the order they compose
        the rules' id and are checked."""
        declared = [(registry.parameter(name), value) for name, value in self.params]
        found = [(p, value) for p, value in declared if p is not None]
        found.sort(key=lambda pair: pair[0].order)
        return found

    def _check(self) -> None:
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

    def _check_rules(self) -> None:
        refused = registry.refused(self.ruleset)
        if refused:
            raise ConfigError(refused)
        if not registry.known(self.ruleset):
            choices = ", ".join(n for n in registry.names() if not registry.refused(n))
            raise ConfigError(f"there is no rule set {self.ruleset!r} (choose {choices})")
        given = self._ordered()
        for found, value in given:
            if found.allowed and value not in found.allowed:
                raise ConfigError(found.refusal)
        ruleset_check = registry.check(self.ruleset)
        if ruleset_check is not None:
            ruleset_check(self)
        for found, value in given:
            if found.check is not None:
                found.check(self, value)

    def with_values(self, **values: Any) -> GameConfig:
        """This configuration with the parameters ``values`` given instead
        (checked again as a whole)."""
        return GameConfig(self.names, self.creature_seat, self.board_side, self.expert_variant,
                          self.ruleset, self.params, **values)

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "names": list(self.names),
            "creature_seat": self.creature_seat,
            "board_side": self.board_side,
            "expert_variant": self.expert_variant,
            "ruleset": self.ruleset,
        }
        given = dict(self.params)
        for found in registry.parameters():
            if found.name in given:
                out[found.name] = found.encode(given[found.name])
            elif found.always_written:
                out[found.name] = found.encode(found.default)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        """Also reads configurations written before rule sets existed (format 1),
        which were all base games."""
        values = {p.name: p.decode(data[p.name]) for p in registry.parameters() if p.name in data}
        return cls(
            names=tuple(str(n) for n in data["names"]),
            creature_seat=int(data.get("creature_seat", 0)),
            board_side=int(data.get("board_side", 1)),
            expert_variant=bool(data.get("expert_variant", False)),
            ruleset=str(data.get("ruleset", BASE)),
            **values,
        )
