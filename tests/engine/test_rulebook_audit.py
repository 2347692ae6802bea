"""An audit of the rules engine against the Remastered rulebook and the card entries.

Each scenario is a classic trouble spot of digital editions of *Not Alone*
(tokens sharing a place, losing the last Will, the reserve running out, card
timing windows...), checked where no other test already pins it. Sources:
``shared/seeds/000_*`` (the Remastered rulebook, Frozen Lands included),
``shared/reference/cards-base.md``, ``cards-designed.md`` and ``rulings.md``.
The Creature sits at seat 0; the Hunted are seats 1.. in play order.
"""

from __future__ import annotations

from notalone_tui.engine import Action, Decision, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.rulesets.base import hunt, survival
from notalone_tui.engine.rulesets.base.tokens import ARTEMIA
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.sheets.abilities import LURKING
from tests.engine.scenario import NAMES, Answer, Table, drive

P = Verb.POWER
FL = "frozen-lands"
# ----------------------------------------------------------------- helpers
def to_phase4(t: Table, answer: Answer | None = None) -> list[Decision]:
    """Play on until Phase 4's card window (kept open by :func:`no_survival`)."""
    return drive(t, lambda: t.turn.phase >= 4, answer)


def no_survival(t: Table) -> None:
    """No Survival card in play, except an Adrenaline for the last Hunted: a card
    they never play here, which keeps the Phase 4 window (and the turn) open so a
    test can look at the end of Phase 3."""
    *first, last = t.game.hunted_order
    for seat in first:
        t.rig_survival(seat)
    t.rig_survival(last, "survival-adrenaline")


def on_top_of_survival_deck(t: Table, *cards: str) -> None:
    """The next Survival draws, in order (the deck is drawn from its end)."""
    deck = t.state.survival_deck
    for card in reversed(cards):
        deck.remove(card)
        deck.append(card)


def held(t: Table, seat: int) -> int:
    return contamination.held_count(t.state, seat)


def mid_reckoning(t: Table, drawer: int, power: Option, keep: str) -> None:
    """``drawer`` resolves a drawing place (the Shelter, the Hot Spring) with
    ``power`` and keeps ``keep``: the places have begun to resolve, and the
    Phase 3 window reopens for the drawer (R10)."""
    t.advance(kind=Kind.RESOLVE, seat=drawer)
    t.game.apply(Action(drawer, power))
    if t.decision(drawer).kind is Kind.SHELTER_KEEP:
        t.do(drawer, Verb.KEEP, card=keep)
    assert t.decision(drawer).kind is Kind.CARD_WINDOW


