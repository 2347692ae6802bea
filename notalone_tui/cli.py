"""The ``notalone`` command.

``notalone`` alone (or ``notalone play``) starts the game; ``rules`` prints the
rules summary; ``version`` the version. ``resume``, ``replay`` and ``simulate``
arrive with saved games and bots.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from rich.console import Console
from rich.markdown import Markdown

from notalone_tui import __version__
from notalone_tui.assets import read_asset_text


def _cmd_play(_args: argparse.Namespace) -> int:
    from notalone_tui.tui.app import NotAloneApp

    NotAloneApp().run()
    return 0


def _cmd_rules(_args: argparse.Namespace) -> int:
    Console().print(Markdown(read_asset_text("rules.md")))
    return 0


def _cmd_version(_args: argparse.Namespace) -> int:
    print(f"notalone {__version__}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for ``notalone``."""
    parser = argparse.ArgumentParser(
        prog="notalone",
        description="Not Alone in the terminal: one Creature against 1-6 Hunted on one keyboard.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", help="start the game (the default)")
    play.set_defaults(handler=_cmd_play)
    rules = sub.add_parser(
        "rules", help="print the rules summary and the rulings this program follows"
    )
    rules.set_defaults(handler=_cmd_rules)
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
