"""Behaviour tests for the 15 Survival cards and the rules on when they may be played.

Rules authority: the Remastered rulebook (one Survival card per Hunted per turn,
even if caught; only in the printed phase), rulings R9, R20, R21, R23 and the
card facts in ``cards-base.md``.
"""

from __future__ import annotations

import pytest

from notalone_tui.engine import (
    BASE,
    Action,
    Decision,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Kind,
    Option,
    Verb,
    Visibility,
)
from tests.engine.scenario import NAMES, Table
from tests.engine.words import say, text_for

SURVIVAL_CARDS = BASE.survival_cards

HUNTED = (1, 2, 3)
#: Hunted 3 holds a card that is never playable in Phase 4, so their Phase 4 window keeps
#: the turn open after Hunted 1 plays there (otherwise it ends at once).
HOLD = {3: ("survival-adrenaline",)}
CREATURE_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")
ADRENALINE = "survival-adrenaline"
INGENUITY = "survival-ingenuity"
SACRIFICE = "survival-sacrifice"
SIXTH_SENSE = "survival-sixth-sense"
SMOKESCREEN = "survival-smokescreen"
STRIKE_BACK = "survival-strike-back"
VORTEX = "survival-vortex"
DETECTOR = "survival-detector"
DODGE = "survival-dodge"
DRONE = "survival-drone"
GATE = "survival-gate"
HOLOGRAM = "survival-hologram"
WRONG_TRACK = "survival-wrong-track"
AMPLIFIER = "survival-amplifier"
DOUBLE_BACK = "survival-double-back"


# ---------------------------------------------------------------- helpers
def make(
    survival: dict[int, tuple[str, ...]] | None = None,
    creature: tuple[str, ...] = CREATURE_HAND,
    explore: dict[int, tuple[int, ...]] | None = None,
    creature_token: int = 7,
    artemia: tuple[int, ...] | None = None,
    target: tuple[int, ...] | None = None,
    seed: int = 1,
) -> Table:
    """A 4-player table (Creature seat 0) with exactly the Survival cards given.

    Hunted not named hold no Survival card, so they get no card windows. By
    default Hunted 1, 2, 3 explore the Jungle, the River and the Rover and the
    Creature token goes on the Shelter, where nobody is.
    """
    t = Table(players=4, seed=seed)
    for s in HUNTED:
        t.rig_survival(s)
    for s, cards in (survival or {}).items():
        t.rig_survival(s, *cards)
    t.rig_creature_hand(*creature)
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.explore.update(explore or {})
    t.plan.creature = creature_token
    if artemia is not None:
        t.turn.artemia_granted = True
        t.plan.artemia = artemia
    t.plan.target = target
    return t


def window(t: Table, seat: int, phase: int) -> Decision:
    """Advance to ``seat``'s public card window of ``phase``."""
    return t.advance(
        lambda d: d.kind is Kind.CARD_WINDOW and d.seat == seat and t.turn.phase == phase
    )


def open_hand(t: Table, seat: int, phase: int) -> list[Option]:
    """Advance to the seat's window, open the hand and return the private pick's options."""
    window(t, seat, phase)
    t.do(seat, Verb.OPEN_HAND)
    d = t.decision(seat)
    assert d.kind is Kind.CARD_PICK
    return list(d.options)


def play(t: Table, seat: int, phase: int, card: str) -> list[Event]:
    """Play ``card`` through the public window of ``phase`` (or the explore decision)."""
    if phase == 1:
        t.advance(kind=Kind.EXPLORE, seat=seat)
        return t.do(seat, Verb.PLAY, card=card)
    opts = open_hand(t, seat, phase)
    assert Option(Verb.PLAY, card=card) in opts, opts
    return t.do(seat, Verb.PLAY, card=card)


def played_cards(opts: list[Option]) -> set[str]:
    return {o.card for o in opts if o.verb is Verb.PLAY}


def run_turn(t: Table) -> list[tuple[Decision, int]]:
    """Answer by default until the next turn begins; return each decision with its phase."""
    seen: list[tuple[Decision, int]] = []
    number = t.turn.number
    for _ in range(500):
        assert not t.game.is_over, say(t.game, t.state.end_reason)
        d = t.game.pending[0]
        if t.turn.number > number and d.kind is Kind.CREATURE_WINDOW:
            return seen
        seen.append((d, t.turn.phase))
        t.game.apply(Action(d.seat, t.default(d)))
    raise AssertionError("turn did not end")


def windows_of(seen: list[tuple[Decision, int]], seat: int) -> list[int]:
    return [phase for d, phase in seen if d.kind is Kind.CARD_WINDOW and d.seat == seat]


def asked(seen: list[tuple[Decision, int]], kind: Kind, seat: int) -> list[Decision]:
    return [d for d, _ in seen if d.kind is kind and d.seat == seat]


def to_resolve(t: Table, seat: int) -> Decision:
    return t.advance(kind=Kind.RESOLVE, seat=seat)


def after_play(t: Table, seat: int, card: str) -> None:
    """The common bookkeeping of playing a Survival card."""
    assert card not in t.hunted(seat).survival
    assert card in t.state.survival_discard
    assert seat in t.turn.survival_played
    assert f"plays {SURVIVAL_CARDS[card].name}" in t.log()


# ------------------------------------------------------------------ set-up
@pytest.mark.parametrize("players", [2, 4, 7])
def test_starting_hands_hold_exactly_one_survival_card(players: int) -> None:
    game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0), seed=3)
    held = [c for h in game.state.hunted.values() for c in h.survival]
    assert all(len(h.survival) == 1 for h in game.state.hunted.values())
    assert len(set(held)) == players - 1
    assert len(game.state.survival_deck) == 15 - (players - 1)
    assert not game.state.survival_discard
    assert set(held) | set(game.state.survival_deck) == set(SURVIVAL_CARDS)


