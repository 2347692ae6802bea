"""The 15 Frozen Lands Survival cards (cards-designed.md 2.5, conventions C1-C8):
one behaviour per card, the edge cases the engine decides, and the refusals.

Tables have the Creature at seat 0 and Hunted 1, 2, 3 (the places 1-5 on the
top row of the grid, 6-10 below them)."""

from __future__ import annotations

import pytest

from notalone_tui.engine import IllegalAction, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import msg
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.frozen_lands import hunt_cards as hc
from notalone_tui.engine.rulesets.frozen_lands import survival_cards as sc
from notalone_tui.engine.views import replace
from tests.engine.scenario import Table
from tests.engine.secrecy import all_leaks, log_leaks, view_leaks
from tests.engine.words import refusal, say

from .helpers import BLANK, INFECTED, give_tokens, pool, table

HUNTED = (1, 2, 3)
#: Hunt cards that are never played in these tests unless a plan says so.
QUIET_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")
PLAY = Verb.PLAY


def make(survival: dict[int, tuple[str, ...]], creature: tuple[str, ...] = QUIET_HAND,
         explore: dict[int, tuple[int, ...]] | None = None, token: int = 9) -> Table:
    """A 4-player Frozen Lands table where only the named Hunted hold Survival
    cards; by default they explore the Taiga, the Glacier and the Snowcat and the
    Creature token goes on the Hot Spring, where nobody is."""
    t = table()
    for s in HUNTED:
        t.rig_survival(s)
    for s, cards in survival.items():
        t.rig_survival(s, *cards)
    t.rig_creature_hand(*creature)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,), **(explore or {})}
    t.plan.creature = token
    return t


def explore_options(t: Table, seat: int) -> list[Option]:
    return list(t.advance(kind=Kind.EXPLORE, seat=seat).options)


def window(t: Table, seat: int, phase: int) -> None:
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase)


def hand_options(t: Table, seat: int, phase: int) -> list[Option]:
    """Open ``seat``'s hand in the public window of ``phase``: the private pick's options."""
    window(t, seat, phase)
    t.do(seat, Verb.OPEN_HAND)
    d = t.decision(seat)
    assert d.kind is Kind.CARD_PICK
    return list(d.options)


def play(t: Table, seat: int, phase: int, card: str) -> None:
    if phase == 1:
        t.advance(kind=Kind.EXPLORE, seat=seat)
    else:
        assert Option(PLAY, card=card) in hand_options(t, seat, phase)
    t.do(seat, PLAY, card=card)


def playable(t: Table, seat: int, card: str, back: tuple[object, ...] = ()) -> bool:
    check = t.game.rules.survival_cards[card].playable
    assert check is not None
    return check(t.game, seat, back)


def refused(t: Table, seat: int, card: str) -> None:
    """Playing ``card`` now is refused, the rule naming its conditions (or Despair)."""
    with pytest.raises(IllegalAction) as error:
        t.do(seat, PLAY, card=card)
    words = refusal(t.game, error.value)
    assert "when its conditions hold" in words or "Despair" in words, words


def held(t: Table, seat: int) -> int:
    return contamination.held_count(t.state, seat)


def test_all_fifteen_cards_are_in_the_survival_deck() -> None:
    ids = {c for c in table().game.rules.survival_cards if c.startswith("fl-survival-")}
    assert ids == set(sc.CARDS) and len(ids) == 15
    assert all(c.playable and c.effect and c.deck == "survival" for c in sc.CARDS.values())
    assert [c.id for c in sc.CARDS.values() if c.at_resolve] == [sc.PURIFICATION]


# ------------------------------------------------------------ Shared Rations
def test_shared_rations_heals_another_hunted_with_one_or_two_will() -> None:
    t = make({1: (sc.SHARED_RATIONS,)})
    t.rig_will(1, 1)
    t.rig_will(2, 2)
    t.rig_will(3, 3)
    play(t, 1, 1, sc.SHARED_RATIONS)
    # The player is excluded ("another"); a Hunted at 3 Will cannot be chosen (C4):
    # one candidate is chosen at once.
    assert t.hunted(2).will == 3
    assert t.hunted(1).will == 1


