"""A window that opens at the size the person last left it, never larger than the screen it opens on.

The size is one of :class:`Settings`' window sizes (``puzzles_window_size``, ``review_window_size``,
``rules_window_size``, ``main_window_size``);
a window given no settings (a test's) opens at that setting's default. Whatever was remembered,
the window opens within the screen's free area, so its buttons are never below the edge (a size
remembered on a bigger monitor, or a window that was maximized, must not leave it there).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from rummy_desktop.controller.settings import WINDOW_SIZE_RANGE, Settings

__all__ = ["RememberedSize"]


class RememberedSize(QObject):
    """Sizes ``window`` from the setting ``name`` now, and writes its size there whenever it is hidden."""

    def __init__(self, window: QWidget, settings: Settings | None, name: str) -> None:
        # No parent: it lives and dies with the window's Python attribute. As the window's child, its Python
        # side could go before the window, which then called the filter of a wrapper without its fields.
        super().__init__()
        self._window = window
        self._settings = settings
        self._name = name
        width, height = getattr(settings, name) if settings is not None else Settings.default(name)
        window.resize(self.within_screen(QSize(width, height)))
        window.installEventFilter(self)

    def within_screen(self, size: QSize) -> QSize:
        """``size``, made smaller where the free area of the screen the window opens on is smaller: its
        parent's screen, else the primary one. (Not ``QWidget.screen()``: asked of a rules window not yet
        shown, under PySide6 6.12 it left a later window's creation to crash.)"""
        parent = self._window.parentWidget()
        screen = QGuiApplication.screenAt(parent.window().geometry().center()) if parent is not None else None
        screen = screen or QGuiApplication.primaryScreen()
        if screen is None:
            return size
        return size.boundedTo(screen.availableGeometry().size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() == QEvent.Type.Hide and self._settings is not None:
            if not self._window.isMaximized() and not self._window.isFullScreen():
                low, high = WINDOW_SIZE_RANGE
                size = self._window.size()
                setattr(self._settings, self._name, (min(max(size.width(), low), high), min(max(size.height(), low), high)))
        return False
