"""What a window makes goes with it, on the GUI thread, and nothing of a deleted part is called later.

A Qt object owned by Python is deleted when its last Python reference goes; for a window's
parts that is a reference cycle, so Python's garbage collector deletes it whenever it runs, in
whichever thread allocates at that moment (a computer player's or a hint's worker). A table
deleted that way under the GUI thread's feet crashed the test suite (a segmentation fault in the
event loop while a hint was being worked out).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, SIGNAL

from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.assist.hints import HintService
from rummy_desktop.ui.main_window import MainWindow

SEATS = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
LAID_OUT = SIGNAL("laid_out()")


def shown_window(qtbot) -> MainWindow:
    window = MainWindow(SEATS, bot_factory=stand_in_factory, seed=2, pause_ms=0, start_game=False)
    window.match.resume(position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]), SEATS)
    window.show()
    qtbot.waitExposed(window)
    return window


def delete_now(obj) -> None:
    obj.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_both_tables_are_deleted_with_the_window_not_left_to_the_garbage_collector(qtbot) -> None:
    window = shown_window(qtbot)
    tables = [window.scene_for_game("manipulation"), window.scene_for_game("gin")]
    assert not any(shiboken6.ownedByPython(table) for table in tables)
    window.close()
    delete_now(window)
    assert not shiboken6.isValid(window)
    assert [shiboken6.isValid(table) for table in tables] == [False, False]


def test_a_deleted_hint_service_is_no_longer_called_when_the_table_is_laid_out(qtbot) -> None:
    window = shown_window(qtbot)
    qtbot.addWidget(window)
    service = HintService(window.view, window.controller, seconds=30, parent=window)
    table = window.scene
    before = table.receivers(LAID_OUT)
    with qtbot.waitSignal(service.hint_ready, timeout=30_000):
        service.request_hint()
    assert table.receivers(LAID_OUT) == before + 1   # the hint follows the table while it is shown
    service.shutdown()
    delete_now(service)
    assert table.receivers(LAID_OUT) == before
    table.refresh()   # nothing of the deleted service runs
