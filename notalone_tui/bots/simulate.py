"""Headless bot-versus-bot games and their statistics, for balance questions.

Games are independent and seeded (game i uses seed ``seed + i``), so a run
splits cleanly over worker processes and repeats exactly. With ``sheets`` the
games are played with the character sheets (characters dealt from each game's
seed), and each game reports how often every ability in play triggered: the
sheets module counts each trigger in the game's statistics under the
ability's id (``Game.stat``), the same count its coverage test reads.

With ``ruleset="frozen-lands"`` the games are played in Frozen Lands (4 players
or more), and each game reports its Contamination figures: tokens taken and
discarded, the team's Holds, and at the end the tokens still held and, once
turned up, how many showed the icon. No face is ever reported before the
end-of-game reveal, and only as totals.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from notalone_tui.engine import CREATURE, Action, Game, GameConfig
from notalone_tui.engine.config import BASE, FROZEN_LANDS
from notalone_tui.engine.messages import CardRef, Msg, PlaceRef, TrackRef
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.sheets import abilities as sheets

from . import LEVELS, decide, make_bot

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")


@dataclass(frozen=True)
class SimConfig:
    players: int = 4
    games: int = 100
    creature: str = "standard"
    hunted: str = "standard"
    seed: int = 0
    side: int | None = None  # None: alternate sides 1 and 2
    #: Play with the Remastered character sheets.
    sheets: bool = False
    #: The mode: ``"base"`` or ``"frozen-lands"``.
    ruleset: str = BASE
    jobs: int = 1
    expert_seconds: float = 1.0
    expert_playouts: int | None = None
    #: Per-role playouts for an expert seat, overriding ``expert_playouts``: a
    #: Creature decides for one seat and can afford more than three Hunted.
    creature_playouts: int | None = None
    hunted_playouts: int | None = None

    def playouts(self, creature: bool) -> int | None:
        own = self.creature_playouts if creature else self.hunted_playouts
        return own if own is not None else self.expert_playouts


@dataclass(frozen=True)
class GameResult:
    seed: int
    side: int
    winner: str
    turns: int
    reason: str
    cards: dict[str, int]
    #: With the sheets: the abilities in play (the Hunted's characters, the
    #: Creature's abilities) and how often each triggered, zeros included.
    abilities: dict[str, int] = field(default_factory=dict)
    #: In Frozen Lands: :data:`CONTAMINATION` figures (end-of-game totals only).
    contamination: dict[str, int] = field(default_factory=dict)


#: The Contamination figures of a Frozen Lands game: tokens taken and discarded,
#: the team's Holds, the tokens held at the end, and of those the icons turned
#: up (0 unless the end revealed them), and whether the reveal lost the game.
CONTAMINATION = ("taken", "discarded", "holds", "held_at_end", "infected_at_end",
                 "contaminated_ending")


def contamination_counts(game: Game) -> dict[str, int]:
    """A finished Frozen Lands game's :data:`CONTAMINATION` figures (empty in another mode)."""
    state = game.state
    if contamination.KEY not in state.extra:
        return {}
    stats = state.stats
    faces = contamination.revealed(state)
    end = state.end_reason
    return {
        "taken": stats.get("contamination_taken", 0),
        "discarded": stats.get("contamination_discarded", 0),
        "holds": stats.get("fl_hold", 0),
        "held_at_end": contamination.held_total(state),
        "infected_at_end": sum(f == contamination.INFECTED for fs in faces.values() for f in fs),
        "contaminated_ending": int(end is not None and end.id == CONTAMINATED),
    }


#: The end message of a game the reveal lost (Frozen Lands).
CONTAMINATED = "fl.end.contaminated"


