"""The Remastered character sheets, as an option any rule set may be played with.

Every Hunted plays one of six characters, each with one ability (max 1x/turn),
and the Creature has two abilities (the second with 5 or more players). The
sheets' content is designed for this edition (``shared/reference/cards-designed.md``
section 1). The module adds steps, answers and abilities at hook points; it
replaces nothing of the rule set it extends. ``GameConfig(sheets=True)``
selects ``"<rule set>+sheets"`` (:func:`extend`).
"""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Msg, msg
from ...options import Option
from ...ruleset import Handlers, Hook, RuleSet, merge_handlers
from . import abilities
from .abilities import CHARACTERS, CREATURE_ABILITIES, characters_of

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

OPTION = "sheets"

__all__ = ["CHARACTERS", "CREATURE_ABILITIES", "OPTION", "characters_of", "deal", "extend"]


def deal(game: Game) -> dict[int, str]:
    """Each Hunted's character: the configuration's choice, else dealt from the seed
    (a stream of its own, so the game's draws are the same with or without sheets)."""
    cfg = game.state.config
    chosen = cfg.characters or tuple(
        Random(f"characters {game.state.seed}").sample(CHARACTERS, len(cfg.hunted_seats))
    )
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
        adjacent={},
        adjacent_pairs=(),
        public_extra=rules.public_extra | abilities.PUBLIC,
    )
