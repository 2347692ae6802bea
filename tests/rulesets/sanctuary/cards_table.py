"""A Sanctuary table for the Hunt- and Survival-card tests: past its setup
choices, the Creature at seat 0 holding only the cards a test names, the
Hunted holding no Survival card unless a test gives some, every Avatar's
optional ability declined unless a test answers it."""

from __future__ import annotations

from notalone_tui.engine import Action, Decision, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import phase5
from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS

from .helpers import SanctuaryTable

PASS = Option(Verb.PASS)
#: Hunt cards the tests never play unless a plan says so.
QUIET_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")


class CardTable(SanctuaryTable):
    def __init__(self, players: int = 4, seed: int = 1,
                 creature: tuple[str, ...] = QUIET_HAND) -> None:
        super().__init__(players=players, seed=seed)
        while self.game.pending[0].kind != Kind.CREATURE_WINDOW:
            d = self.game.pending[0]
            self.game.apply(Action(d.seat, self.default(d)))
        for seat in self.game.hunted_order:
            self.rig_survival(seat)
        self.rig_creature_hand(*creature)
        self.plan.creature = 10  # the Monolith: nobody stands there unless told

    def default(self, d: Decision) -> Option:
        if d.kind in av.KINDS and PASS in d.options:
            return PASS
        if d.kind == phase5.NEST:
            return phase5.DONE
        return super().default(d)

    # ------------------------------------------------------------- avatars
    def set_avatar(self, seat: int, avatar: str) -> None:
        """``seat`` plays ``avatar``; whoever played it takes one nobody plays."""
        avatars = self.board.avatars
        for other, played in list(avatars.items()):
            if played == avatar and other != seat:
                avatars[other] = next(a for a in sorted(AVATARS)
                                      if a not in avatars.values() and a != avatar)
        avatars[seat] = avatar
        boxed = self.cards.boxed
        free = [a for a in sorted(AVATARS) if a not in avatars.values()]
        for s in sorted(boxed):
            boxed[s] = free.pop()

    # ------------------------------------------------------------- driving
    def creature_plays(self, phase: int, card: str) -> None:
        """The Creature plays ``card`` where that phase lets it."""
        if phase == 1:
            self.advance(kind=Kind.CREATURE_WINDOW)
        elif phase == 2:
            self.advance(kind=Kind.HUNT)
        else:
            self.claim(0, phase)
        self.do(0, Verb.PLAY, card=card)

    def claim(self, seat: int, phase: int) -> set[str]:
        """``seat`` claims the public window of ``phase`` and opens their hand; the
        cards they may play there."""
        self.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat
                     and self.turn.phase == phase)
        self.do(seat, Verb.OPEN_HAND)
        d = self.decision(seat)
        assert d.kind is Kind.CARD_PICK
        return {o.card for o in d.options if o.verb is Verb.PLAY}

    def hunted_plays(self, seat: int, phase: int, card: str) -> None:
        if phase == 1:
            self.advance(kind=Kind.EXPLORE, seat=seat)
        else:
            self.claim(seat, phase)
        self.do(seat, Verb.PLAY, card=card)

    def explore_plays(self, seat: int) -> set[str]:
        """The Survival cards ``seat`` may play while exploring in Phase 1."""
        d = self.advance(kind=Kind.EXPLORE, seat=seat)
        return {o.card for o in d.options if o.verb is Verb.PLAY}

    def to_phase5_choice(self) -> Decision:
        return self.advance(kind=phase5.CHOOSE)


def card_table(players: int = 4, seed: int = 1,
               creature: tuple[str, ...] = QUIET_HAND) -> CardTable:
    return CardTable(players=players, seed=seed, creature=creature)


__all__ = ["PASS", "QUIET_HAND", "CardTable", "card_table"]
