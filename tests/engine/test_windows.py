"""The shared public card windows of Phases 2 to 4 (rulings R10, R23).

The table is asked once: every seat that may play in the phase is asked at the
same time; the first to claim opens their hand; a card played reopens the
window for everyone; a claim backed out of re-asks only those who had not
answered; a Survival card drawn in Phase 3 may still be played in Phase 3.
"""

from __future__ import annotations

import random

from notalone_tui.engine import Action, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.knowledge import copy_state
from tests.engine.scenario import Table
from tests.engine.test_survival_cards import make, window
from tests.engine.words import say

DETOUR = "hunt-detour"
WRONG_TRACK = "survival-wrong-track"
DODGE = "survival-dodge"
HOLOGRAM = "survival-hologram"


def windows(t: Table) -> list[int]:
    """Seats whose card window is pending, in the order asked."""
    return [d.seat for d in t.game.pending if d.kind is Kind.CARD_WINDOW]


def test_every_seat_that_may_play_is_asked_at_once() -> None:
    t = make({1: (WRONG_TRACK,), 3: (DODGE,)}, creature=(DETOUR, "hunt-stasis", "hunt-tracking"),
             explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    # The Creature first, then the Hunted in play order; Hunted 2 holds no card.
    assert windows(t) == [0, 1, 3]
    prompts = {say(t.game, d.public_prompt) for d in t.game.pending}
    assert prompts == {"Phase 3: is anyone playing a card?"}


def test_a_card_played_reopens_the_window_for_a_seat_that_had_passed() -> None:
    """Peers' regression: the Creature holding Detour passed, then a Hunted played
    Wrong Track; the Creature must be asked again and may answer with Detour."""
    t = make({1: (WRONG_TRACK,)}, creature=(DETOUR, "hunt-stasis", "hunt-tracking"),
             explore={1: (4,), 2: (9,)}, creature_token=4)
    t.rig_places(2, hand=[1, 2, 3, 4, 5, 9])
    window(t, 0, 3)
    t.do(0, Verb.PASS)
    assert windows(t) == [1]
    t.do(1, Verb.OPEN_HAND)
    t.do(1, Verb.PLAY, card=WRONG_TRACK)
    t.do(1, Verb.MOVE, card="creature", place=5)
    assert windows(t) == [0], "the window reopens for everyone who may still play"
    t.do(0, Verb.OPEN_HAND)
    assert Option(Verb.PLAY, card=DETOUR) in t.decision(0).options
    t.do(0, Verb.PLAY, card=DETOUR)
    assert DETOUR in t.state.creature.in_play or DETOUR in t.state.hunt_discard


def test_a_claim_withdraws_the_other_questions_and_backing_out_reasks_only_the_unanswered(
) -> None:
    t = make({1: (WRONG_TRACK,), 2: (HOLOGRAM,), 3: (DODGE,)},
             creature=("hunt-stasis", "hunt-tracking", "hunt-cataclysm"),
             explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    assert windows(t) == [0, 1, 2, 3]
    t.do(0, Verb.PASS)
    t.do(2, Verb.OPEN_HAND)
    # Hunted 2 looks at their cards in private; nobody else is asked meanwhile.
    assert [d.kind for d in t.game.pending] == [Kind.CARD_PICK]
    t.do(2, Verb.CANCEL)
    assert windows(t) == [1, 3], "the Creature passed and Hunted 2 backed out"
    t.do(1, Verb.PASS)
    t.do(3, Verb.PASS)
    assert not windows(t)
    assert t.turn.phase == 3


def test_the_window_closes_when_every_seat_asked_has_passed() -> None:
    t = make({1: (WRONG_TRACK,)}, creature=(DETOUR, "hunt-stasis", "hunt-tracking"),
             explore={1: (4,)}, creature_token=4)
    window(t, 0, 3)
    t.do(1, Verb.PASS)
    assert windows(t) == [0]
    t.do(0, Verb.PASS)
    assert not windows(t)


def test_nobody_is_asked_when_nobody_holds_a_card() -> None:
    t = make({}, creature=("hunt-stasis", "hunt-tracking", "hunt-cataclysm"))
    t.rig_creature_hand()
    seen = []
    for _ in range(200):
        d = t.game.pending[0]
        if t.turn.number > 1:
            break
        seen.append(d.kind)
        t.game.apply(Action(d.seat, t.default(d)))
    assert Kind.CARD_WINDOW not in seen


def test_a_survival_card_drawn_at_the_shelter_may_be_played_in_phase_3() -> None:
    """R10: a Hunted who draws at the Shelter during the Reckoning gets a Phase 3
    window afterwards, though the phase's window had closed."""
    t = make({}, explore={1: (7,)}, creature_token=2)
    t.rig_places(1, hand=[1, 2, 3, 4, 5, 7])
    t.plan.explore = {1: (7,), 2: (3,), 3: (5,)}
    d = t.advance(kind=Kind.RESOLVE, seat=1)
    assert t.turn.phase == 3
    t.game.apply(Action(1, next(o for o in d.options if o.verb is Verb.POWER)))
    keep = t.decision(1)
    assert keep.kind is Kind.SHELTER_KEEP
    t.game.apply(Action(1, keep.options[0]))
    assert windows(t) == [1] and t.turn.phase == 3
    assert t.decision(1).public_prompt.args == {"phase": 3}


def test_windows_stay_public_under_smokescreen() -> None:
    """Smokescreen makes the Hunted's choices private, but a window names no card:
    the table still asks it openly."""
    t = make({1: ("survival-smokescreen",), 2: (DODGE,)}, explore={1: (4,)})
    t.advance(kind=Kind.EXPLORE, seat=1)
    t.do(1, Verb.PLAY, card="survival-smokescreen")
    assert t.turn.smokescreen
    window(t, 2, 3)
    assert all(not d.private for d in t.game.pending if d.kind is Kind.CARD_WINDOW)


def test_a_claim_backed_out_of_asks_again_what_the_window_would() -> None:
    """Backing out of a claim asks the seats still waiting at once, without the
    window step: that is only right while backing out changes nothing the
    window's seats depend on. In random games of every rule set, the questions
    asked again are exactly those the window step asks of the same seats."""
    names = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
    configs = (
        GameConfig(names=names),
        GameConfig(names=names, ruleset="frozen-lands", sheets=True),
        GameConfig(names=names, sanctuary="full"),
        GameConfig(names=names, sanctuary="light"),
    )
    for config in configs:
        checked = 0
        for seed in range(6):
            game = Game.new(config, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                d = rng.choice(game.pending)
                option = rng.choice(d.options)
                back = d.ctx
                game.apply(Action(d.seat, option))
                if not (d.kind is Kind.CARD_PICK and option.verb is Verb.CANCEL
                        and back[0] == "window" and len(back) == 4):
                    continue
                waiting = tuple(s for s in back[3] if s != d.seat)
                if not waiting or game.state.agenda[-1:] == [("window", back[2], waiting)]:
                    continue
                step = Game(copy_state(game.state), list(game.actions))
                step.state.pending.clear()
                step.rules.steps["window"](step, back[2], waiting)
                assert game.state.pending == step.state.pending, (config.rules_id, seed)
                checked += 1
        assert checked > 20, config.rules_id
