"""What the table and the handoff screen say about the step on show: who acts,
what Esc takes back, the Creature's question on a handoff. Worded here, in the
current language, for the controller's next steps (:mod:`.next_steps`)."""

from __future__ import annotations

from notalone_tui.i18n.current import _


def first_question(prompt: str, creature: str) -> str:
    """The handoff's line asking whether the Creature plays a card first."""
    return _("{prompt}\nIf so, {creature} presses c now.").format(
        prompt=prompt, creature=creature)


def take_back(name: str, private: bool) -> str:
    """What Esc takes back on the handoff screen: the choice that passed the
    keyboard on, while its maker (``name``) still holds it."""
    if private:
        return _("Not yet? Esc: {name} takes that choice back.").format(name=name)
    return _("Not yet? Esc: back to the table's question.")


def thinking(name: str, team: bool) -> str:
    """The table's status while computer ``name`` decides (``team``: it enters
    its team's public choice)."""
    if team:
        return _("{name} (computer) enters the team's choice…").format(name=name)
    return _("{name} (computer) is thinking…").format(name=name)


def deciding(name: str, table: bool, team: bool, for_computer: bool) -> str:
    """The table's status over a public decision: the whole table's question
    (``table``), ``name``'s, or a team decision (``team``) one Hunted enters,
    the people playing Hunted for a computer (``for_computer``)."""
    if team:
        # A team decision: one Hunted enters what the whole team decides; for a
        # computer in that seat, the people playing Hunted do.
        if for_computer:
            return _("The Hunted decide together; the people playing Hunted enter it")
        return _("The Hunted decide together; {name} enters it").format(name=name)
    if table:
        return _("Anyone at the table")
    return _("{name} to decide").format(name=name)


def taken_back(name: str) -> str:
    """The notice after Undo."""
    return _("{name}'s last choice was taken back.").format(name=name)


def window_note(everyone_absent: tuple[str, str] | None) -> str:
    """The line under the table's card window: why every Hunted is asked (each
    is offered "plays a card" whatever they hold), and, in Phase 3, why "all use
    place powers" is not offered (``everyone_absent``: the reason's name and the
    player it is about). Short: at 80×24 the prompt has a narrow column."""
    # TRANSLATORS: under the table's card window; keep it short (one line of ~35).
    lines = [_("Asking all hides who holds what.")]
    if everyone_absent is not None:
        reason, name = everyone_absent
        if reason == "computer":
            lines.append(_("No \"all use place powers\": {name} (computer) resolves next.")
                         .format(name=name))
        elif reason == "choice":
            lines.append(_("No \"all use place powers\": {name}'s place asks a choice.")
                         .format(name=name))
        else:
            lines.append(_("No \"all use place powers\": only one Hunted would answer."))
    return "\n".join(lines)
