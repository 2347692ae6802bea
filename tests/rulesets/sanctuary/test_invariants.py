"""Sanctuary's invariants hold in new games and catch each broken fact: DNA
(Creature + supply = 10), the 18 Survivors, the 30 Evolutions (at most 4
developed), the Avatars (one face up per Hunted, the boxed ones distinct), the
Defense counter on its track, the Sanctuary token on an accessible place; a
Monolith removed from the game counts as owned in the reserve check."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from notalone_tui.engine import Game
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.rulesets.sanctuary import setup

from .setups import answer, new, scene, the_board, the_cards


@pytest.mark.parametrize("mode", ["full", "light"])
@pytest.mark.parametrize("players", range(2, 8))
def test_new_games_break_nothing(mode: str, players: int) -> None:
    game = new(players, mode, seed=players)
    assert check_invariants(game.state) == []
    if mode == "light":
        answer(game, setup.VARIANT_PICK, game.pending[0].options[0])
        assert check_invariants(game.state) == []


def problems_after(change: Callable[[Game], object]) -> list[str]:
    game = scene()
    assert check_invariants(game.state) == []
    change(game)
    return check_invariants(game.state)


def _survivor_lost(game: Game) -> None:
    the_cards(game).survivor_pile.pop()


def _survivor_twice(game: Game) -> None:
    the_cards(game).held[2].append(the_board(game).row[0])


def _held_by_the_creature(game: Game) -> None:
    the_cards(game).held[0] = []


def _evolution_lost(game: Game) -> None:
    the_cards(game).hand.pop()


def _evolution_in_the_wrong_pile(game: Game) -> None:
    c = the_cards(game)
    c.piles[2].append(c.piles[1].pop())


def _five_developed(game: Game) -> None:
    c, b = the_cards(game), the_board(game)
    b.developed += [(c.piles[1].pop(), 0) for _ in range(5)]


def _boxed_twice(game: Game) -> None:
    c = the_cards(game)
    c.boxed[2] = c.boxed[1]


def _no_avatar(game: Game) -> None:
    c = the_cards(game)
    c.dealt.pop(3)


def _avatar_and_dealt(game: Game) -> None:
    the_board(game).avatars[2] = "sanctuary-avatar-x"


def _defense_below_start(game: Game) -> None:
    game.state.tracks["defense"] = -1


def _token_locked_out(game: Game) -> None:
    the_board(game).sanctuary = 8


@pytest.mark.parametrize(("change", "words"), [
    (lambda g: setattr(the_board(g), "dna", 11), "holds 11 DNA, the supply -1"),
    (lambda g: setattr(the_board(g), "dna", -1), "holds -1 DNA"),
    (_survivor_lost, "Survivor cards not conserved"),
    (_survivor_twice, "Survivor cards not conserved"),
    (_held_by_the_creature, "not the Hunted"),
    (_evolution_lost, "Evolution cards not conserved"),
    (_evolution_in_the_wrong_pile, "level 2 Evolution pile holds"),
    (_five_developed, "5 Evolution cards developed"),
    (_boxed_twice, "Avatars repeated"),
    (_no_avatar, "seat 3: 0 Avatar face up, 0 dealt"),
    (_avatar_and_dealt, "seat 2: 1 Avatar face up, 2 dealt"),
    (_defense_below_start, "Defense counter on space 0"),
    (_token_locked_out, "Sanctuary token on place 8"),
])
def test_each_broken_fact_is_caught(change: Callable[[Game], object], words: str) -> None:
    found = problems_after(change)
    assert any(words in p for p in found), found


def test_the_token_may_go_to_places_6_to_10_once_unlocked() -> None:
    def unlock(game: Game) -> None:
        the_board(game).unlocked = True
        the_board(game).sanctuary = 8

    assert problems_after(unlock) == []


def test_the_light_variant_keeps_no_secret_cards_and_one_evolution() -> None:
    game = new(4, "light", seed=3)
    b = the_board(game)
    b.developed = [(e, 0) for e in ("sanctuary-evolution-slugger", "sanctuary-evolution-sharp")]
    assert any("developed" in p for p in check_invariants(game.state))
    b.developed = [("sanctuary-evolution-optimizer", 0)]  # another tier's
    assert any("developed" in p for p in check_invariants(game.state))
    b.developed = []
    the_cards(game).hand.append("sanctuary-evolution-apex")
    assert any("secret Sanctuary cards" in p for p in check_invariants(game.state))


def test_a_removed_monolith_counts_as_owned_in_the_reserve_check() -> None:
    game = scene()
    state = game.state
    state.reserve[10] -= 1  # the Monolith left the game
    assert any("place 10" in p for p in check_invariants(state))
    the_board(game).removed.append(10)
    assert check_invariants(state) == []
    assert state.reserve[10] == 2  # the check did not touch the state
