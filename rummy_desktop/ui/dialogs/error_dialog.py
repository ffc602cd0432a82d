"""The dialog shown after an unexpected error: what happened in plain words, where the report is,
and whether the game was saved so it can be resumed.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller.placeholders import fill

__all__ = ["GameSaved", "ErrorDialog"]


class GameSaved(Enum):
    """What became of the game in progress when the error happened."""

    SAVED = "saved"
    NOT_SAVED = "not saved"
    NO_GAME = "no game"


class ErrorDialog(QDialog):
    """Shown by the window's crash handler; :meth:`ask` returns True when the player chose to quit."""

    def __init__(self, summary: str, log_path: Path | None, saved: GameSaved, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Something went wrong"))
        self.quit_chosen = False
        self.log_path = log_path

        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.message = QLabel(self._message(summary, log_path, saved))
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setMinimumWidth(420)

        self.buttons = QDialogButtonBox()
        self.continue_button = self.buttons.addButton(self.tr("Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.quit_button = self.buttons.addButton(self.tr("Quit Rummy Desktop"), QDialogButtonBox.ButtonRole.DestructiveRole)
        self.open_folder_button = QPushButton(self.tr("Open the report’s folder"))
        self.open_folder_button.setEnabled(log_path is not None)
        self.buttons.addButton(self.open_folder_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.continue_button.clicked.connect(self.accept)
        self.quit_button.clicked.connect(self._quit)
        self.open_folder_button.clicked.connect(self.open_log_folder)
        self.continue_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(icon)
        top.addWidget(self.message, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.buttons)

    def _message(self, summary: str, log_path: Path | None, saved: GameSaved) -> str:
        #: %1 is the error in technical words, on the line below.
        parts = [fill(self.tr("Rummy Desktop ran into a problem it did not expect:\n%1"), summary)]
        if saved is GameSaved.SAVED:
            parts.append(
                self.tr("Your game was saved and can be resumed: it will be offered the next time Rummy Desktop starts.")
            )
        elif saved is GameSaved.NOT_SAVED:
            parts.append(self.tr("Your game could not be saved, so it may be lost."))
        if log_path is not None:
            parts.append(fill(
                self.tr("A report of what happened was written to:\n%1\nIf you tell us about this problem, please include it."),
                str(log_path)))
        else:
            parts.append(self.tr("No report could be written (the app’s data folder could not be written to)."))
        parts.append(self.tr("You can go on playing, or quit and start again."))
        return "\n\n".join(parts)

    def _quit(self) -> None:
        self.quit_chosen = True
        self.reject()

    def open_log_folder(self) -> None:
        if self.log_path is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_path.parent)))

    @staticmethod
    def ask(summary: str, log_path: Path | None, saved: GameSaved, parent: QWidget | None = None) -> bool:
        """Show the dialog and wait; True when the player chose to quit (tests replace this)."""
        dialog = ErrorDialog(summary, log_path, saved, parent)
        dialog.exec()
        return dialog.quit_chosen

