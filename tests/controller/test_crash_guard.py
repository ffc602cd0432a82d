"""The crash guard: errors in slots, Qt overrides and threads are logged and announced on the GUI thread.

pytest-qt turns exceptions raised inside Qt into test failures by hooking
``sys.excepthook`` itself; these tests are marked ``qt_no_exception_capture``
so that the guard under test is the one that sees them.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QRunnable, QThreadPool, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.controller import crash_guard
from rummy_desktop.controller.crash_guard import CrashGuard, install_crash_guard

pytestmark = pytest.mark.qt_no_exception_capture


class Crashes:
    """What ``on_crash`` was told, and on which thread."""

    def __init__(self) -> None:
        self.calls: list[tuple[Path | None, str, str]] = []

    def __call__(self, log_path: Path | None, summary: str) -> None:
        self.calls.append((log_path, summary, threading.current_thread().name))


@pytest.fixture
def crashes() -> Crashes:
    return Crashes()


@pytest.fixture
def guard(qtbot: QtBot, tmp_path: Path, crashes: Crashes) -> Iterator[CrashGuard]:
    before = (sys.excepthook, threading.excepthook)
    installed = install_crash_guard(tmp_path, crashes)
    yield installed
    installed.uninstall()
    assert (sys.excepthook, threading.excepthook) == before


def only_log(tmp_path: Path) -> str:
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    return logs[0].read_text(encoding="utf-8")


def explode_in_a_slot() -> None:
    raise RuntimeError("the slot fell over")


def test_an_error_in_a_slot_is_logged_and_announced(
    qtbot: QtBot, tmp_path: Path, guard: CrashGuard, crashes: Crashes
) -> None:
    QTimer.singleShot(0, explode_in_a_slot)
    qtbot.waitUntil(lambda: len(crashes.calls) == 1)
    log_path, summary, thread = crashes.calls[0]
    assert summary == "RuntimeError: the slot fell over"
    assert thread == "MainThread"
    assert log_path is not None and log_path.parent == tmp_path / "logs"
    text = only_log(tmp_path)
    assert "Traceback (most recent call last)" in text
    assert "explode_in_a_slot" in text and "RuntimeError: the slot fell over" in text
    assert "Thread: MainThread" in text


class BrokenWidget(QWidget):
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        raise ZeroDivisionError("cannot paint this")


def test_an_error_in_a_qt_override_is_caught(qtbot: QtBot, tmp_path: Path, guard: CrashGuard, crashes: Crashes) -> None:
    widget = BrokenWidget()
    qtbot.addWidget(widget)
    widget.show()  # painted from the event loop; a direct widget.grab() would re-raise into the caller instead
    qtbot.waitUntil(lambda: len(crashes.calls) >= 1)
    for _, summary, _ in crashes.calls:
        assert summary.startswith("ZeroDivisionError:") and summary.endswith("cannot paint this")
    assert all("in paintEvent" in log.read_text() for log in (tmp_path / "logs").glob("*.log"))


def test_an_error_on_a_python_thread_is_announced_on_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, guard: CrashGuard, crashes: Crashes
) -> None:
    def work() -> None:
        raise KeyError("lost card")

    worker = threading.Thread(target=work, name="computer player")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(crashes.calls) == 1)
    assert crashes.calls[0][1:] == ("KeyError: 'lost card'", "MainThread")
    assert "Thread: computer player" in only_log(tmp_path)


class BrokenJob(QRunnable):
    def run(self) -> None:
        raise ValueError("the search failed")


def test_an_error_in_a_thread_pool_job_is_announced_on_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, guard: CrashGuard, crashes: Crashes
) -> None:
    pool = QThreadPool()
    pool.start(BrokenJob())
    pool.waitForDone()
    qtbot.waitUntil(lambda: len(crashes.calls) == 1)
    assert crashes.calls[0][1:] == ("ValueError: the search failed", "MainThread")


def test_an_error_inside_on_crash_is_logged_but_not_announced_again(qtbot: QtBot, tmp_path: Path) -> None:
    calls: list[str] = []

    def faulty_handler(log_path: Path | None, summary: str) -> None:
        calls.append(summary)
        raise OSError("the autosave failed too")

    guard = install_crash_guard(tmp_path, faulty_handler)
    try:
        QTimer.singleShot(0, explode_in_a_slot)
        qtbot.waitUntil(lambda: len(list((tmp_path / "logs").glob("*.log"))) == 2)
    finally:
        guard.uninstall()
    assert calls == ["RuntimeError: the slot fell over"]
    texts = sorted(p.read_text() for p in (tmp_path / "logs").glob("*.log"))
    assert any("While handling an earlier error" in t and "the autosave failed too" in t for t in texts)


def test_when_no_log_can_be_written_the_window_is_still_told(qtbot: QtBot, tmp_path: Path, crashes: Crashes) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    guard = install_crash_guard(blocker, crashes)
    try:
        QTimer.singleShot(0, explode_in_a_slot)
        qtbot.waitUntil(lambda: len(crashes.calls) == 1)
    finally:
        guard.uninstall()
    assert crashes.calls[0][0] is None


def test_old_logs_are_pruned(tmp_path: Path, guard: CrashGuard, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crash_guard, "KEEP_LOGS", 3)
    logs = tmp_path / "logs"
    logs.mkdir()
    for n in range(5):
        (logs / f"crash-2020010{n}-000000-000000.log").write_text("old")
    guard.handle(RuntimeError("new"), "MainThread")
    kept = sorted(p.name for p in logs.glob("*.log"))
    assert len(kept) == 3 and kept[:2] == ["crash-20200103-000000-000000.log", "crash-20200104-000000-000000.log"]


def test_ctrl_c_keeps_its_usual_meaning(guard: CrashGuard, crashes: Crashes, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(guard, "_previous_hook", lambda kind, error, trace: seen.append(kind))
    sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and crashes.calls == []


def test_a_long_message_is_summed_up_in_one_short_line(qtbot: QtBot, guard: CrashGuard, crashes: Crashes) -> None:
    guard.handle(ValueError("first line " + "x" * 500 + "\nsecond line"), "MainThread")
    summary = crashes.calls[0][1]
    assert summary.startswith("ValueError: first line") and "second" not in summary and len(summary) <= 300


def test_the_same_error_again_is_logged_but_not_announced_again(
    qtbot: QtBot, tmp_path: Path, guard: CrashGuard, crashes: Crashes
) -> None:
    for _ in range(3):
        guard.handle(RuntimeError("every paint fails"), "MainThread")
    guard.handle(RuntimeError("something else"), "MainThread")
    assert [summary for _, summary, _ in crashes.calls] == [
        "RuntimeError: every paint fails",
        "RuntimeError: something else",
    ]
    assert len(list((tmp_path / "logs").glob("*.log"))) == 4


def test_the_worker_pools_recovered_thread_failure_is_not_announced_as_a_crash(
    qtbot: QtBot, tmp_path: Path, crashes: Crashes
) -> None:
    """CPython 3.11's executor thread dies when a worker dies beside a cancelled task; the pool starts
    new workers (tests/controller/test_worker_pool.py), so the player is not told the game crashed:
    the failure goes on to the hook that was there before the guard, which prints it."""
    from rummy_desktop.controller.worker_pool import WorkerPool
    from worker_tasks import kill_a_worker_beside_cancelled_tasks

    passed_on: list[str] = []
    before = threading.excepthook
    threading.excepthook = lambda args: passed_on.append(type(args.exc_value).__name__)
    guard = install_crash_guard(tmp_path, crashes)
    pool = WorkerPool(workers=2)
    try:
        kill_a_worker_beside_cancelled_tasks(pool, str(tmp_path))
        qtbot.waitUntil(lambda: bool(passed_on), timeout=30_000)
        qtbot.wait(200)
    finally:
        pool.shutdown()
        guard.uninstall()
        threading.excepthook = before
    assert passed_on == ["InvalidStateError"] and crashes.calls == []
