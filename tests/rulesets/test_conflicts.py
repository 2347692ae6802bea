"""R11, "in case of conflict, the Creature decides the resolution order": the
pairs of base cards played in the same phase whose order can change the outcome,
as ``assets/rules.md`` lists them under R11. Each card resolves when it is
played, so the order of play settles each pair; these tests pin that the order
matters for Detour against Wrong Track, Hologram, Dodge and Detector, and for
Cataclysm against the Gate, and that it does not for Stasis and Amplifier."""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import Decision, Kind, Verb
from tests.engine.scenario import Table

DETOUR = "hunt-detour"
CATACLYSM = "hunt-cataclysm"
STASIS = "hunt-stasis"
DODGE = "survival-dodge"
DETECTOR = "survival-detector"
GATE = "survival-gate"
WRONG_TRACK = "survival-wrong-track"
HOLOGRAM = "survival-hologram"
AMPLIFIER = "survival-amplifier"


def _table(creature: tuple[str, ...], survival: str, explore: dict[int, tuple[int, ...]],
           creature_token: int) -> Table:
    """Seat 1 holds ``survival``, the others nothing; the Creature holds ``creature``."""
    t = Table(players=4, seed=1)
    t.ask_order = True
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    t.rig_survival(1, survival)
    t.rig_creature_hand(*creature)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,), **explore}
    t.plan.creature = creature_token
    return t


def _window(t: Table, seat: int, phase: int) -> None:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def _picks(t: Table, seat: int) -> set[str]:
    """``seat`` claims the window (no order question: the Creature is not asked)."""
    t.do(seat, Verb.OPEN_HAND)
    return _hand(t, seat)


def _hand(t: Table, seat: int) -> set[str]:
    d = t.decision(seat)
    assert d.kind is Kind.CARD_PICK
    return {o.card for o in d.options if o.verb is Verb.PLAY}


def _detour_then(t: Table, seat: int, creature_first: bool) -> set[str]:
    """Hunted ``seat`` claims Phase 3's window; the Creature answers; the Detour
    (when the Creature plays first) moves ``seat`` to the Beach (4). What
    ``seat`` may play when its hand opens after that."""
    _window(t, seat, 3)
    t.claim_ordered(seat, creature_first)
    if not creature_first:
        return _hand(t, seat)
    t.do(0, Verb.PLAY, card=DETOUR)
    t.do(0, Verb.MOVE, seat=seat, n=0, place=4)
    _window(t, seat, 3)
    return _picks(t, seat)  # the Creature has played its card: not asked again


def test_detour_before_dodge_makes_dodge_playable() -> None:
    """Detour moves Hunted 1 under the Creature token: Dodge, played after it,
    spares them; played first (not under the token yet) it cannot be. The
    Creature's answer to Hunted 1's claim decides which comes first."""
    assert _detour_then(_table((DETOUR,), DODGE, {1: (3,)}, creature_token=4),
                        1, creature_first=False) == set()
    assert _detour_then(_table((DETOUR,), DODGE, {1: (3,)}, creature_token=4),
                        1, creature_first=True) == {DODGE}


def _detector_table() -> Table:
    t = _table((DETOUR,), DETECTOR, {1: (3,)}, creature_token=10)
    t.turn.artemia_granted = True
    t.plan.artemia = (4,)
    return t


def test_detour_before_detector_makes_detector_playable() -> None:
    assert _detour_then(_detector_table(), 1, creature_first=False) == set()
    assert _detour_then(_detector_table(), 1, creature_first=True) == {DETECTOR}


def test_creature_backing_out_returns_to_the_claim() -> None:
    """The Creature said it plays first, then plays nothing: the Hunted's claim
    stands (their hand opens), and the Creature has passed this round."""
    t = _table((DETOUR,), DODGE, {1: (3,)}, creature_token=4)
    _window(t, 1, 3)
    t.claim_ordered(1, creature_first=True)
    t.do(0, Verb.CANCEL)
    assert _hand(t, 1) == set()
    t.do(1, Verb.CANCEL)
    assert t.turn.phase == 3 and not any(d.kind is Kind.CARD_WINDOW for d in t.game.pending)


def _detour_and_wrong_track() -> Table:
    """Hunted 1 on the River (3) holds Wrong Track, Hunted 2 on the Wreck (8), the
    Creature token on the Beach (4), the Creature holds Detour."""
    t = _table((DETOUR,), WRONG_TRACK, {1: (3,), 2: (8,)}, creature_token=4)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    return t


