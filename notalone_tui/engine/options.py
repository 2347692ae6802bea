"""Decisions, options and actions: the vocabulary between the engine and its players.

An :class:`Option` is one legal answer to a :class:`Decision`. Options are
small immutable tuples so that they hash, compare and sort cheaply (the random
playouts and the search bots create millions of them) and serialise to JSON as
plain dictionaries.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from typing import Any, NamedTuple

from .messages import Msg


class Verb(StrEnum):
    """What an option does."""

    PASS = "pass"
    OPEN_HAND = "open_hand"
    CANCEL = "cancel"
    DONE = "done"
    RESIST = "resist"
    GIVE_UP = "give_up"
    EXPLORE = "explore"
    PLAY = "play"
    TAKE_BACK = "take_back"
    DISCARD = "discard"
    KEEP = "keep"
    HIDE = "hide"
    TOKEN = "token"
    TARGET = "target"
    MOVE = "move"
    CHOOSE = "choose"
    POWER = "power"
    LOSE_WILL = "lose_will"
    # Sanctuary: Phase-3 alternatives and the Creature's Phase 5.
    RESCUE = "rescue"
    FORTIFY = "fortify"
    EVOLVE = "evolve"
    NEST = "nest"
    DRAW = "draw"
    DEVELOP = "develop"


class Visibility(StrEnum):
    """Who may watch a decision being made.

    ``private``: its options show the deciding seat's secrets, so only that
    seat may see them (the hot-seat app shows a handoff screen first).
    ``public``: the whole table may watch.
    """

    PRIVATE = "private"
    PUBLIC = "public"


class Option(NamedTuple):
    """One legal answer. Unused fields keep their neutral defaults.

    ``card`` is a Hunt or Survival card id or a token name, ``place`` a place
    number (1-10), ``places`` several place numbers, ``seat`` a player's seat,
    ``n`` a count or an index.
    """

    verb: Verb
    card: str = ""
    place: int = 0
    places: tuple[int, ...] = ()
    seat: int = -1
    n: int = 0

    def to_json(self) -> dict[str, Any]:
        """The fields that differ from their defaults."""
        out: dict[str, Any] = {"verb": self.verb.value}
        if self.card:
            out["card"] = self.card
        if self.place:
            out["place"] = self.place
        if self.places:
            out["places"] = list(self.places)
        if self.seat != -1:
            out["seat"] = self.seat
        if self.n:
            out["n"] = self.n
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Option:
        return cls(
            Verb(data["verb"]),
            str(data.get("card", "")),
            int(data.get("place", 0)),
            tuple(int(p) for p in data.get("places", ())),
            int(data.get("seat", -1)),
            int(data.get("n", 0)),
        )


class Action(NamedTuple):
    """A seat's answer to its pending decision."""

    seat: int
    option: Option

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "option": self.option.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        return cls(int(data["seat"]), Option.from_json(data["option"]))


class Decision(NamedTuple):
    """Something the engine waits for.

    ``options`` is the complete, sorted list of legal answers. ``prompt`` is
    safe for the deciding seat; ``public_prompt`` is what the other seats may
    read while they wait. ``ctx`` is the engine's own continuation data and is
    never shown to other seats.
    """

    seat: int
    #: What the decision is about: a kind its rule set names (any string; the
    #: base game's are ``rulesets.base.kinds.Kind``).
    kind: str
    options: tuple[Option, ...]
    visibility: Visibility
    prompt: Msg
    public_prompt: Msg
    ctx: tuple[Any, ...] = ()

    @property
    def private(self) -> bool:
        return self.visibility is Visibility.PRIVATE


# Options that every game makes again and again, made once: they are immutable
# and compare by value, so sharing them changes nothing but the time taken.
@cache
def take_back(place: int) -> Option:
    """Take back this discarded Place card."""
    return Option(Verb.TAKE_BACK, place=place)


@cache
def token(token_id: str, places: tuple[int, ...]) -> Option:
    """Lay this Hunt token on these places."""
    return Option(Verb.TOKEN, card=token_id, places=places)


@cache
def play(card: str) -> Option:
    """Play this card."""
    return Option(Verb.PLAY, card=card)


PASS = Option(Verb.PASS)
OPEN_HAND = Option(Verb.OPEN_HAND)

#: The seat of an answer the table gives for every Hunted still to answer.
EVERY_SEAT = -2
#: The table's answer in the Reckoning "everyone still to resolve uses their
#: place's power, and nobody plays a card first". The engine never offers it: a
#: front end offers it and answers each Hunted's own decision in turn.
EVERYONE_POWERS = Option(Verb.POWER, seat=EVERY_SEAT)