def test_shared_rations_not_playable_when_nobody_else_is_hurt() -> None:
    t = make({1: (sc.SHARED_RATIONS,)})
    t.rig_will(1, 1)
    assert Option(PLAY, card=sc.SHARED_RATIONS) not in explore_options(t, 1)
    refused(t, 1, sc.SHARED_RATIONS)


# ------------------------------------------------------------ Diagnostic Kit
def test_diagnostic_kit_shows_the_faces_to_their_owner_only() -> None:
    t = make({1: (sc.DIAGNOSTIC_KIT,)})
    give_tokens(t, 1, INFECTED, BLANK)
    t.advance(kind=Kind.EXPLORE, seat=1)
    since = len(t.state.log)
    t.do(1, PLAY, card=sc.DIAGNOSTIC_KIT)
    assert sorted(t.game.view(1).hunted[0].known_contamination or ()) == sorted([INFECTED, BLANK])
    assert all(hv.known_contamination is None for s in (0, 2, 3, None)
               for hv in t.game.view(s).hunted if hv.seat == 1)
    mine = [say(t.game, e.message_for(1)) for e in t.state.log[since:]]
    theirs = [say(t.game, e.message_for(2)) for e in t.state.log[since:]]
    assert any("1 shows the contamination icon" in line for line in mine)
    assert not any("icon" in line for line in theirs)
    assert all_leaks(t.game, since) == []
    d = t.decision(1)
    assert d.kind == sc.KIT_DISCARD and d.private
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    # The owner returns the token they know is infected.
    assert pool(t)["held"][1] == [BLANK]
    assert contamination.known_faces(t.state, 1) == (BLANK,)


def test_diagnostic_kit_may_keep_every_token() -> None:
    t = make({1: (sc.DIAGNOSTIC_KIT,)})
    give_tokens(t, 1, BLANK)
    play(t, 1, 1, sc.DIAGNOSTIC_KIT)
    t.do(1, Verb.PASS)
    assert held(t, 1) == 1
    assert t.decision().kind is Kind.EXPLORE


def test_diagnostic_kit_under_quarantine_looks_but_cannot_discard() -> None:
    t = make({1: (sc.DIAGNOSTIC_KIT,)})
    give_tokens(t, 1, INFECTED)
    t.turn.extra[contamination.QUARANTINE] = True
    play(t, 1, 1, sc.DIAGNOSTIC_KIT)
    assert contamination.known_faces(t.state, 1) == (INFECTED,)
    assert t.decision(1).kind is Kind.EXPLORE
    assert held(t, 1) == 1


def test_diagnostic_kit_needs_a_token_and_new_tokens_stay_unknown() -> None:
    t = make({1: (sc.DIAGNOSTIC_KIT,)})
    assert Option(PLAY, card=sc.DIAGNOSTIC_KIT) not in explore_options(t, 1)
    give_tokens(t, 1, BLANK)
    t.rig_survival(1, sc.DIAGNOSTIC_KIT)
    t.do(1, PLAY, card=sc.DIAGNOSTIC_KIT)
    t.do(1, Verb.PASS)
    contamination.take(t.game, 1, "test")
    assert contamination.known_faces(t.state, 1) == (BLANK,)
    assert held(t, 1) == 2


