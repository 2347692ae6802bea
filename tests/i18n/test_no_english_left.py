"""A translated game shows no English the catalogue translates: in every mode
and every language, short seeded games through the engine, worded by the app's
own text functions (prompts, option lists, the log, the end), and Textual's
own chrome (a dropdown's footer key, the Ctrl+C notice, the command palette).

"English the catalogue translates" is each word of an English message whose
translation differs, less the words the language itself uses somewhere (French
"Mirage", the planet "Artemia", a player's name): what is left can only come
from an English string that reached the screen (a name passed as text instead
of a reference, a Textual word nobody translated).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from notalone_tui.engine import Action, Game
from notalone_tui.engine.messages import Msg
from notalone_tui.i18n import Renderer
from notalone_tui.i18n.catalogue import catalogue
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.sim.modes import MODES, fewest_players, game_config
from notalone_tui.tui.labels import option_label

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
NAMES = ("Zoé", "Ioana", "Duda", "Kiki", "Radu", "Lulu", "Tiago")
#: Decisions played per game at most (random games end well before).
STEPS = 2000
#: Seeds played in every mode: among them, games that reach Defense bonuses.
SEEDS = range(8)
WORD = re.compile(r"[A-Za-zÀ-ÿĂăÂâÎîȘșȚț]{4,}")


def words_of(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


def _texts(value: object) -> tuple[str, ...]:
    """A catalogue entry's text or texts (a plural has several; none is empty)."""
    if isinstance(value, (tuple, list)):
        return tuple(str(v) for v in value)
    return (str(value),) if value else ("",)


@cache
def english_words(lang: str) -> frozenset[str]:
    """The English words ``lang``'s catalogue translates away."""
    with open(ROOT / "notalone_tui" / "locale" / lang / "LC_MESSAGES" / "notalone.po",
              "rb") as f:
        messages = [m for m in read_po(f, locale=lang) if m.id]
    english: set[str] = set()
    own: set[str] = set(w.casefold() for w in NAMES)
    for m in messages:
        ids = _texts(m.id)
        strings = _texts(m.string)
        for text in strings:
            own |= words_of(text)
        if tuple(strings) != tuple(ids):
            for text in ids:
                english |= words_of(text)
    return frozenset(english - own)


def english_in(text: str, lang: str) -> set[str]:
    return words_of(text) & english_words(lang)


def configs() -> Iterator[tuple[str, bool]]:
    for mode in MODES:
        for sheets in (False, True):
            yield mode, sheets


def played(mode: str, sheets: bool, seed: int) -> Iterator[Game]:
    """One seeded random game of ``mode``, at each of its first :data:`STEPS`
    decisions and at its end."""
    players = max(4, fewest_players(mode)) + seed % 4  # 4 to 7 players
    game = Game.new(game_config(mode, NAMES[:players], seed % players, 1 + seed % 2, sheets),
                    seed=seed)
    rng = random.Random(seed)
    for _step in range(STEPS):
        if game.is_over:
            break
        yield game
        decision = rng.choice(game.pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    yield game


def messages_seen(mode: str, sheets: bool) -> tuple[Game, list[Msg]]:
    """Every message the seeded games of ``mode`` show (private and public
    prompts and the option labels of every pending decision, every seat's log,
    the end), each once, and
    the last game (for its names and rule set)."""
    seen: dict[str, Msg] = {}
    game: Game | None = None
    for seed in SEEDS:
        for game in played(mode, sheets, seed):
            for decision in game.pending:
                seen.setdefault(repr(decision.public_prompt), decision.public_prompt)
                view = game.view(decision.seat)
                for mine in view.pending:
                    for message in (mine.prompt, *(option_label(o, mine.kind, view)
                                                   for o in mine.options or ())):
                        seen.setdefault(repr(message), message)
        assert game is not None
        if game.state.end_reason is not None:
            seen.setdefault(repr(game.state.end_reason), game.state.end_reason)
        for seat in (None, *range(len(game.state.config.names))):
            for message in game.log_for(seat):
                seen.setdefault(repr(message), message)
    assert game is not None
    return game, list(seen.values())


@pytest.mark.parametrize(("mode", "sheets"), list(configs()))
def test_a_game_in_every_language_shows_no_english(mode: str, sheets: bool) -> None:
    game, messages = messages_seen(mode, sheets)
    config = game.state.config
    found: dict[str, dict[str, str]] = {}
    for lang in TRANSLATED:
        words = Renderer.for_game(catalogue(lang), config.names, config.rules_id)
        for message in messages:
            text = words(message)
            for word in english_in(text, lang):
                found.setdefault(lang, {}).setdefault(word, text)
    assert not found, found
