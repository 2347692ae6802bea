"""The Evolution cards' Phase-3 abilities (``cards-designed.md`` 3.6): Fast,
Clever, Sharp, Swarm, Sentinel, Devourer, Screamer, Slugger, Instinctive, Apex
and Stalker. The Not Alone-icon ones are played in both the full expansion and
the light variant on the base game."""

from __future__ import annotations

import pytest

from notalone_tui.engine import Action, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.options import take_back
from notalone_tui.engine.rulesets.base.reckoning import NO_CATCH_ASSIMILATION
from notalone_tui.engine.rulesets.sanctuary import evolution_reckoning as er
from notalone_tui.engine.rulesets.sanctuary.cards import SURVIVORS
from notalone_tui.engine.rulesets.sheets import abilities as sheets
from tests.rulesets.sanctuary.evo_table import PASS, SaTable

BOTH = pytest.mark.parametrize("form", ["full", "light"])


def catch(t: SaTable, creature: int, explore: dict[int, int]) -> None:
    """Plan this turn: the Hunted lay these places, the Creature token goes on ``creature``."""
    t.plan.explore = {s: (p,) for s, p in explore.items()}
    t.plan.creature = creature


# --------------------------------------------------------------------- Fast
@BOTH
def test_fast_moves_the_empty_creature_token_and_then_moves_no_assimilation(form: str) -> None:
    t = SaTable.with_evolution(er.FAST, form)
    t.rig_will(2, 1)
    catch(t, 3, {1: 1, 2: 2, **{s: 5 for s in t.game.hunted_order[2:]}})
    d = t.to(er.FAST_KIND)
    assert d.seat == 0 and d.private and PASS in d.options
    card = t.creature.hand[0]
    assert {o.place for o in d.options if o.verb is Verb.MOVE} == {2, 4, 8}
    with pytest.raises(IllegalAction):  # a Hunt card the Creature does not hold
        t.game.apply(Action(0, Option(Verb.MOVE, card="hunt-no-such-card", place=2)))
    before = t.state.assimilation
    t.answer(Option(Verb.MOVE, card=card, place=2))
    assert t.turn.tokens["creature"] == (2,) and card in t.state.hunt_discard
    assert t.turn.extra[NO_CATCH_ASSIMILATION]
    t.advance(lambda d: t.turn.phase >= 4)
    # Seat 2 was caught and lost their last Will: only the last-Will step moved.
    assert t.hunted(2).will == 3 and 2 in t.turn.caught
    assert t.state.assimilation == before + 1
    assert t.used(er.FAST) == 1


def test_fast_is_not_offered_when_a_hunted_stands_with_the_creature_token() -> None:
    t = SaTable.with_evolution(er.FAST)
    catch(t, 2, {1: 2, 2: 1, 3: 1})
    d = t.advance(lambda d: d.kind == er.FAST_KIND or t.turn.phase >= 4)
    assert d.kind != er.FAST_KIND
    assert t.used(er.FAST) == 0 and 1 in t.turn.caught


def test_fast_is_not_offered_with_an_empty_hand() -> None:
    t = SaTable.with_evolution(er.FAST)
    t.rig_creature_hand()
    catch(t, 3, {1: 2, 2: 1, 3: 1})
    d = t.advance(lambda d: d.kind == er.FAST_KIND or t.turn.phase >= 4)
    assert d.kind != er.FAST_KIND and t.used(er.FAST) == 0


def test_fast_with_apex_moves_no_assimilation_at_all() -> None:
    t = SaTable(4, form="full")
    t.develop(er.FAST, er.APEX)
    t.next_turn()
    t.fresh()
    catch(t, 3, {1: 2, 2: 2, 3: 5})
    t.to(er.FAST_KIND)
    before = t.state.assimilation
    t.answer(Option(Verb.MOVE, card=t.creature.hand[0], place=2))
    t.advance(lambda d: t.turn.phase >= 4)
    assert sorted(t.turn.caught) == [1, 2]
    assert t.state.assimilation == before and t.used(er.APEX) == 0


