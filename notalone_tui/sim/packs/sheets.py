"""The character sheets' sim pack: how often each ability in play triggered.

With the sheets the games are played with characters dealt from each game's
seed, and each game reports how often every ability in play triggered (the
Hunted's characters, the Creature's abilities), zeros included: the sheets
module counts each trigger in the game's statistics under the ability's id
(``Game.stat``), the same count its coverage test reads. A run reports each
ability's triggers per game, and per game in which it was in play (each game
deals only some characters).

The rule set's modules are imported when a game is counted, not with the pack
(see :mod:`.base`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from notalone_tui.i18n.current import _
from notalone_tui.i18n.numbers import decimal

from ..pack import Figures, SimPack, Tallies

if TYPE_CHECKING:
    from rich.table import Table

    from notalone_tui.engine import Game

#: The tallies of a run: each ability's triggers, and the games it was in play.
TRIGGERS = "abilities"
GAMES_IN_PLAY = "ability_games"


def in_play(game: Game) -> tuple[str, ...]:
    """The sheets' abilities that can trigger in ``game``."""
    from notalone_tui.engine.rulesets.sheets import abilities

    dealt = abilities.characters_of(game.state)
    if not dealt:
        return ()
    return (*sorted(dealt.values()), *abilities.creature_abilities(game.state.config.players))


def ability_counts(game: Game) -> dict[str, int]:
    """How often each ability in play triggered in ``game`` (0 if never)."""
    stats = game.state.stats
    return {ability: stats.get(ability, 0) for ability in in_play(game)}


def total(games: Sequence[dict[str, int]]) -> dict[str, dict[str, int]]:
    triggered: Counter[str] = Counter()
    games_in_play: Counter[str] = Counter()
    for counts in games:
        triggered.update(counts)
        games_in_play.update(counts.keys())
    return {TRIGGERS: dict(triggered), GAMES_IN_PLAY: dict(games_in_play)}


def ability_rates(tallies: Tallies, games: int) -> list[tuple[str, int, int, float, float]]:
    """``(ability, triggers, games in play, per game, per game in play)``, in the
    sheets' order: the characters, then the Creature's abilities."""
    from notalone_tui.engine.rulesets.sheets import abilities

    triggers, in_games = tallies[TRIGGERS], tallies[GAMES_IN_PLAY]
    order = (*abilities.CHARACTERS, *abilities.CREATURE_ABILITIES)
    return [
        (a, triggers[a], in_games[a], triggers[a] / max(1, games),
         triggers[a] / max(1, in_games[a]))
        for a in order if a in in_games
    ]


def json(tallies: Tallies, games: int) -> dict[str, Any]:
    return {"sheets": True, TRIGGERS: {
        a: {"triggers": n, "games_in_play": g, "per_game": per, "per_game_in_play": own}
        for a, n, g, per, own in ability_rates(tallies, games)
    }}


def tables(tallies: Tallies, games: int, pairing: str) -> list[Table]:
    """How often each ability triggered: per game, and per game in play."""
    from rich.table import Table

    from notalone_tui.engine.rulesets.sheets import abilities
    from notalone_tui.i18n.current import render

    table = Table(title=_("Abilities triggered ({pairing})").format(pairing=pairing))
    table.add_column(_("ability"))
    table.add_column(_("triggers"), justify="right")
    table.add_column(_("games in play"), justify="right")
    table.add_column(_("per game"), justify="right")
    table.add_column(_("per game in play"), justify="right")
    for ability, count, in_games, per_game, per_own in ability_rates(tallies, games):
        table.add_row(render(abilities.name(ability)), str(count), str(in_games),
                      decimal(per_game, 2), decimal(per_own, 2))
    return [table]


PACK = SimPack(folder_part="sheets", figures=(
    Figures(name=TRIGGERS, count=ability_counts, total=total, json=json, tables=tables,
            order=10),
))
