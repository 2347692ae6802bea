"""The ``notalone`` command.

``notalone`` alone (or ``notalone play``) starts the game and ``--resume``
continues the autosaved one; ``replay FILE`` opens a game record in the
viewer; ``rules`` prints the rules summary; ``simulate`` plays bot games
headless; ``version`` the version.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from notalone_tui import __version__


def _fail(message: str) -> int:
    print(f"notalone: {message}", file=sys.stderr)
    return 2


def _cmd_play(args: argparse.Namespace) -> int:
    from notalone_tui.tui.app import NotAloneApp

    if getattr(args, "resume", False):
        from notalone_tui.saves import autosave_path, find_autosave

        saved, problem = find_autosave()
        if problem:
            return _fail(problem)
        if saved is None:
            return _fail(f"there is no unfinished game to resume (looked for {autosave_path()})")
        NotAloneApp(game=saved.game, bots=saved.bots).run()
        return 0
    NotAloneApp().run()
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from notalone_tui.records import RecordError, load_game

    try:
        record, _game = load_game(Path(args.file))
    except RecordError as exc:
        return _fail(str(exc))
    from notalone_tui.tui.app import NotAloneApp

    NotAloneApp(replay=record).run()
    return 0


def _cmd_rules(_args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from notalone_tui.assets import read_asset_text

    Console().print(Markdown(read_asset_text("rules.md")))
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    import json

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from rich.table import Table

    from notalone_tui.bots.simulate import SimConfig, run, summarise

    config = SimConfig(players=args.players, games=args.games, creature=args.creature,
                       hunted=args.hunted, seed=args.seed, side=args.side, jobs=args.jobs,
                       expert_seconds=args.expert_seconds,
                       expert_playouts=args.expert_playouts)
    console = Console(stderr=args.json)
    with Progress("[progress.description]{task.description}", BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                  transient=args.json) as bar:
        task = bar.add_task(f"{args.creature} Creature vs {args.hunted} Hunted", total=args.games)
        results = run(config, progress=lambda n: bar.advance(task, n))
    summary = summarise(config, results)
    if args.json:
        print(json.dumps(summary.to_json(), indent=2))
        return 0
    out = Console()
    table = Table(title=f"{args.games} games, {args.players} players, "
                  f"{args.creature} Creature vs {args.hunted} Hunted")
    table.add_column("side")
    table.add_column("wins", justify="right")
    table.add_column("win rate", justify="right")
    table.add_column("95% CI", justify="right")
    for side, label in (("creature", "Creature"), ("hunted", "Hunted")):
        rate, low, high = summary.rate(side)
        wins = summary.creature_wins if side == "creature" else summary.hunted_wins
        table.add_row(label, str(wins), f"{rate:.1%}", f"{low:.1%} – {high:.1%}")
    out.print(table)
    out.print(f"Turns: mean {summary.turns_mean:.1f}, sd {summary.turns_sd:.1f}, "
              f"min {summary.turns_min}, max {summary.turns_max}")
    ends = Table(title="How games ended")
    ends.add_column("win condition")
    ends.add_column("games", justify="right")
    for reason, count in sorted(summary.conditions.items(), key=lambda kv: -kv[1]):
        ends.add_row(reason, str(count))
    out.print(ends)
    cards = Table(title="Cards played (times per game)")
    cards.add_column("card")
    cards.add_column("played", justify="right")
    cards.add_column("per game", justify="right")
    from notalone_tui.engine.cards import card_name

    for card, count in sorted(summary.cards.items(), key=lambda kv: -kv[1]):
        cards.add_row(card_name(card), str(count), f"{count / max(1, summary.games):.2f}")
    out.print(cards)
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _player_count(text: str) -> int:
    value = int(text)
    if not 2 <= value <= 7:
        raise argparse.ArgumentTypeError("Not Alone is played by 2 to 7 players")
    return value


def _cmd_version(_args: argparse.Namespace) -> int:
    print(f"notalone {__version__}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for ``notalone``."""
    parser = argparse.ArgumentParser(
        prog="notalone",
        description="Not Alone in the terminal: one Creature against 1-6 Hunted on one keyboard.",
    )
    parser.add_argument("--resume", action="store_true",
                        help="continue the unfinished game saved automatically")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", help="start the game (the default)")
    play.add_argument("--resume", action="store_true",
                      help="continue the unfinished game saved automatically")
    play.set_defaults(handler=_cmd_play)
    replay = sub.add_parser("replay", help="step through a saved or exported game record")
    replay.add_argument("file", help="a game record (.json), e.g. one exported at game over")
    replay.set_defaults(handler=_cmd_replay)
    rules = sub.add_parser(
        "rules", help="print the rules summary and the rulings this program follows"
    )
    rules.set_defaults(handler=_cmd_rules)
    levels = ("random", "standard", "expert")  # bots.LEVELS, without importing the bots
    sim = sub.add_parser("simulate", help="play headless bot games and print statistics")
    sim.add_argument("--players", type=_player_count, default=4, help="2 to 7 (default 4)")
    sim.add_argument("--games", type=_positive, default=100, help="number of games (default 100)")
    sim.add_argument("--creature", choices=levels, default="standard", help="Creature bot level")
    sim.add_argument("--hunted", choices=levels, default="standard", help="Hunted bot level")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    sim.add_argument("--side", type=int, choices=(1, 2), default=None,
                     help="board side (default: alternate 1 and 2)")
    sim.add_argument("--jobs", type=_positive, default=1, help="worker processes (default 1)")
    sim.add_argument("--expert-seconds", type=float, default=1.0,
                     help="expert bot: thinking time per decision (default 1 s)")
    sim.add_argument("--expert-playouts", type=_positive, default=None,
                     help="expert bot: playouts per decision instead of a time limit")
    sim.add_argument("--json", action="store_true", help="print the figures as JSON")
    sim.set_defaults(handler=_cmd_simulate)
    version = sub.add_parser("version", help="print the program version")
    version.set_defaults(handler=_cmd_version)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``notalone`` with ``argv`` (default: the process arguments); return the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _cmd_play(args)
    code: int = args.handler(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
