"""Scenarios drawn from the Sanctuary rulebook (``shared/seeds/004_*``), the
designs of ``cards-designed.md`` section 3, ``rulings.md`` (R7, R33) and the
project's settled questions (``assets/rules.md``, "Sanctuary"), played through
the public engine API (``Game.new``, ``game.pending``, ``game.apply``,
``game.view``). Each test names the sentence or design row it pins down.
"""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import bonuses, defense, phase5
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import SURVIVORS
from notalone_tui.engine.rulesets.sanctuary.state import board, cards, turn
from tests.engine.scenario import NAMES, Plan

from .helpers import (
    DEFENSE,
    NO_EVOLUTION,
    OTHER,
    OTHER2,
    WILL,
    P,
    SanctuaryTable,
    resolving,
    table,
    verbs,
)

RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY
HOARDER = "sanctuary-evolution-hoarder"
HUNGER = "sanctuary-evolution-hunger"
BURROWER = "sanctuary-evolution-burrower"


def to_phase5_choice(t: SanctuaryTable) -> None:
    """Run the turn with the default answers until the Creature's Phase-5 choice."""
    t.advance(lambda d: d.kind == phase5.CHOOSE)


# ------------------------------------------------------------------- set-up
@pytest.mark.parametrize(
    ("players", "start", "victory", "dna", "draws"),
    [(2, 3, 14, 1, 2), (3, 2, 14, 1, 2), (4, 1, 14, 2, 3),
     (5, 3, 15, 2, 3), (6, 2, 15, 3, 4), (7, 1, 15, 3, 4)],
)
def test_setup_d_g_h_follow_the_designed_numbers(
    players: int, start: int, victory: int, dna: int, draws: int
) -> None:
    """Seed step D (Defense counter on the space for the number of players, on the
    board side for 2-4 or 5-7) with the designed track sheets of cards-designed 3.3
    (2-4 side: 4p on 1, 3p on 2, 2p on 3, Victory 14; 5-7 side: 7p on 1, 6p on 2,
    5p on 3, Victory 15); step G (DNA 1 for 1-2 Hunted, 2 for 3-4, 3 for 5-6, the
    rest of the 10 in the supply); step H (designed draws 2/3/4, one at a time);
    step C (Rescue on space 2: 13 steps whatever the count); step B (3 Monoliths)."""
    game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0, sanctuary="full"), 5)
    state = game.state
    assert defense.space(state) == start
    assert state.goals["defense"] == victory - start
    assert board(state).dna == dna and board(state).supply == 10 - dna
    assert state.goals["rescue"] == 13
    assert state.reserve[10] == 3
    drawn = 0
    while game.pending and game.pending[0].kind == sa_setup.SETUP_DRAW:
        game.apply(Action(0, Option(Verb.DRAW, n=1 + drawn % 2)))
        drawn += 1
    assert drawn == draws and len(cards(state).hand) == draws


def test_setup_e_token_on_a_card_of_a_hunted_hand_which_keeps_its_cards() -> None:
    """Seed step E: a Place card drawn at random from a Hunted's hand places the
    Sanctuary token, then goes back to that hand. Every starting hand is 1-5, so
    the token starts on 1-5, the hands keep their five cards, and the draw is
    random (different games start on different places)."""
    seen = set()
    for seed in range(30):
        game = Game.new(GameConfig(names=NAMES[:4], creature_seat=0, sanctuary="full"), seed)
        where = board(game.state).sanctuary
        assert 1 <= where <= 5
        for seat in game.hunted_order:
            assert sorted(game.state.hunted[seat].hand) == [1, 2, 3, 4, 5]
        seen.add(where)
    assert len(seen) >= 3


def test_two_player_hunted_draws_a_survivor_face_down_without_its_ability() -> None:
    """Seed, 2-player setup: the lone Hunted draws 1 Survivor card and keeps it
    face down without applying its effect (Glossary: drawing, not rescuing). So,
    whatever the card, no Defense move, no DNA lost, no Survival card, no place
    taken; two other Survivors lie face up; the Creature's view does not name it."""
    abilities = set()
    for seed in range(40):
        game = Game.new(GameConfig(names=NAMES[:2], creature_seat=0, sanctuary="full"), seed)
        state = game.state
        b, c = board(state), cards(state)
        held = c.held[1]
        assert len(held) == 1 and held[0] not in b.row and len(b.row) == 2
        abilities.add(SURVIVORS[held[0]].ability)
        assert defense.space(state) == 3 and b.bonuses == []
        assert b.dna == 1
        h = state.hunted[1]
        assert len(h.survival) == 1 and h.will == 3
        assert sorted(h.hand) == [1, 2, 3, 4, 5]
        assert "no_evolve" not in repr(state.turn.extra)
        creature_view = repr(game.view(0))
        assert held[0] not in creature_view
        assert held[0] in repr(game.view(1))
    # The seeds above met the abilities that would have changed something.
    assert {"defense", "dna", "survival", "reserve"} <= abilities


