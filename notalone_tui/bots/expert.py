"""The expert bot: Monte Carlo search over imagined deals.

It never sees the real game: it asks for its view's knowledge
(:attr:`wants_knowledge`, the game as its seat may know it, every secret a
placeholder) and decides from that view alone. For each decision it imagines
the hidden cards many times (:func:`determinize` fills the placeholders from
the bot's own random stream), tries its options in the imagined games and
plays them out with standard bots, each handed its plain view of the imagined
game. The budget is a time limit per decision (default 1 s) and/or a number of
playouts.

The standard policy's own pick is the *anchor*: it is always searched, and the
expert departs from it only when another option proves better by more than one
standard error. Without that, a small budget spread over several candidates
picks almost at random among them, rare blunders included (giving up early,
say), and the expert played worse than the policy it searches with.

The two sides search differently:

* A Hunted samples its options with UCB1, a fresh imagined deal per playout, so
  the promising options get most of the budget (:func:`pick`).
* The Creature plays every candidate on the same imagined deal with the same
  random streams, round after round, and compares the candidates round by
  round (:meth:`ExpertBot._paired`, :func:`paired_pick`). It imagines the
  Hunted's face-down cards as the standard policy would guess them (its
  :meth:`StandardBot.place_odds`), not evenly: where a Hunted went is the one
  secret its token placements turn on, and the even guess undervalued them.
"""

from __future__ import annotations

import math
import time

from notalone_tui.engine import (
    CREATURE,
    HUNTED,
    Action,
    Game,
    GameState,
    GameView,
    Kind,
    Option,
    Verb,
)
from notalone_tui.engine.determinize import PlaceOdds, can_determinize, determinize
from notalone_tui.engine.knowledge import copy_state

from .base import Bot
from .standard import StandardBot


