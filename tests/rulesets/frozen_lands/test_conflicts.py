"""R11 in Frozen Lands: each pair of cards ``assets/rules.md`` lists under R11
for this rule set, shown to give a different result in either order, with the
Creature's public answer to the Hunted's claim ("let them play first" or "play
first myself") setting that order."""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import Action, Kind, Verb
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.frozen_lands import hunt_cards as fl_hunt
from notalone_tui.engine.rulesets.frozen_lands import survival_cards as fl_survival
from tests.engine.scenario import Table

from .helpers import BLANK, give_tokens, table

DETOUR = "hunt-detour"
CATACLYSM = "hunt-cataclysm"


def _table(creature: tuple[str, ...], seat: int, card: str,
           explore: dict[int, tuple[int, ...]], creature_token: int = 10) -> Table:
    """``seat`` holds ``card``, the other Hunted nothing; the Creature holds
    ``creature``; the Hunted lay ``explore`` (the others place 1, out of the way)."""
    t = table()
    t.ask_order = True
    for s in (1, 2, 3):
        t.rig_survival(s)
    t.rig_survival(seat, card)
    # Another Hunted holds a card: the window stays open once both cards are
    # played (until they pass), so the tests look at the table mid-Phase.
    t.rig_survival(2 if seat != 2 else 3, fl_survival.DISTRESS_SIGNAL)
    t.rig_creature_hand(*creature)
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,), **explore}
    t.plan.creature = creature_token
    return t


def _window(t: Table, seat: int, phase: int) -> None:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def _hand(t: Table, seat: int) -> set[str]:
    d = t.decision(seat)
    assert d.kind is Kind.CARD_PICK
    return {o.card for o in d.options if o.verb is Verb.PLAY}


def _both_orders(make: Callable[[], Table], seat: int, phase: int,
                 creature_plays: Callable[[Table], None],
                 hunted_plays: Callable[[Table], None],
                 outcome: Callable[[Table], object]) -> tuple[object, object]:
    """The outcome when the Creature answers ``seat``'s claim "me first", then
    when it answers "them first" (each card played as soon as its hand opens;
    the other side claims the window when it opens again)."""
    results = []
    for creature_first in (True, False):
        t = make()
        _window(t, seat, phase)
        t.claim_ordered(seat, creature_first)
        if creature_first:
            creature_plays(t)
            _window(t, seat, phase)
            t.do(seat, Verb.OPEN_HAND)  # the Creature has played: no question
            hunted_plays(t)
        else:
            hunted_plays(t)
            _window(t, 0, phase)
            t.do(0, Verb.OPEN_HAND)
            creature_plays(t)
        results.append(outcome(t))
    return results[0], results[1]


def _detour(seat: int, place: int) -> Callable[[Table], None]:
    def play(t: Table) -> None:
        t.do(0, Verb.PLAY, card=DETOUR)
        t.do(0, Verb.MOVE, seat=seat, n=0, place=place)
    return play


def _playable_after(make: Callable[[], Table], seat: int, card: str) -> tuple[set[str], set[str]]:
    """Hunted ``seat``'s playable cards once their hand opens: after the Detour
    that moves them to the Beach (4) when the Creature plays first; before it
    (there is no Detour yet) when it lets them play first."""
    found = []
    for creature_first in (True, False):
        t = make()
        _window(t, seat, 3)
        t.claim_ordered(seat, creature_first)
        if creature_first:
            _detour(seat, 4)(t)
            _window(t, seat, 3)
            t.do(seat, Verb.OPEN_HAND)
        found.append(_hand(t, seat))
    return found[0], found[1]


def test_detour_and_ice_bridge_the_later_move_starts_where_the_first_left() -> None:
    """Hunted 1 on place 3 with Ice Bridge: played after the
    Detour that took them to 4, its moves start from 4; played first, from 3."""
    def make() -> Table:
        return _table((DETOUR,), 1, fl_survival.ICE_BRIDGE, {1: (3,)})

    def moves(t: Table) -> set[int]:
        t.do(1, Verb.PLAY, card=fl_survival.ICE_BRIDGE)
        d = t.decision(1)
        found = {o.place for o in d.options}
        t.do(1, Verb.MOVE, seat=1, n=0, place=min(found))
        return found

    def detour(t: Table) -> None:
        t.do(0, Verb.PLAY, card=DETOUR)
        if t.turn.positions[1] == [3]:
            t.do(0, Verb.MOVE, seat=1, n=0, place=4)
        else:  # after the Ice Bridge: anywhere it may go
            t.game.apply(Action(0, next(o for o in t.decision(0).options if o.seat == 1)))

    seen: list[set[int]] = []
    _both_orders(make, 1, 3, detour, lambda t: seen.append(moves(t)),
                 lambda t: t.turn.positions[1])
    creature_first, hunted_first = seen
    assert 5 in creature_first and 2 not in creature_first  # from 4
    assert 2 in hunted_first and 5 not in hunted_first  # from 3


def test_detour_before_snowdrift_makes_snowdrift_playable() -> None:
    """Snowdrift needs its Hunted under the Target token (Frostbite's, on 4)."""
    def make() -> Table:
        t = _table((fl_hunt.FROSTBITE, DETOUR), 1, fl_survival.SNOWDRIFT, {1: (3,)})
        t.turn.hunt_limit = 2  # as after Tracking: Frostbite now, Detour in Phase 3
        t.plan.hunt_cards = [fl_hunt.FROSTBITE]
        t.plan.target = (4,)
        return t

    assert _playable_after(make, 1, fl_survival.SNOWDRIFT) == ({fl_survival.SNOWDRIFT}, set())


