"""Finding visible texts that bypassed translation: a catalogue that marks every message, and a walk
that reads every text a window, dialog or card table shows.

:class:`Marking` translates every message of every context into ``⟦…⟧``-marked text. Only the
literal parts of a message are marked; its placeholders (``%1``, ``%n``, ``{name}``) stay outside
the marks, so a value filled into a translated sentence must be translated (marked) itself: an
English game name inside a translated sentence is caught, not hidden by the sentence's marks.

:func:`widget_texts` and :func:`scene_texts` collect what a person can see or hear (titles, labels,
buttons, menus and actions, combo box items, item views, tooltips, accessible names, text edits,
status bar messages, and on a card table every text item, painted button text and tooltip), and
:func:`untranslated` keeps the texts in which a word of two or more letters lies outside every mark.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QSpinBox,
    QStatusBar,
    QTabWidget,
    QTextEdit,
    QToolBar,
    QToolButton,
    QWidget,
)

from rummy_desktop.ui.gin.items import TableButton
from rummy_desktop.ui.text.i18n import LANGUAGES

__all__ = ["OPEN", "CLOSE", "Marking", "Seen", "mark", "scene_texts", "unmarked_words", "untranslated",
           "widget_texts", "report"]

OPEN, CLOSE = "⟦", "⟧"
_PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)|(?<!\{)\{[^{}]*\}(?!\})")
"""Qt's ``%1``, ``%L1``, ``%n`` and Python's ``{name}``, ``{points:d}`` (not the escapes ``{{``/``}}``)."""
_LAYOUT_DIRECTION = "QT_LAYOUT_DIRECTION"
_WORD = re.compile(r"[^\W\d_]{2,}")
"""A run of two or more letters (any script); single letters are card ranks (A, K, Q, J) or key names."""
_HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")

ALLOWED_WORDS = frozenset({"JK"})
"""Words shown as they are in every language: ``JK`` is the joker in card notation, which the app
deliberately keeps the same in every language (see i18n.py); ranks A, K, Q, J are single letters."""
ALLOWED_PHRASES: tuple[str, ...] = ("Rummy Desktop", *LANGUAGES.values())
"""Texts deliberately never translated: the app's name (the About box's heading, "Rummy Desktop
0.1.0"), and each language's name in its own words in the Settings dialog (LANGUAGES)."""


def mark(source: str) -> str:
    """``source`` with each literal part between ``⟦`` and ``⟧`` and its placeholders left as they are."""
    parts: list[str] = []
    at = 0
    for placeholder in _PLACEHOLDER.finditer(source):
        if placeholder.start() > at:
            parts.append(OPEN + source[at:placeholder.start()] + CLOSE)
        parts.append(placeholder.group())
        at = placeholder.end()
    if at < len(source):
        parts.append(OPEN + source[at:] + CLOSE)
    return "".join(parts)


class Marking(QTranslator):
    """A catalogue that translates every message of every context (the app's and Qt's own) to its marked form.

    ``QT_LAYOUT_DIRECTION`` is not a text but Qt's question for the layout direction: left untranslated
    (left to right). A plural message (``%n``) is marked like any other; Qt fills ``%n`` in afterwards.
    """

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if source == _LAYOUT_DIRECTION:
            return None
        return mark(source)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        """Not empty, so that installing it sends ``LanguageChange`` as a loaded catalogue does."""
        return False


@dataclass(frozen=True)
class Seen:
    """One visible text and where it was found (the widget or table item, and which of its texts)."""

    where: str
    text: str


def _plain(text: str) -> str:
    """Rich text as it reads on screen (tags and entities out); plain text unchanged."""
    return QTextDocumentFragment.fromHtml(text).toPlainText() if _HTML_TAG.search(text) else text


def _label(thing: QObject) -> str:
    name = thing.objectName()
    return f"{type(thing).__name__}#{name}" if name and not name.startswith("qt_") else type(thing).__name__


def _name(widget: QWidget) -> str:
    """The widget's class (and name), after its named ancestors up to the nearest of the app's own classes."""
    path = [_label(widget)]
    parent = widget.parentWidget()
    while parent is not None:
        own = type(parent).__module__.startswith("rummy_desktop")
        if own or _label(parent) != type(parent).__name__:
            path.insert(0, _label(parent))
        if own:
            break
        parent = parent.parentWidget()
    return " ▸ ".join(path)


def _seen(where: str, *texts: tuple[str, str]) -> Iterator[Seen]:
    for what, text in texts:
        if text and text.strip():
            yield Seen(f"{where}.{what}", _plain(text))


def _action_texts(action: QAction, where: str) -> Iterator[Seen]:
    if action.isSeparator() or not action.isVisible():
        return
    place = f"{where} ▸ QAction"
    yield from _seen(place, ("text", action.text()), ("toolTip", action.toolTip()), ("statusTip", action.statusTip()))
    submenu = action.menu()
    if isinstance(submenu, QMenu):
        yield from _menu_texts(submenu, where)


def _menu_texts(menu: QMenu, where: str) -> Iterator[Seen]:
    place = f"{where} ▸ QMenu[{menu.title()}]"
    yield from _seen(place, ("title", menu.title()), ("toolTip", menu.toolTip()))
    for action in menu.actions():
        yield from _action_texts(action, place)


def _model_texts(model: QAbstractItemModel, where: str, parent: QModelIndex = QModelIndex()) -> Iterator[Seen]:
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            for role, what in ((Qt.ItemDataRole.DisplayRole, "cell"), (Qt.ItemDataRole.ToolTipRole, "cell tooltip")):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield from _seen(where, (f"{what} {row},{column}", value))
            if model.hasChildren(index):
                yield from _model_texts(model, where, index)


