"""The Evolution cards' abilities outside Phase 3 (``cards-designed.md`` 3.6):
Dominance and Terror (Phase 1), Telepathy, Horde, Primitive and Overgrowth
(Phase 2), Optimizer and Prescient (Phase 4), Corrosive, Burrower, Hunger,
Resilient, Scavenger, Regrowth and Hoarder (Phase 5), and Carapace; the rules
every ability follows (works from the turn after it is developed, Suppressant
switches it off, once a turn); the light variant; random games with them.
Phase 3 is ``test_evolutions_reckoning``."""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.base import hunt
from notalone_tui.engine.rulesets.base.tokens import SECOND_CREATURE
from notalone_tui.engine.rulesets.sanctuary import dna, evolutions, phase5
from notalone_tui.engine.rulesets.sanctuary import evolution_cards as ec
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, VARIANT_EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.state import board, cards, turn
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui.labels import option_label
from tests.engine.scenario import NAMES
from tests.engine.secrecy import all_leaks
from tests.rulesets.sanctuary.evo_table import PASS, SaTable

BOTH = pytest.mark.parametrize("form", ["full", "light"])


# ------------------------------------------------------------------ Phase 1
def test_dominance_buys_a_second_hunt_card_each_in_its_own_phase() -> None:
    t = SaTable.with_evolution(ec.DOMINANCE)
    d = t.decision()
    assert d.kind == ec.DOMINANCE_KIND and d.seat == 0 and d.private
    assert set(d.options) == {ec.use_option(ec.DOMINANCE), PASS}
    t.rig_creature_hand("hunt-fierceness", "hunt-interference", "hunt-cataclysm")
    held = t.board.dna
    t.answer(ec.use_option(ec.DOMINANCE))
    assert t.turn.hunt_limit == 2 and t.board.dna == held - 1
    assert t.used(ec.DOMINANCE) == 1
    t.to(Kind.HUNT)
    t.answer(Option(Verb.PLAY, card="hunt-fierceness"))
    d = t.decision()
    assert d.kind == Kind.HUNT and Option(Verb.PLAY, card="hunt-interference") not in d.options
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(0, Option(Verb.PLAY, card="hunt-interference")))
    assert err.value.rule.id == "sa.evo.refuse.dominance"
    assert hunt.playable(t.game, 3) == ["hunt-cataclysm"] and hunt.can_play(t.game)


def test_dominance_is_not_offered_without_dna() -> None:
    t = SaTable(4)
    t.develop(ec.DOMINANCE)
    t.to(phase5.EVOLVE_LOOP)
    t.board.dna = 0
    t.next_turn()
    assert t.decision().kind == Kind.CREATURE_WINDOW
    with pytest.raises(IllegalAction):
        t.game.apply(Action(0, ec.use_option(ec.DOMINANCE)))


def test_terror_allows_resisting_only_at_three_will_and_for_one_will() -> None:
    t = SaTable.with_evolution(ec.TERROR)
    t.rig_places(1, hand=[2, 3, 4, 5], discard=[1])
    t.rig_places(2, hand=[2, 3, 4, 5], discard=[1])
    t.rig_will(2, 2)
    d = t.to(Kind.EXPLORE, 1)
    resist = [o for o in d.options if o.verb is Verb.RESIST]
    assert resist == [Option(Verb.RESIST, n=1)]
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(1, Option(Verb.RESIST, n=2)))
    assert err.value.rule.id == "sa.evo.refuse.terror"
    t.answer(Option(Verb.EXPLORE, places=(2,)))
    d = t.to(Kind.EXPLORE, 2)
    assert not [o for o in d.options if o.verb is Verb.RESIST]
    assert Option(Verb.GIVE_UP) in d.options  # Giving Up is unaffected
    assert t.used(ec.TERROR) == 2


