"""The character sheets' settings of a game's configuration: ``sheets`` (the
option, rule set ``<id>+sheets``) and ``characters`` (each Hunted's character
in play order; empty, the game's seed deals them)."""

from __future__ import annotations

from typing import Any

from ...errors import ConfigError
from ...messages import msg
from ...parameters import Configuration, Parameter
from .abilities import CHARACTERS

OPTION = "sheets"


def _rules_id(rules: str, sheets: Any) -> str:
    return f"{rules}+{OPTION}" if sheets else rules


def _check_characters(config: Configuration, characters: Any) -> None:
    if not characters:
        return
    if not config.sheets:
        raise ConfigError("characters are chosen only with the character sheets")
    hunted = config.players - 1
    if len(characters) != hunted:
        raise ConfigError(reason=msg("config.characters.count", hunted=hunted,
                                     got=len(characters)))
    unknown = [c for c in characters if c not in CHARACTERS]
    if unknown:
        raise ConfigError(f"there is no character {unknown[0]!r} "
                          f"(choose {', '.join(CHARACTERS)})")
    if len(set(characters)) != len(characters):
        raise ConfigError(reason=msg("config.characters.twice"))


SHEETS = Parameter(
    name="sheets",
    default=False,
    decode=bool,
    always_written=True,
    rules_id=_rules_id,
    order=20,
)
CHARACTERS_PARAMETER = Parameter(
    name="characters",
    default=(),
    decode=lambda characters: tuple(str(c) for c in characters),
    encode=list,
    check=_check_characters,
    order=30,
)
