"""Engine speed: complete random legal games per second, per player count.

Plays games where every decision is answered uniformly at random among its
legal options (the same policy as the playout tests) on one core, and prints
games per second, actions per second and the cards exercised, then the same
for Frozen Lands (its player counts, 4-7, with the character sheets as its
setup has them, and the tokens taken per game), the Sanctuary expansion (2-7,
with the rescues and fortifications per game) and its light variant on the
base game (2-7). Run:

    python benchmarks/engine.py [--seconds 3] [--players 2 3 4 5 6 7] [--mode base sanctuary]

``--playouts [N]`` measures the expert bot's search speed instead: seeded games
driven by standard bots, where at every decision with more than one option an
``ExpertBot(seed, playouts=N)`` (default N=40) searches it; prints playouts per
second of search time (4 players unless ``--players`` says otherwise), in the
base game or each ``--mode`` given (Frozen Lands with the sheets, as above):

    python benchmarks/engine.py --playouts 40 --mode base sanctuary [--compare REV]

With ``--searches N`` it searches the first N such decisions instead of
``--seconds`` of search: the same positions in both revisions of a
``--compare`` (with a time budget the faster one gets further into the games,
whose decisions cost more or less).

``--compare REV [REV ...]`` measures earlier revisions against the working tree
in one run: it checks each REV out in a temporary ``git worktree`` (removed at
the end) and runs each measurement in a fresh subprocess whose ``PYTHONPATH``
and working directory are that tree, so each imports its own ``notalone_tui``
(checked through ``notalone_tui.__file__``), while the measuring code and seeds
are this file's in all. Every ``--mode`` asked is measured (default: base); a
revision that cannot play a mode (Frozen Lands before it existed) is left out
of that mode's table. Runs alternate old, new, old, new for ``--rounds`` rounds
(default 3); each mode's table gives the medians, the ratio new/old of the
medians with the range of the per-round ratios, and for random games each
tree's median time per action in microseconds, both in the random games and
in the same games replayed from their records (the engine alone, without the
policy that picks the actions, which costs every revision the same), with the
ratio of the replays:

    python benchmarks/engine.py --compare 3c4a7c9 449d994 --mode base sanctuary --players 2 4 7
    python benchmarks/engine.py --playouts [N] --searches 20 --mode base sanctuary --compare REV

The child side uses only API present in old revisions too (``Action``,
``Game``, ``GameConfig``, ``game.state``, ``make_bot`` and ``ExpertBot``); the
expert's call is in :func:`expert_search`, the one place to adapt if its
signature changes.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from notalone_tui.engine import Action, Game, GameConfig

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")


#: Frozen Lands: its rule set's id, and the fewest players it is played with (R31).
FROZEN_LANDS = "frozen-lands"
FROZEN_LANDS_MIN = 4
#: The Sanctuary expansion (``GameConfig(sanctuary="full")``, rule set ``sanctuary``)
#: and its light variant (``sanctuary="light"``, rule set ``base+sanctuary-light``).
SANCTUARY = "sanctuary"
SANCTUARY_VARIANT = "sanctuary-variant"
SANCTUARY_FORMS = {SANCTUARY: "full", SANCTUARY_VARIANT: "light"}
MODES = ("base", FROZEN_LANDS, SANCTUARY, SANCTUARY_VARIANT)


def game_config(players: int, seed: int, mode: str = "base") -> GameConfig:
    """The set-up of game ``seed`` of ``mode`` (seat and board side from the seed)."""
    if mode == "base":
        return GameConfig(
            names=NAMES[:players], creature_seat=seed % players, board_side=1 + seed % 2
        )
    if mode in SANCTUARY_FORMS:  # keyword arguments old revisions lack, as below
        return GameConfig(names=NAMES[:players], creature_seat=seed % players,
                          board_side=1 + seed % 2, sanctuary=SANCTUARY_FORMS[mode])
    # keyword arguments old revisions lack: only passed for another mode
    return GameConfig(names=NAMES[:players], creature_seat=seed % players,
                      board_side=1 + seed % 2, ruleset=mode, sheets=True)


def play_random_game(players: int, seed: int, mode: str = "base") -> tuple[Game, int]:
    game = Game.new(game_config(players, seed, mode), seed=seed)
    rng = random.Random(seed)
    actions = 0
    state = game.state
    while state.winner is None:
        pending = state.pending
        decision = pending[0] if len(pending) == 1 else rng.choice(pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
        actions += 1
    return game, actions


# ------------------------------------------------------------ measurements
# These run in whichever tree's ``notalone_tui`` is importable (the child of
# ``--compare``), so they keep to API that old revisions have too.


def games_per_second(players: int, seconds: float, mode: str = "base") -> dict[str, float]:
    """Random games of ``mode`` played back to back from seed 0 for ``seconds``;
    also the time per action, in microseconds (the games are the same in both
    revisions of a comparison as long as the rules are: the same seeds)."""
    games = actions = 0
    start = time.perf_counter()
    while not games or time.perf_counter() - start < seconds:  # one game at least
        actions += play_random_game(players, games, mode)[1]
        games += 1
    elapsed = time.perf_counter() - start
    return {"rate": games / elapsed, "games": games, "us_per_action": elapsed / actions * 1e6,
            "replay_us_per_action": replay_us_per_action(players, seconds, mode)}


def replay_us_per_action(players: int, seconds: float, mode: str = "base") -> float:
    """The engine's own share of a random game: the same games (from seed 0)
    rebuilt from their records with :meth:`Game.replay`, timed alone, until
    half of ``seconds`` is spent replaying (one game at least). This is what undo and
    loading a save cost; the random games above also count the policy that
    picks the actions (about a microsecond an action, the same in every
    revision), which dilutes a ratio between revisions."""
    replayed = actions = 0
    spent = 0.0
    while not replayed or spent < seconds / 2:
        game = play_random_game(players, replayed, mode)[0]
        record, config = list(game.actions), game.state.config
        del game
        start = time.perf_counter()
        Game.replay(config, replayed, record)
        spent += time.perf_counter() - start
        actions += len(record)
        replayed += 1
    return spent / actions * 1e6


def expert_search(game: Game, seat: int, seed: int, playouts: int) -> int:
    """Let a fresh expert search ``seat``'s decision; return the playouts it ran.

    The one place that knows the expert's API. Playouts are counted by wrapping
    its ``_playout`` (early answers, such as a lone candidate, run none); if that
    method is gone, a search is assumed to run all ``playouts``.
    """
    from notalone_tui.bots import ExpertBot

    bot = ExpertBot(seed, playouts=playouts)
    ran = 0
    inner = getattr(bot, "_playout", None)
    if inner is not None:
        def counted(*args: Any) -> Any:  # the Creature's paired search hands its bots too
            nonlocal ran
            ran += 1
            return inner(*args)

        setattr(bot, "_playout", counted)  # noqa: B010 - mypy rejects assigning a method
    if "knowledge" in inspect.signature(game.view).parameters:
        view = game.view(seat, knowledge=getattr(bot, "wants_knowledge", False))
    else:  # before bots saw only views, the expert was handed the game
        view = game.view(seat)
    if len(inspect.signature(bot.choose).parameters) >= 2:
        bot.choose(view, game)
    else:  # a bot that decides from its view alone
        bot.choose(view)
    return ran if inner is not None else playouts


def playouts_per_second(players: int, seconds: float, playouts: int,
                        mode: str = "base", searches: int | None = None) -> dict[str, float]:
    """Expert searches at every decision of seeded standard-bot games of ``mode``
    until ``seconds`` of search time, or (``searches``) for that many decisions:
    the same positions whatever the speed, which a comparison of two revisions
    needs (in a time budget the faster one gets further into the games). The
    games follow the standard bots' picks, so they do not depend on the expert
    or its budget."""
    from notalone_tui.bots import make_bot

    searched = 0.0
    ran = decisions = 0
    seed = 0

    def more() -> bool:
        return searched < seconds if searches is None else decisions < searches

    while more():
        game = Game.new(game_config(players, seed, mode), seed=seed)
        bots = {s: make_bot("standard", seed * 10 + s) for s in range(players)}
        step = 0
        while game.state.winner is None and more():
            d = game.state.pending[0]
            option = d.options[0]
            if len(d.options) > 1:
                start = time.perf_counter()
                n = expert_search(game, d.seat, seed * 10_000 + step, playouts)
                elapsed = time.perf_counter() - start
                if n:
                    searched += elapsed
                    ran += n
                    decisions += 1
                option = bots[d.seat].choose(game.view(d.seat))
            game.apply(Action(d.seat, option))
            step += 1
        seed += 1
    return {"rate": ran / searched, "playouts": ran, "decisions": decisions}


def measure(players: int, seconds: float, playouts: int | None,
            mode: str = "base", searches: int | None = None) -> dict[str, Any]:
    import notalone_tui

    if playouts is None:
        result = games_per_second(players, seconds, mode)
    else:
        result = playouts_per_second(players, seconds, playouts, mode, searches)
    return {**result, "module": notalone_tui.__file__}


# ------------------------------------------------------------------ report


def report(seconds: float, players: list[int], modes: list[str]) -> None:
    """The default mode: games/s, actions/s, turns per game and cards used, per
    mode (Frozen Lands adds the Contamination tokens taken per game, Sanctuary
    the rescues and fortifications per game)."""
    from notalone_tui.engine import get_ruleset

    for mode in modes:
        counts = player_counts(mode, players)
        if not counts:
            continue
        frozen = mode == FROZEN_LANDS
        sanctuary = mode == SANCTUARY
        first = play_random_game(counts[0], 0, mode)[0]
        rules = get_ruleset(first.state.config.rules_id)
        every_card = set(rules.hunt_cards) | set(rules.survival_cards)
        every_card |= {p.id for p in rules.places.values()}
        name = rules.name + (" with the Sanctuary light variant" if mode == SANCTUARY_VARIANT else "")
        print(f"{name}, random legal games" + (" (with the sheets)" if frozen else ""))
        print(f"{'players':>7} {'games/s':>9} {'actions/s':>10} {'turns/game':>10} "
              f"{'cards used':>10}" + (f" {'tokens/game':>11}" if frozen else "")
              + (f" {'rescues/game':>12} {'fortify/game':>12}" if sanctuary else ""))
        for n in counts:
            seen: set[str] = set()
            games = actions = turns = tokens = rescues = fortified = 0
            start = time.perf_counter()
            seed = 0
            while time.perf_counter() - start < seconds:
                game, acted = play_random_game(n, seed, mode)
                seed += 1
                games += 1
                actions += acted
                turns += game.state.turn.number
                tokens += game.state.stats.get("contamination_taken", 0)
                rescues += game.state.stats.get("sa_rescue", 0)
                fortified += game.state.stats.get("sa_fortify", 0)
                seen |= set(game.state.stats) & every_card
            elapsed = time.perf_counter() - start
            print(
                f"{n:>7} {games / elapsed:>9.1f} {actions / elapsed:>10.0f} "
                f"{turns / games:>10.1f} {len(seen):>7}/{len(every_card)}"
                + (f" {tokens / games:>11.1f}" if frozen else "")
                + (f" {rescues / games:>12.2f} {fortified / games:>12.2f}" if sanctuary else "")
            )


def report_playouts(seconds: float, players: list[int], playouts: int, modes: list[str],
                    searches: int | None = None) -> None:
    for mode in modes:
        print(f"expert playouts, {mode}")
        print(f"{'players':>7} {'playouts/decision':>17} {'decisions':>9} {'playouts':>8} "
              f"{'playouts/s':>10}")
        for n in player_counts(mode, players):
            r = playouts_per_second(n, seconds, playouts, mode, searches)
            print(f"{n:>7} {playouts:>17} {r['decisions']:>9} {r['playouts']:>8} "
                  f"{r['rate']:>10.1f}")


def player_counts(mode: str, players: list[int]) -> list[int]:
    """The player counts of ``players`` that ``mode`` is played with."""
    return [n for n in players if mode != FROZEN_LANDS or n >= FROZEN_LANDS_MIN]


# ----------------------------------------------------------------- compare


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True,
                          text=True).stdout.strip()


class ChildFailed(Exception):
    """A measurement's interpreter failed (an old revision that lacks a mode, say)."""


