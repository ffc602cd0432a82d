"""A lock file, so that two copies of the app change a shared file in turn and neither loses the other's part.

The lock is Qt's :class:`QLockFile`: it holds the process id, host and program name of its holder,
and a lock whose holder no longer runs (killed, crashed, ``kill -9``) is stale and taken over at
once. A holder that runs is waited for; :class:`LockBusy` when it does not let go in time.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QLockFile

__all__ = ["LockBusy", "held_lock"]


class LockBusy(Exception):
    """Another copy of the app that still runs held the lock for longer than we waited."""


@contextmanager
def held_lock(path: Path, wait_ms: int = 3000) -> Iterator[None]:
    """Run the block holding the lock file ``path``.

    Where no lock file can be made (a read-only or vanished folder) the block runs without it:
    writing the file it guards then meets the same refusal and says why in its own words.
    """
    lock = QLockFile(str(path))
    if not lock.tryLock(wait_ms):
        if lock.error() == QLockFile.LockError.LockFailedError:
            raise LockBusy(str(path))
        yield
        return
    try:
        yield
    finally:
        lock.unlock()
