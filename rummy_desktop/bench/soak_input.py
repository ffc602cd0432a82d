"""Input for the session soak: keys, clicks and drags, sent by the X server (xdotool) or to the widget.

Through X the events take the path a person's do: the X server, Qt's platform plugin, the window
manager's focus, modal blocking; the other way hands Qt's key and mouse events to a widget directly,
as QTest does (QtTest itself is one of the modules the app's bundle leaves out, and every module of
the package must import without it). :class:`Input` sends each gesture one way or the other at
random, so both are exercised. An xdotool command is started and not
waited for: its events reach the app while the app goes on with its own work, as a person's do.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["Input", "Key", "KEYS"]

Modifier = Qt.KeyboardModifier
_LEFT = Qt.MouseButton.LeftButton
_NONE = Qt.MouseButton.NoButton


@dataclass(frozen=True, slots=True)
class Key:
    """A key as xdotool names it and as Qt does."""

    x_name: str
    key: Qt.Key
    modifiers: Qt.KeyboardModifier = Modifier.NoModifier


_CTRL = Modifier.ControlModifier
KEYS = (
    Key("Left", Qt.Key.Key_Left), Key("Right", Qt.Key.Key_Right), Key("Up", Qt.Key.Key_Up),
    Key("Down", Qt.Key.Key_Down), Key("Return", Qt.Key.Key_Return), Key("space", Qt.Key.Key_Space),
    Key("k", Qt.Key.Key_K), Key("n", Qt.Key.Key_N), Key("d", Qt.Key.Key_D), Key("p", Qt.Key.Key_P),
    Key("Escape", Qt.Key.Key_Escape), Key("h", Qt.Key.Key_H), Key("ctrl+z", Qt.Key.Key_Z, _CTRL),
    Key("ctrl+shift+z", Qt.Key.Key_Z, _CTRL | Modifier.ShiftModifier), Key("ctrl+Return", Qt.Key.Key_Return, _CTRL),
    Key("ctrl+r", Qt.Key.Key_R, _CTRL), Key("ctrl+d", Qt.Key.Key_D, _CTRL), Key("ctrl+1", Qt.Key.Key_1, _CTRL),
    Key("ctrl+2", Qt.Key.Key_2, _CTRL), Key("Tab", Qt.Key.Key_Tab),
)
"""Keyboard play's keys (arrows, Enter, Space, K, N, D, P, Escape), Hint, undo and redo, End turn,
Next round, Draw, the sorts, and Tab."""


class Input:
    """Sends gestures through X with probability ``x_share`` (when xdotool and a display are there)."""

    def __init__(self, rng: random.Random, x_share: float) -> None:
        self._rng = rng
        on_x = bool(os.environ.get("DISPLAY")) and os.environ.get("QT_QPA_PLATFORM", "xcb") == "xcb"
        self._x_share = x_share if on_x and shutil.which("xdotool") else 0.0
        self._running: list[subprocess.Popen[bytes]] = []
        self.sent = {"x": 0, "direct": 0}

    def _through_x(self) -> bool:
        self._running = [process for process in self._running if process.poll() is None]
        return len(self._running) < 4 and self._rng.random() < self._x_share

    def _xdotool(self, *words: str) -> None:
        self.sent["x"] += 1
        self._running.append(subprocess.Popen(["xdotool", *words], stdout=subprocess.DEVNULL,
                                              stderr=subprocess.DEVNULL))

    def key(self, widget: QWidget, key: Key) -> None:
        """``key`` to ``widget`` (through X: to whichever window has the focus, as a person's key goes)."""
        if self._through_x():
            self._xdotool("key", "--clearmodifiers", key.x_name)
        else:
            self.sent["direct"] += 1
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, key.key, key.modifiers))

    def click(self, widget: QWidget, at: QPoint, double: bool = False) -> None:
        if self._through_x():
            spot = widget.mapToGlobal(at)
            self._xdotool("mousemove", str(spot.x()), str(spot.y()), "click", "--repeat", "2" if double else "1",
                          "--delay", "60", "1")
        else:
            self.sent["direct"] += 1
            kinds = [QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease]
            if double:
                kinds += [QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease]
            for kind in kinds:
                _mouse(widget, kind, at)

    def drag(self, widget: QWidget, start: QPoint, end: QPoint) -> None:
        """Press at ``start``, move to ``end`` in a few steps, release there."""
        steps = [start + (end - start) * (n / 4) for n in range(1, 5)]
        if self._through_x():
            words = ["mousemove", *_xy(widget, start), "mousedown", "1"]
            for spot in steps:
                words += ["sleep", "0.03", "mousemove", *_xy(widget, spot)]
            self._xdotool(*words, "mouseup", "1")
        else:
            self.sent["direct"] += 1
            _mouse(widget, QEvent.Type.MouseButtonPress, start)
            for spot in steps:
                _mouse(widget, QEvent.Type.MouseMove, spot)
            _mouse(widget, QEvent.Type.MouseButtonRelease, end)

    def wait(self) -> None:
        """Let the xdotool commands still running finish (before the app closes)."""
        for process in self._running:
            process.wait(timeout=10)
        self._running = []


def _mouse(widget: QWidget, kind: QEvent.Type, at: QPoint) -> None:
    """A left-button mouse event at ``at`` to ``widget`` (a move with the button held down)."""
    held = _NONE if kind == QEvent.Type.MouseButtonRelease else _LEFT
    button = _NONE if kind == QEvent.Type.MouseMove else _LEFT
    local = QPointF(at)
    QApplication.sendEvent(widget, QMouseEvent(kind, local, QPointF(widget.mapToGlobal(at)), button, held,
                                               Modifier.NoModifier))


def _xy(widget: QWidget, at: QPoint) -> list[str]:
    spot = widget.mapToGlobal(at)
    return [str(spot.x()), str(spot.y())]
