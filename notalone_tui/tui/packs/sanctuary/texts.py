"""What the app shows of Sanctuary (its presentation pack's texts): the token
on the grid, the Defense track's bonus spaces, the Survivor row, DNA and
Evolutions on the board, the columns it adds to the players table, and each
seat's own Sanctuary cards.

Pure functions of a seat's view (its :class:`SanctuaryView`, ``view.rules_view``)
and of the rule set's card data (``sanctuary/cards.py``), so that they cannot
reach a secret: the Creature's Evolution hand is read only from the Creature's
own view, a Hunted's face-down Survivors only from that Hunted's; every name
and text comes from the rule set, never retyped here.
"""

from __future__ import annotations

from rich.text import Text

from notalone_tui.engine import DecisionView, GameView, Option, RuleSet, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5, setup
from notalone_tui.engine.rulesets.sanctuary.cards import (
    ABILITIES,
    AVATARS,
    BONUSES,
    EVOLUTIONS,
    SURVIVORS,
)
from notalone_tui.engine.rulesets.sanctuary.defense import TRACK as DEFENSE
from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView
from notalone_tui.i18n.current import (
    N_,
    _,
    card_name,
    name_of,
    ngettext,
    pgettext,
    table_text,
    text_of,
)
from notalone_tui.i18n.current import place_name as named_place
from notalone_tui.i18n.names import shown_name
from notalone_tui.i18n.numbers import roman

from ...widgets.track_panel import BONUS_MARKS
from ...wrapping import beside_or_under, indented

#: The Sanctuary token on the grid and on the board's line: a house, drawn
#: beside the Hunt tokens' bracketed letters (it is no Hunt token).
SANCTUARY_MARK = "⌂"
#: Survivors: the face-up row, and the face-down cards each Hunted holds.
SURVIVOR_MARK = "☺"
#: After a developed Evolution that does not work yet (developed this turn, or
#: switched off by Suppressant): either way it works from next turn.
#: Translated where it is shown (``_(NOT_YET)``).
# TRANSLATORS: after a developed Evolution card that works only from next turn.
NOT_YET = N_("from next turn")
#: The Survivor abilities' table, as their translations are looked up
#: (:data:`notalone_tui.i18n.content.TEXT_TABLES`).
ABILITIES_TABLE = "notalone_tui.engine.rulesets.sanctuary.cards.ABILITIES"
#: The Phase-5 and setup decisions whose options name Evolution cards the
#: Creature reads on its own screen (its hand comes first there).
EVOLUTION_KINDS = frozenset({setup.SETUP_DRAW, setup.VARIANT_PICK, phase5.CHOOSE,
                             phase5.EVOLVE_LOOP, phase5.MAKE_ROOM})


def sanctuary_of(view: GameView | None) -> SanctuaryView | None:
    """The Sanctuary part of a view, if the game plays any of the expansion."""
    found = None if view is None else view.rules_view
    return found if isinstance(found, SanctuaryView) else None


def full_of(view: GameView | None) -> SanctuaryView | None:
    """The Sanctuary part of a view when the game plays the whole expansion
    (token, Defense, Survivors, DNA), not its light variant."""
    sv = sanctuary_of(view)
    return sv if sv is not None and sv.full else None


def place_name(rules: RuleSet, number: int) -> str:
    return f"{number} {named_place(rules, number).removeprefix('The ')}"


# ------------------------------------------------------------------ the board
def place_marks(view: GameView) -> dict[int, tuple[tuple[str, str], ...]]:
    """Marks the grid draws on a place besides the Hunt tokens: the Sanctuary token."""
    sv = full_of(view)
    if sv is None or not sv.sanctuary:
        return {}
    return {sv.sanctuary: ((SANCTUARY_MARK, "bold"),)}


def track_bonuses(view: GameView, track_id: str) -> dict[int, bool]:
    """The bonus spaces of ``track_id`` as steps from its start (the track's
    own count) -> whether that bonus triggered; none but on the Defense track."""
    sv = full_of(view)
    if sv is None or track_id != DEFENSE:
        return {}
    return {b.space - sv.defense_start: b.triggered for b in sv.bonuses}


