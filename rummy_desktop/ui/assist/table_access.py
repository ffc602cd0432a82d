"""The table's parts as a screen reader sees them: a tree of accessible objects over the card table.

Graphics items are no widgets, so Qt's accessibility bridge (AT-SPI on Linux, UIA on
Windows, NSAccessibility on macOS) sees the whole table as one object. Here each part
of it gets an invisible stand-in: a :class:`PartWidget`, a child of the view's
viewport lying exactly over the part (so a screen reader's highlight frames the right
cards), painting nothing and letting every mouse press through. Your hand and each meld
are lists whose items are their cards; the stock, the discard pile and the table's
buttons are buttons; each opponent's card count is a text. Each stand-in has a name in
words ("seven of hearts", "Meld 3: five, six, seven of clubs, a sequence"), a role, and
its state: selectable, selected, and focused when the keyboard's card cursor is on it.

Why stand-in widgets rather than ``QAccessibleInterface`` objects of our own for items
that are not ``QObject``: Qt owns and caches accessible interfaces and deletes them when
their object goes; an interface with no object behind it would live as long as Qt
decides, outside Python's reach. A widget has a lifetime Qt and Python agree on, and the
only code of our own is a small interface factory that gives the stand-ins their role and
state (tried in PySide6 6.11.3: the factory's interfaces belong to Qt once returned).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from ..text.spoken import in_words

__all__ = ["Part", "PartWidget", "TableAccess"]

Role = QAccessible.Role


@dataclass(frozen=True, slots=True)
class Part:
    """One part of the table for assistive technology: what it is, what it is called, where it lies."""

    ident: tuple[Any, ...]
    """Stable across redraws; a card's is the keyboard cursor's stop for it ("hand", key)."""
    role: QAccessible.Role
    name: str
    rect: QRectF
    """Where it lies on the table (scene coordinates)."""
    children: tuple[Part, ...] = ()
    selectable: bool = False
    selected: bool = False


class PartWidget(QWidget):
    """The invisible stand-in of one :class:`Part`: takes no mouse presses, no focus, draws nothing."""

    def __init__(self, part: Part, parent: QWidget) -> None:
        super().__init__(parent)
        self.ident = part.ident
        self.role = part.role
        self.selectable = False
        self.selected = False
        self.current = False
        """The keyboard's card cursor is on it (its accessible state says focused)."""
        self.parts: list[PartWidget] = []
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show()


class _PartInterface(QAccessibleWidget):
    """A stand-in's role and state as its part has them."""

    def __init__(self, widget: PartWidget) -> None:
        super().__init__(widget, widget.role)
        self._part = widget

    def state(self) -> QAccessible.State:
        state = super().state()
        state.selectable = self._part.selectable
        state.selected = self._part.selected
        state.focusable = self._part.selectable or self._part.role is Role.Button
        state.focused = self._part.current
        return state


class _TableInterface(QAccessibleWidget):
    """The table's view: not focused while one of its parts is (a screen reader hears one focus at once)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Client)
        self._view = view

    def state(self) -> QAccessible.State:
        state = super().state()
        if self._view.property(PART_FOCUSED):
            state.focused = False
        return state


PART_FOCUSED = "tablePartFocused"
"""The view's property saying one of its parts holds the screen reader's focus."""


def _interface(key: str, target: QObject) -> QAccessibleInterface | None:
    if isinstance(target, PartWidget):
        return _PartInterface(target)
    if isinstance(target, QGraphicsView) and target.property(PART_FOCUSED) is not None:
        return _TableInterface(target)
    return None


_factory_installed = False


def _install_factory() -> None:
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_interface)
        _factory_installed = True


def tell_focus_now(widget: QWidget, then: Callable[[], None] | None = None) -> None:
    """Tell assistive technology at once that ``widget`` has the focus; ``then`` (if any) just after."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))
    if then is not None:
        then()


class TableAccess(QObject):
    """The stand-ins of the parts of the table a view shows, kept as the table changes."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        _install_factory()
        view.setProperty(PART_FOCUSED, False)
        made = QAccessible.queryAccessibleInterface(view)
        if made is not None and not isinstance(made, _TableInterface):
            # Qt made the view's interface before this property said it is a table's: made again, the factory's
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))
        self._view = view
        self._top: list[PartWidget] = []
        self._current: PartWidget | None = None
        self.tell_focus: Callable[[QWidget, Callable[[], None] | None], None] = tell_focus_now
        """How assistive technology is told a part got the focus, then what to do next (the window's
        announcer tells it once the key's event is over, with the key's sentence)."""

    @property
    def parts(self) -> list[PartWidget]:
        """The stand-ins of the table's parts, in reading order (their own parts in ``parts``)."""
        return list(self._top)

    def find(self, ident: tuple[Any, ...]) -> PartWidget | None:
        """The stand-in of the part ``ident`` (None: no such part on the table now)."""
        stack = list(self._top)
        while stack:
            widget = stack.pop()
            if widget.ident == ident:
                return widget
            stack += widget.parts
        return None

    @property
    def current(self) -> PartWidget | None:
        """The part the screen reader's focus is on (the keyboard cursor's), if any."""
        return self._current

    def show(self, parts: list[Part], focus: tuple[Any, ...] | None, tell_focus: bool, again: bool = False,
             after_focus: Callable[[], None] | None = None) -> None:
        """Stand-ins for ``parts`` (kept where their part is still there, so a rebuilt table moves no focus);
        the one of ``focus`` is the focused one, and with ``tell_focus`` assistive technology hears it moved
        (or, with ``again``, hears it even if it did not: the view just got the focus back). ``after_focus``
        runs once that was told (at once if nothing was)."""
        self._top = self._sync(self._view.viewport(), QPoint(0, 0), parts, self._top)
        current = self.find(focus) if focus is not None else None
        if self._current is not None and self._current is not current:
            self._current.current = False
        if current is not None:
            current.current = True
        moved, self._current = current is not self._current, current
        self._view.setProperty(PART_FOCUSED, current is not None)
        if current is not None and tell_focus and (moved or again):
            self.tell_focus(current, after_focus)
        elif after_focus is not None:
            after_focus()

    def _sync(self, parent: QWidget, origin: QPoint, parts: list[Part], shown: list[PartWidget]) -> list[PartWidget]:
        if [w.ident for w in shown] != [p.ident for p in parts]:
            # the parts changed: the ones still there are kept (a screen reader's focus on one stays where it
            # is), the others made or deleted, and all put in their order, the order a screen reader reads in
            kept = {w.ident: w for w in shown}
            order = []
            for part in parts:
                widget = kept.pop(part.ident, None)
                order.append(widget if widget is not None and widget.role == part.role else PartWidget(part, parent))
            for widget in kept.values():
                if widget is self._current:
                    self._current = None
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
            for widget in order:
                widget.raise_()
            shown = order
            QAccessible.updateAccessibility(QAccessibleEvent(parent, QAccessible.Event.ObjectReorder))
        for widget, part in zip(shown, parts):
            box = self._view.mapFromScene(part.rect).boundingRect()
            widget.setGeometry(QRect(box.topLeft() - origin, box.size()))
            name = in_words(part.name)
            if widget.accessibleName() != name:
                widget.setAccessibleName(name)   # Qt tells assistive technology of a new name itself
            if (widget.selectable, widget.selected) != (part.selectable, part.selected):
                widget.selectable, widget.selected = part.selectable, part.selected
                change = QAccessible.State()
                change.selected = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(widget, change))
            widget.parts = self._sync(widget, box.topLeft(), list(part.children), widget.parts)
        return shown
