"""What Frozen Lands checks and adds to a game's configuration: at least 4
players and never with the Sanctuary (R31, R33), the character sheets offered
switched on (R41), and the option that takes the two Marker cards out of the
Survival deck (``remove_marker_cards``, rule set option ``no-markers``)."""

from __future__ import annotations

from typing import Any

from ...errors import ConfigError
from ...messages import msg
from ...parameters import Configuration, Parameter

RULESET_ID = "frozen-lands"
NO_MARKERS = "no-markers"
#: The parameter values a table setting up Frozen Lands is offered first (R41:
#: the character sheets on).
SUGGESTS = {"sheets": True}


def check(config: Configuration) -> None:
    """R33: no Sanctuary in either form; R31: 4 players or more."""
    if config.sanctuary == "full":
        raise ConfigError("Frozen Lands and Sanctuary are never combined (R33)")
    if config.sanctuary == "light":
        raise ConfigError(
            "the Sanctuary light variant goes with the base game's places only (R33)"
        )
    if config.players < 4:
        raise ConfigError(reason=msg("config.frozen_lands.players", players=config.players))


def _check_markers(config: Configuration, remove: Any) -> None:
    if remove and config.ruleset != RULESET_ID:
        raise ConfigError("the Marker cards are taken out only in Frozen Lands, "
                          "which does not use the Marker counter")


def _rules_id(rules: str, remove: Any) -> str:
    return f"{rules}+{NO_MARKERS}" if remove else rules


#: Take the two Marker cards (Ingenuity, Amplifier), which can never be played
#: in Frozen Lands, out of the Survival deck.
REMOVE_MARKER_CARDS = Parameter(
    name="remove_marker_cards",
    default=False,
    decode=bool,
    rules_id=_rules_id,
    check=_check_markers,
    order=10,
)
