"""The game as one seat may know it (``redact``) and the deals a seat imagines
from it (``determinize``), over random positions of 2 to 7 players.

Secrecy: games that differ only in what a seat cannot see redact to the same
state for it (and so determinize alike), and a redacted state names no card
whose whereabouts the seat may not know. Soundness: every imagined game is a
legal state that shows the seat exactly the view it has of the real game, and
play goes on from it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace

import pytest

from notalone_tui.engine import Action, Game, GameConfig, GameState, Kind
from notalone_tui.engine.determinize import CannotDeterminize, can_determinize, determinize
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import (
    HIDDEN,
    UNKNOWN_CARD,
    UNKNOWN_PLACE,
    copy_state,
    redact,
)

from .secrecy import secret_card_ids

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")
GAMES_PER_COUNT = 6
EVERY = 3  # look at every third position of each game


@dataclass
class Position:
    game: Game
    rng: random.Random


def positions(players: int, games: int = GAMES_PER_COUNT) -> Iterator[Position]:
    """Positions of random games (uniform legal choices), every ``EVERY`` actions."""
    for seed in range(games):
        config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                            board_side=1 + seed % 2)
        game = Game.new(config, seed=1000 * players + seed)
        rng = random.Random(seed * 31 + players)
        n = 0
        while not game.is_over and n < 3000:
            if n % EVERY == 0:
                yield Position(game, rng)
            decision = rng.choice(game.pending)
            game.apply(Action(decision.seat, rng.choice(decision.options)))
            n += 1


def viewers(game: Game) -> list[int | None]:
    return [None, *range(game.state.config.players)]


def with_secrets_changed(state: GameState, seat: int | None, rng: random.Random) -> GameState:
    """The same game as ``seat`` may know it, with every secret hidden from it
    changed at random: other hands and decks dealt again, which owned cards lie
    face down (and, under Smokescreen for the Creature, discarded), choices
    made in secret, the random stream and the log. Not necessarily a legal
    state: only what ``seat`` knows must stay as it was."""
    other = copy_state(state)
    other.log = state.log[: rng.randrange(len(state.log) + 1)]
    creature = other.creature
    is_creature = seat == other.config.creature_seat
    others = [h for s, h in other.hunted.items() if s != seat]
    pool = other.survival_deck + [c for h in others for c in h.survival]
    rng.shuffle(pool)
    for h in others:
        h.survival, pool = pool[: len(h.survival)], pool[len(h.survival):]
    other.survival_deck = pool
    hunt = other.hunt_deck + ([] if is_creature else creature.hand)
    rng.shuffle(hunt)
    if not is_creature:
        creature.hand, hunt = hunt[: len(creature.hand)], hunt[len(creature.hand):]
    other.hunt_deck = hunt
    hide_discards = other.turn.smokescreen and (is_creature or seat is None)
    for h in others:
        zones = [h.hand]
        if not other.turn.revealed:
            zones.append(h.played)
        if hide_discards:
            zones.append(h.discard)
        cards = [c for zone in zones for c in zone]
        rng.shuffle(cards)
        for zone in zones:
            zone[:], cards = cards[: len(zone)], cards[len(zone):]
        h.hand.sort()
        if h.seat in other.turn.forbidden_zone and h.hand:
            other.turn.forbidden_zone[h.seat] = rng.choice(h.hand)
    other.pending = [
        d if d.seat == seat or not d.private else d._replace(options=d.options[::-1], ctx=(7,))
        for d in other.pending
    ]
    if not is_creature:
        other.turn.phobia_seen = {s: (99,) for s in other.turn.phobia_seen if s != seat} | {
            s: v for s, v in other.turn.phobia_seen.items() if s == seat}
    other.seed += 1 + rng.randrange(1000)
    other.rng_draws += rng.randrange(5)
    return other


@pytest.mark.parametrize("players", range(2, 8))
def test_what_a_seat_cannot_see_changes_nothing_it_knows(players: int) -> None:
    """(a) Games differing only in secrets hidden from a seat redact alike for it,
    and the seat imagines them alike from the same random stream."""
    checked = 0
    for position in positions(players):
        game, rng = position.game, position.rng
        for seat in viewers(game):
            known = redact(game, seat)
            changed = with_secrets_changed(game.state, seat, rng)
            assert redact(changed, seat) == known, (players, seat)
            if seat is not None and checked % 7 == 0 and can_determinize(known, seat):
                a = determinize(game.state, seat, random.Random(checked))
                b = determinize(changed, seat, random.Random(checked))
                c = determinize(known, seat, random.Random(checked))
                assert a == b == c
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", range(2, 8))
def test_a_redacted_state_names_no_secret(players: int) -> None:
    """(b) No Hunt or Survival card id secret from the seat appears anywhere in its
    redacted state, nor any other seat's secret Place card, choice or options."""
    for position in positions(players):
        game = position.game
        state = game.state
        for seat in viewers(game):
            known = redact(game, seat)
            assert known.stats == state.stats  # a public record of what was played...
            text = repr(replace(known, stats={}))  # ...which may name reshuffled cards
            for card in secret_card_ids(game, seat):
                assert card not in text, (players, seat, card)
            assert known.seed == known.rng_draws == 0 and known.log == []
            assert set(known.hunt_deck) <= {UNKNOWN_CARD}
            assert set(known.survival_deck) <= {UNKNOWN_CARD}
            if seat != state.config.creature_seat:
                assert set(known.creature.hand) <= {UNKNOWN_CARD}
                assert known.turn.phobia_seen.keys() <= {seat}
            smokescreened = state.turn.smokescreen and (
                seat is None or seat == state.config.creature_seat)
            for s, h in known.hunted.items():
                real = state.hunted[s]
                if s == seat:
                    assert h == real
                    continue
                assert set(h.survival) <= {UNKNOWN_CARD}
                if not state.turn.revealed:
                    assert set(h.played) <= {UNKNOWN_PLACE}
                if smokescreened:
                    assert set(h.discard) <= {UNKNOWN_PLACE}
                # Ownership is public: the owned cards are all there.
                assert sorted(c for c in h.hand + h.discard + h.played if c) == sorted(
                    real.hand + real.discard + real.played)
                assert len(h.played) == len(real.played)
                assert len(h.discard) == len(real.discard)
            for s, place in known.turn.forbidden_zone.items():
                assert place == (state.turn.forbidden_zone[s] if s == seat else UNKNOWN_PLACE)
            for d, real_d in zip(known.pending, state.pending, strict=True):
                if d.seat == seat:
                    assert d == real_d
                elif d.private:
                    assert d.options == () and d.ctx == () and d.prompt == d.public_prompt


