"""A crashed run's report gets the native stack the system recorded, or says why there is none."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Iterator

import pytest

from rummy_desktop.controller.crash_report import REPORT_FOLDER, left_crash_report
from rummy_desktop.controller.native_stack import HEADING, native_stack

ROOT = Path(__file__).resolve().parents[2]

NATIVE_CRASH = """
import ctypes, sys
from pathlib import Path
from rummy_desktop.controller.crash_report import open_crash_report

def paint_the_table():
    ctypes.string_at(0)   # reads address 0 in C, as a dangling item pointer in Qt's drawing does

open_crash_report(Path(sys.argv[1]))
paint_the_table()
"""

FAKE_COREDUMPCTL = """#!/bin/sh
# coredumpctl as systemd-coredump answers: a record for process {pid} only, none for any other.
echo "$@" >> "{asked}"
for word in "$@"; do
  if [ "$word" = {pid} ]; then
    printf '           PID: {pid} (python3)\\n        Signal: 11 (SEGV)\\n\\n'
    printf '                Stack trace of thread {pid}:\\n                #0  0x00007f QGraphicsItem::parentItem (libQt6Widgets.so.6)\\n'
    exit 0
  fi
done
echo "No coredumps found." >&2
exit 1
"""


@pytest.fixture
def recorded() -> int:
    """The id of a process that has ended, whose crash systemd-coredump recorded."""
    return ended_process()


@pytest.fixture
def coredumpctl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, recorded: int) -> Iterator[Path]:
    """A ``coredumpctl`` first on the PATH that answers as systemd-coredump does, with a record of the
    crash of process ``recorded`` only; yields the file of the arguments it was asked with."""
    tools = tmp_path / "tools"
    tools.mkdir()
    asked = tmp_path / "asked.txt"
    tool = tools / "coredumpctl"
    tool.write_text(FAKE_COREDUMPCTL.format(asked=asked, pid=recorded))
    tool.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    yield asked


def crashed_report(data_dir: Path, pid: int, started: str = "20261207-101500") -> Path:
    """A report a crashed run ``pid`` left: its heading and a Python stack."""
    folder = data_dir / REPORT_FOLDER
    folder.mkdir(parents=True)
    path = folder / f"running-{started}-{pid}.txt"
    path.write_text("Rummy Desktop started\n\nFatal Python error: Segmentation fault\n\n  File \"x.py\", line 1\n")
    return path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the segmentation fault and its record are Linux's")
def test_a_native_crash_leaves_the_python_stack_and_the_native_part_or_why_there_is_none(tmp_path: Path) -> None:
    crashed = subprocess.Popen([sys.executable, "-c", NATIVE_CRASH, str(tmp_path)], cwd=ROOT,
                               stderr=subprocess.PIPE, text=True)
    _, errors = crashed.communicate(timeout=120)
    assert crashed.returncode == -signal.SIGSEGV, errors
    left = left_crash_report(tmp_path, wait_for_native_stack=True)
    assert left is not None
    python_part, heading, native_part = left.read_text(encoding="utf-8").partition(f"\n{HEADING}\n")
    assert "Fatal Python error: Segmentation fault" in python_part and "in paint_the_table" in python_part
    assert heading
    if shutil.which("coredumpctl") is None:
        assert "systemd-coredump is not installed" in native_part
        assert "apt install systemd-coredump" in native_part and "gdb -ex run --args" in native_part
    else:   # the record of this very process, or why there is none
        assert f"coredumpctl info {crashed.pid}" in native_part


def test_systemd_coredumps_record_of_the_crashed_process_is_added(tmp_path: Path, coredumpctl: Path,
                                                                  recorded: int) -> None:
    crashed_report(tmp_path, recorded)
    left = left_crash_report(tmp_path, wait_for_native_stack=True)
    assert left is not None
    text = left.read_text(encoding="utf-8")
    assert text.index("Fatal Python error") < text.index(HEADING) < text.index(f"Stack trace of thread {recorded}")
    assert "QGraphicsItem::parentItem" in text
    asked = coredumpctl.read_text().split()
    assert asked[:2] == ["info", "--no-pager"] and asked[-1] == str(recorded)
    assert "--since=2026-12-07" in asked and "10:15:00" in asked   # not an older process that had the same id


def test_no_record_says_so_and_how_to_have_one(tmp_path: Path, coredumpctl: Path) -> None:
    pid = ended_process()
    crashed_report(tmp_path, pid)
    left = left_crash_report(tmp_path, wait_for_native_stack=True)
    assert left is not None
    native = left.read_text(encoding="utf-8").partition(HEADING)[2]
    assert f"no record of process {pid} (No coredumps found.)" in native
    assert f"coredumpctl info {pid}" in native and "/var/crash" in native


def test_a_start_time_that_is_no_time_asks_without_one(tmp_path: Path, coredumpctl: Path, recorded: int) -> None:
    """A report's name not written by the app (month 99) does not stop the start: the record is asked
    for by the process id alone."""
    crashed_report(tmp_path, recorded, started="20269999-999999")
    left = left_crash_report(tmp_path, wait_for_native_stack=True)
    assert left is not None and f"Stack trace of thread {recorded}" in left.read_text(encoding="utf-8")
    assert coredumpctl.read_text().split() == ["info", "--no-pager", str(recorded)]


@pytest.mark.parametrize("platform, where", [("darwin", "~/Library/Logs/DiagnosticReports"),
                                             ("win32", "Event Viewer")])
def test_elsewhere_the_report_says_where_the_system_keeps_its_record(platform: str, where: str) -> None:
    text = native_stack(4242, datetime(2026, 12, 7, 10, 15), platform)
    assert where in text and "4242" in text


def ended_process() -> int:
    """The id of a process that has ended."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid
