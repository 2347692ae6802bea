"""Behaviour tests for the Avatars' abilities (designs section 3.5), by Avatar:
each ability's trigger, effect and limit, the edge cases of its design row the
engine decides, illegal answers, and the six Not Alone-icon Avatars in the
light variant too. The Creature sits at seat 0; the Hunted at seats 1 and 2
play the Avatars given (the Board's face-up cards, the box kept consistent)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from notalone_tui.engine import (
    Action,
    Decision,
    Game,
    GameConfig,
    IllegalAction,
    Kind,
    Option,
    Verb,
    Visibility,
)
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import Msg
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities as av
from notalone_tui.engine.rulesets.sanctuary import phase5, sanctuary_token
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS
from notalone_tui.engine.rulesets.sanctuary.state import board, cards
from notalone_tui.engine.rulesets.sanctuary.state import turn as sa_turn
from notalone_tui.i18n import Renderer, english
from notalone_tui.tui.labels import option_label
from tests.engine.scenario import NAMES, Plan, Table

CREATURE_HAND = ("hunt-cataclysm", "hunt-stasis", "hunt-tracking")
PASS = Option(Verb.PASS)
BOTH = ("full", "light")
NOT_ALONE = (av.YSOLDE, av.BASTIEN, av.REN, av.INGRID, av.KOFI, av.LIOR)


class SaTable(Table):
    """A Sanctuary table (full or light) past its setup choices."""

    def __init__(self, form: str, avatars: dict[int, str], players: int = 3,
                 seed: int = 1) -> None:
        self.game = Game.new(GameConfig(names=NAMES[:players], creature_seat=0,
                                        sanctuary=form), seed=seed)
        self.plan = Plan()
        while self.game.pending[0].kind != Kind.CREATURE_WINDOW:
            d = self.game.pending[0]
            self.game.apply(Action(d.seat, self.default(d)))
        set_avatars(self.game, avatars)

    def default(self, d: Decision) -> Option:
        if d.kind in av.KINDS and PASS in d.options:
            return PASS
        if d.kind == sa_setup.SETUP_DRAW:
            return Option(Verb.DRAW, n=1)
        if d.kind in (phase5.EVOLVE_LOOP, phase5.NEST):
            return phase5.DONE
        if d.kind == phase5.CHOOSE:
            return phase5.EVOLVE if phase5.EVOLVE in d.options else PASS
        return super().default(d)

    def say(self, message: Msg) -> str:
        cfg = self.state.config
        return Renderer.for_game(english(), cfg.names, cfg.rules_id)(message)

    def lines(self, seat: int | None = None) -> str:
        return "\n".join(self.say(m) for m in self.game.log_for(seat))

    def give_survivors(self, seat: int, count: int = 1) -> list[str]:
        c = cards(self.state)
        taken = [c.survivor_pile.pop() for _ in range(count)]
        c.held.setdefault(seat, []).extend(taken)
        return taken


def set_avatars(game: Game, chosen: dict[int, str]) -> None:
    """Give these Hunted these Avatars; the others keep theirs unless that Avatar
    is now taken (then one nobody plays); the box holds only unplayed ones."""
    b, c = board(game.state), cards(game.state)
    b.avatars.update(chosen)
    pool = [a for a in sorted(AVATARS) if b.full or AVATARS[a].not_alone]
    for seat in sorted(b.avatars):
        if seat not in chosen and b.avatars[seat] in chosen.values():
            b.avatars[seat] = next(a for a in pool if a not in b.avatars.values())
    free = [a for a in pool if a not in b.avatars.values()]
    for seat in sorted(c.boxed):
        c.boxed[seat] = free.pop()


def make(form: str, *avatars: str, explore: dict[int, tuple[int, ...]] | None = None,
         creature: int = 10, artemia: tuple[int, ...] | None = None,
         target: tuple[int, ...] | None = None, hunt: tuple[str, ...] = (),
         hand: tuple[str, ...] = CREATURE_HAND, seed: int = 1) -> SaTable:
    """Seat 1 plays ``avatars[0]``, seat 2 ``avatars[1]`` if given. Hunted hold no
    Survival card; everybody explores the Beach (4) unless told."""
    t = SaTable(form, {i + 1: a for i, a in enumerate(avatars)}, seed=seed)
    for s in (1, 2):
        t.rig_survival(s)
    t.rig_creature_hand(*hand)
    t.plan.explore = {1: (4,), 2: (4,)}
    t.plan.explore.update(explore or {})
    t.plan.creature = creature
    if artemia is not None:
        t.turn.artemia_granted = True
        t.plan.artemia = artemia
    t.plan.target = target
    t.plan.hunt_cards = list(hunt)
    return t


def used(t: Table, avatar: str) -> int:
    return int(t.state.stats.get(avatar + ":used", 0))


def kind_is(kind: str, seat: int | None = None) -> Callable[[Decision], bool]:
    return lambda d: d.kind == kind and (seat is None or d.seat == seat)


def asked(t: Table, kind: str, stop: int) -> bool:
    """Run the default answers until ``kind`` is asked (True) or the turn
    reaches phase ``stop`` without it (False)."""
    number = t.turn.number
    d = t.advance(lambda d: d.kind == kind or t.turn.phase >= stop or t.turn.number > number)
    return d.kind == kind


def test_the_module_covers_every_avatar_but_the_three_that_rescue_or_shelter() -> None:
    assert set(av.IMPLEMENTED) | set(av.PENDING) == set(AVATARS)
    assert not set(av.IMPLEMENTED) & set(av.PENDING)
    assert {a for a in AVATARS if AVATARS[a].not_alone} == set(NOT_ALONE)
    assert set(NOT_ALONE) <= set(av.IMPLEMENTED)


@pytest.mark.parametrize("form", BOTH)
def test_both_forms_attach_the_abilities(form: str) -> None:
    rules = make(form, av.YSOLDE).game.rules
    for point in ("explore_options", "explore_alternative", "target_resolving",
                  "creature_caught", "creature_refilled"):
        assert rules.hooks[point], point
    assert av.USED in rules.public_extra and av.PEEK in rules.events.urgent


# ==================================================================== Ysolde
def explore(t: Table, seat: int) -> Decision:
    return t.advance(kind=Kind.EXPLORE, seat=seat)


@pytest.mark.parametrize("form", BOTH)
def test_ysolde_trades_a_survival_card_for_a_discarded_place_card(form: str) -> None:
    t = make(form, av.YSOLDE)
    t.rig_survival(1, "survival-sixth-sense")
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    d = explore(t, 1)
    assert d.visibility is Visibility.PRIVATE
    assert Option(Verb.DISCARD, card="survival-sixth-sense") in d.options
    t.do(1, Verb.DISCARD, card="survival-sixth-sense")
    d = t.decision(1)
    assert d.kind == av.YSOLDE_TAKE and d.private
    assert set(d.options) == {Option(Verb.TAKE_BACK, place=4), Option(Verb.TAKE_BACK, place=5)}
    t.do(1, Verb.TAKE_BACK, place=5)
    h = t.hunted(1)
    assert h.hand == [1, 2, 3, 5] and h.discard == [4] and h.survival == []
    assert "survival-sixth-sense" in t.state.survival_discard
    assert used(t, av.YSOLDE) == 1
    assert "Ysolde Harrow" in t.lines()
    # Back to exploring, without the ability (max 1x/turn).
    d = t.decision(1)
    assert d.kind is Kind.EXPLORE
    assert not [o for o in d.options if o.verb is Verb.DISCARD]


def test_ysolde_does_not_count_as_playing_a_survival_card() -> None:
    t = make("full", av.YSOLDE)
    t.rig_survival(1, "survival-sixth-sense", "survival-adrenaline")
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    t.rig_will(1, 2)
    explore(t, 1)
    t.do(1, Verb.DISCARD, card="survival-sixth-sense")
    t.do(1, Verb.TAKE_BACK, place=4)
    assert 1 not in t.turn.survival_played
    assert Option(Verb.PLAY, card="survival-adrenaline") in t.options(1)
    t.do(1, Verb.PLAY, card="survival-adrenaline")
    assert t.hunted(1).will == 3 and t.turn.survival_played == [1]


def test_ysolde_with_one_discarded_card_takes_it_at_once() -> None:
    t = make("full", av.YSOLDE)
    t.rig_survival(1, "survival-sixth-sense")
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    explore(t, 1)
    t.do(1, Verb.DISCARD, card="survival-sixth-sense")
    assert t.hunted(1).discard == [] and t.decision(1).kind is Kind.EXPLORE


@pytest.mark.parametrize(("survival", "discard"), [((), (5,)), (("survival-sixth-sense",), ())])
def test_ysolde_needs_a_survival_card_and_a_discarded_card(
    survival: tuple[str, ...], discard: tuple[int, ...]
) -> None:
    t = make("full", av.YSOLDE)
    t.rig_survival(1, *survival)
    t.rig_places(1, hand=tuple(c for c in (1, 2, 3, 4, 5) if c not in discard), discard=discard)
    d = explore(t, 1)
    assert not [o for o in d.options if o.verb is Verb.DISCARD]
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card="survival-sixth-sense")


def test_ysolde_is_used_once_per_turn_and_again_next_turn() -> None:
    t = make("full", av.YSOLDE)
    t.rig_survival(1, "survival-sixth-sense", "survival-adrenaline")
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    explore(t, 1)
    t.do(1, Verb.DISCARD, card="survival-sixth-sense")
    t.do(1, Verb.TAKE_BACK, place=4)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card="survival-adrenaline")
    t.finish_turn()
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    assert Option(Verb.DISCARD, card="survival-adrenaline") in explore(t, 1).options


def test_another_avatar_gets_no_trade_when_exploring() -> None:
    t = make("full", av.INGRID, av.YSOLDE)
    t.rig_survival(1, "survival-sixth-sense")
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    d = explore(t, 1)
    assert not [o for o in d.options if o.verb is Verb.DISCARD]
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card="survival-sixth-sense")


# ==================================================================== Zainab
def test_zainab_gives_up_a_survivor_card_for_1_will() -> None:
    t = make("full", av.ZAINAB)
    card = t.give_survivors(1)[0]
    t.rig_will(1, 2)
    d = explore(t, 1)
    assert Option(Verb.DISCARD, card=card) in d.options and d.private
    t.do(1, Verb.DISCARD, card=card)
    assert t.hunted(1).will == 3
    assert cards(t.state).held[1] == [] and card in board(t.state).survivor_discard
    assert used(t, av.ZAINAB) == 1
    assert 1 not in t.turn.survival_played  # not a Survival card
    d = t.decision(1)
    assert d.kind is Kind.EXPLORE and not [o for o in d.options if o.verb is Verb.DISCARD]


def test_zainab_at_1_will_may_use_it_and_only_once() -> None:
    t = make("full", av.ZAINAB)
    first, second = t.give_survivors(1, 2)
    t.rig_will(1, 1)
    explore(t, 1)
    t.do(1, Verb.DISCARD, card=first)
    assert t.hunted(1).will == 2
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card=second)


def test_zainab_needs_1_or_2_will_and_a_survivor_card() -> None:
    t = make("full", av.ZAINAB)
    card = t.give_survivors(1)[0]
    d = explore(t, 1)  # 3 Will
    assert Option(Verb.DISCARD, card=card) not in d.options
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card=card)
    t2 = make("full", av.ZAINAB)
    t2.rig_will(1, 2)
    assert not [o for o in explore(t2, 1).options if o.verb is Verb.DISCARD]


# =================================================================== Bastien
@pytest.mark.parametrize("form", BOTH)
def test_bastien_discards_a_place_card_to_move_the_artemia_token(form: str) -> None:
    t = make(form, av.BASTIEN, explore={1: (1,)}, artemia=(3,))
    t.rig_places(1, hand=(1, 2, 5), discard=(3, 4))
    d = t.advance(kind_is(av.BASTIEN_MOVE, 1))
    assert "artemia" in t.turn.tokens and d.visibility is Visibility.PUBLIC
    assert set(d.options) == {PASS, *(Option(Verb.MOVE, card="artemia", place=p)
                                      for p in t.game.rules.adjacent[3])}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.MOVE, card="artemia", place=9)  # not adjacent
    t.do(1, Verb.MOVE, card="artemia", place=2)
    d = t.decision(1)
    assert d.kind == av.BASTIEN_DISCARD and d.private
    assert {o.place for o in d.options} == {2, 5}
    t.do(1, Verb.DISCARD, place=5)
    assert t.turn.tokens["artemia"] == (2,)
    assert t.hunted(1).discard == [3, 4, 5] and t.hunted(1).hand == [2]
    assert used(t, av.BASTIEN) == 1
    assert "moves the Artemia token from" in t.lines(None)


def test_bastien_may_pass() -> None:
    t = make("full", av.BASTIEN, explore={1: (1,)}, artemia=(3,))
    t.advance(kind_is(av.BASTIEN_MOVE, 1))
    t.do(1, Verb.PASS)
    assert t.turn.tokens["artemia"] == (3,) and used(t, av.BASTIEN) == 0


def test_bastien_acts_after_every_token_is_placed_and_before_the_hunted_window() -> None:
    t = make("full", av.BASTIEN, explore={1: (1,)}, artemia=(3,), target=(5,),
             hunt=("hunt-scream",), hand=("hunt-scream", "hunt-stasis", "hunt-tracking"))
    t.advance(kind_is(av.BASTIEN_MOVE, 1))
    assert set(t.turn.tokens) == {"creature", "artemia", "target"}
    assert ("window", 2) in t.state.agenda  # the Hunted's Phase-2 window comes next


def test_bastien_cannot_move_the_artemia_token_under_virus() -> None:
    t = make("full", av.BASTIEN, explore={1: (1,)}, artemia=(3, 4), hunt=("hunt-virus",),
             hand=("hunt-virus", "hunt-stasis", "hunt-tracking"))
    assert not asked(t, av.BASTIEN_MOVE, 3)
    assert t.turn.tokens["artemia"] == (3, 4) and used(t, av.BASTIEN) == 0


def test_bastien_without_the_artemia_token_or_a_card_in_hand_is_not_asked() -> None:
    t = make("full", av.BASTIEN, explore={1: (1,)})
    assert not asked(t, av.BASTIEN_MOVE, 3)
    t2 = make("full", av.BASTIEN, explore={1: (4,)}, artemia=(3,))
    t2.rig_places(1, hand=(4,), discard=(1, 2, 3, 5))
    assert not asked(t2, av.BASTIEN_MOVE, 3)


# ======================================================================= Ren
def target_on_ren(form: str, card: str, survival: tuple[str, ...] = ("survival-dodge",),
                  ) -> SaTable:
    t = make(form, av.REN, explore={1: (4,)}, target=(4,), hunt=(card,),
             hand=(card, "hunt-stasis", "hunt-tracking"))
    t.rig_survival(1, *survival)
    return t


@pytest.mark.parametrize("form", BOTH)
def test_ren_discards_a_survival_card_to_ignore_scream(form: str) -> None:
    t = target_on_ren(form, "hunt-scream")
    d = t.advance(kind_is(av.REN_IGNORE, 1))
    assert d.private and set(d.options) == {PASS, Option(Verb.DISCARD, card="survival-dodge")}
    assert "Scream" in t.say(d.prompt)
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card="survival-adrenaline")  # not his
    t.do(1, Verb.DISCARD, card="survival-dodge")
    assert used(t, av.REN) == 1 and 1 not in t.turn.survival_played
    assert "survival-dodge" in t.state.survival_discard
    # No Scream for Ren: he resolves the Beach as usual.
    d = t.advance(lambda d: d.seat == 1 and d.kind in (Kind.SCREAM, Kind.RESOLVE))
    assert d.kind is Kind.RESOLVE
    assert t.hunted(1).will == 3


def test_ren_may_let_the_card_act() -> None:
    t = target_on_ren("full", "hunt-scream")
    t.advance(kind_is(av.REN_IGNORE, 1))
    t.do(1, Verb.PASS)
    assert t.decision(1).kind is Kind.SCREAM and used(t, av.REN) == 0


def test_ren_ignores_toxin_including_its_unusable_place() -> None:
    t = target_on_ren("full", "hunt-toxin", ("survival-dodge", "survival-detector"))
    t.advance(kind_is(av.REN_IGNORE, 1))
    t.do(1, Verb.DISCARD, card="survival-dodge")
    d = t.advance(lambda d: d.seat == 1 and d.kind in (Kind.TOXIN, Kind.RESOLVE))
    assert d.kind is Kind.RESOLVE
    assert any(o.verb is Verb.POWER for o in d.options)
    assert t.hunted(1).survival == ["survival-detector"]


def test_without_ren_toxin_makes_the_place_unusable() -> None:
    t = target_on_ren("full", "hunt-toxin", ("survival-dodge", "survival-detector"))
    t.advance(kind_is(av.REN_IGNORE, 1))
    t.do(1, Verb.PASS)
    assert t.decision(1).kind is Kind.TOXIN
    t.do(1, Verb.DISCARD, card="survival-dodge")
    assert not asked(t, Kind.RESOLVE, 4)


def test_ren_cannot_ignore_clone() -> None:
    t = target_on_ren("full", "hunt-clone")
    assert not asked(t, av.REN_IGNORE, 4)
    assert t.hunted(1).will == 2 and used(t, av.REN) == 0  # caught by the Target token


def test_ren_without_a_survival_card_is_not_asked() -> None:
    t = target_on_ren("full", "hunt-scream", ())
    d = t.advance(lambda d: d.seat == 1 and d.kind in (av.REN_IGNORE, Kind.SCREAM))
    assert d.kind is Kind.SCREAM


def test_ren_elsewhere_or_without_a_target_card_is_not_asked() -> None:
    t = make("full", av.REN, explore={1: (3,)}, target=(4,), hunt=("hunt-scream",),
             hand=("hunt-scream", "hunt-stasis", "hunt-tracking"))
    t.rig_survival(1, "survival-dodge")
    assert not asked(t, av.REN_IGNORE, 4)


# ==================================================================== Ingrid
@pytest.mark.parametrize("form", BOTH)
def test_ingrid_draws_a_survival_card_after_losing_will_to_the_creature(form: str) -> None:
    t = make(form, av.INGRID, explore={1: (4,)}, creature=4)
    t.advance_to_phase(4)
    assert t.hunted(1).will == 2
    assert len(t.hunted(1).survival) == 1 and used(t, av.INGRID) == 1
    assert "Ingrid Solheim" in t.lines(None)


def test_ingrid_draws_even_when_the_loss_takes_her_to_0_will() -> None:
    t = make("full", av.INGRID, explore={1: (4,)}, creature=4)
    t.rig_will(1, 1)
    t.advance_to_phase(4)
    assert 1 in t.turn.last_will and len(t.hunted(1).survival) == 1
    assert used(t, av.INGRID) == 1


def test_ingrid_draws_nothing_under_despair() -> None:
    t = make("full", av.INGRID, explore={1: (4,)}, creature=4,
             hand=("hunt-despair", "hunt-stasis", "hunt-tracking"))
    t.plan.phase1_cards = ["hunt-despair"]
    t.advance_to_phase(4)
    assert t.turn.despair and t.hunted(1).will == 2
    assert t.hunted(1).survival == [] and used(t, av.INGRID) == 0


def test_ingrid_not_caught_draws_nothing() -> None:
    t = make("full", av.INGRID, explore={1: (3,), 2: (4,)}, creature=4)
    t.advance_to_phase(4)
    assert t.hunted(1).survival == [] and used(t, av.INGRID) == 0


def test_ingrid_with_an_empty_survival_deck_reshuffles_its_discard() -> None:
    t = make("full", av.INGRID, explore={1: (4,)}, creature=4)
    st = t.state
    st.survival_discard.extend(st.survival_deck)
    st.survival_deck.clear()
    t.advance_to_phase(4)
    assert len(t.hunted(1).survival) == 1 and used(t, av.INGRID) == 1


# ====================================================================== Kofi
@pytest.mark.parametrize("form", BOTH)
def test_kofi_exchanges_his_played_card_with_one_from_his_hand(form: str) -> None:
    t = make(form, av.KOFI, explore={1: (4,)})
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    d = t.advance(kind_is(av.KOFI_EXCHANGE, 1))
    assert t.turn.phase == 4 and d.visibility is Visibility.PUBLIC
    assert set(d.options) == {PASS, Option(Verb.TAKE_BACK, place=4)}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.TAKE_BACK, place=1)  # in hand, not played
    t.do(1, Verb.TAKE_BACK, place=4)
    d = t.decision(1)
    assert d.kind == av.KOFI_DISCARD and d.private
    assert {o.place for o in d.options} == {1, 2, 3}
    t.do(1, Verb.DISCARD, place=2)
    assert used(t, av.KOFI) == 1
    t.advance(kind=Kind.CREATURE_WINDOW)
    h = t.hunted(1)
    assert h.hand == [1, 3, 4] and sorted(h.discard) == [2, 5] and h.played == []


def test_kofi_with_two_played_cards_exchanges_one_of_them() -> None:
    t = make("light", av.KOFI, explore={1: (1, 4)})
    t.rig_places(1, hand=(1, 2, 3, 4, 10), discard=(5,))
    t.hunted(1).needs = "artefact"
    d = t.advance(kind_is(av.KOFI_EXCHANGE, 1))
    assert set(d.options) == {PASS, Option(Verb.TAKE_BACK, place=1),
                              Option(Verb.TAKE_BACK, place=4)}
    t.do(1, Verb.TAKE_BACK, place=1)
    t.do(1, Verb.DISCARD, place=10)
    t.advance(kind=Kind.CREATURE_WINDOW)
    assert t.hunted(1).hand == [1, 2, 3] and sorted(t.hunted(1).discard) == [4, 5, 10]


def test_kofi_cannot_exchange_a_card_already_returning_to_hand() -> None:
    t = make("full", av.KOFI, explore={1: (2,)})
    t.rig_places(1, hand=(1, 2, 3, 4), discard=(5,))
    t.advance(kind_is(Kind.RESOLVE, 1))
    t.do(1, Verb.POWER, place=2, places=(5,))  # the Jungle: itself back in Phase 4
    assert not asked(t, av.KOFI_EXCHANGE, 5)
    assert used(t, av.KOFI) == 0


def test_kofi_with_an_empty_hand_is_not_asked() -> None:
    t = make("full", av.KOFI, explore={1: (4,)})
    t.rig_places(1, hand=(4,), discard=(1, 2, 3, 5))
    assert not asked(t, av.KOFI_EXCHANGE, 5)


def test_kofi_may_pass_and_his_card_is_discarded() -> None:
    t = make("full", av.KOFI, explore={1: (4,)})
    t.advance(kind_is(av.KOFI_EXCHANGE, 1))
    t.do(1, Verb.PASS)
    t.advance(kind=Kind.CREATURE_WINDOW)
    assert 4 in t.hunted(1).discard and used(t, av.KOFI) == 0


# ====================================================================== Lior
@pytest.mark.parametrize("form", BOTH)
def test_lior_looks_at_a_random_hunt_card_after_the_refill(form: str) -> None:
    t = make(form, av.LIOR, av.INGRID)
    t.finish_turn()
    assert used(t, av.LIOR) == 1
    t.finish_turn()
    assert used(t, av.LIOR) == 2  # once a turn
    hand_names = {t.game.rules.card_name(c) for c in t.game.rules.hunt_cards}
    peeks = [e for e in t.state.log if e.kind == av.PEEK]
    assert len(peeks) == 2
    for event in peeks:
        mine = t.say(event.message_for(1))
        theirs = t.say(event.message_for(0))
        seen = [n for n in hand_names if n in mine]
        assert len(seen) == 1 and seen[0] in theirs
        for seat in (None, 2):
            assert not any(n in t.say(event.message_for(seat)) for n in hand_names)


def test_lior_sees_the_hand_after_it_is_refilled() -> None:
    t = make("full", av.LIOR, hand=("hunt-stasis",))
    t.finish_turn()  # nothing played after the refill: the hand is as Lior saw it
    assert len(t.creature.hand) == 3
    event = next(e for e in t.state.log if e.kind == av.PEEK)
    seen = [c for c in t.game.rules.hunt_cards
            if t.game.rules.card_name(c) in t.say(event.message_for(1))]
    assert len(seen) == 1 and seen[0] in t.creature.hand
    refilled = max(i for i, e in enumerate(t.state.log) if e.kind == "draw")
    assert t.state.log.index(event) > refilled


def test_lior_sees_nothing_when_the_creature_holds_no_card() -> None:
    t = make("full", av.LIOR)
    t.state.hunt_deck.extend(t.creature.hand)
    t.creature.hand.clear()
    t.game.rules.steps[av.LIOR](t.game, 1)
    assert used(t, av.LIOR) == 0 and not [e for e in t.state.log if e.kind == av.PEEK]


# ==================================================================== Teodor
def to_phase5(t: SaTable, kind: str) -> Decision:
    return t.advance(kind_is(kind, 1))


def test_teodor_moves_the_sanctuary_token_one_more_step() -> None:
    t = make("full", av.TEODOR)
    card = t.give_survivors(1)[0]
    start = sanctuary_token.position(t.state)
    d = to_phase5(t, av.TEODOR_MOVE)
    assert t.turn.phase == 5 and d.private
    assert set(d.options) == {PASS, Option(Verb.DISCARD, card=card)}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.DISCARD, card="sanctuary-survivor-no-such")
    t.do(1, Verb.DISCARD, card=card)
    assert sanctuary_token.position(t.state) == sanctuary_token.next_place(t.state, start, 2)
    assert used(t, av.TEODOR) == 1 and card in board(t.state).survivor_discard


def test_teodor_may_pass_and_the_token_moves_one_step() -> None:
    t = make("full", av.TEODOR)
    t.give_survivors(1)
    start = sanctuary_token.position(t.state)
    to_phase5(t, av.TEODOR_MOVE)
    t.do(1, Verb.PASS)
    assert sanctuary_token.position(t.state) == sanctuary_token.next_place(t.state, start, 1)


def test_teodor_adds_to_safe_passage() -> None:
    """Safe Passage (a Hunted card played before the move) sets the steps; Teodor adds 1."""
    t = make("full", av.TEODOR)
    card = t.give_survivors(1)[0]
    start = sanctuary_token.position(t.state)
    to_phase5(t, av.TEODOR_MOVE)
    sa_turn(t.state).move_steps = 2
    t.do(1, Verb.DISCARD, card=card)
    assert sanctuary_token.position(t.state) == sanctuary_token.next_place(t.state, start, 3)


def test_teodor_without_survivor_cards_is_not_asked() -> None:
    t = make("full", av.TEODOR)
    assert not asked(t, av.TEODOR_MOVE, 6)


# =================================================================== Caspian
def test_caspian_cancels_the_dna_intake_of_an_evolve() -> None:
    t = make("full", av.CASPIAN)
    card = t.give_survivors(1)[0]
    d = t.advance(kind_is(av.CASPIAN_CANCEL, 1))
    assert d.private and set(d.options) == {PASS, Option(Verb.DISCARD, card=card)}
    before = board(t.state).dna
    t.do(1, Verb.DISCARD, card=card)
    assert av.intake_cancelled(t.state)
    d = t.decision(0)
    assert d.kind == phase5.EVOLVE_LOOP
    assert board(t.state).dna == before  # took nothing, keeps what it held
    assert Option(Verb.DRAW, n=1) in d.options  # may still spend it
    assert used(t, av.CASPIAN) == 1 and card in board(t.state).survivor_discard


def test_caspian_may_pass_and_the_creature_takes_its_dna() -> None:
    t = make("full", av.CASPIAN)
    t.give_survivors(1)
    t.advance(kind_is(av.CASPIAN_CANCEL, 1))
    before = board(t.state).dna
    t.do(1, Verb.PASS)
    assert board(t.state).dna == before + 1 and not av.intake_cancelled(t.state)


def test_caspian_has_nothing_to_do_when_the_creature_nests() -> None:
    t = make("full", av.CASPIAN)
    t.give_survivors(1)
    t.advance(kind_is(phase5.CHOOSE, 0))
    t.do(0, Verb.NEST)
    assert not asked(t, av.CASPIAN_CANCEL, 6)
    assert used(t, av.CASPIAN) == 0


def test_caspian_without_survivor_cards_is_not_asked() -> None:
    t = make("full", av.CASPIAN)
    assert not asked(t, av.CASPIAN_CANCEL, 6)


# ================================================================= words
@pytest.mark.parametrize("form", BOTH)
def test_every_option_and_prompt_of_the_abilities_has_words(form: str) -> None:
    t = make(form, av.YSOLDE, av.BASTIEN, explore={1: (1,), 2: (1,)}, artemia=(3,))
    t.rig_survival(1, "survival-sixth-sense")
    t.rig_places(1, hand=(1, 2, 3), discard=(4, 5))
    seen = set()
    for _ in range(200):
        if t.turn.number > 1:
            break
        for d in t.game.pending:
            view = t.game.view(d.seat)
            assert t.say(d.prompt)
            for o in d.options:
                label = t.say(option_label(o, d.kind, view))
                if d.kind in av.KINDS or (d.kind is Kind.EXPLORE and o.verb is Verb.DISCARD):
                    seen.add(d.kind)
                    assert label and "other" not in label
        d = t.game.pending[0]
        option = t.default(d)
        if d.kind is Kind.EXPLORE and d.seat == 1 and used(t, av.YSOLDE) == 0:
            option = Option(Verb.DISCARD, card="survival-sixth-sense")
        t.game.apply(Action(d.seat, option))
    assert {Kind.EXPLORE, av.YSOLDE_TAKE, av.BASTIEN_MOVE} <= seen
    label = t.say(option_label(Option(Verb.DISCARD, card="survival-dodge"), Kind.EXPLORE,
                               t.game.view(1)))
    assert "Ysolde Harrow" in label and "Dodge" in label


# ============================================================ random play
@pytest.mark.parametrize("form", BOTH)
def test_random_games_with_avatars_hold_the_invariants(form: str) -> None:
    for seed in range(3):
        players = 3 + seed
        game = Game.new(GameConfig(names=NAMES[:players], sanctuary=form), seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if game.is_over:
                break
            d = rng.choice(game.pending)
            game.apply(Action(d.seat, rng.choice(d.options)))
            assert check_invariants(game.state) == []


# ======================================= Phase 3: Hiroshi, Maëlle, Saskia
WILL_SURVIVOR = "sanctuary-survivor-amara-oduya"
WILL_SURVIVOR2 = "sanctuary-survivor-piotr-sadowski"
TAKE_BACK_SURVIVOR = "sanctuary-survivor-hana-kovac"
RESCUE = Verb.RESCUE
FORTIFY = Verb.FORTIFY


def _take_survivor(t: SaTable, card: str) -> None:
    b, c = board(t.state), cards(t.state)
    for pile in (c.survivor_pile, b.row, *c.held.values()):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(card)


def rig_row(t: SaTable, *survivors: str) -> None:
    b = board(t.state)
    cards(t.state).survivor_pile.extend(b.row)
    b.row.clear()
    for card in survivors:
        _take_survivor(t, card)
        b.row.append(card)


def rig_held(t: SaTable, seat: int, *survivors: str) -> None:
    c = cards(t.state)
    c.survivor_pile.extend(c.held.get(seat, []))
    c.held[seat] = []
    for card in survivors:
        _take_survivor(t, card)
        c.held[seat].append(card)


def rescuing(avatar: str, sanctuary: int, place: int, **kw: Any) -> SaTable:
    """Seat 1 plays ``avatar`` and explores ``place`` (owning places 6-10 it needs),
    the Sanctuary token on ``sanctuary``, one Will survivor face up."""
    t = make("full", avatar, explore={1: (place,)}, **kw)
    board(t.state).sanctuary = sanctuary
    # A card in the discard pile: the place's decision is asked even when its
    # power does nothing (the take-back), so the rescue options show.
    if place > 5:
        t.rig_places(1, hand=(1, 2, 3, 4, place), discard=(5,))
    else:
        spare = 5 if place != 5 else 4
        t.rig_places(1, hand=[c for c in range(1, 6) if c != spare], discard=(spare,))
    rig_row(t, WILL_SURVIVOR)
    t.rig_will(1, 2)
    return t


def rescues(t: SaTable) -> list[Option]:
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    return [o for o in d.options if o.verb is RESCUE]


@pytest.mark.parametrize(("sanctuary", "place"), [(3, 7), (3, 9), (1, 7), (7, 1), (7, 3)])
def test_hiroshi_rescues_from_a_place_diagonally_next_to_the_sanctuary(
        sanctuary: int, place: int) -> None:
    t = rescuing(av.HIROSHI, sanctuary, place)
    assert rescues(t) == [Option(RESCUE, card=WILL_SURVIVOR)]
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert cards(t.state).held[1] == [WILL_SURVIVOR]
    assert used(t, av.HIROSHI) == 1
    assert "diagonally next to the Sanctuary token" in t.lines()


@pytest.mark.parametrize(("sanctuary", "place"), [(3, 6), (3, 5), (1, 8), (7, 5), (7, 9)])
def test_hiroshi_cannot_rescue_from_further_away(sanctuary: int, place: int) -> None:
    t = rescuing(av.HIROSHI, sanctuary, place)
    assert rescues(t) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert err.value.rule.id == "sa.explain.rescue.diagonal"
    assert "diagonally" in t.say(err.value.rule)


def test_hiroshi_rescuing_next_to_the_token_does_not_use_his_ability() -> None:
    t = rescuing(av.HIROSHI, 3, 8)
    assert rescues(t) == [Option(RESCUE, card=WILL_SURVIVOR)]
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert cards(t.state).held[1] == [WILL_SURVIVOR]
    assert used(t, av.HIROSHI) == 0


def test_without_hiroshi_no_diagonal_rescue() -> None:
    t = rescuing(av.YSOLDE, 3, 7)
    assert rescues(t) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert err.value.rule.id == "sa.explain.rescue.adjacent"


def test_hiroshi_diagonal_place_must_hold_no_hunt_token() -> None:
    t = rescuing(av.HIROSHI, 3, 7, target=(7,), hunt=("hunt-scream",),
                 hand=("hunt-scream", "hunt-stasis", "hunt-tracking"))
    d = t.advance(lambda d: d.kind == Kind.RESOLVE and d.seat == 1 or d.kind == Kind.SCREAM)
    if d.kind == Kind.SCREAM:
        t.do(1, Verb.LOSE_WILL)
    assert rescues(t) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert err.value.rule.id == "sa.explain.token"


def test_territorial_and_lockdown_still_forbid_hiroshi() -> None:
    t = rescuing(av.HIROSHI, 3, 7, creature=3)
    developed = board(t.state).developed
    pile = next(p for p in cards(t.state).piles.values()
                if "sanctuary-evolution-territorial" in p)
    pile.remove("sanctuary-evolution-territorial")
    developed.append(("sanctuary-evolution-territorial", 0))
    assert rescues(t) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert err.value.rule.id == "sa.explain.rescue.territorial"
    t = rescuing(av.HIROSHI, 3, 7)
    t.advance(kind=Kind.HUNT)
    t.turn.extra["sa_lockdown"] = True
    assert rescues(t) == []
    with pytest.raises(IllegalAction) as err:
        t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert err.value.rule.id == "sa.explain.lockdown"


def test_maelle_takes_back_a_place_card_when_she_rescues() -> None:
    t = rescuing(av.MAELLE, 3, 2)
    t.rig_places(1, hand=(2, 3, 4), discard=(1, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    d = t.decision(1)
    assert d.kind == av.MAELLE_TAKE and not d.private
    assert set(d.options) == {PASS, Option(Verb.TAKE_BACK, place=1),
                              Option(Verb.TAKE_BACK, place=5)}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.TAKE_BACK, place=4)
    t.do(1, Verb.TAKE_BACK, place=5)
    assert 5 in t.hunted(1).hand and t.hunted(1).discard == [1]
    assert used(t, av.MAELLE) == 1
    assert not av.ready(t.game, 1, av.MAELLE)
    assert cards(t.state).held[1] == [WILL_SURVIVOR]


def test_maelle_may_pass() -> None:
    t = rescuing(av.MAELLE, 3, 2)
    t.rig_places(1, hand=(2, 3, 4), discard=(1, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    t.do(1, Verb.PASS)
    assert t.hunted(1).discard == [1, 5]
    assert used(t, av.MAELLE) == 0


def test_maelle_with_an_empty_discard_pile_is_not_asked() -> None:
    t = rescuing(av.MAELLE, 3, 2)
    t.rig_places(1, hand=(1, 2, 3, 4, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.hunted(1).discard == []
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    assert not any(d.kind == av.MAELLE_TAKE for d in t.game.pending)
    assert used(t, av.MAELLE) == 0


def test_maelle_is_not_limited_by_persecution() -> None:
    """Under Persecution, Hana Kovac's 2 cards and Maëlle's 1: 3 cards back."""
    t = rescuing(av.MAELLE, 3, 2, hunt=("hunt-persecution",),
                 hand=("hunt-persecution", "hunt-stasis", "hunt-tracking"))
    rig_row(t, TAKE_BACK_SURVIVOR)
    t.rig_places(1, hand=(2,), discard=(1, 3, 4, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    assert "hunt-persecution" in t.turn.hunt_effects
    t.do(1, RESCUE, card=TAKE_BACK_SURVIVOR)
    t.do(1, Verb.TAKE_BACK, places=(1, 3))
    t.do(1, Verb.TAKE_BACK, place=4)
    assert sorted(t.hunted(1).hand) == [1, 3, 4] and t.hunted(1).discard == [5]


def test_maelle_only_when_she_rescues() -> None:
    t = rescuing(av.MAELLE, 3, 3)
    t.rig_places(1, hand=(2, 3, 4), discard=(1, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, FORTIFY)
    assert not any(d.kind == av.MAELLE_TAKE for d in t.game.pending)
    assert used(t, av.MAELLE) == 0


def sheltering(place: int = 3, *held_cards: str) -> SaTable:
    t = make("full", av.SASKIA, explore={1: (place,)})
    board(t.state).sanctuary = place
    if place > 5:
        board(t.state).unlocked = True
        t.rig_places(1, hand=(1, 2, 3, 4, 5, place))
    rig_held(t, 1, *held_cards)
    return t


def defense_space(t: SaTable) -> int:
    return t.state.tracks["defense"]


def test_saskia_keeps_one_survivor_card_when_she_shelters() -> None:
    t = sheltering(3, WILL_SURVIVOR, WILL_SURVIVOR2, TAKE_BACK_SURVIVOR)
    t.advance(kind=Kind.RESOLVE, seat=1)
    before = defense_space(t)
    t.do(1, FORTIFY, n=1)
    d = t.decision(1)
    assert d.kind == "sa_shelter_keep" and d.private
    assert set(d.options) == {Option(Verb.DONE), Option(Verb.KEEP, card=WILL_SURVIVOR),
                              Option(Verb.KEEP, card=WILL_SURVIVOR2),
                              Option(Verb.KEEP, card=TAKE_BACK_SURVIVOR)}
    with pytest.raises(IllegalAction):
        t.do(1, Verb.KEEP, card="sanctuary-survivor-ilse-moreau")
    events = t.do(1, Verb.KEEP, card=TAKE_BACK_SURVIVOR)
    assert cards(t.state).held[1] == [TAKE_BACK_SURVIVOR]
    assert {WILL_SURVIVOR, WILL_SURVIVOR2} <= set(board(t.state).survivor_discard)
    assert TAKE_BACK_SURVIVOR not in board(t.state).survivor_discard
    # Sheltering still moves the counter only 1 more space.
    assert defense_space(t) == before + 2
    assert used(t, av.SASKIA) == 1
    # Her kept card stays secret: the public log names only the discarded ones.
    public = "\n".join(t.say(e.public) for e in events)
    assert "Amara Oduya" in public and "Hana Kovac" not in public


def test_saskia_with_exactly_one_survivor_card_must_discard_it() -> None:
    t = sheltering(3, WILL_SURVIVOR)
    t.advance(kind=Kind.RESOLVE, seat=1)
    before = defense_space(t)
    t.do(1, FORTIFY, n=1)
    assert not any(d.kind == "sa_shelter_keep" for d in t.game.pending)
    assert cards(t.state).held[1] == []
    assert defense_space(t) == before + 2
    assert used(t, av.SASKIA) == 0


def test_saskia_may_discard_them_all() -> None:
    t = sheltering(3, WILL_SURVIVOR, WILL_SURVIVOR2)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, FORTIFY, n=1)
    t.do(1, Verb.DONE)
    assert cards(t.state).held[1] == []
    assert used(t, av.SASKIA) == 0


def test_saskia_keeps_one_with_the_ark_too() -> None:
    t = sheltering(8, WILL_SURVIVOR, WILL_SURVIVOR2)
    board(t.state).sanctuary = 3
    t.advance(kind=Kind.RESOLVE, seat=1)
    before = defense_space(t)
    t.do(1, Verb.POWER, place=8, n=1)
    t.do(1, Verb.KEEP, card=WILL_SURVIVOR2)
    assert cards(t.state).held[1] == [WILL_SURVIVOR2]
    assert defense_space(t) == before + 2
    assert used(t, av.SASKIA) == 1


def test_without_saskia_sheltering_discards_every_card() -> None:
    t = make("full", av.YSOLDE, explore={1: (3,)})
    board(t.state).sanctuary = 3
    rig_held(t, 1, WILL_SURVIVOR, WILL_SURVIVOR2)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, FORTIFY, n=1)
    assert cards(t.state).held[1] == []


def test_the_rescue_avatars_options_and_prompts_have_words() -> None:
    t = rescuing(av.MAELLE, 3, 2)
    t.rig_places(1, hand=(2, 3, 4), discard=(1, 5))
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, RESCUE, card=WILL_SURVIVOR)
    d = t.decision(1)
    view = t.game.view(1)
    assert "Maëlle Dunbar" in t.say(d.prompt)
    labels = [t.say(option_label(o, d.kind, view)) for o in d.options]
    assert all(label and label != o.verb.value for label, o in zip(labels, d.options, strict=True))
    assert any("Maëlle Dunbar" in label for label in labels)
    t = sheltering(3, WILL_SURVIVOR, WILL_SURVIVOR2)
    t.advance(kind=Kind.RESOLVE, seat=1)
    t.do(1, FORTIFY, n=1)
    d = t.decision(1)
    assert "Saskia Ferro" in t.say(d.prompt) and "Saskia Ferro" in t.say(d.public_prompt)
    view = t.game.view(1)
    labels = [t.say(option_label(o, d.kind, view)) for o in d.options]
    assert all(label and label != o.verb.value for label, o in zip(labels, d.options, strict=True))
    assert "Keep Amara Oduya, discard the others" in labels