# --------------------------------------------------- Phase 3: order by seat
def test_first_step_resolves_hunted_by_hunted_from_the_creatures_left() -> None:
    """Seed (Phase 3 reminder) and R7's Sanctuary sentence: each step resolves in
    clockwise order from the player left of the Creature, not by place number.
    Creature on seat 2 of 4: order 3, 0, 1. With one face-up Survivor and the
    Sanctuary token on 4, seat 3 (on 5) resolves first and rescues it, though
    seats 0 (on 1) and 1 (on 3) hold lower place numbers; seat 1 then finds the
    row empty."""
    t = SanctuaryTable(4, creature=2)
    assert t.game.hunted_order == (3, 0, 1)
    t.sanctuary_on(4)
    t.rig_row(WILL)
    t.plan.explore = {3: (5,), 0: (1,), 1: (3,)}
    t.plan.creature = 9
    first = t.advance(kind=Kind.RESOLVE)
    assert first.seat == 3
    assert Option(RESCUE, card=WILL) in first.options
    t.do(3, RESCUE, card=WILL)
    assert t.held(3) == [WILL]
    second = t.advance(kind=Kind.RESOLVE)
    assert second.seat == 0
    t.do(0, Verb.PASS)
    third = t.advance(kind=Kind.RESOLVE)
    assert third.seat == 1
    assert verbs(third, RESCUE) == []


def test_the_first_hunted_in_seat_order_on_the_sanctuary_place_fortifies() -> None:
    """Seed: with several Hunted on the Sanctuary place only one may fortify; the
    steps go clockwise from the Creature's left (R7). Creature on seat 3 of 4:
    order 0, 1, 2. Seats 2 and 0 both on the Sanctuary place: seat 0 decides
    first; once seat 0 fortified, seat 2 cannot."""
    t = SanctuaryTable(4, creature=3)
    t.sanctuary_on(2)
    t.plan.explore = {0: (2,), 1: (4,), 2: (2,)}
    t.plan.creature = 9
    first = t.advance(kind=Kind.RESOLVE)
    assert first.seat == 0 and Option(FORTIFY) in first.options
    before = t.space()
    t.do(0, FORTIFY)
    assert t.space() == before + 1
    later = t.advance(lambda d: d.kind is Kind.RESOLVE and d.seat == 2)
    assert verbs(later, FORTIFY) == []


# -------------------------------------------------------- victory timing
def test_defense_victory_in_step_one_ends_the_game_before_the_creature_token() -> None:
    """Seed, End of the Game: the Hunted win at once when the Defense counter reaches
    Victory (R3: nothing after it resolves). Seat 1 fortifies onto Victory in the
    first step; the Creature token on seat 3's place would have moved Assimilation
    onto its own Victory at step 4, but that step never comes."""
    t = table()
    t.sanctuary_on(3)
    t.defense_on(13)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=5, seat=1)
    t.do(1, FORTIFY)
    assert t.state.winner == "hunted"
    assert t.state.tracks["assimilation"] == t.state.goals["assimilation"] - 1
    assert t.hunted(3).will == 3
    assert t.game.pending == ()


def test_assimilation_victory_at_the_creature_step_stops_later_resolutions() -> None:
    """Seed: the Creature wins at once if Assimilation reaches Victory; R3. The
    Creature token catches seat 2 at step 4 with Assimilation one short: the
    Creature wins, the game stops there, and the Defense counter is untouched."""
    t = table()
    t.sanctuary_on(3)
    t.defense_on(13)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 4
    for _ in range(200):
        if t.game.is_over:
            break
        d = t.game.pending[0]
        t.game.apply(Action(d.seat, t.default(d)))
    assert t.state.winner == "creature"
    assert t.space() == 13


