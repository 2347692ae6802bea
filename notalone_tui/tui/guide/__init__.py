"""The guided first game (issue 36): a base game of three against the computer
where each rule is explained, in a small panel, the first time it applies."""

from __future__ import annotations

from .lessons import LESSON_IDS, LESSONS, Lesson, Moment
from .tutor import GUIDED_SEED, Guide, guided_game

__all__ = ["GUIDED_SEED", "LESSONS", "LESSON_IDS", "Guide", "Lesson", "Moment", "guided_game"]
