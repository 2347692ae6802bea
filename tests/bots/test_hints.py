"""Hints: the standard bot's choice for a seat, from that seat's view alone, with a
reason that names facts of the position and never another seat's secrets."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from notalone_tui.bots import StandardBot, make_bot
from notalone_tui.bots.hints import hint, hint_bot, hint_seed
from notalone_tui.bots.knowledge import candidates
from notalone_tui.engine import Action, Game, GameConfig, Kind, Option, Verb
from notalone_tui.engine.messages import Arg, CardRef, Msg, PlaceRef, TokenRef
from notalone_tui.i18n.catalogue import Renderer, catalogue
from notalone_tui.tui.controller import state_digest
from tests.engine.scenario import Table
from tests.engine.secrecy import secret_card_ids

NAMES = ("Ada", "Ben", "Cyd", "Dee")


def _refs(arg: Arg) -> Iterator[Arg]:
    """Every argument of a message, nested messages and lists opened."""
    if isinstance(arg, Msg):
        for value in arg.args.values():
            yield from _refs(value)
    elif isinstance(arg, tuple) and not isinstance(arg, PlaceRef | CardRef | TokenRef):
        for item in arg:
            yield from _refs(item)
    else:
        yield arg


def _games(ruleset: str, seeds: range) -> Iterator[Game]:
    """Games played by standard bots to their end, yielded before every action."""
    for seed in seeds:
        game = Game.new(GameConfig(names=NAMES, creature_seat=seed % 4, ruleset=ruleset), seed)
        bots = {s: make_bot("standard", seed * 11 + s) for s in range(4)}
        for _ in range(3000):
            if game.is_over:
                break
            yield game
            seat = game.pending[0].seat
            game.apply(Action(seat, bots[seat].choose(game.view(seat))))


@pytest.mark.parametrize("ruleset", ["base", "frozen-lands"])
def test_hint_is_the_standard_bots_choice_and_touches_nothing(ruleset: str) -> None:
    english = catalogue("en")
    seen = 0
    for game in _games(ruleset, range(2)):
        before = state_digest(game)
        for decision in game.pending:
            view = game.view(decision.seat)
            found = hint(view)
            # The standard bot's pick for that seat, with the hint's seed.
            assert found.option == StandardBot(hint_seed(view)).choose(view)
            assert found.option in decision.options
            assert hint(view) == found  # asked again: the same hint
            words = Renderer(english, game.state.config.names, game.rules)(found.reason)
            assert words and "{" not in words
            seen += 1
        assert state_digest(game) == before  # the game's state (and its stream) untouched
    assert seen > 200


def test_the_seed_depends_on_seat_and_turn_only() -> None:
    t = Table(players=3, seed=5)
    t.advance(kind=Kind.EXPLORE, seat=1)
    one, two = t.game.view(1), t.game.view(2)
    assert hint_seed(one) != hint_seed(two)
    t.finish_turn()
    t.advance(kind=Kind.EXPLORE, seat=1)
    assert hint_seed(t.game.view(1)) != hint_seed(one)


def test_explore_hint_names_the_place_the_creature_guesses() -> None:
    """Ben's teammate can only be on the Lair (every other card is in the discard
    pile): the Creature's best guess is the Lair, and the hint names it."""
    t = Table(players=3, seed=3)
    t.rig_creature_hand()
    t.rig_places(2, [1], [2, 3, 4, 5])
    t.advance(kind=Kind.EXPLORE, seat=1)
    view = t.game.view(1)
    found = hint(view)
    assert found.option.verb is Verb.EXPLORE and 1 not in found.option.places
    reason = found.reason
    assert reason.id == "hint.explore.safer"
    assert reason.args["risky"] == PlaceRef(1)
    danger = hint_bot(view).hunt_danger(view)
    assert danger[1] == max(danger.values())
    assert reason.args["risk"] == round(100 * danger[1])
    assert reason.args["places"] == tuple(PlaceRef(p) for p in found.option.places)
    assert reason.args["chance"] == round(100 * danger[found.option.places[0]])
    assert isinstance(reason.args["chance"], int) and isinstance(reason.args["risk"], int)
    assert reason.args["chance"] < reason.args["risk"]
    words = Renderer(catalogue("en"), t.state.config.names, t.game.rules)(reason)
    assert "the Lair" in words and f"({reason.args['risk']}%)" in words


def test_token_hint_counts_the_hunted_who_may_be_there() -> None:
    """Both Hunted hold only the Lair: the Creature token goes there, and the hint
    says both hidden Hunted may be on it, the likeliest place."""
    t = Table(players=3, seed=3)
    t.rig_creature_hand()
    t.rig_places(1, [1], [2, 3, 4, 5])
    t.rig_places(2, [1], [2, 3, 4, 5])
    t.advance(kind=Kind.HUNT)
    found = hint(t.game.view(0))
    assert found.option == Option(Verb.TOKEN, card="creature", places=(1,))
    assert found.reason.id == "hint.token.likeliest"
    assert found.reason.args == {"places": (PlaceRef(1),), "n": 2, "total": 2}
    words = Renderer(catalogue("en"), t.state.config.names, t.game.rules)(found.reason)
    assert "2 of the 2 hidden Hunted may be on the Lair" in words