@pytest.mark.parametrize("players", range(2, 8))
def test_imagined_games_are_legal_and_show_the_seat_its_own_view(players: int) -> None:
    """(c) Every imagined game holds the engine's invariants, shows the seat the very
    view it has of the real game, and goes on to its end."""
    rng = random.Random(players)
    imagined_count = 0
    for position in positions(players):
        game = position.game
        # The seat deciding now, and another seat at random.
        for seat in {game.pending[0].seat, rng.randrange(players)}:
            known = game.view(seat, knowledge=True).knowledge
            assert known is not None
            if not can_determinize(known, seat):
                # Only another seat's hidden choice stops it (Forbidden Zone's are rebuilt).
                assert any(d.seat != seat and d.private and d.kind != Kind.FORBIDDEN_ZONE
                           for d in game.pending), (players, seat)
                continue
            imagined = Game(determinize(known, seat, rng))
            assert check_invariants(imagined.state) == [], (players, seat)
            assert imagined.view(seat) == game.view(seat), (players, seat)
            # What the seat knows beyond its view's fields: Phobia showed cards in
            # hand (not face down), and Force Field's places were not laid.
            turn = imagined.state.turn
            for s, shown in game.view(seat).creature.phobia_seen:
                assert not set(shown) & set(imagined.state.hunted[s].played)
            for s, h in imagined.state.hunted.items():
                if not set(game.state.hunted[s].played) & set(turn.force_field):
                    assert not set(h.played) & set(turn.force_field)
            imagined_count += 1
            if imagined_count % 25 == 0:
                for _ in range(400):
                    if imagined.is_over:
                        break
                    d = rng.choice(imagined.pending)
                    imagined.apply(Action(d.seat, rng.choice(d.options)))
                    assert check_invariants(imagined.state) == []
    assert imagined_count > 100


def test_the_deciding_seat_can_almost_always_imagine_its_position() -> None:
    """The positions the sampler refuses are those where another seat's hidden
    choice is pending (a seat deciding never meets one, but for Forbidden Zone,
    which it models), and it models Smokescreen and Forbidden Zone."""
    seen = {"smokescreen": 0, "forbidden_zone": 0}
    for players in (3, 5, 7):
        for position in positions(players, games=15):
            game = position.game
            d = game.pending[0]
            known = game.view(d.seat, knowledge=True).knowledge
            assert known is not None
            assert can_determinize(known, d.seat)
            if game.state.turn.smokescreen and d.seat == game.state.config.creature_seat:
                seen["smokescreen"] += 1
            if d.kind == Kind.FORBIDDEN_ZONE and len(game.pending) > 1:
                seen["forbidden_zone"] += 1
    assert all(seen.values()), seen


def test_knowledge_comes_only_when_asked_and_leaves_the_view_as_it_was() -> None:
    game = Game.new(GameConfig(names=NAMES[:4]), 3)
    plain = game.view(2)
    rich = game.view(2, knowledge=True)
    assert plain.knowledge is None
    assert rich.knowledge == redact(game, 2)
    assert rich == plain and repr(rich) == repr(plain)
    assert rich.knowledge is not game.state
    rich.knowledge.hunted[2].will = 0
    assert game.state.hunted[2].will == 3  # a copy: the real game is untouched


def test_rule_set_owned_state_is_hidden_and_not_imagined() -> None:
    game = Game.new(GameConfig(names=NAMES[:3]), 5)
    game.state.extra["sheets"] = {"secret": 1}
    game.state.turn.extra["sheets.turn"] = [2]
    known = redact(game, 1)
    assert known.extra == {"sheets": HIDDEN} and known.turn.extra == {"sheets.turn": HIDDEN}
    assert not can_determinize(known, 1)
    with pytest.raises(CannotDeterminize):
        determinize(known, 1, random.Random(0))
