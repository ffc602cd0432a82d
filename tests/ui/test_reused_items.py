"""Items kept on the table from one drawing to the next (ui/table/reused_items.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from rummy_desktop.ui.table.reused_items import ReusedItems


def test_items_are_kept_made_when_more_are_needed_and_hidden_when_fewer(qapp):
    scene = QGraphicsScene()
    made: list[QGraphicsRectItem] = []

    def make() -> QGraphicsRectItem:
        made.append(QGraphicsRectItem())
        return made[-1]

    items = ReusedItems(scene, make)
    three = items.take(3)
    assert three == made and all(item.scene() is scene for item in three)
    assert items.take(5)[:3] == three and len(made) == 5
    two = items.take(2)
    assert two == three[:2]
    assert [item.isVisible() for item in made] == [True, True, False, False, False]
    again = items.take(4)
    assert again == made[:4] and len(made) == 5 and set(scene.items()) == set(made)
    assert [item.isVisible() for item in made] == [True, True, True, True, False]