def test_rescuing_the_defense_survivor_onto_victory_wins_at_once() -> None:
    """Survivor ability 9 (seed; design row: reaching Victory, the Hunted win at
    once). The rescuer's Survivor moves the counter onto Victory: the game ends
    during step 1; the card's own placing face down does not matter then."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(DEFENSE, OTHER)
    t.defense_on(13)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=DEFENSE)
    assert t.state.winner == "hunted"
    assert t.game.pending == ()


# ----------------------------------------------------- rescuing, fortifying
def test_rescue_from_orthogonal_neighbours_only_not_diagonal() -> None:
    """Seed: rescue from a place horizontally or vertically adjacent to the
    Sanctuary token's place (sanctuary-rule-sanctuary-token: the 2x5 grid). Token on
    the River (3): the Ark (8) below it qualifies, the Caravan (7) diagonal does not
    (Hiroshi Adeyemi's ability is the only diagonal reach)."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.board.avatars = {}
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 7])
    d = resolving(t, {1: (8,), 2: (7,), 3: (5,)}, creature=10, seat=1)
    assert Option(RESCUE, card=WILL) in d.options
    t.do(1, Verb.PASS)
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == []


def test_a_second_hunted_rescues_the_card_left_and_a_third_finds_none() -> None:
    """Seed: a rescued card is not replaced at once (only in Phase 5), and with no
    face-up Survivor left the action is unavailable. Three Hunted next to the token
    rescue in seat order: two cards, two rescues, nothing for the third."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_places(3, hand=[1, 2, 3, 4, 5, 8])
    d = resolving(t, {1: (2,), 2: (4,), 3: (8,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=OTHER)
    d = t.until_resolve(2)
    assert verbs(d, RESCUE) == [Option(RESCUE, card=WILL)]
    t.do(2, RESCUE, card=WILL)
    d = t.until_resolve(3)
    assert verbs(d, RESCUE) == []
    assert t.board.row == []
    assert t.held(1) == [OTHER] and t.held(2) == [WILL]


def test_fortifying_is_once_per_turn_not_once_per_game() -> None:
    """Seed: only one Hunted on the Sanctuary place may fortify (per turn: the
    design's 'at most one Hunted per turn'). The next turn someone may fortify
    again."""
    t = table()
    t.sanctuary_on(3)
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    first = t.space()
    t.finish_turn()
    for seat in (1, 2, 3):
        t.rig_places(seat, hand=[1, 2, 3, 4, 5])
    where = t.board.sanctuary
    t.plan.explore = {1: (where,), 2: (where,), 3: (where,)}
    t.plan.creature = 10
    d = t.until_resolve(1)
    assert Option(FORTIFY) in d.options
    t.do(1, FORTIFY)
    assert t.space() == first + 1


def test_sheltering_moves_one_extra_space_whatever_the_number_of_cards() -> None:
    """Seed: sheltering discards all your Survivor cards for 1 extra space, however
    many cards. Three cards: 2 spaces in all, and all three go to the Survivor
    discard pile."""
    t = table()
    t.sanctuary_on(3)
    t.rig_held(1, WILL, OTHER, OTHER2)
    t.defense_on(1)
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY, n=1)
    assert t.space() == 3
    assert t.held(1) == []
    assert sorted(t.board.survivor_discard[-3:]) == sorted([WILL, OTHER, OTHER2])


def test_the_copy_survivor_on_the_sanctuary_place_never_offers_fortifying() -> None:
    """Seed: a Hunted who copies the effect of the place holding the Sanctuary token
    may not fortify; the token is not a place and is not copied (C8; Survivor
    ability 7: on the Lair only its take-back, rules.md: an ability with a single
    outcome applies without a question). Token and Creature token on the Lair (1);
    seat 1 rescues Yusuf Demir from the Jungle (2): the copy's only outcome is the
    Lair's take-back of the whole discard pile, with no fortification offered
    beside it; the counter stays."""
    copy = "sanctuary-survivor-yusuf-demir"
    t = table()
    t.sanctuary_on(1)
    t.rig_row(copy, OTHER)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    before = t.space()
    resolving(t, {1: (2,), 2: (3,), 3: (3,)}, creature=1, seat=1)
    t.do(1, RESCUE, card=copy)
    assert all(d.seat != 1 for d in t.game.pending)
    assert sorted(t.hunted(1).hand) == [1, 3, 4, 5] and t.hunted(1).discard == []
    assert t.space() == before
    assert turn(t.state).fortified == -1
    assert t.held(1) == [copy]


# ------------------------------------------------------- the token's path
def test_unlock_on_place_5_sends_the_token_to_6_in_phase_5_then_10_to_1() -> None:
    """Seed, Phase 5 and bonus '1-10': once the counter reaches the 1-10 space,
    places 6-10 become accessible; from 5 the token's next move is to 6, and from
    10 back to 1. The token does not move when the bonus triggers."""
    t = table()
    t.sanctuary_on(5)
    t.one_short_of(bonuses.UNLOCK)
    resolving(t, {1: (5,), 2: (4,), 3: (3,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    assert t.board.unlocked and t.board.sanctuary == 5
    to_phase5_choice(t)
    assert t.board.sanctuary == 6
    t.do(0, Verb.EVOLVE)
    t.finish_turn()
    t.sanctuary_on(10)
    to_phase5_choice(t)
    assert t.board.sanctuary == 1


def test_before_the_unlock_the_token_goes_from_5_back_to_1() -> None:
    """Seed, Phase 5: the token moves to the next place 1 to 5; from 5 to 1."""
    t = table()
    t.sanctuary_on(5)
    t.plan.creature = 9
    to_phase5_choice(t)
    assert t.board.sanctuary == 1


def test_the_unlock_stays_after_the_counter_moves_back_below_it() -> None:
    """Design sanctuary-rule-sanctuary-token: the unlock is permanent, even if the
    Defense counter later moves back below the 1-10 space (Sabotage, Corrosive).
    The counter reaches 1-10, then Sabotage's Artemia catch moves it back; in
    Phase 5 the token still goes from 5 to 6."""
    t = table()
    t.sanctuary_on(5)
    space = t.one_short_of(bonuses.UNLOCK)
    t.rig_creature_hand("sanctuary-hunt-sabotage")
    t.plan.hunt_cards = ["sanctuary-hunt-sabotage"]
    t.plan.artemia = (4,)
    t.plan.creature = 10
    t.plan.explore = {1: (5,), 2: (4,), 3: (3,)}
    t.until_resolve(1)
    t.do(1, FORTIFY)
    assert t.space() == space and t.board.unlocked
    to_phase5_choice(t)
    assert t.space() == space - 1
    assert t.board.unlocked
    assert t.board.sanctuary == 6


# ---------------------------------------------------------------- Phase 5
def test_phase_5_reveals_survivors_from_the_pile_only_never_its_discard() -> None:
    """Seed, Phase 5: reveal Survivor cards until 2 are face up; once the pile is
    empty no other survivor can be rescued (C5: the Survivor pile is never
    reshuffled). Two rescues empty the row; the pile is empty, the discard pile
    is not: after Phase 5 the row stays empty."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.empty_pile()
    t.board.survivor_discard.append(OTHER2)
    t.cards.survivor_pile.clear()
    discard = list(t.board.survivor_discard)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=OTHER)
    t.until_resolve(2)
    t.do(2, RESCUE, card=WILL)
    to_phase5_choice(t)
    assert t.board.row == []
    assert t.board.survivor_discard == discard