# ------------------------------------------------------------------ Phase 2
def test_telepathy_tells_low_or_high_for_each_face_down_card() -> None:
    t = SaTable.with_evolution(ec.TELEPATHY)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 8])
    t.plan.explore = {1: (8,)}
    held = t.board.dna
    d = t.to(ec.PHASE2_KIND)
    assert {o.seat for o in d.options if o.verb is Verb.TARGET} == {1, 2, 3}
    mark = len(t.state.log)
    t.answer(Option(Verb.TARGET, card=ec.TELEPATHY, seat=1))
    told = next(m for m in t.events(None, mark) if m.id == "sa.evo.telepathy")
    assert (told.args["low"], told.args["high"]) == (0, 1)
    assert t.board.dna == held - 1 and t.used(ec.TELEPATHY) == 1
    assert t.decision().kind == Kind.HUNT  # used: not offered again


def test_horde_lays_the_target_token_as_a_second_creature_token() -> None:
    t = SaTable.with_evolution(ec.HORDE)
    t.board.dna = 5
    t.rig_creature_hand("hunt-scream", "hunt-stasis", "hunt-detour")
    t.plan.explore = {1: (4,), 2: (2,), 3: (5,)}
    t.plan.creature = 2
    d = t.to(ec.PHASE2_KIND)
    assert Option(Verb.TOKEN, card=ec.HORDE, places=(4,)) in d.options
    t.answer(Option(Verb.TOKEN, card=ec.HORDE, places=(4,)))
    assert t.board.dna == 3 and t.turn.tokens["target"] == (4,)
    assert t.turn.extra[SECOND_CREATURE] and t.used(ec.HORDE) == 1
    d = t.to(Kind.HUNT)
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(0, Option(Verb.PLAY, card="hunt-scream")))
    assert err.value.rule.id == "sa.evo.refuse.horde"
    before = t.state.assimilation
    t.advance(lambda d: t.turn.phase >= 4)
    assert sorted(t.turn.caught) == [1, 2]
    assert t.hunted(1).will == 2 and t.hunted(2).will == 2
    assert t.state.assimilation == before + 1  # once for all the catches


def test_horde_is_not_offered_after_a_target_symbol_card() -> None:
    t = SaTable.with_evolution(ec.HORDE)
    t.board.dna = 5
    t.rig_creature_hand("hunt-force-field", "hunt-stasis", "hunt-detour")
    t.plan.phase1_cards = ["hunt-force-field"]
    d = t.advance(lambda d: d.kind in (ec.PHASE2_KIND, Kind.HUNT))
    assert d.kind == Kind.HUNT and t.used(ec.HORDE) == 0


@BOTH
def test_primitive_lays_the_artemia_token_and_then_no_hunt_card(form: str) -> None:
    t = SaTable.with_evolution(ec.PRIMITIVE, form)
    hunted = t.game.hunted_order
    t.rig_creature_hand("hunt-fierceness", "hunt-stasis", "hunt-detour")
    t.plan.explore = {s: (3,) if s == hunted[0] else (5,) for s in hunted}
    t.plan.creature = 1
    d = t.to(ec.PHASE2_KIND)
    assert len([o for o in d.options if o.card == ec.PRIMITIVE]) == 10
    t.answer(Option(Verb.TOKEN, card=ec.PRIMITIVE, places=(3,)))
    assert t.turn.tokens["artemia"] == (3,) and t.turn.hunt_blocked
    d = t.decision()
    assert d.kind == Kind.HUNT and not [o for o in d.options if o.verb is Verb.PLAY]
    with pytest.raises(IllegalAction) as err:
        t.game.apply(Action(0, Option(Verb.PLAY, card="hunt-fierceness")))
    assert err.value.rule.id == "sa.evo.refuse.primitive"
    t.to(Kind.ARTEMIA_DISCARD, hunted[0])
    assert t.used(ec.PRIMITIVE) == 1


