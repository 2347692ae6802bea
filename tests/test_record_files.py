"""Bad record files never crash the program: every one is refused with one clear line.

A record file comes from anywhere (a crash mid-save, a friend's e-mail, a
mistaken path), so ``read_record``/``load_game`` and the ``notalone replay``
and ``notalone --resume`` commands must turn every kind of damage into a
:class:`RecordError` whose message is a single line starting with the file's
path, and must never change the file. The table below names each kind of
damage once; the Hypothesis tests then throw random damage at real records.
"""

from __future__ import annotations

import json
import random
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from notalone_tui import paths, records
from notalone_tui.cli import main
from notalone_tui.engine import BASE, Action, Game, GameConfig, Option, Verb
from notalone_tui.records import GameRecord, RecordError, load_game, read_record
from tests.engine.test_records import NAMES, random_game

HUNT_CARDS, SURVIVAL_CARDS = BASE.hunt_cards, BASE.survival_cards

# ------------------------------------------------------------------ real records

#: An unfinished 3-player game (Ada, Ben, Cyd; the Creature is Ben at seat 1).
SHORT_GAME = random_game(3, seed=1, stop_after=30)
SHORT_TEXT = GameRecord.of(SHORT_GAME).to_json()
SHORT: dict[str, Any] = json.loads(SHORT_TEXT)
#: A finished 2-player game.
FINISHED_GAME = random_game(2, seed=2)
FINISHED_TEXT = GameRecord.of(FINISHED_GAME).to_json()
assert FINISHED_GAME.is_over

#: How many examples the fuzz tests below run in all (reported in the test log).
FUZZ_BYTES_EXAMPLES = 150
FUZZ_TRUNCATED_EXAMPLES = 100
FUZZ_FLIPPED_EXAMPLES = 200
FUZZ_SUBTREE_EXAMPLES = 250
FUZZ_RANDOM_ACTIONS_EXAMPLES = 150
FUZZ_NEAR_LEGAL_EXAMPLES = 200
FUZZ_RULESET_EXAMPLES = 100
FUZZ_EXAMPLES = (FUZZ_BYTES_EXAMPLES + FUZZ_TRUNCATED_EXAMPLES + FUZZ_FLIPPED_EXAMPLES
                 + FUZZ_SUBTREE_EXAMPLES + FUZZ_RANDOM_ACTIONS_EXAMPLES
                 + FUZZ_NEAR_LEGAL_EXAMPLES + FUZZ_RULESET_EXAMPLES)

FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def edited(change: Callable[[dict[str, Any]], object], base: str = SHORT_TEXT) -> bytes:
    """The JSON of a real record after ``change`` has edited its parsed dict."""
    data = json.loads(base)
    change(data)
    return json.dumps(data).encode("utf-8")


def put(*path_and_value: Any) -> Callable[[dict[str, Any]], None]:
    """An edit setting ``data[k1][k2]...[kn] = value``."""
    *path, value = path_and_value

    def change(data: dict[str, Any]) -> None:
        node: Any = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def first_illegal_swap() -> tuple[int, bytes]:
    """A real record with one action's verb changed so it is no longer legal."""
    for index, action in enumerate(SHORT["actions"]):
        for verb in ("give_up", "done", "pass", "resist"):
            if verb == action["option"]["verb"]:
                continue
            data = json.loads(SHORT_TEXT)
            data["actions"][index]["option"] = {"verb": verb}
            try:
                GameRecord.model_validate(data).replay()
            except RecordError:
                return index, json.dumps(data).encode("utf-8")
    raise AssertionError("every verb swap stayed legal")


SWAP_INDEX, SWAPPED = first_illegal_swap()
N_ACTIONS = len(SHORT["actions"])

# ------------------------------------------------------------------ the table

#: Stand-ins for "no file" and "a folder" in the table.
MISSING = b"<missing>"
FOLDER = b"<folder>"


@dataclass(frozen=True)
class Case:
    """One kind of damage: the file's bytes and a phrase the refusal must contain.

    ``at_read``: ``read_record`` already refuses it (otherwise only replaying the
    game in ``load_game`` finds the problem). ``max_bytes`` lowers the size limit.
    """

    id: str
    data: bytes
    expect: str
    at_read: bool = True
    max_bytes: int | None = None


def _cut(at: int) -> Case:
    return Case(f"truncated-at-{at}", SHORT_TEXT[:at].encode(), "not valid JSON")


