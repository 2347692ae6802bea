"""The Sanctuary's setting of a game's configuration: ``sanctuary``, ``""``
(none), ``"full"`` (the expansion, rule set ``sanctuary`` on the base game's
places 1-5) or ``"light"`` (the base game's option ``sanctuary-light``, R33)."""

from __future__ import annotations

from ...parameters import Parameter

RULESET_ID = "sanctuary"
OPTION = "sanctuary-light"
#: The values of ``sanctuary``: none, the full expansion, the light variant.
SANCTUARY_FORMS = ("", "full", "light")
#: The Sanctuary is chosen by this parameter, never as a rule set's name.
REFUSED = ("the Sanctuary expansion is chosen with sanctuary='full' "
           "on the base game's places, not as a rule set")


def _rules_id(rules: str, form: str) -> str:
    """The full expansion is a rule set of its own; the light variant an option."""
    if form == "full":
        return RULESET_ID
    return f"{rules}+{OPTION}" if form == "light" else rules


SANCTUARY = Parameter(
    name="sanctuary",
    default="",
    decode=str,
    always_written=True,
    allowed=SANCTUARY_FORMS,
    refusal="sanctuary must be '' (none), 'full' or 'light'",
    rules_id=_rules_id,
    order=0,
)
