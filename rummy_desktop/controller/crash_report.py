"""A crash no Python code can catch leaves a report, and the next start finds it.

A segmentation fault in Qt's drawing ends the process at once: no exception hook runs, no
dialog, no autosave. :func:`open_crash_report` (``run_gui``, at the start) therefore opens a
file in the data folder, ``crash-reports/running-<start time>-<process id>.txt``, and hands it to
:mod:`faulthandler`, which on a fatal signal (SIGSEGV, SIGFPE, SIGABRT, SIGBUS, SIGILL) writes
there the Python stack of every thread before the process dies. The crash guard's exception hook
adds the tracebacks of the Python errors the app survived (:meth:`CrashReport.add`).

At a clean exit (:meth:`CrashReport.close`, also after Ctrl+C or SIGTERM) a report with nothing
past its heading is removed; one with Python errors in it is kept as ``crash-<start time>.txt``.
A ``running-`` report whose process has ended was left by a crash: the next start
(:func:`left_crash_report`) renames it ``crash-<start time>.txt`` and offers the game back
saying where it is; an empty one (``kill -9``, a power cut: faulthandler had nothing to say)
is removed. The report of a copy of the app that still runs is left alone. A crashed run's report
then gets the native stack the system recorded, or why there is none (:mod:`native_stack`), in a
background thread: the window does not wait for ``coredumpctl``.
"""

from __future__ import annotations

import faulthandler
import os
import platform
import re
import threading
from datetime import datetime
from pathlib import Path
from typing import TextIO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion

from rummy_desktop import __version__
from rummy_desktop.controller.native_stack import add_native_stack
from rummy_desktop.controller.safe_files import process_running, remove_if_there

__all__ = ["REPORT_FOLDER", "KEEP_REPORTS", "CrashReport", "open_crash_report", "left_crash_report"]

REPORT_FOLDER = "crash-reports"
KEEP_REPORTS = 20
"""Older reports are removed so the folder cannot grow without end."""

_RUNNING = re.compile(r"running-(?P<started>[0-9]{8}-[0-9]{6})-(?P<pid>[0-9]{1,10})\.txt")
_HEADING_END = "\n\n"
"""The heading ends at the first empty line: what comes after it is the report."""


class CrashReport:
    """The report file of this run, open for :mod:`faulthandler` and the exception hook."""

    def __init__(self, path: Path, stream: TextIO) -> None:
        self.path = path
        self._stream = stream
        self._heading_size = stream.tell()

    def add(self, text: str) -> None:
        """Write ``text`` (a traceback the crash guard caught) into the report; a refusal is ignored."""
        try:
            self._stream.write(text.rstrip("\n") + "\n\n")
            self._stream.flush()
        except (OSError, ValueError):   # a full disk, or the report closed already
            pass

    def close(self) -> Path | None:
        """The app ends normally: stop :mod:`faulthandler`, remove the report if it holds nothing,
        else keep it as ``crash-<start time>.txt``; where it was kept, or None."""
        faulthandler.disable()
        written = self._stream.tell() > self._heading_size
        self._stream.close()
        try:
            if not written:
                remove_if_there(self.path)
                return None
            return _keep(self.path)
        except OSError:
            return None


def open_crash_report(data_dir: Path) -> CrashReport | None:
    """Open this run's report in ``data_dir`` and turn :mod:`faulthandler` on to write into it;
    None when the folder refuses (the app then runs without one)."""
    folder = Path(data_dir) / REPORT_FOLDER
    now = datetime.now()
    path = folder / f"running-{now:%Y%m%d-%H%M%S}-{os.getpid()}.txt"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stream = open(path, "x", encoding="utf-8")
    except OSError:
        return None
    try:
        stream.write(f"Rummy Desktop {__version__} started at {now.isoformat(timespec='seconds')}, process "
                     f"{os.getpid()}\nPython {platform.python_version()}; Qt {qVersion()} (PySide6 {pyside_version}); "
                     f"{platform.platform()}{_HEADING_END}")
        stream.flush()
    except OSError:
        stream.close()
        return None
    faulthandler.enable(stream, all_threads=True)
    return CrashReport(path, stream)


def left_crash_report(data_dir: Path, *, wait_for_native_stack: bool = False) -> Path | None:
    """The report a crashed run left in ``data_dir``, renamed ``crash-<start time>.txt`` (the newest
    when several did); None when no run crashed. Empty reports of ended runs are removed.

    Each crashed run's report gets its native-stack section in a background thread, or before this
    returns with ``wait_for_native_stack``."""
    folder = Path(data_dir) / REPORT_FOLDER
    try:
        names = sorted(entry.name for entry in os.scandir(folder))
    except OSError:
        return None
    found: Path | None = None
    for name in names:
        running = _RUNNING.fullmatch(name)
        if running is None or (os.name == "posix" and process_running(int(running["pid"]))):
            continue
        path = folder / name
        try:
            if not _has_report(path):
                remove_if_there(path)
                continue
            found = _keep(path)   # on Windows a running copy holds its report open: renaming it fails
        except OSError:
            continue
        crashed = (found, int(running["pid"]), _started(running["started"]))
        adding = threading.Thread(target=add_native_stack, args=crashed, name="native stack", daemon=True)
        adding.start()
        if wait_for_native_stack:
            adding.join()
    return found


def _started(stamp: str) -> datetime | None:
    """The start time a report's name gives, or None when it is no time (a name not written by the app)."""
    try:
        return datetime.strptime(stamp, "%Y%m%d-%H%M%S")
    except ValueError:
        return None


def _has_report(path: Path) -> bool:
    text = path.read_text(encoding="utf-8", errors="replace")
    return bool(text.partition(_HEADING_END)[2].strip())


def _keep(running: Path) -> Path:
    """Rename a ``running-`` report ``crash-<start time>.txt`` (with its process id when that name is
    taken) and remove the oldest reports beyond :data:`KEEP_REPORTS`."""
    found = _RUNNING.fullmatch(running.name)
    assert found is not None
    kept = running.with_name(f"crash-{found['started']}.txt")
    if kept.exists():
        kept = running.with_name(f"crash-{found['started']}-{found['pid']}.txt")
    os.replace(running, kept)
    for old in sorted(running.parent.glob("crash-*.txt"))[:-KEEP_REPORTS]:
        remove_if_there(old)
    return kept
