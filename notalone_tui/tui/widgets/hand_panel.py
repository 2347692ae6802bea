"""A seat's own cards on its private screen: the hand panel."""

from __future__ import annotations

from collections.abc import Mapping

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from notalone_tui.engine import DecisionView, GameView, HuntedView, Option, RuleSet, Verb
from notalone_tui.engine.messages import msg
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.current import N_, _, card_name, name_of, text_of

from ..labels import rules_of
from ..packs import presentation_of
from ..packs.presentation import Hand, Presentation, sections
from ..updates import SizedOnce, show_content
from ..wrapping import beside_or_under, indented
from .naming import plain_words, short_name
from .players_panel import will_marks

#: Why a Hunt card in hand can or cannot be played now (the engine says which),
#: translated where it is shown (:func:`why_note`), after its mark.
WHY = {
    "playable": N_("playable now"),
    "limit": N_("card limit reached"),
    # TRANSLATORS: {card} is the Survival card Sacrifice, which keeps the
    # Creature from playing Hunt cards this turn.
    "blocked": N_("{card}: no Hunt card this turn"),
    "phase": N_("not this phase"),
    # TRANSLATORS: a card timed "after the reveal, before any place resolves"
    # once the places have started resolving.
    "late": N_("too late: the places are resolving"),
    "conditions": N_("conditions not met"),
}
#: The mark before each reason: ✓ playable, ✗ not.
WHY_MARKS = {"playable": "✓"}
#: The symbols a card may carry, in words (translated where shown).
SYMBOLS = {
    # TRANSLATORS: the symbol printed on a card: the Artemia token's.
    "artemia": N_("artemia"),
    # TRANSLATORS: the symbol printed on a card: the Target token's.
    "target": N_("target"),
}


#: Why a Survival card in its phase cannot be played now (the engine's
#: ``survival_status`` says which), shown on its owner's screen after a ✗.
SURVIVAL_WHY = {
    # TRANSLATORS: {card} is the Hunt card Despair, which keeps the Hunted
    # from playing Survival cards this turn.
    "despair": N_("{card}: no Survival card this turn"),
    # TRANSLATORS: a Hunted may play only one Survival card a turn.
    "played": N_("you played one this turn"),
    # TRANSLATORS: a Survival card played as its owner resolves their place.
    "resolve": N_("only as you resolve your place"),
    "late": WHY["late"],
    "conditions": WHY["conditions"],
}
#: The card a reason names ({card}): Sacrifice keeps the Creature from playing
#: Hunt cards (``WHY["blocked"]``), Despair the Hunted from playing Survival cards.
BLOCKERS = {"blocked": "survival-sacrifice", "despair": "hunt-despair"}


def why_note(why: str, rules: RuleSet, reasons: Mapping[str, str] = WHY) -> str:
    """A card's note on its owner's screen, marked: "✓ playable now" (Hunt cards,
    ``WHY``), "✗ you played one this turn" (Survival cards, ``SURVIVAL_WHY``)."""
    if why not in reasons:
        return ""
    words = _(reasons[why])
    if why in BLOCKERS:
        words = words.format(card=card_name(rules, BLOCKERS[why]))
    return f"{WHY_MARKS.get(why, '✗')} {words}"


def phase_short(phase: int) -> str:
    """A card's phase in short: "P2"."""
    # TRANSLATORS: the phase a card is played in: "P2" for Phase 2.
    return _("P{phase}").format(phase=phase)


def symbol_word(symbol: str) -> str:
    """The symbol a card carries, in words."""
    return _(SYMBOLS[symbol]) if symbol in SYMBOLS else symbol



def hunt_cards(text: Text, view: GameView, rules: RuleSet, playable: set[str],
               width: int) -> None:
    """The Creature's Hunt cards in full: phase, symbol, whether playable now
    (and why not), text."""
    text.append(_("Your Hunt cards") + "\n", style="bold underline")
    status = dict(view.creature.hand_status)
    for card in view.creature.hand or ():
        info = rules.hunt_cards[card]
        # TRANSLATORS: a Hunt card played in any phase (where others show "P2").
        phase = _("any") if info.phase == 0 else phase_short(info.phase)
        symbol = f" {symbol_word(info.symbol)}" if info.symbol else ""
        text.append(f"• {name_of(info)}", style="bold")
        text.append(f" ({phase}{symbol}) ")
        why = "playable" if card in playable else status.get(card, "")
        note = why_note(why, rules)
        if why == "phase" and info.phase:
            # TRANSLATORS: why a Hunt card in hand cannot be played now.
            note = "✗ " + _("only in Phase {phase}").format(phase=info.phase)
        beside_or_under(text, note, width, style="italic")
        indented(text, text_of(info), width)
    if not view.creature.hand:
        # TRANSLATORS: no cards (under their heading: Survival cards, Hunt cards).
        text.append(_("none") + "\n", style="dim")


