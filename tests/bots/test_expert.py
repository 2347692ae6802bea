"""The expert bot's search imagines hidden cards without ever using the real ones:
it is handed its seat's view (with the game as the seat may know it) and never
the game."""

from __future__ import annotations

import copy
import random
from typing import Any

from notalone_tui.bots import ExpertBot, decide, make_bot
from notalone_tui.bots.expert import paired_pick, pick, smoothed
from notalone_tui.bots.standard import StandardBot
from notalone_tui.engine import Action, Game, GameConfig, Kind
from notalone_tui.engine.determinize import can_determinize, determinize
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.knowledge import redact

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve")


def game_at(kind: Kind, seat: int, seed: int = 4) -> Game:
    """A 5-player game (Creature at 0) played with standard bots until ``seat``
    faces a ``kind`` decision."""
    for attempt in range(seed, seed + 30):
        game = Game.new(GameConfig(names=NAMES), attempt)
        bot = make_bot("standard", attempt)
        while not game.is_over:
            d = game.pending[0]
            if (d.kind is kind and d.seat == seat and game.state.turn.number > 1
                    and can_determinize(game.state, seat)):
                return game
            game.apply(Action(d.seat, bot.choose(game.view(d.seat))))
    raise AssertionError(f"no {kind} for seat {seat}")


def with_secrets_shuffled(game: Game, seat: int) -> Game:
    """The same game as ``seat`` knows it, with every secret hidden from it changed."""
    other = Game(copy.deepcopy(game.state))
    st = other.state
    others = [s for s in st.hunted if s != seat]
    # Swap Survival hands between other Hunted (and the deck), reorder decks.
    pool = st.survival_deck + [c for s in others for c in st.hunted[s].survival]
    rng = random.Random(99)
    rng.shuffle(pool)
    for s in others:
        n = len(st.hunted[s].survival)
        st.hunted[s].survival, pool = pool[:n], pool[n:]
    st.survival_deck = pool
    if seat != st.creature.seat:
        hunt = st.hunt_deck + st.creature.hand
        rng.shuffle(hunt)
        n = len(st.creature.hand)
        st.creature.hand, st.hunt_deck = hunt[:n], hunt[n:]
    else:
        rng.shuffle(st.hunt_deck)
    # Change which owned cards lie face down (before the reveal).
    if not st.turn.revealed:
        for s in others:
            h = st.hunted[s]
            swappable = [c for c in h.hand if c not in st.turn.force_field]
            if h.played and swappable:
                h.played[0], h.hand[h.hand.index(swappable[0])] = swappable[0], h.played[0]
                h.hand.sort()
    st.seed += 12345
    return other


CASES = ((Kind.HUNT, 0), (Kind.EXPLORE, 3), (Kind.CARD_WINDOW, 2), (Kind.RESOLVE, 4))


def test_imagined_games_never_depend_on_the_hidden_truth() -> None:
    for kind, seat in CASES:
        game = game_at(kind, seat)
        other = with_secrets_shuffled(game, seat)
        assert other.state != game.state  # the secrets really differ...
        known = game.view(seat, knowledge=True).knowledge
        assert known is not None
        assert other.view(seat, knowledge=True).knowledge == known  # ...not what it knows
        for seed in range(5):
            a = determinize(known, seat, random.Random(seed))
            b = determinize(redact(other, seat), seat, random.Random(seed))
            assert a == b  # ...so what the seat imagines is identical


def test_the_expert_decides_alike_whatever_the_hidden_truth() -> None:
    """Same view, same knowledge, same seed: the same choice, however the
    secrets it cannot see lie."""
    for kind, seat in CASES:
        game = game_at(kind, seat)
        other = with_secrets_shuffled(game, seat)
        assert other.view(seat) == game.view(seat)
        for seed in range(2):
            mine = ExpertBot(seed, playouts=12).choose(game.view(seat, knowledge=True))
            theirs = ExpertBot(seed, playouts=12).choose(other.view(seat, knowledge=True))
            assert mine == theirs, (kind, seed)


def test_imagined_games_keep_what_the_seat_knows_and_stay_legal() -> None:
    game = game_at(Kind.HUNT, 0)
    known = game.view(0, knowledge=True).knowledge
    assert known is not None
    imagined = determinize(known, 0, random.Random(1))
    assert imagined.creature.hand == game.state.creature.hand
    for seat, h in game.state.hunted.items():
        mine = imagined.hunted[seat]
        assert len(mine.survival) == len(h.survival)
        assert sorted(mine.hand + mine.played) == sorted(h.hand + h.played)
        assert mine.discard == h.discard
    assert check_invariants(imagined) == []
    assert imagined.pending == game.state.pending


def test_expert_plays_legal_games_in_every_role() -> None:
    for creature_level, hunted_level in (("expert", "standard"), ("standard", "expert")):
        game = Game.new(GameConfig(names=NAMES[:3]), 2)
        bots = {s: make_bot(creature_level if s == 0 else hunted_level, s, playouts=6)
                for s in range(3)}
        while not game.is_over:
            d = game.pending[0]
            game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))
        assert game.is_over