def test_primitive_is_not_offered_after_a_hunt_card_or_with_the_artemia_token_at_hand() -> None:
    t = SaTable.with_evolution(ec.PRIMITIVE)
    t.rig_creature_hand("hunt-force-field", "hunt-stasis", "hunt-detour")
    t.plan.phase1_cards = ["hunt-force-field"]
    d = t.advance(lambda d: d.kind in (ec.PHASE2_KIND, Kind.HUNT))
    assert d.kind == Kind.HUNT
    t.next_turn()
    t.fresh()
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 5  # on an Artemia space
    d = t.advance(lambda d: d.kind in (ec.PHASE2_KIND, Kind.HUNT))
    assert d.kind == Kind.HUNT and t.used(ec.PRIMITIVE) == 0


def test_overgrowth_moves_the_sanctuary_token_once_the_tokens_are_placed() -> None:
    t = SaTable.with_evolution(ec.OVERGROWTH)
    t.board.sanctuary = 3
    t.plan.creature = 1
    d = t.to(ec.OVERGROWTH_KIND)
    assert "creature" in t.turn.tokens
    assert {o.place for o in d.options if o.verb is Verb.MOVE} == {2, 4}
    t.answer(Option(Verb.MOVE, place=4))
    assert t.board.sanctuary == 4 and t.used(ec.OVERGROWTH) == 1


# ------------------------------------------------------------------ Phase 4
@BOTH
def test_optimizer_discards_a_hunt_card_before_the_refill(form: str) -> None:
    t = SaTable.with_evolution(ec.OPTIMIZER, form)
    d = t.to(ec.OPTIMIZER_KIND)
    assert d.private and PASS in d.options
    card = t.creature.hand[0]
    t.answer(Option(Verb.DISCARD, card=card))
    assert card in t.state.hunt_discard and t.used(ec.OPTIMIZER) == 1
    assert len(t.creature.hand) == 3 and card not in t.creature.hand  # then refilled


@BOTH
def test_prescient_rearranges_the_top_three_hunt_cards(form: str) -> None:
    t = SaTable.with_evolution(ec.PRESCIENT, form)
    t.rig_creature_hand(*t.state.hunt_deck[:3])  # a full hand: the refill draws none
    top3 = t.state.hunt_deck[-3:][::-1]
    d = t.to(ec.PRESCIENT_KIND)
    assert d.private and d.ctx[0] == tuple(top3)
    seen = next(m for m in t.events(0) if m.id == "sa.evo.prescient.private")
    assert [c.id for c in seen.args["cards"]] == top3  # type: ignore[union-attr]  # CardRefs
    assert "sa.evo.prescient.private" not in t.ids(None)
    t.answer(Option(Verb.MOVE, card=top3[0]))
    t.answer(Option(Verb.KEEP, card=top3[2]))
    t.answer(Option(Verb.DONE))
    deck = t.state.hunt_deck
    assert deck[0] == top3[0] and deck[-1] == top3[2] and deck[-2] == top3[1]
    assert t.used(ec.PRESCIENT) == 1


def test_prescient_with_fewer_than_three_cards_shuffles_the_discard_underneath() -> None:
    t = SaTable.with_evolution(ec.PRESCIENT)
    st = t.state
    t.rig_creature_hand(*st.hunt_deck[:3])
    st.hunt_discard.extend(st.hunt_deck[:-2])
    del st.hunt_deck[:-2]
    top2 = st.hunt_deck[::-1]
    total = len(st.hunt_deck) + len(st.hunt_discard)
    d = t.to(ec.PRESCIENT_KIND)
    assert list(d.ctx[0][:2]) == top2 and len(d.ctx[0]) == 3
    assert len(st.hunt_deck) == total and "sa.evo.prescient.shuffle" in t.ids()
    t.answer(Option(Verb.DONE))


