"""The English catalogue: every message the engine emits, by id.

Split by the module that emits them (the engine's core, then each part of the
base game), so each rule set brings its own file.
"""

from __future__ import annotations

from . import (
    base_explain,
    base_flow,
    base_hunt,
    base_options,
    base_places,
    base_reckoning,
    base_survival,
    core,
    frozen_lands,
    frozen_lands_hunt,
    frozen_lands_survival,
    hints,
    hints_frozen_lands,
    hints_sanctuary,
    sanctuary,
    sanctuary_avatars,
    sanctuary_evolutions,
    sanctuary_hunt,
    sanctuary_reckoning,
    sanctuary_rescue_cards,
    sanctuary_survival,
    sheets,
)

TEMPLATES: dict[str, str] = {}
for _part in (
    core,
    base_flow,
    base_places,
    base_reckoning,
    base_hunt,
    base_survival,
    base_explain,
    base_options,
    frozen_lands,
    frozen_lands_hunt,
    frozen_lands_survival,
    sanctuary,
    sanctuary_reckoning,
    sanctuary_avatars,
    sanctuary_evolutions,
    sanctuary_hunt,
    sanctuary_survival,
    sanctuary_rescue_cards,
    sheets,
    hints,
    hints_frozen_lands,
    hints_sanctuary,
):
    _twice = TEMPLATES.keys() & _part.MESSAGES.keys()
    if _twice:
        raise ValueError(f"message ids defined twice: {sorted(_twice)}")
    TEMPLATES.update(_part.MESSAGES)