# ------------------------------------------------------------------- Clever
@BOTH
def test_clever_lets_the_creature_choose_the_card_taken_back_once_a_turn(form: str) -> None:
    t = SaTable.with_evolution(er.CLEVER, form)
    hunted = t.game.hunted_order
    for seat in hunted[:2]:
        t.rig_places(seat, hand=[1, 4, 5], discard=[2, 3])
    catch(t, 10, {hunted[0]: 1, hunted[1]: 4, **{s: 5 for s in hunted[2:]}})
    d = t.to(Kind.RESOLVE, hunted[0])
    assert er.CLEVER_TAKE in d.options
    assert not [o for o in d.options if o.verb is Verb.TAKE_BACK]
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(hunted[0], take_back(2)))
    assert err.value.rule.id == "sa.evo.refuse.clever"
    t.answer(er.CLEVER_TAKE)
    d = t.decision()
    assert d.kind == er.CLEVER_KIND and d.seat == 0 and d.private
    assert set(d.options) == {take_back(2), take_back(3), PASS}
    t.answer(take_back(3))
    assert 3 in t.hunted(hunted[0]).hand and t.hunted(hunted[0]).discard == [2]
    assert t.used(er.CLEVER) == 1
    # Used: the next Hunted taking back a card chooses it.
    d = t.to(Kind.RESOLVE, hunted[1])
    assert er.CLEVER_TAKE not in d.options and take_back(2) in d.options


def test_clever_declined_lets_the_hunted_pick_and_waits_for_the_next_take_back() -> None:
    t = SaTable.with_evolution(er.CLEVER, "light")
    t.rig_places(1, hand=[1, 4, 5], discard=[2, 3])
    t.rig_places(2, hand=[1, 4, 5], discard=[2, 3])
    catch(t, 10, {1: 1, 2: 4})
    t.to(Kind.RESOLVE, 1)
    t.answer(er.CLEVER_TAKE)
    t.answer(PASS)
    d = t.decision()
    assert d.kind == er.CLEVER_PICK and d.seat == 1
    t.answer(take_back(2))
    assert t.hunted(1).discard == [3] and t.used(er.CLEVER) == 0
    d = t.to(Kind.RESOLVE, 2)
    assert er.CLEVER_TAKE in d.options


def test_clever_leaves_a_single_discarded_card_alone() -> None:
    t = SaTable.with_evolution(er.CLEVER, "light")
    t.rig_places(1, hand=[1, 3, 4, 5], discard=[2])
    catch(t, 10, {1: 1, 2: 4})
    d = t.to(Kind.RESOLVE, 1)
    assert er.CLEVER_TAKE not in d.options and take_back(2) in d.options


# ------------------------------------------------------------- Artemia hit
def artemia_on(t: SaTable, place: int) -> None:
    """The Rescue counter on an Artemia space: the Artemia token is available."""
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 5
    t.plan.artemia = (place,)


@BOTH
def test_sharp_makes_the_artemia_token_cost_two_place_cards(form: str) -> None:
    t = SaTable.with_evolution(er.SHARP, form)
    hunted = t.game.hunted_order
    catch(t, 10, {s: 2 for s in hunted})
    artemia_on(t, 2)
    d = t.to(Kind.ARTEMIA_DISCARD, hunted[0])
    t.answer(Option(Verb.DISCARD, place=1))
    d = t.decision()
    assert d.kind == Kind.ARTEMIA_DISCARD and d.seat == hunted[0]
    assert d.prompt.id == "sa.evo.sharp.prompt"
    t.answer(Option(Verb.DISCARD, place=3))
    assert t.hunted(hunted[0]).hand == [4, 5]
    assert t.used(er.SHARP) >= 1


def test_sharp_with_one_card_in_hand_discards_it_only() -> None:
    t = SaTable.with_evolution(er.SHARP)
    t.rig_places(1, hand=[2, 5], discard=[1, 3, 4])
    catch(t, 10, {1: 2, 2: 1, 3: 1})
    artemia_on(t, 2)
    t.advance(lambda d: t.turn.phase >= 4)  # one card: discarded without a choice
    assert t.hunted(1).hand == [] and t.hunted(1).discard == [1, 3, 4, 5]
    assert t.used(er.SHARP) == 0