# ------------------------------------------------------------------ Phase 5
def test_corrosive_moves_the_defense_counter_back_after_a_turn_without_progress() -> None:
    t = SaTable.with_evolution(ec.CORROSIVE)
    t.state.tracks["defense"] = 2
    t.to(phase5.CHOOSE)
    assert t.state.tracks["defense"] == 1 and t.used(ec.CORROSIVE) == 1
    t.next_turn()
    t.fresh()
    turn(t.state).advanced = 1
    t.to(phase5.CHOOSE)
    assert t.state.tracks["defense"] == 1 and t.used(ec.CORROSIVE) == 1


def test_corrosive_never_moves_the_counter_below_its_start() -> None:
    t = SaTable.with_evolution(ec.CORROSIVE)
    t.to(phase5.CHOOSE)
    assert t.state.tracks["defense"] == 0 and "sa.defense.at_start" in t.ids()


def test_burrower_moves_the_sanctuary_token_one_more_step() -> None:
    t = SaTable.with_evolution(ec.BURROWER)
    t.board.sanctuary = 1
    d = t.to(ec.BURROWER_KIND)
    assert t.board.sanctuary == 1 and d.private  # before the token moves
    t.answer(ec.use_option(ec.BURROWER))
    t.to(phase5.CHOOSE)
    assert t.board.sanctuary == 3 and t.used(ec.BURROWER) == 1


def test_burrower_moves_the_token_even_when_a_hunted_effect_kept_it_in_place() -> None:
    t = SaTable.with_evolution(ec.BURROWER)
    t.board.sanctuary = 4
    t.to(ec.BURROWER_KIND)
    turn(t.state).move_steps = 0  # as Safe Passage's "stays where it is"
    t.answer(ec.use_option(ec.BURROWER))
    t.to(phase5.CHOOSE)
    assert t.board.sanctuary == 5


def evolve_intake(t: SaTable, dna_held: int) -> int:
    """DNA the Creature takes when it evolves in this turn's Phase 5."""
    t.to(phase5.CHOOSE)
    t.board.dna = dna_held
    t.answer(phase5.EVOLVE)
    return int(t.board.dna - dna_held)


def test_hunger_takes_two_dna_and_resilient_one_more_at_zero() -> None:
    t = SaTable(4)
    t.develop(ec.HUNGER, ec.RESILIENT)
    t.next_turn()
    t.fresh()
    assert evolve_intake(t, 0) == 3
    assert t.used(ec.HUNGER) == 1 and t.used(ec.RESILIENT) == 1
    t.next_turn()
    t.fresh()
    assert evolve_intake(t, 1) == 2  # Resilient only at 0 DNA
    t.next_turn()
    t.fresh()
    assert evolve_intake(t, 9) == 1  # the supply holds 1


def test_an_evolution_works_only_from_the_turn_after_it_is_developed() -> None:
    t = SaTable(4)
    t.next_turn()
    t.develop(ec.HUNGER)
    assert evolve_intake(t, 1) == 1 and t.used(ec.HUNGER) == 0


def test_suppressant_switches_one_evolution_off_for_the_turn() -> None:
    t = SaTable.with_evolution(ec.HUNGER)
    t.turn.extra[evolutions.SUPPRESSED] = [ec.HUNGER]
    assert not evolutions.ready(t.state, ec.HUNGER)
    assert evolve_intake(t, 1) == 1
    t.next_turn()
    t.fresh()
    assert evolve_intake(t, 1) == 2


def test_scavenger_counts_will_lost_to_the_hunt_not_to_resisting() -> None:
    t = SaTable.with_evolution(ec.SCAVENGER)
    t.plan.explore = {1: (2,), 2: (4,), 3: (4,)}
    t.plan.creature = 2
    assert evolve_intake(t, 1) == 2 and t.used(ec.SCAVENGER) == 1
    t.next_turn()
    t.fresh()
    t.rig_places(1, hand=[2, 3, 4, 5], discard=[1])
    t.to(Kind.EXPLORE, 1)
    t.answer(Option(Verb.RESIST, n=1))
    t.plan.explore = {s: (4,) for s in (1, 2, 3)}
    t.plan.creature = 2
    assert evolve_intake(t, 1) == 1 and t.used(ec.SCAVENGER) == 1
    t.next_turn()
    t.fresh()
    t.plan.explore = {1: (2,), 2: (4,), 3: (4,)}
    t.plan.creature = 2
    t.to(phase5.CHOOSE)
    held = t.board.dna
    t.answer(phase5.NEST_OPTION)  # nesting: no 'when you evolve'
    assert t.board.dna == held and t.used(ec.SCAVENGER) == 1


