"""Files that are not records at all: devices, named pipes, sockets, huge files, endless numbers.

``notalone replay FILE``, ``--resume`` (and the title screen's Continue, through
the same loader) and the settings read whatever path they are given. Each must
read only a regular file, refuse a named pipe or a device at once (a pipe with
no writer would block the open for ever, ``/dev/zero`` never ends and ``stat``
calls it empty), stop reading as soon as a file passes the size cap whatever
``stat`` said, and refuse a 200,000-digit number with one short line. The
command-line cases that would hang or exhaust memory on a program without
these checks run in a subprocess with a timeout and a memory limit.
"""

from __future__ import annotations

import json
import os
import resource
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from notalone_tui import paths, reading, records
from notalone_tui.cli import main
from notalone_tui.reading import CHUNK, NotRegularFile, TooLarge, read_bounded, read_capped
from notalone_tui.records import RecordError, load_game
from tests.test_record_files import SHORT_TEXT

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="named pipes and /dev/zero are POSIX")

#: A file larger than the cap: sparse, so it costs no disk (19.5 MB, as in the issue).
HUGE = 19_500_000
DIGITS = "9" * 200_000


def _limit_memory() -> None:
    """In the child: a program that reads /dev/zero to the end fails fast instead
    of taking the machine's memory."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -m notalone_tui ARGS`` with this test's data and settings folders."""
    return subprocess.run([sys.executable, "-m", "notalone_tui", *args, "--lang", "en"],
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ), preexec_fn=_limit_memory)


def assert_one_short_line(err: str, *phrases: str, limit: int = 200) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, err[:500]
    assert len(err) < limit, err[:500]
    assert err.startswith("notalone: ")
    assert "Traceback" not in err
    for phrase in phrases:
        assert phrase in err, err


def sparse(path: Path, size: int = HUGE) -> Path:
    with path.open("wb") as out:
        out.truncate(size)
    return path


def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


# ------------------------------------------------------------------ the reader


def test_the_reader_stops_as_soon_as_the_cap_is_crossed() -> None:
    """An endless stream (what /dev/zero or a growing file gives): refused after
    at most the cap plus one chunk, never read to its end."""
    given: list[int] = []

    def endless(n: int) -> bytes:
        given.append(n)
        return b"0" * n

    with pytest.raises(TooLarge):
        read_capped(endless, 1_000_000)
    assert sum(given) <= 1_000_000 + CHUNK
    assert read_capped(blocks(b"ab", b"cd"), 4) == b"abcd"
    with pytest.raises(TooLarge):
        read_capped(blocks(b"ab", b"cde"), 4)


def blocks(*given: bytes) -> Callable[[int], bytes]:
    """A reader handing out ``given`` one read at a time, then the end (``b""``)."""
    left = iter(given)
    return lambda _n: next(left, b"")


