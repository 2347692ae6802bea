"""Building frozen, slotted dataclass instances fast: the views' construction.

A frozen dataclass's generated ``__init__`` has to get around its own
``__setattr__`` (which refuses every assignment), so it stores each field
through ``object.__setattr__``: about three times slower than a plain slotted
class's ``self.x = x``. A view is built at every decision of every playout of
a search (thousands per searched decision), a dozen frozen objects each, so
that cost was a large share of an expert bot's time.

:func:`draft_class` makes, for a frozen slotted dataclass ``cls``, a plain
slotted dataclass with the same fields in the same order and the same
defaults. Build the draft with the usual arguments, or (faster still for a
class with many fields: no keywords to match) make it empty with
``object.__new__(draft)`` and set every field one by one; then :func:`seal`
it: that turns it into a ``cls`` instance by assigning its ``__class__``,
which Python allows between classes whose instances have the same layout (the
same slots). The result is an ordinary ``cls`` instance, equal to ``cls(...)``
built with the same values (same fields, repr, hash, pickling; tests check
it). No ``__post_init__`` runs, so only classes without one may be drafted; and
an empty draft gets no defaults, so a field left unset raises
``AttributeError`` when read.
"""

from __future__ import annotations

from dataclasses import MISSING, Field, field, fields, is_dataclass, make_dataclass
from typing import Any, TypeVar

T = TypeVar("T")

#: The dataclass options of every view class: immutable (a view may be shared
#: between readers and cached) and slotted (so its drafts can be sealed).
VIEW_OPTIONS: dict[str, Any] = {"frozen": True, "slots": True}


def draft_class(cls: type[Any]) -> type[Any]:
    """A mutable twin of the frozen slotted dataclass ``cls`` (see the module's
    docstring); checks at once that its drafts can be sealed into ``cls``."""
    if not is_dataclass(cls) or not hasattr(cls, "__slots__"):
        raise TypeError(f"{cls.__name__} is not a slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which a draft would skip")
    spec: list[tuple[str, Any, Field[Any]] | tuple[str, Any]] = []
    for f in fields(cls):
        if f.default is not MISSING:
            spec.append((f.name, Any, field(default=f.default, kw_only=f.kw_only)))
        elif f.default_factory is not MISSING:
            spec.append((f.name, Any, field(default_factory=f.default_factory,
                                            kw_only=f.kw_only)))
        else:
            spec.append((f.name, Any))
    draft: type[Any] = make_dataclass(f"{cls.__name__}Draft", spec, slots=True, eq=False,
                                      repr=False, match_args=False)
    if tuple(getattr(draft, "__slots__", ())) != tuple(cls.__slots__):
        raise TypeError(f"{cls.__name__}'s slots differ from its draft's")
    probe: Any = object.__new__(draft)
    probe.__class__ = cls  # raises TypeError if the layouts differ
    return draft


def seal(draft: Any, cls: type[T]) -> T:
    """The draft (of :func:`draft_class` ``(cls)``), turned into a ``cls``
    instance in place; never change it afterwards."""
    draft.__class__ = cls
    sealed: T = draft
    return sealed
