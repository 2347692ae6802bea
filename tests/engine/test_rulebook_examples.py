"""The worked examples of the Remastered rulebook (seed 000), replayed as scenarios.

The names follow the rulebook: Simon plays the Creature; Zoé, Luca, Quentin,
Adrian and Valérie are the Hunted (seats 1..5, in play order).
"""

from __future__ import annotations

import copy

import pytest

from notalone_tui.engine import IllegalAction, Kind, Option, Verb

from .scenario import Table, drive
from .words import public, say

NAMES = ("Simon", "Zoe", "Luca", "Quentin", "Adrian", "Valerie")
SIMON, ZOE, LUCA, QUENTIN, ADRIAN, VALERIE = range(6)

LAIR, JUNGLE, RIVER, BEACH, ROVER, SWAMP, SHELTER, WRECK, SOURCE, ARTEFACT = range(1, 11)

def phase3_texts(t: Table) -> list[str]:
    return [public(t.game, e) for e in t.state.log if e.turn == t.turn.number and e.phase == 3]


# ------------------------------------------------------------------ Phase 1: Zoé resists
def zoe_table(hand: list[int], discard: list[int], will: int = 3) -> Table:
    t = Table(players=2, names=("Simon", "Zoe"))
    t.rig_places(ZOE, hand=hand, discard=discard)
    t.rig_will(ZOE, will)
    t.advance(kind=Kind.EXPLORE, seat=ZOE)
    return t


def test_zoe_resists_one_will_for_two_discarded_cards() -> None:
    # "She loses 1 Will counter to take back 2 Place cards from her discard pile."
    t = zoe_table(hand=[4, 5], discard=[1, 2, 3])
    assert Option(Verb.RESIST, n=1) in t.options(ZOE)
    events = t.do(ZOE, Verb.RESIST, n=1)
    assert "Zoe resists: loses 1 Will to take back 2 Place cards" in t.texts(events)
    assert t.hunted(ZOE).will == 2
    pick = t.decision(ZOE)
    assert pick.kind is Kind.RESIST_PICK and pick.private
    assert {o.place for o in pick.options} == {1, 2, 3}
    t.do(ZOE, Verb.TAKE_BACK, place=1)
    t.do(ZOE, Verb.TAKE_BACK, place=3)
    assert t.hunted(ZOE).hand == [1, 3, 4, 5]
    assert t.hunted(ZOE).discard == [2]
    # Back to her exploration, which is still mandatory; she may not resist again.
    d = t.decision(ZOE)
    assert d.kind is Kind.EXPLORE
    assert not [o for o in d.options if o.verb in (Verb.RESIST, Verb.GIVE_UP)]
    assert {o.places for o in d.options if o.verb is Verb.EXPLORE} == {(1,), (3,), (4,), (5,)}


def test_zoe_resists_two_will_for_four_discarded_cards() -> None:
    t = zoe_table(hand=[5], discard=[1, 2, 3, 4])
    t.do(ZOE, Verb.RESIST, n=2)
    assert t.hunted(ZOE).will == 1
    for card in (4, 2, 1):
        assert t.decision(ZOE).kind is Kind.RESIST_PICK
        t.do(ZOE, Verb.TAKE_BACK, place=card)
    # The fourth pick has a single choice left and is made at once.
    assert t.hunted(ZOE).hand == [1, 2, 3, 4, 5]
    assert t.hunted(ZOE).discard == []
    assert t.decision(ZOE).kind is Kind.EXPLORE


def test_zoe_resisting_with_fewer_cards_than_allowed_takes_them_all() -> None:
    # R6: "all of them if fewer".
    t = zoe_table(hand=[2, 3, 4, 5], discard=[1])
    t.do(ZOE, Verb.RESIST, n=1)
    assert t.hunted(ZOE).will == 2
    assert t.hunted(ZOE).hand == [1, 2, 3, 4, 5]
    assert t.hunted(ZOE).discard == []


