"""Right to left (Hebrew), the Manipulation table is mirrored: Qt mirrors widgets, not graphics scenes."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from main_window_helpers import window_for
from rummy_desktop.controller.match import Seat
from shots import save_shot


def test_the_manipulation_table_is_mirrored_right_to_left(qtbot, tmp_path):
    seats = [Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy")]
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        window = window_for(qtbot, tmp_path, seats, pause_ms=3_600_000)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        scene = window.scene_for_game()
        scene.refresh()
        width = scene.layout.width
        assert scene._stock_item.sceneBoundingRect().center().x() < width / 2
        assert scene.layout.opponents[0].area.x > scene.layout.opponents[1].area.x
        save_shot(window, "table-right-to-left")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_log_and_scores_docks_move_to_the_left_right_to_left(qtbot, tmp_path):
    seats = [Seat("You"), Seat("Computer 1", "easy")]
    window = window_for(qtbot, tmp_path, seats, pause_ms=3_600_000)
    assert window.dockWidgetArea(window.log) == Qt.DockWidgetArea.RightDockWidgetArea
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        qtbot.waitUntil(lambda: window.dockWidgetArea(window.log) == Qt.DockWidgetArea.LeftDockWidgetArea)
        assert window.dockWidgetArea(window.scores_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    qtbot.waitUntil(lambda: window.dockWidgetArea(window.log) == Qt.DockWidgetArea.RightDockWidgetArea)
