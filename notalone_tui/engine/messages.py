"""Messages as data: an id and its arguments, never finished prose.

Events, prompts, option descriptions and refusals carry a :class:`Msg`. The
engine never words anything: a catalogue at the edge (the app, ``notalone
simulate``, ``notalone rules``) turns a message into a language, so the state
holds no English and a new language is only a new catalogue.

Arguments that name something of the game are references the renderer looks
up: :class:`Seat` (a player's name), :class:`PlaceRef`, :class:`CardRef`,
:class:`TokenRef`, :class:`TrackRef` and :class:`PhaseRef`. A tuple of them is
a list. A :class:`Msg` may be an argument of another (a reason, say). Counts
are plain ints; the catalogue picks the plural form from the count it is told.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from types import MappingProxyType
from typing import NamedTuple, TypeAlias


class Seat(NamedTuple):
    """A player, by seat: rendered as their name."""

    seat: int


class PlaceRef(NamedTuple):
    """A place (or its Place card), by number."""

    number: int


class CardRef(NamedTuple):
    """A Hunt or Survival card, by id."""

    id: str


class TokenRef(NamedTuple):
    """A Hunt token, by id."""

    id: str


class TrackRef(NamedTuple):
    """A track, by id."""

    id: str


class PhaseRef(NamedTuple):
    """A phase of the turn, by number."""

    number: int


Ref: TypeAlias = "Seat | PlaceRef | CardRef | TokenRef | TrackRef | PhaseRef"
Arg: TypeAlias = "int | str | Ref | Msg | tuple[Arg, ...]"


class Msg(NamedTuple):
    """A message: its catalogue id and its arguments by name.

    The arguments are the keyword dict ``msg()`` was called with, kept as is:
    messages are made on every step of every game and mostly never read, so
    building them must cost next to nothing. Treat it as read-only.
    """

    id: str
    args: Mapping[str, Arg] = MappingProxyType({})

    def arg(self, name: str) -> Arg:
        return self.args[name]


# Messages are made on every step of every game (bots' playouts included) and
# mostly never read: they are built with tuple.__new__, skipping the named
# tuples' generated constructors.
_new = tuple.__new__


def msg(message_id: str, /, **args: Arg) -> Msg:
    """``msg("will.lose", seat=Seat(2), n=1)``."""
    return _new(Msg, (message_id, args))


#: Every seat's reference, made once (``SEATS[s]`` is much cheaper than ``Seat(s)``).
SEATS: tuple[Seat, ...] = tuple(Seat(s) for s in range(8))


def seats(numbers: Iterable[int]) -> tuple[Seat, ...]:
    return tuple(map(SEATS.__getitem__, numbers))


#: A place's (or a card's) reference, made once per number (or id) and shared:
#: they are immutable, and the lists of them that events name are then built
#: without a Python frame. ``place_ref(3) == PlaceRef(3)``.
place_ref: Callable[[int], PlaceRef] = cache(lambda n: _new(PlaceRef, (n,)))
card_ref: Callable[[str], CardRef] = cache(lambda c: _new(CardRef, (c,)))
track_ref: Callable[[str], TrackRef] = cache(lambda t: _new(TrackRef, (t,)))


def places(numbers: Iterable[int]) -> tuple[PlaceRef, ...]:
    return tuple(map(place_ref, numbers))


def cards(ids: Iterable[str]) -> tuple[CardRef, ...]:
    return tuple(map(card_ref, ids))
