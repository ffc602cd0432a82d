"""The knocker's spread dialog: the proposal first and chosen, one click to accept it, a click on a row to pick another."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from rummy_desktop.engine.cards import parse_card, parse_cards
from rummy_desktop.engine.gin import legal_spreads
from rummy_desktop.ui.dialogs.spread_dialog import SpreadDialog
from shots import save_shot

KEPT = parse_cards("2D 2C 3C 4C 4S 4H 4D 5H 6H 7H")


def dialog_for(qtbot: QtBot) -> SpreadDialog:
    spreads = legal_spreads(KEPT, 10)
    dialog = SpreadDialog(spreads, spreads[0], parse_card("KS"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_proposal_is_listed_first_and_one_click_on_knock_accepts_it(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot)
    save_shot(dialog, "gin-spread-dialog")
    assert [row.radio.text() for row in dialog.rows] == [
        "Proposed: deadwood 2", "Deadwood 7", "Deadwood 7", "Deadwood 10"]
    assert dialog.rows[0].radio.isChecked() and dialog.knock_button.isDefault()
    qtbot.mouseClick(dialog.knock_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.choice == legal_spreads(KEPT, 10)[0]


def test_a_click_on_another_spread_picks_it(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot)
    row = dialog.rows[2]
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(row.width() - 10, row.height() // 2))
    assert row.radio.isChecked() and not dialog.rows[0].radio.isChecked()
    save_shot(dialog, "gin-spread-dialog-another-chosen")
    qtbot.mouseClick(dialog.knock_button, Qt.MouseButton.LeftButton)
    assert dialog.choice.melds == (tuple(parse_cards("4S 4H 4C 4D")), tuple(parse_cards("5H 6H 7H")))
    assert row.radio.accessibleName() == "Deadwood 7: four of spades, four of hearts, four of clubs, four of diamonds; five, six, seven of hearts"


def test_cancel_knocks_nothing(qtbot: QtBot, monkeypatch) -> None:
    monkeypatch.setattr(SpreadDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    spreads = legal_spreads(KEPT, 10)
    assert SpreadDialog.ask(None, spreads, spreads[0], parse_card("KS")) is None