CASES: list[Case] = [
    Case("missing-file", MISSING, "no such file"),
    Case("folder", FOLDER, "is a folder"),
    Case("empty", b"", "the file is empty"),
    Case("whitespace-only", b" \n\t\r\n  ", "the file is empty"),
    *(_cut(at) for at in (1, 2, 17, 60, len(SHORT_TEXT) // 2, len(SHORT_TEXT) - 2,
                          len(SHORT_TEXT) - 1)),
    Case("not-json", b"this is not a game record\n", "not valid JSON"),
    Case("json-with-trailing-junk", SHORT_TEXT.encode() + b" {}", "not valid JSON"),
    Case("nested-too-deeply", b"[" * 200_000, "not valid JSON"),
    Case("binary", bytes(range(256)), "not UTF-8"),
    Case("gzip-bytes", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xcb\xcf", "not UTF-8"),
    Case("latin-1-text", '{"format_version": 1, "config": {"names": ["Zoé", "Bo"]}}'
         .encode("latin-1"), "not UTF-8"),
    Case("json-list", b"[1, 2, 3]", "expected a JSON object"),
    Case("json-number", b"42", "expected a JSON object"),
    Case("json-string", b'"format_version"', "expected a JSON object"),
    Case("json-null", b"null", "expected a JSON object"),
    Case("no-format-version", edited(lambda d: d.pop("format_version")), "no format_version"),
    Case("version-0", edited(put("format_version", 0)), "format version 0 is not supported"),
    Case("version-3", edited(put("format_version", 3)),
         "format version 3 is not supported (this program reads versions 1 and 2)"),
    Case("version-99", edited(put("format_version", 99)), "format version 99 is not supported"),
    Case("version-string", edited(put("format_version", "1")),
         "format version '1' is not supported"),
    Case("version-true", edited(put("format_version", True)),
         "format version True is not supported"),
    Case("version-null", edited(put("format_version", None)),
         "format version None is not supported"),
    Case("version-float", edited(put("format_version", 1.5)),
         "format version 1.5 is not supported"),
    Case("no-config", edited(lambda d: d.pop("config")), "config: Field required"),
    Case("names-not-strings", edited(put("config", "names", [1, 2, 3])), "config.names.0"),
    Case("one-name", edited(put("config", "names", ["Ada"])), "config.names"),
    Case("eight-names", edited(put("config", "names", list("ABCDEFGH"))), "config.names"),
    Case("seed-a-string", edited(put("seed", "twelve")), "seed: Input should be a valid integer"),
    Case("seed-negative", edited(put("seed", -1)), "seed must be between 0 and 2**63 - 1"),
    Case("seed-too-big", edited(put("seed", 2**63)), "seed must be between 0 and 2**63 - 1"),
    Case("seed-huge-digits", SHORT_TEXT.replace('"seed":1', '"seed":' + "9" * 5000).encode(),
         "not valid JSON"),
    Case("board-side-3", edited(put("config", "board_side", 3)), "config.board_side"),
    Case("version-1-with-a-ruleset",
         edited(lambda d: (put("format_version", 1)(d), put("config", "ruleset", "base")(d))),
         "config.ruleset: not part of format version 1"),
    Case("version-1-with-sheets",
         edited(lambda d: (put("format_version", 1)(d), put("config", "sheets", False)(d))),
         "config.sheets: not part of format version 1"),
    Case("ruleset-empty", edited(put("config", "ruleset", "")), "config.ruleset"),
    Case("ruleset-too-long", edited(put("config", "ruleset", "x" * 61)), "config.ruleset"),
    Case("ruleset-a-number", edited(put("config", "ruleset", 2)), "config.ruleset"),
    Case("sanctuary-unknown", edited(put("config", "sanctuary", "half")), "config.sanctuary"),
    Case("sheets-not-a-flag", edited(put("config", "sheets", "lots")), "config.sheets"),
    Case("ruleset-unknown", edited(put("config", "ruleset", "moon-base")),
         "bad game configuration: there is no rule set 'moon-base' (choose base, ",
         at_read=False),
    Case("ruleset-with-a-line-break", edited(put("config", "ruleset", "moon\nbase\x1b[2J")),
         "bad game configuration: there is no rule set 'moon\\nbase\\x1b[2J'", at_read=False),
    Case("frozen-lands-with-sanctuary",
         edited(lambda d: d["config"].update(ruleset="frozen-lands", sanctuary="full")),
         "bad game configuration: Frozen Lands and Sanctuary are never combined (R33)",
         at_read=False),
    Case("frozen-lands-with-sanctuary-light",
         edited(lambda d: d["config"].update(ruleset="frozen-lands", sanctuary="light")),
         "the Sanctuary light variant goes with the base game's places only (R33)",
         at_read=False),
    Case("frozen-lands-for-three",
         edited(put("config", "ruleset", "frozen-lands")),
         "bad game configuration: Frozen Lands needs at least 4 players, not 3 (R31)",
         at_read=False),
    Case("sanctuary-as-rule-set",
         edited(put("config", "ruleset", "sanctuary")),
         "bad game configuration: the Sanctuary expansion is chosen with sanctuary='full' "
         "on the base game's places, not as a rule set",
         at_read=False),
    Case("shared-character",
         edited(lambda d: d["config"].update(
             sheets=True, characters=["remastered-hunted-dara-mbeki"] * (len(d["config"]["names"]) - 1))),
         "bad game configuration: two Hunted may not play the same character", at_read=False),
    Case("actions-not-a-list", edited(put("actions", {"seat": 0})), "actions"),
    Case("actions-a-string", edited(put("actions", "pass")), "actions"),
    Case("verb-unknown", edited(put("actions", 0, "option", "verb", "fly")),
         "actions.0.option.verb"),
    Case("place-11", edited(put("actions", 3, "option", "place", 11)), "actions.3.option.place"),
    Case("action-seat-9", edited(put("actions", 2, "seat", 9)), "actions.2.seat"),
    Case("option-seat-9", edited(put("actions", 2, "option", "seat", 9)),
         "actions.2.option.seat"),
    Case("extra-top-level-key", edited(put("cheat", True)),
         "cheat: Extra inputs are not permitted"),
    Case("extra-option-key", edited(put("actions", 1, "option", "colour", "red")),
         "actions.1.option.colour: Extra inputs are not permitted"),
    Case("extra-key-with-a-line-break", edited(put("config", "x\ny", 1)),
         "Extra inputs are not permitted"),
    Case("bot-level-unknown", edited(put("bots", {"1": "godlike"})), "bots.1"),
    Case("saved-at-not-a-date", edited(put("saved_at", "yesterday")), "saved_at"),
    Case("creature-seat-beyond-players", edited(put("config", "creature_seat", 5)),
         "bad game configuration: creature_seat must be a seat from 0 to 2", at_read=False),
    Case("names-not-distinct", edited(put("config", "names", ["Ada", "ada", "Cyd"])),
         "bad game configuration: player names must be distinct", at_read=False),
    Case("bot-seat-beyond-table", edited(put("bots", {"5": "standard"})),
         "bots: there is no seat 5 at this table", at_read=False),
    Case("action-changed", SWAPPED,
         f"action {SWAP_INDEX + 1} of {N_ACTIONS} is illegal in this game", at_read=False),
    Case("action-inserted", edited(lambda d: d["actions"].insert(5, d["actions"][4])),
         f"action 6 of {N_ACTIONS + 1} is illegal in this game", at_read=False),
    Case("seat-not-at-table", edited(put("actions", 0, "seat", 6)),
         f"action 1 of {N_ACTIONS} is illegal in this game: there is no seat 6", at_read=False),
    Case("action-after-the-end",
         edited(lambda d: d["actions"].append({"seat": 0, "option": {"verb": "pass"}}),
                FINISHED_TEXT),
         "is illegal in this game: the game is over", at_read=False),
    Case("name-with-line-break-in-illegal-action",
         edited(lambda d: (put("config", "names", ["Ada\nEvil", "Ben\u2028", "Cyd\x1b[2J"])(d),
                           d["actions"].append(d["actions"][-1]))),
         f"action {N_ACTIONS + 1} of {N_ACTIONS + 1} is illegal", at_read=False),
    Case("too-large", SHORT_TEXT.encode(), "too large for a game record", max_bytes=1000),
]


def make_file(folder: Path, case: Case) -> Path:
    """Lay out ``case`` in ``folder``; return the path to hand to the loader."""
    path = folder / "my game.json"
    if case.data == FOLDER:
        path.mkdir()
    elif case.data != MISSING:
        path.write_bytes(case.data)
    return path


def snapshot(path: Path) -> tuple[bytes, int] | None:
    """The file's bytes and modification time (``None``: not a file)."""
    if not path.is_file():
        return None
    return path.read_bytes(), path.stat().st_mtime_ns


def assert_one_line_about(message: str, path: Path) -> None:
    assert "\n" not in message and "\r" not in message, message
    assert message.splitlines() == [message], message
    assert message.startswith(f"{path}: "), message


def test_the_table_covers_distinct_cases() -> None:
    assert len({case.id for case in CASES}) == len(CASES)
    assert len({case.data for case in CASES if case.max_bytes is None}) == len(CASES) - 1


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_bad_file_is_refused_with_one_line_naming_the_file(
    case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if case.max_bytes is not None:
        monkeypatch.setattr(records, "MAX_BYTES", case.max_bytes)
    path = make_file(tmp_path, case)
    before = snapshot(path)
    listing = sorted(tmp_path.iterdir())
    loaders: list[Callable[[Path], object]] = [load_game]
    if case.at_read:
        loaders.append(read_record)
    else:
        read_record(path)  # the fields are fine; only replaying finds the problem
    for loader in loaders:
        with pytest.raises(RecordError) as excinfo:
            loader(path)
        message = str(excinfo.value)
        assert_one_line_about(message, path)
        assert case.expect in message
    assert snapshot(path) == before
    assert sorted(tmp_path.iterdir()) == listing


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_replay_command_refuses_a_bad_file_in_one_line(
    case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    if case.max_bytes is not None:
        monkeypatch.setattr(records, "MAX_BYTES", case.max_bytes)
    path = make_file(tmp_path, case)
    before = snapshot(path)
    assert main(["replay", str(path)]) != 0
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith(f"notalone: {path}: ")
    assert case.expect in err
    assert "Traceback" not in err
    assert snapshot(path) == before


def test_a_path_with_a_nul_byte_is_refused_not_crashed(tmp_path: Path) -> None:
    path = tmp_path / "bad\0name.json"
    for loader in (read_record, load_game):
        with pytest.raises(RecordError) as excinfo:
            loader(path)
        message = str(excinfo.value)
        assert "\n" not in message and "\0" not in message
        assert "bad\\x00name.json" in message


def test_the_real_records_load() -> None:
    """The fuzz tests damage these; undamaged they must load (else every case 'passes')."""
    with tempfile.TemporaryDirectory() as folder:
        for text, game in ((SHORT_TEXT, SHORT_GAME), (FINISHED_TEXT, FINISHED_GAME)):
            path = Path(folder) / "good.json"
            path.write_text(text, encoding="utf-8")
            record, loaded = load_game(path)
            assert loaded.state == game.state
            assert GameRecord.of(loaded).actions == record.actions


# ------------------------------------------------------------------ --resume


def test_resume_without_an_autosave_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert not paths.autosave_path().exists()
    assert main(["--resume"]) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("notalone: ")
    assert "no unfinished game to resume" in err
    assert str(paths.autosave_path()) in err
    assert "Traceback" not in err


@pytest.mark.parametrize("case", [c for c in CASES if c.data not in (MISSING, FOLDER)
                                  and c.max_bytes is None][::3], ids=lambda case: case.id)
def test_resume_with_a_broken_autosave_leaves_it_untouched(
    case: Case, capsys: pytest.CaptureFixture[str]
) -> None:
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(case.data)
    before = snapshot(path)
    assert main(["--resume"]) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"notalone: {path}: "), err
    assert case.expect in err
    assert "Traceback" not in err
    assert snapshot(path) == before
    assert sorted(path.parent.iterdir()) == [path]


def test_resume_with_an_autosave_that_is_a_folder(capsys: pytest.CaptureFixture[str]) -> None:
    path = paths.autosave_path()
    path.mkdir(parents=True)
    assert main(["--resume"]) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a folder" in err
    assert path.is_dir()


# ------------------------------------------------------------------ fuzzing


def assert_loads_or_refuses(data: bytes) -> bool:
    """Write ``data`` to a fresh file and load it: either a game whose record is
    the file's record, or a one-line :class:`RecordError`; the file unchanged.
    Any other exception fails the test. Returns whether it loaded."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "fuzzed record.json"
        path.write_bytes(data)
        before = snapshot(path)
        try:
            record, game = load_game(path)
        except RecordError as exc:
            assert_one_line_about(str(exc), path)
            event("refused: " + re.sub(r"\d+", "N", str(exc).removeprefix(f"{path}: "))[:24])
            loaded = False
        else:
            assert GameRecord.of(game).actions == record.actions
            assert isinstance(game, Game)
            event("loaded")
            loaded = True
        assert snapshot(path) == before
        assert list(folder.iterdir()) == [path]
        return loaded


JSON_SCALARS = (
    st.none() | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
    | st.sampled_from([0, 1, 2, 3, 6, 7, 10, 11, -1, "", "pass", "explore", "Ada", "1"])
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=6), kids,
                                                                max_size=4),
    max_leaves=12,
)


@settings(FUZZ, max_examples=FUZZ_BYTES_EXAMPLES)
@given(data=st.binary(max_size=400)
       | st.text(max_size=200).map(str.encode)
       | JSON_VALUES.map(lambda value: json.dumps(value).encode()))
def test_fuzz_arbitrary_bytes(data: bytes) -> None:
    """Any bytes at all: mostly not UTF-8, some text, some JSON of the wrong shape."""
    assert_loads_or_refuses(data)


@settings(FUZZ, max_examples=FUZZ_TRUNCATED_EXAMPLES)
@given(text=st.sampled_from([SHORT_TEXT, FINISHED_TEXT]), cut=st.floats(0, 1))
def test_fuzz_truncated_record(text: str, cut: float) -> None:
    at = int(cut * (len(text) - 1))
    assert not assert_loads_or_refuses(text.encode()[:at])


EDITS = st.lists(
    st.tuples(st.sampled_from(["flip", "set", "insert", "delete"]), st.floats(0, 1),
              st.integers(0, 255)),
    min_size=1, max_size=6,
)


@settings(FUZZ, max_examples=FUZZ_FLIPPED_EXAMPLES)
@given(text=st.sampled_from([SHORT_TEXT, FINISHED_TEXT]), edits=EDITS)
def test_fuzz_damaged_bytes(text: str, edits: list[tuple[str, float, int]]) -> None:
    data = bytearray(text.encode())
    for op, where, byte in edits:
        at = min(int(where * len(data)), len(data) - 1)
        if op == "flip":
            data[at] ^= 1 << (byte % 8)
        elif op == "set":
            data[at] = byte
        elif op == "insert":
            data.insert(at, byte)
        elif len(data) > 1:
            del data[at]
    assert_loads_or_refuses(bytes(data))


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key path into a parsed record (the root excluded)."""
    out: list[tuple[Any, ...]] = []
    children = (node.items() if isinstance(node, dict)
                else enumerate(node) if isinstance(node, list) else ())
    for key, child in children:
        out.append((*prefix, key))
        out.extend(_paths(child, (*prefix, key)))
    return out


RECORD_PATHS = _paths(SHORT)
SUBTREE_EDITS = st.lists(
    st.tuples(st.sampled_from(["replace", "delete", "insert"]), st.sampled_from(RECORD_PATHS),
              JSON_VALUES),
    min_size=1, max_size=3,
)


def apply_subtree_edit(data: dict[str, Any], op: str, path: tuple[Any, ...],
                       value: Any) -> None:
    node: Any = data
    for key in path[:-1]:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return  # an earlier edit removed or replaced this branch
    key = path[-1]
    if isinstance(node, dict):
        if op == "delete":
            node.pop(key, None)
        else:
            node[key if op == "replace" else str(value)[:5]] = value
    elif isinstance(node, list) and isinstance(key, int) and key < len(node):
        if op == "delete":
            del node[key]
        elif op == "insert":
            node.insert(key, value)
        else:
            node[key] = value


@settings(FUZZ, max_examples=FUZZ_SUBTREE_EXAMPLES)
@given(edits=SUBTREE_EDITS)
def test_fuzz_damaged_fields(edits: list[tuple[str, tuple[Any, ...], Any]]) -> None:
    data = json.loads(SHORT_TEXT)
    for op, path, value in edits:
        apply_subtree_edit(data, op, path, value)
    assert_loads_or_refuses(json.dumps(data).encode())


CARD_IDS = sorted(HUNT_CARDS) + sorted(SURVIVAL_CARDS) + ["creature", "artemia", "target"]
OPTIONS = st.fixed_dictionaries(
    {"verb": st.sampled_from([v.value for v in Verb] + ["fly", ""])},
    optional={
        "card": st.sampled_from([*CARD_IDS, "", "hunt-nope", "Ada"]),
        "place": st.integers(0, 10) | st.integers(-1, 12),
        "places": st.lists(st.integers(-1, 12), max_size=3),
        "seat": st.integers(-1, 6) | st.integers(-2, 8),
        "n": st.integers(-1, 4),
    },
)
ACTIONS = st.fixed_dictionaries({"seat": st.integers(0, 6) | st.integers(-1, 8),
                                 "option": OPTIONS})


@settings(FUZZ, max_examples=FUZZ_RANDOM_ACTIONS_EXAMPLES)
@given(keep=st.integers(0, N_ACTIONS), extra=st.lists(ACTIONS, min_size=1, max_size=8))
def test_fuzz_random_actions(keep: int, extra: list[dict[str, Any]]) -> None:
    data = json.loads(SHORT_TEXT)
    data["actions"] = data["actions"][:keep] + extra
    assert_loads_or_refuses(json.dumps(data).encode())


def _tweak(option: Option, field: str, value: Any) -> dict[str, Any]:
    out = option.to_json()
    out[field] = value
    return out


@settings(FUZZ, max_examples=FUZZ_NEAR_LEGAL_EXAMPLES)
@given(players=st.integers(2, 7), seed=st.integers(0, 10**6), length=st.integers(0, 200),
       pick=st.integers(0, 10**6), field=st.sampled_from(["unchanged", "verb", "card", "place",
                                                          "places", "seat", "n", "actor"]),
       value=st.integers(-1, 12) | st.sampled_from([*CARD_IDS, *(v.value for v in Verb)]),
       names=st.sampled_from([NAMES, ("Ada\nX", "B\r", "C\u2028", "D\x1b[31m", "E", "F", "G")]))
def test_fuzz_near_legal_action_anywhere_in_a_game(
    players: int, seed: int, length: int, pick: int, field: str, value: Any,
    names: tuple[str, ...],
) -> None:
    """A real game stopped anywhere, plus one legal action, unchanged or with one
    field changed: every decision kind's acceptance and refusal is exercised."""
    game = Game.new(GameConfig(names=names[:players], creature_seat=seed % players,
                               board_side=1 + seed % 2), seed=seed)
    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < length:
        decision = rng.choice(game.pending)
        game.apply(Action(decision.seat, rng.choice(decision.options)))
    data = json.loads(GameRecord.of(game).to_json())
    legal = game.legal_actions() or [Action(0, Option(Verb.PASS))]
    action = legal[pick % len(legal)]
    if field == "unchanged":
        tweaked = action.to_json()
    elif field == "actor":
        tweaked = {"seat": value if isinstance(value, int) else 0,
                   "option": action.option.to_json()}
    elif field == "places":
        tweaked = {"seat": action.seat, "option": _tweak(
            action.option, field, [value] if isinstance(value, int) else [])}
    else:
        tweaked = {"seat": action.seat, "option": _tweak(action.option, field, value)}
    data.setdefault("actions", []).append(tweaked)
    assert_loads_or_refuses(json.dumps(data).encode())


RULESET_NAMES = st.sampled_from(["base", "frozen-lands", "sanctuary", "sheets", "Base", "",
                                 "base ", "full", "light", "__init__"])


@settings(FUZZ, max_examples=FUZZ_RULESET_EXAMPLES)
@given(version=st.sampled_from([1, 2]), players=st.integers(2, 7),
       fields=st.fixed_dictionaries({}, optional={
           "ruleset": RULESET_NAMES | JSON_VALUES,
           "sanctuary": st.sampled_from(["", "full", "light", "Full", "none"]) | JSON_VALUES,
           "sheets": JSON_VALUES,
           "expert_variant": JSON_VALUES,
       }))
def test_fuzz_ruleset_fields(version: int, players: int, fields: dict[str, Any]) -> None:
    """Any rule set choice, of either format version: a game or a one-line refusal."""
    data = json.loads(SHORT_TEXT)
    data["format_version"] = version
    data["config"].update(fields, names=list(NAMES[:players]))
    data["actions"] = data["actions"][:4] if players == 3 else []
    assert_loads_or_refuses(json.dumps(data).encode())
