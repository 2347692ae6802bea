"""The words that say a game was played with hints (its end, its replay)."""

from __future__ import annotations

from collections.abc import Sequence

from notalone_tui.i18n.current import _
from notalone_tui.i18n.names import shown_name


def hints_note(names: Sequence[str], hints: dict[int, int] | None) -> str:
    """"Hints used: Ada ×3, Ben ×1" for a game set up with hints ("" without):
    who asked the standard player for its choice, and how often."""
    if hints is None:
        return ""
    used = [(seat, n) for seat, n in sorted(hints.items()) if n > 0 and 0 <= seat < len(names)]
    if not used:
        # TRANSLATORS: the end or replay of a game set up with hints that nobody asked for.
        return _("Hints were on; nobody used one.")
    who = ", ".join(f"{shown_name(names[seat])} ×{n}" for seat, n in used)
    # TRANSLATORS: the end or replay of a game set up with hints: who used them, how often
    # ({who}: "Ada ×3, Ben ×1").
    return _("Hints used: {who}").format(who=who)
