"""What the screens say about options, from the rule set a view belongs to.

Pure functions of an option, its decision and a seat's view, so the labels
are testable without a terminal and cannot reach beyond what the seat may see;
they are messages, which the app words with its catalogue.
"""

from __future__ import annotations

from string import Formatter

from rich.text import Text

from notalone_tui.engine import BASE, GameView, Option, RuleSet, get_ruleset
from notalone_tui.engine.messages import Msg


def rules_of(view: GameView | None) -> RuleSet:
    """The rule set a view belongs to (the base game when there is no view)."""
    return BASE if view is None else get_ruleset(view.ruleset)


def option_label(option: Option, kind: str, view: GameView) -> Msg:
    """What an option does, as the rule set describes it."""
    rules = rules_of(view)
    return rules.describe(rules, option, kind, view)


def mode_of(ruleset_id: str) -> str:
    """The mode (place set) of a rule set id: "frozen-lands+sheets" is Frozen
    Lands played with an option (the registry's "<id>+<option>" naming)."""
    return ruleset_id.split("+", 1)[0]


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