def next_bonus(sv: SanctuaryView) -> str:
    """The next bonus the Defense counter would trigger, by its printed name."""
    for bonus in sv.bonuses:
        if bonus.space > sv.defense_space and not bonus.triggered:
            steps = bonus.space - sv.defense_space
            # TRANSLATORS: {mark} is the bonus space's mark (◇), {bonus} its name.
            return ngettext("Defense: next bonus {mark} in {steps} space, {bonus}",
                            "Defense: next bonus {mark} in {steps} spaces, {bonus}",
                            steps).format(mark=BONUS_MARKS[False], steps=steps,
                                          bonus=name_of(BONUSES[bonus.bonus]))
    return ""


def developed_words(view: GameView, rules: RuleSet) -> str:
    """The developed Evolution cards by name, those not working yet marked."""
    sv = sanctuary_of(view)
    if sv is None or not sv.developed:
        # TRANSLATORS: no Evolution card developed (after a colon).
        return _("none")
    not_yet = _(NOT_YET)
    return ", ".join(card_name(rules, card) + ("" if active else f" ({not_yet})")
                     for card, active in sv.developed)


def board_segments(view: GameView, rules: RuleSet, roomy: bool) -> list[Text]:
    """The public board of Sanctuary as short pieces, in reading order: the
    token and its route, the Survivor row and pile, the Creature's DNA, its
    developed Evolutions and its Evolution hand by count and level; ``roomy``
    adds the Evolution piles and the next bonus (a large terminal)."""
    sv = sanctuary_of(view)
    if sv is None:
        return []
    developed = Text(_("Evolutions:") + " ", style="bold")
    if sv.developed:
        developed.append(developed_words(view, rules))
    else:
        # TRANSLATORS: after "Evolutions:" on Sanctuary's board.
        developed.append(_("none developed"), style="dim")
    if not sv.full:
        # The light variant: the one Evolution the Creature plays all game.
        return [developed]
    # TRANSLATORS: where the Sanctuary token lies: "Sanctuary on 3 River".
    token = Text(f"{SANCTUARY_MARK} " + _("Sanctuary on {place}").format(
        place=place_name(rules, sv.sanctuary)), style="bold")
    # TRANSLATORS: the places the Sanctuary token visits: "route 1-5".
    route = Text(_("route 1-{last}").format(last=10 if sv.unlocked else 5), style="dim")
    row = Text(f"{SURVIVOR_MARK} ", style="bold")
    row.append(", ".join(card_name(rules, s) for s in sv.row) or _("no survivor face up"))
    # TRANSLATORS: the Survivor cards left in their pile.
    pile = Text(_("pile {count}").format(count=sv.survivor_pile), style="dim")
    # TRANSLATORS: the DNA counters the Creature has.
    dna = Text(_("DNA {dna}").format(dna=sv.dna), style="bold")
    # TRANSLATORS: the DNA counters left in the supply.
    dna.append(" (" + _("supply {supply}").format(supply=sv.supply) + ")", style="dim")
    levels = " ".join(roman(level) for level in sv.hand_levels)
    # TRANSLATORS: the Evolution cards in the Creature's hand (their levels follow).
    hand = Text(_("{count} in hand").format(count=sv.hand_size)
                + (f" ({levels})" if levels else ""), style="dim")
    segments = [token, route, row, pile, dna, developed, hand]
    if roomy:
        # TRANSLATORS: the Evolution piles by level (I and II): cards left in each.
        piles = Text(_("piles I {first}, II {second}").format(
            first=sv.evolution_piles[0], second=sv.evolution_piles[1]), style="dim")
        segments.append(piles)
        bonus = next_bonus(sv)
        if bonus:
            segments.append(Text(bonus, style="dim"))
    return segments


def wrap_segment(segment: Text, width: int, indent: int = 2) -> list[Text]:
    """A piece longer than ``width`` broken at its spaces, the lines after the
    first indented (a word longer than a line is left whole)."""
    lines: list[Text] = []
    rest = segment
    room = width
    while rest.cell_len > room:
        plain = rest.plain
        cut = plain.rfind(" ", 0, room + 1)
        if cut <= 0:
            break
        head, tail = rest.divide([cut])
        lines.append(head)
        rest = Text(" " * indent) + tail[1:]
        room = width
    lines.append(rest)
    return lines


def pack(segments: list[Text], width: int, sep: str = " · ") -> Text:
    """Pieces on as few lines of ``width`` as they fit, in order, ``sep`` between
    two on a line; a piece wider than a line is wrapped at its spaces."""
    lines: list[Text] = []
    for segment in segments:
        if lines and lines[-1].cell_len + len(sep) + segment.cell_len <= width:
            lines[-1].append(sep, style="dim")
            lines[-1].append_text(segment)
        else:
            lines.extend(wrap_segment(segment, width))
    return Text("\n").join(lines)


