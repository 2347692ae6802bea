"""The Sanctuary Survival cards (cards-designed.md 3.8, conventions C1, C11-C13):
a behaviour test per card, the edge cases of its design row the engine decides,
the refusals (a card is offered only when it may be played), what each seat may
read of Field Notes' look, and random games where the new cards are played.

Creature at seat 0, Hunted 1..3 (4 players) unless a test says otherwise; the
Creature token goes on the Monolith (10), where nobody stands.
"""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Kind, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import evolutions, phase5
from notalone_tui.engine.rulesets.sanctuary import hunt_cards as hc
from notalone_tui.engine.rulesets.sanctuary import survival_cards as sc
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.state import turn as sa_turn
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui.labels import option_label
from tests.engine.scenario import NAMES

from .cards_table import CardTable, card_table
from .helpers import OTHER, OTHER2

PLAY = Verb.PLAY
CARDS = sc.CARDS


def giving(seat: int, *cards: str) -> CardTable:
    t = card_table()
    t.rig_survival(seat, *cards)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    return t


def evolution(t: CardTable, level: int, cost: int | None = None) -> str:
    return next(c for c in t.cards.piles[level] if cost is None or EVOLUTIONS[c].cost == cost)


def test_the_deck_holds_the_15_base_and_15_sanctuary_survival_cards() -> None:
    t = card_table()
    rules = t.game.rules
    assert set(CARDS) == set(sc.SURVIVAL_CARDS) - sc.ELSEWHERE
    assert len(CARDS) == 10 and set(CARDS) <= set(rules.survival_cards)
    # 15 base + these 10 + the five about rescuing (their own module): 30 (the seed's setup).
    assert len(rules.survival_cards) == 30 and set(sc.SURVIVAL_CARDS) <= set(rules.survival_cards)
    assert all(rules.survival_cards[c].effect is not None for c in CARDS)
    t.ok()


# ========================================================= Map of Sanctuary
@pytest.mark.parametrize(("unlocked", "start", "to"), [(False, 2, 3), (False, 5, 1),
                                                       (True, 5, 6), (True, 10, 1)])
def test_map_of_sanctuary_moves_the_token_one_step_of_its_order(unlocked: bool, start: int,
                                                                 to: int) -> None:
    t = giving(2, sc.MAP_OF_SANCTUARY)
    t.board.unlocked = unlocked
    t.sanctuary_on(start)
    assert sc.MAP_OF_SANCTUARY in t.explore_plays(2)
    events = t.do(2, PLAY, card=sc.MAP_OF_SANCTUARY)
    assert t.board.sanctuary == to
    assert "(Map of Sanctuary)" in t.texts(events)
    # Seat 1 has already laid its card face down: that is their risk.
    assert t.hunted(1).played == [2]
    assert t.decision().kind is Kind.EXPLORE and t.decision().seat == 2


# ============================================================ Radio Contact
def test_radio_contact_draws_the_top_survivor_face_down_without_its_ability() -> None:
    t = giving(1, sc.RADIO_CONTACT)
    top = t.cards.survivor_pile[-1]
    will = t.hunted(1).will
    t.hunted_plays(1, 1, sc.RADIO_CONTACT)
    assert t.held(1) == [top]
    assert t.hunted(1).will == will  # no ability, whatever the card
    drawn = t.state.log[-1]
    name = t.game.rules.card_name(top)
    assert name in t.say(drawn.message_for(1))
    assert all(name not in t.say(drawn.message_for(s)) for s in (None, 0, 2, 3))
    t.ok()


def test_radio_contact_is_not_playable_with_an_empty_survivor_pile() -> None:
    t = giving(1, sc.RADIO_CONTACT)
    t.empty_pile()
    assert sc.RADIO_CONTACT not in t.explore_plays(1)
    with pytest.raises(IllegalAction):
        t.do(1, PLAY, card=sc.RADIO_CONTACT)


# ============================================================== Field Notes
def test_field_notes_shows_the_hand_privately_and_sends_one_card_to_the_bottom() -> None:
    t = giving(1, sc.FIELD_NOTES)
    hand = sorted(t.cards.hand)
    assert hand
    t.hunted_plays(1, 1, sc.FIELD_NOTES)
    d = t.decision(1)
    assert d.kind == sc.FIELD_NOTES_PICK and d.private
    assert {o.card for o in d.options} == set(hand)
    look = next(e for e in t.state.log if e.kind == sc.LOOK)
    names = [EVOLUTIONS[c].name for c in hand]
    mine = t.say(look.message_for(1))
    assert all(n in mine for n in names)
    for seat in (None, 0, 2, 3):
        assert not any(n in t.say(look.message_for(seat)) for n in names)
    assert sc.LOOK in t.game.rules.events.urgent
    chosen = hand[-1]
    level = EVOLUTIONS[chosen].level
    events = t.do(1, Verb.CHOOSE, card=chosen)
    assert chosen not in t.cards.hand
    assert t.cards.piles[level][0] == chosen  # the bottom: the top is the end of the list
    done = events[-1]
    assert EVOLUTIONS[chosen].name in t.say(done.message_for(0))
    assert EVOLUTIONS[chosen].name in t.say(done.message_for(1))
    for seat in (None, 2, 3):
        assert EVOLUTIONS[chosen].name not in t.say(done.message_for(seat))
    t.ok()


