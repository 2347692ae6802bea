"""Kill the real program with SIGKILL mid-game, restart it, and lose nothing.

The program runs in a pseudo-terminal, as a player would run it. It is fed
random keys, killed at a random instant, and restarted with ``--resume``.
``NOTALONE_TRACE_FILE`` makes the program append "<actions> <state digest>"
after every save, which tells the test what the players had last been shown.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notalone_tui.engine import Game, GameConfig
from notalone_tui.paths import DATA_ENV, autosave_path, last_game_path
from notalone_tui.records import load_game
from notalone_tui.saves import save_game
from notalone_tui.tui.controller import TRACE_ENV, state_digest

pty = pytest.importorskip("pty")
import fcntl  # noqa: E402  (POSIX only, like pty)
import struct  # noqa: E402
import termios  # noqa: E402

RUNS = 5
KEYS = ["\r"] * 6 + ["1", "2", "3", "4", "5", " ", "\t", "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"]


def program() -> list[str]:
    script = Path(sys.executable).parent / "notalone"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "notalone_tui.cli"]


class Terminal:
    """The program in a pseudo-terminal of 100×32."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the program
            os.execvpe(args[0], args, env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
        self.output = bytearray()

    def drain(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if ready:
                try:
                    self.output += os.read(self.fd, 65536)
                except OSError:
                    return

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def kill(self) -> None:
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def wait_for_trace(trace: Path, term: Terminal, timeout: float = 60.0) -> list[str]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        term.drain(0.1)
        if trace.exists() and trace.read_text().strip():
            return trace.read_text().split("\n")
    raise AssertionError("the program did not start a game in time; output tail: "
                         + term.output[-800:].decode(errors="replace"))


def start_from_the_title(term: Terminal, trace: Path) -> None:
    """Title: ``n`` for a new game; set-up: ``ctrl+s`` starts it with the defaults."""
    end = time.monotonic() + 60
    while not (trace.exists() and trace.read_text().strip()):
        assert time.monotonic() < end, term.output[-800:].decode(errors="replace")
        term.drain(0.5)
        screen = term.output.decode(errors="replace")
        term.send("\x13" if "Start" in screen[-4000:] else "n")


def trace_lines(trace: Path) -> list[tuple[int, str]]:
    lines = []
    for line in trace.read_text().splitlines():
        count, digest = line.split()
        lines.append((int(count), digest))
    return lines


@pytest.mark.parametrize("run", range(RUNS))
def test_sigkill_at_a_random_instant_loses_no_applied_action(run: int, tmp_path: Path) -> None:
    rng = random.Random(run)
    data = Path(os.environ[DATA_ENV])
    names = ("Ada", "Ben", "Cyd", "Dee", "Eve")[: 3 + run % 3]
    fresh = run == 0
    if not fresh:
        start = Game.new(GameConfig(names=names, creature_seat=run % len(names)), seed=run)
        save_game(start)
    env = {**os.environ, DATA_ENV: str(data), "TERM": "xterm-256color"}

    # 1. Play random keys, then SIGKILL at a random instant. The first run starts
    # like a player would: the title screen, New game, the set-up's defaults.
    trace = tmp_path / "trace-1"
    term = Terminal([*program()] if fresh else [*program(), "--resume"],
                    {**env, TRACE_ENV: str(trace)})
    try:
        if fresh:
            start_from_the_title(term, trace)
        wait_for_trace(trace, term)
        # Type until the first action is applied, then on for a random while.
        give_up = time.monotonic() + 60
        deadline = None
        while deadline is None or time.monotonic() < deadline:
            term.send(rng.choice(KEYS))
            term.drain(rng.uniform(0.0, 0.06))
            if deadline is None and len(trace.read_text().splitlines()) > 1:
                deadline = time.monotonic() + rng.uniform(0.2, 3.0)
            assert time.monotonic() < give_up, "no action was applied in a minute"
    finally:
        term.kill()
    seen = trace_lines(trace)
    shown_count, shown_digest = seen[-1]
    assert len(seen) > 1, "the random keys applied no action; the test proves nothing"

    # 2. The save on disk is whole and holds everything the table was shown.
    path = autosave_path() if autosave_path().exists() else last_game_path()
    record, saved = load_game(path)
    assert len(saved.actions) in (shown_count, shown_count + 1)  # +1: killed before tracing
    before = Game.replay(saved.state.config, saved.state.seed, saved.actions[:shown_count])
    assert state_digest(before) == shown_digest
    # A kill between a save's temporary file and its rename may leave that file;
    # the next start sweeps it up (checked below, while nothing else writes).
    if saved.is_over:
        # --resume refuses a finished game, but it sweeps up first.
        done = subprocess.run([*program(), "--resume"], env=env, capture_output=True,
                              timeout=120, check=False)
        assert done.returncode == 2, done.stderr
        assert not list(data.glob(".*.tmp")), "a temporary file was left behind"
        return

    # 3. Restart with --resume: the restored game is the saved one, exactly.
    trace2 = tmp_path / "trace-2"
    term = Terminal([*program(), "--resume"], {**env, TRACE_ENV: str(trace2)})
    try:
        wait_for_trace(trace2, term)
        term.drain(1.0)
        screen = term.output.decode(errors="replace")
        assert not list(data.glob(".*.tmp")), "a temporary file was left behind"
    finally:
        term.kill()
    restored_count, restored_digest = trace_lines(trace2)[0]
    assert (restored_count, restored_digest) == (len(saved.actions), state_digest(saved))
    # A handoff or the public table (a seat's decision, or the whole table's question).
    assert any(s in screen for s in ("Pass the keyboard", "to decide", "Anyone at the table")), \
        screen[-500:]
