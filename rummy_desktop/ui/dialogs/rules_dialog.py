"""Help ▸ Rules: the rules of a game in the app's language, in a window the player can keep open."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide refcount guard)
from rummy_desktop.controller.settings import Settings
from rummy_desktop.resources import asset_path

from ..remembered_size import RememberedSize

__all__ = ["RulesDialog", "rules_page_name"]

# Oklahoma and Hollywood are sections of the Gin rules page.
_PAGE_FOR_GAME = {"manipulation": "manipulation", "gin": "gin", "oklahoma": "gin", "hollywood": "gin"}


def rules_page_name(game: str, language: str) -> str:
    """The rules page for a game in a language, falling back to English where a page is missing."""
    page = _PAGE_FOR_GAME[game]
    for code in (language, "en"):
        name = f"{page}.{code}.html"
        try:
            asset_path("rules", name)
        except FileNotFoundError:
            continue
        return name
    raise FileNotFoundError(f"no rules page for {game}")


def _title(game: str) -> str:
    if _PAGE_FOR_GAME[game] == "manipulation":
        return QCoreApplication.translate("RulesDialog", "Rules of Manipulation Rummy")
    return QCoreApplication.translate("RulesDialog", "Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin")


class RulesDialog(QDialog):
    """Not modal: it stays open while the game goes on. It opens at the size it was last left at
    (``Settings.rules_window_size``, at first 640×640: within a 1024×768 screen's free area)."""

    def __init__(
        self, parent: QWidget | None = None, language: str = "en", game: str = "manipulation",
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_title(game))
        self.remembered_size = RememberedSize(self, settings, "rules_window_size")
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        page = asset_path("rules", rules_page_name(game, language))
        self.browser.setHtml(page.read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
