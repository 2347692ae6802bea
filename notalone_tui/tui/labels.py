"""What the screens say about options, from the rule set a view belongs to,
and what they call the players on the grid.

Pure functions of an option, its decision and a seat's view, so the labels
are testable without a terminal and cannot reach beyond what the seat may see;
they are messages, which the app words with its catalogue.
"""

from __future__ import annotations

from functools import cache
from string import Formatter

from rich.text import Text

from notalone_tui.engine import BASE, GameView, Option, RuleSet, get_ruleset
from notalone_tui.engine.messages import Msg
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED
from notalone_tui.i18n.current import _
from notalone_tui.i18n.names import visible


def rules_of(view: GameView | None) -> RuleSet:
    """The rule set a view belongs to (the base game when there is no view)."""
    return BASE if view is None else get_ruleset(view.ruleset)


def option_label(option: Option, kind: str, view: GameView) -> Msg:
    """What an option does, as the rule set describes it."""
    rules = rules_of(view)
    return rules.describe(rules, option, kind, view)


#: A Contamination token (Frozen Lands) wherever the screens count them; and a
#: token's two faces once they may be shown (its owner's Diagnostic Kit, the
#: end-of-game reveal): a shape each, never a colour alone.
TOKEN_MARK = "☣"
FACE_MARKS = {True: "☣", False: "○"}


def mode_of(ruleset_id: str) -> str:
    """The mode (place set) of a rule set id: "frozen-lands+sheets" is Frozen
    Lands played with an option (the registry's "<id>+<option>" naming)."""
    return ruleset_id.split("+", 1)[0]


def has_contamination(view: GameView | None) -> bool:
    """Whether the game played has Contamination tokens to count (Frozen Lands)."""
    return view is not None and mode_of(view.ruleset) == FROZEN_LANDS


def face_mark(face: str) -> str:
    """A token face as the screens draw it: ☣ the icon, ○ blank."""
    return FACE_MARKS[face == INFECTED]


def face_words(faces: tuple[str, ...]) -> list[str]:
    """Token faces in marks and words, the icons first ("☣ icon", "○ blank"),
    so that the order tells nothing of which token is which."""
    icons = sum(face == INFECTED for face in faces)
    # TRANSLATORS: a Contamination token's face that shows the contamination icon ("☣ icon").
    icon = FACE_MARKS[True] + " " + _("icon")
    # TRANSLATORS: a Contamination token's face without the contamination icon ("○ blank").
    blank = FACE_MARKS[False] + " " + _("blank")
    return [icon] * icons + [blank] * (len(faces) - icons)


def append_filled(text: Text, template: str, style: str | None = None,
                  **values: str | tuple[str, str]) -> Text:
    """Append a phrase with named placeholders (``template``, translated) to
    ``text`` in ``style``, each value given as ``(words, style)`` drawn in its
    own style: a whole sentence stays one message while a name in it is bold."""
    for literal, field, spec, _conversion in Formatter().parse(template):
        if literal:
            text.append(literal, style=style)
        if field is not None:
            value = values[field]
            words, own = value if isinstance(value, tuple) else (value, style)
            text.append(format(words, spec or ""), style=own)
    return text


#: Letters a player's figure takes on the grid when the prefix tells players apart.
GRID_NAME = 3
#: The longest prefix tried before falling back on a prefix and the last letter.
GRID_NAME_MAX = 5


@cache
def grid_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """A short form of each player's name for the grid, distinct at the table.

    The first three letters where they tell the players apart ("Ben"), else the
    shortest longer prefix that does (up to five letters: "Cleo"/"Clem"), else
    three letters and the last one ("Alexandra" -> "Alea", "Alexander" ->
    "Aler"), else three letters and the seat's number: two players never share
    a figure on the grid. Control characters show as their stand-ins (see
    :mod:`notalone_tui.i18n.names`)."""

    def unique(forms: list[str]) -> bool:
        folded = [f.casefold() for f in forms]
        return len(set(folded)) == len(folded)

    stripped = [visible(name).strip() or "?" for name in names]
    shorts = [name[:GRID_NAME] for name in stripped]
    for i in range(len(stripped)):
        clash = [j for j, s in enumerate(shorts) if s.casefold() == shorts[i].casefold()]
        if len(clash) == 1:
            continue
        group = [stripped[j] for j in clash]
        for size in range(GRID_NAME + 1, GRID_NAME_MAX + 1):
            if unique([n[:size] for n in group]):
                forms = [n[:size] for n in group]
                break
        else:
            forms = [n[:GRID_NAME] + n[-1] if len(n) > GRID_NAME else n for n in group]
            if not unique(forms):
                forms = [n[:GRID_NAME] + str(j + 1) for n, j in zip(group, clash, strict=True)]
        for j, form in zip(clash, forms, strict=True):
            shorts[j] = form
    if not unique(shorts):  # a prefix shorter than three letters met a longer form
        shorts = [n[:GRID_NAME] + str(j + 1) for j, n in enumerate(stripped)]
    return tuple(shorts)
