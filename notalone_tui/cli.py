"""The ``notalone`` command.

``notalone`` alone (or ``notalone play``) starts the game and ``--resume``
continues the autosaved one; ``replay FILE`` opens a game record in the
viewer; ``rules`` prints the rules summary; ``simulate`` plays bot games
headless; ``version`` the version.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from notalone_tui import __version__

if TYPE_CHECKING:
    from rich.table import Table

    from notalone_tui.bots.simulate import Summary


def _fail(message: str) -> int:
    print(f"notalone: {message}", file=sys.stderr)
    return 2


def _cmd_play(args: argparse.Namespace) -> int:
    from notalone_tui.tui.app import NotAloneApp

    if getattr(args, "resume", False):
        from notalone_tui.paths import autosave_path
        from notalone_tui.saves import find_autosave

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

    from notalone_tui.bots.simulate import (
        MIN_PLAYERS,
        SimConfig,
        pairings,
        parse_levels,
        run,
        summarise,
    )
    from notalone_tui.engine.config import sheets_by_default

    fewest = MIN_PLAYERS.get(args.mode, 2)
    if args.players < fewest:
        return _fail(f"simulate: {_mode_name(args.mode).removeprefix(', ')} needs at least "
                     f"{fewest} players, not {args.players}")
    sheets = sheets_by_default(args.mode) if args.sheets is None else args.sheets
    if args.matrix is not None:
        if args.creature is not None or args.hunted is not None:
            return _fail("simulate: --matrix plays every pairing of its levels; "
                         "leave out --creature and --hunted")
        try:
            pairs = pairings(parse_levels(args.matrix))
        except ValueError as exc:
            return _fail(f"simulate: --matrix: {exc}")
    else:
        pairs = [(args.creature or "standard", args.hunted or "standard")]
    configs = [
        SimConfig(players=args.players, games=args.games, creature=creature, hunted=hunted,
                  seed=args.seed, side=args.side, jobs=args.jobs, sheets=sheets,
                  ruleset=args.mode,
                  expert_seconds=args.expert_seconds, expert_playouts=args.expert_playouts,
                  creature_playouts=args.creature_playouts,
                  hunted_playouts=args.hunted_playouts)
        for creature, hunted in pairs
    ]
    console = Console(stderr=args.json)
    summaries = []
    with Progress("[progress.description]{task.description}", BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                  transient=args.json) as bar:
        for config in configs:
            task = bar.add_task(f"{config.creature} Creature vs {config.hunted} Hunted",
                                total=config.games)
            results = run(config, progress=partial(bar.advance, task))
            summaries.append(summarise(config, results))
    if args.matrix is not None:
        if args.json:
            print(json.dumps({"matrix": [s.to_json() for s in summaries]}, indent=2))
        else:
            Console().print(_matrix_table(summaries, args))
            for summary in summaries:
                if sheets:
                    Console().print(_abilities_table(summary))
                if summary.contamination:
                    Console().print(_contamination_table(summary))
                if summary.sanctuary:
                    Console().print(_sanctuary_table(summary))
        return 0
    if args.json:
        print(json.dumps(summaries[0].to_json(), indent=2))
        return 0
    _print_summary(summaries[0], args)
    return 0


def _matrix_table(summaries: list[Summary], args: argparse.Namespace) -> Table:
    """The Creature's win rate (and its 95% interval) for every pairing."""
    from rich.table import Table

    creatures = list(dict.fromkeys(s.config.creature for s in summaries))
    hunted = list(dict.fromkeys(s.config.hunted for s in summaries))
    first = summaries[0].config
    sheets = ", character sheets" if first.sheets else ""
    table = Table(title=f"Creature win rate, {args.games} games per pairing, {args.players} "
                        f"players{_mode_name(first.ruleset)}{sheets} (95% interval)")
    table.add_column("Creature \\ Hunted")
    for level in hunted:
        table.add_column(level, justify="right")
    cells = {(s.config.creature, s.config.hunted): s for s in summaries}
    for creature in creatures:
        row = []
        for level in hunted:
            rate, low, high = cells[creature, level].rate("creature")
            row.append(f"{rate:.1%} ({low:.1%}–{high:.1%})")
        table.add_row(creature, *row)
    return table