class ExpertBot(Bot):
    level = "expert"
    wants_knowledge = True

    def __init__(self, seed: int = 0, seconds: float = 1.0, playouts: int | None = None) -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.playouts = playouts
        self.fallback = StandardBot(seed + 1)
        self.rollout_bots = [StandardBot(seed * 7 + i) for i in range(8)]
        #: Decisions with a choice that were searched, and those the standard policy
        #: took instead because the position could not be imagined (no knowledge
        #: in the view, or state the sampler does not model): a rule set whose
        #: state is not declared public would show here, not fail silently.
        self.searched = 0
        self.fell_back = 0

    def choose(self, view: GameView) -> Option:
        """Searches when ``view`` carries its knowledge (and the sampler can model
        the position); otherwise plays the standard policy's pick."""
        started = time.perf_counter()
        decision = self.decision(view)
        options = decision.options
        assert options
        if len(options) == 1:
            return options[0]
        seat = view.viewer
        assert seat is not None
        known = view.knowledge
        if known is None or not can_determinize(known, seat):
            self.fell_back += 1
            return self.fallback.choose(view)
        self.searched += 1
        side = CREATURE if seat == view.creature_seat else HUNTED
        if decision.kind is Kind.CARD_WINDOW and not self._can_play(known, seat):
            return Option(Verb.PASS)
        anchor = self.fallback.choose(view)
        options = self._candidates(view, options)
        if anchor not in options:
            options = (anchor, *options)
        if len(options) == 1:
            return options[0]
        deadline = started + self.seconds
        if side == CREATURE:
            odds = self.fallback.place_odds(view)
            return options[self._paired(known, seat, options, options.index(anchor), odds,
                                        deadline)]
        wins = [0.0] * len(options)
        tries = [0] * len(options)
        total = 0
        limit = self.playouts if self.playouts is not None else 10**9
        slowest = 0.0  # the longest playout so far: the next may take as long
        while total < limit:
            if self.playouts is None:
                now = time.perf_counter()
                if now + slowest >= deadline:
                    break
            if total < len(options):
                i = total
            else:
                log_total = math.log(total)
                i = max(
                    range(len(options)),
                    key=lambda j: wins[j] / tries[j] + 0.7 * math.sqrt(log_total / tries[j]),
                )
            imagined = Game(determinize(known, seat, self.rng))
            imagined.apply(Action(seat, options[i]))
            wins[i] += self._playout(imagined) == side
            tries[i] += 1
            total += 1
            if self.playouts is None:
                slowest = max(slowest, time.perf_counter() - now)
        return options[pick(wins, tries, options.index(anchor))]

    def _paired(self, known: GameState, seat: int, options: tuple[Option, ...], anchor: int,
                odds: PlaceOdds, deadline: float) -> int:
        """The Creature's search: rounds in which every candidate is played on the
        same imagined deal, with the same engine draws and the same rollout bots'
        streams, so that two candidates' outcomes differ only through the choice.

        One Creature decides against several Hunted, and the Hunted's hidden
        places weigh on every one of its choices: independent samples per option
        left most differences in the noise of the deals, and a small budget then
        picked almost at random. Paired rounds measure the difference itself
        (:func:`paired_pick`). Under a playout budget the rounds share it
        (at least one round); under a time budget rounds run until the next one
        would pass the deadline."""
        rounds: list[list[bool]] = []
        count = max(1, (self.playouts or 0) // len(options))
        slowest = 0.0
        while True:
            if self.playouts is not None:
                if len(rounds) >= count:
                    break
            else:
                now = time.perf_counter()
                if now + slowest >= deadline:
                    break
            deal = determinize(known, seat, self.rng, odds)
            streams = self.rng.getrandbits(32)
            outcome = []
            for option in options:
                imagined = Game(copy_state(deal))
                imagined.apply(Action(seat, option))
                bots = [StandardBot(streams + i) for i in range(len(self.rollout_bots))]
                outcome.append(self._playout(imagined, bots) == CREATURE)
            rounds.append(outcome)
            if self.playouts is None:
                slowest = max(slowest, time.perf_counter() - now)
        return paired_pick(rounds, anchor)

    def _candidates(self, view: GameView, options: tuple[Option, ...]) -> tuple[Option, ...]:
        """The options worth searching: those the standard policy would pick in a
        few tries (its judgement prunes long lists such as 30 token placements)."""
        if len(options) <= self.width:
            return options
        picks = {self.fallback.choose(view) for _ in range(3 * self.width)}
        if self.decision(view).kind is Kind.HUNT and len(picks) < self.width:
            values = self.fallback.token_values(view, options)
            for o in sorted(values, key=lambda o: -values[o]):
                if len(picks) >= self.width:
                    break
                picks.add(o)
        return tuple(o for o in options if o in picks)

    width = 6

    def _can_play(self, known: GameState, seat: int) -> bool:
        """Whether opening the hand in this window would offer a card to play.

        Windows are offered to everyone (their shape must not betray hands), so
        most are empty for this seat; searching them would waste the budget. The
        answer depends only on this seat's own hand, so a single imagined deal tells.
        """
        imagined = Game(determinize(known, seat, self.rng))
        imagined.apply(Action(seat, Option(Verb.OPEN_HAND)))
        pick = imagined.state.pending[0] if imagined.state.pending else None
        return pick is not None and pick.seat == seat and any(
            o.verb is Verb.PLAY for o in pick.options
        )

    def _playout(self, game: Game, bots: list[StandardBot] | None = None) -> str | None:
        return playout(game, bots or self.rollout_bots)


def playout(game: Game, bots: list[StandardBot]) -> str | None:
    """Play ``game`` (an imagined one) to its end with ``bots`` (seat ``s`` plays
    ``bots[s % len(bots)]``, each handed its plain view) and return the winning
    side, or None if it has not ended within 5000 decisions. The expert's
    searches score their options with it; the post-game analysis
    (:mod:`notalone_tui.analysis`) scores whole positions with it."""
    state = game.state
    for _ in range(5000):
        if state.winner is not None:
            break
        d = state.pending[0]
        if len(d.options) == 1:
            game.apply(Action(d.seat, d.options[0]))
            continue
        game.apply(Action(d.seat, bots[d.seat % len(bots)].choose(game.view(d.seat))))
    return state.winner


def smoothed(wins: float, tries: int) -> float:
    """The win rate with one imagined win and one imagined loss added, so that
    options tried once or never are neither certain winners nor certain losers."""
    return (wins + 1) / (tries + 2)


def pick(wins: list[float], tries: list[int], anchor: int, margin: float = 1.0) -> int:
    """The index to play after a search: the best smoothed win rate, but only if
    it beats the anchor's by more than ``margin`` combined standard errors."""
    best = max(range(len(wins)), key=lambda j: (smoothed(wins[j], tries[j]), j == anchor))
    if best == anchor:
        return anchor
    p_best = smoothed(wins[best], tries[best])
    p_anchor = smoothed(wins[anchor], tries[anchor])
    error = math.sqrt(
        p_best * (1 - p_best) / (tries[best] + 2) + p_anchor * (1 - p_anchor) / (tries[anchor] + 2)
    )
    return best if p_best - p_anchor > margin * error else anchor


def paired_pick(rounds: list[list[bool]], anchor: int, margin: float = 1.0) -> int:
    """The index to play after paired rounds (``rounds[r][i]``: whether option
    ``i`` won round ``r``): the option that won most rounds, but only if, against
    the anchor, the rounds it won and the anchor lost outnumber the reverse by
    more than ``margin`` standard errors of that difference (a sign test: rounds
    both won or both lost say nothing about which is better)."""
    if not rounds:
        return anchor
    totals = [sum(r[i] for r in rounds) for i in range(len(rounds[0]))]
    best = max(range(len(totals)), key=lambda i: (totals[i], i == anchor, -i))
    if best == anchor:
        return anchor
    ahead = sum(r[best] and not r[anchor] for r in rounds)
    behind = sum(r[anchor] and not r[best] for r in rounds)
    return best if ahead - behind > margin * math.sqrt(ahead + behind) else anchor
