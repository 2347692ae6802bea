"""What the app shows of a rule set beyond its places, cards, tracks and tokens:
the typed hooks of a presentation pack, and their composition.

The widgets and screens draw what every rule set has (the grid, the tracks,
the players, the hand, the decision) and ask the game's composed
:class:`Presentation` for the rest: marks on the grid, a track's bonus spaces,
a board under the grid, columns of the players table, sections of a seat's
own hand, a page that explains a public decision, what the end of the game
and a replay add. So no widget or screen tests for a mode: a rule set that
has something to show supplies a pack (see :mod:`notalone_tui.tui.packs`).

Every hook is a pure function of a seat's view (and what the app passes
with it), so a pack cannot show what the seat may not see. A hook field holds
a tuple: composing packs joins their tuples in the order of ``RuleSet.packs``
(most general first), which is the order their parts are drawn in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from rich.text import Text

from notalone_tui.engine import DecisionView, GameView, HuntedView, Option, RuleSet
from notalone_tui.i18n import Renderer

#: Marks drawn in a place's cell, each with its style: ``(("⌂", "bold"),)``.
Marks = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class PlayerColumn:
    """A column a rule set adds to the players table, for each Hunted.

    A *count* column (:attr:`Presentation.count_columns`) follows the Survival
    count; an *ability* column (:attr:`Presentation.ability_columns`) follows
    the counts and a space, before the discard piles. Where a table has any
    ability column, Will shows as marks only (the column needs the room)."""

    #: The column's width in this game (0: not shown).
    width: Callable[[GameView, RuleSet], int]
    #: Its heading, given the width it takes; a count column's heading may be
    #: narrower than the column (see :mod:`..widgets.players_panel`).
    heading: Callable[[GameView, int], str]
    #: A Hunted's cell, as wide as the column (given its width).
    cell: Callable[[GameView, RuleSet, HuntedView, Renderer, int], Text]
    #: For an ability column that gives up letters where the panel is narrow:
    #: the narrowest it may be cut to, given how many other ability columns
    #: show. ``None``: never cut.
    least: Callable[[int], int] | None = None


@dataclass(frozen=True)
class Board:
    """A board drawn across the screen under the grid (Sanctuary's): whether
    it shows in a game, and its text in a width (``roomy``: a large terminal
    that has room for more)."""

    shown: Callable[[GameView], bool]
    text: Callable[[GameView, RuleSet, int, bool], Text]
    #: Whether the board takes so many lines that the table's grid draws two
    #: lines a place in a small terminal.
    crowds_grid: Callable[[GameView], bool] = lambda view: False


@dataclass(frozen=True)
class TablePage:
    """A page the public table shows where the grid was, explaining a public
    decision before anyone answers it (Frozen Lands' team choice)."""

    explains: Callable[[DecisionView], bool]
    #: The page, given the view, the decision and whether a computer is asked
    #: (the people at the table enter it for it).
    text: Callable[[GameView, DecisionView, bool], Text]


class Hand(NamedTuple):
    """What a hand section is drawn from: the seat's view, its decision on show,
    the renderer of the game's words, the rule set, and the width of the panel
    (for card texts indented on every line; None: the panel wraps them)."""

    view: GameView
    decision: DecisionView | None
    say: Renderer
    rules: RuleSet
    width: int | None = None


@dataclass(frozen=True)
class SetupMode:
    """A game the setup screen offers in its Mode field: the pack that plays
    it says how it is set up, so the screen names no mode."""

    #: The field's value for it (a rule-set id as the configuration makes it).
    value: str
    #: Its name in the field, and the one line under it that says what it
    #: changes (message ids: translated where shown).
    label: str
    line: str
    #: What it sets in the game's configuration: ``GameConfig`` keywords
    #: (``ruleset`` and the rule set's parameters).
    config: Mapping[str, Any]
    #: Its place in the field, lowest first.
    rank: int


#: A section of the hand panel (an empty ``Text``: nothing to add).
HandSection = Callable[[Hand], Text]


@dataclass(frozen=True)
class Presentation:
    """One pack's hooks (or several packs' composed with ``+``)."""

    # ---------------------------------------------------------- the grid
    #: Marks a place's cell draws besides the tokens and markers.
    place_marks: tuple[Callable[[GameView], Mapping[int, Marks]], ...] = ()
    #: A track's bonus spaces, steps from its start -> whether it triggered.
    track_bonuses: tuple[Callable[[GameView, str], Mapping[int, bool]], ...] = ()
    #: Boards under the grid.
    boards: tuple[Board, ...] = ()
    #: Pages the table shows instead of the grid for a public decision.
    table_pages: tuple[TablePage, ...] = ()
    # ---------------------------------------------------- the players table
    count_columns: tuple[PlayerColumn, ...] = ()
    ability_columns: tuple[PlayerColumn, ...] = ()
    #: Words after the reserve's Place cards (" · ☣12").
    reserve_notes: tuple[Callable[[GameView], str], ...] = ()
    #: The names of the Creature's public abilities (its line of the table).
    creature_abilities: tuple[Callable[[GameView, Renderer], tuple[str, ...]], ...] = ()
    # ---------------------------------------------------------- decisions
    #: An option's label, given its words: a mark before them, say.
    option_labels: tuple[Callable[[Option, str], str], ...] = ()
    #: What an option's card does, under its label, where the choice turns on it.
    option_details: tuple[Callable[[Option, str], str], ...] = ()
    # ------------------------------------------------ a seat's own hand
    #: The Creature's screen: before its Hunt cards, after them, last.
    creature_first: tuple[HandSection, ...] = ()
    creature_after_hunt: tuple[HandSection, ...] = ()
    creature_last: tuple[HandSection, ...] = ()
    #: A Hunted's screen: after the Will line, before the Place cards (a
    #: section of its own), after the Survival cards, last.
    hunted_status: tuple[HandSection, ...] = ()
    hunted_before_cards: tuple[HandSection, ...] = ()
    hunted_after_cards: tuple[HandSection, ...] = ()
    hunted_last: tuple[HandSection, ...] = ()
    #: A seat's own cards of this pack in short, one item each, where a small
    #: terminal shows the seat's cards above the players table (a Hunted's
    #: Survivors, the Creature's Evolutions): what they hold stays in sight.
    own_short: tuple[Callable[[GameView], list[Text]], ...] = ()
    # ----------------------------------------------- the end and the replay
    #: Before the game's figures, which then take two lines.
    end_reveals: tuple[Callable[[GameView], Text], ...] = ()
    #: After the figures ("" for none).
    end_notes: tuple[Callable[[GameView, RuleSet], str], ...] = ()
    #: A seat's own secrets, for the replay of a finished game ("; ..." or "").
    secrets: tuple[Callable[[GameView, RuleSet], str], ...] = ()
    # ------------------------------------------------------------ setup
    #: The games this pack offers at setup (the base game; Frozen Lands...).
    setup_modes: tuple[SetupMode, ...] = ()

    def __add__(self, other: Presentation) -> Presentation:
        """Both packs' hooks, this one's first."""
        return Presentation(**{f.name: getattr(self, f.name) + getattr(other, f.name)
                                for f in fields(self)})

    # ------------------------------------------------------------ readings
    def marks(self, view: GameView) -> dict[int, Marks]:
        """Every pack's marks by place."""
        out: dict[int, Marks] = {}
        for hook in self.place_marks:
            for place, marks in hook(view).items():
                out[place] = out.get(place, ()) + marks
        return out

    def bonuses(self, view: GameView, track_id: str) -> dict[int, bool]:
        out: dict[int, bool] = {}
        for hook in self.track_bonuses:
            out.update(hook(view, track_id))
        return out

    def shown_boards(self, view: GameView) -> tuple[Board, ...]:
        return tuple(board for board in self.boards if board.shown(view))

    def crowded(self, view: GameView) -> bool:
        """Whether a board on show leaves the table's grid little room."""
        return any(board.crowds_grid(view) for board in self.shown_boards(view))

    def page(self, decision: DecisionView | None) -> TablePage | None:
        """The page that explains ``decision`` on the table, if any."""
        if decision is None:
            return None
        return next((p for p in self.table_pages if p.explains(decision)), None)

    def label(self, option: Option, words: str) -> str:
        for hook in self.option_labels:
            words = hook(option, words)
        return words

    def detail(self, option: Option, kind: str) -> str:
        return next((d for d in (hook(option, kind) for hook in self.option_details) if d), "")


def sections(hooks: tuple[HandSection, ...], hand: Hand) -> Text:
    """The sections of ``hooks`` one after the other."""
    text = Text()
    for hook in hooks:
        text.append_text(hook(hand))
    return text
