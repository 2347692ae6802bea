"""Scenario tests drawn sentence by sentence from the Frozen Lands rules.

Sources cited in each docstring:

* the Remastered rulebook (``shared/seeds/000_*``), its "Frozen Lands" sections,
  which win on any disagreement (seeds README);
* the designs in ``shared/reference/cards-designed.md`` section 2 (rules
  ``fl-rule-contamination-procedure``, ``fl-rule-end-of-game``,
  ``fl-rule-base-card-readings``, the ten places, the tokens and the cards);
* ``shared/reference/rulings.md`` R30-R33 and the project's ``assets/rules.md``.

Every position is built through the engine's public API and the scenario
``Table`` (Creature at seat 0, Hunted 1, 2 and 3 in play order, 4 players)
and played through :meth:`Game.apply`.
"""

from __future__ import annotations

from notalone_tui.engine import Action, Decision, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame
from tests.engine.scenario import Table

from .helpers import BLANK, INFECTED, give_tokens, play_card, pool, resolving, table

P = Verb.POWER
HUNTED = (1, 2, 3)


def held(t: Table, seat: int) -> int:
    return contamination.held_count(t.state, seat)


def quiet(t: Table, *creature_cards: str) -> Table:
    """No Survival card in any Hunted's hand (no window gets in the way) and the
    Creature holding exactly ``creature_cards`` (by default cards it never plays
    unprompted in these scenarios)."""
    for seat in HUNTED:
        t.rig_survival(seat)
    t.rig_creature_hand(*(creature_cards or ("hunt-cataclysm", "hunt-tracking", "hunt-detour")))
    return t


def empty_reserve_into(t: Table, seat: int, leave: int = 0) -> None:
    """Move every token but ``leave`` from the reserve to ``seat``."""
    reserve = pool(t)["reserve"]
    give_tokens(t, seat, *reserve[: len(reserve) - leave])


def play_out_turn(t: Table) -> list[Decision]:
    """Answer with the scenario defaults until the next turn begins or the game
    ends; every decision met on the way."""
    number = t.turn.number
    seen: list[Decision] = []
    for _ in range(500):
        if t.game.is_over:
            return seen
        d = t.game.pending[0]
        if t.turn.number > number:
            return seen
        seen.extend(t.game.pending)
        t.game.apply(Action(d.seat, t.default(d)))
    raise AssertionError("the turn did not end")


def resolves_of(seen: list[Decision], seat: int) -> list[Decision]:
    return [d for d in seen if d.kind is Kind.RESOLVE and d.seat == seat]


def one_short(t: Table) -> None:
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1


# =================================================== Contamination procedure
def test_giving_up_with_an_empty_reserve_takes_no_token_but_assimilation_moves() -> None:
    """fl-rule-contamination-procedure, edge case: with the reserve empty no token
    is taken, and the effect's other parts still apply. Rulebook, Phase 1: each
    Hunted who gives up moves the Assimilation counter 1 space."""
    t = table()
    empty_reserve_into(t, 3)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_will(1, 1)
    t.advance(kind=Kind.EXPLORE, seat=1)
    before = t.state.assimilation
    t.do(1, Verb.GIVE_UP)
    assert held(t, 1) == 0
    assert t.state.assimilation == before + 1
    assert t.hunted(1).will == 3 and sorted(t.hunted(1).hand) == [1, 2, 3, 4, 5]
    assert check_invariants(t.state) == []


def test_two_hunted_giving_up_each_take_a_token_and_each_move_assimilation() -> None:
    """Rulebook, Frozen Lands Exploration: every Hunted who gives up takes a token
    at random, face down; base Phase 1: +1 Assimilation per Hunted giving up."""
    t = table()
    for seat in (1, 2):
        t.rig_places(seat, hand=[1, 2], discard=[3, 4, 5])
    before = t.state.assimilation
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    t.do(1, Verb.EXPLORE, places=(1,))
    t.advance(kind=Kind.EXPLORE, seat=2)
    t.do(2, Verb.GIVE_UP)
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)
    assert t.state.assimilation == before + 2
    assert len(pool(t)["reserve"]) == 12


