"""Files on disk that survive a kill at any moment, and only ever regular files.

**Writing** (:func:`write_file_atomically`) never leaves the player's file
missing or half written, whenever the app is stopped (``kill -9``, a crash, the
power). The new content goes to a temporary file in the same folder, is flushed
to the disk, and then takes the file's place in one ``os.replace``, a single
step the system does whole or not at all. The previous version, when it is to
be kept as ``<name>.bak``, is linked (or copied) there *before* that step: the
file itself is never moved away, so there is no moment without it.

A save that is stopped leaves its temporary file behind. Temporary files are
named ``.<name>.<process id>.<random>.rummy-tmp``; every save removes the
stale ones of its folder: those of a process that no longer runs, and any older
than :data:`STALE_AFTER_SECONDS` (on Windows the only test, since asking there
whether a process runs is not possible without killing it through ``os.kill``).

On Windows a file another program holds open (an antivirus, a sync tool) cannot
be replaced for a moment: the replacement is tried again for about a second and
a half, then :class:`FileHeld` says so; the file stays as it was.

**Reading and writing** refuse at once a named pipe, a device, a socket or a
folder standing where a file should be (:class:`NotAFile`): opening a named pipe
waits for a writer that never comes. The type is checked before opening, and
the file is opened without waiting (``O_NONBLOCK``) and checked again, in case
it was swapped in between.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import shutil
import stat
import time
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

from rummy_desktop.controller.os_errors import WordedOSError
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "TEMPORARY_SUFFIX",
    "STALE_AFTER_SECONDS",
    "NotAFile",
    "FileHeld",
    "check_regular",
    "open_regular",
    "write_file_atomically",
    "remove_stale_temporaries",
    "is_temporary",
    "backup_path",
    "set_aside",
    "remove_if_there",
    "process_running",
]

TEMPORARY_SUFFIX = ".rummy-tmp"
STALE_AFTER_SECONDS = 600
"""A temporary file this old is stale even if its process still runs: no save takes ten minutes,
and the process id may have been given to another program since."""

_TEMPORARY = re.compile(r"\..*\.(?P<pid>[0-9]{1,9})\.[0-9a-f]{8}" + re.escape(TEMPORARY_SUFFIX), re.DOTALL)
_REPLACE_PAUSES = (0.05, 0.1, 0.15, 0.25, 0.4, 0.55)
"""Seconds waited before each new try of a replacement another program blocks (1.5 s in all)."""
_NAME_PART = 40
"""How much of the file's name its temporary files repeat (a long name must not make theirs too long)."""


class NotAFile(WordedOSError):
    """A named pipe, a device or a socket stands where a file should be (a folder raises ``IsADirectoryError``)."""


class FileHeld(WordedOSError):
    """The file could not be replaced, even after waiting: another program holds it (Windows)."""


def _not_a_file(path: Path, mode: int) -> OSError:
    if stat.S_ISDIR(mode):
        return IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if stat.S_ISFIFO(mode):
        reason = Explanation(QT_TRANSLATE_NOOP("SystemErrors", "a named pipe (FIFO) stands where the file should be"))
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        reason = Explanation(QT_TRANSLATE_NOOP("SystemErrors", "a device stands where the file should be"))
    elif stat.S_ISSOCK(mode):
        reason = Explanation(QT_TRANSLATE_NOOP("SystemErrors", "a socket stands where the file should be"))
    else:
        reason = Explanation(QT_TRANSLATE_NOOP("SystemErrors", "something that is not a file stands where it should be"))
    return NotAFile(reason, path)


def check_regular(path: Path) -> os.stat_result:
    """``path``'s status; :class:`NotAFile` or ``IsADirectoryError`` when it is not a regular file.

    ``OSError`` passes through (no such file, no permission).
    """
    status = os.stat(path)
    if not stat.S_ISREG(status.st_mode):
        raise _not_a_file(path, status.st_mode)
    return status