def creature_hand(text: Text, hand: Hand, shown: Presentation, playable: set[str],
                  width: int) -> None:
    """The Creature's screen: its Hunt cards between the packs' sections."""
    text.append_text(sections(shown.creature_first, hand))
    hunt_cards(text, hand.view, hand.rules, playable, width)
    text.append_text(sections(shown.creature_after_hunt, hand))
    text.append_text(sections(shown.creature_last, hand))


def will_line(text: Text, me: HuntedView, rules: RuleSet, width: int) -> None:
    """A Hunted's Will, and the Place cards played this turn: on one line when
    they fit in ``width`` cells, else the cards on a line of their own (a list
    of places cut after a comma reads as two lists)."""
    # TRANSLATORS: a Hunted's Will, as marks and as a number: "Will ●●○ 2".
    will = _("Will {marks} {will}").format(marks=will_marks(me.will), will=me.will)
    text.append(will, style="bold")
    if me.played:
        # Face down until the reveal; after it, on the table for all to see.
        places = ", ".join(short_name(rules, c) for c in me.played)
        # TRANSLATORS: the Place cards a Hunted played this turn.
        played = (_("revealed: {places}").format(places=places) if me.revealed
                  # TRANSLATORS: the Place cards a Hunted played this turn.
                  else _("face down: {places}").format(places=places))
        gap = "    "
        fits = cell_len(will) + len(gap) + cell_len(played) <= width
        text.append(gap if fits else "\n")
        text.append(played)


def place_cards(text: Text, me: HuntedView, rules: RuleSet, say: Renderer) -> None:
    """A Hunted's Place cards in hand, and their discard pile."""
    text.append("\n" + _("Your Place cards") + "\n", style="bold underline")
    for place in me.hand or ():
        text.append(place_label(rules, place), style="bold")
        text.append(f" — {say(msg(rules.places[place].short))}\n", style="dim")
    discard = " ".join(str(c) for c in me.discard or ()) or "—"
    text.append(_("Discard pile: {cards}").format(cards=discard) + "\n", style="dim")


def survival_cards(text: Text, me: HuntedView, rules: RuleSet, playable: set[str],
                   width: int) -> None:
    """A Hunted's Survival cards in full, playable now or why not."""
    text.append(_("Your Survival cards") + "\n", style="bold underline")
    survival_status = dict(me.survival_status)
    for card in me.survival or ():
        survival = rules.survival_cards[card]
        mark = (_(WHY["playable"]) if card in playable
                else phase_short(survival.phase))
        text.append(f"• {name_of(survival)} ({mark})", style="bold")
        # In its phase and not offered: why not (none when nothing stands
        # in its way and the moment is simply not a window).
        note = "" if card in playable else why_note(
            survival_status.get(card, ""), rules, SURVIVAL_WHY)
        beside_or_under(text, f" {note}" if note else "", width, style="italic")
        indented(text, text_of(survival), width)
    if not me.survival:
        # TRANSLATORS: no cards (under their heading: Survival cards, Hunt cards).
        text.append(_("none") + "\n", style="dim")


def packed(text: Text, items: list[Text], width: int) -> None:
    """``items`` on lines of at most ``width`` cells, two spaces apart, never
    one cut across two lines (the fit test finds each whole on the screen),
    then a newline."""
    line = 0
    for i, item in enumerate(items):
        if i and line + 2 + item.cell_len > width:
            text.append("\n")
            line = 0
        elif i:
            text.append("  ")
            line += 2
        text.append_text(item)
        line += item.cell_len
    text.append("\n")


def place_label(rules: RuleSet, place: int) -> str:
    """A Place card in hand as the hand panel names it: "[1] Lair"."""
    return f"[{place}] {short_name(rules, place)}"


def card_label(name: str) -> str:
    """A Survival or Hunt card in hand as the cards' summary names it."""
    return f"• {name}"


def hunted_summary(text: Text, me: HuntedView, rules: RuleSet, playable: set[str],
                   width: int) -> None:
    """A Hunted's own cards in a few lines: the Place cards in hand by number
    and name, the Survival cards by name (✓ playable now, else their phase)."""
    packed(text, [Text(place_label(rules, p), style="bold") for p in me.hand or ()], width)
    items = []
    for card in me.survival or ():
        survival = rules.survival_cards[card]
        item = Text(card_label(name_of(survival)), style="bold")
        item.append(" " + ("✓" if card in playable else phase_short(survival.phase)),
                    style="" if card in playable else "dim")
        items.append(item)
    if items:
        packed(text, items, width)


