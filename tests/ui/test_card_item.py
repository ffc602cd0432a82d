"""A card on the table is drawn by Qt alone: repainting the table (a card gliding over it, a computer's move)
runs no Python code for any card (issue 29's stalls), and a new picture is drawn once, not into a cached copy
first. A selected card's outline is a child item, shown while the card is selected."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QGraphicsItem

from manipulation_positions import position
from rummy_desktop.ui.table.card_item import SELECTION_COLOUR, CardItem
from table_player import Table


def test_a_card_has_no_python_paint_and_no_cached_copy(qtbot):
    assert "paint" not in vars(CardItem)
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    assert all(item.cacheMode() == QGraphicsItem.CacheMode.NoCache for item in t.scene.card_items())


def test_a_selected_card_is_outlined_on_screen_until_it_is_not(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    t.scene.pictures_ahead.wait()
    king = t.card("KS")

    def outline_pixels() -> int:
        """Pixels of the selection's colour along the king's left edge, as the view shows it."""
        QCoreApplication.processEvents()
        image = t.view.viewport().grab().toImage()
        rect = t.view.mapFromScene(king.sceneBoundingRect()).boundingRect()
        x = rect.left() + 2
        return sum(image.pixelColor(QPoint(x, y)).blue() > 150 and image.pixelColor(QPoint(x, y)).red() < 90
                   for y in range(rect.top() + 10, rect.bottom() - 10))

    assert not king.outlined and outline_pixels() == 0
    king.setSelected(True)
    assert king.outlined and outline_pixels() > 20
    assert [item for item in t.scene.card_items() if item.outlined] == [king]
    king.setSelected(False)
    assert not king.outlined and outline_pixels() == 0


def test_the_outline_follows_the_card_to_a_new_size(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    king = t.card("KS")
    king.setSelected(True)
    before = king.childItems()[0].boundingRect()
    t.view.resize(t.view.width() // 2, t.view.height())   # the table lays out smaller cards
    qtbot.waitUntil(lambda: king.boundingRect().width() < before.width() - 3)
    outline = king.childItems()[0].boundingRect()
    assert outline.width() < before.width() - 3
    assert king.boundingRect().adjusted(-2, -2, 2, 2).contains(outline)
    assert SELECTION_COLOUR == king.childItems()[0].pen().color()
