"""The Contamination reserve: 14 face-down tokens (``fl-rule-contamination-procedure``).

The state holds the faces, as it holds every hidden card, under one key of
``GameState.extra`` that is *not* public: redaction (:mod:`...knowledge`) hides
it whole, and views carry only counts (each Hunted's, and the reserve's). Nobody
chooses a token by its face: taking draws the reserve's top token (the reserve
is shuffled from the seed at setup and after every discard), and a Hunted's own
tokens are indistinguishable to them. Diagnostic Kit lets a Hunted look at
their own tokens: ``known`` marks, token by token, which faces the owner has
seen (shown on their private screen only). When the owner discards, the engine
makes the one choice that can matter for them (rules.md, "Frozen Lands"): a
token they know shows the icon first, then one they have not seen (the one held
longest), and a token they know is blank last.

Turn-long public keys (``turn.extra``) let cards change what taking and
discarding do, without this module knowing the cards: :data:`BLANKET` (seats
that take no token this turn, Thermal Blanket), :data:`QUARANTINE` (no token may
be discarded this turn) and :data:`DISCARDED` (seats that discarded a token this
turn, for Relapse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Arg, msg
from ...options import Option, Verb
from .cards import BLANK, INFECTED, TOKEN_COUNT, TOKEN_FACES

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

#: ``state.extra[KEY]``: ``{"reserve": [faces], "held": {seat: [faces]},
#: "known": {seat: [bool per held token]}, "revealed": bool}``.
KEY = "fl_contamination"
#: ``turn.extra`` keys (public): Thermal Blanket's seats, Quarantine, who discarded.
BLANKET = "fl_blanket"
QUARANTINE = "fl_quarantine"
DISCARDED = "fl_discarded"
#: The option "discard a Contamination token" (``card`` names the token kind).
TOKEN = "contamination"
DISCARD_TOKEN = Option(Verb.DISCARD, card=TOKEN)


def setup(game: Game) -> None:
    """Lay the 14 tokens out, shuffled face down, as the reserve."""
    reserve = [face for face, copies in sorted(TOKEN_FACES.items()) for _ in range(copies)]
    game.shuffle(reserve)
    game.state.extra[KEY] = {
        "reserve": reserve,
        "held": {s: [] for s in game.hunted_order},
        "known": {s: [] for s in game.hunted_order},
        "revealed": False,
    }
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


def can_discard(state: GameState) -> bool:
    """Whether a token may be discarded now by any means (not under Quarantine)."""
    return not state.turn.extra.get(QUARANTINE, False)


def protected(state: GameState, seat: int) -> bool:
    """Whether ``seat`` takes no token this turn (Thermal Blanket)."""
    return seat in state.turn.extra.get(BLANKET, ())


def known_faces(state: GameState, seat: int) -> tuple[str, ...]:
    """The faces of the tokens ``seat`` holds and has looked at (Diagnostic Kit)."""
    pool = _pool(state)
    held = pool["held"].get(seat, ())
    known = pool["known"].get(seat, ())
    return tuple(face for face, seen in zip(held, known, strict=True) if seen)


def look(game: Game, seat: int, why: Arg) -> None:
    """``seat`` looks at all their tokens: the faces reach their private screen only."""
    pool = _pool(game.state)
    pool["known"][seat] = [True] * len(pool["held"][seat])
    faces = pool["held"][seat]
    infected = sum(face == INFECTED for face in faces)
    game.log(
        "contamination_look",
        msg("fl.contamination.look", seat=SEATS[seat], why=why, n=len(faces)),
        {seat: msg("fl.contamination.look.private", n=len(faces), infected=infected)},
    )


def take(game: Game, seat: int, why: Arg) -> bool:
    """``seat`` takes a token at random, unseen; an empty reserve gives none, nor
    does Thermal Blanket. Whether a token was taken."""
    pool = _pool(game.state)
    if protected(game.state, seat):
        game.log("contamination", msg("fl.contamination.blanket", seat=SEATS[seat], why=why))
        return False
    if not pool["reserve"]:
        game.log("contamination", msg("fl.contamination.empty", seat=SEATS[seat], why=why))
        return False
    pool["held"][seat].append(pool["reserve"].pop())
    pool["known"][seat].append(False)
    game.stat("contamination_taken")
    game.log("contamination", msg("fl.contamination.take", seat=SEATS[seat], why=why,
                                  n=held_count(game.state, seat)))
    return True


def _which(held: list[str], known: list[bool]) -> int:
    """The token an owner discards: known infected, else unseen, else known blank."""
    for i, (face, seen) in enumerate(zip(held, known, strict=True)):
        if seen and face == INFECTED:
            return i
    for i, seen in enumerate(known):
        if not seen:
            return i
    return 0


def discard(game: Game, seat: int, why: Arg) -> bool:
    """``seat`` returns a token face down to the reserve, which is shuffled again.
    Nothing under Quarantine or with no token; whether a token went back."""
    state = game.state
    pool = _pool(state)
    held = pool["held"][seat]
    if not held or not can_discard(state):
        return False
    i = _which(held, pool["known"][seat])
    pool["reserve"].append(held.pop(i))
    pool["known"][seat].pop(i)
    game.shuffle(pool["reserve"])
    turn = state.turn
    if seat not in turn.extra.get(DISCARDED, ()):
        turn.extra[DISCARDED] = (*turn.extra.get(DISCARDED, ()), seat)
    game.stat("contamination_discarded")
    game.log("contamination", msg("fl.contamination.discard", seat=SEATS[seat], why=why,
                                  n=len(held)))
    return True


def revealed(state: GameState) -> dict[int, tuple[str, ...]]:
    """Every Hunted's token faces once the end of the game turned them up; else empty."""
    pool = state.extra.get(KEY)
    if not pool or not pool.get("revealed"):
        return {}
    return {seat: tuple(faces) for seat, faces in pool["held"].items()}


def reveal(game: Game) -> int:
    """Turn every held token face up (the end of the game); the number showing the icon.
    Each Hunted's faces are logged for all, token by token."""
    pool = _pool(game.state)
    pool["revealed"] = True
    held = pool["held"]
    for seat in game.hunted_order:
        faces = held[seat]
        if faces:
            game.log("contamination_reveal", msg(
                "fl.contamination.reveal.seat", seat=SEATS[seat],
                n=sum(face == INFECTED for face in faces), total=len(faces)))
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
    for seat, held in pool["held"].items():
        if len(pool["known"].get(seat, ())) != len(held):
            problems.append(f"seat {seat}: what it knows of its tokens does not match them")
    return problems


__all__ = ["BLANK", "BLANKET", "DISCARDED", "DISCARD_TOKEN", "INFECTED", "KEY", "QUARANTINE", "TOKEN"]
