"""The log and the scores beside the table give way to it on a laptop screen, yet show five players' scores whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from every_dialog import five_players_out, five_seats
from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.ui.score_sheet import ScoreSheet, two_lines
from rummy_desktop.ui.side_panels import SIDE_SHARE
from shots import save_shot



def five_player_window(qtbot, tmp_path, width: int, height: int):
    window = window_for(qtbot, tmp_path, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000, seed=2)
    state = five_players_out()
    window.round_history = [state.round_result]
    window.score_sheet.show_state(state, window.names, window.round_history)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    settle(window, qtbot)
    return window


def settle(window, qtbot) -> None:
    """Wait for the panels to be fitted to the window and for the window to lay them out so."""
    qtbot.waitUntil(lambda: not window.side_panels._pending)
    QApplication.processEvents()


def sheet_is_whole(sheet: ScoreSheet) -> bool:
    grid = sheet.widget()
    assert grid is not None
    return grid.width() <= sheet.viewport().width() and sheet.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("language", ["en", "he", "sq", "mr", "mk"], indirect=True)
def test_at_1024_by_768_the_table_keeps_most_of_the_width(language, qtbot, tmp_path) -> None:
    window = five_player_window(qtbot, tmp_path, 1024, 768)
    save_shot(window, f"side-panels-1024-{language}")
    assert window.view.width() >= window.width() * (1 - SIDE_SHARE) - 12   # the splitter's few pixels
    assert window.log.width() <= window.width() * SIDE_SHARE


@pytest.mark.parametrize("language", ["en", "he", "sq", "mr", "mk"], indirect=True)
def test_at_1366_by_768_five_players_scores_are_not_cut(language, qtbot, tmp_path) -> None:
    window = five_player_window(qtbot, tmp_path, 1366, 768)
    save_shot(window, f"side-panels-1366-{language}")
    assert sheet_is_whole(window.score_sheet)
    assert window.view.width() >= window.width() * (1 - SIDE_SHARE) - 12


def test_a_window_made_larger_widens_the_panels_to_show_the_whole_sheet(qtbot, tmp_path) -> None:
    window = five_player_window(qtbot, tmp_path, 900, 700)
    assert not sheet_is_whole(window.score_sheet)   # 38 % of 900 pixels cannot hold five players' columns
    window.resize(1366, 768)
    settle(window, qtbot)
    assert sheet_is_whole(window.score_sheet)


def test_a_panel_docked_below_the_table_is_not_held_to_the_side_share(qtbot, tmp_path) -> None:
    window = five_player_window(qtbot, tmp_path, 1024, 768)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, window.scores_dock)
    settle(window, qtbot)
    assert window.scores_dock.maximumWidth() > window.width()
    assert sheet_is_whole(window.score_sheet)


def test_a_narrow_sheet_sets_the_names_on_two_lines(qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    state = five_players_out()
    names = ("Ada", "Computer 1", "Computer 2", "Mary Ann Smith", "Bo")
    sheet.show_state(state, names, (state.round_result,))
    sheet.resize(sheet.sizeHint())
    sheet.show()
    assert not sheet.names_on_two_lines and sheet.cells[(0, 2)].text() == "Computer 1"
    sheet.resize(sheet.needed_width(), sheet.height())
    qtbot.waitUntil(lambda: sheet.names_on_two_lines)
    assert [sheet.cells[(0, column)].text() for column in range(1, 6)] == [
        "Ada", "Computer\n1", "Computer\n2", "Mary Ann\nSmith", "Bo"]
    assert sheet_is_whole(sheet)


@pytest.mark.parametrize(("name", "shown"), [("Ada", "Ada"), ("Computer 12", "Computer\n12"),
                                             ("Mary Ann Smith", "Mary Ann\nSmith"), ("A B", "A\nB")])
def test_a_name_is_broken_where_its_longer_line_is_shortest(name: str, shown: str) -> None:
    assert two_lines(name) == shown