def test_regrowth_takes_one_more_dna_after_losing_a_developed_card() -> None:
    t = SaTable(4)
    t.develop(ec.REGROWTH, ec.HUNGER, ec.TERROR)
    t.next_turn()
    t.fresh()
    t.to(phase5.CHOOSE)
    t.now(lambda: evolutions.discard_developed(t.game, ec.TERROR, "test"))
    t.resume()
    assert turn(t.state).lost_evolutions == 1
    assert evolve_intake(t, 1) == 3 and t.used(ec.REGROWTH) == 1
    t.next_turn()
    t.fresh()
    t.to(phase5.CHOOSE)
    t.now(lambda: evolutions.discard_developed(t.game, ec.REGROWTH, "test"))
    t.resume()
    assert evolve_intake(t, 1) == 2 and t.used(ec.REGROWTH) == 1  # Regrowth itself went


def test_hoarder_looks_at_two_keeps_one_and_puts_the_other_at_the_bottom() -> None:
    t = SaTable.with_evolution(ec.HOARDER)
    t.to(phase5.CHOOSE)
    t.board.dna = 3
    t.answer(phase5.EVOLVE)
    pile = t.cards.piles[1]
    top, second = pile[-1], pile[-2]
    since = len(t.game.state.log)
    t.answer(Option(Verb.DRAW, n=1))
    d = t.decision()
    assert d.kind == ec.HOARDER_KIND and d.private
    assert {o.card for o in d.options} == {top, second}
    # The Creature sees the two cards (still in the pile); nobody else does.
    assert all_leaks(t.game, since) == []
    t.answer(Option(Verb.KEEP, card=second))
    assert second in t.cards.hand and pile[0] == top and top not in t.cards.hand
    assert t.used(ec.HOARDER) == 1
    # One card left: drawn normally.
    last = pile[-1]
    t.board.evolution_discard.extend(pile[:-1])
    del pile[:-1]
    t.answer(Option(Verb.DRAW, n=1))
    assert last in t.cards.hand and t.decision().kind == phase5.EVOLVE_LOOP
    assert t.used(ec.HOARDER) == 1


# ----------------------------------------------------------------- Carapace
def carapace_table(held: int = 3) -> SaTable:
    t = SaTable(4)
    t.develop(ec.CARAPACE, ec.HUNGER, ec.TERROR)
    t.next_turn()
    t.board.dna = held
    return t


def threaten(t: SaTable, card: str) -> None:
    t.now(lambda: evolutions.discard_developed(t.game, card, "test"))


def test_carapace_pays_two_dna_to_keep_a_developed_card_once_a_turn() -> None:
    t = carapace_table()
    threaten(t, ec.HUNGER)
    d = t.decision()
    assert d.kind == ec.CARAPACE_KIND and d.seat == 0 and d.private
    assert set(d.options) == {Option(Verb.KEEP, card=ec.HUNGER), PASS}
    t.game.apply(Action(0, Option(Verb.KEEP, card=ec.HUNGER)))
    assert ec.HUNGER in t.board.developed_ids() and t.board.dna == 1
    assert turn(t.state).lost_evolutions == 0 and t.used(ec.CARAPACE) == 1
    t.resume()
    t.board.dna = 3
    threaten(t, ec.TERROR)  # used this turn: no question, the card goes
    assert ec.TERROR not in t.board.developed_ids() and ec.TERROR in t.board.evolution_discard
    assert turn(t.state).lost_evolutions == 1
    t.resume()
    assert check_invariants(t.state) == []