def test_each_hunted_losing_their_last_will_takes_a_token_assimilation_once() -> None:
    """Rulebook, Frozen Lands Reckoning: a Hunted losing their last Will takes a
    token; base Reckoning: +1 for the catch and +1 more for last Wills, however
    many Hunted are concerned. C7: the token comes with the refill."""
    t = quiet(table())
    t.rig_will(1, 1)
    t.rig_will(2, 1)
    before = t.state.assimilation
    t.plan.explore = {1: (3,), 2: (3,), 3: (5,)}
    t.plan.creature = 3
    t.finish_turn()
    assert (held(t, 1), held(t, 2), held(t, 3)) == (1, 1, 0)
    assert t.state.assimilation == before + 2
    assert (t.hunted(1).will, t.hunted(2).will) == (3, 3)


def test_the_reserve_running_out_gives_the_last_token_and_then_none() -> None:
    """fl-rule-contamination-procedure: empty reserve, no token is taken. Two
    Hunted lose their last Will with a single token left: one token leaves the
    reserve, never more, and the 14 tokens are conserved."""
    t = quiet(table())
    empty_reserve_into(t, 3, leave=1)
    t.rig_will(1, 1)
    t.rig_will(2, 1)
    t.plan.explore = {1: (3,), 2: (3,), 3: (5,)}
    t.plan.creature = 3
    t.finish_turn()
    assert held(t, 1) + held(t, 2) == 1
    assert len(pool(t)["reserve"]) == 0
    assert "reserve is empty" in t.log()
    assert check_invariants(t.state) == []


def test_caught_on_the_ice_cave_at_one_will_takes_two_tokens() -> None:
    """fl-place-01-ice-cave YELLOW: caught by the Creature token there, take a token;
    rulebook Frozen Lands Reckoning: losing the last Will takes another. Two causes,
    two tokens."""
    t = quiet(table())
    t.rig_will(1, 1)
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 1
    t.finish_turn()
    assert held(t, 1) == 2
    assert t.hunted(1).will == 3


def test_a_token_may_go_back_on_the_hummocks_after_its_once_a_turn_power_was_used() -> None:
    """fl-rule-contamination-procedure edge case: the token alternative is available
    wherever taking back a card is, including on a max-1x/turn place already used
    this turn (fl-place-04-hummocks: later Hunted may take back or discard a token)."""
    t = quiet(table())
    give_tokens(t, 2, INFECTED)
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=4, n=1)
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert not [o for o in d.options if o.verb is P]
    assert contamination.DISCARD_TOKEN in d.options
    assert Option(Verb.TAKE_BACK, place=5) in d.options
    t.do(2, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 2) == 0 and pool(t)["reserve"].count(INFECTED) == 5


def test_a_token_may_go_back_on_the_capsule_after_its_power_was_used() -> None:
    """fl-place-08-capsule edge case: later Hunted on the Capsule this turn may take
    back a card or discard their own token (max 1x/turn exception)."""
    t = quiet(table())
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    resolving(t, {1: (8,), 2: (8,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=8, seat=-1, n=1)
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert not [o for o in d.options if o.verb is P]
    assert contamination.DISCARD_TOKEN in d.options


def test_no_token_alternative_under_the_creature_or_artemia_token() -> None:
    """Rulebook, Reckoning: on the Creature or the Artemia token's place a Hunted may
    neither use the power nor take back a card; fl-rule-contamination-procedure:
    the token alternative is not available there either."""
    t = quiet(table(), "hunt-virus", "hunt-tracking", "hunt-detour")
    for seat in HUNTED:
        give_tokens(t, seat, BLANK)
    t.plan.hunt_cards = ["hunt-virus"]
    t.plan.artemia = (2, 3)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 5
    seen = play_out_turn(t)
    assert resolves_of(seen, 1) == resolves_of(seen, 2) == resolves_of(seen, 3) == []
    assert [held(t, s) for s in HUNTED] == [1, 1, 1]


def test_dodge_on_the_creature_token_keeps_the_token_alternative() -> None:
    """rules.md (Frozen Lands): the token alternative is never offered under the
    Creature token "unless a card lets the Hunted ignore it": with Dodge the
    Hunted resolves the place and may return a token."""
    t = quiet(table())
    t.rig_survival(1, "survival-dodge")
    give_tokens(t, 1, INFECTED)
    t.plan.explore = {1: (3,), 2: (2,), 3: (5,)}
    t.plan.creature = 3
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 1 and t.turn.phase == 3)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-dodge")
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 1) == 0 and t.hunted(1).will == 3