def win_condition(reason: Msg) -> str:
    """How a game ended, named by keys (the same in every language): the track
    whose counter got there and why, without seat names, so that games count
    together ("assimilation: gave up", "rescue: survival-amplifier")."""
    track = reason.args.get("track")
    why = reason.args.get("why", reason.args.get("place"))
    if isinstance(why, Msg):
        cause = why.id.rsplit(".", 1)[-1].replace("_", " ")
    elif isinstance(why, CardRef):
        cause = why.id
    elif isinstance(why, PlaceRef):
        cause = f"place {why.number}"
    else:
        cause = reason.id
    if isinstance(track, TrackRef):
        head = track.id
    elif reason.id.startswith("fl.end."):
        head = f"rescue ({reason.id.removeprefix('fl.end.')})"  # Frozen Lands' reveal
    else:
        head = "end"
    return f"{head}: {cause}"


def play_one(config: SimConfig, index: int) -> GameResult:
    seed = config.seed + index
    side = config.side or 1 + index % 2
    names = NAMES[: config.players]
    creature_seat = index % config.players
    game = Game.new(GameConfig(names=names, creature_seat=creature_seat, board_side=side,
                               ruleset=config.ruleset, sheets=config.sheets), seed)
    bots = {
        s: make_bot(config.creature if s == creature_seat else config.hunted, seed * 101 + s,
                    seconds=config.expert_seconds, playouts=config.playouts(s == creature_seat))
        for s in range(config.players)
    }
    state = game.state
    while state.winner is None:
        decision = state.pending[0]
        option = decide(bots[decision.seat], game, decision.seat)
        game.apply(Action(decision.seat, option))
    rules = game.rules
    cards = {
        k: v for k, v in state.stats.items() if k in rules.hunt_cards or k in rules.survival_cards
    }
    assert state.end_reason is not None
    return GameResult(seed, side, state.winner, state.turn.number,
                      win_condition(state.end_reason),
                      cards, ability_counts(game), contamination_counts(game))


def in_play(game: Game) -> tuple[str, ...]:
    """The sheets' abilities that can trigger in ``game`` (none without the sheets)."""
    dealt = sheets.characters_of(game.state)
    if not dealt:
        return ()
    return (*sorted(dealt.values()), *sheets.creature_abilities(game.state.config.players))


def ability_counts(game: Game) -> dict[str, int]:
    """How often each ability in play triggered in ``game`` (0 if never)."""
    stats = game.state.stats
    return {ability: stats.get(ability, 0) for ability in in_play(game)}


def _play_chunk(args: tuple[SimConfig, list[int]]) -> list[GameResult]:
    config, indexes = args
    return [play_one(config, i) for i in indexes]


