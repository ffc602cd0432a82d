"""The view of a card table: unscaled, so the scene lays itself out for the view's size and pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table_scene import CardTableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Shows a :class:`CardTableScene` 1:1 and tells it the size and pixel ratio to lay out for."""

    def __init__(self, scene: CardTableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # No SmoothPixmapTransform: cards are rendered at their exact size and pixel ratio and placed
        # on whole pixels, so they are blitted 1:1; the smooth path costs several ms per frame.
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The layout fits the viewport; only a window too small for the table scrolls (vertically).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # One rectangle around all that changed: a move changes cards all over the table, and a repaint
        # clipped to the 30 to 66 small rectangles Qt's smart mode kept took up to 10 ms, against 1 to 3 ms
        # for the whole table (issue 29's stalls, docs/benchmarks.md).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMouseTracking(True)
        self.setAccessibleName(self.tr("Card table"))
        self.setMinimumSize(480, 360)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """The table lays itself out in whatever room its window gives it, so it asks for no more than its
        minimum (Qt's 600×600 pushed the puzzles window below a laptop screen's edge)."""
        return self.minimumSize()

    def table(self) -> CardTableScene:
        scene = self.scene()
        assert isinstance(scene, CardTableScene)
        return scene

    def _relayout(self) -> None:
        size = self.viewport().size()
        scene = self.table()
        scene.set_view(size.width(), size.height(), self.devicePixelRatioF())
        overflow = scene.sceneRect().height() > size.height() + 0.5
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if overflow
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._relayout()
        elif event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Card table"))
