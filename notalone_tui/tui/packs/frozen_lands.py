"""What the app shows of Frozen Lands beyond the engine's own words: the
Contamination tokens counted on the players table and the reserve, a Hunted's
own tokens, the team's choice explained on the public table, and the tokens
turned up at the end (the presentation pack ``frozen-lands``).

Pure functions of a public view (and a public decision), so that they cannot
reach a secret: before the end, a token is a count; its face is read only from
``revealed_contamination``, which the engine fills once the end of the game
turned the tokens up, for everyone.

Names are shown as :mod:`notalone_tui.i18n.names` says (in ``Text``, never markup).
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import DecisionView, GameView, HuntedView, Option, RuleSet
from notalone_tui.engine.rulesets.frozen_lands import NO_MARKERS, RULESET_ID, endgame
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED, TOKEN_COUNT, TOKEN_FACES
from notalone_tui.engine.rulesets.frozen_lands.contamination import DISCARD_TOKEN
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import N_, _, ngettext
from notalone_tui.i18n.names import fixed_width, shown_name

from ..labels import append_filled
from .presentation import Hand, PlayerColumn, Presentation, SetupMode, TablePage

#: The width of a name in the lists below (as on the players table).
NAME = 10
#: A Contamination token wherever the screens count them; and a token's two
#: faces once they may be shown (its owner's Diagnostic Kit, the end-of-game
#: reveal): a shape each, never a colour alone.
TOKEN_MARK = "☣"
FACE_MARKS = {True: "☣", False: "○"}
#: The players table's Contamination column: a space and the count.
TOKENS_WIDTH = 2


def face_mark(face: str) -> str:
    """A token face as the screens draw it: ☣ the icon, ○ blank."""
    return FACE_MARKS[face == INFECTED]


def face_words(faces: tuple[str, ...]) -> list[str]:
    """Token faces in marks and words, the icons first ("☣ icon", "○ blank"),
    so that the order tells nothing of which token is which."""
    icons = sum(face == INFECTED for face in faces)
    # TRANSLATORS: a Contamination token's face that shows the contamination icon ("☣ icon").
    icon = FACE_MARKS[True] + " " + _("icon")
    # TRANSLATORS: a Contamination token's face without the contamination icon ("○ blank").
    blank = FACE_MARKS[False] + " " + _("blank")
    return [icon] * icons + [blank] * (len(faces) - icons)


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


# ------------------------------------------------------------ the players table
def tokens_cell(view: GameView, rules: RuleSet, hv: HuntedView, say: Renderer,
                width: int) -> Text:
    """A Hunted's tokens, counted (their faces stay hidden)."""
    return Text(f"{hv.contamination:>{width}}", style="bold" if hv.contamination else "dim")


#: The players table's ☣ column: each Hunted's tokens by count. Its heading
#: is the mark alone, right above the counts.
TOKENS_COLUMN = PlayerColumn(width=lambda view, rules: TOKENS_WIDTH,
                             heading=lambda view, width: TOKEN_MARK, cell=tokens_cell)


def reserve_note(view: GameView) -> str:
    """The tokens left in the reserve, after its Place cards."""
    return f" · {TOKEN_MARK}{view.contamination_reserve}"


# ------------------------------------------------------------------ options
def discard_label(option: Option, words: str) -> str:
    """The token discarded, marked as the tokens are counted on the table, and
    a capital as the other options (the rule set words it as a clause)."""
    if option != DISCARD_TOKEN:
        return words
    return f"{TOKEN_MARK} {words[:1].upper()}{words[1:]}"


# ------------------------------------------------------------ private screens
def contamination_line(me: HuntedView, reserve: int) -> Text:
    """A Hunted's own Contamination tokens on their private screen: how many,
    and the faces they looked at (Diagnostic Kit), which only this screen
    shows; then the reserve's count."""
    held = me.contamination
    text = Text("\n")
    # One line of the cards' column (40 wide) while no face is known; it sits
    # under the seat's own Will, so "yours" goes without saying.
    known = me.known_contamination or ()
    if not held:
        # TRANSLATORS: the Hunted holds no Contamination token.
        text.append(f"{TOKEN_MARK} " + _("No token"), style="bold")
    elif not known:
        # TRANSLATORS: Contamination tokens held, whose faces the Hunted has not looked at.
        text.append(f"{TOKEN_MARK} " + ngettext("{count} token, face unseen",
                                                "{count} tokens, faces unseen",
                                                held).format(count=held), style="bold")
    else:
        unseen = held - len(known)
        # TRANSLATORS: Contamination tokens whose faces the Hunted has not looked at
        # (after those looked at: "☣ icon, ○ blank, 1 unseen").
        words = face_words(known) + ([ngettext("{count} unseen", "{count} unseen", unseen)
                                      .format(count=unseen)] if unseen else [])
        # TRANSLATORS: Contamination tokens held, and their faces: "2 tokens (☣ icon, 1 unseen)".
        text.append(f"{TOKEN_MARK} " + ngettext("{count} token ({faces})",
                                                "{count} tokens ({faces})", held).format(
            count=held, faces=", ".join(words)), style="bold")
    # TRANSLATORS: the Contamination tokens left in the reserve.
    text.append(" · " + _("reserve {count}").format(count=reserve), style="dim")
    return text


def own_tokens(hand: Hand) -> Text:
    """The hand panel's line of the seat's own tokens (under its Will)."""
    view = hand.view
    me = next(hv for hv in view.hunted if hv.seat == view.viewer)
    return contamination_line(me, view.contamination_reserve)


#: Frozen Lands with the option that takes the two Marker cards out of the box.
NO_MARKERS_MODE = f"{RULESET_ID}+{NO_MARKERS}"
#: The games Frozen Lands offers at setup: with the Marker cards and without.
GAMES = (
    SetupMode(RULESET_ID, N_("Frozen Lands (4-7, designed for this edition)"),
              N_("Ten icy places; Contamination tokens can lose the Hunted the game."),
              {"ruleset": RULESET_ID}, rank=10),
    SetupMode(NO_MARKERS_MODE, N_("Frozen Lands, no Marker cards (4-7)"),
              N_("Frozen Lands without Ingenuity and Amplifier, never playable there."),
              {"ruleset": RULESET_ID, "remove_marker_cards": True}, rank=11),
)

PACK = Presentation(
    setup_modes=GAMES,
    count_columns=(TOKENS_COLUMN,),
    reserve_notes=(reserve_note,),
    option_labels=(discard_label,),
    hunted_status=(own_tokens,),
    table_pages=(TablePage(explains=is_team_choice, text=team_choice_text),),
    end_reveals=(reveal_text,),
)
