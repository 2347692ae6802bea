"""Per-seat views hold exactly what the seat may see (rulings R21)."""

from __future__ import annotations

import dataclasses

import pytest

from notalone_tui.engine import Game, GameConfig, GameView, Kind
from notalone_tui.engine import game as game_module
from notalone_tui.engine import views as views_module
from notalone_tui.engine.events import Event
from notalone_tui.engine.messages import CardRef, msg

from .scenario import Table
from .secrecy import log_leaks, view_leaks
from .words import say


def test_each_seat_sees_only_its_own_hand() -> None:
    t = Table(players=4)
    game = t.game
    for seat in range(4):
        view = game.view(seat)
        for hv in view.hunted:
            if hv.seat == seat:
                assert hv.hand == tuple(t.hunted(seat).hand)
                assert hv.survival == tuple(t.hunted(seat).survival)
            else:
                assert hv.hand is None and hv.survival is None and hv.played is None
            assert hv.hand_size == 5 and hv.survival_count == 1 and hv.will == 3
        assert (view.creature.hand is not None) == (seat == 0)
    public = game.view(None)
    assert public.role == "public" and public.creature.hand is None
    assert all(hv.hand is None for hv in public.hunted)


def test_face_down_cards_are_hidden_until_the_reveal() -> None:
    t = Table(players=3)
    t.plan.explore = {1: (2,), 2: (4,)}
    t.advance(kind=Kind.HUNT)
    for viewer in (0, 2, None):
        hv = t.game.view(viewer).hunted[0]
        assert hv.played is None and hv.revealed == () and hv.played_count == 1
    assert t.game.view(1).hunted[0].played == (2,)
    t.advance(kind=Kind.CARD_WINDOW, seat=0)
    assert t.game.view(0).hunted[0].revealed == (2,)


def test_private_decisions_show_options_only_to_their_seat() -> None:
    t = Table(players=3)
    t.advance(kind=Kind.EXPLORE, seat=1)
    for viewer in (0, 2, None):
        (dv,) = t.game.view(viewer).pending
        assert dv.seat == 1 and dv.options is None
        assert "Zoe" in say(t.game, dv.prompt)
    (own,) = t.game.view(1).pending
    assert own.options == t.decision(1).options


def test_no_view_leaks_in_a_fresh_game_for_every_count() -> None:
    for players in range(2, 8):
        game = Game.new(GameConfig(names=tuple("ABCDEFG"[:players])), seed=players)
        for viewer in [None, *range(players)]:
            assert view_leaks(game, viewer) == []


def test_the_leak_checker_catches_a_leaky_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The secrecy checks used by the playouts must fail when a secret is rendered."""
    real = views_module.make_view

    def leaky(game: Game, seat: int | None) -> GameView:
        state = game.state
        view = real(game, seat)
        hunted = tuple(
            dataclasses.replace(hv, hand=tuple(state.hunted[hv.seat].hand),
                                survival=tuple(state.hunted[hv.seat].survival))
            for hv in view.hunted
        )
        return dataclasses.replace(view, hunted=hunted)

    game = Game.new(GameConfig(names=("A", "B", "C")), seed=1)
    assert view_leaks(game, 0) == []
    monkeypatch.setattr(game_module, "make_view", leaky)
    problems = view_leaks(game, 0)
    assert any("hidden cards" in p for p in problems)
    assert any("secret card survival-" in p for p in problems)


def test_the_leak_checker_catches_a_leaky_log_line() -> None:
    game = Game.new(GameConfig(names=("A", "B", "C")), seed=1)
    secret = game.state.hunted[1].survival[0]
    mark = len(game.state.log)
    # A public line naming B's Survival card, as if it were B's own draw.
    game.state.log.append(Event("oops", msg("core.draw.private", cards=(CardRef(secret),))))
    assert log_leaks(game, 2, mark) != []
    assert log_leaks(game, 1, mark) == []


def test_views_built_from_drafts_are_the_frozen_classes_themselves() -> None:
    """``make_view`` builds its frozen objects through drafts (engine/drafts.py):
    what comes out must be indistinguishable from the classes' own constructors."""
    import pickle

    from notalone_tui.engine.drafts import draft_class, seal
    from notalone_tui.engine.rulesets.sanctuary.views import SanctuaryView

    names = ("A", "B", "C", "D")
    games = [Game.new(GameConfig(names=names, sanctuary="full"), seed=3),
             Game.new(GameConfig(names=names, sanctuary="light"), seed=3),
             Game.new(GameConfig(names=names, ruleset="frozen-lands", sheets=True), seed=3),
             Game.new(GameConfig(names=names), seed=3)]
    built: list[object] = []
    game_of: dict[int, Game] = {}
    for game in games:
        for seat in (None, 0, 1):
            view = game.view(seat, knowledge=seat == 1)
            made = [view, view.creature, *view.hunted, *view.tracks, *view.pending]
            if view.rules_view is not None:
                made.append(view.rules_view)
            built += made
            game_of.update((id(obj), game) for obj in made)
    assert sum(isinstance(obj, SanctuaryView) for obj in built) == 6
    for obj in built:
        assert dataclasses.is_dataclass(obj)
        cls = type(obj)
        # A rule set's declared view fields (Frozen Lands', the sheets') make
        # classes of the same names that carry them (views.view_classes).
        extended = views_module.view_classes(game_of[id(obj)].rules.view_fields)
        assert cls in (views_module.GameView, views_module.CreatureView, views_module.HuntedView,
                       views_module.TrackView, views_module.DecisionView, SanctuaryView,
                       extended.game, extended.creature, extended.hunted)
        values = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
        own = cls(**values)
        assert obj == own and repr(obj) == repr(own)
        try:
            expected = hash(own)
        except TypeError:  # a field holds a dict (a prompt's arguments): neither hashes
            with pytest.raises(TypeError):
                hash(obj)
        else:
            assert hash(obj) == expected
        assert pickle.loads(pickle.dumps(obj)) == own
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, dataclasses.fields(obj)[0].name, None)
        draft = draft_class(cls)(**values)
        assert seal(draft, cls) == own and type(draft) is cls
    with pytest.raises(TypeError):
        draft_class(Event)  # not a dataclass


def test_a_private_decision_cannot_fall_back_on_its_private_prompt() -> None:
    """Other seats read a pending decision's public prompt; a private one must
    bring its own, since its private prompt may name the seat's secret cards."""
    game = Table(players=3).game
    options = [opt for d in game.pending for opt in d.options][:2]
    with pytest.raises(ValueError, match="public_prompt"):
        game.ask(1, Kind.EXPLORE, options, private=True,
                 prompt=msg("base.survival.drone.prompt", card=CardRef("survival-drone")))
