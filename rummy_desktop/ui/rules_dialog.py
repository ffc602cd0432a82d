"""Help ▸ Rules: the rules of the game in a window the player can keep open beside the table."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rummy_desktop.resources import asset_path

__all__ = ["RulesDialog"]


class RulesDialog(QDialog):
    """Not modal: it stays open while the game goes on."""

    def __init__(self, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules of Manipulation Rummy")
        self.resize(640, 720)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(asset_path("rules", f"manipulation.{language}.html").read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