def _end_turn(t: Table) -> None:
    t.advance(lambda d: t.turn.number > 1 and d.kind is Kind.CREATURE_WINDOW)


def _caught(t: Table) -> list[int]:
    _end_turn(t)
    return [seat for seat in (1, 2, 3) if t.hunted(seat).will < 3]


def _the_later_card_decides(make: Callable[[], Table], card: str, token: str,
                            harmed: Callable[[Table], list[int]]) -> None:
    """Hunted 1 (holding ``card``) claims Phase 3's window. The Creature plays
    first: whoever its Detour moves under the token, ``card`` then moves the
    token away (nobody harmed). The Creature lets Hunted 1 play first: Detour
    follows the token and seat 2 is harmed."""
    t = make()
    _window(t, 1, 3)
    t.claim_ordered(1, creature_first=True)
    t.do(0, Verb.PLAY, card=DETOUR)
    t.do(0, Verb.MOVE, seat=1, n=0, place=4)
    _window(t, 1, 3)
    assert _picks(t, 1) == {card}
    t.do(1, Verb.PLAY, card=card)
    t.do(1, Verb.MOVE, card=token, place=9)
    assert harmed(t) == []

    t = make()
    _window(t, 1, 3)
    t.claim_ordered(1, creature_first=False)
    t.do(1, Verb.PLAY, card=card)
    t.do(1, Verb.MOVE, card=token, place=9)
    _window(t, 0, 3)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card=DETOUR)
    t.do(0, Verb.MOVE, seat=2, n=0, place=9)
    assert harmed(t) == [2]


def test_detour_and_wrong_track_the_later_card_decides() -> None:
    """Which of Detour and Wrong Track comes last decides who is caught."""
    _the_later_card_decides(_detour_and_wrong_track, WRONG_TRACK, "creature", _caught)


def _detour_and_hologram() -> Table:
    """As :func:`_detour_and_wrong_track`, with Hologram and the Artemia token on
    the Beach (the Creature token out of the way, on the Artefact)."""
    t = _table((DETOUR,), HOLOGRAM, {1: (3,), 2: (8,)}, creature_token=10)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    t.turn.artemia_granted = True
    t.plan.artemia = (4,)
    return t


def _hit(t: Table) -> list[int]:
    """The Hunted the Artemia token made discard this turn."""
    seen: list[int] = []

    def stop(d: Decision) -> bool:
        if d.kind is Kind.ARTEMIA_DISCARD:
            seen.append(d.seat)
        return t.turn.number > 1 and d.kind is Kind.CREATURE_WINDOW

    t.advance(stop)
    return seen


def test_detour_and_hologram_the_later_card_decides() -> None:
    """Which of Detour and Hologram comes last decides who the Artemia token hits."""
    _the_later_card_decides(_detour_and_hologram, HOLOGRAM, "artemia", _hit)


def test_cataclysm_before_gate_takes_the_borrowed_power_away() -> None:
    """The Gate borrows a neighbour's power when its Hunted resolves; a Cataclysm
    played before on that neighbour leaves it out."""
    t = _table((CATACLYSM,), GATE, {1: (3,)}, creature_token=10)
    _window(t, 0, 3)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card=CATACLYSM)
    t.do(0, Verb.CHOOSE, place=4)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card=GATE)
    assert {o.place for o in t.decision(1).options if o.verb is Verb.POWER} == {2, 8}


def test_stasis_and_amplifier_in_either_order_give_the_same_result() -> None:
    """No conflict (R15): Amplifier moves the counter whatever the order, Stasis
    stops only the end-of-turn move."""
    results = []
    for creature_first in (True, False):
        t = _table((STASIS,), AMPLIFIER, {}, creature_token=10)
        t.state.marker_on_beach = True
        order = (0, 1) if creature_first else (1, 0)
        for seat in order:
            _window(t, seat, 4)
            t.do(seat, Verb.OPEN_HAND)
            assert t.decision(seat).kind is Kind.CARD_PICK  # nobody is asked the order
            t.do(seat, Verb.PLAY, card=STASIS if seat == 0 else AMPLIFIER)
        _end_turn(t)
        results.append(t.state.rescue)
    assert results[0] == results[1] == 1