def test_expert_without_knowledge_falls_back_to_the_standard_policy() -> None:
    game = game_at(Kind.HUNT, 0)
    view = game.view(0)
    assert view.knowledge is None
    for seed in range(4):
        option = ExpertBot(seed, playouts=4).choose(view)
        assert option == StandardBot(seed + 1).choose(view)
        assert option in game.pending[0].options


def test_a_search_that_cannot_tell_keeps_the_standard_policy_s_pick() -> None:
    """Two playouts prove nothing, so the expert must play what the standard
    policy would (its anchor) rather than a near-random candidate."""
    for kind, seat in CASES:
        game = game_at(kind, seat)
        view = game.view(seat, knowledge=True)
        for seed in range(6):
            expected = StandardBot(seed + 1).choose(view)
            assert ExpertBot(seed, playouts=2).choose(view) == expected, (kind, seed)


def test_pick_departs_from_the_anchor_only_on_clear_evidence() -> None:
    assert pick([0, 1, 1], [1, 1, 1], anchor=0) == 0  # one try each: noise
    assert pick([3, 5], [10, 10], anchor=0) == 0  # within one standard error
    assert pick([2, 18], [20, 20], anchor=0) == 1  # far beyond it
    assert pick([5, 5, 5], [10, 10, 10], anchor=2) == 2  # ties go to the anchor
    assert pick([0, 0], [0, 0], anchor=1) == 1  # nothing tried at all
    assert pick([2, 18], [20, 20], anchor=0, margin=10) == 0


def test_smoothed_rates_stay_strictly_between_zero_and_one() -> None:
    assert smoothed(0, 0) == 0.5
    assert 0 < smoothed(0, 50) < smoothed(50, 50) < 1


class RecordingExpert(ExpertBot):
    """An expert that notes the rule set and the characters of every playout."""

    def __init__(self, seed: int, playouts: int) -> None:
        super().__init__(seed, playouts=playouts)
        self.imagined: list[tuple[str, tuple[tuple[int, str], ...]]] = []

    def _playout(self, game: Game, bots: list[StandardBot] | None = None) -> str | None:
        dealt = game.state.extra["sheets_characters"]
        self.imagined.append((game.rules.id, tuple(sorted(dealt.items()))))
        return super()._playout(game, bots)


def test_expert_plays_a_sheets_game_to_the_end_through_sheets_playouts() -> None:
    """With the character sheets on, every expert seat searches every choice
    (none falls back to the standard policy) and every playout is played with
    the sheets' rule set and the real characters."""
    game = Game.new(GameConfig(names=NAMES[:4], creature_seat=1, sheets=True), 21)
    bots = {s: RecordingExpert(s, playouts=1) for s in range(4)}
    while not game.is_over:
        d = game.pending[0]
        game.apply(Action(d.seat, decide(bots[d.seat], game, d.seat)))
    characters = tuple(sorted(game.state.extra["sheets_characters"].items()))
    assert game.state.winner is not None
    assert all(bot.fell_back == 0 for bot in bots.values())
    assert sum(bot.searched for bot in bots.values()) > 20
    played = {p for bot in bots.values() for p in bot.imagined}
    assert played == {("base+sheets", characters)}


def test_imagined_face_down_cards_follow_the_odds_handed_in() -> None:
    """The Creature's search deals each Hunted's face-down card in proportion to
    its belief (never to a card that cannot be there), and evenly without one."""
    game = game_at(Kind.HUNT, 0)
    known = game.view(0, knowledge=True).knowledge
    assert known is not None
    seat = next(s for s, h in game.state.hunted.items()
                if len(h.played) == 1 and len(h.hand) >= 2)
    possible = sorted(game.state.hunted[seat].hand + game.state.hunted[seat].played)
    favourite, other = possible[0], possible[1]
    odds = {seat: {favourite: 9.0, other: 1.0}}
    rng = random.Random(3)
    laid = [determinize(known, 0, rng, odds).hunted[seat].played[0] for _ in range(400)]
    assert set(laid) <= {favourite, other}
    assert 320 <= laid.count(favourite) <= 390  # 90% expected
    even = [determinize(known, 0, rng).hunted[seat].played[0] for _ in range(400)]
    assert set(even) == set(possible)
    # With no weight on any possible card, the deal is even again rather than impossible.
    nowhere = [determinize(known, 0, rng, {seat: {99: 1.0}}).hunted[seat].played[0]
               for _ in range(200)]
    assert set(nowhere) == set(possible)


def test_the_standard_policy_s_odds_cover_the_hidden_hunted_only() -> None:
    game = game_at(Kind.HUNT, 0)
    view = game.view(0)
    odds = StandardBot(0).place_odds(view)
    assert set(odds) == {hv.seat for hv in view.hunted if not hv.revealed}
    for hv in view.hunted:
        if hv.seat in odds:
            assert abs(sum(odds[hv.seat].values()) - 1) < 1e-9
            assert set(odds[hv.seat]) <= set(hv.owned)
    hunted = game.view(2)
    assert 2 not in StandardBot(0).place_odds(hunted)


