"""Help ▸ Keyboard shortcuts lists the menus' shortcuts as they are and every key of keyboard play."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.assist.keyboard_play import KEYS
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from rummy_desktop.ui.text.i18n import LANGUAGES
from shots import save_shot


def native(text: str) -> str:
    return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)


def test_the_dialog_lists_the_menus_and_keyboard_play(qtbot):
    window = MainWindow((Seat("You"), Seat("Computer 1", "easy")), bot_factory=stand_in_factory, start_game=False)
    qtbot.addWidget(window)
    action = window.findChild(QAction, "keyboard-shortcuts")
    assert action in window.help_menu.actions()
    action.trigger()
    dialog = window.findChild(ShortcutsDialog, "shortcuts-dialog")
    assert dialog is not None and dialog.isVisible()
    lines = dict((text, keys) for keys, text in dialog.lines())
    assert lines["Undo"] == QKeySequence(QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)
    assert lines["Draw"] == native("Ctrl+D")
    assert lines["End turn"] == native("Ctrl+Return")
    assert "Keyboard shortcuts" not in lines   # an action without a shortcut is not listed
    keys = [k for k, _ in dialog.lines()]
    for line in KEYS:
        assert " / ".join(native(k) for k in line.keys) in keys
    assert ("N", "Make a new meld of the selected cards") in dialog.lines()
    assert ("P", "Take the card on the discard pile") in dialog.lines()
    save_shot(dialog, "keyboard-shortcuts-dialog")
    dialog.close()
    QApplication.processEvents()


def test_shortcuts_added_later_are_listed_too(qtbot):
    window = MainWindow((Seat("You"), Seat("Computer 1", "easy")), bot_factory=stand_in_factory, start_game=False)
    qtbot.addWidget(window)
    hint = window.help_menu.addAction("&Hint")
    hint.setShortcut(QKeySequence("H"))
    dialog = ShortcutsDialog([window.help_menu])
    qtbot.addWidget(dialog)
    assert ("H", "Hint") in dialog.lines()


def test_next_round_has_a_key_of_its_own_and_no_shortcut_starts_another(qtbot):
    window = MainWindow((Seat("You"), Seat("Computer 1", "easy")), bot_factory=stand_in_factory, start_game=False)
    qtbot.addWidget(window)
    assert window.next_round_action.shortcut().count() == 1, "one key press, not a chord"
    sequences = [s for action in window.findChildren(QAction) for s in action.shortcuts() if not s.isEmpty()]
    assert len(sequences) == len(set(s.toString() for s in sequences)), "no two actions share a shortcut"
    for sequence in sequences:
        for other in sequences:
            if other is not sequence and other.count() > sequence.count():
                assert other.matches(sequence) is not QKeySequence.SequenceMatch.PartialMatch, \
                    f"{other.toString()} begins with {sequence.toString()}"


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_every_line_shows_whole_on_a_laptop_screen(language, qtbot):
    window = MainWindow((Seat("You"), Seat("Computer 1", "easy")), bot_factory=stand_in_factory, start_game=False)
    qtbot.addWidget(window)
    menus = [menu for menu in (a.menu() for a in window.menuBar().actions()) if isinstance(menu, QMenu)]
    dialog = ShortcutsDialog(menus, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1000
    tree = dialog.tree
    metrics = QFontMetrics(tree.font())
    for n in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(n)
        for i in range(head.childCount()):
            line = head.child(i)
            for column in (0, 1):
                needed = metrics.horizontalAdvance(line.text(column))
                assert needed <= tree.columnWidth(column) - 6, f"{line.text(column)!r} is cut ({language})"
    save_shot(dialog, f"keyboard-shortcuts-{language}")
    dialog.close()