def test_after_frostbite_the_token_taken_may_go_straight_back() -> None:
    """fl-hunt-frostbite: the Hunted on the Target place take a token, then may use
    the power or take back a card as usual; so the token alternative is open
    (fl-rule-contamination-procedure)."""
    t = quiet(table(), "fl-hunt-frostbite", "hunt-tracking", "hunt-detour")
    t.plan.hunt_cards = ["fl-hunt-frostbite"]
    t.plan.target = (2,)
    d = resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert held(t, 1) == 1
    assert contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 1) == 0 and len(pool(t)["reserve"]) == 14


def test_a_place_made_unusable_by_mirage_allows_no_token_discard() -> None:
    """Rulebook, Phase 2 notes and Reckoning: a place whose power is made unusable
    allows no take-back either; fl-rule-contamination-procedure: nor a token
    discard."""
    t = quiet(table(), "hunt-mirage", "hunt-tracking", "hunt-detour")
    give_tokens(t, 1, BLANK)
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.hunt_cards = ["hunt-mirage"]
    t.plan.target = (2, 3)
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 9
    seen = play_out_turn(t)
    assert resolves_of(seen, 1) == []
    assert held(t, 1) == 1


def test_the_aurora_with_nobody_to_repeat_still_allows_a_token_discard() -> None:
    """fl-place-10-aurora edge case: if no Hunted is eligible the power has no
    effect, but its Hunted may take back a card or discard a token instead."""
    t = quiet(table())
    t.rig_places(1, hand=[1, 2, 3, 4, 10], discard=[5])
    give_tokens(t, 1, BLANK)
    d = resolving(t, {1: (10,), 2: (4,), 3: (4,)}, creature=9, seat=1)
    assert not [o for o in d.options if o.verb is P]
    assert contamination.DISCARD_TOKEN in d.options
    assert Option(Verb.TAKE_BACK, place=5) in d.options


# ============================================================== end of game
def test_the_hummocks_win_in_phase_3_comes_before_the_creature_token_would() -> None:
    """Rulebook, Frozen Lands special cases: the Rescue counter reaching Victory in
    Phase 3 ends the game at once, with the check; R3: nothing after resolves.
    The Hummocks (place 4) resolve at step 1, before the Creature token's step,
    so an Assimilation counter one space short never moves: a clean reveal wins."""
    t = quiet(table())
    give_tokens(t, 3, BLANK)
    one_short(t)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    t.rig_will(3, 1)
    resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=5, seat=1)
    t.do(1, P, place=4, n=1)
    assert t.game.is_over and t.state.winner == "hunted"
    assert t.state.left("assimilation") == 1
    assert t.hunted(3).will == 1
    assert "no revealed token shows contamination" in t.log()


def test_the_hummocks_onto_victory_with_no_token_held_simply_wins() -> None:
    """fl-rule-end-of-game: if no Hunted holds a token the counter reaching Victory
    wins for the Hunted as usual; nothing is revealed."""
    t = quiet(table())
    one_short(t)
    resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=4, n=1)
    assert t.state.winner == "hunted"
    assert "revealed token" not in t.log()


def test_the_hummocks_one_short_may_be_declined_for_a_token_discard() -> None:
    """Rulebook, Hummocks special case: a Hunted may always take back a card or
    discard a token instead of the power; then the counter does not move and the
    game goes on."""
    t = quiet(table())
    give_tokens(t, 1, INFECTED)
    one_short(t)
    d = resolving(t, {1: (4,), 2: (4,), 3: (5,)}, creature=9, seat=1)
    assert Option(P, place=4, n=1) in d.options and contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert not t.game.is_over and t.state.left("rescue") == 1
    # Hunted 2 may still use the Hummocks: the power was not used.
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert Option(P, place=4, n=1) in d.options
    t.do(2, P, place=4, n=1)
    assert t.state.winner == "hunted"


def test_the_ice_cave_copying_the_hummocks_onto_victory_reveals_the_tokens() -> None:
    """fl-place-01-ice-cave (b) copies the Creature token's place; copying the
    Hummocks counts the figures there (a partner caught by a Hunt token still
    counts, fl-place-04-hummocks). Reaching Victory that way in Phase 3 reveals the
    tokens at once (rulebook special case; only the Capsule loses outright)."""
    t = quiet(table())
    give_tokens(t, 2, INFECTED)
    one_short(t)
    d = resolving(t, {1: (1,), 2: (4,), 3: (5,)}, creature=4, seat=1)
    assert Option(P, place=4, n=1) in d.options
    t.do(1, P, place=4, n=1)
    assert t.state.winner == "creature"
    assert "1 revealed token shows contamination" in t.log()


