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

With ``ruleset="sanctuary"`` the games are played with the Sanctuary expansion
(``GameConfig(sanctuary="full")``, 2-7 players) and each game reports its
Sanctuary figures (:data:`SANCTUARY_FIGURES`): whether the Defense counter won
it, how far that counter got, the rescues, fortifications and shelters, what
the Creature did in Phase 5 and the Evolution cards it developed and lost.
``ruleset="sanctuary-variant"`` plays the light variant (``sanctuary="light"``:
the base game with one Avatar per Hunted and one Evolution), whose figures are
the Avatars' and the Evolution's uses. Every figure is public: counted from
the game's statistics, its public log and the public board.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from notalone_tui.engine import CREATURE, Action, Game, GameConfig
from notalone_tui.engine.config import BASE
from notalone_tui.engine.messages import CardRef, Msg, PlaceRef, TrackRef
from notalone_tui.engine.rulesets.frozen_lands import RULESET_ID as FROZEN_LANDS
from notalone_tui.engine.rulesets.frozen_lands import contamination
from notalone_tui.engine.rulesets.sanctuary import defense as sa_defense
from notalone_tui.engine.rulesets.sanctuary.cards import AVATARS, EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.state import board as sa_board
from notalone_tui.engine.rulesets.sanctuary.state import full as sa_full
from notalone_tui.engine.rulesets.sanctuary.state import in_play as sa_in_play
from notalone_tui.engine.rulesets.sheets import abilities as sheets

from . import LEVELS, decide, make_bot

if TYPE_CHECKING:
    from .results import ResultStore

NAMES = ("Ada", "Ben", "Cyd", "Dee", "Eve", "Fox", "Gus")

#: The modes ``simulate`` plays: the base game, Frozen Lands, and the Sanctuary
#: expansion in full and as the base game's light variant.
SANCTUARY = "sanctuary"
SANCTUARY_VARIANT = "sanctuary-variant"
MODES: tuple[str, ...] = (BASE, FROZEN_LANDS, SANCTUARY, SANCTUARY_VARIANT)
#: The fewest players each mode is played with (all are played by up to 7).
MIN_PLAYERS = {BASE: 2, FROZEN_LANDS: 4, SANCTUARY: 2, SANCTUARY_VARIANT: 2}


def rules_id(mode: str) -> str:
    """The rule set a mode plays (its cards' names), without the sheets."""
    players = MIN_PLAYERS.get(mode, 2)
    return game_config(mode, NAMES[:players], 0, 1, False).rules_id


def game_config(mode: str, names: tuple[str, ...], creature_seat: int, side: int,
                sheets: bool) -> GameConfig:
    """The setup of one game of ``mode`` (the Sanctuary modes are the base game's
    places with ``sanctuary`` set)."""
    if mode in (SANCTUARY, SANCTUARY_VARIANT):
        form = "full" if mode == SANCTUARY else "light"
        return GameConfig(names=names, creature_seat=creature_seat, board_side=side,
                          ruleset=BASE, sanctuary=form, sheets=sheets)
    return GameConfig(names=names, creature_seat=creature_seat, board_side=side,
                      ruleset=mode, sheets=sheets)


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
    #: The mode: one of :data:`MODES` (``"base"``, ``"frozen-lands"``,
    #: ``"sanctuary"``, ``"sanctuary-variant"``).
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
    #: With Sanctuary (full or light): :data:`SANCTUARY_FIGURES` or
    #: :data:`VARIANT_FIGURES`, public counts only.
    sanctuary: dict[str, int] = field(default_factory=dict)


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

#: The Sanctuary figures of a full game: won by the Defense counter (0 or 1),
#: the spaces it moved forward from its start and the printed space it ended
#: on, its bonus spaces reached; rescues, fortifications and shelters (a
#: fortification or an Ark that discarded the Survivor cards); Phase 5's
#: evolving and nesting; Evolution cards developed, their abilities used, and
#: the developed cards the Hunted discarded (the Monolith, Acid Flask, the
#: bonus); DNA the Hunted took from the Creature.
SANCTUARY_FIGURES = ("defense_win", "defense_moved", "defense_space", "bonuses", "rescues",
                     "fortifications", "shelters", "evolves", "nests", "developed",
                     "evolution_uses", "evolutions_lost", "dna_lost")
#: The light variant's figures: the uses of the Avatars and of the Evolution.
VARIANT_FIGURES = ("avatar_uses", "evolution_uses")


def _log_counts(game: Game) -> Counter[str]:
    """The public log's message ids, counted."""
    return Counter(event.public.id for event in game.state.log)


def _number(arg: object) -> int:
    return arg if isinstance(arg, int) else 0


