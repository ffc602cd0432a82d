"""A player's name is shown character for character wherever it appears, never read as HTML.

Names are typed by the players: "<b>Bo</b> & <i>" must be seen as typed, not drawn as bold text
with its "& <i>" swallowed. Each screen that shows names is built with that name, and every text
on it is read the way Qt displays it (rich text rendered to its plain text, a button's "&&" as
one "&"): wherever the word "Bo" shows, the whole name shows around it.
"""

from __future__ import annotations

import re
from typing import Iterable

import pytest
from PySide6.QtGui import QTextDocumentFragment, Qt  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from finished_games import gin_knock_with_layoffs, manipulation_game_over, manipulation_going_out
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Match, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.manipulation.scene import ManipulationScene
from rummy_desktop.ui.dialogs.pass_screen import PassScreen
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog
from rummy_desktop.ui.score_sheet import ScoreSheet

NAME = "<b>Bo</b> & <i>"
"""A name a player may type (24 characters at most): tags and an ampersand."""
MANIPULATION_NAMES = ("You", "Anna", NAME, "Cleo")
"""The seats of the finished Manipulation games, with the name in Ben's seat (he goes out)."""


def as_displayed(text: str) -> str:
    """What Qt shows for a label's or tooltip's text in the automatic format: rich text as its plain text."""
    return QTextDocumentFragment.fromHtml(text).toPlainText() if Qt.mightBeRichText(text) else text


def label_text(label: QLabel) -> str:
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    if label.textFormat() == Qt.TextFormat.RichText:
        return QTextDocumentFragment.fromHtml(label.text()).toPlainText()
    return as_displayed(label.text())


def button_text(button: QAbstractButton) -> str:
    """A button's text as shown: "&&" is one "&", a single "&" only marks the shortcut key."""
    return re.sub(r"&(.)", r"\1", button.text())


def widget_texts(widget: QWidget) -> list[str]:
    """The labels, buttons and tooltips of ``widget`` and everything in it, as displayed."""
    widgets = [widget, *widget.findChildren(QWidget)]
    texts = [label_text(w) for w in widgets if isinstance(w, QLabel)]
    texts += [button_text(w) for w in widgets if isinstance(w, QAbstractButton)]
    return texts + [as_displayed(w.toolTip()) for w in widgets if w.toolTip()]


def scene_texts(scene: QGraphicsScene) -> list[str]:
    """The text items, labels and tooltips on a card table, as displayed."""
    texts = []
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        if item.toolTip():
            texts.append(as_displayed(item.toolTip()))
    return texts


def assert_shown_as_typed(texts: Iterable[str], at_least: int = 1) -> None:
    """The name shows in ``at_least`` texts, and nowhere is a part of it shown without the rest."""
    naming = [text for text in texts if re.search(r"\bBo\b", text)]
    assert len(naming) >= at_least, naming
    assert all(NAME in text for text in naming), naming


def test_the_round_panel_and_the_opponents_labels(qtbot: QtBot) -> None:
    seats = (Seat("You"), *(Seat(name, "easy") for name in MANIPULATION_NAMES[1:]))
    match = Match(seats, bot_factory=stand_in_factory, pause_ms=0)
    match.resume(manipulation_going_out())
    match.shutdown()
    scene = ManipulationScene(TurnController(match, 0, lambda faces: None))
    scene.set_view(1200, 800, 1.0)
    panel = [item.toPlainText() for item in scene.items() if isinstance(item, QGraphicsTextItem)]
    assert len(panel) == 1 and f"{NAME} went out." in panel[0]
    assert f"{NAME}: 0 cards" in scene_texts(scene)
    assert_shown_as_typed(scene_texts(scene), at_least=2)


def test_the_score_sheet(qtbot: QtBot) -> None:
    state = manipulation_going_out()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_state(state, MANIPULATION_NAMES, (state.round_result,))
    assert_shown_as_typed(widget_texts(sheet))


@pytest.mark.parametrize(
    "state, names",
    [(manipulation_going_out(), MANIPULATION_NAMES), (gin_knock_with_layoffs(), ("You", NAME))],
    ids=["manipulation", "gin"],
)
def test_the_round_result(qtbot: QtBot, state, names) -> None:
    dialog = RoundResultDialog(state, names)
    qtbot.addWidget(dialog)
    assert_shown_as_typed(widget_texts(dialog), at_least=4)  # headline, ending, hands, points, sheet


def test_the_game_result(qtbot: QtBot) -> None:
    state, _ = manipulation_game_over()
    dialog = GameResultDialog(state, MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    assert f"Winner of the game: {NAME}" in widget_texts(dialog)
    assert_shown_as_typed(widget_texts(dialog), at_least=3)  # headline, reached, table


def test_the_pass_screen(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    screen = PassScreen(window)
    screen.show_for(NAME)
    assert f"Pass to {NAME}" in widget_texts(screen)
    assert f"I am {NAME} — show my hand" in widget_texts(screen)
    assert_shown_as_typed(widget_texts(screen), at_least=2)
