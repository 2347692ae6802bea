"""The rule sets a configuration may select, found by name.

A rule set registers a factory under its id; the engine builds it once, the
first time a game asks for it, and shares it between games. The base game
registers itself when :mod:`notalone_tui.engine` is imported; a test (or a
plug-in) may register its own the same way, without editing the engine.
"""

from __future__ import annotations

from collections.abc import Callable

from .ruleset import RuleSet

_FACTORIES: dict[str, Callable[[], RuleSet]] = {}
_BUILT: dict[str, RuleSet] = {}
#: Options that add to any rule set (the character sheets): name -> how they extend it.
_OPTIONS: dict[str, Callable[[RuleSet], RuleSet]] = {}
#: What a configuration may choose within an option (the sheets' character ids).
_CHOICES: dict[str, tuple[str, ...]] = {}


def register_option(name: str, extend: Callable[[RuleSet], RuleSet],
                    choices: tuple[str, ...] = ()) -> None:
    """Make ``name`` an option any rule set may be played with: the rule set
    ``"<id>+<name>"`` is ``extend(<id>'s rule set)``."""
    _OPTIONS[name] = extend
    _CHOICES[name] = choices
    _forget_options()


def choices(name: str) -> tuple[str, ...]:
    """The ids a configuration may choose within option ``name`` (empty if unknown)."""
    return _CHOICES.get(name, ())


def _forget_options() -> None:
    for built in [k for k in _BUILT if "+" in k]:
        del _BUILT[built]


def register(ruleset_id: str, factory: Callable[[], RuleSet]) -> None:
    """Make ``ruleset_id`` selectable; registering an id again replaces it."""
    _FACTORIES[ruleset_id] = factory
    _BUILT.pop(ruleset_id, None)
    _forget_options()


def unregister(ruleset_id: str) -> None:
    """Forget a rule set registered by a test or a plug-in (no error if unknown)."""
    _FACTORIES.pop(ruleset_id, None)
    _BUILT.pop(ruleset_id, None)
    _forget_options()


def known(ruleset_id: str) -> bool:
    return ruleset_id in _FACTORIES


def names() -> tuple[str, ...]:
    return tuple(sorted(_FACTORIES))


def get(ruleset_id: str) -> RuleSet:
    """The rule set registered under ``ruleset_id`` (``KeyError`` if none), or
    ``"<id>+<option>"``: that rule set extended by a registered option."""
    built = _BUILT.get(ruleset_id)
    if built is None:
        if "+" in ruleset_id:
            inner, option = ruleset_id.rsplit("+", 1)
            built = _OPTIONS[option](get(inner))
        else:
            built = _FACTORIES[ruleset_id]()
        if built.id != ruleset_id:
            raise ValueError(f"rule set {ruleset_id!r} built one named {built.id!r}")
        _BUILT[ruleset_id] = built
    return built
