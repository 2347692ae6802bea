"""An analysis in the players' words, in the current language.

The options are worded as the rule set describes them to the player choosing
(the same words as the game's option lists), from the acting seat's view of
the position; names are shown as every screen shows them (control characters
made visible). Every phrase goes through the catalogue. Pure: strings only,
for the command line, its ``--json`` and the app alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from notalone_tui.engine import CREATURE, Game, Option, get_ruleset
from notalone_tui.i18n.current import _, render
from notalone_tui.i18n.names import shown_names
from notalone_tui.records import GameRecord

from .estimate import Estimate
from .run import Analysis, Swing


def percent(chance: float) -> str:
    """A chance as a whole percentage ("42%"; French writes "42 %")."""
    return _("{value}%").format(value=round(100 * chance))


def points(change: float) -> str:
    """A move of the chance in percentage points, signed ("+25", "-8")."""
    return f"{round(100 * change):+d}"


def with_error(estimate: Estimate) -> str:
    """"42% ± 8" (the standard error in points), or just "100%" for the result."""
    if estimate.playouts == 0:
        return percent(estimate.chance)
    return _("{chance} ± {error}").format(chance=percent(estimate.chance),
                                         error=round(100 * estimate.error))


def option_words(record: GameRecord, index: int, seat: int, option: Option) -> str:
    """What ``option`` does, as the rule set put it to ``seat`` before action
    ``index`` (its view then)."""
    game = record.replay(upto=index)
    return option_words_in(game, seat, option)


def option_words_in(game: Game, seat: int, option: Option) -> str:
    view = game.view(seat)
    kind = next((str(d.kind) for d in game.state.pending if d.seat == seat), "")
    rules = get_ruleset(view.ruleset)
    config = game.state.config
    return render(rules.describe(rules, option, kind, view), config.names, config.ruleset)


@dataclass(frozen=True)
class SwingWords:
    """One swing as sentences."""

    title: str
    change: str
    expert: str


def swing_words(analysis: Analysis, swing: Swing) -> SwingWords:
    record = analysis.record
    name = shown_names(record.config.names)[swing.seat]
    game = record.replay(upto=swing.index)
    did = option_words_in(game, swing.seat, swing.action)
    title = _("Turn {turn}, action {n}: {name} chose “{action}”").format(
        turn=swing.turn, n=swing.index + 1, name=name, action=did)
    change = _("As {name} could judge it, the Creature's chance went from {before} to "
               "{after} ({points} points).").format(
        name=name, before=percent(swing.before.chance), after=with_error(swing.after),
        points=points(swing.after.chance - swing.before.chance))
    if swing.expert_agrees:
        expert = _("The expert would have done the same.")
    else:
        expert = _("The expert would have chosen “{option}”: the chance would then have "
                   "been {chance}.").format(
            option=option_words_in(game, swing.seat, swing.expert),
            chance=with_error(swing.after_expert))
    return SwingWords(title, change, expert)


def basis_note(analysis: Analysis) -> str:
    """What the estimates use and how big they are."""
    return _("The Creature's chance to win after each action, estimated by the expert bot "
             "from the public view plus what the player about to act knew ({playouts} "
             "imagined games a position, seed {seed}).").format(
        playouts=analysis.playouts, seed=analysis.seed)


def _estimate_json(estimate: Estimate) -> dict[str, Any]:
    return {"chance": estimate.chance, "error": estimate.error, "low": estimate.low,
            "high": estimate.high, "playouts": estimate.playouts, "seat": estimate.seat,
            "basis": estimate.basis}


def _option_json(option: Option) -> dict[str, Any]:
    from notalone_tui.records import OptionModel

    data: dict[str, Any] = OptionModel.of(option).model_dump(mode="json", exclude_defaults=True)
    data["verb"] = option.verb.value
    return data


def to_json(analysis: Analysis) -> dict[str, Any]:
    """The analysis as JSON data: every position's estimate, and the swings
    with their words in the current language."""
    record = analysis.record
    names = list(record.config.names)
    swings = []
    for swing in analysis.swings:
        words = swing_words(analysis, swing)
        swings.append({
            "index": swing.index, "turn": swing.turn, "seat": swing.seat,
            "player": names[swing.seat], "kind": swing.kind,
            "action": _option_json(swing.action), "change": swing.change,
            "before": _estimate_json(swing.before), "after": _estimate_json(swing.after),
            "expert": _option_json(swing.expert), "expert_agrees": swing.expert_agrees,
            "after_expert": _estimate_json(swing.after_expert),
            "words": {"title": words.title, "change": words.change, "expert": words.expert},
        })
    return {
        "players": names,
        "creature_seat": record.config.creature_seat,
        "winner": CREATURE if analysis.positions[-1].estimate.chance == 1.0 else "hunted",
        "seed": analysis.seed,
        "playouts": analysis.playouts,
        "information": "public view plus the knowledge of the seat about to act",
        "note": basis_note(analysis),
        "positions": [{"index": p.index, "turn": p.turn, "options": p.options,
                       **_estimate_json(p.estimate),
                       "after": None if p.after is None else _estimate_json(p.after),
                       "swing": p.swing} for p in analysis.positions],
        "swings": swings,
        "seconds": round(analysis.seconds, 2),
    }