def board_text(view: GameView, rules: RuleSet, width: int, roomy: bool = False) -> Text:
    """Sanctuary's public board in ``width`` columns (see :func:`board_segments`)."""
    return pack(board_segments(view, rules, roomy), max(width, 20))


# ------------------------------------------------------------ players table
def avatar_name(rules: RuleSet, avatar: str) -> str:
    """An Avatar's first name, as the players table shows it (its full name
    and text are on its owner's screen and in the help)."""
    return card_name(rules, avatar).split(" ", 1)[0]


def avatar_width(view: GameView, rules: RuleSet) -> int:
    """The players table's Avatar column: the longest first name in play (or
    its heading, before the Avatars are kept) and a space; 0 without Sanctuary."""
    sv = sanctuary_of(view)
    if sv is None:
        return 0
    return max([len(avatar_heading()), *(len(avatar_name(rules, a))
                                          for _seat, a in sv.avatars)]) + 1


def avatar_heading() -> str:
    """The players table's heading of the Avatars' column."""
    # TRANSLATORS: a column heading of the players table (the Hunted's Avatars),
    # lower case; cut to the column's width (the longest Avatar's first name).
    return _("avatar")


# ------------------------------------------------------------------ options
def option_mark(option: Option) -> str:
    """The mark an option of the Reckoning's alternatives carries, as the board
    draws what it acts on: ⌂ fortifying, ☺ rescuing."""
    if option.verb is Verb.FORTIFY and option.n in (0, 1):
        return SANCTUARY_MARK
    if option.verb is Verb.RESCUE and option.card in SURVIVORS:
        return SURVIVOR_MARK
    return ""


def option_detail(option: Option, kind: str) -> str:
    """What an option's card does, where the choice turns on it and no panel
    shows it: the rescued survivor's ability, an Avatar dealt to choose from,
    an Evolution offered in the light variant."""
    card = option.card
    if option.verb is Verb.RESCUE and card in SURVIVORS:
        ability = SURVIVORS[card].ability
        return table_text(ABILITIES_TABLE, ability, ABILITIES[ability])
    if kind == setup.AVATAR_KEEP and card in AVATARS:
        return text_of(AVATARS[card])
    if kind == setup.VARIANT_PICK and card in EVOLUTIONS:
        return text_of(EVOLUTIONS[card])
    return ""


# ------------------------------------------------------------ private screens
def evolution_entry(text: Text, card: str, note: str = "", width: int | None = None) -> None:
    """An Evolution card in full: name, level, cost, phase, limit and text
    (wrapped to ``width``, see :func:`.wrapping.indented`)."""
    info = EVOLUTIONS[card]
    text.append(f"• {name_of(info)}", style="bold")
    # TRANSLATORS: an Evolution card's level (I or II), cost and phase (P is for Phase).
    text.append(" (" + _("level {level}, {cost} DNA, P{phase}").format(
        level=roman(info.level), cost=info.cost, phase=info.phase) + ")")
    if note:
        text.append(f" {note}", style="italic")
    text.append("\n")
    indented(text, text_of(info), width)


def creature_cards(view: GameView, width: int | None = None) -> Text:
    """The Creature's own Sanctuary cards on its private screen: DNA, its
    Evolution hand (names, levels, costs, texts: this view alone has it) and
    its developed cards in full. Empty outside Sanctuary. (The Evolutions the
    light variant offers are read beside its options: :func:`option_detail`.)"""
    sv = sanctuary_of(view)
    text = Text()
    if sv is None:
        return text
    if sv.full:
        text.append(_("Your DNA {dna}").format(dna=sv.dna), style="bold")
        text.append(" (" + _("supply {supply}").format(supply=sv.supply) + ")\n", style="dim")
        # TRANSLATORS: the Evolution cards left in each pile, by level (I and II).
        text.append(_("Evolution piles: level I {first} · II {second}").format(
            first=sv.evolution_piles[0], second=sv.evolution_piles[1]) + "\n", style="dim")
        text.append(_("Your Evolution cards") + "\n", style="bold underline")
        for card in sv.hand or ():
            evolution_entry(text, card, width=width)
        if not sv.hand:
            # TRANSLATORS: no cards (under a heading naming them).
            text.append(_("none") + "\n", style="dim")
    if sv.developed:
        text.append(_("Developed (face up)") + "\n", style="bold underline")
        for card, active in sv.developed:
            evolution_entry(text, card, "" if active else _(NOT_YET), width)
    return text


