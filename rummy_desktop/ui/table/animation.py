"""Cards that glide to their places, so a person can follow what the computer played.

A :class:`CardMotion` moves graphics items from where they are to where the
table layout put them, each over ``duration_ms`` with an easing curve, one card
after another (``stagger``). One 16 ms timer drives every moving item, so a
table rebuilt by a computer player costs one cheap tick per frame, not one
timer per card. With a duration of 0 (the "instant" speed) items jump at once
and no timer runs. Animation lives here, in the user interface: the engine and
the match know nothing of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QEasingCurve, QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["CardMotion", "FRAME_MS"]

FRAME_MS = 16
"""One frame at about 60 per second."""

_STAGGER_SHARE = 0.3
"""Each further card sets off this share of a card's flight after the one before."""
_MAX_STAGGER_MS = 1200
"""However many cards move, the last sets off at most this long after the first."""


@dataclass(slots=True)
class _Flight:
    item: QGraphicsItem
    start: QPointF
    target: QPointF
    begins_ms: float


class CardMotion(QObject):
    """Moves items to targets over time; ``finished`` when nothing moves any more."""

    finished = Signal()

    def __init__(self, duration_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = duration_ms
        self._flights: dict[int, _Flight] = {}
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._curve = QEasingCurve(QEasingCurve.Type.OutCubic)

    @property
    def busy(self) -> bool:
        return bool(self._flights)

    def stagger_ms(self, cards: int) -> float:
        """The delay between two cards setting off when ``cards`` move together."""
        if cards <= 1:
            return 0.0
        return min(self.duration_ms * _STAGGER_SHARE, _MAX_STAGGER_MS / (cards - 1))

    def total_ms(self, cards: int) -> int:
        """How long ``cards`` moved together take until the last one lands."""
        if not self.duration_ms or not cards:
            return 0
        return int(self.duration_ms + self.stagger_ms(cards) * (cards - 1))

    def target(self, item: QGraphicsItem) -> QPointF:
        """Where ``item`` is going (its position when it is not moving)."""
        flight = self._flights.get(id(item))
        return flight.target if flight else item.pos()

    def move(self, item: QGraphicsItem, target: QPointF, delay_ms: float = 0.0, start: QPointF | None = None) -> bool:
        """Send ``item`` to ``target`` (from ``start`` if given) after ``delay_ms``; True if it flies,
        False if it was put there at once."""
        if start is not None:
            item.setPos(start)
        if self.duration_ms <= 0 or item.pos() == target:
            self.stop(item)
            item.setPos(target)
            return False
        flight = self._flights.get(id(item))
        if flight is not None and flight.target == target:
            return True
        now = self._clock.elapsed()
        self._flights[id(item)] = _Flight(item, item.pos(), target, now + delay_ms)
        if not self._timer.isActive():
            self._timer.start()
        return True

    def stop(self, item: QGraphicsItem) -> None:
        """Leave ``item`` where it is now (a person picked it up)."""
        self._flights.pop(id(item), None)

    def finish(self) -> None:
        """Every moving item to its target at once."""
        for flight in self._flights.values():
            flight.item.setPos(flight.target)
        self._land()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        done = []
        for key, flight in self._flights.items():
            if flight.item.scene() is None:
                done.append(key)
                continue
            progress = (now - flight.begins_ms) / self.duration_ms if self.duration_ms else 1.0
            if progress <= 0:
                continue
            if progress >= 1:
                flight.item.setPos(flight.target)
                done.append(key)
                continue
            eased = self._curve.valueForProgress(progress)
            flight.item.setPos(flight.start + (flight.target - flight.start) * eased)
        for key in done:
            del self._flights[key]
        if not self._flights:
            self._land()

    def _land(self) -> None:
        self._flights.clear()
        self._timer.stop()
        self.finished.emit()