def test_survival_deck_reshuffles_its_discard_when_empty() -> None:
    """R20: the Source's draw finds the deck empty and reshuffles the discard pile."""
    t = make(explore={1: (9,)})
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    st = t.state
    st.survival_discard.extend(st.survival_deck)
    st.survival_deck.clear()
    pile = set(st.survival_discard)
    to_resolve(t, 1)
    events = t.do(1, Verb.POWER, place=9, n=1)
    assert len(t.hunted(1).survival) == 1
    assert t.hunted(1).survival[0] in pile
    assert not st.survival_discard
    assert set(st.survival_deck) == pile - set(t.hunted(1).survival)
    assert "Survival discard pile is shuffled" in t.texts(events)


# ------------------------------------------------------ windows and timing
def test_phase1_card_offered_only_in_own_explore_decision() -> None:
    t = make({1: (ADRENALINE,)})
    t.rig_will(1, 2)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert d.private
    assert Option(Verb.PLAY, card=ADRENALINE) in d.options
    assert ADRENALINE not in say(t.game, d.public_prompt).lower()
    t.do(1, Verb.EXPLORE, places=(2,))
    d2 = t.advance(kind=Kind.EXPLORE, seat=2)
    assert not [o for o in d2.options if o.verb is Verb.PLAY]


def test_phase1_card_is_not_offered_in_later_windows() -> None:
    """R23: the window still comes, but the pick offers only cancel."""
    t = make({1: (ADRENALINE,)})
    t.rig_will(1, 2)
    for phase in (2, 3, 4):
        assert open_hand(t, 1, phase) == [Option(Verb.CANCEL)]
        t.do(1, Verb.CANCEL)
    assert t.hunted(1).will == 2
    assert t.hunted(1).survival == [ADRENALINE]


def test_later_phase_cards_are_not_offered_in_explore() -> None:
    t = make({1: (VORTEX, DODGE, DRONE, GATE, HOLOGRAM, WRONG_TRACK, DETECTOR, DOUBLE_BACK)})
    t.state.marker_on_beach = True
    t.rig_survival(2, AMPLIFIER)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert not t.options(1, Verb.PLAY)
    t.do(1, Verb.EXPLORE, places=(2,))
    t.advance(kind=Kind.EXPLORE, seat=2)
    assert not t.options(2, Verb.PLAY)
    with pytest.raises(IllegalAction):
        t.do(2, Verb.PLAY, card=AMPLIFIER)


def test_window_offered_even_when_no_card_is_playable() -> None:
    """R23: a Hunted holding an unplayable card still gets every public window."""
    t = make({1: (AMPLIFIER,)})  # the Marker is not on the Beach: Amplifier is unplayable
    for phase in (2, 3, 4):
        d = window(t, 1, phase)
        assert d.visibility is Visibility.PUBLIC
        assert set(d.options) == {Option(Verb.PASS), Option(Verb.OPEN_HAND)}
        t.do(1, Verb.OPEN_HAND)
        pick = t.decision(1)
        assert pick.kind is Kind.CARD_PICK and pick.private
        assert list(pick.options) == [Option(Verb.CANCEL)]
        t.do(1, Verb.CANCEL)


def test_no_window_for_hunted_without_survival_cards() -> None:
    t = make({1: (AMPLIFIER,), 3: (DOUBLE_BACK,)})
    seen = run_turn(t)
    assert windows_of(seen, 1) == [2, 3, 4]
    assert windows_of(seen, 3) == [2, 3, 4]
    assert windows_of(seen, 2) == []
    assert Option(Verb.OPEN_HAND) not in asked(seen, Kind.RESOLVE, 2)[0].options
    assert Option(Verb.OPEN_HAND) in asked(seen, Kind.RESOLVE, 1)[0].options


def test_cancel_in_the_pick_counts_as_passing() -> None:
    t = make({1: (AMPLIFIER,), 2: (DODGE,)})
    open_hand(t, 1, 2)
    events = t.do(1, Verb.CANCEL)
    assert "Zoe passes." in t.texts(events)
    d = t.decision()
    assert not (d.seat == 1 and d.kind in (Kind.CARD_WINDOW, Kind.CARD_PICK))
    assert d.kind is Kind.CARD_WINDOW and d.seat == 2 and t.turn.phase == 2
    assert 1 not in t.turn.survival_played
    assert t.hunted(1).survival == [AMPLIFIER]
    # passing this phase does not use up the turn's card: the next window comes
    assert window(t, 1, 3).seat == 1


def test_one_card_per_turn_in_explore() -> None:
    t = make({1: (ADRENALINE, INGENUITY)})
    t.rig_will(1, 2)
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.PLAY, card=ADRENALINE)
    d = t.decision(1)
    assert d.kind is Kind.EXPLORE
    assert not [o for o in d.options if o.verb is Verb.PLAY]
    with pytest.raises(IllegalAction):
        t.do(1, Verb.PLAY, card=INGENUITY)
    assert t.hunted(1).survival == [INGENUITY]


def test_one_card_per_turn_no_later_windows() -> None:
    t = make({1: (ADRENALINE, VORTEX, DODGE, AMPLIFIER)})
    t.rig_will(1, 2)
    t.state.marker_on_beach = True
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])  # Vortex would be playable
    play(t, 1, 1, ADRENALINE)
    seen = run_turn(t)
    assert windows_of(seen, 1) == []
    assert Option(Verb.OPEN_HAND) not in asked(seen, Kind.RESOLVE, 1)[0].options
    assert set(t.hunted(1).survival) == {VORTEX, DODGE, AMPLIFIER}


