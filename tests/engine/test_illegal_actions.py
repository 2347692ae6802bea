"""Illegal actions sent straight to the engine: each is refused, named and harmless.

Every case rigs a table (Creature at seat 0, Hunted Zoe at seat 1 and Simon at
seat 2, unless said otherwise), drives it to a decision, then sends one action
that no pending decision offers. :meth:`Game.apply` must raise
:class:`IllegalAction` (:class:`GameOver` once the game has ended) whose message
names the rule that refuses it, and must leave the game exactly as it was: the
same state, the same action record and the same public view.

Rules: Remastered rulebook (R4 Give Up, R6 Resist, R9 card limits and phases),
the refusal wordings of ``notalone_tui.engine.explain`` and
``Game.not_your_turn_rule``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from notalone_tui.engine import Action, GameOver, IllegalAction, Kind, Option, Verb

from .scenario import Table
from .words import refusal

#: A Creature hand with nothing playable in Phase 1 and three plain Phase 2 cards.
PHASE2_HAND = ("hunt-fierceness", "hunt-interference", "hunt-persecution")
#: A Creature hand of Phase 3 and Phase 4 cards only.
LATE_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")

ZOE, SIMON, CREATURE = 1, 2, 0


# ----------------------------------------------------------------- set-ups
def table(
    creature: tuple[str, ...] = PHASE2_HAND,
    survival: dict[int, tuple[str, ...]] | None = None,
    players: int = 3,
) -> Table:
    """A table at turn 1's Creature window with exactly the cards given (the Hunted
    hold no Survival card unless listed). The Creature token goes on the Artefact."""
    t = Table(players=players)
    t.rig_creature_hand(*creature)
    for seat in range(1, players):
        t.rig_survival(seat)
    for seat, cards in (survival or {}).items():
        t.rig_survival(seat, *cards)
    t.plan.creature = 10
    return t


def creature_window(
    creature: tuple[str, ...] = PHASE2_HAND, survival: dict[int, tuple[str, ...]] | None = None
) -> Table:
    t = table(creature=creature, survival=survival)
    assert t.decision(CREATURE).kind is Kind.CREATURE_WINDOW
    return t


def exploring(
    seat: int = ZOE,
    *,
    hand: tuple[int, ...] | None = None,
    discard: tuple[int, ...] = (),
    will: int = 3,
    needs: str = "",
    creature: tuple[str, ...] = PHASE2_HAND,
    survival: tuple[str, ...] = (),
) -> Table:
    """``seat``'s Phase 1 exploration, with the Place cards, Will and cards given."""
    t = table(creature=creature, survival={seat: survival})
    if hand is not None:
        t.rig_places(seat, hand, discard)
    t.rig_will(seat, will)
    t.hunted(seat).needs = needs
    t.advance(kind=Kind.EXPLORE, seat=seat)
    return t


def hunting(creature: tuple[str, ...] = PHASE2_HAND, *play: str) -> Table:
    """The Creature's Phase 2 hunt, after playing the Hunt cards ``play`` there."""
    t = table(creature=creature)
    t.advance(kind=Kind.HUNT)
    for card in play:
        t.do(CREATURE, Verb.PLAY, card=card)
    assert t.decision(CREATURE).kind is Kind.HUNT
    return t


def creature_token_placed() -> Table:
    t = hunting()
    t.do(CREATURE, Verb.TOKEN, card="creature", places=(3,))
    return t


def force_field_pending() -> Table:
    t = table(creature=("hunt-force-field",))
    t.do(CREATURE, Verb.PLAY, card="hunt-force-field")
    assert t.decision(CREATURE).kind is Kind.FORCE_FIELD
    return t


def force_field_on_1_and_2() -> Table:
    t = force_field_pending()
    t.do(CREATURE, Verb.TOKEN, card="target", places=(1, 2))
    t.advance(kind=Kind.EXPLORE, seat=ZOE)
    return t


