"""The native (C and C++) stack of a crashed run, from the system's own record, for its report.

:mod:`faulthandler` writes the Python stacks of a crash, but a segmentation fault in Qt's
drawing happens in C++ frames, which Python before 3.14 cannot write (3.14's faulthandler adds
the crashing thread's C stack on its own). The app ships no compiled handler; instead it asks
the system, which records a crash by itself where it is set up to:

- **Linux with systemd-coredump** (Fedora, Arch, openSUSE; Debian and Ubuntu once the
  ``systemd-coredump`` package is installed) keeps every thread's native stack of each crash in
  the journal. At the next start :func:`native_stack` runs ``coredumpctl info`` for the crashed
  process (its id, since its start time) and the report gets that record.
- Without it, and on **macOS** and **Windows**, the report says where the system keeps what it
  recorded and how to have a native stack next time.

Asking ``coredumpctl`` can take seconds (it reads the journal): :func:`add_native_stack` is
meant to run in a background thread, so the window never waits for it. The text is for whoever
reads the report (a developer), in English like the stacks themselves.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from datetime import datetime
from pathlib import Path

__all__ = ["HEADING", "LONGEST", "native_stack", "add_native_stack"]

HEADING = "Native stack"
LONGEST = 400_000
"""Characters of the system's record kept at most (every thread of a crashed Qt app fits)."""
_ASK_S = 30.0
"""Seconds ``coredumpctl`` may take to read the journal before it is given up."""

_HOW_ON_LINUX = (
    "To have the native stack added here after the next crash, install systemd-coredump (Debian and "
    "Ubuntu: sudo apt install systemd-coredump). Or run the app under gdb and type bt after a crash: "
    "gdb -ex run --args {command}")
_ON_MACOS = (
    "macOS keeps its own report of the crash, with every thread's native stack, in "
    "~/Library/Logs/DiagnosticReports (the Console app, Crash Reports): the one named after the app "
    "or Python, of process {pid}.")
_ON_WINDOWS = (
    "Windows Error Reporting names the module that failed: Event Viewer, Windows Logs, Application, "
    "an \"Application Error\" event of process {pid}. For a full dump next time, create the registry key "
    "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\Windows Error Reporting\\LocalDumps; dumps are then "
    "written to %LOCALAPPDATA%\\CrashDumps.")


def native_stack(pid: int, started: datetime | None, platform: str = sys.platform) -> str:
    """What this system can tell of the native stack of process ``pid``, started at ``started``
    (local time; None: not known) and crashed since: the record itself, or why there is none and how
    to have one."""
    if platform.startswith("linux"):
        return _from_coredumpctl(pid, started)
    if platform == "darwin":
        return _ON_MACOS.format(pid=pid)
    if platform == "win32":
        return _ON_WINDOWS.format(pid=pid)
    return "No native stack: this system keeps no record the app knows how to read."


def add_native_stack(report: Path, pid: int, started: datetime | None) -> None:
    """Append the native-stack section to a crashed run's ``report`` (a refusal of the disk, or the
    report removed meanwhile, is ignored: the report keeps its Python stacks)."""
    section = f"{HEADING}\n{'=' * len(HEADING)}\n\n{native_stack(pid, started).rstrip()}\n"
    try:
        with open(report, "r+", encoding="utf-8") as stream:   # never makes a removed report again
            stream.seek(0, os.SEEK_END)
            stream.write("\n" + section)
    except OSError:
        pass


def _from_coredumpctl(pid: int, started: datetime | None) -> str:
    how = _HOW_ON_LINUX.format(command=_this_command())
    tool = shutil.which("coredumpctl")
    if tool is None:
        return f"No native stack: systemd-coredump is not installed (no coredumpctl). {how}"
    since = [] if started is None else [f"--since={started:%Y-%m-%d %H:%M:%S}"]   # not an older process of that id
    asked = [tool, "info", "--no-pager", *since, str(pid)]
    try:
        answer = subprocess.run(asked, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                errors="replace", timeout=_ASK_S)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"No native stack: coredumpctl could not be asked ({error}). Try later: coredumpctl info {pid}"
    if answer.returncode == 0 and answer.stdout.strip():
        record = answer.stdout if len(answer.stdout) <= LONGEST else answer.stdout[:LONGEST] + "\n[cut]\n"
        return f"systemd-coredump's record (coredumpctl info {pid}):\n\n{record}"
    said = (answer.stderr.strip() or answer.stdout.strip() or f"exit code {answer.returncode}").splitlines()[0]
    return (f"No native stack: systemd-coredump has no record of process {pid} ({said}). It may still be "
            f"writing it (try later: coredumpctl info {pid}), or the system hands crashes to another "
            f"program (Ubuntu's apport keeps them in /var/crash). {how}")


def _this_command() -> str:
    """How this app was started, for the gdb line: the bundle's executable, or Python and the package."""
    if getattr(sys, "frozen", False):
        return sys.executable
    return f"{sys.executable} -m rummy_desktop"
