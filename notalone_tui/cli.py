"""The ``notalone`` command.

``notalone`` alone (or ``notalone play``) starts the game and ``--resume``
continues the autosaved one; ``replay FILE`` opens a game record in the
viewer; ``rules`` prints the rules summary; ``serve`` offers the game to web
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
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from notalone_tui import __version__
from notalone_tui.i18n.current import N_, _, ngettext
from notalone_tui.i18n.numbers import decimal, percent

if TYPE_CHECKING:
    from rich.table import Table

    from notalone_tui.bots.simulate import Summary


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
        NotAloneApp(game=saved.game, bots=saved.bots, resumed=True).run()
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
    import json

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    from notalone_tui.bots.results import ResultsError, ResultStore, check_folder
    from notalone_tui.bots.simulate import (
        MIN_PLAYERS,
        SimConfig,
        pairings,
        parse_levels,
        run,
        summarise,
    )
    from notalone_tui.engine.rulesets.sheets import sheets_by_default

    fewest = MIN_PLAYERS.get(args.mode, 2)
    if args.players < fewest:
        return _fail(_("simulate: {mode} needs at least {fewest} players, not {players}").format(
            mode=_(MODE_NAMES.get(args.mode, "")), fewest=fewest, players=args.players))
    sheets = sheets_by_default(args.mode) if args.sheets is None else args.sheets
    if args.matrix is not None:
        if args.creature is not None or args.hunted is not None:
            return _fail(_("simulate: --matrix plays every pairing of its levels; "
                           "leave out --creature and --hunted"))
        try:
            pairs = pairings(parse_levels(args.matrix))
        except ValueError as exc:
            return _fail(_("simulate: --matrix: {problem}").format(problem=exc))
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
    # The results folder is checked before the first game: a run that cannot keep
    # its games (a file in the way, a read-only disk) would otherwise play them all
    # and fail at the end.
    stores: list[ResultStore | None] = [None] * len(configs)
    if args.results_dir is not None:
        try:
            check_folder(args.results_dir)
            found = [ResultStore(args.results_dir, config) for config in configs]
            for each in found:
                each.check()
            stores = [*found]
        except ResultsError as exc:
            return _fail(_("simulate: --results-dir: {problem}").format(problem=exc))
    console = Console(stderr=args.json)
    summaries = []
    with Progress("[progress.description]{task.description}", BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                  transient=args.json) as bar:
        for config, store in zip(configs, stores, strict=True):
            task = bar.add_task(_pairing(config.creature, config.hunted), total=config.games)
            try:
                results = run(config, progress=partial(bar.advance, task), store=store)
            except (ResultsError, OSError) as exc:  # OSError: the disk filled up mid-run
                if store is None:
                    raise
                bar.stop()
                problem = exc if isinstance(exc, ResultsError) else _(
                    "cannot write in the folder {path} ({problem})").format(
                    path=store.folder, problem=exc.strerror or type(exc).__name__)
                return _fail(_("simulate: --results-dir: {problem}").format(problem=problem))
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
    table = Table(title=_("Creature win rate, {games} games per pairing, {setting} "
                          "(95% interval)").format(
        games=args.games, setting=_setting(args.players, first.ruleset, first.sheets)))
    table.add_column(_("Creature \\ Hunted"))
    for level in hunted:
        table.add_column(_(LEVEL_NAMES[level]), justify="right")
    cells = {(s.config.creature, s.config.hunted): s for s in summaries}
    for creature in creatures:
        row = []
        for level in hunted:
            rate, low, high = cells[creature, level].rate("creature")
            row.append(f"{percent(rate)} ({percent(low)}–{percent(high)})")
        table.add_row(_(LEVEL_NAMES[creature]), *row)
    return table


def _print_summary(summary: Summary, args: argparse.Namespace) -> None:
    from rich.console import Console
    from rich.table import Table

    from notalone_tui.bots.simulate import rules_id
    from notalone_tui.engine import get_ruleset
    from notalone_tui.i18n.current import card_name

    out = Console()
    config = summary.config
    rules = get_ruleset(rules_id(config.ruleset))
    table = Table(title=ngettext("{games} game, {setting}, {pairing}",
                                 "{games} games, {setting}, {pairing}", config.games).format(
        games=config.games, setting=_setting(config.players, config.ruleset, config.sheets),
        pairing=_pairing(config.creature, config.hunted)))
    table.add_column(_("side"))
    table.add_column(_("wins"), justify="right")
    table.add_column(_("win rate"), justify="right")
    table.add_column(_("95% CI"), justify="right")
    for side, label in (("creature", _("Creature")), ("hunted", _("Hunted"))):
        rate, low, high = summary.rate(side)
        wins = summary.creature_wins if side == "creature" else summary.hunted_wins
        table.add_row(label, str(wins), percent(rate), f"{percent(low)} – {percent(high)}")
    out.print(table)
    out.print(_("Turns: mean {mean}, sd {sd}, min {low}, max {high}").format(
        mean=decimal(summary.turns_mean, 1), sd=decimal(summary.turns_sd, 1),
        low=summary.turns_min, high=summary.turns_max))
    ends = Table(title=_("How games ended"))
    ends.add_column(_("win condition"))
    ends.add_column(_("games"), justify="right")
    for reason, count in sorted(summary.conditions.items(), key=lambda kv: -kv[1]):
        ends.add_row(reason, str(count))
    out.print(ends)
    cards = Table(title=_("Cards played (times per game)"))
    cards.add_column(_("card"))
    cards.add_column(_("played"), justify="right")
    cards.add_column(_("per game"), justify="right")
    for card, count in sorted(summary.cards.items(), key=lambda kv: -kv[1]):
        cards.add_row(card_name(rules, card), str(count), decimal(count / max(1, summary.games), 2))
    out.print(cards)
    if config.sheets:
        out.print(_abilities_table(summary))
    if summary.contamination:
        out.print(_contamination_table(summary))
    if summary.sanctuary:
        out.print(_sanctuary_table(summary))


#: The modes' names in titles.
MODE_NAMES = {
    "base": N_("base game"),
    "frozen-lands": N_("Frozen Lands"),
    "sanctuary": N_("Sanctuary"),
    "sanctuary-variant": N_("Sanctuary light variant"),
}
#: The bot levels' names in tables (``bots.LEVELS``).
LEVEL_NAMES = {"random": N_("random"), "standard": N_("standard"), "expert": N_("expert")}


def _setting(players: int, ruleset: str, sheets: bool) -> str:
    """What was played, for a title: players, mode (none for the base game) and sheets."""
    if ruleset == "base":
        if sheets:
            return ngettext("{n} player, character sheets", "{n} players, character sheets",
                            players).format(n=players)
        return ngettext("{n} player", "{n} players", players).format(n=players)
    mode = _(MODE_NAMES.get(ruleset, ruleset))
    if sheets:
        return ngettext("{n} player, {mode}, character sheets",
                        "{n} players, {mode}, character sheets", players).format(
            n=players, mode=mode)
    return ngettext("{n} player, {mode}", "{n} players, {mode}", players).format(
        n=players, mode=mode)


def _pairing(creature: str, hunted: str) -> str:
    return _("{creature} Creature vs {hunted} Hunted").format(
        creature=_(LEVEL_NAMES.get(creature, creature)),
        hunted=_(LEVEL_NAMES.get(hunted, hunted)))


#: The Contamination figures' labels (:data:`notalone_tui.bots.simulate.CONTAMINATION`).
CONTAMINATION_LABELS = {
    "taken": N_("tokens taken"),
    "discarded": N_("tokens discarded"),
    "holds": N_("Holds (team kept the Rescue counter back)"),
    "held_at_end": N_("tokens held at the end"),
    "infected_at_end": N_("icons turned up at the end"),
    "contaminated_ending": N_("games lost to the reveal"),
}


def _contamination_table(summary: Summary) -> Table:
    """Frozen Lands: the Contamination tokens over all games (totals only: no face
    is reported but the icons the end-of-game reveal turned up)."""
    from rich.table import Table

    config = summary.config
    table = Table(title=_("Contamination ({pairing})").format(
        pairing=_pairing(config.creature, config.hunted)))
    table.add_column(_("figure"))
    table.add_column(_("total"), justify="right")
    table.add_column(_("per game"), justify="right")
    for key, count in summary.contamination.items():
        table.add_row(_(CONTAMINATION_LABELS.get(key, key)), str(count),
                      decimal(count / max(1, summary.games), 2))
    return table


#: The Sanctuary figures' labels (:data:`notalone_tui.bots.simulate.SANCTUARY_FIGURES`
#: and ``VARIANT_FIGURES``).
SANCTUARY_LABELS = {
    "defense_win": N_("games won by the Defense counter"),
    "defense_moved": N_("Defense spaces moved forward"),
    "defense_space": N_("Defense space reached at the end"),
    "bonuses": N_("Defense bonus spaces reached"),
    "rescues": N_("survivors rescued"),
    "fortifications": N_("fortifications"),
    "shelters": N_("shelters (Survivor cards discarded for a step)"),
    "evolves": N_("Phase 5: evolved"),
    "nests": N_("Phase 5: nested"),
    "developed": N_("Evolution cards developed"),
    "evolution_uses": N_("Evolution abilities used"),
    "evolutions_lost": N_("developed Evolutions the Hunted discarded"),
    "dna_lost": N_("DNA the Hunted took from the Creature"),
    "avatar_uses": N_("Avatar abilities used"),
}


def _sanctuary_table(summary: Summary) -> Table:
    """Sanctuary: the Defense track, rescues and fortifications, and the
    Creature's Evolutions, over all games (public figures only)."""
    from rich.table import Table

    config = summary.config
    name = _(MODE_NAMES.get(config.ruleset, "Sanctuary"))
    table = Table(title=_("{mode} ({pairing})").format(
        mode=name, pairing=_pairing(config.creature, config.hunted)))
    table.add_column(_("figure"))
    table.add_column(_("total"), justify="right")
    table.add_column(_("per game"), justify="right")
    for key, count in summary.sanctuary.items():
        table.add_row(_(SANCTUARY_LABELS.get(key, key)), str(count),
                      decimal(count / max(1, summary.games), 2))
    return table