def test_a_token_taken_on_the_last_turn_brings_the_team_choice() -> None:
    """fl-rule-end-of-game: the choice is made in Phase 4 whenever a token is held
    at that moment; a token taken in Phase 3 of that very turn (a lost last Will)
    counts, so the counter does not simply advance."""
    t = quiet(table())
    one_short(t)
    t.rig_will(2, 1)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 3
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    assert held(t, 2) == 1
    assert d.options == (endgame.ADVANCE, endgame.hold(2))
    assert t.state.left("rescue") == 1


def test_advance_reveals_every_hunteds_tokens() -> None:
    """Rulebook, Frozen Lands end of game: on Advance the Hunted reveal all their
    tokens; one icon anywhere loses, whoever holds it."""
    t = quiet(table())
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, BLANK, BLANK)
    give_tokens(t, 3, INFECTED)
    one_short(t)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    assert set(d.options) == {endgame.ADVANCE, endgame.hold(1), endgame.hold(2), endgame.hold(3)}
    t.game.apply(Action(1, endgame.ADVANCE))
    assert t.state.winner == "creature"
    assert t.state.left("rescue") == 0
    faces = {h.seat: h.revealed_contamination for h in t.game.view(None).hunted}
    assert faces == {1: (BLANK,), 2: (BLANK, BLANK), 3: (INFECTED,)}


def test_the_capsule_left_unmoved_one_short_does_not_lose() -> None:
    """fl-place-08-capsule / R32: moving the Rescue counter is optional; a Hunted
    who does not move it one space short loses nothing, and the game reaches the
    Phase-4 team choice as usual."""
    t = quiet(table())
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    one_short(t)
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert Option(P, place=8, seat=2, n=0) in d.options
    t.do(1, P, place=8, seat=-1, n=0)
    assert not t.game.is_over and t.state.left("rescue") == 1
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    t.game.apply(Action(1, endgame.ADVANCE))
    assert t.state.winner == "hunted"


def test_the_capsule_discard_then_move_onto_victory_still_loses() -> None:
    """fl-place-08-capsule: first a teammate may discard a token, then the optional
    move; onto Victory the Hunted lose whatever their tokens show (R32), even when
    the discard left no token at all."""
    t = quiet(table())
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, INFECTED)
    one_short(t)
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=8, seat=2, n=1)
    assert not t.game.is_over
    t.do(2, Verb.DISCARD, card=contamination.TOKEN)
    assert contamination.held_total(t.state) == 0
    assert t.state.winner == "creature"


def hold_back_one_short(t: Table) -> None:
    """Seat 2 holds two blank tokens, the Rescue counter stands one space short, and
    the team holds it back at the end of turn 1 (seat 2 discards a token)."""
    give_tokens(t, 2, BLANK, BLANK)
    one_short(t)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    t.game.apply(Action(1, endgame.hold(2)))


def test_giving_up_in_an_additional_turn_can_win_for_the_creature_in_phase_1() -> None:
    """Rulebook, Frozen Lands end of game warning: during additional turns the
    Assimilation counter reaching Victory wins for the Creature at once; R3: in any
    phase (here Phase 1, by a Give Up)."""
    t = quiet(table())
    hold_back_one_short(t)
    assert held(t, 2) == 1 and not t.game.is_over
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    t.rig_places(1, hand=[1, 3, 4, 5], discard=[2])
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    assert t.state.winner == "creature"
    assert t.state.left("rescue") == 1


def test_stasis_on_the_last_step_without_tokens_keeps_the_game_going() -> None:
    """R15 / fl-rule-end-of-game: Stasis stops the end-of-turn Rescue move; with no
    token held there is no choice and the counter stays one short."""
    t = quiet(table(), "hunt-stasis", "hunt-tracking", "hunt-detour")
    one_short(t)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 0 and t.turn.phase == 4)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card="hunt-stasis")
    # The rest of Phase 4 needed no answer: the next turn has begun.
    assert t.turn.number == 2 and t.game.pending[0].kind is Kind.CREATURE_WINDOW
    assert not t.game.is_over and t.state.left("rescue") == 1


def test_a_hold_discard_does_not_count_for_relapse_next_turn() -> None:
    """fl-hunt-relapse edge case: the Hold discard comes after Relapse could be
    played, so it never counts; the next turn's Relapse looks at that turn only."""
    t = quiet(table(), "fl-hunt-relapse", "hunt-tracking", "hunt-detour")
    hold_back_one_short(t)
    assert held(t, 2) == 1
    t.plan.explore = {1: (1,), 2: (4,), 3: (4,)}
    t.plan.creature = 9
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and d.seat == 0 and t.turn.phase == 4)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card="fl-hunt-relapse")
    assert held(t, 2) == 1


