"""Sanctuary's core: setup (seed steps A-H, Avatars), the Sanctuary token, DNA,
the Defense track's moves and bonus dispatch, and Phase 5 (evolve, draw,
develop, nest), driven through the engine's actions."""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, ConfigError, Game, GameConfig, IllegalAction, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import defense, dna, evolutions, phase5, sanctuary_token
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import (
    AVATARS,
    DNA_AT_SETUP,
    EVOLUTIONS,
    EVOLUTIONS_AT_SETUP,
    SURVIVORS,
    VARIANT_EVOLUTIONS,
)
from notalone_tui.engine.rulesets.sanctuary.state import board, cards, turn
from notalone_tui.i18n.catalogue import render_plain

NAMES = ("Cora", "Hugo", "Ines", "Jon", "Kai", "Lea", "Max")


def new(players: int = 4, seed: int = 1, form: str = "full") -> Game:
    return Game.new(GameConfig(names=NAMES[:players], sanctuary=form), seed)


def answer(game: Game, kind: str, option: Option | None = None) -> None:
    d = game.pending[0]
    assert d.kind == kind, (d.kind, kind)
    game.apply(Action(d.seat, option if option is not None else d.options[0]))


def through_setup(game: Game, level: int = 1) -> Game:
    """Answer the setup choices: every Evolution draw from ``level``, first Avatars."""
    while game.pending and game.pending[0].kind in (sa_setup.SETUP_DRAW, sa_setup.AVATAR_KEEP):
        d = game.pending[0]
        if d.kind == sa_setup.SETUP_DRAW:
            game.apply(Action(d.seat, Option(Verb.DRAW, n=level)))
        else:
            game.apply(Action(d.seat, d.options[0]))
    return game


# ----------------------------------------------------------------- config
def test_the_full_expansion_and_the_variant_are_rule_sets() -> None:
    assert new().rules.id == "sanctuary"
    assert new(form="light").rules.id == "base+sanctuary-light"
    sheets = Game.new(GameConfig(names=NAMES[:3], sanctuary="full", sheets=True), 1)
    assert sheets.rules.id == "sanctuary+sheets"


def test_the_expansion_is_chosen_by_its_field_not_as_a_rule_set() -> None:
    with pytest.raises(ConfigError, match="sanctuary='full'"):
        GameConfig(names=NAMES[:3], ruleset="sanctuary")


def test_the_board_has_five_phases_and_three_tracks() -> None:
    rules = new().rules
    assert [p.number for p in rules.phases] == [1, 2, 3, 4, 5]
    assert [t.id for t in rules.tracks] == ["rescue", "assimilation", "defense"]
    assert rules.reckon_by_seat and rules.max_hunt_hand == 4


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_setup_follows_steps_a_to_h(players: int) -> None:
    game = new(players)
    state = game.state
    hunted = players - 1
    b, c = board(state), cards(state)
    # B: three Monoliths in the reserve whatever the count; C: Rescue on space 2 (13 steps).
    assert state.reserve[10] == 3
    assert state.goals["rescue"] == 13
    # D: the Defense counter on the space for the player count.
    assert defense.space(state) == defense.start(state)
    assert state.goals["defense"] == defense.track_for(state).victory - defense.start(state)
    # E: the token on a place 1-5 (a card of a Hunted's hand).
    assert 1 <= b.sanctuary <= 5
    # F: two Survivors face up (a lone Hunted also draws one face down).
    assert len(b.row) == 2
    lone = 1 if hunted == 1 else 0
    assert sum(len(h) for h in c.held.values()) == lone
    assert len(c.survivor_pile) == len(SURVIVORS) - 2 - lone
    # G: DNA by number of Hunted.
    assert b.dna == DNA_AT_SETUP[hunted] and dna.supply(state) == 10 - b.dna
    # H: the Creature draws its Evolution cards one at a time, then each Hunted keeps an Avatar.
    draws = [d for d in game.pending if d.kind == sa_setup.SETUP_DRAW]
    assert len(draws) == 1 and draws[0].private
    through_setup(game)
    assert len(c.hand) == EVOLUTIONS_AT_SETUP[hunted]
    assert sorted(b.avatars) == sorted(state.config.hunted_seats)
    assert len(set(b.avatars.values()) | set(c.boxed.values())) == 2 * hunted
    assert state.turn.number == 1


