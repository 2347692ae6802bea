"""What the report's titles say of a run: the pairing of bot levels played, and
the setting (players, mode, sheets)."""

from __future__ import annotations

from notalone_tui.i18n.current import N_, _, ngettext

from .modes import find

#: The bot levels' names in tables (``bots.LEVELS``).
LEVEL_NAMES = {"random": N_("random"), "standard": N_("standard"), "expert": N_("expert")}


def pairing(creature: str, hunted: str) -> str:
    return _("{creature} Creature vs {hunted} Hunted").format(
        creature=_(LEVEL_NAMES.get(creature, creature)),
        hunted=_(LEVEL_NAMES.get(hunted, hunted)))


def setting(players: int, mode_name: str, sheets: bool) -> str:
    """What was played, for a title: players, mode (unless titles leave it
    unnamed, as the base game) and sheets."""
    mode = find(mode_name)
    if not mode.named:
        if sheets:
            return ngettext("{n} player, character sheets", "{n} players, character sheets",
                            players).format(n=players)
        return ngettext("{n} player", "{n} players", players).format(n=players)
    title = _(mode.title)
    if sheets:
        return ngettext("{n} player, {mode}, character sheets",
                        "{n} players, {mode}, character sheets", players).format(
            n=players, mode=title)
    return ngettext("{n} player, {mode}", "{n} players, {mode}", players).format(
        n=players, mode=title)
