"""The Frozen Lands end of the game in all its branches (``fl-rule-end-of-game``,
rulings R30, R32): the team's Advance or Hold, Stasis, Quarantine, the Hummocks
during Phase 3 and the Capsule."""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.rulesets.frozen_lands import contamination, endgame
from tests.engine.scenario import Table

from .helpers import BLANK, INFECTED, give_tokens, pool, table


def one_short(*faces: str, holder: int = 2) -> Table:
    """Hunted ``holder`` holds tokens of ``faces`` and the Rescue counter is one
    space from Victory; the turn's places are planned, nobody caught."""
    t = table()
    give_tokens(t, holder, *faces)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    return t


def at_the_last_step(*faces: str, holder: int = 2) -> Table:
    """:func:`one_short`, played on to the team's choice (or the end of the game)."""
    t = one_short(*faces, holder=holder)
    while not t.game.is_over:
        d = t.game.pending[0]
        if d.kind == endgame.TEAM_CHOICE:
            break
        t.game.apply(Action(d.seat, t.default(d)))
    return t


def test_the_first_hunted_enters_the_teams_choice_on_the_public_table() -> None:
    t = at_the_last_step(BLANK)
    d = t.game.pending[0]
    assert d.kind == endgame.TEAM_CHOICE
    assert d.seat == t.game.hunted_order[0] == 1
    assert not d.private
    assert d.options == (endgame.ADVANCE, endgame.hold(2))
    # Every seat sees the options: the team decides aloud.
    assert t.game.view(0).pending[0].options == d.options


def test_advance_with_a_clean_reveal_wins_for_the_hunted() -> None:
    t = at_the_last_step(BLANK, BLANK)
    t.game.apply(Action(1, endgame.ADVANCE))
    assert t.state.winner == "hunted"
    assert t.state.left("rescue") == 0
    assert "no revealed token shows contamination" in t.log()
    # The game-over view turns every token up, for everyone.
    faces = {h.seat: h.revealed_contamination for h in t.game.view(None).hunted}
    assert faces[2] == (BLANK, BLANK)


def test_advance_with_an_icon_loses() -> None:
    t = at_the_last_step(BLANK, INFECTED)
    t.game.apply(Action(1, endgame.ADVANCE))
    assert t.state.winner == "creature"
    assert "Simon turns up 2 tokens: 1 with the contamination icon" in t.log()


def test_hold_keeps_the_counter_back_discards_and_plays_another_turn() -> None:
    t = at_the_last_step(INFECTED)
    turn = t.turn.number
    t.game.apply(Action(1, endgame.hold(2)))
    assert not t.game.is_over
    assert t.state.left("rescue") == 1
    assert contamination.held_count(t.state, 2) == 0
    assert pool(t)["reserve"].count(INFECTED) == 5
    assert t.game.pending[0].kind is Kind.CREATURE_WINDOW
    assert t.turn.number == turn + 1
    assert t.state.stats["fl_hold"] == 1


def test_the_choice_comes_again_every_later_turn_and_nobody_left_holding_advances() -> None:
    t = at_the_last_step(BLANK)
    t.game.apply(Action(1, endgame.hold(2)))
    # Nobody holds a token any more: the next Phase 4 moves the counter as usual.
    t.plan.explore = {1: (1,), 2: (4,), 3: (4,)}
    t.plan.creature = 9
    while not t.game.is_over:
        d = t.game.pending[0]
        assert d.kind != endgame.TEAM_CHOICE
        t.game.apply(Action(d.seat, t.default(d)))
    assert t.state.winner == "hunted"


def test_hold_may_name_only_a_hunted_who_holds_a_token() -> None:
    t = at_the_last_step(BLANK)
    with pytest.raises(IllegalAction):
        t.game.apply(Action(1, endgame.hold(3)))
    with pytest.raises(IllegalAction):
        t.game.apply(Action(2, endgame.ADVANCE))  # not the seat that enters it


def test_stasis_means_no_choice_and_no_discard() -> None:
    t = one_short(BLANK)
    t.advance(kind=Kind.CARD_WINDOW, seat=0)
    t.turn.stasis = True
    t.finish_turn()
    assert t.state.left("rescue") == 1
    assert contamination.held_count(t.state, 2) == 1
    assert "fl_hold" not in t.state.stats


def test_quarantine_allows_hold_but_nobody_discards() -> None:
    t = one_short(INFECTED)
    t.advance(kind=Kind.CARD_WINDOW, seat=0)
    t.turn.extra[contamination.QUARANTINE] = True
    d = t.advance(kind=endgame.TEAM_CHOICE)
    assert d.options == (endgame.ADVANCE, endgame.hold())
    t.game.apply(Action(1, endgame.hold()))
    assert contamination.held_count(t.state, 2) == 1
    assert not t.game.is_over
    assert "Quarantine: no token is discarded" in t.log()


def test_no_token_held_the_counter_simply_advances() -> None:
    t = at_the_last_step()
    assert t.state.winner == "hunted"


def test_the_assimilation_counter_wins_at_once_during_an_additional_turn() -> None:
    t = at_the_last_step(BLANK)
    t.game.apply(Action(1, endgame.hold(2)))
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - 1
    t.plan.explore = {1: (1,), 2: (4,), 3: (4,)}
    t.plan.creature = 1
    while not t.game.is_over:
        d = t.game.pending[0]
        t.game.apply(Action(d.seat, t.default(d)))
    assert t.state.winner == "creature"


def test_the_hummocks_reaching_victory_in_phase_3_reveals_at_once() -> None:
    t = table()
    give_tokens(t, 3, BLANK)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    # Hunted 1 and 2 on the Hummocks; Hunted 3 caught on their last Will would
    # take a token at step 5, which is never played.
    t.rig_will(3, 1)
    t.plan.explore = {1: (4,), 2: (4,), 3: (5,)}
    t.plan.creature = 5
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    hummocks = next(o for o in d.options if o.verb is Verb.POWER and o.place == 4)
    t.game.apply(Action(1, hummocks))
    assert t.state.winner == "hunted"
    assert contamination.held_count(t.state, 3) == 1
    assert t.state.hunted[3].will == 1


def test_the_capsule_onto_victory_loses_whatever_the_tokens() -> None:
    t = table()
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.plan.explore = {1: (8,), 2: (4,), 3: (5,)}
    t.plan.creature = 9
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(Verb.POWER, place=8, n=1) in d.options
    t.game.apply(Action(1, Option(Verb.POWER, place=8, n=1)))
    assert t.state.winner == "creature"
    assert "the Hunted lose" in t.log()