def test_phase_5_reveals_only_what_the_pile_still_holds() -> None:
    """Seed, Phase 5: reveal until 2 face up; with one card left in the pile and
    none face up, one is revealed."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    last = t.cards.survivor_pile[-1]
    t.board.survivor_discard.extend(t.cards.survivor_pile[:-1])
    del t.cards.survivor_pile[:-1]
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=OTHER)
    t.until_resolve(2)
    t.do(2, RESCUE, card=WILL)
    to_phase5_choice(t)
    assert t.board.row == [last]
    assert t.cards.survivor_pile == []


def test_phase_5_moves_the_token_then_reveals_then_the_creature_chooses() -> None:
    """Seed, Phase 5 and design sanctuary-rule-phase-5-order: the token moves,
    then Survivors are revealed, then the Creature evolves or nests. The public
    log shows the move before the reveal, and both before the Creature's choice
    is asked."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=OTHER)
    mark = len(t.game.log_for(None))
    to_phase5_choice(t)
    lines = [t.say(m) for m in t.game.log_for(None)[mark:]]
    moved = next(i for i, line in enumerate(lines) if "Sanctuary token" in line)
    revealed = next(i for i, line in enumerate(lines) if "Survivors turned face up" in line)
    assert moved < revealed, lines
    assert t.board.sanctuary == 4 and len(t.board.row) == 2


