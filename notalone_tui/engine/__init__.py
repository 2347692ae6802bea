"""The rules core of notalone: a pure, deterministic engine for *Not Alone*.

No Textual, no I/O, no clock and no global randomness: ``(config, seed,
actions)`` always replays to the same state. Start with :class:`Game`.
"""

from .cards import HUNT_CARDS, PLACES, SURVIVAL_CARDS
from .config import GameConfig
from .errors import ConfigError, EngineError, GameOver, IllegalAction
from .events import Event
from .game import CREATURE, HUNTED, Game
from .options import Action, Decision, Kind, Option, Verb, Visibility
from .state import GameState
from .views import CreatureView, DecisionView, GameView, HuntedView

__all__ = [
    "CREATURE",
    "HUNTED",
    "HUNT_CARDS",
    "PLACES",
    "SURVIVAL_CARDS",
    "Action",
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
    "Option",
    "Verb",
    "Visibility",
]
