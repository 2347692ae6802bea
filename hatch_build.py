"""The wheel's build hook: compile the gettext catalogues (``.po`` -> ``.mo``).

Only the ``.po`` files are kept in git; every build (an editable install too)
compiles them with Babel, so a wheel never ships a catalogue older than its
translations.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = Path(self.root)
        for po in sorted(root.glob("notalone_tui/locale/*/LC_MESSAGES/*.po")):
            with open(po, "rb") as f:
                catalog = read_po(f, locale=po.parent.parent.name)
            mo = po.with_suffix(".mo")
            with open(mo, "wb") as f:
                write_mo(f, catalog, use_fuzzy=False)
            build_data["artifacts"].append(str(mo.relative_to(root)))