def test_field_notes_is_not_playable_when_the_creature_holds_no_evolution_card() -> None:
    t = giving(1, sc.FIELD_NOTES)
    c = t.cards
    for card in list(c.hand):
        c.hand.remove(card)
        c.piles[EVOLUTIONS[card].level].append(card)
    assert sc.FIELD_NOTES not in t.explore_plays(1)


# ==================================================================== Barter
def test_barter_discards_a_survivor_to_take_back_up_to_three_cards() -> None:
    t = giving(1, sc.BARTER)
    t.rig_held(1, OTHER, OTHER2)
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    t.hunted_plays(1, 1, sc.BARTER)
    d = t.decision(1)
    assert d.kind == sc.BARTER_SURVIVOR and d.private
    t.do(1, Verb.DISCARD, card=OTHER)
    assert t.held(1) == [OTHER2] and OTHER in t.board.survivor_discard
    d = t.decision(1)
    assert d.kind == sc.BARTER_TAKE and Option(Verb.PASS) not in d.options
    t.do(1, Verb.TAKE_BACK, place=2)
    assert Option(Verb.PASS) in t.decision(1).options  # "up to": may stop now
    t.do(1, Verb.TAKE_BACK, place=4)
    t.do(1, Verb.TAKE_BACK, place=3)
    assert t.hunted(1).discard == [] and t.hunted(1).hand == [1, 2, 3, 4, 5]
    assert t.decision(1).kind is Kind.EXPLORE
    t.ok()


def test_barter_with_fewer_cards_takes_them_all_and_stops() -> None:
    t = giving(1, sc.BARTER)
    t.rig_held(1, OTHER)
    t.rig_places(1, hand=[1, 2, 3, 5], discard=[4])
    t.hunted_plays(1, 1, sc.BARTER)
    assert 4 in t.hunted(1).hand and t.held(1) == []  # one survivor, one card: no choice
    assert t.decision(1).kind is Kind.EXPLORE


def test_barter_needs_a_survivor_card() -> None:
    t = giving(1, sc.BARTER)
    t.rig_places(1, hand=[1, 5], discard=[2, 3, 4])
    assert sc.BARTER not in t.explore_plays(1)


# ============================================================== Suppressant
def test_suppressant_switches_a_developed_card_off_for_the_turn() -> None:
    t = giving(2, sc.SUPPRESSANT)
    card, other = evolution(t, 1), evolution(t, 2)
    t.rig_developed(card, other)
    assert evolutions.active(t.state, card)
    t.hunted_plays(2, 2, sc.SUPPRESSANT)
    d = t.decision(2)
    assert d.kind == sc.SUPPRESS_PICK and not d.private
    assert {o.card for o in d.options} == {card, other}
    t.do(2, Verb.CHOOSE, card=card)
    assert not evolutions.active(t.state, card) and evolutions.active(t.state, other)
    # It stays developed (it still counts toward the four) through Phase 5.
    t.advance(kind=phase5.CHOOSE)
    assert card in t.board.developed_ids() and not evolutions.active(t.state, card)
    t.finish_turn()
    assert evolutions.active(t.state, card)


def test_suppressant_needs_a_developed_card() -> None:
    t = giving(2, sc.SUPPRESSANT)
    assert t.claim(2, 2) == set()


# ================================================================ Diversion
def test_diversion_moves_the_sanctuary_token_off_a_hunt_token() -> None:
    t = giving(1, sc.DIVERSION)
    t.sanctuary_on(3)
    t.plan.creature = 3
    t.hunted_plays(1, 2, sc.DIVERSION)
    d = t.decision(1)
    assert d.kind == sc.DIVERSION_MOVE and {o.place for o in d.options} == {2, 4}
    t.do(1, Verb.MOVE, place=2)
    assert t.board.sanctuary == 2
    assert t.turn.tokens["creature"] == (3,)


def test_diversion_is_not_playable_without_a_hunt_token_on_the_sanctuary_place() -> None:
    t = giving(1, sc.DIVERSION)
    t.sanctuary_on(3)
    t.plan.creature = 4
    assert t.claim(1, 2) == set()


