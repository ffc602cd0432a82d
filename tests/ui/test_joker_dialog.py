"""The joker dialog: one card face per candidate; asked only when the choice is ambiguous."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QDialog

from manipulation_positions import position, table_of
from rummy_desktop.engine.cards import parse_card, parse_face
from rummy_desktop.ui.dialogs.joker_dialog import JokerDialog
from rummy_desktop.ui.main_window import MainWindow


def test_the_dialog_shows_each_candidate_as_a_card_and_a_click_answers(qtbot):
    faces = [parse_face("4H"), parse_face("8H")]
    dialog = JokerDialog(faces)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert [b.text() for b in dialog.buttons] == ["4♥", "8♥"]
    assert all(not b.icon().isNull() for b in dialog.buttons)
    image = dialog.grab().toImage()
    folder = os.environ.get("RUMMY_SHOTS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert image.save(str(Path(folder) / "joker-dialog.png"))
    assert image.width() >= 2 * 84
    dialog.buttons[1].click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.choice == parse_face("8H")


def test_cancel_leaves_no_choice(qtbot):
    dialog = JokerDialog([parse_face("9C"), parse_face("9H")])
    qtbot.addWidget(dialog)
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.choice is None


def window_at(qtbot, state) -> MainWindow:
    window = MainWindow(start_game=False)
    qtbot.addWidget(window)
    window.match.resume(state)
    return window


def key(window: MainWindow, text: str):
    return next(c.key for c in window.controller.arrangement.all_cards() if str(c.bare()) == text)


def test_the_window_asks_through_the_dialog_when_the_joker_is_ambiguous(qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(JokerDialog, "ask", classmethod(lambda cls, faces, parent=None: asked.append(
        ([str(f) for f in faces], parent)) or parse_face("4H")))
    window = window_at(qtbot, position("JK KS QS", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "JK")], 0, 3)
    assert asked == [(["4H", "8H"], window)]
    assert [str(c) for c in window.controller.arrangement.melds[0]] == ["JK=4H", "5H", "6H", "7H"]
    assert window.controller.end_turn()
    assert table_of(window.match.state) == ["5H 6H 7H JK=4H"]


def test_the_window_does_not_ask_when_only_one_card_fits(qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(JokerDialog, "ask", classmethod(lambda cls, faces, parent=None: asked.append(faces)))
    window = window_at(qtbot, position("JK KS QS", ["10H QH"]))
    window.controller.move_cards([key(window, "JK")], 0, 1)
    assert asked == []
    assert window.controller.arrangement.card(key(window, "JK")).declared == parse_card("JH").face


def test_the_question_is_said_with_the_first_card_which_has_the_focus(qtbot):
    # Orca 43 went straight to the focused card and never read the question above the cards
    dialog = JokerDialog([parse_face("4H"), parse_face("8H")])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    first = dialog.buttons[0]
    assert dialog.focusWidget() is first and first.accessibleName() == "The joker is four of hearts"
    assert first.accessibleDescription() == ("More than one card makes this meld legal with the joker. "
                                             "Which card does the joker stand for?")
