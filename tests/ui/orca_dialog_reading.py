"""What Orca 43 says of a dialog as it opens, by its own rule, read through Qt's accessibility interfaces.

Orca (``script_utilities.unrelatedLabels``, used by the dialog's speech ``unrelatedLabelsOrDescription``)
says the dialog's title, then each label or static text that is showing, has no relation (labels
nothing), holds three words or more, and is not inside a list, combo box, menu, scroll pane, table or
tree: once per text, top to bottom, then left to right. The real Orca is run over the real bridge by
``orca_transcript.py``; this is the same rule offscreen, for the tests.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

Role = QAccessible.Role
_LABELS = (Role.StaticText,)   # a QLabel; AT-SPI calls it a label, which Orca takes with its "static"
_SKIPPED = (Role.ComboBox, Role.List, Role.PopupMenu, Role.MenuBar, Role.Table, Role.Tree)


def loose_labels(dialog: QWidget) -> list[str]:
    """The texts Orca 43 says after a dialog's title when it opens, in its order."""
    root = QAccessible.queryAccessibleInterface(dialog)
    found: list[QAccessibleInterface] = []
    stack = [root.child(i) for i in range(root.childCount())]
    while stack:
        node = stack.pop()
        if node is None or node.state().invisible or node.role() in _SKIPPED:
            continue
        if node.role() in _LABELS and not node.relations():
            found.append(node)
        stack += [node.child(i) for i in range(node.childCount())]
    title = root.text(QAccessible.Text.Name)
    by_text: dict[str, QAccessibleInterface] = {}
    for node in found:
        text = node.text(QAccessible.Text.Name)
        parent = node.parent()
        if not text or text in (title, parent.text(QAccessible.Text.Name) if parent else ""):
            continue
        if len(text.split()) < 3 or text in title:
            continue
        by_text[text] = node
    return sorted(by_text, key=lambda text: (by_text[text].rect().y(), by_text[text].rect().x()))
