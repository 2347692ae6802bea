"""What the app shows of the character sheets (the presentation pack
``sheets``): each Hunted's character in a column of the players table, the
Creature's abilities on its line, and a seat's own sheet in full on its
private screen. All of it is public but the sheet's text, which the owner
reads; every name and text comes from the rule set's own messages.
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import GameView, HuntedView, RuleSet
from notalone_tui.engine.rulesets import sheets
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import _

from ..wrapping import indented
from .presentation import Hand, PlayerColumn, Presentation

#: The players table's character column (a first name of up to five letters,
#: the used mark, a space). Will then shows as marks only (it is at most 3,
#: so the marks say it all), which leaves the names their width.
CHARACTER_WIDTH = 7
#: After a character's name on the players table: its ability was used this turn.
USED_MARK = "✓"


def character_cell(hv: HuntedView, say: Renderer) -> Text:
    """A Hunted's character in the players table: the first name, marked (and
    dimmed) once the ability was used this turn."""
    cell = Text(say(sheets.short(hv.character))[:CHARACTER_WIDTH - 2], style="bold")
    if hv.ability_used:
        cell.stylize("dim")
        cell.append(USED_MARK, style="bold")
    cell.pad_right(CHARACTER_WIDTH - cell.cell_len)
    return cell


def character_width(view: GameView, rules: RuleSet) -> int:
    """The character column, where any Hunted plays a character."""
    return CHARACTER_WIDTH if any(hv.character for hv in view.hunted) else 0


def character_heading(view: GameView, width: int) -> str:
    # TRANSLATORS: a column heading of the players table (each Hunted's
    # character sheet), lower case, at most 5 letters.
    return _("sheet")[:CHARACTER_WIDTH - 2].ljust(width)


def character_column_cell(view: GameView, rules: RuleSet, hv: HuntedView, say: Renderer,
                          width: int) -> Text:
    return character_cell(hv, say) if hv.character else Text(" " * width)


CHARACTER_COLUMN = PlayerColumn(width=character_width, heading=character_heading,
                                cell=character_column_cell)


def creature_abilities(view: GameView, say: Renderer) -> tuple[str, ...]:
    """The Creature's abilities by name (public: read from the view)."""
    return tuple(say(sheets.name(ability)) for ability in view.creature.abilities)


def sheet_entry(text: Text, ability: str, say: Renderer, width: int | None = None) -> None:
    """A character or Creature ability in full, as its owner reads it, with the
    label every sheet carries (designed for this edition, not official text)."""
    text.append(f"• {say(sheets.name(ability))}\n", style="bold")
    indented(text, say(sheets.text(ability)), width, tail=f"({say(sheets.designed())})")


def creature_sheet(hand: Hand) -> Text:
    """The Creature's own sheet in full, after its cards."""
    text = Text()
    abilities = hand.view.creature.abilities
    if abilities:
        text.append(_("Your Creature sheet") + "\n", style="bold underline")
        for ability in abilities:
            sheet_entry(text, ability, hand.say, hand.width)
    return text


def character_sheet(hand: Hand) -> Text:
    """A Hunted's own character in full, after their cards, and whether its
    ability was used this turn."""
    view = hand.view
    me = next(hv for hv in view.hunted if hv.seat == view.viewer)
    text = Text()
    if me.character:
        text.append(_("Your character"), style="bold underline")
        # TRANSLATORS: a character sheet's ability (with the sheets).
        used = (_("used this turn") if me.ability_used
                # TRANSLATORS: a character sheet's ability (with the sheets).
                else _("ready this turn"))
        text.append(f" ({used})\n", style="italic")
        sheet_entry(text, me.character, hand.say, hand.width)
    return text


PACK = Presentation(
    ability_columns=(CHARACTER_COLUMN,),
    creature_abilities=(creature_abilities,),
    creature_after_hunt=(creature_sheet,),
    hunted_after_cards=(character_sheet,),
)
