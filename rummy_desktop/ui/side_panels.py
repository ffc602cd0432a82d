"""The side panels beside the table (the game log and the score sheet) give way to the table.

On a laptop screen the panels took 440 pixels of 1024 and the cards shrank to make room. Now the
panels docked beside the table may take at most :data:`SIDE_SHARE` of the window's width, and
within that they are as wide as the score sheet needs to show every column (or
:data:`SIDE_WIDTH`, when it needs less): five players' scores are not cut on a 1366-pixel screen,
and on a 1024-pixel one the table keeps most of the width. A panel the player floats or docks
below the table is not held to the share. The player can still narrow the panels, or close them
from the View menu; a new size of the window or a wider sheet widens them again where the
sheet would be cut.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from .score_sheet import ScoreSheet

__all__ = ["SIDE_SHARE", "SIDE_WIDTH", "SidePanels"]

SIDE_SHARE = 0.38
"""The most of the window's width the panels beside the table may take."""
SIDE_WIDTH = 300
"""How wide the panels are when the score sheet needs no more (and the window has room)."""
_UNLIMITED = 16_777_215
"""Qt's QWIDGETSIZE_MAX: no maximum width."""
_SIDES = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)


class SidePanels(QObject):
    """Holds ``docks`` beside the table of ``window`` to their share of its width, wide enough for ``sheet``."""

    def __init__(self, window: QMainWindow, docks: Sequence[QDockWidget], sheet: ScoreSheet) -> None:
        super().__init__(window)
        self._window = window
        self._docks = tuple(docks)
        self._sheet = sheet
        self._pending = False
        window.installEventFilter(self)
        for dock in self._docks:
            dock.dockLocationChanged.connect(self.fit_soon)
            dock.topLevelChanged.connect(self.fit_soon)
            dock.visibilityChanged.connect(self.fit_soon)
        sheet.built.connect(self.fit_soon)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit_soon()
        return False

    def fit_soon(self, *_: object) -> None:
        """:meth:`fit` once the window has laid itself out (the panels' widths are known then)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    def share(self) -> int:
        """The most the panels beside the table may be wide, in pixels."""
        return int(self._window.width() * SIDE_SHARE)

    def beside_table(self) -> list[QDockWidget]:
        """The panels docked to the left or right of the table and shown."""
        return [dock for dock in self._docks if not dock.isFloating() and dock.isVisible()
                and self._window.dockWidgetArea(dock) in _SIDES]

    def wanted_width(self) -> int:
        """How wide the panels beside the table should be: the sheet's columns, within the share."""
        sheet = self._sheet
        dock = sheet.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        wanted = SIDE_WIDTH
        if dock is not None and dock in self.beside_table():
            wanted = max(wanted, sheet.needed_width() + dock.width() - sheet.width())
        return min(wanted, self.share())

    def fit(self) -> None:
        """Cap the panels beside the table at their share; widen them where the sheet would be cut."""
        self._pending = False
        beside = self.beside_table()
        for dock in self._docks:
            dock.setMaximumWidth(self.share() if dock in beside else _UNLIMITED)
        if not beside:
            return
        wanted = self.wanted_width()
        if beside[0].width() < wanted:
            self._window.resizeDocks(beside, [wanted] * len(beside), Qt.Orientation.Horizontal)