def under_despair() -> Table:
    t = table(creature=("hunt-despair",), survival={ZOE: ("survival-adrenaline",)})
    t.rig_will(ZOE, 2)
    t.do(CREATURE, Verb.PLAY, card="hunt-despair")
    t.advance(kind=Kind.EXPLORE, seat=ZOE)
    return t


def after_one_survival_card() -> Table:
    t = exploring(will=2, survival=("survival-ingenuity", "survival-adrenaline"))
    t.do(ZOE, Verb.PLAY, card="survival-ingenuity")
    assert t.decision(ZOE).kind is Kind.EXPLORE
    return t


def after_sacrifice_hunt() -> Table:
    t = exploring(survival=("survival-sacrifice",))
    t.do(ZOE, Verb.PLAY, card="survival-sacrifice")
    t.do(ZOE, Verb.DISCARD, place=2)
    t.advance(kind=Kind.HUNT)
    return t


def resisted_once() -> Table:
    t = exploring(hand=(4, 5), discard=(1, 2, 3), will=3)
    t.do(ZOE, Verb.RESIST, n=1)
    t.advance(kind=Kind.EXPLORE, seat=ZOE)
    assert t.hunted(ZOE).discard and t.hunted(ZOE).will == 2
    return t


def resist_pick() -> Table:
    t = exploring(hand=(4, 5), discard=(1, 2, 3), will=3)
    t.do(ZOE, Verb.RESIST, n=1)
    assert t.decision(ZOE).kind is Kind.RESIST_PICK
    return t


def gave_up_once() -> Table:
    t = exploring(hand=(3, 4, 5), discard=(1, 2), will=2)
    t.do(ZOE, Verb.GIVE_UP)
    assert t.decision(ZOE).kind is Kind.EXPLORE
    return t


def tracking_turn() -> Table:
    """Turn 2 after Tracking in turn 1, with two Hunt cards already played in the hunt."""
    t = table(creature=LATE_HAND)
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == CREATURE and t.turn.phase == 4)
    t.do(CREATURE, Verb.OPEN_HAND)
    t.do(CREATURE, Verb.PLAY, card="hunt-tracking")
    t.advance(lambda d: t.turn.number == 2 and d.kind is Kind.CREATURE_WINDOW)
    assert t.turn.hunt_limit == 2
    t.rig_creature_hand(*PHASE2_HAND)
    t.advance(kind=Kind.HUNT)
    t.do(CREATURE, Verb.PLAY, card="hunt-fierceness")
    t.do(CREATURE, Verb.PLAY, card="hunt-interference")
    return t


def creature_card_pick() -> Table:
    """The Creature opened its hand in its Phase 3 window (holding Phase 3-4 cards)."""
    t = table(creature=LATE_HAND)
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == CREATURE and t.turn.phase == 3)
    t.do(CREATURE, Verb.OPEN_HAND)
    assert t.decision(CREATURE).kind is Kind.CARD_PICK
    return t


def hunted_window3(*cards: str) -> Table:
    """Zoe's public Phase 3 window, holding ``cards``."""
    t = table(survival={ZOE: cards})
    t.rig_will(ZOE, 2)
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == ZOE and t.turn.phase == 3)
    return t


def hunted_card_pick(*cards: str) -> Table:
    t = hunted_window3(*cards)
    t.do(ZOE, Verb.OPEN_HAND)
    assert t.decision(ZOE).kind is Kind.CARD_PICK
    return t


def wrong_track_pending() -> Table:
    t = hunted_card_pick("survival-wrong-track")
    t.do(ZOE, Verb.PLAY, card="survival-wrong-track")
    assert t.decision(ZOE).kind is Kind.WRONG_TRACK  # the Creature token is on 10
    return t


def resolving_rover() -> Table:
    """Zoe resolves the Rover (5) with the Lair (1) in her discard pile."""
    t = table()
    t.rig_places(ZOE, (2, 3, 4, 5), (1,))
    t.plan.explore[ZOE] = (5,)
    t.advance(kind=Kind.RESOLVE, seat=ZOE)
    return t