# =============================================================== Acid Flask
def test_acid_flask_discards_a_developed_level_one_card() -> None:
    t = giving(1, sc.ACID_FLASK)
    one, two = evolution(t, 1, 1), evolution(t, 2)
    other = evolution(t, 1, 2)
    t.rig_developed(one, two, other)
    t.hunted_plays(1, 3, sc.ACID_FLASK)
    d = t.decision(1)
    assert d.kind == sc.ACID_PICK and not d.private
    assert {o.card for o in d.options} == {one, other}  # level I only
    t.do(1, Verb.DISCARD, card=one)
    assert t.board.developed_ids() == [two, other] and t.board.evolution_discard == [one]
    assert sa_turn(t.state).lost_evolutions == 1


def test_acid_flask_needs_a_developed_level_one_card() -> None:
    t = giving(1, sc.ACID_FLASK)
    t.rig_developed(evolution(t, 2))
    assert t.claim(1, 3) == set()


def test_acid_flask_is_stopped_by_hardened_shell() -> None:
    t = giving(1, sc.ACID_FLASK)
    t.rig_developed(evolution(t, 1))
    t.rig_creature_hand(hc.HARDENED_SHELL, "hunt-stasis", "hunt-tracking")
    t.plan.hunt_cards = [hc.HARDENED_SHELL]
    assert t.claim(1, 3) == set()


# ============================================================ Gene Disruptor
@pytest.mark.parametrize(("held", "after"), [(5, 3), (1, 0)])
def test_gene_disruptor_discards_two_dna_or_all_of_them(held: int, after: int) -> None:
    t = giving(1, sc.GENE_DISRUPTOR)
    t.rig_dna(held)
    t.hunted_plays(1, 4, sc.GENE_DISRUPTOR)
    assert t.board.dna == after


@pytest.mark.parametrize("shell", [False, True])
def test_gene_disruptor_needs_dna_and_no_hardened_shell(shell: bool) -> None:
    t = giving(1, sc.GENE_DISRUPTOR)
    t.rig_dna(0 if not shell else 4)
    if shell:
        t.rig_creature_hand(hc.HARDENED_SHELL, "hunt-stasis", "hunt-tracking")
        t.plan.hunt_cards = [hc.HARDENED_SHELL]
    assert t.claim(1, 4) == set()


# ==================================================================== Rally
def test_rally_after_the_defense_advanced_gives_two_hunted_a_card_back() -> None:
    t = giving(1, sc.RALLY)
    t.sanctuary_on(2)
    t.rig_places(1, hand=[2, 3, 4], discard=[1, 5])
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    t.rig_places(3, hand=[1, 2, 3, 5], discard=[4])
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    d = t.until_resolve(1)
    t.do(1, Verb.FORTIFY)
    assert sa_turn(t.state).advanced == 1
    t.hunted_plays(1, 4, sc.RALLY)
    d = t.decision(1)
    assert d.kind == sc.RALLY_PICK
    t.do(1, Verb.TAKE_BACK, place=5)
    d = t.decision(1)
    assert d.kind == sc.RALLY_OTHER and [o.seat for o in d.options] == [2, 3]
    t.do(1, Verb.TARGET, seat=3)  # seat 3 has one card: taken back at once
    assert 5 in t.hunted(1).hand and 4 in t.hunted(3).hand
    # Before the played Place cards are discarded.
    assert t.hunted(1).played == [2]
    t.ok()


def test_rally_counts_an_advance_that_sabotage_took_back() -> None:
    """assets/rules.md: "advanced at least 1 space this turn" counts every forward
    move, even one Sabotage later took back (the counter ends where it began)."""
    t = card_table(creature=(hc.SABOTAGE, "hunt-stasis", "hunt-tracking"))
    t.rig_survival(3, sc.RALLY)
    t.sanctuary_on(2)
    t.rig_places(3, hand=[1, 2, 3, 5], discard=[4])
    t.plan.hunt_cards = [hc.SABOTAGE]
    t.plan.artemia = (4,)
    t.plan.creature = 10
    t.plan.explore = {1: (4,), 2: (3,), 3: (2,)}
    before = t.space()
    t.until_resolve(3)
    t.do(3, Verb.FORTIFY)
    assert sa_turn(t.state).advanced == 1
    assert sc.RALLY in t.claim(3, 4)
    assert t.space() == before  # Sabotage took the space back at the Artemia step


def test_rally_is_not_playable_if_the_defense_did_not_advance() -> None:
    t = giving(1, sc.RALLY)
    t.rig_places(1, hand=[2, 3, 4], discard=[1, 5])
    assert t.claim(1, 4) == set()


# ============================================================= Safe Passage
def phase5_window(t: CardTable, seat: int) -> None:
    t.hunted_plays(seat, 5, sc.SAFE_PASSAGE)
    d = t.decision(seat)
    assert d.kind == sc.SAFE_PASSAGE_PICK and not d.private
    assert {o.n for o in d.options} == {0, 1, 2}


