"""Small faults of issue 12 outside the screens: the seeded random Creature, the
wording of a damaged record's refusal, and the places' readable labels."""

from __future__ import annotations

import textwrap

import pytest

from notalone_tui.engine import BASE, GameConfig
from notalone_tui.engine.config import random_creature_seat
from notalone_tui.engine.errors import ConfigError
from notalone_tui.engine.messages import SEATS, PlaceRef, msg
from notalone_tui.i18n import Renderer, english
from notalone_tui.records import GameRecord, RecordError

#: What one line of the 80×24 grid's narrowest cell holds (measured: 13 or 14).
CELL_WIDTH = 13
#: The decision prompt's box at 80×24: 4 lines of about 36 characters.
PROMPT_LINES, PROMPT_WIDTH = 4, 36


def words() -> Renderer:
    return Renderer.for_game(english(), ("Ada", "Ben", "Cleo"), "base")


# ---------------------------------------------------------------- the Creature
def test_a_random_creature_seat_follows_the_seed() -> None:
    for players in range(2, 8):
        seats = [random_creature_seat(seed, players) for seed in range(60)]
        assert seats == [random_creature_seat(seed, players) for seed in range(60)]
        assert set(seats) == set(range(players)), "every seat can be the Creature"
        for seat in seats:
            GameConfig(names=tuple("ABCDEFG"[:players]), creature_seat=seat)


def test_a_random_creature_seat_needs_a_table_of_two_to_seven() -> None:
    with pytest.raises(ConfigError):
        random_creature_seat(1, 8)


# ---------------------------------------------------------------- records
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"format_version": 2, "seed": "1', "unterminated string starting at line 1, column 31"),
        ('{"format_version": 2,\n "seed": 1\n', "expecting ',' delimiter at line 3, column 1"),
        ('{"a": "\x01"}', "invalid control character at line 1, column 8"),
    ],
)
def test_a_damaged_record_is_refused_in_plain_words(text: str, expected: str) -> None:
    with pytest.raises(RecordError) as excinfo:
        GameRecord.from_json(text)
    message = str(excinfo.value)
    assert " at at " not in message
    assert message == f"not valid JSON, truncated or damaged ({expected})"


# ---------------------------------------------------------------- place labels
OLD_SHORTS = {"all back/copy", "self+1 back", "lay 2 show 1", "Marker/Rescue", "take a 6-10",
              "self+2 back", "draw 2 keep 1", "Will+1 / draw", "lay 2 both"}


@pytest.mark.parametrize("number", sorted(BASE.places))
def test_each_place_has_a_readable_phrase_that_fits_its_cell(number: int) -> None:
    short = words()(msg(BASE.places[number].short))
    assert short not in OLD_SHORTS
    assert "/" not in short and "self" not in short, short
    assert len(short) <= CELL_WIDTH, short


def test_the_shorts_say_what_each_place_gives() -> None:
    say = words()
    shorts = {n: say(msg(p.short)) for n, p in BASE.places.items()}
    assert "back" in shorts[1] and "back" in shorts[2] and "back" in shorts[6]
    assert "lay 2" in shorts[3] and "use 1" in shorts[3]
    assert "lay 2" in shorts[10] and "use 2" in shorts[10]
    assert "Marker" in shorts[4] and "Rescue" in shorts[4]
    assert "Survival" in shorts[7] and "Will" in shorts[9]


def test_power_labels_are_whole_phrases_of_at_most_two_rows() -> None:
    say = words()
    assert say(msg("base.place.beach.label.score")) == (
        "remove the Marker: the Rescue counter moves 1 space")
    assert say(msg("base.place.returns.label.more", places=(PlaceRef(3), PlaceRef(4)))) == (
        "take back the card you played, plus the River and the Beach")
    assert "reveal the one you choose" in say(msg("base.place.river.label"))
    assert "both are revealed" in say(msg("base.place.artefact.label"))
    for key in english().templates:
        if key.startswith("base.place.") and ".label" in key:
            option = say(msg("base.option.power", place=PlaceRef(10),
                             what=msg(key, card=PlaceRef(6), seat=SEATS[1],
                                      places=(PlaceRef(1), PlaceRef(2)))))
            assert len(textwrap.wrap(option, PROMPT_WIDTH)) <= 2, option


# ---------------------------------------------------------------- the River
def fits_the_prompt_box(text: str) -> bool:
    return len(textwrap.wrap(text, PROMPT_WIDTH)) <= PROMPT_LINES


def test_the_river_prompts_say_what_happens_to_both_cards() -> None:
    say = words()
    lay = say(msg("base.explore.prompt.river", place=PlaceRef(3)))
    assert lay.startswith("The River: lay 2 cards face down")
    assert "choose which one is revealed" in lay and "take the other back" in lay
    pick = say(msg("base.river_pick.prompt", place=PlaceRef(3)))
    assert "two face-down cards" in pick and "revealed" in pick
    assert "the other goes back to your hand" in pick
    for text in (lay, pick):
        assert fits_the_prompt_box(text), text


def test_the_river_choice_names_the_card_revealed_and_the_one_taken_back() -> None:
    """The prompt above the options says the other card goes back; each option
    stays one row in the 80×24 list (it used to wrap onto a second)."""
    say = words()
    assert say(msg("base.option.river", place=PlaceRef(10))) == "Reveal the Artefact"
    assert say(msg("base.river_pick.done.private", kept=PlaceRef(1), other=PlaceRef(3))) == (
        "You will reveal the Lair; the River goes back to your hand.")
    assert "keeps" not in say(msg("base.river_pick.done", seat=SEATS[1]))