def anticipation_pending() -> Table:
    t = table(creature=("hunt-anticipation",))
    t.advance(kind=Kind.HUNT)
    t.do(CREATURE, Verb.PLAY, card="hunt-anticipation")
    assert t.decision(CREATURE).kind is Kind.ANTICIPATION
    return t


def ascendancy_pending() -> Table:
    """Ascendancy at 4 players, Zoe holding 1 Place card after exploring (Simon and
    Luca hold 4, so the Creature has a real choice to make)."""
    t = table(creature=("hunt-ascendancy",), players=4)
    t.rig_places(ZOE, (1, 2), (3, 4, 5))
    t.advance(kind=Kind.HUNT)
    t.do(CREATURE, Verb.PLAY, card="hunt-ascendancy")
    assert t.decision(CREATURE).kind is Kind.ASCENDANCY_TARGET
    return t


def forbidden_zone_pending() -> Table:
    t = table(creature=("hunt-forbidden-zone",))
    t.advance(kind=Kind.HUNT)
    t.do(CREATURE, Verb.PLAY, card="hunt-forbidden-zone")
    assert {d.kind for d in t.game.pending} == {Kind.FORBIDDEN_ZONE}
    return t


def forbidden_zone_zoe_answered() -> Table:
    t = forbidden_zone_pending()
    t.do(ZOE, Verb.DISCARD, place=t.hunted(ZOE).hand[0])
    assert t.decision(SIMON).kind is Kind.FORBIDDEN_ZONE
    return t


def game_over() -> Table:
    """Zoe gives up with the Assimilation counter one space from Victory."""
    t = table()
    t.state.assimilation = t.state.assimilation_goal - 1
    t.rig_places(ZOE, (3, 4, 5), (1, 2))
    t.advance(kind=Kind.EXPLORE, seat=ZOE)
    t.do(ZOE, Verb.GIVE_UP)
    assert t.game.is_over
    return t


# ------------------------------------------------------------------- cases
@dataclass(frozen=True)
class Case:
    """One illegal action: where it is sent, what is sent and the rule that refuses it."""

    id: str
    setup: Callable[[], Table]
    seat: int
    option: Option
    rule: str
    error: type[IllegalAction] = IllegalAction


def o(verb: Verb, **fields: Any) -> Option:  # Option's own fields
    return Option(verb, **fields)


P, T = Verb.PLAY, Verb.TOKEN

