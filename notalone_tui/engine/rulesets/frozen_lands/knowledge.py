"""What a seat may know of the Contamination tokens, and how a search imagines the rest.

The pool (:data:`.contamination.KEY`) is not public: its faces are secret, but
its shape is not (how many tokens lie in the reserve and before each Hunted,
and which of their own tokens each Hunted has looked at). :func:`redact` keeps
that shape and the faces the seat itself has seen, and puts :data:`UNKNOWN_FACE`
in place of every other face; :func:`imagine` fills those placeholders with the
faces the seat cannot account for (the box's 5 icon / 9 blank, less the faces
it sees), at random. The rule set declares the pair as its
:class:`~notalone_tui.engine.ruleset.PrivateExtra` for that key, so the
engine's redaction and determinization (:mod:`...knowledge`,
:mod:`...determinize`) handle the tokens without knowing them.

It also holds the odds a seat can work out from its view (:func:`odds`,
:func:`clean_chance`): the places' bot values and the bots read them.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from random import Random
from typing import TYPE_CHECKING, Any, NamedTuple

from ...ruleset import PrivateExtra
from .cards import INFECTED, TOKEN_FACES

if TYPE_CHECKING:
    from ...state import GameState
    from ...views import GameView

#: A token face the seat has not seen.
UNKNOWN_FACE = "?"


def redact(pool: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The pool as ``seat`` may know it: every count, who looked at which of their
    tokens (public: Diagnostic Kit is played on the table), the faces ``seat``
    looked at; any other face :data:`UNKNOWN_FACE`. Once the end of the game
    turned the tokens up (``revealed``), every face is public."""
    held: dict[int, list[str]] = pool["held"]
    known: dict[int, list[bool]] = pool["known"]
    out = {**pool, "known": {s: list(flags) for s, flags in known.items()}}
    if pool.get("revealed"):
        out["reserve"] = [UNKNOWN_FACE] * len(pool["reserve"])
        out["held"] = {s: list(faces) for s, faces in held.items()}
        return out
    out["reserve"] = [UNKNOWN_FACE] * len(pool["reserve"])
    out["held"] = {
        s: [face if s == seat and seen else UNKNOWN_FACE
            for face, seen in zip(faces, known.get(s, ()), strict=True)]
        for s, faces in held.items()
    }
    return out


def imagine(pool: dict[str, Any], seat: int, rng: Random,
            known: GameState | None = None) -> dict[str, Any]:
    """A copy of a redacted pool with every :data:`UNKNOWN_FACE` filled: the box's
    faces less those shown, shuffled (sorted first, so the result depends only on
    what the pool shows and on ``rng``), dealt to the held tokens seat by seat,
    then to the reserve. ``ValueError`` if the shown faces do not fit the box.
    (The pool says all it needs: the rest of the state, ``known``, is not read.)"""
    left = Counter(TOKEN_FACES)
    slots = 0
    for face in (*pool["reserve"], *(f for faces in pool["held"].values() for f in faces)):
        if face == UNKNOWN_FACE:
            slots += 1
        else:
            left[face] -= 1
    if min(left.values()) < 0 or left.total() != slots:
        raise ValueError(f"{slots} unknown token faces, but the box leaves {dict(left)}")
    faces = sorted(left.elements())
    rng.shuffle(faces)
    deal = iter(faces)
    out = {**pool, "known": {s: list(flags) for s, flags in pool["known"].items()}}
    out["held"] = {
        s: [next(deal) if f == UNKNOWN_FACE else f for f in pool["held"][s]]
        for s in sorted(pool["held"])
    }
    out["reserve"] = [next(deal) if f == UNKNOWN_FACE else f for f in pool["reserve"]]
    return out


#: What :mod:`.` declares for :data:`.contamination.KEY`.
PRIVATE = PrivateExtra(redact=redact, imagine=imagine)


# --------------------------------------------------------- odds from a view
class Odds(NamedTuple):
    """The held tokens as one seat sees them: ``known_icons`` held by the seat
    itself and seen; ``unknown`` held tokens whose face the seat has not seen;
    the faces those unknown tokens are drawn from (the box less the seat's
    known faces): ``icons`` and ``blanks``; ``own_unknown`` of the unknown ones
    are the seat's own."""

    known_icons: int
    unknown: int
    icons: int
    blanks: int
    own_unknown: int


def odds(view: GameView) -> Odds:
    """What the viewer knows about the held tokens: counts are public, and a Hunted
    knows the faces of its own tokens it looked at (never anyone else's)."""
    total = sum(hv.contamination for hv in view.hunted)
    me = next((hv for hv in view.hunted if hv.seat == view.viewer), None)
    seen = tuple(me.known_contamination or ()) if me is not None else ()
    icons = sum(face == INFECTED for face in seen)
    own = me.contamination if me is not None else 0
    return Odds(known_icons=icons, unknown=total - len(seen),
                icons=TOKEN_FACES[INFECTED] - icons,
                blanks=sum(TOKEN_FACES.values()) - TOKEN_FACES[INFECTED] - (len(seen) - icons),
                own_unknown=own - len(seen))