def creature_summary(text: Text, view: GameView, rules: RuleSet, playable: set[str],
                     width: int) -> None:
    """The Creature's Hunt cards in a line or two (✓ playable now, else their
    phase)."""
    items = []
    for card in view.creature.hand or ():
        info = rules.hunt_cards[card]
        item = Text(card_label(name_of(info)), style="bold")
        # TRANSLATORS: a Hunt card played in any phase (where others show "P2").
        phase = _("any") if info.phase == 0 else phase_short(info.phase)
        item.append(" " + ("✓" if card in playable else phase),
                    style="" if card in playable else "dim")
        items.append(item)
    if items:
        packed(text, items, width)


def hunted_hand(text: Text, hand: Hand, shown: Presentation, playable: set[str],
                width: int, compact: bool = False) -> None:
    """A Hunted's screen: Will (unless ``compact``: :class:`OwnCards` shows it),
    the packs' status lines, their own cards of the packs (before the Place
    cards), Place and Survival cards, then the packs' last sections."""
    view, rules = hand.view, hand.rules
    me = next(hv for hv in view.hunted if hv.seat == view.viewer)
    if not compact:  # else above the players table, with the cards in short
        will_line(text, me, rules, width)
    text.append_text(sections(shown.hunted_status, hand))
    own = sections(shown.hunted_before_cards, hand)
    if own:
        text.append("\n")
        text.append_text(own)
        text.rstrip()
    place_cards(text, me, rules, hand.say)
    survival_cards(text, me, rules, playable, width)
    text.append_text(sections(shown.hunted_after_cards, hand))
    text.append_text(sections(shown.hunted_last, hand))


class HandPanel(Static, SizedOnce):
    """A seat's own cards, with which can be played now and why not; with the
    character sheets, the seat's own sheet in full, last (its name is on the
    players table above, and the cards are what a decision needs first).

    What a rule set adds (Sanctuary's Evolutions, Avatar and Survivors; Frozen
    Lands' tokens; a sheet) comes in the sections of its presentation pack,
    each in its place (:class:`.Presentation`)."""

    _shown: tuple[GameView, tuple[Option, ...], Renderer | None, DecisionView | None] | None = None
    #: A small terminal: the Will line is above the players table, with the
    #: cards in short (:class:`OwnCards`; set by the screen).
    compact = False

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._shown is not None:
                self.show(*self._shown)

    #: The width the cards were last laid out for (a note that does not fit
    #: after its card's name goes whole on the next line).
    _width = 0

    def on_resize(self) -> None:
        if self._shown is not None and self.content_region.width != self._width:
            self.show(*self._shown)

    def show(self, view: GameView, options: tuple[Option, ...] = (),
             words: Renderer | None = None, decision: DecisionView | None = None) -> None:
        """``decision``: the seat's own decision on show, whose options may name
        cards to read (Sanctuary's Avatars dealt, Evolutions offered)."""
        self._shown = (view, options, words, decision)
        width = self._width = self.content_region.width or 40
        playable = {o.card for o in options if o.verb is Verb.PLAY}
        hand = Hand(view, decision, words or plain_words(), rules_of(view), width)
        text = Text()
        if view.role == "creature":
            creature_hand(text, hand, presentation_of(view), playable, width)
        else:
            hunted_hand(text, hand, presentation_of(view), playable, width, self.compact)
        while text.plain.startswith("\n"):  # no Will line before the cards' heading
            text = text[1:]
        show_content(self, text)


class OwnCards(Static, SizedOnce):
    """A seat's own cards in short, above the players table on a small
    terminal (hidden on a large one): a Hunted's Will and the Place cards they
    played, the Place cards in hand by number and name and the Survival cards
    by name; the Creature's Hunt cards. Whatever the table below takes, the
    cards a decision turns on are never out of sight; their powers and texts
    follow in the hand panel, which scrolls."""

    _shown: tuple[GameView, tuple[Option, ...]] | None = None

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)

    def show(self, view: GameView, options: tuple[Option, ...] = ()) -> None:
        self._shown = (view, options)
        width = self.content_region.width or 40
        playable = {o.card for o in options if o.verb is Verb.PLAY}
        rules = rules_of(view)
        text = Text()
        if view.role == "creature":
            creature_summary(text, view, rules, playable, width)
        else:
            me = next(hv for hv in view.hunted if hv.seat == view.viewer)
            will_line(text, me, rules, width)
            text.append("\n")
            hunted_summary(text, me, rules, playable, width)
        items = [item for hook in presentation_of(view).own_short for item in hook(view)]
        if items:
            packed(text, items, width)
        text.rstrip()
        show_content(self, text)
