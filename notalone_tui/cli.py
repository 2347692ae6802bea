"""The ``notalone`` command.

``notalone`` alone (or ``notalone play``) starts the game and ``--resume``
continues the autosaved one; ``replay FILE`` opens a game record in the
viewer; ``analyse FILE`` estimates the Creature's chance after every action
of a finished game; ``rules`` prints the rules summary; ``serve`` offers the game to web
browsers; ``simulate`` plays bot games headless; ``version`` the version.

``--lang`` (on the command and on every subcommand) picks the language for this
run; without it the player's saved choice, then the environment, decide. The
language is settled before the parser is built, so ``--help`` and the
parser's own errors speak it too (argparse's phrases are in the catalogue).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

from notalone_tui import __version__
from notalone_tui.i18n.current import N_, _, ngettext


def _fail(message: str) -> int:
    print(_("notalone: {message}").format(message=message), file=sys.stderr)
    return 2


def _cmd_play(args: argparse.Namespace) -> int:
    from notalone_tui.atomic import sweep_leftovers
    from notalone_tui.paths import config_dir, data_dir
    from notalone_tui.tui.app import NotAloneApp

    for folder in (data_dir(), config_dir()):
        sweep_leftovers(folder)  # what a program killed mid-save left behind

    if getattr(args, "resume", False):
        from notalone_tui.paths import autosave_path
        from notalone_tui.saves import find_autosave

        saved, problem = find_autosave()
        if problem:
            return _fail(problem)
        if saved is None:
            return _fail(_("there is no unfinished game to resume (looked for {path})").format(
                path=autosave_path()))
        NotAloneApp(game=saved.game, bots=saved.bots, resumed=True, hints=saved.hints).run()
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

    from notalone_tui.assets import localized_asset_text
    from notalone_tui.i18n.current import language

    Console().print(Markdown(localized_asset_text("rules.md", language())))
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from notalone_tui.sim.command import CommandError, simulate

    try:
        return simulate(args)
    except CommandError as exc:
        return _fail(str(exc))


def _cmd_analyse(args: argparse.Namespace) -> int:
    """Analyse a finished game's record: a chart of the Creature's chance over
    the game and the biggest swings (or all of it as JSON), with a progress bar
    on the error stream; Ctrl+C stops it cleanly."""
    import json

    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
    from rich.text import Text

    from notalone_tui.analysis import (
        Cancelled,
        NotFinished,
        analyse,
        budget_for,
        check_finished,
        default_jobs,
    )
    from notalone_tui.analysis.chart import chart
    from notalone_tui.analysis.words import basis_note, swing_words, to_json
    from notalone_tui.records import RecordError, read_record

    path = Path(args.file)
    try:
        record = read_record(path)
        check_finished(record)
    except NotFinished as exc:
        return _fail(f"{path}: {exc}")
    except RecordError as exc:
        return _fail(str(exc))
    jobs = args.jobs or default_jobs()
    errors = Console(stderr=True)
    try:
        playouts = args.playouts
        if args.seconds is not None:
            playouts = budget_for(record, args.seconds, jobs, args.seed)
        with Progress(TextColumn("{task.description}"), BarColumn(),
                      TextColumn("{task.completed}/{task.total}"), TimeRemainingColumn(),
                      console=errors, transient=True) as bar:
            task = bar.add_task(_("Analysing"), total=None)
            result = analyse(record, seed=args.seed, playouts=playouts, jobs=jobs,
                             progress=lambda done, total: bar.update(
                                 task, completed=done, total=total))
    except (KeyboardInterrupt, Cancelled):
        errors.print(_("Analysis cancelled."), markup=False, highlight=False)
        return 130
    if args.json:
        print(json.dumps(to_json(result), ensure_ascii=False, indent=2))
        return 0
    out = Console()
    width = min(out.width, 100)
    out.print(Text(basis_note(result)), width=width)
    out.print()
    positions = result.positions
    for line in chart([p.estimate.chance for p in positions], [p.turn for p in positions],
                      width=width):
        out.print(Text(line), no_wrap=True, crop=True)
    out.print(Text(_("Turns")), justify="center", width=width)
    out.print()
    out.print(Text(_("The biggest swings"), style="bold"))
    for number, swing in enumerate(result.swings, 1):
        words = swing_words(result, swing)
        out.print(Text(f"{number}. {words.title}"), width=width)
        out.print(Text(f"   {words.change}"), width=width)
        out.print(Text(f"   {words.expert}"), width=width)
    if not result.swings:
        out.print(Text(_("Nobody had a choice to make in this game.")))
    errors.print(ngettext("{seconds:.0f} s, {playouts} imagined games a position, {jobs} "
                          "process.", "{seconds:.0f} s, {playouts} imagined games a position, "
                          "{jobs} processes.", jobs).format(
        seconds=result.seconds, playouts=result.playouts, jobs=jobs),
        markup=False, highlight=False)
    return 0


# Argument types. argparse names a type function that raises ValueError in its
# error ("invalid _positive value: 'x'"), which reads as a program fault; each
# of these raises ArgumentTypeError with a reason a player understands instead.
# argparse prints it after the option's name and exits with status 2.
def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text!r} is not a whole number").format(text=text)) from None


def _positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(_("must be at least 1, not {value}").format(value=value))
    return value


def _player_count(text: str) -> int:
    value = _whole(text)
    if not 2 <= value <= 7:
        raise argparse.ArgumentTypeError(
            _("Not Alone is played by 2 to 7 players, not {value}").format(value=value))
    return value


#: Seeds a game record can hold (records.GameRecord checks the same range).
SEED_LIMIT = 2**63


def _seed(text: str) -> int:
    value = _whole(text)
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            _("a seed is a whole number from 0 to 2**63 - 1, not {value}").format(value=value))
    return value


def _seconds(text: str) -> float:
    """A thinking time: a finite number of seconds above 0 (0, a negative time,
    ``nan`` or ``inf`` would leave the expert bot no time or no end)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text!r} is not a number of seconds").format(text=text)) from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(
            _("must be a number of seconds above 0, not {text}").format(text=text))
    return value


