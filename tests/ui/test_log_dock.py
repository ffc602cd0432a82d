"""The game log keeps its lines and nothing else: no undo history, which Qt does not give back (issue 33)."""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.log_dock import LogDock


def test_the_game_log_keeps_no_undo_history_game_after_game(qtbot: QtBot) -> None:
    """Each line added was an undo step of the log's text: memory Qt kept even once the log was cleared for
    the next game, about 0.3 MB per thousand lines (the window's memory rose 50 to 130 kB a game)."""
    log = LogDock()
    qtbot.addWidget(log)
    text = log.widget()
    assert isinstance(text, QPlainTextEdit)
    for game in range(3):
        for move in range(40):
            log.add(f"Game {game}, move {move}: Anna draws a card.")
        assert text.document().availableUndoSteps() == 0
        log.clear()
    assert log.lines() == []
