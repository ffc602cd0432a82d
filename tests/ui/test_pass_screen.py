"""The hot-seat pass screen covers the whole window, shows no card, and announces when the player is there."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.dialogs.pass_screen import PassScreen
from shots import save_shot


def window_with_cards(qtbot: QtBot, cards: str) -> QWidget:
    """A stand-in for the main window: card faces all over it."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(QSize(760, 480))
    theme = CardTheme()
    for number, card in enumerate(parse_cards(cards)):
        label = QLabel(window)
        label.setPixmap(theme.pixmap(card, 120))
        label.move(20 + number * 90, 40 + (number % 2) * 200)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_it_covers_the_window_names_the_player_and_hides_until_they_confirm(qtbot: QtBot) -> None:
    window = window_with_cards(qtbot, "AS 7H QD 10C")
    screen = PassScreen(window)
    assert not screen.isVisible()
    screen.show_for("Anna")
    assert screen.isVisible() and screen.geometry() == window.rect()
    assert screen.title.text() == "Pass to Anna"
    assert screen.button.text() == "I am Anna — show my hand"
    save_shot(window, "pass-screen")
    window.resize(1000, 700)
    assert screen.geometry() == window.rect()
    with qtbot.waitSignal(screen.revealed, timeout=1000):
        screen.button.click()
    assert not screen.isVisible()


def test_no_card_shows_through_it(qtbot: QtBot) -> None:
    with_cards = window_with_cards(qtbot, "AS 7H QD 10C KS 2D JK 9H")
    without = window_with_cards(qtbot, "")
    pictures = []
    for window in (with_cards, without):
        screen = PassScreen(window)
        screen.show_for("Ben")
        pictures.append(window.grab().toImage())
    assert pictures[0] == pictures[1]
    with_cards.findChild(PassScreen).button.click()
    assert with_cards.grab().toImage() != pictures[0]  # the cards were there, behind the screen


def test_it_holds_no_card_picture_of_its_own(qtbot: QtBot) -> None:
    window = window_with_cards(qtbot, "")
    screen = PassScreen(window)
    screen.show_for("Ben")
    assert not screen.findChildren(QGraphicsView)
    assert all(label.pixmap().isNull() for label in screen.findChildren(QLabel))
    assert all(button.icon().isNull() for button in screen.findChildren(QAbstractButton))