# ================================================ base cards and adjacency
def test_detour_taking_the_partner_off_the_hummocks_stops_the_rescue_move() -> None:
    """fl-rule-base-card-readings edge case: Detour can move a figure off the
    Hummocks, whose condition is checked when the Hummocks resolves; alone there,
    the user gets the other half (a teammate takes back a card)."""
    t = quiet(table(), "hunt-detour", "hunt-tracking", "hunt-stasis")
    t.rig_places(3, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (4,), 2: (4,), 3: (2,)}
    t.plan.creature = 9
    play_card(t, 0, 3, "hunt-detour")
    t.do(0, Verb.MOVE, seat=2, n=0, place=5)
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(P, place=4, n=1) not in d.options
    assert [o for o in d.options if o.verb is P] == [Option(P, place=4, seat=3)]


def test_ice_bridge_onto_the_hummocks_makes_a_partner_there() -> None:
    """fl-survival-ice-bridge: the mover is treated as having revealed the new
    place; fl-rule-base-card-readings: the Hummocks condition is read when it
    resolves, so the Hunted already there now has a partner."""
    t = quiet(table())
    t.rig_survival(2, "fl-survival-ice-bridge")
    t.plan.explore = {1: (4,), 2: (3,), 3: (2,)}
    t.plan.creature = 9
    play_card(t, 2, 3, "fl-survival-ice-bridge")
    t.do(2, Verb.MOVE, seat=2, n=0, place=4)
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(P, place=4, n=1) in d.options
    before = t.state.rescue
    t.do(1, P, place=4, n=1)
    assert t.state.rescue == before + 1


def test_the_ten_places_touch_only_orthogonally_on_two_rows_of_five() -> None:
    """Rulebook, Place cards: the ten places are adjacent horizontally and
    vertically, never diagonally (cards-designed 2.2: 2x5 grid). The Snowcat (5)
    ends the top row and the Crevasse (6) starts the bottom one: they do not touch,
    as Ice Bridge shows from each of them."""
    for start, reach in ((5, {4, 10}), (6, {1, 7})):
        t = quiet(table())
        t.rig_survival(1, "fl-survival-ice-bridge")
        t.rig_places(1, hand=[1, 2, 3, 4, 5, 6], discard=[])
        t.plan.explore = {1: (start,), 2: (3,), 3: (3,)}
        t.plan.creature = 3
        play_card(t, 1, 3, "fl-survival-ice-bridge")
        d = t.decision(1)
        assert {o.place for o in d.options} == reach, (start, d.options)


def test_the_gate_borrows_adjacent_places_but_never_the_aurora() -> None:
    """fl-rule-base-card-readings: the Gate may never copy the Aurora (place 10).
    From the Hot Spring (9) the adjacent places are 4, 8 and 10: the Hummocks and
    the Capsule are offered (a partner stands on the Hummocks), the Aurora never."""
    t = quiet(table())
    t.rig_survival(1, "survival-gate")
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9], discard=[])
    t.rig_places(3, hand=[1, 2, 3, 4, 5, 10], discard=[])
    t.plan.explore = {1: (9,), 2: (4,), 3: (10,)}
    t.plan.creature = 2
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    d = t.decision(1)
    offered = {o.place for o in d.options if o.verb is P}
    assert offered == {4, 8}
    assert Option(P, place=4, n=1) in d.options


def test_fierceness_on_the_ice_cave_costs_two_will_and_one_token() -> None:
    """fl-rule-base-card-readings edge case: Fierceness applies normally on the Ice
    Cave, which itself costs no extra Will, only a Contamination token."""
    t = quiet(table(), "hunt-fierceness", "hunt-tracking", "hunt-stasis")
    t.plan.hunt_cards = ["hunt-fierceness"]
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 1
    t.finish_turn()
    assert t.hunted(1).will == 1
    assert held(t, 1) == 1


def test_dodge_on_the_ice_cave_avoids_its_token() -> None:
    """fl-place-01-ice-cave edge case: the YELLOW token hits only Hunted actually
    caught there; Dodge avoids it (and the Will loss)."""
    t = quiet(table())
    t.rig_survival(1, "survival-dodge")
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 1
    play_card(t, 1, 3, "survival-dodge")
    t.finish_turn()
    assert t.hunted(1).will == 3 and held(t, 1) == 0