def run_child(tree: Path, players: int, seconds: float, playouts: int | None,
              mode: str = "base", searches: int | None = None) -> tuple[dict[str, float], Path]:
    """One measurement in a fresh interpreter importing ``tree``'s package: its
    figures (``rate``, and for random games ``us_per_action``) and the package."""
    command = [sys.executable, str(Path(__file__).resolve()), "--child",
               "--players", str(players), "--seconds", str(seconds), "--mode", mode]
    if playouts is not None:
        command += ["--playouts", str(playouts)]
    if searches is not None:
        command += ["--searches", str(searches)]
    done = subprocess.run(command, cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)},
                          capture_output=True, text=True)
    if done.returncode:
        raise ChildFailed(f"measurement in {tree} failed:\n{done.stderr}")
    result = json.loads(done.stdout.splitlines()[-1])
    module = Path(result["module"]).resolve()
    if not module.is_relative_to(tree.resolve()):
        raise SystemExit(f"the child in {tree} imported {module}, not that tree's package")
    figures = {key: float(value) for key, value in result.items() if key != "module"}
    return figures, module.parent


def compare(revs: list[str], seconds: float, players: list[int], rounds: int,
            playouts: int | None, modes: list[str], searches: int | None = None) -> None:
    """Measure each of ``revs`` and the working tree, in every mode of ``modes``,
    alternating (every revision, then the working tree) in each round."""
    root = Path(git(Path(__file__).resolve().parent, "rev-parse", "--show-toplevel"))
    olds = [git(root, "rev-parse", "--short", f"{rev}^{{commit}}") for rev in revs]
    new_hash = git(root, "rev-parse", "--short", "HEAD")
    changed = git(root, "status", "--porcelain", "--", "notalone_tui").splitlines()
    dirty = f", {len(changed)} uncommitted under notalone_tui/" if changed else ""
    scratch = Path(tempfile.mkdtemp(prefix="notalone-bench-"))
    trees: dict[str, Path] = {}
    results: dict[tuple[str, str, int], list[dict[str, float]]] = {}
    imported: dict[str, Path] = {}
    failed: set[tuple[str, str]] = set()
    try:
        for old in olds:
            trees[old] = scratch / old
            git(root, "worktree", "add", "--detach", str(trees[old]), old)
        trees["new"] = root
        for r in range(rounds):
            for mode in modes:
                for n in player_counts(mode, players):
                    for label, where in trees.items():
                        if (label, mode) in failed:
                            continue
                        try:
                            figures, imported[label] = run_child(where, n, seconds, playouts,
                                                                 mode, searches)
                        except ChildFailed as error:
                            if label == "new":
                                raise SystemExit(str(error)) from None
                            last = str(error).strip().splitlines()[-1]
                            print(f"{label} cannot measure {mode}: {last}", file=sys.stderr)
                            failed.add((label, mode))
                            continue
                        results.setdefault((label, mode, n), []).append(figures)
                        print(f"round {r + 1}/{rounds}, {mode}, {n} players, {label}: "
                              f"{figures['rate']:.1f}/s", file=sys.stderr)
    finally:
        for old in olds:
            subprocess.run(["git", "worktree", "remove", "--force", str(scratch / old)],
                           cwd=root, capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)
        subprocess.run(["git", "worktree", "prune"], cwd=root, capture_output=True)
    budget = f"{seconds:g} s each" if searches is None or playouts is None \
        else f"the first {searches} searched decisions each"
    for old, rev in zip(olds, revs, strict=True):
        where = imported.get(old, "nowhere: every measurement failed")
        print(f"old: {old} ({rev}; imported from {where}, removed since)")
    print(f"new: {new_hash} (working tree{dirty}; imported from {imported['new']})")
    for mode in modes:
        what = ("random games" if playouts is None
                else f"expert playouts ({playouts} per decision)")
        print(f"\n{what}, {mode}, {rounds} alternating rounds of {budget}")
        compare_table(results, list(trees), mode, player_counts(mode, players),
                      "games/s" if playouts is None else "playouts/s")


