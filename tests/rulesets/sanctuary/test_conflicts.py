"""R11 in Sanctuary: each pair of cards ``assets/rules.md`` lists under R11 for
this rule set, shown to give a different result in either order, with the
Creature's public answer to the Hunted's claim ("let them play first" or "play
first myself") setting that order."""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import Kind, Verb
from notalone_tui.engine.rulesets.sanctuary import dna, rescue_cards
from notalone_tui.engine.rulesets.sanctuary import hunt_cards as sa_hunt
from notalone_tui.engine.rulesets.sanctuary import survival_cards as sa_survival

from .helpers import SanctuaryTable, table

DETOUR = "hunt-detour"
WALLS = rescue_cards.WALLS


def _table(creature: str, card: str, explore: dict[int, tuple[int, ...]],
           creature_token: int = 10) -> SanctuaryTable:
    """Hunted 1 holds ``card``, Hunted 2 a Phase 5 card (so the window stays
    open, asking them, once both cards are played), the Creature ``creature``;
    the Hunted lay ``explore`` (the others place 1)."""
    t = table()
    t.ask_order = True
    for s in (1, 2, 3):
        t.rig_survival(s)
    t.rig_survival(1, card)
    t.rig_survival(2, sa_survival.SAFE_PASSAGE)
    t.rig_creature_hand(creature)
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,), **explore}
    t.plan.creature = creature_token
    return t


def _window(t: SanctuaryTable, seat: int, phase: int) -> None:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def _walls_playable(make: Callable[[], SanctuaryTable], creature_card: str,
                    play: Callable[[SanctuaryTable], None]) -> tuple[bool, bool]:
    """Whether Hunted 1 may play Sanctuary Walls when their hand opens: after
    the Creature's card (it answered "me first"), then before it ("them first")."""
    found = []
    for creature_first in (True, False):
        t = make()
        _window(t, 1, 3)
        t.claim_ordered(1, creature_first)
        if creature_first:
            t.do(0, Verb.PLAY, card=creature_card)
            play(t)
            _window(t, 1, 3)
            t.do(1, Verb.OPEN_HAND)
        d = t.decision(1)
        assert d.kind is Kind.CARD_PICK
        found.append(any(o.card == WALLS for o in d.options))
    return found[0], found[1]


def test_detour_before_sanctuary_walls_makes_walls_playable() -> None:
    """The Sanctuary token and the Creature token on 4, Hunted 1 on 3: a Detour
    to 4 first makes Walls playable; before it, it is not."""
    def make() -> SanctuaryTable:
        t = _table(DETOUR, WALLS, {1: (3,)}, creature_token=4)
        t.sanctuary_on(4)
        return t

    def detour(t: SanctuaryTable) -> None:
        t.do(0, Verb.MOVE, seat=1, n=0, place=4)

    assert _walls_playable(make, DETOUR, detour) == (True, False)


def test_tremor_before_sanctuary_walls_makes_walls_playable() -> None:
    """Hunted 1 under the Creature token on 4, the Sanctuary token on 3: a
    Tremor moving it to 4 first makes Walls playable; before it, it is not."""
    def make() -> SanctuaryTable:
        t = _table(sa_hunt.TREMOR, WALLS, {1: (4,)}, creature_token=4)
        t.sanctuary_on(3)
        return t

    def tremor(t: SanctuaryTable) -> None:
        t.do(0, Verb.MOVE, place=4)

    assert _walls_playable(make, sa_hunt.TREMOR, tremor) == (True, False)


def test_gorge_and_gene_disruptor() -> None:
    """Phase 4, the Creature at 1 DNA: Gorge first (3), then the Disruptor
    takes 2 (1 left); the Disruptor first takes the 1, then Gorge brings 2."""
    held = []
    for creature_first in (True, False):
        t = _table(sa_hunt.GORGE, sa_survival.GENE_DISRUPTOR, {})
        t.rig_dna(1)
        _window(t, 1, 4)
        t.claim_ordered(1, creature_first)
        order = ((0, sa_hunt.GORGE), (1, sa_survival.GENE_DISRUPTOR))
        for i, (seat, card) in enumerate(order if creature_first else order[::-1]):
            if i:
                _window(t, seat, 4)
                t.do(seat, Verb.OPEN_HAND)
            t.do(seat, Verb.PLAY, card=card)
        held.append(dna.held(t.state))
    assert held == [1, 2]