@pytest.mark.parametrize(("will", "allowed"), [(3, {1, 2}), (2, {1}), (1, set())])
def test_zoe_may_never_resist_away_her_last_will(will: int, allowed: set[int]) -> None:
    t = zoe_table(hand=[5], discard=[1, 2, 3, 4], will=will)
    offered = {o.n for o in t.options(ZOE, Verb.RESIST)}
    assert offered == allowed
    for n in {1, 2} - allowed:
        before = copy.deepcopy(t.game.state)
        with pytest.raises(IllegalAction) as err:
            t.do(ZOE, Verb.RESIST, n=n)
        if allowed:
            assert "last Will" in say(t.game, err.value.rule)
        assert t.game.state == before


def test_resisting_needs_something_in_the_discard_pile() -> None:
    t = zoe_table(hand=[1, 2, 3, 4, 5], discard=[])
    assert t.options(ZOE, Verb.RESIST) == []


# ------------------------------------------------------------- Phase 2: Simon hunts
def simon_table(expert: bool = False, valerie_will: int = 1) -> Table:
    """The table of the rulebook's Phase 2 and Phase 3 examples, explored and ready to hunt.

    Zoé explores the Jungle, Luca the Lair, Quentin the Rover, Adrian and Valérie the Wreck.
    The Rescue counter stands 6 spaces from Victory: an Artemia-symbol space on side 1.
    """
    t = Table(players=6, names=NAMES, expert=expert)
    t.rig_creature_hand("hunt-mirage", "hunt-scream", "hunt-fierceness")
    t.state.rescue = t.state.rescue_goal - 6
    t.rig_places(ZOE, hand=[1, 2, 3, 4, 5])
    t.rig_places(LUCA, hand=[1, 3, 4, 5], discard=[2])
    t.rig_places(QUENTIN, hand=[1, 3, 4, 5], discard=[2])
    t.rig_places(ADRIAN, hand=[1, 2, 3, 4, 8], discard=[5])
    t.rig_places(VALERIE, hand=[3, 4, 8], discard=[1, 2, 5])
    t.rig_will(VALERIE, valerie_will)
    t.plan.explore = {
        ZOE: (JUNGLE,),
        LUCA: (LAIR,),
        QUENTIN: (ROVER,),
        ADRIAN: (WRECK,),
        VALERIE: (WRECK,),
    }
    t.advance(kind=Kind.HUNT, seat=SIMON)
    return t


def simon_hunts(t: Table) -> None:
    """Simon's example, in the rulebook's order."""
    t.do(SIMON, Verb.TOKEN, card="creature", places=(WRECK,))
    t.do(SIMON, Verb.TOKEN, card="artemia", places=(JUNGLE,))
    t.do(SIMON, Verb.PLAY, card="hunt-mirage")
    t.do(SIMON, Verb.TOKEN, card="target", places=(ROVER, ARTEFACT))
    t.do(SIMON, Verb.DONE)


def test_simon_hunting_phase() -> None:
    t = simon_table()
    hunt = t.decision(SIMON)
    assert hunt.kind is Kind.HUNT and hunt.private
    # No Target token without a Target card; the Artemia token thanks to the Rescue space.
    assert not [o for o in hunt.options if o.card == "target"]
    assert Option(Verb.TOKEN, card="artemia", places=(JUNGLE,)) in hunt.options
    # The Creature token first.
    t.do(SIMON, Verb.TOKEN, card="creature", places=(WRECK,))
    assert t.turn.tokens == {"creature": (WRECK,)}
    # The Artemia token: the Rescue counter is on an Artemia-symbol space (no Hunt card).
    assert t.turn.hunt_effects == []
    t.do(SIMON, Verb.TOKEN, card="artemia", places=(JUNGLE,))
    # Mirage gives the Target token, laid across 2 adjacent places only.
    t.do(SIMON, Verb.PLAY, card="hunt-mirage")
    targets = {o.places for o in t.options(SIMON, Verb.TOKEN) if o.card == "target"}
    assert (ROVER, ARTEFACT) in targets
    assert all(len(p) == 2 for p in targets)
    assert (ROVER, SWAMP) not in targets  # 5 and 6 are not adjacent (different rows)
    t.do(SIMON, Verb.TOKEN, card="target", places=(ROVER, ARTEFACT))
    assert t.turn.tokens == {
        "creature": (WRECK,),
        "artemia": (JUNGLE,),
        "target": (ROVER, ARTEFACT),
    }
    assert t.creature.in_play == ["hunt-mirage"]
    assert Option(Verb.PLAY, card="hunt-scream") not in t.options(SIMON)  # 1 Hunt card (R9)
    t.do(SIMON, Verb.DONE)
    log = t.log()
    assert "The Creature token is placed on the Wreck." in log
    assert "The Artemia token is placed on the Jungle." in log
    assert "Simon plays Mirage." in log
    assert "The Target token is placed on the Rover and the Artefact." in log


