"""The Hint panel: a Manipulation hint's whole plan, step by step, beside the table.

A plan of five steps, written over the table, covered the very melds its steps name on a laptop
screen (1024×768). The table now shows only the plan's first step (its banner) and each step's
number on the cards it moves; the whole plan is in this panel, docked beside the table like the
game log, where it covers nothing and can be read, selected and copied. It appears when a plan is
shown, shows the steps left as the player follows them, and goes with the hint.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QScrollArea, QWidget

from .assist.hints import Hint, HintService
from .log_dock import retranslate_title_buttons

__all__ = ["HintPanel"]


class HintPanel(QDockWidget):
    """Shows the plan of the hint ``hints`` has on the table, in the language of the moment."""

    def __init__(self, hints: HintService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint-plan")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._hints = hints
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.words.setContentsMargins(6, 4, 6, 4)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.words)
        self.setWidget(scroll)
        self._retranslate()
        self.hide()
        hints.hint_ready.connect(self._shown)
        hints.withdrawn.connect(self._withdrawn)

    def _shown(self, hint: Hint) -> None:
        if hint.plan is None or not hint.plan.steps:
            self._withdrawn()
            return
        self.words.setText(hint.text)
        self.show()
        QTimer.singleShot(0, self, self._fit_plan)   # once the panel has its width

    def _fit_plan(self, tries: int = 3) -> None:
        """Tall enough for the whole plan, as far as half the window (the rest scrolls). The lines wrap anew
        as the panel grows (its scroll bar goes), so it looks again, a few times at most."""
        window = self.parentWidget()
        scroll = self.widget()
        if not (isinstance(window, QMainWindow) and isinstance(scroll, QScrollArea)
                and self.isVisible() and not self.isFloating()):
            return
        short = self.words.heightForWidth(scroll.viewport().width()) - scroll.viewport().height()
        if short > 0 and self.height() < window.height() // 2:
            window.resizeDocks([self], [min(self.height() + short + 4, window.height() // 2)], Qt.Orientation.Vertical)
            if tries > 1:
                QTimer.singleShot(0, self, lambda: self._fit_plan(tries - 1))

    def _withdrawn(self, *_: object) -> None:
        self.words.clear()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            shown = self._hints.shown
            if shown is not None and not self.isHidden():
                self.words.setText(shown.text)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hint"))
        retranslate_title_buttons(self)
        self.words.setAccessibleName(self.tr("The hint's plan"))
