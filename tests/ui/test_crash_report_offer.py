"""The app killed by a segmentation fault leaves a report, and the next start offers the game back
saying where the report is.

The crash is real: the app (``run_gui``, offscreen, in a process of its own, over temporary data
and settings folders) is made to segfault while its "Resume the game?" question is open, the
moment a dangling pointer in Qt's drawing would strike.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from main_window_helpers import instant_settings, play_turns, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.crash_report import left_crash_report
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui import app_services
from rummy_desktop.ui.main_window import first_window

ROOT = Path(__file__).resolve().parents[2]
SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))

SEGFAULT_ONCE_SHOWN = """
import faulthandler
from PySide6.QtCore import QTimer
import rummy_desktop.ui.main_window as m

shown = m.fit_to_screen
def fit_then_crash(window, available):
    shown(window, available)
    QTimer.singleShot(500, faulthandler._sigsegv)
m.fit_to_screen = fit_then_crash
raise SystemExit(m.run_gui(["rummy-desktop"]))
"""


def crash_the_app(home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.run([sys.executable, "-c", SEGFAULT_ONCE_SHOWN], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_after_a_segfault_the_next_start_offers_the_game_and_names_the_report(qtbot: QtBot, tmp_path: Path) -> None:
    data_dir = tmp_path / "data" / "RummyDesktop" / "rummy_desktop"
    window = window_for(qtbot, data_dir, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.match.new_game(11)
    play_turns(qtbot, window, 2)
    window.close()
    unfinished = window.match.state

    crashed = crash_the_app(tmp_path)
    assert crashed.returncode == -signal.SIGSEGV, crashed.stderr
    left = left_crash_report(data_dir)   # what run_gui looks for first
    assert left is not None
    report = left.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in report
    assert "in _ask_resume" in report and "in run_gui" in report   # where it was: the question open

    seen: list[str] = []

    def look_then_resume() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, look_then_resume)   # not asked yet: the window is painted first
            return
        seen.append(box.text() + "\n" + box.informativeText())
        box.button(QMessageBox.StandardButton.Yes).click()

    again, guard = first_window(instant_settings(data_dir), data_dir=data_dir, bot_factory=stand_in_factory,
                                crash_report_left=left)
    qtbot.addWidget(again)
    again.show()   # as run_gui does: the game is offered once the window has painted
    QTimer.singleShot(0, look_then_resume)
    try:
        qtbot.waitUntil(lambda: bool(seen) and again.match.has_game, timeout=20_000)
    finally:
        guard.uninstall()
    assert "stopped unexpectedly" in seen[0] and str(left) in seen[0]
    assert again.match.state == unfinished   # the game is back


def test_a_crash_with_no_game_to_offer_is_said_with_the_report(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "crash-reports"
    folder.mkdir()
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    (folder / f"running-20261207-040000-{ended.pid}.txt").write_text(
        "Rummy Desktop started\n\nFatal Python error: Segmentation fault\n", encoding="utf-8")
    left = left_crash_report(tmp_path)
    assert left is not None
    told: list[str] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: told.append(text))
    window, guard = first_window(instant_settings(tmp_path), data_dir=tmp_path, bot_factory=stand_in_factory,
                                 crash_report_left=left)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: bool(told))
    finally:
        guard.uninstall()
    assert window.match.has_game   # dealt at once: there was no game to offer
    assert told == [f"Rummy Desktop stopped unexpectedly last time. What happened is written in {left}."]
