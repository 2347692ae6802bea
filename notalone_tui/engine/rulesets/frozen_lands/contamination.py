"""The Contamination reserve: 14 face-down tokens (``fl-rule-contamination-procedure``).

The state holds the faces, as it holds every hidden card, under one key of
``GameState.extra`` that is *not* public: redaction (:mod:`...knowledge`) hides
it whole, and views carry only counts (each Hunted's, and the reserve's). Nobody
chooses a token by its face: taking draws the reserve's top token (the reserve
is shuffled from the seed at setup and after every discard), and a Hunted's own
tokens are indistinguishable to them, so "discard a token" returns the one held
longest (:func:`discard`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Arg, msg
from ...options import Option, Verb
from .cards import BLANK, INFECTED, TOKEN_COUNT, TOKEN_FACES

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

#: ``state.extra[KEY]``: ``{"reserve": [faces], "held": {seat: [faces]}}``.
KEY = "fl_contamination"
#: The option "discard a Contamination token" (``card`` names the token kind).
TOKEN = "contamination"
DISCARD_TOKEN = Option(Verb.DISCARD, card=TOKEN)


def setup(game: Game) -> None:
    """Lay the 14 tokens out, shuffled face down, as the reserve."""
    reserve = [face for face, copies in sorted(TOKEN_FACES.items()) for _ in range(copies)]
    game.shuffle(reserve)
    game.state.extra[KEY] = {"reserve": reserve, "held": {s: [] for s in game.hunted_order}}
    game.log("contamination", msg("fl.contamination.setup", n=len(reserve)))


def _pool(state: GameState) -> dict[str, Any]:
    pool: dict[str, Any] = state.extra[KEY]
    return pool


def reserve_count(state: GameState) -> int:
    return len(_pool(state)["reserve"])


def held_count(state: GameState, seat: int) -> int:
    return len(_pool(state)["held"].get(seat, ()))


def held_total(state: GameState) -> int:
    return sum(len(v) for v in _pool(state)["held"].values())


def take(game: Game, seat: int, why: Arg) -> None:
    """``seat`` takes a token at random, unseen; an empty reserve gives none."""
    pool = _pool(game.state)
    if not pool["reserve"]:
        game.log("contamination", msg("fl.contamination.empty", seat=SEATS[seat], why=why))
        return
    pool["held"][seat].append(pool["reserve"].pop())
    game.stat("contamination_taken")
    game.log("contamination", msg("fl.contamination.take", seat=SEATS[seat], why=why,
                                  n=held_count(game.state, seat)))


def discard(game: Game, seat: int, why: Arg) -> None:
    """``seat`` returns a token face down to the reserve, which is shuffled again."""
    pool = _pool(game.state)
    held = pool["held"][seat]
    if not held:
        return
    pool["reserve"].append(held.pop(0))
    game.shuffle(pool["reserve"])
    game.stat("contamination_discarded")
    game.log("contamination", msg("fl.contamination.discard", seat=SEATS[seat], why=why,
                                  n=len(held)))


def reveal(game: Game) -> int:
    """Turn every held token face up (the end of the game); the number showing the icon."""
    held = _pool(game.state)["held"]
    infected: int = sum(face == INFECTED for faces in held.values() for face in faces)
    total = sum(len(faces) for faces in held.values())
    game.log("contamination_reveal", msg("fl.contamination.reveal", n=total, infected=infected))
    return infected


def check(state: GameState) -> list[str]:
    """Token conservation: 14 = reserve + held (a discarded token goes back to the
    reserve, so nothing lies elsewhere), with 5 icon faces and 9 blank ones."""
    pool = state.extra.get(KEY)
    if pool is None:
        return ["the Contamination reserve is missing"]
    faces = list(pool["reserve"]) + [f for held in pool["held"].values() for f in held]
    problems = []
    if len(faces) != TOKEN_COUNT:
        problems.append(f"{len(pool['reserve'])} tokens in reserve + "
                        f"{len(faces) - len(pool['reserve'])} held != {TOKEN_COUNT}")
    if sorted(faces) != sorted(f for f, n in TOKEN_FACES.items() for _ in range(n)):
        problems.append(f"Contamination faces not conserved: {sorted(faces)}")
    if set(pool["held"]) != set(state.config.hunted_seats):
        problems.append(f"tokens held by non-Hunted seats: {sorted(pool['held'])}")
    return problems


__all__ = ["BLANK", "DISCARD_TOKEN", "INFECTED", "KEY", "TOKEN"]
