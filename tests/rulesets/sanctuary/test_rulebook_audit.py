"""An audit of the Sanctuary rule set against its sources, paragraph by paragraph:
the Sanctuary rulebook (``shared/seeds/004_*``), the designed entries of
``cards-designed.md`` section 3 with conventions C1-C14, ``rulings.md`` and the
project's settled questions (``assets/rules.md``, "Sanctuary"). Each test pins
an edge the other Sanctuary tests leave open (player counts 2 and 7, empty
piles, exact Victory, once-only limits, seat order at every Phase-3 step...)
and names, in its docstring, the rule or entry it checks.
"""

from __future__ import annotations

from notalone_tui.engine import Action, Decision, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import defense, phase5
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS
from notalone_tui.engine.rulesets.sanctuary.state import board, cards, turn
from tests.engine.scenario import NAMES

from .cards_table import card_table
from .helpers import (
    DEFENSE,
    OTHER,
    SanctuaryTable,
    resolving,
    table,
    verbs,
)

RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY
BARRICADE = "sanctuary-hunt-barricade"
BULWARK = "sanctuary-survival-bulwark"
RALLY = "sanctuary-survival-rally"
EVACUATION = "sanctuary-survival-evacuation"
REGROWTH = "sanctuary-evolution-regrowth"
CORROSIVE = "sanctuary-evolution-corrosive"


class SeatedTable(SanctuaryTable):
    """A Sanctuary table (its Creature where the test seats it) whose Hunted
    decline every optional Avatar ability."""

    def default(self, d: Decision) -> Option:
        # Every Avatar's optional ability is declined (Bastien would move a token).
        if d.kind in av.KINDS and Option(Verb.PASS) in d.options:
            return Option(Verb.PASS)
        return super().default(d)


def through_setup(game: Game, level: int = 1) -> None:
    """Answer the setup choices: each Evolution draw from ``level``, first Avatars."""
    while game.pending and game.pending[0].kind in (sa_setup.SETUP_DRAW, sa_setup.AVATAR_KEEP):
        d = game.pending[0]
        option = Option(Verb.DRAW, n=level) if d.kind == sa_setup.SETUP_DRAW else d.options[0]
        game.apply(Action(d.seat, option))


def play_out(t: SanctuaryTable, limit: int = 400) -> None:
    """Answer with the table's defaults until the game ends."""
    for _ in range(limit):
        if t.game.is_over:
            return
        d = t.game.pending[0]
        t.game.apply(Action(d.seat, t.default(d)))
    raise AssertionError("the game did not end")


# ------------------------------------------------------------ set-up, 2 and 7
def test_seven_players_deal_all_twelve_avatars_two_to_each_hunted() -> None:
    """Design sanctuary-rule-avatar-setup: each Hunted is dealt 2 Avatars and keeps
    1; with 6 Hunted (7 players) the full game uses all 12 cards. Steps D, G, H
    for 7 players: the 5-7 side, counter on space 1 (14 steps to 15), 3 DNA
    (7 in the supply), 4 Evolution draws."""
    game = Game.new(GameConfig(names=NAMES[:7], creature_seat=0, sanctuary="full"), 3)
    state = game.state
    c, b = cards(state), board(state)
    dealt = [a for seat in game.hunted_order for a in c.dealt[seat]]
    assert len(dealt) == 12 and sorted(dealt) == sorted(AVATARS)
    assert defense.space(state) == 1 and state.goals["defense"] == 14
    assert b.dna == 3 and b.supply == 7
    through_setup(game)
    assert len(c.hand) == 4
    assert len(b.avatars) == 6 and len(c.boxed) == 6
    assert sorted([*b.avatars.values(), *c.boxed.values()]) == sorted(AVATARS)


def test_the_light_variant_with_six_hunted_deals_the_six_not_alone_avatars() -> None:
    """Seed, Variant: the 6 Not Alone-icon Avatars are dealt face up at random, 1 to
    each Hunted; with 6 Hunted every one of them is used, each once; the Creature
    of 5-6 Hunted picks among Fast, Screamer and Primitive."""
    game = Game.new(GameConfig(names=NAMES[:7], creature_seat=0, sanctuary="light"), 2)
    b = board(game.state)
    not_alone = sorted(a for a, card in AVATARS.items() if card.not_alone)
    assert len(not_alone) == 6
    assert sorted(b.avatars.values()) == not_alone
    d = game.pending[0]
    assert d.kind == sa_setup.VARIANT_PICK
    assert {o.card for o in d.options} == {
        "sanctuary-evolution-fast", "sanctuary-evolution-screamer",
        "sanctuary-evolution-primitive",
    }


