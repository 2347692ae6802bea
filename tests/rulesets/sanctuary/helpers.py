"""Sanctuary tables for the scenario tests: Creature at seat 0, Hunted 1..P-1.

``table()`` starts a full Sanctuary game (``GameConfig(sanctuary="full")``);
the ``rig_*`` helpers move Survivor and Evolution cards, DNA and the Defense
counter without breaking conservation, so a test sets up a position and then
drives it with ``Game.apply`` through the scenario harness.
"""

from __future__ import annotations

from collections.abc import Iterable

from notalone_tui.engine import Decision, Event, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import Msg
from notalone_tui.engine.rulesets.sanctuary import defense, phase5
from notalone_tui.engine.rulesets.sanctuary.state import Board, Cards, board, cards
from notalone_tui.i18n import Renderer, english
from tests.engine.scenario import NAMES, Plan, Table

P = Verb.POWER
RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY

# One Survivor per ability (the first of each pair).
DNA = "sanctuary-survivor-ilse-moreau"
WILL = "sanctuary-survivor-amara-oduya"
PLAYED = "sanctuary-survivor-lena-fairweather"
TAKE_BACK_2 = "sanctuary-survivor-hana-kovac"
SURVIVAL = "sanctuary-survivor-noor-petrossian"
NO_EVOLUTION = "sanctuary-survivor-beatriz-ulloa"
COPY = "sanctuary-survivor-yusuf-demir"
RESERVE = "sanctuary-survivor-aiko-brandt"
DEFENSE = "sanctuary-survivor-sofia-achterberg"
# Two more, as plain cards to hold.
OTHER = "sanctuary-survivor-rafael-quint"
OTHER2 = "sanctuary-survivor-piotr-sadowski"

SLUGGER = "sanctuary-evolution-slugger"
SCREAMER = "sanctuary-evolution-screamer"
TERRITORIAL = "sanctuary-evolution-territorial"
SIEGE = "sanctuary-evolution-siege"


class SanctuaryTable(Table):
    """The scenario harness on a full Sanctuary game."""

    def __init__(self, players: int = 4, seed: int = 1, creature: int = 0) -> None:
        self.game = Game.new(
            GameConfig(names=NAMES[:players], creature_seat=creature, sanctuary="full"),
            seed=seed,
        )
        self.plan = Plan()

    def default(self, d: Decision) -> Option:
        # Phase 5: evolve, then stop at once (the tests look at Phase 3).
        if d.kind == phase5.CHOOSE and Option(Verb.EVOLVE) in d.options:
            return Option(Verb.EVOLVE)
        if d.kind == phase5.EVOLVE_LOOP:
            return Option(Verb.DONE)
        return super().default(d)

    # ------------------------------------------------------------- access
    @property
    def board(self) -> Board:
        return board(self.state)

    @property
    def cards(self) -> Cards:
        return cards(self.state)

    def held(self, seat: int) -> list[str]:
        return self.cards.held.setdefault(seat, [])

    def space(self) -> int:
        return defense.space(self.state)

    def say(self, message: Msg | None) -> str:
        """A message in English, worded for this rule set (its places and cards)."""
        if message is None:
            return ""
        cfg = self.state.config
        return Renderer.for_game(english(), cfg.names, cfg.rules_id)(message)

    def texts(self, events: Iterable[Event]) -> str:
        return "\n".join(self.say(e.public) for e in events)

    def ok(self) -> None:
        problems = check_invariants(self.state)
        assert not problems, problems

    # ---------------------------------------------------------------- rig
    def _take_survivor(self, card: str) -> None:
        for pile in (self.cards.survivor_pile, self.board.row, *self.cards.held.values()):
            if card in pile:
                pile.remove(card)
                return
        raise AssertionError(f"{card} is not in the pile, the row or a Hunted's cards")

    def rig_row(self, *survivors: str) -> None:
        """The face-up Survivor cards are exactly these (the others go back to the pile)."""
        self.cards.survivor_pile.extend(self.board.row)
        self.board.row.clear()
        for card in survivors:
            self._take_survivor(card)
            self.board.row.append(card)

    def rig_held(self, seat: int, *survivors: str) -> None:
        """``seat`` holds exactly these Survivor cards face down."""
        self.cards.survivor_pile.extend(self.held(seat))
        self.held(seat).clear()
        for card in survivors:
            self._take_survivor(card)
            self.held(seat).append(card)

    def empty_pile(self) -> None:
        """The Survivor pile runs out (its cards go to the discard pile)."""
        self.board.survivor_discard.extend(self.cards.survivor_pile)
        self.cards.survivor_pile.clear()

    def rig_dna(self, count: int) -> None:
        self.board.dna = count

    def rig_developed(self, *evolutions: str) -> None:
        """These Evolution cards are developed, since before turn 1 (so active)."""
        for card in evolutions:
            for pile in (*self.cards.piles.values(), self.cards.hand):
                if card in pile:
                    pile.remove(card)
                    break
            else:
                raise AssertionError(f"{card} is not in a pile or the Creature's hand")
            self.board.developed.append((card, 0))

    def sanctuary_on(self, place: int) -> None:
        self.board.sanctuary = place

    def defense_on(self, space: int) -> None:
        """Put the Defense counter on printed ``space``; the bonuses it passed are used."""
        start = defense.start(self.state)
        self.state.tracks[defense.TRACK] = space - start
        bonuses = defense.track_for(self.state).bonuses
        self.board.bonuses = [s for s in sorted(bonuses) if s <= space]

    def one_short_of(self, bonus: str) -> int:
        """Put the Defense counter one space before ``bonus``; return the bonus's space."""
        spaces = {b: s for s, b in defense.track_for(self.state).bonuses.items()}
        self.defense_on(spaces[bonus] - 1)
        return spaces[bonus]

    def until_resolve(self, seat: int) -> Decision:
        return self.advance(kind=Kind.RESOLVE, seat=seat)


def table(players: int = 4, seed: int = 1) -> SanctuaryTable:
    return SanctuaryTable(players=players, seed=seed)


def resolving(t: SanctuaryTable, explore: dict[int, tuple[int, ...]], creature: int,
              seat: int) -> Decision:
    """Lay the planned cards, put the Creature token on ``creature`` and stop when
    ``seat`` resolves its place."""
    t.plan.explore = explore
    t.plan.creature = creature
    return t.until_resolve(seat)


def powers(d: Decision) -> list[Option]:
    return [o for o in d.options if o.verb is P]


def verbs(d: Decision, verb: Verb) -> list[Option]:
    return [o for o in d.options if o.verb is verb]


__all__ = [
    "COPY", "DEFENSE", "DNA", "FORTIFY", "NO_EVOLUTION", "OTHER", "OTHER2", "P", "PLAYED",
    "RESCUE", "RESERVE", "SCREAMER", "SIEGE", "SLUGGER", "SURVIVAL", "TAKE_BACK_2",
    "TERRITORIAL", "WILL", "SanctuaryTable", "powers", "resolving", "table", "verbs",
]
