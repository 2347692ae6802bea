"""Where step handlers and decision answers register themselves.

The agenda holds plain tuples such as ``("explore", seat)``; the name picks
the handler here. Answers are picked by the decision's kind. Keeping the
lookup in data (not in closures) is what keeps the state serialisable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .options import Decision, Kind, Option

if TYPE_CHECKING:
    from .game import Game

StepHandler = Callable[..., None]
AnswerHandler = Callable[["Game", Decision, Option], None]

STEPS: dict[str, StepHandler] = {}
ANSWERS: dict[Kind, AnswerHandler] = {}


def step(name: str) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        if name in STEPS:
            raise RuntimeError(f"step {name!r} registered twice")
        STEPS[name] = fn
        return fn

    return register


def answers(kind: Kind) -> Callable[[AnswerHandler], AnswerHandler]:
    def register(fn: AnswerHandler) -> AnswerHandler:
        if kind in ANSWERS:
            raise RuntimeError(f"answer for {kind!r} registered twice")
        ANSWERS[kind] = fn
        return fn

    return register


def run_step(game: Game, item: tuple[Any, ...]) -> None:
    STEPS[item[0]](game, *item[1:])