def test_simon_gets_no_artemia_token_one_space_before_the_symbols() -> None:
    t = Table(players=6, names=NAMES)
    t.state.rescue = t.state.rescue_goal - 7
    t.advance(kind=Kind.HUNT, seat=SIMON)
    assert not [o for o in t.options(SIMON, Verb.TOKEN) if o.card == "artemia"]


# ---------------------------------------------------------------- Phase 3: Reckoning
def reckoning_table(expert: bool = False, valerie_will: int = 1) -> Table:
    t = simon_table(expert=expert, valerie_will=valerie_will)
    simon_hunts(t)
    t.advance(kind=Kind.RESOLVE, seat=LUCA)
    return t


def test_luca_on_the_lair_copies_the_wreck() -> None:
    t = reckoning_table()
    d = t.decision(LUCA)
    assert d.kind is Kind.RESOLVE and not d.private
    # No token on the Lair: its own power, the Wreck's (Creature token there), or a take-back.
    assert Option(Verb.POWER, place=WRECK) in d.options
    assert Option(Verb.POWER, place=LAIR) in d.options
    assert Option(Verb.TAKE_BACK, place=JUNGLE) in d.options
    rescue = t.state.rescue
    events = t.do(LUCA, Verb.POWER, place=WRECK)
    assert t.state.rescue == rescue + 1
    assert t.turn.wreck_used
    text = t.texts(events)
    assert "Luca uses the power of the Wreck." in text
    assert "The Rescue counter moves 1 space (the Wreck)" in text
    assert t.hunted(LUCA).discard == [JUNGLE]  # the Lair's own power was not used


def test_luca_resolves_first_as_the_only_hunted_on_a_place_without_token() -> None:
    t = simon_table()
    simon_hunts(t)
    seen = drive(t, lambda: t.turn.phase == 4)
    resolving = [d.seat for d in seen if d.kind is Kind.RESOLVE]
    assert resolving == [LUCA]


def test_quentin_on_the_rover_under_mirage_gets_nothing() -> None:
    t = reckoning_table()
    reserve = dict(t.state.reserve)
    seen = drive(t, lambda: t.turn.phase == 4)
    # Quentin is never asked to resolve the Rover: no power and no take-back either.
    assert not [d for d in seen if d.seat == QUENTIN and d.kind is Kind.RESOLVE]
    assert t.hunted(QUENTIN).hand == [1, 3, 4]
    assert t.hunted(QUENTIN).discard == [JUNGLE]
    assert t.state.reserve == reserve
    texts = "\n".join(phase3_texts(t))
    assert "Quentin reveals the Rover." in texts
    assert "Quentin uses" not in texts
    assert "Quentin takes back" not in texts


def test_quentin_would_take_a_reserve_card_without_mirage() -> None:
    """Control for the Mirage example: the same Rover, with no Target on it, works."""
    t = simon_table()
    t.do(SIMON, Verb.TOKEN, card="creature", places=(WRECK,))
    t.do(SIMON, Verb.DONE)
    d = t.advance(kind=Kind.RESOLVE, seat=QUENTIN)
    assert Option(Verb.POWER, place=ROVER, n=SWAMP) in d.options
    assert Option(Verb.TAKE_BACK, place=JUNGLE) in d.options


def test_zoe_on_the_jungle_under_the_artemia_token() -> None:
    t = reckoning_table()
    d = t.advance(kind=Kind.ARTEMIA_DISCARD, seat=ZOE)
    # She must discard a Place card from her hand: no Jungle power, no take-back.
    assert {o.verb for o in d.options} == {Verb.DISCARD}
    assert {o.place for o in d.options} == {1, 3, 4, 5}
    events = t.do(ZOE, Verb.DISCARD, place=4)
    assert "Zoe discards the Beach (the Artemia token)." in t.texts(events)
    assert t.hunted(ZOE).hand == [1, 3, 5]
    assert t.hunted(ZOE).discard == [BEACH]
    drive(t, lambda: t.turn.phase == 4)
    assert t.hunted(ZOE).will == 3
    t.finish_turn()
    # The Jungle did not come back to her hand: it went to the discard pile.
    assert t.hunted(ZOE).hand == [1, 3, 5]
    assert sorted(t.hunted(ZOE).discard) == [JUNGLE, BEACH]


