"""What a seat may know of Sanctuary's secret cards (redaction) and how a search
bot imagines the rest (determinization): every pile and hand keeps its size,
the Evolution hand its levels; a seat sees its own cards and nothing else's;
games that differ only in what a seat cannot see redact and imagine alike for
it; imagined games are legal Sanctuary games that keep what the seat knows;
other seats' pending private choices (the Avatar keep, the Creature's setup
draws and Phase 5) are rebuilt, so the sampler works at every decision."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from notalone_tui.bots import ExpertBot, make_bot
from notalone_tui.bots.base import decide
from notalone_tui.engine import Action, Game, Option, Verb
from notalone_tui.engine.determinize import can_determinize, determinize
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import HIDDEN, copy_state, redact
from notalone_tui.engine.rulesets.sanctuary import knowledge, phase5, setup
from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS, EVOLUTIONS, SURVIVORS
from notalone_tui.engine.rulesets.sanctuary.knowledge import UNKNOWN, imagine, unknown_evolution
from notalone_tui.engine.rulesets.sanctuary.state import CARDS, Cards
from notalone_tui.engine.rulesets.sanctuary.survival_cards import FIELD_NOTES_PICK
from notalone_tui.engine.state import GameState

from .setups import answer, evolving, new, pending_kind, play_until, scene, the_board, the_cards

SEATS = [0, 1, 2, 3, None]


def known_cards(state: GameState, seat: int | None) -> Cards:
    found = redact(state, seat).extra[CARDS]
    assert isinstance(found, Cards)
    return found


def test_each_pile_and_hand_keeps_its_size_and_each_seat_sees_its_own() -> None:
    game = scene()
    real = the_cards(game)
    levels = [EVOLUTIONS[c].level for c in real.hand]
    assert sorted(levels) == [1, 1, 2]
    for seat in SEATS:
        known = known_cards(game.state, seat)
        assert known.survivor_pile == [UNKNOWN] * len(real.survivor_pile) == [UNKNOWN] * 13
        assert known.piles == {1: ["?1"] * 16, 2: ["?2"] * 11}
        assert known.hand == (real.hand if seat == 0 else [unknown_evolution(lv) for lv in levels])
        assert known.held == {s: real.held[s] if s == seat else [UNKNOWN] * len(real.held[s])
                              for s in (1, 2, 3)}
        assert known.dealt == {s: real.dealt[s] if s == seat else [UNKNOWN, UNKNOWN]
                               for s in (2, 3)}
        assert known.boxed == {1: real.boxed[1] if seat == 1 else UNKNOWN}
    # The public board is untouched, and so is the real state.
    assert redact(game.state, 2).extra["sa_board"] == the_board(game)
    assert len(real.held[1]) == 2 and UNKNOWN not in real.survivor_pile


def test_redacting_again_changes_nothing() -> None:
    real = the_cards(scene())
    for seat in SEATS:
        once = knowledge.redact(real, seat)
        assert knowledge.redact(once, seat) == once
        assert knowledge.redact(once, None) == knowledge.redact(real, None)


def swapped(state: GameState, seat: int | None) -> GameState:
    """A copy whose facts hidden from ``seat`` differ: the Survivor pile's order,
    other Hunted's face-down Survivors traded with pile cards, an Evolution of
    the hand (when ``seat`` is not the Creature) traded with one of its level in
    the pile, the piles' order, other Hunted's dealt and boxed Avatars traded with
    Avatars never dealt. Every count, level and public card stays."""
    other = copy_state(state)
    c: Cards = other.extra[CARDS]
    c.survivor_pile.reverse()
    for s, held in c.held.items():
        if s != seat and held:
            held[0], c.survivor_pile[0] = c.survivor_pile[0], held[0]
    if seat != 0:
        card = c.hand[0]
        pile = c.piles[EVOLUTIONS[card].level]
        c.hand[0], pile[0] = pile[0], card
    for pile in c.piles.values():
        pile.reverse()
    used = {*c.boxed.values(), *(a for d in c.dealt.values() for a in d),
            *other.extra["sa_board"].avatars.values()}
    spare = sorted(set(AVATARS) - used)
    for s in sorted(c.dealt):
        if s != seat:
            c.dealt[s] = sorted([spare.pop(), c.dealt[s][1]])
    for s in sorted(c.boxed):
        if s != seat:
            c.boxed[s] = spare.pop()
    assert check_invariants(other) == []
    return other


@pytest.mark.parametrize("seat", SEATS)
def test_games_differing_only_in_what_a_seat_cannot_see_redact_alike(seat: int | None) -> None:
    game = scene()
    other = swapped(game.state, seat)
    assert other.extra[CARDS] != game.state.extra[CARDS]
    assert redact(other, seat) == redact(game.state, seat)


def test_a_card_the_seat_sees_tells_the_games_apart() -> None:
    game = scene()
    other = copy_state(game.state)
    c: Cards = other.extra[CARDS]
    c.held[1][0], c.survivor_pile[0] = c.survivor_pile[0], c.held[1][0]
    assert redact(other, 1) != redact(game.state, 1)  # Ben knows his cards
    assert redact(other, 3) == redact(game.state, 3)
    other = copy_state(game.state)
    c = other.extra[CARDS]
    level_1 = next(i for i, e in enumerate(c.hand) if EVOLUTIONS[e].level == 1)
    c.hand[level_1], c.piles[1][0] = c.piles[1][0], c.hand[level_1]
    assert redact(other, 0) != redact(game.state, 0)  # the Creature knows its hand
    assert redact(other, 2) == redact(game.state, 2)
    other = copy_state(game.state)
    c = other.extra[CARDS]
    level_2 = next(i for i, e in enumerate(c.hand) if EVOLUTIONS[e].level == 2)
    c.hand[level_2], c.piles[1][0] = c.piles[1][0], c.hand[level_2]  # its level is public
    assert redact(other, 2) != redact(game.state, 2)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_imagining_depends_only_on_what_the_seat_knows(seat: int) -> None:
    game = scene()
    other = swapped(game.state, seat)
    one = determinize(redact(game.state, seat), seat, random.Random(7))
    two = determinize(redact(other, seat), seat, random.Random(7))
    three = determinize(game.state, seat, random.Random(7))
    assert one == two == three


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_imagined_games_are_legal_and_keep_what_the_seat_knows(seat: int) -> None:
    game = scene()
    real = the_cards(game)
    rng = random.Random(seat)
    held_by_dee: Counter[str] = Counter()
    boxed_by_ben: Counter[str] = Counter()
    for _ in range(40):
        imagined = Game(determinize(redact(game.state, seat), seat, rng))
        assert check_invariants(imagined.state) == []
        assert imagined.view(seat) == game.view(seat)
        c = the_cards(imagined)
        assert not any(knowledge.is_unknown(x) for x in (
            *c.survivor_pile, *c.hand, *c.boxed.values(),
            *(x for v in c.held.values() for x in v), *(x for v in c.piles.values() for x in v),
            *(x for v in c.dealt.values() for x in v)))
        assert [EVOLUTIONS[e].level for e in c.hand] == [EVOLUTIONS[e].level for e in real.hand]
        assert set(c.held[3]).isdisjoint(the_board(game).row)
        if seat == 0:
            assert c.hand == real.hand
        for s in (1, 2, 3):
            if s == seat:
                assert c.held[s] == real.held[s]
                assert c.dealt.get(s) == real.dealt.get(s) and c.boxed.get(s) == real.boxed.get(s)
        held_by_dee.update(c.held[3])
        boxed_by_ben.update(c.boxed.values())
        # The rebuilt Avatar choice of Cyd offers the Avatars imagined for her.
        keep = imagined.decision_for(2)
        assert keep is not None and keep.kind == setup.AVATAR_KEEP
        assert sorted(o.card for o in keep.options) == c.dealt[2]
    if seat != 3:  # a card nobody at this seat saw is imagined in many ways
        assert len(held_by_dee) > 5
    if seat != 1:
        assert len(boxed_by_ben) > 5


def test_cards_that_do_not_fit_the_box_cannot_be_imagined() -> None:
    game = scene()
    known = redact(game.state, 1)
    c: Cards = known.extra[CARDS]
    broken = replace(c, survivor_pile=[*c.survivor_pile, UNKNOWN])
    with pytest.raises(ValueError, match="Survivors"):
        imagine(broken, 1, random.Random(0), known)
    doubled = replace(c, held={**c.held, 2: [sorted(SURVIVORS)[0]] * 2})
    with pytest.raises(ValueError):
        imagine(doubled, 1, random.Random(0), known)
    too_many = replace(c, boxed={s: UNKNOWN for s in range(1, 12)})
    with pytest.raises(ValueError, match="Avatars"):
        imagine(too_many, 1, random.Random(0), known)
    game.state.extra[CARDS] = broken
    assert not can_determinize(game.state, 1)


def test_a_state_hiding_the_cards_whole_is_not_imagined() -> None:
    game = scene()
    known = redact(game.state, 1)
    known.extra[CARDS] = HIDDEN
    assert not can_determinize(known, 1)


def test_the_light_variant_has_nothing_to_imagine() -> None:
    game = new(5, "light", seed=4)
    answer(game, setup.VARIANT_PICK, game.pending[0].options[1])
    for seat in range(5):
        assert redact(game.state, seat).extra[CARDS] == Cards()
    play_until(game, pending_kind("explore"))
    for d in game.pending:
        imagined = determinize(redact(game.state, d.seat), d.seat, random.Random(d.seat))
        assert imagined.extra["sa_board"] == the_board(game)
        assert imagined.extra[CARDS] == Cards()
        assert Game(imagined).view(d.seat) == game.view(d.seat)


def test_the_creatures_phase_5_choice_is_rebuilt_from_its_imagined_hand() -> None:
    game = evolving()
    creature = game.pending[0]
    assert creature.kind == phase5.EVOLVE_LOOP and creature.private
    rng = random.Random(5)
    hunted = game.state.config.hunted_seats[0]
    for _ in range(10):
        imagined = Game(determinize(redact(game.state, hunted), hunted, rng))
        rebuilt = imagined.decision_for(creature.seat)
        assert rebuilt is not None and rebuilt.kind == phase5.EVOLVE_LOOP
        assert rebuilt.options == tuple(sorted(phase5.evolve_options(imagined)))
        develop = {o.card for o in rebuilt.options if o.verb is Verb.DEVELOP}
        assert develop <= set(the_cards(imagined).hand)
        assert check_invariants(imagined.state) == []
        d = rng.choice(rebuilt.options)
        imagined.apply(Action(creature.seat, d))  # and the imagined game goes on
        assert check_invariants(imagined.state) == []


def test_making_room_is_rebuilt_with_a_card_of_the_imagined_hand() -> None:
    game = evolving(seed=5)
    state = game.state
    b, c = the_board(game), the_cards(game)
    # Four developed cards (taken off the piles) and DNA to spare.
    for _ in range(4 - len(b.developed)):
        b.developed.append((c.piles[1].pop(), 0))
    b.dna = 10
    state.pending = []
    game.push((phase5.EVOLVE_LOOP,))
    game.run()
    card = c.hand[0]
    answer(game, phase5.EVOLVE_LOOP, Option(Verb.DEVELOP, card=card))
    room = game.pending[0]
    assert room.kind == phase5.MAKE_ROOM and room.ctx == (card,)
    assert check_invariants(state) == []
    seat = state.config.hunted_seats[-1]
    known = redact(state, seat)
    assert known.pending[0].ctx == ()
    imagined = Game(determinize(known, seat, random.Random(1)))
    rebuilt = imagined.pending[0]
    assert rebuilt.options == room.options  # the developed cards are public
    assert rebuilt.ctx[0] in the_cards(imagined).hand
    imagined.apply(Action(room.seat, rebuilt.options[0]))
    assert check_invariants(imagined.state) == []


@pytest.mark.parametrize("mode", ["full", "light"])
@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_every_seat_can_imagine_the_game_at_every_decision(mode: str, players: int) -> None:
    """The deciding seats always can (setup decisions included); while only
    Sanctuary's private choices are pending, every seat can. (While a base-game
    private choice is pending, other seats cannot: the base game rebuilds only
    Forbidden Zone's.)"""
    kinds = {setup.SETUP_DRAW, setup.AVATAR_KEEP, setup.VARIANT_PICK, phase5.CHOOSE,
             phase5.EVOLVE_LOOP, phase5.NEST}
    seen: Counter[str] = Counter()
    rng = random.Random(players)
    for seed in range(2):
        game = new(players, mode, seed=seed, creature=seed % players)
        for n in range(2000):
            if game.is_over:
                break
            sanctuary_only = all(d.kind in kinds for d in game.pending)
            for seat in range(players):
                deciding = game.decision_for(seat) is not None
                if not deciding and not sanctuary_only:
                    continue
                known = game.view(seat, knowledge=True).knowledge
                assert known is not None and can_determinize(known, seat), (seed, n, seat)
                if not deciding:
                    seen.update(d.kind for d in game.pending)
                if n % 11 == 0 and (not deciding or sanctuary_only):
                    imagined = Game(determinize(known, seat, rng))
                    assert imagined.view(seat) == game.view(seat)
                    assert all(d.options for d in imagined.pending)
            d = rng.choice(game.pending)
            game.apply(Action(d.seat, rng.choice(d.options)))
    if mode == "full":
        assert {setup.SETUP_DRAW, setup.AVATAR_KEEP, phase5.CHOOSE} <= set(seen), seen
    else:
        assert seen[setup.VARIANT_PICK]


