"""The rule sets this program plays, each a module that builds a
:class:`~notalone_tui.engine.ruleset.RuleSet`; importing this package makes
them selectable by name in a :class:`~notalone_tui.engine.config.GameConfig`."""

from __future__ import annotations

from .. import registry
from . import base, frozen_lands, sanctuary, sheets

registry.register(base.RULESET_ID, lambda: base.RULESET)
registry.register(frozen_lands.RULESET_ID, lambda: frozen_lands.RULESET,
                  check=frozen_lands.check, suggests=frozen_lands.SUGGESTS)
registry.register(sanctuary.RULESET_ID, sanctuary.build, refused=sanctuary.REFUSED)
registry.register_option(sheets.OPTION, sheets.extend, sheets.CHARACTERS)
registry.register_option(frozen_lands.NO_MARKERS, frozen_lands.without_marker_cards)
registry.register_option(sanctuary.OPTION, sanctuary.light)
# In the order a configuration's JSON writes them.
registry.register_parameter(sanctuary.SANCTUARY, sheets.SHEETS, sheets.CHARACTERS_PARAMETER,
                            frozen_lands.REMOVE_MARKER_CARDS)
