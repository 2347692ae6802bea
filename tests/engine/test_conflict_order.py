"""R11's question, "who plays first?", asked of the Creature when a Hunted
claims a window where two cards of the game may conflict: on public facts only
(the same whatever anyone holds, R21/R23), public, and leaking nothing."""

from __future__ import annotations

from notalone_tui.bots.standard import StandardBot
from notalone_tui.engine import Decision, Kind, Option, Verb

from .scenario import Table
from .secrecy import all_leaks

DETOUR = "hunt-detour"
STASIS = "hunt-stasis"
DODGE = "survival-dodge"
AMPLIFIER = "survival-amplifier"


def _table(creature_card: str, hunted_card: str) -> Table:
    """Hunted 1 holds ``hunted_card``, the Creature ``creature_card``: one card
    each, so the table sees the same thing whichever cards they are."""
    t = Table(players=4, seed=1)
    t.ask_order = True
    for seat in (1, 2, 3):
        t.rig_survival(seat)
    t.rig_survival(1, hunted_card)
    t.rig_creature_hand(creature_card)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 4
    return t


def _public(d: Decision) -> tuple[object, ...]:
    """What the table sees of a pending decision."""
    return (d.kind, d.seat, d.visibility, d.public_prompt,
            None if d.private else d.options)


def _window(t: Table, seat: int, phase: int) -> None:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def _claims_and_backs_out(t: Table, creature_first: bool) -> list[tuple[tuple[object, ...], ...]]:
    """Hunted 1 claims Phase 3's window, the Creature answers, whoever's hand
    opens plays nothing, and so on to the end of the turn: what the table saw."""
    seen: list[tuple[tuple[object, ...], ...]] = []

    def look() -> None:
        seen.append(tuple(_public(d) for d in t.game.pending))

    _window(t, 1, 3)
    look()
    t.do(1, Verb.OPEN_HAND)
    look()
    if creature_first:
        t.do(0, Verb.OPEN_HAND, seat=0)
        look()
        t.do(0, Verb.CANCEL)  # backing out: the Hunted's claim goes on
        look()
    else:
        t.do(0, Verb.PASS, seat=1)
        look()
    t.do(1, Verb.CANCEL)
    look()
    t.advance(lambda d: t.turn.number > 1)
    return seen


def test_the_question_is_the_same_whatever_the_hands_hold() -> None:
    """Deals differing only in hidden cards (a conflicting pair, or two cards
    that never conflict) show the table the same decisions, in the same order."""
    for creature_first in (True, False):
        shown = {
            (creature, hunted): _claims_and_backs_out(_table(creature, hunted), creature_first)
            for creature in (DETOUR, STASIS) for hunted in (DODGE, AMPLIFIER)
        }
        first = shown[DETOUR, DODGE]
        assert any(shown[0] is Kind.CONFLICT_ORDER for step in first for shown in step)
        assert all(seen == first for seen in shown.values())


def test_the_question_is_public_and_leaks_nothing() -> None:
    t = _table(DETOUR, DODGE)
    _window(t, 1, 3)
    since = len(t.state.log)
    t.do(1, Verb.OPEN_HAND)
    d = t.decision(0)
    assert d.kind is Kind.CONFLICT_ORDER and not d.private
    assert not all_leaks(t.game, since)
    view = t.game.view(2)  # another Hunted sees the question and its options
    assert [p.options for p in view.pending if p.kind == Kind.CONFLICT_ORDER] == [
        (Option(Verb.OPEN_HAND, seat=0), Option(Verb.PASS, seat=1))]
    t.do(0, Verb.OPEN_HAND, seat=0)
    assert not all_leaks(t.game, since)


def test_not_asked_once_the_creature_has_passed() -> None:
    t = _table(DETOUR, DODGE)
    _window(t, 1, 3)
    t.do(0, Verb.PASS)
    t.do(1, Verb.OPEN_HAND)
    assert t.decision(1).kind is Kind.CARD_PICK


def test_not_asked_where_no_pair_conflicts() -> None:
    """Phase 4 of the base game: no pair of its cards conflicts there."""
    t = _table(STASIS, AMPLIFIER)
    _window(t, 1, 4)
    assert any(d.seat == 0 for d in t.game.pending)  # the Creature may play
    t.do(1, Verb.OPEN_HAND)
    assert t.decision(1).kind is Kind.CARD_PICK


def _bot_answer(creature_card: str) -> Option:
    t = _table(creature_card, DODGE)
    _window(t, 1, 3)
    t.do(1, Verb.OPEN_HAND)
    return StandardBot(seed=3).choose(t.game.view(0))


def test_the_standard_creature_plays_first_when_it_wants_a_card_now() -> None:
    """It holds Detour with a Hunted to move under its token: it plays first;
    it holds only Stasis (a Phase 4 card): it lets the Hunted play first."""
    assert _bot_answer(DETOUR) == Option(Verb.OPEN_HAND, seat=0)
    assert _bot_answer(STASIS) == Option(Verb.PASS, seat=1)