# ------------------------------------------------- Phase 3: every step by seat
def test_the_target_step_resolves_hunted_by_hunted_from_the_creatures_left() -> None:
    """Seed, Phase 3 reminder: EACH step (the Target token's too) is resolved
    clockwise from the player left of the Creature. Creature on seat 2 of 5
    (order 3, 4, 0, 1); Barricade lays the Target token on the Sanctuary place
    (2), where seats 0, 3 and 4 stand: they resolve 3, then 4, then 0."""
    t = SeatedTable(5, creature=2)
    assert t.game.hunted_order == (3, 4, 0, 1)
    t.sanctuary_on(2)
    t.rig_creature_hand(BARRICADE)
    t.plan.phase1_cards = [BARRICADE]
    t.plan.explore = {0: (2,), 1: (4,), 3: (2,), 4: (2,)}
    t.plan.creature = 5
    seen: list[int] = []
    while len(seen) < 4:
        d = t.advance(kind=Kind.RESOLVE)
        seen.append(d.seat)
        if d.seat != 1:
            assert verbs(d, FORTIFY) == []  # a Hunt token is there
        t.do(d.seat, Verb.PASS)
    assert seen == [1, 3, 4, 0]


# ------------------------------------------------------------ Defense victory
def test_bulwark_and_shelter_stop_on_the_victory_space() -> None:
    """Seed, End of the Game: reaching the Victory space wins at once (C9); the
    counter moves 1 space at a time. One short of Victory, a fortification with
    shelter and Bulwark (3 spaces) stops on Victory: the Hunted win, the counter
    never passes it, and nothing more is asked."""
    t = card_table()
    t.sanctuary_on(3)
    t.rig_held(1, OTHER)
    t.rig_survival(1, BULWARK)
    t.defense_on(13)
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.hunted_plays(1, 3, BULWARK)
    t.until_resolve(1)
    t.do(1, FORTIFY, n=1)
    assert t.state.winner == "hunted"
    assert t.space() == 14
    assert t.state.tracks[defense.TRACK] == t.state.goals["defense"]
    assert t.game.pending == ()


# ------------------------------------------------------------------ Evolutions
def test_an_empty_evolution_pile_cannot_be_drawn_and_is_never_refilled() -> None:
    """Design sanctuary-rule-evolution-piles: an empty level pile cannot be drawn
    from and is never reshuffled, even with cards in the Evolution discard pile;
    the other level still can be drawn."""
    t = table()
    to_choice(t)
    c, b = t.cards, t.board
    b.evolution_discard.extend(c.piles[2])
    c.piles[2].clear()
    t.rig_dna(5)
    t.do(0, Verb.EVOLVE)
    d = t.decision(0)
    assert d.kind == phase5.EVOLVE_LOOP
    assert Option(Verb.DRAW, n=2) not in d.options
    assert Option(Verb.DRAW, n=1) in d.options
    t.do(0, Verb.DRAW, n=1)
    assert c.piles[2] == []


def test_making_room_is_the_creatures_own_discard_not_a_hunted_effect() -> None:
    """Seed, Evolving: with 4 developed cards the Creature first discards one of
    them to develop another. Design Regrowth: only a card discarded by a HUNTED
    effect counts; the Creature's own discard to make room does not."""
    t = table()
    to_choice(t)
    c, b = t.cards, t.board
    level1 = sorted(e for e in c.piles[1] if e != REGROWTH)[:5]
    for e in level1[:4]:
        c.piles[1].remove(e)
        b.developed.append((e, 0))
    c.piles[1].remove(level1[4])
    c.hand.append(level1[4])
    t.rig_dna(9)
    t.do(0, Verb.EVOLVE)
    t.do(0, Verb.DEVELOP, card=level1[4])
    assert t.decision(0).kind == phase5.MAKE_ROOM
    t.do(0, Verb.DISCARD, card=level1[0])
    assert b.evolution_discard == [level1[0]]
    assert turn(t.state).lost_evolutions == 0
    assert len(b.developed) == 4


def to_choice(t: SanctuaryTable) -> None:
    """Run the turn with the default answers until the Creature's Phase-5 choice."""
    t.advance(lambda d: d.kind == phase5.CHOOSE)


# --------------------------------------------------------------- Survival cards
def test_rally_counts_a_defense_step_from_a_rescued_survivor() -> None:
    """Design Rally: playable in Phase 4 if the Defense counter advanced at least
    1 space this turn, whatever moved it: here only the rescued Survivor's
    'advance the Defense counter' ability did (no fortification)."""
    t = card_table()
    t.sanctuary_on(3)
    t.rig_row(DEFENSE, OTHER)
    t.rig_survival(2, RALLY)
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    t.plan.explore = {1: (2,), 2: (4,), 3: (1,)}
    t.until_resolve(1)
    before = t.space()
    t.do(1, RESCUE, card=DEFENSE)
    assert t.space() == before + 1 and turn(t.state).fortified < 0
    assert RALLY in t.claim(2, 4)


