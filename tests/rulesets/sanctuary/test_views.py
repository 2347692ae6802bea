"""What each seat sees of the Sanctuary expansion (``GameView.rules_view``): the
public board for all, the Evolution hand's size and levels for all but its cards
for the Creature alone, each Hunted's Survivor count for all but the cards for
their owner alone, and never a dealt or boxed Avatar; the light variant shows its
Avatars and developed Evolution."""

from __future__ import annotations

from typing import Any

from notalone_tui.engine import Game, GameConfig
from notalone_tui.engine.rulesets.sanctuary import setup
from notalone_tui.engine.rulesets.sanctuary.cards import BONUSES, EVOLUTIONS, defense_track
from notalone_tui.engine.rulesets.sanctuary.views import BonusSpace, SanctuaryView
from tests.engine.secrecy import view_leaks

from .setups import NAMES, answer, new, scene, the_board, the_cards


def rules_view(game: Game, seat: int | None) -> SanctuaryView:
    found = game.view(seat).rules_view
    assert isinstance(found, SanctuaryView)
    return found


def test_the_board_is_the_same_for_every_seat() -> None:
    game = scene()
    b, c = the_board(game), the_cards(game)
    views = [rules_view(game, seat) for seat in (None, 0, 1, 2, 3)]
    for v in views:
        assert v.full
        assert v.sanctuary == b.sanctuary and not v.unlocked
        assert (v.defense_start, v.defense_space, v.defense_victory) == (1, 1, 14)
        assert v.bonuses[0] == BonusSpace(4, "sanctuary-bonus-take-back", False)
        assert {s.bonus for s in v.bonuses} <= set(BONUSES)
        assert [s.space for s in v.bonuses] == sorted(defense_track(4).bonuses)
        assert (v.dna, v.supply) == (2, 8)
        assert v.row == tuple(b.row) and len(v.row) == 2
        assert v.survivor_pile == len(c.survivor_pile) == 13
        assert v.survivor_discard == ()
        assert v.held_counts == ((1, 2), (2, 0), (3, 1))
        assert v.held_count(1) == 2 and v.held_count(0) == 0
        assert v.avatars == ((1, b.avatars[1]),) and v.avatar(1) and not v.avatar(2)
        assert v.evolution_piles == (16, 11)
        assert v.hand_size == 3 and v.hand_levels == (1, 1, 2)
        assert v.developed == () and v.evolution_discard == ()
    # Only what differs by seat differs.
    public = views[0]
    for v in views[1:]:
        assert v.__class__(**{**_fields(v), "hand": None, "held": None}) == public


def _fields(v: SanctuaryView) -> dict[str, Any]:  # the fields' own types
    return {name: getattr(v, name) for name in SanctuaryView.__dataclass_fields__}


def test_secret_cards_show_only_to_whom_they_belong() -> None:
    game = scene()
    c = the_cards(game)
    assert rules_view(game, 0).hand == tuple(c.hand)
    assert rules_view(game, 0).held is None
    assert rules_view(game, None).hand is None and rules_view(game, None).held is None
    for seat in (1, 2, 3):
        v = rules_view(game, seat)
        assert v.hand is None
        assert v.held == tuple(c.held[seat])
    secret = {*c.hand, *c.boxed.values(), *(a for d in c.dealt.values() for a in d),
              *c.survivor_pile, *(e for p in c.piles.values() for e in p)}
    for viewer in (None, 0, 1, 2, 3):
        text = repr(rules_view(game, viewer))
        mine = set(c.hand) if viewer == 0 else set(c.held.get(viewer, ())) if viewer else set()
        hidden = (secret | {h for s in c.held.values() for h in s}) - mine
        assert [x for x in hidden if x in text] == []
        assert view_leaks(game, viewer) == []


def test_developed_cards_work_from_the_next_turn() -> None:
    game = scene()
    b, c = the_board(game), the_cards(game)
    number = game.state.turn.number
    old, new_card = c.piles[1].pop(), c.piles[2].pop()
    b.developed += [(old, number - 1), (new_card, number)]
    b.evolution_discard.append(c.piles[1].pop())
    v = rules_view(game, 2)
    assert v.developed == ((old, True), (new_card, False))
    assert v.evolution_discard == tuple(b.evolution_discard)
    assert v.evolution_piles == (14, 10)


def test_the_light_variant_shows_its_avatars_and_its_evolution() -> None:
    game = new(3, "light", seed=2)
    b = the_board(game)
    before = rules_view(game, 1)
    assert before == SanctuaryView(full=False, avatars=tuple(sorted(b.avatars.items())),
                                   developed=())
    assert len(before.avatars) == 2
    pick = game.pending[0].options[0]
    answer(game, setup.VARIANT_PICK, pick)
    for seat in (None, 0, 1, 2):
        v = rules_view(game, seat)
        assert v.developed == ((pick.card, True),)
        assert EVOLUTIONS[pick.card].not_alone
        assert v.hand is None and v.held is None and v.sanctuary == 0


def test_games_without_the_expansion_have_no_rules_view() -> None:
    game = Game.new(GameConfig(names=NAMES[:3]), 1)
    assert game.view(1).rules_view is None
