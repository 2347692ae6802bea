"""The guided first game: how it is set up, and which lessons each step brings.

The guide is a flag on the game being played (the controller holds it), not a
rule: the engine plays the same base game as any other, and the lessons only
read what the player's screen is handed (:mod:`.lessons`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .lessons import LESSONS, Lesson, Moment
from .name import DEFAULT_NAME

if TYPE_CHECKING:
    from notalone_tui.engine import Game

    from ..next_steps import NextStep

#: The guided game's seed. With it, a game of three where the player too played
#: like the standard computer ends in the Hunted's favour after 13 turns, the
#: Assimilation counter one space short (7 of 8); six games where the player's
#: seat chose at random still gave the Hunted 4 wins (seeds 1-20 gave them 0 to
#: 2 of 6): a newcomer's mistakes are forgiven, yet the Creature stays a
#: threat to the end (measured with the standard computer on every other seat).
GUIDED_SEED = 20
#: The Creature plays first (seat 0), the player is the first Hunted after it.
CREATURE_SEAT, PLAYER_SEAT, PARTNER_SEAT = 0, 1, 2
#: Both computers play at the standard level: the random one teaches nothing
#: (its Creature never hunts where a Hunted is likely to be), the expert one
#: wins too often against somebody learning the game.
LEVEL = "standard"
#: The computers' names (names, not roles: the screens name roles beside
#: them), each with a second one should the player take the first.
CREATURE_NAMES, PARTNER_NAMES = ("Nyx", "Vex"), ("Sam", "Alex")


def guided_game(name: str = DEFAULT_NAME) -> tuple[Game, dict[int, str]]:
    """The guided game (base game, board side 1, three players) and its
    computer players' levels by seat."""
    from notalone_tui.engine import Game, GameConfig

    name = name.strip() or DEFAULT_NAME

    def other(choices: tuple[str, str]) -> str:
        return choices[choices[0].casefold() == name.casefold()]

    names = [""] * 3
    names[CREATURE_SEAT], names[PLAYER_SEAT], names[PARTNER_SEAT] = (
        other(CREATURE_NAMES), name, other(PARTNER_NAMES))
    config = GameConfig(names=tuple(names), creature_seat=CREATURE_SEAT, board_side=1)
    return Game.new(config, seed=GUIDED_SEED), {CREATURE_SEAT: LEVEL, PARTNER_SEAT: LEVEL}


@dataclass
class Guide:
    """The lessons of one guided game: which were shown, in order."""

    seat: int = PLAYER_SEAT
    seen: list[str] = field(default_factory=list)

    def moment(self, step: NextStep) -> Moment | None:
        """What the player's screen shows at ``step`` (None: nothing to teach
        from, a handoff or another seat's screen, which a guided game never shows)."""
        from ..next_steps import GameOver, RunBot, ShowPrivate, ShowTable

        match step:
            case ShowPrivate() if step.seat == self.seat:
                return Moment(step.view, step.decision, self.seat)
            case ShowTable():
                return Moment(step.view, step.decision, self.seat)
            case RunBot():
                return Moment(step.table.view, None, self.seat)
            case GameOver():
                return Moment(step.game.view(None), None, self.seat)
        return None

    def lessons_for(self, step: NextStep) -> list[Lesson]:
        """The lessons that apply for the first time at ``step``, now marked seen."""
        moment = self.moment(step)
        return [] if moment is None else self.lessons_for_moment(moment)

    def lessons_for_moment(self, moment: Moment) -> list[Lesson]:
        """The lessons that apply for the first time at ``moment``, now marked seen."""
        new = [lesson for lesson in LESSONS
               if lesson.id not in self.seen and lesson.applies(moment)]
        self.seen.extend(lesson.id for lesson in new)
        return new

    def read(self) -> list[Lesson]:
        """The lessons shown so far, in the order they came."""
        by_id = {lesson.id: lesson for lesson in LESSONS}
        return [by_id[lesson_id] for lesson_id in self.seen]