def test_a_forbidden_evolution_phase_is_only_this_turns() -> None:
    """Survivor ability 6 (seed: the Creature may not evolve or nest during the next
    Evolution phase; design: Phase 5 of this turn). Rescued in turn 1: no evolve or
    nest in turn 1's Phase 5; in turn 2's Phase 5 both are offered again."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(NO_EVOLUTION, OTHER)
    resolving(t, {1: (2,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, RESCUE, card=NO_EVOLUTION)
    before = t.board.dna
    to_phase5_choice(t)
    d = t.decision(0)
    assert Option(Verb.EVOLVE) not in d.options and Option(Verb.NEST) not in d.options
    t.do(0, Verb.PASS)
    assert t.board.dna == before
    assert t.state.turn.number == 2
    t.plan = Plan()
    for seat in (1, 2, 3):
        t.rig_places(seat, hand=[1, 2, 3, 4, 5])
    to_phase5_choice(t)
    d = t.decision(0)
    assert Option(Verb.EVOLVE) in d.options and Option(Verb.NEST) in d.options


def test_hoarder_developed_this_phase_does_not_change_this_phases_draws() -> None:
    """Seed: a developed evolution first activates on the next turn, in its phase
    (Bjorn's Scavenger); Hoarder is a Phase-5 card. Developed in this Phase 5, the
    next draw of the same phase is an ordinary draw (no look at two cards)."""
    t = table()
    to_phase5_choice(t)
    c, b = t.cards, t.board
    c.piles[1].extend(c.hand)
    c.hand.clear()
    c.piles[1].remove(HOARDER)
    c.hand.append(HOARDER)
    b.dna = 4
    t.do(0, Verb.EVOLVE)
    assert b.dna == 5
    t.do(0, Verb.DEVELOP, card=HOARDER)
    assert HOARDER in b.developed_ids() and b.dna == 4
    t.do(0, Verb.DRAW, n=1)
    d = t.decision(0)
    assert d.kind == phase5.EVOLVE_LOOP
    assert len(c.hand) == 1 and b.dna == 3


def test_hunger_at_nine_dna_takes_only_the_last_counter() -> None:
    """Design sanctuary-rule-dna-supply: ten counters in all; 'take N' takes as many
    as remain. Hunger (take 2 instead of 1) at 9 DNA: the Creature ends on 10, the
    supply on 0, and nothing more can be taken."""
    t = table()
    t.rig_developed(HUNGER)
    to_phase5_choice(t)
    t.board.dna = 9
    t.do(0, Verb.EVOLVE)
    assert t.board.dna == 10 and t.board.supply == 0


def test_developing_spends_dna_back_to_the_supply_and_keeps_ten_in_all() -> None:
    """Design sanctuary-rule-dna-supply: every counter spent returns to the supply;
    the Creature's and the supply's counters always add up to 10 (seed: 10 DNA)."""
    t = table()
    to_phase5_choice(t)
    b, c = t.board, t.cards
    c.piles[1].remove(BURROWER)
    c.hand.append(BURROWER)
    b.dna = 2
    t.do(0, Verb.EVOLVE)
    t.do(0, Verb.DEVELOP, card=BURROWER)
    t.do(0, Verb.DRAW, n=2)
    assert b.dna == 1 and b.supply == 9
    t.do(0, Verb.DRAW, n=1)
    assert b.dna == 0 and b.supply == 10
    with pytest.raises(IllegalAction):
        t.do(0, Verb.DRAW, n=1)


# -------------------------------------------------------- light variant
def test_the_light_variant_has_no_phase_5_token_track_or_alternatives() -> None:
    """Seed, Variant (R33: base game only): only the Not Alone-icon Avatars and one
    Not Alone-icon Evolution join the base game. No fifth phase, no Defense track,
    no Sanctuary token, so no rescuing or fortifying; the Rescue counter keeps the
    base game's length."""
    game = Game.new(GameConfig(names=NAMES[:4], creature_seat=0, sanctuary="light"), 3)
    base = Game.new(GameConfig(names=NAMES[:4], creature_seat=0), 3)
    rules = game.rules
    assert [p.number for p in rules.phases] == [1, 2, 3, 4]
    assert [tr.id for tr in rules.tracks] == ["rescue", "assimilation"]
    assert game.state.goals["rescue"] == base.state.goals["rescue"]
    assert 10 not in game.state.reserve or game.state.reserve[10] == base.state.reserve[10]
    d = game.pending[0]
    game.apply(Action(d.seat, d.options[0]))
    seen: set[Verb] = set()
    for _ in range(400):
        if game.is_over or game.state.turn.number > 2:
            break
        d = game.pending[0]
        seen |= {o.verb for o in d.options}
        option = next((o for o in d.options if o.verb in (Verb.PASS, Verb.DONE)), d.options[0])
        game.apply(Action(d.seat, option))
    assert game.state.turn.number > 2
    assert RESCUE not in seen and FORTIFY not in seen
    assert Verb.EVOLVE not in seen and Verb.NEST not in seen


def test_the_light_variants_avatars_are_face_up_for_everyone() -> None:
    """Seed, Variant: each Hunted is dealt 1 Avatar face up at random; the Creature
    and every Hunted see them all (only Not Alone-icon ones)."""
    game = Game.new(GameConfig(names=NAMES[:5], creature_seat=0, sanctuary="light"), 4)
    avatars = board(game.state).avatars
    assert sorted(avatars) == [1, 2, 3, 4]
    for seat in (None, 0, 1, 2):
        text = repr(game.view(seat))
        assert all(a in text for a in avatars.values())


def test_walls_fortifying_onto_victory_comes_before_the_last_will_step() -> None:
    """Design sanctuary-survival-sanctuary-walls (resolve right after the
    Creature-token step) with C1 (step 5, the last-Will check, comes after) and the
    seed's immediate victories. Seat 2 loses their last Will to the Creature token
    on the Sanctuary place; Assimilation is then one short of Victory. The Walls
    player there fortifies onto Defense Victory first: the Hunted win, and the
    last-Will step that would have given the Creature the game never comes."""
    from .test_rescue_cards import make, plan, play

    t = make({1: ("sanctuary-survival-sanctuary-walls",)})
    t.rig_will(2, 1)
    t.defense_on(13)
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 2
    plan(t, {1: (3,), 2: (3,)}, creature=3)
    play(t, 1, "sanctuary-survival-sanctuary-walls")
    d = t.until_resolve(1)
    assert t.hunted(2).will == 0 and t.state.turn.last_will == [2]
    assert t.state.tracks["assimilation"] == t.state.goals["assimilation"] - 1
    assert Option(FORTIFY) in d.options
    t.do(1, FORTIFY)
    assert t.state.winner == "hunted"
    assert t.state.tracks["assimilation"] == t.state.goals["assimilation"] - 1
    assert t.game.pending == ()


def test_nesting_keeps_four_hunt_cards_through_the_next_phase_4() -> None:
    """Design sanctuary-rule-nest: after nesting the Creature holds 4 Hunt cards and
    keeps them until it plays; the Phase-4 refill only goes up to 3 and never makes
    it discard. Turn 1: nest to 4. Turn 2: no Hunt card played, still 4 after
    Phase 4; turn 3: one card played, 3 after Phase 4 (nothing drawn)."""
    t = table()
    to_phase5_choice(t)
    t.do(0, Verb.NEST)
    t.do(0, Verb.DONE)
    assert len(t.creature.hand) == 4
    t.plan = Plan()
    for seat in (1, 2, 3):
        t.rig_places(seat, hand=[1, 2, 3, 4, 5])
    t.advance(lambda d: t.turn.number == 2 and t.turn.phase == 5)
    assert len(t.creature.hand) == 4
    t.advance(lambda d: d.kind == phase5.CHOOSE)
    t.do(0, Verb.EVOLVE)
    t.do(0, Verb.DONE)
    for seat in (1, 2, 3):
        t.rig_places(seat, hand=[1, 2, 3, 4, 5])
    t.rig_creature_hand("hunt-cataclysm", "hunt-stasis", "hunt-tracking", "hunt-scream")
    t.plan = Plan(hunt_cards=["hunt-scream"], target=(9,))
    t.advance(lambda d: t.turn.number == 3 and t.turn.phase == 5)
    assert "hunt-scream" not in t.creature.hand
    assert len(t.creature.hand) == 3


def test_two_player_setup_survivor_can_be_sheltered_on_turn_one() -> None:
    """Seed, 2-player setup and Glossary (sheltering discards all collected Survivor
    cards for 1 extra space): the card the lone Hunted drew face down at setup
    counts for sheltering like a rescued one. Fortify and shelter on turn 1: the
    counter goes from 3 to 5, the card goes to the Survivor discard pile."""
    t = table(players=2)
    held = list(t.held(1))
    assert len(held) == 1
    t.sanctuary_on(3)
    d = resolving(t, {1: (3,)}, creature=10, seat=1)
    assert Option(FORTIFY, n=1) in d.options
    t.do(1, FORTIFY, n=1)
    assert t.space() == 5
    assert t.held(1) == [] and t.board.survivor_discard == held


@pytest.mark.parametrize(
    ("players", "offered"),
    [(2, {"optimizer", "instinctive", "clever"}), (3, {"optimizer", "instinctive", "clever"}),
     (4, {"slugger", "sharp", "prescient"}), (5, {"slugger", "sharp", "prescient"}),
     (6, {"fast", "screamer", "primitive"}), (7, {"fast", "screamer", "primitive"})],
)
def test_the_light_variant_offers_the_seeds_three_evolutions_by_hunted_count(
    players: int, offered: set[str]
) -> None:
    """Seed, Variant: 1-2 Hunted choose among Optimizer, Instinctive and Clever; 3-4
    among Slugger, Sharp and Prescient; 5-6 among Fast, Screamer and Primitive. The
    chosen card is face up (every seat sees it); the other two stay in the box; no
    Sanctuary Hunt or Survival card joins the base decks (only Avatars and one
    Evolution are added)."""
    game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0, sanctuary="light"), 2)
    d = game.pending[0]
    assert d.kind == sa_setup.VARIANT_PICK and not d.private
    assert {o.card.removeprefix("sanctuary-evolution-") for o in d.options} == offered
    pick = d.options[-1]
    game.apply(Action(d.seat, pick))
    assert board(game.state).developed_ids() == [pick.card]
    for seat in range(players):
        assert pick.card in repr(game.view(seat))
    others = {o.card for o in d.options} - {pick.card}
    assert not any(o in repr(game.view(0)) for o in others)
    state = game.state
    decks = [*state.hunt_deck, *state.creature.hand, *state.survival_deck,
             *(c for h in state.hunted.values() for c in h.survival)]
    assert not [c for c in decks if c.startswith("sanctuary-")]