def clean_chance(unknown: int, icons: int, blanks: int) -> float:
    """The chance that ``unknown`` tokens drawn at random from ``icons`` + ``blanks``
    faces are all blank (the design's table: 1 held 64%, 2 held 40%, ...)."""
    if unknown <= 0:
        return 1.0
    if unknown > blanks:
        return 0.0
    chance = 1.0
    for i in range(unknown):
        chance *= (blanks - i) / (icons + blanks - i)
    return chance


def clean_now(view: GameView) -> float:
    """The chance, as the viewer sees it, that turning every held token up now
    shows no icon."""
    o = odds(view)
    return 0.0 if o.known_icons else clean_chance(o.unknown, o.icons, o.blanks)


# ------------------------------------------- the end of the game, as a model
#: How far the Assimilation counter moves in one turn, as shares of turns:
#: measured over 516 turns of 40 Frozen Lands games between standard bots
#: (4-6 players, with the sheets): 50% no move, 33% one step, 16% two, 1% three.
ASSIMILATION_MOVES: tuple[tuple[int, float], ...] = ((0, 0.50), (1, 0.33), (2, 0.16), (3, 0.01))
#: The mean of :data:`ASSIMILATION_MOVES`: steps per turn.
ASSIMILATION_PACE = sum(m * p for m, p in ASSIMILATION_MOVES)


@lru_cache(maxsize=8192)
def team_chance(known_icons: int, unknown: int, icons: int, blanks: int, left: int) -> float:
    """The Hunted's chance to win from the end-of-game choice, played well: the
    better of Advance (every held token blank) and Hold (one token fewer, the
    icon the viewer knows first, and one more turn in which the Assimilation
    counter, ``left`` steps from Victory, moves as :data:`ASSIMILATION_MOVES`
    says). A model for the bots: it ignores tokens taken meanwhile and what a
    turn does to the Rescue counter."""
    advance = 0.0 if known_icons else clean_chance(unknown, icons, blanks)
    if not known_icons and not unknown:
        return advance
    return max(advance, hold_chance(known_icons, unknown, icons, blanks, left, discard=True))


def hold_chance(known_icons: int, unknown: int, icons: int, blanks: int, left: int,
                discard: bool) -> float:
    """The chance after a Hold (with a token discarded, or none under Quarantine)."""
    if discard:
        known_icons, unknown = ((known_icons - 1, unknown) if known_icons
                                else (0, max(0, unknown - 1)))
    return sum(p * team_chance(known_icons, unknown, icons, blanks, left - m)
               for m, p in ASSIMILATION_MOVES if m < left)


def creature_left(view: GameView) -> int:
    """Steps the Assimilation counter still has to go."""
    return min((t.left for t in view.tracks if t.winner == "creature"), default=99)


def end_distance(view: GameView) -> int:
    """Where the Assimilation counter is likely to stand when the Rescue counter
    gets to the end: now, less its pace over the turns the Rescue still needs."""
    turns = max(0, view.track("rescue").left - 1)
    return max(1, min(creature_left(view), round(creature_left(view) - ASSIMILATION_PACE * turns)))


def chance_now(view: GameView, left: int | None = None) -> float:
    """:func:`team_chance` from the viewer's odds (``left``: the Assimilation
    distance to use; by default the one expected at the end, :func:`end_distance`)."""
    o = odds(view)
    return team_chance(o.known_icons, o.unknown, o.icons, o.blanks,
                       end_distance(view) if left is None else left)


def discard_gain(view: GameView, seat: int, left: int | None = None) -> float:
    """How much :func:`team_chance` rises if ``seat`` discards a token now. The
    owner discards a known icon first, then an unseen token; a token the viewer
    did not see is unknown to it whoever holds it (0 if ``seat`` holds none)."""
    o = odds(view)
    holder = next((hv for hv in view.hunted if hv.seat == seat), None)
    if holder is None or not holder.contamination:
        return 0.0
    k, u = o.known_icons, o.unknown
    if seat == view.viewer:
        if k:
            k -= 1
        elif o.own_unknown:
            u -= 1
        else:
            return 0.0  # only tokens it knows are blank
    else:
        u -= 1
    distance = end_distance(view) if left is None else left
    before = team_chance(o.known_icons, o.unknown, o.icons, o.blanks, distance)
    return team_chance(k, u, o.icons, o.blanks, distance) - before


def take_loss(view: GameView) -> float:
    """How much :func:`team_chance` falls if the viewer takes one more token (unseen)."""
    o = odds(view)
    distance = end_distance(view)
    before = team_chance(o.known_icons, o.unknown, o.icons, o.blanks, distance)
    return before - team_chance(o.known_icons, o.unknown + 1, o.icons, o.blanks, distance)


__all__ = ["ASSIMILATION_MOVES", "PRIVATE", "UNKNOWN_FACE", "Odds", "chance_now", "clean_chance",
           "clean_now", "creature_left", "discard_gain", "end_distance", "hold_chance",
           "imagine", "odds", "redact", "take_loss", "team_chance"]
