"""A crash no Python code catches leaves a report in the data folder; a clean exit leaves none."""

from __future__ import annotations

import faulthandler
import signal
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.crash_guard import install_crash_guard
from rummy_desktop.controller.crash_report import REPORT_FOLDER, left_crash_report, open_crash_report

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def faulthandler_as_before() -> Iterator[None]:
    """A report turns faulthandler to its file and off at the end: pytest's own goes back on afterwards."""
    enabled = faulthandler.is_enabled()
    yield
    if enabled:
        faulthandler.enable(sys.__stderr__, all_threads=True)


def reports(data_dir: Path) -> list[str]:
    return sorted(path.name for path in (data_dir / REPORT_FOLDER).iterdir())


def ended_process() -> int:
    """The id of a process that has ended."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_a_clean_exit_leaves_no_report(tmp_path: Path) -> None:
    report = open_crash_report(tmp_path)
    assert report is not None and faulthandler.is_enabled()
    assert reports(tmp_path) == [report.path.name] and report.path.name.startswith("running-")
    assert report.close() is None
    assert reports(tmp_path) == [] and not faulthandler.is_enabled()


def test_python_errors_the_app_survived_are_kept_at_exit(tmp_path: Path) -> None:
    report = open_crash_report(tmp_path)
    assert report is not None
    report.add("Traceback (most recent call last):\nRuntimeError: the slot fell over\n")
    kept = report.close()
    assert kept is not None and kept.name.startswith("crash-") and reports(tmp_path) == [kept.name]
    assert "RuntimeError: the slot fell over" in kept.read_text(encoding="utf-8")
    assert left_crash_report(tmp_path) is None   # not a crash: the run ended normally


def test_the_crash_guard_writes_what_it_catches_into_the_report(qtbot: QtBot, tmp_path: Path) -> None:
    report = open_crash_report(tmp_path)
    assert report is not None
    guard = install_crash_guard(tmp_path, lambda log, summary: None, report)
    try:
        guard.handle(KeyError("lost card"), "MainThread")
    finally:
        guard.uninstall()
    assert "KeyError: 'lost card'" in report.path.read_text(encoding="utf-8")
    report.close()


def test_the_report_of_a_copy_that_still_runs_is_left_alone(tmp_path: Path) -> None:
    report = open_crash_report(tmp_path)
    assert report is not None
    report.add("an error this copy survived")
    assert left_crash_report(tmp_path) is None
    assert reports(tmp_path) == [report.path.name]
    report.close()


def test_an_empty_report_of_an_ended_run_is_removed_without_a_word(tmp_path: Path) -> None:
    """A run killed with SIGKILL (or a power cut) leaves only the heading: there is nothing to show."""
    folder = tmp_path / REPORT_FOLDER
    folder.mkdir()
    (folder / f"running-20261207-040000-{ended_process()}.txt").write_text("Rummy Desktop 1.0 started\n\n")
    assert left_crash_report(tmp_path) is None
    assert reports(tmp_path) == []


CRASH = """
import faulthandler, sys
from pathlib import Path
from rummy_desktop.controller.crash_report import open_crash_report

def deal_the_cards():
    faulthandler._sigsegv()   # a segmentation fault, as a dangling pointer in Qt gives

open_crash_report(Path(sys.argv[1]))
deal_the_cards()
"""


def test_a_segmentation_fault_leaves_the_stacks_and_the_next_start_finds_them(tmp_path: Path) -> None:
    crashed = subprocess.run([sys.executable, "-c", CRASH, str(tmp_path)], cwd=ROOT, capture_output=True,
                             text=True, timeout=120)
    assert crashed.returncode == -signal.SIGSEGV, crashed.stderr
    assert [name[:8] for name in reports(tmp_path)] == ["running-"]
    left = left_crash_report(tmp_path)
    assert left is not None and reports(tmp_path) == [left.name] and left.name.startswith("crash-")
    text = left.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text
    assert "in deal_the_cards" in text and "<module>" in text   # the Python stack of the thread that crashed
    assert left_crash_report(tmp_path) is None   # said once