def test_the_cap_holds_when_stat_says_nothing(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Some files (those of /proc, a file that grows while read) report a size of 0:
    the cap is enforced on what is read, not on what ``stat`` says."""
    path = tmp_path / "grows.json"
    path.write_bytes(b"x" * 1_000_000)
    real_fstat, real_read = os.fstat, os.read
    read: list[int] = []

    class Empty:
        def __init__(self, info: os.stat_result) -> None:
            self.st_mode, self.st_size = info.st_mode, 0

    def counting_read(fd: int, n: int) -> bytes:
        block = real_read(fd, n)
        read.append(len(block))
        return block

    monkeypatch.setattr(reading.os, "fstat", lambda fd: Empty(real_fstat(fd)))
    monkeypatch.setattr(reading.os, "read", counting_read)
    with pytest.raises(TooLarge):
        read_bounded(path, 100_000)
    assert 100_000 < sum(read) <= 100_000 + CHUNK


@posix_only
def test_the_reader_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile) as device:
        read_bounded("/dev/zero", 1000)
    assert device.value.kind == "device"
    with pytest.raises(NotRegularFile) as pipe:
        read_bounded(fifo(tmp_path / "pipe"), 1000)  # no writer: would block a plain open
    assert pipe.value.kind == "fifo"
    with pytest.raises(IsADirectoryError):
        read_bounded(tmp_path, 1000)
    listener = socket.socket(socket.AF_UNIX)
    try:
        listener.bind(str(tmp_path / "sock"))
        with pytest.raises(NotRegularFile) as sock:
            read_bounded(tmp_path / "sock", 1000)
        assert sock.value.kind == "socket"
    finally:
        listener.close()
    with pytest.raises(TooLarge):
        read_bounded(sparse(tmp_path / "huge"), 1000)
    (tmp_path / "ok").write_bytes(b"fine")
    assert read_bounded(tmp_path / "ok", 4) == b"fine"


# ------------------------------------------------------------------ notalone replay


@posix_only
def test_replay_of_dev_zero_is_refused_at_once() -> None:
    done = run_cli("replay", "/dev/zero")
    assert done.returncode == 2
    assert_one_short_line(done.stderr, "notalone: /dev/zero: is a device, not a game record")


@posix_only
def test_replay_of_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    path = fifo(tmp_path / "game.json")
    done = run_cli("replay", str(path), timeout=30)
    assert done.returncode == 2
    assert_one_short_line(done.stderr, f"{path}: is a named pipe (FIFO), not a game record")


def test_replay_of_an_oversized_record_is_refused_before_reading_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = sparse(tmp_path / "huge.json")
    assert main(["replay", str(path)]) == 2
    assert_one_short_line(capsys.readouterr().err,
                          f"{path}: too large for a game record (more than "
                          f"{records.MAX_BYTES:,} bytes)")


def test_replay_of_a_folder_is_refused(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path)]) == 2
    assert_one_short_line(capsys.readouterr().err, "is a folder, not a game record")


def _with(change: Callable[[dict[str, Any]], None]) -> str:  # JSON: any value
    data = json.loads(SHORT_TEXT)
    change(data)
    return json.dumps(data)


#: A 200,000-digit number (or digit string) wherever a record may hold one.
ENDLESS_NUMBERS = {
    "seed": SHORT_TEXT.replace('"seed":1', '"seed":' + DIGITS),
    "negative-seed": SHORT_TEXT.replace('"seed":1', '"seed":-' + DIGITS),
    "version": SHORT_TEXT.replace('"format_version":2', '"format_version":' + DIGITS),
    "fraction": SHORT_TEXT.replace('"format_version":2', '"format_version":1.' + DIGITS),
    "exponent": SHORT_TEXT.replace('"seed":1', '"seed":1e' + DIGITS),
    "version-string": _with(lambda d: d.update(format_version=DIGITS)),
    "bot-seat": _with(lambda d: d.update(bots={DIGITS: "standard"})),
    "place": _with(lambda d: d["actions"][0]["option"].update(place=DIGITS)),
    "key": _with(lambda d: d["config"].update({DIGITS: 1})),
}


@pytest.mark.parametrize("text", ENDLESS_NUMBERS.values(), ids=ENDLESS_NUMBERS.keys())
def test_a_200_000_digit_number_is_refused_in_one_short_line(
        text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "n.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as excinfo:
        load_game(path)
    assert len(str(excinfo.value)) < 200
    assert main(["replay", str(path)]) == 2
    assert_one_short_line(capsys.readouterr().err, f"notalone: {path}: ")


def test_long_quotes_are_cut_short() -> None:
    """Whatever a refusal quotes from the file (a key, a value) is cut to a few
    dozen characters, escaped, on one line."""
    for text in (_with(lambda d: d.update({"x\n" * 50_000: 1})),
                 _with(lambda d: d.update(format_version=["\x1b[2J"] * 50_000)),
                 _with(lambda d: d["config"].update(names=["é" * 100_000, "\u2028" * 9]))):
        with pytest.raises(RecordError) as excinfo:
            records.GameRecord.from_json(text).replay()
        message = str(excinfo.value)
        assert len(message) <= records.MAX_REASON and message.isprintable(), message[:500]


# ------------------------------------------------------------------ --resume


def _autosave() -> Path:
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@posix_only
def test_resume_from_a_named_pipe_is_refused_without_waiting() -> None:
    path = fifo(_autosave())
    done = run_cli("--resume", timeout=30)
    assert done.returncode == 2
    assert_one_short_line(done.stderr, f"{path}: is a named pipe (FIFO), not a game record")
    assert path.exists()


@posix_only
def test_resume_from_a_device_is_refused_at_once() -> None:
    path = _autosave()
    path.symlink_to("/dev/zero")
    done = run_cli("--resume")
    assert done.returncode == 2
    assert_one_short_line(done.stderr, f"{path}: is a device, not a game record")


def test_resume_from_an_oversized_or_endless_number_autosave_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = sparse(_autosave())
    assert main(["--resume"]) == 2
    assert_one_short_line(capsys.readouterr().err, f"{path}: too large for a game record")
    path.unlink()
    path.write_text(ENDLESS_NUMBERS["bot-seat"], encoding="utf-8")
    assert main(["--resume"]) == 2
    assert_one_short_line(capsys.readouterr().err, f"notalone: {path}: ")


# ------------------------------------------------------------------ settings


@posix_only
def test_a_named_pipe_for_settings_is_ignored_without_waiting() -> None:
    """The settings are read before the first paint: a pipe there must not hang the start."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fifo(path)
    done = subprocess.run([sys.executable, "-c",
                           "from notalone_tui.settings import load; print(load())"],
                          capture_output=True, text=True, timeout=30, env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "{}"
