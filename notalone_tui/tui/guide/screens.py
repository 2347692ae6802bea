"""The lesson panel and the list of lessons read, drawn over the game.

Both are modal dialogs: the game waits while one is open (the app moves on
once it is closed, as after help), and the screen below, the player's own
cards included, shows around the small panel. Enter or Esc closes a lesson.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from notalone_tui.i18n.current import N_, _

from ..footer import SteadyFooter
from ..screens.base import Dialog
from .lessons import Lesson

#: The key that lists the lessons read (the private screen's letters pick
#: options, so the capital letter: it is no letter of theirs).
LESSONS_KEY = "L"


class LessonScreen(Dialog[None]):
    """One lesson in a small panel at the top of the screen."""

    DEFAULT_CSS = """
    LessonScreen { align: center top; background: $background 30%; }
    #lesson-box {
        width: 66; max-width: 100%; height: auto; max-height: 12;
        margin-top: 1;
        border: round $accent; border-title-color: $accent; border-title-style: bold;
        background: $surface; padding: 0 1;
    }
    #lesson-keys { color: $text-muted; text-align: right; }
    """
    BINDINGS = [
        # TRANSLATORS: a key's label in the footer: close the lesson on show.
        Binding("enter", "close", N_("Close"), priority=True),
        Binding("escape", "close", N_("Close"), show=False),
    ]

    def __init__(self, lesson: Lesson) -> None:
        super().__init__()
        self.lesson = lesson

    def compose(self) -> ComposeResult:
        with Vertical(id="lesson-box") as box:
            box.border_title = self.lesson.title_text()
            yield Static(self.lesson.body_text(), id="lesson-body", markup=False)
            yield Static(self.keys_line(), id="lesson-keys", markup=False)
        yield SteadyFooter()

    def reword(self) -> None:
        """Say the lesson again in the language just chosen (the palette's command)."""
        self.query_one("#lesson-box").border_title = self.lesson.title_text()
        self.query_one("#lesson-body", Static).update(self.lesson.body_text())
        self.query_one("#lesson-keys", Static).update(self.keys_line())

    @staticmethod
    def keys_line() -> str:
        return _("Enter: close · {key}: lessons read").format(key=LESSONS_KEY)

    def action_close(self) -> None:
        self.dismiss(None)


class LessonsScreen(Dialog[str | None]):
    """The lessons read so far: pick one to read it again (its id), Esc to go back."""

    DEFAULT_CSS = """
    LessonsScreen { align: center middle; }
    #lessons-box {
        width: 50; max-width: 100%; height: auto; max-height: 20;
        border: round $accent; border-title-color: $accent; background: $surface;
    }
    #lessons-list { height: auto; max-height: 16; border: none; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def __init__(self, lessons: list[Lesson]) -> None:
        super().__init__()
        self.lessons = lessons

    def compose(self) -> ComposeResult:
        with Vertical(id="lessons-box") as box:
            box.border_title = _("Lessons read")
            yield OptionList(*[Option(lesson.title_text(), id=lesson.id)
                               for lesson in self.lessons], id="lessons-list")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_back(self) -> None:
        self.dismiss(None)