def compare_table(results: dict[tuple[str, str, int], list[dict[str, float]]],
                  labels: list[str], mode: str, players: list[int], unit: str) -> None:
    """One mode's table: each revision's median rate, the working tree's, the
    ratio new/old of the medians with the range of the per-round ratios, and for
    random games the median time per action of each."""
    labels = [label for label in labels if (label, mode, players[0]) in results]
    olds = [label for label in labels if label != "new"]
    per_action = "us_per_action" in results["new", mode, players[0]][0]
    head = f"{'players':>7}" + "".join(f" {label + ' ' + unit:>18}" for label in labels)
    head += "".join(f" {'new/' + old:>12} {'range':>11}" for old in olds)
    if per_action:
        head += " " + " ".join(f"{label + ' us/act':>16}" for label in labels)
    replayed = per_action and all("replay_us_per_action" in results[label, mode, players[0]][0]
                                  for label in labels)
    if replayed:  # the engine alone: the same games rebuilt from their records
        head += " " + " ".join(f"{label + ' replay':>16}" for label in labels)
        head += "".join(f" {'replay new/' + old:>18}" for old in olds)
    print(head)
    for n in players:
        rates = {label: [r["rate"] for r in results[label, mode, n]] for label in labels}
        line = f"{n:>7}" + "".join(f" {statistics.median(rates[label]):>18.1f}"
                                    for label in labels)
        for old in olds:
            ratios = [b / a for a, b in zip(rates[old], rates["new"], strict=True)]
            ratio = statistics.median(rates["new"]) / statistics.median(rates[old])
            line += f" {ratio:>11.2f}x {f'{min(ratios):.2f}-{max(ratios):.2f}x':>11}"
        if per_action:
            line += " " + " ".join(
                f"{statistics.median([r['us_per_action'] for r in results[label, mode, n]]):>16.2f}"
                for label in labels)
        if replayed:
            replays = {label: statistics.median(r["replay_us_per_action"]
                                                for r in results[label, mode, n])
                       for label in labels}
            line += " " + " ".join(f"{replays[label]:>16.2f}" for label in labels)
            line += "".join(f" {replays[old] / replays['new']:>17.2f}x" for old in olds)
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--players", type=int, nargs="*",
                        help="player counts (default 2-7; 4 with --playouts)")
    parser.add_argument("--playouts", type=int, nargs="?", const=40, metavar="N",
                        help="measure expert playouts per second, N per decision (40)")
    parser.add_argument("--compare", metavar="REV", nargs="+",
                        help="also measure these git revisions, in each mode asked")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (--compare)")
    parser.add_argument("--mode", choices=MODES, nargs="*",
                        help="modes measured (default: all four; base with --compare "
                             "or --playouts)")
    parser.add_argument("--searches", type=int, metavar="N",
                        help="with --playouts: search the first N decisions instead of "
                             "--seconds of search (the same work in both of --compare)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    players: list[int] = args.players or ([4] if args.playouts is not None else [2, 3, 4, 5, 6, 7])
    modes: list[str] = args.mode or ["base"]
    if args.child:
        print(json.dumps(measure(players[0], args.seconds, args.playouts, modes[0],
                                 args.searches)))
    elif args.compare:
        compare(args.compare, args.seconds, players, args.rounds, args.playouts, modes,
                args.searches)
    elif args.playouts is not None:
        report_playouts(args.seconds, players, args.playouts, modes, args.searches)
    else:
        report(args.seconds, players, args.mode or list(MODES))


if __name__ == "__main__":
    main()