def _abilities_table(summary: Summary) -> Table:
    """How often each ability of the character sheets triggered: per game, and per
    game in which it was in play (each game deals only some characters)."""
    from rich.table import Table

    from notalone_tui.engine.rulesets.sheets import abilities
    from notalone_tui.i18n.current import render

    config = summary.config
    table = Table(title=_("Abilities triggered ({pairing})").format(
        pairing=_pairing(config.creature, config.hunted)))
    table.add_column(_("ability"))
    table.add_column(_("triggers"), justify="right")
    table.add_column(_("games in play"), justify="right")
    table.add_column(_("per game"), justify="right")
    table.add_column(_("per game in play"), justify="right")
    for ability, count, games, per_game, per_own in summary.ability_rates():
        table.add_row(render(abilities.name(ability)), str(count), str(games),
                      decimal(per_game, 2), decimal(per_own, 2))
    return table


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


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for ``notalone`` (in the current language)."""
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
    sim.add_argument("--mode", choices=("base", "frozen-lands", "sanctuary", "sanctuary-variant"),
                     default="base",
                     help=_("the game played: base (default); frozen-lands (4 to 7 players; "
                          "Contamination figures are reported); sanctuary, the Sanctuary "
                          "expansion (2 to 7 players; Defense, rescue, fortification and "
                          "Evolution figures are reported); sanctuary-variant, its light "
                          "variant on the base game (2 to 7 players; Avatar and Evolution "
                          "uses are reported)"))
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
