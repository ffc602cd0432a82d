"""Every button's label fits its button, in every language: no "омбинаци" for "Комбинации".

Each button is drawn as it opens (the dialogs at the size they open at, the window at 1024×768)
and its text, measured in the button's own font, must fit the room its style leaves for the
text (the push button's contents, the tool button inside its frame, the check box beside its
box). The Gin table's buttons are drawn by the table: their label is measured in the font the
table draws it in. The app has no tab bars.
"""

from __future__ import annotations


import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionToolButton,
    QToolButton,
    QWidget,
)

from engine.gin_playout import arranged_round, card, run
from every_dialog import DIALOGS, five_seats, opening_size
from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.engine import gin
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.gin.items import TableButton
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.text.i18n import LANGUAGES
from rummy_desktop.ui.dialogs.pass_screen import PassScreen
from rummy_desktop.ui.table.table_view import TableView
from shots import save_shot



def shown_text(button: QAbstractButton) -> str:
    """The text as drawn: an ampersand marks the accelerator and is not drawn ("&&" draws one)."""
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def room_for_text(button: QAbstractButton) -> QRect:
    """Where the button's style draws its text."""
    style = button.style()
    if isinstance(button, QToolButton):
        tool = QStyleOptionToolButton()
        button.initStyleOption(tool)
        frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, tool, button)
        area = style.subControlRect(QStyle.ComplexControl.CC_ToolButton, tool, QStyle.SubControl.SC_ToolButton, button)
        return area.adjusted(frame, frame, -frame, -frame)
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = {QCheckBox: QStyle.SubElement.SE_CheckBoxContents, QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
               QPushButton: QStyle.SubElement.SE_PushButtonContents}[next(
                   kind for kind in (QCheckBox, QRadioButton, QPushButton) if isinstance(button, kind))]
    room = style.subElementRect(element, option, button)
    if not button.icon().isNull():
        room.setWidth(room.width() - button.iconSize().width() - 4)
    return room


def cut_labels(top: QWidget) -> list[str]:
    """The labels of the visible buttons in ``top`` that are wider than the room their button has for them."""
    cut = []
    for button in top.findChildren(QAbstractButton):
        text = shown_text(button)
        if not button.isVisibleTo(top) or not text:
            continue
        needed = max(QFontMetricsF(button.font()).horizontalAdvance(line) for line in text.splitlines())
        room = room_for_text(button).width()
        if needed > room + 0.5:
            cut.append(f"{text!r}: {needed:.0f} px of text in {room} px ({type(button).__name__})")
    return cut


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_button_shows_its_whole_label(name, language, qtbot, tmp_path) -> None:
    dialog = DIALOGS[name](qtbot, tmp_path, language)
    dialog.resize(opening_size(dialog))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not cut_labels(dialog), f"{name} ({language}): {cut_labels(dialog)}"


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_every_toolbar_button_shows_its_whole_label_at_1024_by_768(language, qtbot, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000, seed=2)
    for action in window.toolbar.actions():   # every turn tool at once: the most the toolbar ever holds
        action.setVisible(True)
        action.setEnabled(True)
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    save_shot(window.toolbar, f"toolbar-{language}")
    assert not cut_labels(window), f"{language}: {cut_labels(window)}"
    overflow = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert overflow is None or not overflow.isVisible(), f"{language}: the toolbar's last buttons are folded away"


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_pass_screen_button_shows_its_whole_label(language, qtbot) -> None:
    cover = QWidget()
    qtbot.addWidget(cover)
    cover.resize(640, 600)
    screen = PassScreen(cover)
    cover.show()
    screen.show_for(five_seats()[3].name)
    qtbot.waitExposed(screen)
    assert not cut_labels(screen), f"{language}: {cut_labels(screen)}"


def offer() -> gin.GinState:
    """The upcard offered to you: Take and Pass."""
    return arranged_round("3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "10D",
                          dealer=1, stock_top="KH")


def knock() -> gin.GinState:
    """You took the upcard and may knock."""
    return run(offer(), gin.TakeUpcard())


def lay_off() -> gin.GinState:
    """The opponent knocked: Best lay-off and Done."""
    state = arranged_round("4H 8H 9H 10C JC QC 2D 3S 6D 7D", "5H 6H 7H 9S 9D 9C KC KD KH 2C", "KS", stock_top="AC")
    return run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("AC")))


def big_gin() -> gin.GinState:
    """All eleven cards meld: Big gin."""
    state = arranged_round("4H 10H 2S AS 10C JC QC 3C AD 2D", "5H 6H 7H 8H 9S 9D 9C KC KD KH", "QS",
                           dealer=1, stock_top="KS", rules=gin.GinRules(big_gin=True))
    return run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock())


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
@pytest.mark.parametrize("moment", [offer, knock, lay_off, big_gin])
def test_every_gin_table_button_shows_its_whole_label(moment, language, qtbot) -> None:
    scene = GinScene(CardTheme())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(635, 690)   # the table of a 1024×768 window beside its side panels
    view.show()
    qtbot.waitExposed(view)
    state = moment()
    seat = state.current
    scene.show(gin.view_for(state, seat), ["Anna", "Ben"], seat)
    buttons = [item for item in scene.items() if isinstance(item, TableButton) and item.isVisible()]
    assert buttons
    save_shot(view, f"gin-buttons-{moment.__name__}-{language}")
    for button in buttons:
        needed = QFontMetricsF(button.label_font()).horizontalAdvance(button.text)
        room = button.boundingRect().width() - 4   # inside its rim
        assert needed <= room, f"{button.text!r} ({language}): {needed:.0f} px of text in {room:.0f} px"