# -------------------------------------------------------------- Buried Cache
def test_buried_cache_returns_a_card_to_each_of_two_hunted() -> None:
    t = make({1: (sc.BURIED_CACHE,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(3, hand=[1, 2, 3, 5], discard=[4])
    play(t, 1, 1, sc.BURIED_CACHE)
    t.do(1, Verb.TAKE_BACK, place=5)
    # Only Hunted 3 has a discarded card: chosen at once, and their one card returns.
    assert t.hunted(1).hand == [1, 2, 3, 5] and t.hunted(1).discard == [4]
    assert t.hunted(3).hand == [1, 2, 3, 4, 5] and t.hunted(3).discard == []


def test_buried_cache_reaches_a_hunted_who_already_laid_their_card() -> None:
    t = make({2: (sc.BURIED_CACHE,)}, explore={1: (1,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 4, 5])
    play(t, 2, 1, sc.BURIED_CACHE)
    # Hunted 2's own discard pile is empty, so that part is empty; Hunted 1 is the
    # only other Hunted with a discarded card, chosen at once, and picks theirs.
    d = t.decision()
    assert (d.seat, d.kind) == (1, sc.CACHE_PICK)
    t.do(1, Verb.TAKE_BACK, place=4)
    assert t.hunted(1).played == [1]
    assert t.hunted(1).hand == [2, 3, 4]


def test_buried_cache_not_playable_when_every_discard_pile_is_empty() -> None:
    t = make({1: (sc.BURIED_CACHE,)})
    assert Option(PLAY, card=sc.BURIED_CACHE) not in explore_options(t, 1)
    refused(t, 1, sc.BURIED_CACHE)


# ------------------------------------------------------------- Trail Markers
def test_trail_markers_gives_one_card_and_puts_two_back_in_the_chosen_order() -> None:
    t = make({1: (sc.TRAIL_MARKERS,)})
    deck = t.state.survival_deck
    top3 = [deck[-1], deck[-2], deck[-3]]
    size = len(deck)
    t.advance(kind=Kind.EXPLORE, seat=1)
    since = len(t.state.log)
    leaks: list[str] = []

    def act(verb: Verb, **fields: object) -> None:
        mark = len(t.state.log)
        t.do(1, verb, **fields)
        leaks.extend(all_leaks(t.game, mark))

    act(PLAY, card=sc.TRAIL_MARKERS)
    d = t.decision(1)
    assert d.kind == sc.TRAIL_GIVE and d.private
    assert {o.card for o in d.options} == set(top3)
    act(Verb.CHOOSE, card=top3[1])
    act(Verb.TARGET, seat=3)
    assert t.hunted(3).survival == [top3[1]]
    act(Verb.CHOOSE, card=top3[2])
    assert deck[-1] == top3[2] and deck[-2] == top3[0]
    assert len(deck) == size - 1
    assert t.hunted(1).survival == []
    assert check_invariants(t.state) == []
    assert leaks == []
    public = t.texts(t.state.log[since:])
    assert t.game.rules.card_name(top3[1]) not in public


def test_trail_markers_shuffles_the_discard_pile_under_a_short_deck() -> None:
    t = make({1: (sc.TRAIL_MARKERS,)})
    st = t.state
    keep = st.survival_deck[-1]
    st.survival_discard.extend(st.survival_deck[:-1])
    st.survival_deck[:] = [keep]
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, PLAY, card=sc.TRAIL_MARKERS)
    # The deck's own card is still the first one looked at; the played card stays
    # on the discard pile.
    assert keep in {o.card for o in t.decision(1).options}
    assert len(t.decision(1).options) == 3
    assert st.survival_discard == [sc.TRAIL_MARKERS]
    assert check_invariants(st) == []


def test_trail_markers_not_playable_under_despair() -> None:
    t = make({1: (sc.TRAIL_MARKERS,)})
    t.turn.despair = True
    assert Option(PLAY, card=sc.TRAIL_MARKERS) not in explore_options(t, 1)
    refused(t, 1, sc.TRAIL_MARKERS)


# ----------------------------------------------------------- Thermal Blanket
def test_thermal_blanket_then_give_up_takes_no_token_but_assimilation_moves() -> None:
    t = make({1: (sc.THERMAL_BLANKET,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, sc.THERMAL_BLANKET)
    before = t.state.assimilation
    t.do(1, Verb.GIVE_UP)
    assert held(t, 1) == 0
    assert t.state.assimilation == before + 1


def test_thermal_blanket_protects_only_its_player() -> None:
    t = make({1: (sc.THERMAL_BLANKET,)}, explore={1: (4,), 2: (4,)}, token=4)
    t.rig_will(1, 1)
    t.rig_will(2, 1)
    play(t, 1, 1, sc.THERMAL_BLANKET)
    t.finish_turn()
    assert t.hunted(1).will == 3 and t.hunted(2).will == 3
    assert held(t, 1) == 0 and held(t, 2) == 1


# -------------------------------------------------------------------- Triage
def test_triage_discards_one_token_of_each_hunted_holding_two_or_more() -> None:
    t = make({1: (sc.TRIAGE,)})
    give_tokens(t, 1, BLANK, BLANK)
    give_tokens(t, 2, INFECTED)
    give_tokens(t, 3, INFECTED, BLANK, BLANK)
    play(t, 1, 1, sc.TRIAGE)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 2)
    assert set(t.turn.extra[contamination.DISCARDED]) == {1, 3}


def test_triage_refused_under_quarantine_or_with_nobody_holding_two() -> None:
    t = make({1: (sc.TRIAGE,)})
    give_tokens(t, 2, INFECTED)
    assert Option(PLAY, card=sc.TRIAGE) not in explore_options(t, 1)
    give_tokens(t, 2, BLANK)
    t.turn.extra[contamination.QUARANTINE] = True
    refused(t, 1, sc.TRIAGE)
    assert held(t, 2) == 2


# --------------------------------------------------------------------- Flare
def test_flare_lets_another_hunted_swap_their_face_down_card() -> None:
    t = make({1: (sc.FLARE,)})
    since = len(t.state.log)
    play(t, 1, 2, sc.FLARE)
    d = t.decision(1)
    assert d.kind == sc.FLARE_PICK and {o.seat for o in d.options} == {2, 3}
    t.do(1, Verb.TARGET, seat=2)
    d = t.decision(2)
    assert d.kind == sc.FLARE_SWAP and d.private
    assert Option(Verb.PASS) in d.options
    t.do(2, Verb.EXPLORE, places=(4,), n=0)
    assert t.hunted(2).played == [4]
    assert 3 in t.hunted(2).hand and 4 not in t.hunted(2).hand
    assert all_leaks(t.game, since) == []
    t.advance(kind=Kind.RESOLVE)
    assert t.turn.positions[2] == [4]


def test_flare_offers_no_force_field_place_and_may_be_declined() -> None:
    t = make({1: (sc.FLARE,)})
    window(t, 1, 2)
    t.turn.force_field = (1, 4)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, PLAY, card=sc.FLARE)
    t.do(1, Verb.TARGET, seat=2)
    swaps = {o.places[0] for o in t.decision(2).options if o.verb is Verb.EXPLORE}
    assert swaps == {2, 5}
    t.do(2, Verb.PASS)
    assert t.hunted(2).played == [3]


def test_flare_swaps_one_of_two_glacier_cards() -> None:
    t = make({1: (sc.FLARE,)}, explore={2: (3, 4)})
    t.hunted(2).needs = "river"
    play(t, 1, 2, sc.FLARE)
    t.do(1, Verb.TARGET, seat=2)
    assert {o.n for o in t.decision(2).options if o.verb is Verb.EXPLORE} == {0, 1}
    t.do(2, Verb.EXPLORE, places=(5,), n=1)
    assert t.hunted(2).played == [3, 5]


def test_flare_not_playable_under_isolation() -> None:
    t = make({1: (sc.FLARE,)})
    window(t, 1, 2)
    t.turn.extra[hc.ISOLATION] = True
    t.do(1, Verb.OPEN_HAND)
    assert Option(PLAY, card=sc.FLARE) not in t.decision(1).options


# ------------------------------------------------------------------ Whiteout
def scream_on(t: Table, place: tuple[int, ...], card: str = "hunt-scream") -> None:
    t.rig_creature_hand(card, "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = [card]
    t.plan.target = place


def test_whiteout_moves_the_target_token_to_an_adjacent_place() -> None:
    t = make({1: (sc.WHITEOUT,)})
    scream_on(t, (3,))
    play(t, 1, 2, sc.WHITEOUT)
    d = t.decision(1)
    assert {o.place for o in d.options} == {2, 4, 8}
    t.do(1, Verb.MOVE, card="target", place=8)
    assert t.turn.tokens["target"] == (8,)


def test_whiteout_cannot_move_a_target_token_on_two_places_or_under_force_field() -> None:
    t = make({1: (sc.WHITEOUT,)})
    scream_on(t, (3, 4), card="hunt-mirage")
    window(t, 1, 2)
    t.do(1, Verb.OPEN_HAND)
    assert Option(PLAY, card=sc.WHITEOUT) not in t.decision(1).options
    t.turn.tokens["target"] = (3,)
    t.turn.force_field = (6, 7)
    assert not playable(t, 1, sc.WHITEOUT)
    t.turn.force_field = ()
    assert playable(t, 1, sc.WHITEOUT)


# ----------------------------------------------------------------- Rope Line
def test_rope_line_lets_only_the_chosen_hunted_be_caught() -> None:
    t = make({1: (sc.ROPE_LINE,)}, explore={1: (2,), 2: (2,), 3: (2,)}, token=2)
    before = t.state.assimilation
    play(t, 1, 3, sc.ROPE_LINE)
    d = t.decision(1)
    assert {o.seat for o in d.options} == {1, 2, 3}
    t.do(1, Verb.TARGET, seat=3, place=2)
    t.finish_turn()
    assert [t.hunted(s).will for s in HUNTED] == [3, 3, 2]
    assert t.state.assimilation == before + 1
    # The spared could neither use the place nor take a card back.
    assert t.state.stats.get("fl-place-02-taiga", 0) == 0


def test_rope_line_keeps_the_ice_caves_token_for_the_chosen_hunted() -> None:
    t = make({1: (sc.ROPE_LINE,)}, explore={1: (1,), 2: (1,)}, token=1)
    play(t, 1, 3, sc.ROPE_LINE)
    t.do(1, Verb.TARGET, seat=1, place=1)
    t.finish_turn()
    assert (held(t, 1), held(t, 2)) == (1, 0)


def test_rope_line_refused_alone_or_under_isolation() -> None:
    t = make({1: (sc.ROPE_LINE,)}, explore={1: (2,), 3: (2,)}, token=2)
    window(t, 1, 3)
    assert playable(t, 1, sc.ROPE_LINE)
    t.turn.extra[hc.ISOLATION] = True
    assert not playable(t, 1, sc.ROPE_LINE)
    t.turn.extra[hc.ISOLATION] = False
    t.turn.positions[3] = [5]
    assert not playable(t, 1, sc.ROPE_LINE)


# -------------------------------------------------------------- Purification
def resolve_with_hand(t: Table, seat: int) -> list[Option]:
    d = t.advance(kind=Kind.RESOLVE, seat=seat)
    assert Option(Verb.OPEN_HAND) in d.options
    t.do(seat, Verb.OPEN_HAND)
    return list(t.decision(seat).options)


def test_purification_discards_up_to_two_tokens_from_any_hunted() -> None:
    t = make({1: (sc.PURIFICATION,)})
    give_tokens(t, 1, INFECTED)
    give_tokens(t, 3, INFECTED, BLANK)
    assert Option(PLAY, card=sc.PURIFICATION) in resolve_with_hand(t, 1)
    t.do(1, PLAY, card=sc.PURIFICATION)
    d = t.decision(1)
    assert {o.seat for o in d.options} == {1, 3} and Option(Verb.PASS) not in d.options
    t.do(1, Verb.TARGET, seat=3)
    t.do(1, Verb.TARGET, seat=1)
    assert (held(t, 1), held(t, 3)) == (0, 1)
    # Instead of the place's power: the Taiga did nothing.
    assert t.turn.returning.get(1, []) == []


def test_purification_may_stop_after_one_token() -> None:
    t = make({1: (sc.PURIFICATION,)})
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, INFECTED, BLANK)
    resolve_with_hand(t, 1)
    t.do(1, PLAY, card=sc.PURIFICATION)
    t.do(1, Verb.TARGET, seat=2)
    t.do(1, Verb.PASS)
    assert (held(t, 1), held(t, 2)) == (1, 1)


def test_purification_under_isolation_reaches_only_your_own_tokens() -> None:
    t = make({1: (sc.PURIFICATION,)})
    give_tokens(t, 2, INFECTED)
    t.turn.extra[hc.ISOLATION] = True
    assert Option(PLAY, card=sc.PURIFICATION) not in resolve_with_hand(t, 1)
    t.do(1, Verb.CANCEL)
    give_tokens(t, 1, BLANK)
    t.state.pending.clear()
    t.state.agenda.append(("resolve", 1, 0))
    t.game.run()
    t.do(1, Verb.OPEN_HAND)
    t.do(1, PLAY, card=sc.PURIFICATION)
    assert (held(t, 1), held(t, 2)) == (0, 1)


def test_purification_refused_under_quarantine_and_under_a_creature_token() -> None:
    t = make({1: (sc.PURIFICATION,)})
    give_tokens(t, 1, INFECTED)
    t.turn.extra[contamination.QUARANTINE] = True
    assert Option(PLAY, card=sc.PURIFICATION) not in resolve_with_hand(t, 1)
    t.turn.extra[contamination.QUARANTINE] = False
    assert playable(t, 1, sc.PURIFICATION, ("resolve", 1, 0))
    t.turn.tokens["creature"] = (2,)  # Dodge would let Hunted 1 resolve here
    assert not playable(t, 1, sc.PURIFICATION, ("resolve", 1, 0))
    assert not playable(t, 1, sc.PURIFICATION, ("window", 1, 3, ()))


# ----------------------------------------------------------------- Snowdrift
def test_snowdrift_records_its_player_on_the_target_tokens_place() -> None:
    t = make({1: (sc.SNOWDRIFT,)})
    scream_on(t, (2,))
    play(t, 1, 3, sc.SNOWDRIFT)
    assert t.turn.extra[sc.SNOWDRIFT_SEATS] == (1,)


def test_snowdrift_needs_the_target_token_on_your_place_before_it_resolves() -> None:
    t = make({1: (sc.SNOWDRIFT,)})
    scream_on(t, (3,))
    window(t, 1, 3)
    assert not playable(t, 1, sc.SNOWDRIFT)
    t.turn.positions[1] = [3]
    assert playable(t, 1, sc.SNOWDRIFT)
    t.turn.extra[sc.REACHED] = 2  # a Hunted has resolved at the Target step
    assert not playable(t, 1, sc.SNOWDRIFT)
    t.turn.extra[sc.REACHED] = 1
    t.turn.hunt_effects.append("hunt-clone")
    assert not playable(t, 1, sc.SNOWDRIFT)


def test_snowdrift_spares_the_frostbite_token_and_the_place_still_works() -> None:
    t = make({1: (sc.SNOWDRIFT,)})
    scream_on(t, (2,), card="fl-hunt-frostbite")
    play(t, 1, 3, sc.SNOWDRIFT)
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert held(t, 1) == 0
    assert any(o.place == 2 for o in d.options if o.verb is Verb.POWER)


def test_snowdrift_ignores_toxins_unusable_clause() -> None:
    t = make({1: (sc.SNOWDRIFT,)}, explore={2: (2,)})
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    scream_on(t, (2,), card="hunt-toxin")
    play(t, 1, 3, sc.SNOWDRIFT)
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert any(o.place == 2 for o in d.options if o.verb is Verb.POWER)
    t.do(1, Verb.PASS)
    # Hunted 2, beside them without Snowdrift, finds the Taiga unusable: no resolve.
    t.advance(kind=Kind.CREATURE_WINDOW, seat=0)
    assert "Zoe does not use the Taiga" in t.log()
    assert "Simon does not use the Taiga" not in t.log()


# ---------------------------------------------------------------- Ice Bridge
def test_ice_bridge_moves_your_figure_and_you_resolve_there() -> None:
    t = make({1: (sc.ICE_BRIDGE,)}, token=3)
    play(t, 1, 3, sc.ICE_BRIDGE)
    d = t.decision(1)
    # From the Taiga: the Ice Cave and the Crevasse; the Glacier holds the Creature token.
    assert {o.place for o in d.options} == {1, 7}
    t.do(1, Verb.MOVE, seat=1, n=0, place=7)
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert any(o.place == 7 for o in d.options if o.verb is Verb.POWER)
    t.do(1, Verb.PASS)
    t.finish_turn()
    # The card laid is unchanged and discarded normally.
    assert 2 in t.hunted(1).discard


def test_ice_bridge_only_before_any_place_resolves() -> None:
    t = make({1: (sc.ICE_BRIDGE,)})
    window(t, 1, 3)
    assert playable(t, 1, sc.ICE_BRIDGE)
    sc.track_resolution(t.game, 2, 3)
    assert t.turn.extra[sc.REACHED] == 1
    assert not playable(t, 1, sc.ICE_BRIDGE)


# ----------------------------------------------------------------- Body Heat
def test_body_heat_warms_you_and_a_hunted_beside_you() -> None:
    t = make({1: (sc.BODY_HEAT,)}, explore={1: (2,), 2: (2,)})
    t.rig_will(1, 2)
    t.rig_will(2, 1)
    play(t, 1, 3, sc.BODY_HEAT)
    assert (t.hunted(1).will, t.hunted(2).will) == (3, 2)


def test_body_heat_refused_alone_beside_a_hunted_at_three_or_under_isolation() -> None:
    t = make({1: (sc.BODY_HEAT,)}, explore={1: (2,), 2: (2,)})
    t.rig_will(1, 1)
    window(t, 1, 3)
    assert not playable(t, 1, sc.BODY_HEAT)  # Hunted 2 is at 3 Will
    t.rig_will(2, 2)
    assert playable(t, 1, sc.BODY_HEAT)
    t.turn.extra[hc.ISOLATION] = True
    assert not playable(t, 1, sc.BODY_HEAT)
    t.turn.extra[hc.ISOLATION] = False
    t.turn.positions[2] = [3]
    assert not playable(t, 1, sc.BODY_HEAT)
    t.do(1, Verb.OPEN_HAND)
    refused(t, 1, sc.BODY_HEAT)


# ------------------------------------------------------------------ Antidote
def test_antidote_discards_a_token_of_the_chosen_hunted() -> None:
    t = make({1: (sc.ANTIDOTE,)})
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, INFECTED)
    play(t, 1, 4, sc.ANTIDOTE)
    assert {o.seat for o in t.decision(1).options} == {1, 2}
    t.do(1, Verb.TARGET, seat=2)
    assert (held(t, 1), held(t, 2)) == (1, 0)


def test_antidote_under_isolation_reaches_only_your_own_token() -> None:
    t = make({1: (sc.ANTIDOTE,)})
    give_tokens(t, 2, INFECTED)
    window(t, 1, 4)
    assert playable(t, 1, sc.ANTIDOTE)
    t.turn.extra[hc.ISOLATION] = True
    assert not playable(t, 1, sc.ANTIDOTE)
    give_tokens(t, 1, BLANK)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, PLAY, card=sc.ANTIDOTE)
    assert (held(t, 1), held(t, 2)) == (0, 1)


def test_antidote_refused_under_quarantine() -> None:
    t = make({1: (sc.ANTIDOTE,)})
    give_tokens(t, 2, INFECTED)
    window(t, 1, 4)
    t.turn.extra[contamination.QUARANTINE] = True
    t.do(1, Verb.OPEN_HAND)
    assert Option(PLAY, card=sc.ANTIDOTE) not in t.decision(1).options
    refused(t, 1, sc.ANTIDOTE)
    assert held(t, 2) == 1


# ----------------------------------------------------------- Distress Signal
def test_distress_signal_moves_rescue_and_costs_a_token() -> None:
    t = make({1: (sc.DISTRESS_SIGNAL,)})
    window(t, 1, 4)
    t.turn.stasis = True  # Stasis stops only the end-of-turn move (R15)
    before = t.state.rescue
    t.do(1, Verb.OPEN_HAND)
    t.do(1, PLAY, card=sc.DISTRESS_SIGNAL)
    assert t.state.rescue == before + 1
    assert held(t, 1) == 1


def test_distress_signal_with_an_empty_reserve_still_moves_rescue() -> None:
    t = make({1: (sc.DISTRESS_SIGNAL,)})
    p = pool(t)
    p["held"][2].extend(p["reserve"])
    p["known"][2].extend([False] * len(p["reserve"]))
    p["reserve"].clear()
    before = t.state.rescue
    play(t, 1, 4, sc.DISTRESS_SIGNAL)
    assert t.state.rescue == before + 1 and held(t, 1) == 0


def test_distress_signal_refused_one_space_from_victory() -> None:
    t = make({1: (sc.DISTRESS_SIGNAL,)})
    window(t, 1, 4)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    assert playable(t, 1, sc.DISTRESS_SIGNAL)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.do(1, Verb.OPEN_HAND)
    assert Option(PLAY, card=sc.DISTRESS_SIGNAL) not in t.decision(1).options
    refused(t, 1, sc.DISTRESS_SIGNAL)


# ------------------------------------------------------------------ wording
def test_the_cards_own_options_have_words() -> None:
    t = make({})
    view = t.game.view(1)
    for kind, option in (
        (sc.TRAIL_GIVE, Option(Verb.CHOOSE, card=sc.TRIAGE)),
        (sc.TRAIL_TOP, Option(Verb.CHOOSE, card=sc.TRIAGE)),
        (sc.FLARE_SWAP, Option(Verb.EXPLORE, places=(4,), n=0)),
        (sc.FLARE_SWAP, Option(Verb.PASS)),
        (sc.PURIFY_PICK, Option(Verb.TARGET, seat=2)),
        (sc.PURIFY_PICK, Option(Verb.PASS)),
        (sc.ROPE_PICK, Option(Verb.TARGET, seat=2, place=4)),
    ):
        assert sc.describe(option, kind, view) is not None
        # The rule set's wording goes through the cards' own words.
        rules = t.game.rules
        assert say(t.game, rules.describe(rules, option, kind, view))
    rules = t.game.rules
    give = rules.describe(rules, Option(Verb.CHOOSE, card=sc.TRIAGE), sc.TRAIL_GIVE, view)
    assert say(t.game, give) == "Give Triage away"


# ----------------------------------------------------------------- secrecy
def test_the_leak_check_allows_own_known_faces_and_catches_them_elsewhere() -> None:
    t = make({1: (sc.DIAGNOSTIC_KIT,)})
    give_tokens(t, 1, INFECTED)
    t.advance(kind=Kind.EXPLORE, seat=1)
    since = len(t.state.log)
    t.do(1, PLAY, card=sc.DIAGNOSTIC_KIT)
    assert view_leaks(t.game, 1) == [] and log_leaks(t.game, 1, since) == []
    # Seat 1's faces shown in seat 2's view: caught.
    view = t.game.view(2)
    planted = tuple(replace(hv, known_contamination=(INFECTED,)) if hv.seat == 1 else hv
                    for hv in view.hunted)
    assert any("known token faces" in p
               for p in view_leaks(t.game, 2, replace(view, hunted=planted)))
    # Faces in the owner's view that they never looked at: caught.
    give_tokens(t, 1, BLANK)
    own = t.game.view(1)
    grown = tuple(replace(hv, known_contamination=(INFECTED, BLANK)) if hv.seat == 1 else hv
                  for hv in own.hunted)
    assert any("never looked at" in p for p in view_leaks(t.game, 1, replace(own, hunted=grown)))
    # The look line read by anyone but the looker: caught.
    mark = len(t.state.log)
    t.game.log("oops", msg("fl.contamination.look.private", n=1, infected=1))
    assert any("token face" in p for p in log_leaks(t.game, 2, mark))
    assert any("token face" in p for p in log_leaks(t.game, 1, mark))