@pytest.mark.parametrize(("steps", "to"), [(0, 3), (1, 4), (2, 5)])
def test_safe_passage_sets_how_far_the_token_moves(steps: int, to: int) -> None:
    t = giving(1, sc.SAFE_PASSAGE)
    t.sanctuary_on(3)
    phase5_window(t, 1)
    t.do(1, Verb.CHOOSE, n=steps)
    assert sa_turn(t.state).move_steps == steps
    t.advance(kind=phase5.CHOOSE)
    assert t.board.sanctuary == to


def test_safe_passage_acts_before_teodor_blaise_who_adds_his_step() -> None:
    """Hunted effects come first (Safe Passage, then Teodor), then Burrower."""
    t = giving(1, sc.SAFE_PASSAGE)
    t.set_avatar(2, av.TEODOR)
    t.rig_held(2, OTHER)
    t.sanctuary_on(3)
    phase5_window(t, 1)
    t.do(1, Verb.CHOOSE)  # stay
    d = t.advance(lambda d: d.kind == av.TEODOR_MOVE)
    assert "It moves 0 steps now" in t.say(d.prompt)
    t.do(2, Verb.DISCARD, card=OTHER)
    t.advance(kind=phase5.CHOOSE)
    assert t.board.sanctuary == 4  # stay + Teodor's step


def test_safe_passage_is_played_only_before_the_token_moves() -> None:
    t = giving(1, sc.SAFE_PASSAGE)
    assert sc.SAFE_PASSAGE in t.claim(1, 5)
    t.do(1, Verb.CANCEL)
    t.advance(kind=phase5.CHOOSE)
    card = t.game.rules.survival_cards[sc.SAFE_PASSAGE]
    assert card.playable is not None and not card.playable(t.game, 1, ())


# ====================================================== limits and secrets
def test_a_hunted_plays_one_survival_card_a_turn_phase_5_included() -> None:
    t = giving(1, sc.GENE_DISRUPTOR, sc.SAFE_PASSAGE)
    t.rig_dna(3)
    t.hunted_plays(1, 4, sc.GENE_DISRUPTOR)
    t.advance(kind=phase5.CHOOSE)
    assert 1 in t.turn.survival_played
    assert sc.SAFE_PASSAGE in t.hunted(1).survival  # no window for seat 1 in Phase 5


def test_every_survival_card_message_has_english() -> None:
    import re
    from pathlib import Path

    text = Path(sc.__file__).read_text()
    ids = set(re.findall(r'"(sa\.[a-z_.]+)"', text))
    assert len(ids) > 15
    assert sorted(i for i in ids if i not in english().templates) == []


# ============================================================ random games
#: Random games per player count; each card of both modules comes up in them.
GAMES = 30


def _pick(rng: random.Random, options: tuple[Option, ...]) -> Option:
    """Claim most windows; play a card now and then (so later phases' cards get
    their turn); otherwise anything legal."""
    rare = Option(PLAY, card=hc.RECLAIM)  # playable only after a discarded Evolution
    if rare in options:
        return rare
    opens = [o for o in options if o.verb is Verb.OPEN_HAND]
    if opens and rng.random() < 0.8:
        return opens[0]
    plays = [o for o in options if o.verb is PLAY]
    if plays and rng.random() < 0.3:
        return rng.choice(plays)
    others = [o for o in options if o.verb is not PLAY]
    return rng.choice(others or options)


@pytest.fixture(scope="module")
def playouts() -> dict[str, int]:
    """Random 3- and 5-player games: every action keeps the invariants, every
    option and log line has English; the stats of every game, added up."""
    stats: dict[str, int] = {}
    for players in (3, 5):
        for seed in range(GAMES):
            config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                                sanctuary="full")
            game = Game.new(config, seed=seed)
            words = Renderer.for_game(english(), config.names, config.rules_id)
            rng = random.Random(seed)
            for _ in range(3000):
                if game.is_over:
                    break
                decision = rng.choice(game.pending)
                if seed % 4 == 0:
                    view = game.view(decision.seat)
                    for option in decision.options:
                        assert words(option_label(option, decision.kind, view))
                game.apply(Action(decision.seat, _pick(rng, decision.options)))
                problems = check_invariants(game.state)
                assert not problems, (players, seed, problems)
            assert game.is_over, (players, seed)
            for seat in (None, *range(players)):
                for message in game.log_for(seat):
                    assert words(message)
            if seed % 5 == 0:
                assert Game.replay(config, seed, game.actions).state == game.state
            for key, count in game.state.stats.items():
                stats[key] = stats.get(key, 0) + count
    return stats


def test_random_games_play_every_new_card(playouts: dict[str, int]) -> None:
    every = set(CARDS) | set(hc.CARDS)
    assert sorted(c for c in every if not playouts.get(c)) == []
