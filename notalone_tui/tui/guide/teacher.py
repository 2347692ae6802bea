"""The guided game's lessons on screen: one panel at a time, in order.

The app hands the teacher every step it shows (:meth:`Teacher.after`); the
guide says which lessons that step brings, and they wait their turn here. A
lesson panel is a dialog over the game, so the game waits while it is open
(the app moves on once it is closed, as it does after help).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lessons import Lesson, lesson
from .screens import LessonScreen, LessonsScreen

if TYPE_CHECKING:
    from textual.app import App

    from ..next_steps import NextStep
    from .tutor import Guide


class Teacher:
    def __init__(self, app: App[None], guide: Guide) -> None:
        self.app = app
        self.guide = guide
        #: Lessons due, not yet shown.
        self.waiting: list[Lesson] = []
        #: A lesson panel (or the list of lessons) is open.
        self.showing = False
        #: The game is over: once its lessons are read, its analysis follows.
        self.over = False

    def after(self, step: NextStep) -> None:
        """``step`` is on screen now: queue what it teaches for the first time."""
        from ..next_steps import GameOver

        self.waiting.extend(self.guide.lessons_for(step))
        if isinstance(step, GameOver):
            self.over = True
        if self.waiting or self.over:
            self.app.call_after_refresh(self.show_next)

    def show_next(self) -> None:
        if self.showing:
            return
        if self.waiting:
            self.showing = True
            self.app.push_screen(LessonScreen(self.waiting.pop(0)), self._closed)
        elif self.over:
            self.over = False
            self.analyse()

    def _closed(self, _: object = None) -> None:
        self.showing = False
        self.show_next()

    def list_lessons(self) -> None:
        """The lessons read so far, to read one again."""
        if self.showing or not self.guide.seen:
            return
        self.showing = True

        def picked(lesson_id: str | None) -> None:
            if lesson_id is None:
                self._closed()
            else:
                self.app.push_screen(LessonScreen(lesson(lesson_id)), self._closed)

        self.app.push_screen(LessonsScreen(self.guide.read()), picked)

    def analyse(self) -> None:
        """Where the guided game ends: the analysis of the game just played.

        The analysis is the game-over screen's "Analyse" action (``action_analyse``,
        issue 36 point 1): opened here once the last lesson is read. Until the
        game-over screen has one, the guided game ends on the game-over screen."""
        action = getattr(self.app.screen, "action_analyse", None)
        if callable(action):
            action()
