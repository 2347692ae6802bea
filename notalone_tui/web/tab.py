"""One browser tab's game, as ``notalone serve`` starts it:
``python -m notalone_tui.web.tab play [--lang CODE]``.

It is the game (``notalone play``), bound to live no longer than the server
that started it, however the server ends, SIGKILL included (a server killed
that way cannot stop its children, and a game whose server is gone only
wastes memory: its page is gone too). The server passes its process id in
``NOTALONE_SERVE_PARENT``. Then:

* on Linux, ``prctl(PR_SET_PDEATHSIG, SIGTERM)``: the kernel sends SIGTERM
  when the parent dies. It is set here, in the game's own process (the
  server's shell ``exec``\\s into it; a setting made by the shell would not
  survive), and then the parent is checked again, in case it died before;
* everywhere, a thread that checks every second that the parent is still the
  server and, if not, ends the game the same way.

Without ``NOTALONE_SERVE_PARENT`` (run by hand) it is plain ``notalone``.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time

#: The environment variable holding the server's process id.
PARENT_ENV = "NOTALONE_SERVE_PARENT"
#: How often the watching thread looks at the parent, in seconds.
WATCH_EVERY = 1.0
#: After SIGTERM, how long before the process is ended outright.
GRACE = 3.0
PR_SET_PDEATHSIG = 1


def _end() -> None:
    """End this process as its parent's death signal would: SIGTERM, then,
    should anything hold it up, ``os._exit``."""
    os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(GRACE)
    os._exit(1)


def _watch(parent: int) -> None:
    while True:
        time.sleep(WATCH_EVERY)
        if os.getppid() != parent:
            _end()


def die_with_parent(parent: int) -> None:
    """Make this process end when ``parent`` (its parent now) ends."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    if os.getppid() != parent:  # it died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), name="parent-watch", daemon=True).start()


def main() -> int:
    parent = os.environ.get(PARENT_ENV, "")
    if parent.isdigit():
        die_with_parent(int(parent))
    from notalone_tui.cli import main as notalone

    return notalone(sys.argv[1:])


if __name__ == "__main__":
    raise SystemExit(main())