def test_kenji_may_answer_one_of_sharps_two_discards_with_a_survival_card() -> None:
    t = SaTable(4, characters=(sheets.KENJI, sheets.DARA, sheets.OLEG))
    t.develop(er.SHARP)
    t.next_turn()
    t.fresh()
    card = t.state.survival_deck[0]
    t.rig_survival(1, card)
    catch(t, 10, {1: 2, 2: 1, 3: 1})
    artemia_on(t, 2)
    t.to(Kind.ARTEMIA_DISCARD, 1)
    t.answer(Option(Verb.DISCARD, place=1))
    d = t.decision()
    assert d.prompt.id == "sa.evo.sharp.prompt" and Option(Verb.DISCARD, card=card) in d.options
    t.answer(Option(Verb.DISCARD, card=card))
    assert t.hunted(1).hand == [3, 4, 5] and t.hunted(1).survival == []
    assert t.used(er.SHARP) == 1 and t.state.stats[sheets.KENJI] == 1


def test_swarm_costs_will_and_stacks_with_mutation() -> None:
    t = SaTable.with_evolution(er.SWARM)
    t.rig_creature_hand("hunt-mutation", "hunt-stasis", "hunt-detour")
    catch(t, 10, {1: 2, 2: 2, 3: 1})
    artemia_on(t, 2)
    t.plan.hunt_cards = ["hunt-mutation"]
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.hunted(1).will == 1 and t.hunted(2).will == 1  # Mutation 1 + Swarm 1
    assert t.hunted(3).will == 3
    assert t.used(er.SWARM) == 2


# ------------------------------------------------------------------ catches
def test_sentinel_costs_one_more_will_on_the_sanctuary_token_place() -> None:
    t = SaTable.with_evolution(er.SENTINEL)
    t.board.sanctuary = 2
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.hunted(1).will == 1 and t.used(er.SENTINEL) == 1
    t.next_turn()
    t.fresh()
    t.board.sanctuary = 3
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.hunted(1).will == 2 and t.used(er.SENTINEL) == 1


def hold_survivors(t: SaTable, seat: int, count: int) -> list[str]:
    held = [t.cards.survivor_pile.pop() for _ in range(count)]
    t.cards.held[seat] = held
    return held


def test_devourer_discards_the_caught_hunteds_survivors_for_good() -> None:
    t = SaTable.with_evolution(er.DEVOURER)
    held = hold_survivors(t, 1, 2)
    other = hold_survivors(t, 2, 1)
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.cards.held[1] == [] and set(held) <= set(t.board.survivor_discard)
    assert t.cards.held[2] == other
    assert all(c in SURVIVORS for c in t.board.survivor_discard)
    assert t.used(er.DEVOURER) == 1


def test_devourer_spares_a_hunted_who_dodged() -> None:
    t = SaTable.with_evolution(er.DEVOURER)
    held = hold_survivors(t, 1, 1)
    t.rig_survival(1, "survival-dodge")
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: d.kind == Kind.CARD_WINDOW and t.turn.phase == 3 and d.seat == 1)
    t.claim_ordered(1, creature_first=False)  # R11: the Creature lets the Hunted go first
    t.answer(Option(Verb.PLAY, card="survival-dodge"))
    t.advance(lambda d: t.turn.phase >= 4)
    assert 1 not in t.turn.caught and t.cards.held[1] == held
    assert t.used(er.DEVOURER) == 0


@BOTH
def test_screamer_makes_each_caught_hunted_discard_a_place_card(form: str) -> None:
    t = SaTable.with_evolution(er.SCREAMER, form)
    hunted = t.game.hunted_order
    catch(t, 2, {hunted[0]: 2, **{s: 4 for s in hunted[1:]}})
    d = t.to(er.SCREAMER_KIND)
    assert d.seat == hunted[0] and d.private
    assert {o.place for o in d.options} == {1, 3, 4, 5}
    t.answer(Option(Verb.DISCARD, place=4))
    assert 4 in t.hunted(hunted[0]).discard and t.used(er.SCREAMER) == 1