# ======================================== timing: "before any place resolves"
def detour_at_the_reveal() -> Table:
    """The Creature holds Detour, Cataclysm and Tracking at its Phase 3 window,
    before any place resolves; seat 1 is on the Shelter (whose card, Wrong Track,
    will reopen the window, R10), seat 2 on the Jungle, the Creature token on it."""
    t = Table(players=3)
    no_survival(t)
    t.rig_creature_hand("hunt-detour", "hunt-cataclysm", "hunt-tracking")
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    on_top_of_survival_deck(t, "survival-wrong-track", "survival-dodge")
    t.plan.explore = {1: (7,), 2: (2,)}
    t.plan.creature = 2
    t.advance(lambda d: d.seat == 0 and d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    return t


def test_detour_is_offered_before_the_places_resolve_not_once_they_have_begun() -> None:
    """R13: Detour is played after the reveal and before any place resolves. Once
    a place has resolved (here the Shelter, whose card reopens the Phase 3 window,
    R10), the Creature may still play a Phase 3 card whose timing allows it
    (Cataclysm), but no longer Detour."""
    t = detour_at_the_reveal()
    # Before any place resolves, Detour is among the Creature's Phase 3 cards.
    t.do(0, Verb.OPEN_HAND)
    assert Option(Verb.PLAY, card="hunt-detour") in t.options(0)
    t.do(0, Verb.CANCEL)
    assert dict(hunt.hand_status(t.game))["hunt-detour"] == "playable"
    mid_reckoning(t, 1, Option(P, place=7), keep="survival-wrong-track")
    assert hunt.playable(t.game, 3) == ["hunt-cataclysm"]
    # The Creature's screen says why: too late, not some unmet condition.
    assert dict(hunt.hand_status(t.game))["hunt-detour"] == "late"


def test_wrong_track_and_hologram_drawn_mid_reckoning_come_too_late() -> None:
    """Wrong Track and Hologram move a token "before the token effects resolve";
    like Detour (R13) they are played before any place resolves, since who
    resolves at which step is settled as the places start. Drawn at the Shelter,
    they can no longer be played that turn; before the Reckoning they could."""
    t = Table(players=3)
    no_survival(t)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    t.rig_survival(2, "survival-hologram")
    on_top_of_survival_deck(t, "survival-wrong-track", "survival-dodge")
    t.plan.explore = {1: (7,), 2: (2,)}
    t.plan.creature = 3
    t.advance(lambda d: d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    t.turn.tokens[ARTEMIA] = (4,)  # as if the Creature had placed it
    assert survival.playable(t.game, 2, "window3") == ["survival-hologram"]
    mid_reckoning(t, 1, Option(P, place=7), keep="survival-wrong-track")
    assert t.state.hunted[1].survival == ["survival-wrong-track"]
    assert survival.playable(t.game, 1, "window3") == []
    assert survival.playable(t.game, 2, "window3") == []


def test_frozen_lands_avalanche_and_contagion_only_before_places_resolve() -> None:
    """fl-hunt-avalanche and fl-hunt-contagion: "play after the reveal and before
    places resolve". Once a place has resolved (the Hot Spring's draw reopens the
    Phase 3 window, R10), neither is playable."""
    t = Table(players=4, ruleset=FL)
    no_survival(t)
    t.rig_creature_hand("fl-hunt-avalanche", "fl-hunt-contagion", "hunt-tracking")
    pool = t.state.extra[contamination.KEY]
    pool["reserve"].remove(contamination.BLANK)
    pool["held"][2].append(contamination.BLANK)
    pool["known"][2].append(False)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 9])
    on_top_of_survival_deck(t, "survival-wrong-track", "survival-dodge")
    t.plan.explore = {1: (9,), 2: (2,), 3: (2,)}
    t.plan.creature = 2
    t.advance(lambda d: d.seat == 0 and d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    t.do(0, Verb.OPEN_HAND)
    before = {o.card for o in t.options(0, Verb.PLAY)}
    assert {"fl-hunt-avalanche", "fl-hunt-contagion"} <= before
    t.do(0, Verb.CANCEL)
    mid_reckoning(t, 1, Option(P, place=9, seat=2, n=1), keep="survival-wrong-track")
    assert not {"fl-hunt-avalanche", "fl-hunt-contagion"} & set(hunt.playable(t.game, 3))
    status = dict(hunt.hand_status(t.game))
    assert status["fl-hunt-avalanche"] == status["fl-hunt-contagion"] == "late"


# ============================================== tokens sharing one place
def test_creature_artemia_and_target_tokens_on_one_place_all_hit_each_hunted_there() -> None:
    """Rulebook, Phase 2: Hunt tokens may share a place and their effects stack.
    Phase 3: the Target token's card (Scream) first, then the Artemia token (discard
    1 Place card), then the Creature token (lose 1 Will), for every Hunted there;
    none of them may use the place or take a card back. The Assimilation counter
    moves once for the catch, however many were caught."""
    t = Table(players=4)
    no_survival(t)
    t.state.rescue = t.state.rescue_goal - 3  # an Artemia space on side 1
    t.rig_creature_hand("hunt-scream", "hunt-mirage", "hunt-clone")
    t.plan.explore = {1: (4,), 2: (4,), 3: (2,)}
    t.plan.hunt_cards = ["hunt-scream"]
    t.plan.creature, t.plan.artemia, t.plan.target = 4, (4,), (4,)

    def answer(d: Decision) -> Option | None:
        if d.kind is Kind.SCREAM:
            if d.seat == 1:
                return Option(Verb.LOSE_WILL)
            return Option(Verb.DISCARD, places=(1, 2))
        if d.kind is Kind.ARTEMIA_DISCARD:
            return Option(Verb.DISCARD, place=3)
        return None

    seen = to_phase4(t, answer)
    assert {d.seat for d in seen if d.kind is Kind.RESOLVE} == {3}
    zoe, simon = t.hunted(1), t.hunted(2)
    assert zoe.will == 1 and zoe.hand == [1, 2, 5] and zoe.discard == [3]
    assert simon.will == 2 and simon.hand == [5] and sorted(simon.discard) == [1, 2, 3]
    assert t.state.assimilation == 1


def test_the_artemia_token_discards_a_card_and_costs_no_will() -> None:
    """Rulebook, Phase 3 (and the seeds README on summary 003's error): each Hunted
    on the Artemia token's place discards 1 Place card from hand and gets nothing
    from the place; it costs no Will and does not move the Assimilation counter."""
    t = Table(players=3)
    no_survival(t)
    t.state.rescue = t.state.rescue_goal - 2
    t.plan.explore = {1: (3,), 2: (3,)}
    t.plan.creature, t.plan.artemia = 9, (3,)
    seen = to_phase4(t)
    assert not [d for d in seen if d.kind is Kind.RESOLVE]
    assert [d.seat for d in seen if d.kind is Kind.ARTEMIA_DISCARD] == [1, 2]
    for seat in (1, 2):
        assert t.hunted(seat).will == 3
        assert len(t.hunted(seat).hand) == 3 and len(t.hunted(seat).discard) == 1
    assert t.state.assimilation == 0


def test_detector_on_artemia_and_creature_tokens_is_still_caught() -> None:
    """cards-base Detector: it ignores the Artemia token only. On a place that also
    holds the Creature token the Hunted is still caught: no discard, but 1 Will
    lost and no use of the place."""
    t = Table(players=3)
    no_survival(t)
    t.rig_survival(1, "survival-detector")
    t.state.rescue = t.state.rescue_goal - 2
    t.plan.explore = {1: (3,), 2: (5,)}
    t.plan.creature, t.plan.artemia = 3, (3,)
    t.advance(lambda d: d.seat == 1 and d.kind is Kind.CARD_WINDOW and t.turn.phase == 3)
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card="survival-detector")
    seen = to_phase4(t)
    assert not [d for d in seen if d.seat == 1 and d.kind in (Kind.RESOLVE, Kind.ARTEMIA_DISCARD)]
    assert t.hunted(1).will == 2 and len(t.hunted(1).hand) == 4
    assert t.state.assimilation == 1


