"""The settings a rule set or an option adds to a game's configuration.

The core's :class:`~.config.GameConfig` knows who plays, the board side and
the rule set by name; everything else a table may choose (the Sanctuary, the
character sheets, Frozen Lands' Marker cards...) is a :class:`Parameter` that
the rule set or option declares and registers (:func:`.registry.register_parameter`),
as OpenSpiel's games declare their parameter specifications. ``GameConfig``
accepts a registered parameter as a keyword, validates it from its declaration,
writes it to JSON and reads it back, and lets it extend the rules' id, without
the core naming any of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


class Configuration(Protocol):
    """What a parameter's check reads of the configuration it is part of: the
    player count, the rule set and the other parameters by name (a
    :class:`~.config.GameConfig`; named here by shape so that the declarations
    need nothing of the configuration's module, which reads them)."""

    @property
    def players(self) -> int: ...

    @property
    def ruleset(self) -> str: ...

    def __getattr__(self, name: str) -> Any: ...


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class Parameter:
    """One setting of a game's configuration, declared by the rule set that reads it.

    A value equal to ``default`` is as good as not given: it is not written to
    JSON unless ``always_written``, changes no rules id and is not checked."""

    #: The keyword of :class:`~.config.GameConfig` and the key in its JSON.
    name: str
    default: Any
    #: Reads the value from JSON (``bool``, ``str``, ...).
    decode: Callable[[Any], Any]
    #: Writes the value to JSON (a tuple as a list, say).
    encode: Callable[[Any], Any] = _same
    #: Written to JSON even when it is the default (fields older readers expect).
    always_written: bool = False
    #: The values a configuration may give (empty: any), and the refusal of another.
    allowed: tuple[Any, ...] = ()
    refusal: str = ""
    #: How a value other than the default changes the rules' id:
    #: ``(rules id so far, value) -> rules id`` (``"base"`` -> ``"base+sheets"``).
    rules_id: Callable[[str, Any], str] | None = None
    #: Checks a value other than the default against the whole configuration
    #: (the player count, the rule set, the other parameters): raises
    #: :class:`~.errors.ConfigError`.
    check: Callable[[Configuration, Any], None] | None = None
    #: Where the parameter stands among the others when the rules' id is
    #: composed and the checks run (lowest first; ties in registration order).
    #: JSON follows the registration order.
    order: int = 0
