"""The rules core of notalone: a pure, deterministic engine for *Not Alone*.

No Textual, no I/O, no clock and no global randomness: ``(config, seed,
actions)`` always replays to the same state. Start with :class:`Game`.
"""

from . import config, rulesets  # noqa: F401  (rulesets registers the rule sets)
from .config import GameConfig
from .errors import ConfigError, EngineError, GameOver, IllegalAction
from .events import Event
from .game import CREATURE, HUNTED, Game
from .options import Action, Decision, Option, Verb, Visibility
from .registry import get as get_ruleset
from .ruleset import Card, EventKinds, Marker, Place, RuleSet, Token, Track
from .state import GameState
from .views import CreatureView, DecisionView, GameView, HuntedView

#: The base game's decision kinds (its rule set owns them; the public face
#: re-exports them for the readers and tests that name a base decision).
Kind = rulesets.base.kinds.Kind

#: The base game's rule set.
BASE = get_ruleset(config.BASE)

__all__ = [
    "BASE",
    "CREATURE",
    "HUNTED",
    "Action",
    "Card",
    "ConfigError",
    "CreatureView",
    "Decision",
    "DecisionView",
    "EngineError",
    "Event",
    "Game",
    "GameConfig",
    "GameOver",
    "GameState",
    "GameView",
    "HuntedView",
    "IllegalAction",
    "Kind",
    "get_ruleset",
    "Option",
    "Place",
    "RuleSet",
    "EventKinds",
    "Marker",
    "Token",
    "Track",
    "Verb",
    "Visibility",
]
