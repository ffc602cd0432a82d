"""Asking "Knock now?" before a knock or gin ends the round (Settings.confirm_knock turns it off)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["KnockConfirmation"]


class KnockConfirmation:
    """The question before a knock; :meth:`ask` is the one entry point, and tests replace it."""

    @classmethod
    def ask(cls, parent: QWidget | None, text: str) -> bool:
        """True when the player confirms ``text`` (e.g. "Knock with 6 deadwood, discarding 9♠?")."""
        box = QMessageBox(QMessageBox.Icon.Question,
                          QCoreApplication.translate("KnockConfirmation", "End the round?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes
