"""A decision's prompt and its options; irreversible choices ask for confirmation."""

from __future__ import annotations

from collections.abc import Callable
from time import monotonic

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option as ListOption

from notalone_tui.engine import DecisionView, GameView, Option, Verb
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _

from ..labels import option_label
from ..packs import presentation_of
from ..updates import PromptLabel, show_content
from .decision_options import DecisionOptions

#: Verbs confirmed where no controller says (a panel outside a game's flow).
CONFIRM_KINDS = {Verb.EXPLORE, Verb.GIVE_UP, Verb.RESIST, Verb.DONE}


#: Whether an option asks for confirmation before it is sent: None if not, else
#: the options the choice also applies for its chooser (the controller's rule).
Confirmation = Callable[[Option], tuple[Option, ...] | None]


def _by_verb(option: Option) -> tuple[Option, ...] | None:
    return () if option.verb in CONFIRM_KINDS else None



class DecisionPanel(Vertical):
    """A decision's prompt and its options; irreversible choices ask for confirmation."""

    class Chosen(Message):
        def __init__(self, option: Option, serial: int | None) -> None:
            super().__init__()
            self.option = option
            #: The serial of the decision on show when the option was picked (see
            #: :attr:`DecisionPanel.serial`): the screen may have moved on to the
            #: next one before this message reaches it.
            self.serial = serial

    def __init__(self, numbered: bool = False, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        #: Options show their number (1-9), which picks them (the table's keys).
        self.numbered = numbered
        self.options: tuple[Option, ...] = ()
        self.kind: str | None = None
        self.view: GameView | None = None
        self.confirming: Option | None = None
        #: The decision on show as the screen's seat sees it, set by the screen.
        self.decision: DecisionView | None = None
        #: The flow's serial for what is on show, set by the screen; a choice
        #: carries it so that the app can ignore input meant for an earlier one.
        self.serial: int | None = None
        #: Words the option descriptions (the game's renderer, set by the screen).
        self.words: Renderer | None = None
        #: Whether an option asks for confirmation before it is sent, and what
        #: else it applies (the controller's rule, handed down by the screen);
        #: by verb without one.
        self.confirmation: Confirmation = _by_verb

    def compose(self) -> ComposeResult:
        # Prompts and options name players: text, never markup.
        yield PromptLabel("", id="decision-prompt", markup=False)
        yield DecisionOptions(id="decision-options", markup=False)

    def show(self, prompt: str, kind: str | None, options: tuple[Option, ...],
             view: GameView, keys: tuple[str, ...] = ()) -> None:
        """Show a decision; ``keys``: the key shown before each option (a private
        screen's place keys and letters; in a numbered list, numbers that are
        not the options' places in it: the table's card window)."""
        self.options = options
        self.kind = kind
        self.view = view
        self.confirming = None
        self.acknowledging = False
        self.shown_at = monotonic()
        self._prompt = prompt
        self._keys = keys
        show_content(self.query_one("#decision-prompt", Label), prompt)
        labels = [self._label(o) for o in options] if kind else []
        if self.numbered and keys and labels:
            labels = [f"{key} {label}" for key, label in zip(keys, labels, strict=True)]
        elif self.numbered:
            labels = [f"{i} {label}" if i <= 9 else f"  {label}"
                      for i, label in enumerate(labels, 1)]
        elif keys and labels:
            labels = [f"{key or ' '} {label}" for key, label in zip(keys, labels, strict=True)]
        self._fill([self._entry(o, label) for o, label in zip(options, labels, strict=False)])

    def _label(self, option: Option) -> str:
        assert self.kind is not None and self.view is not None
        label = option_label(option, self.kind, self.view)
        words = self.words(label) if self.words is not None else str(label)
        # Marked as the rule set's parts are drawn (Frozen Lands' tokens,
        # Sanctuary's board).
        return presentation_of(self.view).label(option, words)

    def _entry(self, option: Option, label: str) -> str | Text:
        """An option's line in the list: its label (with its key), and under it
        what its card does where the choice turns on it (Sanctuary's)."""
        assert self.kind is not None
        detail = presentation_of(self.view).detail(option, self.kind)
        if not detail:
            return label
        entry = Text(label)
        entry.append(f"\n    {detail}", style="dim")
        return entry

    def show_message(self, title: str, lines: tuple[str, ...], view: GameView,
                     button: str | None = None) -> None:
        """Lines the table reads before going on; the first entry continues (posts
        :class:`Acknowledged`), the others only show what happened. ``button``:
        the first entry's words (translated), "Continue" by default."""
        if button is None:
            # TRANSLATORS: the option that goes on after reading what happened.
            button = _("Continue")
        self.show(title, None, (), view)
        self.acknowledging = True
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options([ListOption(f"▶ {button}")]
                       + [ListOption(line, disabled=True) for line in lines])
        ol.highlighted = 0

    class Acknowledged(Message):
        pass

    acknowledging = False

    def _fill(self, labels: list[str | Text] | list[str]) -> None:
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options([ListOption(label) for label in labels])
        if labels:
            ol.highlighted = 0

    def choose(self, option: Option) -> None:
        """Pick an option (from a click on the grid, say), confirming where needed."""
        also = self.confirmation(option) if self.confirming is None else None
        if also is not None:
            assert self.kind is not None and self.view is not None
            self.confirming = option
            labels = [self._label(o) for o in (option, *also)]
            label = labels[0]
            for then in labels[1:]:
                # TRANSLATORS: two choices confirmed together, in the order they apply.
                label = _("{first}, then {then}").format(first=label, then=then)
            # TRANSLATORS: the prompt asking to confirm a choice ({choice}: its words).
            prompt = _("Confirm: {choice}?").format(choice=label)
            show_content(self.query_one("#decision-prompt", Label), prompt)
            # TRANSLATORS: the option that sends a choice asked to be confirmed.
            confirm = _("Confirm")
            # TRANSLATORS: the option back from a confirmation (Esc is the key's name).
            back = _("Back (Esc)")
            self._fill([confirm, back])
            return
        self.confirming = None
        self.post_message(self.Chosen(option, self.serial))

    shown_at = 0.0
    _prompt = ""
    _keys: tuple[str, ...] = ()

    @on(OptionList.OptionSelected, "#decision-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        # An Enter typed ahead of a screen change (a double press on the handoff
        # screen, say) must not pick an option the player has not seen yet.
        guard = getattr(self.app, "input_guard", 0.0)
        if monotonic() - self.shown_at < guard:
            return
        if self.acknowledging:
            if event.option_index == 0:
                self.acknowledging = False
                self.post_message(self.Acknowledged())
            return
        if self.confirming is not None:
            option = self.confirming
            if event.option_index == 0:
                self.confirming = None
                self.post_message(self.Chosen(option, self.serial))
            else:
                self.back()
            return
        if event.option_index >= len(self.options):
            return
        self.choose(self.options[event.option_index])

    def back(self) -> None:
        """Leave a confirmation for the decision's options, as they were."""
        if self.confirming is None or self.view is None:
            return
        option = self.confirming
        self.show(self._prompt, self.kind, self.options, self.view, self._keys)
        if option in self.options:
            self.query_one(OptionList).highlighted = self.options.index(option)

    def focus_options(self) -> None:
        self.query_one(OptionList).focus()
