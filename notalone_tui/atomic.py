"""Atomic file writes, and sweeping up after writers that were killed.

The text goes to a temporary file in the same folder, which is flushed and
fsynced and then renamed over the old file (and the folder is fsynced so the
rename itself survives a power cut). A crash at any instant therefore leaves
either the previous file or the new one, never a mixture. A writer killed
between creating its temporary file and renaming it leaves that file behind;
the temporary's name carries the writer's process id so that the next start
can tell such leftovers from a live writer's file and sweep them up. Saves,
settings and stored simulation results are all written this way.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

__all__ = ["STALE_AFTER", "TEMPORARY_SUFFIX", "move_atomic", "sweep_leftovers", "write_atomic"]

TEMPORARY_SUFFIX = ".tmp"
#: Where process ids cannot be probed safely (Windows), a temporary file this
#: many seconds old is taken to be a leftover: a live write lasts milliseconds.
STALE_AFTER = 60.0



def write_atomic(path: Path, text: str) -> int:
    """Replace ``path`` with ``text`` atomically; return the number of bytes written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMPORARY_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)
    return len(data)


def move_atomic(src: Path, dst: Path) -> None:
    """Rename ``src`` over ``dst`` (same folder) so that the rename survives a power cut."""
    os.replace(src, dst)
    _fsync_dir(dst.parent)


def sweep_leftovers(folder: Path) -> list[Path]:
    """Remove the temporary files that killed writers left in ``folder``;
    return what was removed.

    Called as the program starts, before it writes anything itself, so a
    temporary file carrying this process's own id (a reused id) is a leftover
    too. A file whose writer still runs (another copy of the program) is kept.
    """
    if not folder.is_dir():
        return []
    removed = []
    for tmp in folder.glob(f".*{TEMPORARY_SUFFIX}"):
        if _writer_may_be_writing(tmp):
            continue
        try:
            tmp.unlink()
        except OSError:
            continue  # gone already, or not ours to remove
        removed.append(tmp)
    return removed


def _writer_may_be_writing(tmp: Path) -> bool:
    parts = tmp.name[1:-len(TEMPORARY_SUFFIX)].split(".")
    pid = int(parts[-2]) if len(parts) >= 3 and parts[-2].isdigit() else None
    if pid is None or pid == os.getpid():
        return False
    if os.name != "posix":  # os.kill(pid, 0) would terminate the process on Windows
        try:
            return time.time() - tmp.stat().st_mtime < STALE_AFTER
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, owned by someone else
    except OSError:
        return False
    return True


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every platform; the file itself is safe
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