def sanctuary_counts(game: Game) -> dict[str, int]:
    """A finished game's :data:`SANCTUARY_FIGURES` (full) or :data:`VARIANT_FIGURES`
    (light variant); empty without Sanctuary."""
    state = game.state
    if not sa_in_play(state):
        return {}
    stats = state.stats
    uses = {k: v for k, v in stats.items() if k.endswith(":used")}
    evolution_uses = sum(v for k, v in uses.items() if k.removesuffix(":used") in EVOLUTIONS)
    if not sa_full(state):
        return {
            "avatar_uses": sum(v for k, v in uses.items() if k.removesuffix(":used") in AVATARS),
            "evolution_uses": evolution_uses,
        }
    logged = _log_counts(game)
    end = state.end_reason
    track = end.args.get("track") if end is not None else None
    return {
        "defense_win": int(isinstance(track, TrackRef) and track.id == sa_defense.TRACK),
        "defense_moved": state.tracks[sa_defense.TRACK],
        "defense_space": sa_defense.space(state),
        "bonuses": len(sa_board(state).bonuses),
        "rescues": stats.get("sa_rescue", 0),
        "fortifications": stats.get("sa_fortify", 0),
        "shelters": sum(1 for e in state.log if e.public.id == "sa.survivor.discard"
                        and isinstance(why := e.public.args.get("why"), Msg)
                        and why.id == "sa.why.shelter"),
        "evolves": logged["sa.phase5.evolves"],
        "nests": logged["sa.phase5.nests"] + logged["sa.phase5.surge.nests"],
        "developed": sum(v for k, v in stats.items() if k in EVOLUTIONS),
        "evolution_uses": evolution_uses,
        "evolutions_lost": logged["sa.evolution.lost"],
        "dna_lost": sum(_number(e.public.args.get("n")) for e in state.log
                        if e.public.id == "sa.dna.discard"),
    }


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
    game = Game.new(game_config(config.ruleset, names, creature_seat, side, config.sheets), seed)
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
                      cards, ability_counts(game), contamination_counts(game),
                      sanctuary_counts(game))


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


#: Games per stored file (see :mod:`notalone_tui.bots.results`): small enough
#: that an interrupted run loses little, large enough that a 400-game cell is a
#: handful of files.
CHUNK = 20


def _play_chunk(args: tuple[SimConfig, list[int]]) -> tuple[list[GameResult], float]:
    """Games ``indexes`` of ``config``, and the CPU seconds they took."""
    config, indexes = args
    started = time.process_time()
    return [play_one(config, i) for i in indexes], time.process_time() - started


def run(config: SimConfig, progress: Callable[[int], None] | None = None,
        store: ResultStore | None = None) -> list[GameResult]:
    """Play every game; ``progress`` is called with the number of games just finished.

    With a ``store``, the games it holds are read instead of played, and the
    others are played a file's worth at a time and stored as each file's worth
    is done (see :mod:`notalone_tui.bots.results`)."""
    done: dict[int, GameResult] = {}
    if store is not None:
        done = {i: r for i, r in store.load().items() if i < config.games}
        if progress and done:
            progress(len(done))
    todo = [i for i in range(config.games) if i not in done]
    size = CHUNK if store is not None else 10
    chunks: list[list[int]] = []
    for i in todo:
        if chunks and i // size == chunks[-1][0] // size:
            chunks[-1].append(i)
        else:
            chunks.append([i])

    def finished(indexes: list[int], results: list[GameResult], cpu: float) -> None:
        done.update(zip(indexes, results, strict=True))
        if store is not None:
            store.save(zip(indexes, results, strict=True), cpu)

    if config.jobs <= 1:
        for chunk in chunks:
            started = time.process_time()
            results = []
            for i in chunk:
                results.append(play_one(config, i))
                if progress:
                    progress(1)
            finished(chunk, results, time.process_time() - started)
    else:
        with ProcessPoolExecutor(max_workers=config.jobs) as pool:
            futures = {pool.submit(_play_chunk, (config, c)): c for c in chunks}
            for future in as_completed(futures):
                results, cpu = future.result()
                finished(futures[future], results, cpu)
                if progress:
                    progress(len(results))
    return [done[i] for i in range(config.games)]


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
    #: With Sanctuary: each :data:`SANCTUARY_FIGURES` (or :data:`VARIANT_FIGURES`)
    #: figure summed over all games.
    sanctuary: dict[str, int] = field(default_factory=dict)

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
            **({"sanctuary": {
                **self.sanctuary,
                "per_game": {k: v / max(1, self.games) for k, v in self.sanctuary.items()},
            }} if self.sanctuary else {}),
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
    sanctuary: Counter[str] = Counter()
    for r in results:
        cards.update(r.cards)
        tokens.update(r.contamination)
        sanctuary.update(r.sanctuary)
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
        sanctuary={k: sanctuary[k] for k in _figures(config.ruleset)},
    )


def _figures(mode: str) -> tuple[str, ...]:
    """The Sanctuary figures a mode reports (none outside Sanctuary)."""
    return {SANCTUARY: SANCTUARY_FIGURES, SANCTUARY_VARIANT: VARIANT_FIGURES}.get(mode, ())


def iter_levels(levels: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    for creature in levels:
        for hunted in levels:
            yield creature, hunted
