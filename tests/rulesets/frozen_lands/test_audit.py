"""Audit scenarios: the Remastered character sheets and the Frozen Lands places,
cards and Contamination tokens, checked against the Remastered rulebook
(``shared/seeds/000_*``), the designs (``shared/reference/cards-designed.md``:
section 1 for the sheets, section 2 for Frozen Lands) and the project's settled
rulings (``assets/rules.md``). Each test pins one rule or one listed edge case
that no other test pinned.

Tables have the Creature at seat 0 and the Hunted at seats 1.. in play order,
unless a test says otherwise. Places 1-5 are the top row of the grid, 6-10 the
row below (1 above 6, ... 5 above 10).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from notalone_tui.engine import Action, Decision, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import Seat
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame
from notalone_tui.engine.rulesets.frozen_lands import places as fl_places
from notalone_tui.engine.rulesets.sheets import abilities as sheets
from notalone_tui.engine.rulesets.sheets.abilities import (
    DARA,
    KENJI,
    LURKING,
    MIRA,
    OLEG,
    PACK,
    TOMAS,
    VERA,
)
from tests.engine.scenario import NAMES, Table, drive
from tests.engine.secrecy import all_leaks

from .helpers import BLANK, FL, INFECTED, give_tokens, play_card, pool, table, window

P = Verb.POWER
QUIET = ("hunt-cataclysm", "hunt-tracking", "hunt-stasis")
FILLER = (OLEG, MIRA, VERA, TOMAS, KENJI, DARA)


# ------------------------------------------------------------------ helpers
def held(t: Table, seat: int) -> int:
    return contamination.held_count(t.state, seat)


def quiet(t: Table, *creature_cards: str) -> Table:
    """No Survival card in any Hunted's hand, and the Creature holding exactly
    ``creature_cards`` (by default cards it never plays unprompted here)."""
    for seat in t.game.hunted_order:
        t.rig_survival(seat)
    t.rig_creature_hand(*(creature_cards or QUIET))
    return t


def fl(players: int = 4, seed: int = 1, *creature_cards: str) -> Table:
    return quiet(table(players=players, seed=seed), *creature_cards)


def with_sheets(*characters: str, players: int = 4, ruleset: str = FL, seed: int = 1,
                creature_cards: tuple[str, ...] = QUIET) -> Table:
    """A table with the character sheets on: the Hunted at seats 1.. play
    ``characters`` in that order (the rest filled in)."""
    chosen = list(characters)
    for c in FILLER:
        if len(chosen) == players - 1:
            break
        if c not in chosen:
            chosen.append(c)
    t = Table(players=players, seed=seed, ruleset=ruleset)
    t.game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0, ruleset=ruleset,
                                 sheets=True, characters=tuple(chosen)), seed=seed)
    return quiet(t, *creature_cards)


def used(t: Table, ability: str) -> int:
    return int(t.state.stats.get(ability, 0))


def kind_is(kind: str, seat: int | None = None) -> Callable[[Decision], bool]:
    return lambda d: d.kind == kind and (seat is None or d.seat == seat)


def resolving(t: Table, explore: dict[int, tuple[int, ...]], creature: int, seat: int,
              **plan: object) -> Decision:
    t.plan.explore = explore
    t.plan.creature = creature
    for k, v in plan.items():
        setattr(t.plan, k, v)
    return t.advance(kind=Kind.RESOLVE, seat=seat)


def one_short(t: Table) -> None:
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1


def powers(d: Decision) -> list[Option]:
    return [o for o in d.options if o.verb is P]


# ===================================================== the character sheets
def test_vera_on_the_snowcat_lets_a_teammate_take_a_reserve_card() -> None:
    """remastered-hunted-vera-lindqvist: the trigger is using the power of the
    place numbered 5, which in Frozen Lands is the Snowcat; the teammate she names
    takes a reserve card of a place they do not own yet."""
    t = with_sheets(VERA)
    resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=5, seat=1)
    t.do(1, Verb.CHOOSE, place=6)
    d = t.decision(1)
    assert d.kind == sheets.VERA_CHOOSE
    assert {o.seat for o in d.options} == {2, 3}
    t.do(1, Verb.CHOOSE, seat=3)
    reserve_before = t.state.reserve[7]
    t.do(3, Verb.CHOOSE, place=7)
    assert 7 in t.hunted(3).hand and t.state.reserve[7] == reserve_before - 1
    assert 6 in t.hunted(1).hand
    assert used(t, VERA) == 1
    assert check_invariants(t.state) == []


def test_vera_copying_the_snowcat_through_the_ice_cave_triggers() -> None:
    """remastered-hunted-vera-lindqvist: copying place 5 counts (Ice Cave, Gate...);
    fl-place-01-ice-cave (b) uses the power of the Creature token's place as if
    it had been played there."""
    t = with_sheets(VERA)
    d = resolving(t, {1: (1,), 2: (2,), 3: (3,)}, creature=5, seat=1)
    assert Option(P, place=5, seat=2) in d.options
    t.do(1, P, place=5, seat=2)
    t.do(2, Verb.CHOOSE, place=8)
    d = t.decision(1)
    assert d.kind == sheets.VERA_CHOOSE
    assert used(t, VERA) == 1


def test_vera_is_silent_when_no_teammate_could_take_a_card() -> None:
    """remastered-hunted-vera-lindqvist edge case: with no eligible teammate
    nothing happens; rules.md: an ability that would do nothing is not offered
    and not used up."""
    t = with_sheets(VERA)
    # Only the Crevasse is left in the reserve, and both teammates own one.
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 6])
    t.rig_places(3, hand=[1, 2, 3, 4, 5, 6])
    for k in (7, 8, 9, 10):
        t.state.reserve[k] = 0
    assert t.state.reserve[6] == 0
    t.state.reserve[6] = 1
    resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=5, seat=1)  # a single card to take: taken at once
    assert 6 in t.hunted(1).hand
    assert not any(d.kind == sheets.VERA_CHOOSE for d in t.game.pending)
    assert used(t, VERA) == 0


def test_tomas_at_the_base_camp_triggers_and_the_receiver_does_not() -> None:
    """remastered-hunted-tomas-achebe: the Base Camp's draw triggers the ability
    of its user; the card another Hunted receives from the Base Camp is not a
    draw for them (no trigger for a receiving Tomas)."""
    t = with_sheets(TOMAS, OLEG)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 7])
    resolving(t, {1: (2,), 2: (7,), 3: (3,)}, creature=9, seat=2)
    t.do(2, P, place=7, seat=1)
    card = t.decision(2).options[0].card
    t.do(2, Verb.CHOOSE, card=card)
    assert card in t.hunted(1).survival
    assert not any(d.kind == sheets.TOMAS_CHOOSE for d in t.game.pending)
    assert used(t, TOMAS) == 0


def test_tomas_using_the_base_camp_gives_a_teammate_a_card() -> None:
    """remastered-hunted-tomas-achebe: the Base Camp draw counts for its user
    (the Base Camp entry: 'It does count for the user of the Base Camp')."""
    t = with_sheets(TOMAS)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=7, seat=2)
    card = t.decision(1).options[0].card
    t.do(1, Verb.CHOOSE, card=card)
    d = t.advance(kind_is(sheets.TOMAS_CHOOSE, 1))
    assert {o.seat for o in d.options} == {2, 3}
    t.do(1, Verb.CHOOSE, seat=3)
    assert len(t.hunted(3).survival) == 1 and len(t.hunted(2).survival) == 1
    assert used(t, TOMAS) == 1


def test_tomas_at_the_hot_spring_draw_triggers_but_not_its_will_half() -> None:
    """remastered-hunted-tomas-achebe: the Hot Spring's (b) draw triggers; its (a)
    Will half draws nothing and does not."""
    t = with_sheets(TOMAS)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.rig_will(2, 2)
    resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=8, seat=1)
    t.do(1, P, place=9, places=(2,))
    assert used(t, TOMAS) == 0
    t2 = with_sheets(TOMAS)
    t2.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    resolving(t2, {1: (9,), 2: (2,), 3: (3,)}, creature=8, seat=1)
    t2.do(1, P, place=9, seat=2, n=1)
    d = t2.advance(kind_is(sheets.TOMAS_CHOOSE, 1))
    assert {o.seat for o in d.options} == {2, 3}


def test_tomas_alone_at_two_players_is_silent() -> None:
    """remastered-hunted-tomas-achebe at 2 players: there is no other Hunted, so
    the ability has nobody to give to and is neither offered nor used up."""
    t = with_sheets(TOMAS, players=2, ruleset="base")
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore = {1: (9,)}
    t.plan.creature = 10
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    draw = next(o for o in powers(d) if o.n == 1)  # the Source's draw
    t.game.apply(Action(1, draw))
    assert len(t.hunted(1).survival) == 1
    assert not any(d.kind == sheets.TOMAS_CHOOSE for d in t.game.pending)
    assert used(t, TOMAS) == 0


def test_kenji_under_spores_replaces_the_card_but_still_takes_the_token() -> None:
    """remastered-hunted-kenji-halvorsen edge cases and fl-hunt-spores: Kenji
    replaces only the Place-card discard; Spores still gives the Contamination
    token."""
    t = with_sheets(KENJI, creature_cards=("fl-hunt-spores", "hunt-stasis", "hunt-tracking"))
    t.rig_survival(1, "survival-adrenaline")
    t.plan.hunt_cards = ["fl-hunt-spores"]
    t.plan.artemia = (2,)
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 9
    d = t.advance(lambda d: d.kind is Kind.ARTEMIA_DISCARD and d.seat == 1)
    assert Option(Verb.DISCARD, card="survival-adrenaline") in d.options
    hand = list(t.hunted(1).hand)
    t.do(1, Verb.DISCARD, card="survival-adrenaline")
    assert t.hunted(1).hand == hand and t.hunted(1).survival == []
    assert held(t, 1) == 1
    assert used(t, KENJI) == 1


def test_mira_discarding_a_token_next_to_the_creature_still_triggers() -> None:
    """remastered-hunted-mira-solano: she triggers whatever she does at a token-free
    place next to the Creature token, discarding a Contamination token included."""
    t = with_sheets(MIRA)
    give_tokens(t, 1, BLANK)
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    d = resolving(t, {1: (3,), 2: (2,), 3: (2,)}, creature=8, seat=1)
    assert contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 1) == 0
    # Her one discarded card comes back (a single choice is made at once).
    assert 5 in t.hunted(1).hand and used(t, MIRA) == 1


def test_oleg_under_glacial_pace_cannot_resist_so_never_triggers() -> None:
    """remastered-hunted-oleg-varga edge case and fl-hunt-glacial-pace: with
    Resist forbidden the ability cannot trigger; Giving Up never triggers it."""
    t = with_sheets(OLEG, creature_cards=("fl-hunt-glacial-pace", "hunt-stasis", "hunt-tracking"))
    t.plan.phase1_cards = ["fl-hunt-glacial-pace"]
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert not [o for o in d.options if o.verb is Verb.RESIST]
    t.do(1, Verb.GIVE_UP)
    assert not any(d.kind == sheets.TAKE_BACK_ONE for d in t.game.pending)
    assert used(t, OLEG) == 0 and held(t, 1) == 1


def test_dara_saving_a_hunted_who_chose_will_under_hypothermia() -> None:
    """remastered-hunted-dara-mbeki with fl-hunt-hypothermia: a Hunted at 1 Will
    who chooses to lose Will has lost their last Will (Hypothermia entry); Dara's
    save then cancels the refill, the Contamination token and the extra
    Assimilation step."""
    t = with_sheets(DARA, creature_cards=("fl-hunt-hypothermia", "hunt-stasis", "hunt-tracking"))
    t.rig_will(2, 1)
    t.plan.hunt_cards = ["fl-hunt-hypothermia"]
    t.plan.target = (3,)
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 9
    t.advance(lambda d: d.kind == "fl_hypothermia")
    t.do(2, Verb.LOSE_WILL)
    assert t.hunted(2).will == 0 and 2 in t.turn.last_will
    start = t.state.assimilation
    t.advance(kind_is(sheets.DARA_SAVE, 1))
    t.do(1, Verb.CHOOSE, seat=2)
    drive(t, lambda: t.turn.number > 1)
    assert held(t, 2) == 0 and t.hunted(2).will == 1 and t.hunted(1).will == 2
    assert t.state.assimilation == start


def test_lurking_hunter_counts_a_catch_by_clone() -> None:
    """remastered-creature-ability-1-lurking-hunter edge case: a catch by the
    Target token acting as a second Creature token (Clone) is a catch, so the
    hand refills to 3 only."""
    t = with_sheets(creature_cards=("hunt-clone", "hunt-stasis", "hunt-tracking"),
                    players=4, ruleset="base")
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.target = (9,)
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.rig_places(3, hand=[1, 2, 3, 4, 5, 9])
    t.plan.explore[3] = (9,)
    t.plan.creature = 10
    t.finish_turn()
    assert t.hunted(3).will == 2
    assert len(t.creature.hand) == 3 and used(t, LURKING) == 0


def test_lurking_hunter_reshuffles_an_empty_hunt_deck() -> None:
    """remastered-creature-ability-1-lurking-hunter edge case: with the Hunt deck
    empty its discard pile is shuffled into a new deck, and the 4th card is drawn."""
    t = with_sheets(players=4)
    st = t.state
    st.hunt_discard.extend(st.hunt_deck)
    st.hunt_deck.clear()
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 10
    t.finish_turn()
    assert len(t.creature.hand) == 4 and used(t, LURKING) == 1
    assert check_invariants(t.state) == []


def test_lurking_hunter_after_rope_line_still_sees_a_catch() -> None:
    """fl-survival-rope-line: the chosen Hunted is caught, so the Creature token
    caught someone and Lurking Hunter does not act; Pack Instinct cannot
    trigger either (only one Hunted counts as caught), even at 5 players."""
    t = with_sheets(players=5)
    t.rig_survival(1, "fl-survival-rope-line")
    t.plan.explore = {1: (2,), 2: (2,), 3: (3,), 4: (4,)}
    t.plan.creature = 2
    play_card(t, 1, 3, "fl-survival-rope-line")
    t.do(1, Verb.TARGET, seat=1, place=2)
    t.finish_turn()
    assert t.hunted(1).will == 2 and t.hunted(2).will == 3
    assert used(t, PACK) == 0 and used(t, LURKING) == 0
    assert len(t.creature.hand) == 3


def test_pack_instinct_at_7_players_and_the_last_will_refill() -> None:
    """remastered-creature-ability-2-pack-instinct at 7 players (6 Hunted): each
    caught Hunted discards a Place card after losing Will; one who reached 0
    still recovers every Place card at step 5 (last edge case)."""
    t = with_sheets(players=7, ruleset="base")
    assert len(set(sheets.characters_of(t.state).values())) == 6
    t.rig_will(2, 1)
    t.plan.explore = {**{s: (3,) for s in (1, 2, 3)}, 4: (1,), 5: (2,), 6: (4,)}
    t.plan.creature = 3
    seen = []
    for _ in range(3):
        d = t.advance(kind_is(sheets.PACK_DISCARD))
        seen.append(d.seat)
        t.do(d.seat, Verb.DISCARD, place=d.options[0].place)
    assert sorted(seen) == [1, 2, 3] and used(t, PACK) == 1
    drive(t, lambda: t.turn.phase == 4,
          lambda d: Option(Verb.PASS) if d.kind == sheets.DARA_SAVE else None)
    assert t.hunted(2).will == 3 and sorted(t.hunted(2).hand) == [1, 2, 4, 5]
    assert len(t.hunted(1).discard) == 1


# ============================================================ the places
def test_the_snowcat_with_nothing_left_to_take_allows_no_alternative() -> None:
    """fl-place-05-snowcat edge case: if nobody can take a card the power does
    nothing; rulebook (Reckoning): a Hunted who cannot use their place's power
    cannot take back a card instead, and the token discard follows the take-back
    rule (fl-rule-contamination-procedure); rules.md 'No power, no take-back'."""
    t = fl()
    for k in (6, 7, 8, 9, 10):
        t.state.reserve[k] = 0
    give_tokens(t, 1, BLANK)
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    t.plan.explore = {1: (5,), 2: (2,), 3: (3,)}
    t.plan.creature = 9
    seen = drive(t, lambda: t.turn.number > 1)
    # Passing is all that is left, and it is made without asking.
    for d in seen:
        if d.kind is Kind.RESOLVE and d.seat == 1:
            assert set(d.options) <= {Option(Verb.PASS)}
    assert held(t, 1) == 1 and 4 in t.hunted(1).discard
    assert sorted(t.hunted(1).hand) == [1, 2, 3]


def test_the_base_camp_with_both_survival_piles_empty_keeps_its_alternatives() -> None:
    """fl-place-07-base-camp: with nothing to draw the power cannot be used; its
    design (and rules.md) keeps the alternatives: take back a card or discard a
    token."""
    t = fl()
    st = t.state
    st.survival_discard.extend(st.survival_deck)
    st.survival_deck.clear()
    # Every Survival card into Hunted 3's hand: both piles empty.
    t.rig_survival(3, *st.survival_discard)
    give_tokens(t, 1, BLANK)
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    d = resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert not powers(d)
    assert contamination.DISCARD_TOKEN in d.options
    assert Option(Verb.TAKE_BACK, place=4) in d.options


def test_the_base_camp_with_one_card_left_keeps_it_and_gives_nothing() -> None:
    """fl-place-07-base-camp edge case: if only 1 card can be drawn, the user
    keeps it and gives nothing."""
    t = fl()
    st = t.state
    last = st.survival_deck[-1]
    t.rig_survival(3, *[c for c in st.survival_deck if c != last])
    st.survival_discard.clear()
    assert st.survival_deck == [last]
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    resolving(t, {1: (7,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=7, seat=2)
    assert t.hunted(1).survival == [last] and t.hunted(2).survival == []
    assert not any(d.kind == fl_places.BASE_CAMP_GIVE for d in t.game.pending)
    assert check_invariants(st) == []


def test_the_hot_spring_draw_with_one_card_left_feeds_only_its_user() -> None:
    """fl-place-09-hot-spring (b): you and another Hunted each draw 1; C5: with
    both piles nearly empty, draw as many as possible (the user draws first)."""
    t = fl()
    st = t.state
    last = st.survival_deck[-1]
    t.rig_survival(3, *[c for c in st.survival_deck if c != last])
    t.rig_places(1, hand=[1, 2, 3, 9], discard=[4, 5])
    resolving(t, {1: (9,), 2: (2,), 3: (3,)}, creature=8, seat=1)
    t.do(1, P, place=9, seat=2, n=1)
    assert t.hunted(1).survival == [last] and t.hunted(2).survival == []
    assert check_invariants(st) == []


def test_the_gate_on_the_capsule_shares_its_once_a_turn_limit() -> None:
    """fl-place-08-capsule edge cases: copied, the 1x/turn limit is shared with
    copies; later Hunted on the Capsule may still take back a card or discard
    their own token. The Base Camp (7) resolves before the Capsule (8)."""
    t = fl()
    t.rig_survival(1, "survival-gate")
    t.rig_places(1, hand=[1, 2, 3, 7], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    give_tokens(t, 3, BLANK)
    before = t.state.rescue
    resolving(t, {1: (7,), 2: (8,), 3: (3,)}, creature=10, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    t.do(1, P, place=8, seat=3, n=1)
    t.do(3, Verb.DISCARD, card=contamination.TOKEN)
    assert held(t, 3) == 0 and t.state.rescue == before + 1
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert not powers(d)
    assert contamination.DISCARD_TOKEN in d.options
    assert Option(Verb.TAKE_BACK, place=4) in d.options


def test_the_capsule_two_short_moves_to_one_short_and_the_game_goes_on() -> None:
    """fl-place-08-capsule: only reaching Victory with it loses (R32); a move to one
    space short is an ordinary move, and the Phase-4 team choice follows since a
    token is held (fl-rule-end-of-game)."""
    t = fl()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 2, BLANK)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=8, seat=-1, n=1)
    assert not t.game.is_over and t.state.left("rescue") == 1
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    assert set(d.options) == {endgame.ADVANCE, endgame.hold(2)}


def test_two_spaces_short_with_tokens_the_counter_moves_without_a_choice() -> None:
    """fl-rule-end-of-game: the team chooses only when the counter's normal move
    would put it on Victory; two spaces short it simply moves."""
    t = fl()
    give_tokens(t, 1, INFECTED)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 2
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 9
    seen = drive(t, lambda: t.turn.number > 1)
    assert not [d for d in seen if d.kind == endgame.TEAM_CHOICE]
    assert t.state.left("rescue") == 1 and not t.game.is_over


def test_ice_bridge_never_enters_a_place_frozen_trail_covers() -> None:
    """fl-hunt-frozen-trail edge case: Ice Bridge can leave a covered place but
    never enter one (fl-survival-ice-bridge: the destination holds no Hunt token)."""
    t = fl(4, 1, "fl-hunt-frozen-trail", "hunt-stasis", "hunt-tracking")
    t.rig_survival(1, "fl-survival-ice-bridge")
    t.plan.phase1_cards = ["fl-hunt-frozen-trail"]
    t.advance(lambda d: d.kind == "fl_frozen_trail_lay")
    t.do(0, Verb.TOKEN, card="target", places=(2, 3))
    t.plan.explore = {1: (1,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    window(t, 1, 3)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="fl-survival-ice-bridge")
    # One destination only (6, not 2, which the Frozen Trail covers): made at once.
    assert t.turn.positions[1] == [6] or tuple(t.turn.positions[1]) == (6,)


def test_the_ice_cave_cannot_copy_a_once_a_turn_power_already_used() -> None:
    """fl-place-01-ice-cave edge case: (b) may not copy a max-1x/turn power already
    used this turn. A Gate user on the Glacier (3) uses the Hummocks' power while
    the Creature token is there; the Ice Cave under Frostbite's Target token
    resolves later and finds the Hummocks used."""
    t = fl(4, 1, "fl-hunt-frostbite", "hunt-stasis", "hunt-tracking")
    t.rig_survival(2, "survival-gate")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.plan.hunt_cards = ["fl-hunt-frostbite"]
    t.plan.target = (1,)
    resolving(t, {1: (1,), 2: (3,), 3: (4,)}, creature=4, seat=2)
    t.do(2, Verb.OPEN_HAND)
    t.do(2, Verb.PLAY, card="survival-gate")
    before = t.state.rescue
    t.do(2, P, place=4, n=1)
    assert t.state.rescue == before + 1
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert held(t, 1) == 1  # Frostbite first
    assert not [o for o in powers(d) if o.place == 4]
    assert [o for o in powers(d) if o.place == 1]


def test_the_aurora_repeats_an_ice_cave_copy_as_the_ice_caves_power() -> None:
    """fl-place-10-aurora edge case: if the chosen Hunted used the Ice Cave to copy,
    the power repeated is the Ice Cave's, so they choose (a) or (b) again."""
    t = fl()
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 10])
    t.rig_will(3, 1)
    resolving(t, {1: (1,), 2: (10,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=9, places=(3,))
    assert t.hunted(3).will == 2
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert Option(P, place=10, seat=1) in d.options
    t.do(2, P, place=10, seat=1)
    d = t.decision(1)
    assert d.kind == fl_places.AURORA_AGAIN
    assert {o.place for o in d.options} == {1, 9}
    t.do(1, P, place=9, places=(3,))
    assert t.hunted(3).will == 3


def test_two_glacier_users_cannot_choose_the_same_hunted() -> None:
    """fl-place-03-glacier edge case: each Hunted can be chosen only once per turn
    (the chosen one has a 2-card effect pending)."""
    t = fl()
    d = resolving(t, {1: (3,), 2: (3,), 3: (2,)}, creature=9, seat=1)
    assert {o.seat for o in powers(d)} == {1, 2, 3}
    t.do(1, P, place=3, seat=3)
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert {o.seat for o in powers(d)} == {1, 2}


# ===================================================== Contamination tokens
def test_thermal_blanket_spares_the_last_will_token_but_not_the_rest() -> None:
    """fl-survival-thermal-blanket: no token whatever the cause, losing the last
    Will included; the refill and the Assimilation steps still happen (C7)."""
    t = fl()
    t.rig_survival(1, "fl-survival-thermal-blanket")
    t.rig_will(1, 1)
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.PLAY, card="fl-survival-thermal-blanket")
    start = t.state.assimilation
    t.plan.explore = {1: (3,), 2: (2,), 3: (4,)}
    t.plan.creature = 3
    drive(t, lambda: t.turn.number > 1)
    assert held(t, 1) == 0 and t.hunted(1).will == 3
    assert t.state.assimilation == start + 2


def test_an_owner_discards_an_unseen_token_before_one_known_blank() -> None:
    """rules.md 'Which token goes back': a token known to show the icon first, then
    one not seen (the one held longest), and a token known blank last."""
    t = fl()
    p = pool(t)
    give_tokens(t, 1, BLANK, INFECTED, BLANK)
    p["known"][1] = [True, False, False]  # the first seen blank, the others unseen
    resolving(t, {1: (2,), 2: (3,), 3: (4,)}, creature=9, seat=1)
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert p["held"][1] == [BLANK, BLANK] and p["known"][1] == [True, False]
    assert check_invariants(t.state) == []


def test_the_team_choice_and_the_reveal_follow_play_order_from_the_creatures_left() -> None:
    """fl-rule-end-of-game: the Hunted seated first to the Creature's left enters
    the team's decision; rules.md: the reveal goes Hunted by Hunted in play
    order. The Creature sits at seat 2 of 5: the order is 3, 4, 0, 1."""
    g = Game.new(GameConfig(names=NAMES[:5], creature_seat=2, ruleset=FL), seed=3)
    t = Table(players=5, ruleset=FL)
    t.game = g
    assert g.hunted_order == (3, 4, 0, 1)
    quiet(t)
    give_tokens(t, 0, BLANK)
    give_tokens(t, 4, BLANK)
    one_short(t)
    t.plan.explore = {3: (1,), 4: (2,), 0: (3,), 1: (4,)}
    t.plan.creature = 9
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    assert d.seat == 3
    assert set(d.options) == {endgame.ADVANCE, endgame.hold(4), endgame.hold(0)}
    since = len(g.state.log)
    g.apply(Action(3, endgame.ADVANCE))
    assert g.state.winner == "hunted"
    reveals = [e for e in g.state.log[since:] if e.kind == "contamination_reveal"]
    # A reveal's "seat" argument is a Seat reference.
    order = [cast(Seat, e.public.args["seat"]).seat for e in reveals if "seat" in e.public.args]
    assert order == [4, 0]


def test_token_faces_never_leak_through_a_turn_of_taking_and_discarding() -> None:
    """R21 and fl-rule-contamination-procedure: tokens are public in number and
    secret in face, to their owner too; no view or log line shows a face before
    the end-of-game reveal (Give Up, a lost last Will, the token alternative and
    the Hold discard)."""
    t = fl()
    give_tokens(t, 2, INFECTED)
    one_short(t)
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    t.rig_will(3, 1)
    since = len(t.state.log)
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    resolving(t, {1: (1,), 2: (2,), 3: (3,)}, creature=3, seat=2)
    t.do(2, Verb.DISCARD, card=contamination.TOKEN)
    d = t.advance(lambda d: d.kind == endgame.TEAM_CHOICE)
    t.game.apply(Action(d.seat, endgame.hold(3)))
    assert all_leaks(t.game, since) == []


# ================================================ exactly at Victory, copies
def test_dara_saving_the_only_last_will_keeps_the_creature_one_short() -> None:
    """remastered-hunted-dara-mbeki: she acts before the Assimilation counter
    moves for last-Will losses, and a saved Hunted causes no extra step; with the
    counter one short after the catch, saving the only Hunted at 0 keeps the
    Creature from its Victory space (R3)."""
    t = with_sheets(DARA)
    t.rig_will(2, 1)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 2
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    t.advance(kind_is(sheets.DARA_SAVE, 1))
    assert t.state.left("assimilation") == 1
    t.do(1, Verb.CHOOSE, seat=2)
    drive(t, lambda: t.turn.number > 1)
    assert not t.game.is_over and t.state.left("assimilation") == 1
    assert held(t, 2) == 0


def test_dara_declining_lets_the_last_will_step_win_for_the_creature() -> None:
    """The same position without the save: the last-Will step reaches Victory and
    the Creature wins at once (R3, R5)."""
    t = with_sheets(DARA)
    t.rig_will(2, 1)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 2
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    t.advance(kind_is(sheets.DARA_SAVE, 1))
    t.do(1, Verb.PASS)
    assert t.state.winner == "creature"


def test_pack_instinct_asks_nothing_once_the_catch_wins() -> None:
    """R3: the game ends the instant the Assimilation counter reaches Victory;
    Pack Instinct's discards, which come after the Will loss, are not asked."""
    t = with_sheets(players=5)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    t.plan.explore = {1: (3,), 2: (3,), 3: (2,), 4: (4,)}
    t.plan.creature = 3
    seen = drive(t, lambda: False)
    assert t.state.winner == "creature"
    assert not [d for d in seen if d.kind == sheets.PACK_DISCARD]


def test_the_ice_caves_token_applies_under_clone_on_the_ice_cave() -> None:
    """fl-place-01-ice-cave YELLOW with Clone: the Target token on the Ice Cave acts
    as a Creature token (R19), so a Hunted caught there also takes a token."""
    t = fl(4, 1, "hunt-clone", "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.target = (1,)
    t.plan.explore = {1: (1,), 2: (2,), 3: (3,)}
    t.plan.creature = 9
    drive(t, lambda: t.turn.number > 1)
    assert t.hunted(1).will == 2 and held(t, 1) == 1
    assert held(t, 2) == held(t, 3) == 0


def test_the_snowcats_chosen_hunted_picks_the_card() -> None:
    """fl-place-05-snowcat: the Hunted chosen takes a reserve card; 'That Hunted
    chooses which card', among places they do not own yet."""
    t = fl()
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 7])
    resolving(t, {1: (5,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    t.do(1, P, place=5, seat=2)
    d = t.decision()
    assert d.seat == 2
    assert {o.place for o in d.options} == {6, 8, 9, 10}


def test_the_gate_copying_the_ice_cave_chooses_a_or_b_and_takes_no_token() -> None:
    """fl-place-01-ice-cave edge cases: copied with the Gate, the copier chooses (a)
    or (b); the YELLOW token only concerns figures on the Ice Cave."""
    t = fl()
    t.rig_survival(1, "survival-gate")
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_will(3, 2)
    resolving(t, {1: (2,), 2: (3,), 3: (4,)}, creature=9, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    d = t.decision(1)
    ice = [o for o in d.options if o.verb is P and o.place == 1]
    assert Option(P, place=1, seat=1) in ice
    assert [o for o in d.options if o.verb is P and o.place == 9]  # (b): the Hot Spring
    t.do(1, P, place=9, places=(3,))
    assert t.hunted(3).will == 3 and held(t, 1) == 0


def test_the_gate_copying_the_taiga_returns_the_card_played() -> None:
    """fl-place-02-taiga edge case: when it is copied, the card the copier physically
    played goes back to hand (C8, R18)."""
    t = fl()
    t.rig_survival(1, "survival-gate")
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    resolving(t, {1: (3,), 2: (1,), 3: (4,)}, creature=9, seat=1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-gate")
    t.do(1, P, place=2, seat=2)
    assert t.turn.returning[1] == [3]
    drive(t, lambda: t.turn.number > 1)
    assert 3 in t.hunted(1).hand and 3 not in t.hunted(1).discard
    assert 5 in t.hunted(2).hand


def test_the_capsules_discard_is_for_another_hunted_only() -> None:
    """fl-place-08-capsule: 'another Hunted of your choice' may discard a token, so
    the user is never offered as the one who discards (C2); the user's own token
    can go back only through the Phase-3 alternative, instead of the power."""
    t = fl()
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    give_tokens(t, 1, BLANK)
    give_tokens(t, 2, BLANK)
    d = resolving(t, {1: (8,), 2: (2,), 3: (3,)}, creature=9, seat=1)
    assert {o.seat for o in powers(d)} == {-1, 2}
    assert contamination.DISCARD_TOKEN in d.options


def test_mira_after_an_ice_bridge_reads_adjacency_from_her_new_place() -> None:
    """remastered-hunted-mira-solano edge case: adjacency is checked from the place
    her figure is on when she resolves, after an Ice Bridge move. From the Taiga
    (2) she crosses to the Glacier (3), next to the Creature token on the
    Capsule (8)."""
    t = with_sheets(MIRA)
    t.rig_survival(1, "fl-survival-ice-bridge")
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (2,), 2: (4,), 3: (4,)}
    t.plan.creature = 8
    window(t, 1, 3)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="fl-survival-ice-bridge")
    t.do(1, Verb.MOVE, seat=1, n=0, place=3)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, Verb.PASS)
    assert 5 in t.hunted(1).hand and used(t, MIRA) == 1
