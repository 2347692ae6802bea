"""The setup screen: players and names, who is the Creature, board side, options.

Each seat is a row of its own: its name, who plays it (a person or the
computer) and, with the character sheets, the character it plays if it is a
Hunted. The rules of the choice (two Hunted never share a character) are the
engine's: the screen shows its refusal, it does not repeat the rule.
"""

from __future__ import annotations

import secrets
from typing import TypeVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import (
    Button,
    Input,
    Label,
    Select,
    Static,
)

from notalone_tui.bots import LEVELS
from notalone_tui.engine import ConfigError, GameConfig
from notalone_tui.engine.config import random_creature_seat
from notalone_tui.engine.rulesets import sheets
from notalone_tui.engine.rulesets.sheets import sheets_by_default
from notalone_tui.i18n.current import N_, _, render
from notalone_tui.i18n.names import TYPED_NAME, shown_name

from ..footer import SteadyFooter
from ..packs import setup_modes
from ..packs.presentation import SetupMode
from ..requests import StartGameRequested
from .base import BaseScreen
from .title import TitleScreen

Choice = TypeVar("Choice")

DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus")
RANDOM = -1
HUMAN = "human"
#: The computer players' levels as shown (a level's id stays as it is).
LEVEL_WORDS = {
    # TRANSLATORS: a computer player's level, as in "Computer (random)".
    "random": N_("random"),
    # TRANSLATORS: a computer player's level, as in "Computer (standard)".
    "standard": N_("standard"),
    # TRANSLATORS: a computer player's level, as in "Computer (expert)".
    "expert": N_("expert"),
}
#: A Hunted whose character is dealt from the seed.
RANDOM_CHARACTER = ""


def player_kinds() -> list[tuple[str, str]]:
    """Who may play a seat: a person, or the computer at one of its levels."""
    # TRANSLATORS: who plays a seat: a person at the keyboard.
    return [(_("Human"), HUMAN)] + [
        (_("Computer ({level})").format(level=_(LEVEL_WORDS.get(level, level))), level)
        for level in LEVELS]


def character_choices() -> list[tuple[str, str]]:
    """The characters a Hunted may pick with the sheets, or chance."""
    return [(_("Random character"), RANDOM_CHARACTER)] + [
        (render(sheets.name(c)), c) for c in sheets.CHARACTERS
    ]


SHEETS_CHOICES = [(N_("No character sheets"), False),
                  (N_("Character sheets: each Hunted plays a character"), True)]


HINTS_CHOICES = [
    # TRANSLATORS: a setup choice: the game is played without hints.
    (N_("No hints"), False),
    # TRANSLATORS: a setup choice: "h" on a player's own screen shows a hint.
    (N_("Hints (h on your own screen)"), True),
]


def translated(choices: list[tuple[str, Choice]]) -> list[tuple[str, Choice]]:
    """A list of choices marked N_() as shown, in the current language."""
    return [(_(label), value) for label, value in choices]


class SeatRow(Horizontal):
    """One seat: its name, who plays it, and its character (with the sheets)."""

    def __init__(self, index: int) -> None:
        super().__init__(id=f"seat-{index}", classes="seat-row")
        self.index = index

    def compose(self) -> ComposeResult:
        yield Label(_("Seat {number}").format(number=self.index + 1), classes="seat-label")
        # No control character gets in, typed or pasted (see notalone_tui.i18n.names).
        yield Input(DEFAULT_NAMES[self.index], id=f"name-{self.index}", max_length=16,
                    restrict=TYPED_NAME, classes="seat-name", compact=True)
        yield Select(player_kinds(), value=HUMAN, id=f"who-{self.index}", allow_blank=False,
                     compact=True, classes="seat-who")
        yield Select(character_choices(), value=RANDOM_CHARACTER, id=f"character-{self.index}",
                     allow_blank=False, compact=True, classes="seat-character")


def refusal(exc: ConfigError) -> str:
    """The engine's reason to refuse a setup, in the current language."""
    return render(exc.reason) if exc.reason is not None else str(exc)


