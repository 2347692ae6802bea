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
from random import Random
from typing import TYPE_CHECKING, Any, NamedTuple

from ...ruleset import PrivateExtra
from .cards import INFECTED, TOKEN_FACES

if TYPE_CHECKING:
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


def imagine(pool: dict[str, Any], seat: int, rng: Random) -> dict[str, Any]:
    """A copy of a redacted pool with every :data:`UNKNOWN_FACE` filled: the box's
    faces less those shown, shuffled (sorted first, so the result depends only on
    what the pool shows and on ``rng``), dealt to the held tokens seat by seat,
    then to the reserve. ``ValueError`` if the shown faces do not fit the box."""
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


__all__ = ["PRIVATE", "UNKNOWN_FACE", "Odds", "clean_chance", "clean_now", "imagine", "odds",
           "redact"]
