"""The ``simulate`` command, from its parsed arguments to the printed report:
the mode's setup and its fewest players, the pairings of ``--matrix``, the
results folder checked before any game is played, the games with a progress
bar, and the report. The command line (``notalone_tui.cli``) parses the
arguments and prints a :class:`CommandError` as every command's errors."""

from __future__ import annotations

import argparse
from functools import partial

from notalone_tui.bots import LEVELS
from notalone_tui.engine import registry
from notalone_tui.i18n.current import _

from .games import DEFAULT_MODE, SimConfig
from .modes import find
from .report import print_report
from .runner import run
from .store import ResultsError, ResultStore, check_folder
from .summary import Summary, summarise
from .titles import pairing


class CommandError(Exception):
    """Why ``simulate`` stopped: said to the player, with exit status 2."""


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


def configs(args: argparse.Namespace) -> list[SimConfig]:
    """The run of each pairing asked for (one without ``--matrix``)."""
    mode = find(args.mode or DEFAULT_MODE)
    if args.players < mode.fewest:
        raise CommandError(_("simulate: {mode} needs at least {fewest} players, not {players}")
                           .format(mode=_(mode.title), fewest=mode.fewest, players=args.players))
    # The sheets are on where the mode's setup offers them on (R41).
    sheets = (bool(registry.suggested(mode.config.get("ruleset", mode.name), "sheets"))
              if args.sheets is None else args.sheets)
    if args.matrix is not None:
        if args.creature is not None or args.hunted is not None:
            raise CommandError(_("simulate: --matrix plays every pairing of its levels; "
                                 "leave out --creature and --hunted"))
        try:
            pairs = pairings(parse_levels(args.matrix))
        except ValueError as exc:
            raise CommandError(_("simulate: --matrix: {problem}").format(problem=exc)) from None
    else:
        pairs = [(args.creature or "standard", args.hunted or "standard")]
    return [
        SimConfig(players=args.players, games=args.games, creature=creature, hunted=hunted,
                  seed=args.seed, side=args.side, jobs=args.jobs, sheets=sheets,
                  ruleset=mode.name,
                  expert_seconds=args.expert_seconds, expert_playouts=args.expert_playouts,
                  creature_playouts=args.creature_playouts,
                  hunted_playouts=args.hunted_playouts)
        for creature, hunted in pairs
    ]


def results_error(problem: object) -> CommandError:
    return CommandError(_("simulate: --results-dir: {problem}").format(problem=problem))


def stores(args: argparse.Namespace, runs: list[SimConfig]) -> list[ResultStore | None]:
    """Each run's results store under ``--results-dir`` (none without it), checked
    before the first game: a run that cannot keep its games (a file in the way, a
    read-only disk) would otherwise play them all and fail at the end."""
    if args.results_dir is None:
        return [None] * len(runs)
    try:
        check_folder(args.results_dir)
        found = [ResultStore(args.results_dir, config) for config in runs]
        for each in found:
            each.check()
    except ResultsError as exc:
        raise results_error(exc) from None
    return [*found]


def play(runs: list[SimConfig], kept: list[ResultStore | None],
         quiet: bool) -> list[Summary]:
    """Every run, with a progress bar (on stderr and wiped at the end when ``quiet``,
    for JSON on stdout)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    console = Console(stderr=quiet)
    summaries = []
    with Progress("[progress.description]{task.description}", BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                  transient=quiet) as bar:
        for config, store in zip(runs, kept, strict=True):
            task = bar.add_task(pairing(config.creature, config.hunted), total=config.games)
            try:
                results = run(config, progress=partial(bar.advance, task), store=store)
            except (ResultsError, OSError) as exc:  # OSError: the disk filled up mid-run
                if store is None:
                    raise
                bar.stop()
                problem = exc if isinstance(exc, ResultsError) else _(
                    "cannot write in the folder {path} ({problem})").format(
                    path=store.folder, problem=exc.strerror or type(exc).__name__)
                raise results_error(problem) from None
            summaries.append(summarise(config, results))
    return summaries


def simulate(args: argparse.Namespace) -> int:
    """Run ``notalone simulate`` with its parsed ``args``; :class:`CommandError`
    when it cannot."""
    runs = configs(args)
    kept = stores(args, runs)
    print_report(play(runs, kept, args.json), args.matrix is not None, args.json)
    return 0