def open_regular(path: Path) -> BinaryIO:
    """``path`` open for reading in binary, refused at once unless it is a regular file."""
    check_regular(path)
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise _not_a_file(path, mode)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def write_file_atomically(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace ``path`` by ``data`` in one step; with ``backup``, the file as it was is kept there first.

    ``OSError`` when the system refuses; ``path`` is then as it was.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    exists = _existing_regular(path)
    remove_stale_temporaries(folder)
    temporary = _temporary_name(path)
    try:
        with open(temporary, "xb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if backup is not None and exists:
            _keep_copy(path, backup)
        _replace(temporary, path)
    except BaseException:
        remove_if_there(temporary)
        raise
    _sync_folder(folder)


def _existing_regular(path: Path) -> bool:
    """Whether ``path`` is there; refused when something that is not a file is there instead."""
    try:
        check_regular(path)
    except FileNotFoundError:
        return False
    return True


def _temporary_name(path: Path) -> str:
    """A name never used before, beside ``path``: a string, not a ``Path``.

    Python 3.11's ``pathlib`` interns every part of a path it makes (``sys.intern``), and the
    interpreter's table of interned strings takes a new entry for each string interned anew, even one
    equal to a string interned and let go before: it reuses none until the table is rebuilt. Made as a
    ``Path``, the new names of every save (the autosave saves at every move) had that table rebuilt
    at twice its size, 1 MB more, after some 30 Gin games in one window (docs/benchmarks.md).
    """
    token = secrets.token_hex(4)
    return os.path.join(path.parent, f".{path.name[:_NAME_PART]}.{os.getpid()}.{token}{TEMPORARY_SUFFIX}")


def _keep_copy(path: Path, backup: Path) -> None:
    """Make ``backup`` the file ``path`` is now (a second name for it, or a copy), without moving ``path``."""
    temporary = _temporary_name(backup)
    try:
        try:
            os.link(path, temporary)
        except OSError:  # a file system without hard links (FAT, some network shares)
            _copy(path, temporary)
        _replace(temporary, backup)
    finally:
        # Gone once it replaced the backup, unless the backup was already this very file (a save stopped
        # between the two steps): renaming a file over another name of itself does nothing (POSIX).
        remove_if_there(temporary)


def _copy(source: Path, target: str) -> None:
    with open_regular(source) as reading, open(target, "xb") as writing:
        shutil.copyfileobj(reading, writing)
        writing.flush()
        os.fsync(writing.fileno())


def _replace(source: str, target: Path) -> None:
    """``os.replace``, tried again for a moment while another program holds ``target`` (Windows)."""
    for seconds in _REPLACE_PAUSES:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            time.sleep(seconds)
    try:
        os.replace(source, target)
    except PermissionError as error:
        reason = Explanation(
            QT_TRANSLATE_NOOP(
                "SystemErrors",
                "another program kept the file open, so it could not be replaced (it is as it was); "
                "close that program and try again",
            )
        )
        raise FileHeld(reason, target) from error


def is_temporary(name: str) -> bool:
    """Whether a file called ``name`` is one of the temporary files :func:`write_file_atomically` makes."""
    return _TEMPORARY.fullmatch(name) is not None


def remove_stale_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files of saves that were stopped in ``folder``; returns those removed.

    Only files named as this module names them, and only stale ones: another
    save may be under way (a second window of the app).
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        found = _TEMPORARY.fullmatch(entry.name)
        if found is None:
            continue
        try:
            if not entry.is_file(follow_symlinks=False) or not _stale(int(found["pid"]), entry, now):
                continue
            os.unlink(entry.path)
        except OSError:  # gone meanwhile, or held by its writer (Windows): not ours to force
            continue
        removed.append(Path(entry.path))
    return removed


def _stale(pid: int, entry: os.DirEntry[str], now: float) -> bool:
    if now - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER_SECONDS:
        return True
    return os.name == "posix" and pid != os.getpid() and not process_running(pid)


def process_running(pid: int) -> bool:
    """Whether a process ``pid`` runs (POSIX only: signal 0 asks without sending anything; on Windows
    ``os.kill`` would end the process)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it runs, as another user
        return True
    return True


def _sync_folder(folder: Path) -> None:
    """Make the renames durable (POSIX; Windows cannot open a folder for syncing)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


@lru_cache(maxsize=8)
def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept: ``<name>.bak``.

    Kept for the next call (the autosave asks at every move): made anew, its name would be interned
    anew each time, as :func:`_temporary_name` explains.
    """
    return path.with_name(path.name + ".bak")


def remove_if_there(path: str | Path) -> None:
    """Remove ``path``; a file that is not there is no error, whatever the system says.

    A read-only or vanished folder refuses even to remove a file that is not there (``EROFS``,
    ``EACCES``), so a refusal counts only when the file is there: then the ``OSError`` passes through.
    """
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    except OSError:
        if os.path.lexists(path):
            raise


def set_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged`` (replacing an older one) and return where it is now."""
    damaged = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, damaged)
    except OSError:
        return path
    return damaged
