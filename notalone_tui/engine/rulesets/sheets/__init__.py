"""The Remastered character sheets, as an option any rule set may be played with.

Every Hunted plays one of six characters, each with one ability (max 1x/turn),
and the Creature has two abilities (the second with 5 or more players). The
sheets' content is designed for this edition (``shared/reference/cards-designed.md``
section 1). The module adds steps, answers and abilities at hook points; it
replaces nothing of the rule set it extends. ``GameConfig(sheets=True)``
selects ``"<rule set>+sheets"`` (:func:`extend`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random
from typing import TYPE_CHECKING, Any

from ... import registry
from ...messages import SEATS, Msg, msg
from ...options import Option
from ...ruleset import Handlers, Hook, RuleSet, merge_handlers
from . import abilities, views
from .abilities import (
    CHARACTERS,
    CREATURE_ABILITIES,
    about,
    characters_of,
    designed,
    name,
    short,
    text,
)
from .parameters import CHARACTERS_PARAMETER, OPTION, SHEETS

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView


__all__ = [
    "CHARACTERS",
    "CHARACTERS_PARAMETER",
    "CREATURE_ABILITIES",
    "OPTION",
    "SHEETS",
    "about",
    "characters_of",
    "complete",
    "deal",
    "designed",
    "extend",
    "name",
    "sheets_by_default",
    "short",
    "text",
]



def sheets_by_default(ruleset: str) -> bool:
    """Whether a table setting up ``ruleset`` finds the character sheets on (R41:
    off in the base game, on in Frozen Lands, as each rule set suggests). The
    setup screen asks here, and the configuration's ``sheets`` parameter records
    the table's choice, whatever it was."""
    return bool(registry.suggested(ruleset, OPTION))

def complete(chosen: Sequence[str], seed: int) -> tuple[str, ...]:
    """``chosen`` (a character, or ``""`` for one dealt at random, per Hunted in
    play order) with each ``""`` dealt from ``seed`` among the characters nobody
    chose: a table may choose some characters and leave the rest to chance.

    The deal is a stream of its own, so the game's draws are the same with or
    without sheets; with nothing chosen it is the game's own deal (:func:`deal`).
    A character chosen twice stays twice: refusing it is the configuration's
    job (two Hunted never share a character)."""
    free = [c for c in CHARACTERS if c not in chosen]
    dealt = iter(Random(f"characters {seed}").sample(free, sum(1 for c in chosen if not c)))
    return tuple(c or next(dealt) for c in chosen)


def deal(game: Game) -> dict[int, str]:
    """Each Hunted's character: the configuration's choice, else dealt from the seed."""
    cfg = game.state.config
    chosen = cfg.characters or complete(("",) * len(cfg.hunted_seats), game.state.seed)
    return dict(zip(cfg.hunted_seats, chosen, strict=True))


def extend(rules: RuleSet) -> RuleSet:
    """``rules`` played with the character sheets."""
    inner = Handlers()
    inner.steps.update(rules.steps)
    inner.answers.update(rules.answers)
    steps, answers = merge_handlers((inner, abilities.handlers))
    hooks: dict[str, tuple[Hook, ...]] = dict(rules.hooks)
    for point, added in abilities.HOOKS.items():
        hooks[point] = (*hooks.get(point, ()), *added)
    inner_setup = rules.setup
    inner_describe = rules.describe
    inner_invariants = rules.invariants

    def invariants(state: Any, outer: RuleSet) -> list[str]:
        return abilities.check(state, inner_invariants(state, outer))

    def describe(outer: RuleSet, option: Option, kind: str, view: GameView) -> Msg:
        own = abilities.describe(option, kind)
        return own if own is not None else inner_describe(outer, option, kind, view)

    def setup(game: Game) -> None:
        inner_setup(game)
        dealt = deal(game)
        game.state.extra[abilities.CHARACTERS_KEY] = dealt
        game.state.extra[abilities.CREATURE_KEY] = abilities.creature_abilities(
            game.state.config.players)
        for seat, character in dealt.items():
            game.log("character", msg("sheets.character.dealt", seat=SEATS[seat],
                                      character=abilities.name(character)))

    return replace(
        rules,
        id=f"{rules.id}+{OPTION}",
        steps=steps,
        answers=answers,
        hooks=hooks,
        setup=setup,
        describe=describe,
        invariants=invariants,
        max_hunt_hand=max(rules.max_hunt_hand, abilities.LURKING_HAND),
        adjacent={},
        adjacent_pairs=(),
        public_extra=rules.public_extra | abilities.PUBLIC,
        view_fields=(*rules.view_fields, *views.FIELDS),
        view_parts=(*rules.view_parts, views.part),
        packs=(*rules.packs, OPTION),
    )