def test_after_the_ark_is_used_a_later_hunted_there_may_rescue() -> None:
    """C6: a Hunted who cannot use a max-1x/turn power because it was used may
    still take the alternatives, rescuing included where allowed (seed: rescue
    replaces the power or the take-back). Token on the River (3), the Ark (8)
    below it: seat 1 uses the Ark, seat 2 on the Ark then rescues."""
    t = table()
    t.sanctuary_on(3)
    t.rig_row(WILL, OTHER)
    t.rig_places(1, hand=[1, 2, 3, 8], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 8], discard=[4, 5])
    before = t.space()
    resolving(t, {1: (8,), 2: (8,), 3: (5,)}, creature=10, seat=1)
    t.do(1, P, place=8)
    assert t.space() == before + 1
    d = t.until_resolve(2)
    assert [o for o in d.options if o.verb is P] == []
    assert Option(RESCUE, card=WILL) in d.options
    t.do(2, RESCUE, card=WILL)
    assert t.held(2) == [WILL] and t.board.row == [OTHER]
    assert t.space() == before + 1


def test_five_players_use_the_5_7_side_whose_first_bonus_is_the_survival_card() -> None:
    """Seed step D and the 5-7 track of cards-designed 3.3: with 5 players the counter
    starts on space 3 and space 4 gives a Survival card to every Hunted holding
    none. One fortification reaches it at once: the Hunted without a card draw
    one (clockwise from the Creature's left), the others do not."""
    t = table(players=5)
    assert t.space() == 3
    t.sanctuary_on(3)
    for seat in (1, 3):
        t.rig_survival(seat)
    held = {s: len(t.hunted(s).survival) for s in (2, 4)}
    assert all(held.values())
    resolving(t, {1: (3,), 2: (4,), 3: (5,), 4: (2,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    assert t.space() == 4 and t.board.bonuses == [4]
    assert len(t.hunted(1).survival) == 1 and len(t.hunted(3).survival) == 1
    assert {s: len(t.hunted(s).survival) for s in (2, 4)} == held