def _print_summary(summary: Summary, args: argparse.Namespace) -> None:
    from rich.console import Console
    from rich.table import Table

    from notalone_tui.bots.simulate import rules_id
    from notalone_tui.engine import get_ruleset

    out = Console()
    config = summary.config
    rules = get_ruleset(rules_id(config.ruleset))
    sheets = ", character sheets" if config.sheets else ""
    table = Table(title=f"{config.games} games, {config.players} players"
                  f"{_mode_name(config.ruleset)}{sheets}, "
                  f"{config.creature} Creature vs {config.hunted} Hunted")
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
    for card, count in sorted(summary.cards.items(), key=lambda kv: -kv[1]):
        cards.add_row(rules.card_name(card), str(count), f"{count / max(1, summary.games):.2f}")
    out.print(cards)
    if config.sheets:
        out.print(_abilities_table(summary))
    if summary.contamination:
        out.print(_contamination_table(summary))
    if summary.sanctuary:
        out.print(_sanctuary_table(summary))


#: The modes' names in titles (the base game has none).
MODE_NAMES = {
    "frozen-lands": "Frozen Lands",
    "sanctuary": "Sanctuary",
    "sanctuary-variant": "Sanctuary light variant",
}


def _mode_name(ruleset: str) -> str:
    """The mode for a title, after a comma (nothing for the base game)."""
    name = MODE_NAMES.get(ruleset)
    return f", {name}" if name else ""


#: The Contamination figures' labels (:data:`notalone_tui.bots.simulate.CONTAMINATION`).
CONTAMINATION_LABELS = {
    "taken": "tokens taken",
    "discarded": "tokens discarded",
    "holds": "Holds (team kept the Rescue counter back)",
    "held_at_end": "tokens held at the end",
    "infected_at_end": "icons turned up at the end",
    "contaminated_ending": "games lost to the reveal",
}


def _contamination_table(summary: Summary) -> Table:
    """Frozen Lands: the Contamination tokens over all games (totals only: no face
    is reported but the icons the end-of-game reveal turned up)."""
    from rich.table import Table

    config = summary.config
    table = Table(title=f"Contamination ({config.creature} Creature vs {config.hunted} Hunted)")
    table.add_column("figure")
    table.add_column("total", justify="right")
    table.add_column("per game", justify="right")
    for key, count in summary.contamination.items():
        table.add_row(CONTAMINATION_LABELS.get(key, key), str(count),
                      f"{count / max(1, summary.games):.2f}")
    return table


#: The Sanctuary figures' labels (:data:`notalone_tui.bots.simulate.SANCTUARY_FIGURES`
#: and ``VARIANT_FIGURES``).
SANCTUARY_LABELS = {
    "defense_win": "games won by the Defense counter",
    "defense_moved": "Defense spaces moved forward",
    "defense_space": "Defense space reached at the end",
    "bonuses": "Defense bonus spaces reached",
    "rescues": "survivors rescued",
    "fortifications": "fortifications",
    "shelters": "shelters (Survivor cards discarded for a step)",
    "evolves": "Phase 5: evolved",
    "nests": "Phase 5: nested",
    "developed": "Evolution cards developed",
    "evolution_uses": "Evolution abilities used",
    "evolutions_lost": "developed Evolutions the Hunted discarded",
    "dna_lost": "DNA the Hunted took from the Creature",
    "avatar_uses": "Avatar abilities used",
}


def _sanctuary_table(summary: Summary) -> Table:
    """Sanctuary: the Defense track, rescues and fortifications, and the
    Creature's Evolutions, over all games (public figures only)."""
    from rich.table import Table

    config = summary.config
    name = MODE_NAMES.get(config.ruleset, "Sanctuary")
    table = Table(title=f"{name} ({config.creature} Creature vs {config.hunted} Hunted)")
    table.add_column("figure")
    table.add_column("total", justify="right")
    table.add_column("per game", justify="right")
    for key, count in summary.sanctuary.items():
        table.add_row(SANCTUARY_LABELS.get(key, key), str(count),
                      f"{count / max(1, summary.games):.2f}")
    return table