def test_adrian_and_valerie_caught_on_the_wreck() -> None:
    t = reckoning_table(valerie_will=3)
    assim = t.state.assimilation
    seen = drive(t, lambda: t.turn.phase == 4)
    # Neither may use the Wreck (nor take a card back instead).
    assert not [d for d in seen if d.seat in (ADRIAN, VALERIE) and d.kind is Kind.RESOLVE]
    assert t.hunted(ADRIAN).will == 2
    assert t.hunted(VALERIE).will == 2
    assert t.state.assimilation == assim + 1
    texts = "\n".join(phase3_texts(t))
    assert "Adrian loses 1 Will (caught on the Wreck): 2 left." in texts
    assert "Valerie loses 1 Will (caught on the Wreck): 2 left." in texts
    assert texts.count("The Assimilation counter moves") == 1
    assert "last Will" not in texts


def test_valerie_loses_her_last_will_on_the_wreck() -> None:
    t = reckoning_table()
    assim = t.state.assimilation
    drive(t, lambda: t.turn.phase == 4)
    assert t.hunted(ADRIAN).will == 2
    # +1 for the catch, +1 more for Valérie's last Will.
    assert t.state.assimilation == assim + 2
    # She recovers 3 Will and all her Place cards.
    assert t.hunted(VALERIE).will == 3
    assert t.hunted(VALERIE).discard == []
    assert t.hunted(VALERIE).hand == [1, 2, 3, 4, 5]
    texts = phase3_texts(t)
    caught = texts.index(
        "The Assimilation counter moves 1 space (the Creature caught Adrian, Valerie); 10 to go."
    )
    last = texts.index(
        "The Assimilation counter moves 1 space (a Hunted lost their last Will); 9 to go."
    )
    assert caught < last
    assert "Valerie recovers 3 Will and every Place card." in texts
    t.finish_turn()
    # Phase 4: the Wreck she played comes back too; Adrian's goes to his discard pile.
    assert t.hunted(VALERIE).hand == [1, 2, 3, 4, 5, WRECK]
    assert t.hunted(VALERIE).discard == []
    assert t.hunted(VALERIE).will == 3
    assert WRECK in t.hunted(ADRIAN).discard


def test_valerie_recovers_only_two_will_with_the_expert_variant() -> None:
    t = reckoning_table(expert=True)
    assim = t.state.assimilation
    drive(t, lambda: t.turn.phase == 4)
    assert t.hunted(VALERIE).will == 2
    assert t.hunted(VALERIE).discard == []
    assert t.state.assimilation == assim + 2
    assert "Valerie recovers 2 Will and every Place card." in phase3_texts(t)
    t.finish_turn()
    assert t.hunted(VALERIE).will == 2
    assert t.hunted(VALERIE).hand == [1, 2, 3, 4, 5, WRECK]


def test_the_whole_example_turn_in_order() -> None:
    """Luca (no token) -> Quentin (Target: nothing) -> Zoé (Artemia) -> Adrian and
    Valérie (Creature) -> Valérie's last Will; then the Rescue counter moves in Phase 4."""
    t = reckoning_table()
    rescue = t.state.rescue
    t.do(LUCA, Verb.POWER, place=WRECK)
    t.finish_turn()
    texts = [public(t.game, e) for e in t.state.log if e.turn == 1 and e.phase >= 3]
    order = [
        "Luca uses the power of the Wreck.",
        "Zoe discards",
        "Adrian loses 1 Will",
        "Valerie loses 1 Will",
        "(the Creature caught Adrian, Valerie)",
        "Valerie recovers 3 Will",
        "(a Hunted lost their last Will)",
        "(end of turn)",
    ]
    where = [next(i for i, s in enumerate(texts) if part in s) for part in order]
    assert where == sorted(where)
    assert t.state.rescue == rescue + 2  # the Wreck (via the Lair) + end of turn
