"""Help ▸ Keyboard shortcuts: every shortcut of the window's menus, and the keys of keyboard play.

The menu part is read from the window's menus when the dialog opens, so it
always shows the shortcuts as they are (including actions other parts of the
app added); the keyboard-play part comes from :data:`keyboard_play.KEYS`.
Key names are shown as the platform writes them (``QKeySequence.NativeText``).

The dialog is made anew each time it opens, so it speaks the language of the
moment; it is window-modal, so the language cannot change while it is up.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from ..assist.keyboard_play import KEYS

__all__ = ["ShortcutsAction", "ShortcutsDialog", "menu_shortcuts"]

_ROOM = 1000
"""The widest the dialog opens: what a 1024-pixel-wide screen leaves a window."""


def _native(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def menu_shortcuts(menus: Iterable[QMenu]) -> list[tuple[str, str]]:
    """(what it does, its keys) for every action with a shortcut in ``menus`` and their submenus."""
    found: list[tuple[str, str]] = []
    for menu in menus:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                found += menu_shortcuts([submenu])
            elif action.shortcuts():
                text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()
                found.append((text, ", ".join(_native(s) for s in action.shortcuts())))
    return found


class ShortcutsDialog(QDialog):
    """A two-column list, by section: the keys, and what they do."""

    def __init__(self, menus: Iterable[QMenu], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcuts")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self._section(self.tr("Menus"), [(keys, text) for text, keys in menu_shortcuts(menus)])
        sections = (("table", self.tr("On the table, in both games")), ("manipulation", self.tr("Manipulation Rummy")),
                    ("gin", self.tr("Gin Rummy")))
        for game, title in sections:
            self._section(title, [(" / ".join(_native(QKeySequence(k)) for k in line.keys),
                                   QCoreApplication.translate("KeyboardPlay", line.text))
                                  for line in KEYS if line.game == game])
        self.tree.expandAll()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(self._whole_width(layout), 560)

    def _whole_width(self, layout: QVBoxLayout) -> int:
        """A width that shows every line whole (a tree does not wrap its rows), within a 1024-pixel screen."""
        tree = self.tree
        lines = tree.sizeHintForColumn(0) + tree.sizeHintForColumn(1) + 2 * tree.frameWidth()
        scroll_bar = tree.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = layout.contentsMargins()
        return min(_ROOM, max(640, lines + scroll_bar + margins.left() + margins.right() + 16))

    def _section(self, title: str, lines: list[tuple[str, str]]) -> None:
        head = QTreeWidgetItem(self.tree, [title])
        head.setFirstColumnSpanned(True)
        font = head.font(0)
        font.setBold(True)
        head.setFont(0, font)
        for keys, text in lines:
            QTreeWidgetItem(head, [keys, text])

    def lines(self) -> list[tuple[str, str]]:
        """Every (keys, what they do) listed, in order (section titles left out)."""
        found = []
        for n in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(n)
            assert head is not None
            for i in range(head.childCount()):
                line = head.child(i)
                assert line is not None
                found.append((line.text(0), line.text(1)))
        return found


class ShortcutsAction(QAction):
    """Help ▸ Keyboard shortcuts for ``window``: opens the dialog over it, listing its menus as they are then.

    Its text follows a change of language: the window passes ``LanguageChange`` on to its
    children, this action among them.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("keyboard-shortcuts")
        self._window = window
        self.triggered.connect(self.show_dialog)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("ShortcutsDialog", "&Keyboard shortcuts"))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def show_dialog(self) -> None:
        """Open a new dialog over the window; it is deleted once closed."""
        menus = [menu for menu in (a.menu() for a in self._window.menuBar().actions()) if isinstance(menu, QMenu)]
        dialog = ShortcutsDialog(menus, self._window)
        dialog.setObjectName("shortcuts-dialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