def _abilities_table(summary: Summary) -> Table:
    """How often each ability of the character sheets triggered: per game, and per
    game in which it was in play (each game deals only some characters)."""
    from rich.table import Table

    from notalone_tui.engine.rulesets.sheets import abilities
    from notalone_tui.i18n import render_plain

    config = summary.config
    table = Table(title=f"Abilities triggered ({config.creature} Creature vs "
                        f"{config.hunted} Hunted)")
    table.add_column("ability")
    table.add_column("triggers", justify="right")
    table.add_column("games in play", justify="right")
    table.add_column("per game", justify="right")
    table.add_column("per game in play", justify="right")
    for ability, count, games, per_game, per_own in summary.ability_rates():
        table.add_row(render_plain(abilities.name(ability)), str(count), str(games),
                      f"{per_game:.2f}", f"{per_own:.2f}")
    return table


# Argument types. argparse names a type function that raises ValueError in its
# error ("invalid _positive value: 'x'"), which reads as a program fault; each
# of these raises ArgumentTypeError with a reason a player understands instead.
# argparse prints it after the option's name and exits with status 2.
def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def _positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _player_count(text: str) -> int:
    value = _whole(text)
    if not 2 <= value <= 7:
        raise argparse.ArgumentTypeError(f"Not Alone is played by 2 to 7 players, not {value}")
    return value


#: Seeds a game record can hold (records.GameRecord checks the same range).
SEED_LIMIT = 2**63


def _seed(text: str) -> int:
    value = _whole(text)
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to 2**63 - 1, "
                                         f"not {value}")
    return value


def _seconds(text: str) -> float:
    """A thinking time: a finite number of seconds above 0 (0, a negative time,
    ``nan`` or ``inf`` would leave the expert bot no time or no end)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0, not {text}")
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
    sim.add_argument("--creature", choices=levels, default=None,
                     help="Creature bot level (default standard)")
    sim.add_argument("--hunted", choices=levels, default=None,
                     help="Hunted bot level (default standard)")
    sim.add_argument("--matrix", nargs="?", const=",".join(levels), default=None,
                     metavar="LEVELS",
                     help="play every Creature level against every Hunted level and print "
                          "the Creature's win rates as a matrix (default: all levels; or a "
                          "list such as random,standard)")
    sim.add_argument("--seed", type=_seed, default=0, help="seed of the first game (default 0)")
    sim.add_argument("--side", type=_whole, choices=(1, 2), default=None,
                     help="board side (default: alternate 1 and 2)")
    sim.add_argument("--jobs", type=_positive, default=1, help="worker processes (default 1)")
    sim.add_argument("--expert-seconds", type=_seconds, default=1.0,
                     help="expert bot: thinking time per decision (default 1 s)")
    sim.add_argument("--expert-playouts", type=_positive, default=None,
                     help="expert bot: playouts per decision instead of a time limit")
    sim.add_argument("--creature-playouts", type=_positive, default=None,
                     help="expert Creature: playouts per decision (overrides --expert-playouts)")
    sim.add_argument("--hunted-playouts", type=_positive, default=None,
                     help="expert Hunted: playouts per decision (overrides --expert-playouts)")
    sim.add_argument("--mode", choices=("base", "frozen-lands", "sanctuary", "sanctuary-variant"),
                     default="base",
                     help="the game played: base (default); frozen-lands (4 to 7 players; "
                          "Contamination figures are reported); sanctuary, the Sanctuary "
                          "expansion (2 to 7 players; Defense, rescue, fortification and "
                          "Evolution figures are reported); sanctuary-variant, its light "
                          "variant on the base game (2 to 7 players; Avatar and Evolution "
                          "uses are reported)")
    sim.add_argument("--sheets", action=argparse.BooleanOptionalAction, default=None,
                     help="play with (or without) the character sheets and count how often "
                          "each ability triggers (default: as the mode's setup, on in "
                          "Frozen Lands)")
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