def test_one_card_per_turn_even_if_caught() -> None:
    """R9: a caught Hunted who played a card in Phase 1 gets no second one in Phase 4."""
    t = make({1: (ADRENALINE, AMPLIFIER)}, creature_token=2)
    t.rig_will(1, 2)
    t.state.marker_on_beach = True
    play(t, 1, 1, ADRENALINE)
    seen = run_turn(t)
    assert t.hunted(1).will == 2  # 2 + 1 (Adrenaline) - 1 (caught on the Jungle)
    assert windows_of(seen, 1) == []
    assert t.hunted(1).survival == [AMPLIFIER]
    assert t.state.marker_on_beach


def test_dodge_uses_up_the_turns_card() -> None:
    t = make({1: (DODGE, AMPLIFIER)}, creature_token=2)
    t.state.marker_on_beach = True
    play(t, 1, 3, DODGE)
    seen = run_turn(t)
    assert windows_of(seen, 1) == []
    assert AMPLIFIER in t.hunted(1).survival


def test_caught_hunted_may_still_play_a_card() -> None:
    """Being caught does not stop a Hunted who has played nothing from playing in Phase 4."""
    t = make({1: (AMPLIFIER,), **HOLD}, creature_token=2)
    t.state.marker_on_beach = True
    rescue = t.state.rescue
    play(t, 1, 4, AMPLIFIER)
    assert t.hunted(1).will == 2  # caught on the Jungle
    after_play(t, 1, AMPLIFIER)
    assert t.state.rescue == rescue + 1


def test_despair_forbids_survival_cards() -> None:
    t = make(
        {1: (ADRENALINE,), 2: (INGENUITY, DODGE), 3: (DRONE,)},
        creature=("hunt-despair", "hunt-stasis", "hunt-tracking"),
    )
    t.rig_will(1, 2)
    t.plan.phase1_cards = ["hunt-despair"]
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.turn.despair
    assert not [o for o in d.options if o.verb is Verb.PLAY]
    with pytest.raises(IllegalAction):
        t.do(1, Verb.PLAY, card=ADRENALINE)
    assert t.hunted(1).will == 2
    t.do(1, Verb.EXPLORE, places=(2,))
    seen = run_turn(t)
    assert all(windows_of(seen, s) == [] for s in HUNTED)
    explore2 = asked(seen, Kind.EXPLORE, 2)
    assert explore2 and not [o for o in explore2[0].options if o.verb is Verb.PLAY]
    resolves = [d for d, _ in seen if d.kind is Kind.RESOLVE]
    assert len(resolves) == 3
    assert all(Option(Verb.OPEN_HAND) not in d.options for d in resolves)
    assert not t.state.survival_discard


# ------------------------------------------------------------ Phase 1 cards
def test_adrenaline_regains_one_will() -> None:
    t = make({1: (ADRENALINE,)})
    t.rig_will(1, 1)
    events = play(t, 1, 1, ADRENALINE)
    assert t.hunted(1).will == 2
    after_play(t, 1, ADRENALINE)
    assert "regains 1 Will" in t.texts(events)
    assert t.decision(1).kind is Kind.EXPLORE  # the Hunted then explores


def test_adrenaline_not_playable_at_three_will() -> None:
    t = make({1: (ADRENALINE,)})
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card=ADRENALINE) not in d.options
    with pytest.raises(IllegalAction):
        t.do(1, Verb.PLAY, card=ADRENALINE)
    assert t.hunted(1).will == 3


def test_ingenuity_puts_the_marker_on_the_beach() -> None:
    t = make({1: (INGENUITY,)})
    rescue = t.state.rescue
    events = play(t, 1, 1, INGENUITY)
    assert t.state.marker_on_beach
    assert t.state.rescue == rescue
    after_play(t, 1, INGENUITY)
    assert "Marker" in t.texts(events)


def test_ingenuity_not_playable_when_marker_already_on_beach() -> None:
    t = make({1: (INGENUITY,)})
    t.state.marker_on_beach = True
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card=INGENUITY) not in d.options


def test_sacrifice_discards_a_place_card_and_blocks_hunt_cards() -> None:
    t = make({1: (SACRIFICE,)}, creature=("hunt-scream", "hunt-cataclysm", "hunt-stasis"))
    t.plan.hunt_cards = ["hunt-scream"]
    play(t, 1, 1, SACRIFICE)
    d = t.decision(1)
    assert d.kind is Kind.SACRIFICE_DISCARD and d.private
    assert {o.place for o in d.options} == {1, 2, 3, 4, 5}
    t.do(1, Verb.DISCARD, place=4)
    assert t.hunted(1).discard == [4]
    assert 4 not in t.hunted(1).hand
    assert t.turn.hunt_blocked
    after_play(t, 1, SACRIFICE)
    assert "no more Hunt cards" in t.log()
    hunt = t.advance(kind=Kind.HUNT)
    assert not [o for o in hunt.options if o.verb is Verb.PLAY]
    seen = run_turn(t)
    assert windows_of(seen, 0) == []  # no Phase 3 or 4 Hunt card window either
    assert t.creature.hand and not t.state.hunt_discard


def test_sacrifice_not_playable_after_the_creature_played_a_hunt_card() -> None:
    t = make({1: (SACRIFICE,)}, creature=("hunt-force-field", "hunt-stasis", "hunt-scream"))
    t.plan.phase1_cards = ["hunt-force-field"]
    t.plan.explore = {1: (1,), 2: (1,), 3: (1,)}
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert t.turn.hunt_played == 1
    assert Option(Verb.PLAY, card=SACRIFICE) not in d.options


