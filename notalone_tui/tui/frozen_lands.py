"""What the app says of Frozen Lands beyond the engine's own words: the team's
choice explained on the public table, and the tokens turned up at the end.

Pure functions of a public view (and a public decision), so that they cannot
reach a secret: before the end, a token is a count; its face is read only from
``revealed_contamination``, which the engine fills once the end of the game
turned the tokens up, for everyone.
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import DecisionView, GameView
from notalone_tui.engine.rulesets.frozen_lands import endgame
from notalone_tui.engine.rulesets.frozen_lands.cards import INFECTED, TOKEN_COUNT, TOKEN_FACES

from .labels import TOKEN_MARK, face_mark

#: The width of a name in the lists below (as on the players table).
NAME = 10


def is_team_choice(decision: DecisionView | None) -> bool:
    return decision is not None and decision.kind == endgame.TEAM_CHOICE


def holdings(view: GameView) -> str:
    """Who holds how many tokens, publicly: "Ben 1 · Dev 2 (3 in all)"."""
    held = [(hv.name, hv.contamination) for hv in view.hunted if hv.contamination]
    total = sum(n for _, n in held)
    return f"{' · '.join(f'{name} {n}' for name, n in held)} ({total} in all)"


def team_choice_text(view: GameView, decision: DecisionView,
                     for_computer: bool = False) -> Text:
    """The team's choice as the table reads it before anyone presses a key: who
    enters it, what each answer does (the counter, the reveal, the discard,
    another turn), and the public facts it turns on. The words of each option
    stay the engine's (the list below it); this is the page the team reads
    aloud first. ``for_computer``: that Hunted is a computer, so the people
    playing Hunted enter it for them."""
    entering = view.names[decision.seat]
    options = decision.options or ()
    quarantine = any(o.card == endgame.HOLD and o.seat < 0 for o in options)
    icons = TOKEN_FACES[INFECTED]
    text = Text()
    text.append("The team's choice", style="bold underline")
    text.append(" — the Rescue counter would reach Victory. Decide aloud together; ")
    if for_computer:
        text.append("the people playing Hunted enter it for ")
        text.append(entering, style="bold")
        text.append(" (computer), the first Hunted to the Creature's left.\n")
    else:
        text.append(entering, style="bold")
        text.append(" (first Hunted to the Creature's left) enters it.\n")
    text.append(f"{TOKEN_MARK} Tokens held: {holdings(view)}; {icons} of the {TOKEN_COUNT} "
                "tokens show the contamination icon.\n", style="dim")
    text.append("Advance ", style="bold")
    text.append("The counter reaches Victory and every held token is turned up: any "
                "contamination icon and the Creature wins; all blank and the Hunted win.\n")
    text.append("Hold    ", style="bold")
    if quarantine:
        text.append("The counter stays one space short of Victory and one more turn is "
                    "played; under Quarantine nobody discards a token.")
    else:
        text.append("The counter stays one space short of Victory; the Hunted you name "
                    "discards a token, and one more turn is played.")
    text.append(" The choice comes again at the end of that turn.", style="dim")
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
            text.append(f"{TOKEN_MARK} Contamination tokens never turned up: "
                        f"{holdings(view)}.", style="dim")
        else:
            text.append(f"{TOKEN_MARK} No Contamination token was held at the end.", style="dim")
        return text
    text.append("The Contamination tokens turned up", style="bold underline")
    text.append(" (☣ icon, ○ blank)")
    total = icons = 0
    for hv in view.hunted:
        faces = hv.revealed_contamination
        if not faces:
            continue
        text.append(f"\n{hv.name[:NAME]:<{NAME}} ", style="bold")
        for face in faces:
            text.append(face_mark(face) + " ", style="bold" if face == INFECTED else "")
        mine = sum(face == INFECTED for face in faces)
        total += len(faces)
        icons += mine
        text.append(f" {mine} of {len(faces)} with the icon", style="italic")
    # Those who held none on one line: seven players still fit 80×24.
    clean = [hv.name for hv in view.hunted if not hv.revealed_contamination]
    if clean:
        text.append(f"\nNo token: {', '.join(clean)}", style="dim")
    noun = "token" if total == 1 else "tokens"
    verb = "shows" if icons == 1 else "show"
    text.append(f"\nIn all: {icons} of {total} {noun} {verb} the contamination icon.",
                style="bold")
    return text
