"""Decisions, options and actions: the vocabulary between the engine and its players.

An :class:`Option` is one legal answer to a :class:`Decision`. Options are
small immutable tuples so that they hash, compare and sort cheaply (the random
playouts and the search bots create millions of them) and serialise to JSON as
plain dictionaries.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from .messages import Msg


class _VerbType(type):
    """The class of :class:`Verb`: it lists, looks up and iterates the verbs
    every loaded rule set has registered, as an enumeration would, while any
    rule set (or plug-in) may add its own."""

    _by_value: dict[str, Verb]

    def __call__(cls, value: object) -> Verb:
        """The registered verb spelt ``value`` (``Verb("rescue")``, as read from JSON)."""
        try:
            return cls._by_value[value]  # type: ignore[index]
        except (KeyError, TypeError):
            raise ValueError(f"{value!r} is not a registered Verb") from None

    def __iter__(cls) -> Iterator[Verb]:
        return iter(tuple(cls._by_value.values()))

    def __len__(cls) -> int:
        return len(cls._by_value)

    def __contains__(cls, value: object) -> bool:
        return value in cls._by_value

    if TYPE_CHECKING:
        # A verb a rule set registers is a class attribute made at run time:
        # this tells the type checker that ``Verb.RESCUE`` is a verb.
        def __getattr__(cls, name: str) -> Verb: ...


class Verb(str, metaclass=_VerbType):
    """What an option does: a string, registered once under its name.

    The engine core registers the verbs every rule set's flow uses; a rule set
    registers its own (:meth:`register`, Sanctuary's in its ``verbs`` module),
    as a plug-in would. A verb is an interned ``str`` subclass: options sort
    and hash as their strings, JSON writes it as its string, ``Verb.RESCUE``
    is a plain class attribute, ``Verb("rescue")`` decodes it, and identity
    (``option.verb is Verb.PASS``) holds because each spelling has one object.
    """

    __slots__ = ()
    _by_value: dict[str, Verb] = {}

    #: The verb's spelling, as a plain ``str`` (what JSON holds).
    @property
    def value(self) -> str:
        return str.__str__(self)

    #: The verb's name, as a class attribute of :class:`Verb` (``"RESCUE"``).
    @property
    def name(self) -> str:
        return self.value.upper()

    @classmethod
    def register(cls, name: str, value: str) -> Verb:
        """The verb ``Verb.<name>`` spelt ``value``, made once: registering the
        same pair again returns the same verb; another spelling under a taken
        name, or a taken spelling under another name, is refused."""
        known = cls._by_value.get(value)
        if known is not None:
            if known.name != name:
                raise ValueError(f"verb {value!r} is already Verb.{known.name}")
            return known
        if name != value.upper() or name in vars(cls):
            raise ValueError(f"cannot register Verb.{name} as {value!r}")
        verb = str.__new__(cls, value)
        cls._by_value[value] = verb
        setattr(cls, name, verb)
        return verb

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """How a record's model (pydantic) reads and writes a verb: as its string."""
        from pydantic_core import core_schema  # only a record's reader needs it

        return core_schema.no_info_after_validator_function(cls, core_schema.str_schema())

    def __repr__(self) -> str:
        return f"<Verb.{self.name}: {self.value!r}>"

    def __str__(self) -> str:
        return self.value

    def __reduce__(self) -> tuple[Any, ...]:
        return Verb, (self.value,)

    def __copy__(self) -> Verb:
        return self

    def __deepcopy__(self, memo: object) -> Verb:
        return self


#: The verbs of the engine core: those of every rule set's turn (the base game's
#: and the rule sets built on it). A rule set registers the others it needs.
for _name in (
    "PASS", "OPEN_HAND", "CANCEL", "DONE", "RESIST", "GIVE_UP", "EXPLORE", "PLAY",
    "TAKE_BACK", "DISCARD", "KEEP", "HIDE", "TOKEN", "TARGET", "MOVE", "CHOOSE",
    "POWER", "LOSE_WILL",
):
    Verb.register(_name, _name.lower())
del _name


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


#: :class:`Option` itself, each option made once per set of arguments and then
#: shared (``make_option(Verb.CHOOSE, place=3)``): a named tuple's constructor
#: runs a Python frame, this one only a lookup once the option has been made.
#: Only for arguments that hash (no lists).
make_option = cache(Option)

PASS = Option(Verb.PASS)
OPEN_HAND = Option(Verb.OPEN_HAND)

#: The seat of an answer the table gives for every Hunted still to answer.
EVERY_SEAT = -2
#: The table's answer in the Reckoning "everyone still to resolve uses their
#: place's power, and nobody plays a card first". The engine never offers it: a
#: front end offers it and answers each Hunted's own decision in turn.
EVERYONE_POWERS = Option(Verb.POWER, seat=EVERY_SEAT)