def test_the_setup_choices_are_rebuilt_for_the_other_side() -> None:
    game = new(6, "full", seed=2)
    draw = game.pending[0]
    assert draw.kind == setup.SETUP_DRAW and draw.private
    imagined = Game(determinize(redact(game.state, 1), 1, random.Random(0)))
    assert imagined.pending[0].options == (Option(Verb.DRAW, n=1), Option(Verb.DRAW, n=2))
    play_until(game, pending_kind(setup.AVATAR_KEEP))
    imagined = Game(determinize(redact(game.state, 0), 0, random.Random(0)))
    keep = imagined.pending[0]
    assert keep.kind == setup.AVATAR_KEEP and len(keep.options) == 2
    assert sorted(o.card for o in keep.options) == the_cards(imagined).dealt[keep.seat]


def test_the_expert_bot_searches_sanctuary_positions_without_falling_back() -> None:
    game = new(3, "full", seed=2)
    bot = make_bot("expert", 1, playouts=2)
    assert isinstance(bot, ExpertBot)
    kinds: set[str] = set()
    for _ in range(12):  # the setup draws and Avatar keeps, then the first turn
        d = game.pending[0]
        kinds.add(d.kind)
        game.apply(Action(d.seat, decide(bot, game, d.seat)))
    assert {setup.SETUP_DRAW, setup.AVATAR_KEEP} <= kinds
    game = evolving(seed=4)
    d = game.pending[0]
    game.apply(Action(d.seat, decide(bot, game, d.seat)))
    assert bot.searched > 5 and bot.fell_back == 0


def test_a_field_notes_pick_is_imagined_with_the_hand_it_shows() -> None:
    """A Hunted choosing with Field Notes is looking at the Creature's Evolution
    hand: the games they imagine deal exactly that hand, so every option of their
    pick can be played in them (a search bot once tried to send an imagined card)."""
    notes = "sanctuary-survival-field-notes"
    for seed in range(200):
        game = new(4, "full", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = rng.choice(game.pending)
            play = next((o for o in d.options if o.verb is Verb.PLAY and o.card == notes), None)
            game.apply(Action(d.seat, play or rng.choice(d.options)))
            pick = game.pending[0] if game.pending else None
            if pick is not None and pick.kind == FIELD_NOTES_PICK:
                known = game.view(pick.seat, knowledge=True).knowledge
                assert known is not None
                for i in range(5):
                    imagined = Game(determinize(known, pick.seat, random.Random(i)))
                    assert sorted(imagined.state.extra[CARDS].hand) == sorted(
                        game.state.extra[CARDS].hand)
                    for option in pick.options:
                        Game(copy_state(imagined.state)).apply(Action(pick.seat, option))
                return
    raise AssertionError("no game reached a Field Notes pick")