def test_sacrifice_keeps_a_card_to_explore() -> None:
    t = make({1: (SACRIFICE,)})
    t.rig_places(1, hand=[2], discard=[1, 3, 4, 5])
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card=SACRIFICE) not in d.options


def test_sixth_sense_takes_back_two_discards_of_choice() -> None:
    t = make({1: (SIXTH_SENSE,)})
    t.rig_places(1, hand=[1, 2], discard=[3, 4, 5])
    play(t, 1, 1, SIXTH_SENSE)
    d = t.decision(1)
    assert d.kind is Kind.SIXTH_SENSE_PICK and d.private
    assert {o.place for o in d.options} == {3, 4, 5}
    t.do(1, Verb.TAKE_BACK, place=5)
    t.do(1, Verb.TAKE_BACK, place=3)
    assert t.hunted(1).hand == [1, 2, 3, 5]
    assert t.hunted(1).discard == [4]
    assert t.decision(1).kind is Kind.EXPLORE
    after_play(t, 1, SIXTH_SENSE)
    assert "Zoe takes back the Rover (Sixth Sense)" in t.log()
    assert "Zoe takes back the River (Sixth Sense)" in t.log()


def test_sixth_sense_takes_the_only_discard_and_needs_one() -> None:
    t = make({1: (SIXTH_SENSE,)})
    t.rig_places(1, hand=[1, 2, 3, 4], discard=[5])
    play(t, 1, 1, SIXTH_SENSE)
    assert t.hunted(1).hand == [1, 2, 3, 4, 5]
    assert t.hunted(1).discard == []
    assert t.decision(1).kind is Kind.EXPLORE
    # with an empty discard pile the card is not offered
    t2 = make({1: (SIXTH_SENSE,)})
    d = t2.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card=SIXTH_SENSE) not in d.options