def _item_view_texts(view: QAbstractItemView, where: str) -> Iterator[Seen]:
    model = view.model()
    if model is None:
        return
    for column in range(model.columnCount()):
        header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(header, str):
            yield from _seen(where, (f"header {column}", header))
    yield from _model_texts(model, where)


def _own_texts(widget: QWidget, where: str) -> Iterator[Seen]:
    """The texts of one widget (not of its children)."""
    yield from _seen(where, ("toolTip", widget.toolTip()), ("statusTip", widget.statusTip()),
                     ("whatsThis", widget.whatsThis()), ("accessibleName", widget.accessibleName()),
                     ("accessibleDescription", widget.accessibleDescription()))
    if widget.isWindow() or isinstance(widget, QDockWidget):
        yield from _seen(where, ("windowTitle", widget.windowTitle()))
    if isinstance(widget, QLabel):
        yield from _seen(where, ("text", widget.text()))
    elif isinstance(widget, QAbstractButton):
        yield from _seen(where, ("text", widget.text()))
    elif isinstance(widget, QGroupBox):
        yield from _seen(where, ("title", widget.title()))
    elif isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield from _seen(where, (f"item {index}", widget.itemText(index)))
    elif isinstance(widget, QLineEdit):
        yield from _seen(where, ("text", widget.text()), ("placeholderText", widget.placeholderText()))
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        for number, line in enumerate(widget.toPlainText().splitlines()):
            yield from _seen(where, (f"line {number + 1}", line))
        yield from _seen(where, ("placeholderText", widget.placeholderText()))
    elif isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield from _seen(where, (f"tab {index}", widget.tabText(index)), (f"tab tooltip {index}", widget.tabToolTip(index)))
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        yield from _item_view_texts(widget, where)
    elif isinstance(widget, QMenuBar):
        for action in widget.actions():
            yield from _action_texts(action, where)
    elif isinstance(widget, QToolBar):
        for action in widget.actions():
            yield from _action_texts(action, where)
    elif isinstance(widget, QStatusBar):
        yield from _seen(where, ("currentMessage", widget.currentMessage()))
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        yield from scene_texts(widget.scene(), f"{where} ▸ scene")
    if isinstance(widget, QSpinBox):
        yield from _seen(where, ("prefix", widget.prefix()), ("suffix", widget.suffix()))
    if isinstance(widget, QAbstractSpinBox):
        yield from _seen(where, ("specialValueText", widget.specialValueText()))


def widget_texts(root: QWidget, skip: Sequence[QWidget] = ()) -> list[Seen]:
    """Every text ``root`` and its children show (or would show once ``root`` is shown).

    Children hidden in ``root`` (``isVisibleTo``), such as closed menus' popups and a combo box's
    list, are left out: menus are read through the menu bar, combo box items through the box.
    ``skip``: widgets whose texts (and their children's) are not the app's words, e.g. a rules page.
    """
    found: list[Seen] = []
    skipped = tuple(skip)
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QToolButton) and widget.defaultAction() and not widget.defaultAction().isVisible():
            continue   # a toolbar keeps the buttons of hidden actions, hidden in its own way
        if any(widget is s or s.isAncestorOf(widget) for s in skipped):
            continue
        found += _own_texts(widget, _name(widget))
    return found


def scene_texts(scene: QGraphicsScene, where: str = "scene") -> list[Seen]:
    """Every text on a card table: text items, the painted texts of table buttons, and tooltips."""
    found: list[Seen] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        place = f"{where} ▸ {type(item).__name__}"
        found += _seen(place, ("toolTip", item.toolTip()))
        if isinstance(item, QGraphicsSimpleTextItem):
            found += _seen(place, ("text", item.text()))
        elif isinstance(item, QGraphicsTextItem):
            found += _seen(place, ("text", item.toPlainText()))
        elif isinstance(item, TableButton):
            found += _seen(f"{place}[{item.name}]", ("painted text", item.text))
    return found


def unmarked_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧`` mark (marks may nest), less the allowed ones."""
    outside: list[str] = []
    depth = 0
    for char in text:
        if char == OPEN:
            depth += 1
            outside.append(" ")
        elif char == CLOSE and depth:
            depth -= 1
            outside.append(" ")
        elif depth == 0:
            outside.append(char)
    rest = re.sub(r"&(?=\w)", "", "".join(outside))   # "S&tatistics" reads "Statistics" (a mnemonic)
    for phrase in (*ALLOWED_PHRASES, *allowed):
        rest = rest.replace(phrase, " ")
    return [word for word in _WORD.findall(rest) if word not in ALLOWED_WORDS]


def untranslated(seen: Iterable[Seen], allowed: Iterable[str] = ()) -> list[tuple[Seen, list[str]]]:
    """The texts with words that did not pass through translation, each with those words (once each)."""
    allowed = tuple(allowed)
    bad: dict[tuple[str, str], tuple[Seen, list[str]]] = {}
    for item in seen:
        words = unmarked_words(item.text, allowed)
        if words:
            bad.setdefault((item.where, item.text), (item, words))
    return list(bad.values())


def report(screen: str, bad: Sequence[tuple[Seen, list[str]]]) -> str:
    """A failure message a developer can act on: the screen, then each text, its words and where it is."""
    lines = [f"{len(bad)} text(s) on the screen {screen!r} bypassed translation "
             f"(marked parts {OPEN}…{CLOSE} were translated, the words listed were not):"]
    for item, words in bad:
        lines.append(f"  - {', '.join(dict.fromkeys(words))!s:30}  in {item.text!r}\n      at {item.where}")
    return "\n".join(lines)