def test_the_creature_searches_the_best_valued_token_placements() -> None:
    """The standard policy nearly always lays its first token in the same spot, so
    sampling it gives one candidate; the search also tries the next best ones."""
    game = game_at(Kind.HUNT, 0)
    view = game.view(0, knowledge=True)
    options = game.pending[0].options
    bot = ExpertBot(0, playouts=4)
    shortlist = bot._candidates(view, options)
    values = bot.fallback.token_values(view, options)
    assert len(options) > bot.width
    assert len(shortlist) == bot.width
    best = sorted(values, key=lambda o: -values[o])[:2]
    assert set(best) <= set(shortlist)


def test_paired_pick_weighs_only_the_rounds_where_the_options_differ() -> None:
    won, lost = True, False
    assert paired_pick([], anchor=1) == 1  # no round at all
    # Rounds both won or both lost say nothing: 2 rounds ahead, 0 behind, is > 1 error.
    both = [[won, won], [lost, lost]] * 10
    assert paired_pick(both + [[lost, won]] * 2, anchor=0) == 1
    # One round ahead is within one standard error.
    assert paired_pick(both + [[lost, won]], anchor=0) == 0
    # Ahead 4, behind 2: 2 is not more than sqrt(6).
    assert paired_pick([[lost, won]] * 4 + [[won, lost]] * 2, anchor=0) == 0
    assert paired_pick([[lost, won]] * 6 + [[won, lost]], anchor=0) == 1
    # The option that won most rounds is the one weighed against the anchor.
    three = [[lost, won, won]] * 3 + [[lost, lost, won]] * 3
    assert paired_pick(three, anchor=0) == 2
    assert paired_pick(three, anchor=0, margin=10) == 0
    # Ties go to the anchor.
    assert paired_pick([[won, won, lost]] * 5, anchor=1) == 1


class PairedRecorder(ExpertBot):
    """An expert that notes, for every playout, the imagined game it starts from
    (with the Creature's option applied) and the first draw of each rollout bot."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # ExpertBot's own
        super().__init__(*args, **kwargs)
        self.seen: list[tuple[object, ...]] = []

    def _playout(self, game: Game, bots: list[StandardBot] | None = None) -> str | None:
        state = game.state
        hidden = tuple((h.seat, tuple(h.played), tuple(h.hand), tuple(h.survival))
                       for h in state.hunted.values())
        streams = tuple(copy.deepcopy(b.rng).random() for b in bots or ())
        self.seen.append((state.seed, state.rng_draws, hidden, tuple(state.hunt_deck),
                          streams))
        return super()._playout(game, bots)


def test_the_creature_plays_every_candidate_on_the_same_deal_and_streams() -> None:
    """Each round imagines one deal and one set of rollout streams and plays every
    candidate on it; the next round imagines afresh. The playout budget is shared
    among the candidates: 24 playouts over 6 candidates are 4 rounds."""
    game = game_at(Kind.HUNT, 0)
    view = game.view(0, knowledge=True)
    bot = PairedRecorder(0, playouts=24)
    option = bot.choose(view)
    assert option in game.pending[0].options
    candidates = len(bot._candidates(view, game.pending[0].options))
    assert candidates == bot.width
    assert len(bot.seen) == 24
    rounds = [bot.seen[i:i + candidates] for i in range(0, 24, candidates)]
    for one in rounds:
        # The Hunted's imagined cards and the rollout streams are shared; the
        # engine's draws may differ only through what the option itself drew.
        assert len({(seen[0], seen[2], seen[4]) for seen in one}) == 1
    assert len({(one[0][0], one[0][2]) for one in rounds}) == len(rounds)


def test_the_creature_s_search_runs_rounds_under_a_time_budget_too() -> None:
    """The app's expert has a time limit, not a playout budget: it runs whole
    rounds, every candidate in each, until the next round would pass the limit."""
    game = game_at(Kind.HUNT, 0)
    view = game.view(0, knowledge=True)
    bot = PairedRecorder(0, seconds=0.5)
    assert bot.choose(view) in game.pending[0].options
    candidates = len(bot._candidates(view, game.pending[0].options))
    assert bot.seen and len(bot.seen) % candidates == 0
    assert len({seen[2] for seen in bot.seen}) == len(bot.seen) // candidates


def test_the_hunted_s_search_is_not_paired() -> None:
    """A Hunted still imagines a fresh deal for every playout (UCB1 over options)."""
    game = game_at(Kind.EXPLORE, 3)
    view = game.view(3, knowledge=True)
    bot = PairedRecorder(0, playouts=12)
    bot.choose(view)
    assert len(bot.seen) == 12
    assert all(seen[4] == () for seen in bot.seen)  # its own persistent rollout bots