def test_interference_on_the_capsule_still_lets_a_token_go_back() -> None:
    """fl-place-08-capsule edge case: under Interference the whole power does
    nothing, but the Hunted there may still take back a card or discard their own
    token (both are max-1x/turn places)."""
    t = quiet(table(), "hunt-interference", "hunt-tracking", "hunt-stasis")
    t.plan.hunt_cards = ["hunt-interference"]
    t.rig_places(1, hand=[1, 2, 3, 4, 8], discard=[5])
    give_tokens(t, 1, INFECTED)
    give_tokens(t, 2, BLANK)
    d = resolving(t, {1: (8,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert not [o for o in d.options if o.verb is P]
    assert contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 1) == 0 and held(t, 2) == 1


def test_dara_saving_a_hunted_spares_their_contamination_token() -> None:
    """remastered-hunted-dara-mbeki (the one exception to C7): the saved Hunted no
    longer counts as having lost their last Will, so in Frozen Lands they take no
    Contamination token (nor the refill, nor the extra Assimilation step)."""
    from notalone_tui.engine.rulesets.sheets import abilities

    t = Table(players=4, seed=1, ruleset="frozen-lands", sheets=True)
    t.state.extra[abilities.CHARACTERS_KEY] = {
        1: abilities.DARA, 2: abilities.OLEG, 3: abilities.MIRA}
    quiet(t)
    t.rig_will(2, 1)
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    start = t.state.assimilation
    t.advance(lambda d: d.kind == abilities.DARA_SAVE)
    t.do(1, Verb.CHOOSE, seat=2)
    t.finish_turn()
    assert held(t, 2) == 0
    assert t.hunted(2).will == 1 and t.state.assimilation == start + 1


def test_distress_signal_to_one_short_brings_the_team_choice_that_turn() -> None:
    """fl-survival-distress-signal (Phase 4, two or more spaces short): the counter
    moves and its player takes a token; then, as the last step of that Phase 4
    (fl-rule-end-of-game), the normal move would reach Victory with a token held:
    the team chooses."""
    t = quiet(table())
    t.rig_survival(1, "fl-survival-distress-signal")
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    play_card(t, 1, 4, "fl-survival-distress-signal")
    assert t.state.left("rescue") == 1 and held(t, 1) == 1
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    assert d.options == (endgame.ADVANCE, endgame.hold(1))


def test_a_dodger_on_the_hummocks_wins_after_the_catch_and_no_last_will_token() -> None:
    """Ordering: a Hunted ignoring the Creature token resolves its place at the
    Creature step, after the catch (reckoning order). The Hummocks then counts the
    caught partner (fl-place-04-hummocks: figures count whatever happens to them);
    the counter reaching Victory in Phase 3 ends the game at once, so the partner's
    lost last Will brings no token (fl-rule-end-of-game; rulebook special case)."""
    t = quiet(table())
    t.rig_survival(1, "survival-dodge")
    one_short(t)
    t.rig_will(2, 1)
    t.plan.explore = {1: (4,), 2: (4,), 3: (5,)}
    t.plan.creature = 4
    start = t.state.assimilation
    play_card(t, 1, 3, "survival-dodge")
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.hunted(2).will == 0 and t.state.assimilation == start + 1
    assert Option(P, place=4, n=1) in d.options
    t.do(1, P, place=4, n=1)
    assert t.state.winner == "hunted"
    assert contamination.held_total(t.state) == 0
    assert t.state.assimilation == start + 1


# ===================================================== more end-game timing
def test_the_hold_discard_drops_the_token_its_owner_knows_is_contaminated() -> None:
    """fl-rule-end-of-game: on Hold the named Hunted discards 1 token of their
    choice; fl-survival-diagnostic-kit lets them know the faces, and rules.md
    (Frozen Lands, which token goes back) makes the one choice that matters: a
    token known to show the icon goes first. Advancing next turn then wins."""
    t = quiet(table())
    t.rig_survival(2, "fl-survival-diagnostic-kit")
    give_tokens(t, 2, INFECTED, BLANK)
    one_short(t)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.advance(kind=Kind.EXPLORE, seat=2)
    t.do(2, Verb.PLAY, card="fl-survival-diagnostic-kit")
    t.do(2, Verb.PASS)  # keeps both, knowing which is which
    assert held(t, 2) == 2
    t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    t.game.apply(Action(1, endgame.hold(2)))
    assert pool(t)["held"][2] == [BLANK]
    t.plan.explore = {1: (1,), 2: (4,), 3: (4,)}
    t.plan.creature = 9
    t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    t.game.apply(Action(1, endgame.ADVANCE))
    assert t.state.winner == "hunted"


def test_an_antidote_on_the_last_token_in_phase_4_lets_the_counter_simply_advance() -> None:
    """fl-survival-antidote is played before the end-of-game decision; once no
    Hunted holds a token the Rescue counter advances as usual and the Hunted win
    (fl-rule-end-of-game), with no team choice."""
    t = quiet(table())
    t.rig_survival(1, "fl-survival-antidote")
    give_tokens(t, 3, INFECTED)
    one_short(t)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    play_card(t, 1, 4, "fl-survival-antidote")  # Hunted 3, the only holder, is named
    assert contamination.held_total(t.state) == 0
    while not t.game.is_over:
        d = t.game.pending[0]
        assert d.kind != endgame.TEAM_CHOICE
        t.game.apply(Action(d.seat, t.default(d)))
    assert t.state.winner == "hunted"


def test_the_gate_on_the_hummocks_shares_its_once_a_turn_limit() -> None:
    """fl-place-04-hummocks edge case: copied with the Gate, the condition counts
    the figures on the Hummocks other than the copier, and the 1x/turn limit is
    shared with copies. The Glacier (3) resolves before the Hummocks (4): the copy
    moves the counter, the Hunted on the Hummocks then have only the alternatives,
    and the counter moves exactly once."""
    t = quiet(table())
    t.rig_survival(1, "survival-gate")
    give_tokens(t, 2, BLANK)
    before = t.state.rescue
    t.plan.explore = {1: (3,), 2: (4,), 3: (4,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    t.do(1, P, place=4, n=1)
    assert t.state.rescue == before + 1
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert not [o for o in d.options if o.verb is P]
    assert contamination.DISCARD_TOKEN in d.options
    t.do(2, Verb.PASS)
    seen = play_out_turn(t)
    assert not [o for d in resolves_of(seen, 3) for o in d.options if o.verb is P]
    assert t.state.rescue == before + 2  # the copy, then the end-of-turn move


def test_the_ice_cave_copying_the_capsule_onto_victory_loses() -> None:
    """fl-place-08-capsule edge case: the same applies when the power is copied
    (Ice Cave (b)): moving the Rescue counter onto Victory with the Capsule's
    power loses for the Hunted whatever the tokens (R32), even with none held."""
    t = quiet(table())
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 8])
    one_short(t)
    d = resolving(t, {1: (1,), 2: (8,), 3: (5,)}, creature=8, seat=1)
    assert Option(P, place=8, seat=-1, n=1) in d.options
    t.do(1, P, place=8, seat=-1, n=1)
    assert t.state.winner == "creature"


# ================================================================ the Glacier
def test_the_glacier_with_a_single_card_in_hand_lays_it_and_the_effect_is_lost() -> None:
    """fl-place-03-glacier edge case: a chosen Hunted who holds fewer than 2 Place
    cards when they play lays 1 and the effect is lost. The base River's reading
    (two cards or Resist / Give Up) must not force a Give Up here, which in
    Frozen Lands would also cost a Contamination token and an Assimilation step."""
    t = quiet(table())
    resolving(t, {1: (3,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=3, seat=2)
    t.finish_turn()
    t.rig_places(2, hand=[4], discard=[1, 2, 3, 5])
    before = t.state.assimilation
    d = t.advance(kind=Kind.EXPLORE, seat=2)
    assert Option(Verb.EXPLORE, places=(4,)) in d.options
    t.do(2, Verb.EXPLORE, places=(4,))
    t.plan.explore = {1: (1,), 3: (1,)}
    t.plan.creature = 9
    seen = play_out_turn(t)
    assert not [d for d in seen if d.seat == 2 and d.kind == "river"]
    assert "Simon reveals the Hummocks" in t.log() and t.hunted(2).discard[-1] == 4
    assert t.state.assimilation == before and held(t, 2) == 0


def test_the_glacier_s_second_card_is_a_may_lay_one_and_the_effect_is_lost() -> None:
    """fl-place-03-glacier: next turn the chosen Hunted *may* lay 2 cards instead of
    1. Holding several, they may still lay a single card; there is then no choice
    to make at the end of Phase 2, and the effect is spent."""
    t = quiet(table())
    resolving(t, {1: (3,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=3, seat=2)
    t.finish_turn()
    t.rig_places(2, hand=[1, 4, 5], discard=[2, 3])
    for seat in (1, 3):
        t.rig_places(seat, hand=[1, 2, 5], discard=[3, 4])
    t.plan.explore = {1: (1,), 3: (1,)}
    t.plan.creature = 9
    d = t.advance(kind=Kind.EXPLORE, seat=2)
    assert Option(Verb.EXPLORE, places=(1, 4)) in d.options  # two, as the Glacier allows
    assert Option(Verb.EXPLORE, places=(4,)) in d.options  # or one, as ever
    t.do(2, Verb.EXPLORE, places=(4,))
    assert t.hunted(2).played == [4] and sorted(t.hunted(2).hand) == [1, 5]
    seen = play_out_turn(t)
    assert not [d for d in seen if d.seat == 2 and d.kind == "river"]
    assert "Simon reveals the Hummocks" in t.log()
    assert not t.hunted(2).next_needs  # spent: nothing carries to the next turn


def test_snowdrift_played_against_frozen_trail_spares_its_token() -> None:
    """fl-hunt-frozen-trail edge case: Snowdrift ignores it; fl-survival-snowdrift:
    played before the Target token resolves by a Hunted on a covered place, who then
    resolves the place normally (here with no token taken)."""
    t = quiet(table(), "fl-hunt-frozen-trail", "hunt-tracking", "hunt-stasis")
    t.rig_survival(2, "fl-survival-snowdrift")
    t.advance(kind=Kind.CREATURE_WINDOW, seat=0)
    t.do(0, Verb.PLAY, card="fl-hunt-frozen-trail")
    t.do(0, Verb.TOKEN, card="target", places=(1, 2))
    t.plan.explore = {1: (1,), 2: (2,), 3: (5,)}
    t.plan.creature = 9
    play_card(t, 2, 3, "fl-survival-snowdrift")
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert [o for o in d.options if o.verb is P]
    assert (held(t, 1), held(t, 2)) == (1, 0)



def test_the_aurora_repeating_the_glacier_must_choose_a_different_hunted() -> None:
    """fl-place-03-glacier edge cases: each Hunted can be chosen once per turn (no
    'play 2 cards' effect pending), so the Aurora's repeat must name another one
    (fl-place-10-aurora: the repeated power makes all its choices again)."""
    t = quiet(table())
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 10])
    resolving(t, {1: (3,), 2: (10,), 3: (5,)}, creature=9, seat=1)
    t.do(1, P, place=3, seat=3)
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert Option(P, place=10, seat=1) in d.options
    t.do(2, P, place=10, seat=1)
    again = t.decision(1)
    assert {o.seat for o in again.options if o.verb is P} == {1, 2}
    t.do(1, P, place=3, seat=2)
    assert (t.hunted(2).next_needs, t.hunted(3).next_needs) == ("river", "river")


def test_four_players_is_enough_and_the_reserve_follows_the_hunted_count() -> None:
    """Rulebook, Frozen Lands warning: at least 4 players (R31); setup as in the base
    game: 2 reserve copies of places 6-10 for 2-3 Hunted, 3 for 4-6; the Frozen
    Lands cards join the decks (30 Hunt, 30 Survival: fl-rule-base-card-readings)."""
    from notalone_tui.engine import Game, GameConfig

    for players, copies in ((4, 2), (5, 3), (7, 3)):
        game = Game.new(GameConfig(names=tuple("ABCDEFG"[:players]), ruleset="frozen-lands"), 2)
        st = game.state
        assert dict(st.reserve) == {n: copies for n in range(6, 11)}
        assert len(st.hunt_deck) + len(st.creature.hand) == 30
        assert len(st.survival_deck) + sum(len(h.survival) for h in st.hunted.values()) == 30
        assert contamination.reserve_count(st) == 14 and not st.marker_on_beach


# ========================================================= base-card texts
def test_the_base_cards_texts_name_the_frozen_lands_places() -> None:
    """fl-rule-base-card-readings: Interference acts on places 4 and 8 (the Hummocks
    and the Capsule), the Drone uses place 5 (the Snowcat), and no copy effect (the
    Gate) may take the Aurora. The engine plays them so (tests above); the texts
    shown to the players should say so too, as Sanctuary's do for its places."""
    rules = table().game.rules
    texts = {card: rules.card(card).text
             for card in ("hunt-interference", "survival-drone", "survival-gate")}
    wrong = ("Beach", "Wreck", "Rover", "Artefact")
    assert not [(card, text) for card, text in texts.items() if any(w in text for w in wrong)]