def run(config: SimConfig, progress: Callable[[int], None] | None = None) -> list[GameResult]:
    """Play every game; ``progress`` is called with the number of games just finished."""
    results: list[GameResult] = []
    if config.jobs <= 1:
        for i in range(config.games):
            results.append(play_one(config, i))
            if progress:
                progress(1)
        return results
    chunks = [list(range(i, min(i + 10, config.games))) for i in range(0, config.games, 10)]
    with ProcessPoolExecutor(max_workers=config.jobs) as pool:
        for chunk in pool.map(_play_chunk, [(config, c) for c in chunks]):
            results.extend(chunk)
            if progress:
                progress(len(chunk))
    return sorted(results, key=lambda r: r.seed)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Summary:
    config: SimConfig
    games: int
    creature_wins: int
    turns_mean: float
    turns_sd: float
    turns_min: int
    turns_max: int
    cards: dict[str, int] = field(default_factory=dict)
    conditions: dict[str, int] = field(default_factory=dict)
    #: With the sheets: triggers of each ability over all games, and the number
    #: of games it was in play (a character is dealt to some games only).
    abilities: dict[str, int] = field(default_factory=dict)
    ability_games: dict[str, int] = field(default_factory=dict)
    #: In Frozen Lands: each :data:`CONTAMINATION` figure summed over all games.
    contamination: dict[str, int] = field(default_factory=dict)

    def ability_rates(self) -> list[tuple[str, int, int, float, float]]:
        """``(ability, triggers, games in play, per game, per game in play)``, in
        the sheets' order: the characters, then the Creature's abilities."""
        order = (*sheets.CHARACTERS, *sheets.CREATURE_ABILITIES)
        return [
            (a, self.abilities[a], self.ability_games[a],
             self.abilities[a] / max(1, self.games),
             self.abilities[a] / max(1, self.ability_games[a]))
            for a in order if a in self.ability_games
        ]

    @property
    def hunted_wins(self) -> int:
        return self.games - self.creature_wins

    def rate(self, side: str) -> tuple[float, float, float]:
        wins = self.creature_wins if side == CREATURE else self.hunted_wins
        low, high = wilson(wins, self.games)
        return (wins / self.games if self.games else 0.0, low, high)

    def to_json(self) -> dict[str, Any]:
        c, c_lo, c_hi = self.rate(CREATURE)
        h, h_lo, h_hi = self.rate("hunted")
        return {
            "players": self.config.players,
            "games": self.games,
            "creature_level": self.config.creature,
            "hunted_level": self.config.hunted,
            "seed": self.config.seed,
            "side": self.config.side or "alternating",
            "mode": self.config.ruleset,
            "creature_win_rate": c,
            "creature_win_ci95": [c_lo, c_hi],
            "hunted_win_rate": h,
            "hunted_win_ci95": [h_lo, h_hi],
            "expert_budget": {
                "seconds": self.config.expert_seconds,
                "creature_playouts": self.config.playouts(True),
                "hunted_playouts": self.config.playouts(False),
            },
            "turns": {"mean": self.turns_mean, "sd": self.turns_sd,
                      "min": self.turns_min, "max": self.turns_max},
            "cards_played": dict(sorted(self.cards.items())),
            "win_conditions": dict(sorted(self.conditions.items())),
            **({"sheets": True, "abilities": {
                a: {"triggers": n, "games_in_play": g, "per_game": per, "per_game_in_play": own}
                for a, n, g, per, own in self.ability_rates()
            }} if self.config.sheets else {}),
            **({"contamination": {
                **self.contamination,
                "per_game": {k: v / max(1, self.games) for k, v in self.contamination.items()},
            }} if self.config.ruleset == FROZEN_LANDS else {}),
        }


def parse_levels(text: str) -> tuple[str, ...]:
    """``"random,standard"`` -> the levels, in order, each once; ValueError names
    the first unknown one."""
    levels = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not levels:
        raise ValueError("name at least one level")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS)})")
    return levels


def pairings(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Every (Creature level, Hunted level) pairing, row by row."""
    return [(creature, hunted) for creature in levels for hunted in levels]


def summarise(config: SimConfig, results: list[GameResult]) -> Summary:
    turns = [r.turns for r in results]
    cards: Counter[str] = Counter()
    triggered: Counter[str] = Counter()
    games_in_play: Counter[str] = Counter()
    tokens: Counter[str] = Counter()
    for r in results:
        cards.update(r.cards)
        tokens.update(r.contamination)
        triggered.update(r.abilities)
        games_in_play.update(r.abilities.keys())
    return Summary(
        config=config,
        games=len(results),
        creature_wins=sum(r.winner == CREATURE for r in results),
        turns_mean=statistics.fmean(turns) if turns else 0.0,
        turns_sd=statistics.pstdev(turns) if len(turns) > 1 else 0.0,
        turns_min=min(turns, default=0),
        turns_max=max(turns, default=0),
        cards=dict(cards),
        conditions=dict(Counter(r.reason for r in results)),
        abilities=dict(triggered),
        ability_games=dict(games_in_play),
        contamination={k: tokens[k] for k in CONTAMINATION} if config.ruleset == FROZEN_LANDS
        else {},
    )


def iter_levels(levels: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    for creature in levels:
        for hunted in levels:
            yield creature, hunted
