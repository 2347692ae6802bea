"""Small faults of issue 12 outside the screens: the seeded random Creature, the
wording of a damaged record's refusal, and the places' readable labels."""

from __future__ import annotations

import pytest

from notalone_tui.engine import GameConfig
from notalone_tui.engine.config import random_creature_seat
from notalone_tui.engine.errors import ConfigError
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
