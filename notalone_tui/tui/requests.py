"""What screens ask of the app: messages that bubble up from a screen.

Screens present what they are given and post one of these when a player acts;
the app (with its controller) decides what follows. Attributes go down,
messages go up, as Textual's guide puts it. Nothing here imports the game: the
title screen posts some of them before any game module is loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from notalone_tui.engine import Game, GameConfig, Option


class NewGameRequested(Message):
    """Open the setup screen for a new game."""


class GuidedGameRequested(Message):
    """Start the guided first game (its lessons explain the rules as they apply),
    ``name`` playing its Hunted."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name


class StartGameRequested(Message):
    """Start the game the setup screen configured."""

    def __init__(self, config: GameConfig, seed: int, bots: dict[int, str],
                 hints: bool = False) -> None:
        super().__init__()
        self.config = config
        self.seed = seed
        self.bots = bots
        #: The game is set up with hints (``h`` on a private screen).
        self.hints = hints


class ResumeRequested(Message):
    """Continue a saved game (it opens behind a handoff)."""

    def __init__(self, game: Game, bots: dict[int, str],
                 hints: dict[int, int] | None = None) -> None:
        super().__init__()
        self.game = game
        self.bots = bots
        #: Hints shown so far by seat (``None``: the game has no hints).
        self.hints = hints


class HelpRequested(Message):
    def __init__(self, topic: str = "rules") -> None:
        super().__init__()
        self.topic = topic


class ExportRequested(Message):
    """Write ``game`` (the current game when None) as a record."""

    def __init__(self, game: Game | None = None) -> None:
        super().__init__()
        self.game = game


class HandoffConfirmed(Message):
    """The player named on the handoff screen took the keyboard."""


class FirstClaimed(Message):
    """On a handoff asking it: the Creature plays a card before the Hunted explore."""


class TakeBackRequested(Message):
    """Esc on a handoff screen: the choice that passed the keyboard is taken back."""


class ReviewRead(Message):
    """The table read what the Reckoning did."""


class InfoRead(Message):
    """A player read the private news shown to them."""


class HintRequested(Message):
    """``h`` on a private screen showing the flow at ``serial``: the standard
    player's choice for that screen's seat, if the game was set up with hints."""

    def __init__(self, serial: int | None) -> None:
        super().__init__()
        self.serial = serial


class OptionChosen(Message):
    """An option was picked on a screen showing the flow at ``serial``."""

    def __init__(self, option: Option, serial: int | None) -> None:
        super().__init__()
        self.option = option
        self.serial = serial
