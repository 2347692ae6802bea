"""The rule sets a configuration may select, found by name.

A rule set registers a factory under its id; the engine builds it once, the
first time a game asks for it, and shares it between games. The base game
registers itself when :mod:`notalone_tui.engine` is imported; a test (or a
plug-in) may register its own the same way, without editing the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .parameters import Configuration, Parameter
from .ruleset import RuleSet

#: Checks a configuration that names the rule set: raises :class:`~.errors.ConfigError`.
ConfigCheck = Callable[[Configuration], None]

_FACTORIES: dict[str, Callable[[], RuleSet]] = {}
_BUILT: dict[str, RuleSet] = {}
#: Options that add to any rule set (the character sheets): name -> how they extend it.
_OPTIONS: dict[str, Callable[[RuleSet], RuleSet]] = {}
#: What a configuration may choose within an option (the sheets' character ids).
_CHOICES: dict[str, tuple[str, ...]] = {}
#: The configuration's parameters the rule sets and options declared, in registration order.
_PARAMETERS: dict[str, Parameter] = {}
#: What a rule set checks of a configuration that names it (R31, R33...).
_CHECKS: dict[str, ConfigCheck] = {}
#: Rule sets registered but not chosen by name, with the refusal of a configuration that does.
_REFUSED: dict[str, str] = {}
#: Parameter values a rule set's setup offers instead of the parameters' defaults.
_SUGGESTS: dict[str, Mapping[str, Any]] = {}


def register_option(name: str, extend: Callable[[RuleSet], RuleSet],
                    choices: tuple[str, ...] = ()) -> None:
    """Make ``name`` an option any rule set may be played with: the rule set
    ``"<id>+<name>"`` is ``extend(<id>'s rule set)``."""
    _OPTIONS[name] = extend
    _CHOICES[name] = choices
    _forget_options()


def options() -> tuple[str, ...]:
    """The registered options' names, in the order they were registered."""
    return tuple(_OPTIONS)


def choices(name: str) -> tuple[str, ...]:
    """The ids a configuration may choose within option ``name`` (empty if unknown)."""
    return _CHOICES.get(name, ())


def _forget_options() -> None:
    for built in [k for k in _BUILT if "+" in k]:
        del _BUILT[built]


def register(ruleset_id: str, factory: Callable[[], RuleSet], *,
             check: ConfigCheck | None = None, refused: str = "",
             suggests: Mapping[str, Any] | None = None) -> None:
    """Make ``ruleset_id`` selectable; registering an id again replaces it.

    ``check`` refuses the combinations the rule set forbids in a configuration
    naming it; ``refused``, when given, makes a configuration naming it
    directly an error with that message (a rule set reached through a
    parameter instead); ``suggests`` gives the parameter values its setup
    offers first (:func:`suggested`)."""
    _FACTORIES[ruleset_id] = factory
    _CHECKS.pop(ruleset_id, None)
    _REFUSED.pop(ruleset_id, None)
    _SUGGESTS.pop(ruleset_id, None)
    if check is not None:
        _CHECKS[ruleset_id] = check
    if refused:
        _REFUSED[ruleset_id] = refused
    if suggests:
        _SUGGESTS[ruleset_id] = dict(suggests)
    _BUILT.pop(ruleset_id, None)
    _forget_options()


def unregister(ruleset_id: str) -> None:
    """Forget a rule set registered by a test or a plug-in (no error if unknown)."""
    _FACTORIES.pop(ruleset_id, None)
    _BUILT.pop(ruleset_id, None)
    _CHECKS.pop(ruleset_id, None)
    _REFUSED.pop(ruleset_id, None)
    _SUGGESTS.pop(ruleset_id, None)
    _forget_options()


def register_parameter(*parameters: Parameter) -> None:
    """Make each of ``parameters`` a keyword of every configuration (see
    :mod:`.parameters`); registering a name again replaces its declaration."""
    for parameter in parameters:
        _PARAMETERS[parameter.name] = parameter


def unregister_parameter(name: str) -> None:
    """Forget a parameter registered by a test or a plug-in (no error if unknown)."""
    _PARAMETERS.pop(name, None)


def parameter(name: str) -> Parameter | None:
    """The declaration of parameter ``name``, or ``None`` if none is registered."""
    return _PARAMETERS.get(name)


def parameters() -> tuple[Parameter, ...]:
    """Every registered parameter, in registration order."""
    return tuple(_PARAMETERS.values())


def check(ruleset_id: str) -> ConfigCheck | None:
    """What rule set ``ruleset_id`` checks of a configuration naming it, if anything."""
    return _CHECKS.get(ruleset_id)


def refused(ruleset_id: str) -> str:
    """Why a configuration may not name ``ruleset_id`` directly ("": it may)."""
    return _REFUSED.get(ruleset_id, "")


def suggested(ruleset_id: str, name: str) -> Any:
    """The value of parameter ``name`` a table setting up ``ruleset_id`` is
    offered first: the rule set's suggestion, else the parameter's default
    (``None`` for a parameter nobody registered)."""
    suggestions = _SUGGESTS.get(ruleset_id, {})
    if name in suggestions:
        return suggestions[name]
    found = _PARAMETERS.get(name)
    return None if found is None else found.default


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
