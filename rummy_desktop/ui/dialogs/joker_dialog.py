"""The joker question: which card does a joker stand for, when more than one would fit its meld."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Face

from ..assist.names_in_words import names_in_words
from ..table.card_theme import CardTheme
from ..text.i18n import spoken_face

__all__ = ["JokerDialog"]

_CARD_WIDTH = 84


class JokerDialog(QDialog):
    """Shows the candidate cards as faces; clicking one answers. Tests replace :meth:`ask`."""

    def __init__(self, candidates: Sequence[Face], parent: QWidget | None = None, theme: CardTheme | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Joker"))
        self.choice: Face | None = None
        theme = theme or CardTheme()
        dpr = self.devicePixelRatioF()
        layout = QVBoxLayout(self)
        question = QLabel(self.tr("More than one card makes this meld legal with the joker.\n"
                                  "Which card does the joker stand for?"))
        layout.addWidget(question)
        row = QHBoxLayout()
        self.buttons: list[QToolButton] = []
        for face in candidates:
            button = QToolButton()
            pixmap = theme.face_pixmap(face, _CARD_WIDTH, dpr)
            button.setIcon(QIcon(pixmap))
            button.setIconSize(QSize(_CARD_WIDTH, theme.height_for(_CARD_WIDTH)))
            button.setText(face.pretty)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setAccessibleName(fill(self.tr("The joker is %1"), spoken_face(face)))
            button.setAutoRaise(True)
            button.clicked.connect(lambda checked=False, f=face: self.choose(f))
            row.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(row)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)
        if self.buttons:
            # Orca 43 went straight to the focused first card and never read the question: said after its name
            self.buttons[0].setAccessibleDescription(question.text().replace("\n", " "))
            self.buttons[0].setFocus()
        names_in_words(self)   # for screen readers: no direction marks in the cards' names

    def choose(self, face: Face) -> None:
        self.choice = face
        self.accept()

    @classmethod
    def ask(cls, candidates: Sequence[Face], parent: QWidget | None = None) -> Face | None:
        """The card the player picks, or None if they cancel (the move is then undone)."""
        dialog = cls(candidates, parent)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return dialog.choice if accepted else None