def test_token_hint_counts_differ_with_the_discard_piles() -> None:
    """Only Zoe can be on the Lair (Simon discarded it), and she can be nowhere
    else: the token goes there, one of the two hidden Hunted may be on it."""
    t = Table(players=3, seed=3)
    t.rig_creature_hand()
    t.rig_places(1, [1], [2, 3, 4, 5])
    t.rig_places(2, [2, 3, 4, 5], [1])
    t.advance(kind=Kind.HUNT)
    found = hint(t.game.view(0))
    assert found.option == Option(Verb.TOKEN, card="creature", places=(1,))
    assert found.reason.args["n"] == 1 and found.reason.args["total"] == 2


def test_resist_hint_counts_the_cards_in_hand() -> None:
    t = Table(players=3, seed=3)
    t.rig_creature_hand()
    t.rig_places(1, [1, 2], [3, 4, 5])
    t.advance(kind=Kind.EXPLORE, seat=1)
    found = hint(t.game.view(1))
    assert found.option.verb is Verb.RESIST
    assert found.reason.id == "hint.resist"
    assert found.reason.args == {"hand": 2, "n": found.option.n}


def test_card_window_hint_names_the_cards_held() -> None:
    """A Hunted who passes a card window is told which of their cards are not worth it."""
    for game in _games("base", range(3)):
        decision = game.pending[0]
        if decision.kind != Kind.CARD_WINDOW:
            continue
        view = game.view(decision.seat)
        found = hint(view)
        if found.reason.id == "hint.cards.pass":
            held = (view.creature.hand if decision.seat == view.creature_seat
                    else next(h for h in view.hunted if h.seat == decision.seat).survival)
            assert found.reason.args["cards"] == tuple(CardRef(c) for c in held or ())
            return
    pytest.fail("no card window passed on a hint")


@pytest.mark.parametrize("ruleset", ["base", "frozen-lands"])
def test_a_hint_names_no_secret_of_another_seat(ruleset: str) -> None:
    """Checked against the secrecy helper: no card the seat may not know is named."""
    for game in _games(ruleset, range(2)):
        for decision in game.pending:
            found = hint(game.view(decision.seat))
            secret = secret_card_ids(game, decision.seat)
            named = {arg.id for arg in _refs(found.reason) if isinstance(arg, CardRef)}
            named |= {found.option.card} if found.option.verb is Verb.PLAY else set()
            assert not named & secret, (decision, found)


def test_other_seats_secrets_do_not_change_the_hint() -> None:
    """Two tables that differ only in what the Creature and Simon hold: Zoe's
    view is the same, and so is her hint, at every decision of hers."""
    tables = [Table(players=3, seed=9), Table(players=3, seed=9)]
    tables[0].rig_creature_hand("hunt-anticipation", "hunt-virus", "hunt-clone")
    tables[1].rig_creature_hand("hunt-despair", "hunt-phobia", "hunt-mutation")
    tables[0].rig_survival(2, "survival-adrenaline", "survival-gate")
    tables[1].rig_survival(2, "survival-hologram", "survival-drone")
    compared = 0
    for _ in range(3):
        for t in tables:
            t.advance(kind=Kind.EXPLORE, seat=1)
        views = [t.game.view(1) for t in tables]
        assert views[0] == views[1]
        assert hint(views[0]) == hint(views[1])
        compared += 1
        for t in tables:
            t.do(1, Verb.EXPLORE, places=(t.options(1, Verb.EXPLORE)[0].places))
            t.finish_turn()
    assert compared == 3


@pytest.mark.parametrize("ruleset", ["base", "frozen-lands"])
def test_every_reason_holds_in_its_position(ruleset: str) -> None:
    """Each reason's facts, checked against the view by other means than the
    hint's: the cards to spare are the least valued, the Hunted named holds the
    most cards or has the fewest places left, a place said to be safer is."""
    checked: set[str] = set()
    for game in _games(ruleset, range(3)):
        for decision in game.pending:
            view = game.view(decision.seat)
            found = hint(view)
            reason, option = found.reason, found.option
            bot = hint_bot(view)
            bot.rules = game.rules
            args: dict[str, Any] = dict(reason.args)
            if reason.id == "hint.spare":
                def cost(o: Option, bot: StandardBot = bot) -> float:
                    return sum(bot.card_value(c) for c in o.places or (o.place,))

                chosen = option.places or (option.place,)
                assert args["places"] == tuple(PlaceRef(p) for p in chosen)
                assert cost(option) == min(cost(o) for o in decision.options
                                           if o.places or o.place)
            elif reason.id == "hint.most_cards":
                held = {hv.seat: hv.hand_size for hv in view.hunted}
                assert args["n"] == held[option.seat] == max(
                    held[o.seat] for o in decision.options if o.seat in held)
            elif reason.id == "hint.fewest_places":
                left = {hv.seat: len(candidates(hv)) for hv in view.hunted}
                assert args["n"] == left[option.seat] == min(
                    left[o.seat] for o in decision.options if o.seat in left)
            elif reason.id == "hint.explore.safer":
                assert args["chance"] < args["risk"]
                assert PlaceRef(option.places[0]) in args["places"]
            elif reason.id == "hint.resist":
                assert args["hand"] == len(next(h for h in view.hunted
                                                if h.seat == decision.seat).hand or ())
            elif reason.id in ("hint.token", "hint.token.likeliest"):
                hidden = [hv for hv in view.hunted if not hv.revealed]
                assert args["total"] == len(hidden)
                assert args["n"] == sum(1 for hv in hidden
                                        if candidates(hv) & set(option.places))
            checked.add(reason.id)
    assert {"hint.explore.safer", "hint.token.likeliest", "hint.resist"} <= checked