# ==================================================== losing the last Will
def test_two_figures_caught_by_creature_and_clone_lose_the_last_will_once() -> None:
    """Rulebook, Phase 3 and R5/R19: Will is lost per figure caught (the Artefact's
    two places, one under the Creature token and one under Clone's Target token),
    but the Assimilation counter moves once for the catch and once for the last
    Will. The Hunted then recovers 3 Will and every Place card, the two played
    ones included at the end of the turn."""
    t = Table(players=3)
    no_survival(t)
    t.rig_creature_hand("hunt-clone", "hunt-mirage", "hunt-scream")
    t.hunted(1).needs = "artefact"
    t.rig_will(1, 2)
    t.plan.explore = {1: (2, 4), 2: (5,)}
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.creature, t.plan.target = 2, (4,)
    to_phase4(t)
    assert t.turn.last_will == [1]
    assert t.hunted(1).will == 3
    assert t.state.assimilation == 2
    t.finish_turn()
    assert t.hunted(1).hand == [1, 2, 3, 4, 5] and t.hunted(1).discard == []


def test_caught_on_the_lair_at_two_will_loses_the_last_will() -> None:
    """cards-base Lair: caught there costs 2 Will. From 2 Will that is the last one:
    Assimilation +1 for the catch and +1 for the last Will; the Hunted recovers
    3 Will and every Place card, and the played Lair comes back to hand in Phase 4."""
    t = Table(players=3)
    no_survival(t)
    t.rig_places(1, hand=[1, 4], discard=[2, 3, 5])
    t.rig_will(1, 2)
    t.plan.explore = {1: (1,), 2: (5,)}
    t.plan.creature = 1
    to_phase4(t)
    h = t.hunted(1)
    assert h.will == 3 and h.hand == [2, 3, 4, 5] and h.discard == []
    assert t.state.assimilation == 2
    t.finish_turn()
    assert t.hunted(1).hand == [1, 2, 3, 4, 5]


