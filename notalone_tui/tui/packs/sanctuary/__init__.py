"""The presentation pack ``sanctuary``: Sanctuary's board under the grid,
its token and the Defense bonuses on the grid and the tracks, the Survivor
and Avatar columns of the players table, the marks and texts of its options,
a seat's own Sanctuary cards, and what it adds to the end and the replay.

The light variant (pack ``sanctuary-light``) uses the same pack: its view
says which parts are played (:attr:`SanctuaryView.full`), and each text
below draws those alone. The texts themselves are in :mod:`.texts`.
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import GameView, HuntedView, Option, RuleSet
from notalone_tui.engine.rulesets.base import RULESET_ID as BASE_ID
from notalone_tui.engine.rulesets.sanctuary import RULESET_ID
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import N_

from ..presentation import Board, Hand, PlayerColumn, Presentation, SetupMode
from .texts import (
    SURVIVOR_MARK,
    avatar_heading,
    avatar_name,
    avatar_width,
    board_text,
    creature_cards,
    developed_cards,
    end_text,
    evolutions_first,
    full_of,
    hidden_words,
    hunted_cards,
    option_detail,
    option_mark,
    own_short,
    place_marks,
    sanctuary_of,
    track_bonuses,
)

#: The players table's Survivor column: the face-down Survivor cards held.
SURVIVORS_WIDTH = 2
#: The fewest columns an Avatar's first name is cut to where the panel is
#: narrow: five letters and a space (as the characters' names), four beside
#: another column of abilities.
AVATAR_LEAST = 6


def survivors_heading(view: GameView, width: int) -> str:
    """☺ right above the Survivor counts; blank in the light variant (whose
    column keeps the Avatars in line)."""
    return f"{SURVIVOR_MARK} " if full_of(view) is not None else "  "


def survivors_cell(view: GameView, rules: RuleSet, hv: HuntedView, say: Renderer,
                   width: int) -> Text:
    sanctuary = sanctuary_of(view)
    held = sanctuary.held_count(hv.seat) if sanctuary is not None else 0
    return Text(f"{held:>{width}}" if full_of(view) is not None else " " * width,
                style="bold" if held else "dim")


SURVIVORS_COLUMN = PlayerColumn(
    width=lambda view, rules: SURVIVORS_WIDTH if sanctuary_of(view) is not None else 0,
    heading=survivors_heading, cell=survivors_cell)


def avatar_cell(view: GameView, rules: RuleSet, hv: HuntedView, say: Renderer,
                width: int) -> Text:
    """A Hunted's Avatar by its first name (cut to the column)."""
    sanctuary = sanctuary_of(view)
    avatar = sanctuary.avatar(hv.seat) if sanctuary is not None else ""
    name = avatar_name(rules, avatar)[:width - 1] if avatar else ""
    return Text(name.ljust(width), style="bold")


AVATAR_COLUMN = PlayerColumn(
    width=avatar_width,
    heading=lambda view, width: avatar_heading()[:width - 1].ljust(width),
    cell=avatar_cell,
    least=lambda others: AVATAR_LEAST - min(others, 1))


def marked_label(option: Option, words: str) -> str:
    """The Reckoning's rescue and fortify, marked as the board draws what they act on."""
    mark = option_mark(option)
    return f"{mark} {words}" if mark else words


def evolutions_before(hand: Hand) -> Text:
    """The Creature's Evolutions, before its Hunt cards where its choice is about them."""
    if evolutions_first(hand.view, hand.decision):
        return creature_cards(hand.view, hand.width)
    return Text()


def evolutions_after(hand: Hand) -> Text:
    """The Creature's Evolutions, after its Hunt cards the rest of the time."""
    if evolutions_first(hand.view, hand.decision):
        return Text()
    return creature_cards(hand.view, hand.width)


def own_cards(hand: Hand) -> Text:
    """A Hunted's Avatar and face-down Survivors, before their Place cards
    (the Avatar is an ability the seat may use any turn)."""
    seat = hand.view.viewer
    assert seat is not None  # a Hunted's own screen
    return hunted_cards(hand.view, seat, hand.width)


#: The full expansion at setup: the base game's places 1-5 and its own 6-10.
GAME = SetupMode(RULESET_ID, N_("Sanctuary (2-7, designed for this edition)"),
                 N_("New places 6-10, Survivors, a Defense track, Avatars, Evolutions."),
                 {"ruleset": BASE_ID, "sanctuary": "full"}, rank=20)

PACK = Presentation(
    setup_modes=(GAME,),
    place_marks=(place_marks,),
    track_bonuses=(track_bonuses,),
    boards=(Board(shown=lambda view: sanctuary_of(view) is not None, text=board_text,
                  crowds_grid=lambda view: full_of(view) is not None),),
    count_columns=(SURVIVORS_COLUMN,),
    ability_columns=(AVATAR_COLUMN,),
    option_labels=(marked_label,),
    option_details=(option_detail,),
    creature_first=(evolutions_before,),
    creature_last=(evolutions_after,),
    hunted_before_cards=(own_cards,),
    own_short=(own_short,),
    hunted_last=(lambda hand: developed_cards(hand.view, hand.width),),
    end_notes=(end_text,),
    secrets=(hidden_words,),
)
