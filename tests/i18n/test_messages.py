"""Messages are keys: the engine words nothing, and the English catalogue words
everything the engine says."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from notalone_tui.engine import Action, Game, GameConfig, IllegalAction, Option, Verb
from notalone_tui.engine.messages import CardRef, Msg, PlaceRef, Seat, msg
from notalone_tui.i18n import Catalogue, Renderer, english
from notalone_tui.i18n.catalogue import MissingMessage
from notalone_tui.tui.labels import option_label

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus")


def random_games(players: int, count: int) -> Iterator[Game]:
    """Each game at every step of a random playout (the same game object, moving on)."""
    for seed in range(count):
        config = GameConfig(names=NAMES[:players], creature_seat=seed % players,
                            board_side=1 + seed % 2)
        game = Game.new(config, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            decision = rng.choice(game.pending)
            yield game
            game.apply(Action(decision.seat, rng.choice(decision.options)))
        yield game


def strings(value: Any) -> Iterator[str]:
    """Every str inside a value (dataclasses, tuples, lists, dicts)."""
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from strings(getattr(value, f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from strings(item)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_every_message_has_english_and_the_state_holds_none(players: int) -> None:
    """Random games: each event (for every seat), prompt, option description and
    end reason renders; no string in the state is prose (ids have no spaces)."""
    for game in random_games(players, 6):
        cfg = game.state.config
        words = Renderer.for_game(english(), cfg.names, cfg.rules_id)
        for seat in (None, *range(players)):
            view = game.view(seat)
            for d in view.pending:
                assert words(d.prompt)
                for option in d.options or ():
                    assert words(option_label(option, d.kind, view))
        if game.is_over:
            assert game.state.end_reason is not None
            assert words(game.state.end_reason)
            for seat in (None, *range(players)):
                for message in game.log_for(seat):
                    assert words(message)
            state = dataclasses.replace(game.state, config=None)  # type: ignore[arg-type]  # no config: names are the players'
            prose = [s for s in strings(state) if " " in s]
            assert prose == [], f"English in the engine state: {prose[:3]}"


def test_refusals_render() -> None:
    game = Game.new(GameConfig(names=NAMES[:3]), seed=1)
    with pytest.raises(IllegalAction) as err:
        game.apply(Action(1, Option(Verb.PASS)))
    words = Renderer.for_game(english(), NAMES[:3], "base")
    assert isinstance(err.value.rule, Msg)
    assert "it is not Ben's decision now" in words(err.value.rule)


def test_plural_forms_follow_the_count() -> None:
    words = Renderer(english(), NAMES[:3])
    assert words(msg("core.draw.hunt", seat=Seat(0), n=1)) == "Ada draws 1 Hunt card."
    assert words(msg("core.draw.hunt", seat=Seat(0), n=2)) == "Ada draws 2 Hunt cards."


def test_references_are_worded_from_the_rule_set() -> None:
    words = Renderer(english(), NAMES[:3])
    line = words(msg("core.take_back.cards", seat=Seat(1), places=(PlaceRef(1), PlaceRef(8)),
                     why=CardRef("survival-sixth-sense")))
    assert line == "Ben takes back the Lair, the Wreck (Sixth Sense)."


def test_a_language_with_three_plural_forms_picks_the_right_one() -> None:
    """The catalogue's plural rule indexes the forms (Romanian has three)."""

    def romanian(n: int) -> int:
        return 0 if n == 1 else 1 if n == 0 or 1 < n % 100 < 20 else 2

    catalogue = Catalogue("ro", {"x": "{n} {n:carte|cărți|de cărți}"}, romanian)
    words = Renderer(catalogue)
    assert [words(msg("x", n=n)) for n in (1, 2, 20)] == [
        "1 carte", "2 cărți", "20 de cărți",
    ]


@pytest.mark.parametrize("lang", ["en", "fr", "pt", "ro"])
def test_evolution_levels_read_as_the_cards_print_them(lang: str) -> None:
    """The cards and the Creature's panel say level I and II: so do the
    options and the log, in every language (``{level:roman}``)."""
    from notalone_tui.i18n.catalogue import catalogue

    words = Renderer.for_game(catalogue(lang), NAMES[:4], "sanctuary")
    for key in ("sa.option.draw", "sa.option.draw_free", "sa.evo.hoarder.prompt"):
        line = words(msg(key, level=3))  # no other 3 in these lines
        assert "III" in line and "3" not in line, line


def test_an_unknown_message_id_is_an_error() -> None:
    with pytest.raises(MissingMessage):
        Renderer(english())(msg("no.such.message"))


def test_a_plug_in_rule_set_adds_its_own_words() -> None:
    from notalone_tui.i18n import add_templates

    add_templates("en", {"test.plugin.hello": "Hello {seat}"})
    assert Renderer(english(), NAMES[:3])(msg("test.plugin.hello", seat=Seat(2))) == "Hello Cy"
    add_templates("en", {"test.plugin.hello": "Hello {seat}"})  # the same words again: fine
    with pytest.raises(ValueError, match="worded differently"):
        add_templates("en", {"test.plugin.hello": "Bye {seat}"})


@pytest.mark.parametrize(("lang", "inside", "opening"), [
    ("en", "Ana reveals the Lair and the Jungle.", "The Lair: "),
    ("fr", "Ana révèle l'Antre et la Jungle.", "L'Antre\u00a0: "),
    ("pt", "Ana revela Covil e Selva.", "Covil: "),
])
def test_a_place_name_takes_a_lower_case_article_inside_a_sentence(
        lang: str, inside: str, opening: str) -> None:
    """"Explore the Jungle", "Explorer l'Antre": a place's article is written in
    lower case inside a sentence, and keeps its capital where the name opens one."""
    from notalone_tui.i18n.catalogue import catalogue

    say = Renderer(catalogue(lang), ["Ana", "Bob"])
    assert say(msg("base.reveal", seat=Seat(0), places=(PlaceRef(1), PlaceRef(2)))) == inside
    assert say(msg("base.option.power", place=PlaceRef(1), what="x")).startswith(opening)