def test_the_creature_chooses_the_level_of_each_setup_draw() -> None:
    game = new(4)
    c = cards(game.state)
    for level in (2, 1, 2):
        answer(game, sa_setup.SETUP_DRAW, Option(Verb.DRAW, n=level))
    assert sorted(EVOLUTIONS[e].level for e in c.hand) == [1, 2, 2]
    assert evolutions.pile_sizes(game.state) == {1: 17, 2: 10}


def test_a_hunted_keeps_one_of_two_avatars_and_boxes_the_other() -> None:
    game = new(3)
    through_setup_draws(game)
    d = game.pending[0]
    assert d.kind == sa_setup.AVATAR_KEEP and d.private and len(d.options) == 2
    kept, other = d.options[1].card, d.options[0].card
    game.apply(Action(d.seat, d.options[1]))
    assert board(game.state).avatars[d.seat] == kept
    assert cards(game.state).boxed[d.seat] == other
    assert kept in AVATARS and other in AVATARS
    name = game.rules.card_name(kept)
    names = ("Ana", "Ben", "Cleo")
    assert render_plain(game.state.log[-1].message_for(None), names, ruleset="sanctuary") == (
        f"{names[d.seat]} keeps the Avatar {name}.")


def through_setup_draws(game: Game) -> None:
    while game.pending[0].kind == sa_setup.SETUP_DRAW:
        answer(game, sa_setup.SETUP_DRAW)


def test_the_light_variant_deals_one_not_alone_avatar_and_offers_three_evolutions() -> None:
    for players, tier in ((3, 1), (5, 2), (7, 3)):
        game = new(players, form="light")
        b = board(game.state)
        assert not b.full
        assert all(AVATARS[a].not_alone for a in b.avatars.values())
        assert len(set(b.avatars.values())) == players - 1
        d = game.pending[0]
        assert d.kind == sa_setup.VARIANT_PICK
        assert {o.card for o in d.options} == set(VARIANT_EVOLUTIONS[tier])
        game.apply(Action(d.seat, d.options[0]))
        assert evolutions.active(game.state, d.options[0].card)  # from the first turn


# ------------------------------------------------------ the Sanctuary token
def test_the_token_steps_along_1_to_5_then_1_to_10_after_the_unlock() -> None:
    state = new().state
    assert [sanctuary_token.next_place(state, p) for p in (1, 4, 5)] == [2, 5, 1]
    board(state).unlocked = True
    assert [sanctuary_token.next_place(state, p) for p in (5, 9, 10)] == [6, 10, 1]
    assert sanctuary_token.next_place(state, 9, 2) == 1


def test_adjacent_accessible_places_keep_to_the_first_row_before_the_unlock() -> None:
    game = new()
    assert sanctuary_token.adjacent_accessible(game, 5) == (4,)
    assert sanctuary_token.adjacent_accessible(game, 1) == (2,)
    board(game.state).unlocked = True
    assert sanctuary_token.adjacent_accessible(game, 5) == (4, 10)


# --------------------------------------------------------------------- DNA
def test_dna_is_taken_from_the_supply_only_as_far_as_it_goes() -> None:
    game = new(4)
    b = board(game.state)
    b.dna = 9
    assert dna.take(game, 2, "test") == 1 and b.dna == 10 and b.supply == 0
    assert dna.take(game, 1, "test") == 0


def test_the_hunted_discard_dna_down_to_zero_but_not_through_hardened_shell() -> None:
    game = new(4)
    b = board(game.state)
    b.dna = 1
    assert dna.discard(game, 2, "test") == 1 and b.dna == 0
    assert not dna.can_discard(game.state)
    b.dna = 3
    game.state.turn.extra[dna.SHELL] = True
    assert not dna.can_discard(game.state)
    assert dna.discard(game, 2, "test") == 0 and b.dna == 3


