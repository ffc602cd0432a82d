"""Asking the player something and waiting for the answer, without leaving the question behind."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

__all__ = ["run_modal"]


def run_modal(dialog: QDialog) -> int:
    """Show ``dialog``, wait for the answer and return it (``exec()``'s result); then delete the dialog.

    A dialog made with the window as its parent lives as long as the window unless it is deleted: a
    round result shown every round, a question asked every turn, would pile up for the whole session.
    The deletion waits for the event loop, so the caller can still read the dialog's answer.
    """
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