def test_giving_up_then_losing_the_last_will_moves_assimilation_three_times() -> None:
    """Rulebook: giving up moves the Assimilation counter at once (Phase 1); being
    caught moves it once, losing a last Will once more (Phase 3). A Hunted who gave
    up may still lose their last Will the same turn: three spaces in all."""
    t = Table(players=3)
    no_survival(t)
    t.rig_creature_hand("hunt-fierceness", "hunt-mirage", "hunt-scream")
    t.rig_places(1, hand=[2, 3], discard=[1, 4, 5])
    t.rig_will(1, 2)
    t.plan.explore = {1: (1,), 2: (5,)}
    t.plan.hunt_cards = ["hunt-fierceness"]
    t.plan.creature = 1
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    assert t.hunted(1).will == 3 and t.state.assimilation == 1
    to_phase4(t)  # caught on the Lair with Fierceness: 3 Will
    assert t.turn.last_will == [1]
    assert t.hunted(1).will == 3
    assert t.state.assimilation == 3


# ============================================================ the places
def test_two_hunted_on_the_rover_and_one_reserve_copy_left() -> None:
    """cards-base Rover: a reserve card may be taken only while copies remain.
    The first Hunted (seat order, R7) takes the last copy; the second can take
    nothing, and with the power unusable may not take a card back instead."""
    t = Table(players=3)
    no_survival(t)
    everything_but_8 = [1, 2, 3, 4, 5, 6, 7, 9, 10]
    t.rig_places(1, hand=everything_but_8)
    t.rig_places(2, hand=everything_but_8)
    t.state.reserve.update({6: 0, 7: 0, 8: 1, 9: 0, 10: 0})
    t.plan.explore = {1: (5,), 2: (5,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, P, place=5, n=8)
    assert 8 in t.hunted(1).hand and t.state.reserve[8] == 0
    d = t.advance(kind=Kind.RESOLVE, seat=2)
    assert [o.verb for o in d.options if o.verb not in (Verb.PASS, Verb.OPEN_HAND)] == []


def test_the_lair_copies_the_beach_under_the_creature_token() -> None:
    """Rulebook example (Luca) and cards-base Lair: the Lair may use the power of
    the place holding the Creature token, here the Beach: the Marker goes on the
    Beach; a Beach visit the next turn then moves the Rescue counter."""
    t = Table(players=3)
    no_survival(t)
    t.plan.explore = {1: (1,), 2: (5,)}
    t.plan.creature = 4
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert Option(P, place=4) in t.options(1)
    t.do(1, P, place=4)
    assert t.state.marker_on_beach
    t.finish_turn()
    rescue = t.state.rescue
    t.plan.explore = {1: (4,), 2: (2,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, P, place=4)
    assert not t.state.marker_on_beach and t.state.rescue == rescue + 1


def test_the_river_with_a_single_card_in_hand_leaves_resist_or_give_up() -> None:
    """cards-base River: next turn the Hunted must lay 2 Place cards. With a single
    card in hand they cannot lay; they may resist (never their last Will) or give
    up to get cards back."""
    t = Table(players=3)
    no_survival(t)
    t.rig_places(1, hand=[4], discard=[1, 2, 3, 5])
    t.hunted(1).needs = "river"
    t.rig_will(1, 1)
    d = t.advance(kind=Kind.EXPLORE, seat=1)
    assert [o.verb for o in d.options] == [Verb.GIVE_UP]
    t.rig_will(1, 3)
    t.rig_survival(1)  # re-asks the exploration
    verbs = {o.verb for o in t.options(1)}
    assert verbs == {Verb.RESIST, Verb.GIVE_UP}


def test_the_shelter_with_one_survival_card_left_keeps_it() -> None:
    """cards-base Shelter: draw 2, keep 1, discard the other; C5/R20: the deck is
    remade from its discard pile and, if fewer cards exist, as many as possible
    are drawn. With a single card left it is simply kept."""
    t = Table(players=3)
    no_survival(t)
    st = t.state
    last = st.survival_deck[-1]
    st.survival_discard.extend(st.survival_deck[:-1])
    del st.survival_deck[:-1]
    st.survival_discard.clear()  # out of the game for this test's purpose
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    t.plan.explore = {1: (7,), 2: (5,)}
    t.plan.creature = 9
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, P, place=7)
    assert t.hunted(1).survival == [last]
    assert not [d for d in t.game.pending if d.kind is Kind.SHELTER_KEEP]


# ========================================================= card limits
def test_flashback_is_the_turns_one_hunt_card() -> None:
    """Rulebook: the Creature may play only one Hunt card per turn. Flashback,
    played as a copy of the top Hunt discard, is that card."""
    t = Table(players=3)
    no_survival(t)
    t.rig_creature_hand("hunt-flashback", "hunt-scream", "hunt-cataclysm")
    t.rig_hunt_discard("hunt-fierceness")
    t.advance(kind=Kind.HUNT)
    t.do(0, Verb.PLAY, card="hunt-flashback")
    assert t.turn.hunt_effects == ["hunt-fierceness"]
    assert t.options(0, Verb.PLAY) == []
    t.do(0, Verb.TOKEN, card="creature", places=(10,))
    t.do(0, Verb.DONE)
    seen = to_phase4(t)
    assert not [d for d in seen if d.seat == 0 and d.kind is Kind.CARD_WINDOW]


# ======================================================== Frozen Lands
def test_frozen_lands_give_up_and_last_will_the_same_turn_take_two_tokens() -> None:
    """Frozen Lands, Exploration and Reckoning: giving up takes a Contamination
    token, and so does losing the last Will; a Hunted who does both in one turn
    takes two (and the Assimilation counter moves for each rule as in the base
    game)."""
    t = Table(players=4, ruleset=FL)
    no_survival(t)
    t.rig_places(1, hand=[2, 3], discard=[1, 4, 5])
    t.rig_will(1, 2)
    t.rig_creature_hand("hunt-fierceness", "hunt-clone", "hunt-scream")
    t.turn.hunt_limit = 2  # as on the turn after Tracking
    t.plan.explore = {1: (4,), 2: (5,), 3: (5,)}
    t.plan.hunt_cards = ["hunt-fierceness", "hunt-clone"]
    t.plan.creature, t.plan.target = 4, (4,)
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.GIVE_UP)
    assert held(t, 1) == 1
    to_phase4(t)  # the Creature token and its Clone, with Fierceness: 4 Will
    assert t.turn.last_will == [1]
    assert held(t, 1) == 2
    assert t.state.assimilation == 3


# ============================================================= the sheets
def test_lurking_hunter_does_not_act_after_a_catch_by_the_clone() -> None:
    """remastered-creature-ability-1-lurking-hunter, edge case: a catch by the
    Target token acting as a second Creature token (Clone) counts as a catch, so
    the Creature refills to 3 only."""
    t = Table(players=3)
    t.game = Game.new(GameConfig(names=NAMES[:3], creature_seat=0, sheets=True), seed=1)
    no_survival(t)
    t.rig_creature_hand("hunt-clone", "hunt-cataclysm", "hunt-tracking")
    t.plan.explore = {1: (4,), 2: (5,)}
    t.plan.hunt_cards = ["hunt-clone"]
    t.plan.creature, t.plan.target = 9, (4,)
    to_phase4(t)
    assert t.turn.caught == [1]
    t.finish_turn()
    assert len(t.creature.hand) == 3
    assert t.state.stats.get(LURKING, 0) == 0
