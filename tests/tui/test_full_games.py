"""Complete games played through the app with key presses only (seeded), from
the title screen to the game-over screen: 2, 3, 4 and 7 players, each game in
another of the app's languages, so that every language is played to the end
and every screen is checked for secrets in that language's words too."""

from __future__ import annotations

import random

import pytest

from notalone_tui.engine import CREATURE, Game, GameConfig
from notalone_tui.i18n.current import _, language, ngettext, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.app import NotAloneApp

from .driver import play_game, setup_game

GAMES = [(2, 11, 0, "en"), (3, 17, 1, "ro"), (4, 23, 2, "fr"), (7, 5, 6, "pt")]
assert {game[3] for game in GAMES} == set(LANGUAGES)


def winner_titles(config: GameConfig, creature_won: bool) -> list[str]:
    """The game-over titles that may announce this result, in the current language."""
    names, creature = config.names, config.creature_seat
    if creature_won:
        return [_("The Creature wins! The Hunted's rescue fails."),
                _("The Creature wins! {creature} has assimilated the Hunted.").format(
                    creature=names[creature])]
    hunted = [names[seat] for seat in config.hunted_seats]
    return [ngettext("The Hunted win! {hunted} escapes Artemia.",
                     "The Hunted win! {hunted} escape Artemia.", len(hunted)).format(
                         hunted=", ".join(hunted))]


def words(text: str) -> str:
    """``text``'s words, one space apart, without the frames' box-drawing characters."""
    return " ".join("".join(" " if "\u2500" <= c <= "\u259f" else c for c in text).split())


@pytest.mark.parametrize(("players", "seed", "creature", "lang"), GAMES,
                         ids=[f"{p}-{s}-{c}-{lang}" for p, s, c, lang in GAMES])
async def test_a_whole_game_through_the_ui(players: int, seed: int, creature: int,
                                           lang: str) -> None:
    use(lang)
    app = NotAloneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_game(pilot, players, seed, creature)
        config = app.game.state.config
        assert config.players == players
        assert config.creature_seat == creature
        assert app.game.state.seed == seed
        report = await play_game(pilot, random.Random(seed), check_secrets=True)
        # The engine, replaying what the UI sent, agrees with the screen.
        replayed = Game.replay(config, seed, app.game.actions)
        assert replayed.is_over
        titles = winner_titles(config, replayed.state.winner == CREATURE)
        # The title may wrap inside its frame: read the words, not the lines.
        shown = words(report.winner_on_screen)
        assert any(words(t) in shown for t in titles), (titles, shown[:300])
        assert report.actions == len(app.game.actions) > 20
        assert report.handoffs > 0 and report.private_screens > 0 and report.reviews > 0
        assert report.leaks == []
        assert language() == lang