def test_the_discard_tells_its_caller_whether_the_card_went() -> None:
    """``discard_developed``'s continuation gets one more argument, the outcome
    (here the base ``phase`` step, which records it as the turn's phase)."""
    t = carapace_table()
    phase = t.turn.phase
    t.now(lambda: evolutions.discard_developed(t.game, ec.HUNGER, "test", ("phase",)))
    t.game.apply(Action(0, Option(Verb.KEEP, card=ec.HUNGER)))
    assert t.turn.phase is False
    t.turn.phase = phase
    t.resume()
    t.now(lambda: evolutions.discard_developed(t.game, ec.TERROR, "test", ("phase",)))
    assert t.turn.phase is True
    t.turn.phase = phase
    t.resume()


def test_carapace_declined_or_unaffordable_lets_the_card_go() -> None:
    t = carapace_table()
    threaten(t, ec.HUNGER)
    t.game.apply(Action(0, PASS))
    assert ec.HUNGER not in t.board.developed_ids() and t.board.dna == 3
    t.resume()
    t = carapace_table(held=1)
    threaten(t, ec.HUNGER)
    assert ec.HUNGER not in t.board.developed_ids() and t.used(ec.CARAPACE) == 0
    t.resume()


def test_carapace_may_protect_itself() -> None:
    t = carapace_table()
    threaten(t, ec.CARAPACE)
    t.game.apply(Action(0, Option(Verb.KEEP, card=ec.CARAPACE)))
    assert ec.CARAPACE in t.board.developed_ids()
    t.resume()


def test_hardened_shell_keeps_the_card_without_carapace_or_dna() -> None:
    t = carapace_table()
    t.turn.extra[dna.SHELL] = True
    threaten(t, ec.HUNGER)
    assert not t.state.pending
    assert ec.HUNGER in t.board.developed_ids() and t.board.dna == 3
    assert "sa.evolution.shell" in t.ids() and t.used(ec.CARAPACE) == 0
    t.resume()


# ---------------------------------------------------------- the light variant
def test_the_light_variant_plays_the_nine_not_alone_icon_evolutions() -> None:
    """Each is offered at its tier and works from turn 1 (the BOTH tests drive them)."""
    nine = {card for tier in VARIANT_EVOLUTIONS.values() for card in tier}
    assert nine == {c for c, e in EVOLUTIONS.items() if e.not_alone} and len(nine) == 9
    for card in sorted(nine):
        t = SaTable.with_evolution(card, "light")
        assert t.game.rules.id == "base+sanctuary-light"
        assert t.turn.number == 1 and evolutions.ready(t.state, card)
    assert "sa_evo_fast" in [s[0] for s in t.game.rules.phase(3).steps(t.game)]


# -------------------------------------------------------------- random games
@pytest.mark.parametrize(("players", "form"), [(4, "full"), (6, "full"), (5, "light")])
def test_random_games_with_evolutions_keep_the_invariants_and_word_everything(
        players: int, form: str) -> None:
    ids = sorted(EVOLUTIONS)
    for seed in range(3):
        game = Game.new(GameConfig(names=NAMES[:players], sanctuary=form), seed)
        rng = random.Random(seed)
        words = Renderer(english(), NAMES[:players], game.rules)
        if form == "full":
            b, c = board(game.state), cards(game.state)
            for card in rng.sample(ids, 4):
                for pile in c.piles.values():
                    if card in pile:
                        pile.remove(card)
                b.developed.append((card, 0))
            b.dna = 8
        for _ in range(1500):
            if game.is_over:
                break
            d = rng.choice(game.pending)
            view = game.view(d.seat)
            for option in d.options:
                assert words(option_label(option, d.kind, view))
            assert words(d.prompt) and words(d.public_prompt)
            game.apply(Action(d.seat, rng.choice(d.options)))
            assert check_invariants(game.state) == []
        for seat in (None, *range(players)):
            for line in game.log_for(seat):
                assert words(line)
