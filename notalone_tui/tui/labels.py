"""What the screens say about options, from the rule set a view belongs to.

Pure functions of an option, its decision and a seat's view, so the labels
are testable without a terminal and cannot reach beyond what the seat may see;
they are messages, which the app words with its catalogue.
"""

from __future__ import annotations

from notalone_tui.engine import BASE, GameView, Option, RuleSet, get_ruleset
from notalone_tui.engine.messages import Msg


def rules_of(view: GameView | None) -> RuleSet:
    """The rule set a view belongs to (the base game when there is no view)."""
    return BASE if view is None else get_ruleset(view.ruleset)


def option_label(option: Option, kind: str, view: GameView) -> Msg:
    """What an option does, as the rule set describes it."""
    rules = rules_of(view)
    return rules.describe(rules, option, kind, view)