CASES: list[Case] = [
    # ---- seats
    Case(
        "wrong-seat-hunted-in-creature-window",
        creature_window,
        ZOE,
        o(Verb.PASS),
        "it is not Zoe's decision now; waiting for Creature",
    ),
    Case(
        "wrong-seat-creature-explores-for-zoe",
        exploring,
        CREATURE,
        o(Verb.EXPLORE, places=(1,)),
        "it is not Creature's decision now",
    ),
    Case(
        "wrong-seat-simon-explores-before-zoe",
        exploring,
        SIMON,
        o(Verb.EXPLORE, places=(1,)),
        "it is not Simon's decision now; waiting for Zoe (Zoe is exploring)",
    ),
    Case(
        "seat-9-out-of-range", creature_window, 9, o(Verb.PASS), "there is no seat 9 at this table"
    ),
    Case("seat-minus-1", creature_window, -1, o(Verb.PASS), "there is no seat -1 at this table"),
    Case(
        "seat-3-at-a-3-seat-table",
        exploring,
        3,
        o(Verb.EXPLORE, places=(1,)),
        "there is no seat 3 at this table",
    ),
    Case(
        "simultaneous-decision-answered-twice",
        forbidden_zone_zoe_answered,
        ZOE,
        o(Verb.DISCARD, place=3),
        "it is not Zoe's decision now; waiting for Simon",
    ),
    Case(
        "creature-answers-the-hunted-forbidden-zone",
        forbidden_zone_pending,
        CREATURE,
        o(Verb.DISCARD, place=1),
        "it is not Creature's decision now",
    ),
    # ---- phases and verbs
    Case(
        "creature-token-in-phase-1-window",
        creature_window,
        CREATURE,
        o(T, card="creature", places=(3,)),
        "must answer 'creature_window' now; 'token' is not an answer to it",
    ),
    Case(
        "hunted-places-a-token-while-exploring",
        exploring,
        ZOE,
        o(T, card="creature", places=(3,)),
        "must answer 'explore' now; 'token' is not an answer",
    ),
    Case(
        "hunted-explores-during-the-hunt",
        hunting,
        ZOE,
        o(Verb.EXPLORE, places=(1,)),
        "it is not Zoe's decision now; waiting for Creature (the Creature is hunting)",
    ),
    Case(
        "creature-explores-during-the-hunt",
        hunting,
        CREATURE,
        o(Verb.EXPLORE, places=(1,)),
        "must answer 'hunt' now; 'explore' is not an answer to it",
    ),
    Case(
        "unknown-verb-move-while-exploring",
        exploring,
        ZOE,
        o(Verb.MOVE, card="creature", place=2),
        "'move' is not an answer to it (allowed: explore)",
    ),
    Case(
        "done-in-the-creature-window",
        creature_window,
        CREATURE,
        o(Verb.DONE),
        "'done' is not an answer to it (allowed: pass)",
    ),
    Case(
        "play-in-a-public-window-without-opening-the-hand",
        lambda: hunted_window3("survival-dodge"),
        ZOE,
        o(P, card="survival-dodge"),
        "must answer 'card_window' now; 'play' is not an answer to it (allowed: open_hand, pass)",
    ),
    # ---- Place cards
    Case(
        "explore-a-place-card-not-in-hand",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=(8,)),
        "a Hunted lays Place cards from their own hand only",
    ),
    Case(
        "explore-place-0",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=(0,)),
        "a Hunted lays Place cards from their own hand only",
    ),
    Case(
        "explore-place-11",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=(11,)),
        "a Hunted lays Place cards from their own hand only",
    ),
    Case(
        "explore-two-cards-without-river-or-artefact",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=(1, 2)),
        "this turn Zoe must lay exactly 1 Place card",
    ),
    Case(
        "explore-no-card",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=()),
        "this turn Zoe must lay exactly 1 Place card",
    ),
    Case(
        "explore-one-card-when-the-river-asks-two",
        lambda: exploring(needs="river"),
        ZOE,
        o(Verb.EXPLORE, places=(1,)),
        "this turn Zoe must lay exactly 2 Place cards",
    ),
    Case(
        "explore-the-same-card-twice-for-the-river",
        lambda: exploring(needs="river"),
        ZOE,
        o(Verb.EXPLORE, places=(1, 1)),
        "a Hunted lays Place cards from their own hand only",
    ),
    Case(
        "explore-a-place-under-force-field",
        force_field_on_1_and_2,
        ZOE,
        o(Verb.EXPLORE, places=(1,)),
        "Force Field: those places may not be played this turn",
    ),
    # ---- Resist and Give Up (R4, R6)
    Case(
        "resist-at-1-will",
        lambda: exploring(hand=(3, 4, 5), discard=(1, 2), will=1),
        ZOE,
        o(Verb.RESIST, n=1),
        "a Hunted may never discard their last Will by resisting (R6)",
    ),
    Case(
        "resist-2-at-2-will",
        lambda: exploring(hand=(3, 4, 5), discard=(1, 2), will=2),
        ZOE,
        o(Verb.RESIST, n=2),
        "may never discard their last Will by resisting",
    ),
    Case(
        "resist-3-will",
        lambda: exploring(hand=(3, 4, 5), discard=(1, 2), will=3),
        ZOE,
        o(Verb.RESIST, n=3),
        "Resist costs 1 or 2 Will (R6)",
    ),
    Case(
        "resist-0-will",
        lambda: exploring(hand=(3, 4, 5), discard=(1, 2), will=3),
        ZOE,
        o(Verb.RESIST),
        "Resist costs 1 or 2 Will (R6)",
    ),
    Case(
        "resist-with-an-empty-discard-pile",
        exploring,
        ZOE,
        o(Verb.RESIST, n=1),
        "there is nothing in the discard pile to take back",
    ),
    Case(
        "resist-twice-in-a-turn",
        resisted_once,
        ZOE,
        o(Verb.RESIST, n=1),
        "Resist or Give Up only once, before laying a Place card",
    ),
    Case(
        "give-up-at-full-will-with-nothing-discarded",
        exploring,
        ZOE,
        o(Verb.GIVE_UP),
        "Give Up is refused when it would change nothing, and only once per turn (R4)",
    ),
    Case("give-up-twice-in-a-turn", gave_up_once, ZOE, o(Verb.GIVE_UP), "only once per turn (R4)"),
    Case(
        "take-back-a-card-not-in-discard-after-resisting",
        resist_pick,
        ZOE,
        o(Verb.TAKE_BACK, place=4),
        "that card is not available for this choice",
    ),
    # ---- Hunt cards (R9)
    Case(
        "hunt-card-not-in-the-creature-hand",
        creature_window,
        CREATURE,
        o(P, card="hunt-despair"),
        "Despair is not in the Creature's hand",
    ),
    Case(
        "phase-2-hunt-card-in-phase-1",
        lambda: creature_window(creature=("hunt-scream",)),
        CREATURE,
        o(P, card="hunt-scream"),
        "a Hunt card may be played only in the phase printed on it",
    ),
    Case(
        "phase-4-hunt-card-in-the-hunt",
        lambda: hunting(LATE_HAND),
        CREATURE,
        o(P, card="hunt-stasis"),
        "only in the phase printed on it",
    ),
    Case(
        "flashback-with-an-empty-hunt-discard",
        lambda: creature_window(creature=("hunt-flashback",)),
        CREATURE,
        o(P, card="hunt-flashback"),
        "only in the phase printed on it, when its conditions hold",
    ),
    Case(
        "second-hunt-card-without-tracking",
        lambda: hunting(PHASE2_HAND, "hunt-fierceness"),
        CREATURE,
        o(P, card="hunt-interference"),
        "the Creature may play only 1 Hunt card this turn (R9)",
    ),
    Case(
        "third-hunt-card-with-tracking",
        tracking_turn,
        CREATURE,
        o(P, card="hunt-persecution"),
        "the Creature may play only 2 Hunt cards this turn (R9)",
    ),
    Case(
        "hunt-card-after-sacrifice",
        after_sacrifice_hunt,
        CREATURE,
        o(P, card="hunt-fierceness"),
        "Sacrifice: the Creature may play no Hunt card this turn",
    ),
    Case(
        "hunt-card-played-by-a-hunted",
        exploring,
        ZOE,
        o(P, card="hunt-despair"),
        "only the Creature plays Hunt cards",
    ),
    Case(
        "hunt-card-not-playable-in-the-phase-3-pick",
        creature_card_pick,
        CREATURE,
        o(P, card="hunt-stasis"),
        "a Hunt card may be played only in the phase printed on it",
    ),
    # ---- Survival cards (R9)
    Case(
        "survival-card-played-by-the-creature",
        lambda: creature_window(survival={ZOE: ("survival-adrenaline",)}),
        CREATURE,
        o(P, card="survival-adrenaline"),
        "only the Hunted play Survival cards",
    ),
    Case(
        "survival-card-not-in-hand",
        exploring,
        ZOE,
        o(P, card="survival-ingenuity"),
        "Ingenuity is not in Zoe's hand",
    ),
    Case(
        "phase-3-survival-card-while-exploring",
        lambda: exploring(survival=("survival-dodge",)),
        ZOE,
        o(P, card="survival-dodge"),
        "a Survival card may be played only in the phase printed on it",
    ),
    Case(
        "adrenaline-at-full-will",
        lambda: exploring(survival=("survival-adrenaline",)),
        ZOE,
        o(P, card="survival-adrenaline"),
        "only in the phase printed on it, when its conditions hold",
    ),
    Case(
        "survival-card-under-despair",
        under_despair,
        ZOE,
        o(P, card="survival-adrenaline"),
        "Despair: no Survival card may be played this turn",
    ),
    Case(
        "second-survival-card-in-a-turn",
        after_one_survival_card,
        ZOE,
        o(P, card="survival-adrenaline"),
        "each Hunted plays at most 1 Survival card per turn (R9)",
    ),
    Case(
        "phase-1-survival-card-in-the-phase-3-pick",
        lambda: hunted_card_pick("survival-adrenaline"),
        ZOE,
        o(P, card="survival-adrenaline"),
        "a Survival card may be played only in the phase printed on it",
    ),
    # ---- tokens (Phase 2)
    Case(
        "token-on-place-0",
        hunting,
        CREATURE,
        o(T, card="creature", places=(0,)),
        "tokens go on the 10 places of Artemia",
    ),
    Case(
        "token-on-place-11",
        hunting,
        CREATURE,
        o(T, card="creature", places=(11,)),
        "tokens go on the 10 places of Artemia",
    ),
    Case(
        "creature-token-on-two-places",
        hunting,
        CREATURE,
        o(T, card="creature", places=(2, 3)),
        "the Creature token covers exactly 1 place",
    ),
    Case(
        "creature-token-on-no-place",
        hunting,
        CREATURE,
        o(T, card="creature", places=()),
        "the Creature token covers exactly 1 place",
    ),
    Case(
        "creature-token-placed-twice",
        creature_token_placed,
        CREATURE,
        o(T, card="creature", places=(4,)),
        "the Creature token is already placed",
    ),
    Case(
        "unknown-token",
        hunting,
        CREATURE,
        o(T, card="banana", places=(4,)),
        "there is no 'banana' token",
    ),
    Case(
        "artemia-token-without-the-symbol",
        hunting,
        CREATURE,
        o(T, card="artemia", places=(4,)),
        "the Artemia token needs the Artemia symbol",
    ),
    Case(
        "artemia-token-on-two-places-without-virus",
        lambda: hunting(("hunt-mutation",), "hunt-mutation"),
        CREATURE,
        o(T, card="artemia", places=(1, 2)),
        "covers 2 places only with Virus",
    ),
    Case(
        "virus-artemia-on-non-adjacent-places",
        lambda: hunting(("hunt-virus",), "hunt-virus"),
        CREATURE,
        o(T, card="artemia", places=(1, 3)),
        "a two-place token covers 2 orthogonally adjacent places",
    ),
    Case(
        "virus-artemia-across-the-row-break",
        lambda: hunting(("hunt-virus",), "hunt-virus"),
        CREATURE,
        o(T, card="artemia", places=(5, 6)),
        "a two-place token covers 2 orthogonally adjacent places",
    ),
    Case(
        "target-token-without-a-target-card",
        hunting,
        CREATURE,
        o(T, card="target", places=(4,)),
        "the Target token needs a Hunt card with the Target symbol",
    ),
    Case(
        "mirage-target-on-non-adjacent-places",
        lambda: hunting(("hunt-mirage",), "hunt-mirage"),
        CREATURE,
        o(T, card="target", places=(2, 8)),
        "a two-place token covers 2 orthogonally adjacent places",
    ),
    Case(
        "force-field-on-non-adjacent-places",
        force_field_pending,
        CREATURE,
        o(T, card="target", places=(1, 3)),
        "a two-place token covers 2 orthogonally adjacent places",
    ),
    Case(
        "done-before-the-creature-token",
        hunting,
        CREATURE,
        o(Verb.DONE),
        "the Creature token must be placed before the hunt ends",
    ),
    # ---- card effects and places
    Case(
        "anticipation-names-the-creature",
        anticipation_pending,
        CREATURE,
        o(Verb.TARGET, seat=0),
        "that Hunted cannot be chosen for this card",
    ),
    Case(
        "ascendancy-on-a-hunted-holding-1-card",
        ascendancy_pending,
        CREATURE,
        o(Verb.TARGET, seat=ZOE),
        "that Hunted cannot be chosen for this card",
    ),
    Case(
        "forbidden-zone-discards-a-card-not-in-hand",
        forbidden_zone_pending,
        ZOE,
        o(Verb.DISCARD, place=9),
        "that card is not available for this choice",
    ),
    Case(
        "wrong-track-to-a-non-adjacent-place",
        wrong_track_pending,
        ZOE,
        o(Verb.MOVE, card="creature", place=1),
        "a moved token or Hunted goes to an orthogonally adjacent place",
    ),
    Case(
        "resolve-takes-back-a-card-not-in-discard",
        resolving_rover,
        ZOE,
        o(Verb.TAKE_BACK, place=3),
        "that card is not available for this choice",
    ),
    Case(
        "resolve-uses-another-place-power",
        resolving_rover,
        ZOE,
        o(Verb.POWER, place=8),
        "that place power cannot be used here now",
    ),
    # ---- junk fields
    Case(
        "card-that-does-not-exist",
        exploring,
        ZOE,
        o(P, card="survival-banana"),
        "there is no card 'survival-banana'",
    ),
    Case("empty-card-name", creature_window, CREATURE, o(P), "there is no card ''"),
    Case(
        "pass-with-a-junk-count",
        creature_window,
        CREATURE,
        o(Verb.PASS, n=5),
        "'pass' takes no n in 'creature_window' (got 5)",
    ),
    Case(
        "explore-with-a-stray-card-id",
        exploring,
        ZOE,
        o(Verb.EXPLORE, places=(1,), card="junk"),
        "'explore' takes no card in 'explore' (got 'junk')",
    ),
    Case(
        "token-with-place-instead-of-places",
        hunting,
        CREATURE,
        o(T, card="creature", place=3),
        "'token' takes no place in 'hunt' (got 3); did you mean places=(3,)?",
    ),
    # ---- after the end (GameOver is an IllegalAction)
    Case(
        "action-after-the-game-is-over",
        game_over,
        SIMON,
        o(Verb.EXPLORE, places=(1,)),
        "the game is over: The Assimilation counter reached the Victory space",
        GameOver,
    ),
    Case(
        "bad-seat-after-the-game-is-over", game_over, 9, o(Verb.PASS), "the game is over", GameOver
    ),
]


# ------------------------------------------------------------------- tests
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_illegal_action_is_refused_by_name_and_changes_nothing(case: Case) -> None:
    t = case.setup()
    game = t.game
    before = copy.deepcopy(game.state)
    actions = len(game.actions)
    view = repr(game.view(None))
    seat_view = repr(game.view(case.seat)) if 0 <= case.seat < game.state.config.players else ""

    with pytest.raises(case.error) as err:
        game.apply(Action(case.seat, case.option))

    assert type(err.value) is case.error
    words = refusal(game, err.value)
    assert case.rule in words, f"unclear refusal: {words}"
    assert err.value.rule
    assert game.state == before
    assert len(game.actions) == actions
    assert repr(game.view(None)) == view
    if seat_view:
        assert repr(game.view(case.seat)) == seat_view


def test_case_ids_are_unique() -> None:
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids))


def test_there_are_many_illegal_action_cases() -> None:
    print(f"{len(CASES)} illegal-action cases")
    assert len(CASES) >= 30
