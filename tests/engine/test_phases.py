"""The general rules of a turn: set-up, the four phases, the end of the game,
illegal actions and determinism (Remastered rulebook; rulings R1-R9)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from notalone_tui.engine import (
    BASE,
    CREATURE,
    HUNTED,
    Action,
    ConfigError,
    Decision,
    Game,
    GameConfig,
    GameOver,
    IllegalAction,
    Kind,
    Option,
    Verb,
    Visibility,
)

from .scenario import NAMES, Table, drive
from .words import public, refusal, say, text_for

HUNT_CARDS, SURVIVAL_CARDS = BASE.hunt_cards, BASE.survival_cards

def turn_texts(t: Table, phase: int | None = None) -> list[str]:
    return [
        public(t.game, e)
        for e in t.state.log
        if e.turn == t.turn.number and (phase is None or e.phase == phase)
    ]


def first_index(texts: list[str], part: str) -> int:
    return next(i for i, s in enumerate(texts) if part in s)


# ======================================================================== set-up
@pytest.mark.parametrize("players", range(2, 8))
def test_setup_for_each_player_count(players: int) -> None:
    t = Table(players=players)
    st = t.state
    hunted = players - 1
    # R1: the tracks count every player; both counters start on their first space.
    assert st.rescue_goal == 11 + players
    assert st.assimilation_goal == 5 + players
    assert st.rescue == 0 and st.assimilation == 0
    # Reserve: 1 copy of each of 6-10 for 1 Hunted, 2 for 2-3, 3 for 4-6.
    copies = 1 if hunted == 1 else 2 if hunted <= 3 else 3
    assert st.reserve == {n: copies for n in range(6, 11)}
    assert not st.marker_on_beach
    assert sorted(st.hunted) == list(range(1, players))
    for h in st.hunted.values():
        assert h.hand == [1, 2, 3, 4, 5]
        assert h.discard == [] and h.played == []
        assert h.will == 3
        assert len(h.survival) == 1
    assert len(st.creature.hand) == 3
    assert len(st.hunt_deck) + len(st.creature.hand) == len(HUNT_CARDS)
    assert len(st.survival_deck) + hunted == len(SURVIVAL_CARDS)
    assert t.turn.number == 1 and t.turn.phase == 1
    assert t.decision().kind is Kind.CREATURE_WINDOW
    setup = t.log().splitlines()[0]
    assert f"Rescue needs {11 + players} spaces, Assimilation {5 + players}" in setup


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"names": ("Solo",)}, "2 to 7 players"),
        ({"names": tuple(f"P{i}" for i in range(8))}, "2 to 7 players"),
        ({"names": ()}, "2 to 7 players"),
        ({"names": ("Ann", "  ")}, "non-empty name"),
        ({"names": ("Zoe", "zoe ")}, "distinct"),
        ({"names": ("Ann", "Bob"), "creature_seat": 2}, "creature_seat"),
        ({"names": ("Ann", "Bob"), "creature_seat": -1}, "creature_seat"),
        ({"names": ("Ann", "Bob"), "board_side": 3}, "board_side"),
        ({"names": ("Ann", "Bob"), "board_side": 0}, "board_side"),
    ],
)
def test_config_validation(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        GameConfig(**kwargs)


def test_hunted_seats_start_left_of_the_creature() -> None:
    cfg = GameConfig(names=("A", "B", "C", "D", "E"), creature_seat=2)
    assert cfg.hunted_seats == (3, 4, 0, 1)


# ======================================================================== phase 1
def test_creature_window_offered_every_turn_without_a_phase1_card() -> None:
    # R8: the window is shown even when the Creature could play nothing in it.
    t = Table(players=3)
    t.rig_creature_hand("hunt-mirage", "hunt-scream", "hunt-clone")
    for _ in range(2):
        d = t.decision()
        assert d.kind is Kind.CREATURE_WINDOW and d.seat == 0
        assert d.visibility is Visibility.PRIVATE
        assert d.options == (Option(Verb.PASS),)
        t.finish_turn()
        t.rig_creature_hand("hunt-mirage", "hunt-scream", "hunt-clone")


def test_creature_window_offers_phase1_cards_only() -> None:
    t = Table(players=3)
    t.rig_creature_hand("hunt-despair", "hunt-mirage", "hunt-stasis")
    assert set(t.options(0)) == {Option(Verb.PASS), Option(Verb.PLAY, card="hunt-despair")}


def test_hunted_explore_in_seat_order_left_of_the_creature() -> None:
    # R8b, with the Creature at seat 2 of 5: Hunted 3, 4, 0 and 1 in that order.
    game = Game.new(GameConfig(names=NAMES[:5], creature_seat=2), seed=3)
    first = game.pending[0]
    assert first.kind is Kind.CREATURE_WINDOW and first.seat == 2
    game.apply(Action(2, Option(Verb.PASS)))
    order: list[int] = []
    while game.pending[0].kind is Kind.EXPLORE:
        d = game.pending[0]
        assert len(game.pending) == 1  # one Hunted at a time
        order.append(d.seat)
        game.apply(Action(d.seat, next(o for o in d.options if o.verb is Verb.EXPLORE)))
    assert order == [3, 4, 0, 1]
    assert game.pending[0].kind is Kind.HUNT and game.pending[0].seat == 2


def test_explore_decision_is_private_and_the_choice_secret() -> None:
    t = Table(players=4)
    t.plan.explore = {1: (3,)}
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert d.visibility is Visibility.PRIVATE
    hidden = say(t.game, d.public_prompt)
    assert "3" not in hidden and "River" not in hidden
    events = t.do(1, Verb.EXPLORE, places=(3,))
    (laid,) = [e for e in events if e.kind == "explore"]
    assert public(t.game, laid) == "Zoe lays 1 Place card face down."
    assert "the River" in text_for(t.game, laid, 1)
    for other in (0, 2, 3, None):
        assert "River" not in text_for(t.game, laid, other)
    # The next Hunted's view shows that Zoé played a card, not which one.
    view = t.game.view(2)
    zoe = next(h for h in view.hunted if h.seat == 1)
    assert zoe.played_count == 1 and zoe.played is None and zoe.revealed == ()
    assert zoe.hand is None and zoe.hand_size == 4
    dv = next(p for p in view.pending if p.seat == 2)
    assert dv.options is not None  # Simon sees his own options
    assert t.game.view(1).pending[0].options is None  # ...and Zoé does not


def test_playing_a_place_card_is_mandatory() -> None:
    t = Table(players=3)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PASS) not in d.options
    assert {o.places for o in d.options if o.verb is Verb.EXPLORE} == {(c,) for c in range(1, 6)}
    before = copy.deepcopy(t.state)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.PASS)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.EXPLORE, places=(1, 2))  # exactly 1 card without River/Artefact
    assert t.state == before


def test_give_up_refused_when_it_changes_nothing() -> None:
    # R4: 3 Will and an empty discard pile.
    t = Table(players=3)
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.options(1, Verb.GIVE_UP) == []
    before = copy.deepcopy(t.state)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.GIVE_UP)
    assert t.state == before


@pytest.mark.parametrize(("will", "discard"), [(3, [1]), (2, []), (1, [1, 2])])
def test_give_up_offered_when_it_changes_something(will: int, discard: list[int]) -> None:
    t = Table(players=3)
    t.rig_places(1, hand=[c for c in range(1, 6) if c not in discard], discard=discard)
    t.rig_will(1, will)
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.options(1, Verb.GIVE_UP) == [Option(Verb.GIVE_UP)]


def test_give_up_recovers_will_and_discards_and_moves_assimilation() -> None:
    t = Table(players=3)
    t.rig_places(1, hand=[4, 7], discard=[1, 2, 3, 5])
    t.rig_will(1, 1)
    t.advance(kind=Kind.EXPLORE, seat=1)
    events = t.do(1, Verb.GIVE_UP)
    h = t.hunted(1)
    assert h.will == 3
    assert h.hand == [1, 2, 3, 4, 5, 7] and h.discard == []
    assert t.state.assimilation == 1
    text = t.texts(events)
    assert "Zoe gives up" in text
    assert "The Assimilation counter moves 1 space (Zoe gave up)" in text
    # She still has to explore, and cannot give up or resist again this turn.
    d = t.decision(1)
    assert d.kind is Kind.EXPLORE
    assert not [o for o in d.options if o.verb in (Verb.GIVE_UP, Verb.RESIST)]


def test_give_up_moves_assimilation_once_per_hunted_who_gives_up() -> None:
    t = Table(players=4)
    for seat in (1, 2, 3):
        t.rig_will(seat, 2)
    for seat in (1, 2):
        t.advance(kind=Kind.EXPLORE, seat=seat)
        t.do(seat, Verb.GIVE_UP)
    t.advance(kind=Kind.HUNT)
    assert t.state.assimilation == 2
    assert t.hunted(3).will == 2


# ======================================================================== phase 2
def test_the_creature_must_place_its_token_before_finishing() -> None:
    t = Table(players=3)
    d = t.advance(kind=Kind.HUNT)
    assert d.visibility is Visibility.PRIVATE
    assert Option(Verb.DONE) not in d.options
    assert {o.places for o in d.options if o.card == "creature"} == {(p,) for p in range(1, 11)}
    before = copy.deepcopy(t.state)
    with pytest.raises(IllegalAction):
        t.do(0, Verb.DONE)
    assert t.state == before


def test_hunt_tokens_may_share_a_place() -> None:
    t = Table(players=3)
    t.state.rescue = t.state.rescue_goal - 3  # an Artemia-symbol space
    t.plan.explore = {1: (4,), 2: (2,)}
    t.advance(kind=Kind.HUNT)
    t.do(0, Verb.TOKEN, card="creature", places=(4,))
    assert Option(Verb.TOKEN, card="artemia", places=(4,)) in t.options(0)
    t.do(0, Verb.TOKEN, card="artemia", places=(4,))
    assert t.turn.tokens == {"creature": (4,), "artemia": (4,)}
    t.do(0, Verb.DONE)
    d = t.advance(kind=Kind.ARTEMIA_DISCARD, seat=1)
    t.do(1, Verb.DISCARD, place=d.options[0].place)
    drive(t, lambda: t.turn.phase == 4)
    # Both effects stack on Zoé: a Place card discarded and a Will lost.
    assert t.hunted(1).will == 2
    assert len(t.hunted(1).hand) == 3 and len(t.hunted(1).discard) == 1
    assert t.state.assimilation == 1
    assert t.hunted(2).will == 3


@pytest.mark.parametrize("side", [1, 2])
@pytest.mark.parametrize("distance", range(1, 16))
def test_artemia_token_availability_by_board_side(side: int, distance: int) -> None:
    # R2: side 1, the 6 spaces nearest Victory; side 2, the spaces 1, 3, ..., 11 away.
    t = Table(players=4, side=side)  # 15 Rescue spaces
    t.state.rescue = t.state.rescue_goal - distance
    t.advance(kind=Kind.HUNT)
    expected = distance <= 6 if side == 1 else distance % 2 == 1 and distance <= 11
    artemia = {o.places for o in t.options(0, Verb.TOKEN) if o.card == "artemia"}
    assert artemia == ({(p,) for p in range(1, 11)} if expected else set())
    assert t.game.view(None).track("rescue").on_symbol is expected


def test_artemia_token_available_when_the_rescue_counter_moves_onto_a_symbol() -> None:
    # Side 1, 4 players: 7 spaces left on turn 1 (no token), 6 left on turn 2 (token).
    t = Table(players=4)
    t.state.rescue = t.state.rescue_goal - 7
    t.advance(kind=Kind.HUNT)
    assert not [o for o in t.options(0, Verb.TOKEN) if o.card == "artemia"]
    t.finish_turn()
    assert t.state.rescue_left == 6
    t.advance(kind=Kind.HUNT)
    assert [o for o in t.options(0, Verb.TOKEN) if o.card == "artemia"]


# ======================================================================== phase 3
def test_phase3_order_follows_r7() -> None:
    """No-token places by number, then Target, Artemia, Creature, last Will."""
    t = Table(players=6)  # Zoe, Simon, Luca, Quentin, Adrian
    t.state.rescue = t.state.rescue_goal - 2
    t.rig_creature_hand("hunt-scream", "hunt-mirage", "hunt-clone")
    t.rig_will(5, 1)
    t.plan.explore = {1: (5,), 2: (2,), 3: (1,), 4: (3,), 5: (4,)}
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.target = (1,)
    t.plan.artemia = (3,)
    t.plan.creature = 4

    def answer(d: Decision) -> Option | None:
        return Option(Verb.LOSE_WILL) if d.kind is Kind.SCREAM else None

    seen = drive(t, lambda: t.turn.phase == 4, answer)
    assert t.turn.tokens == {"target": (1,), "artemia": (3,), "creature": (4,)}
    texts = turn_texts(t, 3)
    order = [
        "Simon does not use the Jungle.",  # no token, place 2
        "Zoe does not use the Rover.",  # no token, place 5
        "Luca loses 1 Will (Scream)",  # Target on place 1, its card's effect first
        "Luca does not use the Lair.",  # ...then its place
        "Quentin discards",  # Artemia on place 3
        "Adrian loses 1 Will (caught on the Beach)",  # Creature on place 4
        "(the Creature caught Adrian)",
        "Adrian recovers 3 Will",  # last Will
        "(a Hunted lost their last Will)",
    ]
    where = [first_index(texts, part) for part in order]
    assert where == sorted(where), texts
    resolving = [(d.seat, d.ctx[1]) for d in seen if d.kind is Kind.RESOLVE]
    assert [seat for seat, _ in resolving] == [2, 1, 3]


def test_hunted_on_the_same_place_resolve_in_seat_order() -> None:
    game = Game.new(GameConfig(names=NAMES[:4], creature_seat=2), seed=4)
    t = Table(players=4)
    t.game = game  # Hunted order: 3, 0, 1
    t.plan.explore = {3: (5,), 0: (2,), 1: (2,)}
    t.plan.creature = 9
    seen = drive(t, lambda: t.turn.phase == 4)
    assert [d.seat for d in seen if d.kind is Kind.RESOLVE] == [0, 1, 3]


def test_caught_hunted_cannot_use_the_place_and_assimilation_moves_once() -> None:
    # R5: +1 once per turn, however many Hunted the Creature token caught.
    t = Table(players=4)
    t.rig_places(3, hand=[1, 2, 4, 5], discard=[3])
    t.plan.explore = {1: (3,), 2: (3,), 3: (2,)}
    t.plan.creature = 3
    seen = drive(t, lambda: t.turn.phase == 4)
    assert [d.seat for d in seen if d.kind is Kind.RESOLVE] == [3]
    assert t.hunted(1).will == 2 and t.hunted(2).will == 2 and t.hunted(3).will == 3
    assert t.state.assimilation == 1
    texts = turn_texts(t, 3)
    assert sum("The Assimilation counter moves" in s for s in texts) == 1
    assert "The Assimilation counter moves 1 space (the Creature caught Zoe, Simon); 8 to go." in (
        texts
    )


def test_last_will_moves_assimilation_once_however_many() -> None:
    t = Table(players=4)
    t.rig_places(1, hand=[3, 4], discard=[1, 2, 5])
    t.rig_places(2, hand=[1, 3], discard=[2, 4, 5])
    t.rig_will(1, 1)
    t.rig_will(2, 1)
    t.plan.explore = {1: (3,), 2: (3,), 3: (2,)}
    t.plan.creature = 3
    drive(t, lambda: t.turn.phase == 4)
    assert t.state.assimilation == 2  # the catch + the last Will, each once
    texts = turn_texts(t, 3)
    assert sum("(a Hunted lost their last Will)" in s for s in texts) == 1
    for seat in (1, 2):
        assert t.hunted(seat).will == 3
        assert t.hunted(seat).discard == []
    assert t.hunted(1).hand == [1, 2, 4, 5]
    t.finish_turn()
    assert t.hunted(1).hand == [1, 2, 3, 4, 5]
    assert t.hunted(2).hand == [1, 2, 3, 4, 5]


def test_a_hunted_who_still_has_will_is_not_recovered() -> None:
    t = Table(players=3)
    t.rig_places(1, hand=[3, 4], discard=[1, 2, 5])
    t.rig_will(1, 2)
    t.plan.explore = {1: (3,), 2: (4,)}
    t.plan.creature = 3
    drive(t, lambda: t.turn.phase == 4)
    assert t.hunted(1).will == 1
    assert t.hunted(1).discard == [1, 2, 5]
    assert t.state.assimilation == 1


# ======================================================================== phase 4
def test_end_of_turn_cleanup_refill_and_rescue() -> None:
    t = Table(players=3)
    t.rig_creature_hand("hunt-scream", "hunt-mirage", "hunt-clone")
    t.plan.explore = {1: (4,), 2: (5,)}
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.target = (9,)
    t.plan.creature = 9
    drive(t, lambda: t.turn.phase == 4)
    assert len(t.creature.hand) == 2 and t.creature.in_play == ["hunt-scream"]
    t.finish_turn()
    # Played Place cards are in the discard piles, face up; the tokens are back.
    assert t.hunted(1).discard == [4] and t.hunted(1).played == []
    assert 5 in t.hunted(2).discard and t.hunted(2).played == []
    assert t.turn.tokens == {} and t.turn.number == 2
    # Hunt cards played reach the discard pile; the Creature draws back up to 3.
    assert t.state.hunt_discard == ["hunt-scream"]
    assert len(t.creature.hand) == 3 and t.creature.in_play == []
    assert t.state.rescue == 1
    texts = [public(t.game, e) for e in t.state.log if e.turn == 1 and e.phase == 4]
    assert (
        first_index(texts, "Played Place cards go to their discard piles")
        < first_index(texts, "draws 1 Hunt card")
        < first_index(texts, "(end of turn)")
    )
    t.finish_turn()
    assert t.state.rescue == 2


def test_rescue_moves_every_turn_even_when_someone_is_caught() -> None:
    t = Table(players=3)
    t.plan.explore = {1: (1,), 2: (1,)}
    t.plan.creature = 1
    t.finish_turn()
    assert t.state.rescue == 1 and t.state.assimilation == 1
    assert len(t.creature.hand) == 3  # nothing played: no draw needed


# =================================================================== end of game
def test_hunted_win_at_the_end_of_turn_rescue_move() -> None:
    t = Table(players=3)
    t.state.rescue = t.state.rescue_goal - 1
    drive(t, lambda: False)
    assert t.state.winner == HUNTED
    assert t.state.rescue == t.state.rescue_goal
    assert t.game.pending == () and t.state.agenda == []
    assert t.state.log[-1].kind == "game_over"
    assert public(t.game, t.state.log[-1]).startswith("The Hunted win!")
    assert t.turn.number == 1 and t.turn.phase == 4


def test_creature_wins_mid_reckoning_and_nothing_after_resolves() -> None:
    t = Table(players=3)
    t.state.assimilation = t.state.assimilation_goal - 1
    t.rig_places(1, hand=[3, 4], discard=[1, 2, 5])
    t.rig_will(1, 1)
    t.plan.explore = {1: (3,), 2: (4,)}
    t.plan.creature = 3
    rescue = t.state.rescue
    drive(t, lambda: False)
    assert t.state.winner == CREATURE
    assert t.turn.phase == 3
    # The last-Will step and Phase 4 never happen.
    h = t.hunted(1)
    assert h.will == 0 and h.discard == [1, 2, 5] and h.played == [3]
    assert t.state.assimilation == t.state.assimilation_goal
    assert t.state.rescue == rescue
    assert t.game.pending == ()
    assert t.state.log[-1].kind == "game_over"
    assert "recovers" not in "\n".join(turn_texts(t))


def test_hunted_win_mid_reckoning_before_the_creature_token_resolves() -> None:
    t = Table(players=3)
    t.state.rescue = t.state.rescue_goal - 1
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.plan.explore = {1: (8,), 2: (3,)}
    t.plan.creature = 3

    def answer(d: Decision) -> Option | None:
        if d.kind is Kind.RESOLVE and d.seat == 1:
            return Option(Verb.POWER, place=8)
        return None

    drive(t, lambda: False, answer)
    assert t.state.winner == HUNTED
    assert t.hunted(2).will == 3  # the Creature token never resolved
    assert t.state.assimilation == 0
    assert t.state.log[-1].kind == "game_over"


def test_give_up_can_end_the_game_in_phase1() -> None:
    t = Table(players=4)
    t.state.assimilation = t.state.assimilation_goal - 1
    t.rig_will(1, 2)
    t.advance(kind=Kind.EXPLORE, seat=1)
    events = t.do(1, Verb.GIVE_UP)
    assert t.state.winner == CREATURE
    assert t.turn.phase == 1
    assert t.game.pending == () and t.state.agenda == []
    assert events[-1].kind == "game_over"
    assert "The Creature wins!" in public(t.game, events[-1])
    assert t.hunted(1).played == [] and t.hunted(2).played == []


# ============================================================== illegal actions
def test_wrong_seat_leaves_the_state_untouched() -> None:
    t = Table(players=3)
    before = copy.deepcopy(t.state)
    actions = list(t.game.actions)
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(1, Option(Verb.PASS)))
    assert "not Zoe's decision" in refusal(t.game, err.value)
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(7, Option(Verb.PASS)))
    assert "no seat 7" in refusal(t.game, err.value)
    assert t.state == before
    assert t.game.actions == actions
    # The Creature may not explore for Zoé either.
    t.advance(kind=Kind.EXPLORE, seat=1)
    before = copy.deepcopy(t.state)
    with pytest.raises(IllegalAction):
        t.game.apply(Action(0, Option(Verb.EXPLORE, places=(1,))))
    with pytest.raises(IllegalAction):
        t.game.apply(Action(2, Option(Verb.EXPLORE, places=(1,))))
    assert t.state == before


@pytest.mark.parametrize(
    "option",
    [
        Option(Verb.EXPLORE, places=(8,)),  # not in her hand
        Option(Verb.EXPLORE, places=(11,)),
        Option(Verb.TOKEN, card="creature", places=(1,)),  # not her decision's kind
        Option(Verb.RESIST, n=1),  # empty discard pile
        Option(Verb.PLAY, card="hunt-scream"),
        Option(Verb.DONE),
    ],
)
def test_option_not_offered_leaves_the_state_untouched(option: Option) -> None:
    t = Table(players=3)
    t.advance(kind=Kind.EXPLORE, seat=1)
    before = copy.deepcopy(t.state)
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(1, option))
    assert err.value.rule
    assert t.state == before


def test_creature_option_not_offered_leaves_the_state_untouched() -> None:
    t = Table(players=3)
    t.rig_creature_hand("hunt-scream", "hunt-mirage", "hunt-clone")
    t.advance(kind=Kind.HUNT)
    before = copy.deepcopy(t.state)
    for option in (
        Option(Verb.TOKEN, card="artemia", places=(2,)),  # no symbol, no card
        Option(Verb.TOKEN, card="target", places=(2,)),  # no Target card played
        Option(Verb.TOKEN, card="creature", places=(2, 3)),
        Option(Verb.PLAY, card="hunt-despair"),  # not in hand, wrong phase
    ):
        with pytest.raises(IllegalAction):
            t.game.apply(Action(0, option))
    assert t.state == before


def test_actions_after_game_over_raise_game_over() -> None:
    t = Table(players=4)
    t.state.assimilation = t.state.assimilation_goal - 1
    t.rig_will(1, 2)
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    assert t.game.is_over
    before = copy.deepcopy(t.state)
    actions = list(t.game.actions)
    for action in (
        Action(2, Option(Verb.EXPLORE, places=(1,))),
        Action(0, Option(Verb.PASS)),
        Action(9, Option(Verb.PASS)),
    ):
        with pytest.raises(GameOver):
            t.game.apply(action)
    assert t.state == before
    assert t.game.actions == actions
    assert t.game.legal_actions() == []


# ================================================================== determinism
def test_same_config_seed_and_actions_replay_to_an_equal_state() -> None:
    t = Table(players=4, seed=11)
    t.plan.explore = {1: (2,), 2: (3,), 3: (4,)}
    t.plan.creature = 3
    t.finish_turn()
    t.finish_turn()
    t.advance(kind=Kind.HUNT)
    replayed = Game.replay(t.state.config, 11, t.game.actions)
    assert replayed.state == t.state
    assert replayed.actions == t.game.actions
    assert replayed.log_for(None) == t.game.log_for(None)
    # And the replay continues identically.
    d = t.decision()
    option = next(o for o in d.options if o.verb is Verb.TOKEN)
    t.game.apply(Action(d.seat, option))
    replayed.apply(Action(d.seat, option))
    assert replayed.state == t.state


def test_new_games_with_the_same_seed_are_equal_and_other_seeds_differ() -> None:
    cfg = GameConfig(names=NAMES[:5])
    assert Game.new(cfg, 5).state == Game.new(cfg, 5).state
    hands = {tuple(Game.new(cfg, s).state.hunt_deck) for s in range(5)}
    assert len(hands) > 1


def test_replay_refuses_an_illegal_record() -> None:
    cfg = GameConfig(names=NAMES[:3])
    with pytest.raises(IllegalAction):
        Game.replay(cfg, 1, [Action(1, Option(Verb.PASS))])
