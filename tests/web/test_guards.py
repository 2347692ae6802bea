"""The rules ``notalone serve`` applies at its edge (``notalone_tui.web.guards``),
one by one, and the tab process ending with its server
(``notalone_tui.web.tab``). The same rules through real sockets are in
``test_serve.py``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notalone_tui.web.guards import (
    Bucket,
    Hosts,
    MalformedMessage,
    Tokens,
    clamp_size,
    read_message,
    split_host,
)
from notalone_tui.web.server import check_address
from notalone_tui.web.tab import PARENT_ENV


def test_host_headers_are_read_one_way() -> None:
    assert split_host("LocalHost.:8000") == ("localhost", 8000)
    assert split_host("[::1]:8000") == ("::1", 8000)
    assert split_host("[0:0::1]") == ("::1", 80)
    assert split_host("127.0.0.1") == ("127.0.0.1", 80)
    for bad in ("", "a:b", "::1:8000", "[::1", "x:99999", "a b:1", "user@host:1",
                "127.0.0.1:8000.evil.example"):
        assert split_host(bad) is None, bad


def test_a_loopback_server_answers_only_for_loopback_names() -> None:
    hosts = check_address("127.0.0.1", 8123).hosts()
    for good in ("127.0.0.1:8123", "localhost:8123", "[::1]:8123", "LOCALHOST.:8123"):
        assert hosts.allows(good), good
    for bad in (None, "", "127.0.0.1:8124", "evil.example:8123", "localhost.evil.example:8123",
                "192.168.1.2:8123", "127.0.0.1", "0.0.0.0:8123"):
        assert not hosts.allows(bad), bad


def test_a_wildcard_server_answers_for_addresses_and_its_names_only() -> None:
    hosts = Hosts.build(8000, ["0.0.0.0", "myhost", "10.0.0.5"], loopback=False, wildcard=True)
    for good in ("10.0.0.5:8000", "192.168.7.7:8000", "[fe80::1]:8000", "myhost:8000",
                 "localhost:8000"):
        assert hosts.allows(good), good
    # DNS rebinding: the attacker's name, whatever address it points to.
    assert not hosts.allows("evil.example:8000")
    assert not hosts.allows("10.0.0.5:8001")


def test_an_origin_must_be_the_address_the_page_was_loaded_from() -> None:
    hosts = Hosts.build(8000, ["0.0.0.0", "myhost"], loopback=False, wildcard=True)
    assert hosts.page_origin("http://10.0.0.5:8000", "10.0.0.5:8000")
    assert hosts.page_origin("http://MyHost:8000", "myhost:8000")
    # Another machine's page on the same port, though its address would pass as a Host.
    assert not hosts.page_origin("http://10.0.0.6:8000", "10.0.0.5:8000")
    for bad in (None, "", "null", "http://localhost:8001", "file://", "ws://10.0.0.5:8000",
                "http://10.0.0.5:8000/path"):
        assert not hosts.page_origin(bad, "10.0.0.5:8000"), bad
    assert not hosts.page_origin("http://evil.example:8000", "evil.example:8000")
    assert Hosts.build(443, ["h"], False, False).page_origin("https://h", "h:443")


def test_tokens_serve_once_expire_and_stay_few() -> None:
    now = [0.0]
    tokens = Tokens(limit=3, lifetime=10.0, clock=lambda: now[0])
    first = tokens.issue()
    assert len(first) >= 32 and tokens.redeem(first) and not tokens.redeem(first)
    assert not tokens.redeem(None) and not tokens.redeem("") and not tokens.redeem("forged")
    late = tokens.issue()
    now[0] = 10.0
    assert not tokens.redeem(late)
    issued = [tokens.issue() for _ in range(100)]
    assert len(tokens) == 3
    assert not tokens.redeem(issued[0]) and tokens.redeem(issued[-1])
    assert len(set(issued)) == 100


def test_a_bucket_lets_a_burst_through_then_its_rate() -> None:
    now = [0.0]
    bucket = Bucket(rate=10, burst=5, clock=lambda: now[0])
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    now[0] = 0.5
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    now[0] = 100.0
    assert sum(bucket.take() for _ in range(100)) == 5


def test_sizes_are_clamped() -> None:
    assert clamp_size(10000, 10000) == (300, 120)
    assert clamp_size(-5, 0) == (40, 12)
    assert clamp_size(100, 30) == (100, 30)


def test_the_pages_messages_are_read_and_nothing_else() -> None:
    assert read_message('["stdin", "a"]').text == "a"
    assert read_message('["ping", "1"]').kind == "ping"
    assert read_message('["focus"]').kind == "focus"
    resized = read_message('["resize", {"width": 100000, "height": 5}]')
    assert (resized.width, resized.height) == (300, 12)
    for bad in ("{", "null", "[]", "[1]", '{"a": 1}', '["stdin"]', '["stdin", 1]',
                '["stdin", "a", "b"]', '["focus", 1]', '["resize", [80, 24]]',
                '["resize", {"width": true, "height": 24}]', '["resize", {"width": 1.5, '
                '"height": 24}]', '["quit"]', "[" * 5000 + "]" * 5000,
                '["resize", {"width": ' + "9" * 5000 + ', "height": 1}]'):
        with pytest.raises(MalformedMessage) as caught:
            read_message(bad)
        assert "\n" not in str(caught.value) and len(str(caught.value)) < 80


def _tab(*args: str, parent: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "notalone_tui.web.tab", *args],
                          env=dict(os.environ, **{PARENT_ENV: parent}),
                          capture_output=True, text=True, timeout=60)


def test_a_tab_whose_server_is_gone_before_it_starts_ends_at_once() -> None:
    done = _tab("version", parent=str(os.getpid()))
    assert done.returncode == 0 and done.stdout.startswith("notalone ")
    gone = _tab("version", parent="1")  # not this child's parent: the server died
    assert gone.returncode == 1 and gone.stdout == ""


def test_without_the_kernels_help_a_tab_still_sees_its_server_die(tmp_path: Path) -> None:
    """The portable fallback alone (as on macOS): the watching thread."""
    pid_file = tmp_path / "pid"
    child = (
        "import os, sys, time; sys.platform = 'darwin'\n"
        "from notalone_tui.web import tab\n"
        "tab.die_with_parent(os.getppid())\n"
        f"open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
        "time.sleep(60)\n")
    parent = subprocess.Popen([sys.executable, "-c",
                               "import subprocess, sys, time\n"
                               f"subprocess.Popen([sys.executable, '-c', {child!r}])\n"
                               "time.sleep(60)\n"], start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while not pid_file.exists() or not pid_file.read_text():
            assert time.monotonic() < deadline, "the child never started"
            time.sleep(0.05)
        pid = int(pid_file.read_text())
        parent.kill()
        parent.wait()
        deadline = time.monotonic() + 15
        while Path(f"/proc/{pid}").exists() and _state(pid) != "Z":
            assert time.monotonic() < deadline, "the child outlived its parent"
            time.sleep(0.1)
    finally:
        if parent.poll() is None:
            parent.kill()
        if _group_alive(parent.pid):  # the child, should it have outlived the test
            os.killpg(parent.pid, signal.SIGKILL)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except OSError:
        return False
    return True
