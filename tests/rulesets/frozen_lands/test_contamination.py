"""The Contamination reserve (fl-rule-contamination-procedure, R30, R32): tokens
taken on Give Up and on a lost last Will, discarded instead of a place's power,
secret in face and public in number, revealed when the Rescue counter wins."""

from __future__ import annotations

from notalone_tui.engine import Action, Kind, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import msg
from notalone_tui.engine.rulesets.frozen_lands import contamination
from tests.engine.scenario import Table
from tests.engine.secrecy import all_leaks

from .helpers import BLANK, INFECTED, give_tokens, pool, resolving, table


def test_giving_up_takes_a_token_unseen() -> None:
    t = table()
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_will(1, 2)
    t.advance(kind=Kind.EXPLORE, seat=1)
    top = pool(t)["reserve"][-1]
    events = t.do(1, Verb.GIVE_UP)
    assert pool(t)["held"][1] == [top]
    assert len(pool(t)["reserve"]) == 13
    assert "takes a Contamination token face down (giving up); they hold 1" in t.texts(events)


def test_losing_the_last_will_takes_a_token_with_the_refill() -> None:
    t = table()
    t.rig_will(1, 1)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 2
    t.finish_turn()
    assert t.hunted(1).will == 3
    assert contamination.held_count(t.state, 1) == 1
    assert contamination.held_count(t.state, 2) == 0


def test_a_held_token_may_be_discarded_instead_of_the_power() -> None:
    t = table()
    give_tokens(t, 1, INFECTED)
    d = resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert contamination.DISCARD_TOKEN in d.options
    t.do(1, Verb.DISCARD, card=contamination.TOKEN)
    assert pool(t)["held"][1] == []
    assert pool(t)["reserve"].count(INFECTED) == 5
    assert check_invariants(t.state) == []


def test_no_token_no_discard_option() -> None:
    t = table()
    d = resolving(t, {1: (2,), 2: (3,), 3: (5,)}, creature=9, seat=1)
    assert contamination.DISCARD_TOKEN not in d.options


def test_the_glacier_with_nobody_left_to_choose_keeps_the_alternatives() -> None:
    """The Glacier's design: if every Hunted already has a 2-card turn pending, the
    power does nothing, and its user may take back a card or discard a token
    instead (an exception, printed on the card, to the rule that a power with
    nothing to do allows no take-back)."""
    t = table()
    give_tokens(t, 1, BLANK)
    for seat in (1, 2, 3):
        t.hunted(seat).next_needs = "river"
    d = resolving(t, {1: (3,), 2: (2,), 3: (5,)}, creature=9, seat=1)
    assert contamination.DISCARD_TOKEN in d.options
    assert not [o for o in d.options if o.verb is Verb.POWER]
    t.game.apply(Action(1, contamination.DISCARD_TOKEN))
    assert pool(t)["held"][1] == []  # back in the reserve



def test_views_show_counts_and_never_faces() -> None:
    t = table()
    give_tokens(t, 2, INFECTED, BLANK)
    for seat in (None, 0, 1, 2, 3):
        view = t.game.view(seat)
        assert view.contamination_reserve == 12
        assert [hv.contamination for hv in view.hunted] == [0, 2, 0]
        assert INFECTED not in repr(view) and BLANK not in repr(view)
    assert all_leaks(t.game, 0) == []


def test_the_leak_check_catches_a_planted_face() -> None:
    t = table()
    give_tokens(t, 1, INFECTED)
    since = len(t.state.log)
    t.game.log("oops", msg("fl.contamination.reveal", n=1, infected=1))
    problems = all_leaks(t.game, since)
    assert any("token face" in p for p in problems)


def test_the_invariants_count_fourteen_tokens() -> None:
    t = table()
    pool(t)["reserve"].pop()
    assert any("!= 14" in p for p in check_invariants(t.state))


def rescue_at_victory(face: str) -> Table:
    """A game where Hunted 2 holds two tokens of ``face`` and the Rescue counter
    reaches Victory at the end of the turn, played to its end."""
    t = table()
    give_tokens(t, 2, face)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    while not t.game.is_over:
        d = t.game.pending[0]
        t.game.apply(Action(d.seat, t.default(d)))
    return t


def test_the_rescue_counter_on_victory_reveals_the_tokens() -> None:
    t = rescue_at_victory(INFECTED)
    assert t.state.winner == "creature"
    assert "1 revealed token shows contamination" in t.log()


def test_a_clean_reveal_wins_for_the_hunted() -> None:
    t = rescue_at_victory(BLANK)
    assert t.state.winner == "hunted"
    assert "no revealed token shows contamination" in t.log()


def test_the_give_up_option_says_it_costs_a_token() -> None:
    from notalone_tui.engine import Verb
    from tests.engine.words import say

    t = table()
    t.rig_will(1, 2)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    give_up = next(o for o in d.options if o.verb is Verb.GIVE_UP)
    words = say(t.game, t.game.rules.describe(t.game.rules, give_up, d.kind, t.game.view(1)))
    assert "Contamination token" in words and "Assimilation +1" in words