# ----------------------------------------------------------------- Defense
def test_defense_moves_one_space_at_a_time_and_never_below_its_start() -> None:
    game = through_setup(new(4))
    state = game.state
    start = defense.start(state)
    assert not defense.back(game, "test")
    assert defense.space(state) == start
    state.tracks["defense"] = 1
    assert defense.back(game, "test") and defense.space(state) == start


def test_a_bonus_triggers_once_the_first_time_its_space_is_reached() -> None:
    """Each move is its own step: reaching a bonus space schedules the bonus
    (named by its id, with the seat that moved the counter) before the next move."""
    game = through_setup(new(4))
    state = game.state
    track = defense.track_for(state)
    first = min(track.bonuses)
    state.tracks["defense"] = first - 1 - defense.start(state)
    state.agenda.clear()
    defense._advance_one(game, 2, "test", 2)
    assert defense.space(state) == first and first in board(state).bonuses
    assert state.agenda[::-1] == [(track.bonuses[first], 2), (defense.STEP, 1, "test", 2)]
    assert turn(state).advanced == 1
    state.agenda.clear()
    defense.back(game, "test")
    defense._advance_one(game, 1, "test", 3)
    assert state.agenda == []  # reached again: nothing more


def test_defense_reaching_victory_wins_for_the_hunted_at_once() -> None:
    game = through_setup(new(4))
    state = game.state
    state.tracks["defense"] = state.goals["defense"] - 1
    state.agenda.clear()
    defense._advance_one(game, 2, "test", 1)
    assert state.winner == "hunted" and state.agenda == []


# ----------------------------------------------------------------- Phase 5
def to_phase5(game: Game) -> Game:
    """Play turns with the first legal option until the Creature chooses in Phase 5."""
    through_setup(game)
    while not game.is_over:
        d = game.pending[0]
        if d.kind == phase5.CHOOSE:
            return game
        option = next((o for o in d.options if o.verb in (Verb.PASS, Verb.DONE)), d.options[0])
        game.apply(Action(d.seat, option))
    raise AssertionError("the game ended before Phase 5")


def test_phase_5_moves_the_token_one_step_and_refills_the_survivor_row() -> None:
    game = new(4)
    through_setup(game)
    state = game.state
    b = board(state)
    start = b.sanctuary
    b.row.pop()  # as if a survivor had been rescued
    to_phase5(game)
    assert b.sanctuary == sanctuary_token.next_place(state, start)
    assert len(b.row) == 2
    assert state.turn.phase == 5


def test_evolving_takes_one_dna_then_draws_and_develops_at_their_cost() -> None:
    game = to_phase5(new(4))
    state = game.state
    b, c = board(state), cards(state)
    b.dna = 4
    answer(game, phase5.CHOOSE, phase5.EVOLVE)
    assert b.dna == 5
    loop = game.pending[0]
    assert loop.kind == phase5.EVOLVE_LOOP and loop.private
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DRAW, n=2))
    assert b.dna == 4 and len(c.hand) == 4
    cheap = min(c.hand, key=evolutions.cost)
    cost = evolutions.cost(cheap)
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DEVELOP, card=cheap))
    assert b.dna == 4 - cost and cheap in b.developed_ids()
    assert not evolutions.active(state, cheap)  # works from next turn
    dear = [o for o in game.pending[0].options if o.verb is Verb.DEVELOP]
    assert all(evolutions.cost(o.card) <= b.dna for o in dear)
    answer(game, phase5.EVOLVE_LOOP, phase5.DONE)
    state.turn.number += 1
    assert evolutions.active(state, cheap)


