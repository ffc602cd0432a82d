"""News that comes faster than a screen reader can say it: only the newest waits, never a pile."""

from __future__ import annotations

from functools import partial

import pytest

from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.assist import announcer as announcer_module
from rummy_desktop.ui.assist.announcer import CHARS_PER_SECOND, MOST_HELD_S, Announcer

MOVES = 2_000
"""About the computers' moves of ten quick Gin games."""


def test_news_faster_than_speech_keeps_only_the_newest_waiting(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Computers playing at instant speed: each move's sentence comes long before the last is said.
    The sentences held back stay within what is said in MOST_HELD_S, the newest among them; the
    older ones are dropped, not said ever later in an ever longer breath."""
    spoken: list[str] = []
    monkeypatch.setattr(announcer_module, "speak_through_description", lambda widget, text: spoken.append(text))
    view = QGraphicsView(QGraphicsScene())
    qtbot.addWidget(view)
    holder = QWidget(view)
    announcer = Announcer(view, holder=lambda: holder)
    for move in range(MOVES):
        announcer.say(partial("Computer 1 draws from the stock and discards the card {}".format, move))
    assert spoken and spoken[0].startswith("Computer 1 draws"), "the first news is said at once"
    held = announcer.held
    assert held and held[-1] == f"Computer 1 draws from the stock and discards the card {MOVES - 1}"
    assert sum(map(len, held)) <= MOST_HELD_S * CHARS_PER_SECOND, (len(held), sum(map(len, held)))
    announcer.tell("Seven of hearts selected")
    assert announcer.held[-1] == "Seven of hearts selected", "what your key did is never the one dropped"
    qtbot.waitUntil(lambda: not announcer.waiting, timeout=5_000)
    assert spoken[-1].endswith("discards the card 1999. Seven of hearts selected.")
    assert len(spoken[-1]) <= MOST_HELD_S * CHARS_PER_SECOND + 1
