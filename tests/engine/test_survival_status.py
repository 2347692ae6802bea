"""Why a Hunted's Survival card cannot be played now, as the engine tells the
owner's screen (``RuleSet.survival_status``): out of its phase, Despair, the
one-card-a-turn limit, a card played only as its owner resolves their place,
a card timed before any place resolves once they have begun (R13), or its own
conditions. Only the owner's view carries it."""

from __future__ import annotations

from notalone_tui.engine import Option, Verb
from notalone_tui.engine.rulesets.base import survival
from tests.engine.scenario import Table
from tests.engine.test_rulebook_audit import mid_reckoning, no_survival, on_top_of_survival_deck


def status(t: Table, seat: int) -> dict[str, str]:
    return dict(survival.hand_status(t.game, seat))


def test_phase_conditions_and_nothing_in_the_way() -> None:
    t = Table(players=3)
    t.rig_survival(1, "survival-smokescreen", "survival-sixth-sense", "survival-vortex")
    assert t.turn.phase == 1
    assert status(t, 1) == {
        "survival-smokescreen": "ok",  # nothing stands in its way
        "survival-sixth-sense": "conditions",  # an empty discard pile to look through
        "survival-vortex": "phase",  # a Phase 2 card
    }


def test_despair_and_the_one_card_a_turn_limit() -> None:
    t = Table(players=3)
    t.rig_creature_hand("hunt-despair", "hunt-cataclysm", "hunt-tracking")
    t.rig_survival(1, "survival-smokescreen", "survival-strike-back")
    t.rig_survival(2, "survival-ingenuity")
    t.do(0, Verb.PLAY, card="hunt-despair")
    assert set(status(t, 1).values()) == set(status(t, 2).values()) == {"despair"}
    t2 = Table(players=3)
    t2.rig_survival(1, "survival-smokescreen", "survival-strike-back")
    t2.advance(seat=1)
    t2.do(1, Verb.PLAY, card="survival-smokescreen")
    assert status(t2, 1) == {"survival-strike-back": "played"}


def test_too_late_once_the_places_resolve_and_only_as_one_resolves() -> None:
    t = Table(players=3)
    no_survival(t)
    t.rig_survival(2, "survival-drone", "survival-adrenaline")
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    on_top_of_survival_deck(t, "survival-wrong-track", "survival-dodge")
    t.plan.explore = {1: (7,), 2: (2,)}
    t.plan.creature = 3
    mid_reckoning(t, 1, Option(Verb.POWER, place=7), keep="survival-wrong-track")
    assert status(t, 1) == {"survival-wrong-track": "late"}
    assert status(t, 2) == {"survival-drone": "resolve", "survival-adrenaline": "phase"}


def test_only_the_owner_sees_why() -> None:
    t = Table(players=3)
    t.rig_survival(1, "survival-smokescreen", "survival-vortex")
    own = next(h for h in t.game.view(1).hunted if h.seat == 1)
    assert dict(own.survival_status) == status(t, 1)
    for seat in (0, 2, None):
        other = next(h for h in t.game.view(seat).hunted if h.seat == 1)
        assert other.survival_status == ()
