"""The dialogs a player meets in a game, as a screen reader reads them: every name and description in words
(no card or suit signs, no direction marks), no control without a name, and what Orca says as a dialog opens
(``orca_dialog_reading``) in words, in all five languages."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface

from every_dialog import DIALOGS
from orca_dialog_reading import loose_labels

Role = QAccessible.Role
CONTROLS = {Role.EditableText, Role.SpinBox, Role.ComboBox, Role.CheckBox, Role.RadioButton, Role.PushButton,
            Role.Slider, Role.ButtonMenu}
NOT_WORDS = re.compile("[★♠♥♦♣▸→←×\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
IN_A_GAME = ["new game: Manipulation, five seats", "new game: Gin", "new game: Oklahoma", "new game: Hollywood",
             "settings", "joker", "knocker's spread", "round result: five players",
             "round result: Gin knock with lay-offs", "round result: Hollywood", "game result: five players",
             "game result: Hollywood"]


def nodes(root: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None or node.state().invisible:
            continue
        yield node
        stack += [node.child(i) for i in range(node.childCount())]


@pytest.mark.parametrize("language", ["en", "he", "mk", "sq", "mr"], indirect=True)   # English again after it
@pytest.mark.parametrize("name", IN_A_GAME)
def test_a_dialog_is_read_in_words(qtbot, tmp_path, name, language):
    QAccessible.setActive(True)
    try:
        dialog = DIALOGS[name](qtbot, tmp_path, language)
        dialog.show()
        qtbot.waitExposed(dialog)
        for node in nodes(QAccessible.queryAccessibleInterface(dialog)):
            said = [node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Description)]
            assert not [text for text in said if NOT_WORDS.search(text)], (node.role(), said)
            if node.role() in CONTROLS:
                assert said[0].strip(), f"a {node.role()} without a name"
        heard = loose_labels(dialog)
        assert not [text for text in heard if NOT_WORDS.search(text)], heard
    finally:
        QAccessible.setActive(False)