def test_detour_before_rope_line_makes_rope_line_playable() -> None:
    """Rope Line needs its Hunted and another under the Creature token (on 4)."""
    def make() -> Table:
        return _table((DETOUR,), 1, fl_survival.ROPE_LINE, {1: (3,), 2: (4,)}, creature_token=4)

    assert _playable_after(make, 1, fl_survival.ROPE_LINE) == ({fl_survival.ROPE_LINE}, set())


def test_detour_before_body_heat_makes_body_heat_playable() -> None:
    """Body Heat needs another Hunted (below 3 Will) on its Hunted's place (4)."""
    def make() -> Table:
        t = _table((DETOUR,), 1, fl_survival.BODY_HEAT, {1: (3,), 2: (4,)})
        t.rig_will(2, 2)
        return t

    assert _playable_after(make, 1, fl_survival.BODY_HEAT) == ({fl_survival.BODY_HEAT}, set())


def _bridge_to(place: int) -> Callable[[Table], None]:
    def play(t: Table) -> None:
        t.do(1, Verb.PLAY, card=fl_survival.ICE_BRIDGE)
        t.do(1, Verb.MOVE, seat=1, n=0, place=place)
    return play


def test_cataclysm_and_ice_bridge() -> None:
    """Cataclysm on place 3 first: Hunted 1 bridges away to 4 and keeps a usable
    place. Ice Bridge first: the Cataclysm falls on 4, where they now stand."""
    def make() -> Table:
        return _table((CATACLYSM,), 1, fl_survival.ICE_BRIDGE, {1: (3,)})

    def cataclysm(place: int) -> Callable[[Table], None]:
        def play(t: Table) -> None:
            t.do(0, Verb.PLAY, card=CATACLYSM)
            t.do(0, Verb.CHOOSE, place=place)
        return play

    def silenced(t: Table) -> bool:
        return bool(t.turn.cataclysm == t.turn.positions[1][0])

    first = make()
    _window(first, 1, 3)
    first.claim_ordered(1, creature_first=True)
    cataclysm(3)(first)
    _window(first, 1, 3)
    first.do(1, Verb.OPEN_HAND)
    _bridge_to(4)(first)
    assert not silenced(first)

    second = make()
    _window(second, 1, 3)
    second.claim_ordered(1, creature_first=False)
    _bridge_to(4)(second)
    _window(second, 0, 3)
    second.do(0, Verb.OPEN_HAND)
    cataclysm(second.turn.positions[1][0])(second)
    assert silenced(second)


def test_avalanche_and_ice_bridge() -> None:
    """Avalanche on places 2 and 3 first: Hunted 1 (on 3) discards a Place card
    before bridging away. Ice Bridge first: they are on 4, out of its reach."""
    def make() -> Table:
        return _table((fl_hunt.AVALANCHE,), 1, fl_survival.ICE_BRIDGE, {1: (3,)})

    def avalanche(t: Table) -> None:
        t.do(0, Verb.PLAY, card=fl_hunt.AVALANCHE)
        t.do(0, Verb.CHOOSE, places=(2, 3))
        d = t.game.pending[0]
        if d.kind == fl_hunt.AVALANCHE_DISCARD:
            t.do(d.seat, Verb.DISCARD, place=d.options[0].place)

    first, second = _both_orders(make, 1, 3, avalanche, _bridge_to(4),
                                 lambda t: len(t.hunted(1).hand))
    assert isinstance(first, int) and isinstance(second, int)
    assert first == second - 1


def test_contagion_and_ice_bridge() -> None:
    """Hunted 2 holds a Contamination token on place 3, Hunted 1 beside them
    with Ice Bridge: Contagion first gives Hunted 1 a token; Ice Bridge first
    takes them away from Hunted 2 before it spreads."""
    def make() -> Table:
        t = _table((fl_hunt.CONTAGION,), 1, fl_survival.ICE_BRIDGE, {1: (3,), 2: (3,)})
        give_tokens(t, 2, BLANK)
        return t

    def contagion(t: Table) -> None:
        t.do(0, Verb.PLAY, card=fl_hunt.CONTAGION)
        if t.game.pending[0].kind == fl_hunt.CONTAGION_TARGET:
            t.do(0, Verb.TARGET, seat=2)

    held = _both_orders(make, 1, 3, contagion, _bridge_to(4),
                        lambda t: contamination.held_count(t.state, 1))
    assert held == (1, 0)


def test_relapse_and_antidote() -> None:
    """Phase 4: Hunted 2 holds a token, Hunted 1 plays Antidote on it. Relapse
    first finds nobody who discarded (the token goes); Antidote first is a
    discard this turn, which Relapse gives back."""
    def make() -> Table:
        t = _table((fl_hunt.RELAPSE,), 1, fl_survival.ANTIDOTE, {})
        give_tokens(t, 2, BLANK)
        return t

    def relapse(t: Table) -> None:
        t.do(0, Verb.PLAY, card=fl_hunt.RELAPSE)

    def antidote(t: Table) -> None:
        t.do(1, Verb.PLAY, card=fl_survival.ANTIDOTE)
        d = t.game.pending[0]
        if d.kind == fl_survival.ANTIDOTE_PICK:
            t.do(1, Verb.TARGET, seat=2)

    held = _both_orders(make, 1, 4, relapse, antidote,
                        lambda t: contamination.held_count(t.state, 2))
    assert held == (0, 1)