def _cmd_serve(args: argparse.Namespace) -> int:
    from notalone_tui.web.server import ServeError, serve

    try:
        serve(args.host, args.port, getattr(args, "lang", None), args.max_games)
    except ServeError as exc:
        return _fail(str(exc))
    return 0


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("expected a port number from 1 to 65535"))
    return value


def _cmd_version(_args: argparse.Namespace) -> int:
    print(f"notalone {__version__}")
    return 0


#: argparse's own phrases (usage, errors), which it looks up with gettext: listed
#: here so that Babel extracts them into the catalogue (see :func:`_speak_argparse`).
ARGPARSE_PHRASES = (
    N_("usage: "), N_("options"), N_("positional arguments"),
    N_("show this help message and exit"), N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"), N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)


def _speak_argparse() -> None:
    """Make argparse word its usage and errors in the current language: it
    calls the ``gettext`` / ``ngettext`` it imported, looked up at call time."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


def _language(text: str) -> str:
    from notalone_tui.i18n.languages import UnknownLanguage, check

    try:
        return check(text)
    except UnknownLanguage:
        raise argparse.ArgumentTypeError(
            _("unknown language {text!r}: choose one of {codes}").format(
                text=text, codes=", ".join(_language_codes()))) from None


def _language_codes() -> tuple[str, ...]:
    from notalone_tui.i18n.languages import LANGUAGES

    return tuple(LANGUAGES)


def _lang_option(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--lang`` on the command and on each subcommand (a subcommand's copy
    must not reset the command's value, hence SUPPRESS)."""
    parser.add_argument("--lang", type=_language, metavar="CODE",
                        default=None if top else argparse.SUPPRESS,
                        help=_("language for this run: {codes} (default: your saved "
                               "choice, else the environment's LANGUAGE/LC_ALL/LANG, else "
                               "English)").format(codes=", ".join(_language_codes())))


def early_language(argv: Sequence[str]) -> str:
    """The language of this run, read before the parser exists: ``--lang``
    anywhere on the line (an unknown one is left for the parser to refuse),
    else the saved choice, else the environment."""
    from notalone_tui.i18n.languages import UnknownLanguage, choose, normalise
    from notalone_tui.settings import saved_language

    explicit = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            explicit = argv[i + 1]
        elif arg.startswith("--lang="):
            explicit = arg.split("=", 1)[1]
    if explicit is not None and normalise(explicit) is None:
        explicit = None
    try:
        return choose(explicit, saved_language())
    except UnknownLanguage:
        return choose(None, saved_language())


#: Playouts per position of ``analyse`` (the analysis' default, repeated here so
#: that the parser does not import the bots).
DEFAULT_PLAYOUTS = 24


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for ``notalone`` (in the current language)."""
    from notalone_tui.sim import modes

    _speak_argparse()
    parser = argparse.ArgumentParser(
        prog="notalone",
        description=_("Not Alone in the terminal: one Creature against 1-6 Hunted on one keyboard."),
    )
    parser.add_argument("--resume", action="store_true",
                        help=_("continue the unfinished game saved automatically"))
    _lang_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", help=_("start the game (the default)"))
    play.add_argument("--resume", action="store_true",
                      help=_("continue the unfinished game saved automatically"))
    _lang_option(play)
    play.set_defaults(handler=_cmd_play)
    replay = sub.add_parser("replay", help=_("step through a saved or exported game record"))
    replay.add_argument("file", help=_("a game record (.json), e.g. one exported at game over"))
    _lang_option(replay)
    replay.set_defaults(handler=_cmd_replay)
    rules = sub.add_parser(
        "rules", help=_("print the rules summary and the rulings this program follows"
    ))
    _lang_option(rules)
    rules.set_defaults(handler=_cmd_rules)
    analyse = sub.add_parser(
        "analyse", help=_("after a game: the Creature's chance to win, action by action"),
        description=_("Replays a finished game's record and, after every action, estimates "
                      "the Creature's chance to win with the expert bot's playouts, from the "
                      "public view plus what the player about to act knew. Prints a chart of "
                      "that chance over the game, turn by turn, and the five biggest swings: "
                      "who acted, what they did, what the expert would have done instead and "
                      "the chance after that. The same record, seed and playouts give the "
                      "same analysis."))
    analyse.add_argument("file", help=_("a finished game's record (.json), e.g. one exported "
                                        "at game over"))
    analyse.add_argument("--json", action="store_true",
                         help=_("print every estimate and the swings as JSON"))
    analyse.add_argument("--seed", type=_seed, default=0,
                         help=_("seed of the imagined games (default 0)"))
    budget = analyse.add_mutually_exclusive_group()
    budget.add_argument("--playouts", type=_positive, default=DEFAULT_PLAYOUTS,
                        help=_("imagined games per position (default {n})").format(
                            n=DEFAULT_PLAYOUTS))
    budget.add_argument("--seconds", type=_seconds, default=None,
                        help=_("about this many seconds in all: the playouts per position "
                               "are chosen from a quick timing (the output says how many, "
                               "to repeat the run exactly)"))
    analyse.add_argument("--jobs", type=_positive, default=None,
                         help=_("worker processes (default: one per core)"))
    _lang_option(analyse)
    analyse.set_defaults(handler=_cmd_analyse)
    levels = ("random", "standard", "expert")  # bots.LEVELS, without importing the bots
    sim = sub.add_parser("simulate", help=_("play headless bot games and print statistics"))
    sim.add_argument("--players", type=_player_count, default=4, help=_("2 to 7 (default 4)"))
    sim.add_argument("--games", type=_positive, default=100, help=_("number of games (default 100)"))
    sim.add_argument("--creature", choices=levels, default=None,
                     help=_("Creature bot level (default standard)"))
    sim.add_argument("--hunted", choices=levels, default=None,
                     help=_("Hunted bot level (default standard)"))
    sim.add_argument("--matrix", nargs="?", const=",".join(levels), default=None,
                     metavar="LEVELS",
                     help=_("play every Creature level against every Hunted level and print "
                          "the Creature's win rates as a matrix (default: all levels; or a "
                          "list such as random,standard)"))
    sim.add_argument("--seed", type=_seed, default=0, help=_("seed of the first game (default 0)"))
    sim.add_argument("--side", type=_whole, choices=(1, 2), default=None,
                     help=_("board side (default: alternate 1 and 2)"))
    sim.add_argument("--jobs", type=_positive, default=1, help=_("worker processes (default 1)"))
    sim.add_argument("--expert-seconds", type=_seconds, default=1.0,
                     help=_("expert bot: thinking time per decision (default 1 s)"))
    sim.add_argument("--expert-playouts", type=_positive, default=None,
                     help=_("expert bot: playouts per decision instead of a time limit"))
    sim.add_argument("--creature-playouts", type=_positive, default=None,
                     help=_("expert Creature: playouts per decision (overrides --expert-playouts)"))
    sim.add_argument("--hunted-playouts", type=_positive, default=None,
                     help=_("expert Hunted: playouts per decision (overrides --expert-playouts)"))
    sim.add_argument("--mode", choices=modes.MODES, default=None, help=_(modes.HELP))
    sim.add_argument("--sheets", action=argparse.BooleanOptionalAction, default=None,
                     help=_("play with (or without) the character sheets and count how often "
                          "each ability triggers (default: as the mode's setup, on in "
                          "Frozen Lands)"))
    sim.add_argument("--results-dir", type=Path, default=None, metavar="DIR",
                     help=_("keep every game in DIR, in a folder per setting, and play only "
                          "the games not already kept there: a long run can stop and go on "
                          "later"))
    sim.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
    _lang_option(sim)
    sim.set_defaults(handler=_cmd_simulate)
    serve = sub.add_parser("serve", help=_("play in a web browser: each tab gets its own game"))
    serve.add_argument("--host", default="127.0.0.1",
                       help=_("address to listen on (default 127.0.0.1, this computer only; "
                              "any other address lets anyone who can reach the port play)"))
    serve.add_argument("--port", type=_port, default=8000, help=_("port (default 8000)"))
    serve.add_argument("--max-games", type=_positive, default=8,
                       help=_("game processes at once, one a browser tab (default 8)"))
    _lang_option(serve)
    serve.set_defaults(handler=_cmd_serve)
    version = sub.add_parser("version", help=_("print the program version"))
    _lang_option(version)
    version.set_defaults(handler=_cmd_version)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``notalone`` with ``argv`` (default: the process arguments); return the exit code."""
    from notalone_tui.i18n.current import use

    given = list(sys.argv[1:] if argv is None else argv)
    use(early_language(given))
    parser = build_parser()
    args = parser.parse_args(given)
    if args.command is None:
        return _cmd_play(args)
    code: int = args.handler(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
