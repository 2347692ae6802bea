"""What the app says of Frozen Lands beyond the engine's own words: the team's
choice explained on the public table, and the tokens turned up at the end.

Pure functions of a public view (and a public decision), so that they cannot
reach a secret: before the end, a token is a count; its face is read only from
``revealed_contamination``, which the engine fills once the end of the game
turned the tokens up, for everyone.

Names are shown as :mod:`notalone_tui.i18n.names` says (in ``Text``, never markup).
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import DecisionView, GameView
from notalone_tui.engine.rulesets.frozen_lands import endgame
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED, TOKEN_COUNT, TOKEN_FACES
from notalone_tui.i18n.current import _, ngettext
from notalone_tui.i18n.names import fixed_width, shown_name

from .labels import FACE_MARKS, TOKEN_MARK, append_filled, face_mark

#: The width of a name in the lists below (as on the players table).
NAME = 10


def is_team_choice(decision: DecisionView | None) -> bool:
    return decision is not None and decision.kind == endgame.TEAM_CHOICE


def holdings(view: GameView) -> str:
    """Who holds how many tokens, publicly: "Ben 1 · Dev 2 (3 in all)"."""
    held = [(shown_name(hv.name), hv.contamination) for hv in view.hunted if hv.contamination]
    total = sum(n for _name, n in held)
    # TRANSLATORS: {held} lists who holds Contamination tokens ("Ben 1 · Dev 2").
    return _("{held} ({total} in all)").format(
        held=" · ".join(f"{name} {n}" for name, n in held), total=total)


def team_choice_text(view: GameView, decision: DecisionView,
                     for_computer: bool = False) -> Text:
    """The team's choice as the table reads it before anyone presses a key: who
    enters it, what each answer does (the counter, the reveal, the discard,
    another turn), and the public facts it turns on. The words of each option
    stay the engine's (the list below it); this is the page the team reads
    aloud first. ``for_computer``: that Hunted is a computer, so the people
    playing Hunted enter it for them."""
    entering = shown_name(view.names[decision.seat])
    options = decision.options or ()
    quarantine = any(o.card == endgame.HOLD and o.seat < 0 for o in options)
    icons = TOKEN_FACES[INFECTED]
    text = Text()
    text.append(_("The team's choice"), style="bold underline")
    text.append(" — ")
    if for_computer:
        append_filled(text, _(
            "the Rescue counter would reach Victory. Decide aloud together; the people "
            "playing Hunted enter it for {name} (computer), the first Hunted to the "
            "Creature's left."), name=(entering, "bold"))
    else:
        append_filled(text, _(
            "the Rescue counter would reach Victory. Decide aloud together; {name} (first "
            "Hunted to the Creature's left) enters it."), name=(entering, "bold"))
    text.append("\n")
    text.append(f"{TOKEN_MARK} " + ngettext(
        "Tokens held: {held}; {icons} of the {total} tokens shows the contamination icon.",
        "Tokens held: {held}; {icons} of the {total} tokens show the contamination icon.",
        icons).format(held=holdings(view), icons=icons, total=TOKEN_COUNT) + "\n",
        style="dim")
    # TRANSLATORS: the first of the team's two answers, as its option names it,
    # followed by what it does.
    advance = _("Advance")
    # TRANSLATORS: the second of the team's two answers, as its option names it,
    # followed by what it does.
    hold = _("Hold")
    width = max(len(advance), len(hold))
    text.append(advance.ljust(width) + " ", style="bold")
    text.append(_("The counter reaches Victory and every held token is turned up: any "
                  "contamination icon and the Creature wins; all blank and the Hunted win.")
                + "\n")
    text.append(hold.ljust(width) + " ", style="bold")
    if quarantine:
        text.append(_("The counter stays one space short of Victory and one more turn is "
                      "played; under Quarantine nobody discards a token."))
    else:
        text.append(_("The counter stays one space short of Victory; the Hunted you name "
                      "discards a token, and one more turn is played."))
    text.append(" " + _("The choice comes again at the end of that turn."), style="dim")
    return text


def revealed(view: GameView) -> bool:
    """Whether the end of the game turned the held tokens up."""
    return any(hv.revealed_contamination for hv in view.hunted)


def reveal_text(view: GameView) -> Text:
    """The end of a Frozen Lands game, token by token: each Hunted's tokens
    face up (☣ the icon, ○ blank) and their icons; or, when the game ended
    without a reveal, how many tokens stayed face down (their faces stay
    unknown: the engine never turned them up)."""
    text = Text()
    if not revealed(view):
        held = [hv for hv in view.hunted if hv.contamination]
        if held:
            text.append(f"{TOKEN_MARK} " + _("Contamination tokens never turned up: {held}.")
                        .format(held=holdings(view)), style="dim")
        else:
            text.append(f"{TOKEN_MARK} " + _("No Contamination token was held at the end."),
                        style="dim")
        return text
    text.append(_("The Contamination tokens turned up"), style="bold underline")
    # TRANSLATORS: the two faces of a Contamination token, as in "☣ icon, ○ blank".
    text.append(f" ({FACE_MARKS[True]} " + _("icon") + f", {FACE_MARKS[False]} " + _("blank")
                + ")")
    total = icons = 0
    for hv in view.hunted:
        faces = hv.revealed_contamination
        if not faces:
            continue
        text.append(f"\n{fixed_width(shown_name(hv.name), NAME)} ", style="bold")
        for face in faces:
            text.append(face_mark(face) + " ", style="bold" if face == INFECTED else "")
        mine = sum(face == INFECTED for face in faces)
        total += len(faces)
        icons += mine
        # TRANSLATORS: one Hunted's tokens turned up at the end: "1 of 2 with the icon".
        text.append(" " + _("{icons} of {count} with the icon").format(
            icons=mine, count=len(faces)), style="italic")
    # Those who held none on one line: seven players still fit 80×24.
    clean = [shown_name(hv.name) for hv in view.hunted if not hv.revealed_contamination]
    if clean:
        text.append("\n" + _("No token: {names}").format(names=", ".join(clean)), style="dim")
    # TRANSLATORS: the {tokens} of "In all: {icons} of {tokens} show(s) the
    # contamination icon." (two counts: the tokens, then the icons among them).
    tokens = ngettext("{total} token", "{total} tokens", total).format(total=total)
    text.append("\n" + ngettext(
        "In all: {icons} of {tokens} shows the contamination icon.",
        "In all: {icons} of {tokens} show the contamination icon.",
        icons).format(icons=icons, tokens=tokens), style="bold")
    return text