def test_two_players_have_no_one_to_evacuate_to() -> None:
    """Design Evacuation: the cards go to ANOTHER Hunted (C2). In a 2-player game
    there is none, so the card cannot be played even with Survivor cards held
    (the lone Hunted's set-up Survivor)."""
    t = card_table(players=2)
    t.rig_survival(1, EVACUATION)
    t.plan.explore = {1: (2,)}
    assert t.held(1)
    assert EVACUATION not in t.claim(1, 3)


# -------------------------------------------------------------- once-only rules
def test_a_bonus_left_by_corrosive_and_reached_again_does_not_trigger() -> None:
    """C9 and design Corrosive: a Bonus space triggers only the first time it is
    reached; after Corrosive moves the counter back off it, reaching it again
    the next turn gives nothing."""
    t = table()
    t.rig_developed(CORROSIVE)
    space = t.one_short_of("sanctuary-bonus-will")
    t.sanctuary_on(3)
    for seat in (1, 2, 3):
        t.rig_will(seat, 2)
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    assert t.space() == space
    assert all(t.hunted(s).will == 3 for s in (1, 2, 3))
    assert space in t.board.bonuses
    # Next turn nobody advances it; Corrosive moves it back in Phase 5.
    t.finish_turn()
    fresh(t)
    t.sanctuary_on(3)
    t.plan.explore = {1: (2,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    t.finish_turn()
    assert t.space() == space - 1
    fresh(t)
    for seat in (1, 2, 3):
        t.rig_will(seat, 2)
    t.sanctuary_on(3)
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    assert t.space() == space
    assert all(t.hunted(s).will == 2 for s in (1, 2, 3))


def fresh(t: SanctuaryTable) -> None:
    """Every Hunted holds places 1-5 again (nothing discarded)."""
    for seat in t.game.hunted_order:
        t.rig_places(seat, hand=[1, 2, 3, 4, 5])


# ------------------------------------------------------- more Phase-3 steps
def test_the_artemia_step_hits_hunted_by_hunted_from_the_creatures_left() -> None:
    """Seed, Phase 3 reminder: the Artemia token's step is resolved clockwise from
    the player left of the Creature too. Creature on seat 2 of 5 (order 3, 4, 0,
    1): seats 0, 3 and 4 under the Artemia token discard in the order 3, 4, 0."""
    t = SeatedTable(5, creature=2)
    rescue = t.state.goals["rescue"]
    t.state.tracks["rescue"] = rescue - 2  # on an Artemia symbol (board side 1)
    t.plan.explore = {0: (2,), 1: (4,), 3: (2,), 4: (2,)}
    t.plan.creature = 5
    t.plan.artemia = (2,)
    seen: list[int] = []
    while len(seen) < 3:
        d = t.advance(kind=Kind.ARTEMIA_DISCARD)
        seen.append(d.seat)
        t.game.apply(Action(d.seat, d.options[0]))
    assert seen == [3, 4, 0]


def test_a_copy_survivor_finds_the_groves_dna_option_used_by_a_lair_copy() -> None:
    """Design the Grove: its DNA option once per turn among all Hunted, copies
    included (C6). The Lair copies the Grove (Creature token there) for the DNA;
    a later rescue of the copy Survivor may only give Will with it."""
    t = table()
    t.rig_dna(3)
    t.sanctuary_on(2)
    t.rig_row("sanctuary-survivor-yusuf-demir", OTHER)
    for seat in (1, 2, 3):
        t.rig_will(seat, 2)
    d = resolving(t, {1: (1,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert Option(Verb.POWER, place=9, n=1) in d.options
    t.do(1, Verb.POWER, place=9, n=1)
    assert t.board.dna == 2
    t.until_resolve(2)
    t.do(2, RESCUE, card="sanctuary-survivor-yusuf-demir")
    d = t.decision(2)
    assert Option(Verb.POWER, place=9, n=1) not in d.options
    assert {o.seat for o in d.options} == {1, 2, 3}


# --------------------------------------------------------------- end of game
def test_a_rescue_victory_in_phase_4_ends_the_game_before_phase_5() -> None:
    """Seed, End of the Game: the Hunted win at once when the Rescue counter
    reaches Victory (R3). Its Phase-4 step onto Victory ends the game: no
    Evolution phase follows (the Sanctuary token does not move, the Creature
    neither evolves nor nests)."""
    t = table()
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.sanctuary_on(2)
    dna_before = t.board.dna
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.plan.creature = 10
    play_out(t)
    assert t.state.winner == "hunted"
    assert t.turn.phase == 4
    assert t.board.sanctuary == 2 and t.board.dna == dna_before
    assert turn(t.state).evolution == ""


# --------------------------------------------------------------- the bonuses
def test_the_reserve_bonus_offers_the_monoliths_when_nothing_else_is_left() -> None:
    """Bonus 'Place 6-10 for those without' (design: Monolith reserve copies are
    eligible; nothing left, the bonus is lost) with a reserve of 3 Monoliths only
    (seed step B: always 3)."""
    t = table()
    for seat in (2, 3):  # the other two Hunted take every copy of 6-9
        t.rig_places(seat, hand=[1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert [t.state.reserve[n] for n in (6, 7, 8, 9, 10)] == [0, 0, 0, 0, 3]
    t.sanctuary_on(3)
    t.one_short_of("sanctuary-bonus-reserve")
    resolving(t, {1: (3,), 2: (4,), 3: (5,)}, creature=10, seat=1)
    t.do(1, FORTIFY)
    d = t.decision(1)
    assert {o.place for o in d.options if o.verb is Verb.CHOOSE} == {10}
    t.do(1, Verb.CHOOSE, place=10)
    assert 10 in t.hunted(1).hand and t.state.reserve[10] == 2
    t.ok()


def test_the_survival_bonus_counts_a_card_played_this_turn_as_gone() -> None:
    """Bonus 'Survival card for those without': every Hunted who HOLDS no Survival
    card when it triggers may draw one; a Hunted who played their only card
    earlier this turn qualifies, one still holding a card does not."""
    t = card_table()
    t.rig_survival(1, "survival-adrenaline")
    t.rig_survival(2, "survival-sixth-sense")
    t.rig_will(1, 2)
    t.sanctuary_on(3)
    t.one_short_of("sanctuary-bonus-survival-empty")
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,)}
    t.hunted_plays(1, 1, "survival-adrenaline")
    assert t.hunted(1).survival == []
    t.until_resolve(1)
    t.do(1, FORTIFY)
    assert len(t.hunted(1).survival) == 1
    assert t.hunted(2).survival == ["survival-sixth-sense"]
    assert len(t.hunted(3).survival) == 1
    t.ok()


# -------------------------------------------------------------------- nesting
def test_nesting_with_an_empty_hunt_deck_shuffles_the_discard_pile() -> None:
    """Design sanctuary-rule-nest: nesting draws Hunt cards up to 4; with the Hunt
    deck empty, the Hunt discard pile is shuffled into a new deck (C5, R20)."""
    t = table()
    to_choice(t)
    state = t.state
    state.hunt_discard.extend(state.hunt_deck)
    state.hunt_deck.clear()
    held = len(state.creature.hand)
    t.do(0, Verb.NEST)
    t.do(0, Verb.DONE)
    assert len(state.creature.hand) == max(held, phase5.NEST_HAND)
    assert state.hunt_deck


def test_seven_players_reach_the_will_bonus_on_space_12_of_the_5_7_side() -> None:
    """Design track 5-7: the Will bonus is on space 12 (11 on the 2-4 side); in a
    7-player game fortifying from 11 triggers it for all six Hunted, each below 3
    Will regaining 1, one at 3 losing it."""
    t = table(players=7)
    space = t.one_short_of("sanctuary-bonus-will")
    assert space == 12
    t.sanctuary_on(3)
    for seat in (1, 2, 3, 4, 5):
        t.rig_will(seat, 2)
    t.plan.explore = {1: (3,), 2: (4,), 3: (5,), 4: (1,), 5: (2,), 6: (4,)}
    t.plan.creature = 10
    t.until_resolve(1)
    t.do(1, FORTIFY)
    assert t.space() == 12
    assert [t.hunted(s).will for s in range(1, 7)] == [3] * 6


def test_rally_in_a_two_player_game_returns_only_your_own_card() -> None:
    """Design Rally: you and ANOTHER Hunted each take back 1 card (C2). With a lone
    Hunted the card still gives its player their own card; nobody else is asked."""
    t = card_table(players=2)
    t.rig_survival(1, RALLY)
    t.sanctuary_on(2)
    t.rig_places(1, hand=[2, 3, 4], discard=[1, 5])
    t.defense_on(9)  # the next space (10) is blank
    t.plan.explore = {1: (2,)}
    t.until_resolve(1)
    t.do(1, FORTIFY)
    t.hunted_plays(1, 4, RALLY)
    t.do(1, Verb.TAKE_BACK, place=5)
    assert 5 in t.hunted(1).hand and t.hunted(1).discard == [1]
    assert t.decision().kind != "sa_rally_other"
    t.ok()