def test_a_fifth_development_first_discards_a_developed_card() -> None:
    game = to_phase5(new(4))
    state = game.state
    b, c = board(state), cards(state)
    level1 = sorted(e for e in c.piles[1])[:5]
    for e in level1[:4]:
        c.piles[1].remove(e)
        b.developed.append((e, 0))
    c.piles[1].remove(level1[4])
    c.hand.append(level1[4])
    b.dna = 9
    answer(game, phase5.CHOOSE, phase5.EVOLVE)
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DEVELOP, card=level1[4]))
    d = game.pending[0]
    assert d.kind == phase5.MAKE_ROOM
    assert {o.card for o in d.options} == set(level1[:4])
    # The card to develop is still in hand: only the Creature's prompt names it.
    creature = state.config.creature_seat
    assert level1[4] in str(game.view(creature).pending[0].prompt)
    for seat in (None, *(s for s in range(4) if s != creature)):
        assert level1[4] not in str(game.view(seat).pending[0].prompt), seat
    answer(game, phase5.MAKE_ROOM, Option(Verb.DISCARD, card=level1[0]))
    assert b.developed_ids() == [*level1[1:4], level1[4]]
    assert b.evolution_discard == [level1[0]]


def test_nesting_discards_any_hunt_cards_then_draws_up_to_four() -> None:
    game = to_phase5(new(4))
    state = game.state
    before = board(state).dna
    hand = list(state.creature.hand)
    answer(game, phase5.CHOOSE, phase5.NEST_OPTION)
    if hand:
        answer(game, phase5.NEST, Option(Verb.DISCARD, card=hand[0]))
        assert hand[0] in state.hunt_discard
    answer(game, phase5.NEST, phase5.DONE)
    assert len(state.creature.hand) == 4
    assert board(state).dna == before  # nesting takes no DNA


def test_a_survivor_forbidding_evolution_leaves_only_cards_to_play() -> None:
    game = new(4)
    through_setup(game)
    to_phase5(game)
    turn(game.state).no_evolve = True
    game.state.pending.clear()
    game.push((phase5.CHOOSE,))
    game.run()
    d = game.pending[0]
    assert phase5.EVOLVE not in d.options and phase5.NEST_OPTION not in d.options
    with pytest.raises(IllegalAction):
        game.apply(Action(d.seat, phase5.EVOLVE))


def test_evolving_with_an_empty_supply_takes_nothing() -> None:
    game = to_phase5(new(4))
    b = board(game.state)
    b.dna = 10
    answer(game, phase5.CHOOSE, phase5.EVOLVE)
    assert b.dna == 10


def test_base_cards_naming_places_6_to_10_read_as_in_sanctuary() -> None:
    rules = new().rules
    assert "Ark" in rules.card("hunt-interference").text
    assert "Monolith" in rules.card("survival-gate").text
    assert "Monolith" in rules.places[1].text and "Artefact" not in rules.places[1].text
    assert not rules.places[10].copyable


def test_the_rulebook_example_of_bjorn_evolving_and_developing_the_scavenger() -> None:
    """Bjorn holds 3 DNA and no Evolution card; he evolves (1 DNA), spends it on a
    level I draw and gets the Scavenger, then pays its 2 DNA to develop it; it
    works from the next turn on."""
    game = to_phase5(new(4))
    state = game.state
    b, c = board(state), cards(state)
    scavenger = "sanctuary-evolution-scavenger"
    c.piles[1].extend(c.hand)  # no card left in hand
    c.hand.clear()
    c.piles[1].remove(scavenger)
    c.piles[1].append(scavenger)  # on top
    b.dna = 3
    answer(game, phase5.CHOOSE, phase5.EVOLVE)
    assert b.dna == 4
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DRAW, n=1))
    assert c.hand == [scavenger] and b.dna == 3
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DEVELOP, card=scavenger))
    assert b.dna == 1 and b.developed_ids() == [scavenger]
    assert not evolutions.active(state, scavenger)
    answer(game, phase5.EVOLVE_LOOP, phase5.DONE)
    while state.turn.number == 1:
        d = game.pending[0]
        option = next((o for o in d.options if o.verb in (Verb.PASS, Verb.DONE)), d.options[0])
        game.apply(Action(d.seat, option))
    assert state.turn.number == 2 and evolutions.active(state, scavenger)