def sentence(reason: str) -> str:
    """An engine's reason ("two Hunted may not ...") as a sentence on screen."""
    return f"{reason[:1].upper()}{reason[1:]}."


class SetupScreen(BaseScreen):
    CSS_PATH = ["common.tcss", "setup.tcss"]
    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start game"), priority=True),
        Binding("escape", "back", N_("Back")),
    ]

    #: The games a table may choose, each with the one line that says what it
    #: changes: the presentation packs offer them (the base game, Frozen Lands
    #: with or without the Marker cards, Sanctuary, the base game with
    #: Sanctuary's light variant), asked when the screen opens so that a rule
    #: set registered since is offered too. Translated where shown.
    modes: dict[str, SetupMode]

    def compose(self) -> ComposeResult:
        self.modes = {mode.value: mode for mode in setup_modes()}
        first = next(iter(self.modes))
        yield from self.compose_notices()
        yield Static(_("New game"), id="setup-title")
        with VerticalScroll(id="setup-form"):
            # The mode beside the player count, and what it changes on the line
            # below: seven seats with their characters still fit 80×24.
            with Horizontal(classes="field -mode"):
                yield Label(_("Players"), classes="field-label")
                yield Select([(str(n), n) for n in range(2, 8)], value=4, id="players",
                             allow_blank=False, compact=True)
                # TRANSLATORS: a setup field's label: the game mode (base game, Frozen Lands...).
                yield Label(_("Mode"), id="mode-label")
                yield Select(translated([(mode.label, mode.value) for mode in self.modes.values()]),
                             value=first, id="mode", allow_blank=False,
                             compact=True)
            yield Static(_(self.modes[first].line), id="mode-line")
            for i in range(7):
                yield SeatRow(i)
            with Horizontal(classes="field"):
                # TRANSLATORS: a setup field's label: which seat plays the Creature.
                yield Label(_("Creature"), classes="field-label")
                yield Select(self._creature_choices(4), value=RANDOM, id="creature",
                             allow_blank=False, compact=True)
            with Horizontal(classes="field"):
                yield Label(_("Board side"), classes="field-label")
                yield Select(
                    [(_("Side 1: Artemia on the last 6 Rescue spaces"), 1),
                     (_("Side 2: Artemia on every other space"), 2)],
                    value=1, id="side", allow_blank=False, compact=True,
                )
            with Horizontal(classes="field"):
                # TRANSLATORS: a setup field's label: the rules variant (standard or expert).
                yield Label(_("Variant"), classes="field-label")
                # A Select, not a Checkbox: its state is spelled out, not shown by colour.
                yield Select(
                    [(_("Standard rules"), False),
                     (_("Expert: losing the last Will gives back only 2 Will"), True)],
                    value=False, id="expert", allow_blank=False, compact=True,
                )
            with Horizontal(classes="field"):
                # TRANSLATORS: a setup field's label: whether the character sheets are played.
                yield Label(_("Sheets"), classes="field-label")
                # Designed for this edition (R41); on or off by default with the mode.
                yield Select(translated(SHEETS_CHOICES),
                             value=sheets_by_default(str(self.modes[first].config["ruleset"])),
                             id="sheets",
                             allow_blank=False, compact=True)
            with Horizontal(classes="field"):
                # TRANSLATORS: a setup field's label: the random seed (a number).
                yield Label(_("Seed"), classes="field-label")
                # TRANSLATORS: shown in the empty seed field (a random seed is used); the
                # same word names a computer player's level, as in "Computer (random)".
                yield Input(placeholder=_("random"), id="seed", type="integer", max_length=18,
                            compact=True)
                # TRANSLATORS: a setup field's label: whether players may ask for hints.
                yield Label(_("Hints"), id="hints-label")
                # Off by default; the record and the game's end say when hints were used.
                yield Select(translated(HINTS_CHOICES), value=False, id="hints",
                             allow_blank=False, compact=True)
            yield Static("", id="setup-errors", markup=False)
            with Horizontal(id="setup-buttons"):
                yield Button(_("Start game"), id="start", variant="primary", compact=True)
                yield Button(_("Back"), id="back", compact=True)
        yield SteadyFooter()

    def on_mount(self) -> None:
        self._show_seats(4)
        self._show_characters()
        self.query_one("#setup-errors").display = False
        # Players first, as before the mode existed: most tables only change that.
        self.query_one("#players", Select).focus()

    def _names(self) -> list[str]:
        count = self._count()
        return [self.query_one(f"#name-{i}", Input).value.strip() for i in range(count)]

    def _count(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else 4

    def _creature_choices(self, count: int, names: list[str] | None = None
                          ) -> list[tuple[str | Text, int]]:
        """The Creature's choices: at random, or a seat by the name typed there
        (as ``Text``: a name is never markup, "[/]" included)."""
        names = names or list(DEFAULT_NAMES[:count])
        # TRANSLATORS: the Creature is played by a seat drawn at random.
        choices: list[tuple[str | Text, int]] = [(_("Random"), RANDOM)]
        return choices + [
            (Text(_("Seat {number}: {name}").format(number=i + 1,
                                                    name=shown_name(names[i]) or "?")), i)
            for i in range(count)
        ]

    def _show_seats(self, count: int) -> None:
        for row in self.query(SeatRow):
            row.display = row.index < count

    @on(Select.Changed, "#players")
    def _players_changed(self, event: Select.Changed) -> None:
        count = self._count()
        self._show_seats(count)
        self._refresh_creature()
        self._validate()

    @on(Input.Changed, ".seat-name")
    def _name_changed(self) -> None:
        self._refresh_creature()
        self._validate()

    def _refresh_creature(self) -> None:
        select = self.query_one("#creature", Select)
        current = select.value
        choices = self._creature_choices(self._count(), self._names())
        select.set_options(choices)
        if isinstance(current, int) and current < self._count():
            select.value = current
        else:
            select.value = RANDOM

    # ------------------------------------------------------------------ mode
    def _mode_choice(self) -> str:
        value = self.query_one("#mode", Select).value
        return value if isinstance(value, str) and value in self.modes else next(iter(self.modes))

    def _mode(self) -> str:
        """The rule set the chosen game plays on, whose defaults the setup
        offers (R41: the sheets on in Frozen Lands)."""
        return str(self.modes[self._mode_choice()].config["ruleset"])

    #: Whether the table set the Sheets field against its mode's default: a
    #: new mode then leaves it as the table set it.
    _sheets_chosen = False

    @on(Select.Changed, "#sheets")
    def _sheets_set(self) -> None:
        # Also after the mode set the field: it is then the mode's default.
        self._sheets_chosen = self._sheets() != sheets_by_default(self._mode())

    @on(Select.Changed, "#mode")
    def _mode_changed(self) -> None:
        """A new mode brings its own sheets default (R41, asked of the engine),
        unless the table had chosen otherwise."""
        mode = self._mode()
        if not self._sheets_chosen:
            self.query_one("#sheets", Select).value = sheets_by_default(mode)
        self.query_one("#mode-line", Static).update(_(self.modes[self._mode_choice()].line))
        self._show_characters()
        self._validate()

    # ------------------------------------------------------- character sheets
    def _sheets(self) -> bool:
        return self.query_one("#sheets", Select).value is True

    def _chosen_creature(self) -> int:
        """The seat chosen to play the Creature, or :data:`RANDOM`."""
        value = self.query_one("#creature", Select).value
        return value if isinstance(value, int) else RANDOM

    def _pick(self, seat: int) -> str:
        value = self.query_one(f"#character-{seat}", Select).value
        return value if isinstance(value, str) else RANDOM_CHARACTER

    def _show_characters(self) -> None:
        """Character choices only with the sheets, and none for a seat chosen to
        play the Creature (the Creature has its own sheet)."""
        on = self._sheets()
        creature = self._chosen_creature()
        for select in self.query(".seat-character").results(Select):
            seat = int(str(select.id).rsplit("-", 1)[1])
            select.display = on
            select.set_class(seat == creature, "-creature")
            select.disabled = seat == creature

    @on(Select.Changed, "#sheets, #creature")
    def _sheets_changed(self) -> None:
        self._show_characters()
        self._validate()

    @on(Select.Changed, ".seat-character")
    def _character_changed(self) -> None:
        self._validate()

    def _config(self, seed: int, creature: int) -> GameConfig:
        """The game set up, with ``creature`` playing the Creature; with the sheets,
        each Hunted's character as picked, those left to chance dealt from
        ``seed`` (all of them by the engine when nobody picked one)."""
        names = tuple(self._names())
        side = 2 if self.query_one("#side", Select).value == 2 else 1
        expert = self.query_one("#expert", Select).value is True
        config = GameConfig(names=names, creature_seat=creature, board_side=side,
                            expert_variant=expert, sheets=self._sheets(),
                            **self.modes[self._mode_choice()].config)
        picks = [self._pick(seat) for seat in config.hunted_seats] if self._sheets() else []
        if any(picks):
            config = config.with_values(characters=sheets.complete(picks, seed))
        return config

    def _engine_error(self) -> str:
        """The engine's reason to refuse this game, if any: the mode's player
        count (Frozen Lands needs 4, R31), the characters picked... With the
        Creature left to chance, the picks must do whichever seat it falls on."""
        creature = self._chosen_creature()
        seats: range | tuple[int, ...] = (
            range(self._count()) if creature == RANDOM and self._sheets()
            else (max(creature, 0),))
        for seat in seats:
            try:
                self._config(0, seat)
            except ConfigError as exc:
                return sentence(refusal(exc))
        return ""

    def _validate(self) -> list[str]:
        errors = []
        names = self._names()
        for i, name in enumerate(names):
            if not name:
                errors.append(_("Seat {number} needs a name.").format(number=i + 1))
        folded = [n.casefold() for n in names if n]
        if len(set(folded)) != len(folded):
            errors.append(_("Names must be different from each other."))
        seed = self.query_one("#seed", Input).value.strip()
        if seed and not seed.isdigit():
            errors.append(_("The seed must be a whole number (or empty for a random one)."))
        if not errors:
            refused = self._engine_error()
            if refused:
                errors.append(refused)
        shown = self.query_one("#setup-errors", Static)
        shown.update("\n".join(errors))
        # No blank line while all is well: seven seats with their characters fit 80×24.
        shown.display = bool(errors)
        self.query_one("#start", Button).disabled = bool(errors)
        return errors

    @on(Input.Changed, "#seed")
    def _seed_changed(self) -> None:
        self._validate()

    def action_start(self) -> None:
        if self._validate():
            return
        names = tuple(self._names())
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else secrets.randbelow(2**31)
        creature = self._chosen_creature()
        if creature == RANDOM:
            # From the seed, not from chance of its own: the same seed then sets
            # up the same game, Creature included.
            creature = random_creature_seat(seed, len(names))
        try:
            config = self._config(seed, creature)
        except ConfigError as exc:
            # Checked already (see _engine_error); should a rule of the engine's
            # still refuse the game, the table reads why instead of a crash.
            shown = self.query_one("#setup-errors", Static)
            shown.update(sentence(refusal(exc)))
            shown.display = True
            return
        bots = {}
        for i in range(len(names)):
            who = self.query_one(f"#who-{i}", Select).value
            if isinstance(who, str) and who != HUMAN:
                bots[i] = who
        hints = self.query_one("#hints", Select).value is True
        self.post_message(StartGameRequested(config, seed, bots, hints))

    def action_back(self) -> None:
        stack = self.app.screen_stack
        if len(stack) > 2 and type(stack[-2]) is not Screen:
            self.app.pop_screen()
        else:
            # Nothing of ours below (a game opened without the title, as `--resume`
            # does, then a new game from its end): back to the title, not to
            # Textual's blank default screen.
            self.app.switch_screen(TitleScreen())

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.action_back()