def evolutions_first(view: GameView, decision: DecisionView | None) -> bool:
    """Whether the Creature's screen shows its Evolutions before its Hunt cards:
    in Phase 5 and at setup, where its choices are about them."""
    return view.phase == 5 or view.turn == 0 or (
        decision is not None and decision.kind in EVOLUTION_KINDS)


def hunted_cards(view: GameView, seat: int, width: int | None = None) -> Text:
    """A Hunted's own Sanctuary cards on their private screen: their Avatar in
    full and their face-down Survivors (their view alone has them). (The two
    Avatars dealt to choose from are read beside the options: :func:`option_detail`.)"""
    sv = sanctuary_of(view)
    text = Text()
    if sv is None:
        return text
    avatar = sv.avatar(seat)
    if avatar:
        info = AVATARS[avatar]
        text.append(_("Your Avatar:") + " ", style="bold underline")
        # TRANSLATORS: the phase a card is played in: "P2" for Phase 2.
        text.append(f"{name_of(info)} (" + _("P{phase}").format(phase=info.phase) + ")\n",
                    style="bold")
        indented(text, text_of(info), width)
    if sv.full:
        held = sv.held or ()
        text.append(f"{SURVIVOR_MARK} " + _("Your Survivors (face down):"), style="bold")
        # TRANSLATORS: no Survivor cards (after a colon): agree with "Survivors".
        names = (", ".join(name_of(SURVIVORS[s]) for s in held) if held
                 else pgettext("Survivors", "none"))
        beside_or_under(text, f" {names}", width)
    return text


def own_short(view: GameView) -> list[Text]:
    """A seat's own Sanctuary cards in short (above the players table at
    80×24): a Hunted's face-down Survivors; the Creature's Evolution cards in
    hand (its developed ones are public, on the board)."""
    sv = sanctuary_of(view)
    if sv is None or not sv.full:
        return []
    if view.role == "creature":
        return [Text(f"{name_of(EVOLUTIONS[card])} {roman(EVOLUTIONS[card].level)}",
                     style="bold") for card in sv.hand or ()]
    return [Text(f"{SURVIVOR_MARK} {name_of(SURVIVORS[s])}", style="bold")
            for s in sv.held or ()]


def developed_cards(view: GameView, width: int | None = None) -> Text:
    """The Creature's developed Evolutions in full, as a Hunted's screen lists
    them after the seat's own cards (public: face up on the table)."""
    sv = sanctuary_of(view)
    text = Text()
    if sv is None or not sv.developed:
        return text
    text.append(_("The Creature's developed Evolutions") + "\n", style="bold underline")
    for card, active in sv.developed:
        evolution_entry(text, card, "" if active else _(NOT_YET), width)
    return text


# --------------------------------------------------------------- game over
def end_text(view: GameView, rules: RuleSet) -> str:
    """What Sanctuary adds to the end of the game's summary (public by then):
    the Survivor cards each Hunted holds, the Evolutions developed."""
    sv = sanctuary_of(view)
    if sv is None:
        return ""
    lines = []
    if sv.full:
        held = ", ".join(f"{shown_name(view.names[seat])} {n}" for seat, n in sv.held_counts)
        # TRANSLATORS: {held} lists each Hunted's count: "Ben 2, Dev 0".
        lines.append(f"{SURVIVOR_MARK} " + _("Survivors held: {held}").format(held=held))
    lines.append(_("Evolutions developed: {cards}").format(cards=developed_words(view, rules))
                 + (" · " + _("DNA {dna}").format(dna=sv.dna) if sv.full else ""))
    return "\n".join(lines)


def hidden_words(view: GameView, rules: RuleSet) -> str:
    """A seat's own Sanctuary secrets in a few words, for the replay of a
    finished game: the Creature's Evolution hand, a Hunted's face-down
    Survivors (read from that seat's own view); "" when there are none."""
    sv = full_of(view)
    if sv is None:
        return ""
    if sv.hand is not None:
        # TRANSLATORS: the Creature's Evolution cards in hand, by name (a replay's secrets).
        return "; " + _("Evolutions {cards}").format(
            cards=", ".join(card_name(rules, c) for c in sv.hand) or "—")
    if sv.held:
        return f"; {SURVIVOR_MARK} " + ", ".join(card_name(rules, c) for c in sv.held)
    return ""