def test_smokescreen_hides_discards_from_the_creature_view_only() -> None:
    t = make({1: (SMOKESCREEN,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    t.rig_places(2, hand=[1, 2, 3, 4], discard=[5])
    play(t, 1, 1, SMOKESCREEN)
    after_play(t, 1, SMOKESCREEN)
    creature = t.game.view(0)
    assert creature.smokescreen
    assert all(hv.discard is None for hv in creature.hunted)
    for seat in HUNTED:
        view = t.game.view(seat)
        assert {hv.seat: hv.discard for hv in view.hunted}[1] == (4, 5)
        assert {hv.seat: hv.discard for hv in view.hunted}[2] == (5,)
    t.advance_to_phase(3)
    assert all(hv.discard is None for hv in t.game.view(0).hunted)


def test_smokescreen_hides_discards_from_the_public_table() -> None:
    """R21: discard piles are public *unless Smokescreen*; the shared table is public."""
    t = make({1: (SMOKESCREEN,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, SMOKESCREEN)
    assert all(hv.discard is None for hv in t.game.view(None).hunted)


def test_smokescreen_lasts_until_the_end_of_the_turn() -> None:
    t = make({1: (SMOKESCREEN,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, SMOKESCREEN)
    t.finish_turn()
    assert not t.turn.smokescreen
    view = t.game.view(0)
    assert {hv.seat: hv.discard for hv in view.hunted}[1] == (4, 5, 2)


def test_smokescreen_creature_log_names_no_discarded_or_taken_back_card() -> None:
    t = make({1: (SMOKESCREEN,)})
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, SMOKESCREEN)
    t.do(1, Verb.EXPLORE, places=(2,))
    t.advance(kind=Kind.EXPLORE, seat=2)
    t.do(2, Verb.RESIST, n=1)
    events = t.do(2, Verb.TAKE_BACK, place=4)  # the last card (5) follows by itself
    assert t.hunted(2).hand == [1, 2, 3, 4, 5]
    for seat in (0, None):
        text = "\n".join(text_for(t.game, e, seat) for e in events)
        assert "takes back" in text
        assert "Beach" not in text and "Rover" not in text
    hunted_text = "\n".join(text_for(t.game, e, 3) for e in events)
    assert "the Beach" in hunted_text and "the Rover" in hunted_text


def test_smokescreen_hides_artemia_discard_from_the_creature() -> None:
    t = make({1: (SMOKESCREEN,)}, explore={2: (3,)}, artemia=(3,))
    play(t, 1, 1, SMOKESCREEN)
    d = t.advance(kind=Kind.ARTEMIA_DISCARD, seat=2)
    assert Option(Verb.DISCARD, place=4) in d.options
    events = t.do(2, Verb.DISCARD, place=4)
    assert t.hunted(2).discard == [4]
    assert "Beach" not in "\n".join(text_for(t.game, e, 0) for e in events)
    assert "the Beach" in "\n".join(text_for(t.game, e, 1) for e in events)


def test_smokescreen_hides_discards_in_public_decisions_from_the_creature() -> None:
    """The public Resolve decision must not list discarded cards to the Creature."""
    t = make({1: (SMOKESCREEN,)}, explore={2: (3,)})
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, SMOKESCREEN)
    to_resolve(t, 2)
    for dv in t.game.view(0).pending:
        leaked = {
            c
            for o in dv.options or ()
            for c in ((o.place,) if o.verb is Verb.TAKE_BACK else o.places)
        }
        assert not leaked & {4, 5}, dv


def test_strike_back_sends_two_hunt_cards_to_the_bottom_of_the_deck() -> None:
    t = make({1: (STRIKE_BACK,)}, creature=("hunt-scream", "hunt-cataclysm", "hunt-stasis"))
    before = set(t.creature.hand)
    deck = len(t.state.hunt_deck)
    events = play(t, 1, 1, STRIKE_BACK)
    after_play(t, 1, STRIKE_BACK)
    taken = before - set(t.creature.hand)
    assert len(taken) == 2 and len(t.creature.hand) == 1
    assert set(t.state.hunt_deck[:2]) == taken
    assert len(t.state.hunt_deck) == deck + 2
    public = t.texts(events)
    assert "Strike Back" in public and "bottom of the Hunt deck" in public
    assert not any(BASE.card_name(c) in public for c in taken)
    mine = "\n".join(text_for(t.game, e, 0) for e in events)
    assert all(BASE.card_name(c) in mine for c in taken)
    t.finish_turn()
    assert len(t.creature.hand) == 3  # refilled in Phase 4
    assert set(t.state.hunt_deck[:2]) == taken  # still at the bottom
    assert not taken & set(t.creature.hand)


def test_strike_back_is_random() -> None:
    outcomes = set()
    for seed in range(1, 9):
        t = make({1: (STRIKE_BACK,)}, seed=seed)
        play(t, 1, 1, STRIKE_BACK)
        outcomes.add(tuple(sorted(t.creature.hand)))
    assert len(outcomes) > 1


def test_strike_back_with_a_single_hunt_card() -> None:
    t = make({1: (STRIKE_BACK,)}, creature=("hunt-scream",))
    play(t, 1, 1, STRIKE_BACK)
    assert t.creature.hand == []
    assert t.state.hunt_deck[0] == "hunt-scream"
    t2 = make({1: (STRIKE_BACK,)}, creature=())
    d = t2.advance(kind=Kind.EXPLORE, seat=1)
    assert Option(Verb.PLAY, card=STRIKE_BACK) not in d.options


# ------------------------------------------------------------ Phase 2 card
def test_vortex_swaps_the_face_down_card_with_a_discard() -> None:
    t = make({1: (VORTEX,)}, creature_token=4)
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    opts = open_hand(t, 1, 2)
    assert "creature" in t.turn.tokens  # played after the tokens are placed
    assert Option(Verb.PLAY, card=VORTEX) in opts
    t.do(1, Verb.PLAY, card=VORTEX)
    d = t.decision(1)
    assert d.kind is Kind.VORTEX and d.private
    assert {o.place for o in d.options} == {4, 5}
    t.do(1, Verb.TAKE_BACK, place=4, n=0)
    h = t.hunted(1)
    assert h.played == [4]
    assert sorted(h.discard) == [2, 5]
    after_play(t, 1, VORTEX)
    t.advance_to_phase(3)
    assert t.turn.positions[1] == [4]
    run_turn(t)
    assert h.will == 2  # now on the Beach under the Creature token


def test_vortex_needs_a_discard() -> None:
    t = make({1: (VORTEX,)})
    assert open_hand(t, 1, 2) == [Option(Verb.CANCEL)]


def test_vortex_not_in_phase3_window() -> None:
    t = make({1: (VORTEX,)})
    t.rig_places(1, hand=[1, 2, 3], discard=[4, 5])
    window(t, 1, 2)
    t.do(1, Verb.PASS)
    assert open_hand(t, 1, 3) == [Option(Verb.CANCEL)]


def test_vortex_under_smokescreen_names_no_card_to_the_creature() -> None:
    t = make({1: (SMOKESCREEN,), 2: (VORTEX,)})
    t.rig_places(2, hand=[1, 2, 3], discard=[4, 5])
    play(t, 1, 1, SMOKESCREEN)
    play(t, 2, 2, VORTEX)
    events = [e for e in t.do(2, Verb.TAKE_BACK, place=5, n=0) if e.kind == "vortex"]
    assert t.hunted(2).played == [5]
    assert t.hunted(2).discard == [4, 3]
    creature = "\n".join(text_for(t.game, e, 0) for e in events)
    assert "swaps" in creature
    assert "Rover" not in creature and "River" not in creature
    assert "the Rover" in "\n".join(text_for(t.game, e, 3) for e in events)


# ------------------------------------------------------------ Phase 3 cards
def test_detector_ignores_the_artemia_token_and_uses_the_place() -> None:
    t = make({1: (DETECTOR,)}, explore={1: (4,)}, artemia=(4,))
    hand = list(t.hunted(1).hand)
    play(t, 1, 3, DETECTOR)
    after_play(t, 1, DETECTOR)
    r = to_resolve(t, 1)
    assert Option(Verb.POWER, place=4) in r.options
    t.do(1, Verb.POWER, place=4)
    assert t.state.marker_on_beach
    seen = run_turn(t)
    assert not asked(seen, Kind.ARTEMIA_DISCARD, 1)
    assert sorted(t.hunted(1).hand) == sorted(c for c in hand if c != 4)
    assert t.hunted(1).discard == [4]


def test_detector_leaves_others_under_the_artemia_token() -> None:
    t = make({1: (DETECTOR,)}, explore={1: (4,), 2: (4,)}, artemia=(4,))
    play(t, 1, 3, DETECTOR)
    d = t.advance(kind=Kind.ARTEMIA_DISCARD)
    assert d.seat == 2


def test_detector_only_on_the_artemia_place() -> None:
    t = make({1: (DETECTOR,)}, explore={1: (3,)}, artemia=(4,))
    assert open_hand(t, 1, 3) == [Option(Verb.CANCEL)]


def test_dodge_ignores_the_creature_token() -> None:
    t = make({1: (DODGE,)}, explore={1: (4,)}, creature_token=4)
    assimilation = t.state.assimilation
    play(t, 1, 3, DODGE)
    after_play(t, 1, DODGE)
    to_resolve(t, 1)
    # resolved at the Creature token step: after Luca on the Rover (place 5, no token)
    assert "Luca does not use the Rover" in t.log()
    t.do(1, Verb.POWER, place=4)
    assert t.state.marker_on_beach
    run_turn(t)
    assert t.hunted(1).will == 3
    assert t.state.assimilation == assimilation
    assert "Zoe dodges the Creature on the Beach" in t.log()


def test_dodge_others_are_still_caught() -> None:
    t = make({1: (DODGE,)}, explore={1: (4,), 2: (4,)}, creature_token=4)
    assimilation = t.state.assimilation
    play(t, 1, 3, DODGE)
    run_turn(t)
    assert t.hunted(1).will == 3
    assert t.hunted(2).will == 2
    assert t.state.assimilation == assimilation + 1


def test_dodge_only_on_the_creature_place() -> None:
    t = make({1: (DODGE,)}, explore={1: (4,)}, creature_token=3)
    assert open_hand(t, 1, 3) == [Option(Verb.CANCEL)]


def test_dodge_with_clone_covers_the_target_token() -> None:
    t = make(
        {1: (DODGE,)},
        creature=("hunt-clone", "hunt-stasis", "hunt-tracking"),
        explore={1: (4,)},
        creature_token=7,
        target=(4,),
    )
    t.plan.hunt_cards = ["hunt-clone"]
    assimilation = t.state.assimilation
    opts = open_hand(t, 1, 3)
    assert t.turn.tokens["target"] == (4,)
    assert Option(Verb.PLAY, card=DODGE) in opts
    t.do(1, Verb.PLAY, card=DODGE)
    run_turn(t)
    assert t.hunted(1).will == 3
    assert t.state.assimilation == assimilation


def test_drone_uses_the_rover_power_instead() -> None:
    t = make({1: (DRONE,)}, explore={1: (3,)})
    r = to_resolve(t, 1)
    assert Option(Verb.OPEN_HAND) in r.options
    t.do(1, Verb.OPEN_HAND)
    pick = t.decision(1)
    assert pick.kind is Kind.CARD_PICK and pick.private
    assert Option(Verb.PLAY, card=DRONE) in pick.options
    t.do(1, Verb.PLAY, card=DRONE)
    after_play(t, 1, DRONE)
    d = t.decision(1)
    assert d.kind is Kind.RESOLVE
    assert {o.place for o in d.options} == {5}
    assert {o.n for o in d.options} == {6, 7, 8, 9, 10}
    reserve = t.state.reserve[7]
    t.do(1, Verb.POWER, place=5, n=7)
    assert 7 in t.hunted(1).hand
    assert t.state.reserve[7] == reserve - 1
    assert t.hunted(1).next_needs == ""  # the River's own power was not used


def test_gate_uses_an_adjacent_place_power() -> None:
    t = make({1: (GATE,)}, explore={1: (3,)})
    to_resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card=GATE)
    after_play(t, 1, GATE)
    d = t.decision(1)
    assert d.kind is Kind.RESOLVE
    assert {o.place for o in d.options} == {2, 4, 8}  # the River's neighbours, not itself
    rescue = t.state.rescue
    t.do(1, Verb.POWER, place=8)
    assert t.state.rescue == rescue + 1
    assert t.turn.wreck_used


def test_gate_never_copies_the_artefact() -> None:
    t = make({1: (GATE,)}, explore={1: (9,)})
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    to_resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card=GATE)
    d = t.decision(1)
    # the Source touches the Beach, the Wreck and the Artefact
    assert {o.place for o in d.options} == {4, 8}


def test_gate_with_a_single_neighbour_uses_it() -> None:
    t = make({1: (GATE,)}, explore={1: (5,), 3: (4,)})
    to_resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    events = t.do(1, Verb.PLAY, card=GATE)
    # the Rover touches only the Beach and the Artefact: the Beach is the one choice
    assert t.state.marker_on_beach
    assert "Zoe uses the power of the Beach" in t.texts(events)
    assert t.hunted(1).next_needs == ""


def test_drone_not_offered_when_the_rover_offers_nothing() -> None:
    t = make({1: (DRONE,)}, explore={1: (3,)})
    t.rig_places(1, hand=list(range(1, 11)))  # owns every reserve place already
    to_resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    assert list(t.decision(1).options) == [Option(Verb.CANCEL)]


def test_gate_not_offered_when_no_neighbour_can_lend_its_power() -> None:
    """On the Rover the only neighbours are the Beach (silenced here) and the Artefact."""
    t = make(
        {1: (GATE,)},
        creature=("hunt-interference", "hunt-stasis", "hunt-tracking"),
        explore={1: (5,)},
    )
    t.plan.hunt_cards = ["hunt-interference"]
    to_resolve(t, 1)
    assert "hunt-interference" in t.turn.hunt_effects
    t.do(1, Verb.OPEN_HAND)
    assert list(t.decision(1).options) == [Option(Verb.CANCEL)]


def test_drone_and_gate_not_offered_in_the_phase3_window() -> None:
    t = make({1: (DRONE, GATE)}, explore={1: (3,)})
    for phase in (2, 3):
        assert open_hand(t, 1, phase) == [Option(Verb.CANCEL)]
        t.do(1, Verb.CANCEL)


def test_resolve_open_hand_offers_only_drone_and_gate() -> None:
    t = make({1: (DRONE, GATE, DODGE, HOLOGRAM, WRONG_TRACK)}, explore={1: (3,)}, artemia=(9,))
    window(t, 1, 3)
    t.do(1, Verb.PASS)
    to_resolve(t, 1)
    t.do(1, Verb.OPEN_HAND)
    assert played_cards(list(t.decision(1).options)) == {DRONE, GATE}


def test_resolve_open_hand_offered_without_drone_or_gate_and_cancel_returns() -> None:
    """R23: the resolve decision offers the hand whatever it holds; cancel goes back."""
    t = make({1: (AMPLIFIER,)}, explore={1: (3,)})
    r = to_resolve(t, 1)
    assert r.visibility is Visibility.PUBLIC
    assert Option(Verb.OPEN_HAND) in r.options
    t.do(1, Verb.OPEN_HAND)
    assert list(t.decision(1).options) == [Option(Verb.CANCEL)]
    t.do(1, Verb.CANCEL)
    again = t.decision(1)
    assert again.kind is Kind.RESOLVE
    assert Option(Verb.OPEN_HAND) not in again.options
    assert Option(Verb.POWER, place=3) in again.options
    assert 1 not in t.turn.survival_played


def test_no_resolve_open_hand_after_a_card_was_played() -> None:
    t = make({1: (ADRENALINE, DRONE)}, explore={1: (3,)})
    t.rig_will(1, 2)
    play(t, 1, 1, ADRENALINE)
    r = to_resolve(t, 1)
    assert Option(Verb.OPEN_HAND) not in r.options


def test_hologram_moves_the_artemia_token_before_it_resolves() -> None:
    t = make({1: (HOLOGRAM,)}, explore={1: (4,)}, artemia=(4,))
    play(t, 1, 3, HOLOGRAM)
    after_play(t, 1, HOLOGRAM)
    d = t.decision(1)
    assert d.kind is Kind.HOLOGRAM
    assert set(d.options) == {Option(Verb.MOVE, card="artemia", place=p) for p in (3, 5, 9)}
    events = t.do(1, Verb.MOVE, card="artemia", place=3)
    assert t.turn.tokens["artemia"] == (3,)
    assert "Artemia token moves from the Beach to the River" in t.texts(events)
    seen = run_turn(t)
    assert not asked(seen, Kind.ARTEMIA_DISCARD, 1)
    assert asked(seen, Kind.RESOLVE, 1)
    assert asked(seen, Kind.ARTEMIA_DISCARD, 2)  # Hunted 2 on the River is hit instead


def test_hologram_needs_the_artemia_token() -> None:
    t = make({1: (HOLOGRAM,)}, explore={1: (4,)})
    assert open_hand(t, 1, 3) == [Option(Verb.CANCEL)]


def test_wrong_track_moves_the_creature_token() -> None:
    t = make({1: (WRONG_TRACK,)}, explore={1: (4,), 2: (9,)}, creature_token=4)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 9])
    assimilation = t.state.assimilation
    play(t, 1, 3, WRONG_TRACK)
    after_play(t, 1, WRONG_TRACK)
    d = t.decision(1)
    assert d.kind is Kind.WRONG_TRACK
    assert set(d.options) == {Option(Verb.MOVE, card="creature", place=p) for p in (3, 5, 9)}
    t.do(1, Verb.MOVE, card="creature", place=9)
    assert t.turn.tokens["creature"] == (9,)
    run_turn(t)
    assert t.hunted(1).will == 3
    assert t.hunted(2).will == 2
    assert t.state.assimilation == assimilation + 1
    assert "Creature token moves from the Beach to the Source" in t.log()


def test_wrong_track_with_clone_may_move_the_target() -> None:
    t = make(
        {1: (WRONG_TRACK,)},
        creature=("hunt-clone", "hunt-stasis", "hunt-tracking"),
        explore={1: (4,)},
        creature_token=7,
        target=(4,),
    )
    t.plan.hunt_cards = ["hunt-clone"]
    assimilation = t.state.assimilation
    play(t, 1, 3, WRONG_TRACK)
    cards = {o.card for o in t.decision(1).options}
    assert cards == {"creature", "target"}
    assert Option(Verb.MOVE, card="target", place=9) in t.decision(1).options
    t.do(1, Verb.MOVE, card="target", place=9)
    assert t.turn.tokens["target"] == (9,)
    assert t.turn.tokens["creature"] == (7,)
    run_turn(t)
    assert t.hunted(1).will == 3
    assert t.state.assimilation == assimilation


def test_wrong_track_without_clone_moves_only_the_creature_token() -> None:
    t = make(
        {1: (WRONG_TRACK,)},
        creature=("hunt-scream", "hunt-stasis", "hunt-tracking"),
        explore={1: (4,)},
        creature_token=4,
        target=(9,),
    )
    t.plan.hunt_cards = ["hunt-scream"]
    play(t, 1, 3, WRONG_TRACK)
    assert {o.card for o in t.decision(1).options} == {"creature"}


# ------------------------------------------------------------ Phase 4 cards
def test_amplifier_takes_the_marker_and_moves_rescue() -> None:
    t = make({1: (AMPLIFIER,), **HOLD})
    t.state.marker_on_beach = True
    rescue = t.state.rescue
    events = play(t, 1, 4, AMPLIFIER)
    after_play(t, 1, AMPLIFIER)
    assert not t.state.marker_on_beach
    assert t.state.rescue == rescue + 1
    assert "Amplifier" in t.texts(events)
    run_turn(t)
    assert t.state.rescue == rescue + 2  # plus the end-of-turn move


def test_amplifier_needs_the_marker_on_the_beach() -> None:
    t = make({1: (AMPLIFIER,)})
    assert open_hand(t, 1, 4) == [Option(Verb.CANCEL)]


def test_amplifier_not_blocked_by_stasis() -> None:
    """R15: Stasis stops only the end-of-turn move."""
    t = make({1: (AMPLIFIER,), **HOLD})
    t.state.marker_on_beach = True
    rescue = t.state.rescue
    window(t, 0, 4)
    t.do(0, Verb.OPEN_HAND)
    t.do(0, Verb.PLAY, card="hunt-stasis")
    assert t.turn.stasis
    play(t, 1, 4, AMPLIFIER)
    assert t.state.rescue == rescue + 1
    run_turn(t)
    assert t.state.rescue == rescue + 1


def test_amplifier_not_offered_before_phase4() -> None:
    t = make({1: (AMPLIFIER,)})
    t.state.marker_on_beach = True
    assert Option(Verb.PLAY, card=AMPLIFIER) not in t.advance(kind=Kind.EXPLORE, seat=1).options
    t.do(1, Verb.EXPLORE, places=(2,))
    assert open_hand(t, 1, 2) == [Option(Verb.CANCEL)]
    t.do(1, Verb.CANCEL)
    assert open_hand(t, 1, 3) == [Option(Verb.CANCEL)]


def test_double_back_returns_the_played_card_to_hand() -> None:
    t = make({1: (DOUBLE_BACK,), **HOLD})
    events = play(t, 1, 4, DOUBLE_BACK)
    after_play(t, 1, DOUBLE_BACK)
    assert t.turn.returning[1] == [2]
    assert "the Jungle back into their hand" in t.texts(events)
    run_turn(t)
    assert t.hunted(1).hand == [1, 2, 3, 4, 5]
    assert t.hunted(1).discard == []
    assert t.hunted(2).discard == [3]  # the others discard as usual


def test_double_back_with_the_artefact_chooses_one_card() -> None:
    t = make({1: (DOUBLE_BACK,), **HOLD}, explore={1: (2, 4)})
    t.hunted(1).needs = "artefact"
    play(t, 1, 4, DOUBLE_BACK)
    d = t.decision(1)
    assert d.kind is Kind.DOUBLE_BACK
    assert set(d.options) == {Option(Verb.CHOOSE, place=2), Option(Verb.CHOOSE, place=4)}
    t.do(1, Verb.CHOOSE, place=4)
    run_turn(t)
    assert 4 in t.hunted(1).hand
    assert t.hunted(1).discard == [2]


def test_double_back_only_in_phase4() -> None:
    t = make({1: (DOUBLE_BACK,)})
    for phase in (2, 3):
        assert open_hand(t, 1, phase) == [Option(Verb.CANCEL)]
        t.do(1, Verb.CANCEL)
    assert Option(Verb.PLAY, card=DOUBLE_BACK) in open_hand(t, 1, 4)


# ------------------------------------------------- the Gate borrowing the Lair
def gate_options(t: Table, seat: int) -> set[Option]:
    to_resolve(t, seat)
    t.do(seat, Verb.OPEN_HAND)
    t.do(seat, Verb.PLAY, card=GATE)
    d = t.decision(seat)
    assert d.kind is Kind.RESOLVE
    return set(d.options)


def test_gate_may_use_the_lairs_take_back_all() -> None:
    """From the Jungle (next to the Lair) the Gate borrows the Lair's take-back-all."""
    t = make({1: (GATE,)}, explore={1: (2,)}, creature_token=10)
    t.rig_places(1, hand=[1, 2, 5], discard=[3, 4])
    options = gate_options(t, 1)
    assert Option(Verb.POWER, place=1) in options
    t.do(1, Verb.POWER, place=1)
    h = t.hunted(1)
    assert h.hand == [1, 3, 4, 5] and h.discard == []


def test_gate_may_use_the_lairs_copy_of_the_creature_place() -> None:
    """The Creature token on the Wreck: the Gate on the Jungle borrows the Lair,
    which borrows the Wreck (the Wreck is not next to the Jungle)."""
    t = make({1: (GATE,)}, explore={1: (2,)}, creature_token=8)
    options = gate_options(t, 1)
    assert Option(Verb.POWER, place=8) in options
    rescue = t.state.rescue
    t.do(1, Verb.POWER, place=8)
    assert t.state.rescue == rescue + 1


def test_gate_borrowing_the_lair_never_copies_the_lair_or_the_artefact() -> None:
    for token in (1, 10):
        t = make({1: (GATE,)}, explore={1: (2,)}, creature_token=token)
        t.rig_places(1, hand=[1, 2, 5, 10] if token == 10 else [1, 2, 5], discard=[3, 4])
        places = {o.place for o in gate_options(t, 1) if o.verb is Verb.POWER}
        assert places == {1, 3, 7}, token  # the Lair's own power, the River, the Shelter


@pytest.mark.parametrize("place", [2, 6])
def test_gate_copying_jungle_or_swamp_under_persecution_offers_a_discarded_card(
    place: int,
) -> None:
    """R18: under Persecution the Jungle and the Swamp return the card itself or 1
    discarded card, also when the Gate borrows them (from the River next to the
    Jungle, or the Shelter next to the Swamp)."""
    where = 3 if place == 2 else 7
    t = make(
        {1: (GATE,)},
        creature=("hunt-persecution", "hunt-stasis", "hunt-tracking"),
        explore={1: (where,)},
        creature_token=10,
    )
    t.plan.hunt_cards = ["hunt-persecution"]
    t.rig_places(1, hand=[1, 2, 3, 5, 6, 7] if place == 6 else [1, 2, 3, 5], discard=[4])
    options = gate_options(t, 1)
    assert Option(Verb.POWER, place=place) in options, "the card itself"
    assert Option(Verb.TAKE_BACK, place=4) in options, "or one discarded card"
    assert not any(o.verb is Verb.POWER and o.place == place and o.places for o in options)
    t.do(1, Verb.TAKE_BACK, place=4)
    t.advance(kind=Kind.EXPLORE, seat=1)
    h = t.hunted(1)
    assert 4 in h.hand and 4 not in h.discard
    assert where in h.discard, "the played card itself did not come back"
