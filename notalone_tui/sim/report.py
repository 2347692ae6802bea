"""The report of a run, as text tables or as JSON: the win rates, turns, ends
and cards of every run, then the tables of the figure groups its packs count;
with ``--matrix``, the Creature's win rate for every pairing of levels."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from notalone_tui.i18n.current import _, ngettext
from notalone_tui.i18n.numbers import decimal, percent

from .modes import rules_id
from .summary import Summary
from .titles import LEVEL_NAMES, pairing, setting

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


def print_report(summaries: list[Summary], matrix: bool, as_json: bool) -> None:
    """Print the figures of one run, or of every pairing of a ``matrix``, on stdout."""
    from rich.console import Console

    if as_json:
        data = ({"matrix": [s.to_json() for s in summaries]} if matrix
                else summaries[0].to_json())
        print(json.dumps(data, indent=2))
        return
    out = Console()
    if matrix:
        out.print(matrix_table(summaries))
        for summary in summaries:
            print_figures(out, summary)
        return
    print_summary(out, summaries[0])


def print_figures(out: Console, summary: Summary) -> None:
    """The tables of the figure groups ``summary``'s packs count."""
    config = summary.config
    played = pairing(config.creature, config.hunted)
    for group in summary.groups:
        for table in group.tables(summary.figures, summary.games, played):
            out.print(table)


def matrix_table(summaries: list[Summary]) -> Table:
    """The Creature's win rate (and its 95% interval) for every pairing."""
    from rich.table import Table

    creatures = list(dict.fromkeys(s.config.creature for s in summaries))
    hunted = list(dict.fromkeys(s.config.hunted for s in summaries))
    first = summaries[0].config
    table = Table(title=_("Creature win rate, {games} games per pairing, {setting} "
                          "(95% interval)").format(
        games=first.games, setting=setting(first.players, first.ruleset, first.sheets)))
    table.add_column(_("Creature \\ Hunted"))
    for level in hunted:
        table.add_column(_(LEVEL_NAMES[level]), justify="right")
    cells = {(s.config.creature, s.config.hunted): s for s in summaries}
    for creature in creatures:
        row = []
        for level in hunted:
            rate, low, high = cells[creature, level].rate("creature")
            row.append(f"{percent(rate)} ({percent(low)}–{percent(high)})")
        table.add_row(_(LEVEL_NAMES[creature]), *row)
    return table


def print_summary(out: Console, summary: Summary) -> None:
    """One run: its win rates, turns, ends, cards, then its packs' figures."""
    from rich.table import Table

    from notalone_tui.engine import get_ruleset
    from notalone_tui.i18n.current import card_name

    config = summary.config
    rules = get_ruleset(rules_id(config.ruleset))
    table = Table(title=ngettext("{games} game, {setting}, {pairing}",
                                 "{games} games, {setting}, {pairing}", config.games).format(
        games=config.games, setting=setting(config.players, config.ruleset, config.sheets),
        pairing=pairing(config.creature, config.hunted)))
    table.add_column(_("side"))
    table.add_column(_("wins"), justify="right")
    table.add_column(_("win rate"), justify="right")
    table.add_column(_("95% CI"), justify="right")
    for side, label in (("creature", _("Creature")), ("hunted", _("Hunted"))):
        rate, low, high = summary.rate(side)
        wins = summary.creature_wins if side == "creature" else summary.hunted_wins
        table.add_row(label, str(wins), percent(rate), f"{percent(low)} – {percent(high)}")
    out.print(table)
    out.print(_("Turns: mean {mean}, sd {sd}, min {low}, max {high}").format(
        mean=decimal(summary.turns_mean, 1), sd=decimal(summary.turns_sd, 1),
        low=summary.turns_min, high=summary.turns_max))
    ends = Table(title=_("How games ended"))
    ends.add_column(_("win condition"))
    ends.add_column(_("games"), justify="right")
    for reason, count in sorted(summary.conditions.items(), key=lambda kv: -kv[1]):
        ends.add_row(reason, str(count))
    out.print(ends)
    cards = Table(title=_("Cards played (times per game)"))
    cards.add_column(_("card"))
    cards.add_column(_("played"), justify="right")
    cards.add_column(_("per game"), justify="right")
    for card, count in sorted(summary.cards.items(), key=lambda kv: -kv[1]):
        cards.add_row(card_name(rules, card), str(count), decimal(count / max(1, summary.games), 2))
    out.print(cards)
    print_figures(out, summary)