@BOTH
def test_slugger_makes_each_caught_hunted_discard_a_survival_card(form: str) -> None:
    t = SaTable.with_evolution(er.SLUGGER, form)
    hunted = t.game.hunted_order
    t.rig_survival(hunted[1])
    keep, lose = t.state.survival_deck[:2]
    t.rig_survival(hunted[0], keep, lose)
    catch(t, 2, {hunted[0]: 2, hunted[1]: 2, **{s: 4 for s in hunted[2:]}})
    d = t.to(er.SLUGGER_KIND)
    assert d.seat == hunted[0] and len(d.options) == 2
    t.answer(Option(Verb.DISCARD, card=lose))
    assert t.hunted(hunted[0]).survival == [keep]
    assert lose in t.state.survival_discard
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.used(er.SLUGGER) == 1  # the other caught Hunted held no Survival card


@BOTH
def test_instinctive_shows_the_creature_one_caught_hunteds_hand(form: str) -> None:
    t = SaTable.with_evolution(er.INSTINCTIVE, form)
    hunted = t.game.hunted_order
    catch(t, 2, {hunted[0]: 2, hunted[1]: 2, **{s: 4 for s in hunted[2:]}})
    d = t.to(er.INSTINCTIVE_KIND)
    assert d.seat == 0 and {o.seat for o in d.options} == {hunted[0], hunted[1]}
    mark = len(t.state.log)
    t.answer(Option(Verb.TARGET, seat=hunted[1]))
    hand = t.hunted(hunted[1]).hand
    creature = t.events(0, mark)
    public = t.events(None, mark)
    seen = next(m for m in creature if m.id == "sa.evo.instinctive.private")
    assert [p.number for p in seen.args["places"]] == hand  # type: ignore[union-attr]  # PlaceRefs
    shown = next(m for m in public if m.id == "sa.evo.instinctive")
    assert shown.args["n"] == len(hand)
    for seat in hunted:
        assert "sa.evo.instinctive.private" not in t.ids(seat, mark)
    assert t.used(er.INSTINCTIVE) == 1


def test_instinctive_shows_an_empty_hand_as_nothing() -> None:
    t = SaTable.with_evolution(er.INSTINCTIVE)
    t.rig_places(1, hand=[2], discard=[1, 3, 4, 5])
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    shown = next(m for m in t.events(0) if m.id == "sa.evo.instinctive.private")
    assert shown.args["n"] == 0 and shown.args["places"] == ()


def test_instinctive_needs_no_choice_with_one_hunted_caught() -> None:
    t = SaTable.with_evolution(er.INSTINCTIVE)
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    assert "sa.evo.instinctive" in t.ids() and t.used(er.INSTINCTIVE) == 1


def test_apex_moves_assimilation_once_more_for_a_double_catch() -> None:
    t = SaTable.with_evolution(er.APEX)
    catch(t, 2, {1: 2, 2: 2, 3: 4})
    before = t.state.assimilation
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.state.assimilation == before + 2 and t.used(er.APEX) == 1
    t.next_turn()
    t.fresh()
    catch(t, 2, {1: 2, 2: 4, 3: 4})
    before = t.state.assimilation
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.state.assimilation == before + 1 and t.used(er.APEX) == 1


def test_stalker_makes_hunted_next_to_an_empty_creature_token_discard() -> None:
    t = SaTable.with_evolution(er.STALKER)
    catch(t, 3, {1: 2, 2: 5, 3: 4})
    d = t.to(er.STALKER_KIND)
    assert d.seat == 1
    t.answer(Option(Verb.DISCARD, place=5))
    d = t.to(er.STALKER_KIND)
    assert d.seat == 3
    t.answer(Option(Verb.DISCARD, place=1))
    t.advance(lambda d: t.turn.phase >= 4)
    assert 5 in t.hunted(1).discard and 1 in t.hunted(3).discard
    assert t.hunted(2).hand == [1, 2, 3, 4]  # place 5 is not next to place 3
    assert "sa.evo.stalker" in t.ids() and t.used(er.STALKER) == 2


def test_stalker_does_nothing_when_the_creature_token_catches() -> None:
    t = SaTable.with_evolution(er.STALKER)
    catch(t, 3, {1: 3, 2: 2, 3: 4})
    t.advance(lambda d: t.turn.phase >= 4)
    assert t.used(er.STALKER) == 0 and 3 not in t.hunted(2).discard
